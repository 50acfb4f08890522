/**
 * Lean exact rationals for the solver's inner loops.
 *
 * A value is a numerator and a denominator held in two JS numbers (always
 * integers, denominator > 0, reduced). Every product is checked against
 * 2^53; a result that would not be exact is reported as `NaN` in the
 * numerator and the caller counts it as an overflow (the search is then not
 * proven). For the cube sets of games 1–3 the products of all numbers on the
 * table stay far below 2^53, so this never happens there.
 *
 * Value sets are open-addressing hash sets on the reduced pair itself, so
 * membership is exact (two rationals that share a double stay apart).
 */

const LIMIT = 9007199254740991;

export function gcd(a: number, b: number): number {
  a = a < 0 ? -a : a;
  b = b < 0 ? -b : b;
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/** Result registers: the arithmetic writes here to avoid allocating. */
export const out = { n: 0, d: 1 };

function safe(x: number): boolean {
  return x <= LIMIT && x >= -LIMIT;
}

/** out = a/b + c/d; returns false on overflow. */
export function add(a: number, b: number, c: number, d: number): boolean {
  if (b === 1 && d === 1) {
    const s = a + c;
    if (!safe(s)) return false;
    out.n = s;
    out.d = 1;
    return true;
  }
  if (b === d) {
    const n = a + c;
    if (!safe(n)) return false;
    const h = gcd(n, b);
    out.n = n / h;
    out.d = b / h;
    return true;
  }
  // with one integer the result is already reduced: gcd(a + c·b, b) = gcd(a, b) = 1
  if (d === 1) {
    const n = a + c * b;
    if (!safe(c * b) || !safe(n)) return false;
    out.n = n;
    out.d = b;
    return true;
  }
  if (b === 1) {
    const n = a * d + c;
    if (!safe(a * d) || !safe(n)) return false;
    out.n = n;
    out.d = d;
    return true;
  }
  const g = gcd(b, d);
  const bg = b / g;
  const dg = d / g;
  const x = a * dg;
  const y = c * bg;
  const den = b * dg;
  if (!safe(x) || !safe(y) || !safe(den)) return false;
  const n = x + y;
  if (!safe(n)) return false;
  if (n === 0) {
    out.n = 0;
    out.d = 1;
    return true;
  }
  const h = gcd(n, den);
  out.n = n / h;
  out.d = den / h;
  return true;
}

/** out = a/b × c/d; returns false on overflow. */
export function mul(a: number, b: number, c: number, d: number): boolean {
  if (a === 0 || c === 0) {
    out.n = 0;
    out.d = 1;
    return true;
  }
  let g1 = 1;
  let g2 = 1;
  if (d !== 1) g1 = gcd(a, d);
  if (b !== 1) g2 = gcd(c, b);
  const n = (a / g1) * (c / g2);
  const den = (b / g2) * (d / g1);
  if (!safe(n) || !safe(den)) return false;
  out.n = n;
  out.d = den;
  return true;
}

/** out = (a/b) ÷ (c/d); c must not be 0. Returns false on overflow. */
export function div(a: number, b: number, c: number, d: number): boolean {
  return c < 0 ? mul(a, b, -d, -c) : mul(a, b, d, c);
}

/** Hash of a reduced rational (numerator and denominator are integers below 2^53). */
function hashOf(n: number, d: number): number {
  const hi = (n / 4294967296) | 0;
  let h = Math.imul(n | 0, 0x9e3779b1) ^ Math.imul(d | 0, 0x85ebca6b) ^ Math.imul(hi, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h;
}

/**
 * A set of exact rationals (reduced pairs), insertion order kept so that
 * witnesses are deterministic. Open addressing on the pair itself: equal
 * pairs are equal values, so membership is exact without any float key.
 */
export class ValueSet {
  readonly num: number[] = [];
  readonly den: number[] = [];
  private table = new Int32Array(16);
  private mask = 15;

  get size(): number {
    return this.num.length;
  }

  has(n: number, d: number): boolean {
    const table = this.table;
    const mask = this.mask;
    let h = hashOf(n, d) & mask;
    for (;;) {
      const slot = table[h] as number;
      if (slot === 0) return false;
      if (this.num[slot - 1] === n && this.den[slot - 1] === d) return true;
      h = (h + 1) & mask;
    }
  }

  /** Adds a reduced value; returns true when it was new. */
  add(n: number, d: number): boolean {
    const table = this.table;
    const mask = this.mask;
    let h = hashOf(n, d) & mask;
    for (;;) {
      const slot = table[h] as number;
      if (slot === 0) break;
      if (this.num[slot - 1] === n && this.den[slot - 1] === d) return false;
      h = (h + 1) & mask;
    }
    this.num.push(n);
    this.den.push(d);
    table[h] = this.num.length;
    if (this.num.length * 2 > mask) this.grow();
    return true;
  }

  private grow(): void {
    const size = (this.mask + 1) * 4;
    const table = new Int32Array(size);
    const mask = size - 1;
    for (let i = 0; i < this.num.length; i++) {
      let h = hashOf(this.num[i] as number, this.den[i] as number) & mask;
      while (table[h] !== 0) h = (h + 1) & mask;
      table[h] = i + 1;
    }
    this.table = table;
    this.mask = mask;
  }
}

/** Exact text of a reduced rational: "7", "-3/4". */
export function ratText(n: number, d: number): string {
  return d === 1 ? String(n) : `${n}/${d}`;
}
