/**
 * How a row of cubes reads as mathematics: numbers formed from adjacent
 * cubes, signs, groups made by the (×) cube and gaps, exponents, bases, the
 * constant cube — and, where the cubes allow more than one reading (game 4
 * groups, the reach of log and tan), every reading in turn.
 *
 * Pipeline for one side of an equation:
 *   items → lexemes (numbers formed, exponents and subscripts attached)
 *         → one token stream per reading (groups turned into parentheses)
 *         → expression tree (precedence: exponents, groups, × ÷ left to
 *           right, + −) → exact value, and normal notation.
 *
 * Why one file of ~870 lines: the stages share the lexeme, token and tree
 * types and the reading choices that thread through all of them; split, each
 * part would export its internals to the next. Read it top to bottom as the
 * pipeline above (lexing ~120–400, grouping ~400–470, parsing ~470–690,
 * evaluating ~690–750, normal notation ~750–end).
 */
import {
  NumError,
  add,
  div,
  exact,
  factorial,
  logBase,
  mul,
  neg,
  pow,
  rat,
  ratAdd,
  ratDiv,
  ratPowInt,
  sub,
  fromInt,
  J,
  type Exact,
  type Num,
  type Rat,
} from '../../core/exact';
import { RefusalError } from '../../core/refusal';
import { tanDegrees } from './tangent';
import { isFractionFace, isNumberFace, type FractionFace, type GameRules } from './cubes';
import type { GroupReading, Item, PlacedCube, Position } from './notation';
import type { TufSettings } from './settings';

/**
 * Why cubes cannot be read, thrown while reading a side: a short code
 * (`read.<what>`) and its values, never words; the screens and the command
 * line word it from the catalogue (`tuf.refuse.read.<what>`).
 */
export class ReadError extends RefusalError {
  override name = 'ReadError';
}

export const FRACTION_GLYPH: Readonly<Record<FractionFace, string>> = {
  '1/2': '½',
  '1/3': '⅓',
  '1/4': '¼',
  '1/5': '⅕',
  '1/8': '⅛',
  '1/10': '⅒',
};

const FRACTION_DEN: Readonly<Record<FractionFace, bigint>> = {
  '1/2': 2n,
  '1/3': 3n,
  '1/4': 4n,
  '1/5': 5n,
  '1/8': 8n,
  '1/10': 10n,
};

// ---------------------------------------------------------------------------
// Lexemes

export interface NumLex {
  k: 'num';
  value: Exact;
  /** As written in normal notation: "15", "9⅕", ".5", "0.50", "110". */
  text: string;
  /** Subscript base text ("2", "12"), or null for a decimal number. */
  baseText: string | null;
  base: number;
  exp: Lex[] | null;
}
export interface OpLex {
  k: 'op';
  op: '+' | '-' | 'x' | '/';
}
export interface GrpLex {
  k: 'grp';
  /** Index of this cube's choice point, or −1 when its reading is fixed. */
  cp: number;
  options: readonly GroupReading[];
  exp: Lex[] | null;
}
export interface ConstLex {
  k: 'const';
  c: 'pi' | 'chi' | 'j';
  exp: Lex[] | null;
}
export interface FuncLex {
  k: 'func';
  f: 'log' | 'tan';
  base: NumLex | null;
  cp: number;
  exp: Lex[] | null;
}
export interface PostLex {
  k: 'post';
  p: '%' | '!';
  exp: Lex[] | null;
}
export interface GapLex {
  k: 'gap';
}
export interface RatioLex {
  k: 'ratio';
}
export type Lex = NumLex | OpLex | GrpLex | ConstLex | FuncLex | PostLex | GapLex | RatioLex;

export interface LexContext {
  rules: GameRules;
  settings: TufSettings;
  /** Sizes of the choice points found so far (index = choice point id). */
  choiceSizes: number[];
  usesBase: boolean;
  usesPi: boolean;
}

const FUNC_OPTIONS = 2; // 0: the function takes the next factor; 1: the rest of the × ÷ chain

function digitText(face: string, rules: GameRules): string {
  return face === 'ø' ? (rules.decimals ? '.' : '0') : face;
}

function readNumber(run: PlacedCube[], ctx: LexContext): NumLex {
  const rules = ctx.rules;
  let intDigits = '';
  let fracDigits = '';
  let point = false;
  let intCubes = 0;
  let zeroFace = false;
  let fraction: FractionFace | null = null;
  for (const cube of run) {
    const f = cube.face;
    if (isFractionFace(f)) {
      if (fraction !== null) throw new ReadError('read.twoFractions');
      if (point) throw new ReadError('read.fractionAfterDecimal');
      fraction = f;
      continue;
    }
    if (fraction !== null) {
      throw new ReadError('read.numberAfterFraction');
    }
    if (f === 'ø' && rules.decimals) {
      if (point) throw new ReadError('read.twoPoints');
      point = true;
      continue;
    }
    if (f === 'ø') zeroFace = true;
    if (point) fracDigits += digitText(f, rules);
    else {
      intDigits += digitText(f, rules);
      intCubes++;
    }
  }
  if (point && fracDigits === '') throw new ReadError('read.pointNeedsDigit');
  // the ø face read as a zero in games 1 and 2 is often meant as a decimal point
  // (the code names the ø hint: `…Oslash`)
  const zeroHint = zeroFace && !rules.decimals;
  if (intDigits.length > 1 && intDigits.charCodeAt(0) === 48) {
    throw new ReadError(zeroHint ? 'read.leadingZeroOslash' : 'read.leadingZero', { digits: intDigits });
  }
  if (fraction !== null && intDigits === '0') {
    throw new ReadError('read.zeroMixed', { fraction: FRACTION_GLYPH[fraction] });
  }
  const text = (point ? `${intDigits}.${fracDigits}` : intDigits) + (fraction !== null ? FRACTION_GLYPH[fraction] : '');
  if (!point && intCubes > rules.maxIntegerCubes) {
    // A based number (game 5) may use any number of cubes: the caller reads those with rebase().
    throw new ReadError(zeroHint ? 'read.tooManyDigitsOslash' : 'read.tooManyDigits', { max: rules.maxIntegerCubes, count: intCubes });
  }
  let value: Rat = rat(0);
  if (intDigits !== '') value = rat(BigInt(intDigits));
  if (point) value = ratAdd(value, rat(BigInt(fracDigits), 10n ** BigInt(fracDigits.length)));
  if (fraction !== null) value = ratAdd(value, rat(1n, FRACTION_DEN[fraction]));
  return { k: 'num', value: exact(value), text, baseText: null, base: 10, exp: null };
}

function rebase(run: PlacedCube[], baseRun: PlacedCube[], ctx: LexContext): NumLex {
  const rules = ctx.rules;
  if (!rules.bases) {
    throw new ReadError('read.baseOnlyGame5');
  }
  let baseDigits = '';
  for (const c of baseRun) {
    if (!isNumberFace(c.face) || c.face === 'ø') throw new ReadError('read.baseNumberCubes');
    baseDigits += c.face;
  }
  if (baseRun.length > 2) throw new ReadError('read.baseTwoCubes');
  if (baseDigits.length > 1 && baseDigits.charCodeAt(0) === 48) throw new ReadError('read.baseLeadingZero');
  const base = Number(baseDigits);
  if (base < 2) throw new ReadError('read.baseTooSmall', { base });
  let intDigits = '';
  let fracDigits = '';
  let point = false;
  for (const c of run) {
    if (isFractionFace(c.face)) throw new ReadError('read.baseFraction');
    if (c.face === 'ø' && rules.decimals) {
      if (point) throw new ReadError('read.twoPoints');
      point = true;
      continue;
    }
    const d = digitText(c.face, rules);
    if (point) fracDigits += d;
    else intDigits += d;
  }
  if (point && fracDigits === '') throw new ReadError('read.pointNeedsDigit');
  if (intDigits.length > 1 && intDigits.charCodeAt(0) === 48) throw new ReadError('read.leadingZeroBase', { digits: intDigits, base });
  const B = BigInt(base);
  let n = 0n;
  for (const ch of intDigits + fracDigits) {
    const d = ch.charCodeAt(0) - 48;
    if (d >= base) {
      throw new ReadError('read.digitNotInBase', { digit: d, base, max: Math.min(base - 1, 9) });
    }
    n = n * B + BigInt(d);
  }
  const value = ratDiv(rat(n), ratPowInt(rat(B), BigInt(fracDigits.length)));
  if (base !== 10) ctx.usesBase = true;
  return {
    k: 'num',
    value: exact(value),
    text: point ? `${intDigits}.${fracDigits}` : intDigits,
    baseText: baseDigits,
    base,
    exp: null,
  };
}

/**
 * Turns the items of one side (or of one exponent, level 'sup') into lexemes.
 * Throws ReadError with a reason for cubes that cannot be read in any way.
 */
export function lexItems(items: readonly Item[], level: Position, ctx: LexContext): Lex[] {
  const out: Lex[] = [];
  const rules = ctx.rules;
  let i = 0;
  const n = items.length;
  while (i < n) {
    const it = items[i] as Item;
    if (it.kind === 'ratio') {
      out.push({ k: 'ratio' });
      i++;
      continue;
    }
    if (it.position !== level) {
      if (level === 'sup') throw new ReadError('read.nestedRaise');
      throw new ReadError(it.position === 'sup' ? 'read.supAfter' : 'read.subAfter');
    }
    if (it.kind === 'gap') {
      out.push({ k: 'gap' });
      i++;
      continue;
    }
    const face = it.face;
    let lex: Lex;
    if (isNumberFace(face) || isFractionFace(face)) {
      let j = i;
      const run: PlacedCube[] = [];
      while (j < n) {
        const c = items[j] as Item;
        if (c.kind !== 'cube' || c.position !== level || !(isNumberFace(c.face) || isFractionFace(c.face))) break;
        run.push(c);
        j++;
      }
      i = j;
      const subRun: PlacedCube[] = [];
      while (i < n) {
        const c = items[i] as Item;
        if (c.kind !== 'cube' || c.position !== 'sub' || level !== 'normal') break;
        subRun.push(c);
        i++;
      }
      if (subRun.length > 0) lex = rebase(run, subRun, ctx);
      else lex = readNumber(run, ctx);
    } else {
      i++;
      switch (face) {
        case '+':
        case '-':
        case 'x':
        case '/':
          lex = { k: 'op', op: face };
          break;
        case '(x)':
          if (!rules.groups) lex = { k: 'op', op: 'x' };
          else if (it.group !== undefined) lex = { k: 'grp', cp: -1, options: [it.group], exp: null };
          else lex = { k: 'grp', cp: -2, options: [], exp: null }; // options decided below
          break;
        case 'pi':
          ctx.usesPi = true;
          lex = { k: 'const', c: 'pi', exp: null };
          break;
        case 'chi':
          lex = { k: 'const', c: 'chi', exp: null };
          break;
        case 'j':
          if (ctx.settings.j === 'factorial') lex = { k: 'post', p: '!', exp: null };
          else if (ctx.settings.j === 'relation') throw new ReadError('read.jRelationPlace');
          else lex = { k: 'const', c: 'j', exp: null };
          break;
        case '%':
          lex = { k: 'post', p: '%', exp: null };
          break;
        case 'log':
        case 'tan': {
          let base: NumLex | null = null;
          if (face === 'log') {
            const subRun: PlacedCube[] = [];
            while (i < n) {
              const c = items[i] as Item;
              if (c.kind !== 'cube' || c.position !== 'sub' || level !== 'normal') break;
              subRun.push(c);
              i++;
            }
            if (subRun.length > 0) {
              for (const c of subRun) {
                if (!(isNumberFace(c.face) || isFractionFace(c.face))) throw new ReadError('read.logBaseNumber');
              }
              base = readNumber(subRun, ctx);
            }
          }
          ctx.choiceSizes.push(FUNC_OPTIONS);
          lex = { k: 'func', f: face, base, cp: ctx.choiceSizes.length - 1, exp: null };
          break;
        }
        case '=':
          throw new ReadError('read.oneEquals');
        default:
          throw new ReadError('read.cubeHere', { face });
      }
    }
    // Exponent run after the lexeme.
    if (i < n) {
      const nx = items[i] as Item;
      if (nx.kind !== 'ratio' && nx.position === 'sub' && level === 'normal') {
        throw new ReadError('read.subAfter');
      }
      if (nx.kind !== 'ratio' && nx.position === 'sup' && level === 'normal') {
        const supItems: Item[] = [];
        while (i < n) {
          const c = items[i] as Item;
          if (c.kind === 'ratio' || c.position !== 'sup') break;
          supItems.push(c);
          i++;
        }
        if (lex.k === 'op') {
          throw new ReadError('read.supAfterOperator');
        }
        if (lex.k === 'grp' && lex.cp === -1 && lex.options[0] !== 'close') {
          throw new ReadError('read.expAfterGroupCube');
        }
        if (lex.k === 'grp' && lex.cp === -2) lex = { k: 'grp', cp: -1, options: ['close'], exp: null };
        const expLex = lexItems(supItems, 'sup', ctx);
        (lex as NumLex | GrpLex | ConstLex | FuncLex | PostLex).exp = expLex;
      }
    }
    out.push(lex);
  }
  // Choice points for (×) cubes whose reading is open: default first (the rule).
  for (let q = 0; q < out.length; q++) {
    const l = out[q] as Lex;
    if (l.k !== 'grp' || l.cp !== -2) continue;
    const next = out[q + 1];
    const closeFirst = next === undefined || next.k === 'op' || next.k === 'gap' || next.k === 'ratio' || next.k === 'post';
    const options: GroupReading[] = closeFirst ? ['close', 'open', 'times'] : ['open', 'times', 'close'];
    ctx.choiceSizes.push(options.length);
    out[q] = { k: 'grp', cp: ctx.choiceSizes.length - 1, options, exp: l.exp };
  }
  return out;
}

// ---------------------------------------------------------------------------
// Expression trees

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

const OP_NAME: Readonly<Record<string, string>> = { '+': '+', '-': '−', x: '×', '/': '÷' };

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

// ---------------------------------------------------------------------------
// Values

export interface Env {
  pi: Exact;
  chi: Num | null;
}

const R100: Exact = fromInt(100);
const R10: Exact = fromInt(10);

export function evaluate(node: Node, env: Env): Num {
  switch (node.t) {
    case 'num':
      return node.v;
    case 'const':
      if (node.c === 'pi') return env.pi;
      if (node.c === 'j') return J;
      if (env.chi === null) throw new NumError('num.chiUndeclared');
      return env.chi;
    case 'neg':
      return neg(evaluate(node.a, env));
    case 'bin': {
      const a = evaluate(node.a, env);
      const b = evaluate(node.b, env);
      switch (node.op) {
        case '+':
          return add(a, b);
        case '-':
          return sub(a, b);
        case '/':
          return div(a, b);
        default:
          return mul(a, b);
      }
    }
    case 'group':
      return evaluate(node.a, env);
    case 'pow':
      return pow(evaluate(node.a, env), evaluate(node.e, env));
    case 'post': {
      const a = evaluate(node.a, env);
      return node.p === '%' ? div(a, R100) : factorial(a);
    }
    case 'ratio':
      return div(evaluate(node.a, env), evaluate(node.b, env));
    case 'func': {
      const arg = evaluate(node.arg, env);
      let v = node.f === 'tan' ? tanDegrees(arg) : logBase(node.base !== null ? evaluate(node.base, env) : R10, arg);
      if (node.power !== null) v = pow(v, evaluate(node.power, env));
      return v;
    }
  }
}

// ---------------------------------------------------------------------------
// Normal notation

/** A run of normal-notation text; the UI draws `sup` raised and `sub` lowered. */
export interface NormalRun {
  text: string;
  sup?: boolean;
  sub?: boolean;
}

const SUP: Readonly<Record<string, string>> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '−': '⁻',
  '+': '⁺',
  '(': '⁽',
  ')': '⁾',
  ' ': '',
};
const SUBS: Readonly<Record<string, string>> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
};

function mapAll(text: string, table: Readonly<Record<string, string>>): string | null {
  let out = '';
  for (const ch of text) {
    const m = table[ch];
    if (m === undefined) return null;
    out += m;
  }
  return out;
}

/** Joins runs into one Unicode string: superscripts and subscripts as Unicode where possible, else ^(…) and _(…). */
export function runsToText(runs: readonly NormalRun[]): string {
  let out = '';
  let k = 0;
  while (k < runs.length) {
    const r = runs[k] as NormalRun;
    if (!r.sup && !r.sub) {
      out += r.text;
      k++;
      continue;
    }
    let text = '';
    const sup = r.sup === true;
    while (k < runs.length && (runs[k] as NormalRun).sup === r.sup && (runs[k] as NormalRun).sub === r.sub) {
      text += (runs[k] as NormalRun).text;
      k++;
    }
    const mapped = mapAll(text, sup ? SUP : SUBS);
    if (mapped !== null) out += mapped;
    else if (!text.includes(' ') && text.length <= 2) out += (sup ? '^' : '_') + text;
    else out += `${sup ? '^' : '_'}(${text})`;
  }
  return out;
}

function mark(runs: NormalRun[], flag: 'sup' | 'sub'): NormalRun[] {
  return runs.map((r) => ({ text: r.text, [flag]: true }));
}

function startsWithDigit(runs: readonly NormalRun[]): boolean {
  const first = runs[0];
  if (first === undefined) return false;
  const c = first.text.charCodeAt(0);
  return (c >= 48 && c <= 57) || c === 46 || /^[½⅓¼⅕⅛⅒]/.test(first.text);
}

function simpleArg(node: Node): boolean {
  return node.t === 'num' || node.t === 'const' || node.t === 'group' || (node.t === 'pow' && simpleArg(node.a)) || node.t === 'post';
}

export function renderNode(node: Node): NormalRun[] {
  switch (node.t) {
    case 'num': {
      const runs: NormalRun[] = [{ text: node.lex.text }];
      if (node.lex.baseText !== null) runs.push({ text: node.lex.baseText, sub: true });
      return runs;
    }
    case 'const':
      return [{ text: node.c === 'pi' ? 'π' : node.c === 'chi' ? 'χ' : 'j' }];
    case 'neg':
      return [{ text: '−' }, ...renderNode(node.a)];
    case 'bin': {
      const a = renderNode(node.a);
      const b = renderNode(node.b);
      if (node.op === 'imp') return startsWithDigit(b) ? [...a, { text: ' ' }, ...b] : [...a, ...b];
      return [...a, { text: ` ${OP_NAME[node.op]} ` }, ...b];
    }
    case 'group':
      return [{ text: '(' }, ...renderNode(node.a), { text: ')' }];
    case 'pow':
      return [...renderNode(node.a), ...mark(renderNode(node.e), 'sup')];
    case 'post':
      return [...renderNode(node.a), { text: node.p }];
    case 'ratio': {
      const wrap = (n: Node): NormalRun[] => (simpleArg(n) ? renderNode(n) : [{ text: '(' }, ...renderNode(n), { text: ')' }]);
      return [...wrap(node.a), { text: '/' }, ...wrap(node.b)];
    }
    case 'func': {
      const runs: NormalRun[] = [{ text: node.f }];
      if (node.base !== null) runs.push(...mark(renderNode(node.base), 'sub'));
      if (node.power !== null) runs.push(...mark(renderNode(node.power), 'sup'));
      const arg = renderNode(node.arg);
      const wrapped = simpleArg(node.arg) ? arg : [{ text: '(' }, ...arg, { text: ')' }];
      runs.push({ text: ' ' }, ...wrapped);
      if (node.f === 'tan') runs.push({ text: '°' });
      return runs;
    }
  }
}

/** Merges neighbouring runs with the same flags. */
export function compactRuns(runs: readonly NormalRun[]): NormalRun[] {
  const out: NormalRun[] = [];
  for (const r of runs) {
    const last = out[out.length - 1];
    if (last !== undefined && last.sup === r.sup && last.sub === r.sub) last.text += r.text;
    else out.push({ ...r });
  }
  return out;
}

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
