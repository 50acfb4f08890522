import { describe, expect, it } from 'vitest';
import { IllegalMoveError, replayMoves } from '../../../src/core/engine';
import { createRng } from '../../../src/core/random';
import { refusalText, PLAIN_NUMBERS } from '../../../src/i18n';

/** The refusal a call throws, as the catalogue words it (the engine gives only a code and values). */
function refusedWith(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof IllegalMoveError) return refusalText('tally', e.refusal, PLAIN_NUMBERS);
    throw e;
  }
  throw new Error('not refused');
}
import { formatBoard, parseBoard } from '../../../src/games/tally/board';
import { decodeResults, encodeEquation, encodeResults, formatBoardCode, readBoardCode, resultsCodeIn } from '../../../src/games/tally/codes';
import { enumerateEquations } from '../../../workers/tally/solver';
import {
  addCheck,
  applyMove,
  hintsOf,
  hintsAllowed,
  DEFAULT_PARAMS,
  EquationRefused,
  initRound,
  readParams,
  isTallyMove,
  scoreRound,
  checkImport,
  tallyEngine,
  winners,
  type TallyMove,
  type TallyState,
} from '../../../src/games/tally/round';

const BOARD = '4481917632905758';
const tallyCheck = (s: TallyState, code: string, own: string): string => {
  const r = checkImport(s, code, own);
  return r.ok ? 'ok' : r.refusal.code;
};
// 4 4 8 1
// 9 1 7 6
// 3 2 9 0
// 5 7 5 8
const params = { ...DEFAULT_PARAMS, board: BOARD };
const play = (moves: TallyMove[]): TallyState => moves.reduce(applyMove, initRound(params, 'seed'));

describe('tally round engine', () => {
  it('reads and writes its params, refusing unknown or bad ones with reasons', () => {
    expect(tallyEngine.parseParams({ p: '1', s: '120' })).toEqual({ parens: true, seconds: 120, board: null });
    expect(tallyEngine.formatParams({ parens: false, seconds: 180, board: BOARD })).toEqual({ p: '0', s: '180', b: BOARD });
    expect(refusedWith(() => tallyEngine.parseParams({ s: '5' }))).toContain('between 10 and 3600');
    // A code asks only for what a teacher would set: 1 to 10 minutes of sand (issue 17: s=999 opened a 16-minute round).
    expect(readParams({ s: '999' }, { fromCode: true })).toMatchObject({ ok: false, refusal: { code: 'timer', vars: { min: 60, max: 600 } } });
    expect(readParams({ s: '3600' }, { fromCode: true })).toMatchObject({ ok: false, refusal: { code: 'timer' } });
    expect(readParams({ s: '600' }, { fromCode: true })).toMatchObject({ ok: true, params: { seconds: 600 } });
    expect(readParams({ s: '60' }, { fromCode: true })).toMatchObject({ ok: true, params: { seconds: 60 } });
    // A round saved by an earlier build (10 s to an hour) still opens.
    expect(tallyEngine.parseParams({ s: '999' }).seconds).toBe(999);
    expect(tallyEngine.parseParams({ s: '3600' }).seconds).toBe(3600);
    expect(refusedWith(() => tallyEngine.parseParams({ s: '3601' }))).toContain('between 10 and 3600');
    expect(refusedWith(() => tallyEngine.parseParams({ q: '1' }))).toContain('“q” is not a Tally Rally setting');
    expect(refusedWith(() => tallyEngine.parseParams({ b: '1111' }))).toContain('16 digits');
  });

  it('draws the board from the seed unless one is typed in', () => {
    const a = initRound(DEFAULT_PARAMS, 'abc');
    expect(initRound(DEFAULT_PARAMS, 'abc').board).toEqual(a.board);
    expect(formatBoard(initRound(params, 'abc').board)).toBe(BOARD);
  });

  it('plays a solo round against a computer player and strikes the shared equation', () => {
    const s = play([
      { t: 'join', name: 'Ana' },
      { t: 'join', name: 'Robo', bot: 'easy' },
      { t: 'go', p: 0, at: 1000 },
      { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8' },
      { t: 'add', p: 0, cells: [3, 6, 2], eq: '1+7=8' },
      { t: 'stop', p: 0 },
      {
        t: 'bot',
        p: 1,
        entries: [
          { cells: [2, 1, 0], eq: '8-4=4' },
          { cells: [5, 9, 8], eq: '1+2=3' },
        ],
      },
      { t: 'end' },
    ]);
    expect(s.over).toBe(true);
    const scored = scoreRound(s);
    expect(scored[0]?.entries.map((e) => [e.text, e.struck, e.points])).toEqual([
      ['4+4=8', true, 0],
      ['1+7=8', false, 3],
    ]);
    expect(scored[0]?.entries[0]?.sharedWith).toEqual([1]);
    expect(scored[1]?.total).toBe(3);
    expect(scored[0]?.total).toBe(3);
    expect(winners(scored)).toEqual([0, 1]);
  });

  it('refuses a wrong equation with the reason, keeping its code for translation', () => {
    const s = play([
      { t: 'join', name: 'Ana' },
      { t: 'go', p: 0, at: 0 },
    ]);
    try {
      applyMove(s, { t: 'add', p: 0, cells: [0, 1, 3], eq: '4+4=8' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EquationRefused);
      expect((e as EquationRefused).refusal).toEqual({ code: 'notAdjacent', vars: { a: 1, b: 4 } });
      expect(refusalText('tally', (e as EquationRefused).refusal, PLAIN_NUMBERS)).toBe('the 1 is not next to the 4');
    }
  });

  it('does not let a player write the same equation twice, or its inverse', () => {
    const s = play([
      { t: 'join', name: 'Ana' },
      { t: 'go', p: 0, at: 0 },
      { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8' },
    ]);
    expect(refusedWith(() => applyMove(s, { t: 'add', p: 0, cells: [0, 1, 2], eq: '4 + 4 = 8' }))).toContain('4 + 4 = 8 is already on the sheet');
    expect(refusedWith(() => applyMove(s, { t: 'add', p: 0, cells: [2, 1, 0], eq: '8-4=4' }))).toContain(
      'this is the same equation as 4 + 4 = 8, which is already on the sheet',
    );
    const dropped = applyMove(s, { t: 'drop', p: 0, i: 0 });
    expect(dropped.sheets[0]).toEqual([]);
  });

  it('passes the tablet: one writer at a time, each once', () => {
    const s = play([
      { t: 'join', name: 'Ana' },
      { t: 'join', name: 'Ben' },
      { t: 'go', p: 0, at: 0 },
    ]);
    expect(refusedWith(() => applyMove(s, { t: 'go', p: 1, at: 5 }))).toContain('Ana is still writing');
    expect(refusedWith(() => applyMove(s, { t: 'add', p: 1, cells: [0, 1, 2], eq: '4+4=8' }))).toContain('not this player’s turn');
    expect(refusedWith(() => applyMove(s, { t: 'end' }))).toContain('Ana is still writing');
    const s2 = applyMove(s, { t: 'stop', p: 0 });
    expect(refusedWith(() => applyMove(s2, { t: 'go', p: 0, at: 9 }))).toContain('Ana has already played this round');
    expect(applyMove(s2, { t: 'go', p: 1, at: 9 }).turn).toEqual({ player: 1, startedAt: 9 });
  });

  it('enforces the sand timer: an equation written after time is refused by the engine; saves without times still replay', () => {
    const start = 1_000_000;
    const end = start + params.seconds * 1000;
    const s = play([
      { t: 'join', name: 'Ana' },
      { t: 'go', p: 0, at: start },
    ]);
    expect(applyMove(s, { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8', at: end }).sheets[0]).toHaveLength(1);
    expect(refusedWith(() => applyMove(s, { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8', at: end + 1 }))).toBe(
      'the sand timer has run out: no more equations this round',
    );
    const written = applyMove(s, { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8', at: start + 5 });
    expect(() => applyMove(written, { t: 'drop', p: 0, i: 0, at: end + 1 })).toThrow(IllegalMoveError);
    expect(applyMove(written, { t: 'stop', p: 0, at: end + 60_000 }).done).toEqual([true]);
    // A save from before moves carried times: the same moves without `at` replay whole.
    const old = [
      { t: 'join', name: 'Ana' },
      { t: 'go', p: 0, at: start },
      { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8' },
      { t: 'stop', p: 0 },
    ];
    const r = replayMoves(tallyEngine, params, 'seed', old);
    expect(r.rejected).toBeNull();
    expect(r.state.sheets[0]).toHaveLength(1);
    expect(isTallyMove({ t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8', at: 'late' })).toBe(false);
  });

  it('a hint shown is a move: counted per player, only while that player writes, and old rounds have none', () => {
    const s = play([
      { t: 'join', name: 'Ana' },
      { t: 'join', name: 'Ben' },
      { t: 'go', p: 0, at: 0 },
    ]);
    expect(hintsOf(s, 0)).toBe(0);
    const once = applyMove(s, { t: 'hint', p: 0, cells: [0, 1, 2], at: 10 });
    const twice = applyMove(once, { t: 'hint', p: 0, cells: [4, 5, 6], at: 20 });
    expect([hintsOf(twice, 0), hintsOf(twice, 1)]).toEqual([2, 0]);
    expect(refusedWith(() => applyMove(s, { t: 'hint', p: 1, cells: [0, 1, 2] }))).toBe('it is not this player’s turn to write');
    expect(refusedWith(() => applyMove(s, { t: 'hint', p: 0, cells: [0, 1, 2], at: params.seconds * 1000 + 1 }))).toMatch(/sand timer/);
    expect(isTallyMove({ t: 'hint', p: 0, cells: [0, 1, 2] })).toBe(true);
    expect(isTallyMove({ t: 'hint', p: 0, cells: [0, 1, 99] })).toBe(false);
    expect(isTallyMove({ t: 'hint', p: 0, cells: [0, 1, 2], step: 2 })).toBe(true);
    expect(isTallyMove({ t: 'hint', p: 0, cells: [0, 1, 2], step: 3 })).toBe(false);
  });

  it('hints follow the round’s setting: h=1 on, h=0 off (refused), unset the old rule (one person against computers)', () => {
    const join: TallyMove[] = [
      { t: 'join', name: 'Ana' },
      { t: 'join', name: 'Ben' },
      { t: 'go', p: 0, at: 0 },
    ];
    const off = join.reduce(applyMove, initRound({ ...params, hints: false }, 'seed'));
    expect(hintsAllowed(off)).toBe(false);
    expect(refusedWith(() => applyMove(off, { t: 'hint', p: 0, cells: [0, 1, 2], at: 5 }))).toBe('hints are switched off in this round');
    const on = join.reduce(applyMove, initRound({ ...params, hints: true }, 'seed'));
    expect(hintsAllowed(on)).toBe(true);
    expect(hintsOf(applyMove(on, { t: 'hint', p: 0, cells: [0, 1, 2], at: 5, step: 1 }), 0)).toBe(1);
    // unset: two people, no computers → no hints offered; one person and a computer → offered
    expect(hintsAllowed(play(join))).toBe(false);
    expect(
      hintsAllowed(
        play([
          { t: 'join', name: 'Ana' },
          { t: 'join', name: 'Ada', bot: 'easy' },
        ]),
      ),
    ).toBe(true);
    // the setting travels in the board code, and codes without it still read
    expect(tallyEngine.formatParams({ ...DEFAULT_PARAMS, hints: false })).toEqual({ p: '0', s: '180', h: '0' });
    expect(tallyEngine.formatParams(DEFAULT_PARAMS)).toEqual({ p: '0', s: '180' });
    expect(tallyEngine.parseParams({ p: '0', s: '180', h: '1' }).hints).toBe(true);
    expect(tallyEngine.parseParams({ p: '0', s: '180' }).hints ?? null).toBeNull();
    expect(() => tallyEngine.parseParams({ p: '0', s: '180', h: '2' })).toThrow(IllegalMoveError);
  });

  it('refuses odd joins and moves after the end', () => {
    const s = play([{ t: 'join', name: 'Ana' }]);
    expect(refusedWith(() => applyMove(s, { t: 'join', name: 'ana' }))).toContain('already a player called ana');
    expect(refusedWith(() => applyMove(s, { t: 'join', name: '  ' }))).toContain('a player needs a name');
    expect(refusedWith(() => applyMove(s, { t: 'go', p: 3, at: 0 }))).toContain('there is no such player');
    const over = applyMove(s, { t: 'end' });
    expect(refusedWith(() => applyMove(over, { t: 'join', name: 'Ben' }))).toContain('the round is over');
    expect(refusedWith(() => applyMove(initRound(params, 'x'), { t: 'end' }))).toContain('nobody has played yet');
    let full = initRound(params, 'x');
    for (let i = 0; i < 8; i++) full = applyMove(full, { t: 'join', name: `P${i}` });
    expect(refusedWith(() => applyMove(full, { t: 'join', name: 'P9' }))).toContain('at most 8 players');
  });

  it('replays saved moves to the same state and stops at a move that no longer applies', () => {
    const moves: TallyMove[] = [
      { t: 'join', name: 'Ana' },
      { t: 'go', p: 0, at: 0 },
      { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8' },
    ];
    const r = replayMoves(tallyEngine, params, 'seed', [...moves, { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=9' }, { t: 'oops' }]);
    expect(r.applied).toEqual(moves);
    expect(r.state).toEqual(play(moves));
    expect(r.rejected?.refusal).toEqual({ code: 'digitMismatch', vars: { pos: 3, eq: 9, tile: 8 } });
  });

  it('recognises moves stored as plain data', () => {
    expect(isTallyMove({ t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8' })).toBe(true);
    expect(isTallyMove({ t: 'add', p: 0, cells: [0, 1, 99], eq: '4+4=8' })).toBe(false);
    expect(isTallyMove({ t: 'join', name: 'A', bot: 'genius' })).toBe(false);
    expect(isTallyMove({ t: 'bot', p: 1, entries: [{ cells: [1], eq: '1' }] })).toBe(true);
    expect(isTallyMove(null)).toBe(false);
    expect(isTallyMove({ t: 'end' })).toBe(true);
  });
});

describe('codes between devices', () => {
  it('writes and reads a board code', () => {
    const code = formatBoardCode({ params: { parens: false, seconds: 180, board: null }, seed: 'k3x9ab' });
    expect(code).toMatch(/^tally:ck=[0-9a-z]{5},p=0,s=180#k3x9ab$/);
    expect(readBoardCode(code)).toEqual({ ok: true, params: { p: '0', s: '180' }, seed: 'k3x9ab' });
    // a board code from before codes had a check still opens; one cut short is refused
    expect(readBoardCode('tally:p=0,s=180#k3x9ab')).toEqual({ ok: true, params: { p: '0', s: '180' }, seed: 'k3x9ab' });
    expect(readBoardCode(code.slice(0, -1))).toEqual({ ok: false, code: 'changed' });
    expect(readBoardCode('tuf:g=1#abc')).toEqual({ ok: false, code: 'otherGame' });
    expect(readBoardCode('nonsense').ok).toBe(false);
  });

  it('writes equations with cell letters and reads them back', () => {
    expect(encodeEquation([0, 1, 2], '4+4=8')).toBe('a+b=c');
    const board = initRound(params, 'x').board;
    const code = encodeResults(board, false, 'Zoë K', [
      { cells: [0, 1, 2], eq: '4 + 4 = 8' },
      { cells: [3, 6, 2], eq: '1+7=8' },
    ]);
    expect(code).toBe(`TR1.${BOARD}.0.Zo~6j~_K.a+b=c.d+g=c`);
    const r = decodeResults(code);
    expect(r).toEqual({
      ok: true,
      value: {
        board: BOARD,
        parens: false,
        name: 'Zoë K',
        device: '',
        entries: [
          { cells: [0, 1, 2], eq: '4+4=8' },
          { cells: [3, 6, 2], eq: '1+7=8' },
        ],
        hints: 0,
      },
    });
  });

  it('a results code says how many hints its player was shown (`~h<n>`), and codes without it read as none', () => {
    const board = initRound(params, 'x').board;
    const code = encodeResults(board, false, 'Ben', [{ cells: [2, 1, 0], eq: '8-4=4' }], 'dev1', 2);
    expect(code).toBe(`TR2.${BOARD}.0.dev1.Ben.c-b=a.~h2`);
    const r = decodeResults(code);
    expect(r.ok && r.value.hints).toBe(2);
    expect(r.ok && r.value.entries).toEqual([{ cells: [2, 1, 0], eq: '8-4=4' }]);
    // no entries, hints only
    const bare = decodeResults(encodeResults(board, false, 'Ben', [], 'dev1', 1));
    expect(bare.ok && [bare.value.entries.length, bare.value.hints]).toEqual([0, 1]);
    // an older build's codes (version 1 and 2) carry no hints part
    const old = decodeResults(`TR2.${BOARD}.0.dev1.Ben.c-b=a`);
    expect(old.ok && old.value.hints).toBe(0);
    expect(decodeResults(`TR1.${BOARD}.0.Ben.c-b=a`).ok).toBe(true);
    // a damaged hints part is refused, not read as an equation
    expect(decodeResults(`TR2.${BOARD}.0.dev1.Ben.c-b=a.~h0`)).toMatchObject({ ok: false, code: 'damagedEquation' });
    expect(decodeResults(`TR2.${BOARD}.0.dev1.Ben.~h2.c-b=a`)).toMatchObject({ ok: false, code: 'damagedEquation' });
    // imported, the other device's hints show with its player
    const s = play([
      { t: 'join', name: 'Ana' },
      { t: 'go', p: 0, at: 0 },
      { t: 'stop', p: 0 },
      { t: 'import', code },
    ]);
    expect([hintsOf(s, 0), hintsOf(s, 1)]).toEqual([0, 2]);
    const plain = play([
      { t: 'join', name: 'Ana' },
      { t: 'go', p: 0, at: 0 },
      { t: 'stop', p: 0 },
      { t: 'import', code: `TR2.${BOARD}.0.dev1.Ben.c-b=a` },
    ]);
    expect(hintsOf(plain, 1)).toBe(0);
  });

  it('imports another device’s results so that duplicates are struck', () => {
    const board = initRound(params, 'x').board;
    const code = encodeResults(board, false, 'Ben', [{ cells: [2, 1, 0], eq: '8-4=4' }]);
    const s = play([
      { t: 'join', name: 'Ana' },
      { t: 'go', p: 0, at: 0 },
      { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8' },
      { t: 'stop', p: 0 },
      { t: 'import', code },
    ]);
    expect(s.players[1]).toEqual({ name: 'Ben', kind: 'remote' });
    expect(refusedWith(() => applyMove(s, { t: 'import', code }))).toContain('Ben is already in this round');
    const scored = scoreRound(applyMove(s, { t: 'end' }));
    expect(scored.map((p) => p.total)).toEqual([0, 0]);
  });

  it('tells players apart by device: two devices both calling their player "Me" merge', () => {
    const board = initRound(params, 'x').board;
    const mine = play([
      { t: 'join', name: 'Me' },
      { t: 'go', p: 0, at: 0 },
      { t: 'add', p: 0, cells: [3, 6, 2], eq: '1+7=8' },
      { t: 'stop', p: 0 },
    ]);
    const other = encodeResults(
      board,
      false,
      'Me',
      [
        { cells: [2, 6, 3], eq: '8-7=1' },
        { cells: [0, 1, 2], eq: '4+4=8' },
      ],
      'dev2',
    );
    const third = encodeResults(board, false, 'me', [{ cells: [0, 1, 2], eq: '4+4=8' }], 'dev3');
    expect(other.startsWith(`TR2.${BOARD}.0.dev2.Me.`)).toBe(true);
    const two = applyMove(mine, { t: 'import', code: other });
    expect(two.players[1]).toEqual({ name: 'Me 2', kind: 'remote', from: { device: 'dev2', name: 'Me' } });
    const three = applyMove(two, { t: 'import', code: third });
    expect(three.players.map((p) => p.name)).toEqual(['Me', 'Me 2', 'me 3']);
    // the same device's same player again is still refused, however the shown name was changed
    const renamed = applyMove(three, { t: 'rename', p: 1, name: 'Ben' });
    expect(refusedWith(() => applyMove(renamed, { t: 'import', code: other }))).toContain('is already in this round');
    // this device's own code is refused when the screen says which device it is
    const own = encodeResults(board, false, 'Me', [], 'dev1');
    expect(tallyCheck(mine, own, 'dev1')).toBe('ownCode');
    expect(tallyCheck(mine, own, 'dev9')).toBe('ok');
    const scored = scoreRound(applyMove(three, { t: 'end' }));
    expect(scored.map((p) => p.total)).toEqual([0, 0, 0]);
    expect(scored[1]?.entries.map((e) => e.sharedWith)).toEqual([[0], [2]]);
  });

  it('a player can be renamed, even after the results, to a free name only', () => {
    const s = play([{ t: 'join', name: 'Me' }, { t: 'join', name: 'Ada', bot: 'easy' }, { t: 'go', p: 0, at: 0 }, { t: 'stop', p: 0 }, { t: 'end' }]);
    expect(applyMove(s, { t: 'rename', p: 0, name: '  Zoë  ' }).players[0]?.name).toBe('Zoë');
    expect(() => applyMove(s, { t: 'rename', p: 0, name: 'ada' })).toThrow(IllegalMoveError);
    expect(() => applyMove(s, { t: 'rename', p: 0, name: '***' })).toThrow(IllegalMoveError);
    expect(() => applyMove(s, { t: 'rename', p: 5, name: 'X' })).toThrow(IllegalMoveError);
    expect(isTallyMove({ t: 'rename', p: 0, name: 'X' })).toBe(true);
    expect(isTallyMove({ t: 'rename', p: 0 })).toBe(false);
  });

  it('reads version-1 codes as before and refuses a damaged device part', () => {
    const v1 = decodeResults(`TR1.${BOARD}.0.Ben.a+b=c`);
    expect(v1.ok && v1.value.device).toBe('');
    expect(decodeResults(`TR2.${BOARD}.0.DEV!.Ben.a+b=c`).ok).toBe(false);
    expect(decodeResults(`TR2.${BOARD}.0.dev1`).ok).toBe(false);
    const v2 = decodeResults(`TR2.${BOARD}.0.dev1.Ben.a+b=c`);
    expect(v2.ok && [v2.value.device, v2.value.name, v2.value.entries.length]).toEqual(['dev1', 'Ben', 1]);
  });

  it('still takes a results code after the results are shown, and nothing else', () => {
    const board = initRound(params, 'x').board;
    const over = play([
      { t: 'join', name: 'Ana' },
      { t: 'go', p: 0, at: 0 },
      { t: 'add', p: 0, cells: [3, 6, 2], eq: '1+7=8' },
      { t: 'stop', p: 0 },
      { t: 'end' },
    ]);
    expect(scoreRound(over)[0]?.total).toBe(3);
    const late = applyMove(over, { t: 'import', code: encodeResults(board, false, 'Ben', [{ cells: [2, 6, 3], eq: '8-7=1' }]) });
    expect(late.over).toBe(true);
    expect(scoreRound(late).map((p) => p.total)).toEqual([0, 0]);
    expect(refusedWith(() => applyMove(late, { t: 'go', p: 0, at: 1 }))).toContain('the round is over');
  });

  it('reads a results code from a pasted results link (what a camera app gives for the QR code) as well as from the code', () => {
    const code = encodeResults(parseBoard('4481917632905758'), false, 'Ben Ávila', [
      { cells: [0, 1, 2], eq: '4+4=8' },
      { cells: [2, 1, 0], eq: '8-4=4' },
    ]);
    const link = `https://example.org/app/#/tally/results/${encodeURIComponent(code)}`;
    expect(resultsCodeIn(link)).toBe(code);
    expect(resultsCodeIn(`  ${code}  `)).toBe(code);
    expect(resultsCodeIn(`#/tally/results/${encodeURIComponent(code)}`)).toBe(code);
    const back = decodeResults(resultsCodeIn(link));
    expect(back.ok && back.value.entries.map((e) => e.eq)).toEqual(['4+4=8', '8-4=4']);
  });

  it('refuses damaged codes, other boards and wrong equations with reasons', () => {
    const s = play([{ t: 'join', name: 'Ana' }]);
    expect(refusedWith(() => applyMove(s, { t: 'import', code: 'hello' }))).toContain('this is not a Tally Rally results code');
    expect(refusedWith(() => applyMove(s, { t: 'import', code: 'TR1.1234567890123456.0.Ben.a+b=c' }))).toContain('for a different board');
    expect(refusedWith(() => applyMove(s, { t: 'import', code: `TR1.${BOARD}.1.Ben.a+b=c` }))).toContain('different brackets setting');
    expect(refusedWith(() => applyMove(s, { t: 'import', code: `TR1.${BOARD}.0.Ben.a+b=d` }))).toContain('Ben’s equation 4+4=1 does not count');
    expect(refusedWith(() => applyMove(s, { t: 'import', code: `TR1.${BOARD}.0.Ben.a+q=d` }))).toContain('damaged');
  });

  it('fuzz: random results codes never throw anything but a readable refusal', () => {
    const rng = createRng('tally-codes');
    const alphabet = 'TR12.0123456789abcdefghijklmnopq+-*/=()~_';
    const s = play([{ t: 'join', name: 'Ana' }]);
    for (let n = 0; n < 400; n++) {
      let code = n % 3 === 0 ? `TR1.${BOARD}.0.` : n % 3 === 1 ? `TR2.${BOARD}.0.` : '';
      const len = rng.int(30);
      for (let i = 0; i < len; i++) code += alphabet[rng.int(alphabet.length)];
      try {
        applyMove(s, { t: 'import', code });
      } catch (e) {
        expect(e).toBeInstanceOf(IllegalMoveError);
      }
    }
  });

  it('fuzz: random move lists replay without unexpected errors', () => {
    const rng = createRng('tally-moves');
    for (let n = 0; n < 200; n++) {
      const moves: unknown[] = [];
      for (let i = 0; i < 12; i++) {
        const kind = rng.pick(['join', 'go', 'add', 'drop', 'stop', 'bot', 'end']);
        const p = rng.int(3);
        const cells = Array.from({ length: 3 + rng.int(3) }, () => rng.int(16));
        const eq = cells.map((c, j) => String(Number(BOARD[c])) + (j < cells.length - 1 ? rng.pick(['', '+', '-', '*', '/', '=']) : '')).join('');
        moves.push(
          kind === 'join'
            ? { t: 'join', name: rng.pick(['Ana', 'Ben', 'Cy']), ...(rng.int(2) ? { bot: 'hard' } : {}) }
            : kind === 'go'
              ? { t: 'go', p, at: i }
              : kind === 'add'
                ? { t: 'add', p, cells, eq }
                : kind === 'drop'
                  ? { t: 'drop', p, i: rng.int(2) }
                  : kind === 'bot'
                    ? { t: 'bot', p, entries: [{ cells, eq }] }
                    : { t: kind, p },
        );
      }
      const r = replayMoves(tallyEngine, params, 'seed', moves);
      expect(r.applied.length + (r.rejected ? 1 : 0)).toBeLessThanOrEqual(moves.length);
      scoreRound(r.state);
    }
  });
});

describe('the add rule, one check for the engine and the screen (addCheck)', () => {
  it('refuses as apply does, with the same code and values, in order: round over, player, turn, time, equation', () => {
    const s0 = play([
      { t: 'join', name: 'Ana' },
      { t: 'join', name: 'Ben' },
      { t: 'go', p: 0, at: 1000 },
    ]);
    const move = { p: 0, cells: [0, 1, 2], eq: '4+4=8', at: 2000 };
    const ok = addCheck(s0, move);
    expect(ok).toEqual({ ok: true, entry: { cells: [0, 1, 2], text: '4+4=8', key: expect.any(String), tiles: 3, ms: 1000 } });
    expect(addCheck(s0, { ...move, p: 1 })).toMatchObject({ ok: false, refusal: { code: 'notYourTurn' } });
    expect(addCheck(s0, { ...move, p: 5 })).toMatchObject({ ok: false, refusal: { code: 'noPlayer' } });
    expect(addCheck(s0, { ...move, at: 1000 + 180_001 })).toMatchObject({ ok: false, refusal: { code: 'timeUp' } });
    expect(addCheck({ ...s0, over: true }, move)).toMatchObject({ ok: false, refusal: { code: 'roundOver' } });
    // an equation's own reason travels both as the refusal and as the reason
    const wrong = addCheck(s0, { ...move, eq: '4+4=9' });
    expect(wrong).toMatchObject({ ok: false, refusal: { code: 'digitMismatch' }, reason: { code: 'digitMismatch' } });
    const again = addCheck(applyMove(s0, { t: 'add', ...move }), { ...move, cells: [2, 1, 0], eq: '8-4=4' });
    expect(again).toMatchObject({ ok: false, refusal: { code: 'inverseOnSheet' }, reason: { code: 'inverseOnSheet' } });
    // asking changes nothing
    expect(s0.sheets[0]).toEqual([]);
  });

  it('property: on random rounds and random adds, addCheck accepts exactly what apply accepts, refuses with its refusal, and gives the entry apply adds', () => {
    const rng = createRng('tally-add-check');
    const board = parseBoard(BOARD) as number[];
    const valid = enumerateEquations(board, { maxTiles: 5 }).equations;
    expect(valid.length).toBeGreaterThan(20);
    let accepted = 0;
    let refused = 0;
    for (let n = 0; n < 400; n++) {
      // a random round: people and a computer, maybe a turn (whose start is random), some equations already on sheets
      let s = initRound(params, `seed${n}`);
      const people = 1 + rng.int(3);
      for (let i = 0; i < people; i++) s = applyMove(s, { t: 'join', name: `P${i}` });
      if (rng.int(3) === 0) s = applyMove(s, { t: 'join', name: 'Bot', bot: 'easy' });
      const start = 1_000_000 + rng.int(1000);
      const writer = rng.int(people);
      if (rng.int(5) > 0) s = applyMove(s, { t: 'go', p: writer, at: start });
      for (let k = rng.int(6); k > 0 && s.turn; k--) {
        const f = rng.pick(valid);
        try {
          s = applyMove(s, { t: 'add', p: writer, cells: f.cells, eq: f.text, at: start + rng.int(1000) });
        } catch (e) {
          if (!(e instanceof IllegalMoveError)) throw e;
        }
      }
      if (rng.int(8) === 0) s = { ...s, over: true };
      // a random add: a valid equation (maybe on the sheet already, maybe its inverse), or random signs on a random path
      const f = rng.pick(valid);
      const kind = rng.int(3);
      const cells = kind < 2 ? f.cells : Array.from({ length: 1 + rng.int(5) }, () => rng.int(17) - (rng.int(9) === 0 ? 1 : 0));
      const eq =
        kind === 0 ? f.text : cells.map((c, j) => String(board[c] ?? 'x') + (j < cells.length - 1 ? rng.pick(['', '+', '-', '*', '/', '=']) : '')).join('');
      const p = rng.pick([writer, writer, writer, rng.int(people + 2), -1, 0.5]);
      const at = rng.pick([undefined, start + rng.int(200_000), start + 180_000, start + 180_001]);
      const m = { p, cells, eq, ...(at === undefined ? {} : { at }) };

      const check = addCheck(s, m);
      let next: TallyState | null = null;
      let thrown: unknown = null;
      try {
        next = applyMove(s, { t: 'add', ...m });
      } catch (e) {
        if (!(e instanceof IllegalMoveError)) throw e;
        thrown = e;
      }
      if (check.ok) {
        accepted++;
        expect(thrown).toBeNull();
        expect(next?.sheets[p]).toEqual([...(s.sheets[p] ?? []), check.entry]);
      } else {
        refused++;
        expect(thrown).toBeInstanceOf(IllegalMoveError);
        expect((thrown as IllegalMoveError).refusal).toEqual(check.refusal);
        // an equation's reason is thrown as EquationRefused, with that reason
        if (check.reason) expect((thrown as EquationRefused).refusal).toEqual(check.reason);
        else expect(thrown).not.toBeInstanceOf(EquationRefused);
      }
    }
    // both sides were exercised
    expect(accepted).toBeGreaterThan(30);
    expect(refused).toBeGreaterThan(100);
  });
});
