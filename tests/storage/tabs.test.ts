/**
 * Another tab deletes or upgrades the database while this page has it open
 * (issue 31, "Technical words reach people"): this page lets go at once, says
 * which happened, saves again after a deletion, refuses to write into a newer
 * database, and a page older than the saved data knows it (not "cannot save").
 * The same in Chromium with two real tabs: tests/e2e/tabs.e2e.ts.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { DB_NAME, DB_VERSION, openIdbBackend, openStore, StorageNewerError, type StorageEvent } from '../../src/storage';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/** What another tab does, through the platform's own calls. */
const otherTab = {
  delete: () =>
    new Promise<void>((resolve, reject) => {
      const req = indexedDB.deleteDatabase(DB_NAME);
      req.onsuccess = () => resolve();
      req.onerror = () => reject(req.error);
    }),
  upgrade: (version: number) =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(DB_NAME, version);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    }),
};

describe('another tab and this page’s database', () => {
  it('deleted elsewhere: this page lets go, says so, and its next write saves into a fresh database', async () => {
    const seen: StorageEvent['kind'][] = [];
    const backend = await openIdbBackend(undefined, { onChange: (e) => seen.push(e.kind) });
    await backend.put('sessions', 'a', { id: 'a' });
    await otherTab.delete();
    expect(seen).toEqual(['deleted']);
    // It threw "The database connection is closing" before.
    await backend.put('sessions', 'b', { id: 'b', moves: [1] });
    expect(seen).toEqual(['deleted', 'reopened']);
    expect(await backend.getAll('sessions')).toEqual([{ key: 'b', value: { id: 'b', moves: [1] } }]);
    backend.close();
  });

  it('upgraded elsewhere: this page lets go at once (the upgrade is not blocked), says so, and refuses to write into the newer database', async () => {
    const seen: StorageEvent[] = [];
    const backend = await openIdbBackend(undefined, { onChange: (e) => seen.push(e) });
    await backend.put('sessions', 'a', { id: 'a' });
    const newer = await otherTab.upgrade(DB_VERSION + 1);
    expect(seen).toEqual([{ kind: 'upgraded', version: DB_VERSION + 1 }]);
    await expect(backend.put('sessions', 'a', { id: 'a', moves: [2] })).rejects.toBeInstanceOf(StorageNewerError);
    await expect(backend.get('sessions', 'a')).rejects.toMatchObject({ code: 'upgraded' });
    newer.close();
  });

  it('a page older than the saved data knows it: not "this browser is not letting Tuffest save"', async () => {
    const newer = await otherTab.upgrade(DB_VERSION + 1);
    newer.close();
    const store = await openStore();
    expect(store.persistent).toBe(false);
    expect(store.newer).toBe(true);
    expect(store.blocked).toBe(false);
    // the page still watches (nothing more will come, but the screens subscribe all the same)
    expect(typeof store.watch(() => undefined)).toBe('function');
  });

  it('a page whose database is its own reports nothing and is not "newer"', async () => {
    const store = await openStore();
    expect(store.persistent).toBe(true);
    expect(store.newer).toBe(false);
  });
});
