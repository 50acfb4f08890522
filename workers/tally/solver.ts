/**
 * The Tally Rally solver's targeted questions: the longest equation with a
 * proof, the best ones by points, whether one of at least k tiles exists, one
 * through a given tile. The enumerator of every equation up to a tile limit is
 * in enumerate.ts (re-exported here, so callers import one module).
 *
 * Brackets are not considered here (the default setting); brackets.ts lists
 * the equations that need them, for rounds played with brackets on.
 *
 * The longest equation is searched length by length from 16 down: all paths
 * of exactly L tiles, and for each path a complete search of where '=' and the
 * signs go. The first length with an equation is the answer; it is proven
 * when every longer length was searched to the end within the time budget.
 */
import { CELLS, NEIGHBOURS, type Board } from '../../src/games/tally/board';
import { keyOfText } from '../../src/games/tally/equation';
import { enumerateBracketed } from './brackets';
import { ADD, CAT, DIV, MUL, POW10, SIGN, SUB, enumerateEquations, isDull, isPadded, now, type Found } from './enumerate';

export { enumerateEquations, isDull, isPadded, sortFound, type EnumerateOptions, type EnumerateResult, type Found } from './enumerate';

// ---------------------------------------------------------------------------
// Exact-length search

/**
 * Signs for a calculation over `ds` whose value is `target`, or null.
 * Returns gap codes (length ds.length - 1). Complete: when it returns null,
 * there is none. `budget.deadline` stops the search (then `budget.out` is set and null means "unknown").
 * With `natural`, no 0 is multiplied or divided (no `6 × 0 × 8` trick) and
 * nothing is padding (no 0 added or taken away, no factor or divisor 1):
 * complete for the calculations of that kind.
 */
export function signsFor(ds: readonly number[], target: number, budget: { deadline: number; out: boolean }, natural = false): number[] | null {
  const k = ds.length;
  if (k < 2) return null;
  const gaps = new Array<number>(k).fill(0);
  const failed = new Set<string>();
  let ticks = 0;
  const go = (i: number, S: number, sgn: number, T: number, tOp: number, cur: number, ops: number, mulDiv: boolean): boolean => {
    if (budget.out) return false;
    if ((++ticks & 1023) === 0 && now() > budget.deadline) {
      budget.out = true;
      return false;
    }
    let term: number;
    let termOk = true;
    if (tOp === 0) term = cur;
    else if (tOp === MUL) term = T * cur;
    else if (cur === 0 || T % cur !== 0) {
      term = 0;
      termOk = false;
    } else term = T / cur;
    const value = termOk ? (sgn > 0 ? S + term : S - term) : -1;
    // natural: the term closing here is not a lone 0 (`+ 0`, `0 +`) and its last factor is not 1 (`× 1`, `÷ 1`)
    const loneZero = tOp === 0 && cur === 0;
    const byOne = tOp !== 0 && cur === 1;
    if (i === k) return ops > 0 && value === target && !(target === 0 && mulDiv) && !(natural && (byOne || (loneZero && ops > 0)));
    // Bounds: digits left r; anything they add or take away is below 10^r,
    // and the term being built can grow by at most a factor 10^r.
    const r = k - i;
    const grow = POW10[r] as number;
    const termNow = termOk ? term : tOp === 0 ? cur : T;
    const hi = S + (sgn > 0 ? Math.max(termNow, 1) * grow : 0) + grow;
    if (hi < target) return false;
    const lo = S - (sgn < 0 ? Math.max(termNow, 1) * grow : 0) - grow;
    if (lo > target) return false;
    const key = `${i},${S},${sgn},${T},${tOp},${cur},${ops > 0 ? 1 : 0},${mulDiv ? 1 : 0}`;
    if (failed.has(key)) return false;
    const d = ds[i] as number;
    if (termOk && value >= 0 && !(natural && (loneZero || byOne || d === 0))) {
      gaps[i] = ADD;
      if (go(i + 1, value, 1, 0, 0, d, ops + 1, mulDiv)) return true;
      gaps[i] = SUB;
      if (go(i + 1, value, -1, 0, 0, d, ops + 1, mulDiv)) return true;
    }
    // A number starting with 0 is 0 itself (no leading zeros), so a 0 beside × or ÷ is a factor 0.
    if (termOk && !(natural && (cur === 0 || d === 0 || byOne || (tOp === 0 && cur === 1)))) {
      gaps[i] = MUL;
      if (go(i + 1, S, sgn, term, MUL, d, ops + 1, true)) return true;
      gaps[i] = DIV;
      if (go(i + 1, S, sgn, term, DIV, d, ops + 1, true)) return true;
    }
    if (cur !== 0) {
      gaps[i] = CAT;
      if (go(i + 1, S, sgn, T, tOp, cur * 10 + d, ops, mulDiv)) return true;
    }
    if (!budget.out) failed.add(key);
    return false;
  };
  return go(1, 0, 1, 0, 0, ds[0] as number, 0, false) ? gaps.slice(1) : null;
}

const joinText = (ds: readonly number[], gaps: readonly number[]): string => {
  let s = String(ds[0]);
  for (let i = 1; i < ds.length; i++) s += SIGN[gaps[i - 1] as number] + String(ds[i]);
  return s;
};

/**
 * An equation reading exactly the digits `ds` in order (all of them), or null.
 * With `natural`, only equations a student would write without a trick: no 0
 * multiplied or divided, and the single number is not 0.
 */
export function equationOnDigits(ds: readonly number[], budget: { deadline: number; out: boolean }, natural = false): string | null {
  const L = ds.length;
  for (let m = 1; m <= L - 2; m++) {
    const k = L - m;
    if (m > k) break; // a k-digit calculation is below 10^k
    // number first
    if ((m === 1 || ds[0] !== 0) && !(natural && ds[0] === 0)) {
      const head = ds.slice(0, m);
      const target = Number(head.join(''));
      const rest = ds.slice(m);
      const g = signsFor(rest, target, budget, natural);
      if (g) return `${head.join('')}=${joinText(rest, g)}`;
    }
    // calculation first
    if ((m === 1 || ds[k] !== 0) && !(natural && ds[k] === 0)) {
      const tail = ds.slice(k);
      const target = Number(tail.join(''));
      const rest = ds.slice(0, k);
      const g = signsFor(rest, target, budget, natural);
      if (g) return `${joinText(rest, g)}=${tail.join('')}`;
    }
    if (budget.out) return null;
  }
  return null;
}

/**
 * An equation of exactly L tiles, searching every path of that length; `complete` when the search finished.
 * With `natural`, only equations without a 0 multiplied or divided and without `0 =` (see equationOnDigits).
 */
export function findOfLength(
  board: Board,
  L: number,
  deadline: number,
  natural = false,
  usable: readonly boolean[] | null = null,
): { found: Found | null; complete: boolean } {
  if (L < 3 || L > CELLS) return { found: null, complete: true };
  if (usable && usable.filter(Boolean).length < L) return { found: null, complete: true };
  const budget = { deadline, out: false };
  const path: number[] = [];
  const used = new Uint8Array(CELLS);
  let found: Found | null = null;
  const seen = new Set<string>();
  const walk = (cell: number): boolean => {
    path.push(cell);
    used[cell] = 1;
    let done = false;
    if (path.length === L) {
      const ds = path.map((c) => board[c] as number);
      const key = ds.join('');
      if (!seen.has(key)) {
        seen.add(key);
        const text = equationOnDigits(ds, budget, natural);
        if (text) {
          found = { text, cells: path.slice(), tiles: L };
          done = true;
        }
      }
    } else {
      for (const n of NEIGHBOURS[cell] as readonly number[]) {
        if (used[n] || (usable && !usable[n])) continue;
        if (walk(n) || budget.out) {
          done = true;
          break;
        }
      }
    }
    path.pop();
    used[cell] = 0;
    return done;
  };
  for (let s = 0; s < CELLS; s++) {
    if (usable && !usable[s]) continue;
    if (walk(s) || budget.out) break;
  }
  if (!found && now() > deadline) budget.out = true;
  return { found, complete: found !== null || !budget.out };
}

export interface Longest {
  equation: Found | null;
  tiles: number;
  /** True when no longer equation exists (every longer length was searched to the end). */
  proven: boolean;
}

/** An equation a student would find odd: a 0 multiplied or divided, padding (`+ 0`, `− 0`, `× 1`, `÷ 1`), or `0 =` / `= 0`. */
const isTrick = (text: string): boolean => isDull(text) || isPadded(text);

/**
 * Among equations of the same length, a natural one (no `× 0` trick, see
 * findOfLength) when a short search finds one; otherwise `found` itself.
 */
function preferNatural(board: Board, found: Found, deadline: number, usable: readonly boolean[] | null = null): Found {
  if (!isTrick(found.text) || now() >= deadline) return found;
  const r = findOfLength(board, found.tiles, deadline, true, usable);
  return r.found ?? found;
}

/** Which tiles may be used when the given digits are left out (e.g. "longest with no 0 or 1"). */
export function usableWithout(board: Board, digits: readonly number[]): boolean[] {
  return board.map((d) => !digits.includes(d));
}

/**
 * The longest equation on the board (on the `usable` tiles only, when given).
 * The proof runs within budgetMs; when it cannot finish, the best equation
 * found is returned with proven: false. Among the equations of that length,
 * one without a `× 0` trick is shown when a short extra search (a tenth of
 * the budget) finds one.
 *
 * On a whole board a 16-tile equation almost always exists (0 and 1 pad any
 * line), so the first length tried answers. Leaving tiles out (no 0 or 1, a
 * handful of tiles) is where the proof that no longer equation exists does
 * the work; the benchmark and tests measure it there.
 */
export function longestEquation(board: Board, budgetMs = 1000, usable: readonly boolean[] | null = null): Longest {
  const deadline = now() + budgetMs;
  let proven = true;
  const top = usable ? usable.filter(Boolean).length : CELLS;
  for (let L = top; L >= 3; L--) {
    const slice = proven ? deadline : now() + Math.max(5, budgetMs / 40);
    const r = findOfLength(board, L, slice, false, usable);
    if (r.found) return { equation: preferNatural(board, r.found, Math.min(deadline, now() + budgetMs / 10), usable), tiles: L, proven };
    if (!r.complete) proven = false;
  }
  if (proven) return { equation: null, tiles: 0, proven: true };
  // Out of time: fall back to the complete list of short equations.
  const short = enumerateEquations(board, { maxTiles: 5 }).equations.filter((f) => !usable || f.cells.every((c) => usable[c]));
  const best = short[0] ?? null;
  return { equation: best, tiles: best?.tiles ?? 0, proven: false };
}

/** Whether an equation of at least k tiles exists (with one), within a time budget. */
export function existsAtLeast(board: Board, k: number, budgetMs = 1000): { exists: boolean; equation: Found | null; proven: boolean } {
  const deadline = now() + budgetMs;
  let complete = true;
  for (let L = Math.max(3, k); L <= CELLS; L++) {
    const r = findOfLength(board, L, deadline);
    if (r.found) return { exists: true, equation: preferNatural(board, r.found, Math.min(deadline, now() + budgetMs / 10)), proven: true };
    if (!r.complete) complete = false;
  }
  return { exists: false, equation: null, proven: complete };
}

/**
 * The best equations by points (tiles), skipping any whose scoring key is
 * excluded, one equation per scoring family. With `parens`, equations that need brackets (up to 5 tiles, see
 * brackets.ts) are considered too.
 */
export function bestEquations(board: Board, opts: { count: number; maxTiles?: number; exclude?: (f: Found) => boolean; parens?: boolean }): Found[] {
  const maxTiles = opts.maxTiles ?? 6;
  const plain = enumerateEquations(board, { maxTiles }).equations;
  const all = opts.parens ? [...plain, ...enumerateBracketed(board, maxTiles)] : plain;
  // Among equally long ones, the more interesting first: no multiplying by 0, fewer signs.
  // Then no padding (adding 0, multiplying or dividing by 1).
  const rank = all.map((f) => ({
    f,
    dull: isDull(f.text) ? 1 : 0,
    padded: isPadded(f.text) ? 1 : 0,
    signs: (f.text.match(/[+\-*/]/g) ?? []).length,
  }));
  rank.sort(
    (a, b) => b.f.tiles - a.f.tiles || a.dull - b.dull || a.padded - b.padded || a.signs - b.signs || (a.f.text < b.f.text ? -1 : a.f.text > b.f.text ? 1 : 0),
  );
  // Among equally long ones, variety: a kind of calculation not shown yet (its signs) and numbers
  // not shown yet come first, so the list is not five sums that all start with 12.
  const out: Found[] = [];
  const families = new Set<string>();
  const shapes = new Set<string>();
  const numbers = new Set<string>();
  const taken = new Uint8Array(rank.length);
  const familyOf = (f: Found): string => keyOfText(f.text, true) ?? f.text;
  const shapeOf = (f: Found): string => (f.text.match(/[+\-*/]/g) ?? []).sort().join('');
  const numbersOf = (f: Found): string[] => f.text.split(/[^0-9]+/).filter((n) => n !== '');
  const usable = (i: number): boolean => {
    if (taken[i]) return false;
    const f = (rank[i] as (typeof rank)[number]).f;
    if (opts.exclude?.(f)) {
      taken[i] = 1;
      return false;
    }
    if (families.has(familyOf(f))) {
      taken[i] = 1; // 13 + 70 = 83 and 83 − 70 = 13 are one equation
      return false;
    }
    return true;
  };
  let start = 0;
  while (out.length < opts.count) {
    while (start < rank.length && !usable(start)) start++;
    if (start >= rank.length) break;
    const first = rank[start] as (typeof rank)[number];
    let pick = start;
    let best = -1;
    for (let i = start, seen = 0; i < rank.length && seen < 3000; i++) {
      const r = rank[i] as (typeof rank)[number];
      if (r.f.tiles !== first.f.tiles || r.dull > first.dull || r.padded > first.padded) break;
      if (!usable(i)) continue;
      seen++;
      const score = (shapes.has(shapeOf(r.f)) ? 0 : 2) + (numbersOf(r.f).some((n) => numbers.has(n)) ? 0 : 1);
      if (score > best) {
        best = score;
        pick = i;
        if (score === 3) break;
      }
    }
    const f = (rank[pick] as (typeof rank)[number]).f;
    taken[pick] = 1;
    families.add(familyOf(f));
    shapes.add(shapeOf(f));
    for (const n of numbersOf(f)) numbers.add(n);
    out.push(f);
  }
  return out;
}

/**
 * One equation through a given tile, as short as possible (up to maxTiles), or null.
 * Among those of that length, one without a trick first (no × 0, no padding
 * like `4 = 4 − 0`): it is what a hint shows a student.
 */
export function equationThrough(board: Board, cell: number, maxTiles = 6): Found | null {
  const trick = (f: Found): number => (isDull(f.text) ? 2 : isPadded(f.text) ? 1 : 0);
  for (let L = 3; L <= maxTiles; L++) {
    let hit: Found | null = null;
    let hitTrick = 3;
    enumerateEquations(board, {
      maxTiles: L,
      minTiles: L,
      onFound: (f) => {
        if (!f.cells.includes(cell)) return false;
        const k = trick(f);
        if (k < hitTrick) {
          hit = f;
          hitTrick = k;
        }
        return k === 0;
      },
    });
    if (hit) return hit;
  }
  return null;
}
