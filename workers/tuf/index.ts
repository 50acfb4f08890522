/**
 * TUF solvers — public API (pure functions; the worker and the CLI wrap them).
 *
 *   solve({ game, roll, settings?, budgetMs? }) → SolveResult       best equation, proven or not
 *   hint({ game, roll, step: 1|2|3, have?, settings? }) → HintResult
 *   computerMove({ game, roll, level, seed, settings? }) → ComputerMove   { equation, delayMs, … }
 *   gradeRoll({ game, roll, settings? }) → Grade                     best length, count, difficulty
 *   rollWithDifficulty(game, seed, wanted) → GradedRoll               tries seed, seed/1, seed/2, …
 */
export { solve, analyse, isExhaustiveGame, defaultBudget, DEFAULT_BUDGET_MS, SolveInputError } from './solve';
export type { SolveRequest, SolveResult, Analysis } from './solve';
export { hint, cubesInRollOrder } from './hint';
export type { Hint, HintRequest, HintResult, HintStep, Yours } from './hint';
export { computerMove, thinkingDelay, DELAY_RANGE, LEVELS } from './opponent';
export type { ComputerMove, ComputerMoveRequest, Level } from './opponent';
export { gradeRoll, rollWithDifficulty, difficultyOf, thresholds, COUNT_CAP, DIFFICULTIES } from './grade';
export type { Grade, GradeRequest, GradedRoll, Difficulty } from './grade';
