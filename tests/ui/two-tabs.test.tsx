// @vitest-environment happy-dom
/**
 * Lost or hidden work (issue 31) at the session layer: two pages on one game
 * never replace each other's moves (the second one says so and can take the
 * game over), and the move that finishes a game carries its history record in
 * the same write.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { createMemoryBackend, createStore, historyId, type SessionRecord, type Store } from '../../src/storage';
import type { Backend, Put } from '../../src/storage/backend';
import { AppProvider } from '../../src/ui/context';
import { GameElsewhere } from '../../src/ui/components/GameElsewhere';
import { createSession, usePersistentGame, type HistoryOf } from '../../src/ui/session';
import { t } from '../../src/i18n';
import { counter, describeCounter } from './counter';

afterEach(() => cleanup());

const counterHistory: HistoryOf<{ total: number }> = (s, record) => ({
  game: 'counter',
  code: record.code,
  finishedAt: record.updatedAt,
  players: [{ name: 'Ana', score: s.total }],
  meta: {},
  moves: record.moves,
});

function CounterScreen(props: { id: string }) {
  const game = usePersistentGame(counter, props.id, describeCounter, { history: counterHistory });
  if (game.status === 'elsewhere') return <GameElsewhere title="Counter" back="#/" why={game.elsewhere} takeOver={game.takeOver} />;
  if (game.status !== 'ready' || !game.state) return <p>{game.status}</p>;
  return (
    <div>
      <output aria-label="total">{game.state.total}</output>
      <button onClick={() => void game.dispatch({ add: 3 })}>add 3</button>
      <button onClick={() => void game.dispatch({ add: 1 })}>add 1</button>
    </div>
  );
}

/** One page: its own store (as each tab opens its own connection) over the device's one database. */
const page = (store: Store, id: string, label: string) => (
  <section aria-label={label}>
    <AppProvider store={store}>
      <CounterScreen id={id} />
    </AppProvider>
  </section>
);

const saved = async (backend: Backend, id: string): Promise<SessionRecord> => (await backend.get('sessions', id)) as SessionRecord;

describe('two tabs on one game', () => {
  it("the second tab's move does not replace the first tab's moves: it says so, and can take the game over with them", async () => {
    const device = createMemoryBackend();
    const rec = await createSession(createStore(device), counter, { start: 0 }, 's', describeCounter);
    render(
      <>
        {page(createStore(device), rec.id, 'A')}
        {page(createStore(device), rec.id, 'B')}
      </>,
    );
    const A = within(screen.getByLabelText('A'));
    const B = within(screen.getByLabelText('B'));
    await waitFor(() => expect(B.getByLabelText('total').textContent).toBe('0'));
    for (const n of ['1', '2', '3']) {
      fireEvent.click(A.getByText('add 1'));
      await waitFor(() => expect(A.getByLabelText('total').textContent).toBe(n));
    }
    fireEvent.click(B.getByText('add 3'));
    await B.findByText(t('elsewhere.changed'));
    // the first tab's three moves are all there; the second tab's move was never shown nor saved
    expect((await saved(device, rec.id)).moves).toEqual([{ add: 1 }, { add: 1 }, { add: 1 }]);
    fireEvent.click(B.getByText(t('elsewhere.playHere')));
    await waitFor(() => expect(B.getByLabelText('total').textContent).toBe('3'));
    fireEvent.click(B.getByText('add 3'));
    await waitFor(() => expect(B.getByLabelText('total').textContent).toBe('6'));
    expect((await saved(device, rec.id)).moves).toEqual([{ add: 1 }, { add: 1 }, { add: 1 }, { add: 3 }]);
    // and now the first tab is the one that was behind: its move is refused in turn
    fireEvent.click(A.getByText('add 1'));
    await A.findByText(t('elsewhere.changed'));
    expect((await saved(device, rec.id)).moves).toHaveLength(4);
  });
});

describe('the move that finishes a game', () => {
  it('writes the history record in the same write as the move', async () => {
    const writes: Put[][] = [];
    const inner = createMemoryBackend();
    const device: Backend = {
      ...inner,
      write: async (puts, expect) => {
        writes.push([...puts]);
        await inner.write(puts, expect);
      },
    };
    const store = createStore(device);
    const rec = await createSession(store, counter, { start: 7 }, 's', describeCounter);
    function Watch() {
      const game = usePersistentGame(counter, rec.id, describeCounter, { history: counterHistory });
      return game.status === 'ready' ? <button onClick={() => void game.dispatch({ add: 3 })}>{`at ${game.state?.total}`}</button> : null;
    }
    render(
      <AppProvider store={store}>
        <Watch />
      </AppProvider>,
    );
    fireEvent.click(await screen.findByText('at 7'));
    await screen.findByText('at 10');
    const last = writes[writes.length - 1]!;
    expect(last.map((p) => `${p.store}/${p.key}`)).toEqual([`sessions/${rec.id}`, `history/${historyId(rec.id)}`]);
    expect(await device.get('history', historyId(rec.id))).toMatchObject({ game: 'counter', players: [{ name: 'Ana', score: 10 }], moves: [{ add: 3 }] });
  });
});
