/**
 * The number words that games 6 and the constant cube add to ./numbers.ts,
 * each kept only when its value is exact: a raised cube after a number (a
 * power, an exact root, with a raised minus a reciprocal) and compound
 * exponents of two or three raised cubes; π or χ alone or after a number
 * (4π), n%; log [_base] N; tan N at whole multiples of 45°.
 */
import { gcd, mul, out } from '../rat';
import type { CubeType } from '../model';
import { SUB, SUP } from './codes';
import { exactLog, powerOf, powerRat, rootOf } from './exact';
import { addWord, plainWords } from './numbers';
import type { Searcher } from './searcher';

/** Adds the words of this file, in the order the search has always built them. */
export function buildNumberForms(s: Searcher): void {
  // the constant cube: π or χ alone or right after a number (4π), % after a number
  addConstants(s);
  // exponents (game 6): a raised digit cube is a power, a raised fraction cube a
  // root (kept only when exact), a raised minus before either a reciprocal
  if (s.rules.exponents) addPowers(s);
  // the constant cube's log: log₂ 32, log 100 (exact values only)
  addLogs(s);
  // and tan at whole multiples of 45°: tan 45° = 1, tan 135° = −1, tan 180° = 0
  addTangents(s);
}

/** "tan N" words for a whole number of degrees N that is a multiple of 45° (not 90° + k·180°). */
function addTangents(s: Searcher): void {
  const tanT = s.types.findIndex((ty) => ty.kind.kind === 'tan');
  if (tanT < 0) return;
  const plain = plainWords(s).filter((w) => w.d === 1 && w.n % 45 === 0 && w.types.every((c) => c >= 0 && s.isNumberType(c)));
  for (const w of plain) {
    if (s.count(w.S, tanT) > 0) continue;
    const r = w.n % 180;
    if (r === 90) continue;
    addWord(s, [tanT, ...w.types], r === 0 ? 0 : r === 45 ? 1 : -1, 1);
  }
}

/**
 * "log [_base] N" words: N a plain number (number cubes only), the base one
 * or two lowered number cubes (none: 10), kept when the value is an exact
 * rational p/q with q ≤ 12, as the engine computes it. The log reaches the
 * number right after it (one of the engine's readings).
 */
function addLogs(s: Searcher): void {
  const logT = s.types.findIndex((ty) => ty.kind.kind === 'log');
  if (logT < 0) return;
  const digits: { t: number; v: number }[] = [];
  s.types.forEach((ty, t) => {
    if (ty.kind.kind === 'digit') digits.push({ t, v: ty.kind.value });
  });
  const bases: { cubes: number[]; b: number }[] = [{ cubes: [], b: 10 }];
  for (const a of digits) {
    if (a.v >= 2) bases.push({ cubes: [a.t], b: a.v });
    if (a.v === 0) continue;
    for (const c of digits) {
      if (c.t === a.t && (s.cap[a.t] as number) < 2) continue;
      const b = Number(`${a.v}${c.v}`);
      if (b >= 2) bases.push({ cubes: [a.t, c.t], b });
    }
  }
  const plain = plainWords(s).filter((w) => w.n > 0 && w.types.every((c) => c >= 0 && s.isNumberType(c)));
  for (const w of plain) {
    if (s.count(w.S, logT) > 0) continue;
    for (const base of bases) {
      let ok = true;
      for (const t of base.cubes) if (s.count(w.S, t) + base.cubes.filter((x) => x === t).length > (s.cap[t] as number)) ok = false;
      if (!ok) continue;
      const v = exactLog(w.n, w.d, base.b);
      if (v) addWord(s, [logT, ...base.cubes, ...w.types], v[0] as number, v[1] as number, [logT, ...base.cubes.map((t) => SUB - t), ...w.types]);
    }
  }
}

/** Words with the constant cube: π or χ alone, after a number (4π = 4 × π), and n%. */
function addConstants(s: Searcher): void {
  const consts: { t: number; values: readonly (readonly [number, number])[] }[] = [];
  let percent = -1;
  s.types.forEach((ty, t) => {
    const k = ty.kind;
    if (k.kind === 'const') {
      const values = k.name === 'pi' ? s.rules.piValues : s.rules.chiValue ? [s.rules.chiValue] : [];
      if (values.length > 0) consts.push({ t, values });
    } else if (k.kind === 'percent') percent = t;
  });
  if (consts.length === 0 && percent < 0) return;
  const plain = plainWords(s);
  for (const c of consts) {
    for (const [vn, vd] of c.values) {
      addWord(s, [c.t], vn, vd);
      for (const w of plain) {
        if (s.count(w.S, c.t) >= (s.cap[c.t] as number)) continue;
        if (!mul(w.n, w.d, vn, vd)) continue;
        const cubes = w.types.map((x) => (x <= SUB ? SUB - x : x));
        addWord(s, [...cubes, c.t], out.n, out.d, [...w.types, c.t]);
      }
    }
  }
  if (percent >= 0) {
    for (const w of plain) {
      if (s.count(w.S, percent) >= (s.cap[percent] as number)) continue;
      if (!mul(w.n, w.d, 1, 100)) continue;
      const cubes = w.types.map((x) => (x <= SUB ? SUB - x : x));
      addWord(s, [...cubes, percent], out.n, out.d, [...w.types, percent]);
    }
  }
}

/** Adds "number ^e" words for every unsigned number word (exact values only). */
function addPowers(s: Searcher): void {
  const minus = s.opType['-'];
  // powers of plain numbers only (not of π, χ or a percentage)
  const plain = plainWords(s).filter((w) => w.types.every((c) => c < 0 || s.isNumberType(c)));
  const exponents = exponentWords(s);
  for (const w of plain) {
    const free = (t: number, k = 1): boolean => s.count(w.S, t) + k <= (s.cap[t] as number);
    const cubes = w.types.map((c) => (c <= SUB ? SUB - c : c));
    for (let t = 0; t < s.n; t++) {
      const kind = (s.types[t] as CubeType).kind;
      if (kind.kind !== 'digit' && kind.kind !== 'frac') continue;
      if (!free(t)) continue;
      const up = (n: number, d: number): number[] | null => {
        if (kind.kind === 'digit') return powerOf(n, d, kind.value);
        return rootOf(n, d, kind.den);
      };
      const v = up(w.n, w.d);
      if (v) addWord(s, [...cubes, t], v[0] as number, v[1] as number, [...w.types, SUP - t]);
      if (minus >= 0 && free(minus) && w.n !== 0) {
        const r = up(w.n < 0 ? -w.d : w.d, Math.abs(w.n));
        if (r) addWord(s, [...cubes, minus, t], r[0] as number, r[1] as number, [...w.types, SUP - minus, SUP - t]);
      }
    }
    // compound exponents of two or three raised cubes: 2¹⁰, 4^1½, 27^(2 ÷ 3), 8^(−2 ÷ 3)
    for (const e of exponents) {
      let ok = true;
      for (const [t, k] of e.need) if (!free(t, k)) ok = false;
      if (!ok) continue;
      const v = powerRat(w.n, w.d, e.p, e.q);
      if (v) addWord(s, [...cubes, ...e.cubes], v[0] as number, v[1] as number, [...w.types, ...e.cubes.map((t) => SUP - t)]);
    }
  }
}

/**
 * Exponents of more than one raised cube (one raised cube is handled
 * above): a two-cube number (1 0 = 10), a mixed number (1 ½), and
 * "a op b" of two number or fraction cubes with + − × ÷, each optionally
 * after a raised minus sign (which signs a, as the engine reads it).
 * Values are exact rationals p/q with q > 0.
 */
function exponentWords(s: Searcher): { cubes: number[]; need: [number, number][]; p: number; q: number }[] {
  const list: { cubes: number[]; need: [number, number][]; p: number; q: number }[] = [];
  const operands: { t: number; n: number; d: number; digit: number }[] = [];
  s.types.forEach((ty, t) => {
    const k = ty.kind;
    if (k.kind === 'digit') operands.push({ t, n: k.value, d: 1, digit: k.value });
    else if (k.kind === 'frac') operands.push({ t, n: 1, d: k.den, digit: -1 });
  });
  const minus = s.opType['-'];
  const push = (cubes: number[], n: number, d: number): void => {
    if (d === 0) return;
    const need = new Map<number, number>();
    for (const t of cubes) need.set(t, (need.get(t) ?? 0) + 1);
    for (const [t, k] of need) if (k > (s.cap[t] as number)) return;
    const g = gcd(Math.abs(n), Math.abs(d)) || 1;
    const sign = d < 0 ? -1 : 1;
    list.push({ cubes, need: [...need], p: (sign * n) / g, q: (sign * d) / g });
  };
  const withSign = (cubes: number[], an: number, ad: number, rest: (an: number, ad: number) => [number, number] | null): void => {
    const v = rest(an, ad);
    if (v) push(cubes, v[0], v[1]);
    if (minus >= 0) {
      const m = rest(-an, ad);
      if (m) push([minus, ...cubes], m[0], m[1]);
    }
  };
  for (const a of operands) {
    for (const b of operands) {
      // a two-cube whole number (no leading zero) or a mixed number
      if (a.digit > 0 && b.digit >= 0 && s.rules.maxIntCubes >= 2) {
        const v = Number(`${a.digit}${b.digit}`);
        withSign([a.t, b.t], v, 1, (n, d) => [n, d]);
      }
      if (a.digit > 0 && b.digit < 0 && s.rules.mixedNumbers) {
        withSign([a.t, b.t], a.digit * b.d + 1, b.d, (n, d) => [n, d]);
      }
      for (const op of ['+', '-', '*', '/'] as const) {
        const ot = s.opType[op];
        if (ot < 0) continue;
        withSign([a.t, ot, b.t], a.n, a.d, (n, d) => {
          if (op === '+') return [n * b.d + b.n * d, d * b.d];
          if (op === '-') return [n * b.d - b.n * d, d * b.d];
          if (op === '*') return [n * b.n, d * b.d];
          return b.n === 0 ? null : [n * b.d, d * b.n];
        });
      }
    }
  }
  return list;
}
