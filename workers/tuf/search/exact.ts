/**
 * Exact powers, roots and logarithms of rationals, as the engine computes
 * them (game 6's exponents, the constant cube's log). Each answers null when
 * the value is not an exact rational or would pass 2^53.
 */

/** (n/d)^e exactly, or null when it would pass 2^53 (0^0 is 1, as the engine reads it). */
export function powerOf(n: number, d: number, e: number): number[] | null {
  let a = 1;
  let b = 1;
  for (let i = 0; i < e; i++) {
    a *= n;
    b *= d;
    if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) return null;
  }
  return [a, b];
}

/** log_b(n/d) as an exact p/q with 1 ≤ q ≤ 12 (n, d > 0, b ≥ 2), or null. */
export function exactLog(n: number, d: number, b: number): number[] | null {
  const x = (Math.log(n) - Math.log(d)) / Math.log(b);
  if (!Number.isFinite(x)) return null;
  const N = BigInt(n);
  const D = BigInt(d);
  const B = BigInt(b);
  for (let q = 1; q <= 12; q++) {
    const p = Math.round(x * q);
    if (Math.abs(p) > 4096) return null;
    const Q = BigInt(q);
    // (n/d)^q = b^p
    const ok = p >= 0 ? N ** Q === B ** BigInt(p) * D ** Q : N ** Q * B ** BigInt(-p) === D ** Q;
    if (ok) return [p, q];
  }
  return null;
}

/** (n/d)^(p/q) exactly (n/d ≥ 0, q > 0), or null when it is not rational or too large. */
export function powerRat(n: number, d: number, p: number, q: number): number[] | null {
  if (p < 0) {
    if (n === 0) return null;
    return powerRat(d, n, -p, q);
  }
  if (p > 64 && n > 1) return null;
  const r = q === 1 ? [n, d] : rootOf(n, d, q);
  if (!r) return null;
  return powerOf(r[0] as number, r[1] as number, p);
}

/** The exact k-th root of n/d (n ≥ 0), or null when it is not rational. */
export function rootOf(n: number, d: number, k: number): number[] | null {
  if (n < 0) return null;
  const root = (x: number): number | null => {
    const r = Math.round(x ** (1 / k));
    for (const c of [r - 1, r, r + 1]) {
      if (c < 0) continue;
      const p = powerOf(c, 1, k);
      if (p && p[0] === x) return c;
    }
    return null;
  };
  const a = root(n);
  const b = root(d);
  return a === null || b === null ? null : [a, b];
}
