import { describe, expect, it } from 'vitest';
import {
  J,
  NumError,
  add,
  approx,
  div,
  exact,
  factorial,
  formatNum,
  fromInt,
  intRoot,
  logBase,
  mul,
  numCompare,
  numEquals,
  parseRat,
  pow,
  rat,
  ratAdd,
  ratCmp,
  ratDiv,
  ratMul,
  ratPowInt,
  ratRoot,
  ratSub,
  ratToString,
  sub,
  type Num,
} from '../../src/core/exact';
import { createRng } from '../../src/core/random';

const q = (n: number, d = 1): Num => exact(rat(n, d));

describe('rationals', () => {
  it('are reduced with a positive denominator', () => {
    expect(ratToString(rat(6, -4))).toBe('-3/2');
    expect(ratToString(rat(0, 5))).toBe('0');
    expect(ratToString(rat(10, 5))).toBe('2');
  });

  it('refuse a zero denominator with a reason', () => {
    expect(() => rat(1, 0)).toThrow(NumError);
    expect(() => ratDiv(rat(1), rat(0))).toThrow('num.divisionByZero');
  });

  it('agree with plain fraction arithmetic on random small fractions (brute force)', () => {
    const rng = createRng('exact-brute');
    for (let i = 0; i < 400; i++) {
      const a = rng.int(41) - 20;
      const b = rng.int(20) + 1;
      const c = rng.int(41) - 20;
      const d = rng.int(20) + 1;
      const x = rat(a, b);
      const y = rat(c, d);
      // Cross-multiplied integers are exact in doubles at this size.
      const same = (r: ReturnType<typeof rat>, n: number, m: number): boolean => Number(r.n) * m === n * Number(r.d);
      expect(same(ratAdd(x, y), a * d + c * b, b * d)).toBe(true);
      expect(same(ratSub(x, y), a * d - c * b, b * d)).toBe(true);
      expect(same(ratMul(x, y), a * c, b * d)).toBe(true);
      if (c !== 0) expect(same(ratDiv(x, y), a * d, b * c)).toBe(true);
      expect(Math.sign(ratCmp(x, y))).toBe(Math.sign(a * d - c * b));
    }
  });

  it('read integers, fractions and decimals exactly', () => {
    expect(ratToString(parseRat('11/24') ?? rat(-1))).toBe('11/24');
    expect(ratToString(parseRat('25.4') ?? rat(-1))).toBe('127/5');
    expect(ratToString(parseRat('-.5') ?? rat(-1))).toBe('-1/2');
    expect(parseRat('abc')).toBeNull();
    expect(parseRat('1/0')).toBeNull();
    expect(parseRat('')).toBeNull();
  });

  it('take integer powers and exact roots', () => {
    expect(ratToString(ratPowInt(rat(2, 3), 3n))).toBe('8/27');
    expect(ratToString(ratPowInt(rat(2), -2n))).toBe('1/4');
    expect(() => ratPowInt(rat(0), -1n)).toThrow('num.zeroNegativePower');
    expect(intRoot(1000000n, 3)).toBe(100n);
    expect(intRoot(1000001n, 3)).toBeNull();
    expect(ratRoot(rat(16, 81), 4)).toEqual(rat(2, 3));
    expect(ratRoot(rat(2), 2)).toBeNull();
  });

  it('refuse numbers too large to work with instead of hanging', () => {
    expect(() => ratPowInt(rat(99), 99999n)).toThrow('num.tooLarge');
  });
});

describe('numbers (exact complex and approximate)', () => {
  it('keep complex arithmetic exact: j² = −1, (1 + j)(1 − j) = 2', () => {
    expect(formatNum(mul(J, J))).toBe('-1');
    expect(formatNum(mul(add(q(1), J), sub(q(1), J)))).toBe('2');
    expect(formatNum(div(q(1), J))).toBe('-j');
    expect(formatNum(pow(J, q(75)))).toBe('-j');
  });

  it('make exact roots exact and irrational roots approximate', () => {
    expect(formatNum(pow(q(27), q(2, 3)))).toBe('9');
    expect(formatNum(pow(q(8), q(-1, 3)))).toBe('1/2');
    expect(formatNum(pow(q(-8), q(1, 3)))).toBe('-2');
    expect(formatNum(pow(q(-36), q(1, 2)))).toBe('6j');
    expect(formatNum(pow(q(0), q(0)))).toBe('1');
    const r2 = pow(q(2), q(1, 2));
    expect(r2.exact).toBe(false);
    expect(numEquals(mul(r2, r2), q(2))).toBe(true);
    expect(numEquals(r2, q(1414, 1000))).toBe(false);
  });

  it('refuse 0 to a negative power and division by zero', () => {
    expect(() => pow(q(0), q(-2))).toThrow('num.zeroNegativePower');
    expect(() => div(q(3), q(0))).toThrow('num.divisionByZero');
  });

  it('compare approximate values within their tolerance only', () => {
    expect(numEquals(approx(0.1 + 0.2), q(3, 10))).toBe(true);
    expect(numEquals(approx(0.3001), q(3, 10))).toBe(false);
    expect(numEquals(approx(1, 0, 0.01), q(1005, 1000))).toBe(true);
    expect(numCompare(q(1), q(2))).toBe(-1);
    expect(() => numCompare(J, q(1))).toThrow('num.compareReal');
  });

  it('find exact logarithms, else approximate ones', () => {
    expect(formatNum(logBase(q(2), q(32)))).toBe('5');
    expect(formatNum(logBase(q(2), q(1, 32)))).toBe('-5');
    expect(formatNum(logBase(q(10), q(1, 100)))).toBe('-2');
    expect(formatNum(logBase(q(8), q(2)))).toBe('1/3');
    expect(logBase(q(10), q(2)).exact).toBe(false);
    expect(() => logBase(q(10), q(0))).toThrow('num.logPositive');
    expect(() => logBase(q(1), q(5))).toThrow('num.logBaseOne');
  });

  it('compute factorials of whole numbers only', () => {
    expect(formatNum(factorial(q(4)))).toBe('24');
    expect(formatNum(factorial(q(0)))).toBe('1');
    expect(() => factorial(q(1, 2))).toThrow('num.factorialWhole');
    expect(() => factorial(q(-1))).toThrow('num.factorialWhole');
  });

  it('format values for people and for the command line', () => {
    expect(formatNum(q(-11, 24))).toBe('-11/24');
    expect(formatNum(add(q(3, 2), mul(q(2), J)))).toBe('3/2+2j');
    expect(formatNum(fromInt(7))).toBe('7');
    expect(formatNum(approx(Math.SQRT2))).toBe('1.41421356237');
  });
});
