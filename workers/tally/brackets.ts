/**
 * Equations that need brackets (for rounds played with brackets on). The
 * bracket-free enumerator in solver.ts lists everything else; this adds the
 * equations whose calculation only works, or only gives its value, with
 * brackets: (2 + 3) × 4 = 20, 9 − (5 − 2) = 6, 8 ÷ (4 ÷ 2) = 4.
 *
 * For each path of the calculation side (3 digits or more), every way of
 * grouping its digits into numbers, every choice of signs and every shape of
 * calculation tree is evaluated with the game's rules at every step (whole
 * numbers, exact division, never below zero). A tree is kept when its text
 * with the fewest brackets has brackets and removing them would not give a
 * valid calculation with the same value. Texts use the fewest brackets that
 * keep the tree: a bracket around a + or − calculation inside × or ÷, and
 * around a right-hand calculation of the same level ((8 ÷ (4 ÷ 2)).
 *
 * The work grows fast with the length of the calculation, so this covers
 * equations of up to 5 tiles (a calculation of up to 4 digits).
 *
 * Regroupings that change nothing, a + (b − c) for a + b − c and
 * a × (b ÷ c) for a × b ÷ c, are not listed: the left-to-right form is.
 */
import { CELLS, NEIGHBOURS, type Board } from '../../src/games/tally/board';
import type { Found } from './solver';

type Op = '+' | '-' | '*' | '/';
/** Longest equation searched with brackets. */
export const BRACKET_MAX_TILES = 5;
const OPS: readonly Op[] = ['+', '-', '*', '/'];
const PREC: Record<Op, number> = { '+': 1, '-': 1, '*': 2, '/': 2 };
const LEAF = 3;

interface Tree {
  value: number;
  text: string;
  prec: number;
  mulDiv: boolean;
}

function apply(op: Op, a: number, b: number): number {
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return b > a ? -1 : a - b;
    case '*':
      return a * b;
    case '/':
      return b === 0 || a % b !== 0 ? -1 : a / b;
  }
}

/** All valid trees over nums[lo..hi] with the signs ops[lo..hi-1] in order. */
function trees(nums: readonly number[], ops: readonly Op[], lo: number, hi: number): Tree[] {
  if (lo === hi) return [{ value: nums[lo] as number, text: String(nums[lo]), prec: LEAF, mulDiv: false }];
  const out: Tree[] = [];
  for (let m = lo; m < hi; m++) {
    const op = ops[m] as Op;
    const p = PREC[op];
    const lefts = trees(nums, ops, lo, m);
    if (lefts.length === 0) continue;
    const rights = trees(nums, ops, m + 1, hi);
    for (const l of lefts) {
      for (const r of rights) {
        // a + (b ± c) and a × (b × c) only regroup an equal calculation: keep the left-to-right shape
        if ((op === '+' && r.prec === 1) || (op === '*' && r.prec === 2)) continue;
        const value = apply(op, l.value, r.value);
        if (value < 0) continue;
        const lt = l.prec < p ? `(${l.text})` : l.text;
        const rt = r.prec <= p ? `(${r.text})` : r.text;
        out.push({ value, text: `${lt}${op}${rt}`, prec: p, mulDiv: l.mulDiv || r.mulDiv || p === 2 });
      }
    }
  }
  return out;
}

/** The calculation read without brackets (× ÷ first, left to right), or -1 when a step fails. */
function flatValue(nums: readonly number[], ops: readonly Op[]): number {
  let sum = 0;
  let sign: Op = '+';
  let term = nums[0] as number;
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i] as Op;
    const n = nums[i + 1] as number;
    if (op === '*' || op === '/') {
      term = apply(op, term, n);
      if (term < 0) return -1;
    } else {
      sum = apply(sign, sum, term);
      if (sum < 0) return -1;
      sign = op;
      term = n;
    }
  }
  return apply(sign, sum, term);
}

/** Calculations with necessary brackets over a digit string: text → value. */
export function bracketedCalcs(ds: readonly number[]): Map<string, { value: number; mulDiv: boolean }> {
  const out = new Map<string, { value: number; mulDiv: boolean }>();
  const k = ds.length;
  // every grouping of the digits into numbers: a bit per gap, 1 = a sign goes here
  for (let mask = 0; mask < 1 << (k - 1); mask++) {
    const nums: number[] = [];
    let cur = ds[0] as number;
    let lead = ds[0] === 0;
    let bad = false;
    for (let i = 1; i < k; i++) {
      if (mask & (1 << (i - 1))) {
        nums.push(cur);
        cur = ds[i] as number;
        lead = ds[i] === 0;
      } else {
        if (lead) {
          bad = true;
          break;
        }
        cur = cur * 10 + (ds[i] as number);
      }
    }
    if (bad) continue;
    nums.push(cur);
    if (nums.length < 3) continue;
    const n = nums.length - 1;
    const ops: Op[] = new Array<Op>(n).fill('+');
    for (let code = 0; code < 4 ** n; code++) {
      let c = code;
      for (let i = 0; i < n; i++) {
        ops[i] = OPS[c & 3] as Op;
        c >>= 2;
      }
      const flat = flatValue(nums, ops);
      for (const t of trees(nums, ops, 0, n)) {
        if (!t.text.includes('(')) continue;
        if (flat === t.value) continue; // the brackets change nothing
        if (!out.has(t.text)) out.set(t.text, { value: t.value, mulDiv: t.mulDiv });
      }
    }
  }
  return out;
}

/** Every valid equation of up to maxTiles tiles (at most 5) that needs brackets, each text once. */
export function enumerateBracketed(board: Board, maxTiles: number): Found[] {
  const limit = Math.min(BRACKET_MAX_TILES, maxTiles);
  const found = new Map<string, Found>();
  const used = new Uint8Array(CELLS);
  const path: number[] = [];
  const spell: number[] = [];
  const cache = new Map<string, Map<string, { value: number; mulDiv: boolean }>>();

  const spellFrom = (ds: string, at: number, step: number, cell: number): boolean => {
    if (at < 0 || at >= ds.length) return true;
    const want = ds.charCodeAt(at) - 48;
    for (const n of NEIGHBOURS[cell] as readonly number[]) {
      if (used[n] || board[n] !== want) continue;
      used[n] = 1;
      spell.push(n);
      const ok = spellFrom(ds, at + step, step, n);
      used[n] = 0;
      if (ok) return true;
      spell.pop();
    }
    return false;
  };

  const visit = (): void => {
    const len = path.length;
    if (len >= 3) {
      const ds = path.map((c) => board[c] as number);
      const key = ds.join('');
      let calcs = cache.get(key);
      if (!calcs) {
        calcs = bracketedCalcs(ds);
        cache.set(key, calcs);
      }
      for (const [text, { value, mulDiv }] of calcs) {
        if (value === 0 && mulDiv) continue;
        const v = String(value);
        if (len + v.length > limit) continue;
        const after = `${text}=${v}`;
        if (!found.has(after)) {
          spell.length = 0;
          if (spellFrom(v, 0, 1, path[len - 1] as number)) found.set(after, { text: after, cells: [...path, ...spell], tiles: len + v.length });
        }
        const before = `${v}=${text}`;
        if (!found.has(before)) {
          spell.length = 0;
          if (spellFrom(v, v.length - 1, -1, path[0] as number))
            found.set(before, { text: before, cells: [...spell.slice().reverse(), ...path], tiles: len + v.length });
        }
      }
    }
    if (len + 1 >= limit) return;
    for (const n of NEIGHBOURS[path[len - 1] as number] as readonly number[]) {
      if (used[n]) continue;
      used[n] = 1;
      path.push(n);
      visit();
      path.pop();
      used[n] = 0;
    }
  };

  for (let s = 0; s < CELLS; s++) {
    used[s] = 1;
    path.push(s);
    visit();
    path.pop();
    used[s] = 0;
  }
  return [...found.values()].sort((a, b) => b.tiles - a.tiles || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
}
