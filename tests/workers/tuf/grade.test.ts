import { describe, expect, it } from 'vitest';
import { checkEquation } from '../../../src/games/tuf';
import { countBest, difficultyOf, gradeRoll, rollWithDifficulty, thresholds } from '../../../workers/tuf/grade';
import { analyse } from '../../../workers/tuf/solve';
import { bruteCount } from './brute';

describe('roll grading', () => {
  it('counts the equations reaching the best score like a brute force (mirror images once)', () => {
    const rolls = ['3 4 7 + =', '2 2 4 x + =', '1 5 6 - = 10', '9 3 / 3 = x', '4 4 - - = 0', '8 2 1/2 / = 4', '6 ø 5 + = 1', '1 2 3 + - = 4', '2 2 4 x - = ø'];
    for (const roll of rolls) {
      const game = roll.includes('1/') ? '2' : '1';
      const a = analyse({ game, roll });
      const brute = bruteCount(game, roll.split(' '), a.result.score);
      expect(countBest(a), roll).toBe(brute);
      expect(brute).toBeGreaterThan(0);
    }
  });

  it('counts with the zero penalty: zero equations count at their lowered score', () => {
    const roll = '2 2 4 x - = ø';
    const a = analyse({ game: '1', roll, settings: { zero: 'penalty' } });
    expect(countBest(a)).toBe(bruteCount('1', roll.split(' '), a.result.score, { zero: 'penalty' }));
  });

  it('labels by count with per-game thresholds', () => {
    expect(difficultyOf('1', 0, 0)).toBe('hard');
    expect(difficultyOf('1', 11, thresholds('1').hard - 1)).toBe('hard');
    expect(difficultyOf('1', 11, thresholds('1').hard)).toBe('medium');
    expect(difficultyOf('1', 11, thresholds('1').easy)).toBe('easy');
    expect(thresholds('2').hard).toBeGreaterThan(thresholds('1').hard);
  });

  it('grades a roll: best equation, count, label', () => {
    const g = gradeRoll({ game: '1', roll: '3 5 1 9 10 ø + - x / =' });
    expect(g.proven).toBe(true);
    expect(g.count).toBeGreaterThan(0);
    expect(checkEquation({ game: '1', equation: g.equation ?? '', roll: g.roll }).valid).toBe(true);
    const capped = gradeRoll({ game: '1', roll: '3 5 1 9 10 ø + - x / =', cap: 3 });
    expect(capped.count).toBe(3);
    expect(capped.countCapped).toBe(true);
  });

  it('rollWithDifficulty finds rolls of each difficulty, deterministically', () => {
    for (const wanted of ['easy', 'medium', 'hard'] as const) {
      const r = rollWithDifficulty('1', 'class-3', wanted);
      expect(r.matched).toBe(true);
      expect(r.grade.difficulty).toBe(wanted);
      expect(rollWithDifficulty('1', 'class-3', wanted)).toEqual(r);
    }
  });
});
