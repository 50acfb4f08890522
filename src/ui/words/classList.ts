/**
 * The class word list of TUF words: the teacher's words that every TUF words
 * round on this device accepts besides the dictionary. Only a teacher changes
 * it (issue 28), in Settings behind a teacher PIN set on this device
 * (`ClassListSection`); a student's "accept anyway" counts in that game only
 * and never reaches it. It is kept with the teacher's lessons (the presets
 * store, one record that the lessons list does not show); its words travel as
 * `accepted` in each move's verdict, so saved games replay without it. A
 * lesson's setup offers to copy it into the lesson's own list, which the
 * lesson's link carries to other devices.
 *
 * The PIN is the device's own (localStorage, a salted SHA-256, never the PIN
 * itself), at least 4 characters like the class server's teacher PIN, and as
 * there, 10 wrong PINs in 10 minutes make this device wait.
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

/** Removes a word from the class list and saves it; the list after. */
export async function removeFromClassList(store: Store, word: string, now = Date.now()): Promise<string[]> {
  const record = await store.presets.get(CLASS_LIST_ID);
  const words = classWordsOf(record);
  if (!record || !words.includes(word)) return words;
  const next = words.filter((w) => w !== word);
  await store.presets.save({ ...record, setup: { ...record.setup, kind: CLASS_LIST_KIND, words: next }, updatedAt: now });
  return next;
}

const PIN_KEY = 'tuffest.teacherPin';
const TRIES_KEY = 'tuffest.teacherPinTries';
/** The fewest characters a teacher PIN has (as the class server's). */
export const PIN_MIN = 4;
/** Wrong PINs allowed in `TRIES_WINDOW` ms before this device waits (as the class server's). */
export const PIN_TRIES = 10;
export const TRIES_WINDOW = 10 * 60_000;

interface StoredPin {
  salt: string;
  hash: string;
}

const hex = (b: ArrayBuffer | Uint8Array): string => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, '0')).join('');

async function pinHash(salt: string, pin: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${pin}`)));
}

function storedPin(): StoredPin | null {
  try {
    const v = JSON.parse(globalThis.localStorage?.getItem(PIN_KEY) ?? 'null') as unknown;
    return typeof v === 'object' && v !== null && typeof (v as StoredPin).salt === 'string' && typeof (v as StoredPin).hash === 'string'
      ? (v as StoredPin)
      : null;
  } catch {
    return null;
  }
}

/** Whether a teacher has set a PIN on this device. */
export const hasTeacherPin = (): boolean => storedPin() !== null;

/** Sets this device's teacher PIN (a teacher's first visit, or after unlocking); refused under `PIN_MIN` characters. */
export async function setTeacherPin(pin: string): Promise<void> {
  const clean = pin.trim();
  if (clean.length < PIN_MIN) throw new RangeError('teacher PIN too short');
  const salt = hex(crypto.getRandomValues(new Uint8Array(16)));
  globalThis.localStorage?.setItem(PIN_KEY, JSON.stringify({ salt, hash: await pinHash(salt, clean) }));
}

function wrongTries(now: number): number[] {
  try {
    const v = JSON.parse(globalThis.localStorage?.getItem(TRIES_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number' && now - x < TRIES_WINDOW && x <= now) : [];
  } catch {
    return [];
  }
}

/** What a PIN typed to unlock the class list gives: the list opens, a wrong PIN, or too many wrong ones lately. */
export type PinCheck = 'ok' | 'wrong' | 'wait';

/** Checks a typed PIN against this device's teacher PIN (no PIN set: never 'ok'). */
export async function checkTeacherPin(pin: string, now = Date.now()): Promise<PinCheck> {
  const tries = wrongTries(now);
  if (tries.length >= PIN_TRIES) return 'wait';
  const stored = storedPin();
  if (stored && (await pinHash(stored.salt, pin.trim())) === stored.hash) {
    globalThis.localStorage?.removeItem(TRIES_KEY);
    return 'ok';
  }
  try {
    globalThis.localStorage?.setItem(TRIES_KEY, JSON.stringify([...tries, now]));
  } catch {
    // storage refused: the try is simply not counted
  }
  return tries.length + 1 >= PIN_TRIES ? 'wait' : 'wrong';
}
