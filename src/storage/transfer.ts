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

type Verdict = 'unreadable' | 'added' | 'same' | 'conflict';

/** Visits every record of a file with what importing it would mean here. */
async function classify(
  store: Store,
  file: ExportFile,
  visit: (verdict: Verdict, name: RecordStore, record: { id: string }) => Promise<void> | void,
): Promise<ImportPreview> {
  const tally: ImportPreview = { added: 0, same: 0, conflicts: 0, unreadable: 0 };
  for (const name of RECORD_STORES) {
    for (const rec of file[name]) {
      let verdict: Verdict;
      if (!checks[name](rec)) verdict = 'unreadable';
      else {
        const existing = await store.backend.get(name, (rec as { id: string }).id);
        verdict = existing === undefined ? 'added' : same(existing, rec) ? 'same' : 'conflict';
      }
      if (verdict === 'conflict') tally.conflicts++;
      else tally[verdict]++;
      await visit(verdict, name, rec as { id: string });
    }
  }
  return tally;
}

export function previewImport(store: Store, file: ExportFile): Promise<ImportPreview> {
  return classify(store, file, () => undefined);
}

/** Imports readable records; conflicts follow `choice`. Settings are left as they are on this device. */
export function importAll(store: Store, file: ExportFile, choice: ConflictChoice): Promise<ImportPreview> {
  return classify(store, file, async (verdict, name, rec) => {
    if (verdict === 'added' || (verdict === 'conflict' && choice === 'replace')) {
      await store.backend.put(name, rec.id, rec);
    } else if (verdict === 'conflict' && choice === 'keep-both') {
      const copy = { ...rec, id: newId(name.slice(0, 4)) };
      await store.backend.put(name, copy.id, copy);
    }
  });
}
