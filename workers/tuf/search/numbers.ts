/**
 * Numbers: every number the roll's number cubes can make, found once when the
 * search starts (whole numbers of one or two cubes with no leading zero,
 * fractions and mixed numbers from game 2, decimals around ø from game 3,
 * numbers in another base from game 5), each signed by a minus cube when one
 * is left over. They are kept as words (the cubes in order, and the value):
 * the value sets of the `factor` rule read them, a witness is a word looked
 * up, and a count is the number of words with a value. Game 6's powers and
 * the constant cube's words are added by ./powers.ts.
 */
import { gcd, ValueSet } from '../rat';
import type { CubeType } from '../model';
import { SUB, SUP } from './codes';
import type { Searcher } from './searcher';

/** A number made of exactly the cubes of its sub-multiset: its cube codes in order, and its value n/d. */
export interface NumberWord {
  types: number[];
  n: number;
  d: number;
}

function pushWord(s: Searcher, S: number, types: number[], n: number, d: number): void {
  let list = s.words.get(S);
  if (!list) s.words.set(S, (list = []));
  list.push({ types, n, d });
}

export function addWord(s: Searcher, types: number[], n: number, d: number, codes: number[] = types): void {
  let S = 0;
  for (const t of types) S += s.stride[t] as number;
  let set = s.numberSet[S];
  if (!set) set = s.numberSet[S] = new ValueSet();
  set.add(n, d);
  pushWord(s, S, codes.slice(), n, d);
  const minus = s.opType['-'];
  // a sign needs a minus cube left over (a reciprocal exponent may have used one)
  if (minus >= 0 && s.count(S, minus) < (s.cap[minus] as number)) {
    const Sm = S + (s.stride[minus] as number);
    let neg = s.numberSet[Sm];
    if (!neg) neg = s.numberSet[Sm] = new ValueSet();
    const nn = n === 0 ? 0 : -n;
    neg.add(nn, d);
    pushWord(s, Sm, [minus, ...codes], nn, d);
    if (s.rules.doubleNegative && s.count(S, minus) + 2 <= (s.cap[minus] as number)) {
      const Smm = Sm + (s.stride[minus] as number);
      let pos = s.numberSet[Smm];
      if (!pos) pos = s.numberSet[Smm] = new ValueSet();
      pos.add(n, d);
      pushWord(s, Smm, [minus, minus, ...codes], n, d);
    }
  }
}

/** Enumerates every plain number the roll's number cubes can make (then ./powers.ts adds the rest). */
export function buildNumbers(s: Searcher): void {
  const digits: number[] = [];
  const fracs: number[] = [];
  let point = -1;
  s.types.forEach((t, i) => {
    if (t.kind.kind === 'digit') digits.push(i);
    else if (t.kind.kind === 'frac') fracs.push(i);
    else if (t.kind.kind === 'point') point = i;
  });
  const used = new Array<number>(s.n).fill(0);
  const digitText = (t: number): string => {
    const k = (s.types[t] as CubeType).kind;
    return k.kind === 'digit' ? String(k.value) : '';
  };
  const fracDen = (t: number): number => {
    const k = (s.types[t] as CubeType).kind;
    return k.kind === 'frac' ? k.den : 1;
  };
  const take = (t: number): boolean => {
    if ((used[t] as number) >= (s.cap[t] as number)) return false;
    used[t] = (used[t] as number) + 1;
    return true;
  };
  const give = (t: number): void => {
    used[t] = (used[t] as number) - 1;
  };
  const rules = s.rules;

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
    addWord(s, w.types, v, 1);
  }
  // fractions and mixed numbers
  if (fracs.length > 0) {
    for (const f of fracs) {
      const den = fracDen(f);
      addWord(s, [f], 1, den);
      if (!rules.mixedNumbers) continue;
      for (const w of wholes) {
        const v = Number(w.text);
        if (v === 0 && !rules.zeroWholeMixed) continue;
        // the whole part must leave a fraction cube free (it never uses one)
        addWord(s, [...w.types, f], v * den + 1, den);
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
          const g = gcd(num, den);
          addWord(s, [...b.types, point, ...seq], num / g, den / g);
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
        const g = gcd(num, den) || 1;
        const body = frac.length > 0 ? [...whole, point, ...frac] : whole;
        addWord(s, [...body, ...b.types], num / g, den / g, [...body, ...sub]);
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
}

/** Unsigned number words (no sign, no raised cube) built so far. */
export function plainWords(s: Searcher): { S: number; types: number[]; n: number; d: number }[] {
  const minus = s.opType['-'];
  const plain: { S: number; types: number[]; n: number; d: number }[] = [];
  for (const [S, list] of s.words) {
    for (const w of list) {
      if (w.types[0] === minus || w.types.some((c) => c <= SUP)) continue;
      plain.push({ S, types: w.types, n: w.n, d: w.d });
    }
  }
  return plain;
}
