/**
 * One race across tablets: a live lesson's class race, DOM-free.
 *
 * In a live lesson (src/class/live.ts) every device writes its own moves to
 * the lesson's shared log, each as the race engine's own move for the
 * device's seat (written as seat 0: a device only ever speaks for itself),
 * tagged with the class round it belongs to (`LiveMove`). Every device, and
 * the teacher's board, rebuilds the same race from the merged log with
 * `classRace`: one seat per device (in the order devices first wrote), the
 * game's params for that many people on one roll (`HandPlugin.live`), and
 * every entry replayed through the race engine in the one order all devices
 * compute alike — by time, then device id, then the device's own number.
 * The engine's rules decide as at one table: a call that no longer beats the
 * class's last call, or comes after the glass ran out, is refused and does
 * not count; who called first is the first in that order (the preset
 * constant cube's order scoring, TUF ERROR's first finder).
 *
 * What the merge makes of the log:
 * - only the teacher starts rounds (`TeacherLead`, from the teacher's part of
 *   the document, which only the teacher's device may write): a round starts
 *   at the first `roll` for it from any device once the teacher has started
 *   that round, and not stamped before the teacher started it; a roll for a
 *   round the teacher has not started (a device that forged one) is left out
 *   on every device, then and later; a device that rolls a round already
 *   started joins it;
 * - a round ends when the engine says it is over (the glass ran out, every
 *   cube used, everyone done) at that moment, or on a device's "nobody
 *   called" (`end` with reason `no-call`) while nobody has called; each
 *   device's `end` entry for a round carries what it had on the table
 *   (its submission), which the round's end scores — an arrangement that
 *   arrives later (a device that was offline) is scored once it is there;
 * - a TUF ERROR or "accept anyway" names the call it is about by the entry
 *   that made it (`target`), so a call that arrives late from another device
 *   does not shift it onto another call;
 * - the same entry twice (a device that reconnects sends what it had)
 *   counts once; an entry that is not a race move of the device's own seat,
 *   whose time runs backwards in the device's own numbering, or that is too
 *   far ahead of the clock (`LIVE_AHEAD_MS`) is left out, and the race goes
 *   on without it (`ignored` counts them).
 */
import { currentRound, isRaceMove, roundEndsAt } from './engine';
import type { HandPlugin } from './plugin';
import { MAX_NAME, type EndReason, type Judgement, type RaceMove, type RaceState, type Verdict } from './types';

/** One entry of the merged log: a device's own numbered move (src/class/live.ts's `OrderedEntry`). */
export interface LiveRaceEntry {
  device: string;
  seq: number;
  /** When the device made it (ms since 1970, its clock). */
  at: number;
  move: unknown;
}

/** Which call a TUF ERROR or an amendment is about: the device that made it and its entry's number. */
export interface CallRef {
  device: string;
  seq: number;
}

/** What a device writes: its own race move (its seat written 0), the class round it belongs to, and for a TUF ERROR or amendment the call it is about. */
export type LiveMove = RaceMove & { round: number; target?: CallRef };

/** The most devices one class race seats (the first to write); more are left out. */
export const MAX_LIVE_SEATS = 64;
/** An entry stamped further ahead of the clock than this waits until its time (a device whose clock runs ahead). */
export const LIVE_AHEAD_MS = 120_000;

/**
 * Who starts the class's rounds: what the teacher's device set in the live document (src/class/live.ts's `teacher`).
 * `round` is the last round the teacher started (1, 2, …; 0 before the first); `starts[i]` is when the teacher
 * started round i + 1 (the teacher's clock), null where it is not known (lessons of earlier builds kept the latest
 * start only).
 */
export interface TeacherLead {
  round: number;
  starts: readonly (number | null)[];
}

/** The teacher's lead as the merge reads it from the teacher's part of the document (anything else there is left out). */
export function teacherLead(teacher: Readonly<Record<string, unknown>>): TeacherLead {
  const r = teacher.round;
  const round = typeof r === 'number' && Number.isInteger(r) && r > 0 && r <= MAX_ROUND ? r : 0;
  const raw = Array.isArray(teacher.starts) ? (teacher.starts as unknown[]).slice(0, MAX_ROUND) : [];
  return { round, starts: raw.map((s) => (typeof s === 'number' && Number.isFinite(s) ? s : null)) };
}

/** Whether the teacher's lead lets a roll for round index `round` stamped `at` start it (or join it). */
export function teacherStarted(lead: TeacherLead, round: number, at: number): boolean {
  const start = lead.starts[round] ?? null;
  return round < lead.round && (start === null || at >= start);
}

/** What the merge needs of a race (`createRace`'s result). */
export interface LiveRaceSource<P, C, J extends Judgement> {
  plugin: HandPlugin<P, C, J>;
  init(params: P, seed: string): RaceState<P, C, J>;
  apply(state: RaceState<P, C, J>, move: RaceMove): RaceState<P, C, J>;
  roundOver(state: RaceState<P, C, J>, now: number): EndReason | null;
}

export interface ClassRace<P, C, J extends Judgement> {
  /** The class's race: seat i is `devices[i]`. */
  state: RaceState<P, C, J>;
  devices: string[];
  /** Who made each call, per round: `callers[round][i]` made the round's i-th call. */
  callers: CallRef[][];
  /** Entries the race took, and those left out (malformed, another seat's, refused by the rules). */
  taken: number;
  ignored: number;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_ROUND = 1000;

const isRef = (v: unknown): v is CallRef =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CallRef).device === 'string' &&
  DEVICE_ID.test((v as CallRef).device) &&
  Number.isSafeInteger((v as CallRef).seq) &&
  (v as CallRef).seq >= 0;

/** Whether a value is a device's own live move: a race move of seat 0 with its round (and target, when it has one). */
export function isLiveMove(v: unknown): v is LiveMove {
  if (!isRaceMove(v)) return false;
  const m = v as LiveMove;
  if (!Number.isInteger(m.round) || m.round < 0 || m.round >= MAX_ROUND) return false;
  if (m.target !== undefined && !isRef(m.target)) return false;
  switch (m.type) {
    case 'declare':
    case 'hint':
    case 'finish':
    case 'plan':
      return m.seat === 0;
    case 'challenge':
      return m.by === 0;
    case 'names':
      return m.names.length === 1;
    case 'end':
      return m.finals.length === 1 && (m.verdicts === undefined || m.verdicts.length === 1);
    default:
      return true;
  }
}

interface Parsed {
  device: string;
  seq: number;
  at: number;
  move: LiveMove;
}

/** Orders entries as every device does: time, device id, number. */
const byOrder = (a: { at: number; device: string; seq: number }, b: { at: number; device: string; seq: number }): number =>
  a.at - b.at || (a.device < b.device ? -1 : a.device > b.device ? 1 : 0) || a.seq - b.seq;

/** A name as the race takes it (trimmed, at most MAX_NAME), or null. */
const cleanName = (n: unknown): string | null => {
  if (typeof n !== 'string') return null;
  const t = n.trim().slice(0, MAX_NAME).trim();
  return t === '' ? null : t;
};

/**
 * The entries the race reads, each once, in the one order: well-formed own moves; per device, times that never run
 * backwards in its own numbering; none further ahead of `now` than LIVE_AHEAD_MS.
 */
function readEntries(entries: readonly LiveRaceEntry[], now: number | undefined): { kept: Parsed[]; dropped: number } {
  const byKey = new Map<string, Parsed>();
  let dropped = 0;
  for (const e of entries) {
    if (
      typeof e !== 'object' ||
      e === null ||
      typeof e.device !== 'string' ||
      !DEVICE_ID.test(e.device) ||
      !Number.isSafeInteger(e.seq) ||
      e.seq < 0 ||
      !Number.isFinite(e.at) ||
      !isLiveMove(e.move) ||
      (now !== undefined && e.at > now + LIVE_AHEAD_MS)
    ) {
      dropped++;
      continue;
    }
    const p: Parsed = { device: e.device, seq: e.seq, at: e.at, move: e.move };
    const key = `${e.device}#${e.seq}`;
    const had = byKey.get(key);
    if (had) {
      // the same entry again counts once; two different entries under one number (never written by a device): the earlier, then the smaller text
      if (had.at < p.at || (had.at === p.at && JSON.stringify(had.move) <= JSON.stringify(p.move))) continue;
    }
    byKey.set(key, p);
  }
  const perDevice = new Map<string, Parsed[]>();
  for (const p of byKey.values()) {
    const list = perDevice.get(p.device) ?? [];
    list.push(p);
    perDevice.set(p.device, list);
  }
  const kept: Parsed[] = [];
  for (const list of perDevice.values()) {
    list.sort((a, b) => a.seq - b.seq);
    let last = -Infinity;
    for (const p of list) {
      if (p.at < last) {
        dropped++;
        continue;
      }
      last = p.at;
      kept.push(p);
    }
  }
  kept.sort(byOrder);
  return { kept, dropped };
}

/**
 * The class race from a live lesson's merged entries (any order, duplicates and all): the same entries give the same
 * race on every device. `now` (the device's clock) ends a round whose glass has run out by then, and holds back
 * entries stamped too far ahead of it. `lead`, the teacher's (every device of a live lesson passes it, from the same
 * document): rounds start only as the teacher started them; without it (a log replayed with no teacher, as in the
 * tests) any device's roll starts the next round.
 */
export function classRace<P, C, J extends Judgement>(
  race: LiveRaceSource<P, C, J>,
  params: P,
  seed: string,
  entries: readonly LiveRaceEntry[],
  now?: number,
  lead?: TeacherLead,
): ClassRace<P, C, J> {
  const live = race.plugin.live;
  if (!live) throw new Error(`${race.plugin.id} is not raced live`);
  const { kept, dropped } = readEntries(entries, now);
  let ignored = dropped;
  const devices: string[] = [];
  const seatOf = new Map<string, number>();
  for (const p of kept) {
    if (seatOf.has(p.device) || devices.length >= MAX_LIVE_SEATS) continue;
    seatOf.set(p.device, devices.length);
    devices.push(p.device);
  }
  // each device's name (its latest `names` entry) and what it had on the table at each round's end (its latest `end` for it)
  const names: (string | null)[] = devices.map(() => null);
  const finals = new Map<number, Map<number, { sub: string | null; verdict: Verdict | null }>>();
  for (const p of [...kept].sort((a, b) => a.seq - b.seq)) {
    const seat = seatOf.get(p.device);
    if (seat === undefined) continue;
    const m = p.move;
    if (m.type === 'names') names[seat] = cleanName(m.names[0]) ?? names[seat] ?? null;
    if (m.type === 'end') {
      const round = finals.get(m.round) ?? new Map();
      round.set(seat, { sub: m.finals[0] ?? null, verdict: m.verdicts?.[0] ?? null });
      finals.set(m.round, round);
    }
  }
  let state = race.init(live(params, Math.max(1, devices.length)), seed);
  if (names.some((n) => n !== null)) state = race.apply(state, { type: 'names', names, at: 0 });
  const callers: CallRef[][] = [];

  const endMove = (index: number, reason: EndReason, at: number): RaceMove => {
    const own = finals.get(index);
    const rows = devices.map((_, seat) => own?.get(seat) ?? { sub: null, verdict: null });
    const verdicts = rows.map((r) => r.verdict);
    return { type: 'end', reason, finals: rows.map((r) => r.sub), at, ...(verdicts.some((v) => v !== null) ? { verdicts } : {}) };
  };

  /** Ends the round on the table when the engine says it is over by `t`. */
  const settle = (t: number): void => {
    const over = race.roundOver(state, t);
    const round = currentRound(state);
    if (!over || !round) return;
    const ends = roundEndsAt(round);
    const at = over === 'time' && ends !== null ? Math.max(ends, state.lastAt) : state.lastAt;
    try {
      state = race.apply(state, endMove(round.index, over, at));
    } catch {
      // the engine refused its own end (it never should): the round stays open
    }
  };

  /** The call a TUF ERROR or amendment is about, in the round on the table. */
  const callIndex = (index: number, m: { call: number; target?: CallRef }): number => {
    if (!m.target) return m.call;
    const target = m.target;
    return (callers[index] ?? []).findIndex((c) => c.device === target.device && c.seq === target.seq);
  };

  let taken = 0;
  for (const p of kept) {
    const seat = seatOf.get(p.device);
    if (seat === undefined) {
      ignored++;
      continue;
    }
    settle(p.at);
    const m = p.move;
    const round = currentRound(state);
    const here = round !== null && m.round === round.index;
    let move: RaceMove | null = null;
    switch (m.type) {
      case 'names':
        taken++; // the device is at the table (its seat)
        continue;
      case 'roll':
        // only a round the teacher started (a forged roll is left out); the first roll of it starts it for everyone, a later one joins it
        if (lead && !teacherStarted(lead, m.round, p.at)) break;
        if (m.round === state.rounds.length) move = { type: 'roll', at: p.at };
        else if (m.round === state.rounds.length - 1) {
          taken++;
          continue;
        }
        break;
      case 'declare':
        if (here) move = { type: 'declare', seat, submission: m.submission, at: p.at, ...(m.verdict ? { verdict: m.verdict } : {}) };
        break;
      case 'hint':
        if (here) move = { type: 'hint', seat, step: m.step, at: p.at, ...(m.have !== undefined ? { have: m.have } : {}) };
        break;
      case 'challenge':
        if (here) move = { type: 'challenge', by: seat, call: callIndex(m.round, m), at: p.at };
        break;
      case 'amend':
        if (here) move = { type: 'amend', call: callIndex(m.round, m), verdict: m.verdict, at: p.at };
        break;
      case 'end':
        // "nobody called" ends the round for everyone (while nobody has); any other end only brings the device's submission
        if (m.reason === 'no-call' && here && state.phase === 'playing') move = endMove(m.round, 'no-call', p.at);
        else {
          taken++;
          continue;
        }
        break;
      default:
        break; // computers' plans and "I'm done" have no place at a table of people
    }
    if (move === null) {
      ignored++;
      continue;
    }
    try {
      state = race.apply(state, move);
      taken++;
      if (move.type === 'declare') {
        const index = (currentRound(state) as { index: number }).index;
        (callers[index] ??= []).push({ device: p.device, seq: p.seq });
      }
    } catch {
      // refused by the table's rules, or a text no reader makes sense of: it does not count, and the race goes on
      ignored++;
    }
  }
  if (now !== undefined) settle(now);
  return { state, devices, callers, taken, ignored };
}

/**
 * A finished class race as a device keeps it with its own saved game (`SessionRecord.live`), so the game reads as
 * finished and reopens to the class's results with no class server: every entry the race was rebuilt from, the
 * teacher's lead and the clock it was read at (`classRace` gives the same race from them). Versioned: `v` 1.
 */
export interface KeptClassRace {
  v: 1;
  entries: LiveRaceEntry[];
  lead: TeacherLead;
  at: number;
}

/** The most entries a kept class race holds (a whole lesson of a full class; more is not a lesson's). */
const MAX_KEPT = 20_000;

/** What a device keeps of a finished class race (the entries as read, each once). */
export function keepClassRace(entries: readonly LiveRaceEntry[], lead: TeacherLead, at: number): KeptClassRace {
  return {
    v: 1,
    entries: entries.map((e) => ({ device: e.device, seq: e.seq, at: e.at, move: e.move })),
    lead: { round: lead.round, starts: [...lead.starts] },
    at,
  };
}

/** A kept class race read back from a saved game, or null (none kept, a version this build does not know, damaged). */
export function readKeptClassRace(v: unknown): KeptClassRace | null {
  if (typeof v !== 'object' || v === null) return null;
  const k = v as Partial<KeptClassRace>;
  if (k.v !== 1 || !Array.isArray(k.entries) || k.entries.length > MAX_KEPT || typeof k.at !== 'number' || !Number.isFinite(k.at)) return null;
  if (typeof k.lead !== 'object' || k.lead === null) return null;
  // the entries are read as any log is (`classRace` leaves out what is malformed); the lead as the teacher's part is
  return { v: 1, entries: k.entries as LiveRaceEntry[], lead: teacherLead(k.lead as unknown as Record<string, unknown>), at: k.at };
}

/**
 * What this device writes for a move it makes on the class race from its seat (`seat`): the same move for seat 0,
 * tagged with the round, a TUF ERROR or amendment naming its call's entry, a round's end bringing only this seat's
 * submission. Null for what a device does not write (another seat's move, a computer's plan).
 */
export function liveMoveOf<P, C, J extends Judgement>(cr: ClassRace<P, C, J>, seat: number, move: RaceMove): LiveMove | null {
  const round = cr.state.rounds.length - 1;
  switch (move.type) {
    case 'roll':
      return { ...move, round: cr.state.phase === 'playing' ? round : round + 1 };
    case 'declare':
    case 'hint':
      return move.seat === seat ? { ...move, seat: 0, round } : null;
    case 'challenge': {
      if (move.by !== seat) return null;
      const target = cr.callers[round]?.[move.call];
      return { ...move, by: 0, round, ...(target ? { target } : {}) };
    }
    case 'amend': {
      const target = cr.callers[round]?.[move.call];
      return { ...move, round, ...(target ? { target } : {}) };
    }
    case 'end': {
      const v = move.verdicts?.[seat];
      return { type: 'end', reason: move.reason, finals: [move.finals[seat] ?? null], at: move.at, round, ...(v ? { verdicts: [v] } : {}) };
    }
    case 'names':
      return { type: 'names', names: [move.names[seat] ?? null], at: move.at, round: Math.max(0, round) };
    default:
      return null;
  }
}

/** The class race as seat `seat`'s device shows it: the other devices' seats are `remote` (on the table, played elsewhere). */
export function seenFrom<S extends RaceState>(state: S, seat: number): S {
  return { ...state, seats: state.seats.map((s, i) => (i === seat ? s : { kind: 'remote' as const })) };
}
