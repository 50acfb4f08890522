/**
 * Export all data as one JSON file and import it back. An import is checked
 * as a whole first; records whose id already exists with different content
 * are conflicts the person decides about (keep both, replace, or skip) —
 * nothing is overwritten silently.
 */
import type { StoreName } from './backend';
import {
  isHistoryRecord, isPresetRecord, isProfileRecord, isSessionRecord, newId, readSettings, type Settings,
} from './records';
import type { Store } from './store';

export const EXPORT_FORMAT = 'tuffest-export';
export const EXPORT_VERSION = 1;

type RecordStore = Exclude<StoreName, 'settings'>;
const RECORD_STORES: readonly RecordStore[] = ['sessions', 'profiles', 'presets', 'history'];

const checks: Record<RecordStore, (v: unknown) => boolean> = {
  sessions: isSessionRecord,
  profiles: isProfileRecord,
  presets: isPresetRecord,
  history: isHistoryRecord,
};

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  settings: Settings;
  sessions: unknown[];
  profiles: unknown[];
  presets: unknown[];
  history: unknown[];
}

export class ImportError extends Error {
  override name = 'ImportError';
}

export interface ImportPreview {
  /** Records not on this device yet. */
  added: number;
  /** Records already here, exactly the same. */
  same: number;
  /** Records whose id is here with different content. */
  conflicts: number;
  /** Records in the file that are not readable (they are never imported). */
  unreadable: number;
}

export type ConflictChoice = 'keep-both' | 'replace' | 'skip';

export async function exportAll(store: Store): Promise<ExportFile> {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    settings: await store.getSettings(),
    sessions: await store.sessions.list(),
    profiles: await store.profiles.list(),
    presets: await store.presets.list(),
    history: await store.history.list(),
  };
}

/** Reads file text into an export; throws ImportError with a reason a person understands. */
export function readExport(text: string): ExportFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ImportError('This file is not a Tuffest export (it is not readable JSON).');
  }
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== EXPORT_FORMAT) {
    throw new ImportError('This file is not a Tuffest export.');
  }
  const d = data as Record<string, unknown>;
  if (typeof d.version !== 'number' || d.version > EXPORT_VERSION) {
    throw new ImportError('This export comes from a newer Tuffest; update the app first.');
  }
  for (const s of RECORD_STORES) {
    if (d[s] !== undefined && !Array.isArray(d[s])) throw new ImportError(`The ${s} part of this file is damaged.`);
  }
  return {
    format: EXPORT_FORMAT,
    version: d.version,
    exportedAt: typeof d.exportedAt === 'string' ? d.exportedAt : '',
    settings: readSettings(d.settings),
    sessions: (d.sessions as unknown[] | undefined) ?? [],
    profiles: (d.profiles as unknown[] | undefined) ?? [],
    presets: (d.presets as unknown[] | undefined) ?? [],
    history: (d.history as unknown[] | undefined) ?? [],
  };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export async function previewImport(store: Store, file: ExportFile): Promise<ImportPreview> {
  const p: ImportPreview = { added: 0, same: 0, conflicts: 0, unreadable: 0 };
  for (const s of RECORD_STORES) {
    for (const rec of file[s]) {
      if (!checks[s](rec)) {
        p.unreadable++;
        continue;
      }
      const existing = await store.backend.get(s, (rec as { id: string }).id);
      if (existing === undefined) p.added++;
      else if (same(existing, rec)) p.same++;
      else p.conflicts++;
    }
  }
  return p;
}

/** Imports readable records; conflicts follow `choice`. Settings are left as they are on this device. */
export async function importAll(store: Store, file: ExportFile, choice: ConflictChoice): Promise<ImportPreview> {
  const done: ImportPreview = { added: 0, same: 0, conflicts: 0, unreadable: 0 };
  for (const s of RECORD_STORES) {
    for (const rec of file[s]) {
      if (!checks[s](rec)) {
        done.unreadable++;
        continue;
      }
      const r = rec as { id: string };
      const existing = await store.backend.get(s, r.id);
      if (existing === undefined) {
        await store.backend.put(s, r.id, r);
        done.added++;
      } else if (same(existing, r)) {
        done.same++;
      } else {
        done.conflicts++;
        if (choice === 'replace') await store.backend.put(s, r.id, r);
        else if (choice === 'keep-both') {
          const copy = { ...r, id: newId(s.slice(0, 4)) };
          await store.backend.put(s, copy.id, copy);
        }
      }
    }
  }
  return done;
}
