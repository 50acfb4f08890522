import { describe, expect, it } from 'vitest';
import { exact, formatNum, numEquals, rat } from '../../../src/core/exact';
import { TAN_TABLE, tanDegrees } from '../../../src/games/tuf/tangent';

const q = (n: number, d = 1) => exact(rat(n, d));

describe('TUF tangents (the rulebook table, in the TUF game folder)', () => {
  it('read tangents in degrees, to the rulebook table', () => {
    expect(formatNum(tanDegrees(q(45)))).toBe('1');
    expect(formatNum(tanDegrees(q(180)))).toBe('0');
    expect(formatNum(tanDegrees(q(-45)))).toBe('-1');
    expect(() => tanDegrees(q(90))).toThrow('num.tan90');
    expect(() => tanDegrees(q(270))).toThrow('num.tan90');
    expect(numEquals(tanDegrees(q(35)), q(70, 100))).toBe(true);
    expect(numEquals(tanDegrees(q(88)), q(29))).toBe(true);
    expect(numEquals(tanDegrees(q(35)), q(75, 100))).toBe(false);
  });
  it('every printed table value is accepted for its angle, and the angle one degree off is not', () => {
    for (const [deg, v] of TAN_TABLE) {
      const printed = exact(rat(Math.round(v * 1000), 1000));
      expect(numEquals(tanDegrees(q(deg)), printed), `tan ${deg}`).toBe(true);
    }
    expect(numEquals(tanDegrees(q(36)), q(70, 100))).toBe(false);
  });
});
