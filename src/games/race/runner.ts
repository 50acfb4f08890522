/**
 * The race table on the match runner (src/core/runner): what every race game
 * (TUF maths, TUF words) does the same way at its table, with no DOM.
 *
 * - Computer seats plan once per hand: the runner asks each computer seat that
 *   has no plan for the round on the table (all at once), and keeps the
 *   answer as a `plan` move. A worker that fails gives the seat no plan this
 *   round (the screen is told, as before); a search is asked once per hand.
 * - The table's moves at their time (`tableMove`): a computer's call when its
 *   plan comes due, a computer's TUF ERROR, the end of the round. A computer's
 *   call stays on the table `CALL_HOLD_MS` before the round may end after it
 *   (a call that used every cube, or the last call after "I'm done"), and
 *   after "I'm done" the computers' hurried calls come `FINISH_STEP_MS` apart.
 * - The round's end carries what each seat has on the table: the people's
 *   arrangements (`peopleTable`, the screen's), with the reference's verdicts
 *   (`verdict`), and what a computer that never called has down
 *   (`computerTable`).
 * - The match's status (names, totals, winners, each round's points, hints).
 *
 * The screens (src/ui/race/useRaceTable.ts), the command line's `selfplay`
 * and the tests all drive it; on a fake clock a whole match runs in
 * milliseconds (`playRace`).
 */
import type { GameEngine, Refusal } from '../../core/engine';
import {
  FakeClock,
  MatchStopped,
  playOut,
  type AbortSignalLike,
  type Clock,
  type ComputerPlayer,
  type MatchStatus,
  type RunnerGame,
  type TableMove,
} from '../../core/runner';
import { currentRound, rerollsOf, roundEndsAt } from './engine';
import type { EndReason, Judgement, PlanStage, RaceMove, RaceState, RoundState, Verdict } from './types';

/**
 * How long a computer's call stays on the table before the round may end
 * (a call that used every cube, or the last call after "I'm done"): long
 * enough to read who called what, also when it ends the round at once.
 */
export const CALL_HOLD_MS = 4000;
/** After "I'm done", computers that still call do so one after another, this far apart. */
export const FINISH_STEP_MS = 1500;
/**
 * The race never calls a computer's plan stalled (the longest a timer can wait): the worker client's own timeout
 * answers first, and a seat whose worker fails plans nothing that round, as before the runner; a stalled runner
 * would stop the table's moves (the glass, the round's end), which no screen of the race offers to retry.
 */
export const PLAN_STALL_MS = 2 ** 31 - 1;

/** The questions the race engine answers about a state (what `createRace` returns, per game). */
export interface RaceQuestions<P, C, J extends Judgement> {
  engine: GameEngine<P, RaceState<P, C, J>, RaceMove>;
  isLocked(state: RaceState<P, C, J>, round: RoundState<C, J>, seat: number): boolean;
  roundOver(state: RaceState<P, C, J>, now: number): EndReason | null;
  dueComputerCalls(state: RaceState<P, C, J>, now: number): { seat: number; submission: string; at: number; verdict?: Verdict }[];
  /** Computers' TUF ERROR calls due by `now` (absent: computers never challenge). */
  dueComputerChallenges?(state: RaceState<P, C, J>, now: number): { by: number; call: number; at: number }[];
  /** Whether a person may say "I'm done — finish the round" (absent: the game does not offer it). */
  canFinish?(state: RaceState<P, C, J>, seat: number, now: number): boolean;
  roundPoints(state: RaceState<P, C, J>, round: RoundState<C, J>): number[];
  totals(state: RaceState<P, C, J>): number[];
  winners(state: RaceState<P, C, J>): number[];
  hintsUsed(state: RaceState<P, C, J>, seat?: number): boolean;
}

/** A computer seat's plan for its hand: the `plan` move's fields. */
export interface RacePlan {
  submission: string | null;
  delayMs: number;
  verdict?: Verdict;
  later?: PlanStage[];
}

/** What a race game's computers and reference answer (its worker in the app; the solver modules on the command line). */
export interface RaceComputer<P, C, J extends Judgement> {
  /** A computer seat's plan for its hand (asked once per hand; `now`: the table's clock, read when wanted). */
  plan(state: RaceState<P, C, J>, round: RoundState<C, J>, seat: number, signal: AbortSignalLike, now: () => number): Promise<RacePlan>;
  /**
   * The reference's verdict on a seat's submission, recorded in the move (TUF words: the dictionary). Absent: moves
   * carry none (TUF maths).
   */
  verdict?(state: RaceState<P, C, J>, round: RoundState<C, J>, seat: number, submission: string, signal: AbortSignalLike): Promise<Verdict | undefined>;
  /** What a computer that never called has down at the end (TUF words). Absent: computers' finals are empty. */
  computerTable?(
    state: RaceState<P, C, J>,
    round: RoundState<C, J>,
    seat: number,
    signal: AbortSignalLike,
  ): Promise<{ submission: string; verdict?: Verdict } | null>;
}

export interface RaceTableOptions<P, C, J extends Judgement> {
  race: RaceQuestions<P, C, J>;
  /** The runner's clock (the table's events are decided on it). */
  clock: Clock;
  /** Read when used (a screen's newest). */
  computer(): RaceComputer<P, C, J>;
  /** The people's submissions on the table now, by seat (the screen's arrangements); absent: nobody has any. */
  peopleTable?(state: RaceState<P, C, J>, round: RoundState<C, J>): (string | null)[];
  /** The seats' names (absent: the saved names, else "Player n" / the computer's level). */
  names?(state: RaceState<P, C, J>): string[];
  /** Aborted when the table is left (the screen's): the computers' searches stop. */
  signal?: AbortSignalLike;
  /** A computer's plan failed (not cancelled): the seat plans nothing this round. */
  onPlanError?(error: unknown): void;
  /** The round's end was refused (a sticky notice on screen). */
  onEndRefused?(refusal: Refusal): void;
  /** Whether an error is a cancelled search (the table was left): the seat is asked again next time. */
  isCancelled?(error: unknown): boolean;
}

export interface RaceTable<P, C, J extends Judgement> {
  game: RunnerGame<RaceState<P, C, J>, RaceMove>;
  computer: ComputerPlayer<RaceState<P, C, J>, RaceMove>;
  /** The `end` move for a round ending now for `reason` (the people's and computers' finals, with their verdicts). */
  endMove(state: RaceState<P, C, J>, reason: EndReason, at: number, signal?: AbortSignalLike): Promise<RaceMove>;
  /** The seat of the last call when a computer made it, and when (a call held on the table). */
  computerCall(state: RaceState<P, C, J>): number | null;
}

const never: AbortSignalLike = { aborted: false, addEventListener: () => undefined, removeEventListener: () => undefined };

/** The race table for one match on screen (or in memory): one per runner. */
export function raceTable<P, C, J extends Judgement>(options: RaceTableOptions<P, C, J>): RaceTable<P, C, J> {
  type S = RaceState<P, C, J>;
  type R = RoundState<C, J>;
  const { race, clock } = options;
  const signal = options.signal ?? never;
  /** Each computer seat's plan, by match, round, seat and re-roll: asked once per hand, whatever the position does meanwhile. */
  const plans = new Map<string, Promise<RacePlan>>();
  /** Table events the engine refused, not offered again until the position changes (their keys carry `lastAt`). */
  const failed = new Set<string>();

  /** When a computer made the round's last call, or null. */
  const computerCall = (state: S): number | null => {
    const round = currentRound(state);
    const last = round?.calls[round.calls.length - 1];
    return last && state.seats[last.seat]?.kind === 'computer' ? last.at : null;
  };

  const seatNames = (state: S): string[] =>
    options.names?.(state) ?? state.seats.map((s, i) => state.names[i] ?? (s.kind === 'computer' ? `Computer (${s.level ?? 'easy'})` : `Player ${i + 1}`));

  const status = (state: S): MatchStatus => {
    const totals = race.totals(state);
    const names = seatNames(state);
    const hints = state.rounds.reduce((n, r) => n + (r.hints ?? []).length, 0);
    return {
      over: state.phase === 'finished',
      players: state.seats.map((s, i) => ({ name: names[i] ?? '', score: totals[i] ?? 0, ...(s.kind === 'computer' ? { computer: true } : {}) })),
      winners: race.winners(state),
      rounds: state.rounds.filter((r) => r.end).map((r) => race.roundPoints(state, r)),
      ...(hints > 0 ? { hintsUsed: hints } : {}),
    };
  };

  /** The round being played, when there is one. */
  const playing = (state: S): R | null => {
    const round = currentRound(state);
    return state.phase === 'playing' && round && !round.end ? round : null;
  };

  const endMove = async (state: S, reason: EndReason, at: number, sig: AbortSignalLike = signal): Promise<RaceMove> => {
    const round = currentRound(state) as R;
    const people = options.peopleTable?.(state, round) ?? [];
    const finals: (string | null)[] = state.seats.map((s, i) => (s.kind === 'computer' ? null : people[i] || null));
    const computer = options.computer();
    const ask = computer.verdict;
    let verdicts: (Verdict | null)[] | undefined;
    if (ask) {
      verdicts = await Promise.all(
        finals.map((f, i) =>
          f === null
            ? null
            : ask(state, round, i, f, sig).then(
                (v) => v ?? null,
                () => null,
              ),
        ),
      );
    }
    const table = computer.computerTable;
    if (table) {
      const vs = verdicts ?? finals.map(() => null);
      await Promise.all(
        state.seats.map(async (s, i) => {
          if (s.kind !== 'computer' || round.plans[i]?.submission) return;
          const got = await table(state, round, i, sig).catch(() => null);
          if (!got) return;
          finals[i] = got.submission;
          vs[i] = got.verdict ?? null;
        }),
      );
      if (vs.some((v) => v !== null)) verdicts = vs;
    }
    return { type: 'end', reason, finals, at, ...(verdicts ? { verdicts } : {}) };
  };

  /** A table event to make at `now` (a computer's call or TUF ERROR, the round's end), or when the next may come. */
  function event(state: S, now: number): { key: string; make: (t: number) => RaceMove | Promise<RaceMove>; sticky?: boolean } | { wait: number } | null {
    const round = playing(state);
    if (!round) return null;
    const calledAt = computerCall(state);
    const calls = race.dueComputerCalls(state, now).filter((d) => !failed.has(`${round.index}/call/${d.seat}/${state.lastAt}`));
    const first = calls[0];
    if (first) {
      // after "I'm done" the computers' calls come one after another, each seen on the table
      if (round.finish && calledAt !== null && now < calledAt + FINISH_STEP_MS) return { wait: calledAt + FINISH_STEP_MS };
      return { key: `${round.index}/call/${first.seat}/${state.lastAt}`, make: () => ({ type: 'declare', ...first }) };
    }
    const challenge = race.dueComputerChallenges?.(state, now).find((d) => !failed.has(`${round.index}/error/${d.by}/${d.call}`));
    if (challenge) return { key: `${round.index}/error/${challenge.by}/${challenge.call}`, make: () => ({ type: 'challenge', ...challenge }) };
    const over = race.roundOver(state, now);
    if (!over) return null;
    // a computer's call stays on the table long enough to read before the round ends after it
    if (over !== 'time' && calledAt !== null && now < calledAt + CALL_HOLD_MS) return { wait: calledAt + CALL_HOLD_MS };
    const key = `${round.index}/end/${over}/${state.lastAt}`;
    if (failed.has(key)) return null;
    const ends = roundEndsAt(round);
    const endAt = over === 'time' && ends !== null ? Math.max(ends, state.lastAt) : state.lastAt;
    return { key, sticky: true, make: () => endMove(state, over, endAt) };
  }

  /** The next time the clock alone may change what the table does (strictly after `now`), or null. */
  function nextAt(state: S, now: number): number | null {
    const round = playing(state);
    if (!round) return null;
    const far = Number.MAX_SAFE_INTEGER;
    const times: number[] = [];
    for (const d of race.dueComputerCalls(state, far)) times.push(d.at);
    for (const d of race.dueComputerChallenges?.(state, far) ?? []) times.push(d.at);
    const ends = roundEndsAt(round);
    if (ends !== null) times.push(ends);
    const calledAt = computerCall(state);
    if (calledAt !== null) times.push(calledAt + FINISH_STEP_MS, calledAt + CALL_HOLD_MS);
    const later = times.filter((t) => t > now);
    return later.length > 0 ? Math.min(...later) : null;
  }

  const game: RunnerGame<S, RaceMove> = {
    apply: (s, m) => race.engine.apply(s, m),
    race: true,
    // the computer seats with no plan for their hand yet (asked all at once)
    toAct: (state) => {
      const round = playing(state);
      if (!round) return [];
      return state.seats.flatMap((s, i) => (s.kind === 'computer' && !round.plans[i] ? [i] : []));
    },
    isComputer: (state, seat) => state.seats[seat]?.kind === 'computer',
    status,
    tableMove(state, now): TableMove<RaceMove> | null {
      const ev = event(state, now);
      if (ev && 'key' in ev) {
        return {
          at: now,
          move: (t) => ev.make(t),
          refused: (refusal) => {
            failed.add(ev.key);
            if (ev.sticky) options.onEndRefused?.(refusal);
          },
        };
      }
      const at = ev && 'wait' in ev ? ev.wait : nextAt(state, now);
      if (at === null) return null;
      // woken then, the runner asks again; should nothing be due after all, nothing is made
      return { at, move: () => null };
    },
  };

  const computer: ComputerPlayer<S, RaceMove> = async (state, seat) => {
    const round = playing(state) as R;
    // the match's seed and the round's start tell this table's matches apart (a screen's next game, "Play again")
    const key = `${state.seed}/${round.startedAt}/${round.index}/${seat}/${rerollsOf(round, seat)}`;
    let asked = plans.get(key);
    if (!asked) {
      asked = options.computer().plan(state, round, seat, signal, () => clock.now());
      plans.set(key, asked);
    }
    let plan: RacePlan;
    try {
      plan = await asked;
    } catch (e) {
      plans.delete(key);
      // the table was left: the plan is asked again when the game is opened again
      if (options.isCancelled?.(e) || signal.aborted) return new Promise<never>(() => undefined);
      options.onPlanError?.(e);
      plan = { submission: null, delayMs: 0 };
    }
    return {
      type: 'plan',
      seat,
      submission: plan.submission,
      delayMs: plan.delayMs,
      at: Math.max(clock.now(), state.lastAt),
      ...(plan.verdict ? { verdict: plan.verdict } : {}),
      ...(plan.later?.length ? { later: plan.later } : {}),
    };
  };

  return { game, computer, endMove, computerCall };
}

/**
 * A whole race match in memory on a fake clock, every seat a computer: each
 * round is rolled, played on the runner to its end, and the next rolled,
 * until the match is over. Returns the moves (as a saved game keeps them),
 * the final state, its status and the clock time it took.
 */
export async function playRace<P, C, J extends Judgement>(options: {
  race: RaceQuestions<P, C, J>;
  params: P;
  seed: string;
  computer: RaceComputer<P, C, J>;
  clock?: FakeClock;
  /** A guard: at most this many rounds are played. */
  maxRounds?: number;
}): Promise<{ state: RaceState<P, C, J>; moves: RaceMove[]; status: MatchStatus; clockMs: number }> {
  const clock = options.clock ?? new FakeClock(Date.UTC(2026, 0, 1));
  const start = clock.now();
  const { race } = options;
  let state = race.engine.init(options.params, options.seed);
  if (state.seats.some((s) => s.kind !== 'computer'))
    throw new MatchStopped({ kind: 'personToMove', seats: state.seats.flatMap((s, i) => (s.kind === 'computer' ? [] : [i])) });
  const moves: RaceMove[] = [];
  const table = raceTable({ race, clock, computer: () => options.computer });
  for (let r = 0; state.phase !== 'finished' && r < (options.maxRounds ?? 100); r++) {
    const roll: RaceMove = { type: 'roll', at: Math.max(clock.now(), state.lastAt) };
    state = race.engine.apply(state, roll);
    moves.push(roll);
    const played = await playOut({ game: table.game, state, computer: table.computer, clock, stallMs: PLAN_STALL_MS });
    state = played.state;
    moves.push(...played.moves);
  }
  return { state, moves, status: table.game.status(state), clockMs: clock.now() - start };
}
