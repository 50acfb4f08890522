/**
 * Reading stage 2 of 4 (see lex.ts): lexemes become one token stream per
 * reading — a (×) cube read as a group becomes parentheses — and the tokens
 * an expression tree, by precedence: exponents, groups, × ÷ and
 * juxtaposition left to right, then + −.
 */
import type { Exact } from '../../../core/exact';
import { ReadError, type ConstLex, type FuncLex, type Lex, type NumLex, type PostLex } from './lex';

export type Node =
  | { t: 'num'; v: Exact; lex: NumLex }
  | { t: 'const'; c: 'pi' | 'chi' | 'j' }
  | { t: 'neg'; a: Node }
  | { t: 'bin'; op: '+' | '-' | 'x' | '/' | 'imp'; a: Node; b: Node }
  | { t: 'group'; a: Node }
  | { t: 'pow'; a: Node; e: Node }
  | { t: 'func'; f: 'log' | 'tan'; base: Node | null; arg: Node; power: Node | null }
  | { t: 'post'; p: '%' | '!'; a: Node }
  | { t: 'ratio'; a: Node; b: Node };

type Tok =
  | { t: 'num'; lex: NumLex }
  | { t: 'const'; lex: ConstLex }
  | { t: 'func'; lex: FuncLex }
  | { t: 'post'; lex: PostLex }
  | { t: 'op'; op: '+' | '-' | 'x' | '/' }
  | { t: 'lp' }
  | { t: 'rp'; exp: Lex[] | null }
  | { t: 'ratio' };

const LP: Tok = { t: 'lp' };

/** Turns lexemes into tokens for one reading: (×) groups become parentheses. */
function bracket(lexes: readonly Lex[], choice: readonly number[]): Tok[] {
  const out: Tok[] = [];
  const scopes: { open: boolean; boundary: number }[] = [{ open: false, boundary: 0 }];
  for (const l of lexes) {
    switch (l.k) {
      case 'num':
        out.push({ t: 'num', lex: l });
        break;
      case 'const':
        out.push({ t: 'const', lex: l });
        break;
      case 'func':
        out.push({ t: 'func', lex: l });
        break;
      case 'post':
        out.push({ t: 'post', lex: l });
        break;
      case 'op':
        out.push({ t: 'op', op: l.op });
        break;
      case 'gap': {
        const top = scopes[scopes.length - 1] as { open: boolean; boundary: number };
        if (top.open) {
          out.push({ t: 'rp', exp: null });
          scopes.pop();
        }
        (scopes[scopes.length - 1] as { boundary: number }).boundary = out.length;
        break;
      }
      case 'ratio': {
        while (scopes.length > 1) {
          out.push({ t: 'rp', exp: null });
          scopes.pop();
        }
        out.push({ t: 'ratio' });
        (scopes[0] as { boundary: number }).boundary = out.length;
        break;
      }
      case 'grp': {
        const reading = l.cp < 0 ? l.options[0] : l.options[choice[l.cp] ?? 0];
        if (reading === 'times') {
          if (l.exp !== null) throw new ReadError('read.expAfterGroupCube');
          out.push({ t: 'op', op: 'x' });
        } else if (reading === 'open') {
          if (l.exp !== null) throw new ReadError('read.expAfterGroupCube');
          out.push(LP);
          scopes.push({ open: true, boundary: out.length });
        } else {
          const top = scopes[scopes.length - 1] as { open: boolean; boundary: number };
          if (top.boundary === out.length) throw new ReadError('read.emptyGroupClose');
          out.splice(top.boundary, 0, LP);
          out.push({ t: 'rp', exp: l.exp });
        }
        break;
      }
    }
  }
  while (scopes.length > 1) {
    out.push({ t: 'rp', exp: null });
    scopes.pop();
  }
  return out;
}

export const OP_NAME: Readonly<Record<string, string>> = { '+': '+', '-': '−', x: '×', '/': '÷' };

/** The factor a term ends with (the right operand of its last × ÷ or juxtaposition). */
function lastFactor(node: Node): Node {
  let n = node;
  while (n.t === 'bin' || n.t === 'neg') n = n.t === 'bin' ? n.b : n.a;
  return n;
}

/** A plain number may stand right after a group or a constant (j 6, (2 + .1) 5), not after another number. */
function numberMayFollow(node: Node): boolean {
  let f = lastFactor(node);
  if (f.t === 'pow') f = f.a;
  return f.t === 'group' || f.t === 'const';
}

class Parser {
  private i = 0;
  constructor(
    private readonly toks: Tok[],
    private readonly choice: readonly number[],
  ) {}

  private peek(): Tok | undefined {
    return this.toks[this.i];
  }

  side(allowRatio: boolean): Node {
    if (this.toks.length === 0) throw new ReadError('read.emptySide');
    let node = this.expr();
    const t = this.peek();
    if (t !== undefined && t.t === 'ratio') {
      if (!allowRatio) throw new ReadError('read.oneRatio');
      this.i++;
      if (this.peek() === undefined) throw new ReadError('read.ratioBelow');
      const b = this.expr();
      node = { t: 'ratio', a: node, b };
    }
    const rest = this.peek();
    if (rest !== undefined) {
      if (rest.t === 'ratio') throw new ReadError('read.oneRatio');
      throw new ReadError('read.notOneExpression');
    }
    return node;
  }

  /** A whole exponent: an expression using all its tokens. */
  whole(): Node {
    if (this.toks.length === 0) throw new ReadError('read.emptyExponent');
    const node = this.expr();
    if (this.peek() !== undefined) throw new ReadError('read.exponentNotOne');
    return node;
  }

  private expr(): Node {
    let node = this.term();
    for (;;) {
      const t = this.peek();
      if (t === undefined || t.t !== 'op' || (t.op !== '+' && t.op !== '-')) return node;
      this.i++;
      const b = this.term();
      node = { t: 'bin', op: t.op, a: node, b };
    }
  }

  private startsOperand(t: Tok | undefined): boolean {
    return t !== undefined && (t.t === 'num' || t.t === 'const' || t.t === 'func' || t.t === 'lp');
  }

  private term(): Node {
    let node = this.signed();
    for (;;) {
      const t = this.peek();
      if (t === undefined) return node;
      if (t.t === 'op' && (t.op === 'x' || t.op === '/')) {
        this.i++;
        const b = this.signed();
        node = { t: 'bin', op: t.op, a: node, b };
        continue;
      }
      if (this.startsOperand(t)) {
        if (t.t === 'num' && !numberMayFollow(node)) throw new ReadError('read.twoNumbers');
        const b = this.factor();
        node = { t: 'bin', op: 'imp', a: node, b };
        continue;
      }
      return node;
    }
  }

  private signed(): Node {
    const t = this.peek();
    if (t !== undefined && t.t === 'op') {
      if (t.op === '-') {
        this.i++;
        const n = this.peek();
        if (n !== undefined && n.t === 'op') {
          if (n.op === '-') throw new ReadError('read.doubleNegative');
          throw new ReadError('read.negativeBefore', { op: OP_NAME[n.op] ?? n.op });
        }
        return { t: 'neg', a: this.factor() };
      }
      if (t.op === '+') throw new ReadError('read.plusFront');
      const prev = this.toks[this.i - 1];
      if (prev !== undefined && prev.t === 'op') throw new ReadError('read.opAfterOp', { op: OP_NAME[t.op] ?? t.op });
      throw new ReadError('read.opNeedsNumber', { op: OP_NAME[t.op] ?? t.op });
    }
    return this.factor();
  }

  private exponent(exp: Lex[]): Node {
    const toks = bracket(exp, this.choice);
    return new Parser(toks, this.choice).whole();
  }

  private factor(): Node {
    let node = this.primary();
    for (;;) {
      const t = this.peek();
      if (t === undefined || t.t !== 'post') return node;
      this.i++;
      node = { t: 'post', p: t.lex.p, a: node };
      if (t.lex.exp !== null) node = { t: 'pow', a: node, e: this.exponent(t.lex.exp) };
    }
  }

  private primary(): Node {
    const t = this.peek();
    if (t === undefined) throw new ReadError('read.opAtEnd');
    switch (t.t) {
      case 'num': {
        this.i++;
        const node: Node = { t: 'num', v: t.lex.value, lex: t.lex };
        return t.lex.exp !== null ? { t: 'pow', a: node, e: this.exponent(t.lex.exp) } : node;
      }
      case 'const': {
        this.i++;
        const node: Node = { t: 'const', c: t.lex.c };
        return t.lex.exp !== null ? { t: 'pow', a: node, e: this.exponent(t.lex.exp) } : node;
      }
      case 'lp': {
        this.i++;
        const n = this.peek();
        if (n === undefined || n.t === 'rp') throw new ReadError('read.emptyGroup');
        const inner = this.expr();
        const close = this.peek();
        if (close === undefined || close.t !== 'rp') throw new ReadError('read.groupNotOne');
        this.i++;
        const node: Node = { t: 'group', a: inner };
        return close.exp !== null ? { t: 'pow', a: node, e: this.exponent(close.exp) } : node;
      }
      case 'func': {
        this.i++;
        const lex = t.lex;
        const wide = (this.choice[lex.cp] ?? 0) === 1;
        const next = this.peek();
        if (next === undefined || next.t === 'rp' || next.t === 'ratio' || (next.t === 'op' && next.op !== '-')) {
          throw new ReadError('read.funcNeedsNumber', { f: lex.f });
        }
        let arg = this.signed();
        if (wide) {
          let extended = false;
          for (;;) {
            const o = this.peek();
            if (o !== undefined && o.t === 'op' && (o.op === 'x' || o.op === '/')) {
              this.i++;
              arg = { t: 'bin', op: o.op, a: arg, b: this.signed() };
              extended = true;
            } else if (this.startsOperand(o)) {
              if (o !== undefined && o.t === 'num' && !numberMayFollow(arg)) throw new ReadError('read.twoNumbers');
              arg = { t: 'bin', op: 'imp', a: arg, b: this.factor() };
              extended = true;
            } else break;
          }
          if (!extended) throw new ReadError('read.funcNextNumber', { f: lex.f });
        }
        const base: Node | null = lex.base !== null ? { t: 'num', v: lex.base.value, lex: lex.base } : null;
        const power = lex.exp !== null ? this.exponent(lex.exp) : null;
        return { t: 'func', f: lex.f, base, arg, power };
      }
      case 'post':
        throw new ReadError('read.postfixAfter', { p: t.lex.p === '%' ? '%' : '!' });
      case 'op':
        throw new ReadError('read.opAfterOpHere', { op: OP_NAME[t.op] ?? t.op });
      case 'rp':
        throw new ReadError('read.emptyGroupClose');
      case 'ratio':
        throw new ReadError('read.ratioAbove');
    }
  }
}

/**
 * Parses one side (or ratio side) for one reading; throws ReadError.
 * `redundant` counts groups around a single number or constant, such as
 * "5(π)": such a reading is kept but tried after the others.
 */
export function parseLexes(lexes: readonly Lex[], choice: readonly number[], allowRatio: boolean): { node: Node; redundant: number } {
  const toks = bracket(lexes, choice);
  let redundant = 0;
  for (let q = 2; q < toks.length; q++) {
    const a = toks[q - 2] as Tok;
    const b = toks[q - 1] as Tok;
    const c = toks[q] as Tok;
    if (a.t === 'lp' && (b.t === 'num' || b.t === 'const') && c.t === 'rp' && c.exp === null) redundant++;
  }
  return { node: new Parser(toks, choice).side(allowRatio), redundant };
}

/** Whether a tree uses a constant cube anywhere (π's note in check.ts). */
export function usesConstant(node: Node, c: 'pi' | 'chi' | 'j'): boolean {
  switch (node.t) {
    case 'const':
      return node.c === c;
    case 'num':
      return false;
    case 'neg':
    case 'group':
    case 'post':
      return usesConstant(node.a, c);
    case 'bin':
    case 'ratio':
      return usesConstant(node.a, c) || usesConstant(node.b, c);
    case 'pow':
      return usesConstant(node.a, c) || usesConstant(node.e, c);
    case 'func':
      return usesConstant(node.arg, c) || (node.base !== null && usesConstant(node.base, c)) || (node.power !== null && usesConstant(node.power, c));
  }
}
