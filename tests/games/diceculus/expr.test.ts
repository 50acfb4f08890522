import { describe, expect, it } from 'vitest';
import { ratToString } from '../../../src/core/exact';
import {
  compile,
  evaluate,
  ExprError,
  formatExpr,
  lettersOf,
  LETTERS,
  parseExpr,
  pointsOf,
  roundHalfAway,
  roundNumber,
  valueText,
  workedSteps,
  type Values,
} from '../../../src/games/diceculus/expr';
import { rat } from '../../../src/core/exact';
import { createRng } from '../../../src/core/random';

const val = (card: string, vals: Values): string | null => valueText(evaluate(parseExpr(card), vals));

describe('card expressions', () => {
  it('reads the rulebook cards: juxtaposition multiplies', () => {
    // Example 2: ac-7b with a=5, b=6, c=10 is 8
    expect(val('ac-7b', { a: 5, b: 6, c: 10 })).toBe('8');
    // the back cover's 2a+bc
    expect(val('2a+bc', { a: 4, b: 2, c: 3 })).toBe('14');
    // Example 3's -a+b+c-7d, with d not assumed (0)
    expect(val('-a+b+c-7d', { a: 3, b: 10, c: 4 })).toBe('11');
    expect(lettersOf(parseExpr('-a+b+c-7d'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('follows precedence: powers, then products (juxtaposition before × ÷), then sums', () => {
    expect(val('a+bc', { a: 2, b: 3, c: 4 })).toBe('14');
    expect(val('2a^2', { a: 3 })).toBe('18');
    expect(val('-a^2', { a: 3 })).toBe('-9');
    expect(val('(a+b)(a-b)', { a: 5, b: 3 })).toBe('16');
    expect(val('a/bc', { a: 12, b: 2, c: 3 })).toBe('2');
    expect(val('a/b*c', { a: 12, b: 2, c: 3 })).toBe('18');
    expect(val('2^3^2', {})).toBe('512');
    expect(val('a-b-c', { a: 10, b: 3, c: 2 })).toBe('5');
    expect(val('a·b−c', { a: 2, b: 3, c: 1 })).toBe('5');
    expect(val('ac-7b=', { a: 5, b: 6, c: 10 })).toBe('8');
  });

  it('keeps values exact and says when there is none', () => {
    expect(val('a/b', { a: 7, b: 2 })).toBe('7/2');
    expect(evaluate(parseExpr('a/(b-c)'), { a: 1, b: 2, c: 2 })).toEqual({ ok: false, reason: 'divisionByZero' });
    expect(evaluate(parseExpr('sqrt(a-b)'), { a: 1, b: 2 })).toEqual({ ok: false, reason: 'rootOfNegative' });
    expect(evaluate(parseExpr('a^(0-b)'), { a: 0, b: 2 })).toEqual({ ok: false, reason: 'zeroNegativePower' });
    expect(val('sqrt(a)', { a: 49 })).toBe('7');
    expect(val('sqrt(a)', { a: 2 })).toBe('1.414214');
  });

  it('scores the value rounded, .5 away from zero, and −50 for no value', () => {
    expect(roundHalfAway(rat(5, 2))).toBe(3);
    expect(roundHalfAway(rat(-5, 2))).toBe(-3);
    expect(roundHalfAway(rat(7, 3))).toBe(2);
    expect(roundHalfAway(rat(-7, 3))).toBe(-2);
    expect(roundNumber(2.5)).toBe(3);
    expect(roundNumber(-2.5)).toBe(-3);
    expect(pointsOf(evaluate(parseExpr('a/b'), { a: 5, b: 2 }))).toBe(3);
    expect(pointsOf(evaluate(parseExpr('-a/b'), { a: 5, b: 2 }))).toBe(-3);
    expect(pointsOf(evaluate(parseExpr('a/b'), { a: 5, b: 0 }))).toBe(-50);
  });

  it('writes the worked substitution as the rulebook does', () => {
    const w = workedSteps(parseExpr('ac-7b'), { a: 5, b: 6, c: 10 });
    expect(w.steps.join(' = ')).toBe('5·10 − 7·6 = 50 − 42 = 8');
    expect(workedSteps(parseExpr('a+b+c'), { a: 1, b: 2, c: 3 }).steps.join(' = ')).toBe('1 + 2 + 3 = 6');
    expect(workedSteps(parseExpr('a/b'), { a: 7, b: 2 }).steps.join(' = ')).toBe('7 ÷ 2 = 7/2');
    expect(formatExpr(parseExpr('2a+bc'))).toBe('2a + bc');
  });

  it('refuses unreadable cards with a code', () => {
    for (const [text, code] of [
      ['', 'exprEmpty'],
      ['a+', 'exprEnd'],
      ['(a+b', 'exprBracket'],
      ['a+b)', 'exprBracket'],
      ['a+g', 'exprChar'],
      ['a**b', 'exprToken'],
    ] as const) {
      expect(() => parseExpr(text), text).toThrow(ExprError);
      try {
        parseExpr(text);
      } catch (e) {
        expect((e as ExprError).code, text).toBe(code);
      }
    }
  });

  it('fuzz: random text never throws anything but ExprError; the float evaluator agrees with the exact one', () => {
    const rng = createRng('expr-fuzz');
    const alphabet = 'abcdef0123456789+-*/^()·sqrt ';
    for (let i = 0; i < 3000; i++) {
      const len = 1 + rng.int(14);
      let s = '';
      for (let j = 0; j < len; j++) s += alphabet[rng.int(alphabet.length)];
      let node: ReturnType<typeof parseExpr>;
      try {
        node = parseExpr(s);
      } catch (e) {
        expect(e).toBeInstanceOf(ExprError);
        continue;
      }
      const vals: Values = {};
      const arr = new Float64Array(6);
      LETTERS.forEach((l, k) => {
        const v = rng.int(13);
        vals[l] = v;
        arr[k] = v;
      });
      const exact = evaluate(node, vals);
      const f = compile(node)(arr);
      if (exact.ok && exact.exact) {
        const x = Number(ratToString(exact.v).split('/')[0]) / Number(ratToString(exact.v).split('/')[1] ?? 1);
        // a float overflow in an intermediate power is not a card's case
        if (Math.abs(x) < 1e12 && Number.isFinite(f)) expect(Math.abs(f - x) <= 1e-6 * Math.max(1, Math.abs(x)), s).toBe(true);
      }
      if (!exact.ok && exact.reason !== 'tooLarge') expect(Number.isNaN(f) || !Number.isFinite(f), s).toBe(true);
    }
  });
});
