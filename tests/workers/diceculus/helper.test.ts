import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS, diceculusEngine as E, nextAction, type DiceState } from '../../../src/games/diceculus/game';
import { botMove } from '../../../workers/diceculus/bots';
import { helperReport } from '../../../workers/diceculus/helper';
import { rankSplits, splitEV } from '../../../workers/diceculus/ev';
import { cardById, GUESSES } from '../../../src/games/diceculus/cards';

function playedRound(seed: string): DiceState {
  let s = E.init({ ...DEFAULT_PARAMS, rounds: 1 }, seed);
  s = E.apply(s, { t: 'join', name: 'A', bot: 'medium' });
  s = E.apply(s, { t: 'join', name: 'B', bot: 'easy' });
  s = E.apply(s, { t: 'start' });
  while (s.rounds.length === 1 && nextAction(s).kind !== 'over') s = E.apply(s, botMove(s)!);
  return s;
}

describe('the strategy helper report', () => {
  it('gives the split’s expected points against the best split, and every keep-or-roll decision the player faced', () => {
    for (const seed of ['h1', 'h2', 'h3']) {
      const s = playedRound(seed);
      const r = s.rounds[0]!;
      const card = cardById(r.card)!;
      for (const p of [0, 1]) {
        const rep = helperReport(s, 0, p)!;
        const play = r.plays[p]!;
        expect(rep.ev).toBeCloseTo(splitEV(card, play.split), 9);
        expect(rep.best.ev).toBeCloseTo(rankSplits(card, GUESSES[1])[0]!.ev, 9);
        expect(rep.ev).toBeLessThanOrEqual(rep.best.ev + 1e-9);
        // one decision per roll that was followed by a choice (the third roll is final)
        const expected = play.sequence.reduce((a, l) => a + Math.min(2, play.rolls[l]!.length), 0);
        expect(rep.decisions).toHaveLength(expected);
        for (const d of rep.decisions) {
          expect(d.better).toBeGreaterThanOrEqual(0);
          expect(d.better).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('has no report for a play not finished', () => {
    let s = E.init({ ...DEFAULT_PARAMS, rounds: 1 }, 'h4');
    s = E.apply(s, { t: 'join', name: 'A' });
    s = E.apply(s, { t: 'join', name: 'B' });
    s = E.apply(s, { t: 'start' });
    expect(helperReport(s, 0, 0)).toBeNull();
  });
});
