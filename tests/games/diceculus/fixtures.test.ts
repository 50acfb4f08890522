/**
 * Saved DiceCulus games from an earlier build (tests/fixtures/diceculus, made
 * by make.ts with the engine and computer players of the day) still replay
 * to exactly what they showed then: every move applies (another device's
 * results code included), and every round, the score table, the next move,
 * the results and table codes, the resume title and the history record are
 * the recorded ones.
 */
import { describe, expect, it } from 'vitest';
import { diceculusEngine, readTableCode, tableCode } from '../../../src/games/diceculus/game';
import { expectDescribed, readFixtures, replaySession } from '../../fixtures/replay';
import { isHistoryRecord } from '../../../src/storage';
import { describeGame } from '../../../src/ui/diceculus/describe';
import { historyOf, summarize, type DiceFixture } from '../../fixtures/diceculus/summary';

const fixtures = readFixtures<DiceFixture>('diceculus');

describe('saved DiceCulus games from an earlier build', () => {
  it('cover games played to the end, games under way, two devices with a results code, wrong answers, the worked substitution and the helper', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(4);
    expect(fixtures.some((f) => f.expected.over)).toBe(true);
    expect(fixtures.some((f) => f.expected.next.kind === 'play')).toBe(true);
    expect(fixtures.some((f) => f.expected.next.kind === 'announce')).toBe(true);
    expect(fixtures.some((f) => f.expected.codes !== null && f.codes?.imported?.length)).toBe(true);
    expect(fixtures.some((f) => f.expected.rounds.some((r) => r.plays.some((p) => p && p.wrong > 0 && p.shown && p.helper)))).toBe(true);
    for (const t of ['keep', 'show', 'helper', 'import'])
      expect(
        fixtures.some((f) => f.session.moves.some((m) => (m as { t: string }).t === t)),
        t,
      ).toBe(true);
  });

  for (const f of fixtures) {
    it(`${f.name}: ${f.about}`, () => {
      const { params, seed, state } = replaySession(diceculusEngine, f.session);
      expect(summarize(state)).toEqual(f.expected);
      expectDescribed(describeGame(state), f.session);
      if (f.history) {
        expect(historyOf(state, f.session.code)).toEqual(f.history);
        expect(isHistoryRecord({ ...f.history, id: 'history-x', finishedAt: 1 })).toBe(true);
      } else expect(state.over).toBe(false);
      if (f.codes?.table) {
        // the table code another device joined from deals the same game with the same seats
        const read = readTableCode(f.codes.table);
        expect(read.ok && { params: read.params, seed: read.seed, names: read.names }).toEqual({ params, seed: seed, names: state.players.map((p) => p.name) });
        // and the code this build writes (with its check) reads back to the same game
        const again = readTableCode(tableCode(state));
        expect(again.ok && { params: again.params, seed: again.seed, names: again.names }).toEqual({
          params,
          seed: seed,
          names: state.players.map((p) => p.name),
        });
      }
    });
  }
});
