import { describe, expect, it } from 'vitest';
import { refusalText, PLAIN_NUMBERS } from '../../../src/i18n';
import { checkEquation, formatEquation, listReadings, parseEquation, renderNormal, type CheckResult, type ReadingChoice } from '../../../src/games/tuf';

/** The refusal worded from the catalogue, as the command line and the screens word it. */
function reason(r: CheckResult): string {
  if (r.valid) throw new Error(`expected invalid, got ${r.normal}`);
  return refusalText('tuf', r.refusal, PLAIN_NUMBERS);
}

function code(r: CheckResult): string {
  if (r.valid) throw new Error(`expected invalid, got ${r.normal}`);
  return r.refusal.code;
}

describe('checkEquation – the roll', () => {
  const roll = '1 5 8 7 3 4 + - x / =';
  it('accepts cubes that are all in the roll', () => {
    expect(checkEquation({ game: '1', equation: '1 5 - 8 = 7', roll })).toMatchObject({ valid: true, cubes: 6, score: 6, value: '7', normal: '15 − 8 = 7' });
  });
  it('names a cube that is not in the roll', () => {
    const r = checkEquation({ game: '1', equation: '1 5 - 9 = 6', roll });
    expect(r.valid ? null : r.refusal).toEqual({ code: 'notInRoll', vars: { face: '9' } });
    expect(reason(r)).toBe('There is no 9 cube in your roll.');
  });
  it('names a cube used more often than rolled', () => {
    const r = checkEquation({ game: '1', equation: '1 5 - 5 = 10', roll: '1 5 10 + - =' });
    expect(r.valid ? null : r.refusal).toEqual({ code: 'tooMany', vars: { face: '5', used: 2, have: 1 } });
    expect(reason(r)).toBe('The 5 cube is used more often (2) than your roll has it (1).');
  });
  it('takes a roll as a list of faces too', () => {
    expect(checkEquation({ game: '1', equation: '4 = 4', roll: ['4', '4', '='] }).valid).toBe(true);
  });
  it('reports an unreadable roll', () => {
    const r = checkEquation({ game: '1', equation: '4 = 4', roll: '4 4 = zz' });
    expect(r.valid ? null : r.refusal).toEqual({ code: 'roll.notAFace', vars: { token: 'zz' } });
    expect(reason(r)).toMatch(/"zz" is not a cube face/);
  });
});

describe('checkEquation – reasons a student understands', () => {
  it('not true: shows both sides', () => {
    const r = checkEquation({ game: '1', equation: '1 5 - 8 = 6' });
    expect(r).toMatchObject({ valid: false, left: '7', right: '6', normal: '15 − 8 = 6' });
    expect(reason(r)).toBe('the left side is 7 but the right side is 6');
    expect(code(r)).toBe('notEqual');
  });
  it('a three-cube number in game 1', () => {
    const r = checkEquation({ game: '1', equation: '1 5 8 = 1 5 8' });
    expect(r.valid ? null : r.refusal).toEqual({ code: 'read.tooManyDigits', vars: { max: 2, count: 3 } });
    expect(reason(r)).toMatch(/at most 2 cubes .* not 3/);
  });
  it('a decimal point outside game 3 (ø is a zero there)', () => {
    expect(reason(checkEquation({ game: '2', equation: '5 ø 5 = 5 ø 5' }))).toMatch(/ø is a zero in this game; it is a decimal point from game 3 on/);
  });
  it('a decimal point outside game 3 that reads as a leading zero (ø 5, 0 ø 5) says why', () => {
    for (const equation of ['ø 5 = 1/2', '0 ø 5 = 1/2']) {
      const why = reason(checkEquation({ game: '2', equation }));
      expect(why).toMatch(/cannot start with 0/);
      expect(why).toMatch(/ø is a zero in this game; it is a decimal point from game 3 on/);
    }
    // a real leading zero made of the 0 cube gets no ø hint
    expect(reason(checkEquation({ game: '2', equation: '0 4 = 4' }))).not.toMatch(/ø/);
  });
  it('a huge value is said briefly in the reason, exactly in left/right', () => {
    const r = checkEquation({ game: '6', equation: '10 ^10 ^10 = 1' });
    expect(reason(r)).toBe('the left side is 1.00 × 10^1010 but the right side is 1');
    expect(r).toMatchObject({ left: `1${'0'.repeat(1010)}`, right: '1' });
    const tiny = checkEquation({ game: '6', equation: '1 0 ^- ^10 ^10 / 9 ^- ^10 ^10 = 1' });
    expect(reason(tiny)).toMatch(/^the left side is ≈ 6\.09 × 10\^-47 but the right side is 1$/);
    // short values stay exact
    expect(reason(checkEquation({ game: '6', equation: '1 0 ^1 ^0 / 3 = 1' }))).toBe('the left side is 10000000000/3 but the right side is 1');
  });
  it('a redundant plus', () => {
    expect(code(checkEquation({ game: '1', equation: '4 = + 4' }))).toBe('read.plusFront');
    expect(reason(checkEquation({ game: '1', equation: '4 = + 4' }))).toMatch(/redundant/);
  });
  it('division by zero', () => {
    expect(code(checkEquation({ game: '1', equation: '4 / 0 = 4' }))).toBe('num.divisionByZero');
    expect(reason(checkEquation({ game: '1', equation: '4 / 0 = 4' }))).toMatch(/division by zero/);
  });
  it('a leading zero', () => {
    expect(checkEquation({ game: '1', equation: '0 4 = 4' })).toMatchObject({ refusal: { code: 'read.leadingZero', vars: { digits: '04' } } });
    expect(reason(checkEquation({ game: '1', equation: '0 4 = 4' }))).toMatch(/cannot start with 0/);
  });
  it('a leading zero in a decimal', () => expect(reason(checkEquation({ game: '3', equation: '0 0 ø 5 = 1/2' }))).toMatch(/cannot start with 0/));
  it('0 ½ is not a mixed number', () => expect(reason(checkEquation({ game: '2', equation: '0 1/2 = 1/2' }))).toMatch(/not a mixed number/));
  it('a fraction cube followed by a number cube', () =>
    expect(reason(checkEquation({ game: '2', equation: '1/2 4 = 4' }))).toMatch(/fraction cube ends a number/));
  it('two decimal points', () => expect(reason(checkEquation({ game: '3', equation: '1 ø 5 ø 5 = 1' }))).toMatch(/only one decimal point/));
  it('a malformed group', () => {
    expect(reason(checkEquation({ game: '4', equation: '(x)> = 4' }))).toMatch(/group|nothing/);
    expect(reason(checkEquation({ game: '4', equation: '<(x) 4 = 4' }))).toMatch(/group with nothing in it/);
  });
  it('an operator at the end or two operators in a row', () => {
    expect(reason(checkEquation({ game: '1', equation: '4 + = 4' }))).toMatch(/needs a number after it/);
    expect(reason(checkEquation({ game: '1', equation: '4 x / 2 = 4' }))).toMatch(/cannot follow another operator/);
    expect(reason(checkEquation({ game: '1', equation: '- - 4 = 4' }))).toMatch(/two negative signs/);
  });
  it('two numbers side by side across a gap or after an exponent', () => {
    expect(reason(checkEquation({ game: '4', equation: '4 | 5 = 2 0' }))).toMatch(/operator between them/);
    expect(reason(checkEquation({ game: '6', equation: '3 ^2 4 = 3 6' }))).toMatch(/operator between them/);
    expect(reason(checkEquation({ game: 'constant', equation: 'tan 4 5 | 2 = 2' }))).toMatch(/operator between them/);
    // After a group or a constant a number multiplies: (2 + .1) 5, j 6.
    expect(checkEquation({ game: 'constant', equation: '2 j 6 = 1 2 j' })).toMatchObject({ valid: true, normal: '2j 6 = 12j' });
  });
  it('no equals sign, or two', () => {
    expect(code(checkEquation({ game: '1', equation: '4 + 4' }))).toBe('split.noEquals');
    expect(reason(checkEquation({ game: '1', equation: '4 + 4' }))).toMatch(/needs an equals cube/);
    expect(checkEquation({ game: '1', equation: '4 = 4 = 4' })).toMatchObject({ refusal: { code: 'split.manyEquals', vars: { count: 2 } } });
    expect(reason(checkEquation({ game: '1', equation: '4 = 4 = 4' }))).toMatch(/exactly one equals sign; this one has 2/);
    expect(reason(checkEquation({ game: '1', equation: '= 4' }))).toMatch(/left side of the equals sign has no cubes/);
  });
  it('an operator the game does not allow (1A)', () => expect(reason(checkEquation({ game: '1a', equation: '2 x 2 = 4' }))).toMatch(/not ×/));
  it('a digit too large for its base', () => {
    expect(checkEquation({ game: '5', equation: '1 2 _2 = 4' })).toMatchObject({
      refusal: { code: 'read.digitNotInBase', vars: { digit: 2, base: 2, max: 1 } },
    });
    expect(reason(checkEquation({ game: '5', equation: '1 2 _2 = 4' }))).toMatch(/digit 2 cannot be used in base 2/);
  });
  it('base 1 is not a number system', () => expect(reason(checkEquation({ game: '5', equation: '1 1 _1 = 2' }))).toMatch(/base must be 2 or more/));
  it('an exponent that follows an operator', () => expect(reason(checkEquation({ game: '6', equation: '4 + ^2 = 6' }))).toMatch(/exponent/));
  it('0 to a negative power', () => expect(reason(checkEquation({ game: '6', equation: '0 ^- ^1 = 1' }))).toMatch(/division by zero/));
  it('a number too large to work with is refused (its time is measured by `npm run bench -- check`)', () => {
    expect(reason(checkEquation({ game: '6', equation: '9 9 ^10 ^10 = 1' }))).toMatch(/too large/);
  });
  it('a based number too long to work with gets a reason, not an exception', () => {
    const digits = Array.from({ length: 900 }, () => '9').join(' ');
    expect(reason(checkEquation({ game: '5', equation: `${digits} _9 _9 = 1` }))).toMatch(/too large/);
  });
  it('equating to zero, per the setting', () => {
    expect(checkEquation({ game: '1', equation: '4 - 4 = 0' })).toMatchObject({ valid: true, zero: true, score: 5 });
    expect(checkEquation({ game: '1', equation: '4 - 4 = 0', settings: { zero: 'penalty' } })).toMatchObject({ valid: true, score: 3 });
    expect(reason(checkEquation({ game: '1', equation: '4 - 4 = 0', settings: { zero: 'disallow' } }))).toMatch(/equating to zero/);
  });
});

describe('checkEquation – arrangements, finals and the normal notation', () => {
  it('accepts an already parsed arrangement', () => {
    const p = parseEquation('6 + 4 (x) / 1/8 = 8 0', '4');
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(checkEquation({ game: '4', equation: p.arrangement })).toMatchObject({ valid: true, normal: '(6 + 4) ÷ ⅛ = 80', score: 10 });
    expect(reason(checkEquation({ game: '2', equation: p.arrangement }))).toMatch(/÷ cannot follow another operator/);
    expect(reason(checkEquation({ game: '1', equation: p.arrangement }))).toMatch(/fraction/);
  });
  it('doubles the score for the final declarer', () => {
    expect(checkEquation({ game: '1', equation: '1 5 - 8 = 7', finalDeclarer: true })).toMatchObject({ score: 12, cubeValue: 6 });
  });
  it('gives runs with superscripts and subscripts for the UI', () => {
    const r = renderNormal('2 7 ^2 ^/ ^3 = 1 0 0 1 _2 - 0', '6');
    expect(r.readable).toBe(false);
    const e = renderNormal('2 7 ^2 ^/ ^3 = 9', '6');
    expect(e).toMatchObject({ readable: true, text: '27^(2 ÷ 3) = 9' });
    expect(e.runs).toEqual([{ text: '27' }, { text: '2 ÷ 3', sup: true }, { text: ' = 9' }]);
    const b = renderNormal('1 1 0 _2 = 6', '5');
    expect(b.runs).toEqual([{ text: '110' }, { text: '2', sub: true }, { text: ' = 6' }]);
    expect(b.text).toBe('110₂ = 6');
  });
  it('renders an unfinished row as its symbols', () => {
    expect(renderNormal('6 + 4 (x) / 1/8 =', '4')).toMatchObject({ readable: false, text: '6 + 4 (×) ÷ ⅛ =' });
    expect(renderNormal('3 ^2 x', '6')).toMatchObject({ readable: false, text: '3² ×' });
  });
  it('renders a false equation in its first reading', () => {
    expect(renderNormal('3 x 4 = 1 3', '1')).toMatchObject({ readable: true, text: '3 × 4 = 13' });
  });
});

describe('listReadings – choosing what a (×) means', () => {
  it('lists the readings of a game-4 row, true ones first, each with its cubes written out', () => {
    const list = listReadings({ game: '4', equation: '2 + ø 1 (x) 5 = 1 0 1/2' });
    expect(list.map((r) => [r.normal, r.valid])).toEqual([
      ['(2 + .1) 5 = 10½', true],
      ['2 + .1(5) = 10½', false],
      ['2 + .1 × 5 = 10½', false],
    ]);
    expect(formatEquation((list[0] as ReadingChoice).arrangement)).toBe('2 + ø 1 <(x) 5 = 1 0 1/2');
    expect(list[1]?.refusal?.vars.left).toBe('5/2');
  });
  it('keeps readings already written and has nothing to choose before game 4', () => {
    expect(listReadings({ game: '4', equation: '6 + 4 <(x) / 1/8 = 8 0' }).map((r) => r.normal)).toEqual(['(6 + 4) ÷ ⅛ = 80']);
    expect(listReadings({ game: '1', equation: '4 (x) 7 = 2 8' }).map((r) => r.normal)).toEqual(['4 × 7 = 28']);
    expect(listReadings({ game: '1', equation: 'nonsense' })).toEqual([]);
  });
});
