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
 * Value sets are hash sets keyed by the double n/d. Equal rationals always
 * give the same double (n/d is correctly rounded from the reduced pair);
 * distinct rationals that happen to share a double are kept in a small
 * side list, so membership is exact.
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

/** A set of exact rationals with insertion order kept (for deterministic witnesses). */
export class ValueSet {
  readonly num: number[] = [];
  readonly den: number[] = [];
  private readonly index = new Map<number, number>();
  private clash: number[] | null = null;

  get size(): number {
    return this.num.length;
  }

  has(n: number, d: number): boolean {
    const i = this.index.get(n / d);
    if (i === undefined) return false;
    if (this.num[i] === n && this.den[i] === d) return true;
    const c = this.clash;
    if (c === null) return false;
    for (let k = 0; k < c.length; k++) {
      const j = c[k] as number;
      if (this.num[j] === n && this.den[j] === d) return true;
    }
    return false;
  }

  /** Adds a reduced value; returns true when it was new. */
  add(n: number, d: number): boolean {
    const key = n / d;
    const i = this.index.get(key);
    if (i === undefined) {
      this.index.set(key, this.num.length);
      this.num.push(n);
      this.den.push(d);
      return true;
    }
    if (this.num[i] === n && this.den[i] === d) return false;
    if (this.has(n, d)) return false;
    (this.clash ??= []).push(this.num.length);
    this.num.push(n);
    this.den.push(d);
    return true;
  }
}

/** Exact text of a reduced rational: "7", "-3/4". */
export function ratText(n: number, d: number): string {
  return d === 1 ? String(n) : `${n}/${d}`;
}
