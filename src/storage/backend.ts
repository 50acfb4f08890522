/**
 * Two places records can live: IndexedDB through idb (the normal case) and
 * plain memory (private mode, or IndexedDB refusing to open). The Store on
 * top of them is the same, so the app plays either way.
 */
import { openDB, type IDBPDatabase } from 'idb';

export type StoreName = 'sessions' | 'profiles' | 'presets' | 'history' | 'settings';
export const STORE_NAMES: readonly StoreName[] = ['sessions', 'profiles', 'presets', 'history', 'settings'];

export interface Backend {
  readonly persistent: boolean;
  get(store: StoreName, key: string): Promise<unknown>;
  getAll(store: StoreName): Promise<{ key: string; value: unknown }[]>;
  put(store: StoreName, key: string, value: unknown): Promise<void>;
  /** Several records in one transaction: all are written, or (when it throws) none. */
  putMany(store: StoreName, entries: readonly { key: string; value: unknown }[]): Promise<void>;
  delete(store: StoreName, key: string): Promise<void>;
  /**
   * Records in several stores in one transaction, written only if `expect`
   * (when given) accepts the record it names as the transaction finds it:
   * otherwise nothing is written and it throws `ConflictError`. All are
   * written, or (when it throws) none.
   */
  write(puts: readonly Put[], expect?: Expect): Promise<void>;
  close(): void;
}

export interface Put {
  store: StoreName;
  key: string;
  value: unknown;
}

/** A check made inside a write's transaction on the record there now (undefined when there is none). */
export interface Expect {
  store: StoreName;
  key: string;
  accept(current: unknown): boolean;
}

/** A write refused because the record changed since this page read it (another tab wrote it meanwhile). */
export class ConflictError extends Error {
  override name = 'ConflictError';
  constructor(
    readonly store: StoreName,
    readonly key: string,
  ) {
    super(`The saved ${store} record ${key} was changed elsewhere meanwhile.`);
  }
}

/** The device refused to store more (QuotaExceededError). */
export class StorageFullError extends Error {
  override name = 'StorageFullError';
  constructor() {
    super('The device is out of storage space, so the last change was not saved.');
  }
}

export const DB_NAME = 'tuffest';
export const DB_VERSION = 2;

/**
 * Schema versions, applied in order from the version found on the device.
 * v1: sessions and settings. v2: profiles, teacher presets and the
 * finished-game history (indexed by game). Records are stored with explicit
 * keys (out of line) so a damaged value can still be found, reported and
 * deleted by its key.
 */
export function upgradeSchema(db: IDBPDatabase, oldVersion: number, newVersion: number): void {
  if (oldVersion < 1 && newVersion >= 1) {
    db.createObjectStore('sessions');
    db.createObjectStore('settings');
  }
  if (oldVersion < 2 && newVersion >= 2) {
    db.createObjectStore('profiles');
    db.createObjectStore('presets');
    db.createObjectStore('history').createIndex('byGame', 'game');
  }
}

function isQuotaError(e: unknown): boolean {
  return e instanceof Error && (e.name === 'QuotaExceededError' || /quota/i.test(e.message));
}

/**
 * Another connection (usually Tuffest in another tab, from an older build)
 * holds the database open at an older version and does not let the upgrade
 * run. After a short wait the app plays in memory instead of showing nothing.
 */
export class StorageBlockedError extends Error {
  override name = 'StorageBlockedError';
  constructor() {
    super('Tuffest is open in another tab with an older version, which holds the saved games.');
  }
}

export interface OpenOptions {
  /** Called once when the open waits on another connection (say so on screen). */
  onBlocked?: () => void;
  /**
   * Called when another tab deletes the database (this page opens it again at
   * its next read or write, saving what it holds) or upgrades it (this page
   * can no longer save: a reload brings the newer version), and when it is
   * open again after a deletion.
   */
  onChange?: (event: StorageEvent) => void;
  /** How long to wait for a blocked upgrade before giving up (ms). */
  blockedWaitMs?: number;
}

/** How long a blocked upgrade is waited for before the app plays in memory. */
export const BLOCKED_WAIT_MS = 4000;

/** The durability every write transaction asks for (see `write` below). */
export const RELAXED: IDBTransactionOptions = { durability: 'relaxed' };

/**
 * The saved data was upgraded by a newer Tuffest in another tab (or window):
 * this page's connection was closed so the upgrade could run, and this older
 * page must not write into the newer database. Reloading brings the newer
 * version. `code`: 'upgraded' (while this page was open) or 'newer' (found
 * when this page opened).
 */
export class StorageNewerError extends Error {
  override name = 'StorageNewerError';
  constructor(
    readonly code: 'upgraded' | 'newer',
    readonly version: number | null = null,
  ) {
    super(
      code === 'upgraded'
        ? 'Tuffest was updated in another tab; this page must be reloaded before it can save again.'
        : 'The saved games were updated by a newer Tuffest; this page is older and cannot open them.',
    );
  }
}

/** What happened to the database behind this page's back (another tab or the browser). */
export type StorageEvent = { kind: 'deleted' } | { kind: 'reopened' } | { kind: 'upgraded'; version: number };

export async function openIdbBackend(version = DB_VERSION, options: OpenOptions = {}): Promise<Backend> {
  if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
  let giveUp: ((e: Error) => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let abandoned = false;
  /** Why the connection is closed, when it is: reopened at the next read or write ('deleted'), or never ('upgraded'). */
  let closed: { kind: 'deleted' } | { kind: 'upgraded'; version: number } | null = null;
  // Another tab asks for the database: to delete it (blocked version null) or to upgrade it. This page lets go at
  // once (it would block the other tab otherwise) and remembers why, so its next write says so instead of failing
  // with "The database connection is closing".
  const letGo = (conn: IDBPDatabase, wanted: number | null): void => {
    conn.close();
    if (conn !== db) return;
    closed = wanted === null ? { kind: 'deleted' } : { kind: 'upgraded', version: wanted };
    options.onChange?.(closed);
  };
  const openAt = (): Promise<IDBPDatabase> => {
    const p: Promise<IDBPDatabase> = openDB(DB_NAME, version, {
      upgrade: (database, oldVersion, newVersion) => upgradeSchema(database, oldVersion, newVersion ?? version),
      blocking: (_current, wanted) => void p.then((conn) => letGo(conn, wanted)),
      // The browser closed the connection (site data cleared, the disk gone): open again at the next use.
      terminated: () =>
        void p.then((conn) => {
          if (conn === db && closed === null) closed = { kind: 'deleted' };
        }),
      blocked: () => {
        if (timer !== undefined || abandoned) return;
        options.onBlocked?.();
        timer = setTimeout(() => giveUp?.(new StorageBlockedError()), options.blockedWaitMs ?? BLOCKED_WAIT_MS);
      },
    });
    return p;
  };
  const opening = openAt();
  const waited = new Promise<never>((_, reject) => {
    giveUp = reject;
  });
  let db: IDBPDatabase;
  try {
    db = await Promise.race([opening, waited]);
  } catch (e) {
    abandoned = true;
    // If the other tab lets go later, the late connection is closed at once: this page has moved on to memory.
    opening.then(
      (late) => late.close(),
      () => undefined,
    );
    // A newer Tuffest has upgraded the database: this older page cannot open it (and must not write into it).
    if (e instanceof Error && e.name === 'VersionError') throw new StorageNewerError('newer');
    throw e;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
  /** The open connection: the same one, or after a deletion a new one (an upgrade elsewhere is refused). */
  let reopening: Promise<IDBPDatabase> | null = null;
  const conn = async (): Promise<IDBPDatabase> => {
    const why = closed;
    if (why === null) return db;
    if (why.kind === 'upgraded') throw new StorageNewerError('upgraded', why.version);
    reopening ??= openAt()
      .then(
        (next) => {
          db = next;
          closed = null;
          options.onChange?.({ kind: 'reopened' });
          return next;
        },
        (e: unknown) => {
          if (e instanceof Error && e.name === 'VersionError') {
            closed = { kind: 'upgraded', version: version + 1 };
            options.onChange?.(closed);
            throw new StorageNewerError('upgraded');
          }
          throw e;
        },
      )
      .finally(() => {
        reopening = null;
      });
    return reopening;
  };
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (e) {
      if (isQuotaError(e)) throw new StorageFullError();
      throw e;
    }
  };
  const has = (d: IDBPDatabase, store: StoreName): boolean => d.objectStoreNames.contains(store);
  // Writes behind a tap: "relaxed" counts a transaction done once the operating
  // system has the data, without waiting for it to reach the disk. A killed
  // browser or app loses nothing written that way (the system still holds it);
  // only a power cut in the next moments could. Waiting for the disk made every
  // tap wait for it (tests/e2e/kill.e2e.ts kills Chromium right after taps).
  const write = (d: IDBPDatabase, store: StoreName) => d.transaction(store, 'readwrite', RELAXED);
  // Once a write's requests are queued, the transaction is told to commit at
  // once: left to itself it commits only after each request's answer has come
  // back to this (possibly busy) thread, one more round trip behind every tap.
  const commit = (tx: { commit?: () => void }): void => {
    if (typeof tx.commit === 'function') tx.commit();
  };
  return {
    persistent: true,
    async get(store, key) {
      const d = await conn();
      return has(d, store) ? d.get(store, key) : undefined;
    },
    async getAll(store) {
      const d = await conn();
      if (!has(d, store)) return [];
      const tx = d.transaction(store, 'readonly');
      const out: { key: string; value: unknown }[] = [];
      for (let c = await tx.store.openCursor(); c; c = await c.continue()) out.push({ key: String(c.key), value: c.value });
      await tx.done;
      return out;
    },
    put: (store, key, value) =>
      guard(async () => {
        const tx = write(await conn(), store);
        const put = tx.store.put(value, key);
        commit(tx);
        // The request's failure is the transaction's too: both are awaited, so neither goes unhandled.
        await Promise.all([put, tx.done]);
      }),
    putMany: (store, entries) =>
      guard(async () => {
        const tx = write(await conn(), store);
        // The puts are queued together; a failure aborts the whole transaction (tx.done rejects).
        try {
          // Each request's own failure is the transaction's: tx.done reports it.
          for (const e of entries) tx.store.put(e.value, e.key).catch(() => undefined);
          commit(tx);
        } catch (e) {
          tx.abort();
          void tx.done.catch(() => undefined);
          throw e;
        }
        await tx.done;
      }),
    write: (puts, expect) =>
      guard(async () => {
        const d = await conn();
        const names = [...new Set([...puts.map((p) => p.store), ...(expect ? [expect.store] : [])])].filter((n) => has(d, n));
        if (names.length === 0) return;
        const tx = d.transaction(names, 'readwrite', RELAXED);
        const done = tx.done;
        void done.catch(() => undefined);
        if (expect && has(d, expect.store)) {
          // Read and write in one transaction: no other tab's write can come between the check and the puts.
          const current: unknown = await tx.objectStore(expect.store).get(expect.key);
          if (!expect.accept(current)) {
            tx.abort();
            throw new ConflictError(expect.store, expect.key);
          }
        }
        for (const p of puts)
          if (has(d, p.store))
            tx.objectStore(p.store)
              .put(p.value, p.key)
              .catch(() => undefined);
        commit(tx);
        await done;
      }),
    delete: (store, key) =>
      guard(async () => {
        const tx = write(await conn(), store);
        const gone = tx.store.delete(key);
        commit(tx);
        await Promise.all([gone, tx.done]);
      }),
    close: () => db.close(),
  };
}

export function createMemoryBackend(): Backend {
  const maps = new Map<StoreName, Map<string, unknown>>(STORE_NAMES.map((n) => [n, new Map()]));
  const map = (s: StoreName): Map<string, unknown> => maps.get(s) as Map<string, unknown>;
  const copy = <T>(v: T): T => (v === undefined ? v : (structuredClone(v) as T));
  return {
    persistent: false,
    get: async (s, k) => copy(map(s).get(k)),
    getAll: async (s) => [...map(s)].map(([key, value]) => ({ key, value: copy(value) })),
    put: async (s, k, v) => void map(s).set(k, copy(v)),
    putMany: async (s, entries) => {
      const copies = entries.map((e) => [e.key, copy(e.value)] as const);
      for (const [k, v] of copies) map(s).set(k, v);
    },
    write: async (puts, expect) => {
      if (expect && !expect.accept(copy(map(expect.store).get(expect.key)))) throw new ConflictError(expect.store, expect.key);
      const copies = puts.map((p) => [p.store, p.key, copy(p.value)] as const);
      for (const [s, k, v] of copies) map(s).set(k, v);
    },
    delete: async (s, k) => void map(s).delete(k),
    close: () => undefined,
  };
}
