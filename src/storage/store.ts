/**
 * The app's one door to saved data. Every read is shape-checked: a record
 * that fails is left where it is, listed in `problems`, and skipped.
 */
import { migrateGame, stamped } from './migrate';
import {
  ConflictError,
  createMemoryBackend,
  openIdbBackend,
  StorageBlockedError,
  StorageNewerError,
  type Backend,
  type OpenOptions,
  type StorageEvent,
  type StoreName,
} from './backend';
import {
  isHistoryRecord,
  isPresetRecord,
  isProfileRecord,
  isSessionRecord,
  readSettings,
  revisionOf,
  type HistoryRecord,
  type PresetRecord,
  type ProfileRecord,
  type SessionRecord,
  type SessionStatus,
  type Settings,
} from './records';
import { writeMirror } from '../boot/prefs';

export interface StoreProblem {
  store: StoreName;
  key: string;
  message: string;
}

interface Collection<T extends { id: string }> {
  get(id: string): Promise<T | undefined>;
  list(): Promise<T[]>;
  save(record: T): Promise<void>;
  remove(id: string): Promise<void>;
}

export interface Store {
  /** False when data lives only in memory (private mode, IndexedDB unavailable). */
  readonly persistent: boolean;
  /** Why storage is not persistent, when it is not. */
  readonly fallbackReason: string | null;
  /** True when the database was held at an older version by another tab (the app then plays in memory). */
  readonly blocked: boolean;
  /**
   * True when the saved data was upgraded by a newer Tuffest and this page is
   * older: it cannot open them (they are safe), and a reload brings the newer version.
   */
  readonly newer: boolean;
  /** Follows what other tabs do to the database (deleted, reopened, upgraded); returns the unsubscribe. */
  watch(listener: (event: StorageEvent) => void): () => void;
  /**
   * The error that kept a record from being written, while it lives only in
   * memory (a full disk, a failing database): the record is still read back
   * from memory, so a game started or played meanwhile goes on.
   */
  unsavedError(store: StoreName, key: string): unknown;
  /**
   * Since when (ms since the epoch) a record has lived only in memory: the
   * first write of it that failed since the last one that worked. Everything
   * written before that moment is on the device.
   */
  unsavedSince(store: StoreName, key: string): number | undefined;
  /** Drops the memory copy of a record whose write failed (an import that stopped). */
  forgetUnsaved(store: StoreName, key: string): void;
  /** Whether a record could not be read because it is damaged (it is listed in `problems`). */
  isDamaged(store: StoreName, key: string): boolean;
  /** Records that were skipped because they could not be read. */
  readonly problems: readonly StoreProblem[];
  sessions: Collection<SessionRecord> & {
    listBy(filter: { game?: string; status?: SessionStatus }): Promise<SessionRecord[]>;
  };
  /**
   * Saves a game's record as the next step of the game this page plays:
   * written only while the device's copy still has the revision this page
   * last read or wrote (checked in the write's own transaction), else refused
   * with `ConflictError` and nothing written, so a second tab never replaces
   * the first one's moves. A finished game's `history` record is written in
   * the same transaction: the game is never finished without it.
   */
  saveSession(record: SessionRecord, history?: HistoryRecord): Promise<void>;
  profiles: Collection<ProfileRecord>;
  presets: Collection<PresetRecord>;
  history: Collection<HistoryRecord> & { listBy(game: string): Promise<HistoryRecord[]> };
  getSettings(): Promise<Settings>;
  saveSettings(settings: Settings): Promise<void>;
  /** Drops a damaged record reported in `problems`. */
  discardProblem(problem: StoreProblem): Promise<void>;
  readonly backend: Backend;
}

/**
 * Records whose write failed, kept in memory with the error, keyed
 * `store/key`; a later successful write or a delete clears them.
 */
type Held = { value: unknown; error: unknown; since: number };

function withUnsaved(inner: Backend): { backend: Backend; unsaved: Map<string, Held> } {
  const unsaved = new Map<string, Held>();
  /** Holds a record whose write failed, keeping the moment of the first failure since the last write that worked. */
  const hold = (key: string, value: unknown, error: unknown): void => void unsaved.set(key, { value, error, since: unsaved.get(key)?.since ?? Date.now() });
  const k = (store: StoreName, key: string): string => `${store}/${key}`;
  const copy = <T>(v: T): T => structuredClone(v);
  const backend: Backend = {
    get persistent() {
      return inner.persistent;
    },
    async get(store, key) {
      const held = unsaved.get(k(store, key));
      return held ? copy(held.value) : inner.get(store, key);
    },
    async getAll(store) {
      const prefix = `${store}/`;
      const mine = [...unsaved].filter(([key]) => key.startsWith(prefix));
      let stored: { key: string; value: unknown }[];
      try {
        stored = await inner.getAll(store);
      } catch (e) {
        if (mine.length === 0) throw e;
        stored = [];
      }
      const held = new Map(mine.map(([key, v]) => [key.slice(prefix.length), v.value]));
      return [...stored.filter((r) => !held.has(r.key)), ...[...held].map(([key, value]) => ({ key, value: copy(value) }))];
    },
    async put(store, key, value) {
      try {
        await inner.put(store, key, value);
        unsaved.delete(k(store, key));
      } catch (error) {
        hold(k(store, key), copy(value), error);
        throw error;
      }
    },
    // Imports: all or nothing per call, and a failed batch is not held in memory (the import reports it).
    async putMany(store, entries) {
      await inner.putMany(store, entries);
      for (const e of entries) unsaved.delete(k(store, e.key));
    },
    async write(puts, expect) {
      try {
        await inner.write(puts, expect);
        for (const p of puts) unsaved.delete(k(p.store, p.key));
      } catch (error) {
        // Refused because another tab wrote first: nothing of this page's is kept (it was never shown).
        if (!(error instanceof ConflictError)) for (const p of puts) hold(k(p.store, p.key), copy(p.value), error);
        throw error;
      }
    },
    async delete(store, key) {
      unsaved.delete(k(store, key));
      await inner.delete(store, key);
    },
    close: () => inner.close(),
  };
  return { backend, unsaved };
}

export function createStore(
  rawBackend: Backend,
  fallbackReason: string | null = null,
  blocked = false,
  extra: { newer?: boolean; events?: Set<(event: StorageEvent) => void> } = {},
): Store {
  const { backend, unsaved } = withUnsaved(rawBackend);
  const events = extra.events ?? new Set<(event: StorageEvent) => void>();
  const problems: StoreProblem[] = [];
  const report = (store: StoreName, key: string): void => {
    if (!problems.some((p) => p.store === store && p.key === key)) {
      problems.push({ store, key, message: `A saved ${store.replace(/s$/, '')} could not be read and was skipped.` });
    }
  };

  /**
   * A store's records, checked as they are read. `upgrade` brings a record
   * saved by an earlier build up to date as it is read (`migrate.ts`), and
   * `stamp` marks what this build writes.
   */
  function collection<T extends { id: string }>(
    name: StoreName,
    check: (v: unknown) => v is T,
    order: (a: T, b: T) => number,
    upgrade: (v: T) => T = (v) => v,
    stamp: (v: T) => T = (v) => v,
  ): Collection<T> {
    return {
      async get(id) {
        const v = await backend.get(name, id);
        if (v === undefined) return undefined;
        if (!check(v)) {
          report(name, id);
          return undefined;
        }
        return upgrade(v);
      },
      async list() {
        const out: T[] = [];
        for (const { key, value } of await backend.getAll(name)) {
          if (check(value)) out.push(upgrade(value));
          else report(name, key);
        }
        return out.sort(order);
      },
      async save(record) {
        if (!check(record)) throw new TypeError(`refusing to save a malformed ${name} record`);
        await backend.put(name, record.id, stamp(record));
      },
      remove: (id) => backend.delete(name, id),
    };
  }

  const sessionRecords = collection('sessions', isSessionRecord, (a, b) => b.updatedAt - a.updatedAt, migrateGame, stamped);
  /** The revision of each session as this page last read it from the device or wrote it there. */
  const known = new Map<string, number>();
  const sessions: Collection<SessionRecord> = {
    ...sessionRecords,
    async get(id) {
      const fromDevice = !unsaved.has(`sessions/${id}`);
      const v = await sessionRecords.get(id);
      // Revisions only grow: a read that started before this page's own write ended must not take the revision back.
      if (v && fromDevice) known.set(id, Math.max(known.get(id) ?? 0, revisionOf(v)));
      return v;
    },
    async save(record) {
      await sessionRecords.save(record);
      known.set(record.id, revisionOf(record));
    },
    async remove(id) {
      known.delete(id);
      await sessionRecords.remove(id);
    },
  };
  const history = collection('history', isHistoryRecord, (a, b) => b.finishedAt - a.finishedAt, migrateGame, stamped);
  return {
    get persistent() {
      return backend.persistent;
    },
    fallbackReason,
    blocked,
    newer: extra.newer === true,
    watch(listener) {
      events.add(listener);
      return () => void events.delete(listener);
    },
    problems,
    backend,
    unsavedError: (store, key) => unsaved.get(`${store}/${key}`)?.error,
    unsavedSince: (store, key) => unsaved.get(`${store}/${key}`)?.since,
    forgetUnsaved: (store, key) => void unsaved.delete(`${store}/${key}`),
    isDamaged: (store, key) => problems.some((p) => p.store === store && p.key === key),
    sessions: {
      ...sessions,
      async listBy(filter) {
        return (await sessions.list()).filter(
          (s) => (filter.game === undefined || s.game === filter.game) && (filter.status === undefined || s.status === filter.status),
        );
      },
    },
    async saveSession(record, historyRecord) {
      const base = known.get(record.id);
      const next: SessionRecord = { ...record, rev: (base ?? revisionOf(record)) + 1 };
      if (!isSessionRecord(next)) throw new TypeError('refusing to save a malformed sessions record');
      if (historyRecord && !isHistoryRecord(historyRecord)) throw new TypeError('refusing to save a malformed history record');
      const puts = [
        { store: 'sessions' as const, key: next.id, value: stamped(next) },
        ...(historyRecord ? [{ store: 'history' as const, key: historyRecord.id, value: stamped(historyRecord) }] : []),
      ];
      // Gone from the device (removed in another tab) counts as unchanged: the moves made here are kept, not dropped.
      const expect =
        base === undefined ? undefined : { store: 'sessions' as const, key: next.id, accept: (cur: unknown) => cur === undefined || revisionOf(cur) === base };
      await backend.write(puts, expect);
      known.set(next.id, next.rev ?? 0);
    },
    profiles: collection('profiles', isProfileRecord, (a, b) => a.name.localeCompare(b.name)),
    presets: collection('presets', isPresetRecord, (a, b) => a.name.localeCompare(b.name)),
    history: { ...history, listBy: async (game) => (await history.list()).filter((h) => h.game === game) },
    async getSettings() {
      return readSettings(await backend.get('settings', 'settings'));
    },
    async saveSettings(settings) {
      await backend.put('settings', 'settings', settings);
      // the first paint's copy (language, theme, motion, text size) follows what was saved
      writeMirror(settings);
    },
    async discardProblem(problem) {
      await backend.delete(problem.store, problem.key);
      const i = problems.indexOf(problem);
      if (i >= 0) problems.splice(i, 1);
    },
  };
}

/** Opens IndexedDB, or falls back to memory with the reason kept for the notice. */
export async function openStore(options: OpenOptions = {}): Promise<Store> {
  const events = new Set<(event: StorageEvent) => void>();
  const onChange = (event: StorageEvent): void => {
    options.onChange?.(event);
    for (const listener of [...events]) listener(event);
  };
  try {
    return createStore(await openIdbBackend(undefined, { ...options, onChange }), null, false, { events });
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return createStore(createMemoryBackend(), why, e instanceof StorageBlockedError, { newer: e instanceof StorageNewerError, events });
  }
}

let shared: Promise<Store> | null = null;

/** The app-wide store, opened once (the options of the first call count). */
export function getStore(options: OpenOptions = {}): Promise<Store> {
  shared ??= openStore(options);
  return shared;
}

/** For tests: forget the shared store so the next getStore() opens afresh. */
export function resetSharedStore(): void {
  shared = null;
}
