/**
 * The teacher's view of a live lesson (src/class/liveRoster.ts) for the games
 * with a board that fills as students play (Tally Rally, DiceCulus, Mathable):
 * who joined before any result, how far each has played, a result that names
 * another device or another lesson or does not read refused with its reason;
 * a student's result handed in again replaces their line on the board.
 */
import { describe, expect, it } from 'vitest';
import { buildBoard, MAX_CODES } from '../../src/class/board';
import { lessonKey, type Lesson } from '../../src/class/lesson';
import { hasHandIn, liveRoster, withLiveResult } from '../../src/class/liveRoster';
import type { ClassResult } from '../../src/class/result';
import { writeResultCode } from '../../src/class/resultCode';

const tally: Lesson = { game: 'tally', params: { p: '0', s: '120' }, seed: 'live-t1', name: 'Tally live' };
const dice: Lesson = { game: 'diceculus', params: { r: '1', f: '6', c: 'e' }, seed: 'live-d1', name: 'Dice live' };

const result = (lesson: Lesson, name: string, device: string, scores: number[], finished = false): ClassResult => ({
  lesson: lessonKey(lesson),
  game: lesson.game,
  name,
  device,
  rounds: scores.map((score) => ({ score, declared: String(score) })),
  total: scores.reduce((a, b) => a + b, 0),
  hints: 0,
  finished,
});

const code = (lesson: Lesson, ...args: Parameters<typeof result> extends [Lesson, ...infer R] ? R : never): string =>
  writeResultCode(result(lesson, ...args), lesson);

describe('the live roster', () => {
  it('names who joined before any result, who is playing and who finished, the teacher left out, sorted by name', () => {
    const names = new Map([
      ['dev-teach', 'Teacher'],
      ['dev-cy', 'Cy'],
      ['dev-ana', 'Ana'],
      ['dev-ben', 'Ben'],
    ]);
    const results = new Map([
      ['dev-ana', code(dice, 'Ana', 'dev-ana', [3, 5])],
      ['dev-ben', code(dice, 'Ben', 'dev-ben', [2, 2, 4, 1], true)],
    ]);
    const roster = liveRoster(dice, names, results, 'dev-teach');
    expect(roster.map((e) => [e.name, e.state, 'result' in e ? e.result.total : null])).toEqual([
      ['Ana', 'playing', 8],
      ['Ben', 'finished', 9],
      ['Cy', 'joined', null],
    ]);
  });

  it('refuses a result naming another device (a student handing in as someone else), from another lesson, or not a code', () => {
    const names = new Map([
      ['dev-ana', 'Ana'],
      ['dev-mal', 'Mal'],
      ['dev-old', 'Old'],
      ['dev-bad', 'Bad'],
    ]);
    const results = new Map([
      ['dev-ana', code(tally, 'Ana', 'dev-ana', [3])],
      // Mal's device hands in a result the app would write for Ana's device, with a higher score
      ['dev-mal', code(tally, 'Ana', 'dev-ana', [30])],
      ['dev-old', code(dice, 'Old', 'dev-old', [1])],
      ['dev-bad', 'TU-not-a-code'],
    ]);
    const roster = liveRoster(tally, names, results);
    expect(roster.map((e) => [e.name, e.state, e.state === 'refused' ? e.refusal.code : ''])).toEqual([
      ['Ana', 'playing', ''],
      ['Bad', 'refused', 'resultNotCode'],
      ['Mal', 'refused', 'resultOtherDevice'],
      ['Old', 'refused', 'resultForeign'],
    ]);
    const mal = roster.find((e) => e.device === 'dev-mal');
    expect(mal?.state === 'refused' && mal.refusal.vars).toEqual({ name: 'Ana' });
  });

  it('a result without a name in the document still shows, under the result’s name', () => {
    const roster = liveRoster(tally, new Map(), new Map([['dev-ana', code(tally, 'Ana', 'dev-ana', [3])]]));
    expect(roster.map((e) => [e.name, e.state])).toEqual([['Ana', 'playing']]);
  });
});

describe('handing in', () => {
  it('a one-round game hands in once something is written or scored; a game of rounds once a round is played; any game at its end', () => {
    const empty = { ...result(tally, 'Ana', 'dev-ana', [0]), rounds: [{ score: 0 }] };
    expect(hasHandIn(empty)).toBe(false);
    expect(hasHandIn({ ...empty, rounds: [{ score: 3, declared: '1+2=3' }] })).toBe(true);
    expect(hasHandIn({ ...empty, finished: true })).toBe(true);
    expect(hasHandIn({ ...empty, game: 'mathable' })).toBe(false);
    expect(hasHandIn({ ...empty, game: 'mathable', rounds: [{ score: 12 }] })).toBe(true);
    expect(hasHandIn(result(dice, 'Ana', 'dev-ana', []))).toBe(false);
    expect(hasHandIn(result(dice, 'Ana', 'dev-ana', [0]))).toBe(true);
    expect(hasHandIn({ ...result(tally, 'Ana', 'dev-ana', [0]), game: 'tuf', rounds: [{ score: 0 }] })).toBe(true);
  });

  it('a device’s new result replaces its line; other students’ lines, and lines that do not read, stay', () => {
    const ana1 = code(tally, 'Ana', 'dev-ana', [3]);
    const ana2 = code(tally, 'Ana', 'dev-ana', [3, 4]);
    const ben = code(tally, 'Ben', 'dev-ben', [5]);
    let lines = withLiveResult(tally, '', 'dev-ana', ana1);
    expect(lines).toBe(ana1);
    lines = withLiveResult(tally, `${lines}\n${ben}\nnot a code`, 'dev-ana', ana2);
    expect(lines.split('\n')).toEqual([ben, 'not a code', ana2]);
    const board = buildBoard(tally, lines);
    expect(board.students.map((s) => [s.name, s.total])).toEqual([
      ['Ana', 7],
      ['Ben', 5],
    ]);
    expect(board.counts.superseded).toBe(0);
  });

  it('a student handing in after every equation of a long lesson never fills the board’s lines', () => {
    let lines = '';
    for (let i = 1; i <= MAX_CODES + 5; i++) lines = withLiveResult(tally, lines, 'dev-ana', code(tally, 'Ana', 'dev-ana', [i]));
    lines = withLiveResult(tally, lines, 'dev-ben', code(tally, 'Ben', 'dev-ben', [1]));
    const board = buildBoard(tally, lines);
    expect(board.students.map((s) => [s.name, s.total])).toEqual([
      ['Ana', MAX_CODES + 5],
      ['Ben', 1],
    ]);
  });

  it('keeps a result that went further (scanned from a phone that was offline) rather than the live one behind it', () => {
    const live2 = code(dice, 'Ana', 'dev-ana', [3, 4]);
    const scanned = code(dice, 'Ana', 'dev-ana', [3, 4, 5, 6], true);
    const text = `${scanned}`;
    expect(withLiveResult(dice, text, 'dev-ana', live2)).toBe(text);
    expect(buildBoard(dice, withLiveResult(dice, text, 'dev-ana', live2)).students.map((s) => [s.name, s.total, s.finished])).toEqual([['Ana', 18, true]]);
    // the same rounds, finished on the board and not in the live one: the finished one stays
    const tallyDone = writeResultCode({ ...result(tally, 'Ana', 'dev-ana', [6]), finished: true }, tally);
    expect(withLiveResult(tally, tallyDone, 'dev-ana', code(tally, 'Ana', 'dev-ana', [3]))).toBe(tallyDone);
    // and a newer live result of as many rounds replaces the line
    const later = code(tally, 'Ana', 'dev-ana', [9]);
    expect(withLiveResult(tally, code(tally, 'Ana', 'dev-ana', [6]), 'dev-ana', later)).toBe(later);
  });
});
