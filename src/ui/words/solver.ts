/**
 * What the TUF words screens ask of the words worker (the dictionaries live
 * there), behind a small interface so component tests can pass a fake. One
 * worker for the module, started lazily.
 */
import type { ComputerLevel, WordsParams, WordsVerdict } from '../../games/words/match';
import type { WordsWorkerApi } from '../../../workers/words.worker';
import type { Hint, Solution } from '../../../workers/words/solve';
import { createSolverClient } from '../../services/solverClient';

export type { Hint, Solution };

export interface WordsSolver {
  /** The dictionary's verdict on a crossword (grid notation), with the words the players accepted anyway. */
  verdict(grid: string, params: WordsParams, accepted?: readonly string[]): Promise<WordsVerdict>;
  /** The best crossword found for a hand (hand notation). */
  best(hand: string, params: WordsParams): Promise<Solution>;
  /** A computer seat's crossword and when it calls (ms after the roll), or null when it finds none to call with. */
  computer(hand: string, level: ComputerLevel, seed: string, params: WordsParams): Promise<{ grid: string | null; delayMs: number }>;
  /** A hint for a hand and the crossword so far. */
  hint?(hand: string, grid: string, params: WordsParams): Promise<Hint | null>;
}

let client: ReturnType<typeof createSolverClient<WordsWorkerApi>> | null = null;

function worker() {
  client ??= createSolverClient<WordsWorkerApi>(() => new Worker(new URL('../../../workers/words.worker.ts', import.meta.url), { type: 'module' }));
  return client;
}

export const workerSolver: WordsSolver = {
  verdict(grid, p, accepted = []) {
    return worker().call('verdict', [grid, p.dict, p.teacherWords, p.teacherOnly, p.enyeAsN, [...accepted]], { timeoutMs: 20_000 });
  },
  best(hand, p) {
    return worker().call('solve', [hand, p.dict, 1000, p.largeWords], { timeoutMs: 20_000 });
  },
  async computer(hand, level, seed, p) {
    const plan = await worker().call('plan', [hand, p.dict, level, seed], { timeoutMs: 20_000 });
    return { grid: plan.callAtMs === null || plan.cubes === 0 ? null : plan.grid, delayMs: plan.callAtMs ?? 0 };
  },
  hint(hand, grid, p) {
    return worker().call('hint', [hand, grid, p.dict], { timeoutMs: 20_000 });
  },
};
