/**
 * Saved Mathable games from an earlier build (tests/fixtures/mathable, made
 * by make.ts with the engine and computer player of the day) still replay to
 * exactly what they showed then: every move applies, and the board, racks,
 * bag, scores, turn in progress, turn log, end, names, resume title and
 * history record are the recorded ones.
 */
import { describe, expect, it } from 'vitest';
import { parseGameId } from '../../../src/core/gameId';
import { mathable } from '../../../src/games/mathable/engine';
import { expectDescribed, readFixtures, replaySession } from '../../fixtures/replay';
import { isHistoryRecord } from '../../../src/storage';
import { seatNames, sessionTitle } from '../../../src/ui/mathable/view';
import { historyOf, summarize, type MathableFixture } from '../../fixtures/mathable/summary';

const fixtures = readFixtures<MathableFixture>('mathable');

describe('saved Mathable games from an earlier build', () => {
  it('cover a game played to the end, one ended by agreement, hidden racks, a share code, hints, take-backs and exchanges, a turn in progress', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(4);
    expect(fixtures.some((f) => f.expected.ended?.reason === 'blocked')).toBe(true);
    expect(fixtures.some((f) => f.expected.ended?.reason === 'agreed')).toBe(true);
    expect(fixtures.some((f) => f.expected.ended === null && f.expected.turn.placed.length > 0)).toBe(true);
    expect(fixtures.some((f) => f.expected.hintUsed)).toBe(true);
    expect(fixtures.some((f) => f.codes?.share)).toBe(true);
    expect(fixtures.some((f) => f.expected.names === null)).toBe(true);
    for (const type of ['undo', 'exchange', 'pass', 'draw', 'hint'])
      expect(
        fixtures.some((f) => f.session.moves.some((m) => (m as { type: string }).type === type)),
        type,
      ).toBe(true);
  });

  for (const f of fixtures) {
    it(`${f.name}: ${f.about}`, () => {
      const { params, seed, state } = replaySession(mathable, f.session);
      expect(summarize(state)).toEqual(f.expected);
      expectDescribed(sessionTitle(state), f.session);
      expect(seatNames(state, f.session.view)).toEqual(f.names);
      if (f.history) {
        expect(historyOf(state, f.session)).toEqual(f.history);
        expect(isHistoryRecord({ ...f.history, id: 'history-x', finishedAt: 1 })).toBe(true);
      } else expect(state.ended).toBeNull();
      if (f.codes) {
        // the shared code deals the same game
        const shared = parseGameId(f.codes.share);
        expect(shared.seed).toBe(seed);
        expect(mathable.parseParams(shared.params)).toEqual(params);
      }
    });
  }
});
