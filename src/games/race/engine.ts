/**
 * The race engine: the table rules every TUF-box game shares, for any hand
 * plug-in. Seats and rounds, each seat's own roll, the TUF! → TUFFER! →
 * TUFFEST! calls with their glasses, locking a declarer's hand, "someone used
 * every cube", the final declarer, TUF ERROR challenges, computer seats and
 * their plans, solitaire, order play, rounds and totals. The round's time
 * limit is the engine's: a call at or after the glass runs out is refused.
 * DOM-free; every refusal is a code with values (`race.refuse.<code>` words
 * them; the plug-in's own under `<game>.refuse.<code>`).
 *
 * Why ~590 lines in one file: `createRace` closes over the plug-in, and its
 * parts (the move checks, the state questions the table driver asks, `apply`
 * for each move, totals) all read the same plug-in and round helpers; split
 * apart they would pass the plug-in along everywhere. What stands alone is in
 * its own module: scoring (`scoring.ts`), glasses (`timers.ts`), computers
 * that call like people (`computers.ts`), types (`types.ts`).
 */
import { IllegalMoveError, type GameEngine, type RefusalVars } from '../../core/engine';
import { endsAt, handOver, startTimer, timerView, type TimerSegment } from '../../core/timer';
import type { HandPlugin } from './plugin';
import { finalDeclarerIndex, raceRoundScores, type Declaration, type FinalSubmission } from './scoring';
import { callSegment } from './timers';
import { advancePlan, dueComputerChallenges, pendingStage, stageDueAt, stageOnTable } from './computers';
import {
  END_REASONS,
  MAX_HINT_STEP,
  MAX_NAME,
  MAX_PLAN_STAGES,
  VERDICT_LIMITS,
  type Call,
  type Challenge,
  type EndReason,
  type HintUsed,
  type Judgement,
  type RaceMove,
  type RaceState,
  type RoundState,
  type SeatResult,
  type TableRules,
  type Verdict,
} from './types';

/** The race-level refusal codes (worded under `race.refuse.<code>`). */
export const RACE_REFUSALS = [
  'noSeats',
  'outOfOrder',
  'matchOver',
  'roundInPlay',
  'noRound',
  'notComputer',
  'planMade',
  'noSeat',
  'timeUp',
  'roundOver',
  'alreadyCalled',
  'handsOff',
  'mustBeat',
  'endsOnTime',
  'notOver',
  'otherReason',
  'finalsCount',
  'noChallenges',
  'noSuchCall',
  'ownCall',
  'challengedTwice',
  'namesLocked',
  'badNames',
  'badHint',
  'alreadyFound',
  'noAmend',
  'hintsOff',
  'notPerson',
  'notLocked',
  'peopleToAct',
  'finishing',
] as const;
export type RaceRefusalCode = (typeof RACE_REFUSALS)[number];

function fail(code: RaceRefusalCode, vars: RefusalVars = {}): never {
  throw new IllegalMoveError(code, vars);
}

export function currentRound<R>(state: { rounds: readonly R[] }): R | null {
  return state.rounds[state.rounds.length - 1] ?? null;
}

/** The last call that stands (not struck by an upheld TUF ERROR), or undefined before TUF!. */
export function standingCall<T extends Pick<Call, 'struck'>>(round: { calls: readonly T[] }): T | undefined {
  for (let i = round.calls.length - 1; i >= 0; i--) {
    const c = round.calls[i] as T;
    if (!c.struck) return c;
  }
  return undefined;
}

/** The value the next call has to beat (0 before TUF!, or when every call was struck). */
export function valueToBeat(round: { calls: readonly Call[] }): number {
  const last = standingCall(round);
  return last ? last.value : 0;
}

/** How many times seat re-rolled in this round (0: its first roll). */
export function rerollsOf(round: Pick<RoundState, 'rerolls'>, seat: number): number {
  return round.rerolls?.[seat] ?? 0;
}

/** When the round's clock runs out (epoch ms), or null when no glass is running. */
export function roundEndsAt(round: Pick<RoundState, 'timer'>): number | null {
  return round.timer ? endsAt(round.timer) : null;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isSeat = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < 8;
const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 400;

/** Whether a value has the shape of a verdict within its bounds (`VERDICT_LIMITS`). */
export function isVerdict(v: unknown): v is Verdict {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const entries = Object.entries(v as Record<string, unknown>);
  if (entries.length > VERDICT_LIMITS.keys) return false;
  return entries.every(
    ([k, list]) =>
      /^[a-z][A-Za-z]{0,15}$/.test(k) &&
      Array.isArray(list) &&
      list.length <= VERDICT_LIMITS.items &&
      list.every((x) => typeof x === 'string' && x.length <= VERDICT_LIMITS.chars),
  );
}
const verdictOk = (v: unknown): boolean => v === undefined || isVerdict(v);
/** A plan's later stages (absent, or up to MAX_PLAN_STAGES of { submission, delayMs, verdict? }). */
const laterOk = (v: unknown): boolean =>
  v === undefined ||
  (Array.isArray(v) &&
    v.length <= MAX_PLAN_STAGES &&
    v.every(
      (s: unknown) =>
        typeof s === 'object' &&
        s !== null &&
        isText((s as Record<string, unknown>).submission) &&
        isNum((s as Record<string, unknown>).delayMs) &&
        ((s as Record<string, unknown>).delayMs as number) >= 0 &&
        verdictOk((s as Record<string, unknown>).verdict),
    ));

/** Whether a plain-data value has the shape of a race move. */
export function isRaceMove(value: unknown): value is RaceMove {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  if (!isNum(m.at)) return false;
  switch (m.type) {
    case 'roll':
      return true;
    case 'plan':
      return (
        isSeat(m.seat) &&
        (m.submission === null || isText(m.submission)) &&
        isNum(m.delayMs) &&
        (m.delayMs as number) >= 0 &&
        verdictOk(m.verdict) &&
        laterOk(m.later)
      );
    case 'declare':
      return isSeat(m.seat) && isText(m.submission) && verdictOk(m.verdict);
    case 'end':
      return (
        (END_REASONS as readonly unknown[]).includes(m.reason) &&
        Array.isArray(m.finals) &&
        m.finals.length <= 8 &&
        m.finals.every((f) => f === null || isText(f)) &&
        (m.verdicts === undefined || (Array.isArray(m.verdicts) && m.verdicts.length <= 8 && m.verdicts.every((v) => v === null || isVerdict(v))))
      );
    case 'challenge':
      return isSeat(m.by) && Number.isInteger(m.call) && (m.call as number) >= 0 && (m.call as number) < 1000;
    case 'hint':
      return (
        isSeat(m.seat) && Number.isInteger(m.step) && (m.step as number) >= 1 && (m.step as number) <= MAX_HINT_STEP && (m.have === undefined || isText(m.have))
      );
    case 'names':
      return Array.isArray(m.names) && m.names.length <= 8 && m.names.every((n) => n === null || isText(n));
    case 'finish':
      return isSeat(m.seat);
    case 'amend':
      return Number.isInteger(m.call) && (m.call as number) >= 0 && (m.call as number) < 1000 && isVerdict(m.verdict);
    default:
      return false;
  }
}

/** A race for one hand plug-in: its engine and the questions screens ask of a state. */
export function createRace<P, C, J extends Judgement>(plugin: HandPlugin<P, C, J>) {
  type State = RaceState<P, C, J>;
  type Round = RoundState<C, J>;

  /** The plug-in's table rules with the defaults of what it leaves out: no order play without its hooks. */
  const tableOf = (p: P): TableRules => {
    const rules = plugin.table(p);
    return rules.order && !plugin.order ? { ...rules, order: false } : rules;
  };
  /**
   * The plug-in's table rules for a match's params, worked out once per params
   * object (a state's params stay the same object from move to move): the
   * table driver asks several questions of the state on every clock tick.
   */
  const rulesCache = new WeakMap<object, TableRules>();
  const rulesOf = (p: P): TableRules => {
    if (typeof p !== 'object' || p === null) return tableOf(p);
    let rules = rulesCache.get(p);
    if (!rules) {
      rules = tableOf(p);
      rulesCache.set(p, rules);
    }
    return rules;
  };
  /** What a plan's pending submission claims, judged once per plan object (a plan is replaced, never changed, when it moves on). */
  const pendingClaims = new WeakMap<object, number>();
  /** Whether the round of a state (after `finish`) is done, worked out once per state: it does not depend on the time asked. */
  const finishDoneOf = new WeakMap<object, boolean>();

  const hand = (round: Round, seat: number): C[] => round.rolls[seat] ?? [];
  /** The hand a seat held after `reroll` re-rolls in the round (its current hand when that is the latest). */
  const handAt = (state: State, round: Round, seat: number, reroll: number): C[] =>
    reroll === rerollsOf(round, seat) ? hand(round, seat) : plugin.roll(state.params, state.seed, round.index, seat, reroll);
  const judgeFor = (state: State, round: Round, seat: number, submission: string, verdict?: Verdict): J =>
    plugin.judge(state.params, hand(round, seat), submission, verdict);
  const claimFor = (state: State, round: Round, seat: number, submission: string, judged: J): number =>
    plugin.claim(state.params, hand(round, seat), submission, judged);
  /** A call judged against the hand it was made with, with its verdict. */
  const judgeCall = (state: State, round: Round, call: Call): J =>
    plugin.judge(state.params, handAt(state, round, call.seat, call.reroll ?? 0), call.submission, call.verdict);

  /** Whether seat's submission is locked: its call stands (competitive) or it is done (solitaire, order play). */
  function isLocked(state: State, round: Round, seat: number): boolean {
    if (round.end) return true;
    // "I'm done — finish the round": the people play no more this round.
    if (round.finish && state.seats[seat]?.kind === 'human') return true;
    const rules = rulesOf(state.params);
    if (rules.solitaire || rules.order) return round.done[seat] === true;
    const last = standingCall(round);
    // a call that used every cube ends the round on tables where it does: nobody calls after it
    if (last?.allCubes && rules.allCubesEnds !== false) return true;
    return last !== undefined && last.seat === seat;
  }

  /**
   * Whether a computer plan would still call: not acted, a submission, due
   * before the glass as it stands runs out, and (competitive) beating the
   * last call. With `finish` it calls at once instead of at its delay.
   */
  function planPending(state: State, round: Round, seat: number): boolean {
    const plan = round.plans[seat];
    if (!plan || plan.acted || plan.submission === null) return false;
    const end = roundEndsAt(round);
    const due = planDueAt(round, seat, plan, end ?? Number.MAX_SAFE_INTEGER);
    if (due === null || (end !== null && due >= end)) return false;
    const stage = pendingStage(plan);
    const rules = rulesOf(state.params);
    if (!rules.solitaire && !rules.order && round.calls.length > 0) {
      let claim = pendingClaims.get(plan);
      if (claim === undefined) {
        claim = claimFor(state, round, seat, stage.submission, judgeFor(state, round, seat, stage.submission, stage.verdict));
        pendingClaims.set(plan, claim);
      }
      if (claim <= valueToBeat(round)) return false;
    }
    return true;
  }

  /**
   * When a plan's pending submission is due, as the calls stand at `now`: a
   * plan without stages at its delay; a later stage once its working time is
   * reached (null while it is not, or while its seat keeps hands off).
   */
  function planDueAt(round: Round, seat: number, plan: NonNullable<Round['plans'][number]>, now: number): number | null {
    return plan.later ? stageDueAt(round, seat, pendingStage(plan).delayMs, now) : round.startedAt + plan.delayMs;
  }

  /** After `finish`: every computer has its plan, none would still call, and no computer's TUF ERROR is still to come. */
  function finishDone(state: State, round: Round): boolean {
    const known = finishDoneOf.get(state);
    if (known !== undefined) return known;
    const done =
      state.seats.every(
        (s, seat) => s.kind !== 'computer' || (round.plans[seat] !== null && round.plans[seat] !== undefined && !planPending(state, round, seat)),
      ) && dueComputerChallenges(state, rulesOf(state.params), state.lastAt).length === 0;
    finishDoneOf.set(state, done);
    return done;
  }

  /**
   * Whether the standing call's using every cube ends the round: on tables
   * where it does (`TableRules.allCubesEnds`, not order play), or, where it
   * does not, once every seat has locked in solitaire (a seat alone locking
   * every cube is told so).
   */
  function usedEveryCubeEnds(rules: TableRules, round: Round, allDone: boolean): boolean {
    const last = standingCall(round);
    if (!last?.allCubes || rules.order) return false;
    return rules.allCubesEnds !== false || (rules.solitaire && allDone);
  }

  /** Why the round should end now, or null while play goes on. */
  function roundOver(state: State, now: number): EndReason | null {
    const round = currentRound(state);
    if (!round || state.phase !== 'playing') return null;
    const rules = rulesOf(state.params);
    const allDone = round.done.length > 0 && round.done.every((d) => d);
    if (usedEveryCubeEnds(rules, round, allDone)) return 'all-cubes';
    if (allDone) return 'all-done';
    if (round.finish && finishDone(state, round)) return 'finish';
    if (round.timer && timerView(round.timer, now).done) return 'time';
    return null;
  }

  /**
   * Computer calls that are due by `now` and would still beat the last call;
   * after `finish`, every plan that would still call is due at once (in the
   * order of its delays).
   */
  function dueComputerCalls(state: State, now: number): { seat: number; submission: string; at: number; verdict?: Verdict }[] {
    const round = currentRound(state);
    if (!round || state.phase !== 'playing') return [];
    const out: { seat: number; submission: string; at: number; due: number; verdict?: Verdict }[] = [];
    round.plans.forEach((plan, seat) => {
      if (!plan || !planPending(state, round, seat) || plan.submission === null) return;
      // the pending stage (the first, or a later one: its work paused while the seat kept hands off)
      const stage = pendingStage(plan);
      const end = roundEndsAt(round);
      const due = planDueAt(round, seat, plan, round.finish ? (end ?? Number.MAX_SAFE_INTEGER) : now);
      if (due === null || (due > now && !round.finish)) return;
      out.push({
        seat,
        submission: stage.submission,
        at: Math.max(Math.min(due, now), state.lastAt),
        due,
        ...(stage.verdict ? { verdict: stage.verdict } : {}),
      });
    });
    out.sort((a, b) => a.due - b.due || a.seat - b.seat);
    return out.map(({ seat, submission, at, verdict }) => ({ seat, submission, at, ...(verdict ? { verdict } : {}) }));
  }

  /** A submission to score: its text, the verdict it came with, and the call it is (judged against that call's hand). */
  interface Entry {
    sub: string;
    verdict?: Verdict | undefined;
    call?: Call | undefined;
  }

  function scoreRound(state: State, round: Round, finals: (Entry | null)[]): SeatResult<J>[] {
    const p = state.params;
    const rules = rulesOf(p);
    const n = state.seats.length;
    const judged = (e: Entry | null, seat: number): J | null =>
      e === null ? null : e.call ? judgeCall(state, round, e.call) : judgeFor(state, round, seat, e.sub, e.verdict);
    const results: SeatResult<J>[] = [];
    if (rules.solitaire) {
      for (let seat = 0; seat < n; seat++) {
        const e = finals[seat] ?? null;
        const check = judged(e, seat);
        results.push({ seat, submission: e?.sub ?? null, check, finalDeclarer: false, points: check ? plugin.points(p, check) : 0 });
      }
      return results;
    }
    const order = plugin.order;
    if (rules.order && order) {
      let place = 0;
      const points = new Map<number, number>();
      const places = new Map<number, number>();
      for (const c of round.calls) {
        const check = judgeCall(state, round, c);
        if (check.valid && order?.qualifies(p, hand(round, c.seat), c.submission, check)) {
          place++;
          points.set(c.seat, order.points(n, place));
          places.set(c.seat, place);
        }
      }
      for (let seat = 0; seat < n; seat++) {
        const call = round.calls.find((c) => c.seat === seat);
        const at = places.get(seat);
        results.push({
          seat,
          submission: call ? call.submission : null,
          check: call ? judgeCall(state, round, call) : null,
          finalDeclarer: false,
          points: points.get(seat) ?? 0,
          ...(at !== undefined ? { place: at } : {}),
        });
      }
      return results;
    }
    // Competitive: the final declarer's locked call scores by the plug-in's final-declarer rule; everyone else's submission on the table once.
    // A struck call no longer stands: it cannot make its seat the final declarer.
    const standing = round.calls.map((c) => ({ correct: c.correct && !c.struck }));
    const finalIdx = finalDeclarerIndex(standing);
    const finalSeat = finalIdx >= 0 ? (round.calls[finalIdx] as Call).seat : -1;
    const counted: (Entry | null)[] = [];
    for (let seat = 0; seat < n; seat++) {
      let e: Entry | null;
      if (seat === finalSeat) {
        const call = round.calls[finalIdx] as Call;
        e = { sub: call.submission, call };
      } else {
        // the seat's own last call that still stands, made with the hand it holds now
        const now = rerollsOf(round, seat);
        const lastOwn = [...round.calls].reverse().find((c) => c.seat === seat && !c.struck && (c.reroll ?? 0) === now);
        const plan = round.plans[seat];
        const computer = state.seats[seat]?.kind === 'computer' && plan && plan.submission !== null ? { sub: plan.submission, verdict: plan.verdict } : null;
        e = finals[seat] ?? computer ?? (lastOwn ? { sub: lastOwn.submission, call: lastOwn } : null);
      }
      counted.push(e);
    }
    const declarations: Declaration[] = round.calls.map((c, i) => ({
      player: String(c.seat),
      value: c.value,
      correct: (standing[i] as { correct: boolean }).correct,
    }));
    const finalSubs: Record<string, FinalSubmission> = {};
    const checked: (J | null)[] = [];
    for (let seat = 0; seat < n; seat++) {
      const check = judged(counted[seat] ?? null, seat);
      checked.push(check);
      if (check) finalSubs[String(seat)] = { value: plugin.points(p, check), correct: check.valid };
    }
    const finalCheck = finalSeat >= 0 ? (checked[finalSeat] as J) : null;
    const scores = raceRoundScores(declarations, finalSubs, rules.cutthroat === true, (v) => plugin.finalDeclarerPoints(p, v, finalCheck as J));
    // The TUF caller's bonus (plug-ins with one): the round's first call, judged as it was made.
    const first = round.calls[0];
    const bonus = first && plugin.callerBonus ? plugin.callerBonus(p, judgeCall(state, round, first)) : 0;
    for (let seat = 0; seat < n; seat++) {
      const extra = first && seat === first.seat ? bonus : 0;
      const r: SeatResult<J> = {
        seat,
        submission: counted[seat]?.sub ?? null,
        check: checked[seat] ?? null,
        finalDeclarer: seat === finalSeat,
        points: (scores[String(seat)] ?? 0) + extra,
      };
      if (extra !== 0) r.callerBonus = extra;
      results.push(r);
    }
    return results;
  }

  /** Points of each seat in a round: submission points (once the round has ended) plus challenge points. */
  function roundPoints(state: State, round: Round): number[] {
    const pts = state.seats.map((_, seat) => round.end?.results[seat]?.points ?? 0);
    for (const c of round.challenges) pts[c.by] = (pts[c.by] ?? 0) + c.points;
    return pts;
  }

  function totals(state: State): number[] {
    const t = state.seats.map(() => 0);
    for (const r of state.rounds) roundPoints(state, r).forEach((v, i) => (t[i] = (t[i] ?? 0) + v));
    return t;
  }

  /** Whether a seat (or anyone, without `seat`) used a hint in the match. */
  function hintsUsed(state: State, seat?: number): boolean {
    return state.rounds.some((r) => (r.hints ?? []).some((h) => seat === undefined || h.seat === seat));
  }

  /** Whether a seat's total has reached the table's point goal (never without one). */
  function goalReached(state: State, rules: TableRules): boolean {
    return rules.goal !== undefined && totals(state).some((v) => v >= (rules.goal as number));
  }

  /** Seats with the highest total once the match is finished (several on a tie). */
  function winners(state: State): number[] {
    if (state.phase !== 'finished') return [];
    const t = totals(state);
    const best = Math.max(...t);
    return t.flatMap((v, i) => (v === best ? [i] : []));
  }

  /**
   * Why seat may not say "I'm done — finish the round" at `at`, or null when
   * it may: the one rule `apply` ('finish') and `canFinish` both read. Cheap
   * checks first: the table driver asks it for every person on every render.
   */
  function finishRefusal(state: State, seat: number, at: number): { code: RaceRefusalCode; vars?: RefusalVars } | null {
    const round = currentRound(state);
    if (!round || state.phase !== 'playing') return { code: 'noRound' };
    if (seat < 0 || seat >= state.seats.length) return { code: 'noSeat', vars: { seat: seat + 1 } };
    if (state.seats[seat]?.kind !== 'human') return { code: 'notPerson', vars: { seat: seat + 1 } };
    const end = roundEndsAt(round);
    if (end !== null && at >= end) return { code: 'timeUp' };
    if (roundOver(state, at) !== null) return { code: 'roundOver' };
    if (round.finish) return { code: 'finishing' };
    if (!isLocked(state, round, seat)) return { code: 'notLocked' };
    // only computers may be left to act: every other person is locked too
    if (state.seats.some((s, i) => i !== seat && s.kind === 'human' && !isLocked(state, round, i))) return { code: 'peopleToAct' };
    return null;
  }

  function replaceRound(state: State, round: Round, at: number): State {
    return { ...state, rounds: [...state.rounds.slice(0, -1), round], lastAt: at };
  }

  function init(params: P, seed: string): State {
    const seats = tableOf(params).seats;
    if (seats.length < 1) fail('noSeats');
    return { params, seed, seats, rounds: [], phase: 'ready', lastAt: 0, names: seats.map(() => null) };
  }

  function apply(state: State, move: RaceMove): State {
    if (move.at < state.lastAt) fail('outOfOrder');
    const p = state.params;
    const rules = rulesOf(p);
    const round = currentRound(state);
    switch (move.type) {
      case 'roll': {
        if (state.phase === 'finished') fail('matchOver');
        if (state.phase === 'playing') fail('roundInPlay');
        const index = state.rounds.length;
        const n = state.seats.length;
        const next: Round = {
          index,
          rolls: state.seats.map((_, seat) => plugin.roll(p, state.seed, index, seat)),
          startedAt: move.at,
          timer: rules.solitaire ? startTimer(rules.soloGlasses, move.at) : null,
          calls: [],
          plans: state.seats.map(() => null),
          done: rules.solitaire || rules.order ? new Array<boolean>(n).fill(false) : [],
          end: null,
          challenges: [],
          hints: [],
        };
        if (rules.rerollOnError) next.rerolls = new Array<number>(n).fill(0);
        return { ...state, rounds: [...state.rounds, next], phase: 'playing', lastAt: move.at };
      }
      case 'plan': {
        if (!round || state.phase !== 'playing') fail('noRound');
        if (state.seats[move.seat]?.kind !== 'computer') fail('notComputer', { seat: move.seat + 1 });
        if (round.plans[move.seat]) fail('planMade', { seat: move.seat + 1 });
        const plans = round.plans.slice();
        plans[move.seat] = {
          submission: move.submission,
          delayMs: move.delayMs,
          acted: false,
          ...(move.verdict ? { verdict: move.verdict } : {}),
          ...(move.later?.length ? { later: move.later } : {}),
        };
        return replaceRound(state, { ...round, plans }, move.at);
      }
      case 'declare': {
        if (!round || state.phase !== 'playing') fail('noRound');
        const seat = move.seat;
        if (seat < 0 || seat >= state.seats.length) fail('noSeat', { seat: seat + 1 });
        const end = roundEndsAt(round);
        if (end !== null && move.at >= end) fail('timeUp');
        if (roundOver(state, move.at) !== null) fail('roundOver');
        if (round.finish && state.seats[seat]?.kind === 'human') fail('finishing');
        if (isLocked(state, round, seat)) fail(rules.solitaire || rules.order ? 'alreadyCalled' : 'handsOff', { seat: seat + 1 });
        const read = plugin.readCall(p, hand(round, seat), move.submission);
        if (!read.ok) throw new IllegalMoveError(read.refusal.code, read.refusal.vars);
        const submission = read.submission;
        const judged = judgeFor(state, round, seat, submission, move.verdict);
        const value = claimFor(state, round, seat, submission, judged);
        const { solitaire: solo, order } = rules;
        if (!solo && !order && round.calls.length > 0 && value <= valueToBeat(round)) fail('mustBeat', { toBeat: valueToBeat(round), value });
        const n = round.calls.length;
        let timer = round.timer;
        let color: TimerSegment['color'] = timer ? timerView(timer, move.at).color : 'custom';
        if (!solo && !(order && n > 0)) {
          const seg = callSegment(rules.timers, n);
          timer = order ? startTimer(seg, move.at) : handOver(round.timer, seg, move.at);
          color = seg.color;
        }
        const call: Call = { seat, submission: submission, at: move.at, value, correct: judged.valid, allCubes: read.allCubes, color };
        if (move.verdict) call.verdict = move.verdict;
        const reroll = rerollsOf(round, seat);
        if (reroll > 0) call.reroll = reroll;
        const plans = round.plans.slice();
        const plan = plans[seat];
        if (plan) plans[seat] = plan.later ? advancePlan(plan) : { ...plan, acted: true };
        // A computer whose submission no longer beats this call gives up calling (or passes on to a later stage that does).
        if (!solo && !order) {
          plans.forEach((pl, i) => {
            let cur = pl;
            while (cur && !cur.acted && cur.submission !== null) {
              const st = pendingStage(cur);
              const j = judgeFor(state, round, i, st.submission, st.verdict);
              if (claimFor(state, round, i, st.submission, j) > value) break;
              cur = cur.later ? advancePlan(cur) : { ...cur, acted: true };
            }
            plans[i] = cur;
          });
        }
        const done = round.done.slice();
        if (solo || order) done[seat] = true;
        return replaceRound(state, { ...round, timer, calls: [...round.calls, call], plans, done }, move.at);
      }
      case 'end': {
        if (!round || state.phase !== 'playing') fail('noRound');
        const due = roundOver(state, move.at);
        // Saved by an earlier build, where every table ended on a call using every cube (TUF words too): such an end still replays.
        const earlierAllCubes = move.reason === 'all-cubes' && rules.allCubesEnds === false && !rules.order && standingCall(round)?.allCubes === true;
        if (move.reason === 'no-call') {
          if (round.calls.length > 0 || rules.solitaire) fail('endsOnTime');
        } else if (due !== move.reason && !earlierAllCubes) {
          fail(due === null ? 'notOver' : 'otherReason');
        }
        if (move.finals.length !== state.seats.length) fail('finalsCount', { seats: state.seats.length });
        const finals = move.finals.map((f, seat): Entry | null => {
          const line = f === null ? null : plugin.readLine(p, hand(round, seat), f);
          const verdict = move.verdicts?.[seat] ?? undefined;
          return line === null ? null : { sub: line, verdict };
        });
        // A computer with later stages has on the table the last one its work reached.
        round.plans.forEach((pl, seat) => {
          if (!pl?.later || finals[seat] || state.seats[seat]?.kind !== 'computer') return;
          const st = stageOnTable(round, seat, pl, move.at);
          if (st) finals[seat] = { sub: st.submission, verdict: st.verdict };
        });
        // A solitaire seat that locked its submission keeps the locked one.
        if (rules.solitaire) for (const c of round.calls) finals[c.seat] = { sub: c.submission, call: c };
        const results = scoreRound(state, round, finals);
        const ended: Round = { ...round, end: { at: move.at, reason: move.reason, results } };
        const next = replaceRound(state, ended, move.at);
        return { ...next, phase: next.rounds.length >= rules.rounds || goalReached(next, rules) ? 'finished' : 'review' };
      }
      case 'challenge': {
        if (!round) fail('noRound');
        if (!rules.challenges) fail('noChallenges');
        const call = round.calls[move.call];
        if (!call) fail('noSuchCall');
        if (move.by < 0 || move.by >= state.seats.length) fail('noSeat', { seat: move.by + 1 });
        if (call.seat === move.by) fail('ownCall');
        if (round.challenges.some((c) => c.by === move.by && c.call === move.call)) fail('challengedTwice', { seat: move.by + 1 });
        // Re-roll tables: the error was already found (the first finder is paid, the call struck).
        if (call.struck) fail('alreadyFound');
        const upheld = !call.correct;
        const challenge: Challenge = { by: move.by, call: move.call, upheld, points: plugin.challengePoints(p, call, upheld), at: move.at };
        if (!(rules.rerollOnError && upheld && state.phase === 'playing' && !round.end)) {
          const next = replaceRound(state, { ...round, challenges: [...round.challenges, challenge] }, move.at);
          // between rounds, a TUF ERROR's points may take a seat to the point goal
          return next.phase === 'review' && goalReached(next, rules) ? { ...next, phase: 'finished' } : next;
        }
        // The seat in error re-rolls and plays on with the time left: its call no longer stands (nor any it made with that hand).
        challenge.reroll = true;
        const seat = call.seat;
        const rerolls = state.seats.map((_, i) => rerollsOf(round, i));
        const before = rerolls[seat] as number;
        rerolls[seat] = before + 1;
        const calls = round.calls.map((c) => (c.seat === seat && (c.reroll ?? 0) === before && !c.struck ? { ...c, struck: true } : c));
        const rolls = round.rolls.slice();
        rolls[seat] = plugin.roll(p, state.seed, round.index, seat, before + 1);
        const plans = round.plans.slice();
        plans[seat] = null;
        return replaceRound(state, { ...round, rolls, rerolls, calls, plans, challenges: [...round.challenges, challenge] }, move.at);
      }
      case 'hint': {
        if (!round || state.phase !== 'playing') fail('noRound');
        if (move.seat < 0 || move.seat >= state.seats.length) fail('noSeat', { seat: move.seat + 1 });
        if (state.seats[move.seat]?.kind !== 'human' || move.step < 1 || move.step > MAX_HINT_STEP) fail('badHint');
        if (rulesOf(state.params).hints === false) fail('hintsOff');
        const end = roundEndsAt(round);
        if (end !== null && move.at >= end) fail('timeUp');
        if (roundOver(state, move.at) !== null) fail('roundOver');
        if (move.have !== undefined && !isText(move.have)) fail('badHint');
        const reroll = rerollsOf(round, move.seat);
        const used: HintUsed = {
          seat: move.seat,
          step: move.step,
          at: move.at,
          ...(move.have !== undefined ? { have: move.have } : {}),
          ...(reroll > 0 ? { reroll } : {}),
        };
        const hints = [...(round.hints ?? []), used];
        return replaceRound(state, { ...round, hints }, move.at);
      }
      case 'finish': {
        const why = finishRefusal(state, move.seat, move.at);
        if (why) fail(why.code, why.vars);
        const r = round as Round;
        return replaceRound(state, { ...r, finish: { seat: move.seat, at: move.at } }, move.at);
      }
      case 'amend': {
        if (!round || state.phase !== 'playing') fail('noRound');
        const call = round.calls[move.call];
        if (!call) fail('noSuchCall');
        const c = call as Call;
        if (c.struck || !plugin.amends?.(p, c.verdict, move.verdict)) fail('noAmend');
        const amended: Call = { ...c, verdict: move.verdict };
        amended.correct = judgeCall(state, round, amended).valid;
        const calls = round.calls.map((x, i) => (i === move.call ? amended : x));
        return replaceRound(state, { ...round, calls }, move.at);
      }
      case 'names': {
        if (state.rounds.length > 0) fail('namesLocked');
        if (move.names.length !== state.seats.length) fail('badNames', { seats: state.seats.length, max: MAX_NAME });
        const names = move.names.map((n) => (n === null ? null : n.trim()));
        if (names.some((n) => n !== null && (n === '' || n.length > MAX_NAME))) fail('badNames', { seats: state.seats.length, max: MAX_NAME });
        return { ...state, names, lastAt: move.at };
      }
    }
  }

  /** Whether seat may say "I'm done — finish the round" now (the engine would accept the `finish` move). */
  function canFinish(state: State, seat: number, now: number): boolean {
    return finishRefusal(state, seat, Math.max(now, state.lastAt)) === null;
  }

  const engine: GameEngine<P, State, RaceMove> = {
    id: plugin.id,
    parseParams: (params) => plugin.parseParams(params),
    formatParams: (params) => plugin.formatParams(params),
    init,
    apply,
    isMove: isRaceMove,
  };

  return {
    plugin,
    engine,
    init,
    apply,
    /** The hand seat `seat` rolls in round `round` (after `reroll` re-rolls). */
    rollFor: (params: P, seed: string, round: number, seat: number, reroll = 0): C[] => plugin.roll(params, seed, round, seat, reroll),
    /** The glass for the n-th call (0 = TUF!) under the table's timer preset. */
    callSegment: (params: P, n: number): TimerSegment => callSegment(rulesOf(params).timers, n),
    judgeFor,
    judgeCall,
    handAt,
    claimFor,
    isLocked,
    roundOver,
    dueComputerCalls,
    /** Computers' TUF ERROR calls due by `now` (seeded; `computers.ts`). */
    dueComputerChallenges: (state: State, now: number) => dueComputerChallenges(state, rulesOf(state.params), now),
    canFinish,
    roundPoints,
    totals,
    winners,
    hintsUsed,
  };
}
