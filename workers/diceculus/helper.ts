/**
 * The strategy helper a student opens after a round: their split against the
 * best split for that card (hindsight: the card was unknown when they split),
 * and, at each of their keep-or-roll decisions, the worth of keeping and of
 * rolling again with the chance that a new roll shows a better sum. Exact
 * (see ev.ts).
 *
 * Everything is ranked by what the stage rewards (`aim`):
 *   points — the round's points (stages I–III, before a stage's last round);
 *   grand  — a stage's last round (I–III): what counts then is the GRAND TOTAL
 *            the round's points make of the TOTAL SUM so far (digit sum by
 *            default: 94 + 6 = 100 scores 1, 94 + 4 = 98 scores 17);
 *   low    — stage IV: the player's points go to the players they chose, so
 *            fewer points are better for them (the computers aim low too).
 * The worths are in points (`low`: the points given away, fewer is better)
 * or in GRAND TOTAL (`grand`).
 */
import { GUESSES } from '../../src/games/diceculus/cards';
import type { Letter } from '../../src/games/diceculus/expr';
import { cardOf, roundsPerStage, scoreTable, type DiceState } from '../../src/games/diceculus/game';
import { grandTotal } from '../../src/games/diceculus/scoring';
import { decision, evaluator, GIVEN_AWAY, POINTS, rankSplits, rolledLetters, splitEV, sumDistribution, type Split, type Utility } from './ev';

/** What the stage rewards, which the helper ranks by. */
export type Aim = 'points' | 'grand' | 'low';

export interface DecisionReport {
  letter: Letter;
  /** 1 or 2: the roll after which the choice was made. */
  roll: number;
  sum: number;
  /** Worth of keeping the sum (points, or GRAND TOTAL with aim `grand`; with aim `low`, the points given away). */
  keep: number;
  /** Worth of rolling again, in the same units. */
  again: number;
  /** The better choice ('even' when they are worth the same) and by how much (never negative). */
  best: 'keep' | 'roll' | 'even';
  by: number;
  /** The chance that rolling again shows a sum worth more than this one. */
  better: number;
  chose: 'keep' | 'roll';
}

export interface HelperReport {
  card: string;
  aim: Aim;
  /** Aim `grand`: the TOTAL SUM before this round, and the stage's GRAND rule. */
  running: number;
  guess: number;
  split: Split;
  ev: number;
  /** Hindsight: the best split had the card been known (it was not when the split was announced). */
  best: { guess: number; split: Split; ev: number };
  /** The five best splits. */
  top: { guess: number; split: Split; ev: number }[];
  decisions: DecisionReport[];
  claimed: boolean;
}

/** The TOTAL SUM a player had before round `roundIndex` (the previous stage's GRAND TOTAL at a stage's start). */
export function totalBefore(s: DiceState, roundIndex: number, p: number): number {
  const r = s.rounds[roundIndex];
  if (!r) return 0;
  const stages = scoreTable(s).players[p] ?? [];
  const st = stages[r.stage - 1];
  if (r.index > 0) return st?.totals[r.index - 1] ?? 0;
  return stages[r.stage - 2]?.grand ?? 0;
}

/** What round `roundIndex` rewards player p for (see the file's note) and the utility that ranks it. */
export function aimOf(s: DiceState, roundIndex: number, p: number): { aim: Aim; running: number; utility: Utility } {
  const r = s.rounds[roundIndex];
  if (!r) return { aim: 'points', running: 0, utility: POINTS };
  if (r.stage === 4) return { aim: 'low', running: 0, utility: GIVEN_AWAY };
  if (r.index === roundsPerStage(s.params, s.players.length) - 1) {
    const running = totalBefore(s, roundIndex, p);
    const rule = s.params.grand;
    return { aim: 'grand', running, utility: (x) => grandTotal(running + x, rule) };
  }
  return { aim: 'points', running: 0, utility: POINTS };
}

/** Worths within this much of each other are the same (floating-point sums). */
const EVEN = 1e-9;

export function helperReport(s: DiceState, roundIndex: number, p: number): HelperReport | null {
  const r = s.rounds[roundIndex];
  const play = r?.plays[p];
  if (!r || !play?.done) return null;
  const card = cardOf(r);
  const faces = s.params.faces;
  const { aim, running, utility } = aimOf(s, roundIndex, p);
  // shown in points given away with aim `low` (fewer is better); otherwise as the utility
  const shown = (u: number): number => (aim === 'low' ? -u : u);
  const ranked = rankSplits(card, GUESSES[r.stage], faces, utility);
  const best = ranked[0] as { guess: number; split: Split; ev: number };
  const decisions: DecisionReport[] = [];
  const kept: Partial<Record<Letter, number>> = {};
  const ev = evaluator(card, faces, utility);
  for (const l of play.sequence) {
    const rolls = play.rolls[l] ?? [];
    for (let k = 0; k < Math.min(rolls.length, 2); k++) {
      const sum = (rolls[k] ?? []).reduce((a, b) => a + b, 0);
      const d = decision(card, play.split, kept, l, k + 1, sum, faces, utility);
      // how a new roll compares: the worth of keeping each sum it may show
      const rest = rolledLetters(card, play.split).filter((x) => x !== l && kept[x] === undefined);
      const dist = sumDistribution(play.split[l] ?? 1, faces);
      let better = 0;
      dist.sums.forEach((x, i) => {
        if (ev.rest({ ...kept, [l]: x }, rest, play.split) > d.keep + 1e-9) better += dist.probs[i] as number;
      });
      const gap = d.roll - d.keep;
      decisions.push({
        letter: l,
        roll: k + 1,
        sum,
        keep: shown(d.keep),
        again: shown(d.roll),
        best: Math.abs(gap) <= EVEN ? 'even' : gap > 0 ? 'roll' : 'keep',
        by: Math.abs(gap) <= EVEN ? 0 : Math.abs(gap),
        better,
        chose: k + 1 < rolls.length ? 'roll' : 'keep',
      });
    }
    kept[l] = play.kept[l] as number;
  }
  const out = (x: { guess: number; split: Split; ev: number }) => ({ ...x, ev: shown(x.ev) });
  return {
    card: card.text,
    aim,
    running,
    guess: play.guess,
    split: play.split,
    ev: shown(splitEV(card, play.split, faces, utility)),
    best: out(best),
    top: ranked.slice(0, 5).map(out),
    decisions,
    claimed: play.claimed,
  };
}
