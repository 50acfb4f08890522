/**
 * Saved Tally Rally rounds from an earlier build (tests/fixtures/tally, made
 * by make.ts with the engine and computer players of the day) still replay to
 * exactly what they showed then: every move applies (results codes from other
 * devices included), and the sheets, struck duplicates, scores, hints,
 * results codes, resume title and history record are the recorded ones.
 */
import { describe, expect, it } from 'vitest';
import { readBoardCode } from '../../../src/games/tally/codes';
import { readParams, tallyEngine, type TallyState } from '../../../src/games/tally/round';
import { expectDescribed, readFixtures, replaySession } from '../../fixtures/replay';
import { isHistoryRecord } from '../../../src/storage';
import { describeRound } from '../../../src/ui/tally/describe';
import { historyOf, summarize, type TallyFixture } from '../../fixtures/tally/summary';

const fixtures = readFixtures<TallyFixture>('tally');

describe('saved Tally Rally rounds from an earlier build', () => {
  it('cover computers, pass the tablet, several devices with results codes, hints, and an older save; in progress and finished', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(4);
    expect(fixtures.some((f) => f.expected.over)).toBe(true);
    expect(fixtures.some((f) => !f.expected.over && f.expected.turn !== null)).toBe(true);
    expect(fixtures.some((f) => f.session.moves.some((m) => (m as { t: string }).t === 'bot'))).toBe(true);
    expect(fixtures.some((f) => f.session.moves.some((m) => (m as { t: string }).t === 'import'))).toBe(true);
    expect(fixtures.some((f) => f.expected.hints.some((h) => h > 0))).toBe(true);
    expect(fixtures.some((f) => f.expected.scored.some((s) => s.entries.some((e) => e.struck)))).toBe(true);
    expect(fixtures.some((f) => f.codes?.board)).toBe(true);
  });

  for (const f of fixtures) {
    it(`${f.name}: ${f.about}`, () => {
      const { params, seed, state } = replaySession(tallyEngine, f.session);
      expect(summarize(state as TallyState)).toEqual(f.expected);
      expectDescribed(describeRound(state), f.session);
      if (f.history) {
        expect(historyOf(state, f.session.code)).toEqual(f.history);
        expect(isHistoryRecord({ ...f.history, id: 'history-x', finishedAt: 1 })).toBe(true);
      } else expect(state.over).toBe(false);
      if (f.codes?.board) {
        // the board code someone shared deals the same round
        const read = readBoardCode(f.codes.board);
        expect(read.ok && read.seed).toBe(seed);
        const shared = read.ok ? readParams(read.params, { fromCode: true }) : null;
        expect(shared?.ok && shared.params).toEqual(params);
      }
    });
  }
});
