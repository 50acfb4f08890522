/**
 * A whole side of the equation: a side, or in the ratio game also
 * `top // bottom` (the ratio line is not a cube and is the loosest operation
 * of its side, so top and bottom are whole sides), worth top ÷ bottom.
 */
import { ValueSet } from '../rat';
import { RATIO } from './codes';
import type { Searcher } from './searcher';
import { Keeper } from './tidy';
import { chainWitness, combineSplits } from './term';

/** Values of one side of the equation using exactly S. */
export function eqSideSet(s: Searcher, S: number): ValueSet {
  if (!s.rules.ratio) return s.sideSet(S);
  const got = s.ratioMemo.get(S);
  if (got) return got;
  const set = new ValueSet();
  const sd = s.sideSet(S);
  for (let i = 0; i < sd.size; i++) set.add(sd.num[i] as number, sd.den[i] as number);
  const side = (A: number): ValueSet => s.sideSet(A);
  combineSplits(s, set, S, '/', side, side);
  s.ratioMemo.set(S, set);
  return set;
}

/** A type sequence for a side of the equation (ratio lines as RATIO) with value n/d using exactly S. */
export function eqSideWitness(s: Searcher, S: number, n: number, d: number): number[] | null {
  const keep = new Keeper(s);
  if (s.sideSet(S).has(n, d) && keep.offer(s.sideWitness(S, n, d))) return keep.best;
  if (!s.rules.ratio) return keep.best;
  const side = (A: number): ValueSet => s.sideSet(A);
  const witness = (A: number, a: number, b: number): number[] | null => s.sideWitness(A, a, b);
  // top = value × bottom
  keep.offer(chainWitness(s, S, n, d, '/', [RATIO], side, witness, side, witness));
  return keep.best;
}
