/**
 * TUF words' computers and dictionary at the race table
 * (src/games/race/runner.ts): a computer seat's plan for its hand (its
 * crossword, when it calls, its TUFFER!/TUFFEST! stages, with the verdicts),
 * the crossword it has down when it never called, and the dictionary's
 * verdict on a person's crossword. `words` is the words worker's service —
 * the worker client on screen, the service itself on the command line and in
 * tests.
 */
import type { AbortSignalLike } from '../../core/runner';
import { rerollsOf } from '../race/engine';
import type { RaceComputer } from '../race/runner';
import type { ComputerLevel } from '../race/types';
import { formatHand, type Face } from './index';
import { setupOf, type WordsParams } from './params';
import type { WordsJudgement, WordsRound, WordsState } from './plugin';
import type { WordsVerdict } from './verdict';

type Setup = ReturnType<typeof setupOf>;

/** The words worker's answers the race table asks for (structurally the worker's service and its client). */
export interface WordsRaceService {
  computer(
    hand: string,
    setup: Setup,
    level: ComputerLevel,
    seed: string,
    signal: AbortSignalLike,
  ): Promise<{
    plan: { submission: string | null; delayMs: number; verdict?: WordsVerdict; later?: { submission: string; delayMs: number; verdict?: WordsVerdict }[] };
    table: { grid: string; verdict: WordsVerdict } | null;
  }>;
  check(hand: string, grid: string, setup: Setup, accepted: readonly string[], signal: AbortSignalLike): Promise<{ verdict: WordsVerdict }>;
}

/**
 * The race computer for TUF words. `accepted(seat)`: the words a seat's checks accept anyway (its "accept anyway"
 * words and the class word list; none by default).
 */
export function wordsRaceComputer(
  words: () => WordsRaceService,
  accepted: (seat: number) => readonly string[] = () => [],
): RaceComputer<WordsParams, Face, WordsJudgement> {
  /**
   * Each computer's answer (its plan, and its crossword on the table when it never calls), by everything it depends
   * on: the match's seed, round, seat and re-roll, the hand, the level and the setup. One computer serves every match
   * it is given (a screen's next game, the tests' matches one after another in one process), so a round and seat
   * alone would hand a new match the last one's crossword.
   */
  const answers = new Map<string, ReturnType<WordsRaceService['computer']>>();
  const ask = (state: WordsState, round: WordsRound, seat: number, signal: AbortSignalLike): ReturnType<WordsRaceService['computer']> => {
    const rerolls = rerollsOf(round, seat);
    const hand = formatHand(round.rolls[seat] ?? []);
    const seed = `${state.seed}/${round.index}/${seat}${rerolls > 0 ? `/r${rerolls}` : ''}`;
    const level = state.seats[seat]?.level ?? 'easy';
    const setup = setupOf(state.params);
    const key = JSON.stringify([seed, hand, level, setup]);
    let a = answers.get(key);
    if (!a) {
      a = words().computer(hand, setup, level, seed, signal);
      a.catch(() => answers.delete(key));
      answers.set(key, a);
    }
    return a;
  };
  return {
    plan: async (state, round, seat, signal, now) => {
      const { plan } = await ask(state, round, seat, signal);
      // after a re-roll (TUF ERROR) the computer starts again from its answer, not from the roll
      const shift = rerollsOf(round, seat) > 0 ? Math.max(0, now() - round.startedAt) : 0;
      const later = plan.later?.map((l) => ({ ...l, delayMs: l.delayMs + shift }));
      return { submission: plan.submission, delayMs: plan.delayMs + shift, ...(plan.verdict ? { verdict: plan.verdict } : {}), ...(later ? { later } : {}) };
    },
    computerTable: async (state, round, seat, signal) => {
      const { table } = await ask(state, round, seat, signal);
      return table ? { submission: table.grid, verdict: table.verdict } : null;
    },
    verdict: (state, round, seat, submission, signal) =>
      words()
        .check(formatHand(round.rolls[seat] ?? []), submission, setupOf(state.params), accepted(seat), signal)
        .then((c) => c.verdict),
  };
}
