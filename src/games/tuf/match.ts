/**
 * A TUF match: the race engine (`src/games/race`) with TUF maths as its hand
 * plug-in (`plugin.ts`). This module keeps the names screens, workers, the
 * command line and tests have always imported: the match engine, its state
 * and moves, and the questions asked of a state.
 *
 * How the cubes are arranged is screen state; what happens at the table is a
 * move (plain data with a timestamp `at`), so a saved match is its game id
 * plus its moves and the timers replay from the timestamps. Moves: roll,
 * plan, declare, end, challenge (see src/games/race/types.ts).
 */
import { createRace, currentRound, roundEndsAt, valueToBeat } from '../race/engine';
import { callSegment as raceCallSegment, soloGlasses } from '../race/timers';
import type { Call, Challenge, ComputerPlan, EndReason, RaceMove, RaceState, RoundState, SeatInfo, SeatResult } from '../race/types';
import type { TimerSegment } from '../../core/timer';
import type { CheckResult } from './check';
import type { RolledCube } from './cubes';
import { GAMES } from './cubes';
import { defaultParams, type MatchParams } from './matchParams';
import { rollFor, seatsOf, tufHand } from './plugin';

export * from './matchParams';
export type { Call, Challenge, ComputerPlan, EndReason, SeatInfo };
export type SeatResultTuf = SeatResult<CheckResult>;
export type { SeatResultTuf as SeatResult };
export type RoundState_ = RoundState<RolledCube, CheckResult>;
export type { RoundState_ as RoundState };
export type MatchState = RaceState<MatchParams, RolledCube, CheckResult>;
export type MatchMove = RaceMove;

/** The shared race engine with this game's plug-in (what the table driver takes). */
export const matchRace = createRace(tufHand);
const race = matchRace;

export const matchEngine = race.engine;
export const initMatch = race.init;
export const isMatchMove = matchEngine.isMove;
export { currentRound, roundEndsAt, valueToBeat, soloGlasses, rollFor, seatsOf };
/** The race's questions about a state, as the table driver (`src/ui/race/useRaceTable.ts`) and tests ask them. */
export const { isLocked, roundOver, dueComputerCalls, dueComputerChallenges, canFinish, roundPoints, totals, winners, hintsUsed } = race;

/** The glass for the n-th call (0 = TUF) under the match's timer preset. */
export const callSegment = (params: MatchParams, n: number): TimerSegment => raceCallSegment(params.timers, n);

/** Checks an equation against a seat's roll with the match's settings. */
export function checkFor(state: MatchState, round: RoundState_, seat: number, equation: string): CheckResult {
  return race.judgeFor(state, round, seat, equation);
}

/** Cube value a call claims: the checked value when correct, else the cubes counted as if it were. */
export function claimedValue(state: MatchState, check: CheckResult, equation: string): number {
  return tufHand.claim(state.params, [], equation, check);
}

export { defaultParams };
export const gameRules = (p: MatchParams) => GAMES[p.game];
