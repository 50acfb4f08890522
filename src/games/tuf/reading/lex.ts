/**
 * How a row of cubes reads as mathematics, stage 1 of 4: the items of one
 * side become lexemes — numbers formed from adjacent cubes (decimals, mixed
 * fractions, game 5's bases), signs, (×) group cubes with their choice of
 * reading, constants, functions and postfixes, exponents attached.
 *
 * The pipeline for one side of an equation (this folder, in order):
 *   items → lexemes (lex.ts)
 *         → one token stream per reading, groups turned into parentheses,
 *           → expression tree (parse.ts: exponents, groups, × ÷ left to
 *           right, + −)
 *         → exact value (evaluate.ts) and normal notation (render.ts).
 * Where the cubes allow more than one reading (game 4 groups, the reach of
 * log and tan), lexing records a choice point and check.ts tries every
 * choice in turn.
 */
import { exact, rat, ratAdd, ratDiv, ratPowInt, type Exact, type Rat } from '../../../core/exact';
import { RefusalError } from '../../../core/refusal';
import { isFractionFace, isNumberFace, type FractionFace, type GameRules } from '../cubes';
import type { GroupReading, Item, PlacedCube, Position } from '../notation';
import type { TufSettings } from '../settings';

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
