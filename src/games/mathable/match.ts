/**
 * Mathable as the match runner sees it (src/core/runner): the seat to move,
 * the computer's seats, the pause before each tile a computer lays (half of
 * it before its "done"), and the match's status.
 */
import type { MatchStatus, RunnerGame } from '../../core/runner';
import { apply, standing, type MathableMove, type MathableState } from './engine';

export function mathableStatus(s: MathableState): MatchStatus {
  const scores = standing(s);
  const best = Math.max(...scores);
  return {
    over: s.ended !== null,
    players: s.params.seats.map((seat, i) => ({
      name: s.names?.[i] ?? '',
      score: scores[i] ?? 0,
      ...(seat.kind === 'computer' ? { computer: true } : {}),
    })),
    winners: s.ended ? scores.flatMap((x, i) => (x === best ? [i] : [])) : [],
    hintsUsed: s.hintUsed ? 1 : 0,
  };
}

/** `paceMs`: the pause before each computer move (800 ms, 350 with reduced motion, 0 in tests). */
export function mathableRunnerGame(paceMs: number): RunnerGame<MathableState, MathableMove> {
  return {
    apply,
    toAct: (s) => (s.ended ? [] : [s.current]),
    isComputer: (s, seat) => s.params.seats[seat]?.kind === 'computer',
    status: mathableStatus,
    pace: (m) => (m.type === 'confirm' ? paceMs / 2 : paceMs),
  };
}
