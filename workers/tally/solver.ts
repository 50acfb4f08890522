/**
 * The Tally Rally solver: every equation on a board up to a tile limit, and
 * targeted questions (the longest equation with a proof, the best ones by
 * points, whether one of at least k tiles exists, one through a given tile).
 *
 * Brackets are not considered here (the default setting); brackets.ts lists
 * the equations that need them, for rounds played with brackets on.
 *
 * Enumeration walks every path of the calculation side with every choice of
 * sign in its gaps, keeping the running state of a left-to-right evaluation
 * (sum so far, the product being built, the number being built) and cutting a
 * branch as soon as a step goes below zero or a division is not exact. Each
 * finished calculation with value v is then joined to the single number v:
 * a short search spells v's digits from a neighbour of the path's last tile
 * (calc = v) or, backwards, into a neighbour of its first tile (v = calc).
 *
 * The longest equation is searched length by length from 16 down: all paths
 * of exactly L tiles, and for each path a complete search of where '=' and the
 * signs go. The first length with an equation is the answer; it is proven
 * when every longer length was searched to the end within the time budget.
 */
import { CELLS, NEIGHBOURS, type Board } from '../../src/games/tally/board';
import { keyOfText } from '../../src/games/tally/equation';
import { enumerateBracketed } from './brackets';

export interface Found {
  /** Canonical text, `+ - * / =`, no spaces. */
  text: string;
  /** Row-major cell indices in path order. */
  cells: number[];
  tiles: number;
}

// Gap codes while searching.
const CAT = 0; // digits join into one number
const ADD = 1;
const SUB = 2;
const MUL = 3;
const DIV = 4;
const SIGN = ['', '+', '-', '*', '/'];

const POW10 = Array.from({ length: 17 }, (_, i) => 10 ** i);
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

export interface EnumerateOptions {
  /** Most tiles in an equation (3–16). */
  maxTiles: number;
  /** Fewest tiles to report (default 3). */
  minTiles?: number;
  /** Called for each new equation text; return true to stop the search. */
  onFound?: (f: Found) => boolean | void;
  /** Stop (leaving the result incomplete) after this time (Date.now() ms). */
  deadline?: number;
}

export interface EnumerateResult {
  equations: Found[];
  /** False when stopped early by onFound or the deadline. */
  complete: boolean;
}

const now = (): number => Date.now();

/** Every valid equation (without brackets) of up to maxTiles tiles, each text once. */
export function enumerateEquations(board: Board, opts: EnumerateOptions): EnumerateResult {
  const maxTiles = Math.min(CELLS, Math.max(0, Math.floor(opts.maxTiles)));
  const minTiles = Math.max(3, opts.minTiles ?? 3);
  const found = new Map<string, Found>();
  const path = new Int8Array(CELLS);
  const gaps = new Int8Array(CELLS);
  const used = new Uint8Array(CELLS);
  const spell = new Int8Array(CELLS);
  let stop = false;
  let ticks = 0;
  const deadline = opts.deadline ?? Infinity;

  const exprText = (len: number): string => {
    let s = String(board[path[0] as number]);
    for (let i = 1; i < len; i++) s += SIGN[gaps[i] as number] + String(board[path[i] as number]);
    return s;
  };

  // Spells the digits ds[from..] on a path going forward from `cell`'s neighbours.
  const spellForward = (ds: string, at: number, cell: number, depth: number): boolean => {
    if (at === ds.length) return true;
    const want = ds.charCodeAt(at) - 48;
    for (const n of NEIGHBOURS[cell] as readonly number[]) {
      if (used[n] || board[n] !== want) continue;
      used[n] = 1;
      spell[depth] = n;
      const ok = spellForward(ds, at + 1, n, depth + 1);
      used[n] = 0;
      if (ok) return true;
    }
    return false;
  };
  // Spells ds[..at] backwards: the last digit next to `cell`, earlier digits further away.
  const spellBackward = (ds: string, at: number, cell: number, depth: number): boolean => {
    if (at < 0) return true;
    const want = ds.charCodeAt(at) - 48;
    for (const n of NEIGHBOURS[cell] as readonly number[]) {
      if (used[n] || board[n] !== want) continue;
      used[n] = 1;
      spell[depth] = n;
      const ok = spellBackward(ds, at - 1, n, depth + 1);
      used[n] = 0;
      if (ok) return true;
    }
    return false;
  };

  const record = (text: string, cells: number[]): void => {
    if (found.has(text)) return;
    const f: Found = { text, cells, tiles: cells.length };
    found.set(text, f);
    if (opts.onFound?.(f)) stop = true;
  };

  const emit = (len: number, value: number, mulDiv: boolean): void => {
    if (value === 0 && mulDiv) return;
    if (value >= (POW10[maxTiles - len] as number)) return; // the number would not fit
    const ds = value < 10 ? (DIGITS[value] as string) : String(value);
    const total = len + ds.length;
    if (total > maxTiles || total < minTiles) return;
    // calculation = number
    const last = path[len - 1] as number;
    let text: string | null = null;
    if (spellForward(ds, 0, last, 0)) {
      text = exprText(len);
      const t = `${text}=${ds}`;
      if (!found.has(t)) record(t, [...path.subarray(0, len), ...spell.subarray(0, ds.length)]);
    }
    // number = calculation
    if (spellBackward(ds, ds.length - 1, path[0] as number, 0)) {
      text ??= exprText(len);
      const t = `${ds}=${text}`;
      if (!found.has(t)) {
        const before = Array.from(spell.subarray(0, ds.length)).reverse();
        record(t, [...before, ...path.subarray(0, len)]);
      }
    }
  };

  // len: tiles on the calculation path so far (the last digit is in `cur`).
  const visit = (len: number, S: number, sgn: number, T: number, tOp: number, cur: number, ops: number, mulDiv: boolean): void => {
    if (stop) return;
    if ((++ticks & 4095) === 0 && now() > deadline) {
      stop = true;
      return;
    }
    // The term with the current number closed.
    let term: number;
    let termOk = true;
    if (tOp === 0) term = cur;
    else if (tOp === MUL) term = T * cur;
    else if (cur === 0 || T % cur !== 0) {
      term = 0;
      termOk = false;
    } else term = T / cur;
    let value = -1;
    if (termOk) value = sgn > 0 ? S + term : S - term;
    if (ops > 0 && value >= 0) emit(len, value, mulDiv);
    if (len + 1 >= maxTiles) return; // the number side needs at least one tile
    const at = path[len - 1] as number;
    for (const n of NEIGHBOURS[at] as readonly number[]) {
      if (used[n]) continue;
      const d = board[n] as number;
      used[n] = 1;
      path[len] = n;
      // join digits
      if (cur !== 0) {
        gaps[len] = CAT;
        visit(len + 1, S, sgn, T, tOp, cur * 10 + d, ops, mulDiv);
      }
      if (termOk) {
        gaps[len] = MUL;
        visit(len + 1, S, sgn, term, MUL, d, ops + 1, true);
        gaps[len] = DIV;
        visit(len + 1, S, sgn, term, DIV, d, ops + 1, true);
        if (value >= 0) {
          gaps[len] = ADD;
          visit(len + 1, value, 1, 0, 0, d, ops + 1, mulDiv);
          gaps[len] = SUB;
          visit(len + 1, value, -1, 0, 0, d, ops + 1, mulDiv);
        }
      }
      used[n] = 0;
      if (stop) return;
    }
  };

  for (let s = 0; s < CELLS && !stop; s++) {
    used[s] = 1;
    path[0] = s;
    visit(1, 0, 1, 0, 0, board[s] as number, 0, false);
    used[s] = 0;
  }
  return { equations: sortFound([...found.values()]), complete: !stop };
}

/** A product or quotient with a 0 in it: 0 × 3 + 5 = 5 is true but dull. */
const DULL_ZERO = /(^|[+\-*/=(])0[*/]|[*/]0($|[+\-*/=)])/;
export const isDull = (text: string): boolean => DULL_ZERO.test(text);

/** A 0 added or taken away, a factor 1 or a value of 0 (`0 + 57 ÷ 3 = 19`, `1 × 2 × 34 = 68`, `0 = 6 + 17 − 23`): true, but padding. */
const PADDED = /(^|[+\-=(])0[+\-]|[+\-]0($|[+\-=)])|(^|[+\-*/=(])1[*/]|[*/]1($|[+\-*/=)])|^0=|=0$/;
export const isPadded = (text: string): boolean => PADDED.test(text);

/** Longest first, then by text. */
export function sortFound(list: Found[]): Found[] {
  return list.sort((a, b) => b.tiles - a.tiles || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
}

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
export function signsFor(
  ds: readonly number[],
  target: number,
  budget: { deadline: number; out: boolean },
  natural = false,
): number[] | null {
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
export function findOfLength(board: Board, L: number, deadline: number, natural = false): { found: Found | null; complete: boolean } {
  if (L < 3 || L > CELLS) return { found: null, complete: true };
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
        if (used[n]) continue;
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
  for (let s = 0; s < CELLS; s++) if (walk(s) || budget.out) break;
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
function preferNatural(board: Board, found: Found, deadline: number): Found {
  if (!isTrick(found.text) || now() >= deadline) return found;
  const r = findOfLength(board, found.tiles, deadline, true);
  return r.found ?? found;
}

/**
 * The longest equation on the board. The proof runs within budgetMs; when it
 * cannot finish, the best equation found is returned with proven: false.
 * Among the equations of that length, one without a `× 0` trick is shown
 * when a short extra search (a tenth of the budget) finds one.
 */
export function longestEquation(board: Board, budgetMs = 1000): Longest {
  const deadline = now() + budgetMs;
  let proven = true;
  for (let L = CELLS; L >= 3; L--) {
    const slice = proven ? deadline : now() + Math.max(5, budgetMs / 40);
    const r = findOfLength(board, L, slice);
    if (r.found) return { equation: preferNatural(board, r.found, Math.min(deadline, now() + budgetMs / 10)), tiles: L, proven };
    if (!r.complete) proven = false;
  }
  if (proven) return { equation: null, tiles: 0, proven: true };
  // Out of time: fall back to the complete list of short equations.
  const short = enumerateEquations(board, { maxTiles: 5 }).equations;
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
export function bestEquations(
  board: Board,
  opts: { count: number; maxTiles?: number; exclude?: (f: Found) => boolean; parens?: boolean },
): Found[] {
  const maxTiles = opts.maxTiles ?? 6;
  const plain = enumerateEquations(board, { maxTiles }).equations;
  const all = opts.parens ? [...plain, ...enumerateBracketed(board, maxTiles)] : plain;
  // Among equally long ones, the more interesting first: no multiplying by 0, fewer signs.
  // Then no padding (adding 0, multiplying or dividing by 1).
  const rank = all.map((f) => ({
    f,
    dull: DULL_ZERO.test(f.text) ? 1 : 0,
    padded: isPadded(f.text) ? 1 : 0,
    signs: (f.text.match(/[+\-*/]/g) ?? []).length,
  }));
  rank.sort(
    (a, b) =>
      b.f.tiles - a.f.tiles || a.dull - b.dull || a.padded - b.padded || a.signs - b.signs || (a.f.text < b.f.text ? -1 : a.f.text > b.f.text ? 1 : 0),
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
