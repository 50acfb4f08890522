/**
 * The table's params every race game reads once (`src/games/race/params.ts`):
 * seats, computer levels, glasses, solitaire minutes and rounds, with one
 * error type for both games' params.
 */
import { describe, expect, it } from 'vitest';
import { RaceParamsError, readTable, seatsOf } from '../../../src/games/race/params';
import { createRace } from '../../../src/games/race/engine';
import { formatMatchParams, parseMatchParams } from '../../../src/games/tuf/matchParams';
import { formatParams, parseParams } from '../../../src/games/words/params';
import { toyPlugin } from './toy';

const refusal = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (e) {
    if (e instanceof RaceParamsError) return e.refusal;
    throw e;
  }
  return 'read';
};

describe('the table params, read once for every race game', () => {
  it('both games refuse a bad table setting with the same RaceParamsError and refusal', () => {
    const bads: Record<string, string>[] = [{ h: '9' }, { h: 'x' }, { c: 'q' }, { h: '3', c: 'ee' }, { t: 'slow' }, { m: 'x' }, { r: '1.5' }, { zz: '1' }];
    for (const bad of bads) {
      const tuf = refusal(() => parseMatchParams(bad));
      const words = refusal(() => parseParams(bad));
      expect(tuf).not.toBe('read');
      expect(words).toEqual(tuf);
    }
  });

  it('each game keeps its own limits and defaults for minutes and rounds', () => {
    expect(parseMatchParams({ r: '20' }).rounds).toBe(20);
    expect(refusal(() => parseParams({ r: '20' }))).toEqual({ code: 'params.range', vars: { setting: 'r', lo: 1, hi: 10, n: 20 } });
    expect(parseParams({ h: '3' }).rounds).toBe(3);
    expect(parseParams({}).soloMinutes).toBe(3);
    expect(parseMatchParams({ g: '1c-b' }).soloMinutes).toBe(15);
  });

  it('written and read back the same way by both games (h, c, t, m, r)', () => {
    const table = readTable(
      { h: '2', c: 'mh', t: 'fast', m: '4', r: '6' },
      { soloMinutes: { min: 1, max: 15, fallback: 3 }, rounds: { min: 1, max: 10, fallback: () => 5 } },
    );
    expect(table).toEqual({ humans: 2, computers: ['medium', 'hard'], timers: 'fast', soloMinutes: 4, rounds: 6 });
    expect(seatsOf(table).map((s) => s.level ?? s.kind)).toEqual(['human', 'human', 'medium', 'hard']);
    const text = { h: '2', c: 'mh', t: 'fast', m: '4', r: '6' };
    expect(formatMatchParams(parseMatchParams(text))).toMatchObject(text);
    expect(formatParams(parseParams(text))).toEqual(text);
  });
});

describe('a plug-in states only what it changes', () => {
  it('a table that asks for order play without the order hooks plays competitively (no stub needed)', () => {
    const base = toyPlugin(['CATDOGS']);
    const { order: _order, ...plain } = base;
    const race = createRace({ ...plain, table: (p) => ({ ...base.table(p), order: true }) });
    let s = race.apply(race.init({ kinds: 'hh', solo: false }, 'x'), { type: 'roll', at: 1000 });
    s = race.apply(s, { type: 'declare', seat: 0, submission: 'CAT DOG', at: 2000 });
    // competitive: the call locks its caller (hands off), and the other seat may still call
    expect(race.isLocked(s, s.rounds[0]!, 0)).toBe(true);
    expect(race.isLocked(s, s.rounds[0]!, 1)).toBe(false);
  });
});
