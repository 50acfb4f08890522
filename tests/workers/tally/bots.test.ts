import { describe, expect, it } from 'vitest';
import { boardFromSeed } from '../../../src/games/tally/board';
import { checkEquation, keyOfText } from '../../../src/games/tally/equation';
import { applyMove, DEFAULT_PARAMS, initRound } from '../../../src/games/tally/round';
import { botSheet } from '../../../workers/tally/bots';
import { isDull, isPadded } from '../../../workers/tally/solver';

describe('computer players', () => {
  it('write valid equations, each scoring key once, the same for the same seed and seat', () => {
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const board = boardFromSeed('bots');
      const a = botSheet(board, level, 'bots', 1);
      expect(botSheet(board, level, 'bots', 1)).toEqual(a);
      expect(a.length).toBeGreaterThan(2);
      const keys = a.map((e) => keyOfText(e.eq));
      expect(new Set(keys).size).toBe(a.length);
      for (const e of a) expect(checkEquation(board, e.cells, e.eq).valid).toBe(true);
    }
  });

  it('are stronger at harder levels (more tiles in total on average)', () => {
    const totals = { easy: 0, medium: 0, hard: 0 };
    for (let i = 0; i < 4; i++) {
      const board = boardFromSeed(`lv${i}`);
      for (const level of ['easy', 'medium', 'hard'] as const) totals[level] += botSheet(board, level, `lv${i}`, 1).reduce((s, e) => s + e.cells.length, 0);
    }
    expect(totals.easy).toBeLessThan(totals.medium);
    expect(totals.medium).toBeLessThan(totals.hard);
  });

  it('may use brackets when the round allows them, and their sheets then hold', () => {
    let withBrackets = 0;
    for (let i = 0; i < 4; i++) {
      const board = boardFromSeed(`par${i}`);
      const sheet = botSheet(board, 'hard', `par${i}`, 1, true);
      for (const e of sheet) expect(checkEquation(board, e.cells, e.eq, true).valid).toBe(true);
      withBrackets += sheet.filter((e) => e.eq.includes('(')).length;
      expect(botSheet(board, 'hard', `par${i}`, 1, false).some((e) => e.eq.includes('('))).toBe(false);
    }
    expect(withBrackets).toBeGreaterThan(0);
  });

  it('differ between seats', () => {
    const board = boardFromSeed('seats');
    expect(botSheet(board, 'medium', 'seats', 1)).not.toEqual(botSheet(board, 'medium', 'seats', 2));
  });

  it('their sheets are accepted by the engine', () => {
    let s = initRound(DEFAULT_PARAMS, 'eng');
    s = applyMove(s, { t: 'join', name: 'Robo', bot: 'hard' });
    const entries = botSheet(s.board, 'hard', 'eng', 0);
    s = applyMove(s, { t: 'bot', p: 0, entries });
    expect(s.sheets[0]).toHaveLength(entries.length);
    expect(s.done[0]).toBe(true);
  });
});

describe('computer players write like students', () => {
  it('write no tricks (multiplying by 0, padding like 4 = 4 − 0 or × 1) while equations of that length without them exist (was a third of their sheets)', () => {
    let all = 0;
    let tricks = 0;
    for (let i = 0; i < 8; i++) {
      const board = boardFromSeed(`trick${i}`);
      for (const level of ['easy', 'medium', 'hard'] as const) {
        for (const e of botSheet(board, level, `trick${i}`, 1)) {
          all++;
          if (isDull(e.eq) || isPadded(e.eq)) tricks++;
        }
      }
    }
    expect(all).toBeGreaterThan(100);
    expect(tricks).toBe(0);
  });
});
