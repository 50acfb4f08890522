/**
 * A screen's side of the match runner (src/core/runner): one runner per saved
 * game, fed the state `usePersistentGame` loads and saves, keeping moves
 * through the session's `dispatch`. The screen renders the runner's snapshot
 * and sends it moves; the computer's failures come back as data, worded here.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import {
  createRunner,
  type AbortSignalLike,
  type ComputerFailure,
  type ComputerPlayer,
  type MatchRunner,
  type RunnerGame,
  type RunnerSnapshot,
} from '../core/runner';
import { refusal } from '../core/refusal';
import { refusalText } from '../i18n';
import { uiClock } from './clock';
import type { PersistentGame } from './session';
import { errorText } from './services/solverText';

export { realClock, setUiClock, uiClock } from './clock';

/** The runner's signal as the platform's AbortSignal, which the worker clients take. */
export function platformSignal(signal: AbortSignalLike): AbortSignal {
  const ctrl = new AbortController();
  if (signal.aborted) ctrl.abort();
  else signal.addEventListener('abort', () => ctrl.abort(), { once: true });
  return ctrl.signal;
}

/** A screen's computer (which takes the platform's AbortSignal) as the runner asks it. */
export const asRunnerComputer =
  <S, M>(computer: ScreenComputer<S, M>): ComputerPlayer<S, M> =>
  (s, seat, signal) =>
    computer(s, seat, platformSignal(signal));

export interface RunnerBinding<S, M> {
  runner: MatchRunner<S, M>;
  snap: RunnerSnapshot<S>;
}

/**
 * The runner of one saved game: it shows what the session shows and keeps
 * its moves with `game.dispatch`. `plug` and `computer` are read when
 * used, so a test's solver set after the first render is used.
 */
/** A computer seat's answer, as a screen asks it of its worker client (with the platform's AbortSignal). */
export type ScreenComputer<S, M> = (state: S, seat: number, signal: AbortSignal) => ReturnType<ComputerPlayer<S, M>>;

export function useMatchRunner<P, S, M>(
  game: PersistentGame<P, S, M>,
  plug: RunnerGame<S, M>,
  computer: ScreenComputer<S, M>,
  options: {
    stallMs?: number;
    /**
     * 'computer': the screen renders the session's state and reads only the computer's phase from the runner, so
     * it renders again only when that phase changes (a person's move renders once, as before).
     */
    reads?: 'all' | 'computer';
  } = {},
): RunnerBinding<S, M> {
  const latest = useRef({ game, computer, plug });
  latest.current = { game, computer, plug };
  const [runner] = useState(() =>
    createRunner<S, M>({
      // The newest plug each time (a pace that follows the reduced-motion setting).
      game: {
        apply: (s, m) => latest.current.plug.apply(s, m),
        toAct: (s) => latest.current.plug.toAct(s),
        isComputer: (s, seat) => latest.current.plug.isComputer(s, seat),
        status: (s) => latest.current.plug.status(s),
        pace: (m, i) => latest.current.plug.pace?.(m, i) ?? 0,
        tableMove: (s, now) => latest.current.plug.tableMove?.(s, now) ?? null,
        ...(plug.race ? { race: true } : {}),
      },
      clock: uiClock(),
      computer: (s, seat, signal) => latest.current.computer(s, seat, platformSignal(signal)),
      commit: (m) => latest.current.game.dispatch(m),
      ...(options.stallMs !== undefined ? { stallMs: options.stallMs } : {}),
    }),
  );
  const [snap, setSnap] = useState(() => runner.snapshot());
  // A layout effect: it runs as the screen is put on the page, so a screen left at once (before an ordinary effect
  // would have run) still disposes its runner and cancels the search it started.
  useLayoutEffect(() => {
    const onlyComputer = options.reads === 'computer';
    const take = (next: RunnerSnapshot<S>): void => setSnap((prev) => (onlyComputer && prev.computer === next.computer ? prev : next));
    take(runner.snapshot());
    const off = runner.subscribe(take);
    return () => {
      off();
      runner.dispose();
    };
  }, [runner]);
  const moves = game.session?.moves.length ?? 0;
  // Before the browser paints: a tap on what the session shows always finds the runner holding it.
  useLayoutEffect(() => {
    if (game.status === 'ready' && game.state !== null) runner.show(game.state, moves);
  }, [game.state, game.status, moves, runner]);
  return { runner, snap };
}

/** Why the computer stopped, in words for the screen (`game`: whose refusal catalogue). */
export function computerFailureText(game: string, failure: ComputerFailure): string {
  switch (failure.kind) {
    case 'error':
      return errorText(failure.error, game);
    case 'stalled':
      return refusalText(game, refusal('solver.timeout', { seconds: Math.round(failure.ms / 1000) }));
    case 'refused':
      return refusalText(game, failure.refusal);
    case 'noMove':
      return refusalText(game, refusal('solver.noMove'));
  }
}
