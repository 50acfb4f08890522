/**
 * A teacher's lessons as the device keeps them: a `PresetRecord` of one of
 * the five games, its settings in `setup.params` (flat, as the game id
 * writes them) and its fixed seed in `seed`. Lessons saved by earlier builds
 * (TUF and TUF words, no seed) still list and open: the first time one is
 * opened it is given a seed, saved with it, and keeps it from then on, so
 * its link and class code stay the same. DOM-free.
 */
import type { Params } from '../core/gameId';
import { isSeed } from '../core/random';
import { newId, type PresetRecord } from './records';
import { isCodeGame, newLessonSeed } from '../class/code';
import type { Lesson } from '../class/lesson';

/** Whether a kept setup is a lesson (a game's other setups, such as TUF words' class word list, have a `kind`). */
export function isLessonRecord(record: PresetRecord): boolean {
  return isCodeGame(record.game) && record.setup.kind === undefined && typeof record.setup.params === 'object' && record.setup.params !== null;
}

/** A lesson's settings as kept, or null when they are not flat text (damaged, or not a lesson). */
export function paramsOfRecord(record: PresetRecord): Params | null {
  const raw = record.setup.params;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  // no prototype: a stored key named `__proto__` stays a key (the game refuses it as unknown)
  const flat = Object.create(null) as Params;
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof v !== 'string') return null;
    flat[k] = v;
  }
  return { ...flat };
}

/** The lesson a record keeps, or null when it is not one; `seed` is '' for a lesson an earlier build saved (`withSeed`). */
export function lessonOfRecord(record: PresetRecord): Lesson | null {
  if (!isLessonRecord(record)) return null;
  const params = paramsOfRecord(record);
  if (params === null) return null;
  return { game: record.game, params, seed: typeof record.seed === 'string' && isSeed(record.seed) ? record.seed : '', name: record.name };
}

/** Whether the record already has its fixed seed (lessons of earlier builds have none until first opened). */
export const hasSeed = (record: PresetRecord): boolean => typeof record.seed === 'string' && isSeed(record.seed);

/** A fresh lesson seed from the platform's randomness (seeds of lessons never come from a game's own dealing). */
export function freshLessonSeed(): string {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return newLessonSeed(() => (buf[0] ?? 0) / 4294967296);
}

/** The record with a fixed seed: its own, or a new one (the caller saves it, so it is kept). */
export function withSeed(record: PresetRecord, seed: () => string = freshLessonSeed): PresetRecord {
  return hasSeed(record) ? record : { ...record, seed: seed() };
}

/** What saves a lesson: `save` of the store's presets. */
interface Presets {
  save(record: PresetRecord): Promise<void>;
}

/**
 * Opens a kept lesson: one saved by an earlier build is given its seed and
 * saved with it first (once; after that it keeps it). Returns the record as kept.
 */
export async function openedLesson(presets: Presets, record: PresetRecord, seed: () => string = freshLessonSeed): Promise<PresetRecord> {
  if (hasSeed(record)) return record;
  const seeded = withSeed(record, seed);
  await presets.save(seeded);
  return seeded;
}

/** A new lesson record, or `previous` changed (its id, creation date and seed kept unless the lesson brings its own seed). */
export function lessonRecord(lesson: Pick<Lesson, 'game' | 'params' | 'name'> & { seed?: string }, previous?: PresetRecord, now = Date.now()): PresetRecord {
  const seed = lesson.seed && isSeed(lesson.seed) ? lesson.seed : previous && hasSeed(previous) ? (previous.seed as string) : freshLessonSeed();
  return {
    id: previous?.id ?? newId(`${lesson.game}-lesson`),
    name: lesson.name.trim().slice(0, 80),
    game: lesson.game,
    setup: { ...(previous?.setup ?? {}), params: { ...lesson.params } },
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
    seed,
  };
}

/** A copy of a lesson under a new name, with its own id and its own seed (other rolls: a second group's lesson). */
export function duplicateRecord(record: PresetRecord, name: string, now = Date.now()): PresetRecord {
  return { ...record, id: newId(`${record.game}-lesson`), name: name.trim().slice(0, 80), createdAt: now, updatedAt: now, seed: freshLessonSeed() };
}

/** Every lesson of every game, newest change first. */
export function sortLessons(records: readonly PresetRecord[]): PresetRecord[] {
  return records.filter(isLessonRecord).sort((a, b) => b.updatedAt - a.updatedAt || a.name.localeCompare(b.name));
}
