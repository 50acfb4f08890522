/**
 * The app's one door to saved data. Every read is shape-checked: a record
 * that fails is left where it is, listed in `problems`, and skipped.
 */
import { createMemoryBackend, openIdbBackend, type Backend, type StoreName } from './backend';
import {
  isHistoryRecord, isPresetRecord, isProfileRecord, isSessionRecord, readSettings,
  type HistoryRecord, type PresetRecord, type ProfileRecord, type SessionRecord, type SessionStatus, type Settings,
} from './records';

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
  /** Records that were skipped because they could not be read. */
  readonly problems: readonly StoreProblem[];
  sessions: Collection<SessionRecord> & {
    listBy(filter: { game?: string; status?: SessionStatus }): Promise<SessionRecord[]>;
  };
  profiles: Collection<ProfileRecord>;
  presets: Collection<PresetRecord>;
  history: Collection<HistoryRecord> & { listBy(game: string): Promise<HistoryRecord[]> };
  getSettings(): Promise<Settings>;
  saveSettings(settings: Settings): Promise<void>;
  /** Drops a damaged record reported in `problems`. */
  discardProblem(problem: StoreProblem): Promise<void>;
  readonly backend: Backend;
}

export function createStore(backend: Backend, fallbackReason: string | null = null): Store {
  const problems: StoreProblem[] = [];
  const report = (store: StoreName, key: string): void => {
    if (!problems.some((p) => p.store === store && p.key === key)) {
      problems.push({ store, key, message: `A saved ${store.replace(/s$/, '')} could not be read and was skipped.` });
    }
  };

  function collection<T extends { id: string }>(
    name: StoreName,
    check: (v: unknown) => v is T,
    order: (a: T, b: T) => number,
  ): Collection<T> {
    return {
      async get(id) {
        const v = await backend.get(name, id);
        if (v === undefined) return undefined;
        if (!check(v)) {
          report(name, id);
          return undefined;
        }
        return v;
      },
      async list() {
        const out: T[] = [];
        for (const { key, value } of await backend.getAll(name)) {
          if (check(value)) out.push(value);
          else report(name, key);
        }
        return out.sort(order);
      },
      async save(record) {
        if (!check(record)) throw new TypeError(`refusing to save a malformed ${name} record`);
        await backend.put(name, record.id, record);
      },
      remove: (id) => backend.delete(name, id),
    };
  }

  const sessions = collection('sessions', isSessionRecord, (a, b) => b.updatedAt - a.updatedAt);
  const history = collection('history', isHistoryRecord, (a, b) => b.finishedAt - a.finishedAt);
  return {
    get persistent() {
      return backend.persistent;
    },
    fallbackReason,
    problems,
    backend,
    sessions: {
      ...sessions,
      async listBy(filter) {
        return (await sessions.list()).filter(
          (s) => (filter.game === undefined || s.game === filter.game) && (filter.status === undefined || s.status === filter.status),
        );
      },
    },
    profiles: collection('profiles', isProfileRecord, (a, b) => a.name.localeCompare(b.name)),
    presets: collection('presets', isPresetRecord, (a, b) => a.name.localeCompare(b.name)),
    history: { ...history, listBy: async (game) => (await history.list()).filter((h) => h.game === game) },
    async getSettings() {
      return readSettings(await backend.get('settings', 'settings'));
    },
    saveSettings: (settings) => backend.put('settings', 'settings', settings),
    async discardProblem(problem) {
      await backend.delete(problem.store, problem.key);
      const i = problems.indexOf(problem);
      if (i >= 0) problems.splice(i, 1);
    },
  };
}

/** Opens IndexedDB, or falls back to memory with the reason kept for the notice. */
export async function openStore(): Promise<Store> {
  try {
    return createStore(await openIdbBackend());
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return createStore(createMemoryBackend(), why);
  }
}

let shared: Promise<Store> | null = null;

/** The app-wide store, opened once. */
export function getStore(): Promise<Store> {
  shared ??= openStore();
  return shared;
}

/** For tests: forget the shared store so the next getStore() opens afresh. */
export function resetSharedStore(): void {
  shared = null;
}
