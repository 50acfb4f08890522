/**
 * The longest-equation search for TUF games 1, 1A, 1C, 2, 2A and 3 (every
 * arrangement), and for game 4's groups, game 5's bases, game 6's exponents
 * (one raised cube, or a compound exponent of two or three), the constant
 * cube's π, χ, %, exact log and tan at multiples of 45°, and the ratio game's
 * ratio lines (a part of those games).
 *
 * Grammar of one side:
 *   side   = term { ('+' | '-') term }
 *   term   = factor { ('×' | '÷') factor | group | number-after-a-group }
 *   factor = ['-'] number | ['-'] group   (a minus cube used as a sign)
 *   group  = '(x)>' side '|'             (game 4 on; the gap is left out at the end of a side)
 * and an equation is  side '=' side  (in the ratio game each side may also be
 * side '//' side, the ratio line being the loosest operation: eqSideSet).
 *
 * The score depends only on which cubes are used, so the search walks the
 * sub-multisets U of the roll from the highest score down and stops at the
 * first U that can be split into two sides with a common value: every
 * higher-scoring U was shown impossible, which is the proof.
 *
 * For a sub-multiset S (an index in a mixed-radix numbering: one digit per
 * cube type, holding how many cubes of that type are in S) it computes, on
 * demand and memoised, the set of values of
 *   factor(S) – one (signed) number using exactly the cubes S (a whole,
 *               mixed, decimal or based number, a power, π/χ, n%) or a group,
 *   term(S)   – term(A) ×|÷ factor(B) for S = A + B + {×|÷}, or factor(S),
 *   side(S)   – side(A) +|− term(B) for S = A + B + {+|−}, or term(S).
 * These follow the grammar exactly (left to right), so every value has a
 * derivation that is a real cube arrangement. Witnesses are rebuilt after
 * the fact by searching the decomposition again for the wanted value.
 * A lopsided split (a side of one or two cubes against a big one) is checked
 * by membership queries (memberSide) instead of building the big side's set.
 */
import { add, div, mul, out, ValueSet } from './rat';
import { defaultNow } from './clock';
import { kindKey, kindRank, type CubeKind, type CubeType, type Op, type SolverRules } from './model';

const EMPTY = new ValueSet();

/** Witness codes besides cube types: a gap, and the (×) cube opening a group. */
export const GAP = -1;
export const OPEN = -2;
/** The ratio line `//` of the ratio game (not a cube). */
export const RATIO = -3;
/** A lowered (subscript) cube of type t is written SUB - t in a witness. */
export const SUB = -10;
/** A raised (exponent) cube of type t is written SUP - t in a witness. */
export const SUP = -100;

/** Thrown inside the set computations when the deadline has passed. */
export class OutOfTime extends Error {}

/** Builds the cube types of a roll (the '=' cube left out). */
export function typesOf(kinds: readonly { kind: CubeKind; face: string; weight: number }[]): CubeType[] {
  const byKey = new Map<string, CubeType>();
  for (const c of kinds) {
    const key = kindKey(c.kind);
    const t = byKey.get(key);
    if (t) t.faces.push(c.face);
    else byKey.set(key, { kind: c.kind, faces: [c.face], weight: c.weight });
  }
  return [...byKey.values()].sort((a, b) => kindRank(a.kind) - kindRank(b.kind));
}

export class Searcher {
  readonly types: CubeType[];
  readonly rules: SolverRules;
  readonly n: number;
  readonly cap: number[];
  readonly stride: number[];
  readonly total: number;
  /** counts[S * n + t] = cubes of type t in S. */
  readonly counts: Uint8Array;
  readonly cubesOf: Uint8Array;
  readonly scoreOf: Uint8Array;
  /** Types that can be a binary operator of each kind (or -1). */
  readonly opType: Record<Op, number>;
  /** Cube types usable as × or ÷ (the (×) face counts as × too). */
  readonly mulTypes: { t: number; op: '*' | '/' }[] = [];
  /** The (×) type when it may open a group (game 4 on), else -1. */
  readonly paren: number;
  /** Numbers (signed or not) made of exactly S, built up front. */
  private readonly factor: (ValueSet | undefined)[];
  /** Numbers and groups, built on demand when groups are allowed. */
  private readonly factorAll: (ValueSet | undefined)[];
  /** Terms whose last factor is a group (a number may follow them directly: "(2 + .1) 5"). */
  private readonly gterm: (ValueSet | undefined)[];
  private readonly term: (ValueSet | undefined)[];
  private readonly side: (ValueSet | undefined)[];
  /** Ratio game: a whole side, `side` or `side // side` (built on demand). */
  private readonly ratioSide = new Map<number, ValueSet>();
  /** Number-only words per index, to rebuild a factor's cubes in order. */
  private readonly words = new Map<number, { types: number[]; n: number; d: number }[]>();
  overflow = false;
  ops = 0;
  /** Answer lopsided splits by membership queries (see equationFor). */
  lopsided = true;
  /** Largest small side (in cubes) of a split answered by membership queries. */
  lopsidedSmall = 2;
  /** Deadline check inside long set computations (throws OutOfTime). */
  deadline = Infinity;
  clock: () => number = defaultNow;
  private nextCheck = 20000;

  constructor(types: CubeType[], rules: SolverRules) {
    this.types = types;
    this.rules = rules;
    this.n = types.length;
    this.cap = types.map((t) => t.faces.length);
    this.stride = [];
    let s = 1;
    for (const c of this.cap) {
      this.stride.push(s);
      s *= c + 1;
    }
    this.total = s;
    this.counts = new Uint8Array(s * this.n);
    this.cubesOf = new Uint8Array(s);
    this.scoreOf = new Uint8Array(s);
    for (let S = 0; S < s; S++) {
      let cubes = 0;
      let score = 0;
      for (let t = 0; t < this.n; t++) {
        const k = Math.floor(S / (this.stride[t] as number)) % ((this.cap[t] as number) + 1);
        this.counts[S * this.n + t] = k;
        cubes += k;
        score += k * (types[t] as CubeType).weight;
      }
      this.cubesOf[S] = cubes;
      this.scoreOf[S] = score;
    }
    this.opType = { '+': -1, '-': -1, '*': -1, '/': -1 };
    let paren = -1;
    types.forEach((t, i) => {
      if (t.kind.kind === 'op') this.opType[t.kind.op] = i;
      if (t.kind.kind === 'paren') paren = i;
    });
    this.paren = paren;
    if (this.opType['*'] >= 0) this.mulTypes.push({ t: this.opType['*'], op: '*' });
    if (paren >= 0) this.mulTypes.push({ t: paren, op: '*' });
    if (this.opType['/'] >= 0) this.mulTypes.push({ t: this.opType['/'], op: '/' });
    this.factor = new Array<ValueSet | undefined>(s);
    this.factorAll = new Array<ValueSet | undefined>(s);
    this.gterm = new Array<ValueSet | undefined>(s);
    this.term = new Array<ValueSet | undefined>(s);
    this.side = new Array<ValueSet | undefined>(s);
    this.buildFactors();
  }

  /** Digit, fraction or point cube types (what numbers are made of). */
  isNumberType(t: number): boolean {
    const k = (this.types[t] as CubeType).kind.kind;
    return k === 'digit' || k === 'frac' || k === 'point';
  }

  count(S: number, t: number): number {
    return this.counts[S * this.n + t] as number;
  }

  // ---- numbers -----------------------------------------------------------

  private pushWord(S: number, types: number[], n: number, d: number): void {
    let list = this.words.get(S);
    if (!list) this.words.set(S, (list = []));
    list.push({ types, n, d });
  }

  private addWord(types: number[], n: number, d: number, codes: number[] = types): void {
    let S = 0;
    for (const t of types) S += this.stride[t] as number;
    let set = this.factor[S];
    if (!set) set = this.factor[S] = new ValueSet();
    set.add(n, d);
    this.pushWord(S, codes.slice(), n, d);
    const minus = this.opType['-'];
    // a sign needs a minus cube left over (a reciprocal exponent may have used one)
    if (minus >= 0 && this.count(S, minus) < (this.cap[minus] as number)) {
      const Sm = S + (this.stride[minus] as number);
      let neg = this.factor[Sm];
      if (!neg) neg = this.factor[Sm] = new ValueSet();
      const nn = n === 0 ? 0 : -n;
      neg.add(nn, d);
      this.pushWord(Sm, [minus, ...codes], nn, d);
      if (this.rules.doubleNegative && this.count(S, minus) + 2 <= (this.cap[minus] as number)) {
        const Smm = Sm + (this.stride[minus] as number);
        let pos = this.factor[Smm];
        if (!pos) pos = this.factor[Smm] = new ValueSet();
        pos.add(n, d);
        this.pushWord(Smm, [minus, minus, ...codes], n, d);
      }
    }
  }

  /** Enumerates every number that can be made from the roll's number cubes. */
  private buildFactors(): void {
    const digits: number[] = [];
    const fracs: number[] = [];
    let point = -1;
    this.types.forEach((t, i) => {
      if (t.kind.kind === 'digit') digits.push(i);
      else if (t.kind.kind === 'frac') fracs.push(i);
      else if (t.kind.kind === 'point') point = i;
    });
    const used = new Array<number>(this.n).fill(0);
    const digitText = (t: number): string => {
      const k = (this.types[t] as CubeType).kind;
      return k.kind === 'digit' ? String(k.value) : '';
    };
    const fracDen = (t: number): number => {
      const k = (this.types[t] as CubeType).kind;
      return k.kind === 'frac' ? k.den : 1;
    };
    const take = (t: number): boolean => {
      if ((used[t] as number) >= (this.cap[t] as number)) return false;
      used[t] = (used[t] as number) + 1;
      return true;
    };
    const give = (t: number): void => {
      used[t] = (used[t] as number) - 1;
    };
    const rules = this.rules;

    // whole numbers: 1..maxIntCubes digit cubes, no leading zero
    const wholes: { types: number[]; text: string }[] = [];
    const grow = (seq: number[], text: string): void => {
      if (seq.length > 0) wholes.push({ types: seq.slice(), text });
      if (seq.length >= rules.maxIntCubes) return;
      if (seq.length === 1 && text === '0') return;
      for (const t of digits) {
        if (!take(t)) continue;
        seq.push(t);
        grow(seq, text + digitText(t));
        seq.pop();
        give(t);
      }
    };
    grow([], '');
    for (const w of wholes) {
      const v = Number(w.text);
      this.addWord(w.types, v, 1);
    }
    // fractions and mixed numbers
    if (fracs.length > 0) {
      for (const f of fracs) {
        const den = fracDen(f);
        this.addWord([f], 1, den);
        if (!rules.mixedNumbers) continue;
        for (const w of wholes) {
          const v = Number(w.text);
          if (v === 0 && !rules.zeroWholeMixed) continue;
          // the whole part must leave a fraction cube free (it never uses one)
          this.addWord([...w.types, f], v * den + 1, den);
        }
      }
    }
    // decimals (game 3): [whole] point digits+
    if (rules.decimalPoint && point >= 0) {
      const before: { types: number[]; text: string }[] = [{ types: [], text: '' }];
      const growWhole = (seq: number[], text: string): void => {
        for (const t of digits) {
          if (!take(t)) continue;
          const tx = text + digitText(t);
          seq.push(t);
          if (!(seq.length > 1 && text === '0')) {
            before.push({ types: seq.slice(), text: tx });
            if (tx !== '0') growWhole(seq, tx);
          }
          seq.pop();
          give(t);
        }
      };
      // the whole part of a decimal may use any number of cubes (no leading zero)
      const leadFree = (): void => {
        for (const t of digits) {
          if (!take(t)) continue;
          const tx = digitText(t);
          before.push({ types: [t], text: tx });
          if (tx !== '0') growWhole([t], tx);
          give(t);
        }
      };
      leadFree();
      take(point);
      for (const b of before) {
        for (const t of b.types) used[t] = (used[t] as number) + 1;
        const growFrac = (seq: number[], text: string): void => {
          for (const t of digits) {
            if (!take(t)) continue;
            const tx = text + digitText(t);
            seq.push(t);
            const num = Number(b.text + tx);
            const den = 10 ** tx.length;
            const g = gcdInt(num, den);
            this.addWord([...b.types, point, ...seq], num / g, den / g);
            growFrac(seq, tx);
            seq.pop();
            give(t);
          }
        };
        growFrac([], '');
        for (const t of b.types) used[t] = (used[t] as number) - 1;
      }
      give(point);
    }
    // numbers in another base (game 5): digits, an optional point, then 1–2 lowered base cubes
    if (rules.bases) {
      const bases: { types: number[]; value: number }[] = [];
      for (const t1 of digits) {
        if (!take(t1)) continue;
        const x = digitText(t1);
        if (Number(x) >= 2) bases.push({ types: [t1], value: Number(x) });
        if (x !== '0') {
          for (const t2 of digits) {
            if (!take(t2)) continue;
            bases.push({ types: [t1, t2], value: Number(x + digitText(t2)) });
            give(t2);
          }
        }
        give(t1);
      }
      for (const b of bases) {
        for (const t of b.types) used[t] = (used[t] as number) + 1;
        const fits = (t: number): boolean => [...digitText(t)].every((ch) => Number(ch) < b.value);
        const sub = b.types.map((t) => SUB - t);
        const emit = (whole: number[], wholeText: string, frac: number[], fracText: string): void => {
          let num = 0;
          for (const ch of wholeText + fracText) num = num * b.value + Number(ch);
          let den = 1;
          for (let k = 0; k < fracText.length; k++) den *= b.value;
          if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den)) return;
          const g = gcdInt(num, den) || 1;
          const body = frac.length > 0 ? [...whole, point, ...frac] : whole;
          this.addWord([...body, ...b.types], num / g, den / g, [...body, ...sub]);
        };
        const growFracB = (whole: number[], wholeText: string, seq: number[], text: string): void => {
          for (const t of digits) {
            if (!fits(t) || !take(t)) continue;
            seq.push(t);
            emit(whole, wholeText, seq, text + digitText(t));
            growFracB(whole, wholeText, seq, text + digitText(t));
            seq.pop();
            give(t);
          }
        };
        const growWholeB = (seq: number[], text: string): void => {
          if (seq.length > 0) {
            emit(seq, text, [], '');
            if (rules.decimalPoint && point >= 0 && take(point)) {
              growFracB(seq.slice(), text, [], '');
              give(point);
            }
          }
          if (text === '0') return;
          for (const t of digits) {
            if (!fits(t) || !take(t)) continue;
            if (seq.length === 0 || text !== '0') {
              seq.push(t);
              growWholeB(seq, text + digitText(t));
              seq.pop();
            }
            give(t);
          }
        };
        growWholeB([], '');
        for (const t of b.types) used[t] = (used[t] as number) - 1;
      }
    }
    // the constant cube: π or χ alone or right after a number (4π), % after a number
    this.addConstants();
    // exponents (game 6): a raised digit cube is a power, a raised fraction cube a
    // root (kept only when exact), a raised minus before either a reciprocal
    if (rules.exponents) this.addPowers();
    // the constant cube's log: log₂ 32, log 100 (exact values only)
    this.addLogs();
    // and tan at whole multiples of 45°: tan 45° = 1, tan 135° = −1, tan 180° = 0
    this.addTangents();
  }

  /** "tan N" words for a whole number of degrees N that is a multiple of 45° (not 90° + k·180°). */
  private addTangents(): void {
    const tanT = this.types.findIndex((ty) => ty.kind.kind === 'tan');
    if (tanT < 0) return;
    const plain = this.plainWords().filter((w) => w.d === 1 && w.n % 45 === 0 && w.types.every((c) => c >= 0 && this.isNumberType(c)));
    for (const w of plain) {
      if (this.count(w.S, tanT) > 0) continue;
      const r = w.n % 180;
      if (r === 90) continue;
      this.addWord([tanT, ...w.types], r === 0 ? 0 : r === 45 ? 1 : -1, 1);
    }
  }

  /**
   * "log [_base] N" words: N a plain number (number cubes only), the base one
   * or two lowered number cubes (none: 10), kept when the value is an exact
   * rational p/q with q ≤ 12, as the engine computes it. The log reaches the
   * number right after it (one of the engine's readings).
   */
  private addLogs(): void {
    const logT = this.types.findIndex((ty) => ty.kind.kind === 'log');
    if (logT < 0) return;
    const digits: { t: number; v: number }[] = [];
    this.types.forEach((ty, t) => {
      if (ty.kind.kind === 'digit') digits.push({ t, v: ty.kind.value });
    });
    const bases: { cubes: number[]; b: number }[] = [{ cubes: [], b: 10 }];
    for (const a of digits) {
      if (a.v >= 2) bases.push({ cubes: [a.t], b: a.v });
      if (a.v === 0) continue;
      for (const c of digits) {
        if (c.t === a.t && (this.cap[a.t] as number) < 2) continue;
        const b = Number(`${a.v}${c.v}`);
        if (b >= 2) bases.push({ cubes: [a.t, c.t], b });
      }
    }
    const plain = this.plainWords().filter((w) => w.n > 0 && w.types.every((c) => c >= 0 && this.isNumberType(c)));
    for (const w of plain) {
      if (this.count(w.S, logT) > 0) continue;
      for (const base of bases) {
        let ok = true;
        for (const t of base.cubes) if (this.count(w.S, t) + base.cubes.filter((x) => x === t).length > (this.cap[t] as number)) ok = false;
        if (!ok) continue;
        const v = exactLog(w.n, w.d, base.b);
        if (v) this.addWord([logT, ...base.cubes, ...w.types], v[0] as number, v[1] as number, [logT, ...base.cubes.map((t) => SUB - t), ...w.types]);
      }
    }
  }

  /** Unsigned number words (no sign, no raised cube) built so far. */
  private plainWords(): { S: number; types: number[]; n: number; d: number }[] {
    const minus = this.opType['-'];
    const plain: { S: number; types: number[]; n: number; d: number }[] = [];
    for (const [S, list] of this.words) {
      for (const w of list) {
        if (w.types[0] === minus || w.types.some((c) => c <= SUP)) continue;
        plain.push({ S, types: w.types, n: w.n, d: w.d });
      }
    }
    return plain;
  }

  /** Words with the constant cube: π or χ alone, after a number (4π = 4 × π), and n%. */
  private addConstants(): void {
    const consts: { t: number; values: readonly (readonly [number, number])[] }[] = [];
    let percent = -1;
    this.types.forEach((ty, t) => {
      const k = ty.kind;
      if (k.kind === 'const') {
        const values = k.name === 'pi' ? this.rules.piValues : this.rules.chiValue ? [this.rules.chiValue] : [];
        if (values.length > 0) consts.push({ t, values });
      } else if (k.kind === 'percent') percent = t;
    });
    if (consts.length === 0 && percent < 0) return;
    const plain = this.plainWords();
    for (const c of consts) {
      for (const [vn, vd] of c.values) {
        this.addWord([c.t], vn, vd);
        for (const w of plain) {
          if (this.count(w.S, c.t) >= (this.cap[c.t] as number)) continue;
          if (!mul(w.n, w.d, vn, vd)) continue;
          const cubes = w.types.map((x) => (x <= SUB ? SUB - x : x));
          this.addWord([...cubes, c.t], out.n, out.d, [...w.types, c.t]);
        }
      }
    }
    if (percent >= 0) {
      for (const w of plain) {
        if (this.count(w.S, percent) >= (this.cap[percent] as number)) continue;
        if (!mul(w.n, w.d, 1, 100)) continue;
        const cubes = w.types.map((x) => (x <= SUB ? SUB - x : x));
        this.addWord([...cubes, percent], out.n, out.d, [...w.types, percent]);
      }
    }
  }

  /** Adds "number ^e" words for every unsigned number word (exact values only). */
  private addPowers(): void {
    const minus = this.opType['-'];
    // powers of plain numbers only (not of π, χ or a percentage)
    const plain = this.plainWords().filter((w) => w.types.every((c) => c < 0 || this.isNumberType(c)));
    for (const w of plain) {
      const free = (t: number, k = 1): boolean => this.count(w.S, t) + k <= (this.cap[t] as number);
      const cubes = w.types.map((c) => (c <= SUB ? SUB - c : c));
      for (let t = 0; t < this.n; t++) {
        const kind = (this.types[t] as CubeType).kind;
        if (kind.kind !== 'digit' && kind.kind !== 'frac') continue;
        if (!free(t)) continue;
        const up = (n: number, d: number): number[] | null => {
          if (kind.kind === 'digit') return powerOf(n, d, kind.value);
          return rootOf(n, d, kind.den);
        };
        const v = up(w.n, w.d);
        if (v) this.addWord([...cubes, t], v[0] as number, v[1] as number, [...w.types, SUP - t]);
        if (minus >= 0 && free(minus) && w.n !== 0) {
          const r = up(w.n < 0 ? -w.d : w.d, Math.abs(w.n));
          if (r) this.addWord([...cubes, minus, t], r[0] as number, r[1] as number, [...w.types, SUP - minus, SUP - t]);
        }
      }
      // compound exponents of two or three raised cubes: 2¹⁰, 4^1½, 27^(2 ÷ 3), 8^(−2 ÷ 3)
      for (const e of this.exponentWords()) {
        let ok = true;
        for (const [t, k] of e.need) if (!free(t, k)) ok = false;
        if (!ok) continue;
        const v = powerRat(w.n, w.d, e.p, e.q);
        if (v) this.addWord([...cubes, ...e.cubes], v[0] as number, v[1] as number, [...w.types, ...e.cubes.map((t) => SUP - t)]);
      }
    }
  }

  private exponentList: { cubes: number[]; need: [number, number][]; p: number; q: number }[] | null = null;

  /**
   * Exponents of more than one raised cube (one raised cube is handled
   * above): a two-cube number (1 0 = 10), a mixed number (1 ½), and
   * "a op b" of two number or fraction cubes with + − × ÷, each optionally
   * after a raised minus sign (which signs a, as the engine reads it).
   * Values are exact rationals p/q with q > 0.
   */
  private exponentWords(): { cubes: number[]; need: [number, number][]; p: number; q: number }[] {
    if (this.exponentList) return this.exponentList;
    const list: { cubes: number[]; need: [number, number][]; p: number; q: number }[] = [];
    const operands: { t: number; n: number; d: number; digit: number }[] = [];
    this.types.forEach((ty, t) => {
      const k = ty.kind;
      if (k.kind === 'digit') operands.push({ t, n: k.value, d: 1, digit: k.value });
      else if (k.kind === 'frac') operands.push({ t, n: 1, d: k.den, digit: -1 });
    });
    const minus = this.opType['-'];
    const push = (cubes: number[], n: number, d: number): void => {
      if (d === 0) return;
      const need = new Map<number, number>();
      for (const t of cubes) need.set(t, (need.get(t) ?? 0) + 1);
      for (const [t, k] of need) if (k > (this.cap[t] as number)) return;
      const g = gcdInt(Math.abs(n), Math.abs(d)) || 1;
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
        if (a.digit > 0 && b.digit >= 0 && this.rules.maxIntCubes >= 2) {
          const v = Number(`${a.digit}${b.digit}`);
          withSign([a.t, b.t], v, 1, (n, d) => [n, d]);
        }
        if (a.digit > 0 && b.digit < 0 && this.rules.mixedNumbers) {
          withSign([a.t, b.t], a.digit * b.d + 1, b.d, (n, d) => [n, d]);
        }
        for (const op of ['+', '-', '*', '/'] as const) {
          const ot = this.opType[op];
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
    this.exponentList = list;
    return list;
  }

  // ---- sets ----------------------------------------------------------------

  /** Values of one factor using exactly S: a (signed) number, or in game 4 on a (signed) group. */
  factorSet(S: number): ValueSet {
    const p = this.paren;
    if (p < 0 || this.count(S, p) === 0) return this.factor[S] ?? EMPTY;
    const got = this.factorAll[S];
    if (got) return got;
    const set = new ValueSet();
    const f = this.factor[S];
    if (f) for (let i = 0; i < f.size; i++) set.add(f.num[i] as number, f.den[i] as number);
    const inner = S - (this.stride[p] as number);
    const g = this.groupSet(S);
    for (let i = 0; i < g.size; i++) set.add(g.num[i] as number, g.den[i] as number);
    const minus = this.opType['-'];
    if (minus >= 0 && this.count(inner, minus) > 0) {
      const neg = this.groupSet(S - (this.stride[minus] as number));
      for (let i = 0; i < neg.size; i++) set.add(-(neg.num[i] as number) || 0, neg.den[i] as number);
    }
    this.factorAll[S] = set;
    return set;
  }

  /** Values of a group "(x)> side" using exactly S (S holds the (×) cube), unsigned. */
  groupSet(S: number): ValueSet {
    const p = this.paren;
    if (p < 0 || this.count(S, p) === 0) return EMPTY;
    return this.sideSet(S - (this.stride[p] as number));
  }

  /** Unsigned numbers using exactly S (no minus cube in S). */
  plainNumbers(S: number): ValueSet {
    const minus = this.opType['-'];
    if (minus >= 0 && this.count(S, minus) > 0) return EMPTY;
    return this.factor[S] ?? EMPTY;
  }

  /** A factor that is a group, signed or not ("(x)> …" or "- (x)> …"). */
  groupFactorSet(S: number): ValueSet {
    const p = this.paren;
    if (p < 0 || this.count(S, p) === 0) return EMPTY;
    // a number never holds the (×) cube, so a factor using it is a group, signed or not
    return this.factorSet(S);
  }

  /** Values of terms using exactly S that end with a group. */
  gtermSet(S: number): ValueSet {
    const p = this.paren;
    if (p < 0 || this.count(S, p) === 0) return EMPTY;
    const got = this.gterm[S];
    if (got) return got;
    const set = new ValueSet();
    const gf = this.groupFactorSet(S);
    for (let i = 0; i < gf.size; i++) set.add(gf.num[i] as number, gf.den[i] as number);
    for (const { t, op } of this.mulTypes) {
      if (this.count(S, t) === 0) continue;
      this.eachSplit(S - (this.stride[t] as number), (A, B) => {
        if (this.count(B, p) === 0) return;
        const fb = this.groupFactorSet(B);
        if (fb.size === 0) return;
        const ta = this.termSet(A);
        if (ta.size > 0) this.combine(set, ta, fb, op);
      });
    }
    this.eachSplit(S, (A, B) => {
      if (this.count(B, p) === 0) return;
      const gb = this.groupSet(B);
      if (gb.size === 0) return;
      const ta = this.termSet(A);
      if (ta.size > 0) this.combine(set, ta, gb, '*');
    });
    this.gterm[S] = set;
    return set;
  }

  termSet(S: number): ValueSet {
    const got = this.term[S];
    if (got) return got;
    const f = this.factorSet(S);
    const set = new ValueSet();
    for (let i = 0; i < f.size; i++) set.add(f.num[i] as number, f.den[i] as number);
    for (const { t, op } of this.mulTypes) {
      if (this.count(S, t) === 0) continue;
      const rest = S - (this.stride[t] as number);
      this.eachSplit(rest, (A, B) => {
        const fb = this.factorSet(B);
        if (fb.size === 0) return;
        const ta = this.termSet(A);
        if (ta.size === 0) return;
        this.combine(set, ta, fb, op);
      });
    }
    const p = this.paren;
    if (p >= 0 && this.count(S, p) > 0) {
      // a group beside a term multiplies it: a (x)> b + c  =  a(b + c)
      this.eachSplit(S, (A, B) => {
        if (this.count(B, p) === 0) return;
        const gb = this.groupSet(B);
        if (gb.size === 0) return;
        const ta = this.termSet(A);
        if (ta.size === 0) return;
        this.combine(set, ta, gb, '*');
      });
      // a number right after a group multiplies the term: (2 + .1) 5
      this.eachSplit(S, (A, B) => {
        if (this.count(A, p) === 0) return;
        const nb = this.plainNumbers(B);
        if (nb.size === 0) return;
        const ga = this.gtermSet(A);
        if (ga.size > 0) this.combine(set, ga, nb, '*');
      });
    }
    this.term[S] = set;
    return set;
  }

  sideSet(S: number): ValueSet {
    const got = this.side[S];
    if (got) return got;
    const set = new ValueSet();
    const tm = this.termSet(S);
    for (let i = 0; i < tm.size; i++) set.add(tm.num[i] as number, tm.den[i] as number);
    for (const op of ['+', '-'] as const) {
      const t = this.opType[op];
      if (t < 0 || this.count(S, t) === 0) continue;
      const rest = S - (this.stride[t] as number);
      this.eachSplit(rest, (A, B) => {
        const tb = this.termSet(B);
        if (tb.size === 0) return;
        const sa = this.sideSet(A);
        if (sa.size === 0) return;
        this.combine(set, sa, tb, op);
      });
    }
    this.side[S] = set;
    return set;
  }

  private combine(into: ValueSet, a: ValueSet, b: ValueSet, op: Op): void {
    const an = a.num;
    const ad = a.den;
    const bn = b.num;
    const bd = b.den;
    this.ops += a.size * b.size;
    if (this.ops > this.nextCheck) {
      this.nextCheck = this.ops + 20000;
      if (this.clock() > this.deadline) throw new OutOfTime();
    }
    const na = a.size;
    const nb = b.size;
    const LIM = 9007199254740991;
    if (op === '+' || op === '-') {
      const sign = op === '+' ? 1 : -1;
      for (let j = 0; j < nb; j++) {
        const c = sign * (bn[j] as number);
        const d = bd[j] as number;
        for (let i = 0; i < na; i++) {
          const y = ad[i] as number;
          if (y === 1 && d === 1) {
            // whole numbers: the common case, no gcd needed
            const v = (an[i] as number) + c;
            if (v <= LIM && v >= -LIM) into.add(v, 1);
            else this.overflow = true;
          } else if (add(an[i] as number, y, c, d)) into.add(out.n, out.d);
          else this.overflow = true;
        }
      }
      return;
    }
    for (let j = 0; j < nb; j++) {
      let c = bn[j] as number;
      let d = bd[j] as number;
      if (op === '/') {
        if (c === 0) continue;
        // dividing is multiplying by the reciprocal
        const t = c < 0 ? -d : d;
        d = c < 0 ? -c : c;
        c = t;
      }
      for (let i = 0; i < na; i++) {
        const y = ad[i] as number;
        if (y === 1 && d === 1) {
          const v = (an[i] as number) * c;
          if (v <= LIM && v >= -LIM) into.add(v === 0 ? 0 : v, 1);
          else this.overflow = true;
        } else if (mul(an[i] as number, y, c, d)) into.add(out.n, out.d);
        else this.overflow = true;
      }
    }
  }

  /** Calls fn(A, B) for every split S = A + B with A and B both non-empty; stops when fn returns true. */
  eachSplit(S: number, fn: (A: number, B: number) => boolean | void): void {
    const n = this.n;
    const base = S * n;
    const k = this.counts;
    // odometer over B ≤ S
    const digit = new Array<number>(n).fill(0);
    let B = 0;
    for (;;) {
      // advance
      let t = 0;
      while (t < n) {
        if ((digit[t] as number) < (k[base + t] as number)) {
          digit[t] = (digit[t] as number) + 1;
          B += this.stride[t] as number;
          break;
        }
        B -= (digit[t] as number) * (this.stride[t] as number);
        digit[t] = 0;
        t++;
      }
      if (t === n) return;
      if (B !== S && fn(S - B, B) === true) return;
    }
  }

  /** Whether the side set of S is already built. */
  hasSideSet(S: number): boolean {
    return this.side[S] !== undefined;
  }

  /**
   * Values of one side of the equation using exactly S: a side, or in the
   * ratio game also `top // bottom` (the ratio line is the loosest operation
   * of its side, so top and bottom are whole sides), worth top ÷ bottom.
   */
  eqSideSet(S: number): ValueSet {
    if (!this.rules.ratio) return this.sideSet(S);
    const got = this.ratioSide.get(S);
    if (got) return got;
    const set = new ValueSet();
    const sd = this.sideSet(S);
    for (let i = 0; i < sd.size; i++) set.add(sd.num[i] as number, sd.den[i] as number);
    this.eachSplit(S, (A, B) => {
      const top = this.sideSet(A);
      if (top.size === 0) return;
      const bottom = this.sideSet(B);
      if (bottom.size > 0) this.combine(set, top, bottom, '/');
    });
    this.ratioSide.set(S, set);
    return set;
  }

  hasEqSideSet(S: number): boolean {
    return this.rules.ratio ? this.ratioSide.has(S) : this.side[S] !== undefined;
  }

  /** A type sequence for a side of the equation (ratio lines as RATIO) with value n/d using exactly S. */
  eqSideWitness(S: number, n: number, d: number): number[] | null {
    if (this.sideSet(S).has(n, d)) return this.sideWitness(S, n, d);
    if (!this.rules.ratio) return null;
    let found: number[] | null = null;
    this.eachSplit(S, (A, B) => {
      const top = this.sideSet(A);
      if (top.size === 0) return false;
      const bottom = this.sideSet(B);
      for (let j = 0; j < bottom.size; j++) {
        const c = bottom.num[j] as number;
        const e = bottom.den[j] as number;
        if (c === 0) continue;
        // top = value × bottom
        if (!mul(n, d, c, e)) continue;
        const tn = out.n;
        const td = out.d;
        if (!top.has(tn, td)) continue;
        const a = this.sideWitness(A, tn, td);
        const b = this.sideWitness(B, c, e);
        if (a && b) {
          found = [...a, RATIO, ...b];
          return true;
        }
      }
      return false;
    });
    return found;
  }

  /**
   * Whether a side using exactly S can have the value n/d, without building
   * side(S) itself: side(A) ± term(B) = v is looked up as v ∓ t in side(A).
   * Cheaper than building side(S) when only a few values are asked of a
   * large S (a lopsided split such as 12 cubes = 1 cube).
   */
  memberSide(S: number, n: number, d: number): boolean {
    const built = this.side[S];
    if (built) return built.has(n, d);
    if (this.termSet(S).has(n, d)) return true;
    let found = false;
    for (const op of ['+', '-'] as const) {
      const t = this.opType[op];
      if (t < 0 || this.count(S, t) === 0) continue;
      this.eachSplit(S - (this.stride[t] as number), (A, B) => {
        const tb = this.termSet(B);
        if (tb.size === 0) return false;
        const sa = this.sideSet(A);
        if (sa.size === 0) return false;
        this.ops += tb.size;
        const sign = op === '+' ? -1 : 1;
        for (let j = 0; j < tb.size; j++) {
          if (!add(n, d, sign * (tb.num[j] as number), tb.den[j] as number)) continue;
          if (sa.has(out.n, out.d)) {
            found = true;
            return true;
          }
        }
        return false;
      });
      if (found) return true;
    }
    return false;
  }

  // ---- witnesses -------------------------------------------------------------

  /** A type sequence for a side with value n/d using exactly S (or null). */
  sideWitness(S: number, n: number, d: number): number[] | null {
    if (this.termSet(S).has(n, d)) return this.termWitness(S, n, d);
    for (const op of ['+', '-'] as const) {
      const t = this.opType[op];
      if (t < 0 || this.count(S, t) === 0) continue;
      const rest = S - (this.stride[t] as number);
      let found: number[] | null = null;
      this.eachSplit(rest, (A, B) => {
        const tb = this.termSet(B);
        if (tb.size === 0) return false;
        const sa = this.sideSet(A);
        if (sa.size === 0) return false;
        for (let j = 0; j < tb.size; j++) {
          const c = tb.num[j] as number;
          const e = tb.den[j] as number;
          if (!add(n, d, op === '+' ? -c : c, e)) continue;
          if (sa.has(out.n, out.d)) {
            const left = this.sideWitness(A, out.n, out.d);
            const right = this.termWitness(B, c, e);
            if (left && right) {
              found = [...left, t, ...right];
              return true;
            }
          }
        }
        return false;
      });
      if (found) return found;
    }
    return null;
  }

  termWitness(S: number, n: number, d: number): number[] | null {
    if (this.factorSet(S).has(n, d)) return this.factorWitness(S, n, d);
    for (const { t, op } of this.mulTypes) {
      if (this.count(S, t) === 0) continue;
      const found = this.chainWitness(S - (this.stride[t] as number), n, d, op, (B) => this.factorSet(B), (B, c, e) => this.factorWitness(B, c, e), [t]);
      if (found) return found;
    }
    const p = this.paren;
    if (p >= 0 && this.count(S, p) > 0) {
      const found = this.chainWitness(
        S,
        n,
        d,
        '*',
        (B) => (this.count(B, p) > 0 ? this.groupSet(B) : EMPTY),
        (B, c, e) => this.groupWitness(B, c, e),
        [],
      );
      if (found) return found;
      const after = this.groupThenNumberWitness(S, n, d);
      if (after) return after;
    }
    return null;
  }

  /** gterm(A) · number(B) = v: "(x)> … | 5". */
  private groupThenNumberWitness(S: number, n: number, d: number): number[] | null {
    const p = this.paren;
    let found: number[] | null = null;
    this.eachSplit(S, (A, B) => {
      if (this.count(A, p) === 0) return false;
      const nb = this.plainNumbers(B);
      if (nb.size === 0) return false;
      const ga = this.gtermSet(A);
      if (ga.size === 0) return false;
      for (let j = 0; j < nb.size; j++) {
        const c = nb.num[j] as number;
        const e = nb.den[j] as number;
        if (c === 0) {
          if (n !== 0) continue;
          out.n = ga.num[0] as number;
          out.d = ga.den[0] as number;
        } else if (!div(n, d, c, e)) continue;
        if (!ga.has(out.n, out.d)) continue;
        const an = out.n;
        const ad = out.d;
        const left = this.gtermWitness(A, an, ad);
        const right = this.factorWitness(B, c, e);
        if (left && right) {
          found = [...left, ...right];
          return true;
        }
      }
      return false;
    });
    return found;
  }

  /** A term ending with a group, with value n/d, using exactly S. */
  gtermWitness(S: number, n: number, d: number): number[] | null {
    const p = this.paren;
    if (p < 0 || this.count(S, p) === 0) return null;
    if (this.groupFactorSet(S).has(n, d)) {
      if (this.groupSet(S).has(n, d)) return this.groupWitness(S, n, d);
      const minus = this.opType['-'];
      if (minus >= 0 && this.count(S, minus) > 0) {
        const g = this.groupWitness(S - (this.stride[minus] as number), n === 0 ? 0 : -n, d);
        if (g) return [minus, ...g];
      }
    }
    for (const { t, op } of this.mulTypes) {
      if (this.count(S, t) === 0) continue;
      const found = this.chainWitness(
        S - (this.stride[t] as number),
        n,
        d,
        op,
        (B) => (this.count(B, p) > 0 ? this.groupFactorSet(B) : EMPTY),
        (B, c, e) => this.gtermWitness(B, c, e),
        [t],
      );
      if (found) return found;
    }
    return this.chainWitness(S, n, d, '*', (B) => (this.count(B, p) > 0 ? this.groupSet(B) : EMPTY), (B, c, e) => this.groupWitness(B, c, e), []);
  }

  /** term(A) op right(B) = v over the splits of S; `join` goes between the two witnesses. */
  private chainWitness(
    S: number,
    n: number,
    d: number,
    op: '*' | '/',
    right: (B: number) => ValueSet,
    rightWitness: (B: number, c: number, e: number) => number[] | null,
    join: number[],
  ): number[] | null {
    let found: number[] | null = null;
    this.eachSplit(S, (A, B) => {
      const fb = right(B);
      if (fb.size === 0) return false;
      const ta = this.termSet(A);
      if (ta.size === 0) return false;
      for (let j = 0; j < fb.size; j++) {
        const c = fb.num[j] as number;
        const e = fb.den[j] as number;
        // a = v ÷ f  (for ×)  or  a = v × f  (for ÷)
        let ok: boolean;
        if (op === '*') {
          if (c === 0) {
            if (n !== 0) continue;
            // anything × 0 = 0: take any left value
            ok = true;
            out.n = ta.num[0] as number;
            out.d = ta.den[0] as number;
          } else ok = div(n, d, c, e);
        } else {
          if (c === 0) continue;
          ok = mul(n, d, c, e);
        }
        if (!ok || !ta.has(out.n, out.d)) continue;
        const an = out.n;
        const ad = out.d;
        const left = this.termWitness(A, an, ad);
        const r = rightWitness(B, c, e);
        if (left && r) {
          found = [...left, ...join, ...r];
          return true;
        }
      }
      return false;
    });
    return found;
  }

  /** "(x)> side |" with value n/d using exactly S (the gap is dropped later at the end of a side). */
  groupWitness(S: number, n: number, d: number): number[] | null {
    const p = this.paren;
    if (p < 0 || this.count(S, p) === 0) return null;
    const inner = this.sideWitness(S - (this.stride[p] as number), n, d);
    return inner ? [OPEN, ...inner, GAP] : null;
  }

  // ---- counting ----------------------------------------------------------------

  private readonly counted = new Map<string, number>();

  /** How many distinct cube-type sequences make a side S with value n/d (at most cap). */
  countSide(S: number, n: number, d: number, cap: number): number {
    const key = `s${S}|${n}/${d}`;
    const got = this.counted.get(key);
    if (got !== undefined) return got;
    let total = this.termSet(S).has(n, d) ? this.countTerm(S, n, d, cap) : 0;
    for (const op of ['+', '-'] as const) {
      const t = this.opType[op];
      if (t < 0 || this.count(S, t) === 0 || total >= cap) continue;
      this.eachSplit(S - (this.stride[t] as number), (A, B) => {
        if (total >= cap) return;
        const tb = this.termSet(B);
        if (tb.size === 0) return;
        const sa = this.sideSet(A);
        if (sa.size === 0) return;
        for (let j = 0; j < tb.size && total < cap; j++) {
          const c = tb.num[j] as number;
          const e = tb.den[j] as number;
          if (!add(n, d, op === '+' ? -c : c, e)) continue;
          if (!sa.has(out.n, out.d)) continue;
          const an = out.n;
          const ad = out.d;
          total += this.countSide(A, an, ad, cap) * this.countTerm(B, c, e, cap);
        }
      });
    }
    total = Math.min(total, cap);
    this.counted.set(key, total);
    return total;
  }

  countTerm(S: number, n: number, d: number, cap: number): number {
    const key = `t${S}|${n}/${d}`;
    const got = this.counted.get(key);
    if (got !== undefined) return got;
    let total = 0;
    const words = this.words.get(S);
    if (words) for (const w of words) if (w.n === n && w.d === d) total++;
    for (const op of ['*', '/'] as const) {
      const t = this.opType[op];
      if (t < 0 || this.count(S, t) === 0 || total >= cap) continue;
      this.eachSplit(S - (this.stride[t] as number), (A, B) => {
        if (total >= cap) return;
        const list = this.words.get(B);
        if (!list) return;
        const ta = this.termSet(A);
        if (ta.size === 0) return;
        const fb = this.factor[B] as ValueSet;
        for (let j = 0; j < fb.size && total < cap; j++) {
          const c = fb.num[j] as number;
          const e = fb.den[j] as number;
          let words = 0;
          for (const w of list) if (w.n === c && w.d === e) words++;
          if (op === '*' && c === 0) {
            if (n !== 0) continue;
            // x × 0 = 0 for every left value
            for (let i = 0; i < ta.size && total < cap; i++) total += this.countTerm(A, ta.num[i] as number, ta.den[i] as number, cap) * words;
            continue;
          }
          if (op === '/' && c === 0) continue;
          const ok = op === '*' ? div(n, d, c, e) : mul(n, d, c, e);
          if (!ok || !ta.has(out.n, out.d)) continue;
          const an = out.n;
          const ad = out.d;
          total += this.countTerm(A, an, ad, cap) * words;
        }
      });
    }
    total = Math.min(total, cap);
    this.counted.set(key, total);
    return total;
  }

  factorWitness(S: number, n: number, d: number): number[] | null {
    const list = this.words.get(S);
    if (list) for (const w of list) if (w.n === n && w.d === d) return w.types;
    const p = this.paren;
    if (p < 0 || this.count(S, p) === 0) return null;
    if (this.groupSet(S).has(n, d)) return this.groupWitness(S, n, d);
    const minus = this.opType['-'];
    if (minus >= 0 && this.count(S, minus) > 0) {
      const inner = S - (this.stride[minus] as number);
      const nn = n === 0 ? 0 : -n;
      if (this.count(inner, p) > 0 && this.groupSet(inner).has(nn, d)) {
        const g = this.groupWitness(inner, nn, d);
        if (g) return [minus, ...g];
      }
    }
    return null;
  }
}

/** (n/d)^e exactly, or null when it would pass 2^53 (0^0 is 1, as the engine reads it). */
function powerOf(n: number, d: number, e: number): number[] | null {
  let a = 1;
  let b = 1;
  for (let i = 0; i < e; i++) {
    a *= n;
    b *= d;
    if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) return null;
  }
  return [a, b];
}

/** log_b(n/d) as an exact p/q with 1 ≤ q ≤ 12 (n, d > 0, b ≥ 2), or null. */
function exactLog(n: number, d: number, b: number): number[] | null {
  const x = (Math.log(n) - Math.log(d)) / Math.log(b);
  if (!Number.isFinite(x)) return null;
  const N = BigInt(n);
  const D = BigInt(d);
  const B = BigInt(b);
  for (let q = 1; q <= 12; q++) {
    const p = Math.round(x * q);
    if (Math.abs(p) > 4096) return null;
    const Q = BigInt(q);
    // (n/d)^q = b^p
    const ok = p >= 0 ? N ** Q === B ** BigInt(p) * D ** Q : N ** Q * B ** BigInt(-p) === D ** Q;
    if (ok) return [p, q];
  }
  return null;
}

/** (n/d)^(p/q) exactly (n/d ≥ 0, q > 0), or null when it is not rational or too large. */
function powerRat(n: number, d: number, p: number, q: number): number[] | null {
  if (p < 0) {
    if (n === 0) return null;
    return powerRat(d, n, -p, q);
  }
  if (p > 64 && n > 1) return null;
  const r = q === 1 ? [n, d] : rootOf(n, d, q);
  if (!r) return null;
  return powerOf(r[0] as number, r[1] as number, p);
}

/** The exact k-th root of n/d (n ≥ 0), or null when it is not rational. */
function rootOf(n: number, d: number, k: number): number[] | null {
  if (n < 0) return null;
  const root = (x: number): number | null => {
    const r = Math.round(x ** (1 / k));
    for (const c of [r - 1, r, r + 1]) {
      if (c < 0) continue;
      const p = powerOf(c, 1, k);
      if (p && p[0] === x) return c;
    }
    return null;
  };
  const a = root(n);
  const b = root(d);
  return a === null || b === null ? null : [a, b];
}

function gcdInt(a: number, b: number): number {
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return Math.abs(a);
}

/** Order in which sub-multisets are tried: score, then cubes, both descending. */
export function candidateOrder(s: Searcher): number[] {
  const all: number[] = [];
  for (let U = 1; U < s.total; U++) all.push(U);
  all.sort((a, b) => (s.scoreOf[b] as number) - (s.scoreOf[a] as number) || (s.cubesOf[b] as number) - (s.cubesOf[a] as number) || a - b);
  return all;
}


export interface LongestOptions {
  /** Absolute time (ms, from `now`) after which the search stops, unproven. */
  deadline?: number;
  now?: () => number;
  /** Sub-multisets (indices) not to report, e.g. ones whose witness the engine rejected. */
  skip?: ReadonlySet<number>;
  /** Only sub-multisets holding a cube of this type (e.g. a preset constant cube), or -1. */
  mustUse?: number;
  /** Called with each improvement while searching (budgeted play). */
  onBest?: (c: FoundEquation) => void;
  /** Only try splits whose sides both have at most this many cubes (a quick, unproven pass). */
  maxSide?: number;
  /** Start from this equation (a lower bound found earlier). */
  start?: FoundEquation | null;
  /**
   * Optional score bonuses (game 5's base bonus, game 6's exponent bonus):
   * the score of an equation then depends on its arrangement, not only on
   * its cubes. `bound(U)` is the most bonus cubes U could earn, `max` the
   * most any sub-multiset could, and `rescore` the equation's real score
   * (the engine's), or null when it is not accepted. The walk then goes on
   * past a found equation while a bonus could still beat it.
   */
  bonus?: { bound: (U: number) => number; max: number; rescore: (hit: FoundEquation) => number | null };
  /**
   * Among equations of the same score and cubes, how much of a trick one is
   * (0: none; higher: worse — a zero multiplied in, a 0 or 1 padded on, both
   * sides 0). While the best so far is a trick, the walk goes on through
   * sub-multisets that could only tie it, and a tie with fewer tricks wins.
   */
  trick?: (hit: FoundEquation) => number;
}

export interface FoundEquation {
  /** Sub-multiset used for the two sides ('=' not included). */
  U: number;
  L: number;
  R: number;
  /** Common value of the sides. */
  n: number;
  d: number;
  /** Rulebook score ('=' included, fraction 2, zero penalty applied). */
  score: number;
  cubes: number;
}

export interface LongestOutcome {
  best: FoundEquation | null;
  proven: boolean;
  stopped?: 'budget' | 'overflow';
  checked: number;
}

/** Whether U could possibly hold an equation (cheap necessary conditions). */
export function plausible(s: Searcher, U: number): boolean {
  let numberCubes = 0;
  let strictOps = 0;
  let minus = 0;
  let parens = 0;
  for (let t = 0; t < s.n; t++) {
    const k = s.count(U, t);
    if (k === 0) continue;
    const kind = (s.types[t] as CubeType).kind;
    if (kind.kind === 'digit' || kind.kind === 'frac' || kind.kind === 'const') numberCubes += k;
    else if (kind.kind === 'op') {
      if (kind.op === '-') minus += k;
      else strictOps += k;
    } else if (kind.kind === 'paren') parens += k;
  }
  if (parens > 0) return numberCubes >= 2 && strictOps <= numberCubes - 2;
  if (numberCubes < 2) return false;
  if (strictOps > numberCubes - 2) return false;
  if (!s.rules.doubleNegative && strictOps + minus > 2 * numberCubes - 2) return false;
  return true;
}

/**
 * An equation using exactly the cubes U ('=' aside), or null. With the zero
 * penalty an equation equating to zero is returned only when no other
 * exists, with its score lowered by 2; when zero is not allowed it is never
 * returned.
 */
export function equationFor(s: Searcher, U: number, maxSide = Infinity): FoundEquation | null {
  const rawScore = (s.scoreOf[U] as number) + 1;
  const cubes = (s.cubesOf[U] as number) + 1;
  const zero = s.rules.zero;
  let zeroOnly: FoundEquation | null = null;
  // with zero allowed, an equation that equates to zero is kept as a fallback:
  // a non-zero one reads better ("equating to zero can become a gimmick")
  let zeroAllowed: FoundEquation | null = null;
  const splits: number[] = [];
  s.eachSplit(U, (L, R) => {
    if (L < R) return;
    if (Math.max(s.cubesOf[L] as number, s.cubesOf[R] as number) > maxSide) return;
    splits.push(L);
  });
  // balanced splits first: their side sets are the cheapest to build
  const weight = (L: number): number => Math.max(s.cubesOf[L] as number, s.cubesOf[U - L] as number);
  splits.sort((a, b) => weight(a) - weight(b) || a - b);
  const top = s.cubesOf[U] as number;
  for (const L of splits) {
    const R = U - L;
    // a lopsided split (one side of at most 2 cubes, the other big): ask the
    // big side for the small side's few values instead of building its set
    const [bigS, smallS] = (s.cubesOf[L] as number) >= (s.cubesOf[R] as number) ? [L, R] : [R, L];
    // A zero fallback found earlier does not stop the search for a non-zero equation; on big hands
    // (9 cubes or more) only splits whose side sets are already built are still tried, to keep the time.
    if (zeroAllowed && top >= 9 && !(s.hasEqSideSet(L) && s.hasEqSideSet(R))) continue;
    if (s.lopsided && !s.rules.ratio && (s.cubesOf[smallS] as number) <= s.lopsidedSmall && top >= 9 && !s.hasSideSet(bigS)) {
      const small = s.sideSet(smallS);
      for (let i = 0; i < small.size; i++) {
        const n = small.num[i] as number;
        const d = small.den[i] as number;
        if (n === 0) {
          if (zero === 'penalty' && !zeroOnly && s.memberSide(bigS, n, d)) zeroOnly = { U, L, R, n, d, score: rawScore - 2, cubes };
          if (zero === 'allow' && !zeroAllowed && s.memberSide(bigS, n, d)) zeroAllowed = { U, L, R, n, d, score: rawScore, cubes };
          continue;
        }
        if (s.memberSide(bigS, n, d)) return { U, L, R, n, d, score: rawScore, cubes };
      }
      continue;
    }
    const sl = s.eqSideSet(L);
    if (sl.size === 0) continue;
    const sr = s.eqSideSet(R);
    if (sr.size === 0) continue;
    const [small, big] = sl.size <= sr.size ? [sl, sr] : [sr, sl];
    for (let i = 0; i < small.size; i++) {
      const n = small.num[i] as number;
      const d = small.den[i] as number;
      if (!big.has(n, d)) continue;
      if (n === 0) {
        if (zero === 'penalty' && !zeroOnly) zeroOnly = { U, L, R, n, d, score: rawScore - 2, cubes };
        if (zero === 'allow' && !zeroAllowed) zeroAllowed = { U, L, R, n, d, score: rawScore, cubes };
        continue;
      }
      return { U, L, R, n, d, score: rawScore, cubes };
    }
  }
  return zeroAllowed ?? zeroOnly;
}

/**
 * The best equation: the highest score, then the most cubes. `proven` when
 * every sub-multiset that could have beaten it was shown to be impossible.
 */
export function longest(s: Searcher, order: readonly number[], opts: LongestOptions = {}): LongestOutcome {
  const now = opts.now ?? defaultNow;
  const deadline = opts.deadline ?? Infinity;
  s.deadline = deadline;
  s.clock = now;
  const maxSide = opts.maxSide ?? Infinity;
  const mustUse = opts.mustUse ?? -1;
  let best: FoundEquation | null = opts.start ?? null;
  let checked = 0;
  const better = (score: number, cubes: number): boolean =>
    best === null || score > best.score || (score === best.score && cubes > best.cubes);
  const trickOf = opts.trick;
  let bestTrick = best && trickOf ? trickOf(best) : 0;
  /** A candidate that can at best tie the best so far is still worth a look while the best is a trick. */
  const couldTie = (score: number, cubes: number): boolean => best !== null && bestTrick > 0 && score === best.score && cubes === best.cubes;
  const bonus = opts.bonus;
  try {
    for (const U of order) {
      const topScore = (s.scoreOf[U] as number) + 1 + (bonus?.max ?? 0);
      const topCubes = (s.cubesOf[U] as number) + 1;
      // candidates come best first (score, then cubes): once one can neither beat nor tie the best, none later can
      if (!better(topScore, topCubes) && !(!bonus && couldTie(topScore, topCubes))) break;
      if (bonus && !better((s.scoreOf[U] as number) + 1 + bonus.bound(U), (s.cubesOf[U] as number) + 1)) continue;
      if ((s.cubesOf[U] as number) > 2 * maxSide) continue;
      if (!plausible(s, U)) continue;
      if (opts.skip?.has(U)) continue;
      if (mustUse >= 0 && s.count(U, mustUse) === 0) continue;
      if (now() > deadline) throw new OutOfTime();
      checked++;
      let hit = equationFor(s, U, maxSide);
      if (hit && bonus) {
        const score = bonus.rescore(hit);
        hit = score === null ? null : { ...hit, score };
      }
      if (hit && better(hit.score, hit.cubes)) {
        best = hit;
        bestTrick = trickOf ? trickOf(hit) : 0;
        opts.onBest?.(hit);
      } else if (hit && trickOf && best && bestTrick > 0 && hit.score === best.score && hit.cubes === best.cubes) {
        const k = trickOf(hit);
        if (k < bestTrick) {
          best = hit;
          bestTrick = k;
          opts.onBest?.(hit);
        }
      }
    }
  } catch (e) {
    if (e instanceof OutOfTime) return { best, proven: false, stopped: 'budget', checked };
    throw e;
  }
  if (s.overflow) return { best, proven: false, stopped: 'overflow', checked };
  return { best, proven: maxSide === Infinity, checked };
}
