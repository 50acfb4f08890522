/**
 * The one place the solver asks the rules engine for a verdict, so that
 * every equation the solver reports is one `tuf check` accepts.
 */
import type { Refusal } from '../../src/core/engine';
import { checkEquation, type RulesKey, type TufSettings } from '../../src/games/tuf';

export type EngineVerdict = { valid: true; normal: string; value: string; cubes: number; score: number; zero: boolean } | { valid: false; refusal: Refusal };

export function engineCheck(game: RulesKey, equation: string, roll: string | undefined, settings: TufSettings): EngineVerdict {
  const r = checkEquation({ game, equation, ...(roll !== undefined ? { roll } : {}), settings });
  if (!r.valid) return { valid: false, refusal: r.refusal };
  return { valid: true, normal: r.normal, value: r.value, cubes: r.cubes, score: r.score, zero: r.zero };
}
