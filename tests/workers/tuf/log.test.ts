import { describe, expect, it } from 'vitest';
import { checkEquation } from '../../../src/games/tuf';
import { solve } from '../../../workers/tuf/solve';

// The constant cube's log face in the search: log [_base] N, exact values only.
describe('constant game: log in the search', () => {
  const cases: [string, number, number][] = [
    ['3 2 5 2 = log', 6, 6], // log₂ 32 = 5
    ['1 0 0 2 = log', 6, 6], // log 100 = 2
    ['8 2 4 3 / = log', 7, 7], // log₄ 8 = 3 ÷ 2
    ['1/8 3 2 - = log', 6, 7], // log₂ ⅛ = −3
  ];
  for (const [roll, cubes, score] of cases) {
    it(`a preset log is used: ${roll}`, () => {
      const got = solve({ game: 'constant', roll, mustUse: 'log', budgetMs: 10_000 });
      expect(got.equation, roll).toMatch(/\blog\b/);
      expect([got.cubes, got.score], got.equation ?? '').toEqual([cubes, score]);
      expect(checkEquation({ game: 'constant', equation: got.equation ?? '', roll }).valid, got.equation ?? '').toBe(true);
    });
  }
  it('an inexact log (log₃ 2) is not offered', () => {
    const got = solve({ game: 'constant', roll: '3 2 = log', mustUse: 'log', budgetMs: 5000 });
    expect(got.equation).toBeNull();
  });
});
