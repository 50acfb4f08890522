/**
 * Exact numbers for equation checking.
 *
 * - `Rat`: a rational number as two BigInts, always reduced, denominator > 0.
 *   No floating point is used for a rational result.
 * - `Num`: either an exact complex number with rational parts (a real number
 *   has im = 0; j = √−1 is {re: 0, im: 1}), or an approximate complex number
 *   (doubles) that carries an absolute tolerance. A value becomes approximate
 *   only when it is irrational or not known exactly: a root that is not a
 *   perfect power, a logarithm that is not a rational number, a tangent
 *   (TUF's `tanDegrees`, src/games/tuf/tangent.ts), or anything computed from such a value.
 *
 * Tolerance policy: an approximate value carries `tol`, an upper bound on how
 * far it may be from the value it stands for (floating-point error is bounded
 * at 1e-12 relative per operation; the TUF tangent table adds its own
 * rounding). Two numbers are equal when both are exact and equal, or when
 * they differ by at most the sum of their tolerances plus 1e-9 × max(1, |a|, |b|).
 *
 * Errors a student can make (division by zero, a number too large) are thrown
 * as `NumError` with a short code (`num.divisionByZero`, …) and values, never
 * words: the screens and the command line word it from the catalogue.
 */
import { RefusalError } from './refusal';

/** A short code (`num.<what>`) and values; the words are the catalogue's (`<game>.refuse.num.<what>`). */
export class NumError extends RefusalError {
  override name = 'NumError';
}

export interface Rat {
  readonly n: bigint;
  readonly d: bigint;
}

/** Numbers larger than 2^MAX_BITS (numerator or denominator) are refused as too large to work with. */
export const MAX_BITS = 4096;
/** Relative floating-point error assumed per approximate operation. */
export const FLOAT_REL = 1e-12;
/** Relative slack allowed when comparing approximate values. */
export const COMPARE_REL = 1e-9;

const ZERO_BIG = 0n;
const ONE_BIG = 1n;

function absBig(a: bigint): bigint {
  return a < ZERO_BIG ? -a : a;
}

export function gcdBig(a: bigint, b: bigint): bigint {
  a = absBig(a);
  b = absBig(b);
  while (b !== ZERO_BIG) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/** Bit length of a non-negative BigInt (0 for 0). */
export function bitLength(a: bigint): number {
  if (a < ZERO_BIG) a = -a;
  if (a === ZERO_BIG) return 0;
  // Fast path for values that fit a double's exponent range.
  if (a < 9007199254740992n) return Math.floor(Math.log2(Number(a))) + 1;
  return a.toString(16).length * 4;
}

function checkSize(n: bigint, d: bigint): void {
  if (n > 9007199254740992n || n < -9007199254740992n || d > 9007199254740992n) {
    if (bitLength(n) > MAX_BITS || bitLength(d) > MAX_BITS) {
      throw new NumError('num.tooLarge');
    }
  }
}

/** A reduced rational; throws NumError for a zero denominator. */
export function rat(n: bigint | number, d: bigint | number = ONE_BIG): Rat {
  let nn = typeof n === 'bigint' ? n : BigInt(n);
  let dd = typeof d === 'bigint' ? d : BigInt(d);
  if (dd === ZERO_BIG) throw new NumError('num.divisionByZero');
  if (dd < ZERO_BIG) {
    nn = -nn;
    dd = -dd;
  }
  if (dd !== ONE_BIG) {
    const g = gcdBig(nn, dd);
    if (g !== ONE_BIG) {
      nn /= g;
      dd /= g;
    }
  }
  checkSize(nn, dd);
  return { n: nn, d: dd };
}

export const R0: Rat = { n: 0n, d: 1n };
export const R1: Rat = { n: 1n, d: 1n };

export const ratIsZero = (a: Rat): boolean => a.n === ZERO_BIG;
export const ratIsInteger = (a: Rat): boolean => a.d === ONE_BIG;
export const ratEq = (a: Rat, b: Rat): boolean => a.n === b.n && a.d === b.d;
export const ratNeg = (a: Rat): Rat => ({ n: -a.n, d: a.d });
export const ratSign = (a: Rat): number => (a.n > ZERO_BIG ? 1 : a.n < ZERO_BIG ? -1 : 0);

export function ratAdd(a: Rat, b: Rat): Rat {
  if (a.d === ONE_BIG && b.d === ONE_BIG) {
    const n = a.n + b.n;
    checkSize(n, ONE_BIG);
    return { n, d: ONE_BIG };
  }
  return rat(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function ratSub(a: Rat, b: Rat): Rat {
  return ratAdd(a, ratNeg(b));
}

export function ratMul(a: Rat, b: Rat): Rat {
  if (a.d === ONE_BIG && b.d === ONE_BIG) {
    const n = a.n * b.n;
    checkSize(n, ONE_BIG);
    return { n, d: ONE_BIG };
  }
  return rat(a.n * b.n, a.d * b.d);
}

/** a ÷ b; throws NumError('num.divisionByZero') when b is 0. */
export function ratDiv(a: Rat, b: Rat): Rat {
  if (b.n === ZERO_BIG) throw new NumError('num.divisionByZero');
  return rat(a.n * b.d, a.d * b.n);
}

export function ratCmp(a: Rat, b: Rat): number {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
}

export function ratToNumber(a: Rat): number {
  if (a.d === ONE_BIG) return Number(a.n);
  const v = Number(a.n) / Number(a.d);
  if (Number.isFinite(v)) return v;
  // Very large parts: scale both down first.
  const shift = BigInt(Math.max(bitLength(a.n), bitLength(a.d)) - 1000);
  return Number(a.n >> shift) / Number(a.d >> shift);
}

/** "7", "-11/24". */
export function ratToString(a: Rat): string {
  return a.d === ONE_BIG ? a.n.toString() : `${a.n.toString()}/${a.d.toString()}`;
}

/** Reads "7", "-3", "11/24", "25.4", ".5", "-0.621"; null when not a rational. */
export function parseRat(text: string): Rat | null {
  const t = text.trim();
  const frac = /^(-?\d+)\s*\/\s*(\d+)$/.exec(t);
  if (frac) {
    const d = BigInt(frac[2] as string);
    if (d === ZERO_BIG) return null;
    return rat(BigInt(frac[1] as string), d);
  }
  const dec = /^(-?)(\d*)(?:\.(\d+))?$/.exec(t);
  if (!dec || (dec[2] === '' && dec[3] === undefined)) return null;
  const whole = dec[2] === '' ? '0' : (dec[2] as string);
  const fracPart = dec[3] ?? '';
  const n = BigInt(whole + fracPart) * (dec[1] === '-' ? -1n : 1n);
  return rat(n, 10n ** BigInt(fracPart.length));
}

/** Integer power (k may be negative); throws for 0 to a negative power or a result too large. */
export function ratPowInt(a: Rat, k: bigint): Rat {
  if (k === ZERO_BIG) return R1;
  if (a.n === ZERO_BIG) {
    if (k < ZERO_BIG) throw new NumError('num.zeroNegativePower');
    return R0;
  }
  if (a.d === ONE_BIG && (a.n === ONE_BIG || a.n === -ONE_BIG)) {
    return a.n === ONE_BIG || k % 2n === ZERO_BIG ? R1 : a;
  }
  const e = k < ZERO_BIG ? -k : k;
  const bits = Math.max(bitLength(a.n), bitLength(a.d));
  if (e > BigInt(MAX_BITS) || bits * Number(e) > MAX_BITS + 64) {
    throw new NumError('num.tooLarge');
  }
  const n = a.n ** e;
  const d = a.d ** e;
  return k < ZERO_BIG ? rat(d, n) : rat(n, d);
}

/** The exact non-negative integer q-th root of a non-negative BigInt, or null. */
export function intRoot(x: bigint, q: number): bigint | null {
  if (x < ZERO_BIG) return null;
  if (x < 2n || q === 1) return x;
  const qq = BigInt(q);
  // Newton iteration from an estimate above the root.
  const bits = bitLength(x);
  let r = ONE_BIG << BigInt(Math.ceil(bits / q) + 1);
  for (;;) {
    const next = ((qq - ONE_BIG) * r + x / r ** (qq - ONE_BIG)) / qq;
    if (next >= r) break;
    r = next;
  }
  return r ** qq === x ? r : null;
}

/** The exact q-th root of a non-negative rational, or null when it is irrational. */
export function ratRoot(a: Rat, q: number): Rat | null {
  if (a.n < ZERO_BIG) return null;
  const n = intRoot(a.n, q);
  if (n === null) return null;
  const d = intRoot(a.d, q);
  if (d === null) return null;
  return { n, d };
}

// ---------------------------------------------------------------------------
// Num: exact complex with rational parts, or approximate complex with tolerance

export interface Exact {
  readonly exact: true;
  readonly re: Rat;
  readonly im: Rat;
}

export interface Approx {
  readonly exact: false;
  readonly re: number;
  readonly im: number;
  /** Absolute tolerance: how far this value may be from the value it stands for. */
  readonly tol: number;
}

export type Num = Exact | Approx;

export const exact = (re: Rat, im: Rat = R0): Exact => ({ exact: true, re, im });
export const fromInt = (n: number | bigint): Exact => exact(rat(n));
export const ZERO: Exact = exact(R0);
export const ONE: Exact = exact(R1);
export const J: Exact = exact(R0, R1);

export function approx(re: number, im = 0, tol?: number): Approx {
  if (!Number.isFinite(re) || !Number.isFinite(im)) throw new NumError('num.tooLarge');
  const t = tol ?? FLOAT_REL * Math.max(1, Math.hypot(re, im));
  return { exact: false, re, im, tol: t };
}

export const isReal = (a: Num): boolean => (a.exact ? a.im.n === ZERO_BIG : a.im === 0 || Math.abs(a.im) <= a.tol);
export const isZero = (a: Num): boolean => (a.exact ? a.re.n === ZERO_BIG && a.im.n === ZERO_BIG : Math.hypot(a.re, a.im) <= a.tol + COMPARE_REL);

export function toApprox(a: Num): Approx {
  if (!a.exact) return a;
  const re = ratToNumber(a.re);
  const im = ratToNumber(a.im);
  return { exact: false, re, im, tol: FLOAT_REL * Math.max(1, Math.hypot(re, im)) * 0.01 };
}

const mag = (a: Approx): number => Math.hypot(a.re, a.im);

export function add(a: Num, b: Num): Num {
  if (a.exact && b.exact) {
    return exact(ratAdd(a.re, b.re), a.im.n === ZERO_BIG && b.im.n === ZERO_BIG ? R0 : ratAdd(a.im, b.im));
  }
  const x = toApprox(a);
  const y = toApprox(b);
  const re = x.re + y.re;
  const im = x.im + y.im;
  return approx(re, im, x.tol + y.tol + FLOAT_REL * Math.max(1, Math.hypot(re, im)));
}

export function neg(a: Num): Num {
  return a.exact ? exact(ratNeg(a.re), ratNeg(a.im)) : { exact: false, re: -a.re, im: -a.im, tol: a.tol };
}

export function sub(a: Num, b: Num): Num {
  return add(a, neg(b));
}

export function mul(a: Num, b: Num): Num {
  if (a.exact && b.exact) {
    if (a.im.n === ZERO_BIG && b.im.n === ZERO_BIG) return exact(ratMul(a.re, b.re));
    return exact(ratSub(ratMul(a.re, b.re), ratMul(a.im, b.im)), ratAdd(ratMul(a.re, b.im), ratMul(a.im, b.re)));
  }
  const x = toApprox(a);
  const y = toApprox(b);
  const re = x.re * y.re - x.im * y.im;
  const im = x.re * y.im + x.im * y.re;
  const tol = mag(x) * y.tol + mag(y) * x.tol + x.tol * y.tol + FLOAT_REL * Math.max(1, Math.hypot(re, im));
  return approx(re, im, tol);
}

export function div(a: Num, b: Num): Num {
  if (isZero(b) && b.exact) throw new NumError('num.divisionByZero');
  if (a.exact && b.exact) {
    if (b.im.n === ZERO_BIG) {
      if (a.im.n === ZERO_BIG) return exact(ratDiv(a.re, b.re));
      return exact(ratDiv(a.re, b.re), ratDiv(a.im, b.re));
    }
    // (a.re + a.im j) / (c + d j) = (a)(c − d j) / (c² + d²)
    const den = ratAdd(ratMul(b.re, b.re), ratMul(b.im, b.im));
    const conj = exact(b.re, ratNeg(b.im));
    const top = mul(a, conj) as Exact;
    return exact(ratDiv(top.re, den), ratDiv(top.im, den));
  }
  const x = toApprox(a);
  const y = toApprox(b);
  const my = mag(y);
  if (my <= y.tol || my === 0) throw new NumError('num.divisionByZero');
  const den = y.re * y.re + y.im * y.im;
  const re = (x.re * y.re + x.im * y.im) / den;
  const im = (x.im * y.re - x.re * y.im) / den;
  const tol = (mag(x) * y.tol + my * x.tol) / (my * (my - y.tol)) + FLOAT_REL * Math.max(1, Math.hypot(re, im));
  return approx(re, im, tol);
}

/** The value as a rational when it is an exact real number. */
export function asRat(a: Num): Rat | null {
  return a.exact && a.im.n === ZERO_BIG ? a.re : null;
}

function powExactInt(a: Exact, k: bigint): Exact {
  if (a.im.n === ZERO_BIG) return exact(ratPowInt(a.re, k));
  if (k < ZERO_BIG) return div(ONE, powExactInt(a, -k)) as Exact;
  if (k > 4096n) throw new NumError('num.tooLarge');
  let result: Exact = ONE;
  let base: Exact = a;
  let e = k;
  while (e > ZERO_BIG) {
    if (e & ONE_BIG) result = mul(result, base) as Exact;
    e >>= ONE_BIG;
    if (e > ZERO_BIG) base = mul(base, base) as Exact;
  }
  return result;
}

/** Principal complex power in floating point, with a tolerance from the inputs'. */
function powApprox(a: Approx, w: Approx): Approx {
  const r = mag(a);
  if (r === 0) {
    if (w.re > 0) return approx(0, 0, a.tol);
    throw new NumError('num.zeroNegativePower');
  }
  const theta = Math.atan2(a.im, a.re);
  const lr = Math.log(r);
  // w · log a = (w.re + i w.im)(lr + i θ)
  const xr = w.re * lr - w.im * theta;
  const xi = w.re * theta + w.im * lr;
  const m = Math.exp(xr);
  if (!Number.isFinite(m)) throw new NumError('num.tooLarge');
  const re = m * Math.cos(xi);
  const im = m * Math.sin(xi);
  const res = Math.hypot(re, im);
  // d(a^w) ≈ a^w (w da/a + log a dw)
  const tol = res * (Math.hypot(w.re, w.im) * (a.tol / r) + Math.hypot(lr, theta) * w.tol) + FLOAT_REL * Math.max(1, res) * 4;
  return approx(re, Math.abs(im) < 1e-13 * Math.max(1, res) ? 0 : im, tol);
}

/**
 * a to the power w. Exact when it can be: integer powers of exact numbers,
 * and rational powers p/q of a rational whose q-th root is rational (an odd
 * root of a negative number is the real root: (−8)^⅓ = −2; an even root of a
 * negative number is imaginary: (−36)^½ = 6j). Otherwise the principal value,
 * approximately. 0^0 = 1, as the rulebook says.
 */
export function pow(a: Num, w: Num): Num {
  const e = asRat(w);
  if (e !== null && a.exact) {
    if (e.d === ONE_BIG) return powExactInt(a, e.n);
    if (a.im.n === ZERO_BIG) {
      if (a.re.n === ZERO_BIG) {
        if (e.n > ZERO_BIG) return ZERO;
        throw new NumError('num.zeroNegativePower');
      }
      if (e.d > 64n) return powApprox(toApprox(a), toApprox(w));
      const q = Number(e.d);
      const negative = a.re.n < ZERO_BIG;
      const root = ratRoot(negative ? ratNeg(a.re) : a.re, q);
      if (root !== null) {
        if (!negative) return exact(ratPowInt(root, e.n));
        if (q % 2 === 1) return exact(ratPowInt(ratNeg(root), e.n));
        if (q === 2) {
          // (−x)^(p/2) = (√x · j)^p
          return powExactInt(exact(R0, root), e.n);
        }
      } else if (negative && q % 2 === 1) {
        const v = -((-ratToNumber(a.re)) ** (1 / q));
        return powApprox(approx(v), toApprox(exact(rat(e.n))));
      }
    }
  }
  if (e !== null && e.d === ONE_BIG && !a.exact) {
    // Integer power of an approximate value: repeated multiplication keeps the sign exact.
    const k = e.n < ZERO_BIG ? -e.n : e.n;
    if (k <= 64n) {
      let result: Num = ONE;
      for (let i = 0n; i < k; i++) result = mul(result, a);
      return e.n < ZERO_BIG ? div(ONE, result) : result;
    }
  }
  if (isZero(a) && a.exact) {
    const wa = toApprox(w);
    if (wa.re > 0) return ZERO;
    throw new NumError('num.zeroNegativePower');
  }
  return powApprox(toApprox(a), toApprox(w));
}

/** Whether two numbers are equal (exactly, or within tolerance when either is approximate). */
export function numEquals(a: Num, b: Num): boolean {
  if (a.exact && b.exact) return ratEq(a.re, b.re) && ratEq(a.im, b.im);
  const x = toApprox(a);
  const y = toApprox(b);
  const diff = Math.hypot(x.re - y.re, x.im - y.im);
  return diff <= x.tol + y.tol + COMPARE_REL * Math.max(1, mag(x), mag(y));
}

/** Compares two real numbers: −1, 0 (equal as numEquals says), 1. Throws for complex values. */
export function numCompare(a: Num, b: Num): number {
  if (!isReal(a) || !isReal(b)) throw new NumError('num.compareReal');
  if (numEquals(a, b)) return 0;
  if (a.exact && b.exact) return ratCmp(a.re, b.re);
  return toApprox(a).re < toApprox(b).re ? -1 : 1;
}

/** n! for a whole number 0 ≤ n ≤ 300. */
export function factorial(a: Num): Num {
  const r = asRat(a);
  if (r === null || r.d !== ONE_BIG || r.n < ZERO_BIG) {
    throw new NumError('num.factorialWhole');
  }
  if (r.n > 300n) throw new NumError('num.tooLarge');
  let f = ONE_BIG;
  for (let i = 2n; i <= r.n; i++) f *= i;
  return exact(rat(f));
}

/**
 * log_b x for positive real b ≠ 1 and x. Exact when the answer is rational
 * (log₂ 32 = 5, log₁₀ .01 = −2, log₈ 2 = ⅓), otherwise approximate.
 */
export function logBase(b: Num, x: Num): Num {
  if (!isReal(b) || !isReal(x)) throw new NumError('num.logReal');
  const bv = toApprox(b).re;
  const xv = toApprox(x).re;
  if (!(bv > 0) || (b.exact && ratSign(b.re) <= 0)) throw new NumError('num.logBasePositive');
  if (!(xv > 0) || (x.exact && ratSign(x.re) <= 0)) throw new NumError('num.logPositive');
  if (b.exact && ratEq(b.re, R1)) throw new NumError('num.logBaseOne');
  const est = Math.log(xv) / Math.log(bv);
  if (b.exact && x.exact) {
    for (let q = 1; q <= 12; q++) {
      const p = Math.round(est * q);
      if (Math.abs(p - est * q) > 1e-6 * q + 1e-9) continue;
      try {
        if (ratEq(ratPowInt(b.re, BigInt(p)), ratPowInt(x.re, BigInt(q)))) return exact(rat(p, q));
      } catch (e) {
        if (!(e instanceof NumError)) throw e;
      }
    }
  }
  const xa = toApprox(x);
  const ba = toApprox(b);
  const tol = xa.tol / xv / Math.abs(Math.log(bv)) + (Math.abs(est) * ba.tol) / bv / Math.abs(Math.log(bv)) + FLOAT_REL * Math.max(1, Math.abs(est));
  return approx(est, 0, tol);
}

function formatFloat(x: number): string {
  if (Object.is(x, -0) || Math.abs(x) < 1e-300) return '0';
  const s = Number(x.toPrecision(12)).toString();
  return s;
}

/**
 * A value as text: exact values as integers or fractions ("7", "-11/24",
 * "3/2+2j", "-j"); approximate values as decimals to 12 significant digits.
 */
export function formatNum(a: Num): string {
  const real = a.exact ? ratToString(a.re) : formatFloat(a.re);
  const imZero = a.exact ? a.im.n === ZERO_BIG : a.im === 0;
  if (imZero) return real;
  const imText = a.exact ? ratToString(a.im) : formatFloat(a.im);
  const imPart = imText === '1' ? 'j' : imText === '-1' ? '-j' : `${imText}j`;
  const reZero = a.exact ? a.re.n === ZERO_BIG : a.re === 0;
  if (reZero) return imPart;
  return imPart.startsWith('-') ? `${real}${imPart}` : `${real}+${imPart}`;
}
