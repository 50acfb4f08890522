/**
 * A whole match in memory on a fake clock: the command line's `selfplay` and
 * the tests run the same runner as the screens, with moves kept in a list
 * instead of the device's store, in milliseconds of real time.
 */
import { FakeClock } from './clock';
import { createRunner, type ComputerFailure, type ComputerPlayer, type MatchStatus, type RunnerGame } from './runner';

export class MatchStopped extends Error {
  constructor(readonly failure: ComputerFailure | { kind: 'personToMove'; seats: readonly number[] }) {
    super(`the match stopped: ${failure.kind}`);
  }
}

export interface PlayedMatch<S, M> {
  state: S;
  /** The moves kept, in order. */
  moves: M[];
  status: MatchStatus;
  /** The clock time the match took (pauses before computer moves included). */
  clockMs: number;
}

/**
 * Plays a match from `state` to its end (or until no seat is to act), every
 * seat the computer's, on a fake clock. Throws `MatchStopped` when the
 * computer fails or a person is to move.
 */
export async function playOut<S, M>(options: {
  game: RunnerGame<S, M>;
  state: S;
  computer: ComputerPlayer<S, M>;
  clock?: FakeClock;
  stallMs?: number;
  /** A guard for games that might not end: after this many moves the match is returned as it stands. */
  maxMoves?: number;
}): Promise<PlayedMatch<S, M>> {
  const clock = options.clock ?? new FakeClock();
  const moves: M[] = [];
  const runner = createRunner<S, M>({
    game: options.game,
    clock,
    computer: options.computer,
    commit: async (m) => {
      if (options.maxMoves !== undefined && moves.length >= options.maxMoves)
        return { ok: false, refusal: { code: 'moveLimit', vars: { moves: options.maxMoves } } };
      moves.push(m);
      return { ok: true };
    },
    ...(options.stallMs !== undefined ? { stallMs: options.stallMs } : {}),
  });
  const start = clock.now();
  runner.show(options.state, 0);
  try {
    for (;;) {
      await runner.quiet();
      const snap = runner.snapshot();
      if (snap.computer.kind === 'failed') throw new MatchStopped(snap.computer.failure);
      if (snap.status?.over || (options.maxMoves !== undefined && moves.length >= options.maxMoves)) {
        return { state: snap.state as S, moves, status: snap.status as MatchStatus, clockMs: clock.now() - start };
      }
      if (snap.computer.kind === 'idle' && clock.pending > 0) {
        // a move due later (a computer taking its time, a glass running out)
        await clock.advanceToNext();
        continue;
      }
      if (snap.computer.kind === 'idle') {
        // Nobody is to act (a Tally round waits for "See the results"): the match as it stands.
        if (snap.toAct.length === 0) return { state: snap.state as S, moves, status: snap.status as MatchStatus, clockMs: clock.now() - start };
        throw new MatchStopped({ kind: 'personToMove', seats: snap.toAct });
      }
      await clock.advanceToNext();
    }
  } finally {
    runner.dispose();
  }
}
