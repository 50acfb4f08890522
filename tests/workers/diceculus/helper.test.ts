import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS, type DiceParams, diceculusEngine as E, nextAction, type DiceState } from '../../../src/games/diceculus/game';
import { botMove } from '../../../workers/diceculus/bots';
import { helperReport } from '../../../workers/diceculus/helper';
import { GIVEN_AWAY, rankSplits, splitEV } from '../../../workers/diceculus/ev';
import { grandTotal } from '../../../src/games/diceculus/scoring';
import { cardById, GUESSES } from '../../../src/games/diceculus/cards';

function playedRound(seed: string, rounds: DiceParams['rounds'] = 1, upTo = 1, first: 'easy' | 'medium' = 'medium'): DiceState {
  let s = E.init({ ...DEFAULT_PARAMS, rounds }, seed);
  s = E.apply(s, { t: 'join', name: 'A', bot: first });
  s = E.apply(s, { t: 'join', name: 'B', bot: 'easy' });
  s = E.apply(s, { t: 'start' });
  while (s.rounds.length <= upTo && nextAction(s).kind !== 'over' && !(s.rounds.length === upTo && s.rounds[upTo - 1]!.scores)) s = E.apply(s, botMove(s)!);
  return s;
}

describe('the strategy helper report', () => {
  it('gives the split’s expected points against the best split, and every keep-or-roll decision the player faced', () => {
    for (const seed of ['h1', 'h2', 'h3']) {
      // two rounds a stage: the first is ranked by its points
      const s = playedRound(seed, 2);
      const r = s.rounds[0]!;
      const card = cardById(r.card)!;
      for (const p of [0, 1]) {
        const rep = helperReport(s, 0, p)!;
        const play = r.plays[p]!;
        expect(rep.aim).toBe('points');
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

  // Rulebook, stage IV: "The player spreads his points among the chose and writes "0" for himself." — a player's own
  // points go to others, so the helper ranks by fewer points (as the medium and hard computers aim), in points given away.
  it('stage IV: ranks splits and keep-or-roll choices by the points given away, fewer first', () => {
    for (const seed of ['h5']) {
      // easy computers play the stages before (quick); the helper is the subject
      const s = playedRound(seed, 1, 4, 'easy');
      const r = s.rounds[3]!;
      expect(r.stage).toBe(4);
      const card = cardById(r.card)!;
      for (const p of [0, 1]) {
        const rep = helperReport(s, 3, p)!;
        expect(rep.aim).toBe('low');
        expect(rep.best.ev).toBeCloseTo(-rankSplits(card, GUESSES[4], 6, GIVEN_AWAY)[0]!.ev, 9);
        expect(rep.best.ev).toBeLessThanOrEqual(rep.ev + 1e-9);
        expect(rep.top.every((x, i) => i === 0 || x.ev >= rep.top[i - 1]!.ev - 1e-9)).toBe(true);
        for (const d of rep.decisions) expect(d.best === 'keep' ? d.keep <= d.again : d.best === 'roll' ? d.again <= d.keep : true).toBe(true);
      }
    }
  });

  // Rulebook: "At the end of the stage from the overall sum we make GRAND TOTAL." and "The GRAND TOTAL on each stage is
  // made of the sum of all numbers from the TOTAL SUM." — in a stage's last round the points count through that digit sum.
  it("a stage's last round: ranks by the GRAND TOTAL the points make of the TOTAL SUM so far (100 scores 1)", () => {
    const s = playedRound('h7', 1, 1);
    const r = s.rounds[0]!;
    const card = cardById(r.card)!;
    const rep = helperReport(s, 0, 0)!;
    expect(rep.aim).toBe('grand');
    expect(rep.running).toBe(0);
    const byGrand = rankSplits(card, GUESSES[1], 6, (x) => grandTotal(x))[0]!;
    expect(rep.best.ev).toBeCloseTo(byGrand.ev, 9);
    expect(rep.ev).toBeCloseTo(
      splitEV(card, r.plays[0]!.split, 6, (x) => grandTotal(x)),
      9,
    );
    // and the verdicts in words: which was better and by how much
    for (const d of rep.decisions) {
      expect(d.by).toBeCloseTo(Math.abs(d.again - d.keep), 9);
      expect(d.best).toBe(d.by === 0 ? 'even' : d.again > d.keep ? 'roll' : 'keep');
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
