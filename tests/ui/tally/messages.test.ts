/**
 * Tally Rally's refusals are codes with values; every code the engine can give
 * has a sentence in the catalogue (`tally.refuse.<code>`), with every value it
 * names filled in. (No English table in the engine to keep equal: the catalogue
 * is the only wording.)
 */
import { describe, expect, it } from 'vitest';
import { REASON_CODES, reason } from '../../../src/games/tally/equation';
import { IllegalMoveError } from '../../../src/core/engine';
import { boardIssue } from '../../../src/games/tally/board';
import {
  applyMove,
  checkImport,
  DEFAULT_PARAMS,
  initRound,
  readParams,
  tallyEngine,
  type TallyMove,
  type TallyState,
  paramsRefusal,
} from '../../../src/games/tally/round';
import { readBoardCode } from '../../../src/games/tally/codes';
import { hasMessage, t, refusalText } from '../../../src/i18n';
import { within } from '../../../src/core/refusal';

const worded = (text: string): void => {
  expect(text).not.toMatch(/[{}]/);
  expect(text).not.toMatch(/^tally\./);
  expect(text.length).toBeGreaterThan(5);
};

describe('Tally Rally refusals in the catalogue', () => {
  it('words every equation reason code, filling in its values', () => {
    const vars = {
      ch: '?',
      sign: '+',
      a: 2,
      b: 7,
      n: '05',
      inside: '4',
      left: '8 − 7',
      right: '2 − 1',
      text: '4 + 4 = 8',
      d: 3,
      eq: 4,
      path: 5,
      pos: 3,
      tile: 8,
      calc: '4 + 5',
      value: 9,
      target: 8,
    };
    for (const code of REASON_CODES) {
      expect(hasMessage(`tally.refuse.${code}`), code).toBe(true);
      worded(refusalText('tally', reason(code, vars)));
    }
    expect(refusalText('tally', reason('notAdjacent', { a: 1, b: 4 }))).toBe('the 1 is not next to the 4');
  });

  it('words every refusal of a move the engine can give', () => {
    const BOARD = '4481917632905758';
    const params = { ...DEFAULT_PARAMS, board: BOARD };
    const play = (moves: TallyMove[]): TallyState => moves.reduce(applyMove, initRound(params, 's'));
    const joined = play([
      { t: 'join', name: 'Ana' },
      { t: 'join', name: 'Bot', bot: 'easy' },
    ]);
    const writing = applyMove(joined, { t: 'go', p: 0, at: 0 });
    let full = initRound(params, 's');
    for (let i = 0; i < 8; i++) full = applyMove(full, { t: 'join', name: `P${i}` });
    const cases: [TallyState, TallyMove][] = [
      [joined, { t: 'go', p: 5, at: 0 }],
      [applyMove(joined, { t: 'end' }), { t: 'join', name: 'Cy' }],
      [full, { t: 'join', name: 'Cy' }],
      [joined, { t: 'join', name: ' ' }],
      [joined, { t: 'join', name: 'ana' }],
      [joined, { t: 'join', name: 'Cy', bot: 'genius' as never }],
      [joined, { t: 'go', p: 1, at: 0 }],
      [writing, { t: 'go', p: 0, at: 0 }],
      [applyMove(writing, { t: 'stop', p: 0 }), { t: 'go', p: 0, at: 1 }],
      [joined, { t: 'go', p: 0, at: Number.NaN }],
      [joined, { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8' }],
      [writing, { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8', at: 10_000_000 }],
      [writing, { t: 'drop', p: 0, i: 3 }],
      [joined, { t: 'stop', p: 0 }],
      [joined, { t: 'bot', p: 0, entries: [] }],
      [initRound(params, 's'), { t: 'end' }],
      [writing, { t: 'import', code: 'hello' }],
      [writing, { t: 'add', p: 0, cells: [0, 1, 3], eq: '4+4=8' }],
    ];
    const codes = new Set<string>();
    for (const [state, move] of cases) {
      let refused: IllegalMoveError | null = null;
      try {
        applyMove(state, move);
      } catch (e) {
        refused = e as IllegalMoveError;
      }
      expect(refused, JSON.stringify(move)).toBeInstanceOf(IllegalMoveError);
      const code = refused!.refusal.code;
      codes.add(code);
      expect(hasMessage(`tally.refuse.${code}`), code).toBe(true);
      worded(refusalText('tally', refused!.refusal));
    }
    expect(codes.size).toBe(cases.length);
    for (const [p, code] of [
      [{ s: '5' }, 'params.timer'],
      [{ b: '1111' }, 'board.length'],
    ] as const) {
      try {
        tallyEngine.parseParams(p);
        expect.unreachable();
      } catch (e) {
        expect((e as IllegalMoveError).refusal.code).toBe(code);
        expect(hasMessage(`tally.refuse.${code}`)).toBe(true);
      }
    }
  });

  it('words every kind of unusable results code, board code, board and setting', () => {
    const BOARD = '4481917632905758';
    const state = applyMove(initRound({ ...DEFAULT_PARAMS, board: BOARD }, 's'), { t: 'join', name: 'Ana' });
    const codes = [
      'hello',
      'TR1.12.0.Ben.a+b=c',
      `TR1.${BOARD}.7.Ben.a+b=c`,
      `TR1.${BOARD}.0.B~zz.a+b=c`,
      `TR1.${BOARD}.0.Ben.a+b=c!`,
      'TR1.1234567890123456.0.Ben.a+b=c',
      `TR1.${BOARD}.1.Ben.a+b=c`,
      `TR1.${BOARD}.0.Ana.a+b=c`,
      `TR1.${BOARD}.0.Ben.a+b=d`,
    ];
    const seen = new Set<string>();
    for (const code of codes) {
      const r = checkImport(state, code);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      seen.add(r.refusal.code);
      worded(refusalText('tally', within('import', r.refusal)));
    }
    expect(seen.size).toBe(codes.length);
    const bad = checkImport(state, `TR1.${BOARD}.0.Ben.a+b=d`);
    if (!bad.ok) expect(refusalText('tally', within('import', bad.refusal))).toBe('Ben’s equation 4+4=1 does not count: the 1 is not next to the 4');

    for (const params of [{ p: '2' }, { s: '5' }, { q: '1' }, { b: '1111222233334444' }] as Record<string, string>[]) {
      const r = readParams(params);
      expect(r.ok).toBe(false);
      if (!r.ok) worded(refusalText('tally', paramsRefusal(r.refusal)));
    }
    const other = readBoardCode('tuf:g=1#x');
    expect(other.ok).toBe(false);
    if (!other.ok) expect(t(`tally.code.${other.code}`)).toBe('this code is for another game');
    for (const text of ['12a', '123', '1111222233334444']) worded(refusalText('tally', within('board', boardIssue(text)!)));
    expect(refusalText('tally', within('board', boardIssue('1111222233334444')!))).toBe('the pouch holds only three 1s, this board has 4');
  });
});
