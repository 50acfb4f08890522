import { SAVED_SCHEMA } from '../../src/storage/migrate';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import {
  createMemoryBackend,
  createStore,
  DB_NAME,
  defaultSettings,
  exportAll,
  ImportError,
  openIdbBackend,
  openStore,
  readExport,
  type SessionRecord,
} from '../../src/storage';

const session = (id: string, over: Partial<SessionRecord> = {}): SessionRecord => ({
  id,
  game: 'tuf',
  code: 'tuf:g=1#abc',
  moves: [{ type: 'roll' }],
  status: 'active',
  title: 'Game 1',
  createdAt: 1,
  updatedAt: 2,
  ...over,
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('IndexedDB store', () => {
  it('saves and lists sessions, newest first, filtered by game and status', async () => {
    const store = await openStore();
    expect(store.persistent).toBe(true);
    await store.sessions.save(session('a', { updatedAt: 5 }));
    await store.sessions.save(session('b', { updatedAt: 9, game: 'tally' }));
    await store.sessions.save(session('c', { updatedAt: 7, status: 'finished' }));
    expect((await store.sessions.list()).map((s) => s.id)).toEqual(['b', 'c', 'a']);
    expect((await store.sessions.listBy({ game: 'tuf', status: 'active' })).map((s) => s.id)).toEqual(['a']);
    await store.sessions.remove('a');
    expect(await store.sessions.get('a')).toBeUndefined();
  });

  it('keeps data across a reopen (what a reload does)', async () => {
    const first = await openStore();
    await first.sessions.save(session('keep'));
    await first.saveSettings({ ...defaultSettings, theme: 'dark', largeText: true });
    first.backend.close();
    const again = await openStore();
    expect((await again.sessions.get('keep'))?.moves).toEqual([{ type: 'roll' }]);
    expect((await again.getSettings()).theme).toBe('dark');
  });

  it('migrates a version-1 database to version 2 without losing sessions', async () => {
    const v1 = await openIdbBackend(1);
    await v1.put('sessions', 'old', session('old'));
    await v1.put('settings', 'settings', { ...defaultSettings, sound: false });
    expect(await v1.getAll('history')).toEqual([]);
    v1.close();
    const store = await openStore();
    expect((await store.sessions.get('old'))?.title).toBe('Game 1');
    expect((await store.getSettings()).sound).toBe(false);
    await store.history.save({ id: 'h1', game: 'mathable', code: 'x', finishedAt: 3, players: [{ name: 'Ann', score: 40 }], meta: {} });
    expect(await store.history.listBy('mathable')).toHaveLength(1);
    const raw = await openDB(DB_NAME);
    expect([...raw.objectStoreNames].sort()).toEqual(['history', 'presets', 'profiles', 'sessions', 'settings']);
    expect([...raw.transaction('history').store.indexNames]).toEqual(['byGame']);
    raw.close();
  });

  it('skips and reports a corrupted record instead of crashing', async () => {
    const store = await openStore();
    await store.sessions.save(session('good'));
    await store.backend.put('sessions', 'bad', { id: 'bad', moves: 'not a list' });
    await store.backend.put('presets', 'junk', 42);
    expect((await store.sessions.list()).map((s) => s.id)).toEqual(['good']);
    expect(await store.presets.list()).toEqual([]);
    expect(store.problems.map((p) => `${p.store}/${p.key}`)).toEqual(['sessions/bad', 'presets/junk']);
    await store.discardProblem(store.problems[0]!);
    expect(await store.backend.get('sessions', 'bad')).toBeUndefined();
    expect(store.problems).toHaveLength(1);
  });

  it('reads damaged settings field by field', async () => {
    const store = await openStore();
    await store.backend.put('settings', 'settings', { theme: 'purple', sound: false, largeText: 'yes' });
    expect(await store.getSettings()).toEqual({ ...defaultSettings, sound: false });
  });

  it('writes with relaxed durability, one transaction per write, and a failed write still rejects', async () => {
    const store = await openStore();
    const seen: { mode: string; durability: string | undefined }[] = [];
    const original = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (this: IDBDatabase, names: string | string[], mode?: IDBTransactionMode, options?: IDBTransactionOptions) {
      seen.push({ mode: mode ?? 'readonly', durability: options?.durability });
      return original.call(this, names, mode, options);
    } as typeof original;
    try {
      await store.sessions.save(session('r'));
      await store.backend.putMany('sessions', [{ key: 'p', value: session('p') }]);
      await store.sessions.remove('p');
      await store.sessions.get('r');
      // A value the database cannot store (a function) is refused, not reported as saved.
      await expect(store.backend.put('presets', 'f', { run: () => 1 })).rejects.toThrow();
    } finally {
      IDBDatabase.prototype.transaction = original;
    }
    expect(seen).toEqual([
      { mode: 'readwrite', durability: 'relaxed' },
      { mode: 'readwrite', durability: 'relaxed' },
      { mode: 'readwrite', durability: 'relaxed' },
      { mode: 'readonly', durability: undefined },
      { mode: 'readwrite', durability: 'relaxed' },
    ]);
    expect((await store.sessions.get('r'))?.id).toBe('r');
    expect(await store.sessions.get('p')).toBeUndefined();
  });

  it('refuses to save a malformed record', async () => {
    const store = await openStore();
    await expect(store.sessions.save({ id: '' } as SessionRecord)).rejects.toThrow(/malformed/);
  });
});

describe('memory fallback', () => {
  it('plays on in memory when IndexedDB is missing, saying why', async () => {
    const saved = globalThis.indexedDB;
    // @ts-expect-error simulate a browser without IndexedDB (private mode)
    delete globalThis.indexedDB;
    try {
      const store = await openStore();
      expect(store.persistent).toBe(false);
      expect(store.fallbackReason).toMatch(/IndexedDB/);
      await store.sessions.save(session('m'));
      // stamped with the saved-game schema it was written under (src/storage/migrate.ts)
      expect(await store.sessions.get('m')).toEqual({ ...session('m'), schema: SAVED_SCHEMA });
    } finally {
      globalThis.indexedDB = saved;
    }
  });
});

describe('export files', () => {
  // Importing (checked with each game's engine, conflicts, counts) is tested in import.test.ts.
  it('rejects files that are not exports with a clear reason', () => {
    expect(() => readExport('{oops')).toThrow(ImportError);
    expect(() => readExport('{"format":"other"}')).toThrow(expect.objectContaining({ refusal: { code: 'notExport', vars: {} } }));
    expect(() => readExport('{"format":"tuffest-export","version":99}')).toThrow(/newer/);
    expect(() => readExport('{"format":"tuffest-export","version":1,"sessions":{}}')).toThrow(/damaged/);
  });

  it('exports every kind of record and the settings', async () => {
    const a = createStore(createMemoryBackend());
    await a.sessions.save(session('s1'));
    await a.presets.save({ id: 'p1', name: 'Fractions', game: 'tuf', setup: { game: '2' }, createdAt: 1, updatedAt: 1 });
    const file = readExport(JSON.stringify(await exportAll(a)));
    expect(file.sessions).toEqual([{ ...session('s1'), schema: SAVED_SCHEMA }]);
    expect(file.presets).toMatchObject([{ id: 'p1' }]);
    expect(file.settings).toEqual(defaultSettings);
  });
});
