/**
 * Computer players for Tally Rally. A computer player "finds" a handful of
 * equations in its three minutes, like a student would: easy ones look for
 * short sums, hard ones for long equations with every kind of sign. What it
 * finds is drawn from the board's full list with a seeded generator, so the
 * same board code and seat give the same sheet every time.
 */
import { createRng, subSeed } from '../../src/core/random';
import type { Board } from '../../src/games/tally/board';
import { keyOfText } from '../../src/games/tally/equation';
import type { Level } from '../../src/games/tally/round';
import { enumerateEquations, type Found } from './solver';

interface Profile {
  /** Longest equation the player looks for. */
  maxTiles: number;
  /** How many equations it writes down (a range). */
  count: [number, number];
  /** How much it prefers an equation, by tiles and signs. */
  weight(f: Found): number;
}

const signs = (text: string): number => (text.match(/[+\-*/]/g) ?? []).length;
const hasMulDiv = (text: string): boolean => /[*/]/.test(text);

export const PROFILES: Record<Level, Profile> = {
  easy: {
    maxTiles: 4,
    count: [3, 5],
    weight: (f) => (hasMulDiv(f.text) ? 0.3 : 1) * (f.tiles === 3 ? 3 : 1),
  },
  medium: {
    maxTiles: 5,
    count: [5, 8],
    weight: (f) => (hasMulDiv(f.text) ? 0.6 : 1) * f.tiles * (signs(f.text) > 2 ? 0.5 : 1),
  },
  hard: {
    maxTiles: 6,
    count: [8, 12],
    weight: (f) => f.tiles ** 3,
  },
};

/** Picks without replacement, each pick in proportion to its weight. */
function weightedPicks<T>(items: readonly T[], weights: readonly number[], n: number, rnd: () => number): T[] {
  const w = weights.slice();
  let total = w.reduce((a, b) => a + b, 0);
  const out: T[] = [];
  while (out.length < n && total > 0) {
    let r = rnd() * total;
    let i = 0;
    for (; i < w.length - 1; i++) {
      r -= w[i] as number;
      if (r < 0) break;
    }
    out.push(items[i] as T);
    total -= w[i] as number;
    w[i] = 0;
  }
  return out;
}

/** A computer player's sheet: equations (one per scoring key) with their paths. */
export function botSheet(board: Board, level: Level, seed: string, seat: number): { cells: number[]; eq: string }[] {
  const profile = PROFILES[level];
  const rng = createRng(subSeed(seed, 'tally-bot', seat, level));
  const all = enumerateEquations(board, { maxTiles: profile.maxTiles }).equations;
  const [lo, hi] = profile.count;
  const want = lo + rng.int(hi - lo + 1);
  const picks = weightedPicks(all, all.map(profile.weight), want * 3, () => rng.next());
  const keys = new Set<string>();
  const out: { cells: number[]; eq: string }[] = [];
  for (const f of picks) {
    if (out.length >= want) break;
    const key = keyOfText(f.text, false);
    if (key === null || keys.has(key)) continue;
    keys.add(key);
    out.push({ cells: f.cells, eq: f.text });
  }
  return out;
}
