/**
 * What the TUF screens ask of the solver worker (`tufSolver()`), each call
 * with the screen's `AbortSignal` last; component tests answer from plain
 * functions with `tufSolver.use(fake)`. One worker, started at the first call.
 */
import type { RulesKey, TufSettings } from '../../games/tuf';
import type { ComputerLevel } from '../../games/tuf/matchParams';
import type { TufWorkerApi } from '../../../workers/tuf.worker';
import { defineSolver } from '../../services/solverClient';

export interface BestAnswer {
  equation: string | null;
  normal: string | null;
  cubes: number;
  score: number;
  proven: boolean;
}

export interface ComputerAnswer {
  equation: string | null;
  delayMs: number;
}

export interface HintAnswer {
  step: 1 | 2 | 3 | null;
  cubes: number;
  score: number;
  usesCubes: string[];
  /** Step 2 on: the equation's shape, its digits hidden (`□□ − □ = □`). */
  shape?: string | null;
  normal: string | null;
  /** Whether any equation exists for the roll. */
  exists: boolean;
}

export interface TufSolver {
  /** A hint in three steps (1: how many cubes, 2: the equation's shape, digits hidden, 3: the equation), knowing the player's own equation. */
  hint?(game: RulesKey, roll: string, step: 1 | 2 | 3, have: string | undefined, settings: TufSettings, signal?: AbortSignal): Promise<HintAnswer>;
  best(game: RulesKey, roll: string, settings: TufSettings, signal?: AbortSignal): Promise<BestAnswer>;
  computer(game: RulesKey, roll: string, level: ComputerLevel, seed: string, settings: TufSettings, signal?: AbortSignal): Promise<ComputerAnswer>;
}

/** How long the best-answer search may run (ms). */
const BEST_BUDGET_MS = 3000;

export const tufSolver = defineSolver<TufWorkerApi, TufSolver>(
  () => new Worker(new URL('../../../workers/tuf.worker.ts', import.meta.url), { type: 'module' }),
  (ask) => ({
    async best(game, roll, settings, signal) {
      const r = await ask('solve', [game, roll, settings, BEST_BUDGET_MS], signal, BEST_BUDGET_MS);
      return { equation: r.equation, normal: r.normal, cubes: r.cubes, score: r.score, proven: r.proven };
    },
    async hint(game, roll, step, have, settings, signal) {
      const r = await ask('hint', [game, roll, step, have, settings], signal);
      const h = r.hint;
      return {
        step: h ? h.step : null,
        cubes: h ? h.cubes : 0,
        score: h ? h.score : 0,
        usesCubes: h && h.step >= 2 ? (h as { usesCubes: string[] }).usesCubes : [],
        shape: h && h.step >= 2 ? (h as { shape: string }).shape : null,
        normal: h && h.step === 3 ? h.normal : null,
        exists: r.exists,
      };
    },
    async computer(game, roll, level, seed, settings, signal) {
      const r = await ask('computerMove', [game, roll, level, seed, settings], signal);
      return { equation: r.equation, delayMs: r.delayMs };
    },
  }),
);
