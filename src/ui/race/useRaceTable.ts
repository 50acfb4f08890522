/**
 * The table driver every race game's play screen shares: the saved match and
 * its screen state (each seat's arrangement and the names, saved before they
 * show), the clock, computer plans asked of the game's worker, computer calls
 * when due, the end of the round with each seat's submission on the table,
 * the best answer for every hand once a round ends, and the finished match in
 * history. A game plugs in a small adapter: how an arrangement is read back
 * from the saved view and turned into a submission, how its worker plans and
 * finds the best answer, its names and what its history keeps.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { timerView } from '../../core/timer';
import type { GameEngine } from '../../core/engine';
import { currentRound, rerollsOf, roundEndsAt } from '../../games/race/engine';
import type { EndReason, PlanStage, RaceMove, RaceState, RoundState, Judgement, Verdict } from '../../games/race/types';
import { useApp } from '../context';
import { t, refusalText } from '../../i18n';
import { errorText } from '../services/solverText';
import { useLeaveSignal } from '../services/leaveSignal';
import { isCancelled } from '../../services/solverClient';
import { usePersistentGame, type Describe, type DispatchResult } from '../session';
import { callIsNews } from './Centre';
import { onTick } from '../components/ticker';
import type { RaceGame } from './words';

/** The questions the race engine answers about a state (what `createRace` returns, per game). */
export interface RaceQuestions<P, C, J extends Judgement> {
  engine: GameEngine<P, RaceState<P, C, J>, RaceMove>;
  isLocked(state: RaceState<P, C, J>, round: RoundState<C, J>, seat: number): boolean;
  roundOver(state: RaceState<P, C, J>, now: number): EndReason | null;
  dueComputerCalls(state: RaceState<P, C, J>, now: number): { seat: number; submission: string; at: number }[];
  /** Computers' TUF ERROR calls due by `now` (absent: computers never challenge). */
  dueComputerChallenges?(state: RaceState<P, C, J>, now: number): { by: number; call: number; at: number }[];
  /** Whether a person may say "I'm done — finish the round" (absent: the game does not offer it). */
  canFinish?(state: RaceState<P, C, J>, seat: number, now: number): boolean;
  totals(state: RaceState<P, C, J>): number[];
  winners(state: RaceState<P, C, J>): number[];
  hintsUsed(state: RaceState<P, C, J>, seat?: number): boolean;
}

/** What one race game tells the table driver. */
export interface RaceAdapter<P, C, J extends Judgement, A, B> {
  /** The game id (catalogue prefix, route, history). */
  game: RaceGame;
  race: RaceQuestions<P, C, J>;
  describe: Describe<RaceState<P, C, J>>;
  defaultNames(state: RaceState<P, C, J>): string[];
  /** The names shown: the saved game's, else `fallback` (an older build's view), else the defaults. */
  seatNames(state: RaceState<P, C, J>, fallback?: readonly string[]): string[];
  /** A seat's arrangement before anything is placed. */
  empty(): A;
  /** An arrangement read back from the saved view, or null when it does not fit the hand. */
  readArrangement(value: unknown, hand: readonly C[]): A | null;
  /** The arrangement as a submission in the game's text notation ('' when nothing is arranged). */
  submission(arrangement: A, hand: readonly C[]): string;
  /**
   * A computer seat's plan, asked of the game's worker. Every question to the worker carries `signal`, the screen's:
   * aborted when the screen goes away, so a search nobody waits for stops.
   */
  plan(
    state: RaceState<P, C, J>,
    round: RoundState<C, J>,
    seat: number,
    signal: AbortSignal,
  ): Promise<{ submission: string | null; delayMs: number; verdict?: Verdict; later?: PlanStage[] }>;
  /**
   * The reference's verdict on a person's submission, recorded in the move
   * that submits it (TUF words: the dictionary, in the worker). Absent: moves
   * carry none (TUF maths).
   */
  verdict?(state: RaceState<P, C, J>, round: RoundState<C, J>, seat: number, submission: string, signal: AbortSignal): Promise<Verdict | undefined>;
  /**
   * A computer seat that never called: the submission it has down at the end
   * of the round (and its verdict), put in the `end` move (TUF words). Absent:
   * computers' finals are empty (TUF: a computer's plan is its submission).
   */
  computerTable?(
    state: RaceState<P, C, J>,
    round: RoundState<C, J>,
    seat: number,
    signal: AbortSignal,
  ): Promise<{ submission: string; verdict?: Verdict } | null>;
  /** The best answer for a hand after the round: a key (one question per distinct hand) and the question. */
  best(state: RaceState<P, C, J>, hand: readonly C[]): { key: string; ask(signal: AbortSignal): Promise<B> };
  /** The game's own part of the history record. */
  historyMeta(state: RaceState<P, C, J>, hintsUsed: boolean): Record<string, unknown>;
  /**
   * Whether the table looks different while the roll's cubes tumble in (TUF words: a class on its screen for
   * ROLL_MS), so that it must render again when that moment ends; absent: yes. TUF says no (each cube's tumble
   * is decided as it appears): its table does not render again just as a student's first tap may come (issue 16).
   */
  rollingLook?: boolean;
}

export interface RaceView<A> {
  round: number;
  /** Each seat's arrangement (named `lines` since TUF's first saves). */
  lines: A[];
  names: string[];
  /** A hint was asked for in this match (kept in history). */
  hintsUsed?: boolean;
  /** Each seat's re-rolls (after a TUF ERROR) when its arrangement was saved: an arrangement of an earlier hand counts as empty. */
  rerolls?: number[];
}

export type BestState<B> = Record<string, B | 'loading' | 'failed'>;

/**
 * How long a computer's call stays on the table before the round may end
 * (a call that used every cube, or the last call after "I'm done"): long
 * enough to read who called what, also when it ends the round at once.
 */
export const CALL_HOLD_MS = 4000;
/** After "I'm done", computers that still call do so one after another, this far apart. */
export const FINISH_STEP_MS = 1500;
/** How long after the roll the cubes tumble in (the screens' `now - round.startedAt < ROLL_MS`). */
export const ROLL_MS = 1200;
/**
 * How often the table looks at the clock while a round runs (it renders again only when something it shows or does
 * changed): the beat of the screen's one clock (ticker.ts), which its glass and status copies follow too.
 */
export { TICK_MS } from '../components/ticker';

function readView<P, C, J extends Judgement, A, B>(adapter: RaceAdapter<P, C, J, A, B>, v: unknown, state: RaceState<P, C, J>): RaceView<A> {
  const round = currentRound(state);
  const names = adapter.defaultNames(state);
  const base: RaceView<A> = { round: round?.index ?? -1, lines: state.seats.map(() => adapter.empty()), names };
  if (typeof v !== 'object' || v === null) return base;
  const o = v as Record<string, unknown>;
  if (Array.isArray(o.names) && o.names.length === names.length && o.names.every((n) => typeof n === 'string' && n.trim() !== '' && n.length <= 24)) {
    base.names = o.names as string[];
  }
  if (o.hintsUsed === true) base.hintsUsed = true;
  if (Array.isArray(o.rerolls) && o.rerolls.every((n) => Number.isInteger(n))) base.rerolls = o.rerolls as number[];
  if (round && o.round === round.index && Array.isArray(o.lines)) {
    base.lines = state.seats.map((_, i) => adapter.readArrangement((o.lines as unknown[])[i], round.rolls[i] ?? []) ?? adapter.empty());
  }
  return base;
}

export function useRaceTable<P, C, J extends Judgement, A, B, Sel = number>(adapter: RaceAdapter<P, C, J, A, B>, sessionId: string) {
  const { race } = adapter;
  const game = adapter.game;
  const { status, elsewhere, takeOver, state, session, dispatch, saveView } = usePersistentGame(race.engine, sessionId, adapter.describe, {
    // The finished match goes to history with the move that finishes it.
    history: (s, record) => {
      const v = readView(adapter, record.view, s);
      const tot = race.totals(s);
      return {
        game,
        code: record.code,
        finishedAt: s.lastAt,
        players: s.seats.map((seat, i) => ({
          name: adapter.seatNames(s, v.names)[i] ?? '',
          score: tot[i] ?? 0,
          ...(seat.kind === 'computer' ? { computer: true } : {}),
        })),
        meta: adapter.historyMeta(s, v.hintsUsed === true || race.hintsUsed(s)),
        moves: record.moves,
      };
    },
    savedText: t(`${game}.savedHistory`),
  });
  const { setInGame, notify } = useApp();
  const [view, setView] = useState<RaceView<A> | null>(null);
  const [selected, setSelected] = useState<(Sel | null)[]>([]);
  const [messages, setMessages] = useState<(string | null)[]>([]);
  /** Bumped when the clock changed something the table shows or does; `now` is the time of each render. */
  const [tick, setTick] = useState(0);
  const now = Date.now();
  const [best, setBest] = useState<BestState<B>>({});
  /** Names being typed on the ready screen (a blank keeps the seat's default name). */
  const [drafts, setDrafts] = useState<string[] | null>(null);
  const busy = useRef(false);
  const asked = useRef(new Set<string>());
  /** Aborted when the screen goes away: the worker's searches for this table stop. */
  const signal = useLeaveSignal();
  /** Table events the engine refused, not tried again until something else happens. */
  const failed = useRef(new Set<string>());

  const round = state ? currentRound(state) : null;

  /** The person who may say "I'm done — finish the round" at `t`, or null. */
  function finisherAt(t: number): number | null {
    const can = race.canFinish;
    if (!state || !round || state.phase !== 'playing' || !can) return null;
    const i = state.seats.findIndex((s, seat) => s.kind === 'human' && can(state, seat, t));
    return i >= 0 ? i : null;
  }

  // The view (arrangements, names) once the session is loaded.
  useEffect(() => {
    if (!state || !session) return;
    setView((v) => v ?? readView(adapter, session.view, state));
  }, [state, session]);

  /** The arrangements of the round on the table (a view saved in an earlier round counts as empty). */
  const linesOf = (v: RaceView<A> | null): A[] => {
    if (!(v && round && v.round === round.index)) return state?.seats.map(() => adapter.empty()) ?? [];
    if (!round.rerolls) return v.lines;
    return v.lines.map((l, i) => (rerollsOf(round, i) === (v.rerolls?.[i] ?? 0) ? l : adapter.empty()));
  };
  const linesNow = (): A[] => linesOf(view);

  useEffect(() => {
    setInGame(state?.phase === 'playing');
    return () => setInGame(false);
  }, [state?.phase, setInGame]);

  /**
   * What the clock decides at `t` for the table on screen: computer calls and
   * TUF ERRORs due, the round over, a computer's call still held on the
   * table, the call still news, the cubes still tumbling in (unless the game's
   * table looks the same then: `rollingLook`), who may finish
   * the round. The table renders again only when this changes, not on every
   * tick (the glass draws itself: SandTimer).
   */
  const clockKey = (t: number): string => {
    if (!state || !round || state.phase !== 'playing') return '';
    const last = round.calls[round.calls.length - 1];
    const computerCalledAt = last && state.seats[last.seat]?.kind === 'computer' ? last.at : null;
    return [
      race
        .dueComputerCalls(state, t)
        .map((d) => d.seat)
        .join(','),
      race
        .dueComputerChallenges?.(state, t)
        .map((d) => `${d.by}:${d.call}`)
        .join(',') ?? '',
      race.roundOver(state, t) ?? '',
      computerCalledAt !== null && t < computerCalledAt + FINISH_STEP_MS,
      computerCalledAt !== null && t < computerCalledAt + CALL_HOLD_MS,
      callIsNews(round, t),
      adapter.rollingLook !== false && t - round.startedAt < ROLL_MS,
      round.timer ? timerView(round.timer, t).done : false,
      finisherAt(t),
    ].join('|');
  };
  /**
   * What the clock decided at this render, worked out once: the table's events below depend on it, and the clock
   * compares each beat with it. The newest clockKey (this render's state) is what a beat asks.
   */
  const renderedKey = clockKey(now);
  const keyOf = useRef(clockKey);
  keyOf.current = clockKey;
  const lastKey = useRef(renderedKey);
  lastKey.current = renderedKey;

  // A clock for the table while a round runs: renders again when what it decides changed.
  useEffect(() => {
    if (state?.phase !== 'playing') return;
    return onTick(() => {
      if (keyOf.current(Date.now()) !== lastKey.current) setTick((n) => n + 1);
    });
  }, [state?.phase]);

  const setMessage = (seat: number, text: string | null): void =>
    setMessages((m) => {
      const c = m.slice();
      c[seat] = text;
      return c;
    });

  /**
   * A seat's arrangement changed: saved as the view, and shown only once
   * saved, so a killed app never loses what the screen showed. While a seat's
   * change is being saved (a few milliseconds) that seat takes no other;
   * other seats' changes build on the newest view, so two students tapping at
   * once both count.
   */
  const savingSeats = useRef(new Set<number>());
  const newestView = useRef<RaceView<A> | null>(null);
  const showSelection = (seat: number, sel: Sel | null): void => {
    setSelected((s) => {
      const c = s.slice();
      c[seat] = sel;
      return c;
    });
    setMessage(seat, null);
  };
  const updateLine = (seat: number, line: A, sel: Sel | null): void => {
    const base = newestView.current ?? view;
    if (!base || !round || savingSeats.current.has(seat)) return;
    // Only the selection changed (the same arrangement): nothing to save.
    const current = linesOf(base)[seat];
    if (line === current || JSON.stringify(line) === JSON.stringify(current)) {
      showSelection(seat, sel);
      return;
    }
    const lines = linesOf(base).slice();
    lines[seat] = line;
    const next: RaceView<A> = {
      ...base,
      round: round.index,
      lines,
      ...(round.rerolls ? { rerolls: state?.seats.map((_, i) => rerollsOf(round, i)) ?? [] } : {}),
    };
    newestView.current = next;
    savingSeats.current.add(seat);
    void saveView(next).then(() => {
      savingSeats.current.delete(seat);
      if (newestView.current === next) newestView.current = null;
      setView(next);
      showSelection(seat, sel);
    });
  };

  const run = async (fn: () => Promise<void>): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    try {
      await fn();
    } finally {
      busy.current = false;
    }
  };

  /** The verdicts of the seats' submissions at the end (null where there is none); undefined for games without verdicts. */
  const verdictsOf = async (finals: (string | null)[]): Promise<(Verdict | null)[] | undefined> => {
    const ask = adapter.verdict;
    if (!ask || !state || !round) return undefined;
    return Promise.all(
      finals.map((f, i) =>
        f === null
          ? null
          : ask(state, round, i, f, signal).then(
              (v) => v ?? null,
              () => null,
            ),
      ),
    );
  };

  /** Completes the people's finals with what computers that never called have down (in place) and the verdicts. */
  const endFinals = async (finals: (string | null)[]): Promise<{ verdicts: (Verdict | null)[] | undefined }> => {
    const verdicts = await verdictsOf(finals);
    const table = adapter.computerTable;
    if (!table || !state || !round) return { verdicts };
    const vs = verdicts ?? finals.map(() => null);
    await Promise.all(
      state.seats.map(async (s, i) => {
        if (s.kind !== 'computer' || round.plans[i]?.submission) return;
        const got = await table(state, round, i, signal).catch(() => null);
        if (!got) return;
        finals[i] = got.submission;
        vs[i] = got.verdict ?? null;
      }),
    );
    return { verdicts: vs.some((v) => v !== null) ? vs : verdicts };
  };

  const at = (): number => Math.max(Date.now(), state?.lastAt ?? 0);
  const submissionOf = (seat: number): string => (round ? adapter.submission(linesNow()[seat] ?? adapter.empty(), round.rolls[seat] ?? []) : '');

  // Table events: computers' plans, their calls when due, and the end of the round.
  useEffect(() => {
    if (state?.phase !== 'playing' || !round || !view) return;
    round.plans.forEach((plan, seat) => {
      const info = state.seats[seat];
      const key = `${round.index}/${seat}/${rerollsOf(round, seat)}`;
      if (info?.kind !== 'computer' || plan || asked.current.has(key)) return;
      asked.current.add(key);
      adapter
        .plan(state, round, seat, signal)
        .then((ans) =>
          dispatch({
            type: 'plan',
            seat,
            submission: ans.submission,
            delayMs: ans.delayMs,
            at: Math.max(Date.now(), state.lastAt),
            ...(ans.verdict ? { verdict: ans.verdict } : {}),
            ...(ans.later?.length ? { later: ans.later } : {}),
          }),
        )
        .catch((e: unknown) => {
          // the screen was left: the plan is asked again when the game is opened again
          if (isCancelled(e)) return;
          notify({ kind: 'error', text: errorText(e), key: `${game}-solver` });
          return dispatch({ type: 'plan', seat, submission: null, delayMs: 0, at: Math.max(Date.now(), state.lastAt) });
        });
    });
    // A computer's call stays on the table long enough to read before anything else happens to the round.
    const lastCall = round.calls[round.calls.length - 1];
    const computerCalledAt = lastCall && state.seats[lastCall.seat]?.kind === 'computer' ? lastCall.at : null;
    const due = race.dueComputerCalls(state, now).filter((d) => !failed.current.has(`${round.index}/call/${d.seat}/${state.lastAt}`));
    const first = due[0];
    if (first && round.finish && computerCalledAt !== null && Date.now() < computerCalledAt + FINISH_STEP_MS) return;
    if (first) {
      void run(async () => {
        const r = await dispatch({ type: 'declare', ...first });
        if (!r.ok) failed.current.add(`${round.index}/call/${first.seat}/${state.lastAt}`);
      });
      return;
    }
    const challenge = race.dueComputerChallenges?.(state, now).find((d) => !failed.current.has(`${round.index}/error/${d.by}/${d.call}`));
    if (challenge) {
      void run(async () => {
        const r = await dispatch({ type: 'challenge', ...challenge });
        if (!r.ok) failed.current.add(`${round.index}/error/${challenge.by}/${challenge.call}`);
      });
      return;
    }
    const over = race.roundOver(state, now);
    if (over && over !== 'time' && computerCalledAt !== null && Date.now() < computerCalledAt + CALL_HOLD_MS) return;
    if (over) {
      const ends = roundEndsAt(round);
      const endAt = over === 'time' && ends !== null ? Math.max(ends, state.lastAt) : state.lastAt;
      const finals = state.seats.map((s, i) => {
        if (s.kind === 'computer') return null;
        const text = adapter.submission(linesNow()[i] ?? adapter.empty(), round.rolls[i] ?? []);
        return text === '' ? null : text;
      });
      const key = `${round.index}/end/${over}/${state.lastAt}`;
      if (failed.current.has(key)) return;
      void run(async () => {
        const { verdicts } = await endFinals(finals);
        // the screen was left while the verdicts were asked: the round ends when the game is opened again
        if (signal.aborted) return;
        const r = await dispatch({ type: 'end', reason: over, finals, at: endAt, ...(verdicts ? { verdicts } : {}) });
        if (!r.ok) {
          failed.current.add(key);
          notify({ kind: 'error', sticky: true, text: refusalText(game, r.refusal), key: `${game}-end` });
        }
      });
    }
    // What the clock decides as of this render is a dependency too: a render for another reason (a notice, a message)
    // just after the glass ran out sets the clock's reference to that moment, so no tick follows, and the round must
    // still end.
  }, [state, round, tick, view, renderedKey]);

  // The best answer for each hand, once a round has ended.
  useEffect(() => {
    if (!state || !round?.end) return;
    const seen = new Set<string>();
    for (const hand of round.rolls) {
      const q = adapter.best(state, hand);
      const key = `${round.index}:${q.key}`;
      if (seen.has(key) || best[key] !== undefined) continue;
      seen.add(key);
      setBest((b) => ({ ...b, [key]: 'loading' }));
      q.ask(signal)
        .then((ans) => setBest((b) => ({ ...b, [key]: ans })))
        .catch(() => setBest((b) => ({ ...b, [key]: 'failed' })));
    }
  }, [state, round?.end]);

  const names = state && view ? adapter.seatNames(state, view.names) : [];

  /** A seat calls with its arrangement; a refusal is shown at the seat. */
  const declare = (seat: number, given?: Verdict): void => {
    if (!state || !round) return;
    const eq = submissionOf(seat);
    const send = (verdict: Verdict | undefined): void =>
      void dispatch({ type: 'declare', seat, submission: eq, at: at(), ...(verdict ? { verdict } : {}) }).then((r) => {
        if (!r.ok) setMessage(seat, refusalText(game, r.refusal));
      });
    const ask = adapter.verdict;
    if (given || !ask || eq === '') send(given);
    else
      void ask(state, round, seat, eq, signal).then(send, (e: unknown) => {
        if (isCancelled(e)) return;
        notify({ kind: 'error', text: errorText(e), key: `${game}-solver` });
        send(undefined);
      });
  };

  /** Nobody called: the round ends with what is on the table. */
  const endNoCall = (): void => {
    if (!state || !round) return;
    const finals = state.seats.map((s, i) => (s.kind === 'computer' ? null : submissionOf(i) || null));
    const when = at();
    void endFinals(finals)
      .then(({ verdicts }) => (signal.aborted ? null : dispatch({ type: 'end', reason: 'no-call', finals, at: when, ...(verdicts ? { verdicts } : {}) })))
      .then((r) => r && !r.ok && notify({ kind: 'warning', text: refusalText(game, r.refusal) }));
  };

  /** The person who may say "I'm done — finish the round" now, or null. */
  const finisher: number | null = finisherAt(now);
  /** "I'm done — finish the round": the computers play out what they would have called, then the round ends. */
  const finish = (seat: number): void =>
    void dispatch({ type: 'finish', seat, at: at() }).then((r) => !r.ok && notify({ kind: 'warning', text: refusalText(game, r.refusal) }));

  const challenge = (by: number, call: number): void =>
    void dispatch({ type: 'challenge', by, call, at: at() }).then((r) => !r.ok && notify({ kind: 'warning', text: refusalText(game, r.refusal) }));

  const next = (): void => void dispatch({ type: 'roll', at: at() });

  /** The ready screen's name fields: typed text per seat ('' keeps the default), saved in the view as they are typed. */
  const typedNames = (): string[] => {
    if (!state) return [];
    const defaults = adapter.defaultNames(state);
    return drafts ?? names.map((n, i) => (n === defaults[i] ? '' : n));
  };
  const setName = (seat: number, value: string): void => {
    if (!state || !view) return;
    const defaults = adapter.defaultNames(state);
    setDrafts(typedNames().map((d, i) => (i === seat ? value : d)));
    const clean = value.trim().slice(0, 24);
    const nextView: RaceView<A> = { ...view, names: names.map((n, i) => (i === seat ? clean || (defaults[i] ?? n) : n)) };
    setView(nextView);
    saveView(nextView);
  };
  /** The names typed become a move of the saved game, then the first roll. */
  const rollFirst = async (): Promise<void> => {
    if (!state || !view) return;
    const defaults = adapter.defaultNames(state);
    const current = drafts === null ? names : view.names;
    const chosen = current.map((n, i) => (state.seats[i]?.kind === 'human' && n !== defaults[i] ? n : null));
    const when = at();
    if (chosen.some((n, i) => n !== (state.names[i] ?? null))) await dispatch({ type: 'names', names: chosen, at: when });
    await dispatch({ type: 'roll', at: when });
  };
  /** Names to start a rematch with (null keeps a seat's default). */
  const rematchNames = (): (string | null)[] => (state ? names.map((n, i) => (n === adapter.defaultNames(state)[i] ? null : n)) : []);

  return {
    status,
    elsewhere,
    takeOver,
    state,
    session,
    dispatch: dispatch as (move: RaceMove) => Promise<DispatchResult>,
    view,
    setView,
    saveView,
    round,
    now,
    names,
    lines: linesNow,
    selected,
    messages,
    setMessage,
    updateLine,
    submissionOf,
    declare,
    endNoCall,
    finisher,
    finish,
    challenge,
    next,
    best,
    typedNames,
    setName,
    rollFirst,
    rematchNames,
    at,
  };
}

export type RaceTableDriver<P, C, J extends Judgement, A, B, Sel = number> = ReturnType<typeof useRaceTable<P, C, J, A, B, Sel>>;
