/**
 * Where DiceCulus's screens get computer moves and the strategy helper: the
 * worker in the app, plain functions in component tests (`setDiceSolver`).
 * The one place this game imports the worker bridge.
 */
import type { DiceMove, DiceState } from '../../games/diceculus/game';
import type { DiceWorkerApi } from '../../../workers/diceculus.worker';
import type { HelperReport } from '../../../workers/diceculus/helper';
import { createSolverClient } from '../../services/solverClient';

export interface DiceSolver {
  /** `signal` aborts a search nobody waits for any more (the match runner gave up on it). */
  botMove(state: DiceState, signal?: AbortSignal): Promise<DiceMove | null>;
  helper(state: DiceState, roundIndex: number, p: number): Promise<HelperReport | null>;
}

let client: ReturnType<typeof createSolverClient<DiceWorkerApi>> | null = null;

function worker() {
  client ??= createSolverClient<DiceWorkerApi>(
    () => new Worker(new URL('../../../workers/diceculus.worker.ts', import.meta.url), { type: 'module' }),
  );
  return client;
}

const workerSolver: DiceSolver = {
  botMove: (state, signal) => worker().call('botMove', [state], { timeoutMs: 30_000, ...(signal ? { signal } : {}) }),
  helper: (state, roundIndex, p) => worker().call('helper', [state, roundIndex, p], { timeoutMs: 30_000 }),
};

let current: DiceSolver = workerSolver;

export const diceSolver = (): DiceSolver => current;

/** For tests: answer from plain functions instead of a worker. */
export function setDiceSolver(s: DiceSolver | null): void {
  current = s ?? workerSolver;
}
