/**
 * What the TUF words screens ask of the words worker (`wordsSolver()`, each
 * call with the screen's `AbortSignal` last); component tests answer from
 * plain functions with `wordsSolver.use(fake)`. One worker, started at the
 * first call; the dictionaries load inside it on first use.
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
import type { WordsVerdict } from '../../games/words/verdict';
import type { DictName } from '../../games/words';
import { defineSolver } from '../../services/solverClient';

export type { Checked, ComputerMove, Hint, RotaryComputerTurn, Solution, WordsSetup };

export interface WordsSolver {
  check(hand: string, grid: string, setup: WordsSetup, accepted?: readonly string[], signal?: AbortSignal): Promise<Checked>;
  /** Rotary: the verdict on every run of the shared grid after a word is laid (for the `lay` move). */
  verdict(grid: string, setup: WordsSetup, accepted?: readonly string[], signal?: AbortSignal): Promise<WordsVerdict>;
  best(hand: string, setup: WordsSetup, budgetMs?: number, signal?: AbortSignal): Promise<Solution & { verdict: WordsVerdict }>;
  hint(hand: string, grid: string, setup: WordsSetup, signal?: AbortSignal): Promise<Hint | null>;
  computer(hand: string, setup: WordsSetup, level: Level, seed: string, signal?: AbortSignal): Promise<ComputerMove>;
  /** Rotary: a computer seat's word on the shared grid (text) from the cubes it still holds, or a pass. Optional so older fakes still fit. */
  rotary?(grid: string, cubes: string, setup: WordsSetup, level: Level, seed: string, signal?: AbortSignal): Promise<RotaryComputerTurn>;
  /** How the words of a dictionary are spelled with their accents (THEQUE → THÈQUE; null: not known as one). Optional so older fakes still fit. */
  spell?(dict: DictName, words: readonly string[], signal?: AbortSignal): Promise<(string | null)[]>;
}

/** What of a match's params the worker needs (src/games/words/params.ts). */
export { setupOf } from '../../games/words/params';

export const wordsSolver = defineSolver<WordsWorkerApi, WordsSolver>(
  () => new Worker(new URL('../../../workers/words.worker.ts', import.meta.url), { type: 'module' }),
  (ask) => ({
    check: (hand, grid, setup, accepted = [], signal) => ask('check', [hand, grid, setup, [...accepted]], signal),
    verdict: (grid, setup, accepted = [], signal) => ask('verdict', [grid, setup, [...accepted]], signal),
    best: (hand, setup, budgetMs = 1000, signal) => ask('best', [hand, setup, budgetMs], signal, budgetMs),
    hint: (hand, grid, setup, signal) => ask('hint', [hand, grid, setup], signal),
    computer: (hand, setup, level, seed, signal) => ask('computer', [hand, setup, level, seed], signal),
    rotary: (grid, cubes, setup, level, seed, signal) => ask('rotary', [grid, cubes, setup, level, seed], signal),
    spell: (dict, words, signal) => ask('spell', [dict, [...words]], signal),
  }),
);
