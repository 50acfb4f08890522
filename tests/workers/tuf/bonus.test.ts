import { describe, expect, it } from 'vitest';
import { checkEquation, type TufSettings } from '../../../src/games/tuf';
import { solve } from '../../../workers/tuf/solve';
import { bestKeeper, couldBeEquation, forEachOrdering, smallRoll, type BruteBest } from './brute';

const BONUS: Partial<TufSettings> = { exponentBonus: true };

/**
 * Game 6 with the exponent bonus: every ordering of every selection of the
 * roll's cubes, plain or with one cube raised (`^`), scored by the engine
 * with the bonus. Rolls without (×) and fraction cubes, so that every
 * arrangement tried is one the solver's search covers (a power of a number).
 */
function bruteOneRaised(faces: readonly string[]): BruteBest {
  const keeper = bestKeeper('6', faces.join(' '), BONUS);
  forEachOrdering(faces, (seq) => {
    if (!couldBeEquation(seq)) return;
    keeper.offer(seq);
    for (let i = 1; i < seq.length; i++) if (/^(10|[0-9]|ø)$/.test(seq[i] as string)) keeper.offer(seq.map((f, k) => (k === i ? `^${f}` : f)));
  });
  return keeper.best();
}

describe('game 6 with the exponent bonus: the search looks past equations a bonus can beat', () => {
  const rolls: string[] = ['= 3 2 9 1 +', '= 2 4 1 6 -', '= 5 2 1 3 x'];
  for (let i = 0; rolls.length < 12; i++) {
    const r = smallRoll('6', `bonus-${i}`, 6);
    if (!r.some((f) => f === '(x)' || f.startsWith('1/'))) rolls.push(r.join(' '));
  }
  for (const roll of rolls) {
    it(`no arrangement with one raised cube scores more than the solver's answer: ${roll}`, () => {
      const brute = bruteOneRaised(roll.split(' '));
      const got = solve({ game: '6', roll, settings: BONUS, budgetMs: 20_000 });
      const label = `solver ${got.equation ?? 'none'} (${got.score}) brute ${brute.equation ?? 'none'} (${brute.score})`;
      expect(got.score, label).toBeGreaterThanOrEqual(brute.score);
      if (got.equation !== null) {
        const r = checkEquation({ game: '6', equation: got.equation, roll, settings: BONUS });
        expect(r.valid, label).toBe(true);
        if (r.valid) expect(r.score, label).toBe(got.score);
      }
    });
  }
});
