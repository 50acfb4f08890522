import { describe, expect, it } from 'vitest';
import { boardFromSeed } from '../../../src/games/tally/board';
import { checkEquation, keyOfText } from '../../../src/games/tally/equation';
import { applyMove, DEFAULT_PARAMS, initRound } from '../../../src/games/tally/round';
import { botSheet } from '../../../workers/tally/bots';
import { isDull, isPadded } from '../../../workers/tally/solver';

/**
 * Eight seeded boards the properties below are checked on, and each computer's sheet on them worked out once for the
 * file (a hard sheet lists every equation of the board: a second or more each); a test that needs a sheet worked out
 * again (the same seed gives the same sheet) calls `botSheet` itself.
 */
const SEEDS = Array.from({ length: 8 }, (_, i) => `trick${i}`);
const sheets = new Map<string, ReturnType<typeof botSheet>>();
function sheetOf(seed: string, level: 'easy' | 'medium' | 'hard', parens = false): ReturnType<typeof botSheet> {
  const key = `${seed} ${level} ${parens}`;
  let sheet = sheets.get(key);
  if (!sheet) sheets.set(key, (sheet = botSheet(boardFromSeed(seed), level, seed, 1, parens)));
  return sheet;
}

describe('computer players', () => {
  it('write valid equations, each scoring key once, the same for the same seed and seat', () => {
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const board = boardFromSeed(SEEDS[0]!);
      const a = sheetOf(SEEDS[0]!, level);
      expect(botSheet(board, level, SEEDS[0]!, 1)).toEqual(a);
      expect(a.length).toBeGreaterThan(2);
      const keys = a.map((e) => keyOfText(e.eq));
      expect(new Set(keys).size).toBe(a.length);
      for (const e of a) expect(checkEquation(board, e.cells, e.eq).valid).toBe(true);
    }
  });

  it('are stronger at harder levels (more tiles in total on average)', () => {
    const totals = { easy: 0, medium: 0, hard: 0 };
    for (const seed of SEEDS.slice(0, 4)) {
      for (const level of ['easy', 'medium', 'hard'] as const) totals[level] += sheetOf(seed, level).reduce((s, e) => s + e.cells.length, 0);
    }
    expect(totals.easy).toBeLessThan(totals.medium);
    expect(totals.medium).toBeLessThan(totals.hard);
  });

  it('may use brackets when the round allows them, and their sheets then hold', () => {
    let withBrackets = 0;
    for (const seed of SEEDS.slice(0, 4)) {
      const board = boardFromSeed(seed);
      const sheet = sheetOf(seed, 'hard', true);
      for (const e of sheet) expect(checkEquation(board, e.cells, e.eq, true).valid).toBe(true);
      withBrackets += sheet.filter((e) => e.eq.includes('(')).length;
      expect(sheetOf(seed, 'hard', false).some((e) => e.eq.includes('('))).toBe(false);
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
    for (const seed of SEEDS) {
      for (const level of ['easy', 'medium', 'hard'] as const) {
        for (const e of sheetOf(seed, level)) {
          all++;
          if (isDull(e.eq) || isPadded(e.eq)) tricks++;
        }
      }
    }
    expect(all).toBeGreaterThan(100);
    expect(tricks).toBe(0);
  });
});
