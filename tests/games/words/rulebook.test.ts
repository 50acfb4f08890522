/**
 * The printed rulebook of TUF words (/work/shared/rules/tuf-words-rulebook.md),
 * sentence by sentence, on the match engine: PLAY, SCORING and VARIATIONS.
 */
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../../src/core/engine';
import { timerView } from '../../../src/core/timer';
import { currentRound } from '../../../src/games/race/engine';
import { defaultParams, formatParams, parseParams, type WordsParams } from '../../../src/games/words/params';
import { dueComputerCalls, isLocked, rollFor, roundOver, roundPoints, totals, winners, wordsEngine } from '../../../src/games/words/plugin';
import { CUBE_FACES, HAND_COLOURS } from '../../../src/games/words';
import { G1, G2, HAND, OK, play, rolled, S, T0, token } from './table';

const three = (over: Partial<WordsParams> = {}): WordsParams => ({ ...defaultParams(), humans: 3, computers: [], ...over });
const refused = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof IllegalMoveError) return e.refusal.code;
    throw e;
  }
  return 'accepted';
};
/** G2 with SH across from the last S of CODES: 13 cubes. */
const G3 = 'C A T S / O . O . / D U N . / E . E . / S H . .';
const glassAt = (s: ReturnType<typeof rolled>, at: number) => timerView(currentRound(s)!.timer!, at);

describe('PLAY', () => {
  it('"each turn every player takes 8 Red, 5 Blue, 4 Green, 2 Yellow, & 1 Orange Cube" and rolls them', () => {
    const hand = rollFor(three(), 'rb', 0, 2);
    expect(hand).toHaveLength(20);
    expect(HAND_COLOURS.filter((c) => c === 'red')).toHaveLength(8);
    hand.forEach((f, i) => expect(CUBE_FACES[HAND_COLOURS[i]!]).toContain(f));
  });

  it('"the first player to use the majority of his/her cubes exclaims Tuf! and starts the red timer"', () => {
    const s = rolled(three());
    expect(refused(() => wordsEngine.apply(s, { type: 'declare', seat: 0, submission: 'C A T S / O . O . / D . N . / E . E .', at: T0 + S }))).toBe('tooFew');
    const tuf = wordsEngine.apply(s, { type: 'declare', seat: 0, submission: G1, at: T0 + S, verdict: OK });
    expect(currentRound(tuf)!.calls[0]!.color).toBe('red');
    expect(glassAt(tuf, T0 + S + 179 * S).done).toBe(false);
    expect(glassAt(tuf, T0 + S + 180 * S).done).toBe(true);
  });

  it('"the Tuf player may not change or add to his/her cubes"; Tuffer! (yellow) replaces the red timer and everyone, Tuf included, plays on; Tuffest! (blue) is recursive', () => {
    let s = play(rolled(three()), [{ type: 'declare', seat: 0, submission: G1, at: T0 + S, verdict: OK }]);
    expect(isLocked(s, currentRound(s)!, 0)).toBe(true);
    expect(refused(() => wordsEngine.apply(s, { type: 'declare', seat: 0, submission: G2, at: T0 + 2 * S }))).toBe('handsOff');
    s = wordsEngine.apply(s, { type: 'declare', seat: 1, submission: G2, at: T0 + 10 * S, verdict: OK });
    expect(currentRound(s)!.calls[1]!.color).toBe('yellow');
    expect(isLocked(s, currentRound(s)!, 0)).toBe(false);
    s = wordsEngine.apply(s, { type: 'declare', seat: 2, submission: G3, at: T0 + 20 * S, verdict: OK });
    expect(currentRound(s)!.calls[2]!.color).toBe('blue');
    expect(refused(() => wordsEngine.apply(s, { type: 'declare', seat: 1, submission: G3, at: T0 + 21 * S }))).toBe('mustBeat');
  });

  it('"all of Tuffer\'s opponents (including Tuf) may continue to arrange their cubes" even after a call that uses every cube: the round runs until the glass runs out', () => {
    const all = HAND.map(token).join(' ');
    let s = play(rolled(three()), [
      { type: 'declare', seat: 0, submission: G1, at: T0 + S, verdict: OK },
      { type: 'declare', seat: 1, submission: all, at: T0 + 10 * S },
    ]);
    const r = currentRound(s)!;
    expect(r.calls[1]).toMatchObject({ allCubes: true, color: 'yellow' });
    // Tuf and the third player arrange on; only the Tuffer keeps hands off
    expect([0, 1, 2].map((seat) => isLocked(s, r, seat))).toEqual([false, true, false]);
    expect(roundOver(s, T0 + 11 * S)).toBeNull();
    // nobody can beat 20 cubes, but what the others have on the table counts when the yellow glass runs out
    expect(refused(() => wordsEngine.apply(s, { type: 'declare', seat: 0, submission: G2, at: T0 + 20 * S }))).toBe('mustBeat');
    expect(roundOver(s, T0 + 10 * S + 119 * S)).toBeNull();
    expect(roundOver(s, T0 + 10 * S + 120 * S)).toBe('time');
    s = wordsEngine.apply(s, { type: 'end', reason: 'time', finals: [G2, null, G1], verdicts: [OK, null, OK], at: T0 + 130 * S });
    expect(currentRound(s)!.end!.results.map((x) => x.points)).toEqual([16 + 8, 20 * 2 + 8, 13]);
  });

  it('a hard computer using all 20 cubes does not lock the people: they arrange on until the glass runs out', () => {
    const all = HAND.map(token).join(' ');
    let s = play(rolled(three({ humans: 2, computers: ['hard'] })), [
      { type: 'plan', seat: 2, submission: all, delayMs: 50 * S, at: T0 + S },
      { type: 'declare', seat: 0, submission: G1, at: T0 + 5 * S, verdict: OK },
    ]);
    const due = dueComputerCalls(s, T0 + 50 * S);
    expect(due).toEqual([{ seat: 2, submission: all, at: T0 + 50 * S }]);
    s = wordsEngine.apply(s, { type: 'declare', ...due[0]!, at: T0 + 50 * S });
    expect([0, 1].map((seat) => isLocked(s, currentRound(s)!, seat))).toEqual([false, false]);
    expect(roundOver(s, T0 + 51 * S)).toBeNull();
  });

  it('"the player with the error must re-roll his/her cubes and continue the game with what time is left": a struck TUF! keeps its place and its glass, not its cubes or points', () => {
    let s = play(rolled(three({ humans: 2 })), [
      { type: 'declare', seat: 0, submission: G1, at: T0 + S, verdict: { unknown: ['CODES'], accepted: [], proper: [] } },
      { type: 'challenge', by: 1, call: 0, at: T0 + 5 * S },
    ]);
    // the red glass runs on with the time left; nothing stands to beat, and the round cannot end "without a call"
    expect(glassAt(s, T0 + 100 * S)).toMatchObject({ color: 'red', done: false });
    expect(refused(() => wordsEngine.apply(s, { type: 'end', reason: 'no-call', finals: [null, null], at: T0 + 6 * S }))).toBe('endsOnTime');
    // the next call needs a majority only, and is the TUFFER! (yellow glass), as the call list shows it
    s = wordsEngine.apply(s, { type: 'declare', seat: 1, submission: G1, at: T0 + 10 * S, verdict: OK });
    expect(currentRound(s)!.calls[1]).toMatchObject({ color: 'yellow', value: 11 });
    s = wordsEngine.apply(s, { type: 'end', reason: 'time', finals: [null, null], at: T0 + 200 * S });
    // Tuf player's 8 was the wrong caller's (no points for an incorrect crossword); the Tuffer is the final declarer
    const results = currentRound(s)!.end!.results;
    expect(results[1]).toMatchObject({ points: 13 + 8, finalDeclarer: true });
    expect(results[1]!.callerBonus).toBeUndefined();
    expect(roundPoints(s, currentRound(s)!)).toEqual([0, 13 + 8 + 5]);
  });

  it('"Tuf Error": the first finder +5; the player in error re-rolls and continues with what time is left; a wrong Tuf Error −5', () => {
    let s = play(rolled(three()), [{ type: 'declare', seat: 0, submission: G1, at: T0 + S, verdict: { unknown: ['CODES'], accepted: [], proper: [] } }]);
    const before = currentRound(s)!.timer;
    s = wordsEngine.apply(s, { type: 'challenge', by: 2, call: 0, at: T0 + 5 * S });
    expect(refused(() => wordsEngine.apply(s, { type: 'challenge', by: 1, call: 0, at: T0 + 6 * S }))).toBe('alreadyFound');
    expect(currentRound(s)!.rerolls).toEqual([1, 0, 0]);
    expect(currentRound(s)!.timer).toEqual(before);
    s = wordsEngine.apply(s, { type: 'declare', seat: 1, submission: G1, at: T0 + 7 * S, verdict: OK });
    s = wordsEngine.apply(s, { type: 'challenge', by: 2, call: 1, at: T0 + 8 * S });
    expect(roundPoints(s, currentRound(s)!)).toEqual([0, 0, 5 - 5]);
  });
});

describe('a point goal', () => {
  it('"once you have become familiar with the game you can set a point goal for the game": the match is over when a round ends with someone past it', () => {
    const p = three({ humans: 2, rounds: 10, goal: 50 });
    expect(parseParams(formatParams(p))).toEqual(p);
    expect(formatParams(p).pg).toBe('50');
    // a code written before point goals opens as it did: no goal, its rounds
    expect(parseParams({ h: '2', r: '4' }).goal).toBeUndefined();
    const round = (s: ReturnType<typeof rolled>, at: number) => {
      const r = currentRound(s)!;
      let x: ReturnType<typeof rolled> = { ...s, rounds: [...s.rounds.slice(0, -1), { ...r, rolls: r.rolls.map(() => HAND.slice()) }] };
      x = wordsEngine.apply(x, { type: 'declare', seat: 0, submission: G1, at: at + S, verdict: OK });
      return wordsEngine.apply(x, { type: 'end', reason: 'time', finals: [null, null], at: at + 200 * S });
    };
    // G1 called TUF! and final: 13 + 8 + 8 = 29 a round
    let s = round(rolled(p), T0);
    expect(s.phase).toBe('review');
    s = round(wordsEngine.apply(s, { type: 'roll', at: T0 + 300 * S }), T0 + 300 * S);
    expect(totals(s)).toEqual([58, 0]);
    expect(s.phase).toBe('finished');
    expect(winners(s)).toEqual([0]);
    // without the goal, the same two rounds leave eight to play
    let plain = round(rolled({ ...p, goal: undefined }), T0);
    plain = round(wordsEngine.apply(plain, { type: 'roll', at: T0 + 300 * S }), T0 + 300 * S);
    expect(plain.phase).toBe('review');
  });

  it('a TUF ERROR between rounds may reach the goal', () => {
    const p = three({ humans: 2, rounds: 10, goal: 20 });
    let s = wordsEngine.apply(rolled(p), { type: 'declare', seat: 0, submission: G1, at: T0 + S, verdict: { unknown: ['CODES'], accepted: [], proper: [] } });
    s = wordsEngine.apply(s, { type: 'end', reason: 'time', finals: [null, G2], verdicts: [null, OK], at: T0 + 200 * S });
    // seat 1: 16 on the table; the wrong TUF! found after the round: +5 takes it to 21
    expect(s.phase).toBe('review');
    s = wordsEngine.apply(s, { type: 'challenge', by: 1, call: 0, at: T0 + 210 * S });
    expect(totals(s)).toEqual([0, 21]);
    expect(s.phase).toBe('finished');
  });
});

describe('SCORING', () => {
  const end = (s: ReturnType<typeof rolled>) =>
    wordsEngine.apply(s, { type: 'end', reason: roundOver(s, T0 + 1000 * S) ?? 'time', finals: s.seats.map(() => null), at: T0 + 1000 * S });
  it('each cube in a word 1 point, a cube in 2 words a point for each; Tuf player 8; final declaring player 8', () => {
    // G1: CATS 4 + CODES 5 + TONE 4 (C and T are in two words each)
    const s = end(play(rolled(three()), [{ type: 'declare', seat: 0, submission: G1, at: T0 + S, verdict: OK }]));
    expect(currentRound(s)!.end!.results[0]).toMatchObject({ points: 13 + 8 + 8, finalDeclarer: true, callerBonus: 8 });
  });
  it('each cube in a six or more letter word 2 points; Ω as a capital letter 3 points in that word', () => {
    const s = rolled(three({ humans: 1, solitaire: true }));
    const six = wordsEngine.apply(s, { type: 'declare', seat: 0, submission: 'S E C O N D', at: T0 + S, verdict: OK });
    expect(currentRound(end(six))!.end!.results[0]!.points).toBe(12);
    const proper = wordsEngine.apply(s, {
      type: 'declare',
      seat: 0,
      submission: '@T O L E D O',
      at: T0 + S,
      verdict: { unknown: [], accepted: [], proper: ['TOLEDO'] },
    });
    expect(currentRound(end(proper))!.end!.results[0]!.points).toBe(3 + 5 * 2);
  });
  it('"no points are awarded if spelling or arrangements are incorrect"', () => {
    const s = rolled(three({ humans: 1, solitaire: true }));
    const spelt = wordsEngine.apply(s, {
      type: 'declare',
      seat: 0,
      submission: 'C A T S',
      at: T0 + S,
      verdict: { unknown: ['CATS'], accepted: [], proper: [] },
    });
    expect(currentRound(end(spelt))!.end!.results[0]!.points).toBe(0);
    const apart = wordsEngine.apply(s, { type: 'declare', seat: 0, submission: 'C A T . S O', at: T0 + S, verdict: OK });
    expect(currentRound(end(apart))!.end!.results[0]!.points).toBe(0);
  });
});

describe('VARIATIONS', () => {
  it('Large Words: 2 or 3 letter words score no points', () => {
    const s = rolled(three({ humans: 1, solitaire: true, largeWords: true }));
    const d = wordsEngine.apply(s, { type: 'declare', seat: 0, submission: G2, at: T0 + S, verdict: OK });
    expect(currentRound(wordsEngine.apply(d, { type: 'end', reason: 'all-done', finals: [null], at: T0 + 2 * S }))!.end!.results[0]!.points).toBe(13);
  });
  it('Quick: skip the red timer, straight to the yellow or the blue', () => {
    for (const [timers, colour] of [
      ['fast', 'yellow'],
      ['blue', 'blue'],
    ] as const) {
      const s = wordsEngine.apply(rolled(three({ timers })), { type: 'declare', seat: 0, submission: G1, at: T0 + S, verdict: OK });
      expect(currentRound(s)!.calls[0]!.color).toBe(colour);
    }
  });
  it('Solitaire: roll the cubes, flip the red timer and go', () => {
    const s = rolled(three({ humans: 1 }));
    expect(currentRound(s)!.timer!.segments.map((g) => g.color)).toEqual(['red']);
  });
  it("Special Subjects: a teacher's words allowed besides the dictionary, or only those", () => {
    const only = rolled(three({ teacherWords: ['CATS', 'CODES', 'TONE'], teacherOnly: true }));
    expect(wordsEngine.apply(only, { type: 'declare', seat: 0, submission: G1, at: T0 + S }).rounds[0]!.calls[0]!.correct).toBe(true);
    expect(wordsEngine.apply(only, { type: 'declare', seat: 0, submission: G2, at: T0 + S }).rounds[0]!.calls[0]!.correct).toBe(false);
  });
});
