import { describe, expect, it } from 'vitest';
import { parseGrid, runsOf } from '../../../src/games/words';
import {
  BOARD_MIDDLE,
  boardSubmission,
  emptyBoard,
  moveCube,
  moveCubes,
  placeCube,
  readBoard,
  stableWindow,
  takeBackCube,
  viewWindow,
  type Board,
  type ViewWindow,
  wordSquares,
  wordThrough,
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
    expect(
      readBoard(
        {
          placed: [
            { cube: 0, row: 0, col: 0 },
            { cube: 0, row: 0, col: 1 },
          ],
        },
        hand,
      ),
    ).toBeNull();
    expect(
      readBoard(
        {
          placed: [
            { cube: 0, row: 0, col: 0 },
            { cube: 1, row: 0, col: 0 },
          ],
        },
        hand,
      ),
    ).toBeNull();
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

  it('keeps the window on screen put while it shows what it must, grows it a square ahead, fits it again when far too big', () => {
    const contains = (w: ViewWindow, v: ViewWindow): boolean =>
      w.top <= v.top && w.left <= v.left && w.top + w.rows >= v.top + v.rows && w.left + w.cols >= v.left + v.cols;
    let b = emptyBoard();
    let w = stableWindow(null, b);
    expect(w).toEqual(viewWindow(b));
    const seen: ViewWindow[] = [w];
    // a word of six across from the middle, then four down from its first letter
    const squares = [0, 1, 2, 3, 4, 5].map((i) => [M, M + i]).concat([1, 2, 3, 4].map((i) => [M + i, M]));
    squares.forEach(([r, c], i) => {
      b = placeCube(b, hand, [0, 1, 2, 4, 7, 8, 9, 10, 11, 12][i] as number, r as number, c as number);
      const next = stableWindow(w, b);
      expect(contains(next, viewWindow(b))).toBe(true);
      // it never moves or shrinks while the crossword grows: it only grows
      expect(contains(next, w)).toBe(true);
      w = next;
      seen.push(w);
    });
    // the window (7 × 7 at first) changed size 4 times in 10 placements; fitted tightly it changes 7 times
    const changes = (ws: ViewWindow[]): number => ws.slice(1).filter((x, i) => JSON.stringify(x) !== JSON.stringify(ws[i])).length;
    expect(changes(seen)).toBe(4);
    const tight: ViewWindow[] = [viewWindow(emptyBoard())];
    let t: Board = emptyBoard();
    squares.forEach(([r, c], i) => {
      t = placeCube(t, hand, [0, 1, 2, 4, 7, 8, 9, 10, 11, 12][i] as number, r as number, c as number);
      tight.push(viewWindow(t));
    });
    expect(changes(tight)).toBe(7);
    expect(w).toEqual({ top: M - 3, left: M - 3, rows: 11, cols: 11 });
    // cubes taken back: it stays while it is at most 4 squares bigger than needed each way, then fits again
    for (const cube of [12, 11, 10, 9]) b = takeBackCube(b, cube);
    const back = stableWindow(w, b);
    expect(viewWindow(b).rows).toBe(7);
    expect(back).toEqual(w);
    // 14 rows more than needed: fitted again; 2 columns more: kept
    const far = { top: M - 10, left: M - 4, rows: 21, cols: 12 };
    expect(viewWindow(b)).toMatchObject({ left: M - 2, cols: 10 });
    expect(stableWindow(far, b)).toEqual({ ...viewWindow(b), left: M - 4, cols: 12 });
    expect(stableWindow(back, emptyBoard())).toEqual(viewWindow(emptyBoard()));
    // at the board's edge it grows no further than the board
    let e = emptyBoard();
    e = placeCube(e, hand, 0, 40, 40);
    const edge = stableWindow(viewWindow(emptyBoard()), e);
    expect(edge.top + edge.rows - 1).toBe(40);
    expect(edge.left + edge.cols - 1).toBe(40);
    expect(contains(edge, viewWindow(e))).toBe(true);
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
      [
        [M + 4, M + 4],
        [M + 4, M + 5],
      ],
      [
        [M + 4, M + 5],
        [M + 5, M + 5],
      ],
    ]);
  });
});

describe('a word carried by a finger', () => {
  // C A T across from (5,5); O under the A makes "AO" down; S alone far away
  const b: Board = {
    placed: [
      { cube: 0, row: 5, col: 5 },
      { cube: 1, row: 5, col: 6 },
      { cube: 2, row: 5, col: 7 },
      { cube: 3, row: 6, col: 6 },
      { cube: 4, row: 9, col: 9 },
    ],
  };
  it('is the longer run through the cube held (across when as long), or the cube alone', () => {
    expect(wordThrough(b, 0)).toEqual([0, 1, 2]);
    expect(wordThrough(b, 1)).toEqual([0, 1, 2]);
    expect(wordThrough(b, 3)).toEqual([1, 3]);
    expect(wordThrough(b, 4)).toEqual([4]);
    expect(wordThrough(b, 7)).toEqual([]);
  });
  it('moves together, onto its own squares too, never onto another cube or off the board', () => {
    const moved = moveCubes(b, [0, 1, 2], 0, 1);
    expect(moved.placed.filter((p) => p.cube < 3).map((p) => [p.row, p.col])).toEqual([
      [5, 6],
      [5, 7],
      [5, 8],
    ]);
    expect(moveCubes(b, [0, 1, 2], 1, 0)).toBe(b); // the A would land on the O
    expect(moveCubes(b, [0, 1, 2], -6, 0)).toBe(b); // off the top
    expect(moveCubes(b, [0, 1, 2], 0, 0)).toBe(b);
  });
});
