/**
 * Roll grading: how long the best equation is, how many distinct equations
 * reach that score, and a difficulty label a teacher can ask for.
 *
 * Equations are counted as arrangements that read differently: the two
 * sides swapped count once, and cubes with the same meaning (0 and ø where
 * ø is a zero, × and (×)) are not told apart. The count stops at a cap
 * (`countCapped` says when it did).
 *
 * Difficulty (how hard it is to find a best equation): with few ways to
 * reach the best score a student has to search longer.
 *   hard   – no equation at all, or fewer than `hard` equations reach the best score;
 *   medium – from `hard` up to `easy`;
 *   easy   – `easy` or more (games 2 and later have many more equations, so
 *            their thresholds are higher).
 * The thresholds split seeded rolls of games 1 and 2 into roughly equal thirds
 * (measured over 150 and 60 seeded rolls).
 */
import { subSeed } from '../../src/core/random';
import { rulesOf, formatRoll, rollCubes, type RulesKey, type RollOptions, type RolledCube, type TufSettings } from '../../src/games/tuf';
import { equationFor, OutOfTime, plausible, type FoundEquation, type Searcher } from './search';
import { analyse, type Analysis } from './solve';

export type Difficulty = 'easy' | 'medium' | 'hard';
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

export const COUNT_CAP = 1000;

export function thresholds(game: RulesKey): { hard: number; easy: number } {
  return rulesOf(game).fractions ? { hard: 400, easy: 1000 } : { hard: 100, easy: 450 };
}

export interface Grade {
  game: RulesKey;
  roll: string;
  /** The best equation (engine notation), null when none exists. */
  equation: string | null;
  normal: string | null;
  score: number;
  cubes: number;
  proven: boolean;
  /** Distinct equations reaching the best score (mirror images once), up to the cap. */
  count: number;
  countCapped: boolean;
  /** 'all' arrangements, or (game 4 on) only those 'without-groups' — plus the best one found. */
  countCovers: 'all' | 'without-groups';
  difficulty: Difficulty;
}

export function difficultyOf(game: RulesKey, score: number, count: number): Difficulty {
  const t = thresholds(game);
  if (score === 0 || count < t.hard) return 'hard';
  if (count < t.easy) return 'medium';
  return 'easy';
}

/** Counts the equations reaching the best score in an analysis (at most cap). */
export function countBest(a: Analysis, cap = COUNT_CAP, budgetMs = 1500): number {
  const best = a.found;
  if (!best) return 0;
  const s: Searcher = a.prepared.searcher;
  s.deadline = s.clock() + budgetMs;
  const box = { total: 0 };
  try {
    return countInto(a, best, cap, box);
  } catch (e) {
    if (e instanceof OutOfTime) return Math.min(box.total, cap);
    throw e;
  } finally {
    s.deadline = Infinity;
  }
}

function countInto(a: Analysis, best: FoundEquation, cap: number, box: { total: number }): number {
  const s: Searcher = a.prepared.searcher;
  const zero = s.rules.zero;
  let total = 0;
  for (const U of a.order) {
    const raw = (s.scoreOf[U] as number) + 1;
    if (raw > best.score + (zero === 'penalty' ? 2 : 0)) continue;
    if (raw < best.score) break;
    if (!plausible(s, U)) continue;
    if (a.mustUse >= 0 && s.count(U, a.mustUse) === 0) continue;
    if (equationFor(s, U) === null) continue;
    s.eachSplit(U, (L, R) => {
      if (L < R || total >= cap) return;
      const sl = s.sideSet(L);
      const sr = s.sideSet(R);
      if (sl.size === 0 || sr.size === 0) return;
      const [small, big] = sl.size <= sr.size ? [sl, sr] : [sr, sl];
      for (let i = 0; i < small.size && total < cap; i++) {
        const n = small.num[i] as number;
        const d = small.den[i] as number;
        if (!big.has(n, d)) continue;
        let score = raw;
        if (n === 0 && zero === 'forbid') continue;
        if (n === 0 && zero === 'penalty') score -= 2;
        if (score !== best.score) continue;
        const cl = s.countSide(L, n, d, cap);
        if (L === R) total += (cl * (cl + 1)) / 2;
        else total += cl * s.countSide(R, n, d, cap);
        box.total = total;
      }
    });
    if (total >= cap) return cap;
  }
  return Math.min(total, cap);
}

export interface GradeRequest {
  game: RulesKey;
  roll: string | readonly RolledCube[];
  settings?: Partial<TufSettings>;
  budgetMs?: number;
  cap?: number;
}

export function gradeAnalysis(a: Analysis, cap = COUNT_CAP): Grade {
  const r = a.result;
  const groups = a.prepared.searcher.paren >= 0;
  // the count does not follow groups: the best equation itself always counts
  const count = Math.max(countBest(a, cap), r.equation !== null ? 1 : 0);
  return {
    game: r.game,
    roll: a.prepared.faces.join(' '),
    equation: r.equation,
    normal: r.normal,
    score: r.score,
    cubes: r.cubes,
    proven: r.proven,
    count,
    countCapped: count >= cap,
    countCovers: groups ? 'without-groups' : 'all',
    difficulty: difficultyOf(r.game, r.score, count),
  };
}

export function gradeRoll(req: GradeRequest): Grade {
  return gradeAnalysis(
    analyse({
      game: req.game,
      roll: req.roll,
      ...(req.settings ? { settings: req.settings } : {}),
      ...(req.budgetMs !== undefined ? { budgetMs: req.budgetMs } : {}),
    }),
    req.cap ?? COUNT_CAP,
  );
}

export interface GradedRoll {
  /** The seed the roll was made from (the given seed, or a sub-seed of it). */
  seed: string;
  roll: string;
  grade: Grade;
  /** How many rolls were graded to find it. */
  tries: number;
  /** False when no roll of the wanted difficulty turned up within maxTries (the last one is returned). */
  matched: boolean;
}

/**
 * A roll of the wanted difficulty: tries the seed, then sub-seeds seed/1,
 * seed/2, … until one grades as wanted (deterministic for a given seed).
 */
export function rollWithDifficulty(
  game: RulesKey,
  seed: string,
  wanted: Difficulty,
  options: { roll?: RollOptions; settings?: Partial<TufSettings>; maxTries?: number; budgetMs?: number } = {},
): GradedRoll {
  const maxTries = options.maxTries ?? 40;
  let last: GradedRoll | null = null;
  for (let i = 0; i < maxTries; i++) {
    const s = i === 0 ? seed : subSeed(seed, i);
    const roll = formatRoll(rollCubes(game, s, options.roll ?? {}));
    const grade = gradeRoll({
      game,
      roll,
      ...(options.settings ? { settings: options.settings } : {}),
      ...(options.budgetMs !== undefined ? { budgetMs: options.budgetMs } : {}),
    });
    last = { seed: s, roll, grade, tries: i + 1, matched: grade.difficulty === wanted };
    if (last.matched) return last;
  }
  return last as GradedRoll;
}
