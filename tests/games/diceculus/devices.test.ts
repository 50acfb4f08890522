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

  it('refuses with a reason, never shortening or cleaning a name: every device must hold the same names (issue 31)', () => {
    const why = (text: string) => {
      const r = readTableCode(text);
      return r.ok ? 'read' : r.refusal.code;
    };
    // a megabyte of text is refused at once, not read
    expect(why(`diceculus:r=1#abc|Ann|${'B'.repeat(1_000_000)}`)).toBe('code.tooLong');
    // names the game would shorten or clean
    expect(why('diceculus:r=1#abc|Ann|Bartholomew Fitzgerald')).toBe('code.longName');
    expect(why('diceculus:r=1#abc|Ann|Bob!')).toBe('code.nameChars');
    expect(why('diceculus:r=1#abc|Ann|Bob  Lee')).toBe('code.nameChars');
    expect(why('diceculus:r=1#abc|Ann| Bob')).toBe('code.nameChars');
    expect(why('diceculus:r=1#abc|Ann|ann')).toBe('code.sameName');
    expect(why('diceculus:r=1#abc|Ann|')).toBe('code.emptyName');
    expect(why('diceculus:r=1#abc|Ann')).toBe('code.players');
    expect(why('tuf:g=1#abc|Ann|Bob')).toBe('code.otherGame');
    expect(why('diceculus:g=constructor,r=1#abc|Ann|Bob')).toBe('paramGrand');
    expect(why('diceculus:e=valueOf,r=1#abc|Ann|Bob')).toBe('paramEnd');
    // names kept exactly, accents and all
    expect(readTableCode("diceculus:r=1#abc|Zoë|O'Neil|José-Luis")).toMatchObject({ ok: true, names: ['Zoë', "O'Neil", 'José-Luis'] });
  });
});

import { charityGaps, nextAction, roundScores, type DiceMove } from '../../../src/games/diceculus/game';

describe('stage IV charity across devices: everyone receives from someone', () => {
  const names = ['Ann', 'Ben', 'Cy'];
  /** Ann and Ben give to Cy, Cy gives to Ann: nobody chooses Ben (each device alone sees no gap). */
  const GIFTS: Record<number, number[]> = { 0: [2], 1: [2], 2: [0] };

  function deviceWithGifts(own: number[], cover: boolean): DiceState {
    let s = E.init({ ...DEFAULT_PARAMS, rounds: 1 }, 'charity');
    names.forEach((name, i) => (s = E.apply(s, own.includes(i) ? { t: 'join', name, bot: 'easy' } : { t: 'join', name, remote: true })));
    s = E.apply(s, cover ? { t: 'start', cover: true } : { t: 'start' });
    for (let i = 0; i < 5000 && !s.over; i++) {
      let m = botMove(s)!;
      const n = nextAction(s);
      if (m.t === 'announce' && n.kind === 'announce' && n.round.stage === 4) m = { ...m, recipients: GIFTS[m.p] } as DiceMove;
      s = E.apply(s, m);
    }
    return s;
  }

  it('the last to announce in the global order covers a seat nobody chose, the same on every device whatever the merge order', () => {
    const [a, b, c] = [deviceWithGifts([0], true), deviceWithGifts([1], true), deviceWithGifts([2], true)];
    const codes = [resultsCode(a), resultsCode(b), resultsCode(c)];
    // before the merge no device can see the gap
    for (const d of [a, b, c]) expect(charityGaps(d, d.rounds[3]!)).toEqual([]);
    const merged = [
      E.apply(E.apply(a, { t: 'import', code: codes[1]! }), { t: 'import', code: codes[2]! }),
      E.apply(E.apply(a, { t: 'import', code: codes[2]! }), { t: 'import', code: codes[1]! }),
      E.apply(E.apply(b, { t: 'import', code: codes[0]! }), { t: 'import', code: codes[2]! }),
      E.apply(E.apply(b, { t: 'import', code: codes[2]! }), { t: 'import', code: codes[0]! }),
      E.apply(E.apply(c, { t: 'import', code: codes[1]! }), { t: 'import', code: codes[0]! }),
      E.apply(E.apply(c, { t: 'import', code: codes[0]! }), { t: 'import', code: codes[1]! }),
    ];
    const r4 = merged[0]!.rounds[3]!;
    expect(r4.stage).toBe(4);
    const donor = [...r4.order].reverse().find((x) => x !== 1)!;
    expect(charityGaps(merged[0]!, r4)).toEqual([{ seat: 1, donor }]);
    // the donor's points are shared among its own recipients and Ben
    const pts = r4.plays.map((pl) => pl!.points!);
    const share = (p: number, k: number) => Math.sign(p / k) * Math.floor(Math.abs(p / k) + 0.5);
    const want = [0, 0, 0];
    for (const p of [0, 1, 2]) {
      const to = p === donor ? [...GIFTS[p]!, 1] : GIFTS[p]!;
      for (const x of to) want[x]! += share(pts[p]!, to.length);
    }
    expect(r4.scores).toEqual(want);
    for (const m of merged) {
      expect(m.rounds.map((r) => r.scores)).toEqual(merged[0]!.rounds.map((r) => r.scores));
      expect(scoreTable(m)).toEqual(scoreTable(merged[0]!));
    }
  });

  it('games saved before the cover rule keep their scores (no cover flag on the start move)', () => {
    const [a, b, c] = [deviceWithGifts([0], false), deviceWithGifts([1], false), deviceWithGifts([2], false)];
    const m = E.apply(E.apply(a, { t: 'import', code: resultsCode(b) }), { t: 'import', code: resultsCode(c) });
    const r4 = m.rounds[3]!;
    expect(charityGaps(m, r4)).toEqual([]);
    expect(r4.scores).toEqual(roundScores(m.params, 3, r4));
    expect(r4.scores![1]).toBe(0);
    expect(E.isMove({ t: 'start', cover: 'yes' })).toBe(false);
    expect(E.isMove({ t: 'start', cover: true })).toBe(true);
  });
});

import { decks } from '../../../src/games/diceculus/cards';
import { evaluate, NO_VALUE_POINTS, pointsOf, valueBounds } from '../../../src/games/diceculus/expr';
import { DICE, FACES, MAX_WRONG_IN_CODE } from '../../../src/games/diceculus/game';
import { createRng } from '../../../src/core/random';

describe('results no game could produce are refused (issue 31)', () => {
  it('the issue’s link: 999,999,999 points and 9,999 wrong answers in one round', () => {
    let s = E.init({ ...DEFAULT_PARAMS, faces: 6, rounds: 1 }, 'rlx1');
    s = E.apply(s, { t: 'join', name: 'Ann' });
    s = E.apply(s, { t: 'join', name: 'Bob', remote: true });
    s = E.apply(s, { t: 'start' });
    expect(code(() => importResults(s, 'DCR1|rlx1|1:Bob:999999999,0,0,0,'))).toBe('import.impossible');
    expect(code(() => importResults(s, 'DCR1|rlx1|1:Bob:5,9999,1,1,'))).toBe('import.tooManyWrong');
    expect(code(() => importResults(s, 'DCR1|rlx1|1:Bob:999999999,9999,1,1,'))).not.toBeNull();
    // a constant claimed outside stage IV
    expect(code(() => importResults(s, 'DCR1|rlx1|1:Bob:50,0,0,1,'))).toBe('import.impossible');
    // what the game gives is still taken: no value (−50), and a believable result
    expect(code(() => importResults(s, `DCR1|rlx1|1:Bob:${NO_VALUE_POINTS},${MAX_WRONG_IN_CODE},1,0,`))).toBeNull();
  });

  it('every real play is inside its card’s bounds: every card, every die, random rolls', () => {
    const rng = createRng('bounds');
    for (const deck of decks()) {
      for (const card of deck) {
        for (const faces of FACES) {
          const b = valueBounds(card.node, 0, DICE * faces);
          if (!b) continue;
          for (let k = 0; k < 12; k++) {
            const vals = Object.fromEntries(card.letters.map((l) => [l, rng.int(DICE * faces + 1)]));
            const p = pointsOf(evaluate(card.node, vals));
            if (p === NO_VALUE_POINTS) continue;
            expect(p, `${card.id} ${faces} ${JSON.stringify(vals)}`).toBeGreaterThanOrEqual(Math.floor(b.min) - 1);
            expect(p, `${card.id} ${faces} ${JSON.stringify(vals)}`).toBeLessThanOrEqual(Math.ceil(b.max) + 1);
          }
        }
      }
    }
  });

  it('results codes of whole games between devices still merge (6 and 20 faces)', () => {
    for (const faces of [6, 20] as const) {
      const names = ['Ann', 'Ben', 'Cy'];
      const mk = (own: number[]): DiceState => {
        let s = E.init({ ...DEFAULT_PARAMS, faces, rounds: 1 }, `f${faces}`);
        names.forEach((name, i) => (s = E.apply(s, own.includes(i) ? { t: 'join', name, bot: 'easy' } : { t: 'join', name, remote: true })));
        s = E.apply(s, { t: 'start' });
        for (let i = 0; i < 5000 && !s.over; i++) s = E.apply(s, botMove(s)!);
        return s;
      };
      const a = mk([0, 2]);
      expect(code(() => importResults(a, resultsCode(mk([1]))))).toBeNull();
    }
  });
});
