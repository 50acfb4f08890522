import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/random';
import { add, div, gcd, mul, out, ratText, ValueSet } from '../../../workers/tuf/rat';

const big = (n: number, d: number): [bigint, bigint] => [BigInt(n), BigInt(d)];
function reduce(n: bigint, d: bigint): string {
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  let a = n < 0n ? -n : n;
  let b = d;
  while (b !== 0n) [a, b] = [b, a % b];
  const g = a === 0n ? d : a;
  return `${n / g}/${d / g}`;
}

describe('lean rationals', () => {
  it('add, mul and div agree with BigInt arithmetic on random fractions', () => {
    const rng = createRng('rat');
    for (let i = 0; i < 2000; i++) {
      const mk = (): [number, number] => {
        const d = 1 + rng.int(2000);
        const n = rng.int(200001) - 100000;
        const g = gcd(n, d) || 1;
        return [n / g, d / g];
      };
      const [a, b] = mk();
      const [c, d] = mk();
      const [A, B] = big(a, b);
      const [C, D] = big(c, d);
      expect(add(a, b, c, d)).toBe(true);
      expect(`${out.n}/${out.d}`).toBe(reduce(A * D + C * B, B * D));
      expect(mul(a, b, c, d)).toBe(true);
      expect(`${out.n}/${out.d}`).toBe(reduce(A * C, B * D));
      if (c !== 0) {
        expect(div(a, b, c, d)).toBe(true);
        expect(`${out.n}/${out.d}`).toBe(reduce(A * D, B * C));
        expect(out.d).toBeGreaterThan(0);
      }
    }
  });

  it('reports overflow instead of rounding', () => {
    expect(mul(2 ** 40, 1, 2 ** 20, 1)).toBe(false);
    expect(add(2 ** 52, 3, 2 ** 52, 7)).toBe(false);
    expect(add(2 ** 52, 1, 2 ** 52, 1)).toBe(false);
  });

  it('writes values as integers or fractions', () => {
    expect(ratText(7, 1)).toBe('7');
    expect(ratText(-3, 4)).toBe('-3/4');
  });
});

describe('value sets', () => {
  it('keep distinct rationals apart even when their doubles are equal', () => {
    // two reduced fractions with the same double value
    const d = 3 ** 13;
    let pair: [number, number] | null = null;
    for (let n = 2 ** 53 - 1; n > 2 ** 53 - 200 && !pair; n--) {
      if (n % 3 !== 0 && (n - 1) % 3 !== 0 && n / d === (n - 1) / d) pair = [n, n - 1];
    }
    expect(pair).not.toBeNull();
    const [x, y] = pair as [number, number];
    const s = new ValueSet();
    expect(s.add(x, d)).toBe(true);
    expect(s.has(y, d)).toBe(false);
    expect(s.add(y, d)).toBe(true);
    expect(s.has(y, d)).toBe(true);
    expect(s.has(x, d)).toBe(true);
    expect(s.add(y, d)).toBe(false);
    expect(s.size).toBe(2);
  });

  it('behave as a set on random values', () => {
    const rng = createRng('set');
    const s = new ValueSet();
    const ref = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const dd = 1 + rng.int(12);
      const nn = rng.int(41) - 20;
      const g = gcd(nn, dd) || 1;
      const n = nn / g;
      const den = dd / g;
      const key = `${n}/${den}`;
      expect(s.add(n, den)).toBe(!ref.has(key));
      ref.add(key);
      expect(s.has(n, den)).toBe(true);
    }
    expect(s.size).toBe(ref.size);
  });
});
