/**
 * The best play of a round in hindsight, for the class board: every device of
 * a lesson rolls the same dice for the student's seat (the dice are drawn
 * from the seed, the round, the seat, the unknown and the roll: `rollDice`),
 * so once the round's card is known the most points a student could have
 * made is one number for the whole class. It is searched exhaustively: every
 * guess the stage allows, every split of the seven dice over the guessed
 * unknowns (at least one die each), and for each unknown rolled which of its
 * three rolls to keep (the first, the second or the third; the order the
 * unknowns are rolled in does not change their dice). Unknowns on the card
 * the split leaves out are 0; assumed unknowns the card lacks fall out.
 *
 * Not the strategy helper (ev.ts): that one weighs what a player could expect
 * before rolling; this one knows every roll.
 */
import { GUESSES, type Card, type Stage } from '../../src/games/diceculus/cards';
import { evaluate, type Letter, pointsOf, type Values } from '../../src/games/diceculus/expr';
import { MAX_ROLLS, rollDice } from '../../src/games/diceculus/game';
import { allSplits, type Split } from './ev';

export interface HindsightBest {
  guess: number;
  split: Split;
  /** The value of each of the card's unknowns (the kept sums; 0 for those not assumed). */
  values: Values;
  /** Which roll of each unknown rolled is kept (1, 2 or 3). */
  keep: Partial<Record<Letter, number>>;
  /** The round's points from the card (the rounded value, −50 with no value). */
  points: number;
}

/** The sums a seat's dice show for an unknown rolled with `dice` dice: one per roll (first, second, third). */
export type Sums = (v: Letter, dice: number) => readonly number[];

/** The sums of seat `p`'s rolls in round `global` of a game with this seed and dice. */
export function seatSums(seed: string, faces: number, global: number, p: number): Sums {
  const cache = new Map<string, number[]>();
  return (v, dice) => {
    const key = `${v}${dice}`;
    let out = cache.get(key);
    if (!out) {
      out = Array.from({ length: MAX_ROLLS }, (_, k) => rollDice(seed, faces, global, p, v, k, dice).reduce((a, b) => a + b, 0));
      cache.set(key, out);
    }
    return out;
  };
}

/**
 * The most points the card gives with these rolls, over every guess of the
 * stage, split and kept roll; the first such play in that order (fewest
 * unknowns guessed, then the split's order, then the earliest rolls kept).
 */
export function hindsightBest(card: Card, stage: Stage, sums: Sums, signal?: { aborted: boolean }): HindsightBest {
  let best: HindsightBest | null = null;
  const seen = new Map<string, number>();
  for (const guess of GUESSES[stage]) {
    for (const split of allSplits(guess)) {
      if (signal?.aborted) throw new Error('aborted');
      const rolled = card.letters.filter((l) => (split[l] ?? 0) > 0);
      const options = rolled.map((l) => sums(l, split[l] as number));
      const pick = new Array<number>(rolled.length).fill(0);
      for (;;) {
        const values: Values = {};
        for (const l of card.letters) values[l] = 0;
        rolled.forEach((l, i) => {
          values[l] = options[i]?.[pick[i] as number] as number;
        });
        const key = card.letters.map((l) => values[l]).join(',');
        let points = seen.get(key);
        if (points === undefined) {
          points = pointsOf(evaluate(card.node, values));
          seen.set(key, points);
        }
        if (best === null || points > best.points) {
          const keep: Partial<Record<Letter, number>> = {};
          rolled.forEach((l, i) => {
            keep[l] = (pick[i] as number) + 1;
          });
          best = { guess, split, values, keep, points };
        }
        // the next choice of kept rolls (an odometer over the unknowns rolled)
        let i = 0;
        while (i < pick.length && pick[i] === MAX_ROLLS - 1) pick[i++] = 0;
        if (i === pick.length) break;
        pick[i] = (pick[i] as number) + 1;
      }
    }
  }
  return best as HindsightBest;
}
