/**
 * Where Tally Rally's screens get computer sheets and the end-of-round
 * analysis: the worker in the app, plain functions in component tests
 * (`setTallySolver`).
 */
import type { Level } from '../../games/tally/round';
import type { TallyWorkerApi } from '../../../workers/tally.worker';
import type { Found, Longest } from '../../../workers/tally/solver';
import { createSolverClient } from '../../services/solverClient';

export interface TallySolver {
  botSheet(board: string, level: Level, seed: string, seat: number, parens: boolean): Promise<{ cells: number[]; eq: string }[]>;
  longest(board: string, budgetMs: number): Promise<Longest>;
  best(board: string, count: number, maxTiles: number, excludeKeys: string[], parens: boolean): Promise<Found[]>;
  through(board: string, cell: number, maxTiles: number): Promise<Found | null>;
}

let client: ReturnType<typeof createSolverClient<TallyWorkerApi>> | null = null;

function worker() {
  client ??= createSolverClient<TallyWorkerApi>(
    () => new Worker(new URL('../../../workers/tally.worker.ts', import.meta.url), { type: 'module' }),
  );
  return client;
}

const workerSolver: TallySolver = {
  botSheet: (board, level, seed, seat, parens) => worker().call('botSheet', [board, level, seed, seat, parens], { timeoutMs: 20_000 }),
  longest: (board, budgetMs) => worker().call('longest', [board, budgetMs], { timeoutMs: budgetMs + 20_000 }),
  best: (board, count, maxTiles, excludeKeys, parens) => worker().call('best', [board, count, maxTiles, excludeKeys, parens], { timeoutMs: 20_000 }),
  through: (board, cell, maxTiles) => worker().call('through', [board, cell, maxTiles], { timeoutMs: 20_000 }),
};

let current: TallySolver = workerSolver;

export const tallySolver = (): TallySolver => current;

/** For tests: answer from plain functions instead of a worker. */
export function setTallySolver(s: TallySolver | null): void {
  current = s ?? workerSolver;
}
