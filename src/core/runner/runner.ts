/**
 * The match runner (the "midend", after Tatham's collection): what every game
 * does the same way, once, with no DOM. It keeps the state shown, says which
 * seats may act, asks for a computer seat's move and plays it at a human pace
 * on an injected clock, turns a failed or stalled computer move into a state
 * the screen shows with a Retry, and words nothing: the game supplies small
 * functions (`RunnerGame`), the screen subscribes and sends it moves, and the
 * command line and the tests drive the same runner on a fake clock.
 */
import type { GameEngine, Refusal } from '../engine';
import { newAbortController, sleep, type AbortControllerLike, type AbortSignalLike, type Clock } from './clock';

/** One seat's line of a match's status. */
export interface MatchPlayer {
  name: string;
  score: number;
  computer?: boolean;
}

/**
 * Where a match stands, in data: what history keeps and a class collects.
 * `rounds[r][seat]` are the points each seat made in round r (when the game
 * has rounds); `hintsUsed` counts the hints asked for.
 */
export interface MatchStatus {
  over: boolean;
  players: MatchPlayer[];
  /** The seats that won (empty until the end; several for a tie). */
  winners: number[];
  rounds?: number[][];
  hintsUsed?: number;
}

/** What a game gives the runner: small pure functions over its state. */
export interface RunnerGame<S, M> {
  /** The engine's `apply` (pure): the runner follows its own moves without waiting for the screen. */
  apply: GameEngine<unknown, S, M>['apply'];
  /** The seats that may act now (none once the game is over). */
  toAct(state: S): readonly number[];
  /** Whether the computer plays this seat. */
  isComputer(state: S, seat: number): boolean;
  /** Scores, winners, names, per-round results. */
  status(state: S): MatchStatus;
  /** How long a computer move stays unshown before it is played (ms; its `index` in the computer's answer). Default 0. */
  pace?(move: M, index: number): number;
}

/**
 * A computer seat's answer for a state: one move, the moves of a whole turn
 * (played one at a time at the game's pace), or null when it has none.
 * `signal` aborts when the answer is no longer wanted.
 */
export type ComputerPlayer<S, M> = (state: S, seat: number, signal: AbortSignalLike) => Promise<M | readonly M[] | null>;

export type CommitResult = { ok: true } | { ok: false; refusal: Refusal };

export interface RunnerOptions<S, M> {
  game: RunnerGame<S, M>;
  clock: Clock;
  computer: ComputerPlayer<S, M>;
  /** Keeps a move (saved on the device, or in memory) before it is shown; a refused move changes nothing. */
  commit(move: M): Promise<CommitResult>;
  /** A computer that has not answered after this long is stalled (ms; default 30 s). */
  stallMs?: number;
}

/** Why the computer stopped: the screen words it and offers Retry. */
export type ComputerFailure =
  | { kind: 'error'; error: unknown }
  | { kind: 'stalled'; ms: number }
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'noMove' };

export type ComputerPhase =
  | { kind: 'idle' }
  /** Asked, waiting for its answer. */
  | { kind: 'thinking'; seat: number }
  /** Playing its answer, one move at a time. */
  | { kind: 'moving'; seat: number }
  | { kind: 'failed'; seat: number; failure: ComputerFailure };

export interface RunnerSnapshot<S> {
  /** The state shown (null until the screen's game is loaded). */
  state: S | null;
  /** How many moves the state has seen (a session's move count): a newer state never gives way to an older one. */
  version: number;
  computer: ComputerPhase;
  status: MatchStatus | null;
  /** The seats that may act now. */
  toAct: readonly number[];
}

export interface MatchRunner<S, M> {
  snapshot(): RunnerSnapshot<S>;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: (snap: RunnerSnapshot<S>) => void): () => void;
  /** The state the screen holds (loaded, or after a move made elsewhere); ignored when older than the runner's. */
  show(state: S, version: number): void;
  /** A person's move: kept, then shown. */
  move(move: M): Promise<CommitResult>;
  /** After a failure: asks the computer again. */
  retry(): void;
  /** Resolves once nothing is in flight but waits on the clock (for tests and the command line). */
  quiet(): Promise<void>;
  /** Stops everything (the screen closed): answers still on the way are dropped. */
  dispose(): void;
}

class Stalled extends Error {
  constructor(readonly ms: number) {
    super('stalled');
  }
}

export function createRunner<S, M>(options: RunnerOptions<S, M>): MatchRunner<S, M> {
  const { game, clock, computer, commit } = options;
  const stallMs = options.stallMs ?? 30_000;
  let state: S | null = null;
  let version = 0;
  let phase: ComputerPhase = { kind: 'idle' };
  let busy = false;
  /** Waiting on nothing but the clock (a pause before a move, or the stall timer). */
  let onClock = false;
  let disposed = false;
  let abort: AbortControllerLike | null = null;
  let snap: RunnerSnapshot<S> | null = null;
  const listeners = new Set<(s: RunnerSnapshot<S>) => void>();
  let quietWaiters: (() => void)[] = [];

  const snapshot = (): RunnerSnapshot<S> => {
    snap ??= {
      state,
      version,
      computer: phase,
      status: state === null ? null : game.status(state),
      toAct: state === null ? [] : game.toAct(state),
    };
    return snap;
  };

  const emit = (): void => {
    snap = null;
    const s = snapshot();
    for (const l of [...listeners]) l(s);
    settleQuiet();
  };

  const settleQuiet = (): void => {
    if (busy && !onClock) return;
    const waiters = quietWaiters;
    quietWaiters = [];
    for (const w of waiters) w();
  };

  const setPhase = (p: ComputerPhase): void => {
    phase = p;
    emit();
  };

  /** The computer seat that must act now, if any. */
  const computerSeat = (s: S): number | undefined => {
    if (game.status(s).over) return undefined;
    return game.toAct(s).find((seat) => game.isComputer(s, seat));
  };

  const schedule = (): void => {
    if (disposed || busy || state === null || phase.kind === 'failed') return;
    const seat = computerSeat(state);
    if (seat === undefined) {
      if (phase.kind !== 'idle') setPhase({ kind: 'idle' });
      return;
    }
    busy = true;
    void play(state, seat);
  };

  /** Asks the computer, with the stall timer on the clock. */
  const ask = (s: S, seat: number, signal: AbortSignalLike): Promise<M | readonly M[] | null> =>
    new Promise((resolve, reject) => {
      onClock = false;
      const cancel = clock.after(stallMs, () => reject(new Stalled(stallMs)));
      computer(s, seat, signal).then(
        (a) => {
          cancel();
          resolve(a);
        },
        (e: unknown) => {
          cancel();
          reject(e);
        },
      );
    });

  const finish = (next: ComputerPhase | null): void => {
    busy = false;
    onClock = false;
    abort = null;
    if (next) setPhase(next);
    schedule();
    settleQuiet();
  };

  const play = async (from: S, seat: number): Promise<void> => {
    const asked = version;
    const ctrl = newAbortController();
    abort = ctrl;
    setPhase({ kind: 'thinking', seat });
    let answer: M | readonly M[] | null;
    try {
      answer = await ask(from, seat, ctrl.signal);
    } catch (e) {
      if (disposed || version !== asked) return finish(null);
      ctrl.abort();
      return finish({ kind: 'failed', seat, failure: e instanceof Stalled ? { kind: 'stalled', ms: e.ms } : { kind: 'error', error: e } });
    }
    // The state moved on meanwhile (a move from elsewhere): the answer is for a position gone by.
    if (disposed || version !== asked) return finish(null);
    const moves: readonly M[] = answer === null ? [] : Array.isArray(answer) ? (answer as readonly M[]) : [answer as M];
    if (moves.length === 0) return finish({ kind: 'failed', seat, failure: { kind: 'noMove' } });
    setPhase({ kind: 'moving', seat });
    let expected = version;
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i] as M;
      onClock = true;
      settleQuiet();
      await sleep(clock, game.pace?.(m, i) ?? 0, ctrl.signal);
      onClock = false;
      if (disposed || version !== expected) return finish(null);
      let r: CommitResult;
      try {
        r = await keep(m);
      } catch (e) {
        return finish({ kind: 'failed', seat, failure: { kind: 'error', error: e } });
      }
      if (!r.ok) return finish({ kind: 'failed', seat, failure: { kind: 'refused', refusal: r.refusal } });
      expected = version;
    }
    finish({ kind: 'idle' });
  };

  /** Commits a move and follows it: the runner's state is the one after it. */
  const keep = async (m: M): Promise<CommitResult> => {
    const before = state;
    if (before === null) throw new Error('no game to move in');
    let next: S;
    try {
      next = game.apply(before, m);
    } catch (e) {
      // An illegal move is refused by the engine before anything is kept.
      const refusal = (e as { refusal?: Refusal }).refusal;
      if (refusal) return { ok: false, refusal };
      throw e;
    }
    const r = await commit(m);
    if (!r.ok || disposed) return r;
    // Another state may have been shown meanwhile (the screen's copy of this same move): keep the newest.
    if (state === before) {
      state = next;
      version++;
    }
    emit();
    return r;
  };

  return {
    snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(s, v) {
      // The same version is the same position (the same moves from the same start): the runner keeps its own
      // copy, so a screen's state keyed on it is not reset by the session's equal one.
      if (disposed || v < version || (v === version && state !== null)) return;
      const moved = v > version;
      state = s;
      version = v;
      // A newer position while the computer waits or thinks: its answer is dropped when it comes (see `play`).
      if (moved && abort && phase.kind === 'thinking') abort.abort();
      emit();
      schedule();
    },
    async move(m) {
      if (state === null) return { ok: false, refusal: { code: 'loading', vars: {} } };
      const r = await keep(m);
      if (r.ok) schedule();
      return r;
    },
    retry() {
      if (phase.kind !== 'failed') return;
      phase = { kind: 'idle' };
      emit();
      schedule();
    },
    quiet() {
      if (!busy || onClock) return Promise.resolve();
      return new Promise((r) => quietWaiters.push(r));
    },
    dispose() {
      disposed = true;
      abort?.abort();
      listeners.clear();
      settleQuiet();
    },
  };
}
