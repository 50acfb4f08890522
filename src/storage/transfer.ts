/**
 * Export all data as one JSON file, and read such a file back. Importing it
 * (each record checked with its game's engine, conflicts decided by the
 * person: keep both, replace, or skip — nothing overwritten silently) is in
 * importer.ts, loaded on demand.
 */
import { RefusalError, type RefusalVars } from '../core/engine';
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
  /** The settings as exported; null in a file read without any. */
  settings: Settings | null;
  sessions: unknown[];
  profiles: unknown[];
  presets: unknown[];
  history: unknown[];
}

/**
 * Why a file cannot be imported: a code with values (`refusal`), worded by the
 * catalogue under `data.refuse.<code>`; the message is the code, never a sentence.
 */
export class ImportError extends RefusalError {
  override name = 'ImportError';
  constructor(code: ImportRefusal, vars: RefusalVars = {}) {
    super(code, vars);
  }
}

/** The codes an import is refused with (`data.refuse.<code>`). */
export const IMPORT_REFUSALS = ['notJson', 'notExport', 'newerVersion', 'badVersion', 'damagedPart', 'tooBig', 'tooMany'] as const;
export type ImportRefusal = (typeof IMPORT_REFUSALS)[number];

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

/**
 * The file's version: a whole number from 1, written as a number or as its
 * digits in a string (a file passed through a spreadsheet or another tool
 * may quote it: "1"); null when it is neither.
 */
function readVersion(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,9}(\.0*)?\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** Reads file text into an export; throws ImportError with the reason as a code. */
export function readExport(text: string): ExportFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ImportError('notJson');
  }
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== EXPORT_FORMAT) {
    throw new ImportError('notExport');
  }
  const d = data as Record<string, unknown>;
  const version = readVersion(d.version);
  if (version === null) throw new ImportError('badVersion');
  if (version > EXPORT_VERSION) throw new ImportError('newerVersion', { version });
  for (const s of RECORD_STORES) {
    if (d[s] !== undefined && !Array.isArray(d[s])) throw new ImportError('damagedPart', { part: s });
  }
  return {
    format: EXPORT_FORMAT,
    version,
    exportedAt: typeof d.exportedAt === 'string' ? d.exportedAt : '',
    settings: d.settings === undefined ? null : readSettings(d.settings),
    sessions: (d.sessions as unknown[] | undefined) ?? [],
    profiles: (d.profiles as unknown[] | undefined) ?? [],
    presets: (d.presets as unknown[] | undefined) ?? [],
    history: (d.history as unknown[] | undefined) ?? [],
  };
}
