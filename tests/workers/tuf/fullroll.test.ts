import { describe, expect, it } from 'vitest';
import { checkEquation, formatRoll, rollCubes, type GameKey } from '../../../src/games/tuf';
import { prepare, solve } from '../../../workers/tuf/solve';
import { candidateOrder, longest } from '../../../workers/tuf/search';

// Every equation the solver reports for a full seeded roll passes the engine's check,
// with the same cube count and score, and the answer is proven for games 1–3.
describe('solver answers on full rolls pass tuf check', () => {
  const games: [GameKey, number][] = [
    ['1', 120],
    ['1a', 60],
    ['1b', 20],
    ['1c-a', 20],
    ['2', 60],
    ['2a', 12],
    ['3', 30],
  ];
  for (const [game, count] of games) {
    it(`game ${game}: ${count} rolls`, () => {
      for (let i = 0; i < count; i++) {
        const roll = formatRoll(rollCubes(game, `full-${i}`));
        const r = solve({ game, roll });
        const label = `${game} ${roll} → ${r.equation ?? 'none'}`;
        expect(r.proven, label).toBe(true);
        expect(r.exhaustive).toBe(true);
        if (r.equation === null) {
          expect(r.cubes).toBe(0);
          expect(r.score).toBe(0);
          continue;
        }
        const c = checkEquation({ game, equation: r.equation, roll });
        expect(c.valid, label).toBe(true);
        if (c.valid) {
          expect(c.cubes, label).toBe(r.cubes);
          expect(c.score, label).toBe(r.score);
          expect(c.normal, label).toBe(r.normal);
          expect(c.value, label).toBe(r.value);
        }
      }
    });
  }

  it('games beyond 3: a valid plain equation within the budget, never claimed proven', () => {
    for (const game of ['4', '5', '6', 'constant'] as GameKey[]) {
      for (let i = 0; i < 4; i++) {
        const roll = formatRoll(rollCubes(game, `beyond-${i}`));
        const r = solve({ game, roll, budgetMs: 300 });
        expect(r.proven).toBe(false);
        expect(r.exhaustive).toBe(false);
        if (r.equation !== null) expect(checkEquation({ game, equation: r.equation, roll }).valid).toBe(true);
      }
    }
  });

  it('1C(b) with 17 cubes: a valid answer within the budget, proven only when finished', () => {
    for (let i = 0; i < 4; i++) {
      const roll = formatRoll(rollCubes('1c-b', `big-${i}`));
      expect(roll.split(' ')).toHaveLength(17);
      // a step clock (1 ms a reading): the budget is the solver's own, whatever the machine's load
      let t = 0;
      const r = solve({ game: '1c-b', roll, budgetMs: 1500, now: () => (t += 1) });
      expect(r.ms).toBeLessThanOrEqual(1500 + 10);
      // the quick passes always leave something to declare within the budget
      expect(r.equation).not.toBeNull();
      expect(checkEquation({ game: '1c-b', equation: r.equation ?? '', roll }).valid).toBe(true);
      if (!r.proven) expect(r.why).toBe('budget');
    }
  });

  it('a tiny budget with a fake clock stops the search and says so', () => {
    let t = 0;
    const r = solve({ game: '2', roll: '1 2 4 6 7 8 (x) + - - - 1/10 =', budgetMs: 5, now: () => (t += 1) });
    expect(r.proven).toBe(false);
    expect(r.why).toBe('budget');
    if (r.equation !== null) expect(checkEquation({ game: '2', equation: r.equation, roll: '1 2 4 6 7 8 (x) + - - - 1/10 =' }).valid).toBe(true);
  });
});

describe('the two ways of checking a split agree', () => {
  it('membership queries for lopsided splits give the same best as building every side set', () => {
    for (let i = 0; i < 25; i++) {
      for (const game of ['2', '2a'] as GameKey[]) {
        const roll = formatRoll(rollCubes(game, `lopsided-${i}`));
        const a = prepare(game, roll);
        const b = prepare(game, roll);
        b.searcher.lopsided = false;
        const ra = longest(a.searcher, candidateOrder(a.searcher));
        const rb = longest(b.searcher, candidateOrder(b.searcher));
        expect([ra.best?.score, ra.best?.cubes, ra.proven], roll).toEqual([rb.best?.score, rb.best?.cubes, rb.proven]);
      }
    }
  });
});

describe('budgeted search on 17 cubes', () => {
  it('a short budget still gives an equation (quick passes with small sides first)', () => {
    const roll = '0 1 2 3 6 7 8 9 + - - x / (x) - + 1/2 1/3 =';
    let t = 0;
    const r = solve({ game: '1c-b', roll, budgetMs: 600, now: () => (t += 1) });
    expect(r.equation).not.toBeNull();
    expect(r.ms).toBeLessThanOrEqual(600 + 10);
  });
});
