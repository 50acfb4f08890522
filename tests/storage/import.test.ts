/** Import (issue 17, point 3): checked with each game's engine, bounded, in slices, with honest counts and failures. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatGameId } from '../../src/core/gameId';
import { createRng } from '../../src/core/random';
import { engineFor, gameIds } from '../../src/games/registry';
import { defaultParams } from '../../src/games/tuf/matchParams';
import { formatMatchParams } from '../../src/games/tuf/matchParams';
import {
  createMemoryBackend,
  createStore,
  exportAll,
  openStore,
  readExport,
  StorageFullError,
  type HistoryRecord,
  type SessionRecord,
  type Store,
} from '../../src/storage';
import type { Backend } from '../../src/storage/backend';
import {
  applyImport,
  checkImport,
  checkRecord,
  IMPORT_LIMITS,
  ImportTooBigError,
  ImportTooManyError,
  ImportWriteError,
  MAX_IMPORT_BYTES,
  readImportText,
} from '../../src/storage/importer';

const NOW = Date.UTC(2026, 10, 24, 9);
const T = Date.UTC(2026, 10, 20);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

function code(game: string, params: Record<string, string>, seed = 'abc123'): string {
  return formatGameId({ game, params, seed });
}

const tallyCode = code('tally', { p: '0', s: '180' });
const tufCode = code('tuf', formatMatchParams(defaultParams('1')));
const mathableCode = code('mathable', { s: 'h.cm' });

const session = (id: string, over: Partial<SessionRecord> = {}): SessionRecord => ({
  id,
  game: 'tally',
  code: tallyCode,
  moves: [{ t: 'join', name: 'Ana' }],
  status: 'active',
  title: 'Round',
  createdAt: T,
  updatedAt: T + 1000,
  ...over,
});

const history = (id: string, over: Partial<HistoryRecord> = {}): HistoryRecord => ({
  id,
  game: 'tally',
  code: tallyCode,
  finishedAt: T,
  players: [{ name: 'Ana', score: 12 }],
  meta: { equations: 3 },
  ...over,
});

const exportOf = (parts: Record<string, unknown[]>): string => JSON.stringify({ format: 'tuffest-export', version: 1, ...parts });

describe('the engine registry', () => {
  it('finds each game by its id and nothing else', () => {
    expect([...gameIds].sort()).toEqual(['diceculus', 'mathable', 'tally', 'tuf', 'words', 'wordsrotary']);
    for (const id of gameIds) expect(engineFor(id)?.id).toBe(id);
    expect(engineFor('chess')).toBeUndefined();
    expect(engineFor('__proto__')).toBeUndefined();
  });
});

describe('each record is checked with the engine that will replay it', () => {
  it('accepts real games of every kind', () => {
    expect(checkRecord('sessions', session('a'), NOW)).toBeNull();
    expect(checkRecord('sessions', session('b', { game: 'tuf', code: tufCode, moves: [] }), NOW)).toBeNull();
    expect(checkRecord('sessions', session('c', { game: 'mathable', code: mathableCode, moves: [] }), NOW)).toBeNull();
    expect(checkRecord('history', history('h'), NOW)).toBeNull();
    expect(
      checkRecord(
        'presets',
        { id: 'p', name: 'Fractions', game: 'tuf', setup: { params: formatMatchParams(defaultParams('2')) }, createdAt: T, updatedAt: T },
        NOW,
      ),
    ).toBeNull();
    expect(checkRecord('profiles', { id: 'x', name: 'Ana', createdAt: T }, NOW)).toBeNull();
  });

  it('refuses what the fault probe slipped through (shape was all that was checked)', () => {
    expect(checkRecord('sessions', session('a', { game: 'chess', code: 'chess:x=1#abc' }), NOW)).toBe('unknownGame');
    expect(checkRecord('sessions', session('a', { code: 'tally:s=abc#abc' }), NOW)).toBe('badCode');
    expect(checkRecord('sessions', session('a', { code: 'not a code' }), NOW)).toBe('badCode');
    expect(checkRecord('sessions', session('a', { code: mathableCode }), NOW)).toBe('otherGame');
    expect(checkRecord('sessions', session('a', { moves: Array.from({ length: 300_000 }, () => ({ t: 'end' })) }), NOW)).toBe('tooManyMoves');
    expect(
      checkRecord(
        'sessions',
        session('a', {
          moves: [
            { t: 'join', name: 'Ana' },
            { t: 'join', name: 'Ana' },
          ],
        }),
        NOW,
      ),
    ).toBe('movesRefused');
    expect(checkRecord('sessions', session('a', { moves: [{ t: 'fly' }] }), NOW)).toBe('movesRefused');
    expect(checkRecord('sessions', session('a', { updatedAt: 1e300 }), NOW)).toBe('badTime');
    expect(checkRecord('sessions', session('a', { createdAt: 5 }), NOW)).toBe('badTime');
    expect(checkRecord('history', history('h', { players: [{ name: 'A', score: 1e308 }] }), NOW)).toBe('badScore');
    expect(checkRecord('history', history('h', { players: [{ name: 'A', score: 1.5 }] }), NOW)).toBe('badScore');
    expect(checkRecord('history', history('h', { finishedAt: 1e300 }), NOW)).toBe('badTime');
    expect(checkRecord('history', history('h', { game: 'chess' }), NOW)).toBe('unknownGame');
    expect(checkRecord('history', history('h', { moves: [{ t: 'nope' }] }), NOW)).toBe('movesRefused');
    expect(checkRecord('history', history('h', { meta: { pad: 'x'.repeat(5000) } }), NOW)).toBe('tooBig');
    expect(checkRecord('presets', { id: 'p', name: 'X', game: 'tuf', setup: { params: { g: '1c-a', m: '61' } }, createdAt: T, updatedAt: T }, NOW)).toBe(
      'badCode',
    );
    expect(checkRecord('presets', { id: 'p', name: 'X', game: 'chess', setup: {}, createdAt: T, updatedAt: T }, NOW)).toBe('unknownGame');
    expect(checkRecord('profiles', { id: 'x', name: 'Ana', createdAt: -1 }, NOW)).toBe('shape');
  });

  it('never throws on random garbage (fuzz, bounded)', () => {
    const rng = createRng('import-fuzz');
    const rnd = (): number => rng.next();
    const atoms = [null, 0, -1, 1e308, NaN, '', 'x', 'tally:s=180#abc', 'tuf:g=1#a', [], {}, true, T, { t: 'join', name: 'A' }];
    const pick = (): unknown => atoms[Math.floor(rnd() * atoms.length)];
    const obj = (depth: number): unknown => {
      if (depth === 0 || rnd() < 0.3) return pick();
      if (rnd() < 0.3) return Array.from({ length: Math.floor(rnd() * 4) }, () => obj(depth - 1));
      const keys = ['id', 'game', 'code', 'moves', 'status', 'title', 'createdAt', 'updatedAt', 'finishedAt', 'players', 'meta', 'name', 'setup', 'score'];
      const o: Record<string, unknown> = {};
      for (const k of keys) if (rnd() < 0.6) o[k] = obj(depth - 1);
      return o;
    };
    const base = [session('s'), history('h')];
    for (let i = 0; i < 3000; i++) {
      const store = (['sessions', 'history', 'presets', 'profiles'] as const)[i % 4]!;
      const v = i % 3 === 0 ? { ...(base[i % 2] as object), ...(obj(2) as object) } : obj(3);
      const r = checkRecord(store, v, NOW);
      expect(r === null || typeof r === 'string').toBe(true);
    }
  });
});

describe('reading a file', () => {
  it('refuses a file past the size limit before parsing it, and one with too many records', () => {
    expect(() => readImportText(' '.repeat(MAX_IMPORT_BYTES + 1))).toThrow(ImportTooBigError);
    const many = exportOf({ profiles: Array.from({ length: IMPORT_LIMITS.records + 1 }, (_, i) => ({ id: `p${i}`, name: 'A', createdAt: T })) });
    expect(() => readImportText(many)).toThrow(ImportTooManyError);
  });
});

async function make(records: SessionRecord[]): Promise<Store> {
  const s = createStore(createMemoryBackend());
  for (const r of records) await s.sessions.save(r);
  return s;
}

describe('importing', () => {
  it('round-trips a real export, then finds everything already here', async () => {
    const a = await openStore();
    await a.sessions.save(session('s1'));
    await a.sessions.save(session('s2', { game: 'tuf', code: tufCode, moves: [] }));
    await a.history.save(history('h1'));
    await a.presets.save({ id: 'p1', name: 'Fractions', game: 'tuf', setup: { params: formatMatchParams(defaultParams('2')) }, createdAt: T, updatedAt: T });
    const file = readImportText(JSON.stringify(await exportAll(a)));
    const b = createStore(createMemoryBackend());
    const progress: number[] = [];
    const checked = await checkImport(b, file, { now: NOW, sliceMs: 0, onProgress: (p) => progress.push(p.done) });
    expect(checked).toMatchObject({ added: 4, same: 0, conflicts: 0, unreadable: 0 });
    expect(progress.at(-1)).toBe(4);
    expect(await applyImport(b, checked, 'skip')).toEqual({ imported: 4, settings: [] });
    expect(await checkImport(b, file, { now: NOW })).toMatchObject({ added: 0, same: 4 });
  });

  it('reports the records really written for Keep both and Replace mine (it said 0 while 2 changed)', async () => {
    const mine = [session('s1', { title: 'mine 1' }), session('s2', { title: 'mine 2' })];
    const file = readExport(exportOf({ sessions: [session('s1', { title: 'theirs 1' }), session('s2', { title: 'theirs 2' }), session('s3')] }));
    const skip = await make(mine);
    expect(await applyImport(skip, await checkImport(skip, file, { now: NOW }), 'skip')).toEqual({ imported: 1, settings: [] });
    expect((await skip.sessions.get('s1'))?.title).toBe('mine 1');
    const replace = await make(mine);
    expect(await applyImport(replace, await checkImport(replace, file, { now: NOW }), 'replace')).toEqual({ imported: 3, settings: [] });
    expect((await replace.sessions.get('s1'))?.title).toBe('theirs 1');
    const both = await make(mine);
    expect(await applyImport(both, await checkImport(both, file, { now: NOW }), 'keep-both')).toEqual({ imported: 3, settings: [] });
    expect((await both.sessions.list()).map((s) => s.title).sort()).toEqual(['Round', 'mine 1', 'mine 2', 'theirs 1', 'theirs 2']);
  });

  it('leaves out unreadable records, counted by reason, and the same id given twice', async () => {
    const file = readExport(
      exportOf({
        sessions: [session('ok'), session('ok'), session('x', { game: 'chess', code: 'chess:a=1#abc' }), { id: 1 }],
        history: [history('h', { players: [{ name: 'A', score: 1e308 }] })],
      }),
    );
    const s = createStore(createMemoryBackend());
    const checked = await checkImport(s, file, { now: NOW });
    expect(checked).toMatchObject({ added: 1, unreadable: 4, why: { shape: 2, unknownGame: 1, badScore: 1 } });
    expect(await applyImport(s, checked, 'skip')).toEqual({ imported: 1, settings: [] });
    expect((await s.sessions.list()).map((r) => r.id)).toEqual(['ok']);
  });

  it('a write that fails after the preview stops with how far it got; each batch goes in whole or not at all', async () => {
    const inner = createMemoryBackend();
    let room = 150;
    const full: Backend = {
      ...inner,
      persistent: true,
      putMany: async (st, entries) => {
        if (entries.length > room) throw new StorageFullError();
        room -= entries.length;
        await inner.putMany(st, entries);
      },
    };
    const s = createStore(full);
    const file = readExport(exportOf({ sessions: Array.from({ length: 250 }, (_, i) => session(`r${i}`)) }));
    const checked = await checkImport(s, file, { now: NOW });
    const err = await applyImport(s, checked, 'skip').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportWriteError);
    expect(err).toMatchObject({ written: 100, total: 250 });
    expect((err as ImportWriteError).cause).toBeInstanceOf(StorageFullError);
    expect(await s.sessions.list()).toHaveLength(100);
    expect(s.unsavedError('sessions', 'r100')).toBeUndefined();
  });

  it('writes in one IndexedDB transaction per batch, and a refused batch leaves nothing behind', async () => {
    const s = await openStore();
    await s.backend.putMany('sessions', [
      { key: 'a', value: session('a') },
      { key: 'b', value: session('b') },
    ]);
    expect((await s.sessions.list()).map((r) => r.id).sort()).toEqual(['a', 'b']);
    // A value IndexedDB cannot store (a function) makes the whole batch fail.
    await expect(
      s.backend.putMany('sessions', [
        { key: 'c', value: session('c') },
        { key: 'd', value: () => 1 },
      ]),
    ).rejects.toThrow();
    expect((await s.sessions.list()).map((r) => r.id).sort()).toEqual(['a', 'b']);
    s.backend.close();
  });
});

describe('an import refusal travels as a code', () => {
  it('names its reason with a code and values, worded only by the catalogue', async () => {
    const { IMPORT_REFUSALS, ImportError: Refused } = await import('../../src/storage/transfer');
    const { hasMessage, t } = await import('../../src/i18n');
    for (const code of IMPORT_REFUSALS) expect(hasMessage(`data.refuse.${code}`), code).toBe(true);
    const cases: [string, string][] = [
      ['{', 'notJson'],
      ['{"format":"other"}', 'notExport'],
      ['{"format":"tuffest-export","version":99}', 'newerVersion'],
      ['{"format":"tuffest-export","version":1,"history":{}}', 'damagedPart'],
    ];
    for (const [text, code] of cases) {
      let thrown: unknown = null;
      try {
        readImportText(text);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(Refused);
      expect((thrown as InstanceType<typeof Refused>).refusal.code).toBe(code);
      expect((thrown as Error).message).toBe(code);
    }
    expect(t('data.refuse.tooMany', { count: 6001, max: IMPORT_LIMITS.records })).toBe('The file holds 6,001 records; Tuffest imports up to 5,000 at a time.');
  });
});
