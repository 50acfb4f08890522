import { RaceParamsError } from '../../../src/games/race/params';
import { describe, expect, it } from 'vitest';
import { IllegalMoveError, replayMoves, type Refusal } from '../../../src/core/engine';
import { formatGameId, parseGameId } from '../../../src/core/gameId';
import { timerView } from '../../../src/core/timer';
import { checkCodeLimits, defaultParams, formatMatchParams, hintsOn, parseMatchParams, type MatchParams } from '../../../src/games/tuf/matchParams';
import { currentRound, valueToBeat } from '../../../src/games/race/engine';
import {
  dueComputerCalls,
  hintsUsed,
  isLocked,
  isMatchMove,
  matchEngine,
  rollFor,
  roundOver,
  roundPoints,
  totals,
  winners,
  type MatchMove,
  type MatchState,
} from '../../../src/games/tuf/plugin';
import { soloGlasses } from '../../../src/games/race/timers';
import { smallEquation } from './smallEquation';
import { RACE_REFUSALS } from '../../../src/games/race/engine';
import { CHECK_REFUSALS, TUF_REFUSALS, isReaderCode } from '../../../src/games/tuf/plugin';

const T0 = 1_700_000_000_000;
const S = 1000;

/** Two people on one device, game 1, seed "seedA":
 *  round 1 seat 1: 0 0 1 7 8 ø ÷ ÷ (×) × =   seat 2: 4 4 5 10 9 10 × − ÷ − =
 *  round 2 seat 1: 4 4 5 10 9 7 − (×) × × =  seat 2: 0 5 3 8 6 9 + − (×) (×) = */
const two = (over: Partial<MatchParams> = {}): MatchParams => ({ ...defaultParams('1'), humans: 2, computers: [], ...over });

function play(params: MatchParams, seed: string, moves: MatchMove[]): MatchState {
  let s = matchEngine.init(params, seed);
  for (const m of moves) s = matchEngine.apply(s, m);
  return s;
}

/** The refusal's code (a refusal is data: code + values, worded by the catalogue). */
function reason(fn: () => unknown): string {
  return refused(fn).code;
}

function refused(fn: () => unknown): Refusal {
  try {
    fn();
  } catch (e) {
    if (e instanceof IllegalMoveError) return e.refusal;
    throw e;
  }
  throw new Error('expected an illegal move');
}

describe('match params', () => {
  it('round-trip through a game id, defaults included', () => {
    for (const p of [
      defaultParams('1'),
      two({ cutthroat: true, timers: 'fast', rounds: 3 }),
      {
        ...defaultParams('constant'),
        constantPreset: 'chi' as const,
        orderScoring: true,
        settings: { ...defaultParams().settings, chi: '1/7', chiCubes: 2, j: 'relation' as const, jRelation: '>=' as const },
      },
    ]) {
      const code = formatGameId({ game: 'tuf', params: formatMatchParams(p), seed: 'abc' });
      expect(parseMatchParams(parseGameId(code).params)).toEqual(p);
    }
  });
  it('hints: hn=1/hn=0 in the code; without it, on for one person and off for several (the race refuses a hint then)', () => {
    expect(hintsOn(defaultParams('1'))).toBe(true);
    expect(hintsOn(two())).toBe(false);
    expect(formatMatchParams(defaultParams('1')).hn).toBeUndefined();
    const on = { ...two(), hints: true };
    expect(formatMatchParams(on).hn).toBe('1');
    expect(parseMatchParams(formatMatchParams(on))).toEqual(on);
    expect(parseMatchParams({ g: '1', hn: '0' }).hints).toBe(false);
    expect(() => parseMatchParams({ g: '1', hn: 'x' })).toThrow();
    const s = matchEngine.apply(matchEngine.init(two(), 'hh'), { type: 'roll', at: 1000 });
    expect(() => matchEngine.apply(s, { type: 'hint', seat: 0, step: 1, at: 2000 })).toThrow(IllegalMoveError);
    const t = matchEngine.apply(matchEngine.init(on, 'hh'), { type: 'roll', at: 1000 });
    expect(hintsUsed(matchEngine.apply(t, { type: 'hint', seat: 1, step: 1, at: 2000 }), 1)).toBe(true);
  });
  it('every constant-cube preset fits in a game id (% is written pct)', () => {
    for (const k of ['%', 'pi', 'log', 'j', 'tan', 'chi'] as const) {
      const p = { ...defaultParams('constant'), constantPreset: k };
      const code = formatGameId({ game: 'tuf', params: formatMatchParams(p), seed: 's' });
      expect(parseMatchParams(parseGameId(code).params).constantPreset).toBe(k);
    }
  });
  it('5 rounds by default, the validity light on, standard timers', () => {
    const p = parseMatchParams({ g: '2' });
    expect(p.rounds).toBe(5);
    expect(p.validityLight).toBe(true);
    expect(p.timers).toBe('std');
  });
  /** The code and values parseMatchParams refuses params with (null when it reads them). */
  const refusedWith = (p: Record<string, string>): { code: string; vars: Readonly<Record<string, string | number>> } | null => {
    try {
      parseMatchParams(p);
      return null;
    } catch (e) {
      if (!(e instanceof RaceParamsError)) throw e;
      return { code: e.code, vars: e.vars };
    }
  };
  it('tampered settings give a reason (a code and values)', () => {
    expect(() => parseMatchParams({ g: '9' })).toThrow(RaceParamsError);
    expect(refusedWith({ g: '9' })).toEqual({ code: 'params.game', vars: { text: '9' } });
    expect(refusedWith({ g: '1', h: '3', c: 'eh' })).toEqual({ code: 'params.seats', vars: { max: 4 } });
    expect(refusedWith({ g: '1', c: 'x' })).toEqual({ code: 'params.level', vars: { text: 'x' } });
    expect(refusedWith({ g: '1', r: '0' })).toEqual({ code: 'params.range', vars: { setting: 'r', lo: 1, hi: 20, n: 0 } });
    expect(refusedWith({ g: '1', k: 'pi' })).toEqual({ code: 'params.constantGame', vars: {} });
    expect(refusedWith({ g: 'constant', chi: 'abc' })).toEqual({ code: 'params.chi', vars: { text: 'abc' } });
    expect(refusedWith({ g: '1', zz: '1' })).toEqual({ code: 'params.unknown', vars: { key: 'zz' } });
  });

  it('a code asks only for what the setup screen offers (issue 17: 20 solitaire rounds of 60 minutes)', () => {
    const codeRefusal = (p: Record<string, string>) => {
      try {
        checkCodeLimits(parseMatchParams(p));
        return null;
      } catch (e) {
        if (!(e instanceof RaceParamsError)) throw e;
        return { code: e.code, vars: e.vars };
      }
    };
    expect(codeRefusal({ g: '1c-a', m: '60' })).toEqual({ code: 'params.range', vars: { setting: 'm', lo: 1, hi: 15, n: 60 } });
    expect(codeRefusal({ g: '1c-a', r: '11' })).toEqual({ code: 'params.range', vars: { setting: 'r', lo: 1, hi: 10, n: 11 } });
    expect(codeRefusal({ g: '1c-b', r: '10', m: '15' })).toBeNull();
  });

  it('a game saved by an earlier build with up to 60 minutes and 20 rounds still opens', () => {
    expect(parseMatchParams({ g: '1c-a', r: '20', m: '60' })).toMatchObject({ rounds: 20, soloMinutes: 60 });
    expect(refusedWith({ g: '1c-a', m: '61' })).toEqual({ code: 'params.range', vars: { setting: 'm', lo: 1, hi: 60, n: 61 } });
    expect(refusedWith({ g: '1c-a', r: '21' })).toEqual({ code: 'params.range', vars: { setting: 'r', lo: 1, hi: 20, n: 21 } });
    const state = matchEngine.init(parseMatchParams({ g: '1c-a', r: '20', m: '60' }), 'old-save');
    expect(matchEngine.apply(state, { type: 'roll', at: 1000 }).rounds).toHaveLength(1);
  });
});

describe('match params fuzz', () => {
  it('random settings are read or refused with a RaceParamsError, never anything else', async () => {
    const { createRng } = await import('../../../src/core/random');
    const rng = createRng('params-fuzz');
    const keys = ['g', 'h', 'c', 't', 'm', 'r', 'z', 'same', 'v', 'ct', 'xb', 'bb', 'rn', 'ord', 'k', 'op', 'pi', 'j', 'jr', 'chi', 'cc', 'q'];
    const values = [
      '',
      '0',
      '1',
      '2',
      '5',
      '99',
      'e',
      'emh',
      'ehhh',
      'x',
      'std',
      'blue',
      'allow',
      'penalty',
      'pct',
      'pi',
      'chi',
      '1/7',
      '25.4',
      '-3',
      '1/0',
      'constant',
      '1a',
      '2+2-',
      'any',
      'radians',
      'i',
      'r',
      'f',
      'lt',
      'eq',
      'zz',
    ];
    const GOOD: Record<string, string[]> = {
      g: ['1', '1a', '2', 'constant', '1c-b'],
      h: ['1', '2', '3'],
      c: ['', 'e', 'm'],
      t: ['std', 'fast', 'blue'],
      m: ['2', '15'],
      r: ['1', '5', '10'],
      z: ['allow', 'disallow', 'penalty'],
      same: ['0', '1'],
      v: ['0', '1'],
      ct: ['0', '1'],
      xb: ['1'],
      bb: ['1'],
      rn: ['1'],
      ord: ['0', '1'],
      op: ['rolled', '4+', '1+3-'],
      pi: ['any', '22/7'],
      j: ['i', 'r', 'f'],
      jr: ['lt', 'ge', 'eq'],
      chi: ['12', '1/7', '25.4'],
      cc: ['1', '3'],
    };
    let read = 0;
    for (let i = 0; i < 500; i++) {
      const params: Record<string, string> = {};
      for (let k = 0; k < 1 + rng.int(6); k++) {
        const key = rng.pick(keys);
        params[key] = rng.int(4) === 0 ? rng.pick(values) : rng.pick(GOOD[key] ?? values);
      }
      let p: MatchParams | null = null;
      try {
        p = parseMatchParams(params);
      } catch (e) {
        expect(e).toBeInstanceOf(RaceParamsError);
      }
      if (p) {
        read++;
        expect(parseMatchParams(formatMatchParams(p)), JSON.stringify(params)).toEqual(p);
      }
    }
    expect(read).toBeGreaterThan(10);
  });
});

describe('rolls', () => {
  it('come from the seed: same seed, same cubes; every seat its own roll', () => {
    const p = two();
    expect(rollFor(p, 'seedA', 0, 0)).toEqual(rollFor(p, 'seedA', 0, 0));
    expect(
      rollFor(p, 'seedA', 0, 0)
        .map((c) => c.face)
        .join(' '),
    ).toBe('0 0 1 7 8 ø / / (x) x =');
    expect(
      rollFor(p, 'seedA', 0, 1)
        .map((c) => c.face)
        .join(' '),
    ).toBe('4 4 5 10 9 10 x - / - =');
  });
  it('double solitaire sets every seat to the same roll', () => {
    const p = { ...defaultParams('1c-c'), humans: 2 };
    expect(p.sameRoll).toBe(true);
    expect(rollFor(p, 'k', 2, 0)).toEqual(rollFor(p, 'k', 2, 1));
  });
  it('a roll move deals every seat and faces are fixed for the round', () => {
    const s = play(two(), 'seedA', [{ type: 'roll', at: T0 }]);
    expect(s.phase).toBe('playing');
    expect(currentRound(s)?.rolls).toHaveLength(2);
    expect(currentRound(s)?.timer).toBeNull();
  });
});

describe('calls and timers (game 1, standard timers)', () => {
  const tuf: MatchMove = { type: 'declare', seat: 1, submission: '9 - 4 = 5', at: T0 + 30 * S };
  const tuffer: MatchMove = { type: 'declare', seat: 0, submission: '7 x 0 = 0 (x) 8', at: T0 + 60 * S };
  const tuffest: MatchMove = { type: 'declare', seat: 1, submission: '9 - 4 x 10 / 10 = 5', at: T0 + 90 * S };

  it('TUF starts the red 3-minute glass and locks the declarer', () => {
    const s = play(two(), 'seedA', [{ type: 'roll', at: T0 }, tuf]);
    const r = currentRound(s);
    if (!r) throw new Error('no round');
    expect(r.calls[0]).toMatchObject({ seat: 1, value: 5, correct: true, color: 'red' });
    expect(timerView(r.timer!, T0 + 30 * S)).toMatchObject({ color: 'red', remainingMs: 180 * S });
    expect(isLocked(s, r, 1)).toBe(true);
    expect(isLocked(s, r, 0)).toBe(false);
    expect(reason(() => matchEngine.apply(s, { type: 'declare', seat: 1, submission: '10 - 9 = 5 - 4', at: T0 + 40 * S }))).toBe('handsOff');
  });
  it('TUFFER must use more cubes and sets the yellow glass; TUFFEST sets blue', () => {
    const s1 = play(two(), 'seedA', [{ type: 'roll', at: T0 }, tuf]);
    expect(refused(() => matchEngine.apply(s1, { type: 'declare', seat: 0, submission: '0 x 7 = 0', at: T0 + 40 * S }))).toEqual({
      code: 'mustBeat',
      vars: { toBeat: 5, value: 5 },
    });
    const s = play(two(), 'seedA', [{ type: 'roll', at: T0 }, tuf, tuffer, tuffest]);
    const r = currentRound(s)!;
    expect(r.calls.map((c) => c.color)).toEqual(['red', 'yellow', 'blue']);
    expect(valueToBeat(r)).toBe(9);
    expect(timerView(r.timer!, T0 + 90 * S)).toMatchObject({ color: 'blue', remainingMs: 60 * S });
  });
  it('a blue call while the blue glass runs lets the remaining sand run before the reset', () => {
    const p = two({ timers: 'blue' });
    const s = play(p, 'seedA', [{ type: 'roll', at: T0 }, tuf, { ...tuffer, at: T0 + 50 * S }]);
    const r = currentRound(s)!;
    expect(r.timer!.segments.map((g) => g.ms)).toEqual([40 * S, 60 * S]);
    expect(timerView(r.timer!, T0 + 50 * S).remainingMs).toBe(100 * S);
  });
  it("a call must use the seat's own cubes and have an equals cube", () => {
    const s = play(two(), 'seedA', [{ type: 'roll', at: T0 }]);
    expect(refused(() => matchEngine.apply(s, { type: 'declare', seat: 0, submission: '5 = 5', at: T0 + S }))).toEqual({
      code: 'notInRoll',
      vars: { face: '5' },
    });
    expect(reason(() => matchEngine.apply(s, { type: 'declare', seat: 0, submission: '7 x 1', at: T0 + S }))).toBe('noEquals');
    expect(reason(() => matchEngine.apply(s, { type: 'declare', seat: 5, submission: '7 = 7', at: T0 + S }))).toBe('noSeat');
  });
  it('no call after time runs out; the round then ends with each equation scored', () => {
    const moves: MatchMove[] = [{ type: 'roll', at: T0 }, tuf, tuffer];
    const s = play(two(), 'seedA', moves);
    const end = T0 + 60 * S + 120 * S;
    expect(roundOver(s, end - 1)).toBeNull();
    expect(roundOver(s, end)).toBe('time');
    expect(reason(() => matchEngine.apply(s, { type: 'declare', seat: 1, submission: '9 - 4 x 10 / 10 = 5', at: end }))).toBe('timeUp');
    expect(reason(() => matchEngine.apply(s, { type: 'end', reason: 'time', finals: [null, null], at: end - 10 }))).toBe('notOver');
    const done = matchEngine.apply(s, { type: 'end', reason: 'time', finals: ['7 x 0 = 0 (x) 8', '10 - 9 = 5 - 4'], at: end });
    const res = currentRound(done)!.end!.results;
    // Final declarer (seat 1 = index 0) counts double: 7 cubes × 2; seat 2 counts its last equation once.
    expect(res[0]).toMatchObject({ finalDeclarer: true, points: 14 });
    expect(res[1]).toMatchObject({ finalDeclarer: false, points: 7 });
    expect(done.phase).toBe('review');
  });
  it("the final declarer's locked equation counts even if the screen sends another", () => {
    const s = play(two(), 'seedA', [{ type: 'roll', at: T0 }, tuf]);
    const done = matchEngine.apply(s, { type: 'end', reason: 'time', finals: [null, '10 / 10 = 5 - 4'], at: T0 + 210 * S });
    expect(currentRound(done)!.end!.results[1]).toMatchObject({ submission: '9 - 4 = 5', points: 10 });
  });
  it('an incorrect final call scores 0 and the last correct caller is the final declarer', () => {
    const s = play(two(), 'seedA', [{ type: 'roll', at: T0 }, tuf, { type: 'declare', seat: 0, submission: '7 x 1 = 8 / 0 (x) 0', at: T0 + 60 * S }]);
    const r = currentRound(s)!;
    expect(r.calls[1]?.correct).toBe(false);
    const done = matchEngine.apply(s, { type: 'end', reason: 'time', finals: [null, null], at: T0 + 180 * S });
    const res = currentRound(done)!.end!.results;
    expect(res[0]?.points).toBe(0);
    expect(res[1]).toMatchObject({ finalDeclarer: true, points: 10 });
  });
  it('nobody calling: the players may end the round', () => {
    const s = play(two(), 'seedA', [{ type: 'roll', at: T0 }]);
    const done = matchEngine.apply(s, { type: 'end', reason: 'no-call', finals: ['0 x 7 = 0', null], at: T0 + 5 * S });
    expect(roundPoints(done, currentRound(done)!)).toEqual([5, 0]);
    const after = play(two(), 'seedA', [{ type: 'roll', at: T0 }, tuf]);
    expect(reason(() => matchEngine.apply(after, { type: 'end', reason: 'no-call', finals: [null, null], at: T0 + 40 * S }))).toBe('endsOnTime');
  });
});

describe('every cube used ends the round: "the game may continue … until either a player uses all his cubes or the allotted time interval runs out"', () => {
  // Game 1A with the red cubes set to 2+ and 2−; seed all10 rolls 3 2 3 8 10 6 + + − − =.
  const p = { ...defaultParams('1a'), computers: [], humans: 2, operatorPreset: '2+2-' as const };
  it('a call with all 11 cubes closes the round at once', () => {
    expect(
      rollFor(p, 'all10', 0, 0)
        .map((c) => c.face)
        .join(' '),
    ).toBe('3 2 3 8 10 6 + + - - =');
    const s = play(p, 'all10', [
      { type: 'roll', at: T0 },
      { type: 'declare', seat: 0, submission: '3 = 2 - 3 + 8 - 10 + 6', at: T0 + 20 * S },
    ]);
    expect(roundOver(s, T0 + 21 * S)).toBe('all-cubes');
    expect(reason(() => matchEngine.apply(s, { type: 'declare', seat: 1, submission: '1 = 1', at: T0 + 21 * S }))).toMatch(/^(roundOver|handsOff)$/);
    const done = matchEngine.apply(s, { type: 'end', reason: 'all-cubes', finals: [null, null], at: T0 + 21 * S });
    expect(currentRound(done)!.end!.results[0]?.points).toBe(22);
  });
});

describe('cutthroat (1B) and TUF ERROR', () => {
  const p = two({ cutthroat: true });
  const base: MatchMove[] = [
    { type: 'roll', at: T0 },
    { type: 'declare', seat: 1, submission: '9 - 4 = 5', at: T0 + 30 * S },
    { type: 'declare', seat: 0, submission: '7 x 0 = 0 (x) 8', at: T0 + 60 * S },
  ];
  it('a bested declarer drops to zero unless it matches the count that beat it', () => {
    const s = play(p, 'seedA', base);
    const low = matchEngine.apply(s, { type: 'end', reason: 'time', finals: [null, '10 / 10 = 5 - 4'], at: T0 + 180 * S });
    expect(currentRound(low)!.end!.results[1]?.points).toBe(7); // 7 cubes equal TUFFER's 7: counts once
    const none = matchEngine.apply(s, { type: 'end', reason: 'time', finals: [null, '9 - 4 = 5'], at: T0 + 180 * S });
    expect(currentRound(none)!.end!.results[1]?.points).toBe(0);
    // The same finals without cutthroat count once.
    const soft = play(two(), 'seedA', base);
    const softEnd = matchEngine.apply(soft, { type: 'end', reason: 'time', finals: [null, '9 - 4 = 5'], at: T0 + 180 * S });
    expect(currentRound(softEnd)!.end!.results[1]?.points).toBe(5);
  });
  it('TUF ERROR upheld scores the cubes of the wrong call; a wrong challenge costs them', () => {
    const wrongCall: MatchMove = { type: 'declare', seat: 0, submission: '7 x 1 = 8 / 0 (x) 0', at: T0 + 60 * S };
    const s = play(p, 'seedA', [base[0]!, base[1]!, wrongCall]);
    const upheld = matchEngine.apply(s, { type: 'challenge', by: 1, call: 1, at: T0 + 70 * S });
    expect(currentRound(upheld)!.challenges[0]).toMatchObject({ upheld: true, points: 9 });
    const lost = matchEngine.apply(s, { type: 'challenge', by: 0, call: 0, at: T0 + 70 * S });
    expect(currentRound(lost)!.challenges[0]).toMatchObject({ upheld: false, points: -5 });
    expect(reason(() => matchEngine.apply(upheld, { type: 'challenge', by: 1, call: 1, at: T0 + 71 * S }))).toBe('challengedTwice');
    expect(reason(() => matchEngine.apply(s, { type: 'challenge', by: 0, call: 1, at: T0 + 71 * S }))).toBe('ownCall');
    const end = matchEngine.apply(upheld, { type: 'end', reason: 'time', finals: [null, null], at: T0 + 240 * S });
    expect(roundPoints(end, currentRound(end)!)).toEqual([0, 10 + 9]);
  });
  it('TUF ERROR is only called in cutthroat play', () => {
    const s = play(two(), 'seedA', base);
    expect(reason(() => matchEngine.apply(s, { type: 'challenge', by: 1, call: 1, at: T0 + 70 * S }))).toBe('noChallenges');
  });
});

describe('constant cube preset, order scoring', () => {
  // Three players; χ = 12 preset. Seat rolls (seedC) include: 4 2 3 ø 8 6 (×) − × − − ⅛ = χ / 3 2 1 10 6 10 + ÷ + + (×) ¼ = χ / 3 0 5 ø 6 7 × − − ÷ ÷ ⅛ = χ
  const p: MatchParams = {
    ...defaultParams('constant'),
    humans: 3,
    computers: [],
    constantPreset: 'chi',
    orderScoring: true,
    settings: { ...defaultParams('constant').settings, chi: '12' },
  };
  it('first correct equation with the symbol scores players + 1, then two less, then one less', () => {
    const s = play(p, 'seedC', [
      { type: 'roll', at: T0 },
      { type: 'declare', seat: 1, submission: 'chi = 10 + 2', at: T0 + 10 * S },
      { type: 'declare', seat: 2, submission: 'chi - 5 = 7', at: T0 + 20 * S },
      { type: 'declare', seat: 0, submission: 'chi = 6 x 2', at: T0 + 30 * S },
    ]);
    expect(roundOver(s, T0 + 31 * S)).toBe('all-done');
    const done = matchEngine.apply(s, { type: 'end', reason: 'all-done', finals: [null, null, null], at: T0 + 31 * S });
    expect(roundPoints(done, currentRound(done)!)).toEqual([1, 4, 2]);
    // each qualifying call's place, so the results can say why it scores what it scores
    expect(currentRound(done)!.end!.results.map((r) => r.place)).toEqual([3, 1, 2]);
  });
  it("an incorrect equation or one without the symbol counts zero; the first call's glass is the only one", () => {
    const s = play(p, 'seedC', [
      { type: 'roll', at: T0 },
      { type: 'declare', seat: 0, submission: '6 x 2 = 4 (x) 3', at: T0 + 10 * S },
      { type: 'declare', seat: 1, submission: 'chi = 10 + 1', at: T0 + 20 * S },
    ]);
    const r = currentRound(s)!;
    expect(r.timer!.segments).toHaveLength(1);
    const done = matchEngine.apply(s, { type: 'end', reason: 'time', finals: [null, null, null], at: T0 + 190 * S });
    expect(roundPoints(done, currentRound(done)!)).toEqual([0, 0, 0]);
  });
});

describe('solitaire', () => {
  const p = defaultParams('1c-a');
  it('the clock starts at the roll (5 minutes for 1C a); calling locks and ends the round', () => {
    expect(p.soloMinutes).toBe(5);
    const s = play(p, 'solo', [{ type: 'roll', at: T0 }]);
    expect(timerView(currentRound(s)!.timer!, T0).remainingMs).toBe(300 * S);
    // the box's glasses combined: red (3 min) then yellow (2 min)
    expect(currentRound(s)!.timer!.segments.map((g) => g.color)).toEqual(['red', 'yellow']);
    expect(soloGlasses(15).map((g) => g.color)).toEqual(['red', 'red', 'red', 'red', 'red']);
    expect(soloGlasses(4).map((g) => g.color)).toEqual(['red', 'blue']);
    expect(soloGlasses(2).map((g) => g.color)).toEqual(['yellow']);
    const roll = currentRound(s)!.rolls[0]!.map((c) => c.face);
    expect(roll).toHaveLength(11);
  });
  it('time running out counts the equation on the table once', () => {
    const s = play(two({ game: '1c-c', sameRoll: true, soloMinutes: 2 }), 'seedA', [{ type: 'roll', at: T0 }]);
    const roll = currentRound(s)!
      .rolls[0]!.map((c) => c.face)
      .join(' ');
    expect(
      currentRound(s)!
        .rolls[1]!.map((c) => c.face)
        .join(' '),
    ).toBe(roll);
    expect(roundOver(s, T0 + 120 * S)).toBe('time');
  });
});

describe('computer opponents', () => {
  const p = { ...defaultParams('1'), humans: 1, computers: ['easy' as const] };
  it('call when their delay has passed, if they still beat the last call', () => {
    let s = play(p, 'seedA', [{ type: 'roll', at: T0 }]);
    s = matchEngine.apply(s, { type: 'plan', seat: 1, submission: '10 - 9 = 5 - 4', delayMs: 40 * S, at: T0 + 1 });
    expect(dueComputerCalls(s, T0 + 39 * S)).toEqual([]);
    const due = dueComputerCalls(s, T0 + 100 * S);
    expect(due).toEqual([{ seat: 1, submission: '10 - 9 = 5 - 4', at: T0 + 40 * S }]);
    s = matchEngine.apply(s, { type: 'declare', ...due[0]! });
    expect(currentRound(s)!.calls[0]).toMatchObject({ seat: 1, color: 'red' });
    expect(dueComputerCalls(s, T0 + 100 * S)).toEqual([]);
  });
  it('give up when a person has already beaten their equation', () => {
    let s = play(p, 'seedA', [{ type: 'roll', at: T0 }]);
    s = matchEngine.apply(s, { type: 'plan', seat: 1, submission: '9 - 4 = 5', delayMs: 40 * S, at: T0 + 1 });
    s = matchEngine.apply(s, { type: 'declare', seat: 0, submission: '7 x 0 = 0 (x) 8', at: T0 + 10 * S });
    expect(dueComputerCalls(s, T0 + 100 * S)).toEqual([]);
    const end = matchEngine.apply(s, { type: 'end', reason: 'time', finals: [null, null], at: T0 + 190 * S });
    // The computer's equation still counts once.
    expect(roundPoints(end, currentRound(end)!)).toEqual([14, 5]);
  });
  it('a plan made after a longer call never comes due', () => {
    let s = play(p, 'seedA', [{ type: 'roll', at: T0 }]);
    s = matchEngine.apply(s, { type: 'declare', seat: 0, submission: '7 x 0 = 0 (x) 8', at: T0 + 10 * S });
    s = matchEngine.apply(s, { type: 'plan', seat: 1, submission: '9 - 4 = 5', delayMs: 20 * S, at: T0 + 11 * S });
    expect(dueComputerCalls(s, T0 + 100 * S)).toEqual([]);
  });
  it('only a computer seat makes a plan', () => {
    const s = play(p, 'seedA', [{ type: 'roll', at: T0 }]);
    expect(reason(() => matchEngine.apply(s, { type: 'plan', seat: 0, submission: null, delayMs: 0, at: T0 }))).toBe('notComputer');
  });
});

describe('a whole match', () => {
  it('five rounds, then a winner; replaying the saved moves gives the same state', () => {
    const p = two();
    const moves: MatchMove[] = [];
    let s = matchEngine.init(p, 'seedA');
    let at = T0;
    let expected = 0;
    for (let r = 0; r < 5; r++) {
      const step = (m: MatchMove): void => {
        s = matchEngine.apply(s, m);
        moves.push(m);
      };
      step({ type: 'roll', at });
      const roll = currentRound(s)!.rolls[0]!;
      const eq = smallEquation(roll.map((c) => c.face));
      step({ type: 'declare', seat: 0, submission: eq, at: at + 5 * S });
      expected += 2 * eq.split(' ').length;
      step({ type: 'end', reason: 'time', finals: [null, null], at: at + 185 * S });
      at += 300 * S;
    }
    expect(s.phase).toBe('finished');
    expect(totals(s)).toEqual([expected, 0]);
    expect(winners(s)).toEqual([0]);
    expect(() => matchEngine.apply(s, { type: 'roll', at })).toThrow(IllegalMoveError);
    const replayed = replayMoves(matchEngine, p, 'seedA', JSON.parse(JSON.stringify(moves)) as unknown[]);
    expect(replayed.rejected).toBeNull();
    expect(replayed.state).toEqual(s);
  });
  it('moves out of time order are refused', () => {
    const s = play(two(), 'seedA', [{ type: 'roll', at: T0 }]);
    expect(reason(() => matchEngine.apply(s, { type: 'declare', seat: 0, submission: '0 = 0', at: T0 - 1 }))).toBe('outOfOrder');
  });
});

describe('fuzz: random moves never throw anything but a reason', () => {
  it('300 random move sequences', async () => {
    const { createRng } = await import('../../../src/core/random');
    const rng = createRng('match-fuzz');
    const eqs = ['0 = 0', '7 x 0 = 0 (x) 8', '9 - 4 = 5', '1 + = 2', '( x )', '', '= =', '10 / 0 = 1', 'chi = 3', '4 ^2 = 1 6', 'x'];
    for (let i = 0; i < 300; i++) {
      const g = rng.pick(['1', '1b', '2', '4', '6', 'constant', '1c-a'] as const);
      const p: MatchParams = {
        ...defaultParams(g),
        humans: 1 + rng.int(3),
        computers: rng.int(2) ? ['easy'] : [],
        cutthroat: rng.int(2) === 1,
        timers: rng.pick(['std', 'fast', 'blue'] as const),
        rounds: 1 + rng.int(3),
      };
      let s = matchEngine.init(p, `f${i}`);
      let at = T0;
      for (let k = 0; k < 25; k++) {
        at += rng.int(90) * S;
        const n = s.seats.length;
        const pick = rng.int(6);
        const m: unknown =
          pick === 0
            ? { type: 'roll', at }
            : pick === 1
              ? { type: 'declare', seat: rng.int(n + 1), submission: rng.pick(eqs), at }
              : pick === 2
                ? {
                    type: 'end',
                    reason: rng.pick(['time', 'all-cubes', 'all-done', 'no-call']),
                    finals: Array.from({ length: n }, () => (rng.int(2) ? rng.pick(eqs) : null)),
                    at,
                  }
                : pick === 3
                  ? { type: 'challenge', by: rng.int(n), call: rng.int(3), at }
                  : pick === 4
                    ? { type: 'plan', seat: rng.int(n), submission: rng.pick(eqs), delayMs: rng.int(60) * S, at }
                    : { type: rng.pick(['roll', 'nope']), at: rng.int(2) ? at : 'soon' };
        if (!isMatchMove(m)) continue;
        try {
          s = matchEngine.apply(s, m);
        } catch (e) {
          expect(e).toBeInstanceOf(IllegalMoveError);
          const code = (e as IllegalMoveError).refusal.code;
          if (!isReaderCode(code)) expect([...RACE_REFUSALS, ...TUF_REFUSALS, ...CHECK_REFUSALS]).toContain(code);
        }
        const due = roundOver(s, at);
        if (due !== null) s = matchEngine.apply(s, { type: 'end', reason: due, finals: s.seats.map(() => null), at });
      }
      for (const t of totals(s)) expect(Number.isFinite(t)).toBe(true);
    }
  });
});
