// @vitest-environment happy-dom
/**
 * Issue 27: a preset-constant-cube lesson's board places correct equations by time from the roll (the rulebook's
 * 5/3/2/1 order scoring). Two students 30 ms apart took different places, and the board read "2.4 s" for both: places
 * by time show hundredths.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { buildBoard } from '../../../src/class/board';
import { classCode } from '../../../src/class/code';
import { lessonKey, type Lesson } from '../../../src/class/lesson';
import { writeResultCode } from '../../../src/class/resultCode';
import { createMemoryBackend, createStore } from '../../../src/storage';
import { boardRecord } from '../../../src/ui/class/boardRecord';
import Collect from '../../../src/ui/class/Collect';
import { AppProvider } from '../../../src/ui/context';

const lesson: Lesson = { game: 'tuf', params: { g: 'constant', ord: '1', k: 'chi', chi: '12' }, seed: 'chi-order', name: 'χ = 12' };

beforeEach(() => {
  // no class server here: the live panel finds none
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('offline');
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const code = (name: string, ms: number): string =>
  writeResultCode(
    { lesson: lessonKey(lesson), game: 'tuf', name, device: name, rounds: [{ score: 3, ms, declared: 'chi = 3 + 9' }], total: 3, hints: 0, finished: true },
    lesson,
  );

it('places by time read in hundredths, and the equation in the cubes’ symbols', async () => {
  const store = createStore(createMemoryBackend());
  const text = [code('Ana', 2410), code('Ben', 2440)].join('\n');
  await store.history.save(boardRecord('b1', lesson, text, classCode(lesson), buildBoard(lesson, text)));
  render(
    <AppProvider store={store}>
      <Collect route={['board', 'b1']} />
    </AppProvider>,
  );
  await screen.findByText('Ana');
  const times = [...document.querySelectorAll('.board-table tbody .board-time')].map((e) => e.textContent);
  expect(times).toEqual(['place 1 · 2.41 s', 'place 2 · 2.44 s']);
  expect([...document.querySelectorAll('.board-table tbody .board-declared')].map((e) => e.textContent?.trim())).toEqual(['χ = 3 + 9', 'χ = 3 + 9']);
});
