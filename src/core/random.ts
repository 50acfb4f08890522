/**
 * Seeded random numbers for every roll, draw and computer move.
 *
 * Engines, solvers and workers never call Math.random: they take an Rng made
 * from a seed, so a game id (`params#seed`) replays exactly. The generator is
 * sfc32 (small, fast, 128-bit state); a text seed is first mixed into four
 * 32-bit words by a simple multiply–xorshift hash.
 */

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). n must be a positive integer. */
  int(n: number): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy of an array (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** The generator's full state, to save and restore mid-game. */
  state(): RngState;
}

export type RngState = readonly [number, number, number, number];

/** Mixes any text into four non-zero 32-bit words. */
export function seedWords(seed: string): RngState {
  let h1 = 0x9e3779b9;
  let h2 = 0x85ebca6b;
  let h3 = 0xc2b2ae35;
  let h4 = 0x27d4eb2f;
  for (let i = 0; i < seed.length; i++) {
    const c = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ c, 0x01000193);
    h2 = h3 ^ Math.imul(h2 ^ c, 0x5bd1e995);
    h3 = h4 ^ Math.imul(h3 ^ c, 0x1b873593);
    h4 = h1 ^ Math.imul(h4 ^ c, 0xcc9e2d51);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 0x27d4eb2d);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 0x165667b1);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 0x9e3779b1);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 0x85ebca77);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0 || 1, (h2 ^ h1) >>> 0 || 2, (h3 ^ h1) >>> 0 || 3, (h4 ^ h1) >>> 0 || 4];
}

/** A generator from a text or numeric seed, or from a saved state. */
export function createRng(seed: string | number | RngState): Rng {
  let [a, b, c, d] = typeof seed === 'object' ? seed : seedWords(String(seed));
  const word = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  if (typeof seed !== 'object') for (let i = 0; i < 12; i++) word();
  const next = (): number => word() / 4294967296;
  const int = (n: number): number => {
    if (!Number.isInteger(n) || n <= 0) throw new RangeError(`int(n) needs a positive integer, got ${n}`);
    return Math.floor(next() * n);
  };
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick() from an empty list');
      return items[int(items.length)] as T;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const tmp = out[i] as T;
        out[i] = out[j] as T;
        out[j] = tmp;
      }
      return out;
    },
    state: () => [a >>> 0, b >>> 0, c >>> 0, d >>> 0] as const,
  };
}

/** Derives an independent seed for a sub-stream (round 3, seat 2, …). */
export function subSeed(seed: string, ...path: (string | number)[]): string {
  return [seed, ...path].join('/');
}

const SEED_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A short, easy-to-read seed (no 0/o, 1/l/i) from a source of randomness.
 * The UI passes crypto-backed randomness; tests pass an Rng.
 */
export function makeSeed(random: () => number, length = 6): string {
  let s = '';
  for (let i = 0; i < length; i++) s += SEED_ALPHABET[Math.floor(random() * SEED_ALPHABET.length)];
  return s;
}

export function isSeed(text: string): boolean {
  return /^[A-Za-z0-9_-]{1,32}$/.test(text);
}
