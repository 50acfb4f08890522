/**
 * The strategy helper a student opens after a round: the expected points of
 * their split against the best split for that card, and, at each of their
 * keep-or-roll decisions, the expected points of keeping and of rolling
 * again with the chance that a new roll shows a better sum. Exact (see ev.ts).
 */
import { GUESSES } from '../../src/games/diceculus/cards';
import type { Letter } from '../../src/games/diceculus/expr';
import { cardOf, type DiceState } from '../../src/games/diceculus/game';
import { decision, evaluator, rankSplits, rolledLetters, splitEV, sumDistribution, type Split } from './ev';

export interface DecisionReport {
  letter: Letter;
  /** 1 or 2: the roll after which the choice was made. */
  roll: number;
  sum: number;
  keep: number;
  again: number;
  /** The chance that rolling again shows a sum worth more than this one. */
  better: number;
  chose: 'keep' | 'roll';
}

export interface HelperReport {
  card: string;
  guess: number;
  split: Split;
  ev: number;
  best: { guess: number; split: Split; ev: number };
  /** The five best splits. */
  top: { guess: number; split: Split; ev: number }[];
  decisions: DecisionReport[];
  claimed: boolean;
}

export function helperReport(s: DiceState, roundIndex: number, p: number): HelperReport | null {
  const r = s.rounds[roundIndex];
  const play = r?.plays[p];
  if (!r || !play?.done) return null;
  const card = cardOf(r);
  const faces = s.params.faces;
  const ranked = rankSplits(card, GUESSES[r.stage], faces);
  const best = ranked[0] as { guess: number; split: Split; ev: number };
  const decisions: DecisionReport[] = [];
  const kept: Partial<Record<Letter, number>> = {};
  const ev = evaluator(card, faces);
  for (const l of play.sequence) {
    const rolls = play.rolls[l] ?? [];
    for (let k = 0; k < Math.min(rolls.length, 2); k++) {
      const sum = (rolls[k] ?? []).reduce((a, b) => a + b, 0);
      const d = decision(card, play.split, kept, l, k + 1, sum, faces);
      // how a new roll compares: the value of keeping each sum it may show
      const rest = rolledLetters(card, play.split).filter((x) => x !== l && kept[x] === undefined);
      const dist = sumDistribution(play.split[l] ?? 1, faces);
      let better = 0;
      dist.sums.forEach((x, i) => {
        if (ev.rest({ ...kept, [l]: x }, rest, play.split) > d.keep + 1e-9) better += dist.probs[i] as number;
      });
      decisions.push({ letter: l, roll: k + 1, sum, keep: d.keep, again: d.roll, better, chose: k + 1 < rolls.length ? 'roll' : 'keep' });
    }
    kept[l] = play.kept[l] as number;
  }
  return {
    card: card.text,
    guess: play.guess,
    split: play.split,
    ev: splitEV(card, play.split, faces),
    best,
    top: ranked.slice(0, 5),
    decisions,
    claimed: play.claimed,
  };
}
