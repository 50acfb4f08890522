/**
 * DiceCulus as the match runner sees it (src/core/runner): who acts next, which
 * seats the computer plays, and the match's status (names, end scores,
 * winners, each round's points, helpers opened).
 */
import { R0, ratToNumber } from '../../core/exact';
import type { MatchStatus, RunnerGame } from '../../core/runner';
import { diceculusEngine, nextAction, scoreTable, type DiceMove, type DiceState } from './game';

export function diceStatus(s: DiceState): MatchStatus {
  const table = scoreTable(s);
  return {
    over: s.over,
    players: s.players.map((p, i) => ({
      name: p.name,
      score: table.end ? Math.round(ratToNumber(table.end[i] ?? R0) * 100) / 100 : s.rounds.reduce((sum, r) => sum + (r.scores?.[i] ?? 0), 0),
      ...(p.kind === 'bot' ? { computer: true } : {}),
    })),
    winners: table.winners,
    rounds: s.rounds.flatMap((r) => (r.scores ? [[...r.scores]] : [])),
    hintsUsed: s.rounds.reduce((n, r) => n + r.plays.filter((pl) => pl?.helper).length, 0),
  };
}

export const diceRunnerGame: RunnerGame<DiceState, DiceMove> = {
  apply: (s, m) => diceculusEngine.apply(s, m),
  toAct(s) {
    const n = nextAction(s);
    return n.kind === 'announce' || n.kind === 'play' ? [n.p] : [];
  },
  isComputer: (s, seat) => s.players[seat]?.kind === 'bot',
  status: diceStatus,
};
