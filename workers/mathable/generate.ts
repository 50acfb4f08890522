/**
 * Move generation for Mathable: every set of tiles a rack can put down in one
 * turn (tiles placed earlier in the turn count as neighbours for later ones),
 * each with the order that scores best.
 *
 * A depth-first search over placements. Two orders that put the same tiles on
 * the same squares leave the same board and rack, so the search keeps, for
 * each set of placements (an order-free Zobrist hash), the best score reached
 * and only goes on from a set when it arrives with a better score. Fitting
 * values are kept per square and recomputed only for the eight squares whose
 * lines a placement changes.
 */
import { CELLS, FULL_RACK_BONUS, RACK_SIZE, SIZE, colOf, rowOf, squareMultiplier, squareOp } from '../../src/games/mathable/board';
import { pairGives, valuesFitting } from '../../src/games/mathable/equations';
import type { Placement } from '../../src/games/mathable/engine';
import { createRng } from '../../src/core/random';

export interface GenMove {
  /** Placements in the order that scores best. */
  placements: Placement[];
  /** Points for the placements, with the 50 bonus when it applies. */
  points: number;
}

export interface GenOptions {
  /** Whether emptying the rack earns the 50-point bonus (the turn began with a full rack). */
  bonusIfEmpty?: boolean;
  /** Stop after this many search nodes (the result is then marked incomplete). */
  maxNodes?: number;
  /** Consider at most this many tiles per move. */
  maxTiles?: number;
}

export interface GenResult {
  /** One entry per distinct set of placements. */
  moves: GenMove[];
  /** Search nodes visited. */
  nodes: number;
  /** False when maxNodes cut the search short. */
  complete: boolean;
}

const MAX_VALUE = 128;

// Order-free hashing of placement sets: two 26-bit halves per (square, value).
const ZOBRIST_HI = new Int32Array(CELLS * MAX_VALUE);
const ZOBRIST_LO = new Int32Array(CELLS * MAX_VALUE);
{
  const rng = createRng('mathable-zobrist');
  for (let i = 0; i < CELLS * MAX_VALUE; i++) {
    ZOBRIST_HI[i] = rng.int(1 << 26);
    ZOBRIST_LO[i] = rng.int(1 << 26);
  }
}

const MULT = Array.from({ length: CELLS }, (_, p) => squareMultiplier(p));
const OP = Array.from({ length: CELLS }, (_, p) => squareOp(p));

/** The squares whose lines change when a tile lands on p (p ± 1, p ± 2 along the row and the column). */
const AFFECTED: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, p) => {
  const r = rowOf(p),
    c = colOf(p);
  const out: number[] = [];
  for (const [dr, dc] of [
    [0, 1],
    [0, -1],
    [1, 0],
    [-1, 0],
  ] as const) {
    for (let k = 1; k <= 2; k++) {
      const rr = r + dr * k,
        cc = c + dc * k;
      if (rr >= 0 && rr < SIZE && cc >= 0 && cc < SIZE) out.push(rr * SIZE + cc);
    }
  }
  return out;
});

function equationsAt(board: Int16Array, p: number, v: number): number {
  const r = rowOf(p),
    c = colOf(p);
  const only = OP[p] ?? null;
  let n = 0;
  if (c >= 2) {
    const a = board[p - 1]!,
      b = board[p - 2]!;
    if (a >= 0 && b >= 0 && pairGives(v, a, b, only)) n++;
  }
  if (c <= SIZE - 3) {
    const a = board[p + 1]!,
      b = board[p + 2]!;
    if (a >= 0 && b >= 0 && pairGives(v, a, b, only)) n++;
  }
  if (r >= 2) {
    const a = board[p - SIZE]!,
      b = board[p - 2 * SIZE]!;
    if (a >= 0 && b >= 0 && pairGives(v, a, b, only)) n++;
  }
  if (r <= SIZE - 3) {
    const a = board[p + SIZE]!,
      b = board[p + 2 * SIZE]!;
    if (a >= 0 && b >= 0 && pairGives(v, a, b, only)) n++;
  }
  return n;
}

/** Every move a rack can make on a board (board: 196 squares, -1 empty). */
export function generateMoves(board: readonly number[], rack: readonly number[], opts: GenOptions = {}): GenResult {
  const maxNodes = opts.maxNodes ?? Number.POSITIVE_INFINITY;
  const maxTiles = Math.min(opts.maxTiles ?? rack.length, rack.length);
  const bonusIfEmpty = opts.bonusIfEmpty ?? rack.length >= RACK_SIZE;
  const b = Int16Array.from(board);
  const counts = new Int32Array(MAX_VALUE);
  for (const t of rack) if (t >= 0 && t < MAX_VALUE) counts[t]!++;
  let left = rack.length;

  // fits[p]: values fitting on empty square p (null when none or occupied).
  const fits: (number[] | null)[] = new Array<number[] | null>(CELLS).fill(null);
  const active: number[] = [];
  const isActive = new Uint8Array(CELLS);
  const refresh = (p: number): void => {
    if (b[p]! >= 0) {
      fits[p] = null;
      return;
    }
    const f = valuesFitting(b, p);
    fits[p] = f.length > 0 ? f : null;
    if (f.length > 0 && !isActive[p]) {
      isActive[p] = 1;
      active.push(p);
    }
  };
  for (let p = 0; p < CELLS; p++) if (b[p]! < 0) refresh(p);

  const best = new Map<number, number>();
  const results = new Map<number, GenMove>();
  const path: Placement[] = [];
  let nodes = 0;
  let complete = true;

  const visit = (hi: number, lo: number, score: number): void => {
    if (nodes >= maxNodes) {
      complete = false;
      return;
    }
    nodes++;
    if (path.length > 0) {
      const key = hi * 67108864 + lo;
      const seen = best.get(key);
      if (seen !== undefined && seen >= score) return;
      best.set(key, score);
      const points = score + (bonusIfEmpty && left === 0 && path.length >= RACK_SIZE ? FULL_RACK_BONUS : 0);
      results.set(key, { placements: path.slice(), points });
    }
    if (path.length >= maxTiles || left === 0) return;
    const n = active.length;
    for (let i = 0; i < n; i++) {
      const p = active[i]!;
      const f = fits[p];
      if (!f || b[p]! >= 0) continue;
      for (const v of f) {
        if (v >= MAX_VALUE || counts[v]! <= 0) continue;
        const pts = v * MULT[p]! * equationsAt(b, p, v);
        b[p] = v;
        counts[v]!--;
        left--;
        const saved = AFFECTED[p]!.map((q) => fits[q] ?? null);
        const activeLen = active.length;
        fits[p] = null;
        for (const q of AFFECTED[p]!) refresh(q);
        path.push({ row: rowOf(p), col: colOf(p), tile: v });
        const z = p * MAX_VALUE + v;
        visit(hi ^ ZOBRIST_HI[z]!, lo ^ ZOBRIST_LO[z]!, score + pts);
        path.pop();
        // restore
        AFFECTED[p]!.forEach((q, j) => {
          fits[q] = saved[j] ?? null;
        });
        for (let k = activeLen; k < active.length; k++) isActive[active[k]!] = 0;
        active.length = activeLen;
        fits[p] = f;
        left++;
        counts[v]!++;
        b[p] = -1;
        if (nodes >= maxNodes) {
          complete = false;
          return;
        }
      }
    }
  };
  visit(0, 0, 0);
  return { moves: [...results.values()], nodes, complete };
}

/** Every single tile placement (tile, square, points) a rack can make now. */
export function singlePlacements(board: readonly number[], rack: readonly number[]): GenMove[] {
  const have = new Set(rack);
  const out: GenMove[] = [];
  const b16 = Int16Array.from(board);
  for (let p = 0; p < CELLS; p++) {
    if ((board[p] as number) >= 0) continue;
    for (const v of valuesFitting(board, p)) {
      if (!have.has(v)) continue;
      out.push({ placements: [{ row: rowOf(p), col: colOf(p), tile: v }], points: v * MULT[p]! * equationsAt(b16, p, v) });
    }
  }
  return out;
}

/** The best move by points (ties: fewer tiles, then earlier squares), or null. */
export function bestMove(moves: readonly GenMove[]): GenMove | null {
  let best: GenMove | null = null;
  for (const m of moves) if (!best || compareMoves(m, best) < 0) best = m;
  return best;
}

/** Orders moves: more points first, then fewer tiles, then by squares and tiles (stable, deterministic). */
export function compareMoves(x: GenMove, y: GenMove): number {
  if (x.points !== y.points) return y.points - x.points;
  if (x.placements.length !== y.placements.length) return x.placements.length - y.placements.length;
  const kx = placementKey(x),
    ky = placementKey(y);
  return kx < ky ? -1 : kx > ky ? 1 : 0;
}

export function placementKey(m: GenMove): string {
  return m.placements.map((p) => `${p.row},${p.col}=${p.tile}`).join(';');
}
