import { describe, expect, it } from 'vitest';
import { checkEquation } from '../../../src/games/tuf';
import { solve } from '../../../workers/tuf/solve';

// Game 6: exponents of two or three raised cubes (27^(2 ÷ 3), 2¹⁰, 4^1½), as the rulebook's own examples use.
describe('game 6: compound exponents in the search', () => {
  const cases: [string, number, number][] = [
    // roll, cubes, score of the best the solver must reach
    ['2 7 2 / 3 9 =', 7, 7], // 9^(3 ÷ 2) = 27 (the rulebook's 27^(2 ÷ 3) = 9 turned round)
    ['8 2 / 3 - 1/4 =', 7, 8], // 8^(−2 ÷ 3) = ¼
    ['2 1 0 / 8 3 =', 7, 7], // 2¹⁰ ÷ 8³ = 2 or another 7-cube equation
    ['4 1 1/2 8 =', 5, 6], // 4^1½ = 8
  ];
  for (const [roll, cubes, score] of cases) {
    it(roll, () => {
      const got = solve({ game: '6', roll, budgetMs: 10_000 });
      expect(got.equation, roll).not.toBeNull();
      expect([got.cubes, got.score], got.equation ?? '').toEqual([cubes, score]);
      const r = checkEquation({ game: '6', equation: got.equation ?? '', roll });
      expect(r.valid, got.equation ?? '').toBe(true);
      expect(got.equation ?? '').toMatch(/\^\S+ \^/);
    });
  }
});
