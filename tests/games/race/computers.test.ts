/**
 * Computer seats that call like people (src/games/race/computers.ts) on seeded
 * TUF words matches: later calls (TUFFER!/TUFFEST!) as their crossword grows,
 * hands-off time not counted as work, beaten stages passed over, the crossword
 * on the table at the end; TUF ERROR on a person's wrong call (by level,
 * seeded), never on a correct one. And the same TUF ERROR at the TUF maths table.
 */
import { describe, expect, it } from 'vitest';
import { CHALLENGE_PACE, challengeDelay, stageDueAt, workedMs } from '../../../src/games/race/computers';
import type { ComputerLevel, RoundState } from '../../../src/games/race/types';
import { currentRound } from '../../../src/games/race/engine';
import { defaultParams, type WordsParams } from '../../../src/games/words/params';
import { dueComputerCalls, dueComputerChallenges, isWordsMove, totals, wordsEngine, type WordsState } from '../../../src/games/words/plugin';
import { defaultParams as tufDefaults, type MatchParams } from '../../../src/games/tuf/matchParams';
import { dueComputerChallenges as tufChallenges, matchEngine, type MatchMove, type MatchState } from '../../../src/games/tuf/plugin';
import { G1, G2, OK, play, rolled, S, T0 } from '../words/table';

/** 13 cubes: G2 and OH (H beside the second row's O, under the S). */
const G3 = 'C A T S / O . O H / D U N . / E . E . / S . . .';
/** 14 cubes: G3 and an L after DUN. */
const G4 = 'C A T S / O . O H / D U N L / E . E . / S . . .';

function params(over: Partial<WordsParams> = {}): WordsParams {
  return { ...defaultParams(), humans: 1, computers: ['medium'], ...over };
}

/**
 * A person and a medium computer on the rolled table, the computer (seat 1) planning TUF! with G1 after 30 s of work,
 * then G3 after 60 s and G4 after `g4` seconds.
 */
function planned(g4: number): WordsState {
  return wordsEngine.apply(rolled(params()), {
    type: 'plan',
    seat: 1,
    submission: G1,
    delayMs: 30 * S,
    at: T0 + 10,
    verdict: OK,
    later: [
      { submission: G3, delayMs: 60 * S, verdict: OK },
      { submission: G4, delayMs: g4 * S, verdict: OK },
    ],
  });
}

describe('later calls: a computer calls TUFFER!/TUFFEST! when its crossword grows beyond the last call', () => {
  it('TUF! at its first majority, outcalled by a person, then TUFFEST! once its work (hands off not counted) reaches the bigger crossword', () => {
    let s = planned(100);
    const first = dueComputerCalls(s, T0 + 30 * S);
    expect(first).toEqual([{ seat: 1, submission: G1, at: T0 + 30 * S, verdict: OK }]);
    s = wordsEngine.apply(s, { type: 'declare', ...first[0]! });
    // hands off while it is the last caller: no call, however long
    expect(dueComputerCalls(s, T0 + 200 * S)).toEqual([]);
    s = wordsEngine.apply(s, { type: 'declare', seat: 0, submission: G2, at: T0 + 50 * S, verdict: OK });
    // worked 30 s before its call, then from 50 s: 60 s of work at 80 s
    expect(dueComputerCalls(s, T0 + 79 * S)).toEqual([]);
    const again = dueComputerCalls(s, T0 + 80 * S);
    expect(again).toEqual([{ seat: 1, submission: G3, at: T0 + 80 * S, verdict: OK }]);
    s = wordsEngine.apply(s, { type: 'declare', ...again[0]! });
    const r = currentRound(s)!;
    expect(r.calls.map((c) => [c.seat, c.value, c.color])).toEqual([
      [1, 11, 'red'],
      [0, 12, 'yellow'],
      [1, 13, 'blue'],
    ]);
    expect(r.plans[1]).toMatchObject({ stage: 2, acted: false });
    expect(dueComputerCalls(s, T0 + 150 * S)).toEqual([]);
    s = wordsEngine.apply(s, { type: 'end', reason: 'time', finals: [G2, null], at: T0 + 400 * S });
    expect(currentRound(s)!.end!.results[1]).toMatchObject({ finalDeclarer: true, submission: G3 });
  });

  it('a stage a person already beat is passed over; the next one is called when its work is done', () => {
    let s = planned(100);
    s = wordsEngine.apply(s, { type: 'declare', seat: 0, submission: G3, at: T0 + 20 * S, verdict: OK });
    expect(currentRound(s)!.plans[1]).toMatchObject({ stage: 2, acted: false });
    expect(dueComputerCalls(s, T0 + 99 * S)).toEqual([]);
    expect(dueComputerCalls(s, T0 + 100 * S)).toEqual([{ seat: 1, submission: G4, at: T0 + 100 * S, verdict: OK }]);
  });

  it('a computer that never calls has on the table the last crossword its work reached by the end', () => {
    let s = planned(400);
    s = wordsEngine.apply(s, { type: 'declare', seat: 0, submission: G4, at: T0 + 10 * S, verdict: OK });
    expect(currentRound(s)!.plans[1]!.acted).toBe(true);
    s = wordsEngine.apply(s, { type: 'end', reason: 'time', finals: [null, null], at: T0 + 190 * S });
    expect(currentRound(s)!.end!.results[1]!.submission).toBe(G3);
  });

  it('working time leaves out the time a seat keeps hands off', () => {
    const round = {
      startedAt: 0,
      calls: [
        { seat: 1, at: 30 },
        { seat: 0, at: 50 },
        { seat: 1, at: 80 },
        { seat: 0, at: 120, struck: true },
      ],
    } as unknown as RoundState;
    expect(workedMs(round, 1, 40)).toBe(30);
    expect(workedMs(round, 1, 70)).toBe(50);
    expect(workedMs(round, 1, 200)).toBe(60);
    expect(workedMs(round, 0, 200)).toBe(200 - 30);
    expect(stageDueAt(round, 1, 55, 200)).toBeNull();
    // seat 0 worked 50 ms before its call at 50, was locked until 80: 60 ms of work at 90
    expect(stageDueAt(round, 0, 60, 200)).toBe(90);
    expect(stageDueAt(round, 0, 40, 200)).toBe(80);
  });

  it('plan moves with later stages are plain data within bounds', () => {
    const base = { type: 'plan', seat: 1, submission: G1, delayMs: 1, at: 1 } as const;
    expect(isWordsMove({ ...base, later: [{ submission: G2, delayMs: 5, verdict: OK }] })).toBe(true);
    expect(isWordsMove({ ...base, later: [{ submission: G2, delayMs: -5 }] })).toBe(false);
    expect(isWordsMove({ ...base, later: [{ submission: 3, delayMs: 5 }] })).toBe(false);
    expect(isWordsMove({ ...base, later: Array(21).fill({ submission: G2, delayMs: 5 }) })).toBe(false);
  });
});

describe('TUF ERROR by computers', () => {
  const wrong = { unknown: ['TONE'], accepted: [], proper: [] };
  const three = (levels: ComputerLevel[]): WordsState => rolled(params({ computers: levels }), 'err');

  it('a wrong call by a person is caught (seeded): the computer gets +5 and the person re-rolls; nothing more is due', () => {
    let s = play(three(['hard', 'easy']), [{ type: 'declare', seat: 0, submission: G1, at: T0 + 10 * S, verdict: wrong }]);
    expect(currentRound(s)!.calls[0]!.correct).toBe(false);
    const hardDelay = challengeDelay(s.seed, 0, 0, 1, 'hard');
    expect(hardDelay).not.toBeNull();
    expect(dueComputerChallenges(s, T0 + 10 * S + hardDelay! - 1).filter((d) => d.by === 1)).toEqual([]);
    const due = dueComputerChallenges(s, T0 + 10 * S + hardDelay!);
    expect(due[0]).toEqual({ by: 1, call: 0, at: T0 + 10 * S + hardDelay! });
    s = wordsEngine.apply(s, { type: 'challenge', ...due[0]! });
    const r = currentRound(s)!;
    expect(r.challenges[0]).toMatchObject({ by: 1, upheld: true, points: 5, reroll: true });
    expect(r.rerolls).toEqual([1, 0, 0]);
    expect(dueComputerChallenges(s, T0 + 300 * S)).toEqual([]);
    expect(totals(s)[1]).toBe(5);
    // a hint asked now is about the new hand: the round says which hand it was for
    const at = T0 + 10 * S + hardDelay! + 1;
    s = wordsEngine.apply(s, { type: 'hint', seat: 0, step: 1, at });
    expect(currentRound(s)!.hints).toEqual([{ seat: 0, step: 1, at, reroll: 1 }]);
  });

  it('a correct call is never challenged, whatever the level and seed', () => {
    for (let i = 0; i < 60; i++) {
      const s = play(rolled(params({ computers: ['hard', 'medium', 'easy'] }), `ok${i}`), [
        { type: 'declare', seat: 0, submission: G1, at: T0 + 10 * S, verdict: OK },
      ]);
      expect(dueComputerChallenges(s, T0 + 179 * S)).toEqual([]);
    }
  });

  it("computers' own calls, struck calls, solitaire and finished rounds are left alone", () => {
    const s = play(three(['hard', 'hard']), [{ type: 'declare', seat: 1, submission: G1, at: T0 + 10 * S, verdict: wrong }]);
    expect(dueComputerChallenges(s, T0 + 100 * S)).toEqual([]);
    const solo = play(rolled(params({ computers: ['hard'], solitaire: true }), 'solo'), [
      { type: 'declare', seat: 0, submission: G1, at: T0 + 10 * S, verdict: wrong },
    ]);
    expect(dueComputerChallenges(solo, T0 + 100 * S)).toEqual([]);
    // after the glass ran out: nothing (the red glass runs 3 min from TUF!)
    let late = play(three(['easy']), [{ type: 'declare', seat: 0, submission: G1, at: T0 + 10 * S, verdict: wrong }]);
    late = wordsEngine.apply(late, { type: 'end', reason: 'time', finals: [null, null], at: T0 + 200 * S });
    expect(dueComputerChallenges(late, T0 + 300 * S)).toEqual([]);
  });

  it('by level: hard nearly always and within seconds, easy rarely and late (200 seeded calls)', () => {
    const stats = (level: ComputerLevel) => {
      const delays = Array.from({ length: 200 }, (_, i) => challengeDelay(`seed${i}`, 0, 0, 1, level)).filter((d): d is number => d !== null);
      return { rate: delays.length / 200, min: Math.min(...delays), max: Math.max(...delays), mean: delays.reduce((a, b) => a + b, 0) / delays.length };
    };
    const hard = stats('hard');
    const medium = stats('medium');
    const easy = stats('easy');
    expect(hard.rate).toBeGreaterThan(0.85);
    expect(easy.rate).toBeLessThan(0.4);
    expect(easy.rate).toBeGreaterThan(0.1);
    expect(medium.rate).toBeGreaterThan(easy.rate);
    expect(hard.rate).toBeGreaterThan(medium.rate);
    for (const [level, st] of [
      ['hard', hard],
      ['medium', medium],
      ['easy', easy],
    ] as const) {
      expect(st.min).toBeGreaterThanOrEqual(CHALLENGE_PACE[level].delayMs[0]);
      expect(st.max).toBeLessThanOrEqual(CHALLENGE_PACE[level].delayMs[1]);
    }
    expect(hard.mean).toBeLessThan(10 * S);
    expect(easy.mean).toBeGreaterThan(40 * S);
    // seeded: the same every time
    expect(challengeDelay('x', 1, 2, 3, 'medium')).toBe(challengeDelay('x', 1, 2, 3, 'medium'));
  });
});

describe('TUF ERROR by computers at the TUF maths table (the same shared rule)', () => {
  it('a hard computer catches a wrong equation when TUF ERROR is played (cutthroat); never without challenges', () => {
    const moves: MatchMove[] = [
      { type: 'roll', at: T0 },
      { type: 'declare', seat: 1, submission: '9 - 4 = 5', at: T0 + 30 * S },
      { type: 'declare', seat: 0, submission: '7 x 1 = 8 / 0 (x) 0', at: T0 + 60 * S },
    ];
    const run = (p: MatchParams): MatchState => moves.reduce((s, m) => matchEngine.apply(s, m), matchEngine.init(p, 'seedA'));
    const p: MatchParams = { ...tufDefaults('1'), humans: 1, computers: ['hard'], cutthroat: true };
    const s = run(p);
    const delay = challengeDelay('seedA', 0, 1, 1, 'hard');
    expect(delay).not.toBeNull();
    const due = tufChallenges(s, T0 + 60 * S + delay!);
    expect(due).toEqual([{ by: 1, call: 1, at: T0 + 60 * S + delay! }]);
    const after = matchEngine.apply(s, { type: 'challenge', ...due[0]! });
    expect(currentRound(after)!.challenges[0]).toMatchObject({ by: 1, upheld: true });
    expect(tufChallenges(after, T0 + 170 * S)).toEqual([]);
    expect(tufChallenges(run({ ...p, cutthroat: false }), T0 + 170 * S)).toEqual([]);
  });
});
