/**
 * Where the screens get computer turns and hints: the worker in the app
 * (`mathableAi()`, each call with the screen's `AbortSignal` last), plain
 * functions in component tests (`mathableAi.use(fake)`).
 */
import type { MathableMove, MathableState } from '../../games/mathable/engine';
import type { MathableWorkerApi } from '../../../workers/mathable.worker';
import { defineSolver } from '../../services/solverClient';

export interface MathableAi {
  computerTurn(state: MathableState, signal?: AbortSignal): Promise<MathableMove[]>;
  hint(state: MathableState, signal?: AbortSignal): Promise<{ tile: number; row: number; col: number } | null>;
}

export const mathableAi = defineSolver<MathableWorkerApi, MathableAi>(
  () => new Worker(new URL('../../../workers/mathable.worker.ts', import.meta.url), { type: 'module' }),
  (ask) => ({
    computerTurn: (state, signal) => ask('computerTurn', [state], signal),
    hint: (state, signal) => ask('hint', [state], signal),
  }),
);
