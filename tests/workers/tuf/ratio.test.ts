import { describe, expect, it } from 'vitest';
import { checkEquation } from '../../../src/games/tuf';
import { solve } from '../../../workers/tuf/solve';
import { bestKeeper, forEachOrdering, smallRoll, type BruteBest } from './brute';

/**
 * Brute force for the ratio game: every ordering of every selection of the
 * roll's cubes, each side with no ratio line or one ratio line `//` between
 * any two of its cubes, handed to the engine.
 */
function bruteRatio(faces: readonly string[]): BruteBest {
  const keeper = bestKeeper('ratio', faces.join(' '));
  const withLines = (side: readonly string[]): string[][] => {
    const out: string[][] = [side.slice()];
    for (let a = 1; a < side.length; a++) out.push([...side.slice(0, a), '//', ...side.slice(a)]);
    return out;
  };
  forEachOrdering(faces, (seq) => {
    const eq = seq.indexOf('=');
    if (eq > 0 && eq < seq.length - 1) {
      for (const l of withLines(seq.slice(0, eq))) for (const r of withLines(seq.slice(eq + 1))) keeper.offer([...l, '=', ...r]);
    }
  });
  return keeper.best();
}

describe('ratio game: the solver uses ratio lines', () => {
  it('finds a proportion that needs no operator cube: 4 8 5 10 =', () => {
    const roll = '4 8 5 10 =';
    const got = solve({ game: 'ratio', roll });
    expect(got.cubes).toBe(5);
    expect(got.equation).toMatch(/\/\//);
    expect(checkEquation({ game: 'ratio', equation: got.equation ?? '', roll }).valid).toBe(true);
    expect(got.proven).toBe(false);
  });

  it('writes a ratio side whose top holds a group without a gap before the line', () => {
    const roll = '(x) 2 3 5 4 + =';
    const got = solve({ game: 'ratio', roll, budgetMs: 5000 });
    expect(got.equation).not.toBeNull();
    expect(got.equation ?? '').not.toMatch(/\| \/\//);
    expect(checkEquation({ game: 'ratio', equation: got.equation ?? '', roll }).valid).toBe(true);
  });

  const rolls = ['= 4 8 5 10', '= 1/8 4 4 2 6', '= 3 6 2 + 1', '= 9 3 1/3 x'];
  for (let i = 0; rolls.length < 24; i++) {
    const r = smallRoll('ratio', `ratio-brute-${i}`, 6);
    if (!r.includes('(x)')) rolls.push(['=', ...r.filter((f) => f !== '=')].join(' '));
  }
  for (const roll of rolls) {
    it(`no better equation with ratio lines than the solver's: ${roll}`, () => {
      const faces = roll.split(' ');
      const brute = bruteRatio(faces);
      const got = solve({ game: 'ratio', roll, budgetMs: 5000 });
      const label = `solver ${got.equation ?? 'none'} brute ${brute.equation ?? 'none'}`;
      expect([got.score, got.cubes], label).toEqual([brute.score, brute.cubes]);
      if (got.equation !== null) expect(checkEquation({ game: 'ratio', equation: got.equation, roll }).valid, label).toBe(true);
    });
  }
});
