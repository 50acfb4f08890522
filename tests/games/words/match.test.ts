/**
 * TUF words on the race engine: params codes, rolls and re-rolls, calls
 * (TUF! needs 11 of 20), judging with the verdict recorded in the move,
 * scoring (per word, TUF caller +8, final declarer +8), TUF ERROR (+5 / −5,
 * the player in error re-rolls and plays on with the time left).
 */
import { RaceParamsError } from '../../../src/games/race/params';
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../../src/core/engine';
import { formatGameId, parseGameId } from '../../../src/core/gameId';
import { timerView } from '../../../src/core/timer';
import { engineFor } from '../../../src/games/registry';
import { HAND_COLOURS, CUBE_FACES, isSpecial } from '../../../src/games/words';
import {
  checkCall,
  checkFor,
  cubesToCall,
  dueComputerCalls,
  handAt,
  isLocked,
  isWordsMove,
  rollFor,
  roundPoints,
  totals,
  wordsEngine,
} from '../../../src/games/words/plugin';
import { currentRound, valueToBeat } from '../../../src/games/race/engine';
import { defaultParams, formatParams, parseParams, readTeacherList, type WordsParams } from '../../../src/games/words/params';

import { G1, G2, HAND, OK, play, rolled, S, T0, token } from './table';

function params(over: Partial<WordsParams> = {}): WordsParams {
  return { ...defaultParams(), humans: 2, computers: [], ...over };
}
function refusalOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    if (e instanceof IllegalMoveError) return e.refusal;
    throw e;
  }
  throw new Error('expected a refusal');
}
function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof IllegalMoveError) return e.refusal.code;
    if (e instanceof RaceParamsError) return e.code;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('words params in a game id', () => {
  it('round-trips every setting, leaving defaults out', () => {
    expect(formatParams(defaultParams())).toEqual({ c: 'e' });
    const p: WordsParams = {
      humans: 2,
      computers: ['hard', 'medium'],
      timers: 'fast',
      soloMinutes: 5,
      rounds: 2,
      solitaire: true,
      sameRoll: true,
      largeWords: true,
      noSpecials: true,
      dict: 'es',
      enyeAsN: true,
      validityLight: true,
      teacherWords: ['ESPAÑA', 'PERRO'],
      teacherOnly: true,
    };
    const id = formatGameId({ game: 'words', params: formatParams(p), seed: 'abc' });
    expect(id).toContain('w0=espa~a.perro');
    expect(parseParams(parseGameId(id).params)).toEqual(p);
    expect(engineFor('words')?.id).toBe('words');
  });

  it('bounds every value read from a code', () => {
    expect(code(() => parseParams({ x: '1' }))).toBe('params.unknown');
    expect(code(() => parseParams({ h: '5' }))).toBe('params.range');
    expect(code(() => parseParams({ h: 'two' }))).toBe('params.notWhole');
    expect(code(() => parseParams({ h: '3', c: 'ee' }))).toBe('params.seats');
    expect(code(() => parseParams({ c: 'x' }))).toBe('params.level');
    expect(code(() => parseParams({ t: 'slow' }))).toBe('params.timer');
    expect(code(() => parseParams({ d: 'de' }))).toBe('params.dict');
    expect(code(() => parseParams({ r: '11' }))).toBe('params.range');
    expect(code(() => parseParams({ m: '0' }))).toBe('params.range');
    expect(code(() => parseParams({ lw: 'yes' }))).toBe('params.notFlag');
    expect(code(() => parseParams({ w0: 'cat.a' }))).toBe('params.listWord');
    expect(code(() => parseParams({ w0: 'ca1t' }))).toBe('params.listWord');
    expect(code(() => parseParams({ w1: 'cat' }))).toBe('params.listGap');
    expect(code(() => parseParams({ wo: '1' }))).toBe('params.onlyEmpty');
    const sixty = Array.from({ length: 61 }, (_, i) => `w${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${'abc'[Math.floor(i / 26)]}`);
    const p: Record<string, string> = {};
    for (let i = 0; i < 6; i++) p[`w${i}`] = sixty.slice(i * 11, i * 11 + 11).join('.');
    expect(code(() => parseParams(p))).toBe('params.listSize');
  });

  it('default rounds are the number of players (three alone), as the rulebook recommends', () => {
    expect(parseParams({ h: '3' }).rounds).toBe(3);
    expect(parseParams({ h: '2', c: 'ee' }).rounds).toBe(4);
    expect(parseParams({}).rounds).toBe(3);
    expect(parseParams({ c: 'e' }).rounds).toBe(2);
  });

  it("a teacher's list is read, folded and bounded so its code always reads back", () => {
    expect(readTeacherList('Café, café; NIÑO  x 1a photosynthesis')).toEqual({ words: ['CAFE', 'NIÑO', 'PHOTOSYNTHESIS'], dropped: ['x', '1a'] });
    const long = Array.from({ length: 200 }, (_, i) => `word${'abcdefghijklmnopqrst'[i % 20]}${'abcdefghij'[Math.floor(i / 20)]}`).join(' ');
    const list = readTeacherList(long);
    expect(list.words.length).toBeGreaterThan(20);
    expect(list.words.length).toBeLessThanOrEqual(60);
    expect(list.dropped.length).toBe(200 - list.words.length);
    const id = formatGameId({
      game: 'words',
      params: formatParams({ ...defaultParams(), teacherWords: list.words, teacherOnly: true }),
      seed: 'abcdefghijklmnopqrstuvwxyz012345',
    });
    expect(id.length).toBeLessThanOrEqual(600);
    expect(parseParams(parseGameId(id).params).teacherWords).toEqual(list.words);
  });
});

describe('rolling', () => {
  it('20 cubes of the right colours from the seed; same seed same hand; same-roll deals every seat alike', () => {
    const p = params();
    const h = rollFor(p, 's1', 0, 0);
    expect(h).toHaveLength(20);
    h.forEach((f, i) => expect(CUBE_FACES[HAND_COLOURS[i]!]).toContain(f));
    expect(rollFor(p, 's1', 0, 0)).toEqual(h);
    expect(rollFor(p, 's1', 0, 1)).not.toEqual(h);
    expect(rollFor({ ...p, sameRoll: true }, 's1', 0, 1)).toEqual(rollFor({ ...p, sameRoll: true }, 's1', 0, 0));
    expect(rollFor(p, 's1', 0, 0, 1)).not.toEqual(h);
    expect(rollFor(p, 's1', 0, 0, 1)).toEqual(rollFor(p, 's1', 0, 0, 1));
  });
  it("without special faces no Ω, ☉ or 'E shows", () => {
    for (let seat = 0; seat < 4; seat++) for (let r = 0; r < 10; r++) expect(rollFor(params({ noSpecials: true }), 'ns', r, seat).some(isSpecial)).toBe(false);
  });
});

describe('calls', () => {
  it('TUF! needs 11 of 20 cubes; the cubes must be in the hand; the claim is the cubes used', () => {
    const s = rolled(params());
    expect(code(() => wordsEngine.apply(s, { type: 'declare', seat: 0, submission: 'C A T', at: T0 + S }))).toBe('tooFew');
    expect(refusalOf(() => wordsEngine.apply(s, { type: 'declare', seat: 0, submission: 'C A T S / O . O . / D . N', at: T0 + S }))).toEqual({
      code: 'tooFew',
      vars: { used: 8, needed: 11 },
    });
    expect(code(() => wordsEngine.apply(s, { type: 'declare', seat: 0, submission: 'Z Z Z Z Z Z Z Z Z Z Z', at: T0 + S }))).toBe('notInHand');
    expect(code(() => wordsEngine.apply(s, { type: 'declare', seat: 0, submission: 'C 7 T', at: T0 + S }))).toBe('badCell');
    expect(code(() => wordsEngine.apply(s, { type: 'declare', seat: 0, submission: ' . . ', at: T0 + S }))).toBe('empty');
    expect(cubesToCall(s, currentRound(s)!, 0)).toBe(11);
    const s1 = wordsEngine.apply(s, { type: 'declare', seat: 0, submission: `. . . . / ${G1}`, at: T0 + S, verdict: OK });
    const call = currentRound(s1)!.calls[0]!;
    expect(call).toMatchObject({ submission: G1, value: 11, correct: true, color: 'red', allCubes: false });
    expect(cubesToCall(s1, currentRound(s1)!, 1)).toBe(12);
    expect(isLocked(s1, currentRound(s1)!, 0)).toBe(true);
    expect(code(() => wordsEngine.apply(s1, { type: 'declare', seat: 1, submission: G1, at: T0 + 2 * S }))).toBe('mustBeat');
    const s2 = wordsEngine.apply(s1, { type: 'declare', seat: 1, submission: G2, at: T0 + 2 * S, verdict: OK });
    expect(currentRound(s2)!.calls[1]).toMatchObject({ value: 12, color: 'yellow' });
    expect(isLocked(s2, currentRound(s2)!, 0)).toBe(false);
  });

  it('a call using every cube says so and claims all 20', () => {
    const s = rolled(params());
    const all = HAND.map(token).join(' ');
    const s1 = wordsEngine.apply(s, { type: 'declare', seat: 0, submission: all, at: T0 + S });
    expect(currentRound(s1)!.calls[0]!.allCubes).toBe(true);
    expect(currentRound(s1)!.calls[0]!.value).toBe(20);
  });
});

describe('judging with the verdict recorded in the move', () => {
  const s = rolled(params());
  const r = currentRound(s)!;
  it('no verdict: cubes and shape only; a verdict marks the runs the dictionary lacks', () => {
    const shape = checkFor(s, r, 0, G1);
    expect(shape).toMatchObject({ valid: true, cubes: 11, score: 13, judgedBy: 'shape', unknown: [] });
    const bad = checkFor(s, r, 0, G1, { unknown: ['TONE'], accepted: [], proper: [] });
    expect(bad).toMatchObject({ valid: false, score: 0, judgedBy: 'verdict', unknown: ['TONE'] });
    expect(bad.refusal).toEqual({ code: 'notAWord', vars: { word: 'TONE', row: 0, col: 2, dir: 'down' } });
    const accepted = checkFor(s, r, 0, G1, { unknown: ['TONE'], accepted: ['TONE'], proper: [] });
    expect(accepted).toMatchObject({ valid: true, score: 13, accepted: ['TONE'] });
    // shape faults need no dictionary
    expect(checkFor(s, r, 0, 'C A T / . . . / D O G').refusal?.code).toBe('notConnected');
  });
  it('an Ω that begins a run the verdict read as a proper noun scores 3 there', () => {
    const grid = '@T O N E S'; // 5 cubes; not callable, but judged the same
    expect(checkFor(s, r, 0, grid, { unknown: [], accepted: [], proper: ['TONES'] })).toMatchObject({ valid: true, score: 3 + 4 });
    expect(checkFor(s, r, 0, grid, { unknown: [], accepted: [], proper: [] })).toMatchObject({ valid: true, score: 5 });
    expect(checkFor(s, r, 0, 'S @P A', { unknown: [], accepted: [], proper: ['SPA'] })).toMatchObject({ score: 3 });
  });
  it("Large Words: 2–3 letter words score 0; a teacher's list replaces the dictionary or adds to it", () => {
    const lw = rolled(params({ largeWords: true }));
    expect(checkFor(lw, currentRound(lw)!, 0, G2, OK)).toMatchObject({ valid: true, score: 13 });
    const only = rolled(params({ teacherWords: ['CATS', 'CODES', 'TONE'], teacherOnly: true }));
    expect(checkFor(only, currentRound(only)!, 0, G1)).toMatchObject({ valid: true, judgedBy: 'list' });
    expect(checkFor(only, currentRound(only)!, 0, G2)).toMatchObject({ valid: false, unknown: ['DUN'] });
    expect(checkFor(only, currentRound(only)!, 0, G2, { unknown: ['DUN'], accepted: ['DUN'], proper: [] }).valid).toBe(true);
    const extra = rolled(params({ teacherWords: ['TONE'] }));
    expect(checkFor(extra, currentRound(extra)!, 0, G1, { unknown: ['TONE'], accepted: [], proper: [] }).valid).toBe(true);
  });
  it('"ñ counts as n" reads a plain N as Ñ in the teacher\'s list', () => {
    const p = params({ teacherWords: ['CAÑON'], teacherOnly: true });
    const hand = ['C', 'A', 'N', 'O', 'N'];
    const st = { ...rolled(p), rounds: [{ ...currentRound(rolled(p))!, rolls: [hand, hand] }] };
    expect(checkFor(st, currentRound(st)!, 0, 'C A N O N').valid).toBe(false);
    const en = { ...st, params: { ...p, enyeAsN: true } };
    expect(checkFor(en, currentRound(en)!, 0, 'C A N O N').valid).toBe(true);
  });
});

describe('scoring a round', () => {
  it('per word; the TUF caller +8 and the final declarer +8 when correct', () => {
    const s = play(rolled(params()), [
      { type: 'declare', seat: 0, submission: G1, at: T0 + S, verdict: OK },
      { type: 'declare', seat: 1, submission: G2, at: T0 + 2 * S, verdict: OK },
    ]);
    const end = currentRound(s)!.timer!;
    const t = T0 + 2 * S + 120 * S;
    expect(timerView(end, t).done).toBe(true);
    const e = wordsEngine.apply(s, { type: 'end', reason: 'time', finals: [null, null], at: t });
    const res = currentRound(e)!.end!.results;
    expect(res.map((x) => x.points)).toEqual([13 + 8, 16 + 8]);
    expect(res[0]!.callerBonus).toBe(8);
    expect(res[1]!.finalDeclarer).toBe(true);
    expect(totals(e)).toEqual([21, 24]);
  });
  it('an incorrect crossword scores 0 and earns no bonus; the last correct call is the final declarer', () => {
    const s = play(rolled(params()), [
      { type: 'declare', seat: 0, submission: G1, at: T0 + S, verdict: OK },
      { type: 'declare', seat: 1, submission: G2, at: T0 + 2 * S, verdict: { unknown: ['DUN'], accepted: [], proper: [] } },
      { type: 'end', reason: 'time', finals: [null, G1], verdicts: [null, { unknown: ['CODES'], accepted: [], proper: [] }], at: T0 + 200 * S },
    ]);
    const res = currentRound(s)!.end!.results;
    expect(res[0]).toMatchObject({ finalDeclarer: true, points: 13 + 8 + 8, callerBonus: 8 });
    expect(res[1]).toMatchObject({ finalDeclarer: false, points: 0 });
    expect(res[1]!.check?.refusal?.code).toBe('notAWord');
  });
});

describe('TUF ERROR', () => {
  const three = params({ humans: 3 });
  it('the first finder +5; the player in error re-rolls and plays on with the time left; the call no longer stands', () => {
    let s = play(rolled(three), [{ type: 'declare', seat: 0, submission: G1, at: T0 + S, verdict: { unknown: ['TONE'], accepted: [], proper: [] } }]);
    const timer = currentRound(s)!.timer;
    expect(valueToBeat(currentRound(s)!)).toBe(11);
    s = wordsEngine.apply(s, { type: 'challenge', by: 1, call: 0, at: T0 + 2 * S });
    const r = currentRound(s)!;
    expect(r.challenges[0]).toMatchObject({ by: 1, upheld: true, points: 5, reroll: true });
    expect(r.rerolls).toEqual([1, 0, 0]);
    expect(r.rolls[0]).toEqual(rollFor(three, 'w1', 0, 0, 1));
    expect(r.calls[0]!.struck).toBe(true);
    expect(r.timer).toEqual(timer);
    expect(valueToBeat(r)).toBe(0);
    expect(isLocked(s, r, 0)).toBe(false);
    // the struck call was made with the first hand; a call with the new hand records it
    expect(r.calls[0]!.reroll).toBeUndefined();
    expect(handAt(s, r, 0, 0)).toEqual(rollFor(three, 'w1', 0, 0));
    expect(handAt(s, r, 0, 1)).toBe(r.rolls[0]);
    const line = r.rolls[0]!.slice(0, 11).map(token).join(' ');
    const again = wordsEngine.apply(s, { type: 'declare', seat: 0, submission: line, at: T0 + 2 * S + 1 });
    expect(currentRound(again)!.calls[1]).toMatchObject({ reroll: 1, correct: true, value: 11 });
    expect(checkCall(again, currentRound(again)!, currentRound(again)!.calls[1]!).valid).toBe(true);
    expect(code(() => wordsEngine.apply(s, { type: 'challenge', by: 2, call: 0, at: T0 + 3 * S }))).toBe('alreadyFound');
    // another seat may now call TUF! with 11 cubes again
    s = wordsEngine.apply(s, { type: 'declare', seat: 1, submission: G1, at: T0 + 4 * S, verdict: OK });
    expect(currentRound(s)!.calls[1]).toMatchObject({ correct: true, color: 'yellow' });
    // a wrong TUF ERROR costs 5 and re-rolls nobody
    s = wordsEngine.apply(s, { type: 'challenge', by: 0, call: 1, at: T0 + 5 * S });
    expect(currentRound(s)!.challenges[1]).toMatchObject({ upheld: false, points: -5 });
    expect(currentRound(s)!.challenges[1]!.reroll).toBeUndefined();
    expect(currentRound(s)!.rerolls).toEqual([1, 0, 0]);
    s = wordsEngine.apply(s, { type: 'end', reason: 'time', finals: [null, null, null], at: T0 + 300 * S });
    // seat 0's TUF! was wrong (no bonus); seat 1 is the final declarer
    expect(roundPoints(s, currentRound(s)!)).toEqual([-5, 5 + 13 + 8, 0]);
  });
  it('solitaire has no TUF ERROR', () => {
    const s = rolled(params({ solitaire: true }));
    const s1 = wordsEngine.apply(s, { type: 'declare', seat: 0, submission: 'C A T', at: T0 + S, verdict: OK });
    expect(code(() => wordsEngine.apply(s1, { type: 'challenge', by: 1, call: 0, at: T0 + 2 * S }))).toBe('noChallenges');
  });
});

describe('solitaire and computers', () => {
  it('solitaire: any crossword may be locked; each seat scores its own once', () => {
    let s = rolled(params({ humans: 1 }));
    s = wordsEngine.apply(s, { type: 'declare', seat: 0, submission: 'C A T', at: T0 + S, verdict: OK });
    expect(currentRound(s)!.end).toBeNull();
    s = wordsEngine.apply(s, { type: 'end', reason: 'all-done', finals: ['C A T S'], at: T0 + 2 * S });
    expect(currentRound(s)!.end!.results[0]).toMatchObject({ submission: 'C A T', points: 3 });
  });
  it('a computer plan carries its verdict; it calls when due and scores with it', () => {
    let s = rolled(params({ humans: 1, computers: ['easy'] }));
    s = wordsEngine.apply(s, { type: 'plan', seat: 1, submission: G1, delayMs: 30 * S, at: T0 + 10, verdict: OK });
    expect(dueComputerCalls(s, T0 + 29 * S)).toEqual([]);
    const due = dueComputerCalls(s, T0 + 31 * S);
    expect(due).toEqual([{ seat: 1, submission: G1, at: T0 + 30 * S, verdict: OK }]);
    s = wordsEngine.apply(s, { type: 'declare', ...due[0]!, at: T0 + 31 * S });
    s = wordsEngine.apply(s, { type: 'end', reason: 'time', finals: [null, null], at: T0 + 400 * S });
    expect(currentRound(s)!.end!.results[1]).toMatchObject({ finalDeclarer: true, points: 13 + 8 + 8 });
  });
  it('moves with verdicts are plain data within bounds', () => {
    expect(isWordsMove({ type: 'declare', seat: 0, submission: G1, at: 1, verdict: OK })).toBe(true);
    expect(isWordsMove({ type: 'declare', seat: 0, submission: G1, at: 1, verdict: { unknown: 'X' } })).toBe(false);
    expect(isWordsMove({ type: 'declare', seat: 0, submission: G1, at: 1, verdict: { unknown: Array(65).fill('A') } })).toBe(false);
    expect(isWordsMove({ type: 'declare', seat: 0, submission: G1, at: 1, verdict: { unknown: ['A'.repeat(33)] } })).toBe(false);
    expect(isWordsMove({ type: 'end', reason: 'time', finals: [null], verdicts: [null], at: 1 })).toBe(true);
    expect(isWordsMove({ type: 'end', reason: 'time', finals: [null], verdicts: [3], at: 1 })).toBe(false);
    expect(isWordsMove({ type: 'plan', seat: 1, submission: null, delayMs: 0, at: 1, verdict: [] })).toBe(false);
  });
});

describe('accept anyway after a call (amend)', () => {
  const lacks = { unknown: ['TONE'], accepted: [], proper: [] };
  it('the players accept a word the dictionary lacks: the call is judged again and stands correct', () => {
    let s = play(rolled(params({ humans: 3 })), [{ type: 'declare', seat: 0, submission: G1, at: T0 + S, verdict: lacks }]);
    expect(currentRound(s)!.calls[0]!.correct).toBe(false);
    expect(code(() => wordsEngine.apply(s, { type: 'amend', call: 0, verdict: { unknown: [], accepted: [], proper: [] }, at: T0 + 2 * S }))).toBe('noAmend');
    expect(code(() => wordsEngine.apply(s, { type: 'amend', call: 0, verdict: { unknown: ['TONE'], accepted: ['CATS'], proper: [] }, at: T0 + 2 * S }))).toBe(
      'noAmend',
    );
    expect(code(() => wordsEngine.apply(s, { type: 'amend', call: 3, verdict: lacks, at: T0 + 2 * S }))).toBe('noSuchCall');
    s = wordsEngine.apply(s, { type: 'amend', call: 0, verdict: { ...lacks, accepted: ['TONE'] }, at: T0 + 2 * S });
    expect(currentRound(s)!.calls[0]).toMatchObject({ correct: true, verdict: { accepted: ['TONE'] } });
    expect(code(() => wordsEngine.apply(s, { type: 'amend', call: 0, verdict: { ...lacks, accepted: ['TONE'] }, at: T0 + 3 * S }))).toBe('noAmend');
    s = wordsEngine.apply(s, { type: 'challenge', by: 1, call: 0, at: T0 + 4 * S });
    expect(currentRound(s)!.challenges[0]).toMatchObject({ upheld: false, points: -5 });
    expect(isWordsMove({ type: 'amend', call: 0, verdict: lacks, at: 1 })).toBe(true);
    expect(isWordsMove({ type: 'amend', call: -1, verdict: lacks, at: 1 })).toBe(false);
  });
  it('a struck call cannot be amended', () => {
    let s = play(rolled(params({ humans: 3 })), [{ type: 'declare', seat: 0, submission: G1, at: T0 + S, verdict: lacks }]);
    s = wordsEngine.apply(s, { type: 'challenge', by: 1, call: 0, at: T0 + 2 * S });
    expect(code(() => wordsEngine.apply(s, { type: 'amend', call: 0, verdict: { ...lacks, accepted: ['TONE'] }, at: T0 + 3 * S }))).toBe('noAmend');
  });
});
