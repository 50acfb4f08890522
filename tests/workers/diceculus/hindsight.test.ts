/**
 * The class board's DiceCulus best possible (issue 27): the most points a
 * round's card gives with the dice a seat rolls, in hindsight. Checked
 * against a plain brute force (every way of giving the seven dice to the six
 * unknowns, every kept roll), and played through the engine's own moves to
 * show it is reached.
 */
import { describe, expect, it } from 'vitest';
import { cardById, GUESSES, type Stage } from '../../../src/games/diceculus/cards';
import { evaluate, LETTERS, pointsOf, type Values } from '../../../src/games/diceculus/expr';
import { cardFor, DEFAULT_PARAMS, rollDice, roundsPerStage } from '../../../src/games/diceculus/game';
import { hindsightBest, seatSums } from '../../../workers/diceculus/hindsight';
import { playedGame } from './playBest';

/** Brute force: every count of dice per unknown a–f (0–7 each, seven in all, a guessed prefix of the letters), every kept roll. */
function bruteBest(cardId: string, seed: string, faces: number, global: number, p: number): number {
  const card = cardById(cardId)!;
  let best = Number.NEGATIVE_INFINITY;
  const sums = new Map<string, number>();
  const sumOf = (l: (typeof LETTERS)[number], roll: number, n: number): number => {
    const key = `${l}${roll}${n}`;
    let v = sums.get(key);
    if (v === undefined) {
      v = rollDice(seed, faces, global, p, l, roll, n).reduce((a, b) => a + b, 0);
      sums.set(key, v);
    }
    return v;
  };
  const points = new Map<string, number>();
  const counts = [0, 0, 0, 0, 0, 0];
  const visit = (i: number, left: number): void => {
    if (i === 6) {
      if (left !== 0) return;
      const guess = counts.filter((c) => c > 0).length;
      // the guessed unknowns are the first `guess` letters, each with a die at least
      if (!GUESSES[card.stage].includes(guess) || counts.slice(0, guess).some((c) => c === 0)) return;
      const rolled = card.letters.filter((l) => counts[LETTERS.indexOf(l)]! > 0);
      for (let k = 0; k < 3 ** rolled.length; k++) {
        const values: Values = {};
        for (const l of card.letters) values[l] = 0;
        let code = k;
        for (const l of rolled) {
          const roll = code % 3;
          code = Math.floor(code / 3);
          values[l] = sumOf(l, roll, counts[LETTERS.indexOf(l)]!);
        }
        const key = JSON.stringify(values);
        let pts = points.get(key);
        if (pts === undefined) {
          pts = pointsOf(evaluate(card.node, values));
          points.set(key, pts);
        }
        best = Math.max(best, pts);
      }
      return;
    }
    for (let n = 0; n <= left; n++) {
      counts[i] = n;
      visit(i + 1, left - n);
    }
    counts[i] = 0;
  };
  visit(0, 7);
  return best;
}

describe('DiceCulus best possible in hindsight', () => {
  it('equals a brute force over every split and kept roll (stages I–IV, 6- and 8-faced dice, several seats)', () => {
    let cases = 0;
    for (const seed of ['bp1', 'bp2']) {
      for (const faces of [6, 8] as const) {
        const params = { ...DEFAULT_PARAMS, faces };
        for (const stage of [1, 2, 3, 4] as Stage[]) {
          const global = (stage - 1) * 2;
          const card = cardFor(params, seed, stage, 0);
          for (const p of [0, 1]) {
            const got = hindsightBest(card, stage, seatSums(seed, faces, global, p));
            expect(got.points, `${seed} f${faces} ${card.id} seat ${p}`).toBe(bruteBest(card.id, seed, faces, global, p));
            // what it says it played gives those points
            expect(pointsOf(evaluate(card.node, got.values))).toBe(got.points);
            expect(GUESSES[stage]).toContain(got.guess);
            expect(Object.values(got.split).reduce((a, b) => a + b, 0)).toBe(7);
            cases++;
          }
        }
      }
    }
    expect(cases).toBe(32);
  });

  it('is reached by playing it through the engine: the round gives seat 0 those points, and no computer play of the same dice beats it', () => {
    for (const seed of ['bp4']) {
      const best = playedGame(DEFAULT_PARAMS, seed, { best: true, rounds: 6 });
      const plain = playedGame(DEFAULT_PARAMS, seed, { best: false, rounds: 6 });
      expect(best.rounds.slice(0, 6).every((r) => r.scores !== null)).toBe(true);
      const per = roundsPerStage(DEFAULT_PARAMS, 2);
      for (let i = 0; i < 6; i++) {
        const r = best.rounds[i]!;
        expect(r.stage).toBe(Math.floor(i / per) + 1);
        const want = hindsightBest(cardById(r.card)!, r.stage, seatSums(seed, 6, i, 0)).points;
        expect(r.plays[0]!.points).toBe(want);
        expect(plain.rounds[i]!.card).toBe(r.card);
        expect(plain.rounds[i]!.plays[0]!.points).toBeLessThanOrEqual(want);
      }
    }
  });
});
