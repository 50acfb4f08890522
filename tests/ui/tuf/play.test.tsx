// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import type { RolledCube } from '../../../src/games/tuf';
import { defaultParams, type MatchParams } from '../../../src/games/tuf/matchParams';
import { matchEngine, rollFor } from '../../../src/games/tuf/plugin';
import { createMemoryBackend, createStore, defaultSettings, type Store } from '../../../src/storage';
import { ROLL_MS, TICK_MS } from '../../../src/ui/race/useRaceTable';
import { AppProvider } from '../../../src/ui/context';
import { Notices } from '../../../src/ui/components/Notices';
import { createSession } from '../../../src/ui/session';
import { cubeLabel } from '../../../src/ui/tuf/Cube';
import { describeTuf } from '../../../src/ui/tuf/labels';
import { Play } from '../../../src/ui/tuf/Play';
import { startMatch } from '../../../src/ui/tuf/start';
import { tufSolver, type TufSolver } from '../../../src/ui/tuf/solver';
import { smallEquation } from '../../games/tuf/smallEquation';
import { FakeClock } from '../../../src/core/runner';
import { setUiClock } from '../../../src/ui/runner';

afterEach(() => {
  cleanup();
  setUiClock(null);
});

const fakeSolver = (computerEq: string | null = null): TufSolver => ({
  hint: async (_g, _r, step) => ({
    step,
    cubes: 5,
    score: 5,
    usesCubes: ['1', '2', '3', '+', '='],
    shape: step >= 2 ? '□ + □ = □' : null,
    normal: step === 3 ? '1 + 2 = 3' : null,
    exists: true,
  }),
  best: async () => ({ equation: '1 + 2 = 3', normal: '1 + 2 = 3', cubes: 5, score: 5, proven: true }),
  computer: async () => ({ equation: computerEq, delayMs: 0 }),
});

/** Opens a new match on the play screen, or one with saved moves and view (a game resumed). */
async function start(
  params: MatchParams,
  seed: string,
  solver: TufSolver,
  saved?: { moves: unknown[]; view?: unknown },
): Promise<{ store: Store; id: string }> {
  const store = createStore(createMemoryBackend());
  const rec = await createSession(
    store,
    matchEngine,
    params,
    seed,
    describeTuf,
    saved && { moves: saved.moves as never[], ...(saved.view !== undefined ? { view: saved.view } : {}) },
  );
  tufSolver.use(solver);
  render(
    <AppProvider store={store}>
      <Play sessionId={rec.id} />
      <Notices />
    </AppProvider>,
  );
  return { store, id: rec.id };
}

async function build(
  roll: RolledCube[],
  equation: string,
  game: MatchParams['game'],
  scope = screen.getByRole('region', { name: 'Player 1’s cubes' }),
): Promise<void> {
  const tray = within(within(scope).getByRole('group', { name: 'Cubes on the table' }));
  for (const [i, face] of equation.split(' ').entries()) {
    const cube = roll.find((c) => c.face === face) as RolledCube;
    fireEvent.click(tray.getAllByRole('button', { name: cubeLabel(cube, game) })[0]!);
    await onLine(scope, i + 1);
  }
}

/** The equation line is saved before it shows: a tap has shown once the seat's line holds `n` cubes. */
function onLine(scope: HTMLElement, n: number): Promise<void> {
  return waitFor(() => expect(scope.querySelectorAll('.tuf-line [data-line-index]')).toHaveLength(n));
}

describe('playing TUF on screen', () => {
  it('solitaire: roll, arrange, call, results with the best equation, saved to history', async () => {
    const params: MatchParams = { ...defaultParams('1c-a'), rounds: 1 };
    const { store } = await start(params, 'solo7', fakeSolver());
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await screen.findByRole('group', { name: 'Cubes on the table' });
    const roll = rollFor(params, 'solo7', 0, 0);
    const eq = smallEquation(
      roll.map((c) => c.face),
      '1c-a',
    );
    await build(roll, eq, '1c-a');
    expect(screen.getByText('True')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hint (1 of 3)' }));
    expect(await screen.findByText('There is an equation with 5 cubes (5 points).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hint (2 of 3)' }));
    expect(await screen.findByText(/Its shape: □ \+ □ = □ \(□ is a digit/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hint (3 of 3)' }));
    expect(await screen.findByText('One of the best: 1 + 2 = 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Hint (3 of 3)' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /TUF! I’m done/ }));
    await screen.findByText('Final scores');
    expect(await screen.findByText(/✓ true/)).toBeTruthy();
    expect(await screen.findByText('Best possible: 1 + 2 = 3 (5 points)')).toBeTruthy();
    // alone at the table: a score, not "Player 1 wins!"
    expect(screen.getByText(`Player 1 scored ${eq.split(' ').length} points.`)).toBeTruthy();
    expect(screen.queryByText(/wins!/)).toBeNull();
    expect(screen.getByText(/Your result code/)).toBeTruthy();
    await waitFor(async () => expect(await store.history.list()).toHaveLength(1));
    const [h] = await store.history.list();
    expect(h?.players).toEqual([{ name: 'Player 1', score: eq.split(' ').length }]);
    expect(h?.meta.hintsUsed).toBe(true);
    // the hints are moves of the saved game, and the result code says so
    expect((h!.moves as { type: string; step?: number }[]).filter((m) => m.type === 'hint').map((m) => m.step)).toEqual([1, 2, 3]);
    expect(document.querySelector('.tuf-result-code output')?.textContent).toMatch(/^solo7\.\d+\.h\.[0-9a-z]{5}$/);
    expect(screen.getByText(/\(with hints\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
    await waitFor(async () => expect(await store.sessions.list()).toHaveLength(2));
    const fresh = (await store.sessions.list()).find((r) => r.moves.length === 0);
    expect(fresh?.code).toMatch(/^tuf:g=1c-a,r=1#/);
  });

  it('against the computer: it calls TUF, the player must beat it (TUFFER), the reason is shown when not', async () => {
    const params: MatchParams = { ...defaultParams('1'), computers: ['hard'] };
    const seed = 'vs3';
    const compRoll = rollFor(params, seed, 0, 1);
    const compEq = smallEquation(
      compRoll.map((c) => c.face),
      '1',
    );
    await start(params, seed, fakeSolver(compEq));
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await screen.findByText(`Computer (hard) called TUF! with 5 cubes`);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/Red/i);
    const roll = rollFor(params, seed, 0, 0);
    const mine = smallEquation(
      roll.map((c) => c.face),
      '1',
    );
    await build(roll, mine, '1');
    const call = screen.getByRole('button', { name: /TUFFER!/ });
    expect(call.textContent).toContain('beat 5');
    fireEvent.click(call);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/has to beat 5 cubes/);
  });

  it('cutthroat: a saved round whose time ran out while away ends on load; TUF ERROR on a wrong call pays its cubes', async () => {
    const params: MatchParams = { ...defaultParams('1'), humans: 2, computers: [], cutthroat: true, rounds: 2 };
    const store = createStore(createMemoryBackend());
    const rec = await createSession(store, matchEngine, params, 'seedA', describeTuf);
    const t0 = Date.now() - 10 * 60_000;
    await store.sessions.save({
      ...rec,
      moves: [
        { type: 'roll', at: t0 },
        { type: 'declare', seat: 1, submission: '9 - 4 = 5', at: t0 + 30_000 },
        { type: 'declare', seat: 0, submission: '7 x 1 = 8 / 0 (x) 0', at: t0 + 60_000 },
      ],
    });
    tufSolver.use(fakeSolver());
    render(
      <AppProvider store={store}>
        <Play sessionId={rec.id} />
      </AppProvider>,
    );
    await screen.findByText('Round 1 results');
    expect(screen.getByText('Time ran out.')).toBeTruthy();
    // Player 2's correct TUF is the last correct call: 5 cubes × 2
    expect(screen.getByText('10 points')).toBeTruthy();
    // the best possible is shown doubled too for the last caller, so 10 points next to a best of 5 is not a puzzle
    expect(await screen.findByText('Best possible: 1 + 2 = 3 (5 points) — 10 for the last caller')).toBeTruthy();
    // what a challenge does, in words, next to the challenge buttons
    expect(within(screen.getByRole('region', { name: 'TUF ERROR' })).getByText(/Think a call’s equation is wrong\? Challenge it\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Player 2: TUF ERROR on Player 1' }));
    expect(await screen.findByText('Player 2 was right: +9')).toBeTruthy();
    expect(screen.getByText('19 points')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Player 1: TUF ERROR on Player 2' }));
    expect(await screen.findByText('Player 1 was wrong: -5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next round (2 of 2)' })).toBeTruthy();
  });

  it('a reload mid-round brings back the cubes on the line', async () => {
    const params: MatchParams = { ...defaultParams('1c-a'), rounds: 2 };
    const { store, id } = await start(params, 'reload1', fakeSolver());
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await screen.findByRole('group', { name: 'Cubes on the table' });
    const roll = rollFor(params, 'reload1', 0, 0);
    const eq = smallEquation(
      roll.map((c) => c.face),
      '1c-a',
    );
    await build(roll, eq.split(' ').slice(0, 3).join(' '), '1c-a');
    await waitFor(async () => expect(((await store.sessions.get(id))!.view as { lines: unknown[][] } | undefined)?.lines[0]).toHaveLength(3));
    cleanup();
    tufSolver.use(fakeSolver());
    render(
      <AppProvider store={store}>
        <Play sessionId={id} />
      </AppProvider>,
    );
    const line = await screen.findByRole('group', { name: 'Equation line' });
    await waitFor(() => expect(within(line).getAllByRole('button')).toHaveLength(3));
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/[0-5]:[0-5][0-9] left/);
  });
});

describe('the hint ladder after a reload or a killed app', () => {
  /** A solver that records what it is asked; `fail` makes the next answers fail. */
  const recording = () => {
    const calls: { step: number; have: string | undefined }[] = [];
    const box = { fail: false };
    const solver: TufSolver = {
      ...fakeSolver(),
      hint: async (g, r, step, have, settings) => {
        calls.push({ step, have });
        if (box.fail) throw new Error('worker gone');
        return fakeSolver().hint!(g, r, step, have, settings);
      },
    };
    return { calls, box, solver };
  };
  const resume = (moves: unknown[], solver: TufSolver, view?: unknown): Promise<{ store: Store; id: string }> =>
    start({ ...defaultParams('1'), rounds: 1 }, 'hintk', solver, { moves, view });

  it('shows the hint reached again (asked with the line it was asked for) and offers the next step', async () => {
    const now = Date.now();
    const { calls, solver } = recording();
    const { store, id } = await resume(
      [
        { type: 'roll', at: now - 3000 },
        { type: 'hint', seat: 0, step: 1, at: now - 2000, have: '' },
        { type: 'hint', seat: 0, step: 2, at: now - 1000, have: '1 + 2 = 3' },
      ],
      solver,
    );
    expect(await screen.findByText(/Its shape: □ \+ □ = □/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hint (3 of 3)' })).toBeTruthy();
    expect(calls).toEqual([{ step: 2, have: '1 + 2 = 3' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Hint (3 of 3)' }));
    expect(await screen.findByText('One of the best: 1 + 2 = 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Hint (3 of 3)' }) as HTMLButtonElement).disabled).toBe(true);
    // the new step is a move that keeps the line it was asked with (empty here)
    const moves = (await store.sessions.get(id))?.moves as { type: string; step?: number; have?: string }[];
    expect(moves.filter((m) => m.type === 'hint').map((m) => [m.step, m.have])).toEqual([
      [1, ''],
      [2, '1 + 2 = 3'],
      [3, ''],
    ]);
    expect(calls).toEqual([
      { step: 2, have: '1 + 2 = 3' },
      { step: 3, have: undefined },
    ]);
  });

  it('a hint asked after cubes were laid is asked with the line on the table', async () => {
    const { calls, solver } = recording();
    const params: MatchParams = { ...defaultParams('1'), computers: [], rounds: 1 };
    const { store, id } = await start(params, 'hintl', solver);
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await screen.findByRole('group', { name: 'Cubes on the table' });
    const roll = rollFor(params, 'hintl', 0, 0);
    const part = smallEquation(
      roll.map((c) => c.face),
      '1',
    )
      .split(' ')
      .slice(0, 3)
      .join(' ');
    await build(roll, part, '1');
    fireEvent.click(screen.getByRole('button', { name: 'Hint (1 of 3)' }));
    await waitFor(async () =>
      expect(((await store.sessions.get(id))!.moves as { type: string; have?: string }[]).filter((m) => m.type === 'hint').map((m) => m.have)).toEqual([part]),
    );
    await waitFor(() => expect(calls).toEqual([{ step: 1, have: part }]));
  });

  it('a hint move saved by an older build (no line kept) is asked again with the line as it is now', async () => {
    const now = Date.now();
    const { calls, solver } = recording();
    await resume(
      [
        { type: 'roll', at: now - 2000 },
        { type: 'hint', seat: 0, step: 1, at: now - 1000 },
      ],
      solver,
    );
    expect(await screen.findByText('There is an equation with 5 cubes (5 points).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hint (2 of 3)' })).toBeTruthy();
    expect(calls).toEqual([{ step: 1, have: undefined }]);
  });

  it('a step whose answer failed is asked again (no second move), then the ladder goes on', async () => {
    const now = Date.now();
    const { calls, box, solver } = recording();
    box.fail = true;
    const { store, id } = await resume(
      [
        { type: 'roll', at: now - 2000 },
        { type: 'hint', seat: 0, step: 1, at: now - 1000, have: '' },
      ],
      solver,
    );
    expect(await screen.findByText(/^No hint right now:/)).toBeTruthy();
    box.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Hint (1 of 3)' }));
    expect(await screen.findByText('There is an equation with 5 cubes (5 points).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hint (2 of 3)' })).toBeTruthy();
    expect(calls.map((c) => c.step)).toEqual([1, 1]);
    expect(((await store.sessions.get(id))!.moves as { type: string }[]).filter((m) => m.type === 'hint')).toHaveLength(1);
  });
});

describe('results on a shared device', () => {
  it('hints in every mode: one person against a computer asks in the centre; two people get one ladder each when the teacher allows, none by default', async () => {
    await start({ ...defaultParams('1'), computers: ['easy'] }, 'vsh', fakeSolver(null));
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Hint (1 of 3)' }));
    expect(await screen.findByText('There is an equation with 5 cubes (5 points).')).toBeTruthy();
    cleanup();
    // two people: off unless switched on
    await start({ ...defaultParams('1'), humans: 2, computers: [] }, 'two0', fakeSolver());
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await screen.findByRole('region', { name: 'Player 2’s cubes' });
    expect(screen.queryByRole('button', { name: /^Hint/ })).toBeNull();
    cleanup();
    const { store, id } = await start({ ...defaultParams('1'), humans: 2, computers: [], hints: true }, 'two1', fakeSolver());
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    const second = await screen.findByRole('region', { name: 'Player 2’s cubes' });
    const first = screen.getByRole('region', { name: 'Player 1’s cubes' });
    fireEvent.click(within(second).getByRole('button', { name: 'Hint (1 of 3)' }));
    expect(await within(second).findByText('There is an equation with 5 cubes (5 points).')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Hint (2 of 3)' }));
    expect(await within(second).findByText(/Its shape: □ \+ □ = □/)).toBeTruthy();
    // the other person's ladder is their own
    expect(within(first).getByRole('button', { name: 'Hint (1 of 3)' })).toBeTruthy();
    expect(within(first).queryByText(/Its shape/)).toBeNull();
    await waitFor(async () => {
      const moves = (await store.sessions.get(id))?.moves as { type: string; seat?: number; step?: number }[];
      expect(moves.filter((m) => m.type === 'hint').map((m) => [m.seat, m.step])).toEqual([
        [1, 1],
        [1, 2],
      ]);
    });
  });

  it('order play explains each score: its place with the preset cube, or 0 because it does not use it; no cube counts', async () => {
    const params: MatchParams = {
      ...defaultParams('constant'),
      humans: 3,
      computers: [],
      rounds: 1,
      constantPreset: 'chi',
      orderScoring: true,
      settings: { ...defaultParams('constant').settings, chi: '12' },
    };
    const store = createStore(createMemoryBackend());
    const T0 = 1_700_000_000_000;
    const rec = await createSession(store, matchEngine, params, 'seedC', describeTuf, {
      moves: [
        { type: 'roll', at: T0 },
        { type: 'declare', seat: 1, submission: 'chi = 10 + 2', at: T0 + 10_000 },
        { type: 'declare', seat: 0, submission: '6 x 2 = 4 (x) 3', at: T0 + 20_000 },
        { type: 'end', reason: 'time', finals: [null, null, null], at: T0 + 300_000 },
      ],
    });
    tufSolver.use(fakeSolver());
    render(
      <AppProvider store={store}>
        <Play sessionId={rec.id} />
      </AppProvider>,
    );
    await screen.findByText('Final scores');
    expect(screen.getByText('Correct with χ, number 1 in order: 4 points (the first correct one with χ scores most).')).toBeTruthy();
    expect(screen.getByText('True, but it does not use χ: in this game only equations with χ score, so 0 points.')).toBeTruthy();
    expect(screen.queryByText(/^Best possible/)).toBeNull();
  });

  it('one device of several on a roll: no winner until the other result code is compared', async () => {
    const params: MatchParams = { ...defaultParams('1'), humans: 1, computers: [], rounds: 1, sameRoll: true };
    await start(params, 'dev1', fakeSolver());
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    const roll = rollFor(params, 'dev1', 0, 0);
    const eq = smallEquation(
      roll.map((c) => c.face),
      '1',
    );
    const seat = await screen.findByRole('region', { name: /’s cubes$/ });
    const name = (seat.getAttribute('aria-label') ?? '').replace(/’s cubes$/, '');
    await build(roll, eq, '1', seat);
    fireEvent.click(screen.getByRole('button', { name: /TUF!/ }));
    await screen.findByText('Final scores');
    const mine = eq.split(' ').length;
    expect(screen.getByText(`${name} scored ${mine} points on this device. Who wins? Add the other devices’ result codes below to compare.`)).toBeTruthy();
    expect(screen.queryByText(/wins!/)).toBeNull();
    const code = document.querySelector('.tuf-result-code output')?.textContent ?? '';
    // the other device's code: the same roll, one point more
    const { resultCode } = await import('../../../src/ui/tuf/codes');
    const theirs = resultCode('dev1', [mine + 1]);
    expect(code).not.toBe(theirs);
    fireEvent.input(screen.getByLabelText(/result code/i), { target: { value: theirs } });
    fireEvent.click(screen.getByRole('button', { name: /Compare/ }));
    expect(await screen.findByText(`The other device wins, ${mine + 1} to ${mine}.`)).toBeTruthy();
  });

  it('two people on one tablet: the results turn round for the player across the table, and back', async () => {
    const params: MatchParams = { ...defaultParams('1'), humans: 2, computers: [], rounds: 1 };
    await start(params, 'turn1', fakeSolver());
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await screen.findByRole('region', { name: 'Player 2’s cubes' });
    fireEvent.click(screen.getByRole('button', { name: 'Nobody can find one — end the round' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, end it' }));
    await screen.findByText('Final scores');
    const turn = screen.getByRole('button', { name: /Turn round to face Player 2/ });
    const results = turn.closest('.tuf-results') as HTMLElement;
    expect(results.classList.contains('is-turned')).toBe(false);
    fireEvent.click(turn);
    expect(results.classList.contains('is-turned')).toBe(true);
    expect(turn.getAttribute('aria-pressed')).toBe('true');
    expect(turn.textContent).toMatch(/Turn round to face Player 1/);
    fireEvent.click(turn);
    expect(results.classList.contains('is-turned')).toBe(false);
  });

  it('four people on one tablet: the results turn to each side in turn (top, left, right, back to the bottom)', async () => {
    const params: MatchParams = { ...defaultParams('1'), humans: 4, computers: [], rounds: 1 };
    await start(params, 'turn4', fakeSolver());
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await screen.findByRole('region', { name: 'Player 4’s cubes' });
    fireEvent.click(screen.getByRole('button', { name: 'Nobody can find one — end the round' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, end it' }));
    await screen.findByText('Final scores');
    const turn = screen.getByRole('button', { name: /Turn round to face/ });
    const frame = turn.closest('.tuf-results-frame') as HTMLElement;
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(`${[...frame.classList].find((c) => c.startsWith('tuf-facing-'))}:${turn.textContent?.replace('⟲ ', '')}`);
      fireEvent.click(turn);
    }
    expect(seen).toEqual([
      'tuf-facing-bottom:Turn round to face Player 2',
      'tuf-facing-top:Turn round to face Player 3',
      'tuf-facing-left:Turn round to face Player 4',
      'tuf-facing-right:Turn round to face Player 1',
    ]);
    expect(frame.classList.contains('tuf-facing-bottom')).toBe(true);
  });

  it('one person: no turn button', async () => {
    const params: MatchParams = { ...defaultParams('1c-a'), rounds: 1 };
    await start(params, 'turn2', fakeSolver());
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await screen.findByRole('group', { name: 'Cubes on the table' });
    const roll = rollFor(params, 'turn2', 0, 0);
    await build(
      roll,
      smallEquation(
        roll.map((c) => c.face),
        '1c-a',
      ),
      '1c-a',
    );
    fireEvent.click(screen.getByRole('button', { name: /TUF! I’m done/ }));
    await screen.findByText('Final scores');
    expect(screen.queryByRole('button', { name: /Turn round/ })).toBeNull();
  });
});

describe('names at the table', () => {
  it('before the first roll the people at a shared device can type their names (a lesson skips setup); blanks keep the default', async () => {
    const params: MatchParams = { ...defaultParams('1'), humans: 2, computers: [], rounds: 1 };
    const { store, id } = await start(params, 'names1', fakeSolver());
    const who = await screen.findByRole('group', { name: 'Who is playing? (optional)' });
    fireEvent.input(within(who).getByLabelText('Player 1'), { target: { value: 'Ana Lee ' } });
    fireEvent.input(within(who).getByLabelText('Player 2'), { target: { value: '   ' } });
    await waitFor(async () => expect(((await store.sessions.get(id))!.view as { names?: string[] } | undefined)?.names).toEqual(['Ana Lee', 'Player 2']));
    fireEvent.click(screen.getByRole('button', { name: 'Roll the cubes' }));
    expect(await screen.findByRole('region', { name: 'Ana Lee’s cubes' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Player 2’s cubes' })).toBeTruthy();
    // the names are part of the saved game: a move before the roll, replayed on load
    const moves = (await store.sessions.get(id))?.moves as { type: string; names?: unknown }[];
    expect(moves.map((m) => m.type)).toEqual(['names', 'roll']);
    expect(moves[0]?.names).toEqual(['Ana Lee', null]);
  });

  it("names chosen in setup are the saved game's first move; a game saved with names in its view (older build) still shows them", async () => {
    const params: MatchParams = { ...defaultParams('1'), humans: 2, computers: [], rounds: 1 };
    const store = createStore(createMemoryBackend());
    const id = await startMatch(store, params, 'names4', ['Bo', null]);
    expect((await store.sessions.get(id))?.moves).toEqual([{ type: 'names', names: ['Bo', null], at: expect.any(Number) }]);
    const old = await createSession(store, matchEngine, params, 'names5', describeTuf);
    await store.sessions.save({ ...old, view: { round: -1, lines: [], names: ['Cleo', 'Dev'] } });
    tufSolver.use(fakeSolver());
    render(
      <AppProvider store={store}>
        <Play sessionId={old.id} />
      </AppProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    expect(await screen.findByRole('region', { name: 'Cleo’s cubes' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Dev’s cubes' })).toBeTruthy();
  });

  it('one person on the device: no name fields before the roll', async () => {
    await start({ ...defaultParams('1c-a'), rounds: 1 }, 'names2', fakeSolver());
    await screen.findByRole('button', { name: 'Roll the cubes' });
    expect(screen.queryByRole('group', { name: /Who is playing/ })).toBeNull();
  });

  it('the ready screen offers the how-to for the game in words (a lesson link skips setup)', async () => {
    await start({ ...defaultParams('2'), rounds: 1 }, 'names3', fakeSolver());
    fireEvent.click(await screen.findByRole('button', { name: 'How to play 2 · Fractions' }));
    expect(await screen.findByText(/Adds a yellow fraction cube/)).toBeTruthy();
  });
});

describe('solitaire wording', () => {
  it('using every cube alone says so to the player, not “someone”', async () => {
    const { solve } = await import('../../../workers/tuf/solve');
    const params: MatchParams = { ...defaultParams('1c-a'), rounds: 1 };
    await start(params, 'phone1', fakeSolver());
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await screen.findByRole('group', { name: 'Cubes on the table' });
    const roll = rollFor(params, 'phone1', 0, 0);
    const eq = solve({ game: '1c-a', roll }).equation as string;
    expect(eq.split(' ')).toHaveLength(roll.length);
    await build(roll, eq, '1c-a');
    fireEvent.click(screen.getByRole('button', { name: /TUF! I’m done/ }));
    await screen.findByText('Final scores');
    expect(screen.getByText('You used every cube!')).toBeTruthy();
    expect(screen.queryByText('Someone used every cube.')).toBeNull();
  });
});

describe('the end of the roll’s tumble (issue 16)', () => {
  it('cubes tumble in at the roll; when the tumble ends nothing in the tray renders again, and a cube put back later does not tumble', async () => {
    const params: MatchParams = { ...defaultParams('1'), rounds: 1 };
    const store = createStore(createMemoryBackend());
    const rec = await createSession(store, matchEngine, params, 'tumble1', describeTuf);
    tufSolver.use(fakeSolver());
    // the screens' clock, moved on by the test instead of waiting
    const clock = new FakeClock(Date.now());
    setUiClock(clock);
    render(
      <AppProvider store={store} initialSettings={{ ...defaultSettings, motion: 'full' }}>
        <Play sessionId={rec.id} />
      </AppProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    const tray = await screen.findByRole('group', { name: 'Cubes on the table' });
    const cubes = [...tray.querySelectorAll('button.tuf-cube')];
    expect(cubes.length).toBe(11);
    expect(cubes.every((c) => c.classList.contains('tuf-tumble'))).toBe(true);
    const changes: MutationRecord[] = [];
    const seen = new MutationObserver((records) => changes.push(...records));
    seen.observe(tray, { subtree: true, attributes: true, childList: true });
    // past the tumble and a few beats of the table's clock (TUF's table no longer renders when the tumble ends: first-tap.test.tsx)
    await act(() => clock.advance(ROLL_MS + 4 * TICK_MS));
    seen.disconnect();
    expect(changes).toEqual([]);
    // a cube placed on the line and put back appears after the tumble: it does not tumble
    const roll = rollFor(params, 'tumble1', 0, 0);
    const seat = screen.getByRole('region', { name: 'Player 1’s cubes' });
    fireEvent.click(within(tray).getAllByRole('button', { name: cubeLabel(roll[0] as RolledCube, '1') })[0]!);
    await onLine(seat, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    await onLine(seat, 0);
    const back = within(screen.getByRole('group', { name: 'Cubes on the table' })).getAllByRole('button', { name: cubeLabel(roll[0] as RolledCube, '1') })[0]!;
    expect(back.classList.contains('tuf-tumble')).toBe(false);
  });
});
