import { describe, expect, it } from 'vitest';
import { checkEquation, formatRoll, rollCubes } from '../../../src/games/tuf';
import { createRng } from '../../../src/core/random';
import { computerMove, DELAY_RANGE, LEVELS, thinkingDelay, type Level } from '../../../workers/tuf/opponent';
import { solve } from '../../../workers/tuf/solve';

const rolls = Array.from({ length: 25 }, (_, i) => formatRoll(rollCubes('1', `opp-${i}`)));

describe('computer opponents', () => {
  it('are deterministic from the seed', () => {
    for (const level of LEVELS) {
      const a = computerMove({ game: '1', roll: rolls[0] as string, level, seed: 'game-7' });
      const b = computerMove({ game: '1', roll: rolls[0] as string, level, seed: 'game-7' });
      expect(a).toEqual(b);
    }
  });

  it('declare only valid equations from the roll', () => {
    for (const roll of rolls) {
      for (const level of LEVELS) {
        const m = computerMove({ game: '1', roll, level, seed: 's' });
        if (m.equation === null) continue;
        const c = checkEquation({ game: '1', equation: m.equation, roll });
        expect(c.valid, `${level}: ${m.equation}`).toBe(true);
        if (c.valid) expect(c.score).toBe(m.score);
      }
    }
  });

  it('hard finds the best, medium is close, easy is short and sometimes misses', () => {
    let easyMisses = 0;
    let easyTotal = 0;
    let mediumTotal = 0;
    let bestTotal = 0;
    for (const [i, roll] of rolls.entries()) {
      const best = solve({ game: '1', roll });
      const hard = computerMove({ game: '1', roll, level: 'hard', seed: `h${i}` });
      expect(hard.score).toBe(best.score);
      const medium = computerMove({ game: '1', roll, level: 'medium', seed: `m${i}` });
      expect(medium.score).toBeLessThanOrEqual(best.score);
      expect(medium.score).toBeGreaterThanOrEqual(best.score - 2 - 2);
      const easy = computerMove({ game: '1', roll, level: 'easy', seed: `e${i}` });
      expect(easy.score).toBeLessThanOrEqual(best.score);
      if (easy.equation === null) easyMisses++;
      easyTotal += easy.score;
      mediumTotal += medium.score;
      bestTotal += best.score;
    }
    expect(easyTotal).toBeLessThan(mediumTotal);
    expect(mediumTotal).toBeLessThanOrEqual(bestTotal);
    expect(easyMisses).toBeGreaterThan(0);
    expect(easyMisses).toBeLessThan(rolls.length / 2);
  });

  it('thinks longer at lower levels, within the stated ranges (game 1)', () => {
    const rng = createRng('delays');
    const mean = (level: Level): number => {
      let sum = 0;
      for (let i = 0; i < 200; i++) {
        const ms = thinkingDelay(level, 'medium', '1', rng);
        const [lo, hi] = DELAY_RANGE[level];
        expect(ms).toBeGreaterThanOrEqual(lo * 1000);
        expect(ms).toBeLessThanOrEqual(hi * 1000);
        sum += ms;
      }
      return sum / 200;
    };
    const hard = mean('hard');
    const medium = mean('medium');
    const easy = mean('easy');
    expect(hard).toBeLessThan(medium);
    expect(medium).toBeLessThan(easy);
  });

  it('thinks longer on hard rolls and in harder games', () => {
    const d = (difficulty: 'easy' | 'hard', game: '1' | '3'): number => thinkingDelay('medium', difficulty, game, createRng('same'));
    expect(d('hard', '1')).toBeGreaterThan(d('easy', '1'));
    expect(d('easy', '3')).toBeGreaterThan(d('easy', '1'));
  });

  it('finds nothing when the roll has no equation', () => {
    const m = computerMove({ game: '1', roll: '1 2 + + + + =', level: 'hard', seed: 'x' });
    expect(m.equation).toBeNull();
    expect(m.delayMs).toBeGreaterThan(0);
  });
});
