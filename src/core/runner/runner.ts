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
  /**
   * Whether the computer seats that may act race each other (TUF words' opening word): all are asked at once
   * and the answer due first is played. Otherwise one seat is asked at a time, the first in `toAct`.
   */
  race?: boolean;
  /**
   * A move the table makes by itself at a time (a glass running out, a computer's TUF ERROR a few seconds
   * after a word), made at `at` on the clock unless the position changes first. It goes before a computer's
   * answer due at the same moment. `now` is the clock's time as the runner asks.
   */
  tableMove?(state: S, now: number): TableMove<M> | null;
}

/**
 * The table's own move at a time. `move(now)` may take its time (a promise: the race's round end asks the
 * dictionary about each person's crossword first) and may find nothing to do after all (null; the runner then
 * asks `tableMove` again, so a table must not offer at once what it has just declined). A refused move is told to
 * `refused`, and a table must not offer it again for the same position.
 */
export interface TableMove<M> {
  at: number;
  move: (now: number) => M | null | Promise<M | null>;
  refused?(refusal: Refusal): void;
}

const DUE: unique symbol = Symbol('due');

/** A computer's answer to be played at a time on the clock (`make` builds its moves then, with the time). */
export interface DueAnswer<M> {
  readonly [DUE]: true;
  readonly at: number;
  readonly make: (now: number) => M | readonly M[] | null;
}

/** An answer due at `at` (a computer that takes its time, as a person would). */
export const dueAt = <M>(at: number, make: (now: number) => M | readonly M[] | null): DueAnswer<M> => ({ [DUE]: true, at, make });

const isDue = <M>(a: unknown): a is DueAnswer<M> => typeof a === 'object' && a !== null && DUE in a;

/**
 * A computer seat's answer for a state: one move, the moves of a whole turn
 * (played one at a time at the game's pace), an answer due at a time
 * (`dueAt`), or null when it has none.
 * `signal` aborts when the answer is no longer wanted.
 */
export type ComputerPlayer<S, M> = (state: S, seat: number, signal: AbortSignalLike) => Promise<M | readonly M[] | null | DueAnswer<M>>;

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
export type ComputerFailure = { kind: 'error'; error: unknown } | { kind: 'stalled'; ms: number } | { kind: 'refused'; refusal: Refusal } | { kind: 'noMove' };

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

export function createRunner<S, M>(options: RunnerOptions<S, M>): MatchRunner<S, M> {
  const { game, clock, computer, commit } = options;
  const stallMs = options.stallMs ?? 30_000;
  let state: S | null = null;
  let version = 0;
  let phase: ComputerPhase = { kind: 'idle' };
  /** Playing moves (a computer's answer, a table move): nothing else starts meanwhile. */
  let busy = false;
  let disposed = false;
  /** The computers' answers for the position `answersVersion`, by seat. */
  type Asked = { ctrl: AbortControllerLike; answer: { kind: 'asking' } | { kind: 'answered'; value: M | readonly M[] | null | DueAnswer<M> } };
  let answers = new Map<number, Asked>();
  let answersVersion = -1;
  /** The timer for the next answer or table move due, and when. */
  let dueTimer: { at: number; cancel: () => void } | null = null;
  /** Waiting on nothing but the clock (a pause before a move, or a move due later). */
  let onClock = false;
  let pauseCtrl: AbortControllerLike | null = null;
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

  const asking = (): boolean => [...answers.values()].some((a) => a.answer.kind === 'asking');

  const settleQuiet = (): void => {
    if ((busy && !onClock) || asking()) return;
    const waiters = quietWaiters;
    quietWaiters = [];
    for (const w of waiters) w();
  };

  const emit = (): void => {
    snap = null;
    const s = snapshot();
    for (const l of [...listeners]) l(s);
    settleQuiet();
  };

  const setPhase = (p: ComputerPhase): void => {
    if (p.kind === phase.kind && p.kind === 'idle') return;
    if ((p.kind === 'thinking' || p.kind === 'moving') && p.kind === phase.kind && p.seat === (phase as { seat: number }).seat) return;
    phase = p;
    emit();
  };

  const cancelDue = (): void => {
    dueTimer?.cancel();
    dueTimer = null;
  };

  /** Forgets every answer (the position moved on): searches still running are aborted. */
  const forget = (): void => {
    for (const a of answers.values()) if (a.answer.kind === 'asking') a.ctrl.abort();
    answers = new Map();
    cancelDue();
  };

  /** The computer seats to ask now: all of them when they race, else the first. */
  const computerSeats = (s: S): number[] => {
    if (game.status(s).over) return [];
    const seats = game.toAct(s).filter((seat) => game.isComputer(s, seat));
    return game.race ? seats : seats.slice(0, 1);
  };

  const fail = (seat: number, failure: ComputerFailure): void => {
    forget();
    phase = { kind: 'failed', seat, failure };
    emit();
  };

  /** Asks one seat, with the stall timer on the clock. */
  const ask = (s: S, seat: number): void => {
    const ctrl = newAbortController();
    const entry: Asked = { ctrl, answer: { kind: 'asking' } };
    answers.set(seat, entry);
    const mine = answers;
    let settled = false;
    const cancelStall = clock.after(stallMs, () => {
      if (settled) return;
      settled = true;
      ctrl.abort();
      if (!disposed && answers === mine) fail(seat, { kind: 'stalled', ms: stallMs });
    });
    computer(s, seat, ctrl.signal).then(
      (value) => {
        if (settled) return;
        settled = true;
        cancelStall();
        // An answer for a position gone by is dropped (the seat is asked again for the new one).
        if (disposed || answers !== mine) return;
        entry.answer = { kind: 'answered', value };
        schedule();
        settleQuiet();
      },
      (e: unknown) => {
        if (settled) return;
        settled = true;
        cancelStall();
        if (disposed || answers !== mine) return;
        fail(seat, { kind: 'error', error: e });
      },
    );
  };

  const schedule = (): void => {
    if (disposed || busy || state === null || phase.kind === 'failed') return;
    const s = state;
    if (answersVersion !== version) {
      forget();
      answersVersion = version;
    }
    const seats = computerSeats(s);
    const now = clock.now();
    for (const seat of [...answers.keys()]) if (!seats.includes(seat)) answers.delete(seat);
    for (const seat of seats) if (!answers.has(seat)) ask(s, seat);
    // (an ask may have failed at once)
    if ((phase as ComputerPhase).kind === 'failed' || disposed) return;
    // What is due first: the table's move, then the answers in seat order; an answer without a time is due now.
    let next: { at: number; seat: number | null; run: () => readonly M[] | null | Promise<readonly M[] | null>; refused?: (r: Refusal) => void } | null = null;
    const table = game.tableMove?.(s, now) ?? null;
    if (table) {
      const made = (m: M | null): readonly M[] | null => (m === null ? null : [m]);
      next = {
        at: table.at,
        seat: null,
        run: () => {
          const m = table.move(Math.max(clock.now(), table.at));
          return m instanceof Promise ? m.then(made) : made(m);
        },
        ...(table.refused ? { refused: (r: Refusal) => table.refused?.(r) } : {}),
      };
    }
    for (const seat of seats) {
      const a = answers.get(seat)?.answer;
      if (a?.kind !== 'answered') continue;
      const value = a.value;
      const at = isDue<M>(value) ? value.at : -Infinity;
      if (next && next.at <= at) continue;
      next = {
        at,
        seat,
        run: () => {
          const made = isDue<M>(value) ? value.make(Math.max(clock.now(), value.at)) : value;
          return made === null ? null : Array.isArray(made) ? (made as readonly M[]) : [made as M];
        },
      };
    }
    if (next && next.at <= now) {
      cancelDue();
      busy = true;
      void play(next.seat, next.run, next.refused);
      return;
    }
    if (next && (!dueTimer || dueTimer.at !== next.at)) {
      cancelDue();
      const at = next.at;
      dueTimer = {
        at,
        cancel: clock.after(at - now, () => {
          dueTimer = null;
          schedule();
        }),
      };
    } else if (!next) cancelDue();
    const thinking = seats.find((seat) => answers.get(seat)?.answer.kind === 'asking');
    setPhase(thinking !== undefined ? { kind: 'thinking', seat: thinking } : { kind: 'idle' });
    settleQuiet();
  };

  const finish = (next: ComputerPhase | null): void => {
    busy = false;
    onClock = false;
    pauseCtrl = null;
    if (next?.kind === 'failed') {
      fail(next.seat, next.failure);
      settleQuiet();
      return;
    }
    if (next) setPhase(next);
    schedule();
    settleQuiet();
  };

  /** Plays a computer's answer (`seat`) or a table move (`seat` null), one move at a time at the game's pace. */
  const play = async (seat: number | null, run: () => readonly M[] | null | Promise<readonly M[] | null>, refused?: (r: Refusal) => void): Promise<void> => {
    const asked = version;
    let made = run();
    if (made instanceof Promise) {
      // a table move that takes its time (nothing is on the clock meanwhile: `quiet` waits for it)
      try {
        made = await made;
      } catch {
        made = null;
      }
      if (disposed || version !== asked) return finish(null);
    }
    const moves = made;
    if (moves === null || moves.length === 0) {
      if (seat === null) return finish(null);
      return finish({ kind: 'failed', seat, failure: { kind: 'noMove' } });
    }
    const ctrl = newAbortController();
    pauseCtrl = ctrl;
    if (seat !== null) setPhase({ kind: 'moving', seat });
    let expected = version;
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i] as M;
      onClock = true;
      settleQuiet();
      if (seat !== null) await sleep(clock, game.pace?.(m, i) ?? 0, ctrl.signal);
      onClock = false;
      if (disposed || version !== expected) return finish(null);
      let r: CommitResult;
      try {
        r = await keep(m);
      } catch (e) {
        if (seat === null) throw e;
        return finish({ kind: 'failed', seat, failure: { kind: 'error', error: e } });
      }
      if (!r.ok) {
        if (seat !== null) return finish({ kind: 'failed', seat, failure: { kind: 'refused', refusal: r.refusal } });
        refused?.(r.refusal);
        return finish(null);
      }
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
      state = s;
      version = v;
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
      answersVersion = -1;
      emit();
      schedule();
    },
    quiet() {
      if ((!busy || onClock) && !asking()) return Promise.resolve();
      return new Promise((r) => quietWaiters.push(r));
    },
    dispose() {
      disposed = true;
      forget();
      pauseCtrl?.abort();
      listeners.clear();
      const waiters = quietWaiters;
      quietWaiters = [];
      for (const w of waiters) w();
    },
  };
}
