/**
 * Mathable's worker: computer turns and hints off the page's thread.
 * The page imports only the type `MathableWorkerApi`.
 */
import { expose } from 'comlink';
import type { Level, MathableMove, MathableState } from '../src/games/mathable/engine';
import { computerTurn, hint, type Hint } from './mathable/computer';

const api = {
  ready(): boolean {
    return true;
  },
  computerTurn(state: MathableState, level?: Level): MathableMove[] {
    return computerTurn(state, level);
  },
  hint(state: MathableState): Hint | null {
    return hint(state);
  },
};

export type MathableWorkerApi = typeof api;

expose(api);
