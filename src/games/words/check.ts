/**
 * Reading, checking and scoring a crossword (TUF words). Refusals are data:
 * a code with values, worded by the screens (`words.refuse.<code>`).
 */
import { refusal, type Refusal } from '../../core/engine';
import { countHand, type Face } from './cubes';
import { cubesOf, runsOf, type Dir, type Grid, type Run } from './grid';
import type { Vocabulary } from './vocab';

export interface ScoringOptions {
  /** Large Words: words of 2 or 3 letters score 0 (they must still be words). */
  largeWords?: boolean;
}

export interface WordScore {
  /** Upper case; a proper noun is written with its capital only (`Paris`). */
  word: string;
  row: number;
  col: number;
  dir: Dir;
  points: number;
  /** Read as a proper noun begun by an Ω cube. */
  proper: boolean;
}

export interface GridCheck {
  valid: boolean;
  /** Why the crossword is not correct (null when it is). */
  refusal: Refusal | null;
  /** The runs with their points (points as if correct; `score` is 0 when not valid). */
  words: WordScore[];
  cubes: number;
  /** The cubes' points only: no TUF or final-declarer bonus. 0 for an incorrect crossword. */
  score: number;
}

export const TUF_CALLER_BONUS = 8;
export const FINAL_DECLARER_BONUS = 8;
export const TUF_ERROR_FOUND = 5;
export const TUF_ERROR_WRONG = -5;

/** Cubes needed to call TUF!: a majority of the hand (11 of 20). */
export const tufThreshold = (handSize = 20): number => Math.floor(handSize / 2) + 1;
export const canCallTuf = (cubes: number, handSize = 20): boolean => cubes >= tufThreshold(handSize);
/** TUFFER!/TUFFEST! need more cubes than the last call. */
export const canOutcall = (cubes: number, lastCall: number): boolean => cubes > lastCall;
/** The TUF caller's 8, only when their crossword is correct. */
export const tufCallerBonus = (correct: boolean): number => (correct ? TUF_CALLER_BONUS : 0);
/** The final declarer's 8, only when their crossword is correct. */
export const finalDeclarerBonus = (correct: boolean): number => (correct ? FINAL_DECLARER_BONUS : 0);

/** The cubes a grid uses that the hand lacks, or null when the hand holds them all. */
export function handRefusal(hand: readonly Face[], grid: Grid): Refusal | null {
  const have = countHand(hand);
  const need = new Map<string, number>();
  let sun = 0;
  let omega = 0;
  for (const { cell } of cubesOf(grid)) {
    if (cell.kind === 'sun') sun++;
    else if (cell.kind === 'omega') omega++;
    else need.set(cell.letter, (need.get(cell.letter) ?? 0) + 1);
  }
  if (sun > have.sun) return refusal('notInHand', { face: '*', used: sun, have: have.sun });
  if (omega > have.omega) return refusal('notInHand', { face: '@', used: omega, have: have.omega });
  for (const [letter, n] of [...need].sort()) {
    const h = (have.letters.get(letter) ?? 0) + (letter === 'E' ? have.eApos : 0);
    if (n > h) return refusal('notInHand', { face: letter, used: n, have: h });
  }
  return null;
}

/** The first cube not joined to the first cube (row-major), or null when all are one group. */
export function disconnectedCube(grid: Grid): { row: number; col: number } | null {
  const cubes = cubesOf(grid);
  if (cubes.length === 0) return null;
  const key = (r: number, c: number): number => r * 1024 + c;
  const present = new Set(cubes.map((x) => key(x.row, x.col)));
  const first = cubes[0] as { row: number; col: number };
  const seen = new Set([key(first.row, first.col)]);
  const stack = [[first.row, first.col]];
  while (stack.length > 0) {
    const [r, c] = stack.pop() as [number, number];
    for (const [dr, dc] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const k = key(r + dr, c + dc);
      if (r + dr >= 0 && c + dc >= 0 && present.has(k) && !seen.has(k)) {
        seen.add(k);
        stack.push([r + dr, c + dc]);
      }
    }
  }
  for (const x of cubes) if (!seen.has(key(x.row, x.col))) return { row: x.row, col: x.col };
  return null;
}

/** A run's points: 1 a cube (2 in a word of six or more), an Ω capital of a proper noun 3, Large Words 0 for 2–3 letters. */
export function runPoints(run: Run, proper: boolean, options: ScoringOptions = {}): number {
  const n = run.cells.length;
  if (options.largeWords && n <= 3) return 0;
  const each = n >= 6 ? 2 : 1;
  return proper ? 3 + each * (n - 1) : each * n;
}

/** How a run reads: an ordinary word, a proper noun (when Ω starts it; preferred, it scores more), or neither. */
export function readRun(run: Run, vocab: Vocabulary): 'word' | 'proper' | null {
  if (run.omegaFirst && vocab.isProperNoun(run.letters)) return 'proper';
  return vocab.isWord(run.letters) ? 'word' : null;
}

const showWord = (run: Run, proper: boolean): string => (proper ? (run.letters[0] as string) + run.letters.slice(1).toLowerCase() : run.letters);

/** Checks a crossword against a hand and a vocabulary, and scores it. Never throws for any grid. */
export function checkGrid(hand: readonly Face[], grid: Grid, vocab: Vocabulary, options: ScoringOptions = {}): GridCheck {
  const runs = runsOf(grid);
  const cubes = cubesOf(grid).length;
  const words: WordScore[] = [];
  let bad: Refusal | null = null;
  for (const run of runs) {
    const reading = readRun(run, vocab);
    const proper = reading === 'proper';
    words.push({ word: showWord(run, proper), row: run.row, col: run.col, dir: run.dir, points: runPoints(run, proper, options), proper });
    if (reading === null && bad === null) bad = refusal('notAWord', { word: run.letters, row: run.row, col: run.col, dir: run.dir });
  }
  let why: Refusal | null = handRefusal(hand, grid);
  if (!why && cubes === 0) why = refusal('empty');
  if (!why) {
    const loose = disconnectedCube(grid);
    if (loose) why = refusal('notConnected', loose);
  }
  if (!why && runs.length === 0) why = refusal('noWord');
  if (!why) why = bad;
  const score = why ? 0 : words.reduce((s, w) => s + w.points, 0);
  return { valid: why === null, refusal: why, words, cubes, score };
}

/** One line naming a refusal for the command line: `notAWord word=XQZ row=0 col=0 dir=across`. */
export function refusalLine(r: Refusal): string {
  return [r.code, ...Object.entries(r.vars).map(([k, v]) => `${k}=${v}`)].join(' ');
}

/**
 * Rotary scoring (one shared grid): each player scores their own cubes, by
 * the same per-word rule, in every correct word of the final grid. `owner`
 * gives each placed cube's player (same shape as the grid).
 */
export function rotaryScores(
  grid: Grid,
  owner: readonly (readonly (number | null)[])[],
  players: number,
  vocab: Vocabulary,
  options: ScoringOptions = {},
): number[] {
  const out = Array<number>(players).fill(0);
  for (const { shares } of rotaryWordShares(grid, owner, players, vocab, options)) shares.forEach((v, p) => (out[p] = (out[p] as number) + v));
  return out;
}

/**
 * Rotary's points word by word: every correct run of the shared grid with
 * how many of each player's own cubes it holds and what they score in it
 * (the rule of `rotaryScores`, which sums these), for the results screen.
 */
export function rotaryWordShares(
  grid: Grid,
  owner: readonly (readonly (number | null)[])[],
  players: number,
  vocab: Vocabulary,
  options: ScoringOptions = {},
): { word: string; shares: number[]; cubes: number[] }[] {
  const words: { word: string; shares: number[]; cubes: number[] }[] = [];
  for (const run of runsOf(grid)) {
    const reading = readRun(run, vocab);
    if (reading === null) continue;
    const shares = Array<number>(players).fill(0);
    const cubes = Array<number>(players).fill(0);
    const n = run.cells.length;
    const each = options.largeWords && n <= 3 ? 0 : n >= 6 ? 2 : 1;
    run.cells.forEach(([r, c], i) => {
      const p = owner[r]?.[c];
      if (p === null || p === undefined || p < 0 || p >= players) return;
      cubes[p] = (cubes[p] as number) + 1;
      shares[p] = (shares[p] as number) + (each === 0 ? 0 : i === 0 && reading === 'proper' ? 3 : each);
    });
    words.push({ word: showWord(run, reading === 'proper'), shares, cubes });
  }
  return words;
}
