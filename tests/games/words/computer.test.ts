/**
 * TUF words' race computer (src/games/words/computer.ts) keeps each answer
 * for the hand it was asked about: one computer serves every match it is
 * given (a screen's next game, the tests' matches in one process).
 */
import { describe, expect, it } from 'vitest';
import { currentRound } from '../../../src/games/race/engine';
import { formatHand } from '../../../src/games/words';
import { wordsRaceComputer, type WordsRaceService } from '../../../src/games/words/computer';
import { defaultParams } from '../../../src/games/words/params';
import { wordsEngine } from '../../../src/games/words/plugin';
import { T0 } from './table';

const never = { aborted: false, addEventListener: () => undefined, removeEventListener: () => undefined };

/** A service answering with the hand it was asked about (and counting the questions). */
function echo() {
  const asked: string[] = [];
  const service: WordsRaceService = {
    computer: async (hand, _setup, _level, seed) => {
      asked.push(seed);
      return { plan: { submission: hand, delayMs: 1000 }, table: { grid: hand, verdict: { unknown: [], accepted: [], proper: [] } } };
    },
    check: async () => ({ verdict: { unknown: [], accepted: [], proper: [] } }),
  };
  return { asked, service };
}

const params = { ...defaultParams(), humans: 0, computers: ['hard' as const, 'easy' as const], rounds: 1 };
const rolledWith = (seed: string) => wordsEngine.apply(wordsEngine.init(params, seed), { type: 'roll', at: T0 });

describe('the words race computer', () => {
  it('plans each match’s own hand: a second match on the same computer is not given the first one’s crossword', async () => {
    const { asked, service } = echo();
    const computer = wordsRaceComputer(() => service);
    const a = rolledWith('match-a');
    const b = rolledWith('match-b');
    const handOf = (s: typeof a, seat: number) => formatHand(currentRound(s)!.rolls[seat] ?? []);
    expect(handOf(a, 0)).not.toBe(handOf(b, 0));
    for (const s of [a, b]) {
      const plan = await computer.plan(s, currentRound(s)!, 0, never, () => T0);
      expect(plan.submission).toBe(handOf(s, 0));
      const table = await computer.computerTable?.(s, currentRound(s)!, 0, never);
      expect(table?.submission).toBe(handOf(s, 0));
    }
    // asked once per match: the plan and the table share the answer
    expect(asked).toEqual(['match-a/0/0', 'match-b/0/0']);
  });

  it('asks again for another seat’s level on the same hand, and not again for the same question', async () => {
    const { asked, service } = echo();
    const computer = wordsRaceComputer(() => service);
    const a = rolledWith('match-a');
    await computer.plan(a, currentRound(a)!, 1, never, () => T0);
    await computer.plan(a, currentRound(a)!, 1, never, () => T0);
    const harder = { ...a, seats: a.seats.map((s) => ({ ...s, level: 'hard' as const })) };
    await computer.plan(harder, currentRound(harder)!, 1, never, () => T0);
    expect(asked).toEqual(['match-a/0/1', 'match-a/0/1']);
  });
});
