/**
 * Where DiceCulus's screens get computer moves and the strategy helper: the
 * worker in the app (`diceSolver()`, each call with the screen's
 * `AbortSignal` last), plain functions in component tests
 * (`diceSolver.use(fake)`). The one place this game imports the worker bridge.
 */
import type { DiceMove, DiceState } from '../../games/diceculus/game';
import type { DiceWorkerApi } from '../../../workers/diceculus.worker';
import type { HelperReport } from '../../../workers/diceculus/helper';
import type { HindsightBest } from '../../../workers/diceculus/hindsight';
import { defineSolver } from '../../services/solverClient';

export interface DiceSolver {
  botMove(state: DiceState, signal?: AbortSignal): Promise<DiceMove | null>;
  helper(state: DiceState, roundIndex: number, p: number, signal?: AbortSignal): Promise<HelperReport | null>;
  /** The class board: the most points card `cardId` gives seat p in round `global` of a game with this seed and dice, in hindsight. */
  classBest?(cardId: string, seed: string, faces: number, global: number, p: number, signal?: AbortSignal): Promise<HindsightBest | null>;
}

export const diceSolver = defineSolver<DiceWorkerApi, DiceSolver>(
  () => new Worker(new URL('../../../workers/diceculus.worker.ts', import.meta.url), { type: 'module' }),
  (ask) => ({
    botMove: (state, signal) => ask('botMove', [state], signal),
    helper: (state, roundIndex, p, signal) => ask('helper', [state, roundIndex, p], signal),
    classBest: (cardId, seed, faces, global, p, signal) => ask('classBest', [cardId, seed, faces, global, p], signal),
  }),
);
