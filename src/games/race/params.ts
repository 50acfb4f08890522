/**
 * The table's own params, read and written once for every race game: people
 * on the device (`h`), computer seats one letter a level (`c`), the glasses
 * preset (`t`: standard, or the Quick variation), solitaire minutes (`m`) and
 * rounds (`r`), plus the small readers a game's own keys use (`intIn`,
 * `flagOf`). A game's params module reads its own keys around these, with its
 * own limits and defaults. DOM-free.
 *
 * One error type for every race game's params (`RaceParamsError`): a code
 * `params.<what>` with values, worded under `<game>.refuse.params.<what>`;
 * `vars.setting`, when given, is the key (worded under `<game>.param.<key>`).
 */
import { RefusalError } from '../../core/engine';
import type { Params } from '../../core/gameId';
import { MAX_SEATS, TIMER_PRESETS, type ComputerLevel, type SeatInfo, type TimerPreset } from './types';

/** Params that cannot be read: a code (`params.<what>`) and its values, never words. */
export class RaceParamsError extends RefusalError {
  override name = 'RaceParamsError';
}

/** The table's params every race game has. */
export interface TableParams {
  /** People playing on this device (1–4). */
  humans: number;
  /** Computer opponents, one level each; humans + computers ≤ 4. */
  computers: ComputerLevel[];
  /** The glasses calls set: `std` red/yellow/blue; the Quick variation `fast` (yellow first) or `blue`. */
  timers: TimerPreset;
  /** Solitaire: minutes on the clock for each round. */
  soloMinutes: number;
  rounds: number;
}

/** The keys `readTable` reads (a game adds its own to its list of known keys). */
export const TABLE_KEYS = ['h', 'c', 't', 'm', 'r'] as const;

/** A game's bounds and defaults for the table's numbers (the rounds' default may depend on the seats). */
export interface TableLimits {
  soloMinutes: { min: number; max: number; fallback: number };
  rounds: { min: number; max: number; fallback: (seats: number) => number };
}

export const LEVEL_CODE: Readonly<Record<ComputerLevel, string>> = { easy: 'e', medium: 'm', hard: 'h' };
export const LEVEL_READ: ReadonlyMap<string, ComputerLevel> = new Map(Object.entries(LEVEL_CODE).map(([k, v]) => [v, k as ComputerLevel]));

export const seatCount = (p: Pick<TableParams, 'humans' | 'computers'>): number => p.humans + p.computers.length;

/** The seats: the people first, then one computer seat a level. */
export function seatsOf(p: Pick<TableParams, 'humans' | 'computers'>): SeatInfo[] {
  const seats: SeatInfo[] = [];
  for (let i = 0; i < p.humans; i++) seats.push({ kind: 'human' });
  for (const level of p.computers) seats.push({ kind: 'computer', level });
  return seats;
}

/** A whole number of at most three digits within lo…hi, or the fallback when absent. */
export function intIn(text: string | undefined, lo: number, hi: number, setting: string, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d{1,3}$/.test(text)) throw new RaceParamsError('params.notWhole', { setting, text });
  const n = Number(text);
  if (n < lo || n > hi) throw new RaceParamsError('params.range', { setting, lo, hi, n });
  return n;
}

/** `1` or `0`, or the fallback when absent. */
export function flagOf(text: string | undefined, setting: string, fallback = false): boolean {
  if (text === undefined) return fallback;
  if (text === '1') return true;
  if (text === '0') return false;
  throw new RaceParamsError('params.notFlag', { setting, text });
}

/** Refuses a key the game does not know (`params.unknown`). */
export function checkKnown(params: Params, known: ReadonlySet<string>): void {
  for (const k of Object.keys(params)) if (!known.has(k)) throw new RaceParamsError('params.unknown', { key: k });
}

/** Reads the table's params (`h`, `c`, `t`, `m`, `r`) within a game's limits. */
export function readTable(params: Params, limits: TableLimits): TableParams {
  const humans = intIn(params.h, 1, MAX_SEATS, 'h', 1);
  const computers: ComputerLevel[] = [];
  for (const ch of params.c ?? '') {
    const l = LEVEL_READ.get(ch);
    if (l === undefined) throw new RaceParamsError('params.level', { text: ch });
    computers.push(l);
  }
  if (humans + computers.length > MAX_SEATS) throw new RaceParamsError('params.seats', { max: MAX_SEATS });
  const t = params.t ?? 'std';
  if (!(TIMER_PRESETS as readonly string[]).includes(t)) throw new RaceParamsError('params.timer', { text: t });
  const { soloMinutes: m, rounds: r } = limits;
  return {
    humans,
    computers,
    timers: t as TimerPreset,
    soloMinutes: intIn(params.m, m.min, m.max, 'm', m.fallback),
    rounds: intIn(params.r, r.min, r.max, 'r', r.fallback(humans + computers.length)),
  };
}

/**
 * Writes the table's params into `out` in their order (`h`, `c`, `t`, `m`,
 * `r`), leaving out what is at the game's default, so shared codes stay short.
 */
export function formatTable(out: Params, p: TableParams, defaults: { soloMinutes: number; rounds: number }): void {
  const put = (k: string, v: string, fallback: string): void => {
    if (v !== fallback) out[k] = v;
  };
  put('h', String(p.humans), '1');
  put('c', p.computers.map((l) => LEVEL_CODE[l]).join(''), '');
  put('t', p.timers, 'std');
  put('m', String(p.soloMinutes), String(defaults.soloMinutes));
  put('r', String(p.rounds), String(defaults.rounds));
}
