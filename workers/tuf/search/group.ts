/**
 * group = '(x)>' side '|'   (game 4 on; the gap is left out at the end of a side)
 *
 * A (×) cube opening a group to the right, a whole side inside, and a gap
 * closing it. A group is a factor (signed or not, ./factor.ts), stands beside
 * a term (a (x)> b + c = a(b + c)), and a number may follow a term that ends
 * in one ((2 + .1) 5): `gtermSet` holds the values of the terms ending in a
 * group, for that last reading. Groups are not counted (grade.ts).
 */
import { ValueSet } from '../rat';
import { EMPTY, GAP, OPEN } from './codes';
import type { Searcher } from './searcher';
import { Keeper, remembered } from './tidy';
import { chainWitness, combineSplits } from './term';

/** Values of a group "(x)> side" using exactly S (S holds the (×) cube), unsigned. */
export function groupSet(s: Searcher, S: number): ValueSet {
  const p = s.paren;
  if (p < 0 || s.count(S, p) === 0) return EMPTY;
  return s.sideSet(S - (s.stride[p] as number));
}

/** "(x)> side |" with value n/d using exactly S (the gap is dropped later at the end of a side). */
export function groupWitness(s: Searcher, S: number, n: number, d: number): number[] | null {
  const p = s.paren;
  if (p < 0 || s.count(S, p) === 0) return null;
  const inner = s.sideWitness(S - (s.stride[p] as number), n, d);
  return inner ? [OPEN, ...inner, GAP] : null;
}

/** A factor that is a group, signed or not ("(x)> …" or "- (x)> …"). */
export function groupFactorSet(s: Searcher, S: number): ValueSet {
  const p = s.paren;
  if (p < 0 || s.count(S, p) === 0) return EMPTY;
  // a number never holds the (×) cube, so a factor using it is a group, signed or not
  return s.factorSet(S);
}

/** Values of terms using exactly S that end with a group. */
export function gtermSet(s: Searcher, S: number): ValueSet {
  const p = s.paren;
  if (p < 0 || s.count(S, p) === 0) return EMPTY;
  const got = s.gtermMemo[S];
  if (got) return got;
  const set = new ValueSet();
  const gf = s.groupFactorSet(S);
  for (let i = 0; i < gf.size; i++) set.add(gf.num[i] as number, gf.den[i] as number);
  const term = (A: number): ValueSet => s.termSet(A);
  for (const { t, op } of s.mulTypes) {
    if (s.count(S, t) === 0) continue;
    combineSplits(s, set, S - (s.stride[t] as number), op, term, (B) => (s.count(B, p) === 0 ? EMPTY : s.groupFactorSet(B)));
  }
  combineSplits(s, set, S, '*', term, (B) => (s.count(B, p) === 0 ? EMPTY : s.groupSet(B)));
  s.gtermMemo[S] = set;
  return set;
}

/** A term ending with a group, with value n/d, using exactly S. */
export function gtermWitness(s: Searcher, S: number, n: number, d: number): number[] | null {
  const p = s.paren;
  if (p < 0 || s.count(S, p) === 0) return null;
  return remembered(s, `g${S}|${n}/${d}`, () => gtermWitnessOf(s, S, n, d, p));
}

function gtermWitnessOf(s: Searcher, S: number, n: number, d: number, p: number): number[] | null {
  const keep = new Keeper(s);
  if (s.groupFactorSet(S).has(n, d)) {
    if (s.groupSet(S).has(n, d)) {
      if (keep.offer(s.groupWitness(S, n, d))) return keep.best;
    } else {
      const minus = s.opType['-'];
      if (minus >= 0 && s.count(S, minus) > 0) {
        const g = s.groupWitness(S - (s.stride[minus] as number), n === 0 ? 0 : -n, d);
        if (keep.offer(g && [minus, ...g])) return keep.best;
      }
    }
  }
  const term = (A: number): ValueSet => s.termSet(A);
  const termW = (A: number, a: number, b: number): number[] | null => s.termWitness(A, a, b);
  for (const { t, op } of s.mulTypes) {
    if (s.count(S, t) === 0) continue;
    const groupFactor = (B: number): ValueSet => (s.count(B, p) > 0 ? s.groupFactorSet(B) : EMPTY);
    if (keep.offer(chainWitness(s, S - (s.stride[t] as number), n, d, op, [t], term, termW, groupFactor, (B, c, e) => s.gtermWitness(B, c, e))))
      return keep.best;
  }
  const group = (B: number): ValueSet => (s.count(B, p) > 0 ? s.groupSet(B) : EMPTY);
  keep.offer(chainWitness(s, S, n, d, '*', [], term, termW, group, (B, c, e) => s.groupWitness(B, c, e)));
  return keep.best;
}
