// @vitest-environment happy-dom
/**
 * Leaving a screen while its search runs cancels the search: the next
 * screen's call to the same worker is answered without waiting behind it
 * (the bridge answers one call at a time). The game's facade runs on the real
 * bridge here, with a stand-in worker whose first search never ends.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { createMemoryBackend, createStore } from '../../src/storage';
import { AppProvider } from '../../src/ui/context';
import { Play } from '../../src/ui/mathable/Play';
import { startGame } from '../../src/ui/mathable/Setup';
import { mathableAi } from '../../src/ui/mathable/ai';
import { createSolverClient } from '../../src/services/solverClient';
import type { MathableWorkerApi } from '../../workers/mathable.worker';
import type { MathableParams, MathableState } from '../../src/games/mathable/engine';
import { computerTurn, hint } from '../../workers/mathable/computer';
import { fakeWorkerFactory } from '../services/fakeWorker';

const clients: { terminate(): void }[] = [];
afterEach(() => {
  cleanup();
  clients.splice(0).forEach((c) => c.terminate());
});

const vsComputer: MathableParams = { seats: [{ kind: 'human' }, { kind: 'computer', level: 'medium' }], hiddenRacks: false };

describe('leaving a screen mid-search', () => {
  it('cancels the search, so the next screen is answered at once', async () => {
    const log: string[] = [];
    let asked = 0;
    // The first computer turn is a search that never ends (until its worker is stopped); later ones answer.
    const { factory } = fakeWorkerFactory(
      () => ({
        ready: () => true,
        computerTurn: (s: MathableState) => (asked++ === 0 ? new Promise(() => undefined) : computerTurn(s)),
        hint: (s: MathableState) => hint(s),
      }),
      log,
    );
    const client = createSolverClient<MathableWorkerApi>(factory);
    clients.push(client);
    mathableAi.use({
      computerTurn: (state, signal) => client.call('computerTurn', [state], signal ? { signal } : {}),
      hint: (state, signal) => client.call('hint', [state], signal ? { signal } : {}),
    });

    // Seed ui1: the computer moves first, so each screen asks the worker as it opens.
    const store = createStore(createMemoryBackend());
    const first = await startGame(store, vsComputer, ['Ana', 'COMP-2'], false, 'ui1');
    render(
      <AppProvider store={store}>
        <Play sessionId={first} paceMs={0} />
      </AppProvider>,
    );
    await waitFor(() => expect(asked).toBe(1));
    // The student leaves while the computer is still thinking, and opens another game against the computer.
    cleanup();
    const second = await startGame(store, vsComputer, ['Bea', 'COMP-2'], false, 'ui1');
    render(
      <AppProvider store={store}>
        <Play sessionId={second} paceMs={0} />
      </AppProvider>,
    );
    // The computer's first turn of the new game is played: its call did not wait behind the abandoned one.
    // (an abandoned search would hold it 20 s or more: the old bridge's time limit)
    await screen.findByText(/Your turn, Bea/, {}, { timeout: 8000 });
    expect(asked).toBe(2);
    // The abandoned search was stopped with its worker; the new game has a fresh one.
    expect(log).toEqual(['start', 'terminate', 'start']);
  });
});
