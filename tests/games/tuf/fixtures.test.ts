/**
 * Saved TUF games from an earlier build (tests/fixtures/tuf, made by make.ts
 * with the engine of the day) still replay to exactly what they showed then:
 * every move applies, and the scores, totals, calls, timers, challenges,
 * per-round results and result codes are the recorded ones.
 */
import { migrateGame } from '../../../src/storage/migrate';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayMoves } from '../../../src/core/engine';
import { parseGameId } from '../../../src/core/gameId';
import { matchEngine } from '../../../src/games/tuf/plugin';
import { readCode } from '../../../src/ui/tuf/codes';
import { describeTuf } from '../../../src/ui/tuf/labels';
import { summarize, type TufFixture } from '../../fixtures/tuf/summary';

const DIR = new URL('../../fixtures/tuf/', import.meta.url);
const fixtures: TufFixture[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(new URL(f, DIR), 'utf8')) as TufFixture);

describe('saved TUF games from an earlier build', () => {
  it('there are fixtures of every kind (solitaire, computers, cutthroat, lesson, share code; in progress and finished)', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
    expect(fixtures.some((f) => f.expected.phase === 'finished')).toBe(true);
    expect(fixtures.some((f) => f.expected.phase === 'playing')).toBe(true);
    expect(fixtures.some((f) => f.expected.rounds.some((r) => r.challenges.some((c) => c.upheld)))).toBe(true);
    expect(fixtures.some((f) => f.session.moves.some((m) => (m as { type: string }).type === 'plan'))).toBe(true);
    expect(fixtures.some((f) => f.codes?.lesson)).toBe(true);
  });

  for (const f of fixtures) {
    it(`${f.name}: ${f.about}`, () => {
      const id = parseGameId(f.session.code);
      expect(id.game).toBe('tuf');
      const params = matchEngine.parseParams(id.params);
      const { state, applied, rejected } = replayMoves(matchEngine, params, id.seed, migrateGame(f.session).moves ?? []); // saved before the schema: read as the store reads it (src/storage/migrate.ts)
      expect(rejected).toBeNull();
      expect(applied).toHaveLength(f.session.moves.length);
      expect(summarize(state)).toEqual(f.expected);
      const d = describeTuf(state);
      expect(d.title).toBe(f.session.title);
      expect(d.finished ? 'finished' : 'active').toBe(f.session.status);
      if (f.codes) expect(readCode(f.codes.lesson ?? f.session.code)).toEqual(f.codes.read);
    });
  }
});
