/**
 * What the TUF words screens ask of the words worker, behind a small
 * interface so component tests can pass a fake. One worker for the module,
 * started lazily; the dictionaries load inside it on first use.
 *
 * - `check` before every `declare` (and for each seat's crossword before
 *   `end`): its `verdict` goes into the move, its `check` drives the
 *   validity light and "accept anyway" (words in `verdict.unknown`);
 * - `computer` once per computer seat after the roll: `plan` is the `plan`
 *   move's fields, `table` its crossword for the `end` move when it never called;
 * - `hint` for the hint ladder, `best` for the results.
 */
import type { Level } from '../../../workers/words/solve';
import type { WordsWorkerApi } from '../../../workers/words.worker';
import type { Checked, ComputerMove, WordsSetup } from '../../../workers/words/service';
import type { RotaryComputerTurn } from '../../../workers/words/rotary';
import type { Hint, Solution } from '../../../workers/words/solve';
import type { WordsParams } from '../../games/words/params';
import type { WordsVerdict } from '../../games/words/verdict';
import { createSolverClient } from '../../services/solverClient';

export type { Checked, ComputerMove, Hint, RotaryComputerTurn, Solution, WordsSetup };

export interface WordsSolver {
  check(hand: string, grid: string, setup: WordsSetup, accepted?: readonly string[]): Promise<Checked>;
  /** Rotary: the verdict on every run of the shared grid after a word is laid (for the `lay` move). */
  verdict(grid: string, setup: WordsSetup, accepted?: readonly string[]): Promise<WordsVerdict>;
  best(hand: string, setup: WordsSetup, budgetMs?: number): Promise<Solution & { verdict: WordsVerdict }>;
  hint(hand: string, grid: string, setup: WordsSetup): Promise<Hint | null>;
  computer(hand: string, setup: WordsSetup, level: Level, seed: string): Promise<ComputerMove>;
  /** Rotary: a computer seat's word on the shared grid (text) from the cubes it still holds, or a pass. Optional so older fakes still fit. */
  rotary?(grid: string, cubes: string, setup: WordsSetup, level: Level, seed: string): Promise<RotaryComputerTurn>;
}

/** What of a match's params the worker needs. */
export function setupOf(p: WordsParams): WordsSetup {
  return { dict: p.dict, largeWords: p.largeWords, teacherWords: p.teacherWords, teacherOnly: p.teacherOnly, enyeAsN: p.enyeAsN };
}

let client: ReturnType<typeof createSolverClient<WordsWorkerApi>> | null = null;

function worker() {
  client ??= createSolverClient<WordsWorkerApi>(() => new Worker(new URL('../../../workers/words.worker.ts', import.meta.url), { type: 'module' }));
  return client;
}

export const workerWordsSolver: WordsSolver = {
  check: (hand, grid, setup, accepted = []) => worker().call('check', [hand, grid, setup, [...accepted]], { timeoutMs: 20_000 }),
  verdict: (grid, setup, accepted = []) => worker().call('verdict', [grid, setup, [...accepted]], { timeoutMs: 20_000 }),
  best: (hand, setup, budgetMs = 1000) => worker().call('best', [hand, setup, budgetMs], { timeoutMs: 20_000 }),
  hint: (hand, grid, setup) => worker().call('hint', [hand, grid, setup], { timeoutMs: 20_000 }),
  computer: (hand, setup, level, seed) => worker().call('computer', [hand, setup, level, seed], { timeoutMs: 20_000 }),
  rotary: (grid, cubes, setup, level, seed) => worker().call('rotary', [grid, cubes, setup, level, seed], { timeoutMs: 20_000 }),
};
