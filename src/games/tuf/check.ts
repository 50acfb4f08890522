/**
 * checkEquation: is an arrangement of cubes a true equation in a game, and
 * what does it score? renderNormal: the arrangement in normal notation.
 *
 * Why ~610 lines: checking, rendering and listing readings walk the same
 * readings of the same arrangement (π's values, χ, j's meaning, the (×)
 * groups) with the same private helpers; the reading itself is in
 * reading/ (lex, parse, evaluate, render), the cubes' rules in cubes.ts and
 * notation.ts.
 */
import {
  NumError,
  approx,
  div,
  pow,
  exact,
  formatNum,
  isReal,
  isZero,
  numCompare,
  numEquals,
  parseRat,
  rat,
  toApprox,
  type Exact,
  type Num,
} from '../../core/exact';
import { FACE_SYMBOL as CUBE_SYMBOL, faceSymbol, isFractionFace, isNumberFace, rollFaces, rulesOf, type Face, type RolledCube, type RulesKey } from './cubes';
import { refusal, type Refusal } from '../../core/engine';
import { cubesOf, faceNotAllowed, parseEquation, type Arrangement, type GroupReading, type Item, type PlacedCube } from './notation';
import { evaluate, type Env } from './reading/evaluate';
import { FRACTION_GLYPH, ReadError, lexItems, type LexContext } from './reading/lex';
import { parseLexes, usesConstant, type Node } from './reading/parse';
import { compactRuns, renderNode, runsToText, type NormalRun } from './reading/render';
import { cubeValue, cubeValueOptions } from './scoring';
import { PI_FRACTIONS, parseChi, piReadings, withDefaults, type Relation, type TufSettings } from './settings';

export type { NormalRun } from './reading/render';

export interface CheckInput {
  game: RulesKey;
  /** The equation in the text notation, or an already parsed arrangement. */
  equation: string | Arrangement;
  /** When given, every cube must come from the roll, each used at most once. */
  roll?: string | readonly RolledCube[] | readonly Face[];
  settings?: Partial<TufSettings>;
  /** Score as the final declarer (every cube counts twice). */
  finalDeclarer?: boolean;
}

export interface CheckValid {
  valid: true;
  /** The reading found, in normal notation: "(6 + 4) ÷ ⅛ = 80". */
  normal: string;
  /** The same as runs of text with sup/sub flags, for the UI to draw. */
  runs: NormalRun[];
  /** The value of each side: an integer, a fraction ("11/24"), a complex number ("6j"), or a decimal when approximate. */
  value: string;
  /** True when the value is irrational (or from the tangent table) and was compared within a tolerance. */
  approximate: boolean;
  /** The tolerance used, as a decimal, when approximate. */
  tolerance?: string;
  /** Physical cubes used, the equals cube included. */
  cubes: number;
  /** Points as the rulebook counts them (for the final declarer when finalDeclarer was set). */
  score: number;
  /** Cube value before final-declarer doubling. */
  cubeValue: number;
  /** The equation equates to zero. */
  zero: boolean;
  /** It uses a number in a base other than 10. */
  usesBase: boolean;
  /** Readings chosen where the rules leave room, as codes (`piAs.22/7`: π read as 22/7), worded under `tuf.note.<code>`. */
  notes: CheckNote[];
  arrangement: Arrangement;
}

export interface CheckInvalid {
  valid: false;
  /** Why, as data (a code and its values) for the screens, the command line and the workers, worded under `tuf.refuse.<code>`. */
  refusal: Refusal;
  /** Normal notation of the first reading, when the cubes could be read. */
  normal?: string;
  runs?: NormalRun[];
  /** Values of the two sides when both could be worked out. */
  left?: string;
  right?: string;
  cubes?: number;
  score: 0;
  arrangement?: Arrangement;
}

export type CheckResult = CheckValid | CheckInvalid;

/** Most readings tried for one side (3 per (×) cube, 2 per log/tan). */
export const MAX_READINGS = 6561;

const RELATION_TEXT: Readonly<Record<Relation | '=', string>> = {
  '=': '=',
  '<': '<',
  '>': '>',
  '<=': '≤',
  '>=': '≥',
  '!=': '≠',
  '===': '≡',
};

interface SideReading {
  node: Node;
  runs: NormalRun[];
  text: string;
  /** Groups around a single number ("5(π)"): readings with fewer come first. */
  redundant: number;
}

interface SideReadings {
  readings: SideReading[];
  /** Why the first (default) reading failed, when it did. */
  firstError: Refusal | null;
}

function readSide(items: readonly Item[], ctx: LexContext, allowRatio: boolean): SideReadings {
  const before = ctx.choiceSizes.length;
  const lexes = lexItems(items, 'normal', ctx);
  const sizes = ctx.choiceSizes.slice(before);
  // Choice indices are global: build a choice array covering all points so far.
  const choice = new Array<number>(ctx.choiceSizes.length).fill(0);
  let total = 1;
  for (const s of sizes) total *= s;
  const readings: SideReading[] = [];
  let firstError: Refusal | null = null;
  const seen = new Set<string>();
  const count = Math.min(total, MAX_READINGS);
  for (let r = 0; r < count; r++) {
    // Odometer over this side's choice points (first point changes fastest).
    let rest = r;
    for (let q = 0; q < sizes.length; q++) {
      const s = sizes[q] as number;
      choice[before + q] = rest % s;
      rest = Math.floor(rest / s);
    }
    try {
      const { node, redundant } = parseLexes(lexes, choice, allowRatio);
      const runs = renderNode(node);
      const text = total > 1 ? runsToText(runs) : '';
      if (total > 1) {
        if (seen.has(text)) continue;
        seen.add(text);
      }
      readings.push({ node, runs, text, redundant });
    } catch (e) {
      if (!(e instanceof ReadError)) throw e;
      if (r === 0) firstError = refusal(e.code, e.vars);
    }
  }
  readings.sort((a, b) => a.redundant - b.redundant);
  if (readings.length === 0 && firstError === null) firstError = refusal('read.side');
  return { readings, firstError };
}

function relationHolds(rel: Relation | '=', a: Num, b: Num): boolean {
  switch (rel) {
    case '=':
    case '===':
      return numEquals(a, b);
    case '!=':
      return !numEquals(a, b);
    case '<':
      return numCompare(a, b) < 0;
    case '>':
      return numCompare(a, b) > 0;
    case '<=':
      return numCompare(a, b) <= 0;
    case '>=':
      return numCompare(a, b) >= 0;
  }
}

const PI_NOTE = { radians: 'piAs.radians', '22/7': 'piAs.22/7', '3.14': 'piAs.3.14' } as const;
/** A reading chosen where the rules leave room (worded under `tuf.note.<note>`). */
export type CheckNote = (typeof PI_NOTE)[keyof typeof PI_NOTE];
const PI_VALUES: readonly { key: 'radians' | '22/7' | '3.14'; value: Exact; note: CheckNote }[] = piReadings('any').map((key) => ({
  key,
  value: exact(rat(...PI_FRACTIONS[key])),
  note: PI_NOTE[key],
}));

function inputFaces(roll: CheckInput['roll']): Face[] | Refusal {
  if (roll === undefined) return [];
  const r = rollFaces(roll);
  return r.ok ? r.faces : refusal(r.code, r.vars);
}

/** What keeps cubes from being taken from the roll: a face not rolled, or one used more often than rolled; null when they all are. */
export function rollShortfall(cubes: readonly PlacedCube[], roll: readonly Face[]): { face: Face; used: number; have: number } | null {
  const have = new Map<Face, number>();
  for (const f of roll) have.set(f, (have.get(f) ?? 0) + 1);
  const used = new Map<Face, number>();
  for (const c of cubes) used.set(c.face, (used.get(c.face) ?? 0) + 1);
  for (const [f, n] of used) {
    const h = have.get(f) ?? 0;
    if (n > h) return { face: f, used: n, have: h };
  }
  return null;
}

function invalid(why: Refusal, extra: Partial<CheckInvalid> = {}): CheckInvalid {
  return { valid: false, refusal: why, score: 0, ...extra };
}

interface Split {
  left: Item[];
  right: Item[];
  relation: Relation | '=';
}

function splitSides(items: readonly Item[], settings: TufSettings): Split | Refusal {
  let at = -1;
  let relation: Relation | '=' = '=';
  let count = 0;
  for (let i = 0; i < items.length; i++) {
    const it = items[i] as Item;
    if (it.kind !== 'cube') continue;
    let rel: Relation | '=' | null = null;
    if (it.face === '=') {
      if (it.position !== 'normal') return refusal('split.equalsRaised');
      rel = '=';
    } else if (it.face === 'j' && it.jAs !== undefined && it.jAs !== 'factorial') {
      if (it.position !== 'normal') return refusal('split.relationRaised');
      if (settings.j !== 'relation') return refusal('split.jNotRelation');
      if (it.jAs !== settings.jRelation) return refusal('split.jDeclaredAs', { declared: RELATION_TEXT[settings.jRelation], used: RELATION_TEXT[it.jAs] });
      rel = it.jAs;
    } else if (it.face === 'j' && it.jAs === undefined && settings.j === 'relation' && it.position === 'normal') {
      rel = settings.jRelation;
    } else if (it.face === 'j' && it.jAs === 'factorial' && settings.j !== 'factorial') {
      return refusal('split.jFactorial');
    }
    if (rel !== null) {
      count++;
      at = i;
      relation = rel;
    }
  }
  if (count === 0) return refusal('split.noEquals');
  if (count > 1) return refusal('split.manyEquals', { count });
  return { left: items.slice(0, at), right: items.slice(at + 1), relation };
}

/** The value of χ; null when not declared; a refusal when the declaration is not readable. */
function chiValue(settings: TufSettings): Num | null | Refusal {
  if (settings.chi === null) return null;
  const c = parseChi(settings.chi);
  const bad = refusal('chi.bad', { chi: settings.chi });
  if (c === null) return bad;
  try {
    switch (c.kind) {
      case 'rational': {
        const r = parseRat(c.text);
        return r === null ? bad : exact(r);
      }
      case 'root': {
        const r = parseRat(c.radicand);
        if (r === null) return bad;
        const v = pow(exact(r), exact(rat(1, c.degree)));
        return c.reciprocal ? div(exact(rat(1)), v) : v;
      }
      case 'e':
        return c.reciprocal ? approx(1 / Math.E) : approx(Math.E);
      case 'power':
        return pow(exact(rat(BigInt(c.base))), exact(rat(c.exponent)));
    }
  } catch (e) {
    if (e instanceof NumError) return bad;
    throw e;
  }
}

/**
 * The cubes of an arrangement when bases are stated rather than shown by a
 * cube (game 5 variant): subscripts right after a number are the statement,
 * not cubes. A log's base stays a cube.
 */
function cubesWithoutStatedBases(arrangement: Arrangement): PlacedCube[] {
  const out: PlacedCube[] = [];
  let afterNumber = false;
  for (const it of arrangement.items) {
    if (it.kind !== 'cube') {
      afterNumber = false;
      continue;
    }
    if (it.position === 'sub') {
      if (!afterNumber) out.push(it);
      continue;
    }
    afterNumber = it.position === 'normal' && (isNumberFace(it.face) || isFractionFace(it.face));
    out.push(it);
  }
  return out;
}

/** Checks an equation; never throws for any text. */
export function checkEquation(input: CheckInput): CheckResult {
  const rules = rulesOf(input.game);
  const settings = withDefaults(input.settings);
  let arrangement: Arrangement;
  if (typeof input.equation === 'string') {
    const parsed = parseEquation(input.equation, input.game);
    if (!parsed.ok) return invalid(refusal(parsed.code, parsed.vars));
    arrangement = parsed.arrangement;
  } else {
    arrangement = input.equation;
    if (arrangement.items.length === 0) return invalid(refusal('noCubes'));
    for (const it of arrangement.items) {
      if (it.kind === 'ratio' && !rules.ratio) return invalid(refusal('ratioOnly'));
      if (it.kind === 'gap' && !rules.groups) return invalid(refusal('gapsFrom4'));
      if (it.kind === 'cube') {
        const why = faceNotAllowed(it, rules);
        if (why !== null) return invalid(refusal(why.code, why.vars));
      }
    }
  }
  const cubes = settings.statedBases && rules.bases ? cubesWithoutStatedBases(arrangement) : cubesOf(arrangement);
  if (input.roll !== undefined) {
    const faces = inputFaces(input.roll);
    if (!Array.isArray(faces)) return invalid(faces, { arrangement });
    const short = rollShortfall(cubes, faces);
    if (short !== null) {
      const why =
        short.have === 0
          ? refusal('notInRoll', { face: faceSymbol(short.face) })
          : refusal('tooMany', { face: faceSymbol(short.face), used: short.used, have: short.have });
      return invalid(why, { arrangement, cubes: cubes.length });
    }
  }
  const split = splitSides(arrangement.items, settings);
  if (!('relation' in split)) return invalid(split, { arrangement, cubes: cubes.length });

  const ctx: LexContext = { rules, settings, choiceSizes: [], usesBase: false, usesPi: false };
  let left: SideReadings;
  let right: SideReadings;
  try {
    if (split.left.length === 0) return invalid(refusal('emptyLeft'), { arrangement, cubes: cubes.length });
    if (split.right.length === 0) return invalid(refusal('emptyRight'), { arrangement, cubes: cubes.length });
    left = readSide(split.left, ctx, rules.ratio);
    right = readSide(split.right, ctx, rules.ratio);
  } catch (e) {
    if (e instanceof ReadError || e instanceof NumError) return invalid(refusal(e.code, e.vars), { arrangement, cubes: cubes.length });
    throw e;
  }
  if (left.readings.length === 0) return invalid(left.firstError ?? refusal('read.side'), { arrangement, cubes: cubes.length });
  if (right.readings.length === 0) return invalid(right.firstError ?? refusal('read.side'), { arrangement, cubes: cubes.length });

  const usesPi = ctx.usesPi;
  const piOptions = usesPi ? (settings.pi === 'any' ? PI_VALUES : PI_VALUES.filter((p) => p.key === settings.pi)) : [PI_VALUES[0]];
  const chiOrReason = chiValue(settings);
  const chiBad = chiOrReason !== null && 'code' in chiOrReason;
  if (chiBad && cubes.some((c) => c.face === 'chi')) return invalid(chiOrReason, { arrangement, cubes: cubes.length });
  const chi = chiOrReason === null || 'code' in chiOrReason ? null : chiOrReason;
  const relText = RELATION_TEXT[split.relation];

  let firstValues: { l: string; r: string; lt: string; rt: string; lruns: NormalRun[]; rruns: NormalRun[] } | null = null;
  let firstError: Refusal | null = null;
  let zeroMatch: CheckValid | null = null;
  for (const piOpt of piOptions) {
    if (piOpt === undefined) continue;
    const env: Env = { pi: piOpt.value, chi };
    const lvals: (Num | null)[] = left.readings.map((rd) => safeEval(rd.node, env, (m) => (firstError ??= m)));
    const rvals: (Num | null)[] = right.readings.map((rd) => safeEval(rd.node, env, (m) => (firstError ??= m)));
    for (let i = 0; i < lvals.length; i++) {
      const a = lvals[i];
      if (a === null || a === undefined) continue;
      for (let k = 0; k < rvals.length; k++) {
        const b = rvals[k];
        if (b === null || b === undefined) continue;
        const lr = left.readings[i] as SideReading;
        const rr = right.readings[k] as SideReading;
        if (firstValues === null) {
          firstValues = { l: formatNum(a), r: formatNum(b), lt: '', rt: '', lruns: lr.runs, rruns: rr.runs };
        }
        let holds: boolean;
        try {
          holds = relationHolds(split.relation, a, b);
        } catch (e) {
          if (e instanceof NumError) {
            firstError ??= refusal(e.code, e.vars);
            continue;
          }
          throw e;
        }
        if (!holds) continue;
        const runs = compactRuns([...lr.runs, { text: ` ${relText} ` }, ...rr.runs]);
        const zero = split.relation === '=' || split.relation === '===' ? isZero(a) && isZero(b) : false;
        const approximate = !a.exact || !b.exact;
        const notes: CheckNote[] = [];
        if (usesPi && (usesConstant(lr.node, 'pi') || usesConstant(rr.node, 'pi'))) notes.push(piOpt.note);
        const value = cubeValue(cubes, cubeValueOptions(settings, ctx.usesBase, zero));
        const result: CheckValid = {
          valid: true,
          normal: runsToText(runs),
          runs,
          value: formatNum(split.relation === '=' || split.relation === '===' ? (a.exact ? a : b) : a),
          approximate,
          cubes: cubes.length,
          score: input.finalDeclarer ? value * 2 : value,
          cubeValue: value,
          zero,
          usesBase: ctx.usesBase,
          notes,
          arrangement,
        };
        if (approximate) {
          const ta = a.exact ? 0 : a.tol;
          const tb = b.exact ? 0 : b.tol;
          result.tolerance = Number((ta + tb + 1e-9 * Math.max(1, Math.abs(toApprox(a).re))).toPrecision(3)).toString();
        }
        if (zero && settings.zero === 'disallow') {
          zeroMatch ??= result;
          continue;
        }
        return result;
      }
    }
  }
  if (zeroMatch !== null) {
    return invalid(refusal('zeroNotAllowed'), {
      arrangement,
      cubes: cubes.length,
      normal: zeroMatch.normal,
      runs: zeroMatch.runs,
      left: '0',
      right: '0',
    });
  }
  if (firstValues === null) {
    return invalid(firstError ?? refusal('noValue'), { arrangement, cubes: cubes.length });
  }
  const runs = compactRuns([...firstValues.lruns, { text: ` ${relText} ` }, ...firstValues.rruns]);
  const several = left.readings.length * right.readings.length * piOptions.length > 1;
  const l = readableValue(firstValues.l);
  const r = readableValue(firstValues.r);
  const any = several ? 'Any' : '';
  const why =
    split.relation === '=' || split.relation === '==='
      ? refusal(`notEqual${any}`, { left: l, right: r })
      : refusal(`relationFalse${any}`, { left: l, rel: relText, right: r });
  return invalid(why, {
    arrangement,
    cubes: cubes.length,
    normal: runsToText(runs),
    runs,
    left: firstValues.l,
    right: firstValues.r,
  });
}

/** Values longer than this are shortened in a reason (the exact value stays in `left` / `right`). */
const READABLE_CHARS = 24;

/** The leading digits of a run of digits as a number d.ddd… and its power of ten. */
function leading(digits: string): { m: number; e: number } {
  return { m: Number(`${digits.slice(0, 1)}.${digits.slice(1, 16) || '0'}`), e: digits.length - 1 };
}

/**
 * A value as a student can read it in a sentence, in symbols only (no words,
 * so any language's catalogue can carry it): short values as they are; a huge
 * whole number as "1.00 × 10^1010" and a fraction with huge parts as
 * "≈ 6.09 × 10^-47", instead of a thousand digits.
 */
export function readableValue(text: string): string {
  if (text.length <= READABLE_CHARS) return text;
  const m = /^(-?)(\d+)(?:\/(\d+))?$/.exec(text);
  if (m === null) return `${text.slice(0, READABLE_CHARS)}…`;
  const sign = m[1] ?? '';
  const num = leading(m[2] as string);
  if (m[3] === undefined) return `${sign}${num.m.toFixed(2)} × 10^${num.e}`;
  const den = leading(m[3]);
  let mant = num.m / den.m;
  let e = num.e - den.e;
  if (mant < 1) {
    mant *= 10;
    e -= 1;
  }
  if (e >= -4 && e <= 6) return `≈ ${sign}${Number((mant * 10 ** e).toPrecision(6))}`;
  return `≈ ${sign}${mant.toFixed(2)} × 10^${e}`;
}

function safeEval(node: Node, env: Env, onError: (why: Refusal) => void): Num | null {
  try {
    const v = evaluate(node, env);
    if (!isReal(v) && !v.exact && Number.isNaN(v.re)) return null;
    return v;
  } catch (e) {
    if (e instanceof NumError) {
      onError(refusal(e.code, e.vars));
      return null;
    }
    if (e instanceof RangeError) {
      onError(refusal('num.tooLarge'));
      return null;
    }
    throw e;
  }
}

export interface Rendered {
  text: string;
  runs: NormalRun[];
  /** False when the cubes could not be read and the text just lists their symbols. */
  readable: boolean;
}

/** Symbols in normal notation: the cubes' own, fractions as one glyph (½). */
const FACE_SYMBOL: Readonly<Record<string, string>> = { ...CUBE_SYMBOL, ...FRACTION_GLYPH };

/**
 * Normal notation for an arrangement: the reading checkEquation would report
 * (the true one if any), else the first reading; for cubes that cannot be
 * read yet (the UI calls this while a player arranges), their symbols in order.
 */
export function renderNormal(equation: string | Arrangement, game: RulesKey, settings?: Partial<TufSettings>): Rendered {
  const res = checkEquation({ game, equation, settings });
  if (res.valid) return { text: res.normal, runs: res.runs, readable: true };
  if (res.normal !== undefined && res.runs !== undefined) return { text: res.normal, runs: res.runs, readable: true };
  let arrangement: Arrangement | undefined = res.arrangement;
  if (arrangement === undefined && typeof equation !== 'string') arrangement = equation;
  if (arrangement === undefined && typeof equation === 'string') {
    const p = parseEquation(equation);
    if (p.ok) arrangement = p.arrangement;
  }
  const runs: NormalRun[] = [];
  for (const it of arrangement?.items ?? []) {
    if (it.kind === 'ratio') runs.push({ text: ' / ' });
    else if (it.kind === 'gap') runs.push({ text: ' ' });
    else {
      const sym = it.face === 'ø' ? (rulesOf(game).decimals ? '.' : '0') : (FACE_SYMBOL[it.face] ?? it.face);
      const run: NormalRun = { text: it.position === 'normal' ? ` ${sym}` : sym };
      if (it.position === 'sup') run.sup = true;
      if (it.position === 'sub') run.sub = true;
      runs.push(run);
    }
  }
  const compact = compactRuns(runs);
  const first = compact[0];
  if (first !== undefined) first.text = first.text.trimStart();
  return { text: runsToText(compact), runs: compact, readable: false };
}

export interface ReadingChoice {
  /** The arrangement with every (×) cube's reading written out ((x)> <(x) (x)*). */
  arrangement: Arrangement;
  normal: string;
  runs: NormalRun[];
  valid: boolean;
  /** Why this reading is not a true equation, when it is not (worded under `tuf.refuse.<code>`). */
  refusal?: Refusal;
}

/** Most (×) cubes whose readings listReadings spells out (3^6 = 729 arrangements). */
export const MAX_LISTED_GROUP_CUBES = 6;

/**
 * Every way the (×) cubes of an arrangement can be read (game 4 on), so a
 * player can choose the one meant: each reading with its normal notation and
 * verdict, true readings first, duplicates (same normal notation) once.
 * Cubes whose reading is already written keep it. Readings whose cubes cannot
 * be read at all are left out.
 */
export function listReadings(input: Omit<CheckInput, 'equation'> & { equation: string | Arrangement }): ReadingChoice[] {
  const rules = rulesOf(input.game);
  let arrangement: Arrangement;
  if (typeof input.equation === 'string') {
    const p = parseEquation(input.equation, input.game);
    if (!p.ok) return [];
    arrangement = p.arrangement;
  } else arrangement = input.equation;
  const open: number[] = [];
  if (rules.groups) {
    arrangement.items.forEach((it, i) => {
      if (it.kind === 'cube' && it.face === '(x)' && it.group === undefined) open.push(i);
    });
  }
  const choices: GroupReading[] = ['open', 'close', 'times'];
  const count = open.length <= MAX_LISTED_GROUP_CUBES ? 3 ** open.length : 1;
  const seen = new Set<string>();
  const out: ReadingChoice[] = [];
  for (let r = 0; r < count; r++) {
    const items = arrangement.items.slice();
    let rest = r;
    if (open.length <= MAX_LISTED_GROUP_CUBES) {
      for (const idx of open) {
        const cube = items[idx] as PlacedCube;
        items[idx] = { ...cube, group: choices[rest % 3] as GroupReading };
        rest = Math.floor(rest / 3);
      }
    }
    const fixed: Arrangement = { items };
    const res = checkEquation({ ...input, equation: fixed });
    if (res.normal === undefined || res.runs === undefined) continue;
    if (seen.has(res.normal)) continue;
    seen.add(res.normal);
    const choice: ReadingChoice = { arrangement: fixed, normal: res.normal, runs: res.runs, valid: res.valid };
    if (!res.valid) choice.refusal = res.refusal;
    out.push(choice);
  }
  return out.sort((a, b) => Number(b.valid) - Number(a.valid));
}
