/**
 * The race table on a play screen (TUF and TUF words): a thin subscription to
 * the race table on the match runner (src/games/race/runner.ts: computer
 * plans, their calls when due, TUF ERRORs, the round's end, the status) plus
 * what only a screen has: each seat's arrangement and the names, saved as the
 * view before they show, the selection and messages at each seat, the best
 * answer for every hand once a round ends, and the finished match in history.
 * A game plugs in a small adapter: how an arrangement is read back from the
 * saved view and turned into a submission, its computers (the race table's
 * `RaceComputer` over its worker), how it finds the best answer, its names and
 * what its history keeps.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { timerView } from '../../core/timer';
import { currentRound, rerollsOf } from '../../games/race/engine';
import { CALL_HOLD_MS, FINISH_STEP_MS, PLAN_STALL_MS, raceTable, type RaceComputer, type RaceQuestions } from '../../games/race/runner';
import type { RaceMove, RaceState, Judgement, Verdict } from '../../games/race/types';
import { useApp } from '../context';
import { t, refusalText } from '../../i18n';
import { errorText } from '../services/solverText';
import { useLeaveSignal } from '../services/leaveSignal';
import { isCancelled } from '../../services/solverClient';
import { recordFinishedGame, usePersistentGame, type Describe, type DispatchResult } from '../session';
import { historyId } from '../../storage';
import { uiClock, useMatchRunner } from '../runner';
import { callIsNews } from './Centre';
import { onTick } from '../components/ticker';
import type { RaceGame } from './words';
import { useLiveRace } from './useLiveRace';
import { readKeptClassRace, type LiveRaceSource } from '../../games/race/live';
import { tellShown } from '../shownGames';

export { CALL_HOLD_MS, FINISH_STEP_MS };
export type { RaceQuestions };

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
   * The game's computers and reference, asked of its worker (src/games/race/runner.ts): every question carries the
   * screen's signal, aborted when the screen goes away, so a search nobody waits for stops. Its `verdict` (TUF words:
   * the dictionary) is recorded in each person's call too.
   */
  computer: RaceComputer<P, C, J>;
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
  /** The race as a live lesson rebuilds it across devices (`src/games/race/live.ts`); absent: the game is never raced live. */
  live?: LiveRaceSource<P, C, J> & { engine: { id: string } };
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

/** How long after the roll the cubes tumble in (the screens' `now - round.startedAt < ROLL_MS`). */
export const ROLL_MS = 1200;
/**
 * How often the table looks at the clock while a round runs (it renders again only when something it shows or does
 * changed): the beat of the screen's one clock (ticker.ts), which its glass and status copies follow too.
 */
export { TICK_MS } from '../components/ticker';

function readView<P, C, J extends Judgement, A, B>(adapter: RaceAdapter<P, C, J, A, B>, v: unknown, state: RaceState<P, C, J>, liveSeat?: number): RaceView<A> {
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
    // a live lesson keeps this device's own arrangement only (its seat at the class's table may move as devices join)
    base.lines =
      liveSeat !== undefined
        ? [adapter.readArrangement((o.lines as unknown[])[0], round.rolls[liveSeat] ?? []) ?? adapter.empty()]
        : state.seats.map((_, i) => adapter.readArrangement((o.lines as unknown[])[i], round.rolls[i] ?? []) ?? adapter.empty());
  }
  return base;
}

export function useRaceTable<P, C, J extends Judgement, A, B, Sel = number>(adapter: RaceAdapter<P, C, J, A, B>, sessionId: string) {
  const { race } = adapter;
  const game = adapter.game;
  const clock = uiClock();
  const persistent = usePersistentGame(race.engine, sessionId, adapter.describe, {
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
  const { elsewhere, takeOver, session, saveView } = persistent;
  const { setInGame, notify, store } = useApp();
  const [view, setView] = useState<RaceView<A> | null>(null);
  const [selected, setSelected] = useState<(Sel | null)[]>([]);
  const [messages, setMessages] = useState<(string | null)[]>([]);
  /** Bumped when the clock changed something the table shows; `now` is the time of each render. */
  const [, setTick] = useState(0);
  const now = clock.now();
  /** A lesson played live (the page came from a class server): the class race across devices, null otherwise. */
  const joining = useLiveRace(adapter.live, session, persistent.state, now, (s, r, seat) => {
    const a = latest.current.adapter;
    const submission = a.submission(linesIn(s, latest.current.view)[seat] ?? a.empty(), r.rolls[seat] ?? []) || null;
    const ask = a.computer.verdict;
    if (!submission || !ask) return Promise.resolve({ submission });
    return ask(s, r, seat, submission, signal).then(
      (verdict) => ({ submission, ...(verdict ? { verdict } : {}) }),
      () => ({ submission }),
    );
  });
  const live = joining === 'joining' ? null : joining;
  /** Loading until a lesson knows whether it is played live (the page's class server, the device's seat). */
  const status = joining === 'joining' && persistent.status === 'ready' ? 'loading' : persistent.status;
  /** The race on screen: the class race as this device sees it when live, else the saved game. */
  const state = live ? live.shown : persistent.state;
  /** What the engine checks this device's moves against (live: every seat a person). */
  const engineState = live ? live.race.state : persistent.state;
  const liveSeat = live ? live.seat : undefined;
  const [best, setBest] = useState<BestState<B>>({});
  /** Names being typed on the ready screen (a blank keeps the seat's default name). */
  const [drafts, setDrafts] = useState<string[] | null>(null);
  /** Aborted when the screen goes away: the worker's searches for this table stop. */
  const signal = useLeaveSignal();

  const round = state ? currentRound(state) : null;

  /** This device's seat at a live lesson's table (undefined when not live), for what outlives renders. */
  const latestSeat = useRef<number | undefined>(undefined);
  latestSeat.current = liveSeat;
  const latestLive = useRef(live);
  latestLive.current = live;
  /** A view being saved (shown once saved), newer than `view`. */
  const newestView = useRef<RaceView<A> | null>(null);
  /** The newest of everything the race table reads when it acts (it outlives renders). */
  const latest = useRef({ adapter, view, notify });
  latest.current = { adapter, view: newestView.current ?? view, notify };

  /** The arrangements of `v` for the round on the table (a view saved in an earlier round counts as empty). */
  const linesIn = (s: RaceState<P, C, J> | null, v: RaceView<A> | null): A[] => {
    const r = s ? currentRound(s) : null;
    if (!(s && v && r && v.round === r.index)) return s?.seats.map(() => adapter.empty()) ?? [];
    const mine = latestSeat.current;
    if (mine !== undefined) {
      // live: the view holds this device's arrangement only, for its seat (empty once a TUF ERROR re-rolled its hand)
      const own = !r.rerolls || rerollsOf(r, mine) === (v.rerolls?.[0] ?? 0) ? (v.lines[0] ?? adapter.empty()) : adapter.empty();
      return s.seats.map((_, i) => (i === mine ? own : adapter.empty()));
    }
    if (!r.rerolls) return v.lines;
    return v.lines.map((l, i) => (rerollsOf(r, i) === (v.rerolls?.[i] ?? 0) ? l : adapter.empty()));
  };

  // The race table on the runner: one per screen, reading the newest adapter and view when it acts.
  const [table] = useState(() =>
    raceTable<P, C, J>({
      race,
      clock,
      computer: () => latest.current.adapter.computer,
      peopleTable: (s, r) => {
        const lines = linesIn(s, latest.current.view);
        const a = latest.current.adapter;
        return s.seats.map((_, i) => a.submission(lines[i] ?? a.empty(), r.rolls[i] ?? []) || null);
      },
      names: (s) => latest.current.adapter.seatNames(s, latest.current.view?.names),
      signal,
      isCancelled,
      onPlanError: (e) => latest.current.notify({ kind: 'error', text: errorText(e), key: `${game}-solver` }),
      onEndRefused: (r) => latest.current.notify({ kind: 'error', sticky: true, text: refusalText(game, r), key: `${game}-end` }),
    }),
  );
  // The runner is shown the game once its view (the people's arrangements) is read: a round that ended while the
  // game was away ends with what was on the table.
  // (a live lesson's race is the class's: the runner leaves the saved game alone meanwhile)
  const { runner } = useMatchRunner({ ...persistent, status: view && joining === null ? persistent.status : 'loading' }, table.game, table.computer, {
    reads: 'computer',
    stallMs: PLAN_STALL_MS,
  });
  /** Every move goes through the runner (it follows the position at once and plays what comes due after it). */
  const dispatch = (move: RaceMove): Promise<DispatchResult> => (latestLive.current ? Promise.resolve(latestLive.current.move(move)) : runner.move(move));

  /** The person who may say "I'm done — finish the round" at `t`, or null. */
  function finisherAt(t: number): number | null {
    const can = race.canFinish;
    const es = engineState;
    if (!state || !es || !round || state.phase !== 'playing' || !can) return null;
    const i = state.seats.findIndex((s, seat) => s.kind === 'human' && can(es, seat, t));
    return i >= 0 ? i : null;
  }

  // The view (arrangements, names) once the session is loaded; read again when the lesson turns live (its own arrangement).
  const liveOn = live !== null && live.seat >= 0;
  useEffect(() => {
    if (!state || !session) return;
    if (liveOn) setView(readView(adapter, newestView.current ?? session.view, state, liveSeat));
    else setView((v) => v ?? readView(adapter, session.view, state));
  }, [state === null, session === null, liveOn]);
  // a live lesson's result is the class race's, from this device's seat (src/ui/class/StudentResult.tsx)
  useEffect(() => {
    if (live && session && live.seat >= 0) tellShown(session, live.race.state, live.seat);
  }, [live?.race, live?.seat, session]);

  // a live lesson's class race finished on this device: it goes to history like a race played here (the device's saved
  // game stays at its start meanwhile), the class's seats with their scores, this device's seat named as its student
  const liveDone = live !== null && live.seat >= 0 && live.race.state.phase === 'finished';
  const recorded = useRef(false);
  useEffect(() => {
    const l = latestLive.current;
    if (!liveDone || !l || !session || recorded.current) return;
    recorded.current = true;
    const s = l.race.state;
    const tot = race.totals(s);
    const seatNames = adapter.seatNames(s);
    const student =
      typeof (session.lesson as { student?: unknown } | undefined)?.student === 'string' ? (session.lesson as { student: string }).student.trim() : '';
    const v = newestView.current ?? view;
    const record = {
      game,
      code: session.code,
      finishedAt: s.lastAt,
      players: s.seats.map((_, i) => ({ name: (i === l.seat && student ? student : seatNames[i]) ?? '', score: tot[i] ?? 0 })),
      meta: { ...adapter.historyMeta(s, v?.hintsUsed === true || race.hintsUsed(s)), live: true },
    };
    // said once: a lesson opened again after it finished writes its record again without a notice
    void store.history
      .get(historyId(session.id))
      .catch(() => undefined)
      .then((had) => recordFinishedGame(store, session.id, record, notify, had ? undefined : t(`${game}.savedHistory`)));
  }, [liveDone, session === null]);
  // ... and the device's saved game is finished with it: kept with the class race, so it reads as finished (no longer
  // among the games to continue) and reopens to the class's results, with or without the class server; kept again
  // when something arrives later (a device that was offline at the end hands in its table)
  const latestSession = useRef(session);
  latestSession.current = session;
  useEffect(() => {
    const l = latestLive.current;
    const s = latestSession.current;
    if (!liveDone || !l || !s) return;
    const kept = l.keep();
    if (!kept) return;
    const had = s.status === 'finished' ? readKeptClassRace(s.live) : null;
    if (had && had.entries.length === kept.entries.length) return;
    void persistent.keep({ status: 'finished', title: adapter.describe(l.race.state).title, live: kept });
  }, [liveDone, live?.race, session === null]);

  /** The arrangements of the round on the table. */
  const linesNow = (): A[] => linesIn(state, view);

  useEffect(() => {
    setInGame(state?.phase === 'playing');
    return () => setInGame(false);
  }, [state?.phase, setInGame]);

  /**
   * What the clock changes on the table on screen at `t`: a computer's call
   * still held on the table, the call still news, the cubes still tumbling in
   * (unless the game's table looks the same then: `rollingLook`), the glass
   * run out, who may finish the round. The table renders again only when this
   * changes, not on every tick (the glass draws itself: SandTimer); what the
   * table does on the clock, the runner does.
   */
  const clockKey = (t: number): string => {
    if (!state || !round || state.phase !== 'playing') return '';
    const computerCalledAt = table.computerCall(state);
    return [
      computerCalledAt !== null && t < computerCalledAt + FINISH_STEP_MS,
      computerCalledAt !== null && t < computerCalledAt + CALL_HOLD_MS,
      callIsNews(round, t),
      adapter.rollingLook !== false && t - round.startedAt < ROLL_MS,
      round.timer ? timerView(round.timer, t).done : false,
      finisherAt(t),
    ].join('|');
  };
  const keyOf = useRef(clockKey);
  keyOf.current = clockKey;
  const lastKey = useRef('');
  lastKey.current = clockKey(now);

  // A clock for the table while a round runs: renders again when what it shows changed.
  useEffect(() => {
    if (state?.phase !== 'playing') return;
    return onTick(() => {
      if (keyOf.current(clock.now()) !== lastKey.current) setTick((n) => n + 1);
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
    const current = linesIn(state, base)[seat];
    if (line === current || JSON.stringify(line) === JSON.stringify(current)) {
      showSelection(seat, sel);
      return;
    }
    const lines = linesIn(state, base).slice();
    lines[seat] = line;
    const mine = latestSeat.current;
    const next: RaceView<A> =
      mine !== undefined
        ? { ...base, round: round.index, lines: [line], ...(round.rerolls ? { rerolls: [rerollsOf(round, mine)] } : {}) }
        : {
            ...base,
            round: round.index,
            lines,
            ...(round.rerolls ? { rerolls: state?.seats.map((_, i) => rerollsOf(round, i)) ?? [] } : {}),
          };
    newestView.current = next;
    latest.current.view = next;
    savingSeats.current.add(seat);
    void saveView(next).then(() => {
      savingSeats.current.delete(seat);
      if (newestView.current === next) newestView.current = null;
      setView(next);
      showSelection(seat, sel);
    });
  };

  /** The newest position (the runner's: it is ahead of the session's by the move being saved). */
  const newestState = (): RaceState<P, C, J> | null => latestLive.current?.race.state ?? runner.snapshot().state ?? state;
  const at = (): number => Math.max(clock.now(), newestState()?.lastAt ?? state?.lastAt ?? 0);
  const submissionOf = (seat: number): string => (round ? adapter.submission(linesNow()[seat] ?? adapter.empty(), round.rolls[seat] ?? []) : '');

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
    const ask = adapter.computer.verdict;
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
    const s = newestState();
    if (!s || !round) return;
    void table
      .endMove(s, 'no-call', at(), signal)
      .then((m) => (signal.aborted ? null : dispatch(m)))
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
    // live, each device's name is its seat's, given when it joined the class's table
    if (!live && chosen.some((n, i) => n !== (state.names[i] ?? null))) await dispatch({ type: 'names', names: chosen, at: when });
    await dispatch({ type: 'roll', at: when });
  };
  /** Names to start a rematch with (null keeps a seat's default). */
  const rematchNames = (): (string | null)[] => (state ? names.map((n, i) => (n === adapter.defaultNames(state)[i] ? null : n)) : []);

  /** The seats this device's people play: every person's seat, or live, this device's own. */
  const people = live ? (live.seat >= 0 ? [live.seat] : []) : state ? state.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : [])) : [];

  return {
    people,
    /** The live lesson's class race (who is connected, the teacher's round), or null when the lesson is not live. */
    live,
    status,
    elsewhere,
    takeOver,
    state,
    session,
    dispatch,
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
