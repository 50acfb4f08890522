/**
 * Where Tally Rally's screens get computer sheets and the end-of-round
 * analysis: the worker in the app (`tallySolver()`, each call with the
 * screen's `AbortSignal` last), plain functions in component tests
 * (`tallySolver.use(fake)`).
 */
import type { Level } from '../../games/tally/round';
import type { TallyWorkerApi } from '../../../workers/tally.worker';
import type { Found, Longest } from '../../../workers/tally/solver';
import { defineSolver } from '../../services/solverClient';

export interface TallySolver {
  botSheet(board: string, level: Level, seed: string, seat: number, parens: boolean, signal?: AbortSignal): Promise<{ cells: number[]; eq: string }[]>;
  longest(board: string, budgetMs: number, signal?: AbortSignal): Promise<Longest>;
  best(board: string, count: number, maxTiles: number, excludeKeys: string[], parens: boolean, signal?: AbortSignal): Promise<Found[]>;
  through(board: string, cell: number, maxTiles: number, signal?: AbortSignal): Promise<Found | null>;
}

export const tallySolver = defineSolver<TallyWorkerApi, TallySolver>(
  () => new Worker(new URL('../../../workers/tally.worker.ts', import.meta.url), { type: 'module' }),
  (ask) => ({
    botSheet: (board, level, seed, seat, parens, signal) => ask('botSheet', [board, level, seed, seat, parens], signal),
    longest: (board, budgetMs, signal) => ask('longest', [board, budgetMs], signal, budgetMs),
    best: (board, count, maxTiles, excludeKeys, parens, signal) => ask('best', [board, count, maxTiles, excludeKeys, parens], signal),
    through: (board, cell, maxTiles, signal) => ask('through', [board, cell, maxTiles], signal),
  }),
);
