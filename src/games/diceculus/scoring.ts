/**
 * The score table, exactly as the rulebook's: a stage's TOTAL SUM runs
 * through its rounds starting from the previous stage's GRAND TOTAL; the
 * GRAND TOTAL is the digit sum of the final TOTAL SUM with its sign
 * (183 → 12, −11 → −2); the END GAME SCORE combines the four GRAND TOTALS
 * (their sum in the basic game).
 */
import { R0, rat, ratAdd, ratCmp, ratDiv, ratMul, ratSub, ratToString, type Rat } from '../../core/exact';

export type GrandRule = 'digit-sum' | 'digital-root' | 'digit-product';
export const GRAND_RULES: readonly GrandRule[] = ['digit-sum', 'digital-root', 'digit-product'];

/** END GAME SCORE: one rule for all gaps, or three operators chosen between the four totals (`+-*`). */
export type EndRule = 'sum' | 'difference' | 'product' | 'quotient' | `ops:${string}`;
export const END_RULES: readonly string[] = ['sum', 'difference', 'product', 'quotient'];

export type WinRule = 'highest' | 'lowest' | 'fewest-divisors';
export const WIN_RULES: readonly WinRule[] = ['highest', 'lowest', 'fewest-divisors'];

const digits = (n: number): number[] =>
  String(Math.abs(Math.trunc(n)))
    .split('')
    .map(Number);

export function digitSum(n: number): number {
  const s = digits(n).reduce((a, b) => a + b, 0);
  return n < 0 ? -s : s;
}

export function grandTotal(total: number, rule: GrandRule = 'digit-sum'): number {
  if (rule === 'digit-sum') return digitSum(total);
  if (rule === 'digital-root') {
    let t = total;
    while (Math.abs(t) >= 10) t = digitSum(t);
    return t;
  }
  const p = digits(total).reduce((a, b) => a * b, 1);
  return total < 0 ? -p : total === 0 ? 0 : p;
}

/** Whether an END rule is readable: a named rule, or `ops:` followed by three of + - * /. */
export function isEndRule(s: string): s is EndRule {
  return END_RULES.includes(s) || /^ops:[-+*/]{3}$/.test(s);
}

/**
 * The END GAME SCORE from the stage GRAND TOTALS. Operators are worked with
 * the usual precedence (× and ÷ before + and −). Dividing by a GRAND TOTAL of
 * 0 is skipped (that total counts as 1), so every game has a score.
 */
export function endScore(grands: readonly number[], rule: EndRule = 'sum'): Rat {
  if (grands.length === 0) return R0;
  const ops = rule === 'sum' ? '+' : rule === 'difference' ? '-' : rule === 'product' ? '*' : rule === 'quotient' ? '/' : null;
  const between: string[] = grands.slice(1).map((_, i) => (ops ?? rule.slice(4)[i % 3]) as string);
  // × and ÷ first: build the terms of the sum
  const termsOut: { sign: 1 | -1; v: Rat }[] = [{ sign: 1, v: rat(grands[0] as number) }];
  between.forEach((op, i) => {
    const v = rat(grands[i + 1] as number);
    const last = termsOut[termsOut.length - 1] as { sign: 1 | -1; v: Rat };
    if (op === '*') last.v = ratMul(last.v, v);
    else if (op === '/') last.v = v.n === 0n ? last.v : ratDiv(last.v, v);
    else termsOut.push({ sign: op === '-' ? -1 : 1, v });
  });
  return termsOut.reduce((acc, t) => (t.sign > 0 ? ratAdd(acc, t.v) : ratSub(acc, t.v)), R0);
}

/**
 * The digits a TOTAL SUM can have. Every round's points are bounded by its
 * card, but a penalty point per wrong answer is not (a player may answer
 * wrong without end), so the only bound the rules leave is the largest whole
 * number the table keeps exactly (Number.MAX_SAFE_INTEGER: 16 digits).
 */
export const TOTAL_DIGITS = String(Number.MAX_SAFE_INTEGER).length;

/** The largest GRAND TOTAL either way under a rule: nine per digit, a single digit, or nine to the power of the digits. */
export function grandLimit(rule: GrandRule): number {
  if (rule === 'digital-root') return 9;
  if (rule === 'digit-sum') return 9 * TOTAL_DIGITS;
  return 9 ** TOTAL_DIGITS;
}

/**
 * The largest END GAME SCORE either way, and its decimals, from four GRAND
 * TOTALS of at most `grandLimit` each: a sum or difference at most four of
 * them, a product their fourth power, a quotient no more than the first
 * (dividing by a whole number other than 0 never grows it; 0 is skipped);
 * chosen operators at most the larger of the two. A division leaves a
 * fraction, which the history keeps to two decimals (2.33 for 7/3).
 */
export function endScoreLimit(grand: GrandRule, end: EndRule): { max: number; decimals: number } {
  const g = grandLimit(grand);
  const ops = end === 'sum' ? '+++' : end === 'difference' ? '---' : end === 'product' ? '***' : end === 'quotient' ? '///' : end.slice(4);
  const max = end === 'sum' || end === 'difference' ? 4 * g : end === 'quotient' ? g : end === 'product' ? g ** 4 : Math.max(4 * g, g ** 4);
  return { max, decimals: ops.includes('/') ? 2 : 0 };
}

/** How many positive divisors |n| has (n rounded half away from zero); 0 has infinitely many. */
export function divisorCount(n: number): number {
  const m = Math.abs(n);
  if (m === 0) return Infinity;
  let count = 0;
  for (let d = 1; d * d <= m; d++) if (m % d === 0) count += d * d === m ? 1 : 2;
  return count;
}

const roundRat = (v: Rat): number => {
  const neg = v.n < 0n;
  const n = neg ? -v.n : v.n;
  const q = Number((2n * n + v.d) / (2n * v.d));
  return neg ? -q : q;
};

/** Indices of the winners (several when tied). */
export function winnersOf(ends: readonly Rat[], rule: WinRule = 'highest'): number[] {
  if (ends.length === 0) return [];
  if (rule === 'fewest-divisors') {
    const counts = ends.map((e) => divisorCount(roundRat(e)));
    const best = Math.min(...counts);
    return counts.flatMap((c, i) => (c === best ? [i] : []));
  }
  let best = ends[0] as Rat;
  for (const e of ends) if (rule === 'highest' ? ratCmp(e, best) > 0 : ratCmp(e, best) < 0) best = e;
  return ends.flatMap((e, i) => (ratCmp(e, best) === 0 ? [i] : []));
}

export interface StageTable {
  /** Round scores as played. */
  rounds: number[];
  /** TOTAL SUM after each round. */
  totals: number[];
  /** GRAND TOTAL: null until the stage is complete. */
  grand: number | null;
}

/**
 * One player's table from their round scores per stage (stages not yet
 * started are empty). `complete[s]` says whether stage s has all its rounds.
 */
export function playerTable(rounds: readonly (readonly number[])[], complete: readonly boolean[], rule: GrandRule = 'digit-sum'): StageTable[] {
  let carry = 0;
  return rounds.map((rs, s) => {
    const totals: number[] = [];
    let t = carry;
    for (const r of rs) {
      t += r;
      totals.push(t);
    }
    const done = complete[s] === true && rs.length > 0;
    const grand = done ? grandTotal(t, rule) : null;
    if (grand !== null) carry = grand;
    return { rounds: [...rs], totals, grand };
  });
}

export const endText = (v: Rat): string => ratToString(v);
