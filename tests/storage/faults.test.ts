/** Storage faults: a blocked schema upgrade, failing writes and reads (issue 17, points 1 and 2). */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { createMemoryBackend, createStore, DB_NAME, openIdbBackend, openStore, StorageFullError, type SessionRecord } from '../../src/storage';
import type { Backend } from '../../src/storage/backend';

const session = (id: string, over: Partial<SessionRecord> = {}): SessionRecord => ({
  id,
  game: 'tuf',
  code: 'tuf:g=1#abc',
  moves: [],
  status: 'active',
  title: 'Game 1',
  createdAt: 1,
  updatedAt: 2,
  ...over,
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('a schema upgrade blocked by another tab', () => {
  it('says so, then plays in memory after a short wait instead of hanging', async () => {
    // An older build's tab: version 1, never closing when asked to.
    const old = await openDB(DB_NAME, 1, { upgrade: (db) => void db.createObjectStore('sessions') });
    old.addEventListener('versionchange', () => undefined);
    let told = 0;
    const store = await openStore({ onBlocked: () => told++, blockedWaitMs: 50 });
    expect(told).toBe(1);
    expect(store.persistent).toBe(false);
    expect(store.blocked).toBe(true);
    expect(store.fallbackReason).toMatch(/another tab/);
    await store.sessions.save(session('m'));
    expect(await store.sessions.get('m')).toMatchObject({ id: 'm' });
    // When the old tab finally lets go, the late connection is closed, not leaked: a new open upgrades at once.
    old.close();
    await new Promise((r) => setTimeout(r, 20));
    const again = await openStore({ onBlocked: () => told++, blockedWaitMs: 50 });
    expect(again.persistent).toBe(true);
    expect(told).toBe(1);
    again.backend.close();
  });

  it('opens normally when nothing blocks (the wait is never started)', async () => {
    let told = 0;
    const store = await openStore({ onBlocked: () => told++, blockedWaitMs: 10 });
    expect(store.persistent).toBe(true);
    expect(store.blocked).toBe(false);
    expect(told).toBe(0);
    store.backend.close();
  });

  it('a connection that is asked to make way closes itself', async () => {
    const v1 = await openIdbBackend(1);
    const store = await openStore({ blockedWaitMs: 2000 });
    expect(store.persistent).toBe(true);
    v1.close();
    store.backend.close();
  });
});

/** A backend whose writes (or reads) fail like a full disk or a broken database. */
function failing(mode: { writes?: boolean; reads?: boolean }): Backend {
  const inner = createMemoryBackend();
  return {
    persistent: true,
    get: (s, k) => (mode.reads ? Promise.reject(new Error('read failed')) : inner.get(s, k)),
    getAll: (s) => (mode.reads ? Promise.reject(new Error('read failed')) : inner.getAll(s)),
    put: (s, k, v) => (mode.writes ? Promise.reject(new StorageFullError()) : inner.put(s, k, v)),
    putMany: (s, entries) => (mode.writes ? Promise.reject(new StorageFullError()) : inner.putMany(s, entries)),
    write: (puts, expect) => (mode.writes ? Promise.reject(new StorageFullError()) : inner.write(puts, expect)),
    delete: (s, k) => inner.delete(s, k),
    close: () => undefined,
  };
}

describe('writes that fail', () => {
  it('keep the record in memory with its error, so the game it belongs to goes on', async () => {
    const store = createStore(failing({ writes: true }));
    await expect(store.sessions.save(session('s'))).rejects.toBeInstanceOf(StorageFullError);
    expect(store.unsavedError('sessions', 's')).toBeInstanceOf(StorageFullError);
    expect(await store.sessions.get('s')).toMatchObject({ id: 's' });
    expect((await store.sessions.list()).map((r) => r.id)).toEqual(['s']);
    await store.sessions.remove('s');
    expect(store.unsavedError('sessions', 's')).toBeUndefined();
    expect(await store.sessions.get('s')).toBeUndefined();
  });

  it('a later successful write clears the memory copy', async () => {
    const mode = { writes: true };
    const store = createStore(failing(mode));
    await expect(store.sessions.save(session('s', { title: 'one' }))).rejects.toThrow();
    mode.writes = false;
    await store.sessions.save(session('s', { title: 'two' }));
    expect(store.unsavedError('sessions', 's')).toBeUndefined();
    expect((await store.backend.get('sessions', 's')) as SessionRecord).toMatchObject({ title: 'two' });
  });

  it('lists held records even when reading the database fails', async () => {
    const mode = { writes: true, reads: false };
    const store = createStore(failing(mode));
    await expect(store.sessions.save(session('s'))).rejects.toThrow();
    mode.reads = true;
    expect((await store.sessions.list()).map((r) => r.id)).toEqual(['s']);
    await expect(store.profiles.list()).rejects.toThrow(/read failed/);
  });

  it('tells a damaged record from a missing one', async () => {
    const store = createStore(createMemoryBackend());
    await store.backend.put('sessions', 'bad', { id: 'bad' });
    expect(await store.sessions.get('bad')).toBeUndefined();
    expect(store.isDamaged('sessions', 'bad')).toBe(true);
    expect(store.isDamaged('sessions', 'gone')).toBe(false);
  });
});
