import { describe, expect, it } from 'vitest';
import { IllegalMoveError, replayMoves } from '../../../src/core/engine';
import { formatGameId, parseGameId } from '../../../src/core/gameId';
import {
  STALL_ROUNDS,
  MathableMoveError,
  apply,
  formatParams,
  init,
  isMove,
  mathable,
  parseParams,
  placeableTiles,
  seatFor,
  type MathableMove,
  type MathableState,
} from '../../../src/games/mathable/engine';
import { computerTurn } from '../../../workers/mathable/computer';
import { position, tileAt } from './helpers';
import { refusalText } from '../../../src/i18n';
import '../../../src/i18n/mathable';
import { pos } from '../../../src/games/mathable/board';
import { valuesFitting } from '../../../src/games/mathable/equations';

const reason = (s: MathableState, m: Parameters<typeof apply>[1]): string => {
  try {
    apply(s, m);
  } catch (e) {
    // The engine gives a code with values; the screens' wording (the catalogue) makes the sentence.
    if (e instanceof IllegalMoveError) return refusalText('mathable', e.refusal);
    throw e;
  }
  throw new Error('accepted');
};

describe('params and game ids', () => {
  it('reads seats and the hidden-racks setting', () => {
    expect(parseParams({ s: 'h.cm.ch', hide: '1' })).toEqual({
      seats: [{ kind: 'human' }, { kind: 'computer', level: 'medium' }, { kind: 'computer', level: 'hard' }],
      hiddenRacks: true,
    });
    expect(parseParams({})).toEqual({ seats: [{ kind: 'human' }, { kind: 'computer', level: 'medium' }], hiddenRacks: false });
  });

  it('reads the hints setting: hint=0 switches hints off (refused), and ids without it keep hints on', () => {
    expect(parseParams({ s: 'h.h', hint: '0' })).toEqual({ seats: [{ kind: 'human' }, { kind: 'human' }], hiddenRacks: false, hints: false });
    expect(parseParams({ s: 'h.h', hint: '1' })).toEqual({ seats: [{ kind: 'human' }, { kind: 'human' }], hiddenRacks: false });
    expect(() => parseParams({ hint: 'yes' })).toThrow(IllegalMoveError);
    const off = parseParams({ s: 'h.h', hint: '0' });
    expect(formatGameId({ game: 'mathable', params: formatParams(off), seed: 'k3' })).toBe('mathable:hint=0,s=h.h#k3');
    expect(formatParams(parseParams({ s: 'h.h' }))).toEqual({ s: 'h.h' });
    const s = init(off, 'k3');
    expect(reason(s, { type: 'hint' })).toBe('Hints are switched off in this game.');
    expect(apply(init(parseParams({ s: 'h.h' }), 'k3'), { type: 'hint' }).hintUsed).toBe(true);
  });

  it('round-trips through a game id', () => {
    const p = parseParams({ s: 'ce.h.h.ch' });
    const id = formatGameId({ game: 'mathable', params: formatParams(p), seed: 'k3x9ab' });
    expect(id).toBe('mathable:s=ce.h.h.ch#k3x9ab');
    expect(parseParams(parseGameId(id).params)).toEqual(p);
  });

  it('refuses 1 or 5 players, unknown seats and settings', () => {
    const said = (p: Record<string, string>): string => {
      try {
        parseParams(p);
      } catch (e) {
        if (e instanceof IllegalMoveError) return refusalText('mathable', e.refusal);
        throw e;
      }
      throw new Error('accepted');
    };
    expect(said({ s: 'h' })).toMatch(/2, 3 or 4/);
    expect(said({ s: 'h.h.h.h.h' })).toMatch(/2, 3 or 4/);
    expect(said({ s: 'h.zz' })).toBe('“zz” is not a kind of player (h, ce, cm or ch).');
    expect(said({ s: 'h.h', x: '1' })).toBe('Mathable has no setting “x”.');
    expect(said({ s: 'h.h', hide: 'yes' })).toMatch(/hidden-racks/);
  });

  it('a name starting with COMP makes a computer player, as in the rulebook', () => {
    for (const name of ['COMPUTER', 'COMP-A', 'COMP1', 'comp two']) expect(seatFor(name, { kind: 'human' }).kind).toBe('computer');
    expect(seatFor('Anna', { kind: 'human' })).toEqual({ kind: 'human' });
    expect(seatFor('Anna', { kind: 'computer', level: 'hard' })).toEqual({ kind: 'computer', level: 'hard' });
  });
});

describe('dealing from the seed', () => {
  const params = parseParams({ s: 'h.h.h' });

  it('deals 7 tiles to each player and keeps the rest in the bag (106 in all)', () => {
    const s = init(params, 'deal');
    expect(s.racks.map((r) => r.length)).toEqual([7, 7, 7]);
    expect(s.bag).toHaveLength(106 - 21);
    expect([...s.bag, ...s.racks.flat()].sort((a, b) => a - b)).toHaveLength(106);
  });

  it('is the same for the same seed, different for another', () => {
    expect(init(params, 'abc')).toEqual(init(params, 'abc'));
    expect(init(params, 'abc').bag).not.toEqual(init(params, 'abd').bag);
  });

  it('draws the first player from the seed (every seat gets to start for some seed)', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 60; i++) firsts.add(init(params, `s${i}`).first);
    expect([...firsts].sort()).toEqual([0, 1, 2]);
    const s = init(params, 's1');
    expect(s.current).toBe(s.first);
  });
});

describe('placing tiles', () => {
  it('refuses with a sentence: "4 × 2 is 8, not 9" on a × square', () => {
    // × square (3,7): 4 and 2 below it.
    const s = position({
      empty: true,
      tiles: [
        { row: 4, col: 7, tile: 4 },
        { row: 5, col: 7, tile: 2 },
      ],
      racks: [[9], []],
    });
    expect(reason(s, { type: 'place', tile: 9, row: 3, col: 7 })).toBe('This is a × square, so only multiplication counts: 4 × 2 is 8, not 9.');
  });

  it('on a plain square the refusal lists every operation', () => {
    const s = position({ racks: [[9], []] });
    expect(reason(s, { type: 'place', tile: 9, row: 7, col: 8 })).toBe('4 + 3 is 7, 4 − 3 is 1 and 4 × 3 is 12, not 9.');
  });

  it('on a ÷ square an uneven division is explained', () => {
    // ÷ square (1,4): 7 and 2 to its right.
    const s = position({
      empty: true,
      tiles: [
        { row: 1, col: 5, tile: 7 },
        { row: 1, col: 6, tile: 2 },
      ],
      racks: [[3], []],
    });
    expect(reason(s, { type: 'place', tile: 3, row: 1, col: 4 })).toBe('This is a ÷ square, so only division counts: 7 ÷ 2 is not a whole number, not 3.');
  });

  it('division by 0 never gives a tile; 0 works with +, − and ×', () => {
    // plain square (5,8): 5 then 0 to its left, (5,7)=5 nearer, (5,6)=0.
    const s = position({
      empty: true,
      tiles: [
        { row: 5, col: 7, tile: 5 },
        { row: 5, col: 6, tile: 0 },
      ],
      racks: [[0, 5, 1], []],
    });
    expect(valuesFitting(s.board, pos(5, 8))).toEqual([0, 5]);
    expect(apply(s, { type: 'place', tile: 0, row: 5, col: 8 }).turn.placed[0]).toMatchObject({ points: 0, equations: 1 });
    expect(apply(s, { type: 'place', tile: 5, row: 5, col: 8 }).turn.placed[0]).toMatchObject({ points: 5, equations: 1 });
    // ÷ square (4,12): 0 and 5 below it.
    const d = position({
      empty: true,
      tiles: [
        { row: 5, col: 12, tile: 0 },
        { row: 6, col: 12, tile: 5 },
      ],
      racks: [[0], []],
    });
    expect(reason(d, { type: 'place', tile: 0, row: 4, col: 12 })).toBe(
      'This is a ÷ square, so only division counts: 5 ÷ 0 cannot be worked out (no dividing by 0), not 0.',
    );
  });

  it('refuses a tile that is not on the rack, an occupied square, a square off the board', () => {
    const s = position({ racks: [[7], []] });
    expect(reason(s, { type: 'place', tile: 8, row: 7, col: 8 })).toBe('There is no 8 on the rack.');
    expect(reason(s, { type: 'place', tile: 7, row: 6, col: 6 })).toBe('That square already holds a 1.');
    expect(reason(s, { type: 'place', tile: 7, row: 14, col: 0 })).toBe('That square is not on the board.');
    expect(reason(s, { type: 'place', tile: 7, row: 0, col: 0 })).toBe('A tile must go right next to two tiles lined up in a row or a column.');
    expect(reason(s, { type: 'place', tile: 7, row: 5, col: 8 })).toBe('Equations only count left, right, up and down, never diagonally.');
  });

  it('a square next to a single tile is explained', () => {
    const s = position({ empty: true, tiles: [{ row: 5, col: 5, tile: 3 }], racks: [[3], []] });
    expect(reason(s, { type: 'place', tile: 3, row: 5, col: 6 })).toMatch(/only one tile/);
  });

  it('turn refusals are given as data too', () => {
    const s = position({ racks: [[7, 8, 9], [1]], bag: [1, 2] });
    try {
      apply(s, { type: 'exchange', tiles: [7, 8, 9] });
      throw new Error('accepted');
    } catch (e) {
      expect((e as MathableMoveError).problem).toEqual({ code: 'exchangeTooMany', left: 2 });
      expect((e as MathableMoveError).placementRefusal).toBeNull();
    }
  });

  it('the refusal is also given as data', () => {
    const s = position({ racks: [[9], []] });
    try {
      apply(s, { type: 'place', tile: 9, row: 7, col: 8 });
    } catch (e) {
      expect(e).toBeInstanceOf(MathableMoveError);
      expect((e as MathableMoveError).placementRefusal).toMatchObject({ code: 'wrongResult', tile: 9, op: null });
    }
  });

  it('counts every direction: three equations triple the tile', () => {
    // Empty square (5,5) with 2,4 left (2+... ) : left (5,4)=2,(5,3)=4 → 6 = 2+4; up (4,5)=3,(3,5)=2 → 6 = 3×2; right (5,6)=12,(5,7)=6 → 6 = 12−6.
    const s = position({
      empty: true,
      tiles: [
        { row: 5, col: 4, tile: 2 },
        { row: 5, col: 3, tile: 4 },
        { row: 4, col: 5, tile: 3 },
        { row: 3, col: 5, tile: 2 },
        { row: 5, col: 6, tile: 12 },
        { row: 5, col: 7, tile: 6 },
      ],
      racks: [[6], []],
    });
    const t = apply(s, { type: 'place', tile: 6, row: 5, col: 5 });
    expect(t.turn.placed[0]).toMatchObject({ equations: 3, points: 18 });
  });

  it('the tile must fit in only one direction; other lines need not make an equation', () => {
    // 7 right of 3 4 at (7,8); above it (6,8) is empty, so nothing else is checked.
    const s = position({
      tiles: [
        { row: 8, col: 8, tile: 50 },
        { row: 9, col: 8, tile: 1 },
      ],
      racks: [[7], []],
    });
    expect(apply(s, { type: 'place', tile: 7, row: 7, col: 8 }).turn.placed[0]!.equations).toBe(1);
  });
});

describe('a turn', () => {
  it('undo takes back the last tile of the turn, back to the rack', () => {
    let s = position({ racks: [[7, 21, 5], []] });
    s = apply(s, { type: 'place', tile: 7, row: 7, col: 5 });
    s = apply(s, { type: 'place', tile: 21, row: 7, col: 4 });
    s = apply(s, { type: 'undo' });
    expect(tileAt(s, 7, 4)).toBe(-1);
    expect(s.racks[0]).toEqual([5, 21]);
    expect(s.turn.placed).toHaveLength(1);
    s = apply(s, { type: 'undo' });
    expect(s.racks[0]).toEqual([5, 21, 7]);
    expect(reason(s, { type: 'undo' })).toBe('No tile has been placed this turn.');
  });

  it('undoing an operation-square tile withdraws its extra tile', () => {
    let s = position({ racks: [[7, 21], []] });
    s = apply(s, { type: 'place', tile: 7, row: 7, col: 5 });
    s = apply(s, { type: 'place', tile: 21, row: 7, col: 4 });
    expect(s.turn.drawsOwed).toBe(1);
    s = apply(s, { type: 'undo' });
    expect(s.turn.drawsOwed).toBe(0);
    expect(reason(s, { type: 'draw' })).toMatch(/only after placing a tile on a/);
  });

  it('tiles placed before taking the extra tile cannot be taken back', () => {
    let s = position({ racks: [[7, 21], []] });
    s = apply(s, { type: 'place', tile: 7, row: 7, col: 5 });
    s = apply(s, { type: 'place', tile: 21, row: 7, col: 4 });
    s = apply(s, { type: 'draw' });
    expect(reason(s, { type: 'undo' })).toBe('Tiles placed before taking an extra tile cannot be taken back.');
  });

  it('no extra tile when the bag is empty', () => {
    let s = position({ racks: [[7, 21], [1]], bag: [] });
    s = apply(s, { type: 'place', tile: 7, row: 7, col: 5 });
    s = apply(s, { type: 'place', tile: 21, row: 7, col: 4 });
    expect(s.turn.drawsOwed).toBe(0);
  });

  it('confirm scores the turn, refills the rack to 7 and passes to the next player', () => {
    let s = position({
      racks: [
        [7, 21, 5, 6, 8, 9, 10],
        [1, 1, 1, 1, 1, 1, 1],
      ],
    });
    const bag = s.bag.slice();
    s = apply(s, { type: 'place', tile: 7, row: 7, col: 5 });
    s = apply(s, { type: 'place', tile: 21, row: 7, col: 4 });
    s = apply(s, { type: 'confirm' });
    expect(s.scores).toEqual([28, 0]);
    expect(s.racks[0]).toEqual([5, 6, 8, 9, 10, ...bag.slice(0, 2)]);
    expect(s.current).toBe(1);
    expect(s.log[0]).toEqual({
      player: 0,
      placed: [
        { row: 7, col: 5, tile: 7 },
        { row: 7, col: 4, tile: 21 },
      ],
      points: 28,
      bonus: false,
      drew: 0,
    });
  });

  it('an unused extra tile stays on the rack (no refill beyond it)', () => {
    let s = position({ racks: [[7, 21, 1, 1, 1, 1, 1], [1]] });
    s = apply(s, { type: 'place', tile: 7, row: 7, col: 5 });
    s = apply(s, { type: 'place', tile: 21, row: 7, col: 4 });
    s = apply(s, { type: 'draw' });
    s = apply(s, { type: 'confirm' });
    expect(s.racks[0]).toHaveLength(7);
  });

  it('the 50 bonus needs the whole rack: an extra tile left over loses it', () => {
    // Seven placements that work on the start tiles, plus an extra tile drawn after the × square.
    let s = position({ racks: [[7, 21, 2, 2, 2, 2, 1], []], bag: [90, 5, 5, 5, 5, 5, 5, 5] });
    for (const p of [
      { tile: 7, row: 7, col: 5 },
      { tile: 21, row: 7, col: 4 },
    ])
      s = apply(s, { type: 'place', ...p });
    s = apply(s, { type: 'draw' });
    for (const p of [
      { tile: 2, row: 5, col: 6 },
      { tile: 2, row: 5, col: 7 },
      { tile: 2, row: 8, col: 6 },
      { tile: 2, row: 8, col: 7 },
      { tile: 1, row: 6, col: 8 },
    ])
      s = apply(s, { type: 'place', ...p });
    expect(s.racks[0]).toEqual([90]);
    s = apply(s, { type: 'confirm' });
    expect(s.log[0]).toMatchObject({ bonus: false, drew: 1 });
  });

  it('no 50 bonus when the turn began without a full rack, even after 7 tiles with an extra one', () => {
    // Six tiles to start (the bag ran low), one extra tile after the × square: seven placed, rack empty.
    let s = position({ racks: [[7, 21, 2, 2, 2, 2], []], bag: [1] });
    s = apply(s, { type: 'place', tile: 7, row: 7, col: 5 });
    s = apply(s, { type: 'place', tile: 21, row: 7, col: 4 });
    s = apply(s, { type: 'draw' });
    expect(s.racks[0]).toEqual([2, 2, 2, 2, 1]);
    for (const p of [
      { tile: 2, row: 5, col: 6 },
      { tile: 2, row: 5, col: 7 },
      { tile: 2, row: 8, col: 6 },
      { tile: 2, row: 8, col: 7 },
      { tile: 1, row: 6, col: 8 },
    ])
      s = apply(s, { type: 'place', ...p });
    expect(s.racks[0]).toEqual([]);
    expect(s.turn.placed).toHaveLength(7);
    const pts = s.turn.placed.reduce((a, p) => a + p.points, 0);
    s = apply(s, { type: 'confirm' });
    expect(s.log[0]).toMatchObject({ bonus: false, points: pts });
  });

  it('pass needs no tiles down; confirm needs one', () => {
    let s = position({ racks: [[7], [1]] });
    expect(reason(s, { type: 'confirm' })).toBe('Place at least one tile first, or pass.');
    const placed = apply(s, { type: 'place', tile: 7, row: 7, col: 8 });
    expect(reason(placed, { type: 'pass' })).toMatch(/confirm them, or take them back/);
    s = apply(s, { type: 'pass' });
    expect(s.current).toBe(1);
    expect(s.log[0]).toEqual({ player: 0, pass: true });
  });

  it('exchange: not more tiles than the bag holds, only rack tiles, at least one', () => {
    const s = position({ racks: [[7, 8, 9], [1]], bag: [1, 2] });
    expect(reason(s, { type: 'exchange', tiles: [7, 8, 9] })).toBe('Tiles left in the bag: 2. Exchange at most 2.');
    expect(reason(s, { type: 'exchange', tiles: [] })).toBe('Choose at least one tile to exchange.');
    expect(reason(s, { type: 'exchange', tiles: [7, 7] })).toBe('There is no 7 on the rack to exchange.');
    expect(reason(position({ racks: [[7], [1]], bag: [] }), { type: 'exchange', tiles: [7] })).toMatch(/bag is empty/);
  });

  it('the game stalls out after three rounds in which nobody places a tile', () => {
    let s = position({ racks: [[90], [81]] });
    for (let i = 0; i < STALL_ROUNDS * 2 - 1; i++) s = apply(s, { type: 'pass' });
    expect(s.ended).toBeNull();
    s = apply(s, { type: 'pass' });
    expect(s.ended?.reason).toBe('stalled');
  });

  it('nothing can be played after the end; ending needs the turn cleared first', () => {
    let s = position({ racks: [[7], [1]] });
    const placed = apply(s, { type: 'place', tile: 7, row: 7, col: 8 });
    expect(reason(placed, { type: 'end' })).toMatch(/before ending the game/);
    s = apply(s, { type: 'end' });
    expect(reason(s, { type: 'pass' })).toBe('The game is over.');
  });

  it('placeableTiles lists the rack tiles that fit somewhere', () => {
    expect(placeableTiles(position({ racks: [[90, 7, 2, 2], []] }))).toEqual([2, 7]);
  });
});

describe('moves as data', () => {
  it('isMove accepts the move shapes and nothing else', () => {
    expect(isMove({ type: 'place', tile: 3, row: 1, col: 2 })).toBe(true);
    expect(isMove({ type: 'exchange', tiles: [1, 2] })).toBe(true);
    for (const t of ['draw', 'undo', 'confirm', 'pass', 'hint', 'end']) expect(isMove({ type: t })).toBe(true);
    for (const bad of [
      null,
      3,
      'pass',
      {},
      { type: 'place', tile: '3', row: 1, col: 2 },
      { type: 'place', tile: 1.5, row: 1, col: 2 },
      { type: 'exchange', tiles: 'x' },
      { type: 'jump' },
    ]) {
      expect(isMove(bad)).toBe(false);
    }
  });

  it('replays a saved game exactly', () => {
    const p = parseParams({ s: 'h.h' });
    let s = init(p, 'replay');
    const moves: Parameters<typeof apply>[1][] = [];
    // Play the first placeable tile each turn, or pass.
    for (let i = 0; i < 12; i++) {
      const t = placeableTiles(s)[0];
      if (t === undefined) {
        moves.push({ type: 'pass' });
      } else {
        const spots: { row: number; col: number }[] = [];
        for (let r = 0; r < 14; r++)
          for (let c = 0; c < 14; c++) {
            try {
              apply(s, { type: 'place', tile: t, row: r, col: c });
              spots.push({ row: r, col: c });
            } catch {
              /* not here */
            }
          }
        moves.push({ type: 'place', tile: t, ...spots[0]! }, { type: 'confirm' });
      }
      for (const m of moves.slice(moves.length - (t === undefined ? 1 : 2))) s = apply(s, m);
    }
    const r = replayMoves(mathable, p, 'replay', moves);
    expect(r.rejected).toBeNull();
    expect(r.state).toEqual(s);
  });
});

describe('saved answers: declining the extra tile, hint steps', () => {
  it('"No, thanks" to the extra tile is a move: nothing is owed after it, and the turn goes on', () => {
    let s = position({ racks: [[7, 21, 5], []] });
    expect(reason(s, { type: 'decline' })).toMatch(/only after placing a tile on a/);
    s = apply(s, { type: 'place', tile: 7, row: 7, col: 5 });
    s = apply(s, { type: 'place', tile: 21, row: 7, col: 4 });
    expect(s.turn.drawsOwed).toBe(1);
    const bag = s.bag.length;
    s = apply(s, { type: 'decline' });
    expect(s.turn.drawsOwed).toBe(0);
    expect(s.bag).toHaveLength(bag);
    expect(s.racks[0]).toEqual([5]);
    expect(reason(s, { type: 'draw' })).toMatch(/only after placing a tile on a/);
    expect(reason(s, { type: 'decline' })).toMatch(/only after placing a tile on a/);
    // Taking the tile back and placing it again offers the extra tile again.
    s = apply(s, { type: 'undo' });
    expect(s.turn.drawsOwed).toBe(0);
    s = apply(s, { type: 'place', tile: 21, row: 7, col: 4 });
    expect(s.turn.drawsOwed).toBe(1);
    s = apply(s, { type: 'confirm' });
    expect(s.scores[0]).toBe(28);
  });

  it('the hint step is kept for the position and cleared by a placement, a take-back, a draw or a new turn', () => {
    let s = position({ racks: [[7, 21, 5], [1]] });
    expect(s.turn.hint).toBe(0);
    s = apply(s, { type: 'hint' });
    expect(s.turn.hint).toBe(1);
    expect(s.hintUsed).toBe(true);
    s = apply(s, { type: 'hint', step: 2 });
    expect(s.turn.hint).toBe(2);
    // Asking for the tile again does not hide the square already shown.
    expect(apply(s, { type: 'hint', step: 1 }).turn.hint).toBe(2);
    s = apply(s, { type: 'place', tile: 7, row: 7, col: 5 });
    expect(s.turn.hint).toBe(0);
    s = apply(s, { type: 'hint', step: 2 });
    s = apply(s, { type: 'place', tile: 21, row: 7, col: 4 });
    s = apply(s, { type: 'hint' });
    s = apply(s, { type: 'draw' });
    expect(s.turn.hint).toBe(0);
    s = apply(s, { type: 'hint' });
    expect(apply(s, { type: 'confirm' }).turn.hint).toBe(0);
    const t = apply(position({ racks: [[7, 21], []] }), { type: 'place', tile: 7, row: 7, col: 5 });
    expect(apply(apply(t, { type: 'hint' }), { type: 'undo' }).turn.hint).toBe(0);
    expect(apply(s, { type: 'hint', step: 1 })).toBe(s);
  });

  it('isMove reads the new shapes and replays them exactly', () => {
    expect(isMove({ type: 'decline' })).toBe(true);
    expect(isMove({ type: 'hint', step: 2 })).toBe(true);
    expect(isMove({ type: 'hint', step: 1 })).toBe(true);
    for (const bad of [
      { type: 'hint', step: 3 },
      { type: 'hint', step: '2' },
      { type: 'hint', step: 0 },
    ])
      expect(isMove(bad)).toBe(false);
    const p = parseParams({ s: 'h.h' });
    // Seed ui23: the first player holds 7 and 21, which go on (7,5) and the × square (7,4).
    let s = init(p, 'ui23');
    const moves: Parameters<typeof apply>[1][] = [
      { type: 'hint' },
      { type: 'hint', step: 2 },
      { type: 'place', tile: 7, row: 7, col: 5 },
      { type: 'place', tile: 21, row: 7, col: 4 },
      { type: 'decline' },
      { type: 'hint' },
    ];
    for (const m of moves) s = apply(s, m);
    expect(s.turn).toMatchObject({ drawsOwed: 0, hint: 1 });
    const r = replayMoves(mathable, p, 'ui23', moves);
    expect(r.rejected).toBeNull();
    expect(r.state).toEqual(s);
  });
});

describe('names are part of the saved game', () => {
  const params = { seats: [{ kind: 'human' as const }, { kind: 'computer' as const, level: 'easy' as const }], hiddenRacks: false };

  it("a names move keeps the players' names in the state, refusing a wrong count or an empty name", () => {
    const s = init(params, 'names');
    expect(s.names).toBeNull();
    expect(apply(s, { type: 'names', names: ['Ana', 'COMP'] }).names).toEqual(['Ana', 'COMP']);
    expect(reason(s, { type: 'names', names: ['Ana'] })).toBe('Give one name for each player.');
    expect(reason(s, { type: 'names', names: ['Ana', ' \u0007 '] })).toBe('Every player needs a name.');
    expect(isMove({ type: 'names', names: ['a', 'b'] })).toBe(true);
    expect(isMove({ type: 'names', names: ['a', 3] })).toBe(false);
  });

  it('a game saved before names were moves still replays to the same state', () => {
    let s = init(params, 'old-save');
    const moves: MathableMove[] = [];
    for (let i = 0; i < 12 && !s.ended; i++) {
      for (const m of computerTurn({ ...s, params: { ...s.params, seats: s.params.seats.map(() => ({ kind: 'computer', level: 'easy' })) } })) {
        s = apply(s, m);
        moves.push(m);
      }
    }
    const replayed = replayMoves(mathable, params, 'old-save', moves);
    expect(replayed.rejected).toBeNull();
    expect(replayed.state).toEqual(s);
    expect(replayed.state.names).toBeNull();
  });
});
