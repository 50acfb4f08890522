import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../../src/core/engine';
import { DEFAULT_PARAMS, diceculusEngine as E, importResults, resultsCode, scoreTable, type DiceState } from '../../../src/games/diceculus/game';
import { botMove } from '../../../workers/diceculus/bots';

/** One device of a game: its own seats are computer players here, the others are remote. */
function device(seed: string, names: string[], own: number[]): DiceState {
  let s = E.init({ ...DEFAULT_PARAMS, rounds: 1 }, seed);
  names.forEach((name, i) => (s = E.apply(s, own.includes(i) ? { t: 'join', name, bot: 'easy' } : { t: 'join', name, remote: true })));
  s = E.apply(s, { t: 'start' });
  for (let i = 0; i < 5000 && !s.over; i++) s = E.apply(s, botMove(s)!);
  return s;
}

const code = (f: () => unknown): string | null => {
  try {
    f();
    return null;
  } catch (e) {
    if (e instanceof IllegalMoveError) return e.refusal.code;
    throw e;
  }
};

describe('several devices on one game', () => {
  it('each device plays its own seats; results codes merge into the same table on every device', () => {
    const names = ['Ann', 'Ben', 'Cy'];
    const a = device('multi', names, [0, 2]);
    const b = device('multi', names, [1]);
    expect(a.over && b.over).toBe(true);
    // the same cards on both devices
    expect(a.rounds.map((r) => r.card)).toEqual(b.rounds.map((r) => r.card));
    const a2 = E.apply(a, { t: 'import', code: resultsCode(b) });
    const b2 = E.apply(b, { t: 'import', code: resultsCode(a) });
    expect(a2.rounds.map((r) => r.scores)).toEqual(b2.rounds.map((r) => r.scores));
    expect(scoreTable(a2)).toEqual(scoreTable(b2));
    // robbery across devices: what the robbers gain their victims lose
    const r3 = a2.rounds.find((r) => r.stage === 3)!;
    expect(r3.scores!.reduce((x, y) => x + y, 0)).toBe(0);
    // a code goes in once, and only into its own game
    expect(code(() => E.apply(a2, { t: 'import', code: resultsCode(b) }))).toBe('import.alreadyIn');
    expect(code(() => importResults(a, resultsCode(a)))).toBe('import.ownSeat');
    expect(code(() => importResults(device('other', names, [0, 2]), resultsCode(b)))).toBe('import.otherGame');
    expect(code(() => importResults(a, 'hello'))).toBe('import.unreadable');
    expect(code(() => importResults(a, resultsCode(b).replace('Ben', 'Bob')))).toBe('import.noSeat');
  });

  it('fuzz: damaged results codes are refused, never crash', () => {
    const names = ['Ann', 'Ben'];
    const a = device('fz-multi', names, [0]);
    const good = resultsCode(device('fz-multi', names, [1]));
    for (let i = 0; i < 300; i++) {
      const k = (i * 7919) % good.length;
      const bad = good.slice(0, k) + String.fromCharCode(33 + ((i * 31) % 90)) + good.slice(k + 1);
      try {
        importResults(a, bad);
      } catch (e) {
        expect(e).toBeInstanceOf(IllegalMoveError);
      }
    }
  });
});

import { readTableCode, tableCode } from '../../../src/games/diceculus/game';

describe('the table code', () => {
  it('carries the settings, the seed and every name in order', () => {
    let s = E.init({ ...DEFAULT_PARAMS, rounds: '2p', faces: 12, end: 'ops:+-/' }, 'tbl');
    for (const n of ['Ann Lee', 'Ben', 'Cy']) s = E.apply(s, { t: 'join', name: n });
    const r = readTableCode(tableCode(s));
    expect(r).toEqual({ ok: true, params: s.params, seed: 'tbl', names: ['Ann Lee', 'Ben', 'Cy'] });
    expect(readTableCode('diceculus:r=1#x|Ann').ok).toBe(false);
    expect(readTableCode('diceculus:zz=1#x|Ann|Ben').ok).toBe(false);
    expect(readTableCode('nonsense').ok).toBe(false);
  });
});
