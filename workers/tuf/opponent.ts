/**
 * Computer opponents that play like people, deterministically from a seed.
 *
 *   hard   – declares the best equation it can find (the solver's answer);
 *            thinks 20–60 s in game 1.
 *   medium – a decent equation: the best score, or one or two points less;
 *            thinks 40–100 s in game 1.
 * Medium and easy play an equation without tricks (× 0, ± 0, × 1) when one
 * of the score they aim at exists; hard plays the solver's best, which is the
 * tidiest of its score.
 *   easy   – a short equation (about half the best length), and in one
 *            round out of five it finds nothing; thinks 60–150 s in game 1.
 *
 * Thinking time grows with the roll's difficulty (few equations reach the
 * best score → longer) and with the game (fractions and decimals take
 * longer, the 17-cube solitaire longer still). The same seed, roll and level
 * always give the same equation and delay.
 */
import { createRng, subSeed, type Rng } from '../../src/core/random';
import { rulesOf, type RulesKey, type RolledCube, type TufSettings } from '../../src/games/tuf';
import { difficultyOf, countBest, type Difficulty } from './grade';
import { equationFor, OutOfTime, plausible, tidiest, type FoundEquation } from './search';
import { analyse, bonusSearch, verifyFound, type Analysis } from './solve';
import { trickRank } from './tricks';

export type Level = 'easy' | 'medium' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard'];

export interface ComputerMoveRequest {
  game: RulesKey;
  roll: string | readonly RolledCube[];
  level: Level;
  /** The game (or round) seed; the opponent's choices are drawn from it. */
  seed: string;
  settings?: Partial<TufSettings>;
  budgetMs?: number;
  /** A face every equation must use (preset constant-cube play). */
  mustUse?: string;
}

export interface ComputerMove {
  level: Level;
  /** The equation the computer declares, or null when it finds none. */
  equation: string | null;
  normal: string | null;
  cubes: number;
  score: number;
  /** How long after the roll the computer declares (or gives up, when equation is null). */
  delayMs: number;
}

/** Thinking time range in seconds for game 1, per level. */
export const DELAY_RANGE: Readonly<Record<Level, readonly [number, number]>> = {
  hard: [20, 60],
  medium: [40, 100],
  easy: [60, 150],
};

const ROLL_FACTOR: Readonly<Record<Difficulty, number>> = { easy: 0.85, medium: 1, hard: 1.25 };

export function gameFactor(game: RulesKey): number {
  const g = rulesOf(game);
  if (game === '1c-b') return 1.5;
  if (g.decimals) return 1.3;
  if (g.fractions) return 1.15;
  return 1;
}

/** The delay for a level, roll difficulty and game, drawn from rng (ms, whole). */
export function thinkingDelay(level: Level, difficulty: Difficulty, game: RulesKey, rng: Rng): number {
  const [lo, hi] = DELAY_RANGE[level];
  const seconds = (lo + (hi - lo) * rng.next()) * ROLL_FACTOR[difficulty] * gameFactor(game);
  return Math.round(seconds * 1000);
}

/**
 * An equation with score at most `target`: among the highest feasible score
 * it picks a sub-multiset at random (rng), so different seeds vary.
 */
export function equationUpTo(a: Analysis, target: number, rng: Rng, budgetMs = 1500): FoundEquation | null {
  const s = a.prepared.searcher;
  s.deadline = s.clock() + budgetMs;
  try {
    return pickUpTo(a, target, rng);
  } catch (e) {
    if (e instanceof OutOfTime) return null;
    throw e;
  } finally {
    s.deadline = Infinity;
  }
}

function pickUpTo(a: Analysis, target: number, rng: Rng): FoundEquation | null {
  const s = a.prepared.searcher;
  let i = 0;
  const order = a.order;
  const bonus = bonusSearch(a.prepared) !== undefined;
  while (i < order.length) {
    const score = (s.scoreOf[order[i] as number] as number) + 1;
    let j = i;
    while (j < order.length && (s.scoreOf[order[j] as number] as number) + 1 === score) j++;
    if (score <= target) {
      const group = rng.shuffle(order.slice(i, j));
      // like a good teacher, a computer plays an equation without tricks (× 0, ± 0, × 1)
      // when one of the same score exists; the first one with tricks is kept in case none does
      let withTricks: FoundEquation | null = null;
      try {
        for (const U of group) {
          if (!plausible(s, U)) continue;
          if (a.mustUse >= 0 && s.count(U, a.mustUse) === 0) continue;
          const found = equationFor(s, U);
          if (!found || found.score > target) continue;
          // the same cubes written the tidiest way (not in the bonus games, where the arrangement scores)
          const eq = bonus ? found : tidiest(s, found);
          const checked = verifyFound(a.prepared, eq);
          if (!checked) continue;
          if (trickRank(checked.equation.split(' '), eq.n === 0) === 0) return eq;
          withTricks ??= eq;
        }
      } catch (e) {
        if (e instanceof OutOfTime && withTricks) return withTricks;
        throw e;
      }
      if (withTricks) return withTricks;
    }
    i = j;
  }
  return null;
}

export function computerMove(req: ComputerMoveRequest): ComputerMove {
  const rng = createRng(subSeed(req.seed, 'tuf-computer', req.level, typeof req.roll === 'string' ? req.roll : req.roll.map((c) => c.face).join(' ')));
  const a = analyse(req);
  const best = a.result;
  // the budget bounds each later step too (counting, picking a shorter equation)
  const stepBudget = Math.min(1500, req.budgetMs ?? 1500);
  const difficulty = difficultyOf(req.game, best.score, countBest(a, 500, stepBudget));
  const delayMs = thinkingDelay(req.level, difficulty, req.game, rng);
  const none: ComputerMove = { level: req.level, equation: null, normal: null, cubes: 0, score: 0, delayMs };
  if (best.equation === null || a.found === null) return none;
  if (req.level === 'hard') {
    return { level: req.level, equation: best.equation, normal: best.normal, cubes: best.cubes, score: best.score, delayMs };
  }
  let target: number;
  if (req.level === 'medium') {
    target = best.score - rng.pick([0, 1, 1, 2]);
  } else {
    if (rng.int(5) === 0) return none;
    target = Math.max(3, Math.round(best.score * (0.4 + 0.2 * rng.next())));
  }
  // when a shorter one cannot be found in time, a medium player settles for the best
  const eq = target >= best.score ? a.found : (equationUpTo(a, target, rng, stepBudget) ?? (req.level === 'medium' ? a.found : null));
  if (!eq) return none;
  const checked = verifyFound(a.prepared, eq);
  if (!checked) return none;
  return { level: req.level, equation: checked.equation, normal: checked.normal, cubes: eq.cubes, score: checked.score, delayMs };
}
