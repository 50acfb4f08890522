import { describe, expect, it } from 'vitest';
import { checkEquation } from '../../../src/games/tuf';
import { solve } from '../../../workers/tuf/solve';
import { bruteBestWithGaps } from './brute';

// Game 4: the solver's groups against a brute force over orderings and gaps.
describe('game 4 groups against a brute force', () => {
  const rolls = ['= (x) - 5 5 2', '= (x) 2 9 1/2 9', '= (x) + 2 3 5', '= (x) - 4 2 6', '= (x) / 8 2 4', '= (x) x 3 2 6'];
  for (const roll of rolls) {
    it(roll, () => {
      const brute = bruteBestWithGaps('4', roll.split(' '));
      const got = solve({ game: '4', roll, budgetMs: 5000 });
      expect([got.score, got.cubes], `solver ${got.equation} brute ${brute.equation}`).toEqual([brute.score, brute.cubes]);
      if (got.equation !== null) expect(checkEquation({ game: '4', equation: got.equation, roll }).valid).toBe(true);
      expect(got.proven).toBe(false);
    });
  }

  it('writes groups with (x)> and gaps that the engine reads as meant', () => {
    const r = solve({ game: '4', roll: '1/2 (x) 9 2 9 =' });
    expect(r.equation).toMatch(/\(x\)>/);
    const c = checkEquation({ game: '4', equation: r.equation ?? '', roll: '1/2 (x) 9 2 9 =' });
    expect(c.valid).toBe(true);
  });
});
