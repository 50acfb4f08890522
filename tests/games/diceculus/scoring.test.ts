import { describe, expect, it } from 'vitest';
import { rat, ratToString } from '../../../src/core/exact';
import { divisorCount, endScore, grandTotal, playerTable, winnersOf } from '../../../src/games/diceculus/scoring';

describe('the score table', () => {
  it('the rulebook worked example (read with NOTES.md): totals 54,79,62,183 → 12; 12 → 48,50,202 → 4; 4 → 213,−11 → −2; −2 → 119,253 → 10; end 24', () => {
    const t = playerTable(
      [
        [54, 25, -17, 121],
        [36, 2, 152],
        [209, -224],
        [121, 134],
      ],
      [true, true, true, true],
    );
    expect(t.map((s) => s.totals)).toEqual([
      [54, 79, 62, 183],
      [48, 50, 202],
      [213, -11],
      [119, 253],
    ]);
    expect(t.map((s) => s.grand)).toEqual([12, 4, -2, 10]);
    expect(ratToString(endScore(t.map((s) => s.grand ?? 0)))).toBe('24');
  });

  it('the GRAND TOTAL: digit sum with the sign kept, or repeated to one digit, or the digits multiplied', () => {
    expect(grandTotal(183)).toBe(12);
    expect(grandTotal(-11)).toBe(-2);
    expect(grandTotal(0)).toBe(0);
    expect(grandTotal(183, 'digital-root')).toBe(3);
    expect(grandTotal(-99, 'digital-root')).toBe(-9);
    expect(grandTotal(183, 'digit-product')).toBe(24);
    expect(grandTotal(-25, 'digit-product')).toBe(-10);
    expect(grandTotal(205, 'digit-product')).toBe(0);
  });

  it('a stage not yet complete has no GRAND TOTAL and carries nothing', () => {
    const t = playerTable([[10, 5], [3]], [true, false]);
    expect(t[0]!.grand).toBe(6);
    expect(t[1]!.totals).toEqual([9]);
    expect(t[1]!.grand).toBeNull();
  });

  it('END GAME SCORE by the challenges: difference, product, quotient, chosen operators with precedence', () => {
    const g = [12, 4, -2, 10];
    expect(ratToString(endScore(g, 'difference'))).toBe('0');
    expect(ratToString(endScore(g, 'product'))).toBe('-960');
    expect(ratToString(endScore(g, 'quotient'))).toBe('-3/20');
    expect(ratToString(endScore(g, 'ops:+*-'))).toBe(String(12 + 4 * -2 - 10));
    expect(ratToString(endScore(g, 'ops:/-+'))).toBe(String(12 / 4 - -2 + 10));
    // dividing by a GRAND TOTAL of 0 is skipped
    expect(ratToString(endScore([12, 0, 3, 1], 'quotient'))).toBe('4');
  });

  it('winners: highest, lowest, fewest divisors; ties share', () => {
    const ends = [rat(24), rat(7), rat(24), rat(-3)];
    expect(winnersOf(ends)).toEqual([0, 2]);
    expect(winnersOf(ends, 'lowest')).toEqual([3]);
    expect(divisorCount(24)).toBe(8);
    expect(divisorCount(7)).toBe(2);
    expect(divisorCount(1)).toBe(1);
    expect(winnersOf([rat(24), rat(7), rat(-3), rat(1)], 'fewest-divisors')).toEqual([3]);
    expect(winnersOf([rat(0), rat(7)], 'fewest-divisors')).toEqual([1]);
  });
});
