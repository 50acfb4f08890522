import { describe, expect, it } from 'vitest';
import { checkEquation } from '../../../src/games/tuf';
import { hint, cubesInRollOrder, shapeOf } from '../../../workers/tuf/hint';
import { solve } from '../../../workers/tuf/solve';

const ROLL = '3 5 1 9 10 ø + - x / =';

describe('hints in three steps', () => {
  it('step 1 says how many cubes the best equation uses', () => {
    const best = solve({ game: '1', roll: ROLL });
    const h = hint({ game: '1', roll: ROLL, step: 1 });
    expect(h.exists).toBe(true);
    expect(h.proven).toBe(true);
    expect(h.hint).toEqual({ step: 1, cubes: best.cubes, score: best.score });
  });

  it('step 2 names the cubes in roll order, without giving the arrangement', () => {
    const h = hint({ game: '1', roll: ROLL, step: 2 });
    expect(h.hint?.step).toBe(2);
    if (h.hint?.step !== 2) return;
    const best = solve({ game: '1', roll: ROLL });
    expect(h.hint.usesCubes).toEqual(cubesInRollOrder(best.equation ?? '', ROLL.split(' ')));
    expect(h.hint.usesCubes.length).toBe(best.cubes);
  });

  it('step 2 also gives the equation’s shape: its normal notation with the digits hidden', () => {
    const h = hint({ game: '1', roll: ROLL, step: 2 });
    if (h.hint?.step !== 2) throw new Error('expected step 2');
    const best = solve({ game: '1', roll: ROLL });
    expect(h.hint.shape).toBe(shapeOf(best.normal ?? ''));
    expect(h.hint.shape).not.toMatch(/[0-9]/);
    expect(h.hint.shape).toContain('=');
    // as many hidden digits as the equation has digits
    expect((h.hint.shape.match(/□/g) ?? []).length).toBe((best.normal?.match(/[0-9]/g) ?? []).length);
  });

  it('shapeOf hides digits, raised and lowered ones too, and keeps signs, fractions and constants', () => {
    expect(shapeOf('15 − 8 = 7')).toBe('□□ − □ = □');
    expect(shapeOf('3² = 9')).toBe('□▫ = □');
    expect(shapeOf('110₂ = 6')).toBe('□□□▫ = □');
    expect(shapeOf('8^⅓ = 2')).toBe('□^⅓ = □');
    expect(shapeOf('5.5 + ½ = 6')).toBe('□.□ + ½ = □');
    expect(shapeOf('tan (8² − 4)° = 3^½')).toBe('tan (□▫ − □)° = □^½');
  });

  it('step 3 gives a valid equation with its normal notation', () => {
    const h = hint({ game: '1', roll: ROLL, step: 3 });
    if (h.hint?.step !== 3) throw new Error('expected step 3');
    const c = checkEquation({ game: '1', equation: h.hint.equation, roll: ROLL });
    expect(c.valid).toBe(true);
    if (c.valid) expect(c.normal).toBe(h.hint.normal);
  });

  it('cubesInRollOrder keeps duplicates and roll order', () => {
    expect(cubesInRollOrder('5 - 5 = ø', ['5', '3', '5', 'ø', '-', '-', '='])).toEqual(['5', '5', 'ø', '-', '=']);
  });

  it('cubesInRollOrder reads raised, lowered and group cubes as the cubes they are', () => {
    const roll = ['1/3', '8', '2', '6', '(x)', '-', '5', '=', '1', '0', '1'];
    expect(cubesInRollOrder('2 (x)> 6 - 5 = 8 ^1/3', roll)).toEqual(['1/3', '8', '2', '6', '(x)', '-', '5', '=']);
    expect(cubesInRollOrder('1 0 _2 = 2 | ', ['1', '0', '2', '2', '='])).toEqual(['1', '0', '2', '2', '=']);
  });

  it('step 2 lists every cube of a game-6 best equation', () => {
    const roll = '8 1/3 = 2 (x) 6 - 5';
    const h = hint({ game: '6', roll, step: 3 });
    if (h.hint?.step !== 3) throw new Error('expected step 3');
    expect(h.hint.usesCubes.length).toBe(h.hint.cubes);
  });

  it('is there anything longer than mine? yes, for a short equation', () => {
    const h = hint({ game: '1', roll: ROLL, step: 1, have: '1 + 3 = 9 - 5' });
    expect(h.yours).toMatchObject({ valid: true, cubes: 7, score: 7 });
    expect(h.longerExists).toBe(true);
    expect(h.hint?.cubes).toBeGreaterThan(7);
  });

  it('no, when mine is already the best: no hint is given', () => {
    const best = solve({ game: '1', roll: ROLL });
    const h = hint({ game: '1', roll: ROLL, step: 3, have: best.equation ?? '' });
    expect(h.longerExists).toBe(false);
    expect(h.hint).toBeNull();
  });

  it('an invalid equation of mine gets its reason and counts as nothing', () => {
    const h = hint({ game: '1', roll: ROLL, step: 1, have: '3 + 5 = 9' });
    expect(h.yours?.valid).toBe(false);
    if (h.yours && !h.yours.valid) expect(h.yours.refusal.code).toBe('notEqual');
    expect(h.longerExists).toBe(true);
  });

  it('a cube that is not in the roll is reported', () => {
    const h = hint({ game: '1', roll: ROLL, step: 1, have: '4 = 4' });
    expect(h.yours?.valid).toBe(false);
  });

  it('a roll without any equation: no hint, exists false', () => {
    const h = hint({ game: '1', roll: '1 2 + + + + =', step: 1 });
    expect(h.exists).toBe(false);
    expect(h.hint).toBeNull();
  });
});
