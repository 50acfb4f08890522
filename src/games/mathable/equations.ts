/**
 * Which tiles fit a square, how many equations a tile completes there, and
 * why a tile does not fit (as data: a code with the tiles and checks, worded
 * by the screens from the message catalogue).
 *
 * A tile fits when, in one of the four directions, the two squares next to it
 * in that line hold tiles a (the nearer) and b with
 * tile = a + b, |a − b|, a × b, or larger ÷ smaller (exact, smaller not 0).
 * On an operation square only that operation counts.
 */
import { CELLS, OPS, SIZE, squareMultiplier, squareOp, type Op } from './board';

/** Row/column steps of the four directions: left, right, up, down. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, -1],
  [0, 1],
  [-1, 0],
  [1, 0],
];

/** The result of `a op b` as Mathable reads it, or null when undefined (÷ not exact, ÷ 0). */
export function applyOp(op: Op, a: number, b: number): number | null {
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return Math.abs(a - b);
    case 'x':
      return a * b;
    case '/': {
      const big = Math.max(a, b);
      const small = Math.min(a, b);
      if (small === 0 || big % small !== 0) return null;
      return big / small;
    }
  }
}

/** The operations with `a op b = value`. */
export function opsGiving(value: number, a: number, b: number): Op[] {
  return OPS.filter((op) => applyOp(op, a, b) === value);
}

/** Whether some allowed operation of a and b gives value. */
export function pairGives(value: number, a: number, b: number, only: Op | null): boolean {
  if (only) return applyOp(only, a, b) === value;
  return (
    a + b === value ||
    Math.abs(a - b) === value ||
    a * b === value ||
    (Math.min(a, b) > 0 && Math.max(a, b) % Math.min(a, b) === 0 && Math.max(a, b) / Math.min(a, b) === value)
  );
}

export interface Pair {
  /** Direction index into DIRECTIONS. */
  dir: number;
  /** The nearer tile. */
  a: number;
  /** The farther tile. */
  b: number;
}

/** The pairs of tiles lined up next to an empty square (board: -1 = empty). */
export function pairsAt(board: ArrayLike<number>, p: number): Pair[] {
  const row = Math.floor(p / SIZE);
  const col = p % SIZE;
  const out: Pair[] = [];
  for (let d = 0; d < 4; d++) {
    const [dr, dc] = DIRECTIONS[d] as readonly [number, number];
    const r1 = row + dr,
      c1 = col + dc,
      r2 = row + 2 * dr,
      c2 = col + 2 * dc;
    if (r2 < 0 || r2 >= SIZE || c2 < 0 || c2 >= SIZE) continue;
    const a = board[r1 * SIZE + c1] as number;
    const b = board[r2 * SIZE + c2] as number;
    if (a >= 0 && b >= 0) out.push({ dir: d, a, b });
  }
  return out;
}

/** How many directions in which `value` on square p completes an equation (0: it does not fit). */
export function equationCount(board: ArrayLike<number>, p: number, value: number): number {
  const only = squareOp(p);
  let n = 0;
  for (const pr of pairsAt(board, p)) if (pairGives(value, pr.a, pr.b, only)) n++;
  return n;
}

/** Points for `value` on square p: face value × square multiplier × equations completed. */
export function placementPoints(board: ArrayLike<number>, p: number, value: number): number {
  return value * squareMultiplier(p) * equationCount(board, p, value);
}

/** Every value that would fit on empty square p (ascending, distinct). */
export function valuesFitting(board: ArrayLike<number>, p: number): number[] {
  const only = squareOp(p);
  const set = new Set<number>();
  for (const pr of pairsAt(board, p)) {
    for (const op of only ? [only] : OPS) {
      const v = applyOp(op, pr.a, pr.b);
      if (v !== null) set.add(v);
    }
  }
  return [...set].sort((x, y) => x - y);
}

/** A refusal as a code plus values, so a screen can word it through its message catalogue. */
export type Refusal =
  | { code: 'offBoard' }
  | { code: 'occupied'; tile: number }
  | { code: 'notOnRack'; tile: number }
  | { code: 'noNeighbours' }
  | { code: 'diagonalOnly' }
  | { code: 'between' }
  | { code: 'onlyOne' }
  | { code: 'wrongResult'; tile: number; op: Op | null; checks: { a: number; b: number; op: Op; result: number | null }[] };

export const OP_SIGN: Record<Op, string> = { '+': '+', '-': '−', x: '×', '/': '÷' };
/**
 * Why `value` cannot go on square p, or null when it can. Does not check
 * the rack (the engine does).
 */
export function refusalAt(board: ArrayLike<number>, p: number, value: number): Refusal | null {
  if (!Number.isInteger(p) || p < 0 || p >= CELLS) return { code: 'offBoard' };
  const here = board[p] as number;
  if (here >= 0) return { code: 'occupied', tile: here };
  const pairs = pairsAt(board, p);
  const only = squareOp(p);
  if (pairs.length === 0) {
    const row = Math.floor(p / SIZE);
    const col = p % SIZE;
    const at = (r: number, c: number): boolean => r >= 0 && r < SIZE && c >= 0 && c < SIZE && (board[r * SIZE + c] as number) >= 0;
    const left = at(row, col - 1),
      right = at(row, col + 1),
      up = at(row - 1, col),
      down = at(row + 1, col);
    if ((left && right) || (up && down)) return { code: 'between' };
    if (left || right || up || down) return { code: 'onlyOne' };
    if (at(row - 1, col - 1) || at(row - 1, col + 1) || at(row + 1, col - 1) || at(row + 1, col + 1)) return { code: 'diagonalOnly' };
    return { code: 'noNeighbours' };
  }
  if (pairs.some((pr) => pairGives(value, pr.a, pr.b, only))) return null;
  const checks: { a: number; b: number; op: Op; result: number | null }[] = [];
  const seen = new Set<string>();
  for (const pr of pairs) {
    const key = `${Math.min(pr.a, pr.b)},${Math.max(pr.a, pr.b)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const op of only ? [only] : OPS) {
      const result = applyOp(op, pr.a, pr.b);
      // On a plain square an uneven division is simply left out of the list.
      if (result === null && !only) continue;
      checks.push({ a: pr.a, b: pr.b, op, result });
    }
  }
  return { code: 'wrongResult', tile: value, op: only, checks };
}
