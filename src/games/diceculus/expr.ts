/**
 * DiceCulus card expressions: `ac-7b`, `-a+b+c-7d`, `2a+bc`, `(a+b)^2-2ab`,
 * `a/(b-c)`, `sqrt(a-b)`.
 *
 * Grammar (precedence from loose to tight):
 *   sum     := term (('+' | '-') term)*
 *   term    := group (('*' | '/' | '·' | ':' | '÷' | '×') group)*
 *   group   := unary unary*            juxtaposition: `2ab`, `a(b+c)`, `(a+b)(a-b)`
 *   unary   := '-' unary | power
 *   power   := atom ('^' unary)?       right-associative: a^b^c = a^(b^c)
 *   atom    := integer | letter a–f | '(' sum ')' | 'sqrt(' sum ')'
 * Juxtaposition binds tighter than an explicit × or ÷, so `a/bc` is a/(b·c)
 * (the way it is written by hand). Values are exact rationals (src/core/exact);
 * a square root that is not a perfect square is irrational and kept as a double.
 * No value: division by zero, 0 to a negative power, the square root of a
 * negative number.
 */
import { RefusalError } from '../../core/refusal';
import {
  NumError,
  R0,
  rat,
  ratAdd,
  ratCmp,
  ratDiv,
  ratIsInteger,
  ratMul,
  ratNeg,
  ratPowInt,
  ratRoot,
  ratSub,
  ratToNumber,
  ratToString,
  type Rat,
} from '../../core/exact';

export const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
export type Letter = (typeof LETTERS)[number];
export const isLetter = (s: string): s is Letter => (LETTERS as readonly string[]).includes(s);

export type Node =
  | { k: 'num'; v: bigint }
  | { k: 'var'; v: Letter }
  | { k: 'neg'; x: Node }
  | { k: 'add' | 'sub' | 'mul' | 'div' | 'pow'; l: Node; r: Node; implicit?: boolean }
  | { k: 'sqrt'; x: Node }
  | { k: 'par'; x: Node };

/** Why a card text cannot be read: a code and values for the catalogue (`diceculus.refuse.<code>`). */
export class ExprError extends RefusalError<'exprEmpty' | 'exprChar' | 'exprEnd' | 'exprToken' | 'exprBracket' | 'exprLong'> {
  override name = 'ExprError';
}

const MAX_LEN = 200;
const MAX_DEPTH = 40;

type Tok = { t: 'num'; v: bigint } | { t: 'var'; v: Letter } | { t: 'op'; v: string } | { t: 'sqrt' };

function tokenize(text: string): Tok[] {
  const src = text.replace(/\s+/g, '').replace(/=\??$/, '');
  if (src.length > MAX_LEN) throw new ExprError('exprLong', { max: MAX_LEN });
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    if (/[0-9]/.test(c)) {
      let j = i;
      while (j < src.length && /[0-9]/.test(src[j] as string)) j++;
      if (j - i > 6) throw new ExprError('exprLong', { max: MAX_LEN });
      out.push({ t: 'num', v: BigInt(src.slice(i, j)) });
      i = j;
    } else if (src.startsWith('sqrt', i) || c === '√') {
      out.push({ t: 'sqrt' });
      i += c === '√' ? 1 : 4;
    } else if (isLetter(c.toLowerCase())) {
      out.push({ t: 'var', v: c.toLowerCase() as Letter });
      i++;
    } else if ('+-*/^()·:÷×−'.includes(c)) {
      const v = c === '·' || c === '×' ? '*' : c === ':' || c === '÷' ? '/' : c === '−' ? '-' : c;
      out.push({ t: 'op', v });
      i++;
    } else {
      throw new ExprError('exprChar', { char: c });
    }
  }
  if (out.length === 0) throw new ExprError('exprEmpty');
  return out;
}

export function parseExpr(text: string): Node {
  const toks = tokenize(text);
  let pos = 0;
  let depth = 0;
  const peek = (): Tok | undefined => toks[pos];
  const isOp = (t: Tok | undefined, v: string): boolean => t !== undefined && t.t === 'op' && t.v === v;
  const startsUnary = (t: Tok | undefined): boolean => t !== undefined && (t.t === 'num' || t.t === 'var' || t.t === 'sqrt' || isOp(t, '('));
  const enter = (): void => {
    if (++depth > MAX_DEPTH) throw new ExprError('exprLong', { max: MAX_LEN });
  };

  function sum(): Node {
    let l = term();
    for (;;) {
      const t = peek();
      if (isOp(t, '+') || isOp(t, '-')) {
        pos++;
        l = { k: isOp(t, '+') ? 'add' : 'sub', l, r: term() };
      } else return l;
    }
  }
  function term(): Node {
    let l = group();
    for (;;) {
      const t = peek();
      if (isOp(t, '*') || isOp(t, '/')) {
        pos++;
        l = { k: isOp(t, '*') ? 'mul' : 'div', l, r: group() };
      } else return l;
    }
  }
  function group(): Node {
    let l = unary();
    while (startsUnary(peek())) l = { k: 'mul', l, r: power(), implicit: true };
    return l;
  }
  function unary(): Node {
    if (isOp(peek(), '-')) {
      pos++;
      enter();
      const x = unary();
      depth--;
      return { k: 'neg', x };
    }
    return power();
  }
  function power(): Node {
    const base = atom();
    if (isOp(peek(), '^')) {
      pos++;
      enter();
      const r = unary();
      depth--;
      return { k: 'pow', l: base, r };
    }
    return base;
  }
  function atom(): Node {
    const t = peek();
    if (t === undefined) throw new ExprError('exprEnd');
    if (t.t === 'num') {
      pos++;
      return { k: 'num', v: t.v };
    }
    if (t.t === 'var') {
      pos++;
      return { k: 'var', v: t.v };
    }
    if (t.t === 'sqrt') {
      pos++;
      if (!isOp(peek(), '(')) throw new ExprError('exprBracket');
      const x = atom();
      return { k: 'sqrt', x: x.k === 'par' ? x.x : x };
    }
    if (isOp(t, '(')) {
      pos++;
      enter();
      const x = sum();
      depth--;
      if (!isOp(peek(), ')')) throw new ExprError('exprBracket');
      pos++;
      return { k: 'par', x };
    }
    throw new ExprError('exprToken', { token: t.v });
  }
  const node = sum();
  if (pos < toks.length) {
    const t = toks[pos] as Tok;
    throw new ExprError(isOp(t, ')') ? 'exprBracket' : 'exprToken', { token: t.t === 'op' ? t.v : t.t === 'sqrt' ? 'sqrt' : String(t.v) });
  }
  return node;
}

/** The letters a card uses, in alphabetical order. */
export function lettersOf(node: Node): Letter[] {
  const seen = new Set<Letter>();
  const walk = (n: Node): void => {
    if (n.k === 'var') seen.add(n.v);
    else if (n.k === 'neg' || n.k === 'sqrt' || n.k === 'par') walk(n.x);
    else if (n.k !== 'num') {
      walk(n.l);
      walk(n.r);
    }
  };
  walk(node);
  return LETTERS.filter((l) => seen.has(l));
}

export type Values = Partial<Record<Letter, number>>;

/** A card's value: an exact rational, an irrational approximation, or no real value with its reason. */
export type Value =
  | { ok: true; exact: true; v: Rat }
  | { ok: true; exact: false; x: number }
  | { ok: false; reason: 'divisionByZero' | 'zeroNegativePower' | 'rootOfNegative' | 'tooLarge' };

class NoValue extends Error {
  constructor(readonly reason: 'divisionByZero' | 'zeroNegativePower' | 'rootOfNegative' | 'tooLarge') {
    super(reason);
  }
}

type V = Rat | number;
const toNum = (v: V): number => (typeof v === 'number' ? v : ratToNumber(v));

function ev(n: Node, vals: Values): V {
  switch (n.k) {
    case 'num':
      return rat(n.v);
    case 'var':
      return rat(vals[n.v] ?? 0);
    case 'par':
      return ev(n.x, vals);
    case 'neg': {
      const x = ev(n.x, vals);
      return typeof x === 'number' ? -x : ratNeg(x);
    }
    case 'sqrt': {
      const x = ev(n.x, vals);
      if (toNum(x) < 0) throw new NoValue('rootOfNegative');
      if (typeof x !== 'number') {
        const r = ratRoot(x, 2);
        if (r) return r;
      }
      return Math.sqrt(toNum(x));
    }
    default: {
      const l = ev(n.l, vals);
      const r = ev(n.r, vals);
      if (typeof l !== 'number' && typeof r !== 'number') {
        switch (n.k) {
          case 'add':
            return ratAdd(l, r);
          case 'sub':
            return ratSub(l, r);
          case 'mul':
            return ratMul(l, r);
          case 'div':
            if (r.n === 0n) throw new NoValue('divisionByZero');
            return ratDiv(l, r);
          case 'pow':
            if (ratIsInteger(r)) {
              if (l.n === 0n && r.n < 0n) throw new NoValue('zeroNegativePower');
              if (r.n > 4096n || r.n < -4096n) throw new NoValue('tooLarge');
              return ratPowInt(l, r.n);
            }
            if (ratCmp(l, R0) < 0 && r.d % 2n === 0n) throw new NoValue('rootOfNegative');
            break;
        }
      }
      const a = toNum(l);
      const b = toNum(r);
      switch (n.k) {
        case 'add':
          return a + b;
        case 'sub':
          return a - b;
        case 'mul':
          return a * b;
        case 'div':
          if (b === 0) throw new NoValue('divisionByZero');
          return a / b;
        case 'pow': {
          if (a === 0 && b < 0) throw new NoValue('zeroNegativePower');
          if (a < 0) {
            // a fractional power of a negative number: real only for an odd denominator
            const rr = typeof r === 'number' ? null : r;
            if (!rr || rr.d % 2n === 0n) throw new NoValue('rootOfNegative');
            const mag = (-a) ** b;
            return rr.n % 2n === 0n ? mag : -mag;
          }
          return a ** b;
        }
      }
    }
  }
}

export function evaluate(node: Node, vals: Values): Value {
  try {
    const v = ev(node, vals);
    if (typeof v === 'number') return Number.isFinite(v) ? { ok: true, exact: false, x: v } : { ok: false, reason: 'tooLarge' };
    return { ok: true, exact: true, v };
  } catch (e) {
    if (e instanceof NoValue) return { ok: false, reason: e.reason };
    if (e instanceof NumError)
      return { ok: false, reason: e.code === 'num.divisionByZero' || e.code === 'num.zeroNegativePower' ? 'divisionByZero' : 'tooLarge' };
    throw e;
  }
}

/** Round to a whole number, .5 away from zero (2.5 → 3, −2.5 → −3). */
export function roundHalfAway(v: Rat): number {
  const neg = v.n < 0n;
  const n = neg ? -v.n : v.n;
  const q = (2n * n + v.d) / (2n * v.d);
  return Number(neg ? -q : q);
}

export const roundNumber = (x: number): number => (x < 0 ? -Math.floor(-x + 0.5) : Math.floor(x + 0.5));

/** Points for a value: the rounded value, or −50 for no real value. */
export const NO_VALUE_POINTS = -50;
export function pointsOf(v: Value): number {
  if (!v.ok) return NO_VALUE_POINTS;
  return v.exact ? roundHalfAway(v.v) : roundNumber(v.x);
}

export function valueText(v: Value): string | null {
  if (!v.ok) return null;
  return v.exact ? ratToString(v.v) : v.x.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
}

/**
 * A float evaluator for the strategy helper (thousands of rolls): NaN for no
 * value. Exactly at a rounding edge the helper asks the exact evaluator.
 */
export function compile(node: Node): (vals: Float64Array) => number {
  const idx = (l: Letter): number => LETTERS.indexOf(l);
  const c = (n: Node): ((v: Float64Array) => number) => {
    switch (n.k) {
      case 'num': {
        const k = Number(n.v);
        return () => k;
      }
      case 'var': {
        const i = idx(n.v);
        return (v) => v[i] as number;
      }
      case 'par':
        return c(n.x);
      case 'neg': {
        const x = c(n.x);
        return (v) => -x(v);
      }
      case 'sqrt': {
        const x = c(n.x);
        return (v) => {
          const a = x(v);
          return a < 0 ? NaN : Math.sqrt(a);
        };
      }
      default: {
        const l = c(n.l);
        const r = c(n.r);
        switch (n.k) {
          case 'add':
            return (v) => l(v) + r(v);
          case 'sub':
            return (v) => l(v) - r(v);
          case 'mul':
            return (v) => l(v) * r(v);
          case 'div':
            return (v) => {
              const b = r(v);
              return b === 0 ? NaN : l(v) / b;
            };
          case 'pow':
            return (v) => {
              const a = l(v);
              const b = r(v);
              if (a === 0 && b < 0) return NaN;
              if (a < 0 && !Number.isInteger(b)) return NaN;
              return a ** b;
            };
        }
      }
    }
  };
  return c(node);
}

// ---------------------------------------------------------------------------
// Text

const OPS: Record<string, string> = { add: ' + ', sub: ' − ', mul: '·', div: ' ÷ ' };

/**
 * The card in print: `ac − 7b`, `2a + bc`, `(a + b)² …` written with ^. With
 * `vals`, letters are replaced by their values (`5·10 − 7·6`).
 */
export function formatExpr(n: Node, vals?: Values): string {
  const f = (m: Node, _parentTight: boolean): string => {
    switch (m.k) {
      case 'num':
        return m.v.toString();
      case 'var': {
        if (!vals) return m.v;
        const x = vals[m.v] ?? 0;
        return x < 0 ? `(−${-x})` : String(x);
      }
      case 'par':
        return `(${f(m.x, false)})`;
      case 'neg':
        return `−${f(m.x, true)}`;
      case 'sqrt':
        return `√(${f(m.x, false)})`;
      case 'pow':
        return `${f(m.l, true)}^${f(m.r, true)}`;
      case 'mul': {
        const l = f(m.l, true);
        const r = f(m.r, true);
        // 2a and ab stay juxtaposed in print; numbers side by side need a dot
        if (!vals && m.implicit) return l + r;
        return `${l}·${r}`;
      }
      default: {
        const r = f(m.r, false);
        const wrap = m.k === 'div' && vals !== undefined && (m.r.k === 'mul' || m.r.k === 'div');
        return `${f(m.l, false)}${OPS[m.k]}${wrap ? `(${r})` : r}`;
      }
    }
  };
  return f(n, false);
}

/** The terms of a top-level sum with their signs: `ac-7b` → [+ac, −7b]. */
function terms(n: Node): { sign: 1 | -1; node: Node }[] {
  if (n.k === 'add') return [...terms(n.l), { sign: 1, node: n.r }];
  if (n.k === 'sub') return [...terms(n.l), { sign: -1, node: n.r }];
  return [{ sign: 1, node: n }];
}

const isAtom = (n: Node): boolean => n.k === 'num' || n.k === 'var' || (n.k === 'neg' && isAtom(n.x));

function numText(v: Value): string {
  if (!v.ok) return '?';
  if (v.exact) {
    const s = ratToString(v.v);
    return s.startsWith('-') ? `−${s.slice(1)}` : s;
  }
  const s = valueText(v) ?? '?';
  return `≈${s.startsWith('-') ? `−${s.slice(1)}` : s}`;
}

/**
 * The worked substitution, as the rulebook writes it: `5·10 − 7·6 = 50 − 42 = 8`.
 * Step 1 puts the values in; step 2 works out each term of the sum; the last
 * step is the value (or `null` as the last element when there is none).
 */
export function workedSteps(n: Node, vals: Values): { steps: string[]; value: Value } {
  const value = evaluate(n, vals);
  const steps = [formatExpr(n, vals)];
  const ts = terms(n);
  if (ts.length > 1 && ts.some((t) => !isAtom(t.node))) {
    const parts = ts.map((t, i) => {
      const tv = evaluate(t.node, vals);
      let s = numText(tv);
      const negative = s.startsWith('−');
      if (i === 0) return t.sign < 0 ? `−${negative ? `(${s})` : s}` : s;
      if (negative) s = `(${s})`;
      return `${t.sign < 0 ? ' − ' : ' + '}${s}`;
    });
    if (ts.every((t) => evaluate(t.node, vals).ok)) steps.push(parts.join(''));
  }
  const last = numText(value);
  if (value.ok && steps[steps.length - 1] !== last) steps.push(last);
  return { steps, value };
}

/**
 * Bounds every value a card can take when each unknown lies in [lo, hi]: an
 * interval that holds every real value (never too narrow; it may be wider),
 * or null when no finite bound is known (a division by something that may be
 * near zero, a power of a negative base). Used to refuse results no roll could
 * give (a results code from another device).
 */
export function valueBounds(node: Node, lo: number, hi: number): { min: number; max: number } | null {
  type I = [number, number];
  const all = (xs: number[]): I | null => (xs.every(Number.isFinite) ? [Math.min(...xs), Math.max(...xs)] : null);
  const go = (n: Node): I | null => {
    switch (n.k) {
      case 'num':
        return [Number(n.v), Number(n.v)];
      case 'var':
        return [lo, hi];
      case 'par':
        return go(n.x);
      case 'neg': {
        const x = go(n.x);
        return x && [-x[1], -x[0]];
      }
      case 'sqrt': {
        const x = go(n.x);
        return x && [Math.sqrt(Math.max(0, x[0])), Math.sqrt(Math.max(0, x[1]))];
      }
      default: {
        const l = go(n.l);
        const r = go(n.r);
        if (!l || !r) return null;
        const [a, b] = l;
        const [c, d] = r;
        switch (n.k) {
          case 'add':
            return all([a + c, b + d]);
          case 'sub':
            return all([a - d, b - c]);
          case 'mul':
            return all([a * c, a * d, b * c, b * d]);
          case 'div':
            // a divisor that may be 0 or close to it: no finite bound
            if (c <= 0 && d >= 0) return null;
            return all([a / c, a / d, b / c, b / d]);
          case 'pow': {
            if (c === d && Number.isInteger(c) && c >= 0) {
              const ends = [a ** c, b ** c];
              // an even power of an interval across 0 reaches 0
              if (a < 0 && b > 0) ends.push(0);
              return all(ends);
            }
            if (a <= 0) return null;
            return all([a ** c, a ** d, b ** c, b ** d]);
          }
        }
      }
    }
    return null;
  };
  const r = go(node);
  return r && { min: r[0], max: r[1] };
}
