/**
 * A student's result from each game's state: a played lesson gives the right
 * rounds, points, declarations, times from the roll, hints and end.
 */
import { describe, expect, it } from 'vitest';
import { currentRound } from '../../src/games/race/engine';
import { checkEquation } from '../../src/games/tuf';
import { defaultParams, type MatchParams } from '../../src/games/tuf/matchParams';
import { matchEngine, type MatchMove, type MatchState } from '../../src/games/tuf/plugin';
import { wordsEngine } from '../../src/games/words/plugin';
import { defaultParams as wordsDefaults } from '../../src/games/words/params';
import { tallyEngine, type TallyMove, type TallyState } from '../../src/games/tally/round';
import { mathable, placeableTiles, squaresFor, type MathableState } from '../../src/games/mathable/engine';
import { cardOf, DEFAULT_PARAMS, diceculusEngine, scoreTable, type DiceState } from '../../src/games/diceculus/game';
import { diceAnswerPoints } from '../../src/class/diceAnswer';
import { botMove } from '../../workers/diceculus/bots';
import { diceClassResult, mathableClassResult, tallyClassResult, tufClassResult, wordsClassResult } from '../../src/class/studentResult';
import { smallEquation } from '../games/tuf/smallEquation';
import { G1, HAND, OK } from '../games/words/table';

const T0 = 1_700_000_000_000;
const S = 1000;
const who = { lesson: 'abcde', name: 'Ana', device: 'dev1' };

/** A TUF lesson as "Several devices" plays it: one person, no computer, every device on the same roll. */
const devices: MatchParams = { ...defaultParams('1'), humans: 1, computers: [], sameRoll: true, rounds: 2 };

function tuf(moves: MatchMove[]): MatchState {
  let s = matchEngine.init(devices, 'lesson1');
  for (const m of moves) s = matchEngine.apply(s, m);
  return s;
}

describe('TUF', () => {
  it('after each round and at the end: points, the equation, the time from the roll to the call, hints, finished', () => {
    let s = tuf([{ type: 'roll', at: T0 }]);
    const eq = smallEquation(currentRound(s)!.rolls[0]!.map((c) => c.face));
    s = matchEngine.apply(s, { type: 'hint', seat: 0, step: 1, at: T0 + 5 * S });
    s = matchEngine.apply(s, { type: 'declare', seat: 0, submission: eq, at: T0 + 42 * S });
    // a round still being played is not handed in
    expect(tufClassResult(s, who).rounds).toEqual([]);
    s = matchEngine.apply(s, { type: 'end', reason: 'all-done', finals: [eq], at: T0 + 42 * S });
    // "a op b = c": five cubes, five points
    expect(tufClassResult(s, who)).toEqual({
      lesson: 'abcde',
      game: 'tuf',
      name: 'Ana',
      device: 'dev1',
      rounds: [{ score: 5, declared: eq, ms: 42_000 }],
      total: 5,
      hints: 1,
      finished: false,
    });
    const T1 = T0 + 60 * S;
    s = matchEngine.apply(s, { type: 'roll', at: T1 });
    s = matchEngine.apply(s, { type: 'end', reason: 'time', finals: [null], at: T1 + 300 * S });
    const end = tufClassResult(s, who);
    expect(end.rounds).toEqual([{ score: 5, declared: eq, ms: 42_000 }, { score: 0 }]);
    expect(end).toMatchObject({ total: 5, hints: 1, finished: true });
  });

  it('a wrong call gives no time, and the equation as declared', () => {
    let s = tuf([{ type: 'roll', at: T0 }]);
    const faces = currentRound(s)!.rolls[0]!.map((c) => c.face);
    const [a, op, b, , c] = smallEquation(faces).split(' ');
    // the same cubes with the sum's sides swapped round a wrong way: "c op b = a" is false unless a = c
    const wrong = [`${c} ${op} ${b} = ${a}`, `${a} ${op} ${c} = ${b}`].find((w) => !checkEquation({ game: '1', equation: w, roll: faces }).valid)!;
    s = matchEngine.apply(s, { type: 'declare', seat: 0, submission: wrong, at: T0 + 10 * S });
    s = matchEngine.apply(s, { type: 'end', reason: 'all-done', finals: [wrong], at: T0 + 10 * S });
    const r = tufClassResult(s, who).rounds[0]!;
    expect(r.ms).toBeUndefined();
    expect(r.declared).toBe(wrong);
    expect(r.score).toBeLessThanOrEqual(0);
  });
});

describe('TUF words', () => {
  it('the crossword that counted, its points and the time to the call', () => {
    const p = { ...wordsDefaults(), humans: 1, computers: [], rounds: 1 };
    let s = wordsEngine.apply(wordsEngine.init(p, 'w1'), { type: 'roll', at: T0 });
    const r = currentRound(s)!;
    s = { ...s, rounds: [{ ...r, rolls: r.rolls.map(() => HAND.slice()) }] };
    s = wordsEngine.apply(s, { type: 'declare', seat: 0, submission: G1, verdict: OK, at: T0 + 70 * S });
    s = wordsEngine.apply(s, { type: 'end', reason: 'all-done', finals: [G1], verdicts: [OK], at: T0 + 70 * S });
    const res = wordsClassResult(s, who);
    expect(res.game).toBe('words');
    expect(res.rounds).toHaveLength(1);
    expect(res.rounds[0]).toMatchObject({ declared: G1, ms: 70_000 });
    // CATS, CODES and TONE: 13 points
    expect(res.rounds[0]!.score).toBe(13);
    expect(res).toMatchObject({ total: 13, hints: 0, finished: true });
  });
});

describe('Tally Rally', () => {
  const BOARD = '4481917632905758';
  const tally = (moves: TallyMove[]): TallyState =>
    moves.reduce((s, m) => tallyEngine.apply(s, m), tallyEngine.init({ parens: false, seconds: 180, board: BOARD }, 'b1'));
  it('one round: the tiles of the equations written, the equations, hints; finished when the sheet is', () => {
    const moves: TallyMove[] = [
      { t: 'join', name: 'Ana' },
      { t: 'go', p: 0, at: T0 },
      { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8', at: T0 + S },
      { t: 'hint', p: 0, cells: [3, 6, 2], step: 1, at: T0 + 2 * S },
      { t: 'add', p: 0, cells: [3, 6, 2], eq: '1+7=8', at: T0 + 3 * S },
    ];
    const playing = tallyClassResult(tally(moves), who);
    expect(playing).toMatchObject({ game: 'tally', rounds: [{ score: 6, declared: '4+4=8 1+7=8' }], total: 6, hints: 1, finished: false });
    const done = tallyClassResult(tally([...moves, { t: 'stop', p: 0, at: T0 + 4 * S }]), who);
    expect(done.finished).toBe(true);
    expect(done.total).toBe(6);
  });

  it('each equation’s time from the start of the sand timer, carried by the result code (version 2); none for equations without a time', async () => {
    const { writeResultCode, readResultCode } = await import('../../src/class/resultCode');
    const lesson = { game: 'tally', params: { p: '0', s: '180', b: BOARD }, seed: 'cabcdef' };
    const moves: TallyMove[] = [
      { t: 'join', name: 'Ana' },
      { t: 'go', p: 0, at: T0 },
      { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8', at: T0 + 12 * S },
      { t: 'add', p: 0, cells: [3, 6, 2], eq: '1+7=8', at: T0 + 47 * S + 300 },
    ];
    const r = tallyClassResult(tally(moves), who);
    expect(r.rounds[0]).toEqual({ score: 6, declared: '4+4=8 1+7=8', times: [12 * S, 47 * S + 300] });
    const code = writeResultCode(r, lesson);
    const read = readResultCode(code, lesson);
    expect(read.ok && read.result.rounds[0]?.times).toEqual([12 * S, 47 * S + 300]);
    // a result without times writes the same version-1 code as before (earlier builds read it)
    const untimed = { ...r, rounds: [{ score: 6, declared: '4+4=8 1+7=8' }] };
    const old = readResultCode(writeResultCode(untimed, lesson), lesson);
    expect(old.ok && old.result.rounds[0]).toEqual({ score: 6, declared: '4+4=8 1+7=8' });
    expect(writeResultCode(untimed, lesson).length).toBeLessThan(code.length);
    // an equation added without a time (a save from before): no times at all
    const noTime = tallyClassResult(tally([...moves.slice(0, 2), { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8' }]), who);
    expect(noTime.rounds[0]?.times).toBeUndefined();
  });
});

describe('Mathable', () => {
  it('one round: the score (rack penalty taken off at the end), tiles placed, a hint used', () => {
    let s: MathableState = mathable.init({ seats: [{ kind: 'computer', level: 'easy' }, { kind: 'human' }], hiddenRacks: false }, 'm1');
    s = mathable.apply(s, { type: 'names', names: ['Robo', 'Ana'] });
    for (let turn = 0; turn < 4; turn++) {
      if (s.current === 1 && turn === 1) s = mathable.apply(s, { type: 'hint', step: 1 });
      const tile = placeableTiles(s)[0];
      if (tile === undefined) s = mathable.apply(s, { type: 'pass' });
      else {
        s = mathable.apply(s, { type: 'place', ...squaresFor(s, tile)[0]! });
        s = mathable.apply(s, { type: 'confirm' });
      }
    }
    const mid = mathableClassResult(s, who);
    expect(mid.rounds[0]!.score).toBe(s.scores[1]);
    expect(mid.rounds[0]!.score).toBeGreaterThan(0);
    expect(mid.rounds[0]!.declared).toBe('2');
    expect(mid).toMatchObject({ game: 'mathable', finished: false, hints: s.hintUsed ? 1 : 0 });
    s = mathable.apply(s, { type: 'end' });
    const end = mathableClassResult(s, who);
    expect(end.finished).toBe(true);
    expect(end.total).toBe(s.ended!.finalScores[1]);
    expect(end.total).toBeLessThan(mid.total);
  });
});

describe('DiceCulus', () => {
  it('a round per round scored, the student’s own play (values and the card’s points), the END GAME SCORE at the end', () => {
    let s: DiceState = diceculusEngine.init({ ...DEFAULT_PARAMS, rounds: 1 }, 'd1');
    s = diceculusEngine.apply(s, { t: 'join', name: 'Ana', bot: 'easy' });
    s = diceculusEngine.apply(s, { t: 'join', name: 'Robo', bot: 'easy' });
    s = diceculusEngine.apply(s, { t: 'start', cover: true });
    for (let i = 0; i < 5000 && !s.over; i++) s = diceculusEngine.apply(s, botMove(s)!);
    const res = diceClassResult(s, who, 0);
    expect(res.rounds).toHaveLength(4);
    expect(res.rounds.map((r) => r.score)).toEqual(s.rounds.map((r) => r.scores![0]));
    // the student's own play: each unknown's value, then the card's points (robbery and charity aside)
    expect(res.rounds.map((r) => r.declared)).toEqual(
      s.rounds.map((r) => {
        const card = cardOf(r);
        const play = r.plays[0]!;
        return play.claimed ? `→ ${play.points}` : `${card.letters.map((l) => `${l}=${play.kept[l] ?? 0}`).join(' ')} → ${play.points}`;
      }),
    );
    expect(res.rounds.map((r) => diceAnswerPoints(r.declared))).toEqual(s.rounds.map((r) => r.plays[0]!.points));
    const end = scoreTable(s).end![0]!;
    expect(res.total).toBe(Number(end.n) / Number(end.d));
    expect(res.finished).toBe(true);
  });
});

describe('TUF words Rotary', () => {
  it('a round per game: the seat’s points, the words its cubes are in, the time to its first word that stood, finished', async () => {
    const { rotaryEngine, currentGame } = await import('../../src/games/words/rotary');
    const { rotaryClassResult, classResultFor } = await import('../../src/class/studentResult');
    let s = rotaryEngine.apply(rotaryEngine.init({ ...wordsDefaults(), humans: 2, computers: [], rounds: 1 }, 'rot'), { type: 'roll', at: T0 });
    const g = currentGame(s)!;
    s = { ...s, games: [{ ...g, hands: g.hands.map(() => HAND.slice()) }] };
    const moves = [
      { type: 'lay', seat: 1, row: 0, col: 0, dir: 'across', word: 'S E C O N D', at: T0 + S, verdict: OK },
      { type: 'lay', seat: 0, row: 0, col: 2, dir: 'down', word: 'C A T', at: T0 + 10 * S, verdict: OK },
    ] as const;
    for (const m of moves) s = rotaryEngine.apply(s, m);
    // a game still being played is not handed in
    expect(rotaryClassResult(s, who).rounds).toEqual([]);
    s = rotaryEngine.apply(s, { type: 'pass', seat: 1, at: T0 + 20 * S });
    s = rotaryEngine.apply(s, { type: 'pass', seat: 0, at: T0 + 30 * S });
    s = rotaryEngine.apply(s, { type: 'end', at: T0 + 32 * S });
    const r = classResultFor('wordsrotary', s, who);
    // CAT: A and T are seat 0's (1 point each); SECOND and its TUF bonus are seat 1's
    expect(r).toEqual({ ...who, game: 'words', rounds: [{ score: 2, declared: 'CAT', ms: 10 * S }], total: 2, hints: 0, finished: true });
    expect(rotaryClassResult(s, who, 1).rounds[0]).toMatchObject({ score: 21, ms: S });
  });
});
