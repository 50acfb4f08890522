import { describe, expect, it } from 'vitest';
import { OPS, pos } from '../../../src/games/mathable/board';
import { applyOp, equationCount, opsGiving, pairGives, refusalAt, valuesFitting } from '../../../src/games/mathable/equations';
import { createRng } from '../../../src/core/random';
import { position } from './helpers';

describe('operations as Mathable reads them', () => {
  it('order does not matter: |a − b| and larger ÷ smaller', () => {
    expect(applyOp('-', 3, 7)).toBe(4);
    expect(applyOp('-', 7, 3)).toBe(4);
    expect(applyOp('/', 2, 8)).toBe(4);
    expect(applyOp('/', 8, 2)).toBe(4);
    expect(applyOp('/', 8, 3)).toBeNull();
    expect(applyOp('/', 0, 3)).toBeNull();
    expect(applyOp('/', 0, 0)).toBeNull();
    expect(applyOp('x', 9, 10)).toBe(90);
    expect(applyOp('+', 0, 0)).toBe(0);
  });

  it('opsGiving names every operation giving a value ("4-2=2 (or 4:2=2)")', () => {
    expect(opsGiving(2, 4, 2)).toEqual(['-', '/']);
    expect(opsGiving(2, 2, 1)).toEqual(['x', '/']);
    expect(opsGiving(7, 3, 4)).toEqual(['+']);
  });

  it('pairGives agrees with applyOp for every pair of small values (property)', () => {
    const wrong: string[] = [];
    for (let a = 0; a <= 12; a++) {
      for (let b = 0; b <= 12; b++) {
        for (let v = 0; v <= 150; v++) {
          const any = OPS.some((op) => applyOp(op, a, b) === v);
          if (pairGives(v, a, b, null) !== any) wrong.push(`${a},${b}→${v}`);
          for (const op of OPS) if (pairGives(v, a, b, op) !== (applyOp(op, a, b) === v)) wrong.push(`${a}${op}${b}→${v}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('fitting values', () => {
  it('around the start tiles', () => {
    const s = position({ racks: [[], []] });
    expect(valuesFitting(s.board, pos(7, 8))).toEqual([1, 7, 12]);
    expect(valuesFitting(s.board, pos(6, 8))).toEqual([1, 2, 3]);
    expect(valuesFitting(s.board, pos(5, 7))).toEqual([2, 6, 8]);
    expect(valuesFitting(s.board, pos(0, 0))).toEqual([]);
  });

  it('an operation square only offers its operation', () => {
    // × square (9,7) with 3 6 to its right and 3 1 below it.
    const s = position({
      empty: true,
      tiles: [
        { row: 9, col: 8, tile: 3 },
        { row: 9, col: 9, tile: 6 },
        { row: 10, col: 7, tile: 3 },
        { row: 11, col: 7, tile: 1 },
      ],
      racks: [[], []],
    });
    expect(valuesFitting(s.board, pos(9, 7))).toEqual([3, 18]);
    expect(equationCount(s.board, pos(9, 7), 3)).toBe(1);
  });

  it('every fitting value is accepted and every other value refused, with a reason (property)', () => {
    const rng = createRng('fits');
    const wrong: string[] = [];
    for (let trial = 0; trial < 200; trial++) {
      const tiles = [];
      for (let i = 0; i < 30; i++) tiles.push({ row: rng.int(14), col: rng.int(14), tile: rng.int(30) });
      const s = position({ empty: true, tiles, racks: [[], []] });
      for (let k = 0; k < 20; k++) {
        const p = rng.int(196);
        if (s.board[p]! >= 0) {
          if (refusalAt(s.board, p, 1)?.code !== 'occupied') wrong.push(`occupied ${p}`);
          continue;
        }
        const fits = valuesFitting(s.board, p);
        for (let v = 0; v <= 90; v++) {
          const r = refusalAt(s.board, p, v);
          if ((r === null) !== fits.includes(v)) wrong.push(`refusal ${p} ${v}`);
          if (equationCount(s.board, p, v) > 0 !== fits.includes(v)) wrong.push(`count ${p} ${v}`);
          if (r && r.code === 'wrongResult' && r.checks.length === 0 && r.op === null) wrong.push(`reason ${p} ${v}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
