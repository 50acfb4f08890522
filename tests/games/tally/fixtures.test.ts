/**
 * Saved Tally Rally rounds from an earlier build (tests/fixtures/tally, made
 * by make.ts with the engine and computer players of the day) still replay to
 * exactly what they showed then: every move applies (results codes from other
 * devices included), and the sheets, struck duplicates, scores, hints,
 * results codes, resume title and history record are the recorded ones.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayMoves } from '../../../src/core/engine';
import { parseGameId } from '../../../src/core/gameId';
import { engineFor } from '../../../src/games/registry';
import { readBoardCode } from '../../../src/games/tally/codes';
import { readParams, tallyEngine, type TallyState } from '../../../src/games/tally/round';
import { isHistoryRecord } from '../../../src/storage';
import { describeRound } from '../../../src/ui/tally/describe';
import { historyOf, summarize, type TallyFixture } from '../../fixtures/tally/summary';

const DIR = new URL('../../fixtures/tally/', import.meta.url);
const fixtures: TallyFixture[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(new URL(f, DIR), 'utf8')) as TallyFixture);

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
      const id = parseGameId(f.session.code);
      expect(id.game).toBe('tally');
      expect(engineFor('tally')).toBe(tallyEngine as unknown);
      const params = tallyEngine.parseParams(id.params);
      const { state, applied, rejected } = replayMoves(tallyEngine, params, id.seed, f.session.moves);
      expect(rejected).toBeNull();
      expect(applied).toHaveLength(f.session.moves.length);
      expect(summarize(state as TallyState)).toEqual(f.expected);
      const d = describeRound(state);
      expect(d.title).toBe(f.session.title);
      expect(d.finished ? 'finished' : 'active').toBe(f.session.status);
      if (f.history) {
        expect(historyOf(state, f.session.code)).toEqual(f.history);
        expect(isHistoryRecord({ ...f.history, id: 'history-x', finishedAt: 1 })).toBe(true);
      } else expect(state.over).toBe(false);
      if (f.codes?.board) {
        // the board code someone shared deals the same round
        const read = readBoardCode(f.codes.board);
        expect(read.ok && read.seed).toBe(id.seed);
        const shared = read.ok ? readParams(read.params, { fromCode: true }) : null;
        expect(shared?.ok && shared.params).toEqual(params);
      }
    });
  }
});
