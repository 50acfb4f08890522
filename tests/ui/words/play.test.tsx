// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { parseGrid, runsOf } from '../../../src/games/words';
import { defaultParams, type WordsParams } from '../../../src/games/words/params';
import { rollFor, wordsEngine, type WordsMove } from '../../../src/games/words/plugin';
import { createMemoryBackend, createStore, type Store } from '../../../src/storage';
import { checkRecord } from '../../../src/storage/importer';
import { challengeDelay } from '../../../src/games/race/computers';
import { AppProvider } from '../../../src/ui/context';
import { Notices } from '../../../src/ui/components/Notices';
import { createSession, type SessionStart } from '../../../src/ui/session';
import { cubeName } from '../../../src/ui/words/Board';
import { describeWords } from '../../../src/ui/words/labels';
import { LIGHT_AFTER_MS, Play } from '../../../src/ui/words/Play';
import { Setup } from '../../../src/ui/words/Setup';
import { addToClassList, CLASS_LIST_MAX, classWordsOf, loadClassList } from '../../../src/ui/words/classList';
import { wordsSolver, type WordsSolver } from '../../../src/ui/words/solver';
import type { WordsVerdict } from '../../../src/games/words/verdict';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/**
 * The validity light asks the dictionary a moment after the board last changed (LIGHT_AFTER_MS): a test of the light
 * puts the page's timeouts on a fake clock (still moving with real time, so that waiting for the screen works) and
 * moves it on to that moment instead of waiting for it.
 */
const lightOnFakeTimers = (): void => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true, advanceTimeDelta: 1 });
const lightAsks = (): Promise<void> => act(async () => void (await vi.advanceTimersByTimeAsync(LIGHT_AFTER_MS)));

/** A fake dictionary: every run is a word unless it is in `unknown`. */
const fakeVerdict = (grid: string, unknown: readonly string[], accepted: readonly string[] = []): WordsVerdict => {
  const g = parseGrid(grid);
  const runs = g.ok ? runsOf(g.grid).map((r) => r.letters) : [];
  const u = [...new Set(runs.filter((w) => unknown.includes(w)))].sort();
  return { unknown: u, accepted: u.filter((w) => accepted.includes(w)), proper: [] };
};

const fakeSolver = (unknown: string[] = [], computerGrid: string | null = null, computerTable: string | null = null): WordsSolver => ({
  verdict: async (grid, _setup, accepted = []) => fakeVerdict(grid, unknown, accepted),
  check: async (_hand, grid, _setup, accepted = []) => ({
    verdict: fakeVerdict(grid, unknown, accepted),
    check: { valid: true, refusal: null, words: [], cubes: 0, score: 0 },
  }),
  best: async () => ({
    grid: 'C A T',
    words: [{ word: 'CAT', row: 0, col: 0, dir: 'across', points: 3, proper: false }],
    cubes: 3,
    score: 3,
    proven: true,
    verdict: { unknown: [], accepted: [], proper: [] },
  }),
  hint: async () => ({ length: 5, first: 'C', word: 'CRANE', place: { row: 0, col: 1, dir: 'down' } }),
  computer: async () => ({
    plan: computerGrid === null ? { submission: null, delayMs: 0 } : { submission: computerGrid, delayMs: 0, verdict: fakeVerdict(computerGrid, unknown) },
    table: computerTable === null ? null : { grid: computerTable, verdict: fakeVerdict(computerTable, unknown) },
    steps: [],
    cubes: 0,
    score: 0,
  }),
});

/** A fresh game (or one begun with `begin`'s moves) on the play screen, with this solver. */
async function start(
  params: WordsParams,
  seed: string,
  solver: WordsSolver,
  store: Store = createStore(createMemoryBackend()),
  begin: SessionStart<WordsMove> = {},
): Promise<{ store: Store; id: string }> {
  const rec = await createSession(store, wordsEngine, params, seed, describeWords, begin);
  wordsSolver.use(solver);
  render(
    <AppProvider store={store}>
      <Play sessionId={rec.id} />
      <Notices />
    </AppProvider>,
  );
  return { store, id: rec.id };
}

const seatRegion = (name = 'Player 1') => screen.getByRole('region', { name: `${name}’s crossword` });

/** Places cube `cube` of the hand on the window square (row, col) of a seat (1-based, as the labels say). */
async function place(hand: readonly string[], cube: number, row: number, col: number, scope = seatRegion()): Promise<void> {
  const tray = within(within(scope).getByRole('group', { name: 'Cubes to place' }));
  fireEvent.click(tray.getAllByRole('button', { name: cubeName(hand[cube]!, cube) })[0]!);
  const square = new RegExp(`^Row ${row}, column ${col}: empty`);
  fireEvent.click(within(scope).getByRole('button', { name: square }));
  // a placement shows once it is saved (saved before shown)
  await waitFor(() => expect(within(scope).queryByRole('button', { name: square })).toBeNull());
}

/** A solitaire round rolled, with a plain red and a plain blue cube laid side by side (row 4, columns 4 and 5). */
async function twoCubesLaid(params: WordsParams, seed: string, solver: WordsSolver): Promise<{ store: Store; hand: readonly string[]; a: number; b: number }> {
  const { store } = await start(params, seed, solver);
  fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
  await screen.findByRole('group', { name: 'Cubes to place' });
  const hand = rollFor(params, seed, 0, 0);
  const [a, b] = twoPlain(hand);
  await place(hand, a, 4, 4);
  await place(hand, b, 4, 5);
  return { store, hand, a, b };
}

/** The fake solver, keeping the crossword each hint was asked about. */
function askedAbout(): { grids: string[]; solver: WordsSolver } {
  const grids: string[] = [];
  const base = fakeSolver();
  const hint: WordsSolver['hint'] = async (hand, grid, setup) => {
    grids.push(grid);
    return base.hint(hand, grid, setup);
  };
  return { grids, solver: { ...base, hint } };
}

/** The Hint button offering step `n`, once it can be tapped. */
async function readyHint(n: number): Promise<HTMLButtonElement> {
  const b = (await screen.findByRole('button', { name: `Hint (${n} of 4)` })) as HTMLButtonElement;
  await waitFor(() => expect(b.disabled).toBe(false));
  return b;
}

/** A plain red cube and a plain blue cube of the hand (indices). */
function twoPlain(hand: readonly string[]): [number, number] {
  const red = hand.findIndex((f, i) => i < 8 && /^[A-Z]$/.test(f));
  return [red, 8];
}

describe('the TUF words hint ladder after a reload or a killed app', () => {
  it('shows the hint reached again (asked about the crossword it was asked about) and offers the next step', async () => {
    const params: WordsParams = { ...defaultParams(), computers: [], rounds: 1 };
    const { grids, solver } = askedAbout();
    const { store, id } = await start(params, 'hintk', solver);
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await screen.findByRole('group', { name: 'Cubes to place' });
    const hand = rollFor(params, 'hintk', 0, 0);
    const [a, b] = twoPlain(hand);
    await place(hand, a, 4, 4);
    fireEvent.click(await readyHint(1));
    await place(hand, b, 4, 5);
    fireEvent.click(await readyHint(2));
    expect(await screen.findByText('A word of 5 letters can go in. It starts with C.')).toBeTruthy();
    const asked = [...grids];
    expect(asked).toHaveLength(2);
    // the app is killed: what is on the device is all there is
    cleanup();
    grids.length = 0;
    wordsSolver.use(solver);
    render(
      <AppProvider store={store}>
        <Play sessionId={id} />
      </AppProvider>,
    );
    expect(await screen.findByText('A word of 5 letters can go in. It starts with C.')).toBeTruthy();
    expect((await readyHint(3)).textContent).toBe('Hint (3 of 4)');
    // asked again about the crossword of two cubes it was asked about, once
    expect(grids).toEqual([asked[1]]);
    const moves = (await store.sessions.get(id))?.moves as { type: string; step?: number; have?: string }[];
    expect(moves.filter((m) => m.type === 'hint').map((m) => [m.step, m.have])).toEqual([
      [1, asked[0]],
      [2, asked[1]],
    ]);
  });

  it('a hint move saved by an older build (no crossword kept) is asked about the crossword as it is now', async () => {
    const params: WordsParams = { ...defaultParams(), computers: [], rounds: 1 };
    const { grids, solver } = askedAbout();
    const store = createStore(createMemoryBackend());
    const now = Date.now();
    const rec = await createSession(store, wordsEngine, params, 'hinto', describeWords, {
      moves: [
        { type: 'roll', at: now - 2000 },
        { type: 'hint', seat: 0, step: 1, at: now - 1000 },
      ],
    });
    wordsSolver.use(solver);
    render(
      <AppProvider store={store}>
        <Play sessionId={rec.id} />
      </AppProvider>,
    );
    expect(await screen.findByText('A word of 5 letters can go in.')).toBeTruthy();
    expect((await readyHint(2)).textContent).toBe('Hint (2 of 4)');
    expect(grids).toEqual(['']);
  });
});

describe('playing TUF words on screen', () => {
  it('a hint is asked about the crossword as it is on the table, cubes laid since the last call included', async () => {
    const params: WordsParams = { ...defaultParams(), computers: [], rounds: 1, validityLight: true };
    const { grids, solver } = askedAbout();
    const { hand, a, b } = await twoCubesLaid(params, 'solo2', solver);
    fireEvent.click(screen.getByRole('button', { name: 'Hint (1 of 4)' }));
    expect(await screen.findByText('A word of 5 letters can go in.')).toBeTruthy();
    expect(grids).toHaveLength(1);
    expect(grids[0]?.replace(/\s+/g, '')).toContain(`${hand[a]}${hand[b]}`);
  });

  it('solitaire with the validity light: build, see each word marked, four hints, done, results beside the best crossword, no “wins”', async () => {
    lightOnFakeTimers();
    const params: WordsParams = { ...defaultParams(), computers: [], rounds: 1, validityLight: true };
    const solver = fakeSolver();
    const { store, hand, a, b } = await twoCubesLaid(params, 'solo1', solver);
    await lightAsks();
    const word = `${hand[a]}${hand[b]}`;
    expect(await screen.findByText(`${word} ✓`)).toBeTruthy();
    expect(screen.getByText('2 of 20 cubes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hint (1 of 4)' }));
    expect(await screen.findByText('A word of 5 letters can go in.')).toBeTruthy();
    // each step's button can be tapped once the step before it has its answer
    fireEvent.click(await readyHint(2));
    fireEvent.click(await readyHint(3));
    fireEvent.click(await readyHint(4));
    expect(
      await screen.findByText(`A word of 5 letters can go in. It starts with C. The word: CRANE. It goes down, crossing ${word} at its letter 2, C.`),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /TUF! I’m done/ }));
    await screen.findByText('Final scores');
    // alone, the round's end speaks to the player (issue 28: "Everyone locked their crossword")
    expect(screen.getByText('You said you were done.')).toBeTruthy();
    expect(await screen.findByText(/✓ correct/)).toBeTruthy();
    expect(await screen.findByText('Best crossword for these cubes: 3 points, 3 cubes')).toBeTruthy();
    expect(screen.queryByText(/wins!/)).toBeNull();
    expect(screen.getByText('Your total: 2 points')).toBeTruthy();
    expect(document.querySelector('.tuf-result-code output')?.textContent).toMatch(/^solo1\.2\.h\.[0-9a-z]{5}$/);
    await waitFor(async () => expect(await store.history.list()).toHaveLength(1));
    const [h] = await store.history.list();
    expect(h?.game).toBe('words');
    // the call carried the dictionary's verdict
    const declare = (h!.moves as { type: string; verdict?: unknown }[]).find((m) => m.type === 'declare');
    expect(declare?.verdict).toEqual({ unknown: [], accepted: [], proper: [] });
  });

  it('a word the dictionary lacks says so; “accept anyway” makes it count', async () => {
    const params: WordsParams = { ...defaultParams(), computers: [], rounds: 1, validityLight: true };
    lightOnFakeTimers();
    const hand = rollFor(params, 'acc2', 0, 0);
    const [a, b] = twoPlain(hand);
    const word = `${hand[a]}${hand[b]}`;
    await start(params, 'acc2', fakeSolver([word]));
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await screen.findByRole('group', { name: 'Cubes to place' });
    await place(hand, a, 4, 4);
    await place(hand, b, 4, 5);
    await lightAsks();
    expect(await screen.findByText(new RegExp(`^${word} is not in the dictionary\\.`))).toBeTruthy();
    expect(screen.getByRole('button', { name: /Row 4, column 4: .*in a word the dictionary lacks/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Accept ${word} anyway` }));
    expect(await screen.findByText(`${word} accepted by the players`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /TUF! I’m done/ }));
    expect(await screen.findByText(/✓ correct/)).toBeTruthy();
  });

  // a student's accept-anyway stays in its game, the teacher's class list in Settings: tests/ui/words/class-list.test.tsx
  it('the setup offers the class word list for the lesson’s own list', async () => {
    const store = createStore(createMemoryBackend());
    await addToClassList(store, 'ZORB');
    await addToClassList(store, 'QUIM');
    await addToClassList(store, 'ZORB');
    expect(await loadClassList(store)).toEqual(['ZORB', 'QUIM']);
    // at most CLASS_LIST_MAX words of up to 20 letters, and still importable
    for (let i = 0; i < CLASS_LIST_MAX + 5; i++)
      await addToClassList(
        store,
        `ZZ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
          .split('')
          .map((c, k) => ((i >> k) & 1 ? c : ''))
          .join('')}ZZZZZZZZZZZZZZZZZZ`.slice(0, 20),
      );
    const big = await store.presets.get('words-class-list');
    expect(classWordsOf(big)).toHaveLength(CLASS_LIST_MAX);
    expect(checkRecord('presets', big)).toBeNull();
    await store.presets.save({ ...big!, setup: { kind: 'class-list', words: ['ZORB', 'QUIM'] } });
    render(
      <AppProvider store={store}>
        <Setup />
      </AppProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add them to this list' }));
    const list = screen.getByRole('textbox', { name: 'Class word list (optional)' }) as HTMLTextAreaElement;
    expect(list.value).toBe('zorb quim');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add them to this list' })).toBeNull());
  });

  it('a reload mid-round brings back the crossword', async () => {
    const params: WordsParams = { ...defaultParams(), computers: [], rounds: 2 };
    const { store, id } = await start(params, 'reload3', fakeSolver());
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await screen.findByRole('group', { name: 'Cubes to place' });
    const hand = rollFor(params, 'reload3', 0, 0);
    const [a, b] = twoPlain(hand);
    await place(hand, a, 4, 4);
    await place(hand, b, 5, 4);
    await waitFor(async () => expect((await store.sessions.get(id))?.view).toBeTruthy());
    cleanup();
    wordsSolver.use(fakeSolver());
    render(
      <AppProvider store={store}>
        <Play sessionId={id} />
      </AppProvider>,
    );
    expect(await screen.findByText('2 of 20 cubes')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: new RegExp(`: ${cubeName(hand[a]!, a)}`) })).toHaveLength(1);
  });

  it('two people: TUF! with fewer than 11 cubes is refused with the rule in words', async () => {
    const params: WordsParams = { ...defaultParams(), humans: 2, computers: [], rounds: 2 };
    await start(params, 'duo4', fakeSolver());
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await screen.findAllByRole('group', { name: 'Cubes to place' });
    expect(document.querySelector('.tuf-status-line')?.textContent).toMatch(/No timer yet/);
    // the person across the shared tablet reads the status on their own side, turned with their seat
    expect(document.querySelector('.tuf-side-top > .tuf-turn > .race-facing .race-facing-status')?.textContent).toMatch(/No timer yet/);
    const hand = rollFor(params, 'duo4', 0, 0);
    const [a, b] = twoPlain(hand);
    await place(hand, a, 4, 4);
    await place(hand, b, 4, 5);
    fireEvent.click(within(seatRegion()).getByRole('button', { name: 'TUF!' }));
    expect((await within(seatRegion()).findByRole('alert')).textContent).toBe('TUF! needs 11 cubes in the crossword; it has 2.');
  });
});

describe('after an upheld TUF ERROR (issue 28): the centre, the glass, the call list and the score agree', () => {
  // "The player with the error must re-roll his/her cubes and continue the game with what time is left":
  // the struck TUF! keeps its place in the race — its red glass runs on — but not its cubes or its points.
  const params: WordsParams = { ...defaultParams(), humans: 2, computers: [], rounds: 1, noSpecials: true };
  const seed = 'duo7';
  const h0 = rollFor(params, seed, 0, 0);
  const h1 = rollFor(params, seed, 0, 1);
  const wrong = h0.slice(0, 11).join(' ');
  const good = h1.slice(0, 12).join(' ');
  const render2 = (moves: WordsMove[], now: number) => start(params, seed, fakeSolver(), undefined, { now: now - 60_000, moves });
  /** Rolled a minute ago; Player 1's wrong TUF! 30 s ago, struck by Player 2's TUF ERROR 20 s ago. */
  const struck = (now: number): WordsMove[] => [
    { type: 'roll', at: now - 60_000 },
    { type: 'declare', seat: 0, submission: wrong, at: now - 30_000, verdict: { unknown: [h0.slice(0, 11).join('')], accepted: [], proper: [] } },
    { type: 'challenge', by: 1, call: 0, at: now - 20_000 },
  ];

  it('the glass runs on and says so; nobody is offered to end the round without a call; the next call is TUFFER!', async () => {
    const now = Date.now();
    await render2(struck(now), now);
    // (the centre's status: the other seat's own copy, turned to face it, is hidden from screen readers)
    const status = await screen.findByText('The struck call’s sand timer runs on: the next call, with 11 cubes or more, is TUFFER!', {
      selector: '.tuf-status-line',
    });
    expect(status).toBeTruthy();
    // the red glass of the struck call, still running
    expect(document.querySelector('.tuf-centre .sand-timer.sand-red:not(.is-done)')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Nobody can call — end the round' })).toBeNull();
    expect(within(seatRegion('Player 2')).getByRole('button', { name: 'TUFFER!' })).toBeTruthy();
  });

  it('the next call is announced and listed as the TUFFER! it is, with the yellow glass', async () => {
    const now = Date.now();
    await render2([...struck(now), { type: 'declare', seat: 1, submission: good, at: now - 10_000, verdict: { unknown: [], accepted: [], proper: [] } }], now);
    expect(await screen.findByText('Player 2 called TUFFER! with 12 cubes', { selector: '.tuf-status-line' })).toBeTruthy();
    expect(document.querySelector('.tuf-centre .sand-timer.sand-yellow:not(.is-done)')).not.toBeNull();
    const list = screen.getByRole('list', { name: /calls/i });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^TUF!.*Player 1.*\(struck\)$/), expect.stringMatching(/^TUFFER!.*Player 2/)]);
  });
});

describe('a call that uses all 20 cubes (issue 26): the others arrange on', () => {
  // "all of Tuffer's opponents (including Tuf) may continue to arrange their cubes" until the glass runs out
  it('a hard computer’s 20-cube call leaves the person arranging, told nobody can beat it', async () => {
    const params: WordsParams = { ...defaultParams(), computers: ['hard'], rounds: 1, noSpecials: true };
    const seed = 'all20';
    const all = rollFor(params, seed, 0, 1).join(' ');
    const now = Date.now();
    await start(params, seed, fakeSolver(), undefined, {
      now: now - 60_000,
      moves: [
        { type: 'roll', at: now - 60_000 },
        { type: 'plan', seat: 1, submission: all, delayMs: 50_000, at: now - 59_000, verdict: { unknown: [], accepted: [], proper: [] } },
        { type: 'declare', seat: 1, submission: all, at: now - 10_000, verdict: { unknown: [], accepted: [], proper: [] } },
      ],
    });
    await screen.findByRole('region', { name: 'Player 1’s crossword' }, { timeout: 5000 });
    expect(await within(seatRegion()).findByText(/nobody can beat 20: keep arranging, your crossword counts when the sand runs out/)).toBeTruthy();
    // not locked: the cubes are still there to place
    expect(within(seatRegion()).getByRole('group', { name: 'Cubes to place' })).toBeTruthy();
    expect(within(seatRegion()).queryByText('Hands off! Your crossword is locked.')).toBeNull();
  });
});

describe('TUF ERROR on any other player’s crossword (issue 28)', () => {
  // "The first player to finds an error in another players crossword should exclaim Tuf Error"
  const params: WordsParams = { ...defaultParams(), humans: 2, computers: [], rounds: 1, noSpecials: true };
  const seed = 'duo7';
  const h0 = rollFor(params, seed, 0, 0);
  const h1 = rollFor(params, seed, 0, 1);
  it('a wrong TUF! that was outcalled can still be caught: +5, its caller re-rolls', async () => {
    const now = Date.now();
    const { store, id } = await start(params, seed, fakeSolver(), undefined, {
      now: now - 60_000,
      moves: [
        { type: 'roll', at: now - 60_000 },
        {
          type: 'declare',
          seat: 0,
          submission: h0.slice(0, 11).join(' '),
          at: now - 30_000,
          verdict: { unknown: [h0.slice(0, 11).join('')], accepted: [], proper: [] },
        },
        { type: 'declare', seat: 1, submission: h1.slice(0, 12).join(' '), at: now - 20_000, verdict: { unknown: [], accepted: [], proper: [] } },
      ],
    });
    // the standing TUFFER! as before, and the outcalled TUF! too
    expect(await screen.findByRole('button', { name: 'Player 1: TUF ERROR on Player 2' })).toBeTruthy();
    // a wrong TUF ERROR costs 5: it asks first, showing the crossword called on; going back changes nothing
    fireEvent.click(screen.getByRole('button', { name: 'Player 2: TUF ERROR on Player 1’s TUF!' }));
    const ask = await screen.findByRole('dialog', { name: 'Player 2: TUF ERROR on Player 1’s TUF!?' });
    expect(within(ask).getByRole('img', { name: `Player 1’s crossword: ${h0.slice(0, 11).join(' ')}` })).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'No, go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /TUF ERROR on/ })).toBeNull());
    expect(((await store.sessions.get(id))!.moves as { type: string }[]).some((m) => m.type === 'challenge')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Player 2: TUF ERROR on Player 1’s TUF!' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: /TUF ERROR on/ })).getByRole('button', { name: 'Yes, TUF ERROR!' }));
    // which word was wrong is said
    expect(
      await screen.findByText(`Player 2 found an error (+5): ${h0.slice(0, 11).join('')} is not in the dictionary. Player 1 re-rolls and plays on.`),
    ).toBeTruthy();
    await waitFor(async () =>
      expect(((await store.sessions.get(id))!.moves as { type: string }[]).at(-1)).toMatchObject({ type: 'challenge', by: 1, call: 0 }),
    );
    expect(screen.queryByRole('button', { name: 'Player 2: TUF ERROR on Player 1’s TUF!' })).toBeNull();
  });
});

describe('TUF words against the computer', () => {
  const params: WordsParams = { ...defaultParams(), computers: ['hard'], rounds: 1, noSpecials: true };
  const seed = 'comp5';
  const compHand = rollFor(params, seed, 0, 1);
  const compGrid = compHand.slice(0, 11).join(' ');
  const compWord = compHand.slice(0, 11).join('');
  const withComputer = (unknown: string[]): WordsSolver => fakeSolver(unknown, compGrid);

  it('the computer calls TUF! with its crossword; the person must beat 11', async () => {
    await start(params, seed, withComputer([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    expect(await screen.findByText('Computer (hard) called TUF! with 11 cubes', {}, { timeout: 5000 })).toBeTruthy();
    const call = within(seatRegion()).getByRole('button', { name: /TUFFER!/ });
    expect(call.textContent).toContain('beat 11');
    expect(within(seatRegion()).getByText(/a call needs 12/)).toBeTruthy();
  });

  it('TUF ERROR during the round on a wrong call: +5, the caller re-rolls and the call no longer stands', async () => {
    const { store, id } = await start(params, seed, withComputer([compWord]));
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await screen.findByText('Computer (hard) called TUF! with 11 cubes', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Player 1: TUF ERROR on Computer (hard)' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: /TUF ERROR on/ })).getByRole('button', { name: 'Yes, TUF ERROR!' }));
    expect(await screen.findByText(`Player 1 found an error (+5): ${compWord} is not in the dictionary. Computer (hard) re-rolls and plays on.`)).toBeTruthy();
    // the struck TUF! keeps its place in the race: its glass runs on and the next call is TUFFER!
    expect(within(seatRegion()).getByRole('button', { name: /^TUFFER!/ })).toBeTruthy();
    // the computer plans again for its new hand
    await waitFor(async () =>
      expect(((await store.sessions.get(id))!.moves as { type: string }[]).map((m) => m.type).slice(0, 5)).toEqual([
        'roll',
        'plan',
        'declare',
        'challenge',
        'plan',
      ]),
    );
  });

  it('the computer calls TUF ERROR on a person’s wrong call when its (seeded) moment comes: the table saves it and says so', async () => {
    const p: WordsParams = { ...params, computers: ['hard'] };
    const s2 = 'err8';
    expect(challengeDelay(s2, 0, 0, 1, 'hard')).not.toBeNull();
    const hand = rollFor(p, s2, 0, 0);
    const grid = hand.slice(0, 11).join(' ');
    const word = hand.slice(0, 11).join('');
    const now = Date.now();
    // the person called 30 s ago with a crossword the dictionary lacks: the hard computer's moment (4–9 s after the call) has come
    const { store, id } = await start(p, s2, fakeSolver([word]), undefined, {
      now: now - 60_000,
      moves: [
        { type: 'roll', at: now - 60_000 },
        { type: 'declare', seat: 0, submission: grid, at: now - 30_000, verdict: { unknown: [word], accepted: [], proper: [] } },
      ],
    });
    // the person is told which word was wrong (issue 28)
    expect(
      await screen.findByText(`Computer (hard) found an error (+5): ${word} is not in the dictionary. Player 1 re-rolls and plays on.`, {}, { timeout: 5000 }),
    ).toBeTruthy();
    const moves = (await store.sessions.get(id))?.moves as { type: string; by?: number; call?: number }[];
    expect(moves.find((m) => m.type === 'challenge')).toMatchObject({ by: 1, call: 0 });
  });

  it('a computer that never called scores the crossword it has down when nobody calls', async () => {
    const table = compHand.slice(0, 3).join(' ');
    const { store, id } = await start(params, seed, fakeSolver([], null, table));
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await waitFor(async () => expect(((await store.sessions.get(id))!.moves as { type: string }[]).map((m) => m.type)).toEqual(['roll', 'plan']));
    fireEvent.click(screen.getByRole('button', { name: 'Nobody can call — end the round' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, end it' }));
    await screen.findByText('The round ended without a call.');
    expect(screen.getByRole('img', { name: `Computer (hard)’s crossword: ${table}` })).toBeTruthy();
    expect(screen.getByText('3 points')).toBeTruthy();
    const end = ((await store.sessions.get(id))!.moves as { type: string; finals?: unknown[] }[]).find((m) => m.type === 'end');
    expect(end?.finals).toEqual([null, table]);
  });
});

describe('the last hint shows its spot on the board (issue 28: “row 6, column 6 of your crossword” pointed where nobody can look)', () => {
  it('marks the hinted word’s squares with their letters, says where in words (no rows or columns), and the marks go once the crossword changes', async () => {
    const params: WordsParams = { ...defaultParams(), computers: [], rounds: 1 };
    // the fake hint: CRANE down from the crossword's second square (its C on the second cube laid)
    const { hand, a, b } = await twoCubesLaid(params, 'spot1', fakeSolver());
    const seat = seatRegion();
    const at = (cube: string): [number, number] =>
      seat.querySelector(`[data-square][aria-label*="${cube}"]`)!.getAttribute('data-square')!.split(',').map(Number) as [number, number];
    const [r, c] = at(cubeName(hand[b]!, b));
    expect(seat.querySelectorAll('.is-hinted')).toHaveLength(0);
    for (let n = 1; n <= 4; n++) fireEvent.click(await readyHint(n));
    const note = await screen.findByText(/^A word of 5 letters can go in\. It starts with C\. The word: CRANE\. It goes down/);
    expect(note.textContent).not.toMatch(/\brow\b|\bcolumn\b/i);
    expect(note.textContent).toContain(`crossing ${hand[a]}${hand[b]} at its letter 2, C.`);
    // the five squares down from the second cube, ringed; the four empty ones show the letter that goes there
    await waitFor(() => expect(seat.querySelectorAll('.is-hinted')).toHaveLength(5));
    const hinted = [...seat.querySelectorAll('.is-hinted')].map((el) => [el.getAttribute('data-square'), el.getAttribute('data-hint')]);
    expect(hinted).toEqual(['C', 'R', 'A', 'N', 'E'].map((l, i) => [`${r + i},${c}`, l]));
    const below = seat.querySelector(`[data-square="${r + 1},${c}"]`)!;
    expect(below.textContent).toBe('R');
    expect(below.getAttribute('aria-label')).toMatch(/: empty, hint: R goes here$/);
    // the square the hint's letters reach are in the board's window (drawn, so the view can bring them in sight)
    expect(seat.querySelector(`[data-square="${r + 4},${c}"]`)).not.toBeNull();
    // a cube laid elsewhere changes the crossword: the spot no longer applies and its marks go (the words stay)
    const other = hand.findIndex((f, i) => i !== a && i !== b && /^[A-Z]$/.test(f));
    fireEvent.click(within(within(seat).getByRole('group', { name: 'Cubes to place' })).getAllByRole('button', { name: cubeName(hand[other]!, other) })[0]!);
    fireEvent.click(seat.querySelector(`[data-square="${r},${c + 1}"]`)!);
    await waitFor(() => expect(seat.querySelectorAll('.is-hinted')).toHaveLength(0));
    expect(screen.getByText(/The word: CRANE\. It goes down/)).toBeTruthy();
  });
});
