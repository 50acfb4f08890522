/**
 * factor = ['-'] number | ['-'] group
 *
 * A number is one of the words of ./numbers.ts and ./powers.ts (a minus cube
 * used as its sign is part of the word); from game 4 on a factor may also be
 * a group, signed or not (./group.ts). Counting factors is counting words
 * (term.ts); groups are not counted.
 */
import { ValueSet } from '../rat';
import { EMPTY } from './codes';
import type { Searcher } from './searcher';
import { Keeper } from './tidy';

/** Values of one factor using exactly S: a (signed) number, or in game 4 on a (signed) group. */
export function factorSet(s: Searcher, S: number): ValueSet {
  const p = s.paren;
  if (p < 0 || s.count(S, p) === 0) return s.numberSet[S] ?? EMPTY;
  const got = s.factorMemo[S];
  if (got) return got;
  const set = new ValueSet();
  const f = s.numberSet[S];
  if (f) for (let i = 0; i < f.size; i++) set.add(f.num[i] as number, f.den[i] as number);
  const inner = S - (s.stride[p] as number);
  const g = s.groupSet(S);
  for (let i = 0; i < g.size; i++) set.add(g.num[i] as number, g.den[i] as number);
  const minus = s.opType['-'];
  if (minus >= 0 && s.count(inner, minus) > 0) {
    const neg = s.groupSet(S - (s.stride[minus] as number));
    for (let i = 0; i < neg.size; i++) set.add(-(neg.num[i] as number) || 0, neg.den[i] as number);
  }
  s.factorMemo[S] = set;
  return set;
}

/** Unsigned numbers using exactly S (no minus cube in S). */
export function plainNumbers(s: Searcher, S: number): ValueSet {
  const minus = s.opType['-'];
  if (minus >= 0 && s.count(S, minus) > 0) return EMPTY;
  return s.numberSet[S] ?? EMPTY;
}

/** A factor with value n/d using exactly S: a word (the first, or the tidiest), else a (signed) group. */
export function factorWitness(s: Searcher, S: number, n: number, d: number): number[] | null {
  const keep = new Keeper(s);
  const list = s.words.get(S);
  if (list) for (const w of list) if (w.n === n && w.d === d && keep.offer(w.types)) return keep.best;
  const p = s.paren;
  if (p < 0 || s.count(S, p) === 0) return keep.best;
  if (s.groupSet(S).has(n, d) && keep.offer(s.groupWitness(S, n, d))) return keep.best;
  const minus = s.opType['-'];
  if (minus >= 0 && s.count(S, minus) > 0) {
    const inner = S - (s.stride[minus] as number);
    const nn = n === 0 ? 0 : -n;
    if (s.count(inner, p) > 0 && s.groupSet(inner).has(nn, d)) {
      const g = s.groupWitness(inner, nn, d);
      if (keep.offer(g && [minus, ...g])) return keep.best;
    }
  }
  return keep.best;
}

/** How many number words using exactly S have the value n/d. */
export function wordCount(s: Searcher, S: number, n: number, d: number): number {
  let k = 0;
  const list = s.words.get(S);
  if (list) for (const w of list) if (w.n === n && w.d === d) k++;
  return k;
}
