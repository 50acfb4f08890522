/**
 * Saved games are versioned (`src/storage/migrate.ts`): a record from an
 * earlier build is brought up to date as the store reads it, so it replays as
 * it was played; what this build writes is stamped with its version.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayMoves } from '../../src/core/engine';
import { parseGameId } from '../../src/core/gameId';
import { engineFor } from '../../src/games/registry';
import { currentGame, gamePoints, rotaryEngine, rotaryTotals, type RotaryState } from '../../src/games/words/rotary';
import { createMemoryBackend, createStore, type SessionRecord } from '../../src/storage';
import { migrateGame, SAVED_SCHEMA } from '../../src/storage/migrate';

const fixture = JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/words/rotary/rotary-two-people-finished.json'), 'utf8')) as {
  session: { game: string; code: string; moves: unknown[] };
  expected: { points: number[]; totals: number[] };
};
const replay = (code: string, moves: unknown[]): RotaryState => {
  const id = parseGameId(code);
  const { state, rejected } = replayMoves(rotaryEngine, rotaryEngine.parseParams(id.params), id.seed, moves);
  expect(rejected).toBeNull();
  return state;
};
const record = (over: Partial<SessionRecord>): SessionRecord => ({
  id: 's1',
  game: 'wordsrotary',
  code: fixture.session.code,
  moves: fixture.session.moves,
  status: 'finished',
  title: 'Rotary',
  createdAt: 1760100000000,
  updatedAt: 1760100110000,
  ...over,
});

describe('saved-game migration to schema 3 (a race move’s `equation` is its `submission`)', () => {
  const dirs = ['tuf', 'words'];
  const saved = dirs.flatMap((dir) =>
    readdirSync(join(process.cwd(), 'tests/fixtures', dir))
      .filter((f) => f.endsWith('.json'))
      .map(
        (f) =>
          JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures', dir, f), 'utf8')) as {
            name: string;
            session: { game: string; code: string; moves: unknown[] };
          },
      ),
  );
  const said = (moves: unknown[], field: string) => moves.some((m) => typeof m === 'object' && m !== null && field in m);

  it('every TUF and TUF words fixture with a call: refused as saved, replayed whole once read up to date', () => {
    const withCalls = saved.filter((f) => said(f.session.moves, 'equation'));
    expect(withCalls.length).toBeGreaterThanOrEqual(8);
    for (const f of withCalls) {
      const engine = engineFor(f.session.game)!;
      const id = parseGameId(f.session.code);
      const params = engine.parseParams(id.params);
      // as saved, this build does not read its calls
      expect(replayMoves(engine, params, id.seed, f.session.moves).rejected, f.name).not.toBeNull();
      const migrated = migrateGame(f.session);
      expect(said(migrated.moves, 'equation'), f.name).toBe(false);
      expect(said(migrated.moves, 'submission'), f.name).toBe(true);
      const { rejected, applied } = replayMoves(engine, params, id.seed, migrated.moves);
      expect(rejected, f.name).toBeNull();
      expect(applied).toHaveLength(f.session.moves.length);
      expect(migrateGame(migrated)).toBe(migrated);
    }
  });

  it('a plan’s later stages are renamed too, and a move already up to date is left alone', () => {
    const old = {
      game: 'words',
      code: 'words:h=1,c=h#x',
      moves: [
        { type: 'roll', at: 1 },
        { type: 'plan', seat: 1, equation: 'C A T', delayMs: 5, at: 2, later: [{ equation: 'C A T S', delayMs: 9 }] },
      ],
    };
    expect(migrateGame(old).moves).toEqual([
      { type: 'roll', at: 1 },
      { type: 'plan', seat: 1, submission: 'C A T', delayMs: 5, at: 2, later: [{ submission: 'C A T S', delayMs: 9 }] },
    ]);
    const mixed = { game: 'tuf', code: 'tuf:g=1#x', schema: 2, moves: [{ type: 'declare', seat: 0, submission: '1 = 1', at: 3 }] };
    expect(migrateGame(mixed).moves).toEqual(mixed.moves);
    // other games' moves are not the race's
    const tally = { game: 'tally', code: 'tally:#x', moves: [{ type: 'declare', equation: '1+2=3' }] };
    expect(migrateGame(tally).moves).toEqual(tally.moves);
  });

  it('the store reads a TUF game saved before with its submissions', async () => {
    const f = saved.find((x) => x.session.game === 'tuf' && said(x.session.moves, 'equation'))!;
    const backend = createMemoryBackend();
    await backend.put('sessions', 't1', record({ id: 't1', game: 'tuf', code: f.session.code, moves: f.session.moves }));
    const read = await createStore(backend).sessions.get('t1');
    expect(read?.schema).toBe(SAVED_SCHEMA);
    expect(said(read!.moves, 'equation')).toBe(false);
  });
});

describe('saved-game migration to schema 2 (Rotary’s TUF ERROR)', () => {
  it('a Rotary game saved before keeps the ±5 it was played with; read as it is, it would score by the new rule', () => {
    // the rulebook's penalty on the old moves: the finder's +5 is gone
    const asIs = replay(fixture.session.code, fixture.session.moves);
    expect(rotaryTotals(asIs)).toEqual([0, fixture.expected.totals[1]! - 5]);
    const migrated = migrateGame(fixture.session);
    expect(migrated.code).toBe('wordsrotary:h=2,r=1,te=1#rfix1');
    expect(migrated).toMatchObject({ schema: SAVED_SCHEMA, moves: fixture.session.moves });
    const s = replay(migrated.code, migrated.moves);
    expect(gamePoints(s, currentGame(s)!)).toEqual(fixture.expected.points);
    expect(rotaryTotals(s)).toEqual(fixture.expected.totals);
    // idempotent: a migrated record is left as it is
    expect(migrateGame(migrated)).toBe(migrated);
  });

  it('other games and records already at the schema are left alone (only stamped)', () => {
    const words = { game: 'words', code: 'words:h=2#x' };
    expect(migrateGame(words)).toEqual({ ...words, schema: SAVED_SCHEMA });
    expect(migrateGame({ game: 'tuf', code: 'tuf:g=1#x' })).toEqual({ game: 'tuf', code: 'tuf:g=1#x', schema: SAVED_SCHEMA });
    const fresh = { game: 'wordsrotary', code: 'wordsrotary:h=2#x', schema: SAVED_SCHEMA };
    expect(migrateGame(fresh)).toBe(fresh);
  });

  it('the store reads an old session and history record up to date, and stamps what it writes', async () => {
    const backend = createMemoryBackend();
    const store = createStore(backend);
    await backend.put('sessions', 's1', record({}));
    const read = await store.sessions.get('s1');
    expect(read?.code).toBe('wordsrotary:h=2,r=1,te=1#rfix1');
    expect((await store.sessions.list())[0]?.code).toBe(read?.code);
    await store.sessions.save(read!);
    expect(await backend.get('sessions', 's1')).toMatchObject({ code: read?.code, schema: SAVED_SCHEMA });
    // a game this build starts is stamped, so it is never taken for an old one
    await store.sessions.save(record({ id: 's2', code: 'wordsrotary:h=2#new' }));
    expect(await backend.get('sessions', 's2')).toMatchObject({ code: 'wordsrotary:h=2#new', schema: SAVED_SCHEMA });
    expect((await store.sessions.get('s2'))?.code).toBe('wordsrotary:h=2#new');
    await backend.put('history', 'h1', {
      id: 'h1',
      game: 'wordsrotary',
      code: fixture.session.code,
      finishedAt: 1760100110000,
      players: [{ name: 'A', score: 0 }],
      meta: {},
    });
    expect((await store.history.get('h1'))?.code).toBe('wordsrotary:h=2,r=1,te=1#rfix1');
  });
});
