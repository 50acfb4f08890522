/**
 * TUF words as a hand plug-in of the race engine (`src/games/race`): 20
 * letter cubes a seat, a submission is a crossword in the grid notation
 * (`grid.ts`), TUF! needs a majority of the cubes, the claim is the cubes
 * used, a correct crossword scores per word, the TUF caller and the final
 * declarer get 8 each, TUF ERROR pays ±5 and the player in error re-rolls
 * and plays on. Judging uses the verdict recorded in the move (the
 * dictionary lives in the worker; `verdict.ts`). DOM-free.
 */
import { refusal, type Refusal } from '../../core/engine';
import { createRace, valueToBeat } from '../race/engine';
import type { HandPlugin } from '../race/plugin';
import { subSeed } from '../../core/random';
import { liveRace, raceTable, rollSeed } from '../race/hand';
import type { Call, RaceMove, RaceState, RoundState, SeatResult, TableRules, Verdict } from '../race/types';
import { checkGrid, finalDeclarerBonus, handRefusal, tufCallerBonus, tufThreshold, TUF_ERROR_FOUND, TUF_ERROR_WRONG, type GridCheck } from './check';
import { rollHand, type Face } from './cubes';
import { cubesOf, formatGrid, parseGrid, trimGrid, type Grid } from './grid';
import { formatParams, isSolitaire, parseParams, type WordsParams } from './params';
import { asWordsVerdict, verdictVocabulary, type JudgedBy, type WordsVerdict } from './verdict';

/** The plug-in's own refusal codes (worded under `words.refuse.<code>`), besides the grid reader's and checker's. */
export const WORDS_PLUGIN_REFUSALS = ['tooFew', 'empty', 'badCell', 'tooBig', 'notInHand'] as const;

/** What judging a crossword says: the check (words with points, cubes, score) and how the words were judged. */
export interface WordsJudgement extends GridCheck {
  /** Runs not accepted as words (with a verdict or the teacher's list; never without). */
  unknown: string[];
  /** Runs the players accepted although the dictionary lacks them. */
  accepted: string[];
  judgedBy: JudgedBy;
}

/** The hand seat `seat` rolls in round `round`; `reroll` (1, 2, …) its re-roll after a TUF ERROR. */
export function rollFor(params: WordsParams, seed: string, round: number, seat: number, reroll = 0): Face[] {
  const base = rollSeed(params, seed, round, seat);
  const s = reroll > 0 ? subSeed(base, 'reroll', reroll, 'seat', seat) : base;
  return rollHand(s, { noSpecials: params.noSpecials });
}

export function tableOf(params: WordsParams): TableRules {
  const solo = isSolitaire(params);
  return raceTable(params, solo, {
    challenges: !solo,
    rerollOnError: true,
    // "all of Tuffer's opponents (including Tuf) may continue to arrange their cubes" until the glass runs out
    allCubesEnds: false,
    ...(params.goal !== undefined ? { goal: params.goal } : {}),
  });
}

type Read = { ok: true; grid: Grid; cubes: number; text: string } | { ok: false; refusal: Refusal };

/** A grid that reads and whose cubes are all in the hand, in its stored form (trimmed to the cubes placed). */
function readGrid(hand: readonly Face[], text: string): Read {
  const parsed = parseGrid(text);
  if (!parsed.ok) return { ok: false, refusal: refusal(parsed.code, parsed.vars) };
  const grid = trimGrid(parsed.grid);
  const short = handRefusal(hand, grid);
  if (short) return { ok: false, refusal: short };
  const cubes = cubesOf(grid).length;
  if (cubes === 0) return { ok: false, refusal: refusal('empty') };
  return { ok: true, grid, cubes, text: formatGrid(grid) };
}

const emptyJudgement = (why: Refusal, judgedBy: JudgedBy): WordsJudgement => ({
  valid: false,
  refusal: why,
  words: [],
  cubes: 0,
  score: 0,
  unknown: [],
  accepted: [],
  judgedBy,
});

/** Judges a crossword against a hand with a recorded verdict (or the teacher's list, or cubes and shape only). Never throws. */
export function judgeCrossword(params: WordsParams, hand: readonly Face[], text: string, verdict?: Verdict): WordsJudgement {
  const v = asWordsVerdict(verdict);
  const vocab = verdictVocabulary(v, { teacherWords: params.teacherWords, teacherOnly: params.teacherOnly, enyeAsN: params.enyeAsN });
  const parsed = parseGrid(text);
  if (!parsed.ok) return emptyJudgement(refusal(parsed.code, parsed.vars), vocab.judgedBy);
  const grid = trimGrid(parsed.grid);
  const check = checkGrid(hand, grid, vocab, { largeWords: params.largeWords });
  const unknown: string[] = [];
  for (const w of check.words) {
    const letters = w.word.toUpperCase();
    if (!w.proper && !vocab.isWord(letters) && !unknown.includes(letters)) unknown.push(letters);
  }
  const accepted = (v?.accepted ?? []).filter((w) => check.words.some((x) => x.word.toUpperCase() === w));
  return { ...check, unknown, accepted, judgedBy: vocab.judgedBy };
}

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

/**
 * "Accept anyway" after a call: the amended verdict keeps what the
 * dictionary said (its unknown runs and proper nouns) and accepts more of the
 * unknown runs (never fewer, never a run the dictionary knew).
 */
export function acceptsMore(before: WordsVerdict | undefined, after: WordsVerdict | undefined): boolean {
  if (!before || !after) return false;
  if (!sameList(before.unknown, after.unknown) || !sameList(before.proper, after.proper)) return false;
  const unknown = new Set(after.unknown);
  return (
    after.accepted.every((w) => unknown.has(w)) && before.accepted.every((w) => after.accepted.includes(w)) && after.accepted.length > before.accepted.length
  );
}

export const wordsHand: HandPlugin<WordsParams, Face, WordsJudgement> = {
  id: 'words',
  parseParams,
  formatParams,
  table: tableOf,
  roll: rollFor,
  readCall(params, hand, text) {
    const read = readGrid(hand, text);
    if (!read.ok) return read;
    // TUF! (and every later call, which must beat it) needs a majority of the cubes; a solitaire "done" does not.
    const needed = tufThreshold(hand.length);
    if (!isSolitaire(params) && read.cubes < needed) return { ok: false, refusal: refusal('tooFew', { used: read.cubes, needed }) };
    return { ok: true, submission: read.text, allCubes: read.cubes === hand.length };
  },
  readLine(_params, hand, text) {
    const read = readGrid(hand, text);
    return read.ok ? read.text : null;
  },
  judge: judgeCrossword,
  claim: (_params, _hand, _text, judged) => judged.cubes,
  points: (_params, judged) => (judged.valid ? judged.score : 0),
  finalDeclarerPoints: (_params, _value, judged) => (judged.valid ? judged.score : 0) + finalDeclarerBonus(judged.valid),
  callerBonus: (_params, judged) => tufCallerBonus(judged.valid),
  amends: (_params, before, after) => acceptsMore(asWordsVerdict(before), asWordsVerdict(after)),
  challengePoints: (_params, _call, upheld) => (upheld ? TUF_ERROR_FOUND : TUF_ERROR_WRONG),
  live: liveRace,
};

// The race bound to this plug-in: its engine, state and moves, and the questions screens, workers and tests ask of a state.
export type WordsSeatResult = SeatResult<WordsJudgement>;
export type WordsRound = RoundState<Face, WordsJudgement>;
export type WordsState = RaceState<WordsParams, Face, WordsJudgement>;
export type WordsMove = RaceMove;

/** The shared race engine with this game's plug-in (what the race table takes). */
export const wordsRace = createRace(wordsHand);
/**
 * Its engine, a new match, the glass for the n-th call (0 = TUF!) under the match's timer preset, and the hand a seat
 * held after `reroll` re-rolls in a round (the hand a call was made with: `call.reroll ?? 0`).
 */
export const { engine: wordsEngine, init: initWords, callSegment, handAt } = wordsRace;
export const isWordsMove = wordsEngine.isMove;
/** The race's questions about a state, as the race table (`src/games/race/runner.ts`), the screens and tests ask them. */
export const { isLocked, roundOver, dueComputerCalls, dueComputerChallenges, canFinish, roundPoints, totals, winners, hintsUsed } = wordsRace;

/** Judges a crossword against a seat's current hand, with the verdict the screen got from the worker (or none). */
export function checkFor(state: WordsState, round: WordsRound, seat: number, grid: string, verdict?: Verdict): WordsJudgement {
  return wordsRace.judgeFor(state, round, seat, grid, verdict);
}

/** A call judged as it was made (its hand and verdict). */
export function checkCall(state: WordsState, round: WordsRound, call: Call): WordsJudgement {
  return wordsRace.judgeCall(state, round, call);
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
