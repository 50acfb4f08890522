/**
 * What Tuffest keeps on the device, and shape checks for each record: a
 * record that fails its check (corrupted or written by a stranger) is
 * skipped and reported, never allowed to crash a screen.
 */

export type SessionStatus = 'active' | 'finished';

/** A game in progress or finished: params + seed (the code) + moves. */
export interface SessionRecord {
  id: string;
  /** The game's engine id ('tuf', 'tally', 'mathable', 'words', 'wordsrotary', 'diceculus': src/games/registry.ts). */
  game: string;
  /** The game id `game:params#seed` that deals the game. */
  code: string;
  /** Moves in order; replaying them on `code` gives the current state. */
  moves: unknown[];
  status: SessionStatus;
  /** A short line for the resume button, e.g. "Game 2 · round 3 of 5". */
  title: string;
  createdAt: number;
  updatedAt: number;
  /** Screen state worth keeping across a reload that is not a move (e.g. which seat is looking). */
  view?: unknown;
  /**
   * The class lesson this game was started from on a student's device, with the
   * name the student gave (`{ lesson, student }`, src/ui/class/start.ts); absent
   * for every other game and for games saved by earlier builds.
   */
  lesson?: unknown;
  /**
   * A live lesson's race (TUF, TUF words played across tablets) once the class finished it: the class race as this
   * device rebuilt it (src/games/race/live.ts `KeptClassRace`, versioned), so the game is finished and reopens to the
   * class's results with no class server. Absent for every other game (and while the class race is played).
   */
  live?: unknown;
  /** The saved-game schema it was written under (`migrate.ts`; absent: 1, before versions). */
  schema?: number;
  /**
   * How many times the record was written as the game went on (absent in
   * records of earlier builds: 0). A tab writes a move only while the record
   * still has the revision it last read or wrote (`Store.saveSession`).
   */
  rev?: number;
}

/** A session record's revision (0 for records of earlier builds, and for anything else). */
export function revisionOf(v: unknown): number {
  return isObj(v) && typeof v.rev === 'number' && Number.isInteger(v.rev) && v.rev >= 0 ? v.rev : 0;
}

export interface ProfileRecord {
  id: string;
  name: string;
  createdAt: number;
}

/**
 * A teacher's saved lesson: a named game setup shared as a code (and a
 * game's other kept setups, e.g. TUF words' class word list: `setup.kind`).
 * A lesson's `setup.params` are its game's settings as its game id writes
 * them (`src/class/saved.ts`).
 */
export interface PresetRecord {
  id: string;
  name: string;
  game: string;
  /** The game's own setup, as plain data. */
  setup: Record<string, unknown>;
  createdAt: number;
  updatedAt: number;
  /**
   * A lesson's fixed seed: every device that opens it plays the same rolls.
   * Absent in lessons saved by earlier builds (TUF, TUF words): given one the
   * first time the lesson is opened, and kept (`src/class/saved.ts`).
   */
  seed?: string;
}

export interface HistoryPlayer {
  name: string;
  score: number;
  computer?: boolean;
}

/** A finished game, kept for history and halls of fame. */
export interface HistoryRecord {
  id: string;
  game: string;
  code: string;
  finishedAt: number;
  players: HistoryPlayer[];
  /** Game-specific facts, e.g. { hintsUsed: true } or { rounds: 5 }. */
  meta: Record<string, unknown>;
  moves?: unknown[];
  /** The saved-game schema it was written under (`migrate.ts`; absent: 1, before versions). */
  schema?: number;
}

export type ThemeSetting = 'system' | 'light' | 'dark';
export type MotionSetting = 'system' | 'reduce' | 'full';

/** The interface's language: 'device' follows `navigator.languages` (the first start's choice); the rest are a person's choice. */
export type LanguageSetting = 'device' | 'en' | 'fr' | 'es';
export const LANGUAGE_SETTINGS: readonly LanguageSetting[] = ['device', 'en', 'fr', 'es'];

export interface Settings {
  language: LanguageSetting;
  sound: boolean;
  vibration: boolean;
  motion: MotionSetting;
  theme: ThemeSetting;
  largeText: boolean;
  /**
   * Games whose guided first round was played, skipped or turned down (game
   * ids, e.g. 'tuf'): its offer is not shown again unless asked for from How
   * to play. Absent in settings saved before the guides: none seen.
   */
  guidesSeen?: string[];
}

export const defaultSettings: Settings = {
  language: 'device',
  sound: true,
  vibration: true,
  motion: 'system',
  theme: 'system',
  largeText: false,
};

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown, max = 2000): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

export function isSessionRecord(v: unknown): v is SessionRecord {
  return (
    isObj(v) &&
    isStr(v.id, 100) &&
    isStr(v.game, 30) &&
    isStr(v.code, 1000) &&
    Array.isArray(v.moves) &&
    (v.status === 'active' || v.status === 'finished') &&
    typeof v.title === 'string' &&
    isTime(v.createdAt) &&
    isTime(v.updatedAt) &&
    (v.rev === undefined || (typeof v.rev === 'number' && Number.isInteger(v.rev) && v.rev >= 0))
  );
}

export function isProfileRecord(v: unknown): v is ProfileRecord {
  return isObj(v) && isStr(v.id, 100) && isStr(v.name, 60) && isTime(v.createdAt);
}

export function isPresetRecord(v: unknown): v is PresetRecord {
  return isObj(v) && isStr(v.id, 100) && isStr(v.name, 80) && isStr(v.game, 30) && isObj(v.setup) && isTime(v.createdAt) && isTime(v.updatedAt);
}

export function isHistoryRecord(v: unknown): v is HistoryRecord {
  return (
    isObj(v) &&
    isStr(v.id, 100) &&
    isStr(v.game, 30) &&
    typeof v.code === 'string' &&
    isTime(v.finishedAt) &&
    Array.isArray(v.players) &&
    v.players.every((p) => isObj(p) && typeof p.name === 'string' && typeof p.score === 'number') &&
    isObj(v.meta) &&
    (v.moves === undefined || Array.isArray(v.moves))
  );
}

/** Settings are merged over the defaults field by field: a bad field falls back alone. */
export function readSettings(v: unknown): Settings {
  const s: Settings = { ...defaultSettings };
  if (!isObj(v)) return s;
  // Earlier builds stored 'en' (the only language there was); it reads as a choice of English.
  if ((LANGUAGE_SETTINGS as readonly unknown[]).includes(v.language)) s.language = v.language as LanguageSetting;
  if (typeof v.sound === 'boolean') s.sound = v.sound;
  if (typeof v.vibration === 'boolean') s.vibration = v.vibration;
  if (v.motion === 'system' || v.motion === 'reduce' || v.motion === 'full') s.motion = v.motion;
  if (v.theme === 'system' || v.theme === 'light' || v.theme === 'dark') s.theme = v.theme;
  if (typeof v.largeText === 'boolean') s.largeText = v.largeText;
  if (Array.isArray(v.guidesSeen)) {
    const seen = v.guidesSeen.filter((g): g is string => typeof g === 'string' && /^[a-z][a-z0-9]{0,15}$/.test(g));
    s.guidesSeen = [...new Set(seen)].slice(0, 20);
  }
  return s;
}

/** A fresh record id (time + randomness from the platform; ids never feed a game's dealing). */
export function newId(prefix: string): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  const rand = Array.from(bytes, (b) => b.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 8);
  return `${prefix}-${Date.now().toString(36)}-${rand}`;
}

/**
 * The one history-id scheme: a finished game's record is `history-<session id>`,
 * so saving it again (a results code added later, a reopened game) replaces it.
 * Earlier builds used the session id itself (Mathable) or `hist-<session id>` (TUF).
 */
export const historyId = (sessionId: string): string => `history-${sessionId}`;

/** Ids earlier builds gave the same session's history record (removed when the record is saved again). */
export const legacyHistoryIds = (sessionId: string): string[] => [sessionId, `hist-${sessionId}`];
