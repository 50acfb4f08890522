/**
 * Importing an export file, checked record by record with the same engine
 * that will replay it, in small slices (the page stays responsive and shows
 * progress), within limits a real classroom never reaches.
 *
 * Loaded on demand by Settings (it pulls in every game's engine), never on
 * first paint.
 */
import { migrateGame } from './migrate';
import { replayMoves, type ScoreLimit } from '../core/engine';
import { tryParseGameId, type Params } from '../core/gameId';
import { engineFor } from '../games/registry';
import type { StoreName } from './backend';
import {
  isHistoryRecord,
  isPresetRecord,
  isProfileRecord,
  isSessionRecord,
  newId,
  type HistoryRecord,
  type PresetRecord,
  type ProfileRecord,
  type SessionRecord,
  type Settings,
} from './records';
import type { Store } from './store';
import { ImportError, readExport, type ConflictChoice, type ExportFile } from './transfer';

/** The largest file read (a year of daily classroom games exports to well under 1 MB). */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

/** What one record may hold; anything past these was never written by Tuffest. */
export const IMPORT_LIMITS = {
  /** Records in one file, all kinds together. */
  records: 5000,
  /** Moves in one game (a long Mathable game has a few hundred). */
  moves: 3000,
  players: 8,
  /**
   * Largest whole score either way for a game whose rules set no bound of
   * their own (a Mathable game scores a few hundred); a game that bounds its
   * scores (DiceCulus: `scoreLimit`) is checked against its rules instead.
   */
  score: 100_000,
  title: 200,
  /** Characters of a history record's game facts or a lesson's setup, as JSON. */
  extra: 4000,
  /** Timestamps are from 2020 on, and at most a day ahead of this device's clock. */
  earliest: Date.UTC(2020, 0, 1),
  aheadMs: 24 * 3600 * 1000,
} as const;

type RecordStore = Exclude<StoreName, 'settings'>;
const RECORD_STORES: readonly RecordStore[] = ['sessions', 'profiles', 'presets', 'history'];

/** Why a record in a file is left out: a catalogue key `data.why.<code>`. */
export type LeftOutWhy = 'shape' | 'unknownGame' | 'badCode' | 'otherGame' | 'movesRefused' | 'tooManyMoves' | 'badTime' | 'badScore' | 'tooBig';

export interface CheckedImport {
  file: ExportFile;
  /** The readable records with what importing them would mean here. */
  records: { store: RecordStore; record: { id: string }; verdict: 'added' | 'same' | 'conflict' }[];
  added: number;
  same: number;
  conflicts: number;
  unreadable: number;
  /** How many records are left out, by reason. */
  why: Partial<Record<LeftOutWhy, number>>;
  /**
   * The file's settings where they differ from this device's (null when the
   * file has none or they are the same): imported when the person keeps the
   * offer on, and named in the preview and in what is said after.
   */
  settings: { value: Settings; changes: SettingName[] } | null;
}

/** The settings a file can carry, in the order they are named (catalogue `data.setting.<name>`). */
export const SETTING_NAMES = ['language', 'theme', 'largeText', 'motion', 'sound', 'vibration', 'guidesSeen'] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/** Which settings differ between this device's and a file's. */
export function settingChanges(here: Settings, file: Settings): SettingName[] {
  const norm = (v: unknown): string => JSON.stringify(Array.isArray(v) ? [...v].sort() : (v ?? null));
  // A file from before the guides carries no guidesSeen: it changes nothing here.
  return SETTING_NAMES.filter((k) => file[k] !== undefined && norm(here[k]) !== norm(file[k]));
}

export interface Progress {
  done: number;
  total: number;
}

export interface SliceOptions {
  onProgress?: (p: Progress) => void;
  /** Milliseconds of work between pauses that let the page draw. */
  sliceMs?: number;
  /** This device's clock (tests pass a fixed one). */
  now?: number;
}

/** Records written in one transaction. */
const IMPORT_BATCH = 100;

/** The import could not write everything: `written` records went in before the device refused. */
export class ImportWriteError extends Error {
  override name = 'ImportWriteError';
  constructor(
    readonly written: number,
    readonly total: number,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/** Runs `work` over items, pausing every `sliceMs` so the page can draw and show progress. */
async function inSlices<T>(items: readonly T[], work: (item: T, index: number) => Promise<void> | void, options: SliceOptions): Promise<void> {
  const slice = options.sliceMs ?? 12;
  let since = Date.now();
  for (let i = 0; i < items.length; i++) {
    await work(items[i] as T, i);
    if (Date.now() - since >= slice) {
      options.onProgress?.({ done: i + 1, total: items.length });
      await new Promise((r) => setTimeout(r, 0));
      since = Date.now();
    }
  }
  options.onProgress?.({ done: items.length, total: items.length });
}

const timeOk = (t: number, now: number): boolean => t >= IMPORT_LIMITS.earliest && t <= now + IMPORT_LIMITS.aheadMs;
const jsonLength = (v: unknown): number => {
  try {
    return JSON.stringify(v)?.length ?? 0;
  } catch {
    return Infinity;
  }
};

/** Reads a code with its game's engine; the engine and params, or why not. */
function readCode(game: string, code: string): { why: LeftOutWhy } | { replay: (moves: readonly unknown[]) => boolean; scores: ScoreLimit } {
  const engine = engineFor(game);
  if (!engine) return { why: 'unknownGame' };
  const parsed = tryParseGameId(code);
  if (!parsed.ok) return { why: 'badCode' };
  if (parsed.id.game !== game) return { why: 'otherGame' };
  let params: unknown;
  try {
    params = engine.parseParams(parsed.id.params);
  } catch {
    return { why: 'badCode' };
  }
  const seed = parsed.id.seed;
  const scores = engine.scoreLimit?.(params) ?? { max: IMPORT_LIMITS.score, decimals: 0 };
  return { replay: (moves) => replayMoves(engine, params, seed, moves).rejected === null, scores };
}

/** Whether a score is one the game's rules can give: within its bound, with no more decimals than it keeps. */
export function scoreFits(score: number, limit: ScoreLimit): boolean {
  if (!Number.isFinite(score) || Math.abs(score) > limit.max) return false;
  const scaled = score * 10 ** limit.decimals;
  // 2.33 × 100 is 233.00000000000003 in binary floating point: near enough to a whole number is whole.
  return Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, Math.abs(scaled));
}

function checkSession(r: SessionRecord, now: number): LeftOutWhy | null {
  if (!timeOk(r.createdAt, now) || !timeOk(r.updatedAt, now)) return 'badTime';
  if (r.title.length > IMPORT_LIMITS.title) return 'tooBig';
  if (r.moves.length > IMPORT_LIMITS.moves) return 'tooManyMoves';
  const code = readCode(r.game, r.code);
  if ('why' in code) return code.why;
  return code.replay(r.moves) ? null : 'movesRefused';
}

function checkHistory(r: HistoryRecord, now: number): LeftOutWhy | null {
  if (!timeOk(r.finishedAt, now)) return 'badTime';
  if (r.players.length === 0 || r.players.length > IMPORT_LIMITS.players) return 'shape';
  for (const p of r.players) if (p.name.length > 60) return 'tooBig';
  if (jsonLength(r.meta) > IMPORT_LIMITS.extra) return 'tooBig';
  if (r.moves && r.moves.length > IMPORT_LIMITS.moves) return 'tooManyMoves';
  const code = readCode(r.game, r.code);
  if ('why' in code) return code.why;
  if (!r.players.every((p) => scoreFits(p.score, code.scores))) return 'badScore';
  return !r.moves || code.replay(r.moves) ? null : 'movesRefused';
}

function checkPreset(r: PresetRecord, now: number): LeftOutWhy | null {
  if (!timeOk(r.createdAt, now) || !timeOk(r.updatedAt, now)) return 'badTime';
  if (jsonLength(r.setup) > IMPORT_LIMITS.extra) return 'tooBig';
  const engine = engineFor(r.game);
  if (!engine) return 'unknownGame';
  const params = r.setup.params;
  if (params !== undefined) {
    const flat = typeof params === 'object' && params !== null && !Array.isArray(params) && Object.values(params).every((v) => typeof v === 'string');
    if (!flat) return 'badCode';
    try {
      engine.parseParams(params as Params);
    } catch {
      return 'badCode';
    }
  }
  return null;
}

function checkProfile(r: ProfileRecord, now: number): LeftOutWhy | null {
  return timeOk(r.createdAt, now) ? null : 'badTime';
}

/** Whether a record can be imported: null, or why it is left out. Never throws. */
export function checkRecord(store: RecordStore, value: unknown, now = Date.now()): LeftOutWhy | null {
  try {
    switch (store) {
      // a record saved by an earlier build is checked as this build will read it (`migrate.ts`)
      case 'sessions':
        return isSessionRecord(value) ? checkSession(migrateGame(value), now) : 'shape';
      case 'history':
        return isHistoryRecord(value) ? checkHistory(migrateGame(value), now) : 'shape';
      case 'presets':
        return isPresetRecord(value) ? checkPreset(value, now) : 'shape';
      case 'profiles':
        return isProfileRecord(value) ? checkProfile(value, now) : 'shape';
    }
  } catch {
    return 'shape';
  }
}

/** Reads a file (refusing one past the size limit before reading it). */
export async function readImportFile(file: Blob): Promise<ExportFile> {
  if (file.size > MAX_IMPORT_BYTES) throw new ImportTooBigError(file.size);
  return readImportText(await file.text());
}

export class ImportTooBigError extends ImportError {
  override name = 'ImportTooBigError';
  constructor(readonly bytes: number) {
    super('tooBig', { mb: Math.round((bytes / 1048576) * 10) / 10, max: MAX_IMPORT_BYTES / 1048576 });
  }
}

export function readImportText(text: string): ExportFile {
  if (text.length > MAX_IMPORT_BYTES) throw new ImportTooBigError(text.length);
  const file = readExport(text);
  const count = RECORD_STORES.reduce((n, s) => n + file[s].length, 0);
  if (count > IMPORT_LIMITS.records) throw new ImportTooManyError(count);
  return file;
}

export class ImportTooManyError extends ImportError {
  override name = 'ImportTooManyError';
  constructor(readonly count: number) {
    super('tooMany', { count, max: IMPORT_LIMITS.records });
  }
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Checks every record of a file and compares it with what is here. Writes nothing. */
export async function checkImport(store: Store, file: ExportFile, options: SliceOptions = {}): Promise<CheckedImport> {
  const now = options.now ?? Date.now();
  const out: CheckedImport = { file, records: [], added: 0, same: 0, conflicts: 0, unreadable: 0, why: {}, settings: null };
  if (file.settings) {
    const changes = settingChanges(await store.getSettings(), file.settings);
    if (changes.length > 0) out.settings = { value: file.settings, changes };
  }
  const all = RECORD_STORES.flatMap((name) => file[name].map((value) => ({ name, value })));
  const seen = new Set<string>();
  // What is here already, read once per kind (one read instead of one per record).
  const here = new Map<RecordStore, Map<string, unknown>>();
  for (const name of RECORD_STORES) {
    if (file[name].length > 0) here.set(name, new Map((await store.backend.getAll(name)).map((r) => [r.key, r.value])));
  }
  await inSlices(
    all,
    ({ name, value }) => {
      let why = checkRecord(name, value, now);
      const record = value as { id: string };
      // The same id twice in one file: the second is left out (it would overwrite the first).
      if (why === null && seen.has(`${name}/${record.id}`)) why = 'shape';
      if (why !== null) {
        out.unreadable++;
        out.why[why] = (out.why[why] ?? 0) + 1;
        return;
      }
      seen.add(`${name}/${record.id}`);
      const existing = here.get(name)?.get(record.id);
      const verdict = existing === undefined ? 'added' : same(existing, value) ? 'same' : 'conflict';
      if (verdict === 'added') out.added++;
      else if (verdict === 'same') out.same++;
      else out.conflicts++;
      out.records.push({ store: name, record, verdict });
    },
    options,
  );
  return out;
}

export interface ApplyOptions extends SliceOptions {
  /**
   * How the file's settings are taken on, when they are (the screen passes its
   * own, so the theme and language change at once); absent: they are left.
   */
  saveSettings?: (settings: Settings) => Promise<void>;
}

/**
 * Writes a checked import: new records, and conflicts as chosen, then the
 * file's settings when `saveSettings` is given. Returns how many records were
 * written (new ones, replaced ones and kept-both copies) and which settings
 * were taken on. Throws ImportWriteError (with how many went in) when the
 * device refuses a write.
 */
export async function applyImport(
  store: Store,
  checked: CheckedImport,
  choice: ConflictChoice,
  options: ApplyOptions = {},
): Promise<{ imported: number; settings: SettingName[] }> {
  const writes: { store: RecordStore; record: { id: string } }[] = [];
  for (const { store: name, record, verdict } of checked.records) {
    if (verdict === 'added' || (verdict === 'conflict' && choice === 'replace')) writes.push({ store: name, record });
    else if (verdict === 'conflict' && choice === 'keep-both') writes.push({ store: name, record: { ...record, id: newId(name.slice(0, 4)) } });
  }
  // Written in batches of one kind, one transaction each: a batch goes in whole or not at all.
  const batches: { store: RecordStore; records: { id: string }[] }[] = [];
  for (const w of writes) {
    const last = batches.at(-1);
    if (last && last.store === w.store && last.records.length < IMPORT_BATCH) last.records.push(w.record);
    else batches.push({ store: w.store, records: [w.record] });
  }
  let written = 0;
  try {
    await inSlices(
      batches,
      async (b) => {
        await store.backend.putMany(
          b.store,
          b.records.map((record) => ({ key: record.id, value: record })),
        );
        written += b.records.length;
        options.onProgress?.({ done: written, total: writes.length });
      },
      { ...options, onProgress: undefined },
    );
  } catch (e) {
    throw new ImportWriteError(written, writes.length, e);
  }
  let settings: SettingName[] = [];
  if (checked.settings && options.saveSettings) {
    try {
      await options.saveSettings(checked.settings.value);
    } catch (e) {
      throw new ImportWriteError(written, writes.length, e);
    }
    settings = checked.settings.changes;
  }
  return { imported: written, settings };
}
