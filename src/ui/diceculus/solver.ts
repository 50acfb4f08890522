/**
 * Where DiceCulus's screens get computer moves and the strategy helper: the
 * worker in the app (`diceSolver()`, each call with the screen's
 * `AbortSignal` last), plain functions in component tests
 * (`diceSolver.use(fake)`). The one place this game imports the worker bridge.
 */
import type { DiceMove, DiceState } from '../../games/diceculus/game';
import type { DiceWorkerApi } from '../../../workers/diceculus.worker';
import type { HelperReport } from '../../../workers/diceculus/helper';
import { defineSolver } from '../../services/solverClient';

export interface DiceSolver {
  botMove(state: DiceState, signal?: AbortSignal): Promise<DiceMove | null>;
  helper(state: DiceState, roundIndex: number, p: number, signal?: AbortSignal): Promise<HelperReport | null>;
}

export const diceSolver = defineSolver<DiceWorkerApi, DiceSolver>(
  () => new Worker(new URL('../../../workers/diceculus.worker.ts', import.meta.url), { type: 'module' }),
  (ask) => ({
    botMove: (state, signal) => ask('botMove', [state], signal),
    helper: (state, roundIndex, p, signal) => ask('helper', [state, roundIndex, p], signal),
  }),
);
