import { describe, expect, it } from 'vitest';
import {
  CELLS,
  SIZE,
  SQUARE_KINDS,
  START_TILES,
  TILE_VALUES,
  allTiles,
  pos,
  specialSquares,
  squareKind,
  squareMultiplier,
  squareOp,
  startBoard,
} from '../../../src/games/mathable/board';

const count = (kind: string): number => SQUARE_KINDS.filter((k) => k === kind).length;

describe('Mathable board (NOTES.md)', () => {
  it('is 14 × 14', () => {
    expect(SIZE).toBe(14);
    expect(SQUARE_KINDS).toHaveLength(CELLS);
    expect(CELLS).toBe(196);
  });

  it('has 12 triple, 16 double and 8 squares of each operation', () => {
    expect(count('3x')).toBe(12);
    expect(count('2x')).toBe(16);
    for (const op of ['+', '-', 'x', '/']) expect(count(op)).toBe(8);
    expect(specialSquares()).toHaveLength(12 + 16 + 32);
  });

  it('matches the printed layout at sample squares', () => {
    expect(squareKind(pos(0, 0))).toBe('3x');
    expect(squareKind(pos(0, 6))).toBe('3x');
    expect(squareKind(pos(1, 1))).toBe('2x');
    expect(squareKind(pos(1, 4))).toBe('/');
    expect(squareKind(pos(2, 5))).toBe('-');
    expect(squareKind(pos(3, 6))).toBe('+');
    expect(squareKind(pos(3, 7))).toBe('x');
    expect(squareKind(pos(7, 4))).toBe('x');
    expect(squareKind(pos(7, 3))).toBe('+');
    expect(squareKind(pos(6, 0))).toBe('3x');
    expect(squareKind(pos(13, 13))).toBe('3x');
    expect(squareKind(pos(12, 9))).toBe('/');
    expect(squareKind(pos(5, 5))).toBe('plain');
  });

  it('keeps the start squares plain (the 3 under the 1 is a tile, not a triple square)', () => {
    for (const t of START_TILES) expect(squareKind(pos(t.row, t.col))).toBe('plain');
  });

  it('is symmetric under a half turn, square kinds included', () => {
    for (let p = 0; p < CELLS; p++) expect(SQUARE_KINDS[CELLS - 1 - p]).toBe(SQUARE_KINDS[p]);
  });

  it('multipliers and operations', () => {
    expect(squareMultiplier(pos(0, 0))).toBe(3);
    expect(squareMultiplier(pos(1, 1))).toBe(2);
    expect(squareMultiplier(pos(5, 5))).toBe(1);
    expect(squareOp(pos(1, 4))).toBe('/');
    expect(squareOp(pos(0, 0))).toBeNull();
  });

  it('starts with 1 2 over 3 4 in the centre', () => {
    const b = startBoard();
    expect([b[pos(6, 6)], b[pos(6, 7)], b[pos(7, 6)], b[pos(7, 7)]]).toEqual([1, 2, 3, 4]);
    expect(b.filter((v) => v >= 0)).toHaveLength(4);
  });
});

describe('Mathable tiles (NOTES.md)', () => {
  const tiles = allTiles();
  const n = (v: number): number => tiles.filter((t) => t === v).length;

  it('are 106', () => expect(tiles).toHaveLength(106));

  it('one 0, seven each of 1–10, one each of 11–21', () => {
    expect(n(0)).toBe(1);
    for (let v = 1; v <= 10; v++) expect(n(v)).toBe(7);
    for (let v = 11; v <= 21; v++) expect(n(v)).toBe(1);
  });

  it('one each of the listed bigger numbers, and nothing else', () => {
    const big = [24, 25, 27, 28, 30, 32, 35, 36, 40, 42, 45, 48, 49, 50, 54, 56, 60, 63, 64, 70, 72, 80, 81, 90];
    for (const v of big) expect(n(v)).toBe(1);
    expect(TILE_VALUES).toHaveLength(1 + 10 + 11 + big.length);
    expect(tiles.every((t) => TILE_VALUES.includes(t))).toBe(true);
  });
});
