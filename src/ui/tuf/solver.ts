/**
 * What the TUF screens ask of the solver worker, behind a small interface so
 * component tests can pass a fake. One worker for the module, started lazily.
 */
import type { GameKey, TufSettings } from '../../games/tuf';
import type { ComputerLevel } from '../../games/tuf/match';
import type { TufWorkerApi } from '../../../workers/tuf.worker';
import { createSolverClient } from '../../services/solverClient';

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
  hint?(game: GameKey, roll: string, step: 1 | 2 | 3, have: string | undefined, settings: TufSettings): Promise<HintAnswer>;
  best(game: GameKey, roll: string, settings: TufSettings): Promise<BestAnswer>;
  computer(game: GameKey, roll: string, level: ComputerLevel, seed: string, settings: TufSettings): Promise<ComputerAnswer>;
}

let client: ReturnType<typeof createSolverClient<TufWorkerApi>> | null = null;

function worker() {
  client ??= createSolverClient<TufWorkerApi>(
    () => new Worker(new URL('../../../workers/tuf.worker.ts', import.meta.url), { type: 'module' }),
  );
  return client;
}

export const workerSolver: TufSolver = {
  async best(game, roll, settings) {
    const r = await worker().call('solve', [game, roll, settings, 3000], { timeoutMs: 20_000 });
    return { equation: r.equation, normal: r.normal, cubes: r.cubes, score: r.score, proven: r.proven };
  },
  async hint(game, roll, step, have, settings) {
    const r = await worker().call('hint', [game, roll, step, have, settings], { timeoutMs: 20_000 });
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
  async computer(game, roll, level, seed, settings) {
    const r = await worker().call('computerMove', [game, roll, level, seed, settings], { timeoutMs: 20_000 });
    return { equation: r.equation, delayMs: r.delayMs };
  },
};
