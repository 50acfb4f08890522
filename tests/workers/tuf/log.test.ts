import { describe, expect, it } from 'vitest';
import { checkEquation } from '../../../src/games/tuf';
import { solve } from '../../../workers/tuf/solve';

// The constant cube's log and tan faces in the search: log [_base] N and tan N°, exact values only.
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
  const tans: [string, number][] = [
    ['4 5 1 = tan', 5], // tan 45° = 1
    ['1 3 5 - 1 = tan', 7], // −1 = tan 135°
  ];
  for (const [roll, cubes] of tans) {
    it(`a preset tan is used at a multiple of 45°: ${roll}`, () => {
      const got = solve({ game: 'constant', roll, mustUse: 'tan', budgetMs: 10_000 });
      expect(got.equation, roll).toMatch(/\btan\b/);
      expect(got.cubes, got.equation ?? '').toBe(cubes);
      expect(checkEquation({ game: 'constant', equation: got.equation ?? '', roll }).valid, got.equation ?? '').toBe(true);
    });
  }
  it('tan 90° is never offered', () => {
    expect(solve({ game: 'constant', roll: '9 0 1 = tan', mustUse: 'tan', budgetMs: 5000 }).equation ?? '').not.toMatch(/tan 9 0/);
  });
  it('an inexact log (log₃ 2) is not offered', () => {
    const got = solve({ game: 'constant', roll: '3 2 = log', mustUse: 'log', budgetMs: 5000 });
    expect(got.equation).toBeNull();
  });
});
