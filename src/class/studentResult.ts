/**
 * A student's result (`ClassResult`) from a game's state, one function per
 * game: what the student's device hands in at the end of a lesson and after
 * each round where the game has rounds. DOM-free and pure: the same state
 * always gives the same result, so the screens, the command line and the
 * tests agree.
 *
 * What each game counts:
 * - TUF and TUF words (the race table): a round per round played, its points
 *   (challenges included), the equation or crossword that counted, and the
 *   time from the roll to the seat's first correct call that stands; hints
 *   asked by the seat; total the sum of the rounds.
 * - TUF words Rotary: a round per game of the match, the seat's points in it
 *   (cubes in correct words, the TUF and finishing bonuses, TUF ERRORs), the
 *   words its cubes are in, and the time from the roll to its first word
 *   that stood; Rotary has no hints.
 * - Tally Rally: one round (the board), its points (tiles of the equations
 *   written; duplicates between students are struck by the class board), the
 *   equations written and each one's time from the start of the sand timer,
 *   hints shown.
 * - Mathable: one round (the game), the seat's score (the rack penalty taken
 *   off once the game has ended), the tiles placed; a hint used counts one.
 * - DiceCulus: a round per round scored, its points (robbery and charity
 *   included), the student's own play (`diceAnswer`: each unknown's value and
 *   the points the card gave); the worked substitutions shown count as hints;
 *   total the END GAME SCORE once the game is over (the sum of the rounds
 *   scored before).
 */
import type { RaceState, RoundState } from '../games/race/types';
import { roundPoints as tufRoundPoints, type MatchState } from '../games/tuf/plugin';
import { roundPoints as wordsRoundPoints, type WordsState } from '../games/words/plugin';
import { gamePoints as rotaryGamePoints, ownWords as rotaryOwnWords, type RotaryState } from '../games/words/rotary';
import { hintsOf, scoreRound, type TallyState } from '../games/tally/round';
import type { MathableState } from '../games/mathable/engine';
import { cardOf, scoreTable, valuesOf, type DiceState } from '../games/diceculus/game';
import { diceAnswer } from './diceAnswer';
import type { ClassResult, ClassRound } from './result';

/** Who hands the result in: the lesson's key (`lessonKey`), the student's name and this device's id. */
export interface Handing {
  lesson: string;
  name: string;
  device: string;
}

function raceResult<S extends RaceState>(
  game: string,
  state: S,
  who: Handing,
  seat: number,
  points: (state: S, round: S['rounds'][number]) => number[],
): ClassResult {
  const rounds: ClassRound[] = [];
  let hints = 0;
  for (const round of state.rounds as RoundState[]) {
    hints += (round.hints ?? []).filter((h) => h.seat === seat).length;
    if (!round.end) continue;
    const out: ClassRound = { score: points(state, round as S['rounds'][number])[seat] ?? 0 };
    const declared = round.end.results[seat]?.submission;
    if (declared) out.declared = declared;
    const call = round.calls.find((c) => c.seat === seat && c.correct && !c.struck);
    if (call) out.ms = Math.max(0, call.at - round.startedAt);
    rounds.push(out);
  }
  return {
    lesson: who.lesson,
    game,
    name: who.name,
    device: who.device,
    rounds,
    total: rounds.reduce((a, r) => a + r.score, 0),
    hints,
    finished: state.phase === 'finished',
  };
}

/** TUF: the student plays `seat` (0 on a student's device). */
export function tufClassResult(state: MatchState, who: Handing, seat = 0): ClassResult {
  return raceResult('tuf', state, who, seat, tufRoundPoints);
}

/** TUF words (the race table). */
export function wordsClassResult(state: WordsState, who: Handing, seat = 0): ClassResult {
  return raceResult('words', state, who, seat, wordsRoundPoints);
}

/** TUF words Rotary (a lesson of the `words` game): a round per game played to its end. */
export function rotaryClassResult(state: RotaryState, who: Handing, seat = 0): ClassResult {
  const rounds: ClassRound[] = [];
  for (const game of state.games) {
    if (!game.end) continue;
    const out: ClassRound = { score: rotaryGamePoints(state, game)[seat] ?? 0 };
    const words = (rotaryOwnWords(state, game)[seat] ?? []).map((w) => w.word);
    if (words.length > 0) out.declared = words.join(' ');
    const first = game.lays.find((l) => l.seat === seat && !l.removed);
    if (first) out.ms = Math.max(0, first.at - game.startedAt);
    rounds.push(out);
  }
  return {
    lesson: who.lesson,
    game: 'words',
    name: who.name,
    device: who.device,
    rounds,
    total: rounds.reduce((a, r) => a + r.score, 0),
    hints: 0,
    finished: state.phase === 'finished',
  };
}

/** Tally Rally: the student is `player` (0 on a student's device). */
export function tallyClassResult(state: TallyState, who: Handing, player = 0): ClassResult {
  const scored = scoreRound(state)[player];
  const entries = state.sheets[player] ?? [];
  const round: ClassRound = { score: scored?.total ?? 0 };
  if (entries.length > 0) round.declared = entries.map((e) => e.text).join(' ');
  // each equation's time from the start of the student's sand timer (equations of older saves have none)
  if (entries.length > 0 && entries.every((e) => e.ms !== undefined)) round.times = entries.map((e) => e.ms as number);
  return {
    lesson: who.lesson,
    game: 'tally',
    name: who.name,
    device: who.device,
    rounds: [round],
    total: round.score,
    hints: hintsOf(state, player),
    finished: state.over || state.done[player] === true,
  };
}

/** Mathable: the student's seat (the first person's seat on a student's device). */
export function mathableClassResult(state: MathableState, who: Handing, seat = firstPerson(state)): ClassResult {
  const score = state.ended ? (state.ended.finalScores[seat] ?? 0) : (state.scores[seat] ?? 0);
  const placed = state.log.reduce((a, t) => a + ('placed' in t && t.player === seat ? t.placed.length : 0), 0);
  const round: ClassRound = { score };
  if (placed > 0) round.declared = String(placed);
  return {
    lesson: who.lesson,
    game: 'mathable',
    name: who.name,
    device: who.device,
    rounds: [round],
    total: score,
    hints: state.hintUsed ? 1 : 0,
    finished: state.ended !== null,
  };
}

/** The first seat a person plays in a Mathable game (0 when every seat is a computer's). */
export function firstPerson(state: Pick<MathableState, 'params'>): number {
  return Math.max(
    0,
    state.params.seats.findIndex((s) => s.kind === 'human'),
  );
}

/** DiceCulus: the student's seat (the first person's on a student's device). */
export function diceClassResult(
  state: DiceState,
  who: Handing,
  seat = Math.max(
    0,
    state.players.findIndex((p) => p.kind === 'human'),
  ),
): ClassResult {
  const rounds: ClassRound[] = [];
  let hints = 0;
  for (const r of state.rounds) {
    const play = r.plays[seat];
    if (play?.shown) hints++;
    if (r.scores === null) continue;
    const out: ClassRound = { score: r.scores[seat] ?? 0 };
    if (play?.done && play.points !== null) {
      const card = cardOf(r);
      out.declared = diceAnswer(play.claimed ? [] : card.letters, valuesOf(card, play), play.points);
    }
    rounds.push(out);
  }
  const table = scoreTable(state);
  const end = table.end?.[seat];
  const total = end ? Number(end.n) / Number(end.d) : rounds.reduce((a, r) => a + r.score, 0);
  return {
    lesson: who.lesson,
    game: 'diceculus',
    name: who.name,
    device: who.device,
    rounds,
    total,
    hints,
    finished: state.over,
  };
}

/**
 * The result of a game by its engine id (the saved game's `game`), or null for
 * a game this build does not have.
 */
export function classResultFor(engineId: string, state: unknown, who: Handing, seat = 0): ClassResult | null {
  switch (engineId) {
    case 'tuf':
      return tufClassResult(state as MatchState, who, seat);
    case 'words':
      return wordsClassResult(state as WordsState, who, seat);
    case 'wordsrotary':
      return rotaryClassResult(state as RotaryState, who);
    case 'tally':
      return tallyClassResult(state as TallyState, who);
    case 'mathable':
      return mathableClassResult(state as MathableState, who);
    case 'diceculus':
      return diceClassResult(state as DiceState, who);
    default:
      return null;
  }
}
