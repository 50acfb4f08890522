import { describe, expect, it } from 'vitest';
import { ratToString } from '../../../src/core/exact';
import { createRng } from '../../../src/core/random';
import { deckOf, filteredDeck, GUESSES, STAGES, type Stage } from '../../../src/games/diceculus/cards';
import { evaluate, LETTERS, type Values } from '../../../src/games/diceculus/expr';

const SIZES: Record<Stage, number> = { 1: 50, 2: 80, 3: 40, 4: 40 };
const UNKNOWNS: Record<Stage, number[]> = { 1: [3], 2: [3, 4, 5], 3: [5, 6], 4: [3, 4, 5, 6] };

/** A roll as the game makes it: each unknown gets 1–4 dice (sum of d6), or 0 when not assumed. */
function randomValues(rng: ReturnType<typeof createRng>, zeroChance: number): Values {
  const v: Values = {};
  for (const l of LETTERS) {
    if (rng.next() < zeroChance) v[l] = 0;
    else {
      const n = 1 + rng.int(4);
      let s = 0;
      for (let i = 0; i < n; i++) s += 1 + rng.int(6);
      v[l] = s;
    }
  }
  return v;
}

describe('the decks', () => {
  for (const stage of STAGES) {
    it(`stage ${stage}: ${SIZES[stage]} cards, each parses with the stage's number of unknowns (the first letters)`, () => {
      const deck = deckOf(stage);
      expect(deck).toHaveLength(SIZES[stage]);
      expect(new Set(deck.map((c) => c.text)).size).toBe(deck.length);
      for (const c of deck) {
        expect(UNKNOWNS[stage], c.text).toContain(c.unknowns);
        expect(c.letters, c.text).toEqual(LETTERS.slice(0, c.unknowns));
        expect(GUESSES[stage].includes(c.unknowns) || stage === 1).toBe(true);
      }
      for (const k of UNKNOWNS[stage])
        expect(
          deck.some((c) => c.unknowns === k),
          `${k} unknowns`,
        ).toBe(true);
    });

    it(`stage ${stage}: every card is defined for most rolls, none undefined for every roll`, () => {
      const rng = createRng(`defined-${stage}`);
      for (const c of deckOf(stage)) {
        let defined = 0;
        const N = 200;
        for (let i = 0; i < N; i++) if (evaluate(c.node, randomValues(rng, 0.1)).ok) defined++;
        expect(defined / N, c.text).toBeGreaterThan(0.8);
      }
    });

    it(`stage ${stage}: grades run from 1 to 5 and easy/hard decks are non-empty`, () => {
      const grades = new Set(deckOf(stage).map((c) => c.grade));
      expect(Math.min(...grades)).toBe(1);
      expect(Math.max(...grades)).toBeGreaterThanOrEqual(4);
      expect(filteredDeck(stage, 'easy').every((c) => c.grade <= 3)).toBe(true);
      expect(filteredDeck(stage, 'hard').every((c) => c.grade >= 3)).toBe(true);
      expect(filteredDeck(stage, 'easy').length).toBeGreaterThan(5);
      expect(filteredDeck(stage, 'hard').length).toBeGreaterThan(5);
    });
  }

  it('harder cards get higher grades: a card with division and brackets outranks a plain sum', () => {
    const d = deckOf(1);
    const plain = d.find((c) => c.text === 'a+b+c');
    const hard = d.find((c) => c.text === 'abc/(a+b)');
    expect(plain!.grade).toBeLessThan(hard!.grade);
  });

  it('a few cards aim at known slips, reading 2a as 24 among them', () => {
    const slips = STAGES.flatMap((s) => deckOf(s).filter((c) => c.slip === 'juxtaposition'));
    expect(slips.length).toBeGreaterThanOrEqual(5);
    expect(deckOf(1).find((c) => c.text === '2a+bc')!.slip).toBe('juxtaposition');
  });

  it('stage IV: a few identities simplify to a constant, checked by brute force', () => {
    const consts = deckOf(4).filter((c) => c.constant !== null);
    expect(consts.length).toBeGreaterThanOrEqual(3);
    expect(consts.length).toBeLessThanOrEqual(12);
    const rng = createRng('constants');
    for (const c of deckOf(4)) {
      const seen = new Set<string>();
      for (let i = 0; i < 60; i++) {
        const v = evaluate(c.node, randomValues(rng, 0.2));
        if (v.ok && v.exact) seen.add(ratToString(v.v));
      }
      if (c.constant) expect([...seen], c.text).toEqual([ratToString(c.constant)]);
      else expect(seen.size, c.text).toBeGreaterThan(1);
    }
    expect(deckOf(1).every((c) => c.constant === null)).toBe(true);
  });
});
