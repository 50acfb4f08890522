import { describe, expect, it } from 'vitest';
import { parseGrid, runsOf } from '../../../src/games/words';
import {
  BOARD_MIDDLE,
  boardSubmission,
  emptyBoard,
  moveCube,
  placeCube,
  readBoard,
  takeBackCube,
  viewWindow,
  wordSquares,
} from '../../../src/ui/words/board';

const hand = ['C', 'A', 'T', "'E", 'N', '*', '@', 'S', 'O', 'U', 'I', 'E', 'R', 'P', 'D', 'H', 'L', 'M', 'G', 'K'];
const M = BOARD_MIDDLE;

describe('a seat’s board (screen state)', () => {
  it('writes the crossword in grid notation, trimmed, with E for ’E and the wild letters', () => {
    let b = emptyBoard();
    b = placeCube(b, hand, 0, M, M);
    b = placeCube(b, hand, 1, M, M + 1);
    b = placeCube(b, hand, 2, M, M + 2);
    b = placeCube(b, hand, 3, M + 1, M + 2);
    b = placeCube(b, hand, 4, M + 2, M + 2);
    expect(boardSubmission(b, hand)).toBe('C A T / . . E / . . N');
    b = placeCube(b, hand, 5, M + 3, M + 2, 's');
    b = placeCube(b, hand, 6, M - 1, M, 'x');
    expect(boardSubmission(b, hand)).toBe('@X . . / C A T / . . E / . . N / . . *s');
    expect(parseGrid(boardSubmission(b, hand)).ok).toBe(true);
  });

  it('refuses a wild cube without a letter, an occupied square, a cube placed twice, squares off the board', () => {
    let b = placeCube(emptyBoard(), hand, 0, M, M);
    expect(placeCube(b, hand, 5, M, M + 1)).toBe(b);
    expect(placeCube(b, hand, 5, M, M + 1, '1')).toBe(b);
    expect(placeCube(b, hand, 1, M, M)).toBe(b);
    expect(placeCube(b, hand, 0, M + 1, M)).toBe(b);
    expect(placeCube(b, hand, 1, -1, 0)).toBe(b);
    expect(placeCube(b, hand, 99, 0, 0)).toBe(b);
    b = placeCube(b, hand, 1, M, M + 1);
    expect(takeBackCube(b, 0).placed.map((p) => p.cube)).toEqual([1]);
    expect(moveCube(b, 0, M, M + 1)).toBe(b);
    expect(moveCube(b, 0, M + 1, M).placed.find((p) => p.cube === 0)).toMatchObject({ row: M + 1, col: M });
  });

  it('reads a saved board back only when it fits the hand', () => {
    const b = placeCube(placeCube(emptyBoard(), hand, 0, M, M), hand, 5, M, M + 1, 'O');
    expect(readBoard(JSON.parse(JSON.stringify(b)), hand)).toEqual(b);
    expect(readBoard(null, hand)).toBeNull();
    expect(readBoard({ placed: [{ cube: 0, row: 0, col: 0 }, { cube: 0, row: 0, col: 1 }] }, hand)).toBeNull();
    expect(readBoard({ placed: [{ cube: 0, row: 0, col: 0 }, { cube: 1, row: 0, col: 0 }] }, hand)).toBeNull();
    expect(readBoard({ placed: [{ cube: 5, row: 0, col: 0 }] }, hand)).toBeNull();
    expect(readBoard({ placed: [{ cube: 0, row: 0, col: 0, letter: 'A' }] }, hand)).toBeNull();
    expect(readBoard({ placed: [{ cube: 25, row: 0, col: 0 }] }, hand)).toBeNull();
    expect(readBoard([], hand)).toBeNull();
  });

  it('shows the squares in use with room around them, at least 7 each way', () => {
    expect(viewWindow(emptyBoard())).toEqual({ top: M - 3, left: M - 3, rows: 7, cols: 7 });
    let b = emptyBoard();
    for (let i = 0; i < 10; i++) b = placeCube(b, hand, [0, 1, 2, 3, 4, 7, 8, 9, 10, 11][i] as number, M, M + i);
    const w = viewWindow(b);
    expect(w.left).toBe(M - 2);
    expect(w.cols).toBe(14);
    expect(w.rows).toBe(7);
  });

  it('maps a checked word back to the board squares', () => {
    let b = emptyBoard();
    b = placeCube(b, hand, 0, M + 4, M + 4);
    b = placeCube(b, hand, 1, M + 4, M + 5);
    b = placeCube(b, hand, 2, M + 5, M + 5);
    const grid = parseGrid(boardSubmission(b, hand));
    if (!grid.ok) throw new Error('grid');
    const runs = runsOf(grid.grid);
    const squares = runs.map((r) => wordSquares(b, { row: r.row, col: r.col, dir: r.dir, length: r.cells.length }));
    expect(squares).toEqual([
      [[M + 4, M + 4], [M + 4, M + 5]],
      [[M + 4, M + 5], [M + 5, M + 5]],
    ]);
  });
});
