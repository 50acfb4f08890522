/**
 * The search's state for one roll: the cube types and the mixed-radix
 * numbering of their sub-multisets, the memo tables of every grammar rule,
 * the pair loop (`combine`) with its overflow and deadline checks, and the
 * split loop (`eachSplit`). The grammar rules themselves live one per module
 * (each with its value set, witness and count together); the methods at the
 * end of the class are their entry points, so that one rule can use another
 * without the modules importing each other:
 *
 *   numbers.ts, powers.ts  the numbers the cubes can make (words)
 *   factor.ts              factor = ['-'] number | ['-'] group
 *   group.ts               group  = '(x)>' side '|', and terms ending in a group
 *   term.ts                term   = factor { (×|÷) factor | group | number after a group }
 *   side.ts                side   = term { (+|−) term }
 *   ratio.ts               a whole side in the ratio game: side | side '//' side
 */
import { add, mul, out, type ValueSet } from '../rat';
import { defaultNow } from '../clock';
import { kindKey, kindRank, type CubeKind, type CubeType, type Op, type SolverRules } from '../model';
import { OutOfTime } from './codes';
import { factorSet, factorWitness, plainNumbers } from './factor';
import { groupFactorSet, groupSet, groupWitness, gtermSet, gtermWitness } from './group';
import { buildNumbers, type NumberWord } from './numbers';
import { buildNumberForms } from './powers';
import { eqSideSet, eqSideWitness } from './ratio';
import { countSide, memberSide, sideSet, sideWitness } from './side';
import { countTerm, termSet, termWitness } from './term';

/** Builds the cube types of a roll (the '=' cube left out). */
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

  // The memo tables below belong to the rule modules (read and written only there).
  /** Numbers (signed or not) made of exactly S, built up front (numbers.ts, powers.ts). */
  readonly numberSet: (ValueSet | undefined)[];
  /** Number words per index, to rebuild a factor's cubes in order and to count them. */
  readonly words = new Map<number, NumberWord[]>();
  /** Numbers and groups, built on demand when groups are allowed (factor.ts). */
  readonly factorMemo: (ValueSet | undefined)[];
  /** Terms whose last factor is a group: a number may follow them directly, "(2 + .1) 5" (group.ts). */
  readonly gtermMemo: (ValueSet | undefined)[];
  readonly termMemo: (ValueSet | undefined)[];
  readonly sideMemo: (ValueSet | undefined)[];
  /** Ratio game: a whole side, `side` or `side // side` (ratio.ts). */
  readonly ratioMemo = new Map<number, ValueSet>();
  /** Counts already made (side.ts, term.ts), keyed by rule, S and value. */
  readonly countMemo = new Map<string, number>();
  /** Witnesses pick the tidiest (fewest tricks) instead of the first found (tidy.ts). */
  tidy = false;
  /** Tidy witnesses already chosen, keyed by rule, S and value; and the witnesses weighed so far. */
  readonly tidyMemo = new Map<string, number[] | null>();
  tidyWork = 0;

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
    this.numberSet = new Array<ValueSet | undefined>(s);
    this.factorMemo = new Array<ValueSet | undefined>(s);
    this.gtermMemo = new Array<ValueSet | undefined>(s);
    this.termMemo = new Array<ValueSet | undefined>(s);
    this.sideMemo = new Array<ValueSet | undefined>(s);
    buildNumbers(this);
    buildNumberForms(this);
  }

  /** Digit, fraction or point cube types (what numbers are made of). */
  isNumberType(t: number): boolean {
    const k = (this.types[t] as CubeType).kind.kind;
    return k === 'digit' || k === 'frac' || k === 'point';
  }

  count(S: number, t: number): number {
    return this.counts[S * this.n + t] as number;
  }

  /** into ∪= { a op b : a ∈ a, b ∈ b } (division by zero skipped, overflows noted); checks the deadline now and then. */
  combine(into: ValueSet, a: ValueSet, b: ValueSet, op: Op): void {
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

  // ---- the grammar's entry points (see the module named on each) ------------

  /** Values of one factor using exactly S: a (signed) number, or in game 4 on a (signed) group (factor.ts). */
  factorSet(S: number): ValueSet {
    return factorSet(this, S);
  }

  /** Unsigned numbers using exactly S (factor.ts). */
  plainNumbers(S: number): ValueSet {
    return plainNumbers(this, S);
  }

  factorWitness(S: number, n: number, d: number): number[] | null {
    return factorWitness(this, S, n, d);
  }

  /** Values of a group "(x)> side" using exactly S, unsigned (group.ts). */
  groupSet(S: number): ValueSet {
    return groupSet(this, S);
  }

  /** A factor that is a group, signed or not (group.ts). */
  groupFactorSet(S: number): ValueSet {
    return groupFactorSet(this, S);
  }

  groupWitness(S: number, n: number, d: number): number[] | null {
    return groupWitness(this, S, n, d);
  }

  /** Values of terms using exactly S that end with a group (group.ts). */
  gtermSet(S: number): ValueSet {
    return gtermSet(this, S);
  }

  gtermWitness(S: number, n: number, d: number): number[] | null {
    return gtermWitness(this, S, n, d);
  }

  /** Values of terms using exactly S (term.ts). */
  termSet(S: number): ValueSet {
    return termSet(this, S);
  }

  termWitness(S: number, n: number, d: number): number[] | null {
    return termWitness(this, S, n, d);
  }

  countTerm(S: number, n: number, d: number, cap: number): number {
    return countTerm(this, S, n, d, cap);
  }

  /** Values of sides using exactly S (side.ts). */
  sideSet(S: number): ValueSet {
    return sideSet(this, S);
  }

  /** Whether the side set of S is already built. */
  hasSideSet(S: number): boolean {
    return this.sideMemo[S] !== undefined;
  }

  /** Whether a side using exactly S can be worth n/d, without building side(S) (side.ts). */
  memberSide(S: number, n: number, d: number): boolean {
    return memberSide(this, S, n, d);
  }

  sideWitness(S: number, n: number, d: number): number[] | null {
    return sideWitness(this, S, n, d);
  }

  /** How many distinct cube-type sequences make a side S with value n/d, at most cap (side.ts). */
  countSide(S: number, n: number, d: number, cap: number): number {
    return countSide(this, S, n, d, cap);
  }

  /** Values of one whole side of the equation using exactly S (ratio.ts: with ratio lines in the ratio game). */
  eqSideSet(S: number): ValueSet {
    return eqSideSet(this, S);
  }

  hasEqSideSet(S: number): boolean {
    return this.rules.ratio ? this.ratioMemo.has(S) : this.sideMemo[S] !== undefined;
  }

  /** A type sequence for a whole side (ratio lines as RATIO) with value n/d using exactly S (ratio.ts). */
  eqSideWitness(S: number, n: number, d: number): number[] | null {
    return eqSideWitness(this, S, n, d);
  }
}
