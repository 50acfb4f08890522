/**
 * TUF words solver — the one engine behind checking, hints, computer players
 * and the post-round review. Every grid it returns is checked with the rules
 * engine's checkGrid, so solver and checker cannot disagree.
 *
 *   solve(hand, vocab, { budgetMs: 1000 }) → { grid, words, cubes, score, proven }
 *
 * `proven`: the search went through every crossword that can be built one
 * word at a time with each step a correct crossword, within the budget.
 * Dense blocks that cannot be built that way are outside it (see README.md).
 */
import { createRng } from '../../src/core/random';
import { checkGrid, canCallTuf, type ScoringOptions, type WordScore } from '../../src/games/words/check';
import type { Face } from '../../src/games/words/cubes';
import { cubesOf, formatGrid, type Dir, type Grid } from '../../src/games/words/grid';
import type { Vocabulary } from '../../src/games/words/vocab';
import { Board, poolOf, SIDE, type Pool } from './board';
import { defaultNow } from './clock';
import { search, Searcher, type SearchResult } from './search';

export const DEFAULT_BUDGET_MS = 1000;

export interface SolveOptions extends ScoringOptions {
  budgetMs?: number;
  now?: () => number;
}

export interface Solution {
  grid: string;
  words: WordScore[];
  cubes: number;
  score: number;
  proven: boolean;
}

function answer(hand: readonly Face[], grid: Grid, vocab: Vocabulary, options: ScoringOptions, proven: boolean): Solution {
  const c = checkGrid(hand, grid, vocab, options);
  if (!c.valid) return { grid: '.', words: [], cubes: 0, score: 0, proven: false };
  return { grid: formatGrid(grid), words: c.words, cubes: c.cubes, score: c.score, proven };
}

/**
 * Two passes sharing the budget: a quick one with the plain cubes only (wild
 * faces multiply the choices; at most a quarter of the budget), then the full
 * search with the wild faces kept out of the first word only when `quick`.
 * The better result wins; `proven` comes from the full pass alone.
 */
function run(hand: readonly Face[], vocab: Vocabulary, options: SolveOptions, goal: 'score' | 'cubes', budgetMs: number, stopAtCubes?: number): SearchResult {
  const now = options.now ?? defaultNow;
  const end = now() + budgetMs;
  let best: SearchResult | null = null;
  const better = (a: SearchResult, b: SearchResult | null): boolean =>
    !b ||
    (goal === 'cubes' ? a.cubes > b.cubes || (a.cubes === b.cubes && a.score > b.score) : a.score > b.score || (a.score === b.score && a.cubes > b.cubes));
  // passes: plain cubes only, then (for a first crossword) wild faces with a narrow search, then everything
  const passes: { plainOnly: boolean; width?: number; share: number }[] =
    stopAtCubes !== undefined
      ? [
          { plainOnly: true, width: 2, share: 0.25 },
          { plainOnly: false, width: 3, share: 0.5 },
          { plainOnly: false, share: 1 },
        ]
      : [
          { plainOnly: true, share: 0.25 },
          { plainOnly: false, share: 1 },
        ];
  for (const pass of passes) {
    const left = end - now();
    if (left <= 0) break;
    const searcher = new Searcher(vocab, options);
    if (pass.plainOnly) {
      searcher.noWilds = true;
      searcher.maxLead = 4;
    }
    searcher.noWildFirst = stopAtCubes !== undefined;
    const last = pass.share === 1;
    const r = search(searcher, poolOf(hand), new Board(), {
      budgetMs: left * pass.share,
      now,
      goal,
      holding: best !== null && best.cubes > 0,
      ...(pass.width !== undefined ? { width: pass.width } : {}),
      ...(stopAtCubes !== undefined ? { stopAtCubes } : {}),
    });
    if (!last) r.proven = false;
    if (better(r, best) || (r.proven && best && r.score === best.score && r.cubes === best.cubes)) best = r;
    if (stopAtCubes !== undefined && best && best.cubes >= stopAtCubes) break;
  }
  return best ?? { grid: [], cubes: 0, score: 0, path: [], proven: false, nodes: 0 };
}

/** The best crossword (highest score, then most cubes) found within the budget. */
export function solve(hand: readonly Face[], vocab: Vocabulary, options: SolveOptions = {}): Solution {
  const r = run(hand, vocab, options, 'score', options.budgetMs ?? DEFAULT_BUDGET_MS);
  return answer(hand, r.grid, vocab, options, r.proven);
}

/** A first correct crossword with at least `minCubes` cubes (or the largest found in the budget). */
export function firstCrossword(hand: readonly Face[], vocab: Vocabulary, minCubes = 11, options: SolveOptions = {}): Solution {
  const r = run(hand, vocab, options, 'cubes', options.budgetMs ?? DEFAULT_BUDGET_MS, minCubes);
  return answer(hand, r.grid, vocab, options, false);
}

/** The cubes of a hand a grid does not use. */
function rest(hand: readonly Face[], grid: Grid): Pool {
  const pool = poolOf(hand);
  for (const { cell } of cubesOf(grid)) {
    if (cell.kind === 'sun') pool.sun--;
    else if (cell.kind === 'omega') pool.omega--;
    else {
      const code = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÑ'.indexOf(cell.letter) + 1;
      pool.letters[code] = (pool.letters[code] as number) - 1;
    }
    pool.total--;
  }
  return pool;
}

export interface Hint {
  /** Step 1: a word of this many letters can be made (laid in the grid when one is given). */
  length: number;
  /** Step 2 */
  first: string;
  /** Step 3 */
  word: string;
  /** Step 4: where it goes in the player's grid (grid coordinates), or null for an empty grid. */
  place: { row: number; col: number; dir: Dir } | null;
}

/**
 * A hint: the longest word the remaining cubes can add to the player's grid
 * (to an empty grid: the longest word in the hand). Null when none exists or
 * the player's grid is not a correct crossword of the hand.
 */
export function hint(hand: readonly Face[], vocab: Vocabulary, grid: Grid = [], options: ScoringOptions = {}): Hint | null {
  const searcher = new Searcher(vocab, options);
  const hasCubes = cubesOf(grid).length > 0;
  if (hasCubes && !checkGrid(hand, grid, vocab, options).valid) return null;
  const board = hasCubes ? Board.fromGrid(grid) : new Board();
  const pool = hasCubes ? rest(hand, grid) : poolOf(hand);
  if (pool.sun < 0 || pool.omega < 0) return null;
  const moves = searcher.moves(board, pool);
  if (moves.length === 0) return null;
  moves.sort((a, b) => b.word.length - a.word.length || b.placed.length - a.placed.length || (a.word < b.word ? -1 : 1));
  const m = moves[0]!;
  // grid coordinates: the board put the grid's (0,0) at (top-left of the placed grid)
  const r0 = board.originRow;
  const c0 = board.originCol;
  const row = Math.floor(m.start / SIDE) - r0;
  const col = (m.start % SIDE) - c0;
  return { length: m.word.length, first: m.word[0]!, word: m.word, place: hasCubes ? { row, col, dir: m.across ? 'across' : 'down' } : null };
}

export type Level = 'easy' | 'medium' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard'];

export interface PlanStep {
  /** Milliseconds after the roll when this grid is down. */
  atMs: number;
  grid: string;
  cubes: number;
}

export interface Plan {
  steps: PlanStep[];
  /**
   * When the computer first calls (TUF!, or a later call when someone was
   * quicker) and with which crossword, or null when it never has a majority
   * of the cubes down: easy and medium at their first majority, hard once its
   * crossword is finished; a seeded moment after the word that made it, as a
   * person looks it over.
   */
  call: { grid: string; atMs: number; cubes: number } | null;
  /** `call.atMs`, or null. */
  callAtMs: number | null;
  /**
   * Later calls (TUFFER!, TUFFEST!): as the crossword keeps growing after the
   * first call, a seeded moment after each step that has grown enough beyond
   * the last planned call (`LevelSettings.growth`). Times are working time:
   * the race engine does not count the time the seat keeps hands off.
   */
  later: { grid: string; atMs: number; cubes: number }[];
  /** The crossword on the table at the end. */
  grid: string;
  cubes: number;
  score: number;
}

interface LevelSettings {
  budgetMs: number;
  goal: 'score' | 'cubes';
  /** A person's pace: milliseconds to find and lay each word. */
  msPerWord: [number, number];
  /** Looking the crossword over before calling. */
  reactMs: [number, number];
  /** Call at the first majority (then keep building), or once the crossword is finished. */
  callAt: 'majority' | 'finished';
  /** A later call needs this many more cubes than the last one it planned (a slower player waits for a bigger gain). */
  growth: number;
  /** The easy player's narrower search: plain cubes only, words of at most this many letters, the two longest moves at each step. */
  narrow?: { maxWord: number; width: number };
}

/**
 * The three levels. Easy plays like a young player: plain cubes only (no
 * wild faces), words of five letters at most, a slow pace; it calls TUF! as
 * soon as it has a majority and calls again only when two more cubes are
 * down. Medium searches every cube for the most cubes at a quicker pace,
 * calls at its first majority and again each time its crossword grows; hard
 * builds the best-scoring crossword it finds and calls when it is finished
 * (with every cube, that ends the round).
 */
export const LEVEL_SETTINGS: Readonly<Record<Level, LevelSettings>> = {
  easy: {
    budgetMs: 400,
    goal: 'cubes',
    msPerWord: [35_000, 55_000],
    reactMs: [5_000, 12_000],
    callAt: 'majority',
    growth: 2,
    narrow: { maxWord: 5, width: 3 },
  },
  medium: { budgetMs: 250, goal: 'cubes', msPerWord: [18_000, 30_000], reactMs: [3_000, 8_000], callAt: 'majority', growth: 1 },
  hard: { budgetMs: 1000, goal: 'score', msPerWord: [8_000, 14_000], reactMs: [2_000, 5_000], callAt: 'finished', growth: 1 },
};

function narrowRun(
  hand: readonly Face[],
  vocab: Vocabulary,
  options: SolveOptions,
  budgetMs: number,
  narrow: { maxWord: number; width: number },
): SearchResult {
  const searcher = new Searcher(vocab, options);
  searcher.noWilds = true;
  searcher.maxWord = narrow.maxWord;
  return search(searcher, poolOf(hand), new Board(), { budgetMs, now: options.now ?? defaultNow, goal: 'cubes', width: narrow.width });
}

/**
 * A computer seat's plan for a hand: the crosswords it will have down over
 * time (one word at a time, seeded pace) and when it calls. The search
 * budget is part of the level, so a plan depends on the machine's speed only
 * through how far the search got (`now` can be a fake clock).
 */
export function computerPlan(hand: readonly Face[], vocab: Vocabulary, level: Level, seed: string, options: SolveOptions = {}): Plan {
  const set = LEVEL_SETTINGS[level];
  const budget = options.budgetMs ?? set.budgetMs;
  const r = set.narrow ? narrowRun(hand, vocab, options, budget, set.narrow) : run(hand, vocab, options, set.goal, budget);
  const rng = createRng(`${seed}/words-plan/${level}`);
  const steps: PlanStep[] = [];
  let t = 0;
  const path = r.path;
  for (const g of path) {
    const [lo, hi] = set.msPerWord;
    t += lo + rng.int(hi - lo + 1);
    steps.push({ atMs: t, grid: formatGrid(g), cubes: cubesOf(g).length });
  }
  const react = (): number => set.reactMs[0] + rng.int(set.reactMs[1] - set.reactMs[0] + 1);
  // the first call: at the first majority, or once the crossword is finished
  const firstAt = set.callAt === 'majority' ? steps.findIndex((s) => canCallTuf(s.cubes, hand.length)) : steps.length - 1;
  const firstStep = firstAt >= 0 ? steps[firstAt] : undefined;
  let call: Plan['call'] = null;
  const later: Plan['later'] = [];
  if (firstStep && canCallTuf(firstStep.cubes, hand.length)) {
    call = { grid: firstStep.grid, atMs: firstStep.atMs + react(), cubes: firstStep.cubes };
    // then TUFFER!/TUFFEST! as the crossword grows: each call after the word that made it grow enough, never before the last call
    let last = call;
    for (const s of steps.slice(firstAt + 1)) {
      if (s.cubes < last.cubes + set.growth) continue;
      const next = { grid: s.grid, atMs: Math.max(s.atMs, last.atMs) + react(), cubes: s.cubes };
      later.push(next);
      last = next;
    }
  }
  const last = path[path.length - 1] ?? [];
  const c = checkGrid(hand, last, vocab, options);
  return { steps, call, callAtMs: call ? call.atMs : null, later, grid: formatGrid(last), cubes: c.valid ? c.cubes : 0, score: c.valid ? c.score : 0 };
}
