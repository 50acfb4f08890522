/**
 * Mathable's board and tiles, as NOTES.md lists them: the published game's
 * 14×14 board, the four start tiles in the centre, and the 106 tiles.
 *
 * Squares are numbered row * 14 + col, rows and columns from 0.
 */

export const SIZE = 14;
export const CELLS = SIZE * SIZE;
export const RACK_SIZE = 7;
export const FULL_RACK_BONUS = 50;

export type Op = '+' | '-' | 'x' | '/';
export type SquareKind = 'plain' | '2x' | '3x' | Op;

export const OPS: readonly Op[] = ['+', '-', 'x', '/'];

/**
 * The layout exactly as NOTES.md prints it ('3' triple, '2' double,
 * '+ − × ÷' operations, '.' plain, 'S' a start tile's square, which is plain).
 */
const LAYOUT: readonly string[] = [
  '3.....33.....3',
  '.2..÷....÷..2.',
  '..2..−..−..2..',
  '...2..+×..2...',
  '.÷..2.×+.2..÷.',
  '..−........−..',
  '3..×+.SS.×+..3',
  '3..+×.SS.+×..3',
  '..−........−..',
  '.÷..2.+×.2..÷.',
  '...2..×+..2...',
  '..2..−..−..2..',
  '.2..÷....÷..2.',
  '3.....33.....3',
];

const KIND_OF_CHAR: Record<string, SquareKind> = {
  '.': 'plain',
  S: 'plain',
  '2': '2x',
  '3': '3x',
  '+': '+',
  '−': '-',
  '×': 'x',
  '÷': '/',
};

function buildKinds(): SquareKind[] {
  const kinds: SquareKind[] = [];
  for (const line of LAYOUT) {
    const chars = [...line];
    if (chars.length !== SIZE) throw new Error('board layout row has the wrong length');
    for (const ch of chars) {
      const k = KIND_OF_CHAR[ch];
      if (k === undefined) throw new Error(`unknown board character ${ch}`);
      kinds.push(k);
    }
  }
  return kinds;
}

/** The kind of every square, indexed by row * 14 + col. */
export const SQUARE_KINDS: readonly SquareKind[] = buildKinds();

export function squareKind(pos: number): SquareKind {
  return SQUARE_KINDS[pos] ?? 'plain';
}

/** Points multiplier of a square (2x, 3x; 1 otherwise). */
export function squareMultiplier(pos: number): number {
  const k = squareKind(pos);
  return k === '2x' ? 2 : k === '3x' ? 3 : 1;
}

/** The operation an operation square demands, or null. */
export function squareOp(pos: number): Op | null {
  const k = squareKind(pos);
  return k === '+' || k === '-' || k === 'x' || k === '/' ? k : null;
}

export const pos = (row: number, col: number): number => row * SIZE + col;
export const rowOf = (p: number): number => Math.floor(p / SIZE);
export const colOf = (p: number): number => p % SIZE;
export const onBoard = (row: number, col: number): boolean =>
  Number.isInteger(row) && Number.isInteger(col) && row >= 0 && row < SIZE && col >= 0 && col < SIZE;

/** The four preset tiles: 1 2 over 3 4 in the centre. */
export const START_TILES: readonly { row: number; col: number; tile: number }[] = [
  { row: 6, col: 6, tile: 1 },
  { row: 6, col: 7, tile: 2 },
  { row: 7, col: 6, tile: 3 },
  { row: 7, col: 7, tile: 4 },
];

/** The 106 tiles: one 0; seven each of 1–10; one each of 11–21 and of the listed products. */
export function allTiles(): number[] {
  const tiles: number[] = [0];
  for (let v = 1; v <= 10; v++) for (let i = 0; i < 7; i++) tiles.push(v);
  for (let v = 11; v <= 21; v++) tiles.push(v);
  tiles.push(24, 25, 27, 28, 30, 32, 35, 36, 40, 42, 45, 48, 49, 50, 54, 56, 60, 63, 64, 70, 72, 80, 81, 90);
  return tiles;
}

/** The distinct tile values, ascending. */
export const TILE_VALUES: readonly number[] = [...new Set(allTiles())].sort((a, b) => a - b);

/** An empty board (-1 everywhere) with the start tiles placed. */
export function startBoard(): number[] {
  const b = new Array<number>(CELLS).fill(-1);
  for (const s of START_TILES) b[pos(s.row, s.col)] = s.tile;
  return b;
}

/** The squares with a kind other than plain, for printing and drawing. */
export function specialSquares(): { row: number; col: number; kind: Exclude<SquareKind, 'plain'> }[] {
  const out: { row: number; col: number; kind: Exclude<SquareKind, 'plain'> }[] = [];
  SQUARE_KINDS.forEach((k, p) => {
    if (k !== 'plain') out.push({ row: rowOf(p), col: colOf(p), kind: k });
  });
  return out;
}
