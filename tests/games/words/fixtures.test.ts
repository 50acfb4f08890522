/**
 * Saved TUF words games (tests/fixtures/words, made by make.ts with the
 * engine and dictionary of the day) replay to exactly what they showed then,
 * with no dictionary: the verdicts are in the moves.
 */
import { migrateGame } from '../../../src/storage/migrate';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayMoves } from '../../../src/core/engine';
import { parseGameId } from '../../../src/core/gameId';
import { engineFor } from '../../../src/games/registry';
import { wordsEngine, type WordsState } from '../../../src/games/words/plugin';
import { summarize, type WordsFixture } from '../../fixtures/words/summary';

const DIR = new URL('../../fixtures/words/', import.meta.url);
const fixtures: WordsFixture[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(new URL(f, DIR), 'utf8')) as WordsFixture);

describe('saved TUF words games', () => {
  it('cover a finished match with a computer, a TUF ERROR with a re-roll and a word accepted anyway, and a round in play', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(3);
    expect(fixtures.some((f) => f.expected.phase === 'finished')).toBe(true);
    expect(fixtures.some((f) => f.expected.phase === 'playing')).toBe(true);
    expect(fixtures.some((f) => f.expected.rounds.some((r) => r.challenges.some((c) => c.reroll)))).toBe(true);
    expect(fixtures.some((f) => f.session.moves.some((m) => (m as { type: string }).type === 'plan'))).toBe(true);
    expect(fixtures.some((f) => f.session.moves.some((m) => ((m as { verdict?: { accepted?: string[] } }).verdict?.accepted?.length ?? 0) > 0))).toBe(true);
  });

  for (const f of fixtures) {
    it(`${f.name}: ${f.about}`, () => {
      const id = parseGameId(f.session.code);
      expect(id.game).toBe('words');
      expect(engineFor('words')).toBe(wordsEngine as unknown);
      const params = wordsEngine.parseParams(id.params);
      const { state, applied, rejected } = replayMoves(wordsEngine, params, id.seed, migrateGame(f.session).moves ?? []); // saved before the schema: read as the store reads it (src/storage/migrate.ts)
      expect(rejected).toBeNull();
      expect(applied).toHaveLength(f.session.moves.length);
      expect(summarize(state as WordsState)).toEqual(f.expected);
    });
  }
});
