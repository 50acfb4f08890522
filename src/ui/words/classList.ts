/**
 * The class word list of TUF words: words the players accepted anyway and
 * chose to keep ("also add it to the class word list"). It is kept with the
 * teacher's lessons (the presets store, one record that the lessons list does
 * not show) and every later TUF words round on this device accepts its words
 * (they travel as `accepted` in each move's verdict, so saved games replay
 * without it). A lesson's setup offers to copy it into the lesson's own list,
 * which the lesson's link carries to other devices.
 */
import type { PresetRecord, Store } from '../../storage';

export const CLASS_LIST_ID = 'words-class-list';
/** The record's `setup.kind`: the lessons screen leaves it out (`src/ui/race/Lessons.tsx`); its game stays 'words' so an export imports back. */
export const CLASS_LIST_KIND = 'class-list';
/** The most words the list keeps (the oldest drop first): within the import limit of a preset's setup (4,000 characters). */
export const CLASS_LIST_MAX = 150;

const WORD = /^[A-ZÑ]{2,20}$/;

/** The words of a stored class list (upper case), or none when there is no list or it does not read. */
export function classWordsOf(record: PresetRecord | undefined | null): string[] {
  const words = record?.setup.words;
  return Array.isArray(words) ? words.filter((w): w is string => typeof w === 'string' && WORD.test(w)) : [];
}

export async function loadClassList(store: Store): Promise<string[]> {
  return classWordsOf(await store.presets.get(CLASS_LIST_ID));
}

/** Adds a word (upper case A–Z, Ñ) to the class list and saves it; the list after. */
export async function addToClassList(store: Store, word: string, now = Date.now()): Promise<string[]> {
  const w = word.trim().toUpperCase();
  if (!WORD.test(w)) throw new RangeError(`not a word for the class list: ${word}`);
  const record = await store.presets.get(CLASS_LIST_ID);
  const words = classWordsOf(record);
  if (words.includes(w)) return words;
  const next = [...words, w].slice(-CLASS_LIST_MAX);
  await store.presets.save({
    id: CLASS_LIST_ID,
    name: 'TUF words class list',
    game: 'words',
    setup: { kind: CLASS_LIST_KIND, words: next },
    createdAt: record?.createdAt ?? now,
    updatedAt: now,
  });
  return next;
}
