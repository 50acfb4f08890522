import { describe, expect, it } from 'vitest';
import { CELLS, SIZE, startBoard } from '../../../src/games/mathable/board';
import { refusalAt } from '../../../src/games/mathable/equations';
import { createRng } from '../../../src/core/random';
import type { HistoryRecord } from '../../../src/storage';
import { finalLine, hallOfFame, playWindow, seatNames, sessionTitle, WHOLE_BOARD } from '../../../src/ui/mathable/view';
import { MathableMoveError, problemOf, refusalOf, type MathableProblem, type TurnProblem } from '../../../src/games/mathable/engine';
import { refusalText } from '../../../src/i18n';

/** An engine problem in words, through its flat refusal: the one way the screens word it. */
const problemText = (p: MathableProblem): string => refusalText('mathable', refusalOf(p));
const refusalWords = (r: Parameters<typeof refusalText>[1]): string => refusalText('mathable', r);
import { apply, init } from '../../../src/games/mathable/engine';

describe('the window of the board in play (phone zoom)', () => {
  it('starts as 8 × 8 around the start tiles', () => {
    expect(playWindow(startBoard())).toEqual({ top: 3, left: 3, size: 8 });
  });

  it('always holds every tile with two squares around it, when the board allows (property)', () => {
    const rng = createRng('window');
    for (let i = 0; i < 300; i++) {
      const b = startBoard();
      const n = rng.int(20);
      for (let k = 0; k < n; k++) b[rng.int(CELLS)] = rng.int(20);
      const w = playWindow(b);
      expect(w.size).toBeGreaterThanOrEqual(8);
      expect(w.top).toBeGreaterThanOrEqual(0);
      expect(w.left).toBeGreaterThanOrEqual(0);
      expect(w.top + w.size).toBeLessThanOrEqual(SIZE);
      expect(w.left + w.size).toBeLessThanOrEqual(SIZE);
      b.forEach((v, p) => {
        if (v < 0) return;
        const r = Math.floor(p / SIZE),
          c = p % SIZE;
        expect(r).toBeGreaterThanOrEqual(Math.max(0, Math.min(w.top, r - 2)));
        expect(Math.max(0, r - 2)).toBeGreaterThanOrEqual(w.top);
        expect(Math.min(SIZE - 1, r + 2)).toBeLessThan(w.top + w.size);
        expect(Math.max(0, c - 2)).toBeGreaterThanOrEqual(w.left);
        expect(Math.min(SIZE - 1, c + 2)).toBeLessThan(w.left + w.size);
      });
    }
  });

  it('an empty board shows the whole board', () => {
    expect(playWindow(new Array<number>(CELLS).fill(-1))).toEqual(WHOLE_BOARD);
  });
});

describe('refusal wording through the catalogue', () => {
  it('words every placement refusal, and the flat refusal passed through dispatch says the same (property)', () => {
    const rng = createRng('words');
    const codes = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const b = startBoard();
      for (let k = 0; k < 25; k++) b[rng.int(CELLS)] = rng.int(25);
      const p = rng.int(CELLS);
      const r = refusalAt(b, p, rng.int(40));
      if (!r) continue;
      codes.add(r.code);
      const text = problemText(r);
      expect(text).not.toMatch(/^mathable\.|\{/);
      // What the engine throws is a code with flat values; reading it back gives the same problem and words.
      const flat = new MathableMoveError(r).refusal;
      expect(problemOf(flat)).toEqual(r);
      expect(refusalWords(flat)).toBe(text);
    }
    expect(codes.size).toBeGreaterThanOrEqual(5);
  });

  it('every turn problem has a catalogue message, also after passing through dispatch as a code with values', () => {
    const all: TurnProblem[] = [
      { code: 'players' },
      { code: 'gameOver' },
      { code: 'drawNotOwed' },
      { code: 'bagEmpty' },
      { code: 'nothingToUndo' },
      { code: 'undoLocked' },
      { code: 'placeFirst' },
      { code: 'exchangeAfterPlacing' },
      { code: 'exchangeNone' },
      { code: 'exchangeBagEmpty' },
      { code: 'exchangeTooMany', left: 3 },
      { code: 'exchangeNotOnRack', tile: 42 },
      { code: 'passAfterPlacing' },
      { code: 'endAfterPlacing' },
    ];
    for (const p of all) {
      expect(problemText(p)).not.toMatch(/^mathable\.|\{/);
      expect(refusalWords(refusalOf(p))).toBe(problemText(p));
    }
  });

  it('words what the engine used to say in English', () => {
    expect(problemText({ code: 'exchangeTooMany', left: 3 })).toBe('Tiles left in the bag: 3. Exchange at most 3.');
    expect(
      problemText({
        code: 'wrongResult',
        tile: 9,
        op: null,
        checks: [
          { a: 2, b: 8, op: '-', result: 6 },
          { a: 2, b: 8, op: '/', result: 4 },
        ],
      }),
    ).toBe('8 − 2 is 6 and 8 ÷ 2 is 4, not 9.');
    expect(refusalWords({ code: 'notAMathableCode', vars: {} })).toBe('notAMathableCode');
  });

  it('"4 × 2 is 8, not 9"', () => {
    expect(problemText({ code: 'wrongResult', tile: 9, op: 'x', checks: [{ a: 4, b: 2, op: 'x', result: 8 }] })).toBe(
      'This is a × square, so only multiplication counts: 4 × 2 is 8, not 9.',
    );
  });
});

describe('names, titles, hall of fame', () => {
  const params = { seats: [{ kind: 'human' as const }, { kind: 'computer' as const, level: 'hard' as const }], hiddenRacks: false };

  it('names come from the session, with defaults', () => {
    const old = { params, names: null };
    // games saved before names were moves kept them in the screen state
    expect(seatNames(old, { names: ['Ana', 'COMP-X'] })).toEqual(['Ana', 'COMP-X']);
    expect(seatNames(old, undefined)).toEqual(['Player 1', 'COMP-2']);
    expect(seatNames(old, { names: ['  ', 7] })).toEqual(['Player 1', 'COMP-2']);
    // now they are the game's own move
    const named = apply(init(params, 'x'), { type: 'names', names: ['  Ana  Lee ', 'Robo'] });
    expect(named.names).toEqual(['Ana Lee', 'Robo']);
    expect(seatNames(named, { names: ['Old', 'View'] })).toEqual(['Ana Lee', 'Robo']);
  });

  it('the resume title says players and bag', () => {
    expect(sessionTitle(init(params, 'x'))).toEqual({ title: 'Mathable · 2 players · 92 tiles in the bag', finished: false });
  });

  const rec = (id: string, players: { name: string; score: number; computer?: boolean }[], hintUsed: boolean, at: number): HistoryRecord => ({
    id,
    game: 'mathable',
    code: 'mathable:s=h.cm#x',
    finishedAt: at,
    players,
    meta: { hintUsed },
  });

  it('keeps people, per number of players, best first, without games that used a hint', () => {
    const history = [
      rec(
        'a',
        [
          { name: 'Ana', score: 120 },
          { name: 'COMP', score: 300, computer: true },
        ],
        false,
        1,
      ),
      rec(
        'b',
        [
          { name: 'Ben', score: 400 },
          { name: 'COMP', score: 100, computer: true },
        ],
        true,
        2,
      ),
      rec(
        'c',
        [
          { name: 'Cy', score: 250 },
          { name: 'Di', score: 90 },
        ],
        false,
        3,
      ),
      rec(
        'd',
        [
          { name: 'Ed', score: 999 },
          { name: 'Fi', score: 1 },
          { name: 'Gu', score: 2 },
        ],
        false,
        4,
      ),
      {
        ...rec(
          'e',
          [
            { name: 'X', score: 5000 },
            { name: 'Y', score: 1 },
          ],
          false,
          5,
        ),
        game: 'tally',
      },
    ];
    expect(hallOfFame(history, 2)).toEqual([
      { name: 'Cy', score: 250, when: 3, won: true },
      { name: 'Ana', score: 120, when: 1, won: false },
      { name: 'Di', score: 90, when: 3, won: false },
    ]);
    expect(hallOfFame(history, 3).map((e) => e.name)).toEqual(['Ed', 'Gu', 'Fi']);
    expect(hallOfFame(history, 4)).toEqual([]);
  });
});

describe('results lines', () => {
  it('name the tiles left on a rack, or say there are none', () => {
    expect(finalLine('Ana', 817, 872, [21, 17, 9, 8])).toBe('Ana: 817 (872 − 55 left on the rack: 21 17 9 8)');
    expect(finalLine('Bo', 120, 120, [])).toBe('Bo: 120 (no tiles left on the rack)');
  });
});
