/**
 * What every part of the search shares and nothing else: the codes a witness
 * uses besides cube types, the empty value set, and the out-of-time signal.
 */
import { ValueSet } from '../rat';

/** Witness codes besides cube types: a gap, and the (×) cube opening a group. */
export const GAP = -1;
export const OPEN = -2;
/** The ratio line `//` of the ratio game (not a cube). */
export const RATIO = -3;
/** A lowered (subscript) cube of type t is written SUB - t in a witness. */
export const SUB = -10;
/** A raised (exponent) cube of type t is written SUP - t in a witness. */
export const SUP = -100;

/** The set of no values (shared, never written to). */
export const EMPTY = new ValueSet();

/** Thrown inside the set computations when the deadline has passed. */
export class OutOfTime extends Error {}
