// @vitest-environment happy-dom
/**
 * The Rotary screen with a fake dictionary and a fake computer: the opening
 * race won by a person (the lay carries the verdict), the computer's word on
 * its turn, the cubes a person put down back after a remount (saved before
 * shown), a person's glass running out, a computer's TUF ERROR on a word the
 * dictionary lacks, the end and the results.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { parseGrid, runsOf } from '../../../src/games/words';
import { defaultParams, type WordsParams } from '../../../src/games/words/params';
import { rotaryEngine, rotaryHand, type RotaryMove, type RotaryState } from '../../../src/games/words/rotary';
import type { WordsVerdict } from '../../../src/games/words/verdict';
import { replayMoves } from '../../../src/core/engine';
import { parseGameId } from '../../../src/core/gameId';
import { createMemoryBackend, createStore, type Store } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { Notices } from '../../../src/ui/components/Notices';
import { createSession } from '../../../src/ui/session';
import { cubeName } from '../../../src/ui/words/Board';
import { Rotary } from '../../../src/ui/words/Rotary';
import { describeRotary } from '../../../src/ui/words/rotaryLabels';
import { wordsSolver, type WordsSolver } from '../../../src/ui/words/solver';
import { COMPUTER_CHALLENGE_MS } from '../../../src/ui/words/rotaryRunner';
import { setUiClock } from '../../../src/ui/runner';
import { FakeClock } from '../../../src/core/runner';

afterEach(() => {
  cleanup();
  setUiClock(null);
});

const fakeVerdict = (grid: string, unknown: readonly string[]): WordsVerdict => {
  const g = parseGrid(grid);
  const runs = g.ok ? runsOf(g.grid).map((r) => r.letters) : [];
  return { unknown: [...new Set(runs.filter((w) => unknown.includes(w)))].sort(), accepted: [], proper: [] };
};

/** A solver whose dictionary knows every run but `unknown`, and whose computer lays `word` (shared-grid coordinates) or passes. */
function fakeSolver(
  unknown: string[],
  computer: { row: number; col: number; dir: 'across' | 'down'; word: string } | null,
  delayMs = 0,
): WordsSolver & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    verdict: async (grid) => fakeVerdict(grid, unknown),
    check: async () => {
      throw new Error('not used');
    },
    best: async () => {
      throw new Error('not used');
    },
    hint: async () => null,
    computer: async () => {
      throw new Error('not used');
    },
    rotary: async (grid, cubes) => {
      asked.push(`${grid}|${cubes}`);
      return { lay: computer ? { ...computer, placed: 1 } : null, delayMs };
    },
  };
}

async function mount(store: Store, id: string, solver: WordsSolver) {
  wordsSolver.use(solver);
  return render(
    <AppProvider store={store}>
      <Rotary sessionId={id} />
      <Notices />
    </AppProvider>,
  );
}

async function session(params: WordsParams, seed: string, moves: RotaryMove[] = []): Promise<{ store: Store; id: string }> {
  const store = createStore(createMemoryBackend());
  const rec = await createSession(store, rotaryEngine, params, seed, describeRotary, { moves });
  return { store, id: rec.id };
}

async function saved(store: Store, id: string): Promise<RotaryState> {
  const rec = (await store.sessions.get(id))!;
  const gid = parseGameId(rec.code);
  return replayMoves(rotaryEngine, rotaryEngine.parseParams(gid.params), gid.seed, rec.moves).state;
}

const statusLine = (): string => document.querySelector('.rotary-status .tuf-status-line')?.textContent ?? '';

async function put(hand: readonly string[], cube: number, row: number, col: number): Promise<void> {
  const seat = await screen.findByRole('region', { name: /’s cubes$/ });
  fireEvent.click(within(within(seat).getByRole('group', { name: 'Cubes to place' })).getAllByRole('button', { name: cubeName(hand[cube]!, cube) })[0]!);
  const square = seat.querySelector(`[data-square="${row},${col}"]`) as HTMLButtonElement;
  fireEvent.click(square);
  await waitFor(() => expect(square.getAttribute('aria-label')).not.toMatch(/: empty/));
}

describe('Rotary on screen', () => {
  it('a person wins the opening race, the computer adds its word, a remount keeps the cubes put down, the turn is passed', async () => {
    const p: WordsParams = { ...defaultParams(), humans: 1, computers: ['medium'], rounds: 1, noSpecials: true, rotary: true };
    const hand = rotaryHand(p, 'c1', 0, 0);
    const { store, id } = await session(p, 'c1');
    const solver = fakeSolver([], null, 60_000);
    const view = await mount(store, id, solver);
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await waitFor(() => expect(statusLine()).toMatch(/^Race for the first word/));
    // the computer was asked for its opening word (it takes a minute: the person is quicker)
    const computerHand = (await saved(store, id)).games[0]!.hands[1]!.join(' ');
    await waitFor(() => expect(solver.asked).toEqual([`.|${computerHand}`]));
    for (let i = 0; i < 6; i++) await put(hand, i, 20, 17 + i);
    fireEvent.click(screen.getByRole('button', { name: 'Lay the word' }));
    const word = hand
      .slice(0, 6)
      .map((f) => (f === "'E" ? 'E' : f))
      .join('');
    await screen.findByText(`Player 1 laid ${word}: Player 1 is the TUF player!`);
    let s = await saved(store, id);
    const lay = s.games[0]!.lays[0]!;
    expect(lay).toMatchObject({ seat: 0, row: 0, col: 0, dir: 'across', verdict: { unknown: [], accepted: [], proper: [] } });
    expect(Object.keys(s.games[0]!.lays[0]!)).not.toContain('ok');
    cleanup();
    // the computer's turn: it lays one of its cubes under the first letter
    const c = s.games[0]!.hands[1]!.find((f) => /^[A-Z]$/.test(f))!;
    const solver2 = fakeSolver([], { row: 0, col: 0, dir: 'down', word: `${word[0]} ${c}` });
    await mount(store, id, solver2);
    await screen.findByText(`Computer (medium) laid ${word[0]}${c}.`, {}, { timeout: 10_000 });
    await waitFor(() => expect(statusLine()).toBe('Player 1’s turn: add one word from your cubes.'));
    expect(screen.getByText('Computer (medium): 19 cubes left')).toBeTruthy();
    // a cube put down on the turn is saved before it shows: a remount brings it back
    await put(hand, 6, 18, 18);
    cleanup();
    await mount(store, id, solver2);
    await waitFor(() => expect(document.querySelector('[data-square="18,18"]')?.getAttribute('aria-label')).toContain(cubeName(hand[6]!, 6)));
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await screen.findByText('Player 1 passed.');
    s = await saved(store, id);
    expect(s.games[0]!.turns.map((t) => t.lay)).toEqual([1, null, null]);
    void view;
  }, 60_000);

  it('a tap while a cube is still being saved does not undo it (the board it was worked out from is the one before)', async () => {
    const p: WordsParams = { ...defaultParams(), humans: 1, computers: ['medium'], rounds: 1, noSpecials: true, rotary: true };
    const hand = rotaryHand(p, 'c4', 0, 0);
    const { store, id } = await session(p, 'c4');
    await mount(store, id, fakeSolver([], null, 60_000));
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await waitFor(() => expect(statusLine()).toMatch(/^Race for the first word/));
    await put(hand, 0, 20, 20);
    // the next save waits until the test lets it go
    const save = store.sessions.save.bind(store.sessions);
    let release = (): void => undefined;
    const gate = new Promise<void>((r) => (release = r));
    store.sessions.save = async (r) => {
      await gate;
      return save(r);
    };
    const seat = screen.getByRole('region', { name: /’s cubes$/ });
    const tray = within(within(seat).getByRole('group', { name: 'Cubes to place' }));
    fireEvent.click(tray.getAllByRole('button', { name: cubeName(hand[1]!, 1) })[0]!);
    fireEvent.click(seat.querySelector('[data-square="20,21"]') as HTMLButtonElement);
    // while that cube is being saved, another cube is picked up and put down
    fireEvent.click(tray.getAllByRole('button', { name: cubeName(hand[2]!, 2) })[0]!);
    fireEvent.click(seat.querySelector('[data-square="20,22"]') as HTMLButtonElement);
    release();
    const second = seat.querySelector('[data-square="20,21"]') as HTMLButtonElement;
    await waitFor(() => expect(second.getAttribute('aria-label')).toContain(cubeName(hand[1]!, 1)));
    // both saves done (the stored board holds both cubes), the first cube is still shown where it was put
    await waitFor(async () => expect(((await store.sessions.get(id))!.view as { board: { placed: unknown[] } }).board.placed).toHaveLength(2));
    expect(second.getAttribute('aria-label')).toContain(cubeName(hand[1]!, 1));
    expect((seat.querySelector('[data-square="20,20"]') as HTMLButtonElement).getAttribute('aria-label')).toContain(cubeName(hand[0]!, 0));
    const view = (await store.sessions.get(id))!.view as { board: { placed: { cube: number }[] } };
    expect(view.board.placed.map((x) => x.cube).sort()).toEqual([0, 1]);
  }, 60_000);

  it('a person’s glass running out loses the turn; a computer calls TUF ERROR on a word its dictionary lacks; the end and the results', async () => {
    const p: WordsParams = { ...defaultParams(), humans: 2, computers: ['hard'], rounds: 1, noSpecials: true, rotary: true };
    const T = Date.now() - 10 * 60_000;
    const hands = [0, 1, 2].map((seat) => rotaryHand(p, 'c2', 0, seat));
    const open = hands[0]!.slice(0, 6).map((f) => (f === "'E" ? 'E' : f));
    const { store, id } = await session(p, 'c2', [
      { type: 'roll', at: T },
      { type: 'lay', seat: 0, row: 0, col: 0, dir: 'across', word: open.join(' '), at: T + 1000, verdict: { unknown: [], accepted: [], proper: [] } },
    ]);
    // the table's time is a fake clock: the computer's TUF ERROR comes when the test moves it on, not seconds later
    const clock = new FakeClock(Date.now());
    setUiClock(clock);
    // Player 2's glass ran out long ago; the computer (hard) then passes
    const bad = `${open[0]}${hands[0]![6] === "'E" ? 'E' : hands[0]![6]}`;
    await mount(store, id, fakeSolver([bad], null));
    await screen.findByText('The blue sand timer ran out: Player 2 lost the turn.');
    await screen.findByText('Computer (hard) passed.');
    // Player 1 (after the hand-over) lays a word the dictionary lacks under the opening word's first letter: the computer calls TUF ERROR
    await waitFor(() => expect(statusLine()).toBe('Player 1’s turn: add one word from your cubes.'));
    fireEvent.click(await screen.findByRole('button', { name: 'I’m ready' }));
    await put(hands[0]!, 6, 21, 18);
    fireEvent.click(screen.getByRole('button', { name: 'Lay the word' }));
    await screen.findByText(`Player 1 laid ${bad}.`);
    // not before its time (the word's time is the device's, which ran on a little while the fake clock stood)
    const laidAt = (await saved(store, id)).games[0]!.lays.at(-1)!.at;
    await clock.advance(laidAt - clock.now() + COMPUTER_CHALLENGE_MS - 1);
    expect(screen.queryByText(/^TUF ERROR by Computer/)).toBeNull();
    await clock.advance(1);
    await screen.findByText(`TUF ERROR by Computer (hard): ${bad} is not correct. It is removed and Player 1 loses the turn.`);
    // Player 2's time-out, the computer's pass and the removed word: a whole round placed nothing
    await waitFor(() => expect(statusLine()).toBe('A full round went by with nothing placed: the game is over.'), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'See the scores' }));
    await screen.findByText('Rotary · final scores');
    // Player 1: six cubes in a six-letter word, 2 each, + the TUF player's 8 = 20; the computer's TUF ERROR 5
    expect(screen.getByText('Player 1 wins!')).toBeTruthy();
    const row = (name: string) => [...document.querySelectorAll('.rotary-parts tbody tr')].find((tr) => tr.querySelector('th')?.textContent === name)!;
    expect([...row('Player 1').querySelectorAll('td')].map((td) => td.textContent)).toEqual(['12', '+8', '—', '—', '20']);
    expect([...row('Computer (hard)').querySelectorAll('td')].map((td) => td.textContent)).toEqual(['0', '—', '—', '—', '0']);
    expect(screen.getByText(`Player 1: ${open.join('')} 12`)).toBeTruthy();
    expect(screen.getByText('Player 2: no cube in a correct word')).toBeTruthy();
    expect(screen.getByText('Result code for Player 1', { exact: false })).toBeTruthy();
    // the points by game are headed by game, not round
    const byGame = [...document.querySelectorAll('table')].find((tb) => tb.querySelector('caption')?.textContent === 'Points by game')!;
    expect([...byGame.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Player', 'Game 1', 'Total']);
    const s = await saved(store, id);
    expect(s.phase).toBe('finished');
    await waitFor(async () => expect((await store.history.list()).map((h) => h.game)).toEqual(['wordsrotary']));
  }, 60_000);

  it('TUFFEST! when a player has used all their cubes: said on screen, +8 in the results', async () => {
    const p: WordsParams = { ...defaultParams(), humans: 2, computers: [], rounds: 2, noSpecials: true, rotary: true };
    const hand = rotaryHand(p, 'c3', 0, 1);
    const T = Date.now() - 60_000;
    const { store, id } = await session(p, 'c3', [
      { type: 'roll', at: T },
      { type: 'lay', seat: 1, row: 0, col: 0, dir: 'across', word: hand.join(' '), at: T + 1000, verdict: { unknown: [], accepted: [], proper: [] } },
    ]);
    await mount(store, id, fakeSolver([], null));
    await waitFor(() => expect(statusLine()).toBe('TUFFEST! Player 2 used all their cubes: the game is over.'));
    expect(screen.getByText('Player 2: 0 cubes left', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See the scores' }));
    await screen.findByText('Rotary · scores after game 1');
    const row = [...document.querySelectorAll('.rotary-parts tbody tr')].find((tr) => tr.querySelector('th')?.textContent === 'Player 2')!;
    // 20 cubes in a word of 20 letters, 2 each; the TUF player's 8 and TUFFEST!'s 8
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['40', '+8', '+8', '—', '56']);
    fireEvent.click(screen.getByRole('button', { name: 'Next game' }));
    await screen.findByText('Rotary · game 2 of 2');
    expect(statusLine()).toMatch(/^Race for the first word/);
  }, 60_000);
});
