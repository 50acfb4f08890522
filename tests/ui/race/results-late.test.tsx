// @vitest-environment happy-dom
/**
 * The race results and the worker's late best answers (issue 16): TUF's best
 * line keeps, from the start, the room of the longest line it may show (the
 * room does not change when the answer comes, and the answer fits in it);
 * TUF words' best crossword, large, comes after everything a student taps.
 * (Where things land on a real screen is measured in Chromium by
 * tests/e2e/results-steady.e2e.ts.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import type { RolledCube } from '../../../src/games/tuf';
import { defaultParams, type MatchParams } from '../../../src/games/tuf/matchParams';
import { matchEngine, rollFor } from '../../../src/games/tuf/plugin';
import { defaultParams as wordsDefaults, type WordsParams } from '../../../src/games/words/params';
import { rollFor as wordsRoll, wordsEngine } from '../../../src/games/words/plugin';
import { createMemoryBackend, createStore } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { createSession } from '../../../src/ui/session';
import { cubeLabel } from '../../../src/ui/tuf/Cube';
import { describeTuf } from '../../../src/ui/tuf/labels';
import { Play } from '../../../src/ui/tuf/Play';
import { tufSolver, type BestAnswer, type TufSolver } from '../../../src/ui/tuf/solver';
import { cubeName } from '../../../src/ui/words/Board';
import { describeWords } from '../../../src/ui/words/labels';
import { Play as WordsPlay } from '../../../src/ui/words/Play';
import { wordsSolver, type WordsSolver } from '../../../src/ui/words/solver';
import { solve } from '../../../workers/tuf/solve';
import { smallEquation } from '../../games/tuf/smallEquation';

afterEach(() => cleanup());

/** A promise the test settles. */
function later<T>(): { promise: Promise<T>; settle(v: T): void } {
  let settle: (v: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (settle = r));
  return { promise, settle };
}

const ghosts = (el: Element): string[] => [...el.querySelectorAll('.race-room-ghost')].map((g) => g.getAttribute('data-text') ?? '');
const follows = (a: Node, b: Node): boolean => (b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('TUF results: the best line keeps its room', () => {
  it('while the worker works, the line has the room of the longest best line of this roll; the answer fits and the room stays', async () => {
    const params: MatchParams = { ...defaultParams('1'), computers: [], rounds: 1 };
    const seed = 'room1';
    const roll = rollFor(params, seed, 0, 0);
    const best = later<BestAnswer>();
    const solver: TufSolver = { best: () => best.promise, computer: async () => ({ equation: null, delayMs: 0 }) };
    const store = createStore(createMemoryBackend());
    const rec = await createSession(store, matchEngine, params, seed, describeTuf);
    tufSolver.use(solver);
    render(
      <AppProvider store={store}>
        <Play sessionId={rec.id} />
      </AppProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    const tray = within(await screen.findByRole('group', { name: 'Cubes on the table' }));
    for (const [i, face] of smallEquation(
      roll.map((c) => c.face),
      '1',
    )
      .split(' ')
      .entries()) {
      fireEvent.click(tray.getAllByRole('button', { name: cubeLabel(roll.find((c) => c.face === face) as RolledCube, '1') })[0]!);
      // the line is saved before it shows
      await waitFor(() => expect(document.querySelectorAll('.tuf-line [data-line-index]')).toHaveLength(i + 1));
    }
    fireEvent.click(screen.getByRole('button', { name: /TUF! I’m done/ }));
    const loading = await screen.findByText('Working out the best equation…');
    const line = loading.closest('.tuf-best') as HTMLElement;
    expect(line.classList.contains('race-room')).toBe(true);
    const room = ghosts(line);
    // every cube of the roll is in the longest line the room holds (a best equation uses some of them)
    const longest = room.reduce((a, b) => (b.length > a.length ? b : a), '');
    expect(longest).toMatch(/^Best the solver found: \(.*\) \(88 points\)$/);
    expect(longest.split(' ').length).toBeGreaterThanOrEqual(roll.length);
    // the texts it may show are not page text: found once, and not read twice
    expect(screen.queryAllByText(/Best possible/)).toEqual([]);
    // the solver's own answer for this roll
    const found = solve({ game: '1', roll });
    const answer = found.normal ?? '';
    expect(found.cubes).toBeGreaterThan(5);
    await act(async () => best.settle({ equation: found.equation, normal: answer, cubes: found.cubes, score: found.score, proven: false }));
    const shown = await screen.findByText(`Best the solver found: ${answer} (${found.score} points)`);
    expect(shown.closest('.tuf-best')).toBe(line);
    expect(ghosts(line)).toEqual(room);
    expect(shown.textContent?.length ?? 0).toBeLessThanOrEqual(longest.length);
  });
});

describe('TUF words results: the best crossword comes after what a student taps', () => {
  it('"Looking for the best crossword…" and then the crossword both come after the form and the buttons', async () => {
    const params: WordsParams = { ...wordsDefaults(), computers: [], rounds: 1, noSpecials: true };
    const seed = 'late1';
    const hand = wordsRoll(params, seed, 0, 0);
    const best = later<Awaited<ReturnType<WordsSolver['best']>>>();
    const solver: WordsSolver = {
      verdict: async () => ({ unknown: [], accepted: [], proper: [] }),
      check: async () => ({ verdict: { unknown: [], accepted: [], proper: [] }, check: { valid: true, refusal: null, words: [], cubes: 0, score: 0 } }),
      best: () => best.promise,
      hint: async () => ({ length: 0, first: '', word: '', place: null }),
      computer: async () => ({ plan: { submission: null, delayMs: 0 }, table: null, steps: [], cubes: 0, score: 0 }),
    };
    const store = createStore(createMemoryBackend());
    const rec = await createSession(store, wordsEngine, params, seed, describeWords);
    wordsSolver.use(solver);
    render(
      <AppProvider store={store}>
        <WordsPlay sessionId={rec.id} />
      </AppProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    const seat = await screen.findByRole('region', { name: 'Player 1’s crossword' });
    for (const [i, col] of [
      [8, 4],
      [9, 5],
    ] as const) {
      fireEvent.click(within(within(seat).getByRole('group', { name: 'Cubes to place' })).getAllByRole('button', { name: cubeName(hand[i] ?? '', i) })[0]!);
      const square = new RegExp(`^Row 4, column ${col}: empty`);
      fireEvent.click(within(seat).getByRole('button', { name: square }));
      await waitFor(() => expect(within(seat).queryByRole('button', { name: square })).toBeNull());
    }
    fireEvent.click(within(seat).getByRole('button', { name: /TUF! I’m done/ }));
    const loading = await screen.findByText('Looking for the best crossword…');
    const compare = screen.getByRole('button', { name: 'Compare' });
    const again = screen.getByRole('button', { name: 'Play again' });
    const newGame = screen.getByRole('link', { name: 'New game' });
    for (const control of [compare, again, newGame]) expect(follows(loading, control)).toBe(true);
    await act(async () =>
      best.settle({
        grid: 'C A T',
        words: [{ word: 'CAT', row: 0, col: 0, dir: 'across', points: 3, proper: false }],
        cubes: 3,
        score: 3,
        proven: true,
        verdict: { unknown: [], accepted: [], proper: [] },
      }),
    );
    const label = await screen.findByText('Best crossword for these cubes: 3 points, 3 cubes');
    for (const control of [compare, again, newGame]) expect(follows(label, control)).toBe(true);
    expect(screen.queryByText('Looking for the best crossword…')).toBeNull();
  });
});
