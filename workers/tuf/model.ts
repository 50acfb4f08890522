/**
 * The solver's view of a roll: cube kinds that behave alike are merged into
 * one "type" with a count, so that sub-multisets (not cube identities) are
 * searched. Faces that read the same (× and (×) in games 1–3; 0 and ø where
 * ø is a zero) share a type; the faces themselves are kept to write the
 * equation back in the engine's notation.
 */

export type Op = '+' | '-' | '*' | '/';

export type CubeKind =
  | { kind: 'digit'; value: number }
  | { kind: 'frac'; den: number }
  | { kind: 'point' }
  | { kind: 'op'; op: Op }
  /** Game 4 on: the (×) face, a multiplication sign or a group that opens to the right. */
  | { kind: 'paren' }
  /** The constant cube as a number: π (one of its readings) or the declared χ. */
  | { kind: 'const'; name: 'pi' | 'chi' }
  /** The constant cube's % face: divides the number before it by 100. */
  | { kind: 'percent' }
  /** The constant cube's log face: log, its base as lowered cubes (none: 10), of the number after it. */
  | { kind: 'log' }
  /** The constant cube's tan face: tangent of the number after it, in degrees. */
  | { kind: 'tan' };

/** How numbers are formed and how zero-valued equations count, per game. */
export interface SolverRules {
  /** Largest number of integer cubes in a whole number (games 1–3: 2). */
  maxIntCubes: number;
  /** An integer (1–2 cubes) followed by a fraction cube is a mixed number. */
  mixedNumbers: boolean;
  /** Whether "0 1/2" (a mixed number with whole part 0) is a number. */
  zeroWholeMixed: boolean;
  /** Game 3: the green ø is a decimal point (any number of digits around it). */
  decimalPoint: boolean;
  /** Whether a minus cube used as a sign may itself follow a sign ("- - 5"). */
  doubleNegative: boolean;
  /** Game 4 on: the (×) face may open a parenthesised group. */
  groups: boolean;
  /** Game 5: a number may be written in another base, the base as lowered cubes after it. */
  bases: boolean;
  /** Game 6: raised cubes after a number are a power, a root or (with a minus) a reciprocal. */
  exponents: boolean;
  /** Exact values π may be read as (180, 22/7, 3.14 — per the settings). */
  piValues: readonly (readonly [number, number])[];
  /** The declared value of χ when it is an exact rational, else null. */
  chiValue: readonly [number, number] | null;
  /** Ratio game: a side may be `top // bottom` (the ratio line, not a cube), worth top ÷ bottom. */
  ratio?: boolean;
  /** Equations whose two sides are 0: allowed, not allowed, or 2 points less. */
  zero: 'allow' | 'forbid' | 'penalty';
}

export interface CubeType {
  kind: CubeKind;
  /** The faces of this type in the roll, in roll order (one per cube). */
  faces: string[];
  /** Score of one cube of this type (a fraction cube counts 2). */
  weight: number;
}

export const OPS: readonly Op[] = ['+', '-', '*', '/'];

export function kindKey(k: CubeKind): string {
  switch (k.kind) {
    case 'digit':
      return `d${k.value}`;
    case 'frac':
      return `f${k.den}`;
    case 'point':
      return 'p';
    case 'op':
      return `o${k.op}`;
    case 'paren':
      return 'g';
    case 'const':
      return `c${k.name}`;
    case 'percent':
      return '%';
    case 'log':
      return 'log';
    case 'tan':
      return 'tan';
  }
}

/** The order types are listed in: digits, fractions, point, then + - × ÷. */
export function kindRank(k: CubeKind): number {
  switch (k.kind) {
    case 'digit':
      return k.value;
    case 'frac':
      return 100 + k.den;
    case 'point':
      return 200;
    case 'op':
      return 300 + OPS.indexOf(k.op);
    case 'paren':
      return 310;
    case 'const':
      return k.name === 'pi' ? 250 : 251;
    case 'percent':
      return 252;
    case 'log':
      return 253;
    case 'tan':
      return 254;
  }
}
