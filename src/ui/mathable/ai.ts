/**
 * Where the screens get computer turns and hints: the worker in the app,
 * plain functions in component tests.
 */
import type { MathableMove, MathableState } from '../../games/mathable/engine';
import type { MathableWorkerApi } from '../../../workers/mathable.worker';
import { createSolverClient } from '../../services/solverClient';

export interface MathableAi {
  computerTurn(state: MathableState): Promise<MathableMove[]>;
  hint(state: MathableState): Promise<{ tile: number; row: number; col: number } | null>;
}

let client: ReturnType<typeof createSolverClient<MathableWorkerApi>> | null = null;

function solver() {
  client ??= createSolverClient<MathableWorkerApi>(
    () => new Worker(new URL('../../../workers/mathable.worker.ts', import.meta.url), { type: 'module' }),
  );
  return client;
}

export const workerAi: MathableAi = {
  computerTurn: (state) => solver().call('computerTurn', [state], { timeoutMs: 20_000 }),
  hint: (state) => solver().call('hint', [state], { timeoutMs: 20_000 }),
};
