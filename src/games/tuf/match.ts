/**
 * A TUF match: seats, rounds, rolls from the seed, calls (TUF, TUFFER,
 * TUFFEST, …) with their timers, end of round, scores, cutthroat and TUF
 * ERROR challenges, constant-cube order scoring, and the winner.
 *
 * How the cubes are arranged is screen state; what happens at the table is a
 * move (plain data with a timestamp `at`), so a saved match is its game id
 * plus its moves and the timers replay from the timestamps.
 *
 * Moves
 *   roll       start the next round: every seat's cubes are rolled (from the seed)
 *   plan       a computer opponent's equation for this round and when it calls
 *   declare    a seat calls with its equation, which is locked from then on
 *   end        the round is over (time ran out, every cube used, everyone done,
 *              or nobody called); carries each seat's equation on the table
 *   challenge  "TUF ERROR" against a call (cutthroat)
 */
import { IllegalMoveError, type GameEngine } from '../../core/engine';
import { handOver, segment, startTimer, timerView, endsAt, type TimerRun, type TimerSegment } from '../../core/timer';
import { subSeed } from '../../core/random';
import {
  GAMES,
  checkEquation,
  cubeValue,
  cubeValueOptions,
  cubesOf,
  formatEquation,
  parseEquation,
  presetOrderPoints,
  rollCubes,
  rollProblem,
  roundScores,
  tufErrorPoints,
  type CheckResult,
  type Declaration,
  type FinalEquation,
  type RolledCube,
} from './index';
import {
  defaultParams,
  formatMatchParams,
  isOrderPlay,
  isSolitaire,
  parseMatchParams,
  seatCount,
  type ComputerLevel,
  type MatchParams,
} from './matchParams';

export * from './matchParams';

export interface SeatInfo {
  kind: 'human' | 'computer';
  level?: ComputerLevel;
}

export interface ComputerPlan {
  /** The equation the computer will call with (text notation), or null when it found none. */
  equation: string | null;
  /** Milliseconds after the roll at which it calls. */
  delayMs: number;
  /** Whether it has called (or given up because its equation no longer beats the last call). */
  acted: boolean;
}

export interface Call {
  seat: number;
  equation: string;
  at: number;
  /** Cube value claimed (as if correct); what the next call must beat. */
  value: number;
  correct: boolean;
  /** Every cube the seat rolled is in the equation. */
  allCubes: boolean;
  /** Timer glass this call set. */
  color: TimerSegment['color'];
}

export interface SeatResult {
  seat: number;
  /** The equation that counts (the locked call for the final declarer), or null when none. */
  equation: string | null;
  check: CheckResult | null;
  finalDeclarer: boolean;
  /** Points from the equation, before challenges. */
  points: number;
}

export interface Challenge {
  by: number;
  /** Index of the challenged call in the round's calls. */
  call: number;
  upheld: boolean;
  points: number;
  at: number;
}

export type EndReason = 'time' | 'all-cubes' | 'all-done' | 'no-call';

export interface RoundState {
  index: number;
  rolls: RolledCube[][];
  startedAt: number;
  timer: TimerRun | null;
  calls: Call[];
  plans: (ComputerPlan | null)[];
  /** Solitaire: seats that have locked their equation. */
  done: boolean[];
  end: { at: number; reason: EndReason; results: SeatResult[] } | null;
  challenges: Challenge[];
}

export interface MatchState {
  params: MatchParams;
  seed: string;
  seats: SeatInfo[];
  rounds: RoundState[];
  phase: 'ready' | 'playing' | 'review' | 'finished';
  lastAt: number;
}

export type MatchMove =
  | { type: 'roll'; at: number }
  | { type: 'plan'; seat: number; equation: string | null; delayMs: number; at: number }
  | { type: 'declare'; seat: number; equation: string; at: number }
  | { type: 'end'; reason: EndReason; finals: (string | null)[]; at: number }
  | { type: 'challenge'; by: number; call: number; at: number };

/**
 * A solitaire clock from the box's glasses, combined as the rulebook allows:
 * 5 min = red + yellow, 2 = yellow, 15 = five reds, 4 = red + blue.
 */
export function soloGlasses(minutes: number): TimerSegment[] {
  const out: TimerSegment[] = [];
  let left = Math.max(1, Math.round(minutes));
  while (left >= 3) {
    out.push(segment('red'));
    left -= 3;
  }
  if (left === 2) out.push(segment('yellow'));
  if (left === 1) out.push(segment('blue'));
  return out;
}

/** The glass for the n-th call (0 = TUF) under a timer preset. */
export function callSegment(params: MatchParams, n: number): TimerSegment {
  const order = params.timers === 'std' ? (['red', 'yellow', 'blue'] as const) : params.timers === 'fast' ? (['yellow', 'blue', 'blue'] as const) : (['blue', 'blue', 'blue'] as const);
  return segment(order[Math.min(n, order.length - 1)] ?? 'blue');
}

export function seatsOf(params: MatchParams): SeatInfo[] {
  const seats: SeatInfo[] = [];
  for (let i = 0; i < params.humans; i++) seats.push({ kind: 'human' });
  for (const level of params.computers) seats.push({ kind: 'computer', level });
  return seats;
}

/** The cubes seat `seat` rolls in round `round` (0-based). Same seed and params, same cubes. */
export function rollFor(params: MatchParams, seed: string, round: number, seat: number): RolledCube[] {
  const s = params.sameRoll ? subSeed(seed, 'round', round) : subSeed(seed, 'round', round, 'seat', seat);
  const options: Parameters<typeof rollCubes>[2] = { operatorPreset: params.operatorPreset, reducedNumbers: params.reducedNumbers };
  if (params.constantPreset !== null) options.constantPreset = params.constantPreset;
  return rollCubes(params.game, s, options).cubes;
}

export function currentRound(state: MatchState): RoundState | null {
  return state.rounds[state.rounds.length - 1] ?? null;
}

/** Checks an equation against a seat's roll with the match's settings. */
export function checkFor(state: MatchState, round: RoundState, seat: number, equation: string): CheckResult {
  return checkEquation({ game: state.params.game, equation, roll: round.rolls[seat] ?? [], settings: state.params.settings });
}

/** Cube value a call claims: the checked value when correct, else the cubes counted as if it were. */
export function claimedValue(state: MatchState, check: CheckResult, equation: string): number {
  if (check.valid) return check.cubeValue;
  const parsed = parseEquation(equation, state.params.game);
  if (!parsed.ok) return 0;
  return cubeValue(cubesOf(parsed.arrangement), cubeValueOptions(state.params.settings, false, false));
}

/** The value the next call has to beat (0 before TUF). */
export function valueToBeat(round: RoundState): number {
  const last = round.calls[round.calls.length - 1];
  return last ? last.value : 0;
}

/** When the round's clock runs out (epoch ms), or null when no glass is running. */
export function roundEndsAt(round: RoundState): number | null {
  return round.timer ? endsAt(round.timer) : null;
}

/** Whether seat's equation is locked: its call stands (competitive) or it is done (solitaire). */
export function isLocked(state: MatchState, round: RoundState, seat: number): boolean {
  if (round.end) return true;
  if (isSolitaire(state.params) || isOrderPlay(state.params)) return round.done[seat] === true;
  const last = round.calls[round.calls.length - 1];
  return last !== undefined && last.seat === seat;
}

/** Why the round should end now, or null while play goes on. */
export function roundOver(state: MatchState, now: number): EndReason | null {
  const round = currentRound(state);
  if (!round || state.phase !== 'playing') return null;
  const last = round.calls[round.calls.length - 1];
  if (last?.allCubes && !isOrderPlay(state.params)) return 'all-cubes';
  if (round.done.length > 0 && round.done.every((d) => d)) return 'all-done';
  if (round.timer && timerView(round.timer, now).done) return 'time';
  return null;
}

/** Computer calls that are due by `now` and would still beat the last call. */
export function dueComputerCalls(state: MatchState, now: number): { seat: number; equation: string; at: number }[] {
  const round = currentRound(state);
  if (!round || state.phase !== 'playing') return [];
  const out: { seat: number; equation: string; at: number; due: number }[] = [];
  const end = roundEndsAt(round);
  round.plans.forEach((plan, seat) => {
    if (!plan || plan.acted || plan.equation === null) return;
    const due = round.startedAt + plan.delayMs;
    if (due > now) return;
    if (end !== null && due >= end) return;
    if (!isSolitaire(state.params) && !isOrderPlay(state.params) && round.calls.length > 0) {
      const check = checkFor(state, round, seat, plan.equation);
      if (claimedValue(state, check, plan.equation) <= valueToBeat(round)) return;
    }
    out.push({ seat, equation: plan.equation, at: Math.max(due, state.lastAt), due });
  });
  out.sort((a, b) => a.due - b.due || a.seat - b.seat);
  return out.map(({ seat, equation, at }) => ({ seat, equation, at }));
}

function fail(reason: string): never {
  throw new IllegalMoveError(reason);
}

function seatName(state: MatchState, seat: number): string {
  const s = state.seats[seat];
  return s?.kind === 'computer' ? `the computer in seat ${seat + 1}` : `player ${seat + 1}`;
}

function scoreRound(state: MatchState, round: RoundState, finals: (string | null)[]): SeatResult[] {
  const p = state.params;
  const n = state.seats.length;
  const checks = (eq: string | null, seat: number): CheckResult | null => (eq === null ? null : checkFor(state, round, seat, eq));
  const results: SeatResult[] = [];
  if (isSolitaire(p)) {
    for (let seat = 0; seat < n; seat++) {
      const eq = finals[seat] ?? null;
      const check = checks(eq, seat);
      results.push({ seat, equation: eq, check, finalDeclarer: false, points: check?.valid ? check.cubeValue : 0 });
    }
    return results;
  }
  if (isOrderPlay(p)) {
    const face = p.constantPreset;
    let place = 0;
    const points = new Map<number, number>();
    for (const c of round.calls) {
      const check = checkFor(state, round, c.seat, c.equation);
      const parsed = parseEquation(c.equation, p.game);
      const uses = parsed.ok && cubesOf(parsed.arrangement).some((cube) => cube.face === face);
      if (check.valid && uses) {
        place++;
        points.set(c.seat, presetOrderPoints(n, place));
      }
    }
    for (let seat = 0; seat < n; seat++) {
      const call = round.calls.find((c) => c.seat === seat);
      const eq = call ? call.equation : null;
      results.push({ seat, equation: eq, check: checks(eq, seat), finalDeclarer: false, points: points.get(seat) ?? 0 });
    }
    return results;
  }
  // Competitive: the final declarer's locked call counts double; everyone else's equation on the table once.
  let finalIdx = -1;
  for (let i = round.calls.length - 1; i >= 0; i--) {
    if ((round.calls[i] as Call).correct) {
      finalIdx = i;
      break;
    }
  }
  const finalSeat = finalIdx >= 0 ? (round.calls[finalIdx] as Call).seat : -1;
  const counted: (string | null)[] = [];
  for (let seat = 0; seat < n; seat++) {
    let eq: string | null;
    if (seat === finalSeat) eq = (round.calls[finalIdx] as Call).equation;
    else {
      const lastOwn = [...round.calls].reverse().find((c) => c.seat === seat);
      const plan = round.plans[seat];
      const computerEq = state.seats[seat]?.kind === 'computer' ? (plan?.equation ?? null) : null;
      eq = finals[seat] ?? computerEq ?? lastOwn?.equation ?? null;
    }
    counted.push(eq);
  }
  const declarations: Declaration[] = round.calls.map((c) => ({ player: String(c.seat), value: c.value, correct: c.correct }));
  const finalEqs: Record<string, FinalEquation> = {};
  const checked: (CheckResult | null)[] = [];
  for (let seat = 0; seat < n; seat++) {
    const check = checks(counted[seat] ?? null, seat);
    checked.push(check);
    if (check) finalEqs[String(seat)] = { value: check.valid ? check.cubeValue : 0, correct: check.valid };
  }
  const scores = roundScores(declarations, finalEqs, p.cutthroat);
  for (let seat = 0; seat < n; seat++) {
    results.push({
      seat,
      equation: counted[seat] ?? null,
      check: checked[seat] ?? null,
      finalDeclarer: seat === finalSeat,
      points: scores[String(seat)] ?? 0,
    });
  }
  return results;
}

/** Points of each seat in a round: equation points plus challenge points (only once the round has ended for equations). */
export function roundPoints(state: MatchState, round: RoundState): number[] {
  const pts = state.seats.map((_, seat) => round.end?.results[seat]?.points ?? 0);
  for (const c of round.challenges) pts[c.by] = (pts[c.by] ?? 0) + c.points;
  return pts;
}

export function totals(state: MatchState): number[] {
  const t = state.seats.map(() => 0);
  for (const r of state.rounds) roundPoints(state, r).forEach((p, i) => (t[i] = (t[i] ?? 0) + p));
  return t;
}

/** Seats with the highest total once the match is finished (several on a tie). */
export function winners(state: MatchState): number[] {
  if (state.phase !== 'finished') return [];
  const t = totals(state);
  const best = Math.max(...t);
  return t.flatMap((v, i) => (v === best ? [i] : []));
}

function applyMove(state: MatchState, move: MatchMove): MatchState {
  if (move.at < state.lastAt) fail('moves must come in time order');
  const p = state.params;
  const round = currentRound(state);
  switch (move.type) {
    case 'roll': {
      if (state.phase === 'finished') fail('the match is over');
      if (state.phase === 'playing') fail('this round is still being played');
      const index = state.rounds.length;
      const n = state.seats.length;
      const rolls = state.seats.map((_, seat) => rollFor(p, state.seed, index, seat));
      const solo = isSolitaire(p);
      const next: RoundState = {
        index,
        rolls,
        startedAt: move.at,
        timer: solo ? startTimer(soloGlasses(p.soloMinutes), move.at) : null,
        calls: [],
        plans: state.seats.map(() => null),
        done: solo || isOrderPlay(p) ? new Array<boolean>(n).fill(false) : [],
        end: null,
        challenges: [],
      };
      return { ...state, rounds: [...state.rounds, next], phase: 'playing', lastAt: move.at };
    }
    case 'plan': {
      if (!round || state.phase !== 'playing') fail('there is no round being played');
      if (state.seats[move.seat]?.kind !== 'computer') fail('only a computer opponent makes a plan');
      if (round.plans[move.seat]) fail('this computer already has its equation for the round');
      const plans = round.plans.slice();
      plans[move.seat] = { equation: move.equation, delayMs: move.delayMs, acted: false };
      return replaceRound(state, { ...round, plans }, move.at);
    }
    case 'declare': {
      if (!round || state.phase !== 'playing') fail('there is no round being played');
      const seat = move.seat;
      if (seat < 0 || seat >= state.seats.length) fail('there is no such seat');
      const end = roundEndsAt(round);
      if (end !== null && move.at >= end) fail('time is up for this round');
      if (roundOver(state, move.at) !== null) fail('this round is over');
      if (isLocked(state, round, seat)) {
        fail(isSolitaire(p) || isOrderPlay(p) ? `${seatName(state, seat)} has already called` : `${seatName(state, seat)} made the last call; hands off until someone beats it`);
      }
      const parsed = parseEquation(move.equation, p.game);
      if (!parsed.ok) fail(parsed.reason);
      const cubes = cubesOf(parsed.arrangement);
      const roll = round.rolls[seat] ?? [];
      const wrong = rollProblem(cubes, roll.map((c) => c.face));
      if (wrong !== null) fail(wrong);
      if (!cubes.some((c) => c.face === '=' || (c.face === 'j' && c.jAs !== undefined && c.jAs !== 'factorial'))) {
        fail('put the equals cube (=) between the two sides before you call');
      }
      const equation = formatEquation(parsed.arrangement);
      const check = checkFor(state, round, seat, equation);
      const value = claimedValue(state, check, equation);
      const order = isOrderPlay(p);
      const solo = isSolitaire(p);
      if (!solo && !order && round.calls.length > 0 && value <= valueToBeat(round)) {
        fail(`a call has to beat ${valueToBeat(round)} cubes; this equation counts ${value}`);
      }
      const n = round.calls.length;
      let timer = round.timer;
      let color: TimerSegment['color'] = timer ? timerView(timer, move.at).color : 'custom';
      if (!solo && !(order && n > 0)) {
        const seg = callSegment(p, n);
        timer = order ? startTimer(seg, move.at) : handOver(round.timer, seg, move.at);
        color = seg.color;
      }
      const call: Call = { seat, equation, at: move.at, value, correct: check.valid, allCubes: cubes.length === roll.length, color };
      const plans = round.plans.slice();
      const plan = plans[seat];
      if (plan) plans[seat] = { ...plan, acted: true };
      // A computer whose equation no longer beats this call gives up calling.
      if (!solo && !order) {
        plans.forEach((pl, i) => {
          if (!pl || pl.acted || pl.equation === null) return;
          const c = checkFor(state, round, i, pl.equation);
          if (claimedValue(state, c, pl.equation) <= value) plans[i] = { ...pl, acted: true };
        });
      }
      const done = round.done.slice();
      if (solo || order) done[seat] = true;
      return replaceRound(state, { ...round, timer, calls: [...round.calls, call], plans, done }, move.at);
    }
    case 'end': {
      if (!round || state.phase !== 'playing') fail('there is no round being played');
      const due = roundOver(state, move.at);
      if (move.reason === 'no-call') {
        if (round.calls.length > 0 || isSolitaire(p)) fail('the round ends when its time runs out');
      } else if (due !== move.reason) {
        fail(due === null ? 'the round is not over yet' : 'the round ended for another reason');
      }
      if (move.finals.length !== state.seats.length) fail('every seat needs an entry (its equation, or none)');
      const finals = move.finals.map((f, seat) => {
        if (f === null) return null;
        const parsed = parseEquation(f, p.game);
        if (!parsed.ok) return null;
        const wrong = rollProblem(cubesOf(parsed.arrangement), (round.rolls[seat] ?? []).map((c) => c.face));
        return wrong === null ? formatEquation(parsed.arrangement) : null;
      });
      // A solitaire seat that locked its equation keeps the locked one.
      if (isSolitaire(p)) {
        for (const c of round.calls) finals[c.seat] = c.equation;
      }
      const results = scoreRound(state, round, finals);
      const ended: RoundState = { ...round, end: { at: move.at, reason: move.reason, results } };
      const next = replaceRound(state, ended, move.at);
      return { ...next, phase: next.rounds.length >= p.rounds ? 'finished' : 'review' };
    }
    case 'challenge': {
      if (!round) fail('there is no round yet');
      if (!p.cutthroat) fail('TUF ERROR is called only in cutthroat play');
      const call = round.calls[move.call];
      if (!call) fail('there is no such call to challenge');
      if (move.by < 0 || move.by >= state.seats.length) fail('there is no such seat');
      if (call.seat === move.by) fail('you cannot call TUF ERROR on your own equation');
      if (round.challenges.some((c) => c.by === move.by && c.call === move.call)) fail('this call was already challenged by that player');
      const upheld = !call.correct;
      const points = tufErrorPoints(call.value, upheld);
      const challenge: Challenge = { by: move.by, call: move.call, upheld, points, at: move.at };
      return replaceRound(state, { ...round, challenges: [...round.challenges, challenge] }, move.at);
    }
  }
}

function replaceRound(state: MatchState, round: RoundState, at: number): MatchState {
  return { ...state, rounds: [...state.rounds.slice(0, -1), round], lastAt: at };
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isSeat = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < 8;
const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 400;

export function isMatchMove(value: unknown): value is MatchMove {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  if (!isNum(m.at)) return false;
  switch (m.type) {
    case 'roll':
      return true;
    case 'plan':
      return isSeat(m.seat) && (m.equation === null || isText(m.equation)) && isNum(m.delayMs) && (m.delayMs as number) >= 0;
    case 'declare':
      return isSeat(m.seat) && isText(m.equation);
    case 'end':
      return (
        (m.reason === 'time' || m.reason === 'all-cubes' || m.reason === 'all-done' || m.reason === 'no-call') &&
        Array.isArray(m.finals) && m.finals.length <= 8 && m.finals.every((f) => f === null || isText(f))
      );
    case 'challenge':
      return isSeat(m.by) && Number.isInteger(m.call) && (m.call as number) >= 0 && (m.call as number) < 1000;
    default:
      return false;
  }
}

export function initMatch(params: MatchParams, seed: string): MatchState {
  if (seatCount(params) < 1) throw new IllegalMoveError('a match needs at least one seat');
  return { params, seed, seats: seatsOf(params), rounds: [], phase: 'ready', lastAt: 0 };
}

export const matchEngine: GameEngine<MatchParams, MatchState, MatchMove> = {
  id: 'tuf',
  parseParams: parseMatchParams,
  formatParams: formatMatchParams,
  init: initMatch,
  apply: applyMove,
  isMove: isMatchMove,
};

export { defaultParams };
export const gameRules = (p: MatchParams) => GAMES[p.game];
