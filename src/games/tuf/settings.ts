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
  /** The declared value of χ as written (integer, fraction or decimal: "12", "1/7", "25.4"); null = not declared. */
  chi: string | null;
  /** Cube value of χ when used (the rulebook suggests a bonus of two or three). */
  chiCubes: number;
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
};

export const ZERO_RULES: readonly ZeroRule[] = ['allow', 'disallow', 'penalty'];
export const PI_READINGS: readonly PiReading[] = ['radians', '22/7', '3.14', 'any'];
export const J_MEANINGS: readonly JMeaning[] = ['sqrt-1', 'relation', 'factorial'];
export const RELATIONS: readonly Relation[] = ['<', '>', '<=', '>=', '!=', '==='];

/** Settings with defaults filled in. */
export function withDefaults(partial: Partial<TufSettings> | undefined): TufSettings {
  return { ...DEFAULT_SETTINGS, ...(partial ?? {}) };
}
