/**
 * Which witness a rule settles on. By default the first one its search finds
 * (the order of the splits). With `Searcher.tidy` on, the tidiest: the one
 * with the fewest tricks (tricks.ts: × 0, ± 0, a lone −0, × 1), the search
 * stopping at one with none; each rule's choice is remembered by rule, cubes
 * and value. A work allowance (offers, not time, so a roll always gives the
 * same answer) bounds the search on hands full of zeros and ones; with a
 * deadline (the budgeted games, 1C(b) and 4 on, whose found answer is
 * written tidily after the search: solve.ts `tidyWriting`) the allowance
 * also runs out at the deadline.
 *
 * For a whole equation (`tidiest`), the same cubes may also be split another
 * way into two sides, or reach another value of the same score: the fewest
 * tricks win, then the natural reading order (the shorter side, the answer,
 * on the right).
 */
import { trickRank } from '../tricks';
import type { CubeType } from '../model';
import { GAP, OPEN, RATIO, SUB, SUP } from './codes';
import type { FoundEquation } from './longest';
import type { Searcher } from './searcher';

/** How many witnesses a tidy search may weigh per searcher before it keeps the best so far. */
export const TIDY_WORK = 5000;

/**
 * Counts one witness weighed; every 64th also reads the clock when there is
 * a deadline: past it the work allowance counts as spent, so every rule
 * settles on the best witness it has weighed and a tidy writing ends in time.
 */
function spend(s: Searcher): void {
  s.tidyWork++;
  if (s.tidyWork % 64 === 0 && s.deadline !== Infinity && s.tidyWork <= TIDY_WORK && s.clock() > s.deadline) s.tidyWork = TIDY_WORK + 1;
}

/** A witness as tokens close enough to the engine's text for trickRank (a cube type reads as its first face). */
export function witnessTokens(s: Searcher, w: readonly number[]): string[] {
  const face = (t: number): string => (s.types[t] as CubeType).faces[0] as string;
  return w.map((c) => {
    if (c === GAP) return '|';
    if (c === OPEN) return '(x)>';
    if (c === RATIO) return '//';
    if (c <= SUP) return `^${face(SUP - c)}`;
    if (c <= SUB) return `_${face(SUB - c)}`;
    return face(c);
  });
}

/** Collects a rule's witnesses: keeps the first, or in tidy mode the one with the fewest tricks. */
export class Keeper {
  best: number[] | null = null;
  private rank = Infinity;
  constructor(private readonly s: Searcher) {}

  /** Offers a witness (or null, ignored); true when the rule's search can stop. */
  offer(w: number[] | null): boolean {
    if (!w) return false;
    const s = this.s;
    if (!s.tidy) {
      this.best = w;
      return true;
    }
    spend(s);
    const r = trickRank(witnessTokens(s, w), false);
    if (r < this.rank) {
      this.best = w;
      this.rank = r;
    }
    return this.rank === 0 || s.tidyWork > TIDY_WORK;
  }
}

/** In tidy mode a rule's witness for (S, value) is found once (key: rule letter, S and value). */
export function remembered(s: Searcher, key: string, find: () => number[] | null): number[] | null {
  if (!s.tidy) return find();
  const got = s.tidyMemo.get(key);
  if (got !== undefined) return got;
  const w = find();
  s.tidyMemo.set(key, w);
  return w;
}

/**
 * The tidiest way to write an equation with the same cubes: its own split
 * either way round, or another split, with its value or another one they
 * share (never 0 instead of another value, nor another value instead of 0,
 * so the score stays the same). On hands of 9 cubes or more only the splits
 * whose side sets the search built are weighed.
 */
export function tidiest(s: Searcher, eq: FoundEquation): FoundEquation {
  if (!s.tidy) return eq;
  const U = eq.U;
  let best = eq;
  let bestRank = Infinity;
  let bestReading = Infinity;
  const consider = (L: number, R: number, n: number, d: number): boolean => {
    const left = s.eqSideWitness(L, n, d);
    const right = left && s.eqSideWitness(R, n, d);
    if (!left || !right) return false;
    const rank = trickRank([...witnessTokens(s, left), '=', ...witnessTokens(s, right)], n === 0);
    // the natural reading: the working on the left, the shorter side (the answer) on the right
    const reading = (s.cubesOf[R] as number) - (s.cubesOf[L] as number);
    if (rank < bestRank || (rank === bestRank && reading < bestReading)) {
      best = L === eq.L && n === eq.n && d === eq.d ? eq : { ...eq, L, R, n, d };
      bestRank = rank;
      bestReading = reading;
    }
    return bestRank === 0 && bestReading <= 0;
  };
  if (consider(eq.L, eq.R, eq.n, eq.d) || consider(eq.R, eq.L, eq.n, eq.d)) return best;
  const big = (s.cubesOf[U] as number) >= 9;
  s.eachSplit(U, (L, R) => {
    if (s.tidyWork > TIDY_WORK) return true;
    if (big && !(s.hasEqSideSet(L) && s.hasEqSideSet(R))) return false;
    const sl = s.eqSideSet(L);
    if (sl.size === 0) return false;
    const sr = s.eqSideSet(R);
    for (let i = 0; i < sl.size; i++) {
      const n = sl.num[i] as number;
      const d = sl.den[i] as number;
      if ((n === 0) !== (eq.n === 0) || !sr.has(n, d)) continue;
      spend(s);
      if (consider(L, R, n, d)) return true;
    }
    return false;
  });
  return best;
}
