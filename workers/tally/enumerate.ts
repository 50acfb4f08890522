/**
 * Tally Rally's enumerator: every equation on a board up to a tile limit
 * (split from solver.ts, which asks the targeted questions).
 *
 * It walks every path of the calculation side with every choice of sign in
 * its gaps, keeping the running state of a left-to-right evaluation (sum so
 * far, the product being built, the number being built) and cutting a branch
 * as soon as a step goes below zero or a division is not exact. Each finished
 * calculation with value v is then joined to the single number v: a short
 * search spells v's digits from a neighbour of the path's last tile
 * (calc = v) or, backwards, into a neighbour of its first tile (v = calc).
 */
import { CELLS, NEIGHBOURS, type Board } from '../../src/games/tally/board';

export interface Found {
  /** Canonical text, `+ - * / =`, no spaces. */
  text: string;
  /** Row-major cell indices in path order. */
  cells: number[];
  tiles: number;
}

// Gap codes while searching.
export const CAT = 0; // digits join into one number
export const ADD = 1;
export const SUB = 2;
export const MUL = 3;
export const DIV = 4;
export const SIGN = ['', '+', '-', '*', '/'];

export const POW10 = Array.from({ length: 17 }, (_, i) => 10 ** i);
export const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

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

export const now = (): number => Date.now();

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
const PADDED = /(^|[+\-=(])0[+-]|[+-]0($|[+\-=)])|(^|[+\-*/=(])1[*/]|[*/]1($|[+\-*/=)])|^0=|=0$/;
export const isPadded = (text: string): boolean => PADDED.test(text);

/** Longest first, then by text. */
export function sortFound(list: Found[]): Found[] {
  return list.sort((a, b) => b.tiles - a.tiles || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
}
