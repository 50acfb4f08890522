/**
 * Tally Rally as the match runner sees it (src/core/runner): the person
 * writing (or next to write) on this device; once every person here is done,
 * the computer players, each writing its whole sheet in one move; the round's
 * status (names, totals after striking shared equations, winners, hints).
 */
import type { MatchStatus, RunnerGame } from '../../core/runner';
import { hintsOf, scoreRound, tallyEngine, winners, type TallyMove, type TallyState } from './round';

export function tallyStatus(s: TallyState): MatchStatus {
  const scored = scoreRound(s);
  return {
    over: s.over,
    players: scored.map((x) => ({ name: x.player.name, score: x.total, ...(x.player.kind === 'bot' ? { computer: true } : {}) })),
    winners: s.over ? winners(scored) : [],
    hintsUsed: s.players.reduce((n, _p, i) => n + hintsOf(s, i), 0),
  };
}

export const tallyRunnerGame: RunnerGame<TallyState, TallyMove> = {
  apply: (s, m) => tallyEngine.apply(s, m),
  toAct(s) {
    if (s.over) return [];
    if (s.turn) return [s.turn.player];
    const person = s.players.findIndex((p, i) => p.kind === 'human' && !s.done[i]);
    if (person >= 0) return [person];
    return s.players.flatMap((p, i) => (p.kind === 'bot' && !s.done[i] ? [i] : []));
  },
  isComputer: (s, seat) => s.players[seat]?.kind === 'bot',
  status: tallyStatus,
};
