/**
 * The solver's working board: a fixed square of cells in typed arrays
 * (letter code 0 = empty; kind 0 plain, 1 ☉, 2 Ω) and the cubes still in the
 * hand, counted. Converts to and from the rules engine's Grid.
 */
import { countHand, type Face } from '../../src/games/words/cubes';
import { codeLetter, letterCode } from '../../src/games/words/dawg';
import { cubesOf, formatGrid, type Cell, type Grid } from '../../src/games/words/grid';

export const SIDE = 48;
export const MID = 24;
export const KIND_PLAIN = 0;
export const KIND_SUN = 1;
export const KIND_OMEGA = 2;

export interface Pool {
  /** Plain cubes by letter code ('E cubes counted as E). */
  letters: Int8Array;
  sun: number;
  omega: number;
  total: number;
}

export function poolOf(hand: readonly Face[]): Pool {
  const h = countHand(hand);
  const letters = new Int8Array(28);
  for (const [l, n] of h.letters) letters[letterCode(l)] = n;
  letters[letterCode('E')] = (letters[letterCode('E')] as number) + h.eApos;
  return { letters, sun: h.sun, omega: h.omega, total: hand.length };
}

export class Board {
  code = new Int8Array(SIDE * SIDE);
  kind = new Int8Array(SIDE * SIDE);
  count = 0;
  top = SIDE;
  bottom = -1;
  left = SIDE;
  right = -1;
  /** Where the grid's (0, 0) sits on a board made by fromGrid. */
  originRow = 0;
  originCol = 0;

  put(idx: number, code: number, kind: number): void {
    this.code[idx] = code;
    this.kind[idx] = kind;
    this.count++;
    const r = Math.floor(idx / SIDE);
    const c = idx % SIDE;
    this.top = Math.min(this.top, r);
    this.bottom = Math.max(this.bottom, r);
    this.left = Math.min(this.left, c);
    this.right = Math.max(this.right, c);
  }

  /** Removes cubes placed last (bounds recomputed). */
  take(idxs: readonly number[]): void {
    for (const i of idxs) {
      this.code[i] = 0;
      this.kind[i] = 0;
      this.count--;
    }
    this.top = SIDE;
    this.bottom = -1;
    this.left = SIDE;
    this.right = -1;
    for (let i = 0; i < SIDE * SIDE; i++) {
      if (this.code[i] === 0) continue;
      const r = Math.floor(i / SIDE);
      const c = i % SIDE;
      if (r < this.top) this.top = r;
      if (r > this.bottom) this.bottom = r;
      if (c < this.left) this.left = c;
      if (c > this.right) this.right = c;
    }
  }

  toGrid(): Grid {
    const grid: Grid = [];
    if (this.count === 0) return grid;
    for (let r = this.top; r <= this.bottom; r++) {
      const line: (Cell | null)[] = [];
      for (let c = this.left; c <= this.right; c++) {
        const i = r * SIDE + c;
        const code = this.code[i] as number;
        line.push(code === 0 ? null : { kind: this.kind[i] === KIND_SUN ? 'sun' : this.kind[i] === KIND_OMEGA ? 'omega' : 'letter', letter: codeLetter(code) });
      }
      grid.push(line);
    }
    return grid;
  }

  /** A key equal for boards that differ only by where they sit. */
  key(): string {
    return formatGrid(this.toGrid());
  }

  static fromGrid(grid: Grid): Board {
    const b = new Board();
    const cubes = cubesOf(grid);
    const h = grid.length;
    const w = grid.reduce((m, l) => Math.max(m, l.length), 0);
    const r0 = Math.max(0, MID - Math.floor(h / 2));
    const c0 = Math.max(0, MID - Math.floor(w / 2));
    b.originRow = r0;
    b.originCol = c0;
    for (const { row, col, cell } of cubes) {
      if (r0 + row >= SIDE || c0 + col >= SIDE) continue;
      b.put((r0 + row) * SIDE + c0 + col, letterCode(cell.letter), cell.kind === 'sun' ? KIND_SUN : cell.kind === 'omega' ? KIND_OMEGA : KIND_PLAIN);
    }
    return b;
  }
}
