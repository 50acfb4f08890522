/**
 * One race across tablets (src/games/race/live.ts): every device's own moves, merged from the lesson's log in any
 * order, with duplicates, late arrivals and a hostile device's junk, give the same class race on every device; the
 * engine's table rules decide who called first; the preset constant cube's order scoring uses that order.
 */
import { describe, expect, it } from 'vitest';
import { createRace, currentRound } from '../../../src/games/race/engine';
import {
  classRace,
  isLiveMove,
  keepClassRace,
  LIVE_AHEAD_MS,
  liveMoveOf,
  readKeptClassRace,
  teacherLead,
  type LiveMove,
  type LiveRaceEntry,
  type TeacherLead,
} from '../../../src/games/race/live';
import { endsAt } from '../../../src/core/timer';
import { matchRace, roundPoints as tufRoundPoints } from '../../../src/games/tuf/plugin';
import { setConstantCube, defaultParams, rulesKey, type MatchParams } from '../../../src/games/tuf/matchParams';
import { wordsRace } from '../../../src/games/words/plugin';
import { parseParams as parseWordsParams } from '../../../src/games/words/params';
import { solve } from '../../../workers/tuf/solve';
import { toyPlugin, type ToyParams } from './toy';

const race = createRace(toyPlugin(['CATDOGTO']));
const P: ToyParams = { kinds: 'h', solo: false };
const T0 = 1_700_000_000_000;
const S = 1000;

/** A log writer: each device numbers its own entries from 0. */
function log() {
  const seqs = new Map<string, number>();
  const entries: LiveRaceEntry[] = [];
  const put = (device: string, move: LiveMove): LiveRaceEntry => {
    const seq = seqs.get(device) ?? 0;
    seqs.set(device, seq + 1);
    const e = { device, seq, at: move.at, move };
    entries.push(e);
    return e;
  };
  return { entries, put };
}

const join = (at: number, name: string): LiveMove => ({ type: 'names', names: [name], at, round: 0 });
const roll = (at: number, round = 0): LiveMove => ({ type: 'roll', at, round });
const call = (at: number, submission: string, round = 0): LiveMove => ({ type: 'declare', seat: 0, submission, at, round });
const end = (at: number, final: string | null, round = 0): LiveMove => ({ type: 'end', reason: 'time', finals: [final], at, round });

/** A seeded generator for the fuzz tests (no Math.random in what they check). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const shuffle = <T>(list: readonly T[], r: () => number): T[] => {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

describe('a call on one device is the class’s call', () => {
  it('seats every device that wrote, in the order they first wrote, with their names; one roll starts the round for all', () => {
    const { entries, put } = log();
    put('ana-device', join(T0, 'Ana'));
    put('ben-device', join(T0 + 1, 'Ben'));
    put('cat-device', join(T0 + 2, '  Cat  '));
    put('ben-device', roll(T0 + 5 * S));
    put('cat-device', roll(T0 + 6 * S)); // joins the round Ben started
    put('ana-device', call(T0 + 20 * S, 'CAT TO'));
    const cr = classRace(race, P, 'x', entries, T0 + 21 * S);
    expect(cr.devices).toEqual(['ana-device', 'ben-device', 'cat-device']);
    expect(cr.state.names).toEqual(['Ana', 'Ben', 'Cat']);
    const round = currentRound(cr.state)!;
    expect(round.startedAt).toBe(T0 + 5 * S);
    expect(round.calls).toMatchObject([{ seat: 0, submission: 'CAT TO', value: 5, color: 'red' }]);
    // the glass started with Ana's call, on every device
    expect(round.timer && endsAt(round.timer)).toBe(T0 + 20 * S + 180 * S);
    expect(cr.callers[0]).toEqual([{ device: 'ana-device', seq: 1 }]);
    expect(cr.ignored).toBe(0);
  });

  it('TUFFER! must beat the class’s last call: a call made before another device’s arrived, and beaten by it, does not count', () => {
    const { entries, put } = log();
    put('a-device', join(T0, 'A'));
    put('b-device', join(T0, 'B'));
    put('a-device', roll(T0 + S));
    put('a-device', call(T0 + 10 * S, 'CAT DOG')); // 6 cubes, first
    put('b-device', call(T0 + 12 * S, 'CAT TO')); // 5 cubes, B had not seen A's call yet
    const cr = classRace(race, P, 'x', entries, T0 + 13 * S);
    expect(currentRound(cr.state)!.calls.map((c) => [c.seat, c.submission])).toEqual([[0, 'CAT DOG']]);
    expect(cr.ignored).toBe(1);
    // had B called first (its clock earlier), B's TUF! stands and A's is TUFFER! with the yellow glass
    const early = log();
    early.put('a-device', join(T0, 'A'));
    early.put('b-device', join(T0, 'B'));
    early.put('a-device', roll(T0 + S));
    early.put('a-device', call(T0 + 10 * S, 'CAT DOG'));
    early.put('b-device', call(T0 + 9 * S, 'CAT TO'));
    const round = currentRound(classRace(race, P, 'x', early.entries, T0 + 13 * S).state)!;
    expect(round.calls.map((c) => [c.seat, c.color])).toEqual([
      [1, 'red'],
      [0, 'yellow'],
    ]);
  });

  it('the round ends when the class’s glass runs out; each device’s submission on the table counts once it arrives', () => {
    const { entries, put } = log();
    put('a-device', join(T0, 'A'));
    put('b-device', join(T0, 'B'));
    put('a-device', roll(T0 + S));
    put('a-device', call(T0 + 10 * S, 'CAT DOG'));
    const over = T0 + 10 * S + 180 * S;
    put('a-device', end(over, null));
    const before = classRace(race, P, 'x', entries, over + S);
    const r0 = currentRound(before.state)!;
    expect(r0.end).toMatchObject({ reason: 'time', at: over });
    expect(race.roundPoints(before.state, r0)).toEqual([6 + 8, 0]);
    // B was offline: its submission arrives later and counts, once
    put('b-device', end(over + 2 * S, 'CAT TO'));
    const after = classRace(race, P, 'x', [...entries, ...entries.slice(-1)], over + 60 * S);
    expect(race.roundPoints(after.state, currentRound(after.state)!)).toEqual([14, 5]);
    // not before its glass ran out: the same log read earlier leaves the round playing
    expect(currentRound(classRace(race, P, 'x', entries.slice(0, 4), over - S).state)!.end).toBeNull();
  });

  it('"nobody called" from one device ends the round for all while nobody has called, and not after a call', () => {
    const { entries, put } = log();
    put('a-device', join(T0, 'A'));
    put('b-device', join(T0, 'B'));
    put('a-device', roll(T0 + S));
    put('b-device', { type: 'end', reason: 'no-call', finals: [null], at: T0 + 30 * S, round: 0 });
    expect(currentRound(classRace(race, P, 'x', entries).state)!.end?.reason).toBe('no-call');
    const late = log();
    late.put('a-device', roll(T0 + S));
    late.put('a-device', call(T0 + 20 * S, 'CAT TO'));
    late.put('b-device', { type: 'end', reason: 'no-call', finals: [null], at: T0 + 30 * S, round: 0 });
    expect(currentRound(classRace(race, P, 'x', late.entries).state)!.end).toBeNull();
  });

  it('a TUF ERROR names its call by the entry that made it: a call arriving late from another device does not shift it', () => {
    const { entries, put } = log();
    put('a-device', join(T0, 'A'));
    put('b-device', join(T0, 'B'));
    put('c-device', join(T0, 'C'));
    put('a-device', roll(T0 + S));
    put('b-device', call(T0 + 20 * S, 'COT DOG'));
    const bad = put('c-device', call(T0 + 30 * S, 'TAC DOG T')); // TUFFER! with 7 cubes, but TAC and T are no words
    // A saw the two calls and calls TUF ERROR on C's (index 1 then)
    put('a-device', { type: 'challenge', by: 0, call: 1, at: T0 + 40 * S, round: 0, target: { device: bad.device, seq: bad.seq } });
    const seen = classRace(race, P, 'x', entries, T0 + 41 * S);
    expect(currentRound(seen.state)!.challenges).toMatchObject([{ by: 0, call: 1, upheld: true }]);
    // a call from D that A never saw, stamped earlier, arrives: C's call is now the third, and the TUF ERROR still hits it
    const d = [...entries, { device: 'd-device', seq: 0, at: T0 + 10 * S, move: call(T0 + 10 * S, 'DOT AT') }];
    const merged = classRace(race, P, 'x', d, T0 + 41 * S);
    const round = currentRound(merged.state)!;
    expect(round.calls.map((c) => merged.devices[c.seat])).toEqual(['d-device', 'b-device', 'c-device']);
    expect(round.challenges).toMatchObject([{ by: 0, call: 2, upheld: true }]);
  });

  it('what a device writes for its own moves: seat 0, the round, the call a TUF ERROR is about', () => {
    const { entries, put } = log();
    put('a-device', join(T0, 'A'));
    put('b-device', join(T0, 'B'));
    put('a-device', roll(T0 + S));
    put('a-device', call(T0 + 10 * S, 'CAT TO'));
    const cr = classRace(race, P, 'x', entries, T0 + 11 * S);
    expect(liveMoveOf(cr, 1, { type: 'declare', seat: 1, submission: 'CAT DOG', at: T0 + 12 * S })).toEqual({
      type: 'declare',
      seat: 0,
      submission: 'CAT DOG',
      at: T0 + 12 * S,
      round: 0,
    });
    expect(liveMoveOf(cr, 1, { type: 'declare', seat: 0, submission: 'CAT DOG', at: T0 + 12 * S })).toBeNull();
    expect(liveMoveOf(cr, 1, { type: 'challenge', by: 1, call: 0, at: T0 + 12 * S })).toMatchObject({
      by: 0,
      round: 0,
      target: { device: 'a-device', seq: 2 },
    });
    expect(liveMoveOf(cr, 1, { type: 'end', reason: 'time', finals: ['X', 'CAT'], at: T0 })).toEqual({
      type: 'end',
      reason: 'time',
      finals: ['CAT'],
      at: T0,
      round: 0,
    });
    expect(liveMoveOf(cr, 1, { type: 'plan', seat: 1, submission: null, delayMs: 0, at: T0 })).toBeNull();
    expect(isLiveMove(liveMoveOf(cr, 1, { type: 'hint', seat: 1, step: 1, at: T0 + 12 * S }))).toBe(true);
  });
});

describe('the merge: the same race on every device, whatever arrives when', () => {
  /** A random lesson: several devices join, roll, call (some calls refused by the rules), end rounds, over two rounds. */
  function lesson(seed: number) {
    const r = rng(seed);
    const { entries, put } = log();
    const devices = ['dev-a1', 'dev-b2', 'dev-c3', 'dev-d4'].slice(0, 2 + Math.floor(r() * 3));
    const subs = ['CAT TO', 'CAT DOG', 'COT DOG', 'CAT DOG TO', 'TAC GOD', 'DOT AT', 'GOD COT'];
    let t = T0;
    for (const d of devices) put(d, join((t += Math.floor(r() * 500)), d.toUpperCase()));
    for (let round = 0; round < 2; round++) {
      put(devices[Math.floor(r() * devices.length)] as string, roll((t += S + Math.floor(r() * 5 * S)), round));
      const moves = 2 + Math.floor(r() * 6);
      for (let k = 0; k < moves; k++) {
        t += Math.floor(r() * 40 * S);
        const d = devices[Math.floor(r() * devices.length)] as string;
        if (r() < 0.2) put(d, { type: 'challenge', by: 0, call: Math.floor(r() * 3), at: t, round });
        else put(d, call(t, subs[Math.floor(r() * subs.length)] as string, round));
      }
      t += 200 * S;
      for (const d of devices) put(d, end((t += Math.floor(r() * 2 * S)), r() < 0.7 ? (subs[Math.floor(r() * subs.length)] as string) : null, round));
    }
    return { entries, devices, end: t + 1000 * S, r };
  }

  it('any order, with duplicates, gives the same state (200 random lessons)', () => {
    const seen = { calls: 0, refused: 0, ended: 0, challenges: 0 };
    for (let seed = 1; seed <= 200; seed++) {
      const { entries, end: now, r } = lesson(seed);
      const base = classRace(race, P, 'x', entries, now);
      expect(base.state.rounds.length).toBeGreaterThan(0);
      seen.calls += base.state.rounds.reduce((n, round) => n + round.calls.length, 0);
      seen.challenges += base.state.rounds.reduce((n, round) => n + round.challenges.length, 0);
      seen.ended += base.state.rounds.filter((round) => round.end).length;
      seen.refused += base.ignored;
      for (let k = 0; k < 3; k++) {
        const copies = entries.filter(() => r() < 0.3);
        const mixed = shuffle([...entries, ...copies], r);
        const other = classRace(race, P, 'x', mixed, now);
        expect(other.state).toEqual(base.state);
        expect(other.devices).toEqual(base.devices);
        expect(other.ignored).toBe(base.ignored);
      }
    }
    // the random lessons play real races: calls taken and refused, TUF ERRORs, rounds ended
    expect(Math.min(seen.calls, seen.refused, seen.ended, seen.challenges)).toBeGreaterThan(50);
  });

  it('a device offline for a while merges on reconnect: nothing lost, nothing counted twice (200 random lessons)', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const { entries, devices, end: now, r } = lesson(seed);
      const full = classRace(race, P, 'x', entries, now);
      const away = devices[Math.floor(r() * devices.length)] as string;
      const from = Math.floor(r() * entries.length);
      // while away: the others do not have its entries from `from` on, and it has not had theirs
      const theirs = entries.filter((e, i) => e.device !== away || i < from);
      const mine = entries.filter((e, i) => e.device === away || i < from);
      classRace(race, P, 'x', theirs, now);
      classRace(race, P, 'x', mine, now);
      // back: each side gets the other's, its own sent again too
      const onTheirs = classRace(race, P, 'x', shuffle([...theirs, ...mine], r), now);
      const onMine = classRace(race, P, 'x', shuffle([...mine, ...theirs, ...mine], r), now);
      expect(onTheirs.state).toEqual(full.state);
      expect(onMine.state).toEqual(full.state);
      // every call in the state is one entry, once
      const calls = full.state.rounds.flatMap((round) => round.calls).length;
      expect(full.callers.flat()).toHaveLength(calls);
      expect(new Set(full.callers.flat().map((c) => `${c.device}#${c.seq}`)).size).toBe(calls);
    }
  });

  it('a hostile device’s junk is left out and the race goes on as without it', () => {
    const junk: unknown[] = [
      null,
      42,
      'declare',
      { type: 'declare', seat: 2, submission: 'CAT DOG', at: T0 + 15 * S, round: 0 }, // another seat
      { type: 'declare', seat: 0, submission: 'CAT DOG', at: Number.NaN, round: 0 },
      { type: 'declare', seat: 0, submission: 'x'.repeat(5000), at: T0 + 15 * S, round: 0 },
      { type: 'declare', seat: 0, submission: 'CAT DOG', at: T0 + 15 * S }, // no round
      { type: 'declare', seat: 0, submission: 'CAT DOG', at: T0 + 15 * S, round: -1 },
      { type: 'declare', seat: 0, submission: '((((', at: T0 + 15 * S, round: 0 }, // unreadable: refused by the plug-in
      { type: 'challenge', by: 0, call: 99, at: T0 + 15 * S, round: 0 },
      { type: 'challenge', by: 0, call: 0, at: T0 + 15 * S, round: 0, target: { device: '../../', seq: -1 } },
      { type: 'end', reason: 'all-cubes', finals: ['a', 'b', 'c'], at: T0 + 15 * S, round: 0 },
      { type: 'names', names: ['x'.repeat(100)], at: T0 + 15 * S, round: 0, extra: { deep: [1, 2, 3] } },
      { type: 'roll', at: T0 + 15 * S, round: 7 },
      { type: 'plan', seat: 0, submission: 'CAT', delayMs: 0, at: T0 + 15 * S, round: 0 },
      { type: 'finish', seat: 0, at: T0 + 15 * S, round: 0 },
      { type: '__proto__', at: T0 },
    ];
    const { entries, put } = log();
    put('a-device', join(T0, 'A'));
    put('b-device', join(T0, 'B'));
    put('a-device', roll(T0 + S));
    put('b-device', call(T0 + 10 * S, 'CAT TO'));
    put('a-device', call(T0 + 20 * S, 'CAT DOG'));
    const clean = classRace(race, P, 'x', entries, T0 + 30 * S);
    const hostile = junk.map((move, seq) => ({ device: 'evil-device', seq, at: T0 + 15 * S, move }));
    // a device whose only valid entry is its name takes a seat (as anyone who joins), and nothing else it sent counts
    const withJunk = classRace(race, P, 'x', [...entries, ...hostile, { device: '', seq: 0, at: T0, move: join(T0, 'X') }], T0 + 30 * S);
    expect(currentRound(withJunk.state)!.calls).toEqual(currentRound(clean.state)!.calls);
    expect(withJunk.state.names.slice(0, 2)).toEqual(['A', 'B']);
    expect(withJunk.state.names[2]).toHaveLength(24);
    expect(withJunk.ignored).toBeGreaterThan(junk.length - 3);
    // an entry from far ahead of the clock waits for its time; one whose time runs back in its device's numbering is left out
    const ahead = classRace(
      race,
      P,
      'x',
      [...entries, { device: 'c-device', seq: 0, at: T0 + 30 * S + LIVE_AHEAD_MS + 1, move: call(0, 'CAT DOG TO') }],
      T0 + 30 * S,
    );
    expect(ahead.devices).toEqual(['a-device', 'b-device']);
    const back = classRace(
      race,
      P,
      'x',
      [
        ...entries,
        { device: 'a-device', seq: 9, at: T0 + 25 * S, move: call(T0 + 25 * S, 'CAT DOG TO') },
        { device: 'a-device', seq: 10, at: T0 + 24 * S, move: call(T0 + 24 * S, 'CAT DOG TO') },
      ],
      T0 + 30 * S,
    );
    expect(back.ignored).toBe(2);
  });
});

describe('only the teacher starts the class’s rounds', () => {
  /** The teacher's lead after starting rounds at these times (round 1 first). */
  const led = (...starts: number[]): TeacherLead => ({ round: starts.length, starts });

  it('a roll a student forges before the teacher starts round 1 is left out, then and after the teacher starts it', () => {
    const { entries, put } = log();
    put('ana-device', join(T0, 'Ana'));
    put('ben-device', join(T0 + 1, 'Ben'));
    put('ben-device', roll(T0 + 5 * S)); // Ben starts round 1 himself: the teacher has not
    put('ben-device', call(T0 + 6 * S, 'CAT TO'));
    const waiting = classRace(race, P, 'x', entries, T0 + 7 * S, led());
    expect(waiting.state.phase).toBe('ready');
    expect(waiting.state.rounds).toEqual([]);
    expect(waiting.ignored).toBe(2); // the roll, and the call in a round nobody is playing
    // the teacher starts round 1 later: Ben's roll, stamped before, still does not start it; Ana's roll does
    const start = T0 + 30 * S;
    expect(classRace(race, P, 'x', entries, start, led(start)).state.rounds).toEqual([]);
    put('ana-device', roll(start + 200));
    put('ana-device', call(start + 10 * S, 'CAT DOG'));
    const cr = classRace(race, P, 'x', entries, start + 11 * S, led(start));
    const round = currentRound(cr.state)!;
    expect(round.startedAt).toBe(start + 200);
    expect(round.calls).toMatchObject([{ seat: 0, submission: 'CAT DOG' }]);
    expect(cr.callers[0]).toEqual([{ device: 'ana-device', seq: 2 }]);
    // without the teacher's lead (how the earlier builds read it), Ben's roll and call had made round 1 his
    const unled = classRace(race, P, 'x', entries, start + 11 * S);
    expect(currentRound(unled.state)!.startedAt).toBe(T0 + 5 * S);
  });

  it('a roll for a round the teacher has not started yet, between rounds, is left out; the teacher’s next round starts as asked', () => {
    const { entries, put } = log();
    put('a-device', join(T0, 'A'));
    put('b-device', join(T0, 'B'));
    put('a-device', roll(T0 + S));
    put('b-device', { type: 'end', reason: 'no-call', finals: [null], at: T0 + 20 * S, round: 0 });
    put('b-device', roll(T0 + 25 * S, 1)); // B starts round 2 before the teacher
    const lead = led(T0);
    const between = classRace(race, P, 'x', entries, T0 + 40 * S, lead);
    expect(between.state.rounds).toHaveLength(1);
    expect(between.state.phase).not.toBe('playing');
    const second = T0 + 60 * S;
    put('a-device', roll(second, 1));
    const on = classRace(race, P, 'x', entries, second + S, led(T0, second));
    expect(on.state.rounds).toHaveLength(2);
    expect(currentRound(on.state)!.startedAt).toBe(second);
    // a lesson of an earlier build kept only the latest start: its rounds still start by the teacher's round alone
    const old = classRace(race, P, 'x', entries, second + S, teacherLead({ round: 2, started: second }));
    expect(currentRound(old.state)!.startedAt).toBe(T0 + 25 * S);
  });

  it('the teacher’s part of the document read as the merge reads it; anything else there left out', () => {
    expect(teacherLead({})).toEqual({ round: 0, starts: [] });
    expect(teacherLead({ round: 2, started: 5, starts: [1, 'x', null, 4] })).toEqual({ round: 2, starts: [1, null, null, 4] });
    for (const round of [-1, 0, 1.5, '2', Number.NaN, 10 ** 9, null]) expect(teacherLead({ round }).round).toBe(0);
    expect(teacherLead({ round: 1, starts: 'nope' }).starts).toEqual([]);
  });

  it('forged rolls at any time, from any device, in any order: every device starts the same rounds, only those the teacher started and never before the teacher did (200 random lessons)', () => {
    let forged = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const r = rng(seed);
      const { entries, put } = log();
      const devices = ['dev-a1', 'dev-b2', 'dev-c3'].slice(0, 2 + Math.floor(r() * 2));
      for (const d of devices) put(d, join(T0 + Math.floor(r() * 500), d.toUpperCase()));
      // the teacher starts 0, 1 or 2 rounds; each round ends by "nobody called" a while after it starts
      const started = Math.floor(r() * 3);
      const starts: number[] = [];
      let t = T0 + S;
      const forge = (round: number, upTo: number) => {
        // a student's roll stamped anywhere from the lesson's start up to `upTo`, for a round not started then
        const d = devices[Math.floor(r() * devices.length)] as string;
        const at = T0 + Math.floor(r() * (upTo - T0));
        forged++;
        return { device: d, at, round };
      };
      const pending: { device: string; at: number; round: number; end?: true }[] = [];
      for (let round = 0; round < 2; round++) {
        t += S + Math.floor(r() * 20 * S);
        pending.push(forge(round, t));
        if (round >= started) continue;
        starts.push(t);
        const roller = devices[Math.floor(r() * devices.length)] as string;
        pending.push({ device: roller, at: t + Math.floor(r() * S), round });
        t += 30 * S;
        pending.push({ device: roller, at: t, round, end: true });
      }
      // each device's entries are written in time order (its own numbering never runs backwards)
      for (const p of pending.sort((a, b) => a.at - b.at)) {
        if (p.end) put(p.device, { type: 'end', reason: 'no-call', finals: [null], at: p.at, round: p.round });
        else put(p.device, roll(p.at, p.round));
      }
      const now = t + 1000 * S;
      const lead = led(...starts);
      const base = classRace(race, P, 'x', entries, now, lead);
      expect(base.state.rounds).toHaveLength(started);
      base.state.rounds.forEach((round, i) => expect(round.startedAt).toBeGreaterThanOrEqual(starts[i] as number));
      for (let k = 0; k < 3; k++) {
        const other = classRace(race, P, 'x', shuffle([...entries, ...entries.filter(() => r() < 0.3)], r), now, lead);
        expect(other.state).toEqual(base.state);
      }
    }
    expect(forged).toBe(400);
  });
});

describe('a finished class race kept with the device’s saved game', () => {
  it('gives back the same finished race with no lesson document; a damaged or unknown record is none', () => {
    const { entries, put } = log();
    put('a-device', join(T0, 'A'));
    put('b-device', join(T0, 'B'));
    const lead: TeacherLead = { round: 2, starts: [T0 + S, T0 + 300 * S] };
    for (const [round, start] of [
      [0, T0 + S],
      [1, T0 + 300 * S],
    ] as const) {
      put('a-device', roll(start, round));
      put('b-device', call(start + 10 * S, 'CAT TO', round));
      put('a-device', call(start + 20 * S, 'CAT DOG', round));
      put('a-device', end(start + 250 * S, 'CAT DOG', round));
      put('b-device', end(start + 251 * S, 'CAT TO', round));
    }
    const now = T0 + 700 * S;
    const cr = classRace(race, P, 'x', entries, now, lead);
    expect(cr.state.phase).toBe('finished');
    // as the saved game stores it (JSON through IndexedDB) and reads it back
    const kept = readKeptClassRace(JSON.parse(JSON.stringify(keepClassRace(entries, lead, now))));
    expect(kept).not.toBeNull();
    const again = classRace(race, P, 'x', kept!.entries, kept!.at, kept!.lead);
    expect(again.state).toEqual(cr.state);
    expect(again.devices).toEqual(cr.devices);
    for (const bad of [
      null,
      'x',
      {},
      { v: 2, entries: [], lead, at: now },
      { v: 1, entries: 'no', lead, at: now },
      { v: 1, entries: [], at: now },
      { v: 1, entries: [], lead, at: 'now' },
    ])
      expect(readKeptClassRace(bad)).toBeNull();
    // junk kept in the entries is left out as in any log; junk in the lead reads as no round started
    const junk = readKeptClassRace({ v: 1, entries: [null, 7, ...entries], lead: { round: 'x' }, at: now });
    expect(junk?.lead).toEqual({ round: 0, starts: [] });
  });
});

describe('TUF: the preset constant cube scored by the exact order of calls across devices', () => {
  // a lesson of game 2 with % preset and order scoring: each device alone would play solitaire; live, the class is one table
  const lessonParams: MatchParams = {
    ...setConstantCube(defaultParams('2'), true),
    humans: 1,
    computers: [],
    sameRoll: true,
    constantPreset: '%',
    orderScoring: true,
  };
  const seed = 'live-order';

  it('four devices: 5, 3, 2, 1 by the order the correct equations were called, whatever order they arrive in', () => {
    const { entries, put } = log();
    const devices = ['tab-one', 'tab-two', 'tab-three', 'tab-four'];
    devices.forEach((d, i) => put(d, join(T0 + i, d)));
    put('tab-three', roll(T0 + S));
    const roll0 = classRace(matchRace, lessonParams, seed, entries, T0 + S);
    const hand = currentRound(roll0.state)!.rolls[0]!;
    const eq = solve({ game: rulesKey(lessonParams), roll: hand, settings: lessonParams.settings, mustUse: '%' }).equation as string;
    expect(eq).toBeTruthy();
    // called 12.0 s, 12.4 s (a moment apart on two tablets), 20 s and 31 s after the roll
    put('tab-two', call(T0 + S + 12_000, eq));
    put('tab-four', call(T0 + S + 12_400, eq));
    put('tab-one', call(T0 + S + 20_000, eq));
    put('tab-three', call(T0 + S + 31_000, eq));
    const now = T0 + 40 * S;
    const cr = classRace(matchRace, lessonParams, seed, shuffle(entries, rng(7)), now);
    const round = currentRound(cr.state)!;
    expect(round.end?.reason).toBe('all-done');
    const points = tufRoundPoints(cr.state, round);
    expect(Object.fromEntries(cr.devices.map((d, i) => [d, points[i]]))).toEqual({ 'tab-two': 5, 'tab-four': 3, 'tab-one': 2, 'tab-three': 1 });
    expect(round.end?.results.map((r) => [cr.devices[r.seat], r.place])).toContainEqual(['tab-four', 2]);
    // the first call started the only glass, on every device
    expect(round.timer && endsAt(round.timer)).toBe(T0 + S + 12_000 + 180 * S);
  });
});

describe('TUF words through the same class race', () => {
  it('seats the devices on one roll and takes a device’s call', () => {
    const p = parseWordsParams({ h: '1', same: '1' });
    const { entries, put } = log();
    put('w-one', join(T0, 'One'));
    put('w-two', join(T0, 'Two'));
    put('w-one', roll(T0 + S));
    const cr = classRace(wordsRace, p, 'wseed', entries, T0 + 2 * S);
    const round = currentRound(cr.state)!;
    expect(cr.state.seats).toHaveLength(2);
    expect(round.rolls[0]).toEqual(round.rolls[1]);
    expect(cr.state.params.computers).toEqual([]);
  });
});
