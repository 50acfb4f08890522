/**
 * Settings chosen before a TUF game (house rules the rulebook leaves open).
 */

/** Equating to zero: allowed, not allowed, or a two-cube penalty. */
export type ZeroRule = 'allow' | 'disallow' | 'penalty';
/** What π stands for: 180° (radians read in degrees), 22/7, 3.14, or any of the three. */
export type PiReading = 'radians' | '22/7' | '3.14' | 'any';
/** What the j cube is: √−1, a declared relation sign, or (upside down) factorial. */
export type JMeaning = 'sqrt-1' | 'relation' | 'factorial';
export type Relation = '<' | '>' | '<=' | '>=' | '!=' | '===';

export interface TufSettings {
  zero: ZeroRule;
  /** Game 6: every cube in an exponent counts 2 (a fraction cube stays 2). */
  exponentBonus: boolean;
  /** Game 5: an equation using a non-decimal number earns one extra cube. */
  baseBonus: boolean;
  pi: PiReading;
  j: JMeaning;
  /** The relation sign the j cube stands for when `j` is 'relation'. */
  jRelation: Relation;
  /**
   * The declared value of χ as written; null = not declared. An integer,
   * fraction or decimal ("12", "1/7", "25.4", "-3") is exact; "sqrt(2)" or
   * "√2", "1/sqrt(3)", "e" and "10^6" are accepted too (roots and e are
   * approximate). See parseChi.
   */
  chi: string | null;
  /** Cube value of χ when used (the rulebook suggests a bonus of two or three). */
  chiCubes: number;
  /**
   * Game 5 variant: players state a number's base instead of showing it with
   * a cube. The base is still written as a subscript, but those subscripts
   * are not cubes (not taken from the roll, not counted). Default false.
   */
  statedBases?: boolean;
}

export const DEFAULT_SETTINGS: Readonly<TufSettings> = {
  zero: 'allow',
  exponentBonus: false,
  baseBonus: false,
  pi: 'any',
  j: 'sqrt-1',
  jRelation: '<',
  chi: null,
  chiCubes: 1,
  statedBases: false,
};

export const ZERO_RULES: readonly ZeroRule[] = ['allow', 'disallow', 'penalty'];
export const PI_READINGS: readonly PiReading[] = ['radians', '22/7', '3.14', 'any'];
/** π's readings as exact fractions [numerator, denominator]: the one table the checker and the solver read. */
export const PI_FRACTIONS: Readonly<Record<Exclude<PiReading, 'any'>, readonly [number, number]>> = {
  radians: [180, 1],
  '22/7': [22, 7],
  '3.14': [157, 50],
};

/** The readings of π a setting allows, in the order they are tried ('any': 180°, 22/7, 3.14). */
export function piReadings(reading: PiReading): Exclude<PiReading, 'any'>[] {
  return reading === 'any' ? ['radians', '22/7', '3.14'] : [reading];
}

export const J_MEANINGS: readonly JMeaning[] = ['sqrt-1', 'relation', 'factorial'];
export const RELATIONS: readonly Relation[] = ['<', '>', '<=', '>=', '!=', '==='];

/** Settings with defaults filled in. */
export function withDefaults(partial: Partial<TufSettings> | undefined): TufSettings {
  return { ...DEFAULT_SETTINGS, ...(partial ?? {}) };
}

/** A declared χ value: a rational number, or a root / e, as text the engine can read. */
export type ChiValue =
  | { kind: 'rational'; text: string }
  | { kind: 'root'; reciprocal: boolean; radicand: string; degree: number }
  | { kind: 'e'; reciprocal: boolean }
  | { kind: 'power'; base: string; exponent: number };

const RATIONAL = /^-?(\d+(\.\d+)?|\.\d+|\d+\/\d+)$/;

/** Reads a declared χ value, or null when it is not one of the accepted forms. */
export function parseChi(text: string): ChiValue | null {
  const t = text.trim().replace(/\s+/g, '');
  if (RATIONAL.test(t)) return /\/0+$/.test(t) ? null : { kind: 'rational', text: t };
  let reciprocal = false;
  let body = t;
  if (body.startsWith('1/')) {
    reciprocal = true;
    body = body.slice(2);
  }
  if (body === 'e') return { kind: 'e', reciprocal };
  const root = /^(?:sqrt\((\d+(?:\.\d+)?)\)|sqrt(\d+(?:\.\d+)?)|√(\d+(?:\.\d+)?))$/.exec(body);
  if (root) return { kind: 'root', reciprocal, radicand: (root[1] ?? root[2] ?? root[3]) as string, degree: 2 };
  if (reciprocal) return null;
  const power = /^(\d+)\^(-?\d{1,3})$/.exec(body);
  if (power) return { kind: 'power', base: power[1] as string, exponent: Number(power[2]) };
  return null;
}
