/**
 * side = term { ('+' | '-') term }
 *
 * Read left to right: a side is a term, or a shorter side plus or minus a
 * term. `eachSideSplit` walks the ways side(A) ± term(B) = v over the splits
 * of S; membership without building side(S), the witness and the count all
 * read the rule through it.
 */
import { add, out, ValueSet } from '../rat';
import type { Searcher } from './searcher';
import { Keeper, remembered } from './tidy';

export function sideSet(s: Searcher, S: number): ValueSet {
  const got = s.sideMemo[S];
  if (got) return got;
  const set = new ValueSet();
  const tm = s.termSet(S);
  for (let i = 0; i < tm.size; i++) set.add(tm.num[i] as number, tm.den[i] as number);
  for (const op of ['+', '-'] as const) {
    const t = s.opType[op];
    if (t < 0 || s.count(S, t) === 0) continue;
    // as hot as term(): written out so it stays monomorphic
    s.eachSplit(S - (s.stride[t] as number), (A, B) => {
      const tb = s.termSet(B);
      if (tb.size === 0) return;
      const sa = s.sideSet(A);
      if (sa.size === 0) return;
      s.combine(set, sa, tb, op);
    });
  }
  s.sideMemo[S] = set;
  return set;
}

/**
 * Calls visit(A, a, t, B, c) for the ways side(A) op term(B) = n/d, op the
 * operator cube of type t, over the splits of S minus that cube (a = an/ad in
 * side(A), c = c/e in term(B)); stops, and answers true, when visit does.
 * `tally` adds the term values looked at to the searcher's work count.
 */
function eachSideSplit(
  s: Searcher,
  S: number,
  n: number,
  d: number,
  tally: boolean,
  visit: (A: number, an: number, ad: number, t: number, B: number, c: number, e: number) => boolean,
): boolean {
  let stopped = false;
  for (const op of ['+', '-'] as const) {
    const t = s.opType[op];
    if (t < 0 || s.count(S, t) === 0) continue;
    // side(A) = v ∓ term(B)
    const sign = op === '+' ? -1 : 1;
    s.eachSplit(S - (s.stride[t] as number), (A, B) => {
      const tb = s.termSet(B);
      if (tb.size === 0) return false;
      const sa = s.sideSet(A);
      if (sa.size === 0) return false;
      if (tally) s.ops += tb.size;
      for (let j = 0; j < tb.size; j++) {
        const c = tb.num[j] as number;
        const e = tb.den[j] as number;
        if (!add(n, d, sign * c, e)) continue;
        if (!sa.has(out.n, out.d)) continue;
        if (visit(A, out.n, out.d, t, B, c, e)) return (stopped = true);
      }
      return false;
    });
    if (stopped) return true;
  }
  return false;
}

/**
 * Whether a side using exactly S can have the value n/d, without building
 * side(S) itself: side(A) ± term(B) = v is looked up as v ∓ t in side(A).
 * Cheaper than building side(S) when only a few values are asked of a
 * large S (a lopsided split such as 12 cubes = 1 cube).
 */
export function memberSide(s: Searcher, S: number, n: number, d: number): boolean {
  const built = s.sideMemo[S];
  if (built) return built.has(n, d);
  if (s.termSet(S).has(n, d)) return true;
  return eachSideSplit(s, S, n, d, true, () => true);
}

/** A type sequence for a side with value n/d using exactly S (or null). */
export function sideWitness(s: Searcher, S: number, n: number, d: number): number[] | null {
  return remembered(s, `s${S}|${n}/${d}`, () => {
    const keep = new Keeper(s);
    if (s.termSet(S).has(n, d) && keep.offer(s.termWitness(S, n, d))) return keep.best;
    eachSideSplit(s, S, n, d, false, (A, an, ad, t, B, c, e) => {
      const left = s.sideWitness(A, an, ad);
      const right = left && s.termWitness(B, c, e);
      return left !== null && right !== null && keep.offer([...left, t, ...right]);
    });
    return keep.best;
  });
}

/** How many distinct cube-type sequences make a side S with value n/d (at most cap). */
export function countSide(s: Searcher, S: number, n: number, d: number, cap: number): number {
  const key = `s${S}|${n}/${d}`;
  const got = s.countMemo.get(key);
  if (got !== undefined) return got;
  let total = s.termSet(S).has(n, d) ? s.countTerm(S, n, d, cap) : 0;
  if (total < cap) {
    eachSideSplit(s, S, n, d, false, (A, an, ad, _t, B, c, e) => {
      total += s.countSide(A, an, ad, cap) * s.countTerm(B, c, e, cap);
      return total >= cap;
    });
  }
  total = Math.min(total, cap);
  s.countMemo.set(key, total);
  return total;
}
