/**
 * A TUF words match: the race engine (`src/games/race`) with TUF words as
 * its hand plug-in (`plugin.ts`), under the same names TUF's match module
 * gives screens, workers and tests. A saved match is its game id
 * (`words:<params>#<seed>`) plus its moves (see src/games/race/types.ts):
 * roll, plan, declare, end, challenge, names, hint; `plan`, `declare` and
 * `end` carry the dictionary's verdict on their crosswords (`verdict.ts`).
 */
import { createRace, currentRound, roundEndsAt, standingCall, rerollsOf, valueToBeat } from '../race/engine';
import { callSegment as raceCallSegment, soloGlasses } from '../race/timers';
import type { Call, Challenge, ComputerPlan, EndReason, RaceMove, RaceState, RoundState, SeatInfo, SeatResult, Verdict } from '../race/types';
import type { TimerSegment } from '../../core/timer';
import type { Face } from './cubes';
import { tufThreshold } from './check';
import { acceptsMore, rollFor, wordsHand, type WordsJudgement } from './plugin';
import type { WordsParams } from './params';

export * from './params';
export type { WordsJudgement } from './plugin';
export type { WordsVerdict, JudgedBy } from './verdict';
export { verdictFor } from './verdict';
export type { Call, Challenge, ComputerPlan, EndReason, SeatInfo, Verdict };
export type WordsSeatResult = SeatResult<WordsJudgement>;
export type WordsRound = RoundState<Face, WordsJudgement>;
export type WordsState = RaceState<WordsParams, Face, WordsJudgement>;
export type WordsMove = RaceMove;

/** The shared race engine with this game's plug-in (what the table driver takes). */
export const wordsRace = createRace(wordsHand);
const race = wordsRace;

export const wordsEngine = race.engine;
export const initWords = race.init;
export const isWordsMove = wordsEngine.isMove;
export { currentRound, roundEndsAt, valueToBeat, standingCall, rerollsOf, soloGlasses, rollFor, wordsHand, acceptsMore };
/** The race's questions about a state, as the table driver (`src/ui/race/useRaceTable.ts`) and tests ask them. */
export const { isLocked, roundOver, dueComputerCalls, dueComputerChallenges, canFinish, roundPoints, totals, winners, hintsUsed } = race;
/** The hand a seat held after `reroll` re-rolls in a round (the hand a call was made with: `call.reroll ?? 0`). */
export const handAt = race.handAt;

/** The glass for the n-th call (0 = TUF!) under the match's timer preset. */
export const callSegment = (params: WordsParams, n: number): TimerSegment => raceCallSegment(params.timers, n);

/** Judges a crossword against a seat's current hand, with the verdict the screen got from the worker (or none). */
export function checkFor(state: WordsState, round: WordsRound, seat: number, grid: string, verdict?: Verdict): WordsJudgement {
  return race.judgeFor(state, round, seat, grid, verdict);
}

/** A call judged as it was made (its hand and verdict). */
export function checkCall(state: WordsState, round: WordsRound, call: Call): WordsJudgement {
  return race.judgeCall(state, round, call);
}

/**
 * The fewest cubes a call needs now: a majority of the hand for TUF!, then
 * one more than the standing call. In solitaire any crossword may be locked (1).
 */
export function cubesToCall(state: WordsState, round: WordsRound, seat: number): number {
  if (wordsHand.table(state.params).solitaire) return 1;
  const hand = round.rolls[seat] ?? [];
  return Math.max(tufThreshold(hand.length), valueToBeat(round) + 1);
}
