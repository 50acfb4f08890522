/**
 * A seat's crossword being built (screen state, saved as the view): which
 * cube of the hand stands on which square of the seat's board, and the
 * letter a ☉ or Ω cube was given. Pure: the screens and tests use it, the
 * submission is the grid notation of `src/games/words/grid.ts`.
 */
import { E_APOS, formatGrid, HAND_COLOURS, OMEGA, SUN, type Cell, type Colour, type Face, type Grid } from '../../games/words';

/** The board a seat builds on: squares 0…SIZE-1 each way (20 cubes in one word fit from the middle either way). */
export const BOARD_SIZE = 41;
export const BOARD_MIDDLE = 20;

export interface Placed {
  /** Index of the cube in the hand. */
  cube: number;
  row: number;
  col: number;
  /** The letter a ☉ (lower case) or Ω (capital) cube stands for, upper case. */
  letter?: string;
}

export interface Board {
  placed: Placed[];
  /** Words the players accepted although the dictionary lacks them (validity light), upper case. */
  accepted?: string[];
}

export const emptyBoard = (): Board => ({ placed: [] });

const LETTER = /^[A-ZÑ]$/;

export const isWild = (face: Face | undefined): boolean => face === SUN || face === OMEGA;

/** A board read back from saved screen state, checked against the hand (null when it does not fit). */
export function readBoard(value: unknown, hand: readonly Face[]): Board | null {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as Board).placed)) return null;
  const seenCube = new Set<number>();
  const seenSquare = new Set<number>();
  const placed: Placed[] = [];
  for (const p of (value as Board).placed as unknown[]) {
    if (typeof p !== 'object' || p === null) return null;
    const { cube, row, col, letter } = p as Record<string, unknown>;
    if (!Number.isInteger(cube) || !Number.isInteger(row) || !Number.isInteger(col)) return null;
    const [c, r, k] = [cube as number, row as number, col as number];
    if (c < 0 || c >= hand.length || r < 0 || r >= BOARD_SIZE || k < 0 || k >= BOARD_SIZE) return null;
    if (seenCube.has(c) || seenSquare.has(r * BOARD_SIZE + k)) return null;
    seenCube.add(c);
    seenSquare.add(r * BOARD_SIZE + k);
    const wild = isWild(hand[c]);
    if (wild !== (typeof letter === 'string')) return null;
    if (wild && !LETTER.test(letter as string)) return null;
    placed.push(wild ? { cube: c, row: r, col: k, letter: letter as string } : { cube: c, row: r, col: k });
  }
  const acc = (value as Board).accepted;
  if (Array.isArray(acc) && acc.every((w) => typeof w === 'string' && /^[A-ZÑ]{2,20}$/.test(w))) return { placed, accepted: acc };
  return { placed };
}

export const cubeAt = (board: Board, row: number, col: number): Placed | undefined => board.placed.find((p) => p.row === row && p.col === col);
export const isPlaced = (board: Board, cube: number): boolean => board.placed.some((p) => p.cube === cube);

/** Puts a cube from the tray on an empty square (a wild cube needs its letter). Returns the board unchanged when it cannot. */
export function placeCube(board: Board, hand: readonly Face[], cube: number, row: number, col: number, letter?: string): Board {
  if (cube < 0 || cube >= hand.length || isPlaced(board, cube) || cubeAt(board, row, col)) return board;
  if (row < 0 || col < 0 || row >= BOARD_SIZE || col >= BOARD_SIZE) return board;
  if (isWild(hand[cube])) {
    const l = letter?.toUpperCase();
    if (!l || !LETTER.test(l)) return board;
    return { ...board, placed: [...board.placed, { cube, row, col, letter: l }] };
  }
  return { ...board, placed: [...board.placed, { cube, row, col }] };
}

/** Takes a cube back to the tray. */
export const takeBackCube = (board: Board, cube: number): Board => ({ ...board, placed: board.placed.filter((p) => p.cube !== cube) });

/** Moves a placed cube to an empty square (its letter kept). */
export function moveCube(board: Board, cube: number, row: number, col: number): Board {
  const p = board.placed.find((x) => x.cube === cube);
  if (!p || cubeAt(board, row, col) || row < 0 || col < 0 || row >= BOARD_SIZE || col >= BOARD_SIZE) return board;
  return { ...board, placed: board.placed.map((x) => (x.cube === cube ? { ...x, row, col } : x)) };
}

/**
 * The cubes of the word through a placed cube, as a finger carries it: the longer run of touching cubes across or
 * down through it (across when both are as long); the cube alone when it stands in no word.
 */
export function wordThrough(board: Board, cube: number): number[] {
  const p = board.placed.find((x) => x.cube === cube);
  if (!p) return [];
  const run = (dr: number, dc: number): number[] => {
    const out: number[] = [];
    let r = p.row;
    let c = p.col;
    while (cubeAt(board, r - dr, c - dc)) {
      r -= dr;
      c -= dc;
    }
    for (let here = cubeAt(board, r, c); here; here = cubeAt(board, r, c)) {
      out.push(here.cube);
      r += dr;
      c += dc;
    }
    return out;
  };
  const across = run(0, 1);
  const down = run(1, 0);
  return down.length > across.length ? down : across;
}

/**
 * Moves several placed cubes together by `rows` and `cols` (a word carried by a finger), their letters kept. Returns
 * the board unchanged when a cube would leave the board or land on a square another cube holds.
 */
export function moveCubes(board: Board, cubes: readonly number[], rows: number, cols: number): Board {
  const moving = new Set(cubes);
  if ((rows === 0 && cols === 0) || moving.size === 0) return board;
  for (const p of board.placed) {
    if (!moving.has(p.cube)) continue;
    const r = p.row + rows;
    const c = p.col + cols;
    if (r < 0 || c < 0 || r >= BOARD_SIZE || c >= BOARD_SIZE) return board;
    const there = cubeAt(board, r, c);
    if (there && !moving.has(there.cube)) return board;
  }
  return { ...board, placed: board.placed.map((x) => (moving.has(x.cube) ? { ...x, row: x.row + rows, col: x.col + cols } : x)) };
}

/** The grid cell a placed cube makes: 'E plays as E, ☉ and Ω as their chosen letter. */
export function cellOf(face: Face, letter?: string): Cell {
  if (face === SUN) return { kind: 'sun', letter: letter ?? '' };
  if (face === OMEGA) return { kind: 'omega', letter: letter ?? '' };
  return { kind: 'letter', letter: face === E_APOS ? 'E' : face };
}

/** The board as a grid (board coordinates). */
export function boardGrid(board: Board, hand: readonly Face[]): Grid {
  if (board.placed.length === 0) return [];
  const rows = Math.max(...board.placed.map((p) => p.row)) + 1;
  const cols = Math.max(...board.placed.map((p) => p.col)) + 1;
  const grid: Grid = Array.from({ length: rows }, () => Array<Cell | null>(cols).fill(null));
  for (const p of board.placed) (grid[p.row] as (Cell | null)[])[p.col] = cellOf(hand[p.cube] ?? '', p.letter);
  return grid;
}

/** The crossword in grid notation, trimmed to the squares in use ('' when nothing is placed). */
export function boardSubmission(board: Board, hand: readonly Face[]): string {
  return board.placed.length === 0 ? '' : formatGrid(boardGrid(board, hand));
}

/** The squares in use, for zooming the view and reading checked words back to board squares. */
export function usedArea(board: Board): { top: number; left: number; bottom: number; right: number } | null {
  if (board.placed.length === 0) return null;
  return {
    top: Math.min(...board.placed.map((p) => p.row)),
    left: Math.min(...board.placed.map((p) => p.col)),
    bottom: Math.max(...board.placed.map((p) => p.row)),
    right: Math.max(...board.placed.map((p) => p.col)),
  };
}

/**
 * The part of the board on screen: the squares in use with a margin of two
 * around them (room for the next word), at least `min` squares each way,
 * centred on the middle while the board is empty.
 */
export function viewWindow(board: Board, min = 7, margin = 2): ViewWindow {
  const a = usedArea(board) ?? { top: BOARD_MIDDLE, left: BOARD_MIDDLE, bottom: BOARD_MIDDLE, right: BOARD_MIDDLE };
  const span = (lo: number, hi: number): [number, number] => {
    let from = lo - margin;
    let to = hi + margin;
    while (to - from + 1 < min) {
      if (from > 0) from--;
      if (to - from + 1 < min && to < BOARD_SIZE - 1) to++;
    }
    return [Math.max(0, from), Math.min(BOARD_SIZE - 1, to)];
  };
  const [top, bottom] = span(a.top, a.bottom);
  const [left, right] = span(a.left, a.right);
  return { top, left, rows: bottom - top + 1, cols: right - left + 1 };
}

/** A window: its top-left square and its size in squares. */
export type ViewWindow = { top: number; left: number; rows: number; cols: number };

/** How far a growing window reaches past the squares it must show (on the side it grows). */
const GROW_AHEAD = 1;
/** How many squares more than it needs each way a window may keep before it fits itself to the board again. */
const WINDOW_SLACK = 4;

/**
 * The window on screen after a change, given the one before: it stays put while it still shows everything
 * `viewWindow` would (a placement then re-lays-out only the squares it changed, not every square of a window that
 * moved or grew by one), grows a square further than needed on the side it must grow (the next cube laid along a
 * word fits without growing again), and fits itself to the board again when it is far bigger than needed (cubes
 * taken back) or the board is empty. It always shows at least the squares `viewWindow` shows.
 */
export function stableWindow(prev: ViewWindow | null, board: Board, min = 7, margin = 2): ViewWindow {
  const fit = viewWindow(board, min, margin);
  if (!prev || board.placed.length === 0) return fit;
  const axis = (pLo: number, pSize: number, lo: number, size: number): [number, number] => {
    let from = pLo;
    let to = pLo + pSize - 1;
    const hi = lo + size - 1;
    if (lo < from) from = Math.max(0, lo - GROW_AHEAD);
    if (hi > to) to = Math.min(BOARD_SIZE - 1, hi + GROW_AHEAD);
    return to - from + 1 - size > WINDOW_SLACK ? [lo, size] : [from, to - from + 1];
  };
  const [top, rows] = axis(prev.top, prev.rows, fit.top, fit.rows);
  const [left, cols] = axis(prev.left, prev.cols, fit.left, fit.cols);
  return { top, left, rows, cols };
}

/** The colour of the i-th cube of a hand (hands are rolled in colour order). */
export const cubeColour = (i: number): Colour => HAND_COLOURS[i] ?? 'red';

/** How a face is drawn: ☉ and Ω as themselves, 'E with its apostrophe. */
export function faceText(face: Face): string {
  return face === SUN ? '☉' : face === OMEGA ? 'Ω' : face;
}

/**
 * The squares of each word the checker named (grid coordinates are the
 * trimmed grid's: shifted back by the used area's top-left corner).
 */
export function wordSquares(board: Board, word: { row: number; col: number; dir: 'across' | 'down'; length: number }): [number, number][] {
  const a = usedArea(board);
  if (!a) return [];
  const out: [number, number][] = [];
  for (let i = 0; i < word.length; i++) out.push(word.dir === 'across' ? [a.top + word.row, a.left + word.col + i] : [a.top + word.row + i, a.left + word.col]);
  return out;
}
