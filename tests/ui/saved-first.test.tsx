// @vitest-environment happy-dom
/**
 * Screen state that must survive a killed app is saved before it is shown:
 * useSavedFirst shows a value only once its save resolved, builds quick
 * changes on each other, and saveView resolves once the record is stored.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { useEffect, useState } from 'preact/hooks';
import { createMemoryBackend, createStore, type Store } from '../../src/storage';
import { settled } from './writes';
import { AppProvider } from '../../src/ui/context';
import { createSession, usePersistentGame, useSavedFirst, type PersistentGame, type SavedFirst } from '../../src/ui/session';
import { DEFAULT_PARAMS, tallyEngine, type TallyMove, type TallyParams, type TallyState } from '../../src/games/tally/round';

afterEach(() => cleanup());

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A Tally session whose every write waits until its gate is opened (in order), noting what each write held. */
async function gatedTally(seed: string) {
  const store: Store = await createStore(createMemoryBackend());
  const params: TallyParams = { ...DEFAULT_PARAMS, board: '4481917632905758' };
  const describeRound = (s: TallyState) => ({ title: 'Tally', finished: s.over });
  const rec = await createSession(store, tallyEngine, params, seed, describeRound, { moves: [{ t: 'join', name: 'Ana' }] as TallyMove[] });
  const save = store.saveSession.bind(store);
  const gates: (() => void)[] = [];
  const writes: { moves: number; view: unknown }[] = [];
  store.saveSession = async (r, h) => {
    writes.push({ moves: r.moves.length, view: r.view });
    const d = deferred();
    gates.push(d.resolve);
    await d.promise;
    return save(r, h);
  };
  return { store, rec, describeRound, gates, writes };
}

/** The saved Tally game `id` opened by a screen, once ready: its persistent game as the screen last rendered it. */
async function mountGame(store: Store, id: string, describeRound: (s: TallyState) => { title: string; finished: boolean }) {
  let game: PersistentGame<TallyParams, TallyState, TallyMove> | null = null;
  function Probe() {
    const g = usePersistentGame(tallyEngine, id, describeRound);
    useEffect(() => {
      game = g;
    });
    return <p>{g.status}</p>;
  }
  render(
    <AppProvider store={store}>
      <Probe />
    </AppProvider>,
  );
  await screen.findByText('ready');
  return {
    saveView: (view: unknown) => game!.saveView(view),
    dispatch: (move: TallyMove) => game!.dispatch(move),
  };
}

describe('useSavedFirst', () => {
  it('shows a change only once it is saved, and builds quick changes on the newest value', async () => {
    const saves: { value: number[]; done: () => void }[] = [];
    let api: SavedFirst<number[]> | null = null;
    function Probe() {
      const s = useSavedFirst<number[]>([], (value) => {
        const d = deferred();
        saves.push({ value, done: d.resolve });
        return d.promise;
      });
      api = s;
      return <p data-testid="shown">{s.shown.join(',') || 'empty'}</p>;
    }
    render(<Probe />);
    let first: Promise<number[]> = Promise.resolve([]);
    let second: Promise<number[]> = Promise.resolve([]);
    act(() => {
      first = api!.change((cur) => [...cur, 1]);
      second = api!.change((cur) => [...cur, 2]);
    });
    // Both asked for, nothing saved yet: nothing new is shown, and the second built on the first.
    expect(saves.map((s) => s.value)).toEqual([[1], [1, 2]]);
    expect(api!.latest()).toEqual([1, 2]);
    expect(screen.getByTestId('shown').textContent).toBe('empty');
    await act(async () => {
      saves[0]!.done();
      await first;
    });
    expect(screen.getByTestId('shown').textContent).toBe('1');
    await act(async () => {
      saves[1]!.done();
      await second;
    });
    expect(screen.getByTestId('shown').textContent).toBe('1,2');
    // A change to the same value saves nothing.
    await act(async () => {
      await api!.change((cur) => cur);
    });
    expect(saves).toHaveLength(2);
  });
});

describe('saveView', () => {
  it('resolves only once the screen state is in the store', async () => {
    const store: Store = await createStore(createMemoryBackend());
    const params: TallyParams = { ...DEFAULT_PARAMS, board: '4481917632905758' };
    const describeRound = (s: TallyState) => ({ title: 'Tally', finished: s.over });
    const rec = await createSession(store, tallyEngine, params, 'sv1', describeRound, { moves: [{ t: 'join', name: 'Ana' }] as TallyMove[] });
    const gate = deferred();
    const save = store.saveSession.bind(store);
    let atGate = false;
    store.saveSession = async (r, h) => {
      atGate = true;
      await gate.promise;
      return save(r, h);
    };
    const game = await mountGame(store, rec.id, describeRound);
    let done = false;
    const p = game.saveView({ draft: { path: [0, 1], gaps: [''], selected: 0 } }).then(() => {
      done = true;
    });
    // the write has reached the store and waits there: saveView has not resolved
    await vi.waitFor(() => expect(atGate).toBe(true));
    await new Promise((r) => setImmediate(r));
    expect(done).toBe(false);
    gate.resolve();
    await p;
    expect((await store.sessions.get(rec.id))?.view).toEqual({ draft: { path: [0, 1], gaps: [''], selected: 0 } });
  });

  it('keeps a move queued before a view, and stores quick views behind a slow write with one write', async () => {
    const { store, rec, describeRound, gates, writes } = await gatedTally('sv2');
    const game = await mountGame(store, rec.id, describeRound);
    // A first view's write is slow; meanwhile a move and three more views are asked for.
    const v1 = game.saveView({ n: 1 });
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    const move = game.dispatch({ t: 'join', name: 'Ben' } as TallyMove);
    const later = [game.saveView({ n: 2 }), game.saveView({ n: 3 }), game.saveView({ n: 4 })];
    // everything they set going has run (the store is in memory: no timers)
    await settled();
    expect(writes).toEqual([{ moves: 1, view: { n: 1 } }]);
    gates.shift()!();
    await v1;
    // The move is written with the newest view; the queued views then have nothing left to write.
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({ moves: 2, view: { n: 4 } });
    gates.shift()!();
    expect((await move).ok).toBe(true);
    await Promise.all(later);
    expect(writes).toHaveLength(2);
    const stored = await store.sessions.get(rec.id);
    expect(stored?.moves).toHaveLength(2);
    expect(stored?.view).toEqual({ n: 4 });
  });
});

describe('a move and the screen state riding in its record', () => {
  it('shows both in one render once the one write is acknowledged, and nothing before', async () => {
    const { store, rec, describeRound, gates, writes } = await gatedTally('sv3');
    let game: PersistentGame<TallyParams, TallyState, TallyMove> | null = null;
    let view: SavedFirst<string> | null = null;
    /** What each render showed: players, screen state, and the note set with the move. */
    const renders: string[] = [];
    const note = '';
    let setNote: (n: string) => void = () => undefined;
    function Probe() {
      const g = usePersistentGame(tallyEngine, rec.id, describeRound);
      game = g;
      return g.state ? <Screen players={g.state.players.length} save={(v) => g.saveView(v)} /> : <p>{g.status}</p>;
    }
    function Screen(props: { players: number; save: (v: string) => Promise<void> }) {
      view = useSavedFirst<string>('start', props.save);
      const [n, set] = useState(note);
      setNote = set;
      renders.push(`${props.players} ${view.shown} ${n}`);
      return <p>{props.players}</p>;
    }
    render(
      <AppProvider store={store}>
        <Probe />
      </AppProvider>,
    );
    await screen.findByText('1');
    renders.length = 0;
    let ride: ReturnType<SavedFirst<string>['ride']> | null = null;
    let moved: Promise<unknown> = Promise.resolve();
    act(() => {
      moved = game!.dispatch({ t: 'join', name: 'Ben' } as TallyMove, {
        saved: () => {
          ride?.show();
          setNote('added');
        },
      });
      ride = view!.ride(() => 'emptied');
    });
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    await settled();
    // One write holds the move and the screen state; nothing is shown before it is acknowledged.
    expect(writes).toEqual([{ moves: 2, view: 'emptied' }]);
    expect(renders).toEqual([]);
    await act(async () => {
      gates.shift()!();
      await moved;
    });
    await act(async () => {
      await ride!.done;
    });
    await vi.waitFor(() => expect(renders).not.toEqual([]));
    await act(settled);
    // The move, the screen state and the note in one render; the ridden change's own save wrote nothing more.
    expect(renders).toEqual(['2 emptied added']);
    expect(writes).toHaveLength(1);
    expect((await store.sessions.get(rec.id))?.view).toBe('emptied');
  });

  it('does not show a ridden value early once a newer change was asked for', async () => {
    const saves: (() => void)[] = [];
    let api: SavedFirst<string> | null = null;
    function Probe() {
      const s = useSavedFirst<string>('a', () => {
        const d = deferred();
        saves.push(d.resolve);
        return d.promise;
      });
      api = s;
      return <p data-testid="shown">{s.shown}</p>;
    }
    render(<Probe />);
    let ride: ReturnType<SavedFirst<string>['ride']> | null = null;
    act(() => {
      ride = api!.ride(() => 'b');
      void api!.change(() => 'c');
    });
    act(() => ride!.show());
    // 'c' came after 'b': the write 'b' rode in may hold 'c' instead, so 'b' waits for its own save
    expect(screen.getByTestId('shown').textContent).toBe('a');
    await act(async () => {
      saves.shift()!();
      await ride!.done;
    });
    expect(screen.getByTestId('shown').textContent).toBe('b');
    act(() => saves.shift()!());
    await vi.waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('c'));
  });
});
