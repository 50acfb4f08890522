// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { parseGameId } from '../../../src/core/gameId';
import { DEFAULT_PARAMS, diceculusEngine as E, resultsCode, tableCode, type DiceMove, type DiceState } from '../../../src/games/diceculus/game';
import { createMemoryBackend, createStore, type Store } from '../../../src/storage';
import { Notices } from '../../../src/ui/components/Notices';
import { AppProvider } from '../../../src/ui/context';
import DiceScreen from '../../../src/ui/diceculus/DiceScreen';
import { describeGame } from '../../../src/ui/diceculus/describe';
import { diceSolver } from '../../../src/ui/diceculus/solver';
import { createSession } from '../../../src/ui/session';
import { botMove } from '../../../workers/diceculus/bots';
import { helperReport } from '../../../workers/diceculus/helper';
import { watchWrites } from '../writes';
import { openGame, replayed } from './open';

beforeEach(() => diceSolver.use({ botMove: async (s) => botMove(s), helper: async (s, r, p) => helperReport(s, r, p) }));
afterEach(() => {
  cleanup();
  diceSolver.use(null);
  location.hash = '';
});

function device(own: number[]): { state: DiceState; moves: DiceMove[] } {
  let s = E.init({ ...DEFAULT_PARAMS, rounds: 1 }, 'devs');
  const moves: DiceMove[] = ['Ann', 'Ben'].map((name, i) => (own.includes(i) ? { t: 'join', name, bot: 'easy' } : { t: 'join', name, remote: true }));
  moves.push({ t: 'start' });
  for (const m of moves) s = E.apply(s, m);
  while (!s.over) {
    const m = botMove(s)!;
    moves.push(m);
    s = E.apply(s, m);
  }
  return { state: s, moves };
}

const stateOf = async (store: Store, id: string): Promise<DiceState> => (await replayed(store, id)).state;

describe('DiceCulus on several devices', () => {
  it('joins a game code: the names and settings come from the code; unticked players are remote', async () => {
    const { state } = device([0]);
    const store = createStore(createMemoryBackend());
    render(
      <AppProvider store={store}>
        <DiceScreen route={['code', tableCode(state)]} />
        <Notices />
      </AppProvider>,
    );
    await screen.findByText('You are joining a game shared from another device: tick who plays here.');
    fireEvent.click(screen.getByLabelText('Ben plays on this device'));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(async () => expect((await store.sessions.listBy({ game: 'diceculus' })).length).toBe(1));
    const rec = (await store.sessions.listBy({ game: 'diceculus' }))[0]!;
    expect(parseGameId(rec.code).seed).toBe('devs');
    expect(rec.moves).toEqual([
      { t: 'join', name: 'Ann', remote: true },
      { t: 'join', name: 'Ben' },
      { t: 'start', cover: true, rounded: true },
    ]);
  });

  it('a finished game takes the other device’s results code and completes the table', async () => {
    const a = device([0]);
    const b = device([1]);
    const { store, id } = await openGame(a.state.params, 'devs', a.moves);
    await screen.findByText(/^Winner: /);
    expect(screen.getAllByText('This device’s results code').length).toBeGreaterThan(0);
    fireEvent.input(screen.getAllByLabelText('Another device’s results code')[0]!, { target: { value: 'DCR1|nope|0:Ann:' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add results' })[0]!);
    await screen.findByText('This results code is from another game.');
    fireEvent.input(screen.getAllByLabelText('Another device’s results code')[0]!, { target: { value: resultsCode(b.state) } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add results' })[0]!);
    await waitFor(async () => {
      const s = await stateOf(store, id);
      expect(s.rounds.every((r) => r.plays[1] !== null)).toBe(true);
    });
    const merged = E.apply(b.state, { t: 'import', code: resultsCode(a.state) });
    expect((await stateOf(store, id)).rounds.map((r) => r.scores)).toEqual(merged.rounds.map((r) => r.scores));
  });
});

describe('a DiceCulus results link (issue 31)', () => {
  async function joined(): Promise<{ store: Store; id: string }> {
    const store = createStore(createMemoryBackend());
    const record = await createSession(store, E, { ...DEFAULT_PARAMS, faces: 6, rounds: 1 }, 'rlx1', describeGame, {
      moves: [
        { t: 'join', name: 'Ann' },
        { t: 'join', name: 'Bob', remote: true },
        { t: 'start', cover: true },
      ],
    });
    return { store, id: record.id };
  }

  it('saves nothing until the person confirms, then adds the results', async () => {
    const a = device([0]);
    const b = device([1]);
    const { store, id } = await openGame(a.state.params, 'devs', a.moves, ['results', resultsCode(b.state)]);
    await screen.findByText('Add these results to your game?');
    expect(screen.getByText('Ben’s results')).toBeTruthy();
    expect(screen.getAllByText(/^Round \d+: /).length).toBe(b.state.rounds.length);
    // shown, not saved
    expect((await store.sessions.get(id))!.moves).toEqual(a.moves);
    fireEvent.click(screen.getByRole('button', { name: 'Add the results' }));
    await waitFor(async () => expect((await store.sessions.get(id))!.moves.length).toBe(a.moves.length + 1));
    expect((await stateOf(store, id)).rounds.every((r) => r.plays[1] !== null)).toBe(true);
  });

  it('refuses results no card could give, with the reason, and writes nothing', async () => {
    const { store, id } = await joined();
    const before = (await store.sessions.get(id))!.moves;
    const writes = watchWrites(store);
    render(
      <AppProvider store={store}>
        <DiceScreen route={['results', 'DCR1|rlx1|1:Bob:999999999,9999,1,1,']} />
        <Notices />
      </AppProvider>,
    );
    await screen.findByText(/These results were not added: Bob’s results for round 1/);
    expect(screen.queryByRole('button', { name: 'Add the results' })).toBeNull();
    // the code was read and refused: no write was started for it, and the game is as it was
    expect(writes).toEqual([]);
    expect((await store.sessions.get(id))!.moves).toEqual(before);
  });
});

describe('a name typed in the DiceCulus setup (issue 31)', () => {
  it('is kept as typed or refused with the reason, never cleaned silently', async () => {
    const store = createStore(createMemoryBackend());
    render(
      <AppProvider store={store}>
        <DiceScreen route={[]} />
        <Notices />
      </AppProvider>,
    );
    const name = await screen.findByLabelText('Your name');
    fireEvent.input(name, { target: { value: 'Ann!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByText('“Ann!” has characters a name cannot hold here: use letters, digits, spaces, hyphens and apostrophes.');
    expect(await store.sessions.listBy({ game: 'diceculus' })).toEqual([]);
    fireEvent.input(name, { target: { value: "Zoë O'Neil" } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(async () => expect((await store.sessions.listBy({ game: 'diceculus' })).length).toBe(1));
    const rec = (await store.sessions.listBy({ game: 'diceculus' }))[0]!;
    expect(rec.moves[0]).toEqual({ t: 'join', name: "Zoë O'Neil" });
  });
});
