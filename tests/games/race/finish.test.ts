/**
 * "I'm done — finish the round" (issue 14, point 5): the `finish` move. A
 * person whose call stands, with only computers left to act, ends the wait:
 * every computer plan that would still have called before its glass ran out
 * calls at once (in the order of its delays), then the round ends (`finish`).
 * The toy plug-in shaped like TUF words (./toy.ts), with computer seats.
 */
import { describe, expect, it } from 'vitest';
import { challengeDelay } from '../../../src/games/race/computers';
import { createRng } from '../../../src/core/random';
import { IllegalMoveError } from '../../../src/core/engine';
import { createRace, currentRound, isRaceMove } from '../../../src/games/race/engine';
import type { RaceMove } from '../../../src/games/race/types';
import { playToy, refusalCode as code, toyPlugin, type ToyParams, type ToyState } from './toy';

/** Every seat is dealt CATDOG. */
const race = createRace(toyPlugin(['CATDOG']));
const T0 = 1_700_000_000_000;
const S = 1000;
const play = (p: ToyParams, moves: RaceMove[]): ToyState => playToy(race, p, moves);

/** Plays the computer calls the engine says are due at `now`, one by one (as the table driver does). */
function playDue(s: ToyState, now: number): ToyState {
  for (;;) {
    const due = race.dueComputerCalls(s, now)[0];
    if (!due) return s;
    s = race.apply(s, { type: 'declare', ...due });
  }
}

describe('I’m done — finish the round', () => {
  const hc: ToyParams = { kinds: 'hc', solo: false };

  it('a computer that would still have called before the glass ran out calls at once, then the round ends', () => {
    // the computer plans all six cubes at 100 s; the person calls five at 10 s (the red glass runs to 190 s)
    let s = play(hc, [
      { type: 'roll', at: T0 },
      { type: 'plan', seat: 1, submission: 'CAT DOG', delayMs: 100 * S, at: T0 + S },
      { type: 'declare', seat: 0, submission: 'DOG AT', at: T0 + 10 * S },
    ]);
    expect(race.dueComputerCalls(s, T0 + 20 * S)).toEqual([]);
    expect(race.canFinish(s, 0, T0 + 20 * S)).toBe(true);
    s = race.apply(s, { type: 'finish', seat: 0, at: T0 + 20 * S });
    expect(currentRound(s)?.finish).toEqual({ seat: 0, at: T0 + 20 * S });
    // not over yet: the computer still calls
    expect(race.roundOver(s, T0 + 20 * S)).toBeNull();
    const due = race.dueComputerCalls(s, T0 + 20 * S);
    expect(due).toEqual([{ seat: 1, submission: 'CAT DOG', at: T0 + 20 * S }]);
    s = playDue(s, T0 + 20 * S);
    expect(currentRound(s)?.calls.map((c) => [c.seat, c.value])).toEqual([
      [0, 5],
      [1, 6],
    ]);
    expect(race.roundOver(s, T0 + 20 * S)).toBe('all-cubes');
    s = race.apply(s, { type: 'end', reason: 'all-cubes', finals: ['DOG AT', null], at: T0 + 20 * S });
    const r = currentRound(s)?.end?.results ?? [];
    expect(r[1]?.finalDeclarer).toBe(true);
    expect(r.map((x) => x.points)).toEqual([5, 14]);
  });

  it('after "I’m done" the person is locked even when a computer beats the call', () => {
    let s = play(hc, [
      { type: 'roll', at: T0 },
      { type: 'plan', seat: 1, submission: 'DOG CAT', delayMs: 60 * S, at: T0 + S },
      { type: 'declare', seat: 0, submission: 'DOG AT', at: T0 + 5 * S },
      { type: 'finish', seat: 0, at: T0 + 6 * S },
    ]);
    expect(race.isLocked(s, currentRound(s)!, 0)).toBe(true);
    expect(code(() => race.apply(s, { type: 'declare', seat: 0, submission: 'CAT DOG', at: T0 + 6 * S }))).toBe('finishing');
    expect(code(() => race.apply(s, { type: 'finish', seat: 0, at: T0 + 6 * S }))).toBe('finishing');
    s = playDue(s, T0 + 7 * S);
    expect(race.isLocked(s, currentRound(s)!, 0)).toBe(true);
  });

  it('a computer plan due after the glass runs out never calls: the round ends at once with the person as final declarer', () => {
    let s = play(hc, [
      { type: 'roll', at: T0 },
      // the red glass started at 10 s runs out at 190 s; the plan is due at 200 s
      { type: 'plan', seat: 1, submission: 'CAT DOG', delayMs: 200 * S, at: T0 + S },
      { type: 'declare', seat: 0, submission: 'DOG AT', at: T0 + 10 * S },
      { type: 'finish', seat: 0, at: T0 + 11 * S },
    ]);
    expect(race.dueComputerCalls(s, T0 + 11 * S)).toEqual([]);
    expect(race.roundOver(s, T0 + 11 * S)).toBe('finish');
    s = race.apply(s, { type: 'end', reason: 'finish', finals: ['DOG AT', null], at: T0 + 11 * S });
    const r = currentRound(s)?.end;
    expect(r?.reason).toBe('finish');
    expect(r?.results[0]?.finalDeclarer).toBe(true);
    expect(r?.results[0]?.points).toBe(13);
    // the computer's plan is on the table once
    expect(r?.results[1]?.points).toBe(6);
  });

  it('a computer plan that no longer beats the call gives up; one with no answer never calls', () => {
    let s = play({ kinds: 'hcc', solo: false }, [
      { type: 'roll', at: T0 },
      { type: 'plan', seat: 1, submission: 'GOD AT', delayMs: 30 * S, at: T0 + S },
      { type: 'plan', seat: 2, submission: null, delayMs: 0, at: T0 + S },
      { type: 'declare', seat: 0, submission: 'DOG AT', at: T0 + 10 * S },
      { type: 'finish', seat: 0, at: T0 + 12 * S },
    ]);
    expect(race.dueComputerCalls(s, T0 + 12 * S)).toEqual([]);
    expect(race.roundOver(s, T0 + 12 * S)).toBe('finish');
    s = race.apply(s, { type: 'end', reason: 'finish', finals: ['DOG AT', null, null], at: T0 + 12 * S });
    expect(s.phase).toBe('review');
  });

  it('waits for a computer still thinking (no plan yet), then plays its plan at once', () => {
    let s = play(hc, [
      { type: 'roll', at: T0 },
      { type: 'declare', seat: 0, submission: 'DOG AT', at: T0 + 2 * S },
      { type: 'finish', seat: 0, at: T0 + 3 * S },
    ]);
    expect(race.roundOver(s, T0 + 3 * S)).toBeNull();
    expect(code(() => race.apply(s, { type: 'end', reason: 'finish', finals: ['DOG AT', null], at: T0 + 3 * S }))).toBe('notOver');
    s = race.apply(s, { type: 'plan', seat: 1, submission: 'CAT DOG', delayMs: 90 * S, at: T0 + 4 * S });
    expect(race.dueComputerCalls(s, T0 + 4 * S)).toEqual([{ seat: 1, submission: 'CAT DOG', at: T0 + 4 * S }]);
  });

  it('several computers call one after another in the order of their delays, each beating the last', () => {
    let s = play({ kinds: 'hcc', solo: false }, [
      { type: 'roll', at: T0 },
      { type: 'plan', seat: 1, submission: 'CAT DOG', delayMs: 80 * S, at: T0 + S },
      { type: 'plan', seat: 2, submission: 'DOG AT', delayMs: 40 * S, at: T0 + S },
      { type: 'declare', seat: 0, submission: 'DOG CT', at: T0 + 10 * S },
    ]);
    // "DOG CT" claims 5 letters (not valid): the 5-letter plan of seat 2 no longer beats it
    s = race.apply(s, { type: 'finish', seat: 0, at: T0 + 11 * S });
    const due = race.dueComputerCalls(s, T0 + 11 * S);
    expect(due.map((d) => d.seat)).toEqual([1]);
    s = playDue(s, T0 + 11 * S);
    expect(race.roundOver(s, T0 + 11 * S)).toBe('all-cubes');
  });

  it('is refused before calling, for a computer seat, while another person can still call, and after the time', () => {
    const base = play(hc, [
      { type: 'roll', at: T0 },
      { type: 'plan', seat: 1, submission: 'CAT DOG', delayMs: 100 * S, at: T0 + S },
    ]);
    expect(code(() => race.apply(base, { type: 'finish', seat: 0, at: T0 + 2 * S }))).toBe('notLocked');
    expect(race.canFinish(base, 0, T0 + 2 * S)).toBe(false);
    expect(code(() => race.apply(base, { type: 'finish', seat: 1, at: T0 + 2 * S }))).toBe('notPerson');
    expect(code(() => race.apply(base, { type: 'finish', seat: 5, at: T0 + 2 * S }))).toBe('noSeat');
    const called = race.apply(base, { type: 'declare', seat: 0, submission: 'DOG AT', at: T0 + 10 * S });
    expect(code(() => race.apply(called, { type: 'finish', seat: 0, at: T0 + 190 * S }))).toBe('timeUp');
    // two people: the other one may still beat the call
    const two = play({ kinds: 'hhc', solo: false }, [
      { type: 'roll', at: T0 },
      { type: 'declare', seat: 0, submission: 'DOG AT', at: T0 + 10 * S },
    ]);
    expect(code(() => race.apply(two, { type: 'finish', seat: 0, at: T0 + 11 * S }))).toBe('peopleToAct');
    expect(code(() => race.apply(race.init(hc, 'x'), { type: 'finish', seat: 0, at: T0 }))).toBe('noRound');
  });

  it('solitaire and order play: when every person is done the computers left finish at once', () => {
    let s = play({ kinds: 'hhc', solo: true }, [
      { type: 'roll', at: T0 },
      { type: 'plan', seat: 2, submission: 'COT AG', delayMs: 100 * S, at: T0 + S },
      { type: 'declare', seat: 0, submission: 'DOG AT', at: T0 + 10 * S },
    ]);
    expect(code(() => race.apply(s, { type: 'finish', seat: 0, at: T0 + 11 * S }))).toBe('peopleToAct');
    s = race.apply(s, { type: 'declare', seat: 1, submission: 'GOD AT', at: T0 + 12 * S });
    s = race.apply(s, { type: 'finish', seat: 1, at: T0 + 13 * S });
    expect(race.dueComputerCalls(s, T0 + 13 * S).map((d) => d.seat)).toEqual([2]);
    s = playDue(s, T0 + 13 * S);
    expect(race.roundOver(s, T0 + 13 * S)).toBe('all-done');

    let o = play({ kinds: 'hc', solo: false, order: true }, [
      { type: 'roll', at: T0 },
      { type: 'plan', seat: 1, submission: 'CAT DOG', delayMs: 100 * S, at: T0 + S },
      { type: 'declare', seat: 0, submission: 'DOG AT', at: T0 + 10 * S },
      { type: 'finish', seat: 0, at: T0 + 11 * S },
    ]);
    o = playDue(o, T0 + 11 * S);
    expect(race.roundOver(o, T0 + 11 * S)).toBe('all-done');
    o = race.apply(o, { type: 'end', reason: 'all-done', finals: [null, null], at: T0 + 11 * S });
    expect(currentRound(o)?.end?.results.map((r) => r.place)).toEqual([1, 2]);
  });

  it('a call that used every cube locks every seat (the round is over on the cubes)', () => {
    const s = play(hc, [
      { type: 'roll', at: T0 },
      { type: 'declare', seat: 0, submission: 'CAT DOG', at: T0 + 10 * S },
    ]);
    expect(race.isLocked(s, currentRound(s)!, 1)).toBe(true);
  });

  it('a computer with later stages calls the stage its work would have reached before the glass ran out', () => {
    // its first stage (5 letters at 30 s) no longer beats the person's 5; its later stage (all six at 60 s of work) does
    let s = play(hc, [
      { type: 'roll', at: T0 },
      { type: 'plan', seat: 1, submission: 'GOD AT', delayMs: 30 * S, at: T0 + S, later: [{ submission: 'CAT DOG', delayMs: 60 * S }] },
      { type: 'declare', seat: 0, submission: 'DOG AT', at: T0 + 10 * S },
    ]);
    expect(race.dueComputerCalls(s, T0 + 11 * S)).toEqual([]);
    s = race.apply(s, { type: 'finish', seat: 0, at: T0 + 11 * S });
    expect(race.dueComputerCalls(s, T0 + 11 * S)).toEqual([{ seat: 1, submission: 'CAT DOG', at: T0 + 11 * S }]);
    s = playDue(s, T0 + 11 * S);
    expect(race.roundOver(s, T0 + 11 * S)).toBe('all-cubes');
  });

  it('a computer’s TUF ERROR that would have come before the glass ran out comes at once; the round waits for it', () => {
    // a seed where the (easy) computer notices the first call of round 0
    let seed = '';
    for (let i = 0; !seed; i++) if (challengeDelay(`f${i}`, 0, 0, 1, 'easy') !== null) seed = `f${i}`;
    let s = race.init(hc, seed);
    for (const m of [
      { type: 'roll', at: T0 },
      { type: 'plan', seat: 1, submission: null, delayMs: 0, at: T0 + S },
      // CT is no word: the call is wrong
      { type: 'declare', seat: 0, submission: 'DOG CT', at: T0 + 10 * S },
    ] as RaceMove[])
      s = race.apply(s, m);
    // without "I'm done" it would come 40–80 s after the call
    expect(race.dueComputerChallenges(s, T0 + 11 * S)).toEqual([]);
    s = race.apply(s, { type: 'finish', seat: 0, at: T0 + 11 * S });
    expect(race.roundOver(s, T0 + 11 * S)).toBeNull();
    expect(race.dueComputerChallenges(s, T0 + 11 * S)).toEqual([{ by: 1, call: 0, at: T0 + 11 * S }]);
    s = race.apply(s, { type: 'challenge', by: 1, call: 0, at: T0 + 11 * S });
    expect(currentRound(s)?.challenges[0]).toMatchObject({ by: 1, upheld: true });
    expect(race.dueComputerChallenges(s, T0 + 11 * S)).toEqual([]);
    expect(race.roundOver(s, T0 + 11 * S)).not.toBeNull();
  });

  it('the move’s shape is checked; saved games without it replay as before', () => {
    expect(isRaceMove({ type: 'finish', seat: 0, at: T0 })).toBe(true);
    expect(isRaceMove({ type: 'finish', seat: -1, at: T0 })).toBe(false);
    expect(isRaceMove({ type: 'finish', at: T0 })).toBe(false);
    const s = play(hc, [
      { type: 'roll', at: T0 },
      { type: 'plan', seat: 1, submission: 'CAT DOG', delayMs: 100 * S, at: T0 + S },
      { type: 'declare', seat: 0, submission: 'DOG AT', at: T0 + 10 * S },
    ]);
    expect(currentRound(s)?.finish).toBeUndefined();
    // without "I'm done" the computer calls at its own time
    expect(race.dueComputerCalls(s, T0 + 99 * S)).toEqual([]);
    expect(race.dueComputerCalls(s, T0 + 100 * S)).toEqual([{ seat: 1, submission: 'CAT DOG', at: T0 + 100 * S }]);
  });
});

/** Whether the engine takes `move` on `s` (a refusal is an IllegalMoveError; anything else is a bug and throws). */
function takes(s: ToyState, move: RaceMove): ToyState | null {
  try {
    return race.apply(s, move);
  } catch (e) {
    if (e instanceof IllegalMoveError) return null;
    throw e;
  }
}

describe('canFinish and the finish move read one rule', () => {
  const TABLES = ['h', 'hc', 'hh', 'hcc', 'hhc', 'hch', 'cch'];
  const CALLS = ['DOG AT', 'CAT DOG', 'CAT', 'GOD CAT', 'DOG', 'COT AT', 'TO GOD', 'DOT CAT'];
  const PLANS: (string | null)[] = ['CAT DOG', 'DOG AT', 'GOD CAT', 'COT', null];

  it('agree on random states of random tables (seeded games of random moves)', () => {
    const rng = createRng('finish-property');
    const pick = <T>(xs: readonly T[]): T => xs[rng.int(xs.length)] as T;
    let asked = 0;
    let yes = 0;
    for (let game = 0; game < 60; game++) {
      const kinds = pick(TABLES);
      const p: ToyParams = { kinds, solo: rng.next() < 0.25, order: rng.next() < 0.2 };
      let s = race.init(p, `g${game}`);
      let t = T0;
      for (let step = 0; step < 40; step++) {
        t += rng.int(40 * S);
        const n = kinds.length;
        const moves: RaceMove[] = [
          { type: 'roll', at: t },
          { type: 'plan', seat: rng.int(n), submission: pick(PLANS), delayMs: rng.int(200 * S), at: t },
          { type: 'declare', seat: rng.int(n), submission: pick(CALLS), at: t },
          { type: 'challenge', by: rng.int(n), call: rng.int(3), at: t },
          { type: 'finish', seat: rng.int(n), at: t },
        ];
        const over = race.roundOver(s, t);
        if (over) moves.push({ type: 'end', reason: over, finals: [...kinds].map(() => null), at: t });
        const due = race.dueComputerCalls(s, t)[0];
        if (due) moves.push({ type: 'declare', ...due });
        s = takes(s, pick(moves)) ?? s;
        // every seat (and one that is not), at the state's time and later
        for (let seat = -1; seat <= n; seat++) {
          for (const at of [s.lastAt, t, t + rng.int(300 * S)]) {
            const can = race.canFinish(s, seat, at);
            const applied = takes(s, { type: 'finish', seat, at: Math.max(at, s.lastAt) });
            expect(can).toBe(applied !== null);
            asked++;
            if (can) yes++;
          }
        }
      }
    }
    // the walk reaches both answers often enough for the comparison to mean something
    expect(yes).toBeGreaterThan(20);
    expect(asked - yes).toBeGreaterThan(1000);
  });
});
