/**
 * A round of Tally Rally as an engine: params + seed give the board, moves
 * (plain data) fill the players' tally sheets, and scoring strikes every
 * equation that another player also found (an equation and its inverses
 * count as one).
 *
 * Modes are all the same engine: solo (one person and computer players),
 * pass-the-tablet (several people take turns on one device, each with their
 * own three minutes) and several devices (each device plays its own people,
 * then imports the others' results codes).
 */
import { IllegalMoveError, refusal, type GameEngine, type Refusal, type RefusalVars } from '../../core/engine';
import { within } from '../../core/refusal';
import type { Params } from '../../core/gameId';
import { boardFromSeed, boardIssue, formatBoard, isCell, parseBoard, type Board, type BoardIssue } from './board';
import { checkEquation, prettyText, reason, type Reason } from './equation';
import { decodeResults, type ResultsIssue } from './codes';

export type Level = 'easy' | 'medium' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard'];

export interface TallyParams {
  /** Whether brackets may be written (off by default, as the rules say). */
  parens: boolean;
  /** Length of the sand timer, in seconds (180 in the box). */
  seconds: number;
  /** A board typed in from a physical game, or null to draw it from the seed. */
  board: string | null;
  /**
   * Whether writers may ask for hints (the teacher's or setup's choice, code `h=1`/`h=0`).
   * Null: not stated (rounds and codes from before the setting), read as the
   * old rule — hints only for the one person playing against computer players.
   */
  hints?: boolean | null;
}

export const DEFAULT_PARAMS: TallyParams = { parens: false, seconds: 180, board: null };

/** Whether hints may be asked for in this round (`hints` unset: only one person against computer players). */
export function hintsAllowed(s: Pick<TallyState, 'params' | 'players'>): boolean {
  const h = s.params.hints;
  if (h === true || h === false) return h;
  return s.players.filter((p) => p.kind !== 'bot').length === 1 && s.players.some((p) => p.kind === 'bot');
}
export const MAX_PLAYERS = 8;
export const MAX_NAME = 20;

export interface Player {
  name: string;
  kind: 'human' | 'bot' | 'remote';
  level?: Level;
  /** A remote player: the device and name in their results code (the shown name may differ, to tell two "Me"s apart). */
  from?: { device: string; name: string };
}

export interface Entry {
  cells: number[];
  /** Canonical text, e.g. "4+4=8". */
  text: string;
  /** Scoring key shared by inverses. */
  key: string;
  tiles: number;
  /** Milliseconds from the writer's "go" to this equation's add (absent: added without a time, or saved before times were kept). */
  ms?: number;
}

export interface TallyState {
  params: TallyParams;
  seed: string;
  board: Board;
  players: Player[];
  sheets: Entry[][];
  /** The person writing now, and when their timer started (ms since 1970). */
  turn: { player: number; startedAt: number } | null;
  /** Whether each player's sheet is finished. */
  done: boolean[];
  over: boolean;
  /** Hints shown to each player (absent in rounds saved before hints were moves). */
  hints?: number[];
}

/** How many hints a player was shown. */
export const hintsOf = (s: Pick<TallyState, 'hints'>, p: number): number => s.hints?.[p] ?? 0;

export type TallyMove =
  | { t: 'join'; name: string; bot?: Level }
  | { t: 'go'; p: number; at: number }
  /** `at` (ms since 1970): when it was written; after the timer has run out it is refused. Saves from before `at` still replay. */
  | { t: 'add'; p: number; cells: number[]; eq: string; at?: number }
  | { t: 'drop'; p: number; i: number; at?: number }
  | { t: 'stop'; p: number; at?: number }
  /**
   * A hint was shown to the writer; saved so the results and the results code can say so.
   * Step 1 (or no step, as saved before steps): the tiles of an equation and where its "=" goes;
   * step 2: the whole equation with its signs.
   */
  | { t: 'hint'; p: number; cells: number[]; at?: number; step?: 1 | 2 }
  | { t: 'bot'; p: number; entries: { cells: number[]; eq: string }[] }
  | { t: 'import'; code: string }
  | { t: 'rename'; p: number; name: string }
  | { t: 'end' };

/** An equation refused: its refusal is the equation's reason (code and values, `tally.refuse.<code>`). */
export class EquationRefused extends IllegalMoveError {
  override name = 'EquationRefused';
}

export function cleanName(name: string): string {
  return name
    .replace(/[^\p{L}\p{N} '-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME);
}

/** Why a board code's settings cannot be used (`tally.refuse.params.<code>`); a board that is not one carries the board's own refusal as its cause. */
export type ParamsIssue = Refusal<'brackets' | 'timer' | 'hints' | 'unknown'> | (Refusal<'board'> & { readonly cause: BoardIssue });

/** What a board code may ask for: the sand timer runs 1 to 10 minutes (the box's glass is 3). */
export const TIMER_LIMITS = { min: 60, max: 600 } as const;
/** What a saved round may hold: earlier builds took 10 s to 1 hour, and their saved rounds still open. */
export const SAVED_TIMER_LIMITS = { min: 10, max: 3600 } as const;

/**
 * Reads a board code's settings, or says (with a code for the catalogue) why
 * they cannot be used. `fromCode`: the settings come from a code someone
 * shared (bounded to what a teacher would set, TIMER_LIMITS); otherwise from a
 * saved round, which keeps what any earlier build saved (SAVED_TIMER_LIMITS).
 */
export function readParams(p: Params, options: { fromCode?: boolean } = {}): { ok: true; params: TallyParams } | { ok: false; refusal: ParamsIssue } {
  const limits = options.fromCode === true ? TIMER_LIMITS : SAVED_TIMER_LIMITS;
  const out: TallyParams = { ...DEFAULT_PARAMS };
  for (const [k, v] of Object.entries(p)) {
    if (k === 'p') {
      if (v !== '0' && v !== '1') return { ok: false, refusal: { code: 'brackets', vars: {} } };
      out.parens = v === '1';
    } else if (k === 's') {
      if (!/^\d{1,4}$/.test(v) || Number(v) < limits.min || Number(v) > limits.max) return { ok: false, refusal: { code: 'timer', vars: { ...limits } } };
      out.seconds = Number(v);
    } else if (k === 'h') {
      if (v !== '0' && v !== '1') return { ok: false, refusal: { code: 'hints', vars: {} } };
      out.hints = v === '1';
    } else if (k === 'b') {
      const issue = boardIssue(v);
      if (issue) return { ok: false, refusal: { code: 'board', vars: issue.vars, cause: issue } };
      out.board = v;
    } else return { ok: false, refusal: { code: 'unknown', vars: { key: k } } };
  }
  return { ok: true, params: out };
}

/** A params issue as the engine refuses it: `board.<code>` for a board that is not one, else `params.<code>` (`tally.refuse.…`). */
export const paramsRefusal = (issue: ParamsIssue): Refusal => (issue.code === 'board' ? within('board', issue.cause) : within('params', issue));

function parseParams(p: Params): TallyParams {
  const r = readParams(p);
  if (!r.ok) {
    const why = paramsRefusal(r.refusal);
    throw new IllegalMoveError(why.code, why.vars);
  }
  return r.params;
}

function formatParams(p: TallyParams): Params {
  const out: Params = { p: p.parens ? '1' : '0', s: String(p.seconds) };
  if (p.board) out.b = p.board;
  if (p.hints === true || p.hints === false) out.h = p.hints ? '1' : '0';
  return out;
}

export function initRound(params: TallyParams, seed: string): TallyState {
  const board = params.board ? parseBoard(params.board) : boardFromSeed(seed);
  return { params, seed, board, players: [], sheets: [], turn: null, done: [], over: false };
}

const refuse = (code: string, vars: Record<string, string | number> = {}): never => {
  throw new IllegalMoveError(code, vars);
};

/** Whether `at` is after the writer's sand timer ran out (moves from saves without `at` are not checked). */
function afterTime(s: TallyState, at: number | undefined): boolean {
  return at !== undefined && s.turn !== null && at > s.turn.startedAt + s.params.seconds * 1000;
}

function playerAt(s: TallyState, p: number): Player {
  const player = s.players[p];
  if (!Number.isInteger(p) || !player) return refuse('noPlayer');
  return player;
}

/** Checks an equation for a sheet: valid, and not already there in any form. */
export function checkForSheet(
  s: TallyState,
  sheet: readonly Entry[],
  cells: readonly number[],
  eq: string,
): { ok: true; entry: Entry } | { ok: false; reason: Reason; sameAs?: string } {
  const v = checkEquation(s.board, cells, eq, s.params.parens);
  if (!v.valid || !v.key) return { ok: false, reason: v.reason ?? reason('empty') };
  const twin = sheet.find((e) => e.key === v.key);
  if (twin) {
    const pretty = prettyText(twin.text);
    return { ok: false, sameAs: twin.text, reason: reason(twin.text === v.text ? 'onSheet' : 'inverseOnSheet', { text: pretty }) };
  }
  return { ok: true, entry: { cells: [...cells], text: v.text, key: v.key, tiles: v.tiles } };
}

function addEntry(s: TallyState, p: number, cells: readonly number[], eq: string): TallyState {
  const sheet = s.sheets[p] ?? [];
  const r = checkForSheet(s, sheet, cells, eq);
  if (!r.ok) throw new EquationRefused(r.reason.code, r.reason.vars);
  return withEntry(s, p, r.entry);
}

function withEntry(s: TallyState, p: number, entry: Entry): TallyState {
  const sheets = s.sheets.slice();
  sheets[p] = [...(s.sheets[p] ?? []), entry];
  return { ...s, sheets };
}

/** An `add` move without its tag: what the writer puts on their sheet, and when. */
export type AddMove = Omit<Extract<TallyMove, { t: 'add' }>, 't'>;

/**
 * Whether the writer's sheet takes an equation now: the entry it would gain,
 * or why not (the round over, not this player's turn, the sand run out, or
 * the equation's own reason: not valid, or already on the sheet in some
 * form, with that reason as `reason`). The one rule `apply` ('add') and the
 * play screen's Add both read: the screen asks it instead of applying the
 * move to learn whether it would be refused.
 */
type AddVerdict = { ok: true; entry: Entry } | { ok: false; refusal: Refusal; reason?: Reason };

/**
 * The last add checked and its verdict: a screen checks an add (to refuse it before saving) and then applies the
 * same move to the same state, which checks it again; the equation is then read once. Keyed by the state object
 * and the move's values (copied, not the move object, which its owner could change), so the verdict is always the
 * one a fresh check gives.
 */
let lastAdd: { s: TallyState; p: number; at: number | undefined; eq: string; cells: readonly number[]; verdict: AddVerdict } | null = null;

export function addCheck(s: TallyState, m: AddMove): AddVerdict {
  const k = lastAdd;
  if (k && k.s === s && k.p === m.p && k.at === m.at && k.eq === m.eq && k.cells.length === m.cells.length && k.cells.every((c, i) => c === m.cells[i]))
    return k.verdict;
  const verdict = checkAdd(s, m);
  lastAdd = { s, p: m.p, at: m.at, eq: m.eq, cells: [...m.cells], verdict };
  return verdict;
}

function checkAdd(s: TallyState, m: AddMove): AddVerdict {
  const no = (code: string, vars: Record<string, string | number> = {}) => ({ ok: false as const, refusal: refusal(code, vars) });
  if (s.over) return no('roundOver');
  if (!Number.isInteger(m.p) || !s.players[m.p]) return no('noPlayer');
  if (!s.turn || s.turn.player !== m.p) return no('notYourTurn');
  if (afterTime(s, m.at)) return no('timeUp');
  const r = checkForSheet(s, s.sheets[m.p] ?? [], m.cells, m.eq);
  if (!r.ok) return { ok: false, refusal: refusal(r.reason.code, r.reason.vars), reason: r.reason };
  // when it was written, from the start of the writer's sand timer (a lesson's result gives each equation's time)
  const ms = m.at !== undefined && Number.isFinite(m.at) ? Math.max(0, m.at - s.turn.startedAt) : undefined;
  return ms === undefined ? r : { ...r, entry: { ...r.entry, ms } };
}

export function applyMove(s: TallyState, m: TallyMove): TallyState {
  // Results codes from other devices may still arrive after the results are shown, and names may still be changed.
  if (s.over && m.t !== 'import' && m.t !== 'rename') refuse('roundOver');
  switch (m.t) {
    case 'join': {
      if (s.players.length >= MAX_PLAYERS) refuse('full', { n: MAX_PLAYERS });
      const name = cleanName(m.name);
      if (name === '') refuse('needName');
      if (s.players.some((pl) => pl.name.toLowerCase() === name.toLowerCase())) refuse('nameTaken', { name });
      if (m.bot !== undefined && !LEVELS.includes(m.bot)) refuse('badLevel');
      const player: Player = m.bot ? { name, kind: 'bot', level: m.bot } : { name, kind: 'human' };
      return { ...s, players: [...s.players, player], sheets: [...s.sheets, []], done: [...s.done, false] };
    }
    case 'go': {
      const pl = playerAt(s, m.p);
      if (pl.kind !== 'human') refuse('notHere', { name: pl.name });
      if (s.turn) refuse('stillWriting', { name: s.players[s.turn.player]?.name ?? '' });
      if (s.done[m.p]) refuse('alreadyPlayed', { name: pl.name });
      if (!Number.isFinite(m.at)) refuse('badTime');
      return { ...s, turn: { player: m.p, startedAt: m.at } };
    }
    case 'add': {
      const r = addCheck(s, m);
      if (!r.ok) throw r.reason ? new EquationRefused(r.reason.code, r.reason.vars) : new IllegalMoveError(r.refusal.code, r.refusal.vars);
      return withEntry(s, m.p, r.entry);
    }
    case 'drop': {
      playerAt(s, m.p);
      if (!s.turn || s.turn.player !== m.p) refuse('notYourTurn');
      if (afterTime(s, m.at)) refuse('timeUp');
      const sheet = s.sheets[m.p] ?? [];
      if (!Number.isInteger(m.i) || m.i < 0 || m.i >= sheet.length) refuse('noEquation');
      const sheets = s.sheets.slice();
      sheets[m.p] = sheet.filter((_, i) => i !== m.i);
      return { ...s, sheets };
    }
    case 'hint': {
      playerAt(s, m.p);
      if (!s.turn || s.turn.player !== m.p) refuse('notYourTurn');
      if (afterTime(s, m.at)) refuse('timeUp');
      // a round whose setting says nothing (saved before it) keeps the hints it was shown
      if (s.params.hints === false) refuse('hintsOff');
      const hints = s.players.map((_, i) => hintsOf(s, i));
      hints[m.p] = (hints[m.p] ?? 0) + 1;
      return { ...s, hints };
    }
    case 'stop': {
      playerAt(s, m.p);
      if (!s.turn || s.turn.player !== m.p) refuse('notWriting');
      const done = s.done.slice();
      done[m.p] = true;
      return { ...s, turn: null, done };
    }
    case 'bot': {
      const pl = playerAt(s, m.p);
      if (pl.kind !== 'bot') refuse('notBot', { name: pl.name });
      if (s.done[m.p]) refuse('alreadyPlayed', { name: pl.name });
      let next = s;
      for (const e of m.entries) next = addEntry(next, m.p, e.cells, e.eq);
      const done = next.done.slice();
      done[m.p] = true;
      return { ...next, done };
    }
    case 'import': {
      const r = checkImport(s, m.code);
      if (!r.ok) {
        const why = within('import', r.refusal);
        throw new IllegalMoveError(why.code, why.vars, why.cause ? { cause: why.cause } : {});
      }
      // hints the other device's player was shown travel in the code (`~h<n>`)
      const withHints = r.hints > 0 || s.hints !== undefined ? { hints: [...s.players.map((_, i) => hintsOf(s, i)), r.hints] } : {};
      return {
        ...s,
        ...withHints,
        players: [...s.players, { name: r.name, kind: 'remote', ...(r.from.device ? { from: r.from } : {}) }],
        sheets: [...s.sheets, r.entries],
        done: [...s.done, true],
      };
    }
    case 'rename': {
      playerAt(s, m.p);
      const name = cleanName(m.name);
      if (name === '') refuse('needName');
      if (s.players.some((pl, i) => i !== m.p && pl.name.toLowerCase() === name.toLowerCase())) refuse('nameTaken', { name });
      return { ...s, players: s.players.map((pl, i) => (i === m.p ? { ...pl, name } : pl)) };
    }
    case 'end': {
      if (s.turn) refuse('stillWriting', { name: s.players[s.turn.player]?.name ?? '' });
      if (s.players.length === 0) refuse('nobodyPlayed');
      return { ...s, over: true, done: s.done.map(() => true) };
    }
  }
}

export type ImportIssueCode = ResultsIssue | 'otherBoard' | 'otherBrackets' | 'full' | 'alreadyIn' | 'badEquation' | 'ownCode';

/**
 * Why a results code cannot be added: a code and values for the catalogue
 * (`tally.refuse.import.<code>`), and for a bad equation the equation's own reason as its cause.
 */
export type ImportIssue = Refusal<ImportIssueCode>;

/** A name not yet used in the round: the name itself, else "name 2", "name 3", … */
export function freeName(s: Pick<TallyState, 'players'>, name: string): string {
  const taken = (n: string) => s.players.some((pl) => pl.name.toLowerCase() === n.toLowerCase());
  if (!taken(name)) return name;
  for (let k = 2; ; k++) {
    const tail = ` ${k}`;
    const n = name.slice(0, MAX_NAME - tail.length).trimEnd() + tail;
    if (!taken(n)) return n;
  }
}

/**
 * Checks another device's results code against this round: same board and
 * settings, not added before, equations that hold. A version-2 code is told
 * apart by its device, so a name already in the round is shown as "name 2";
 * `ownDevice` refuses this device's own codes.
 */
export function checkImport(
  s: TallyState,
  code: string,
  ownDevice = '',
): { ok: true; name: string; from: { device: string; name: string }; entries: Entry[]; hints: number } | { ok: false; refusal: ImportIssue } {
  const fail = (c: ImportIssueCode, vars: RefusalVars = {}, cause?: Reason) => ({ ok: false as const, refusal: refusal(c, vars, cause) });
  const r = decodeResults(code);
  if (!r.ok) return fail(r.code, r.vars);
  if (r.value.board !== formatBoard(s.board)) return fail('otherBoard');
  if (r.value.parens !== s.params.parens) return fail('otherBrackets');
  if (s.players.length >= MAX_PLAYERS) return fail('full', { n: MAX_PLAYERS });
  const sent = cleanName(r.value.name) || 'Player';
  const device = r.value.device;
  if (device && device === ownDevice) return fail('ownCode', { name: sent });
  const again = device
    ? s.players.some((pl) => pl.from?.device === device && pl.from.name.toLowerCase() === sent.toLowerCase())
    : s.players.some((pl) => pl.name.toLowerCase() === sent.toLowerCase());
  if (again) return fail('alreadyIn', { name: sent });
  const name = device ? freeName(s, sent) : sent;
  const entries: Entry[] = [];
  for (const e of r.value.entries) {
    const c = checkForSheet(s, entries, e.cells, e.eq);
    if (!c.ok) return fail('badEquation', { name, eq: e.eq }, c.reason);
    entries.push(c.entry);
  }
  return { ok: true, name, from: { device, name: sent }, entries, hints: r.value.hints };
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const optionalTime = (v: unknown): boolean => v === undefined || (typeof v === 'number' && Number.isFinite(v));
const isCells = (v: unknown): v is number[] => Array.isArray(v) && v.length <= 16 && v.every(isCell);

export function isTallyMove(v: unknown): v is TallyMove {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  switch (m.t) {
    case 'join':
      return typeof m.name === 'string' && (m.bot === undefined || (typeof m.bot === 'string' && LEVELS.includes(m.bot as Level)));
    case 'go':
      return isInt(m.p) && typeof m.at === 'number';
    case 'add':
      return isInt(m.p) && isCells(m.cells) && typeof m.eq === 'string' && optionalTime(m.at);
    case 'drop':
      return isInt(m.p) && isInt(m.i) && optionalTime(m.at);
    case 'stop':
      return isInt(m.p) && optionalTime(m.at);
    case 'hint':
      return isInt(m.p) && isCells(m.cells) && optionalTime(m.at) && (m.step === undefined || m.step === 1 || m.step === 2);
    case 'bot':
      return (
        isInt(m.p) &&
        Array.isArray(m.entries) &&
        m.entries.every(
          (e: unknown) => typeof e === 'object' && e !== null && isCells((e as { cells?: unknown }).cells) && typeof (e as { eq?: unknown }).eq === 'string',
        )
      );
    case 'import':
      return typeof m.code === 'string';
    case 'rename':
      return isInt(m.p) && typeof m.name === 'string';
    case 'end':
      return true;
    default:
      return false;
  }
}

export const tallyEngine: GameEngine<TallyParams, TallyState, TallyMove> = {
  id: 'tally',
  parseParams,
  formatParams,
  init: initRound,
  apply: applyMove,
  isMove: isTallyMove,
};

// ---------------------------------------------------------------------------
// Scoring

export interface ScoredEntry extends Entry {
  /** Other players who found the same equation (or an inverse of it). */
  sharedWith: number[];
  struck: boolean;
  points: number;
}

export interface ScoredPlayer {
  player: Player;
  entries: ScoredEntry[];
  total: number;
}

/** Every sheet with duplicates struck: one point per tile for equations nobody else found. */
export function scoreRound(s: Pick<TallyState, 'players' | 'sheets'>): ScoredPlayer[] {
  const owners = new Map<string, number[]>();
  s.sheets.forEach((sheet, p) => {
    for (const e of sheet) {
      const list = owners.get(e.key) ?? [];
      if (!list.includes(p)) list.push(p);
      owners.set(e.key, list);
    }
  });
  return s.players.map((player, p) => {
    const entries = (s.sheets[p] ?? []).map((e) => {
      const sharedWith = (owners.get(e.key) ?? []).filter((q) => q !== p);
      const struck = sharedWith.length > 0;
      return { ...e, sharedWith, struck, points: struck ? 0 : e.tiles };
    });
    return { player, entries, total: entries.reduce((a, e) => a + e.points, 0) };
  });
}

/** Indices of the players with the highest total (several when tied). */
export function winners(scored: readonly ScoredPlayer[]): number[] {
  const best = Math.max(...scored.map((s) => s.total));
  return scored.flatMap((s, i) => (s.total === best ? [i] : []));
}
