import { describe, expect, it } from 'vitest';
import { adHocCard, deckOf } from '../../../src/games/diceculus/cards';
import { evaluate, LETTERS, pointsOf, type Letter, type Values } from '../../../src/games/diceculus/expr';
import { allSplits, bestPlay, decision, degreeIn, rankSplits, splitEV, sumDistribution, type Split } from '../../../workers/diceculus/ev';

/** Every way n dice can fall, one face at a time (no convolution). */
function faceRolls(n: number, faces: number): number[] {
  let sums = [0];
  for (let i = 0; i < n; i++) sums = sums.flatMap((s) => Array.from({ length: faces }, (_, f) => s + f + 1));
  return sums;
}

/** Brute force: best play over every outcome of every die, unknowns in alphabetical order, three rolls each. */
function bruteEV(text: string, split: Split, faces: number): number {
  const card = adHocCard(text);
  const order = card.letters.filter((l) => (split[l] ?? 0) > 0);
  const play = (k: number, vals: Values): number => {
    if (k === order.length) return pointsOf(evaluate(card.node, vals));
    const l = order[k] as Letter;
    const outcomes = faceRolls(split[l] as number, faces);
    const keeps = outcomes.map((s) => play(k + 1, { ...vals, [l]: s }));
    // expected value of rolling now with r rolls left (this one included)
    const rollsLeft = (r: number): number => {
      const later = r === 1 ? -Infinity : rollsLeft(r - 1);
      return keeps.reduce((a, kv) => a + Math.max(kv, later), 0) / keeps.length;
    };
    return rollsLeft(3);
  };
  const zero: Values = {};
  for (const l of LETTERS) zero[l] = 0;
  return play(0, zero);
}

describe('the exact strategy helper', () => {
  it('the distribution of a sum of dice is the convolution of the dice', () => {
    for (const [n, f] of [
      [1, 6],
      [2, 6],
      [3, 6],
      [2, 8],
      [1, 20],
    ] as const) {
      const d = sumDistribution(n, f);
      const brute = new Map<number, number>();
      for (const s of faceRolls(n, f)) brute.set(s, (brute.get(s) ?? 0) + 1 / f ** n);
      expect([...d.sums]).toEqual([...brute.keys()].sort((a, b) => a - b));
      d.sums.forEach((s, i) => expect(d.probs[i]).toBeCloseTo(brute.get(s) as number, 12));
    }
  });

  it('best play of one unknown with three rolls: keep when worth more than rolling again', () => {
    // one die, value = face: E3 = 3.5, E2 = 4.25, E1 = 14/3
    const d = sumDistribution(1, 6);
    expect(bestPlay(d.probs, Float64Array.from(d.sums), 1)).toBeCloseTo(3.5, 12);
    expect(bestPlay(d.probs, Float64Array.from(d.sums), 2)).toBeCloseTo(4.25, 12);
    expect(bestPlay(d.probs, Float64Array.from(d.sums), 3)).toBeCloseTo(14 / 3, 12);
  });

  it('matches a brute force over every die on small cards (products, division, no value, rounding)', () => {
    const cases: [string, Split, number][] = [
      ['ac-7b', { a: 1, b: 1, c: 1 }, 6],
      ['a-b', { a: 2, b: 1 }, 6],
      ['ab/(a-b)', { a: 1, b: 1 }, 6],
      ['a/b-c', { a: 1, b: 1, c: 1 }, 4],
      ['-a+b+c-7d', { a: 1, b: 1, c: 1 }, 4],
      ['(a-b)^2-c', { a: 1, b: 1, c: 1 }, 6],
    ];
    for (const [text, split, faces] of cases) {
      expect(splitEV(adHocCard(text), split, faces), text).toBeCloseTo(bruteEV(text, split, faces), 9);
    }
  });

  it('ranks every allowed split; the best is no worse than any other, and the ranking covers every guess', () => {
    const card = adHocCard('ac-7b');
    const ranked = rankSplits(card, [3]);
    expect(ranked).toHaveLength(allSplits(3).length);
    expect(allSplits(3)).toHaveLength(15);
    expect(allSplits(6)).toHaveLength(6);
    for (const r of ranked) expect(r.ev).toBeLessThanOrEqual(ranked[0]!.ev);
    expect(ranked[0]!.ev).toBeCloseTo(splitEV(card, ranked[0]!.split), 9);
    // for ac − 7b the fewest dice go to b
    expect(ranked[0]!.split.b).toBe(1);
    // a stage-II style guess may drop an unknown: -7d is better at 0
    const d = rankSplits(adHocCard('-a+b+c-7d'), [3, 4]);
    expect(d[0]!.guess).toBe(3);
  });

  it('a keep-or-roll decision: keep a high sum on a plus sign, roll a low one again', () => {
    const card = adHocCard('a+b+c');
    const split = { a: 3, b: 2, c: 2 };
    expect(decision(card, split, {}, 'a', 1, 17).best).toBe('keep');
    expect(decision(card, split, {}, 'a', 1, 4).best).toBe('roll');
    // on a minus sign the other way round
    const minus = adHocCard('c-a');
    expect(decision(minus, { a: 2, b: 3, c: 2 }, {}, 'a', 1, 2).best).toBe('keep');
    expect(decision(minus, { a: 2, b: 3, c: 2 }, {}, 'a', 2, 12).best).toBe('roll');
    // rolling again is worth the mean of the rest with one roll left after the second
    const last = decision(card, { a: 1, b: 1, c: 5 }, { a: 3, b: 3 }, 'c', 2, 10);
    expect(last.roll).toBeCloseTo(6 + 17.5, 9);
    expect(last.keep).toBe(16);
  });

  it('knows the degree of a card in each unknown (the fast path for linear unknowns)', () => {
    expect(degreeIn(adHocCard('ac-7b').node, 'c')).toBe(1);
    expect(degreeIn(adHocCard('a^2+b').node, 'a')).toBe(2);
    expect(degreeIn(adHocCard('a/b').node, 'b')).toBe(Infinity);
    // every stage card evaluates the same with and without the fast path
    for (const card of deckOf(1).slice(0, 12)) {
      const split = { a: 2, b: 3, c: 2 };
      const brute = bruteEV(card.text, { a: 1, b: 1, c: 1 }, 4);
      expect(splitEV(card, { a: 1, b: 1, c: 1 }, 4), card.text).toBeCloseTo(brute, 9);
      expect(Number.isFinite(splitEV(card, split))).toBe(true);
    }
  });
});
