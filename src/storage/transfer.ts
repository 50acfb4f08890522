/**
 * Export all data as one JSON file, and read such a file back. Importing it
 * (each record checked with its game's engine, conflicts decided by the
 * person: keep both, replace, or skip — nothing overwritten silently) is in
 * importer.ts, loaded on demand.
 */
import type { StoreName } from './backend';
import { readSettings, type Settings } from './records';
import type { Store } from './store';

export const EXPORT_FORMAT = 'tuffest-export';
export const EXPORT_VERSION = 1;

type RecordStore = Exclude<StoreName, 'settings'>;
const RECORD_STORES: readonly RecordStore[] = ['sessions', 'profiles', 'presets', 'history'];

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
