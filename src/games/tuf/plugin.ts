/**
 * TUF maths as a hand plug-in of the race engine (`src/games/race`): rolling
 * the cubes, reading and checking an equation, its cube value, the final
 * declarer's doubling, TUF ERROR points, and constant-cube order play.
 * DOM-free.
 */
import { refusal } from '../../core/engine';
import { createRace } from '../race/engine';
import type { HandPlugin } from '../race/plugin';
import { liveRace, raceTable, rollSeed } from '../race/hand';
import { seatsOf } from '../race/params';
import type { Call, RaceMove, RaceState, RoundState, SeatResult, TableRules } from '../race/types';
import { faceSymbol, rollCubes, rulesOf, type RolledCube } from './cubes';
import { checkEquation, rollShortfall, type CheckResult } from './check';
import { formatMatchParams, isOrderPlay, hintsOn, isSolitaire, parseMatchParams, rulesKey, type MatchParams } from './matchParams';
import { cubesOf, formatEquation, parseEquation, type PlacedCube } from './notation';
import { cubeValue, cubeValueOptions, equationPoints, presetOrderPoints, tufErrorPoints } from './scoring';

export { seatsOf };

/** The refusal codes of TUF's own (worded under `tuf.refuse.<code>`), besides the reader's (READER_PREFIXES); the table's are the race's. */
export const TUF_REFUSALS = ['notInRoll', 'tooMany', 'noEquals'] as const;
/** The families of codes the reader and checker give when cubes cannot be read or worked out (`read.twoNumbers`, `num.divisionByZero`, …), worded under `tuf.refuse.<code>`. */
export const READER_PREFIXES = ['parse.', 'face.', 'roll.', 'split.', 'chi.', 'read.', 'num.'] as const;

/** Whether a code is one of the reader's families. */
export const isReaderCode = (code: string): boolean => READER_PREFIXES.some((p) => code.startsWith(p));

/** The fixed codes of an invalid equation's `refusal` (checkEquation), besides the reader's; worded under `tuf.refuse.<code>` too. */
export const CHECK_REFUSALS = [
  'noCubes',
  'ratioOnly',
  'gapsFrom4',
  'emptyLeft',
  'emptyRight',
  'noValue',
  'zeroNotAllowed',
  'notEqual',
  'notEqualAny',
  'relationFalse',
  'relationFalseAny',
  'notInRoll',
  'tooMany',
] as const;

/** The cubes seat `seat` rolls in round `round` (0-based). Same seed and params, same cubes. */
export function rollFor(params: MatchParams, seed: string, round: number, seat: number): RolledCube[] {
  const s = rollSeed(params, seed, round, seat);
  const options: Parameters<typeof rollCubes>[2] = { operatorPreset: params.operatorPreset, reducedNumbers: params.reducedNumbers };
  if (params.constantPreset !== null) options.constantPreset = params.constantPreset;
  return rollCubes(rulesKey(params), s, options).cubes;
}

export function tableOf(params: MatchParams): TableRules {
  return raceTable(params, isSolitaire(params), {
    order: isOrderPlay(params),
    cutthroat: params.cutthroat,
    challenges: params.cutthroat,
    hints: hintsOn(params),
  });
}

const faces = (hand: readonly RolledCube[]) => hand.map((c) => c.face);

/** The cubes of an equation when it reads and they are all in the hand; a refusal otherwise. */
function cubesFromHand(params: MatchParams, hand: readonly RolledCube[], text: string) {
  const parsed = parseEquation(text, rulesKey(params));
  if (!parsed.ok) return { ok: false as const, refusal: refusal(parsed.code, parsed.vars) };
  const cubes = cubesOf(parsed.arrangement);
  const short = rollShortfall(cubes, faces(hand));
  if (short !== null) {
    const face = faceSymbol(short.face);
    return {
      ok: false as const,
      refusal: short.have === 0 ? refusal('notInRoll', { face }) : refusal('tooMany', { face, used: short.used, have: short.have }),
    };
  }
  return { ok: true as const, cubes, text: formatEquation(parsed.arrangement) };
}

const hasEquals = (cubes: readonly PlacedCube[]): boolean =>
  cubes.some((c) => c.face === '=' || (c.face === 'j' && c.jAs !== undefined && c.jAs !== 'factorial'));

export const tufHand: HandPlugin<MatchParams, RolledCube, CheckResult> = {
  id: 'tuf',
  parseParams: parseMatchParams,
  formatParams: formatMatchParams,
  table: tableOf,
  roll: rollFor,
  readCall(params, hand, text) {
    const read = cubesFromHand(params, hand, text);
    if (!read.ok) return read;
    if (!hasEquals(read.cubes)) return { ok: false, refusal: refusal('noEquals') };
    return { ok: true, submission: read.text, allCubes: read.cubes.length === hand.length };
  },
  readLine(params, hand, text) {
    const read = cubesFromHand(params, hand, text);
    return read.ok ? read.text : null;
  },
  judge: (params, hand, equation) => checkEquation({ game: rulesKey(params), equation, roll: faces(hand), settings: params.settings }),
  claim(params, _hand, equation, check) {
    if (check.valid) return check.cubeValue;
    const parsed = parseEquation(equation, rulesKey(params));
    if (!parsed.ok) return 0;
    return cubeValue(cubesOf(parsed.arrangement), cubeValueOptions(params.settings, false, false));
  },
  points: (_params, check) => (check.valid ? check.cubeValue : 0),
  finalDeclarerPoints: (_params, value) => equationPoints(value, true, true),
  challengePoints: (_params, call: Call, upheld) => tufErrorPoints(call.value, upheld),
  order: {
    qualifies(params, _hand, equation) {
      const parsed = parseEquation(equation, rulesKey(params));
      return parsed.ok && cubesOf(parsed.arrangement).some((cube) => cube.face === params.constantPreset);
    },
    points: presetOrderPoints,
  },
  live: liveRace,
};

// The race bound to this plug-in: its engine, state and moves, and the questions screens, workers, the command line and tests ask of a state.
export type SeatResultTuf = SeatResult<CheckResult>;
export type TufRound = RoundState<RolledCube, CheckResult>;
export type MatchState = RaceState<MatchParams, RolledCube, CheckResult>;
export type MatchMove = RaceMove;

/** The shared race engine with this game's plug-in (what the race table takes). */
export const matchRace = createRace(tufHand);
/** Its engine, a new match, and the glass for the n-th call (0 = TUF) under the match's timer preset. */
export const { engine: matchEngine, init: initMatch, callSegment } = matchRace;
export const isMatchMove = matchEngine.isMove;
/** The race's questions about a state, as the race table (`src/games/race/runner.ts`), the screens and tests ask them. */
export const { isLocked, roundOver, dueComputerCalls, dueComputerChallenges, canFinish, roundPoints, totals, winners, hintsUsed } = matchRace;

/** Checks an equation against a seat's roll with the match's settings. */
export function checkFor(state: MatchState, round: TufRound, seat: number, equation: string): CheckResult {
  return matchRace.judgeFor(state, round, seat, equation);
}

/** Cube value a call claims: the checked value when correct, else the cubes counted as if it were. */
export function claimedValue(state: MatchState, check: CheckResult, equation: string): number {
  return tufHand.claim(state.params, [], equation, check);
}

export const gameRules = (p: MatchParams) => rulesOf(rulesKey(p));
