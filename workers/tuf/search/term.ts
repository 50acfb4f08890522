/**
 * term = factor { ('×' | '÷') factor | group | number-after-a-group }
 *
 * Read left to right: a term is a factor, or a shorter term times or divided
 * by a factor, or (game 4 on) a term with a group beside it (a (x)> b + c is
 * a(b + c)), or a term ending in a group with a number right after it
 * ((2 + .1) 5). `eachChain` walks the ways "left(A) op right(B) = v" over the
 * splits of S; the witness and the count both read the rule through it, and
 * `combineSplits` builds the value set the same way.
 */
import { div, mul, out, ValueSet } from '../rat';
import type { Op } from '../model';
import { EMPTY } from './codes';
import { wordCount } from './factor';
import type { Searcher } from './searcher';
import { Keeper, remembered } from './tidy';

/** into ∪= left(A) op right(B) over every split S = A + B where both are non-empty. */
export function combineSplits(s: Searcher, into: ValueSet, S: number, op: Op, left: (A: number) => ValueSet, right: (B: number) => ValueSet): void {
  s.eachSplit(S, (A, B) => {
    const rb = right(B);
    if (rb.size === 0) return;
    const la = left(A);
    if (la.size === 0) return;
    s.combine(into, la, rb, op);
  });
}

/**
 * Calls visit(A, a, B, c) for the ways left(A) op right(B) = n/d over the
 * splits S = A + B (a = an/ad in left(A), c = c/e in right(B)); stops, and
 * answers true, when visit does. Anything × 0 is 0: with c = 0 and n = 0
 * every left value fits, and visit sees either all of them (`everyLeft`) or
 * only the first.
 */
export function eachChain(
  s: Searcher,
  S: number,
  n: number,
  d: number,
  op: '*' | '/',
  left: (A: number) => ValueSet,
  right: (B: number) => ValueSet,
  everyLeft: boolean,
  visit: (A: number, an: number, ad: number, B: number, c: number, e: number) => boolean,
): boolean {
  let stopped = false;
  s.eachSplit(S, (A, B) => {
    const rb = right(B);
    if (rb.size === 0) return false;
    const la = left(A);
    if (la.size === 0) return false;
    for (let j = 0; j < rb.size; j++) {
      const c = rb.num[j] as number;
      const e = rb.den[j] as number;
      if (c === 0) {
        if (op === '/' || n !== 0) continue;
        const k = everyLeft ? la.size : 1;
        for (let i = 0; i < k; i++) {
          if (visit(A, la.num[i] as number, la.den[i] as number, B, c, e)) return (stopped = true);
        }
        continue;
      }
      // a = v ÷ c  (for ×)  or  a = v × c  (for ÷)
      const ok = op === '*' ? div(n, d, c, e) : mul(n, d, c, e);
      if (!ok || !la.has(out.n, out.d)) continue;
      if (visit(A, out.n, out.d, B, c, e)) return (stopped = true);
    }
    return false;
  });
  return stopped;
}

export function termSet(s: Searcher, S: number): ValueSet {
  const got = s.termMemo[S];
  if (got) return got;
  const f = s.factorSet(S);
  const set = new ValueSet();
  for (let i = 0; i < f.size; i++) set.add(f.num[i] as number, f.den[i] as number);
  // the hot loop of the whole search: written out (no closures passed down) so it stays monomorphic
  for (const { t, op } of s.mulTypes) {
    if (s.count(S, t) === 0) continue;
    s.eachSplit(S - (s.stride[t] as number), (A, B) => {
      const fb = s.factorSet(B);
      if (fb.size === 0) return;
      const ta = s.termSet(A);
      if (ta.size === 0) return;
      s.combine(set, ta, fb, op);
    });
  }
  const p = s.paren;
  if (p >= 0 && s.count(S, p) > 0) {
    const term = (A: number): ValueSet => s.termSet(A);
    // a group beside a term multiplies it: a (x)> b + c  =  a(b + c)
    combineSplits(s, set, S, '*', term, (B) => (s.count(B, p) === 0 ? EMPTY : s.groupSet(B)));
    // a number right after a group multiplies the term: (2 + .1) 5
    combineSplits(
      s,
      set,
      S,
      '*',
      (A) => (s.count(A, p) === 0 ? EMPTY : s.gtermSet(A)),
      (B) => s.plainNumbers(B),
    );
  }
  s.termMemo[S] = set;
  return set;
}

/**
 * A witness of left(A) op right(B) = n/d over the splits of S, `join` between
 * the two parts (the operator cube, or nothing), or null.
 */
export function chainWitness(
  s: Searcher,
  S: number,
  n: number,
  d: number,
  op: '*' | '/',
  join: number[],
  left: (A: number) => ValueSet,
  leftWitness: (A: number, a: number, b: number) => number[] | null,
  right: (B: number) => ValueSet,
  rightWitness: (B: number, c: number, e: number) => number[] | null,
): number[] | null {
  const keep = new Keeper(s);
  eachChain(s, S, n, d, op, left, right, false, (A, an, ad, B, c, e) => {
    const l = leftWitness(A, an, ad);
    const r = l && rightWitness(B, c, e);
    return l !== null && r !== null && keep.offer([...l, ...join, ...r]);
  });
  return keep.best;
}

/** A type sequence for a term with value n/d using exactly S (or null). */
export function termWitness(s: Searcher, S: number, n: number, d: number): number[] | null {
  return remembered(s, `t${S}|${n}/${d}`, () => termWitnessOf(s, S, n, d));
}

function termWitnessOf(s: Searcher, S: number, n: number, d: number): number[] | null {
  const keep = new Keeper(s);
  if (s.factorSet(S).has(n, d) && keep.offer(s.factorWitness(S, n, d))) return keep.best;
  const term = (A: number): ValueSet => s.termSet(A);
  const termW = (A: number, a: number, b: number): number[] | null => s.termWitness(A, a, b);
  for (const { t, op } of s.mulTypes) {
    if (s.count(S, t) === 0) continue;
    if (
      keep.offer(
        chainWitness(
          s,
          S - (s.stride[t] as number),
          n,
          d,
          op,
          [t],
          term,
          termW,
          (B) => s.factorSet(B),
          (B, c, e) => s.factorWitness(B, c, e),
        ),
      )
    )
      return keep.best;
  }
  const p = s.paren;
  if (p >= 0 && s.count(S, p) > 0) {
    const group = (B: number): ValueSet => (s.count(B, p) > 0 ? s.groupSet(B) : EMPTY);
    if (keep.offer(chainWitness(s, S, n, d, '*', [], term, termW, group, (B, c, e) => s.groupWitness(B, c, e)))) return keep.best;
    // gterm(A) · number(B) = v: "(x)> … | 5"
    const gterm = (A: number): ValueSet => (s.count(A, p) === 0 ? EMPTY : s.gtermSet(A));
    const after = chainWitness(
      s,
      S,
      n,
      d,
      '*',
      [],
      gterm,
      (A, a, b) => s.gtermWitness(A, a, b),
      (B) => s.plainNumbers(B),
      (B, c, e) => s.factorWitness(B, c, e),
    );
    if (keep.offer(after)) return keep.best;
  }
  return keep.best;
}

/** How many distinct cube-type sequences make a term S with value n/d, at most cap (numbers only: groups are not counted). */
export function countTerm(s: Searcher, S: number, n: number, d: number, cap: number): number {
  const key = `t${S}|${n}/${d}`;
  const got = s.countMemo.get(key);
  if (got !== undefined) return got;
  let total = wordCount(s, S, n, d);
  for (const op of ['*', '/'] as const) {
    const t = s.opType[op];
    if (t < 0 || s.count(S, t) === 0 || total >= cap) continue;
    eachChain(
      s,
      S - (s.stride[t] as number),
      n,
      d,
      op,
      (A) => s.termSet(A),
      (B) => s.numberSet[B] ?? EMPTY,
      true,
      (A, an, ad, B, c, e) => {
        total += countTerm(s, A, an, ad, cap) * wordCount(s, B, c, e);
        return total >= cap;
      },
    );
  }
  total = Math.min(total, cap);
  s.countMemo.set(key, total);
  return total;
}
