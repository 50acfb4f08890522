/**
 * Computer players for Tally Rally. A computer player "finds" a handful of
 * equations in its three minutes, like a student would: easy ones look for
 * short sums, hard ones for long equations with every kind of sign. What it
 * finds is drawn from the board's full list (rarely a trick like multiplying
 * by 0 or padding like `4 = 4 − 0`) with a seeded generator, so the same board code and seat give the
 * same sheet every time.
 */
import { createRng, subSeed } from '../../src/core/random';
import type { Board } from '../../src/games/tally/board';
import { keyOfText } from '../../src/games/tally/equation';
import type { Level } from '../../src/games/tally/round';
import { BRACKET_MAX_TILES, enumerateBracketed } from './brackets';
import { enumerateEquations, isDull, isPadded, type Found } from './solver';

interface Profile {
  /** How many equations it writes down (a range). */
  count: [number, number];
  /** How often it writes an equation of 3, 4, 5, 6 tiles. */
  lengths: Record<number, number>;
  /** How much it prefers an equation among those of one length (by its signs). */
  weight(text: string): number;
}

const signs = (text: string): number => (text.match(/[+\-*/]/g) ?? []).length;
const hasMulDiv = (text: string): boolean => /[*/]/.test(text);

export const PROFILES: Record<Level, Profile> = {
  easy: {
    count: [3, 5],
    lengths: { 3: 7, 4: 3 },
    weight: (text) => (hasMulDiv(text) ? 0.2 : 1) * (text.includes('(') ? 0.1 : 1),
  },
  medium: {
    count: [5, 7],
    lengths: { 3: 4, 4: 4, 5: 2 },
    weight: (text) => (hasMulDiv(text) ? 0.5 : 1) * (signs(text) > 2 ? 0.3 : 1) * (text.includes('(') ? 0.3 : 1),
  },
  hard: {
    count: [7, 10],
    lengths: { 3: 1.5, 4: 3, 5: 3.5, 6: 2 },
    weight: (text) => (text.includes('(') ? 0.5 : 1),
  },
};

/**
 * Tricks are true but teach little: multiplying by 0 (`1 + 0 × 2 × 9 = 1`) and
 * padding (`4 = 4 − 0`, `6 = 1 × 6 × 4 ÷ 4`, `0 = 5 − 5`). A computer player
 * writes one only when no equation of that length without them is left to write.
 */
const isTrick = (text: string): boolean => isDull(text) || isPadded(text);

const maxTilesOf = (p: Profile): number => Math.max(...Object.keys(p.lengths).map(Number));

/** One pick in proportion to the weights, or -1 when they are all 0. */
function weightedIndex(weights: readonly number[], rnd: () => number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return -1;
  let r = rnd() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] as number;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/** A computer player's sheet: equations (one per scoring key) with their paths. */
export function botSheet(board: Board, level: Level, seed: string, seat: number, parens = false): { cells: number[]; eq: string }[] {
  const profile = PROFILES[level];
  const rng = createRng(subSeed(seed, 'tally-bot', seat, level));
  const max = maxTilesOf(profile);
  const all = enumerateEquations(board, { maxTiles: max }).equations;
  // With brackets on, equations that need them join the list (up to 5 tiles).
  if (parens) all.push(...enumerateBracketed(board, Math.min(max, BRACKET_MAX_TILES)));
  const byLength = new Map<number, Found[]>();
  // Tricks only where a length has nothing else.
  const clean = all.filter((f) => !isTrick(f.text));
  const lengthsWithClean = new Set(clean.map((f) => f.tiles));
  for (const f of all) {
    if (isTrick(f.text) && lengthsWithClean.has(f.tiles)) continue;
    const list = byLength.get(f.tiles);
    if (list) list.push(f);
    else byLength.set(f.tiles, [f]);
  }
  const [lo, hi] = profile.count;
  const want = lo + rng.int(hi - lo + 1);
  const keys = new Set<string>();
  const out: { cells: number[]; eq: string }[] = [];
  const lengths = Object.keys(profile.lengths).map(Number);
  for (let tries = 0; out.length < want && tries < want * 20; tries++) {
    const li = weightedIndex(
      lengths.map((l) => ((byLength.get(l)?.length ?? 0) > 0 ? (profile.lengths[l] ?? 0) : 0)),
      () => rng.next(),
    );
    if (li < 0) break;
    const pool = byLength.get(lengths[li] as number) ?? [];
    const fi = weightedIndex(
      pool.map((f) => profile.weight(f.text)),
      () => rng.next(),
    );
    const f = pool[fi];
    if (!f) continue;
    const key = keyOfText(f.text, parens);
    if (key === null || keys.has(key)) continue;
    keys.add(key);
    out.push({ cells: f.cells, eq: f.text });
  }
  return out;
}
