/**
 * The TUF worker's API as a plain object (the worker entry only exposes it),
 * so tests can drive it through Comlink over a MessageChannel. Arguments and
 * results are plain JSON data; rolls and equations use the engine's notation.
 */
import type { RulesKey, TufSettings } from '../../src/games/tuf';
import { computerMove, gradeRoll, hint, rollWithDifficulty, solve } from './index';
import type { ComputerMove, Difficulty, Grade, GradedRoll, HintResult, HintStep, Level, SolveResult } from './index';

export const tufApi = {
  /** Handshake: the page waits for this before the first real call. */
  ready(): true {
    return true;
  },
  /** The best equation; `budgetMs` bounds the search (default: none for games 1–3, 2 s otherwise). */
  solve(game: RulesKey, roll: string, settings?: Partial<TufSettings>, budgetMs?: number, mustUse?: string): SolveResult {
    return solve({
      game,
      roll,
      ...(settings ? { settings } : {}),
      ...(budgetMs !== undefined ? { budgetMs } : {}),
      ...(mustUse !== undefined ? { mustUse } : {}),
    });
  },
  hint(game: RulesKey, roll: string, step: HintStep, have?: string, settings?: Partial<TufSettings>, mustUse?: string): HintResult {
    return hint({
      game,
      roll,
      step,
      ...(have !== undefined ? { have } : {}),
      ...(settings ? { settings } : {}),
      ...(mustUse !== undefined ? { mustUse } : {}),
    });
  },
  /** `mustUse`: a face every equation must use (preset constant-cube play). */
  computerMove(game: RulesKey, roll: string, level: Level, seed: string, settings?: Partial<TufSettings>, mustUse?: string): ComputerMove {
    return computerMove({ game, roll, level, seed, ...(settings ? { settings } : {}), ...(mustUse !== undefined ? { mustUse } : {}) });
  },
  grade(game: RulesKey, roll: string, settings?: Partial<TufSettings>): Grade {
    return gradeRoll({ game, roll, ...(settings ? { settings } : {}) });
  },
  rollWithDifficulty(game: RulesKey, seed: string, wanted: Difficulty, settings?: Partial<TufSettings>): GradedRoll {
    return rollWithDifficulty(game, seed, wanted, settings ? { settings } : {});
  },
};
