/**
 * TUF scoring, exactly as the rulebook counts.
 *
 * - Each cube used counts 1, the equals cube included; a fraction cube counts
 *   2. Optional: every cube in an exponent counts 2 (game 6 bonus; a fraction
 *   cube stays 2), one extra cube for an equation using a non-decimal number
 *   (game 5 bonus), χ worth a declared number of cubes.
 * - Equating to zero with the 'penalty' setting: two cubes less.
 * - The final declarer counts every cube twice. An incorrect equation scores 0.
 */
import { isFractionFace } from './cubes';
import type { PlacedCube } from './notation';
import type { TufSettings, ZeroRule } from './settings';
import { raceRoundScores, type Declaration, type FinalSubmission } from '../race/scoring';

export interface CubeValueOptions {
  exponentBonus: boolean;
  baseBonus: boolean;
  /** The equation uses a number in a base other than 10. */
  usesBase: boolean;
  /** The equation equates to zero. */
  zero: boolean;
  zeroRule: ZeroRule;
  chiCubes: number;
}

/** The cube value of a correct equation for a non-final declarer (never below 0). */
export function cubeValue(cubes: readonly PlacedCube[], o: CubeValueOptions): number {
  let v = 0;
  for (const c of cubes) {
    if (isFractionFace(c.face)) v += 2;
    else if (c.position === 'sup' && o.exponentBonus) v += 2;
    else if (c.face === 'chi') v += o.chiCubes;
    else v += 1;
  }
  if (o.baseBonus && o.usesBase) v += 1;
  if (o.zero && o.zeroRule === 'penalty') v -= 2;
  return Math.max(0, v);
}

export function cubeValueOptions(settings: TufSettings, usesBase: boolean, zero: boolean): CubeValueOptions {
  return {
    exponentBonus: settings.exponentBonus,
    baseBonus: settings.baseBonus,
    usesBase,
    zero,
    zeroRule: settings.zero,
    chiCubes: settings.chiCubes,
  };
}

/** Points for one equation: its cube value, doubled for the final declarer, 0 when incorrect. */
export function equationPoints(value: number, correct: boolean, finalDeclarer: boolean): number {
  if (!correct) return 0;
  return finalDeclarer ? value * 2 : value;
}

/** One call in a round (TUF, TUFFER, TUFFEST, … in order) and a player's equation when time runs out: the race's shapes. */
export type { Declaration, FinalSubmission as FinalEquation } from '../race/scoring';

/**
 * Scores a round with the race's rule (`raceRoundScores`): the final declarer
 * (the last correct call) counts double; everyone else counts their final
 * equation once (0 if incorrect or none); with cutthroat (game 1B) a bested
 * declarer drops to zero unless their final equation at least equals the
 * count that bested them.
 */
export function roundScores(
  declarations: readonly Declaration[],
  finals: Readonly<Record<string, FinalSubmission>>,
  cutthroat: boolean,
): Record<string, number> {
  return raceRoundScores(declarations, finals, cutthroat, (value) => equationPoints(value, true, true));
}

/**
 * "TUF ERROR" (game 1B): a player says a declarer's equation is incorrect.
 * If all agree (upheld), the discoverer scores the cubes of the challenged
 * equation; if the discoverer is the one in error, they lose that many.
 */
export function tufErrorPoints(challengedCubes: number, upheld: boolean): number {
  return upheld ? challengedCubes : -challengedCubes;
}

/**
 * Constant-cube preset play: points by the order of correct equations using
 * the symbol. First: players + 1; second: two less than the first; then one
 * less each, never below 1. `place` is 1-based; 0 or less (no equation) → 0.
 */
export function presetOrderPoints(players: number, place: number): number {
  if (place < 1 || players < 1) return 0;
  if (place === 1) return players + 1;
  return Math.max(1, players + 1 - place);
}
