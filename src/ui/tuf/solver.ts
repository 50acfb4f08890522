/**
 * What the TUF screens ask of the solver worker, behind a small interface so
 * component tests can pass a fake. One worker for the module, started lazily.
 */
import type { GameKey, TufSettings } from '../../games/tuf';
import type { ComputerLevel } from '../../games/tuf/match';
import type { TufWorkerApi } from '../../../workers/tuf.worker';
import { createSolverClient } from '../services/solverClient';

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

export interface TufSolver {
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
  async computer(game, roll, level, seed, settings) {
    const r = await worker().call('computerMove', [game, roll, level, seed, settings], { timeoutMs: 20_000 });
    return { equation: r.equation, delayMs: r.delayMs };
  },
};
