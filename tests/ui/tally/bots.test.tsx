// @vitest-environment happy-dom
/** The computer players' sheets come from the match runner: a failure says why, and Retry lets them write. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { parseBoard } from '../../../src/games/tally/board';
import { DEFAULT_PARAMS, tallyEngine, type TallyMove } from '../../../src/games/tally/round';
import { createMemoryBackend, createStore } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { createSession } from '../../../src/ui/session';
import TallyScreen from '../../../src/ui/tally/TallyScreen';
import { describeRound } from '../../../src/ui/tally/describe';
import { tallySolver } from '../../../src/ui/tally/solver';
import { botSheet } from '../../../workers/tally/bots';

const BOARD = '4481917632905758';

afterEach(() => {
  cleanup();
  tallySolver.use(null);
});

describe('Tally Rally: the computer players', () => {
  it('write once the person is done; a failure says why with Retry, and Retry lets them write', async () => {
    let fail = true;
    const asked: number[] = [];
    tallySolver.use({
      botSheet: async (b, level, seed, seat, parens) => {
        asked.push(seat);
        if (fail) throw new Error('worker gone');
        return botSheet(parseBoard(b), level, seed, seat, parens);
      },
      longest: async () => {
        throw new Error('not asked before the results');
      },
      best: async () => [],
      through: async () => null,
    });
    const store = createStore(createMemoryBackend());
    const moves: TallyMove[] = [
      { t: 'join', name: 'Ana' },
      { t: 'join', name: 'Bo', bot: 'easy' },
      { t: 'go', p: 0, at: Date.now() },
      { t: 'stop', p: 0 },
    ];
    const record = await createSession(store, tallyEngine, { ...DEFAULT_PARAMS, board: BOARD }, 'uiseed', describeRound, { moves });
    render(
      <AppProvider store={store}>
        <TallyScreen route={['play', record.id]} />
      </AppProvider>,
    );
    await screen.findByText('The computer players could not play: worker gone');
    expect(asked).toEqual([1]);
    expect((screen.getByRole('button', { name: 'See the results' }) as HTMLButtonElement).disabled).toBe(true);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const see = screen.getByRole('button', { name: 'See the results' }) as HTMLButtonElement;
    await waitFor(() => expect(see.disabled).toBe(false));
    expect(asked).toEqual([1, 1]);
    expect(screen.queryByText(/could not play/)).toBeNull();
    const saved = await store.sessions.get(record.id);
    expect(saved?.moves.at(-1)).toMatchObject({ t: 'bot', p: 1 });
  });
});
