/**
 * Hints in three steps, asked for one at a time:
 *   1 – "an equation with N cubes exists" (and its score),
 *   2 – its shape: the equation in normal notation with every digit hidden
 *       (`□□ − □ = □`), so the student sees which operations and where "="
 *       goes, but not the numbers (listing the cubes, as before, often named
 *       the whole roll and helped nobody); the cubes are still returned,
 *   3 – the equation itself, in the notation and in normal notation.
 * Each step repeats what the earlier ones said.
 *
 * With the student's own equation (`have`), the hint answers "is there
 * anything longer than mine?" and, when there is, gives the step about the
 * best equation; when there is not, no further hint is given.
 */
import type { Refusal } from '../../src/core/engine';
import { checkEquation, type RulesKey, type RolledCube, type TufSettings } from '../../src/games/tuf';
import { analyse } from './solve';

export type HintStep = 1 | 2 | 3;

export interface HintRequest {
  game: RulesKey;
  roll: string | readonly RolledCube[];
  step: HintStep;
  /** The student's equation, to ask whether anything longer exists. */
  have?: string;
  settings?: Partial<TufSettings>;
  budgetMs?: number;
  /** A face every equation must use (preset constant-cube play). */
  mustUse?: string;
}

export type Hint =
  | { step: 1; cubes: number; score: number }
  | { step: 2; cubes: number; score: number; usesCubes: string[]; shape: string }
  | { step: 3; cubes: number; score: number; usesCubes: string[]; shape: string; equation: string; normal: string };

const SUPERSCRIPT_DIGITS = /[⁰¹²³⁴⁵⁶⁷⁸⁹]/g;
const SUBSCRIPT_DIGITS = /[₀₁₂₃₄₅₆₇₈₉]/g;

/**
 * An equation's shape: its normal notation with every digit hidden (□, and
 * ▫ for a raised or lowered digit); signs, fractions, constants, brackets and
 * the decimal point stay. `15 − 8 = 7` → `□□ − □ = □`, `3² = 9` → `□▫ = □`.
 */
export function shapeOf(normal: string): string {
  return normal.replace(/[0-9]/g, '□').replace(SUPERSCRIPT_DIGITS, '▫').replace(SUBSCRIPT_DIGITS, '▫');
}

export type Yours = { valid: true; cubes: number; score: number; normal: string } | { valid: false; refusal: Refusal };

export interface HintResult {
  /** Null when there is nothing to hint at (no equation, or yours is already the best). */
  hint: Hint | null;
  /** False when the best equation comes from a search that ran out of time (or is not complete for this game). */
  proven: boolean;
  /** Whether any equation exists for this roll. */
  exists: boolean;
  /** The student's equation as the engine reads it (only with `have`). */
  yours?: Yours;
  /** With `have`: whether a higher-scoring equation exists (or may exist, when not proven). */
  longerExists?: boolean;
}

/** The faces of the cubes an equation uses, in the order they lie in the roll. */
export function cubesInRollOrder(equation: string, rollFaces: readonly string[]): string[] {
  // the cube behind each token: no position prefix (^ raised, _ lowered), no
  // reading marker on (x), and gaps are not cubes
  const left = equation
    .split(/\s+/)
    .filter((t) => t !== '' && t !== '|' && t !== '^|')
    .map((t) => t.replace(/^[\^_]/, ''))
    .map((t) => (t === '(x)>' || t === '<(x)' || t === '(x)*' ? '(x)' : t));
  const out: string[] = [];
  for (const f of rollFaces) {
    const i = left.indexOf(f);
    if (i >= 0) {
      out.push(f);
      left.splice(i, 1);
    }
  }
  return out;
}

export function hint(req: HintRequest): HintResult {
  const a = analyse(req);
  const best = a.result;
  const exists = best.equation !== null;
  let yours: Yours | undefined;
  let longerExists: boolean | undefined;
  if (req.have !== undefined) {
    const r = checkEquation({ game: req.game, equation: req.have, roll: a.prepared.faces.join(' '), settings: a.prepared.settings });
    yours = r.valid ? { valid: true, cubes: r.cubes, score: r.score, normal: r.normal } : { valid: false, refusal: r.refusal };
    const mine = r.valid ? r.score : 0;
    const mineCubes = r.valid ? r.cubes : 0;
    // true only when a longer equation was found; with proven false, "false" means none was found in time
    longerExists = best.score > mine || (best.score === mine && best.cubes > mineCubes);
  }
  const base = { proven: best.proven, exists, ...(yours ? { yours } : {}), ...(longerExists !== undefined ? { longerExists } : {}) };
  if (best.equation === null || best.normal === null || longerExists === false) return { hint: null, ...base };
  const cubes = best.cubes;
  const score = best.score;
  if (req.step === 1) return { hint: { step: 1, cubes, score }, ...base };
  const usesCubes = cubesInRollOrder(best.equation, a.prepared.faces);
  const shape = shapeOf(best.normal);
  if (req.step === 2) return { hint: { step: 2, cubes, score, usesCubes, shape }, ...base };
  return { hint: { step: 3, cubes, score, usesCubes, shape, equation: best.equation, normal: best.normal }, ...base };
}
