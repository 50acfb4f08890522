/**
 * Issue 27: lessons of all five games with their fixed seed, and lessons
 * saved by earlier builds (TUF, TUF words: no seed) still listing and
 * opening, given a seed the first time and keeping it.
 */
import { describe, expect, it } from 'vitest';
import fixture from '../fixtures/lessons/before-seeds.json';
import { classCode, readClassCode, BASELINES, CODE_GAMES } from '../../src/class/code';
import { lessonKey } from '../../src/class/lesson';
import { engineFor } from '../../src/games/registry';
import { createMemoryBackend, createStore, isPresetRecord, type PresetRecord } from '../../src/storage';
import { duplicateRecord, isLessonRecord, lessonOfRecord, lessonRecord, openedLesson, sortLessons } from '../../src/storage/lessons';

const records = fixture.presets as PresetRecord[];

async function storeWithFixture() {
  const store = createStore(createMemoryBackend());
  for (const r of records) await store.presets.save(r);
  return store;
}

describe('lessons saved by earlier builds', () => {
  it('are presets this build reads, and list as lessons (the class word list does not)', async () => {
    const store = await storeWithFixture();
    const all = await store.presets.list();
    expect(all).toHaveLength(4);
    expect(all.every(isPresetRecord)).toBe(true);
    expect(sortLessons(all).map((r) => r.name)).toEqual(['Animals', 'Constant π', 'Constant χ = 12']);
    for (const r of sortLessons(all)) {
      const lesson = lessonOfRecord(r);
      expect(lesson).not.toBeNull();
      expect(lesson?.seed).toBe('');
      // their game still plays their settings
      expect(() => engineFor(r.game)?.parseParams(lesson?.params ?? {})).not.toThrow();
    }
  });

  it('are given a seed when first opened, and keep it (same code, same key) after a reload', async () => {
    const store = await storeWithFixture();
    const old = (await store.presets.get('tuf-lesson-mihx2k3a-4f9q0c1z')) as PresetRecord;
    const opened = await openedLesson(store.presets, old);
    expect(opened.seed).toMatch(/^c[a-z0-5]{6}$/);
    const kept = (await store.presets.get(old.id)) as PresetRecord;
    expect(kept.seed).toBe(opened.seed);
    expect(kept.setup).toEqual(old.setup);
    expect(kept.name).toBe(old.name);
    const again = await openedLesson(store.presets, kept);
    expect(again.seed).toBe(opened.seed);
    const lesson = lessonOfRecord(again);
    if (!lesson) throw new Error('not a lesson');
    const code = classCode(lesson);
    expect(readClassCode(code)).toMatchObject({ ok: true, lesson: { game: 'tuf', params: old.setup.params, seed: opened.seed } });
    expect(lessonKey(lesson)).toBe(lessonKey(lessonOfRecord(kept) as NonNullable<typeof lesson>));
  });
});

describe('lessons of every game', () => {
  it('save with a fixed seed, read back the same, and keep the seed when edited', async () => {
    const store = createStore(createMemoryBackend());
    for (const game of CODE_GAMES) {
      const rec = lessonRecord({ game, params: { ...BASELINES[game] }, name: `  ${game} lesson  ` }, undefined, 1000);
      await store.presets.save(rec);
      const back = (await store.presets.get(rec.id)) as PresetRecord;
      expect(isLessonRecord(back)).toBe(true);
      const lesson = lessonOfRecord(back);
      expect(lesson).toEqual({ game, params: BASELINES[game], seed: rec.seed, name: `${game} lesson` });
      const edited = lessonRecord({ game, params: { ...BASELINES[game] }, name: 'renamed' }, back, 2000);
      expect(edited).toMatchObject({ id: rec.id, seed: rec.seed, createdAt: 1000, updatedAt: 2000, name: 'renamed' });
    }
    expect(sortLessons(await store.presets.list())).toHaveLength(5);
  });

  it('a duplicate has its own id, name and seed, the same settings', () => {
    const rec = lessonRecord({ game: 'tally', params: { p: '1', s: '120' }, name: 'Tally' }, undefined, 1);
    const copy = duplicateRecord(rec, 'Tally (copy)', 5);
    expect(copy.id).not.toBe(rec.id);
    expect(copy.seed).not.toBe(rec.seed);
    expect(copy).toMatchObject({ name: 'Tally (copy)', setup: rec.setup, createdAt: 5, updatedAt: 5 });
  });
});
