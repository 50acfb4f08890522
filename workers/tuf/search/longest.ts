/**
 * The walk over sub-multisets: the order they are tried in (score, then
 * cubes), a cheap filter, the equation of one sub-multiset (`equationFor`:
 * splits balanced first, lopsided ones by membership, the zero setting), and
 * `longest`, the best equation with its proof, budget and tie-breaks.
 */
import { defaultNow } from '../clock';
import type { CubeType } from '../model';
import { OutOfTime } from './codes';
import type { Searcher } from './searcher';

/** Order in which sub-multisets are tried: score, then cubes, both descending. */
export function candidateOrder(s: Searcher): number[] {
  const all: number[] = [];
  for (let U = 1; U < s.total; U++) all.push(U);
  all.sort((a, b) => (s.scoreOf[b] as number) - (s.scoreOf[a] as number) || (s.cubesOf[b] as number) - (s.cubesOf[a] as number) || a - b);
  return all;
}

export interface LongestOptions {
  /** Absolute time (ms, from `now`) after which the search stops, unproven. */
  deadline?: number;
  now?: () => number;
  /** Sub-multisets (indices) not to report, e.g. ones whose witness the engine rejected. */
  skip?: ReadonlySet<number>;
  /** Only sub-multisets holding a cube of this type (e.g. a preset constant cube), or -1. */
  mustUse?: number;
  /** Called with each improvement while searching (budgeted play). */
  onBest?: (c: FoundEquation) => void;
  /** Only try splits whose sides both have at most this many cubes (a quick, unproven pass). */
  maxSide?: number;
  /** Start from this equation (a lower bound found earlier). */
  start?: FoundEquation | null;
  /**
   * Optional score bonuses (game 5's base bonus, game 6's exponent bonus):
   * the score of an equation then depends on its arrangement, not only on
   * its cubes. `bound(U)` is the most bonus cubes U could earn, `max` the
   * most any sub-multiset could, and `rescore` the equation's real score
   * (the engine's), or null when it is not accepted. The walk then goes on
   * past a found equation while a bonus could still beat it.
   */
  bonus?: { bound: (U: number) => number; max: number; rescore: (hit: FoundEquation) => number | null };
  /**
   * Among equations of the same score and cubes, how much of a trick one is
   * (0: none; higher: worse — a zero multiplied in, a 0 or 1 padded on, both
   * sides 0). While the best so far is a trick, the walk goes on through
   * sub-multisets that could only tie it, and a tie with fewer tricks wins.
   */
  trick?: (hit: FoundEquation) => number;
}

export interface FoundEquation {
  /** Sub-multiset used for the two sides ('=' not included). */
  U: number;
  L: number;
  R: number;
  /** Common value of the sides. */
  n: number;
  d: number;
  /** Rulebook score ('=' included, fraction 2, zero penalty applied). */
  score: number;
  cubes: number;
}

export interface LongestOutcome {
  best: FoundEquation | null;
  proven: boolean;
  stopped?: 'budget' | 'overflow';
  checked: number;
}

/** Whether U could possibly hold an equation (cheap necessary conditions). */
export function plausible(s: Searcher, U: number): boolean {
  let numberCubes = 0;
  let strictOps = 0;
  let minus = 0;
  let parens = 0;
  for (let t = 0; t < s.n; t++) {
    const k = s.count(U, t);
    if (k === 0) continue;
    const kind = (s.types[t] as CubeType).kind;
    if (kind.kind === 'digit' || kind.kind === 'frac' || kind.kind === 'const') numberCubes += k;
    else if (kind.kind === 'op') {
      if (kind.op === '-') minus += k;
      else strictOps += k;
    } else if (kind.kind === 'paren') parens += k;
  }
  if (parens > 0) return numberCubes >= 2 && strictOps <= numberCubes - 2;
  if (numberCubes < 2) return false;
  if (strictOps > numberCubes - 2) return false;
  if (!s.rules.doubleNegative && strictOps + minus > 2 * numberCubes - 2) return false;
  return true;
}

/**
 * An equation using exactly the cubes U ('=' aside), or null. With the zero
 * penalty an equation equating to zero is returned only when no other
 * exists, with its score lowered by 2; when zero is not allowed it is never
 * returned.
 */
export function equationFor(s: Searcher, U: number, maxSide = Infinity): FoundEquation | null {
  const rawScore = (s.scoreOf[U] as number) + 1;
  const cubes = (s.cubesOf[U] as number) + 1;
  const zero = s.rules.zero;
  let zeroOnly: FoundEquation | null = null;
  // with zero allowed, an equation that equates to zero is kept as a fallback:
  // a non-zero one reads better ("equating to zero can become a gimmick")
  let zeroAllowed: FoundEquation | null = null;
  const splits: number[] = [];
  s.eachSplit(U, (L, R) => {
    if (L < R) return;
    if (Math.max(s.cubesOf[L] as number, s.cubesOf[R] as number) > maxSide) return;
    splits.push(L);
  });
  // balanced splits first: their side sets are the cheapest to build
  const weight = (L: number): number => Math.max(s.cubesOf[L] as number, s.cubesOf[U - L] as number);
  splits.sort((a, b) => weight(a) - weight(b) || a - b);
  const top = s.cubesOf[U] as number;
  for (const L of splits) {
    const R = U - L;
    // a lopsided split (one side of at most 2 cubes, the other big): ask the
    // big side for the small side's few values instead of building its set
    const [bigS, smallS] = (s.cubesOf[L] as number) >= (s.cubesOf[R] as number) ? [L, R] : [R, L];
    // A zero fallback found earlier does not stop the search for a non-zero equation; on big hands
    // (9 cubes or more) only splits whose side sets are already built are still tried, to keep the time.
    if (zeroAllowed && top >= 9 && !(s.hasEqSideSet(L) && s.hasEqSideSet(R))) continue;
    if (s.lopsided && !s.rules.ratio && (s.cubesOf[smallS] as number) <= s.lopsidedSmall && top >= 9 && !s.hasSideSet(bigS)) {
      const small = s.sideSet(smallS);
      for (let i = 0; i < small.size; i++) {
        const n = small.num[i] as number;
        const d = small.den[i] as number;
        if (n === 0) {
          if (zero === 'penalty' && !zeroOnly && s.memberSide(bigS, n, d)) zeroOnly = { U, L, R, n, d, score: rawScore - 2, cubes };
          if (zero === 'allow' && !zeroAllowed && s.memberSide(bigS, n, d)) zeroAllowed = { U, L, R, n, d, score: rawScore, cubes };
          continue;
        }
        if (s.memberSide(bigS, n, d)) return { U, L, R, n, d, score: rawScore, cubes };
      }
      continue;
    }
    const sl = s.eqSideSet(L);
    if (sl.size === 0) continue;
    const sr = s.eqSideSet(R);
    if (sr.size === 0) continue;
    const [small, big] = sl.size <= sr.size ? [sl, sr] : [sr, sl];
    for (let i = 0; i < small.size; i++) {
      const n = small.num[i] as number;
      const d = small.den[i] as number;
      if (!big.has(n, d)) continue;
      if (n === 0) {
        if (zero === 'penalty' && !zeroOnly) zeroOnly = { U, L, R, n, d, score: rawScore - 2, cubes };
        if (zero === 'allow' && !zeroAllowed) zeroAllowed = { U, L, R, n, d, score: rawScore, cubes };
        continue;
      }
      return { U, L, R, n, d, score: rawScore, cubes };
    }
  }
  return zeroAllowed ?? zeroOnly;
}

/**
 * The best equation: the highest score, then the most cubes. `proven` when
 * every sub-multiset that could have beaten it was shown to be impossible.
 */
export function longest(s: Searcher, order: readonly number[], opts: LongestOptions = {}): LongestOutcome {
  const now = opts.now ?? defaultNow;
  const deadline = opts.deadline ?? Infinity;
  s.deadline = deadline;
  s.clock = now;
  const maxSide = opts.maxSide ?? Infinity;
  const mustUse = opts.mustUse ?? -1;
  let best: FoundEquation | null = opts.start ?? null;
  let checked = 0;
  const better = (score: number, cubes: number): boolean => best === null || score > best.score || (score === best.score && cubes > best.cubes);
  const trickOf = opts.trick;
  let bestTrick = best && trickOf ? trickOf(best) : 0;
  /** A candidate that can at best tie the best so far is still worth a look while the best is a trick. */
  const couldTie = (score: number, cubes: number): boolean => best !== null && bestTrick > 0 && score === best.score && cubes === best.cubes;
  const bonus = opts.bonus;
  try {
    for (const U of order) {
      const topScore = (s.scoreOf[U] as number) + 1 + (bonus?.max ?? 0);
      const topCubes = (s.cubesOf[U] as number) + 1;
      // candidates come best first (score, then cubes): once one can neither beat nor tie the best, none later can
      if (!better(topScore, topCubes) && !(!bonus && couldTie(topScore, topCubes))) break;
      if (bonus && !better((s.scoreOf[U] as number) + 1 + bonus.bound(U), (s.cubesOf[U] as number) + 1)) continue;
      if ((s.cubesOf[U] as number) > 2 * maxSide) continue;
      if (!plausible(s, U)) continue;
      if (opts.skip?.has(U)) continue;
      if (mustUse >= 0 && s.count(U, mustUse) === 0) continue;
      if (now() > deadline) throw new OutOfTime();
      checked++;
      let hit = equationFor(s, U, maxSide);
      if (hit && bonus) {
        const score = bonus.rescore(hit);
        hit = score === null ? null : { ...hit, score };
      }
      if (hit && better(hit.score, hit.cubes)) {
        best = hit;
        bestTrick = trickOf ? trickOf(hit) : 0;
        opts.onBest?.(hit);
      } else if (hit && trickOf && best && bestTrick > 0 && hit.score === best.score && hit.cubes === best.cubes) {
        const k = trickOf(hit);
        if (k < bestTrick) {
          best = hit;
          bestTrick = k;
          opts.onBest?.(hit);
        }
      }
    }
  } catch (e) {
    if (e instanceof OutOfTime) return { best, proven: false, stopped: 'budget', checked };
    throw e;
  }
  if (s.overflow) return { best, proven: false, stopped: 'overflow', checked };
  return { best, proven: maxSide === Infinity, checked };
}
