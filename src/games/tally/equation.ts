/**
 * Tally Rally equations: reading the text a player wrote, checking it against
 * a path on the board, and the key under which an equation and its inverses
 * count as one (see RULES.md).
 *
 * Everything here is exact integer arithmetic on JS numbers: an equation has
 * at most 16 digits and one side is a single number, so every intermediate
 * value of the other side stays below 10^15 (a sum, product or quotient of
 * numbers written with k digits in all is below 10^k).
 */
import { refusal, type Refusal, type RefusalVars } from '../../core/refusal';
import { adjacent, CELLS, isCell, type Board } from './board';

export type Op = '+' | '-' | '*' | '/';

/** Why an equation does not count: a refusal (code and values) the screens word as `tally.refuse.<code>`. */
export type Reason = Refusal<ReasonCode>;

export type ReasonCode =
  | 'empty'
  | 'badChar'
  | 'noParens'
  | 'noEquals'
  | 'manyEquals'
  | 'startsWithSign'
  | 'negativeNumber'
  | 'endsWithSign'
  | 'twoSigns'
  | 'emptySide'
  | 'leadingZero'
  | 'openBracket'
  | 'closeBracket'
  | 'emptyBracket'
  | 'pointlessBracket'
  | 'bracketNeedsSign'
  | 'bothSides'
  | 'noOperator'
  | 'pathEmpty'
  | 'offBoard'
  | 'sameTile'
  | 'notAdjacent'
  | 'digitCount'
  | 'digitMismatch'
  | 'divideByZero'
  | 'notWhole'
  | 'belowZero'
  | 'wrongValue'
  | 'zeroProduct'
  | 'onSheet'
  | 'inverseOnSheet'
  | 'tooLong';

/** Every reason code (the catalogue words each one as `tally.refuse.<code>`). */
export const REASON_CODES: readonly ReasonCode[] = [
  'empty',
  'badChar',
  'noParens',
  'noEquals',
  'manyEquals',
  'startsWithSign',
  'negativeNumber',
  'endsWithSign',
  'twoSigns',
  'emptySide',
  'leadingZero',
  'openBracket',
  'closeBracket',
  'emptyBracket',
  'pointlessBracket',
  'bracketNeedsSign',
  'bothSides',
  'noOperator',
  'pathEmpty',
  'offBoard',
  'sameTile',
  'notAdjacent',
  'digitCount',
  'digitMismatch',
  'divideByZero',
  'notWhole',
  'belowZero',
  'wrongValue',
  'zeroProduct',
  'onSheet',
  'inverseOnSheet',
  'tooLong',
];

export const reason = (code: ReasonCode, vars: RefusalVars = {}): Reason => refusal(code, vars);

export type Token = { k: 'num'; text: string; value: number } | { k: 'op'; op: Op } | { k: 'eq' } | { k: 'open' } | { k: 'close' };

const PRETTY_OP: Record<Op, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

/** Maps the many ways of writing a sign to `+ - * / = ( )`; spaces go. */
export function normalizeText(text: string): string {
  return text
    .replace(/\s+/g, '')
    .replace(/[×xX·⋅]/g, '*')
    .replace(/[÷:]/g, '/')
    .replace(/[−–—]/g, '-')
    .replace(/[[{]/g, '(')
    .replace(/[\]}]/g, ')');
}

/** "4+4=8" → "4 + 4 = 8" with × ÷ −, for people. */
export function prettyText(text: string): string {
  return normalizeText(text)
    .replace(/[+\-*/=]/g, (c) => ` ${c === '=' ? '=' : PRETTY_OP[c as Op]} `)
    .trim();
}

export type Parsed = { ok: true; tokens: Token[] } | { ok: false; reason: Reason };

/** Splits normalized text into tokens, checking characters and leading zeros. */
export function tokenize(raw: string, parens: boolean): Parsed {
  if (raw.length > 400) return { ok: false, reason: reason('tooLong') };
  const text = normalizeText(raw);
  if (text === '') return { ok: false, reason: reason('empty') };
  // 16 digits, 15 signs and a few brackets at most
  if (text.length > 80) return { ok: false, reason: reason('tooLong') };
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c >= '0' && c <= '9') {
      let j = i;
      while (j < text.length && (text[j] as string) >= '0' && (text[j] as string) <= '9') j++;
      const digits = text.slice(i, j);
      if (digits.length > 1 && digits[0] === '0') return { ok: false, reason: reason('leadingZero', { n: digits }) };
      if (digits.length > 16) return { ok: false, reason: reason('digitCount', { eq: digits.length, path: CELLS }) };
      tokens.push({ k: 'num', text: digits, value: Number(digits) });
      i = j;
      continue;
    }
    if (c === '+' || c === '-' || c === '*' || c === '/') tokens.push({ k: 'op', op: c });
    else if (c === '=') tokens.push({ k: 'eq' });
    else if (c === '(' || c === ')') {
      if (!parens) return { ok: false, reason: reason('noParens') };
      tokens.push({ k: c === '(' ? 'open' : 'close' });
    } else return { ok: false, reason: reason('badChar', { ch: c }) };
    i++;
  }
  return { ok: true, tokens };
}

/** A side of an equation as a tree. */
export type Node = { k: 'num'; value: number; text: string } | { k: 'bin'; op: Op; l: Node; r: Node } | { k: 'group'; e: Node };

export const nodeText = (n: Node): string => (n.k === 'num' ? n.text : n.k === 'group' ? `(${nodeText(n.e)})` : `${nodeText(n.l)}${n.op}${nodeText(n.r)}`);

const prettyNode = (n: Node): string => prettyText(nodeText(n));

const signOf = (t: Token): string => (t.k === 'op' ? PRETTY_OP[t.op] : t.k === 'eq' ? '=' : t.k === 'open' ? '(' : t.k === 'close' ? ')' : t.text);

/** Parses one side (tokens without '='), standard precedence, left to right. */
function parseSide(tokens: Token[]): { ok: true; node: Node } | { ok: false; reason: Reason } {
  let pos = 0;
  let failure: Reason | null = null;
  const fail = (r: Reason): null => {
    failure ??= r;
    return null;
  };
  const factor = (): Node | null => {
    const t = tokens[pos];
    if (!t) return fail(reason('endsWithSign'));
    if (t.k === 'num') {
      pos++;
      const next = tokens[pos];
      if (next && next.k === 'open') return fail(reason('bracketNeedsSign'));
      return { k: 'num', value: t.value, text: t.text };
    }
    if (t.k === 'open') {
      pos++;
      if (tokens[pos]?.k === 'close') return fail(reason('emptyBracket'));
      const e = sum();
      if (!e) return null;
      if (tokens[pos]?.k !== 'close') return fail(reason('openBracket'));
      pos++;
      const next = tokens[pos];
      if (next && (next.k === 'num' || next.k === 'open')) return fail(reason('bracketNeedsSign'));
      if (e.k !== 'bin') return fail(reason('pointlessBracket', { inside: prettyNode(e) }));
      return { k: 'group', e };
    }
    if (t.k === 'close') return fail(reason('closeBracket'));
    const prev = tokens[pos - 1];
    if (!prev) return fail(t.k === 'op' && t.op === '-' ? reason('negativeNumber') : reason('startsWithSign', { sign: signOf(t) }));
    return fail(reason('twoSigns', { a: signOf(prev), b: signOf(t) }));
  };
  const product = (): Node | null => {
    let l = factor();
    while (l) {
      const t = tokens[pos];
      if (t?.k !== 'op' || (t.op !== '*' && t.op !== '/')) break;
      pos++;
      const r = factor();
      if (!r) return null;
      l = { k: 'bin', op: t.op, l, r };
    }
    return l;
  };
  const sum = (): Node | null => {
    let l = product();
    while (l) {
      const t = tokens[pos];
      if (t?.k !== 'op' || (t.op !== '+' && t.op !== '-')) break;
      pos++;
      const r = product();
      if (!r) return null;
      l = { k: 'bin', op: t.op, l, r };
    }
    return l;
  };
  const node = sum();
  if (!node) return { ok: false, reason: failure ?? reason('emptySide') };
  if (pos < tokens.length) {
    const t = tokens[pos] as Token;
    return { ok: false, reason: t.k === 'close' ? reason('closeBracket') : reason('bracketNeedsSign') };
  }
  return { ok: true, node };
}

export type Evaluated = { ok: true; value: number; mulDiv: boolean } | { ok: false; reason: Reason };

/** Evaluates a side exactly: whole numbers, exact division, never below zero. */
export function evaluate(node: Node): Evaluated {
  if (node.k === 'num') return { ok: true, value: node.value, mulDiv: false };
  if (node.k === 'group') return evaluate(node.e);
  const l = evaluate(node.l);
  if (!l.ok) return l;
  const r = evaluate(node.r);
  if (!r.ok) return r;
  const mulDiv = l.mulDiv || r.mulDiv || node.op === '*' || node.op === '/';
  switch (node.op) {
    case '+':
      return { ok: true, value: l.value + r.value, mulDiv };
    case '-':
      if (r.value > l.value) return { ok: false, reason: reason('belowZero', { a: l.value, b: r.value }) };
      return { ok: true, value: l.value - r.value, mulDiv };
    case '*':
      return { ok: true, value: l.value * r.value, mulDiv };
    case '/':
      if (r.value === 0) return { ok: false, reason: reason('divideByZero') };
      if (l.value % r.value !== 0) return { ok: false, reason: reason('notWhole', { a: l.value, b: r.value }) };
      return { ok: true, value: l.value / r.value, mulDiv };
  }
}

export interface Equation {
  /** Canonical text: digits and `+ - * / = ( )`, no spaces. */
  text: string;
  /** The side that is a single number, and the calculation side. */
  number: number;
  calc: Node;
  /** Whether the single number is written left of '='. */
  numberFirst: boolean;
  /** The digits in writing order. */
  digits: number[];
}

export type ParsedEquation = { ok: true; eq: Equation } | { ok: false; reason: Reason };

/** Reads an equation's shape (not its truth): one '=', one side a number, the other a calculation. */
export function parseEquation(raw: string, parens = false): ParsedEquation {
  const lexed = tokenize(raw, parens);
  if (!lexed.ok) return lexed;
  const tokens = lexed.tokens;
  const eqCount = tokens.filter((t) => t.k === 'eq').length;
  if (eqCount === 0) return { ok: false, reason: reason('noEquals') };
  if (eqCount > 1) return { ok: false, reason: reason('manyEquals') };
  const at = tokens.findIndex((t) => t.k === 'eq');
  const leftTokens = tokens.slice(0, at);
  const rightTokens = tokens.slice(at + 1);
  if (leftTokens.length === 0 || rightTokens.length === 0) return { ok: false, reason: reason('emptySide') };
  const left = parseSide(leftTokens);
  if (!left.ok) return left;
  const right = parseSide(rightTokens);
  if (!right.ok) {
    const first = rightTokens[0] as Token;
    if (first.k === 'op') return { ok: false, reason: reason('twoSigns', { a: '=', b: signOf(first) }) };
    return right;
  }
  const digits = Array.from(normalizeText(raw).replace(/\D/g, ''), Number);
  const text = `${nodeText(left.node)}=${nodeText(right.node)}`;
  const lNum = left.node.k === 'num';
  const rNum = right.node.k === 'num';
  if (!lNum && !rNum) return { ok: false, reason: reason('bothSides', { left: prettyNode(left.node), right: prettyNode(right.node) }) };
  if (lNum && rNum) return { ok: false, reason: reason('noOperator', { text: prettyText(text) }) };
  const numberNode = (lNum ? left.node : right.node) as { value: number };
  return {
    ok: true,
    eq: { text, number: numberNode.value, calc: lNum ? right.node : left.node, numberFirst: lNum, digits },
  };
}

/** Checks an equation's arithmetic (its shape already read). */
export function checkArithmetic(eq: Equation): Reason | null {
  const v = evaluate(eq.calc);
  if (!v.ok) return v.reason;
  if (v.value !== eq.number) return reason('wrongValue', { calc: prettyNode(eq.calc), value: v.value, target: eq.number });
  if (v.value === 0 && v.mulDiv) return reason('zeroProduct');
  return null;
}

/** Checks a path of cells: on the board, distinct, each next to the one before. */
export function checkPath(board: Board, cells: readonly number[]): Reason | null {
  if (cells.length === 0) return reason('pathEmpty');
  const seen = new Set<number>();
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    if (!isCell(c)) return reason('offBoard');
    if (seen.has(c)) return reason('sameTile', { d: board[c] as number });
    seen.add(c);
    const prev = cells[i - 1];
    if (prev !== undefined && !adjacent(prev, c)) return reason('notAdjacent', { a: board[c] as number, b: board[prev] as number });
  }
  return null;
}

export interface Verdict {
  valid: boolean;
  reason: Reason | null;
  /** Canonical text when the equation could be read, else the input. */
  text: string;
  /** The scoring key (inverses share it) when valid. */
  key: string | null;
  /** Tiles used = points before duplicates are struck. */
  tiles: number;
}

/** The full check of a (path, equation) pair, a reason (code and values) when it does not count. */
export function checkEquation(board: Board, cells: readonly number[], raw: string, parens = false): Verdict {
  const bad = (r: Reason, text = raw): Verdict => ({ valid: false, reason: r, text, key: null, tiles: 0 });
  const parsed = parseEquation(raw, parens);
  if (!parsed.ok) return bad(parsed.reason);
  const eq = parsed.eq;
  const pathProblem = checkPath(board, cells);
  if (pathProblem) return bad(pathProblem, eq.text);
  if (eq.digits.length !== cells.length) return bad(reason('digitCount', { eq: eq.digits.length, path: cells.length }), eq.text);
  for (let i = 0; i < cells.length; i++) {
    const tile = board[cells[i] as number] as number;
    if (eq.digits[i] !== tile) return bad(reason('digitMismatch', { pos: i + 1, eq: eq.digits[i] as number, tile }), eq.text);
  }
  const wrong = checkArithmetic(eq);
  if (wrong) return bad(wrong, eq.text);
  return { valid: true, reason: null, text: eq.text, key: equationKey(eq), tiles: cells.length };
}

// ---------------------------------------------------------------------------
// Scoring key: an equation and its inverses (and reorderings) share one key.
//
// Each side is flattened into signed terms, each term into factors multiplied
// and divided. Moving every subtracted term across '=' gives a balance
// P = Q of added terms; when each side is a single term, moving every divisor
// across gives a balance of products. The key is the unordered pair of sorted
// multisets, so 1+2=3, 2+1=3, 3-2=1, 3-1=2 and 3=1+2 share "A:1,2|3", and
// 2*3=6, 6/3=2 and 6/2=3 share "M:2,3|6".

interface Term {
  num: string[];
  den: string[];
}
interface SignedTerm {
  neg: boolean;
  term: Term;
}

const termText = (t: Term): string => {
  const num = [...t.num].sort().join('*');
  return t.den.length === 0 ? num : `${num}/${[...t.den].sort().join('/')}`;
};

function sumText(terms: SignedTerm[]): string {
  const pos = terms
    .filter((t) => !t.neg)
    .map((t) => termText(t.term))
    .sort();
  const neg = terms
    .filter((t) => t.neg)
    .map((t) => termText(t.term))
    .sort();
  return pos.join('+') + neg.map((n) => `-${n}`).join('');
}

function flatten(n: Node): SignedTerm[] {
  if (n.k === 'num') return [{ neg: false, term: { num: [n.text], den: [] } }];
  if (n.k === 'group') return flatten(n.e);
  if (n.op === '+' || n.op === '-') {
    const r = flatten(n.r).map((t) => (n.op === '-' ? { neg: !t.neg, term: t.term } : t));
    return [...flatten(n.l), ...r];
  }
  const asTerm = (x: Node): Term => {
    const f = flatten(x);
    if (f.length === 1 && !(f[0] as SignedTerm).neg) return (f[0] as SignedTerm).term;
    return { num: [`(${sumText(f)})`], den: [] };
  };
  const l = asTerm(n.l);
  const r = asTerm(n.r);
  const term: Term = n.op === '*' ? { num: [...l.num, ...r.num], den: [...l.den, ...r.den] } : { num: [...l.num, ...r.den], den: [...l.den, ...r.num] };
  return [{ neg: false, term }];
}

const multiset = (items: string[]): string => [...items].sort().join(',');

function pairKey(tag: string, a: string[], b: string[]): string {
  const x = multiset(a);
  const y = multiset(b);
  return x <= y ? `${tag}:${x}|${y}` : `${tag}:${y}|${x}`;
}

export function equationKey(eq: Equation): string {
  const calc = flatten(eq.calc);
  const numberSide: SignedTerm[] = [{ neg: false, term: { num: [String(eq.number)], den: [] } }];
  const p = [...calc.filter((t) => !t.neg), ...numberSide.filter((t) => t.neg)].map((t) => t.term);
  const q = [...numberSide.filter((t) => !t.neg), ...calc.filter((t) => t.neg)].map((t) => t.term);
  if (p.length === 1 && q.length === 1) {
    const a = p[0] as Term;
    const b = q[0] as Term;
    return pairKey('M', [...a.num, ...b.den], [...b.num, ...a.den]);
  }
  return pairKey('A', p.map(termText), q.map(termText));
}

/** The key of an equation text (null when it cannot be read); the path is not checked. */
export function keyOfText(raw: string, parens = true): string | null {
  const p = parseEquation(raw, parens);
  return p.ok ? equationKey(p.eq) : null;
}
