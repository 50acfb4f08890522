/** Every example printed in the Mathable rulebook, as a named test. */
import { describe, expect, it } from 'vitest';
import { apply, squaresFor, type MathableState } from '../../../src/games/mathable/engine';
import { IllegalMoveError } from '../../../src/core/engine';
import { position, tileAt } from './helpers';
import { refusalText } from '../../../src/i18n';
import '../../../src/i18n/mathable';

/** Any move's refusal in the catalogue's words. */
const why = (s: MathableState, m: Parameters<typeof apply>[1]): string => {
  try {
    apply(s, m);
  } catch (e) {
    if (e instanceof IllegalMoveError) return refusalText('mathable', e.refusal);
    throw e;
  }
  throw new Error('the move was accepted');
};

const sq = (s: MathableState, tile: number): string[] =>
  squaresFor(s, tile)
    .map((p) => `${p.row},${p.col}`)
    .sort();

const refusal = (s: MathableState, tile: number, row: number, col: number): string => {
  try {
    apply(s, { type: 'place', tile, row, col });
  } catch (e) {
    if (e instanceof IllegalMoveError) return refusalText('mathable', e.refusal);
    throw e;
  }
  throw new Error('the placement was accepted');
};

describe('rulebook 1.2: the board', () => {
  it('presets [1][2] over [3][4] in the centre', () => {
    const s = position({ racks: [[], []] });
    expect([tileAt(s, 6, 6), tileAt(s, 6, 7), tileAt(s, 7, 6), tileAt(s, 7, 7)]).toEqual([1, 2, 3, 4]);
  });
});

describe('rulebook 1.3: the rules', () => {
  it('"a [7] … right of the already existing [4] (because 3+4=7) or left of the already existing [3]"', () => {
    const s = position({ racks: [[7], []] });
    expect(sq(s, 7)).toEqual(['7,5', '7,8']);
  });

  it('"If you have a [2] you can put it in many squares": above 1, below 3, above 2, below 4, right of 2, left of 1', () => {
    const s = position({ racks: [[2], []] });
    expect(sq(s, 2)).toEqual(['5,6', '5,7', '6,5', '6,8', '8,6', '8,7']);
  });

  it('"Say you put [7] here … you can put [21] left of the tile [7] (7x3=21)", in the same turn', () => {
    let s = position({ racks: [[7, 21], []] });
    s = apply(s, { type: 'place', tile: 7, row: 7, col: 5 });
    s = apply(s, { type: 'place', tile: 21, row: 7, col: 4 });
    expect(tileAt(s, 7, 4)).toBe(21);
    // 7 on a plain square (7 points); 21 on a × square, which allows 7 × 3 (21 points).
    expect(s.turn.placed.map((p) => p.points)).toEqual([7, 21]);
    s = apply(s, { type: 'confirm' });
    expect(s.scores[0]).toBe(28);
  });

  it('a [21] does not fit left of the [3] before the [7] is there', () => {
    const s = position({ racks: [[21], []] });
    expect(squaresFor(s, 21)).toEqual([]);
  });
});

// The rulebook's small pictures, placed on the board away from the start tiles:
//   [X][3][6]
//   [3][1][2]
//   [1][3][4]
const picture = (row: number, col: number) => [
  { row, col: col + 1, tile: 3 },
  { row, col: col + 2, tile: 6 },
  { row: row + 1, col, tile: 3 },
  { row: row + 1, col: col + 1, tile: 1 },
  { row: row + 1, col: col + 2, tile: 2 },
  { row: row + 2, col, tile: 1 },
  { row: row + 2, col: col + 1, tile: 3 },
  { row: row + 2, col: col + 2, tile: 4 },
];

describe('rulebook 1.4: scoring', () => {
  it('"put 3 here … you get 6 points because 3 is 6-3 (the horizontal subtraction) and 1x3 (vertical multiplication)"', () => {
    // X on plain square (0,1).
    let s = position({ empty: true, tiles: picture(0, 1), racks: [[3], []] });
    s = apply(s, { type: 'place', tile: 3, row: 0, col: 1 });
    expect(s.turn.placed[0]).toMatchObject({ points: 6, equations: 2 });
  });

  it('face value on a plain square, doubled on 2x, tripled on 3x', () => {
    // 7 right of 3 4 on plain (7,8): 7.
    let s = position({ racks: [[7], []] });
    s = apply(s, { type: 'place', tile: 7, row: 7, col: 8 });
    expect(s.turn.placed[0]!.points).toBe(7);
    // 2x at (1,1): tiles 4, 5 to its right make 9 = 4 + 5 → 18.
    s = position({
      empty: true,
      tiles: [
        { row: 1, col: 2, tile: 4 },
        { row: 1, col: 3, tile: 5 },
      ],
      racks: [[9], []],
    });
    s = apply(s, { type: 'place', tile: 9, row: 1, col: 1 });
    expect(s.turn.placed[0]!.points).toBe(18);
    // "A [90] on a 3x square makes you really happy!": 9 × 10 on (0,0) → 270.
    s = position({
      empty: true,
      tiles: [
        { row: 0, col: 1, tile: 9 },
        { row: 0, col: 2, tile: 10 },
      ],
      racks: [[90], []],
    });
    s = apply(s, { type: 'place', tile: 90, row: 0, col: 0 });
    expect(s.turn.placed[0]!.points).toBe(270);
  });

  it('"If one player places his/her 7 tiles all in one turn he/she gets 50 points extra bonus"', () => {
    // A column of pairs: 1 1 → 2, 0 …: use 3 and 4 on the start tiles' rows.
    let s = position({ racks: [[2, 2, 2, 2, 7, 7, 1], []] });
    const plays = [
      { tile: 2, row: 5, col: 6 }, // 3 − 1
      { tile: 2, row: 5, col: 7 }, // 4 − 2
      { tile: 2, row: 8, col: 6 }, // 3 − 1
      { tile: 2, row: 8, col: 7 }, // 4 − 2
      { tile: 7, row: 7, col: 8 }, // 4 + 3
      { tile: 7, row: 7, col: 5 }, // 3 + 4
      { tile: 1, row: 6, col: 8 }, // 2 − 1
    ];
    for (const p of plays) s = apply(s, { type: 'place', ...p });
    const pts = s.turn.placed.reduce((a, p) => a + p.points, 0);
    s = apply(s, { type: 'confirm' });
    expect(s.scores[0]).toBe(pts + 50);
    expect(s.log[0]).toMatchObject({ bonus: true });
  });
});

describe('rulebook 1.5: special squares', () => {
  // X on the × square (9,7): [x][3][6] / [3][1][2] / [1][3][4]
  const base = (rack: number[]) => position({ empty: true, tiles: picture(9, 7), racks: [rack, []] });

  it('"on the [x] square you can put only a [18] (for 3x6 - horizontal) or a [3] (for 3x1 - vertical)"', () => {
    const s = base([18, 3, 9, 2, 4]);
    expect(squaresFor(s, 18).some((p) => p.row === 9 && p.col === 7)).toBe(true);
    expect(squaresFor(s, 3).some((p) => p.row === 9 && p.col === 7)).toBe(true);
    for (const t of [9, 2, 4]) expect(squaresFor(s, t).some((p) => p.row === 9 && p.col === 7)).toBe(false);
  });

  it('on the × square, 3 scores once (only 3 × 1 counts, not 6 − 3); 18 scores 18', () => {
    let s = apply(base([3]), { type: 'place', tile: 3, row: 9, col: 7 });
    expect(s.turn.placed[0]).toMatchObject({ points: 3, equations: 1 });
    s = apply(base([18]), { type: 'place', tile: 18, row: 9, col: 7 });
    expect(s.turn.placed[0]).toMatchObject({ points: 18, equations: 1 });
  });

  it('a refused tile on the × square is told why', () => {
    expect(refusal(base([9]), 9, 9, 7)).toBe('This is a × square, so only multiplication counts: 3 × 6 is 18 and 3 × 1 is 3, not 9.');
  });

  it('"You are allowed to take one new tile out of the bag and use it in that same round"', () => {
    let s = base([18, 5]);
    const bagBefore = s.bag.length;
    s = apply(s, { type: 'place', tile: 18, row: 9, col: 7 });
    expect(s.turn.drawsOwed).toBe(1);
    const next = s.bag[0]!;
    s = apply(s, { type: 'draw' });
    expect(s.racks[0]).toEqual([5, next]);
    expect(s.bag).toHaveLength(bagBefore - 1);
    expect(() => apply(s, { type: 'draw' })).toThrow(IllegalMoveError);
    expect(why(s, { type: 'draw' })).toMatch(/extra tile/);
  });
});

describe('rulebook 1.6: exchanging tiles', () => {
  it('"You can exchange as many of the tiles on your rack you want, but you loose your turn"', () => {
    let s = position({
      racks: [
        [60, 70, 80, 1, 2, 3, 4],
        [5, 5, 5, 5, 5, 5, 5],
      ],
    });
    const bag = s.bag.slice();
    s = apply(s, { type: 'exchange', tiles: [60, 70] });
    expect(s.current).toBe(1);
    expect(s.racks[0]).toHaveLength(7);
    expect(s.racks[0]!.slice(0, 5)).toEqual([80, 1, 2, 3, 4]);
    expect(s.racks[0]!.slice(5)).toEqual(bag.slice(0, 2));
    expect([...s.bag].sort((a, b) => a - b)).toEqual([...bag.slice(2), 60, 70].sort((a, b) => a - b));
    expect(s.log[0]).toEqual({ player: 0, exchanged: [60, 70] });
  });

  it('"Exchanging is not allowed in case you have put already one of your tiles"', () => {
    let s = position({ racks: [[7, 60], []] });
    s = apply(s, { type: 'place', tile: 7, row: 7, col: 8 });
    expect(why(s, { type: 'exchange', tiles: [60] })).toBe('Tiles cannot be exchanged after placing a tile this turn.');
  });
});

describe('rulebook 1.7: the end of the game', () => {
  it('"if one player is stuck with the tiles [60], [70] and [80] he/she will loose a total of 210"', () => {
    let s = position({ racks: [[60, 70, 80], [1]] });
    s = { ...s, scores: [300, 20] };
    s = apply(s, { type: 'end' });
    expect(s.ended).toEqual({ reason: 'agreed', finalScores: [90, 19], rackPenalties: [210, 1] });
  });

  it('"The game normally ends when the bag empties and no more tiles can be put anywhere"', () => {
    // 7 fits right of 3 4; after it, nothing on either rack fits anywhere.
    let s = position({ racks: [[7, 90], [81]], bag: [] });
    s = apply(s, { type: 'place', tile: 7, row: 7, col: 8 });
    s = apply(s, { type: 'confirm' });
    expect(s.ended?.reason).toBe('blocked');
    expect(s.ended?.finalScores).toEqual([7 - 90, -81]);
  });
});

describe('rulebook 1.9: common mistakes', () => {
  it('"Many people think you can perform one of the 4 operations diagonally. You can\'t!"', () => {
    // 5 and 4 on a diagonal down-right of the empty square (2,2)... (3,3)=5, (4,4)=4: 9 does not fit at (2,2).
    const s = position({
      empty: true,
      tiles: [
        { row: 5, col: 5, tile: 5 },
        { row: 6, col: 6, tile: 4 },
      ],
      racks: [[9], []],
    });
    expect(refusal(s, 9, 4, 4)).toBe('Equations only count left, right, up and down, never diagonally.');
  });

  it('"place 48 (=8x6) … between [8] and [6]: No!"', () => {
    const s = position({
      empty: true,
      tiles: [
        { row: 2, col: 2, tile: 8 },
        { row: 2, col: 4, tile: 6 },
      ],
      racks: [[48], []],
    });
    expect(refusal(s, 48, 2, 3)).toMatch(/never goes between two numbers/);
  });

  it('"Only like this: [8][6][48] or [48][8][6]"', () => {
    const s = position({
      empty: true,
      tiles: [
        { row: 2, col: 5, tile: 8 },
        { row: 2, col: 6, tile: 6 },
      ],
      racks: [[48], []],
    });
    expect(sq(s, 48)).toEqual(['2,4', '2,7']);
  });
});

describe('rulebook 1.8: hints', () => {
  it('"Using hint, you also give up your right to enter the Hall of Fame"', () => {
    let s = position({ racks: [[7], [1]] });
    expect(s.hintUsed).toBe(false);
    s = apply(s, { type: 'hint' });
    expect(s.hintUsed).toBe(true);
  });
});
