/**
 * Best possible TUF equation for a roll — the public solver entry.
 *
 *   solve({ game: '1', roll: '3 5 1 9 10 ø + - x / =' })
 *     → { equation: '…', normal: '…', cubes: 11, score: 11, proven: true, … }
 *
 * Games 1, 1A, 1B, 1C (a, b, c), 2, 2A and 3 have no parentheses or
 * exponents: the search there is exhaustive, and `proven` is true whenever
 * it finished (1C(b) has a default budget of 2 s because its 17 cubes can
 * take longer). In games 4, 5, 6, the constant-cube game and ratio play the
 * search covers part of what those games allow (see README.md: groups opened
 * to the right, bases, exponents, π, χ, %, exact log and tan, ratio lines): its answer is
 * a valid equation of that game but never proven best, and it stops at the
 * time budget (default 2 s).
 *
 * Every reported equation is checked with the rules engine's checkEquation
 * (so solver and validator cannot disagree); one the engine rejects is
 * skipped and the answer is then marked not proven.
 */
import {
  rulesOf,
  PI_FRACTIONS,
  piReadings,
  rollFaces as readRollFaces,
  withDefaults,
  type RulesKey,
  type RolledCube,
  type TufSettings,
} from '../../src/games/tuf';
import { parseRat } from '../../src/core/exact';
import { RefusalError } from '../../src/core/refusal';
import type { CubeKind, SolverRules } from './model';
import { candidateOrder, GAP, longest, OPEN, OutOfTime, RATIO, SUB, SUP, Searcher, tidiest, typesOf, type FoundEquation, type LongestOptions } from './search';
import { ratText } from './rat';
import { engineCheck } from './verify';
import { defaultNow } from './clock';
import { trickRank } from './tricks';

export const DEFAULT_BUDGET_MS = 2000;
/** Largest number of sub-multisets of a roll the solver accepts (2^20). */
export const MAX_SUBSETS = 1 << 20;

export interface SolveRequest {
  game: RulesKey;
  /** The roll in the engine's text notation, or as rolled cubes. */
  roll: string | readonly RolledCube[];
  settings?: Partial<TufSettings>;
  /** Time budget in ms (default: none for games 1–3, 2000 for 1C(b) and games 4 on). */
  budgetMs?: number;
  /** Clock in ms (tests pass a fake one); performance.now() by default. */
  now?: () => number;
  /**
   * A face every equation must use (constant-cube play with a preset symbol:
   * only equations using it count). The answer is the best among those.
   */
  mustUse?: string;
  /**
   * Write the answer the tidiest way its cubes allow (fewest tricks: × 0, ± 0,
   * a lone −0, × 1; search/tidy.ts). On by default; false keeps the first
   * witness the search finds (tests compare the two).
   */
  tidy?: boolean;
}

export interface SolveResult {
  game: RulesKey;
  /** The best equation found, in the engine's text notation (null when none exists). */
  equation: string | null;
  /** The same equation in normal mathematical notation. */
  normal: string | null;
  /** Physical cubes used, '=' included (0 when none). */
  cubes: number;
  /** Rulebook score for a non-final declarer (fraction 2, zero penalty applied). */
  score: number;
  /** The common value of both sides, exact ("7", "-3/4"). */
  value: string | null;
  /** True when no higher-scoring equation exists. */
  proven: boolean;
  /** Why the answer is not proven. */
  why?: 'budget' | 'overflow' | 'engine-disagreed' | 'game-not-fully-searched';
  /** Whether this game's grammar is searched completely (games 1–3). */
  exhaustive: boolean;
  ms: number;
}

/** Input the solver cannot work with: a code and its values (worded under `tuf.refuse.<code>` by the command line and the screens). */
export class SolveInputError extends RefusalError {
  override name = 'SolveInputError';
}

/** Whether the search covers every arrangement the game allows. */
export function isExhaustiveGame(game: RulesKey): boolean {
  const g = rulesOf(game);
  return !g.groups && !g.bases && !g.exponents && !g.constant && !g.ratio;
}

export function defaultBudget(game: RulesKey): number {
  return isExhaustiveGame(game) && game !== '1c-b' ? Infinity : DEFAULT_BUDGET_MS;
}

export function solverRules(game: RulesKey, settings: TufSettings): SolverRules {
  const g = rulesOf(game);
  return {
    maxIntCubes: g.maxIntegerCubes,
    mixedNumbers: g.fractions,
    zeroWholeMixed: false,
    decimalPoint: g.decimals,
    doubleNegative: false,
    groups: g.groups,
    bases: g.bases,
    exponents: g.exponents,
    ratio: g.ratio,
    piValues: g.constant ? piReadings(settings.pi).map((k) => PI_FRACTIONS[k]) : [],
    chiValue: g.constant ? chiRational(settings.chi) : null,
    zero: settings.zero === 'disallow' ? 'forbid' : settings.zero,
  };
}

/** The declared χ as an exact reduced fraction ("12", "1/7", "25.4") small enough for the search, or null. */
export function chiRational(text: string | null): readonly [number, number] | null {
  if (text === null) return null;
  const r = parseRat(text);
  if (r === null) return null;
  const n = Number(r.n);
  const d = Number(r.d);
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d)) return null;
  return [n, d];
}

/** Reads a roll (text or cubes) into faces; throws SolveInputError with the roll's refusal code. */
export function rollFaces(roll: string | readonly RolledCube[]): string[] {
  const read = readRollFaces(roll);
  if (!read.ok) throw new SolveInputError(read.code, read.vars);
  return read.faces;
}

/** The solver's kind for a face in a game, or null when the plain search cannot use it. */
export function kindOfFace(face: string, game: RulesKey): CubeKind | null {
  const g = rulesOf(game);
  if (face === 'ø') return g.decimals ? { kind: 'point' } : { kind: 'digit', value: 0 };
  if (/^(10|[0-9])$/.test(face)) return { kind: 'digit', value: Number(face) };
  if (face.startsWith('1/')) return g.fractions ? { kind: 'frac', den: Number(face.slice(2)) } : null;
  if (face === 'pi' || face === 'chi') return g.constant ? { kind: 'const', name: face } : null;
  if (face === '%') return g.constant ? { kind: 'percent' } : null;
  if (face === 'log') return g.constant ? { kind: 'log' } : null;
  if (face === 'tan') return g.constant ? { kind: 'tan' } : null;
  const allowed = (g.operators as readonly string[]).includes(face);
  if (!allowed) return null;
  if (face === '+') return { kind: 'op', op: '+' };
  if (face === '-') return { kind: 'op', op: '-' };
  if (face === '(x)' && g.groups) return { kind: 'paren' };
  if (face === 'x' || face === '(x)') return { kind: 'op', op: '*' };
  if (face === '/') return { kind: 'op', op: '/' };
  return null;
}

export interface Prepared {
  game: RulesKey;
  faces: string[];
  settings: TufSettings;
  searcher: Searcher;
  equals: number;
}

export function prepare(game: RulesKey, roll: string | readonly RolledCube[], settings?: Partial<TufSettings>): Prepared {
  const faces = rollFaces(roll);
  const full = withDefaults(settings);
  const cubes: { kind: CubeKind; face: string; weight: number }[] = [];
  let equals = 0;
  for (const f of faces) {
    if (f === '=') {
      equals++;
      continue;
    }
    const kind = kindOfFace(f, game);
    if (kind) cubes.push({ kind, face: f, weight: kind.kind === 'frac' ? 2 : kind.kind === 'const' && kind.name === 'chi' ? full.chiCubes : 1 });
  }
  const types = typesOf(cubes);
  // the search numbers every sub-multiset: keep that below about a million
  const subsets = types.reduce((n, t) => n * (t.faces.length + 1), 1);
  if (subsets > MAX_SUBSETS) throw new SolveInputError('solve.tooManyCubes', { count: cubes.length });
  const searcher = new Searcher(types, solverRules(game, full));
  return { game, faces, settings: full, searcher, equals };
}

/** The faces of a found equation, in order, '=' included. */
export function tokensOf(p: Prepared, eq: FoundEquation): string[] | null {
  const s = p.searcher;
  const left = s.eqSideWitness(eq.L, eq.n, eq.d);
  const right = s.eqSideWitness(eq.R, eq.n, eq.d);
  if (!left || !right) return null;
  const queues = s.types.map((t) => t.faces.slice());
  const face = (t: number): string => {
    if (t === GAP) return '|';
    if (t === RATIO) return '//';
    if (t <= SUP) return `^${(queues[SUP - t] as string[]).shift() as string}`;
    if (t <= SUB) return `_${(queues[SUB - t] as string[]).shift() as string}`;
    if (t === OPEN) {
      (queues[s.paren] as string[]).shift();
      return '(x)>';
    }
    const f = (queues[t] as string[]).shift() as string;
    // in games with groups, say that a (×) used between factors is a multiplication
    return t === s.paren ? '(x)*' : f;
  };
  const side = (w: number[]): string[] => {
    const out: string[] = [];
    for (const f of w.map(face)) {
      // a ratio line closes open groups by itself: no gap before it
      if (f === '//') while (out.length > 0 && out[out.length - 1] === '|') out.pop();
      out.push(f);
    }
    while (out.length > 0 && out[out.length - 1] === '|') out.pop();
    return out;
  };
  return [...side(left), '=', ...side(right)];
}

/** Runs the search and returns the engine-checked best equation. */
export function solve(req: SolveRequest): SolveResult {
  return analyse(req).result;
}

export interface Analysis {
  prepared: Prepared;
  result: SolveResult;
  /** The search's record of the best equation (to count or vary it), or null. */
  found: FoundEquation | null;
  /** Sub-multisets in search order. */
  order: number[];
  /** The cube type every equation must use (see SolveRequest.mustUse), or -1. */
  mustUse: number;
}

/** solve(), keeping the search state so hints, grading and opponents can reuse it. */
export function analyse(req: SolveRequest): Analysis {
  const now = req.now ?? defaultNow;
  const t0 = now();
  const p = prepare(req.game, req.roll, req.settings);
  const exhaustive = isExhaustiveGame(req.game);
  const budget = req.budgetMs ?? defaultBudget(req.game);
  const deadline = t0 + budget;
  const empty = (why?: SolveResult['why'], proven = true): SolveResult => ({
    game: req.game,
    equation: null,
    normal: null,
    cubes: 0,
    score: 0,
    value: null,
    proven: proven && exhaustive,
    ...(why || !exhaustive ? { why: why ?? 'game-not-fully-searched' } : {}),
    exhaustive,
    ms: now() - t0,
  });
  const s = p.searcher;
  // An equation is written the tidiest way its cubes allow (fewest tricks: search/tidy.ts). In games 1–3
  // but 1C(b), whose search needs no budget, every witness of the search is the tidiest (so ties between
  // sub-multisets compare tidy writings). In 1C(b) and games 4 on the search itself keeps the first witness
  // (tidy witnesses there cost too much of the budget, and the score must not pay for the writing): the
  // found answer is written tidily afterwards, in what is left of the budget, and kept only when the
  // engine gives it the same score (tidyWriting).
  const tidyWhileSearching = req.tidy !== false && defaultBudget(req.game) === Infinity;
  const tidyAfter = req.tidy !== false && !tidyWhileSearching;
  s.tidy = tidyWhileSearching;
  const order = candidateOrder(s);
  let mustUse = -1;
  if (p.equals === 0) return { prepared: p, result: empty(), found: null, order, mustUse };
  if (req.mustUse !== undefined) {
    mustUse = s.types.findIndex((t) => t.faces.includes(req.mustUse as string));
    // a face the roll lacks (or the search cannot use): no equation can qualify
    if (mustUse < 0) return { prepared: p, result: empty(undefined, exhaustive), found: null, order, mustUse };
  }
  const bonus = bonusSearch(p);
  // among equations of the same score and cubes, the one with the fewest tricks (× 0, + 0, × 1, both sides 0)
  const trick = (hit: FoundEquation): number => {
    const tokens = tokensOf(p, bonus ? hit : tidiest(s, hit));
    return tokens ? trickRank(tokens, hit.n === 0) : 9;
  };
  const skip = new Set<number>();
  let disputed = false;
  let start: FoundEquation | null = null;
  // quick passes with small sides give a good equation early when the budget is tight
  if (budget !== Infinity) {
    // sides of at most k cubes, k growing, within half the budget
    const quickDeadline = t0 + budget / 2;
    for (let k = 3; k <= 8 && now() < quickDeadline; k++) {
      const quick = longest(s, order, { deadline: quickDeadline, now, maxSide: k, start, skip, mustUse, trick, ...(bonus ? { bonus } : {}) });
      if (quick.best && quick.best !== start) {
        if (verifyFound(p, quick.best)) start = quick.best;
        else {
          skip.add(quick.best.U);
          disputed = true;
        }
      }
    }
  }
  for (;;) {
    const out = longest(s, order, { deadline, now, skip, start, mustUse, trick, ...(bonus ? { bonus } : {}) });
    // writing the answer out is not cut short by the search's deadline (the tidy choice is bounded by its work allowance)
    s.deadline = Infinity;
    // the same cubes, written the tidiest way (not with the bonus games' arrangement-dependent scores)
    let best = out.best && !bonus && tidyWhileSearching ? tidiest(s, out.best) : out.best;
    if (!best)
      return { prepared: p, result: empty(out.stopped ?? (disputed ? 'engine-disagreed' : undefined), out.proven && !disputed), found: null, order, mustUse };
    let checked = verifyFound(p, best);
    if (checked && tidyAfter) {
      const tidy = tidyWriting(p, best, checked, deadline, now);
      if (tidy) [best, checked] = tidy;
    }
    if (checked) {
      const why = out.stopped ?? (disputed ? 'engine-disagreed' : exhaustive ? undefined : 'game-not-fully-searched');
      const result: SolveResult = {
        game: req.game,
        equation: checked.equation,
        normal: checked.normal,
        cubes: best.cubes,
        score: checked.score,
        value: ratText(best.n, best.d),
        proven: out.proven && exhaustive && !disputed,
        ...(why ? { why } : {}),
        exhaustive,
        ms: now() - t0,
      };
      return { prepared: p, result, found: best, order, mustUse };
    }
    disputed = true;
    skip.add(best.U);
    if (start && start.U === best.U) start = null;
  }
}

/**
 * The found answer of a budgeted game (1C(b), games 4 on) written the
 * tidiest way (search/tidy.ts: the same cubes, fewest tricks, then the
 * answer on the right), in the time left before `deadline` (the search's
 * own: past it the witnesses weighed so far are kept, and a writing that
 * would need new value sets is given up). The tidy writing is kept only when
 * the engine accepts it with a score at least the first writing's (so in the
 * bonus games a base or exponent bonus is never lost) and it has no more
 * tricks; otherwise, or when the time is up, null, and the searcher goes back
 * to first-found witnesses so that rebuilding the answer (opponents, hints)
 * gives the equation that was checked.
 */
export function tidyWriting(
  p: Prepared,
  eq: FoundEquation,
  first: { equation: string; normal: string; score: number },
  deadline: number,
  now: () => number,
): [FoundEquation, { equation: string; normal: string; score: number }] | null {
  const s = p.searcher;
  s.tidy = true;
  s.deadline = deadline;
  s.clock = now;
  try {
    const tidy = tidiest(s, eq);
    s.deadline = Infinity;
    const checked = verifyFound(p, tidy);
    if (checked && checked.score >= first.score && trickRank(checked.equation.split(' '), tidy.n === 0) <= trickRank(first.equation.split(' '), eq.n === 0)) {
      return [tidy, checked];
    }
  } catch (e) {
    if (!(e instanceof OutOfTime)) throw e;
  } finally {
    s.deadline = Infinity;
  }
  s.tidy = false;
  return null;
}

/**
 * With the base bonus (game 5) or the exponent bonus (game 6) on, the search
 * goes on past a found equation while a bonus could still beat it, scoring
 * each found equation with the engine. A sub-multiset's bound: one cube for
 * the base bonus; with the exponent bonus one more per digit or minus cube
 * (the cubes the solver can raise; a raised fraction cube counts 2 anyway).
 */
export function bonusSearch(p: Prepared): LongestOptions['bonus'] | undefined {
  const g = rulesOf(p.game);
  const base = p.settings.baseBonus && g.bases;
  const exponent = p.settings.exponentBonus && g.exponents;
  if (!base && !exponent) return undefined;
  const s = p.searcher;
  const raisable: number[] = [];
  if (exponent) {
    s.types.forEach((t, i) => {
      if (t.kind.kind === 'digit' || (t.kind.kind === 'op' && t.kind.op === '-')) raisable.push(i);
    });
  }
  const bound = (U: number): number => {
    let b = base ? 1 : 0;
    for (const t of raisable) b += s.count(U, t);
    return b;
  };
  return { bound, max: bound(s.total - 1), rescore: (hit) => verifyFound(p, hit)?.score ?? null };
}

/** The engine's verdict on a found equation: its text and normal form, or null when rejected. */
export function verifyFound(p: Prepared, eq: FoundEquation): { equation: string; normal: string; score: number } | null {
  const tokens = tokensOf(p, eq);
  if (!tokens) return null;
  const equation = tokens.join(' ');
  const verdict = engineCheck(p.game, equation, p.faces.join(' '), p.settings);
  if (!verdict.valid) return null;
  // the solver's score must be the engine's; only the optional bonuses (game 5:
  // one extra cube for a non-decimal number; game 6: exponent cubes count 2) may add to it
  const bonus = verdict.score - eq.score;
  const bonusesOn = (p.settings.baseBonus && rulesOf(p.game).bases) || (p.settings.exponentBonus && rulesOf(p.game).exponents);
  if (bonus !== 0 && !(bonus > 0 && bonusesOn)) return null;
  return { equation, normal: verdict.normal, score: verdict.score };
}
