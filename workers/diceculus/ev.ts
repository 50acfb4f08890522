/**
 * The exact strategy helper: expected points of a split with the best
 * keep-or-roll play, by convolution of the dice (no sampling).
 *
 * The distribution of the sum of n dice is the n-fold convolution of one
 * die's. For one unknown rolled up to three times, with g(s) the value of
 * keeping sum s (everything after it played best), the value of the unknown
 * is E1 where E3 = E[g(X)], E2 = E[max(g(X), E3)], E1 = E[max(g(X), E2)]:
 * after each of the first two rolls the player keeps the sum when it is worth
 * more than rolling again. Unknowns are played in alphabetical order (the
 * helper's convention; a linear card does not depend on the order), and
 * g is worked out recursively over the unknowns still to roll, so the value
 * is exact for that order: the recursion visits every combination of sums.
 *
 * The score of a round can be weighed by a utility (hard computer players
 * weigh the digit-sum GRAND TOTAL, not only the round's points).
 */
import { cardById, adHocCard, GUESSES, type Card, type Stage } from '../../src/games/diceculus/cards';
import { compile, evaluate, LETTERS, NO_VALUE_POINTS, pointsOf, roundNumber, type Letter, type Node, type Values } from '../../src/games/diceculus/expr';

export type Split = Partial<Record<Letter, number>>;
export type Utility = (points: number) => number;

/** The round's points as they are (the helper's and most computer players' utility). */
export const POINTS: Utility = (x) => x;
/** The round's points counted against the player (stage IV, where a player's own points go to others). */
export const GIVEN_AWAY: Utility = (x) => -x;
/** The sign of a utility that is linear in the points (POINTS or GIVEN_AWAY), else 0. */
const linearSign = (u: Utility): 1 | -1 | 0 => (u === POINTS ? 1 : u === GIVEN_AWAY ? -1 : 0);

const meanCache = new Map<string, { max: number; min: number }>();

/**
 * The expected final sum of n dice rolled up to three times, keeping as
 * soon as the sum is worth more than rolling again, when aiming high (max)
 * or low (min).
 */
export function bestSum(n: number, faces = 6): { max: number; min: number } {
  const key = `${n}/${faces}`;
  const hit = meanCache.get(key);
  if (hit) return hit;
  const d = sumDistribution(n, faces);
  const up = Float64Array.from(d.sums);
  const down = Float64Array.from(d.sums, (x) => -x);
  const out = { max: bestPlay(d.probs, up, 3), min: -bestPlay(d.probs, down, 3) };
  meanCache.set(key, out);
  return out;
}

const distCache = new Map<string, { sums: Int32Array; probs: Float64Array }>();

/** The sums n dice of `faces` faces can show, with their probabilities. */
export function sumDistribution(n: number, faces = 6): { sums: Int32Array; probs: Float64Array } {
  const key = `${n}/${faces}`;
  const hit = distCache.get(key);
  if (hit) return hit;
  let dist = [1]; // index = sum
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(dist.length + faces).fill(0);
    dist.forEach((p, s) => {
      if (p === 0) return;
      for (let f = 1; f <= faces; f++) next[s + f] = (next[s + f] as number) + p / faces;
    });
    dist = next;
  }
  const sums: number[] = [];
  const probs: number[] = [];
  dist.forEach((p, s) => {
    if (p > 0) {
      sums.push(s);
      probs.push(p);
    }
  });
  const out = { sums: Int32Array.from(sums), probs: Float64Array.from(probs) };
  distCache.set(key, out);
  return out;
}

/** Best-play value of one unknown rolled with `rollsLeft` rolls left, from the values of keeping each sum. */
export function bestPlay(probs: Float64Array, g: Float64Array, rollsLeft: number): number {
  let e = 0;
  for (let i = 0; i < g.length; i++) e += (probs[i] as number) * (g[i] as number);
  for (let r = 1; r < rollsLeft; r++) {
    let next = 0;
    for (let i = 0; i < g.length; i++) next += (probs[i] as number) * Math.max(g[i] as number, e);
    e = next;
  }
  return e;
}

export interface Evaluator {
  card: Card;
  faces: number;
  utility: Utility;
  /** Expected utility with the given values fixed and the listed unknowns still to roll (dice per unknown). */
  rest(fixed: Values, order: readonly Letter[], dice: Split): number;
}

const compiled = new WeakMap<Card, (v: Float64Array) => number>();

export function evaluator(card: Card, faces = 6, utility: Utility = POINTS, limit = EXACT_LIMIT): Evaluator {
  let f = compiled.get(card);
  if (!f) {
    f = compile(card.node);
    compiled.set(card, f);
  }
  const fn = f;
  const sign = linearSign(utility);
  // other utilities (the digit-sum GRAND TOTAL) are worked out once per whole number of points
  const memo = new Map<number, number>();
  const u = (x: number): number => {
    if (sign !== 0) return utility(x);
    let y = memo.get(x);
    if (y === undefined) {
      y = utility(x);
      memo.set(x, y);
    }
    return y;
  };
  const vals = new Float64Array(6);
  const leaf = (): number => leafOf(fn(vals));
  const integral = wholeArithmetic(card.node);
  const leafOf = (x: number): number => {
    if (Number.isNaN(x) || !Number.isFinite(x)) return u(NO_VALUE_POINTS);
    if (atEdge(x)) {
      // at a rounding edge: ask the exact evaluator
      const v: Values = {};
      LETTERS.forEach((l, i) => (v[l] = vals[i] as number));
      return u(pointsOf(evaluate(card.node, v)));
    }
    return u(roundNumber(x));
  };
  return {
    card,
    faces,
    utility,
    rest(fixed, order, dice) {
      vals.fill(0);
      LETTERS.forEach((l, i) => (vals[i] = fixed[l] ?? 0));
      const cut = exactPrefix(order, dice, faces, limit);
      // beyond the budget (only with many-faced dice) the last unknowns stand at their mean sum
      for (const l of order.slice(cut)) vals[LETTERS.indexOf(l)] = Math.round(((dice[l] ?? 1) * (faces + 1)) / 2);
      order = order.slice(0, cut);
      const dists = order.map((l) => sumDistribution(dice[l] ?? 1, faces));
      const idx = order.map((l) => LETTERS.indexOf(l));
      const scratch = dists.map((d) => new Float64Array(d.sums.length));
      const lastDeg = order.length > 0 ? degreeIn(card.node, order[order.length - 1] as Letter) : Infinity;
      const polynomial = Number.isInteger(lastDeg) && lastDeg >= 0;
      const rec = (k: number): number => {
        if (k === order.length) return leaf();
        if (polynomial && k === order.length - 1) {
          // a polynomial in its last unknown: is it a + b·x for the values fixed so far?
          const d = dists[k] as { sums: Int32Array; probs: Float64Array };
          const g = scratch[k] as Float64Array;
          const at = idx[k] as number;
          vals[at] = 0;
          const f0 = fn(vals);
          vals[at] = 1;
          const slope = fn(vals) - f0;
          let linear = lastDeg <= 1;
          if (!linear && integral && Number.isInteger(f0) && Number.isInteger(slope)) {
            // whole-number arithmetic is exact here: degree D agreeing with a line at D + 1 points is that line
            linear = true;
            for (let x = 2; x <= lastDeg && linear; x++) {
              vals[at] = x;
              linear = fn(vals) === f0 + slope * x;
            }
          }
          if (linear) {
            if (sign !== 0 && Number.isFinite(f0) && Number.isInteger(slope) && (Number.isInteger(f0) || !atEdge(f0))) {
              // whole steps of the slope move the rounded value by whole steps (away from a .5 edge),
              // and the utility is ±points: best play aims the sum high or low
              const base = roundNumber(f0);
              const m = bestSum(dice[order[k] as Letter] ?? 1, faces);
              const s1 = sign * slope;
              return sign * base + s1 * (s1 >= 0 ? m.max : m.min);
            }
            for (let i = 0; i < d.sums.length; i++) {
              const sum = d.sums[i] as number;
              vals[at] = sum;
              g[i] = leafOf(f0 + slope * sum);
            }
            return bestPlay(d.probs, g, 3);
          }
        }
        const d = dists[k] as { sums: Int32Array; probs: Float64Array };
        const g = scratch[k] as Float64Array;
        const at = idx[k] as number;
        for (let i = 0; i < d.sums.length; i++) {
          vals[at] = d.sums[i] as number;
          g[i] = rec(k + 1);
        }
        return bestPlay(d.probs, g, 3);
      };
      return rec(0);
    },
  };
}

/** Whether a value is at a rounding edge (x.5) within floating-point error: the exact evaluator decides there. */
const atEdge = (x: number): boolean => {
  const a = Math.abs(x);
  return Math.abs(a - Math.floor(a) - 0.5) < 1e-7;
};

/** Whether a card takes whole numbers to whole numbers: no division, root or power other than a whole-number one. */
export function wholeArithmetic(n: Node): boolean {
  switch (n.k) {
    case 'num':
      return Number.isInteger(Number(n.v));
    case 'var':
      return true;
    case 'neg':
    case 'par':
      return wholeArithmetic(n.x);
    case 'sqrt':
    case 'div':
      return false;
    case 'pow':
      return wholeArithmetic(n.l) && n.r.k === 'num' && Number.isInteger(Number(n.r.v)) && Number(n.r.v) >= 0;
    default:
      return wholeArithmetic(n.l) && wholeArithmetic(n.r);
  }
}

/**
 * The degree of a card in one unknown (Infinity when it is under a division,
 * a root or a variable power): 1 means the card is a + b·x in that unknown.
 */
export function degreeIn(n: Node, x: Letter): number {
  switch (n.k) {
    case 'num':
      return 0;
    case 'var':
      return n.v === x ? 1 : 0;
    case 'neg':
    case 'par':
      return degreeIn(n.x, x);
    case 'sqrt':
      return degreeIn(n.x, x) === 0 ? 0 : Infinity;
    case 'add':
    case 'sub':
      return Math.max(degreeIn(n.l, x), degreeIn(n.r, x));
    case 'mul':
      return degreeIn(n.l, x) + degreeIn(n.r, x);
    case 'div':
      return degreeIn(n.r, x) === 0 ? degreeIn(n.l, x) : Infinity;
    case 'pow': {
      const base = degreeIn(n.l, x);
      if (degreeIn(n.r, x) !== 0) return Infinity;
      if (base === 0) return 0;
      return n.r.k === 'num' ? base * Number(n.r.v) : Infinity;
    }
  }
}

/** How many combinations of sums the helper visits at most before it stops being exact. */
export const EXACT_LIMIT = 400_000;

/** How many of the unknowns in `order` are worked out exactly (all of them with six-sided dice). */
export function exactPrefix(order: readonly Letter[], dice: Split, faces: number, limit = EXACT_LIMIT): number {
  let product = 1;
  for (let i = 0; i < order.length; i++) {
    product *= (dice[order[i] as Letter] ?? 1) * (faces - 1) + 1;
    if (product > limit) return i;
  }
  return order.length;
}

/** The card's unknowns a split rolls for, in alphabetical order, and their dice. */
export function rolledLetters(card: Card, split: Split): Letter[] {
  return card.letters.filter((l) => (split[l] ?? 0) > 0);
}

/** Expected utility (points by default) of a split with the best keep-or-roll play. */
export function splitEV(card: Card, split: Split, faces = 6, utility?: Utility, limit = EXACT_LIMIT): number {
  const ev = evaluator(card, faces, utility, limit);
  return ev.rest({}, rolledLetters(card, split), split);
}

/** Every split of 7 dice over the first `guess` letters, at least one die each. */
export function allSplits(guess: number, dice = 7): Split[] {
  const out: Split[] = [];
  const letters = LETTERS.slice(0, guess);
  const walk = (i: number, left: number, acc: number[]): void => {
    if (i === letters.length - 1) {
      if (left >= 1) out.push(Object.fromEntries(letters.map((l, j) => [l, j === i ? left : (acc[j] as number)])) as Split);
      return;
    }
    for (let n = 1; n <= left - (letters.length - 1 - i); n++) walk(i + 1, left - n, [...acc, n]);
  };
  if (guess >= 1 && guess <= dice) walk(0, dice, []);
  return out;
}

export interface SplitValue {
  guess: number;
  split: Split;
  ev: number;
}

/**
 * Every allowed (guess, split) with its expected utility, best first. Splits
 * that roll the same dice for the card's unknowns are worked out once.
 */
export function rankSplits(card: Card, guesses: readonly number[], faces = 6, utility?: Utility, limit = EXACT_LIMIT): SplitValue[] {
  const ev = evaluator(card, faces, utility, limit);
  const memo = new Map<string, number>();
  const out: SplitValue[] = [];
  for (const guess of guesses) {
    for (const split of allSplits(guess)) {
      const order = rolledLetters(card, split);
      const key = card.letters.map((l) => split[l] ?? 0).join(',');
      let v = memo.get(key);
      if (v === undefined) {
        v = ev.rest({}, order, split);
        memo.set(key, v);
      }
      out.push({ guess, split, ev: v });
    }
  }
  return out.sort((a, b) => b.ev - a.ev || a.guess - b.guess);
}

export function bestSplit(card: Card, guesses: readonly number[], faces = 6, utility?: Utility): SplitValue {
  return rankSplits(card, guesses, faces, utility)[0] as SplitValue;
}

/** The guesses a stage allows, or, for a card with no stage, 1 to 6. */
export const guessesFor = (stage: Stage | null): readonly number[] => (stage ? GUESSES[stage] : [1, 2, 3, 4, 5, 6]);

export interface Decision {
  /** Expected utility of keeping the sum just rolled. */
  keep: number;
  /** Expected utility of rolling again (and playing on best). */
  roll: number;
  best: 'keep' | 'roll';
}

/**
 * A keep-or-roll decision: values already kept, the unknown being rolled
 * with `rollsDone` rolls so far (1 or 2) showing `sum`; the other unknowns
 * still to roll are played afterwards in alphabetical order.
 */
export function decision(
  card: Card,
  split: Split,
  kept: Values,
  v: Letter,
  rollsDone: number,
  sum: number,
  faces = 6,
  utility?: Utility,
  limit = EXACT_LIMIT,
): Decision {
  const ev = evaluator(card, faces, utility, limit);
  const rest = rolledLetters(card, split).filter((l) => l !== v && kept[l] === undefined);
  const keep = ev.rest({ ...kept, [v]: sum }, rest, split);
  const d = sumDistribution(split[v] ?? 1, faces);
  const g = new Float64Array(d.sums.length);
  for (let i = 0; i < g.length; i++) g[i] = ev.rest({ ...kept, [v]: d.sums[i] as number }, rest, split);
  const roll = bestPlay(d.probs, g, Math.max(1, 3 - rollsDone));
  return { keep, roll, best: keep >= roll ? 'keep' : 'roll' };
}

/** The card from an id (`II-14`) or a text. */
export const cardFrom = (idOrText: string): Card => cardById(idOrText) ?? adHocCard(idOrText);

/** How many cached split values a worker keeps at most (a whole game needs a few thousand). */
const TABLE_LIMIT = 200_000;
const tables = new Map<string, number>();

/** The card's dice per unknown under a split: what its expected value depends on. */
export const projection = (card: Card, split: Split): string => card.letters.map((l) => split[l] ?? 0).join(',');

/**
 * Every allowed (guess, split) with its expected utility before the card is
 * drawn: the mean over `cards` (every card that can still be drawn) of the
 * split's best-play value on each. A card's value depends only on the dice
 * the split puts on that card's unknowns, so each (card, dice, faces,
 * utility) is worked out once per worker and kept: the seats and rounds of a
 * game share the table. `utilityKey` names the utility in that table (the
 * same key must mean the same utility). Best first; ties keep the order of
 * the guesses and of `allSplits`.
 */
export function rankSplitsOverDeck(
  cards: readonly Card[],
  guesses: readonly number[],
  faces: number,
  utility: Utility,
  utilityKey: string,
  limit = EXACT_LIMIT,
  candidates?: readonly { guess: number; split: Split }[],
): SplitValue[] {
  if (tables.size > TABLE_LIMIT) tables.clear();
  const evs = cards.map((c) => evaluator(c, faces, utility, limit));
  const out: SplitValue[] = [];
  const all = candidates ?? guesses.flatMap((guess) => allSplits(guess).map((split) => ({ guess, split })));
  for (const { guess, split } of all) {
    let total = 0;
    cards.forEach((card, i) => {
      const key = `${card.id}:${card.text}|${faces}|${limit}|${utilityKey}|${projection(card, split)}`;
      let v = tables.get(key);
      if (v === undefined) {
        v = (evs[i] as Evaluator).rest({}, rolledLetters(card, split), split);
        tables.set(key, v);
      }
      total += v;
    });
    out.push({ guess, split, ev: cards.length > 0 ? total / cards.length : 0 });
  }
  return out
    .map((x, i) => ({ x, i }))
    .sort((a, b) => b.x.ev - a.x.ev || a.i - b.i)
    .map((e) => e.x);
}

/** Forget the cached split values (tests and benchmarks that time a cold start). */
export function clearSplitTables(): void {
  tables.clear();
}
