/**
 * A screen checks an add before saving it, then applies the same move to the
 * same state: the equation is read once (issue 16), and the verdict is always
 * the one a fresh check gives.
 */
import { describe, expect, it, vi } from 'vitest';
import * as equation from '../../../src/games/tally/equation';
import { addCheck, applyMove, DEFAULT_PARAMS, initRound, type TallyMove, type TallyState } from '../../../src/games/tally/round';

vi.mock('../../../src/games/tally/equation', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/games/tally/equation')>();
  return { ...real, checkEquation: vi.fn(real.checkEquation) };
});
const checkEquation = vi.mocked(equation.checkEquation);

const BOARD = '4481917632905758';
function writing(): TallyState {
  let s = initRound({ ...DEFAULT_PARAMS, board: BOARD }, 'memo');
  for (const m of [
    { t: 'join', name: 'Ana' },
    { t: 'go', p: 0, at: 1000 },
  ] as TallyMove[])
    s = applyMove(s, m);
  return s;
}

describe('addCheck then apply', () => {
  it('reads the equation once for a check and the apply of the same move on the same state', () => {
    const s = writing();
    const move = { t: 'add' as const, p: 0, cells: [0, 1, 2], eq: '4+4=8', at: 2000 };
    checkEquation.mockClear();
    const r = addCheck(s, move);
    expect(r.ok).toBe(true);
    const next = applyMove(s, { ...move, cells: [...move.cells] });
    expect(checkEquation).toHaveBeenCalledTimes(1);
    expect(next.sheets[0]?.map((e) => e.text)).toEqual(['4+4=8']);
    // the same move on the new state is checked afresh: now it is already on the sheet
    expect(() => applyMove(next, move)).toThrow();
    expect(checkEquation).toHaveBeenCalledTimes(2);
  });

  it('fuzz: the verdict always equals a fresh check, whatever was checked before', () => {
    let seed = 11;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const states = [writing(), writing()];
    const texts = ['4+4=8', '4=8-4', '44=8', '1+7=8', '8=4+4', '4+4=9'];
    const cellsOf = [
      [0, 1, 2],
      [2, 1, 0],
      [0, 1],
      [3, 6, 2],
      [0, 1, 2, 3],
    ];
    for (let i = 0; i < 400; i++) {
      const s = states[rand(2)] as TallyState;
      const m = {
        p: rand(3) === 0 ? 1 : 0,
        cells: [...(cellsOf[rand(cellsOf.length)] as number[])],
        eq: texts[rand(texts.length)] as string,
        at: rand(4) === 0 ? 999_999 : 2000,
      };
      const got = addCheck(s, m);
      // a fresh check: a new state object with the same contents misses the memo
      const fresh = addCheck({ ...s }, { ...m, cells: [...m.cells] });
      expect(got).toEqual(fresh);
      if (rand(3) === 0) m.cells.reverse(); // the caller changing its move after the check does not fool the next one
      expect(addCheck(s, m)).toEqual(addCheck({ ...s }, m));
    }
  });
});
