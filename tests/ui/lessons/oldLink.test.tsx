// @vitest-environment happy-dom
/**
 * Issue 27: "Play this lesson" on a lesson link of an earlier build
 * (`#/tuf/code/…`, `#/words/code/…`, which carry no seed) started each device
 * on a fresh random roll, so two students' results were "for a different
 * roll". It now plays the lesson as its class code does (the student's name,
 * then one fixed seed, worked out from the link: the same on every device),
 * and "Save to my lessons" keeps that seed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { createMemoryBackend, createStore, type Store } from '../../../src/storage';
import { readClassCode, seedOfOldLesson } from '../../../src/class/code';
import { defaultParams } from '../../../src/games/tuf/matchParams';
import { AppProvider } from '../../../src/ui/context';
import { FromCode } from '../../../src/ui/tuf/Lessons';
import { lessonCode } from '../../../src/ui/tuf/codes';

beforeEach(() => {
  location.hash = '#/';
});
afterEach(() => cleanup());

const code = lessonCode('Fractions', { ...defaultParams('2'), rounds: 3 });

/** What one device opens when "Play this lesson" is tapped on the old link. */
async function playOn(store: Store): Promise<{ hash: string; seed: string }> {
  render(
    <AppProvider store={store}>
      <FromCode code={code} />
    </AppProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Play this lesson' }));
  await waitFor(() => expect(location.hash).toMatch(/^#\/class\//));
  const hash = location.hash;
  const read = readClassCode(decodeURIComponent(hash.split('/')[2]!));
  if (!read.ok) throw new Error('class code refused');
  expect(read.lesson.params).toMatchObject({ g: '2', r: '3' });
  cleanup();
  location.hash = '#/';
  return { hash, seed: read.lesson.seed };
}

describe('an old lesson link plays one fixed seed', () => {
  it('two devices opening the same link play the same rolls, as a class lesson', async () => {
    const a = await playOn(createStore(createMemoryBackend()));
    const b = await playOn(createStore(createMemoryBackend()));
    expect(a.hash).toBe(b.hash);
    expect(a.hash.endsWith('/Fractions')).toBe(true);
    expect(a.seed).toBe(seedOfOldLesson(code));
    // another lesson link, another seed
    expect(seedOfOldLesson(lessonCode('Fractions', { ...defaultParams('2'), rounds: 4 }))).not.toBe(a.seed);
  });

  it('Save to my lessons keeps the link’s seed', async () => {
    const store = createStore(createMemoryBackend());
    render(
      <AppProvider store={store}>
        <FromCode code={code} />
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save to my lessons' }));
    await waitFor(async () => expect(await store.presets.list()).toHaveLength(1));
    const [saved] = await store.presets.list();
    expect(saved?.seed).toBe(seedOfOldLesson(code));
    expect(saved?.name).toBe('Fractions');
  });
});
