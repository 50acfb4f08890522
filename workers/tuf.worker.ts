/**
 * The TUF solver worker (Comlink). The page imports only `TufWorkerApi`
 * (a type) and talks to it through the solver bridge; cancelling a search
 * means terminating the worker, so the searches need no cancellation checks
 * of their own. Arguments and results are plain JSON data; rolls and
 * equations are in the rules engine's text notation.
 */
import { expose } from 'comlink';
import type { GameKey, TufSettings } from '../src/games/tuf';
import { computerMove, gradeRoll, hint, rollWithDifficulty, solve } from './tuf/index';
import type { ComputerMove, Difficulty, Grade, GradedRoll, HintResult, HintStep, Level, SolveResult } from './tuf/index';

const api = {
  /** Handshake: the page waits for this before the first real call. */
  ready(): true {
    return true;
  },
  solve(game: GameKey, roll: string, settings?: Partial<TufSettings>, budgetMs?: number): SolveResult {
    return solve({ game, roll, ...(settings ? { settings } : {}), ...(budgetMs !== undefined ? { budgetMs } : {}) });
  },
  hint(game: GameKey, roll: string, step: HintStep, have?: string, settings?: Partial<TufSettings>): HintResult {
    return hint({ game, roll, step, ...(have !== undefined ? { have } : {}), ...(settings ? { settings } : {}) });
  },
  computerMove(game: GameKey, roll: string, level: Level, seed: string, settings?: Partial<TufSettings>): ComputerMove {
    return computerMove({ game, roll, level, seed, ...(settings ? { settings } : {}) });
  },
  grade(game: GameKey, roll: string, settings?: Partial<TufSettings>): Grade {
    return gradeRoll({ game, roll, ...(settings ? { settings } : {}) });
  },
  rollWithDifficulty(game: GameKey, seed: string, wanted: Difficulty, settings?: Partial<TufSettings>): GradedRoll {
    return rollWithDifficulty(game, seed, wanted, settings ? { settings } : {});
  },
};

export type TufWorkerApi = typeof api;

expose(api);
