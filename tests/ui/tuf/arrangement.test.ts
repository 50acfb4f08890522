import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/random';
import { checkEquation, parseRoll, type RolledCube } from '../../../src/games/tuf';
import {
  cycleReading,
  fromNotation,
  groupReadings,
  insertGap,
  insertRatio,
  isLine,
  move,
  moveTo,
  place,
  setPosition,
  takeBack,
  toNotation,
  usedCubes,
  type Line,
} from '../../../src/ui/tuf/arrangement';

const rollOf = (text: string): RolledCube[] => {
  const r = parseRoll(text);
  if (!r.ok) throw new Error(r.code);
  return r.cubes;
};

describe('arranging cubes on the equation line', () => {
  const roll = rollOf('4 3 5 8 6 10 + - x / =');
  it('tapping cubes puts them on the line in order; the text follows', () => {
    let line: Line = [];
    for (const i of [0, 6, 1, 10, 9]) line = place(line, i);
    expect(toNotation(line, roll)).toBe('4 + 3 = /');
    expect(usedCubes(line)).toEqual(new Set([0, 6, 1, 10, 9]));
    expect(place(line, 0)).toBe(line); // a cube is on the line at most once
  });
  it('a cube placed while another is selected goes right after it', () => {
    const line = place(place([], 0), 1);
    expect(toNotation(place(line, 6, 0), roll)).toBe('4 + 3');
  });
  it('taking back, moving left and right, dragging to a place', () => {
    const line = [0, 6, 1, 10, 2].reduce<Line>((l, i) => place(l, i), []);
    expect(toNotation(takeBack(line, 1), roll)).toBe('4 3 = 5');
    const m = move(line, 4, -1);
    expect(m.index).toBe(3);
    expect(toNotation(m.line, roll)).toBe('4 + 3 5 =');
    expect(move(line, 0, -1)).toEqual({ line, index: 0 });
    expect(toNotation(moveTo(line, 4, 0), roll)).toBe('5 4 + 3 =');
  });
  it('raised and lowered cubes, gaps, and the ratio line are written in the notation', () => {
    let line = [3, 2].reduce<Line>((l, i) => place(l, i), []);
    line = setPosition(line, 1, 'sup');
    expect(toNotation(line, roll)).toBe('8 ^5');
    line = insertGap(line, 0);
    expect(toNotation(line, roll)).toBe('8 | ^5');
    expect(toNotation(insertRatio(line, null), roll)).toBe('8 | ^5 //');
    expect(toNotation(setPosition(line, 2, 'sub'), roll)).toBe('8 | _5');
  });
  it('the (×) cube reading cycles automatic → × → group opens → group closes', () => {
    const r = rollOf('6 4 (x) =');
    let line = place([], 2);
    const seen: string[] = [];
    for (let k = 0; k < 4; k++) {
      seen.push(toNotation(line, r));
      line = cycleReading(line, 0, groupReadings(true), 'group');
    }
    expect(seen).toEqual(['(x)', '(x)*', '(x)>', '<(x)']);
    expect(toNotation(line, r)).toBe('(x)');
    expect(cycleReading(line, 0, groupReadings(false), 'group')).toBe(line);
  });
  it('a line read back from its notation gives the same text (game 4 example)', () => {
    const r = rollOf('6 4 8 1/8 0 + (x) / =');
    const text = '6 + 4 <(x) / 1/8 = 8 0';
    const line = fromNotation(text, r, '4');
    expect(line).not.toBeNull();
    expect(toNotation(line as Line, r)).toBe(text);
    expect(checkEquation({ game: '4', equation: toNotation(line as Line, r), roll: r }).valid).toBe(true);
    expect(fromNotation('9 = 9', r)).toBeNull();
  });
  it('saved lines are shape-checked; random junk is refused and never throws', () => {
    expect(isLine([{ kind: 'cube', cube: 0, position: 'normal' }, { kind: 'gap', position: 'sup' }, { kind: 'ratio' }], 3)).toBe(true);
    expect(isLine([{ kind: 'cube', cube: 3, position: 'normal' }], 3)).toBe(false);
    expect(
      isLine(
        [
          { kind: 'cube', cube: 0, position: 'normal' },
          { kind: 'cube', cube: 0, position: 'normal' },
        ],
        3,
      ),
    ).toBe(false);
    const rng = createRng('line-fuzz');
    const pool: unknown[] = [
      null,
      1,
      'x',
      [],
      {},
      { kind: 'cube' },
      { kind: 'gap', position: 'up' },
      { kind: 'cube', cube: 1.5, position: 'normal' },
      { kind: 'cube', cube: 1, position: 'sub' },
    ];
    for (let i = 0; i < 300; i++) {
      const v = Array.from({ length: rng.int(5) }, () => rng.pick(pool));
      expect(() => isLine(rng.int(5) === 0 ? rng.pick(pool) : v, 4)).not.toThrow();
    }
  });
  it('random edits never throw and keep every cube on the line at most once', () => {
    const rng = createRng('edit-fuzz');
    for (let i = 0; i < 300; i++) {
      let line: Line = [];
      for (let k = 0; k < 30; k++) {
        const n = line.length;
        const at = rng.int(n + 2) - 1;
        switch (rng.int(7)) {
          case 0:
            line = place(line, rng.int(roll.length), rng.int(2) ? null : at);
            break;
          case 1:
            line = takeBack(line, at);
            break;
          case 2:
            line = move(line, at, rng.int(2) ? 1 : -1).line;
            break;
          case 3:
            line = moveTo(line, at, rng.int(n + 1));
            break;
          case 4:
            line = setPosition(line, at, rng.pick(['normal', 'sup', 'sub'] as const));
            break;
          case 5:
            line = insertGap(line, rng.int(2) ? null : Math.max(0, at));
            break;
          default:
            line = cycleReading(line, at, groupReadings(true), 'group');
        }
        expect(isLine(line, roll.length)).toBe(true);
      }
      const text = toNotation(line, roll);
      expect(() => checkEquation({ game: '6', equation: text, roll })).not.toThrow();
    }
  });
});
