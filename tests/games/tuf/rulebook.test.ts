/**
 * Every example printed in tuf-math-rulebook.md, as a named test, written in
 * the text notation (see src/games/tuf/NOTATION.md). The three misprints
 * listed in NOTES.md are tested as misprints: invalid as printed, valid when
 * corrected.
 */
import { describe, expect, it } from 'vitest';
import { refusalText, t, PLAIN_NUMBERS } from '../../../src/i18n';
import { checkEquation, type CheckResult, type GameKey, type TufSettings } from '../../../src/games/tuf';

function check(game: GameKey, equation: string, settings?: Partial<TufSettings>): CheckResult {
  return checkEquation(settings ? { game, equation, settings } : { game, equation });
}

function expectValid(game: GameKey, equation: string, normal?: string, settings?: Partial<TufSettings>): void {
  const r = check(game, equation, settings);
  if (!r.valid) throw new Error(`expected "${equation}" (game ${game}) to be valid, got: ${refusalText('tuf', r.refusal, PLAIN_NUMBERS)}`);
  if (normal !== undefined) expect(r.normal).toBe(normal);
}

/** The refusal codes of an equation that reads but is not true (in some reading / in any reading). */
const NOT_TRUE = { code: /^(notEqual|relationFalse)(Any)?$/ };
const NOT_TRUE_ANY = { code: /^(notEqual|relationFalse)Any$/ };

/** Invalid, with words (the catalogue's wording of the refusal) or a code that match. */
function expectInvalid(game: GameKey, equation: string, reasonPart?: string | RegExp | { code: RegExp }, settings?: Partial<TufSettings>): void {
  const r = check(game, equation, settings);
  if (r.valid) throw new Error(`expected "${equation}" (game ${game}) to be invalid, but it reads ${r.normal}`);
  if (reasonPart === undefined) return;
  if (typeof reasonPart === 'object' && 'code' in reasonPart) expect(r.refusal.code).toMatch(reasonPart.code);
  else expect(refusalText('tuf', r.refusal, PLAIN_NUMBERS)).toMatch(reasonPart);
}

describe('Game 1 – basic game: equation examples', () => {
  it('4 = 4', () => expectValid('1', '4 = 4', '4 = 4'));
  it('3 − 2 + 6 = 7', () => expectValid('1', '3 - 2 + 6 = 7', '3 − 2 + 6 = 7'));
  it('2 − 6 − 5 = −9', () => expectValid('1', '2 - 6 - 5 = - 9', '2 − 6 − 5 = −9'));
  it('4 × 3 = 6 + 6', () => expectValid('1', '4 x 3 = 6 + 6', '4 × 3 = 6 + 6'));
  it('10 ÷ −5 × 3 = −6', () => expectValid('1', '10 / - 5 x 3 = - 6', '10 ÷ −5 × 3 = −6'));
  it('−2 = −2', () => expectValid('1', '- 2 = - 2', '−2 = −2'));
  it('3 × −2 = −6 or −3 × 2 = −6', () => {
    expectValid('1', '3 x - 2 = - 6', '3 × −2 = −6');
    expectValid('1', '- 3 x 2 = - 6', '−3 × 2 = −6');
  });
  it('8 × 0 = 0 × −3', () => expectValid('1', '8 x 0 = ø x - 3', '8 × 0 = 0 × −3'));
  it('10 ÷ 5 × 3 = 6', () => expectValid('1', '10 / 5 x 3 = 6'));
  it('10 − 4 ÷ 2 = 8', () => expectValid('1', '10 - 4 / 2 = 8'));
});

describe('Game 1 – one number from two cubes', () => {
  it('4 × 7 = 28', () => expectValid('1', '4 x 7 = 2 8', '4 × 7 = 28'));
  it('15 − 8 = 7', () => expectValid('1', '1 5 - 8 = 7', '15 − 8 = 7'));
  it('3 × 10 = 30', () => expectValid('1', '3 x 10 = 3 ø', '3 × 10 = 30'));
  it('10 × 10 + 4 + 1 = 105', () => expectValid('1', '10 x 10 + 4 + 1 = 10 5', '10 × 10 + 4 + 1 = 105'));
  it('a three-cube number is not allowed in game 1', () => expectInvalid('1', '1 0 5 = 10 x 10 + 5', /at most 2 cubes/));
  it('(×) is a multiplication sign in game 1, and ø a zero', () => expectValid('1', '4 (x) 7 = 2 8', '4 × 7 = 28'));
});

describe('Game 1 – order of arithmetic operations', () => {
  it('8 − 6 × 2 = −4', () => expectValid('1', '8 - 6 x 2 = - 4', '8 − 6 × 2 = −4'));
  it('8 − (−6 × 2) = 2 × 10', () => expectValid('1', '8 - - 6 x 2 = 2 x 10', '8 − −6 × 2 = 2 × 10'));
  it('8 ÷ (−2) = −4', () => expectValid('1', '8 / - 2 = - 4'));
  it('10 − 10 ÷ 2 = 5', () => expectValid('1', '10 - 10 / 2 = 5'));
  it('−8 ÷ −2 = 4', () => expectValid('1', '- 8 / - 2 = 4'));
  it('−8 ÷ 2 = −4', () => expectValid('1', '- 8 / 2 = - 4'));
  it('left to right: 10 − 10 ÷ 2 is not (10 − 10) ÷ 2', () => expectInvalid('1', '10 - 10 / 2 = 0', /left side is 5/));
});

describe('Game 1 – plus and minus signs', () => {
  it('−8 ÷ −4 = 2, not +2', () => {
    expectValid('1', '- 8 / - 4 = 2');
    expectInvalid('1', '- 8 / - 4 = + 2', /redundant/);
  });
  it('9 − 5 = 4; +9 − 5 = 4 is unacceptable as + is redundant', () => {
    expectValid('1', '9 - 5 = 4');
    expectInvalid('1', '+ 9 - 5 = 4', /redundant/);
  });
  it('−5 + 9 = 4 or 9 + −5 = 4', () => {
    expectValid('1', '- 5 + 9 = 4', '−5 + 9 = 4');
    expectValid('1', '9 + - 5 = 4', '9 + −5 = 4');
  });
  it('−2 − −5 = 3', () => expectValid('1', '- 2 - - 5 = 3', '−2 − −5 = 3'));
});

describe('Game 1 – equating to zero', () => {
  // "If TUF formed an equation with 11 cubes by equating to zero, his equation would only have a 9 cube value."
  const eleven = '1 - 1 + 3 x 0 = 8 x ø';
  it('an 11-cube equation equating to zero is worth 9 cubes with the penalty', () => {
    const r = checkEquation({ game: '1', equation: eleven, settings: { zero: 'penalty' } });
    expect(r.valid && r.cubes).toBe(11);
    expect(r.valid && r.score).toBe(9);
    expect(r.valid && r.zero).toBe(true);
  });
  it('is worth 11 when allowed and invalid when disallowed', () => {
    const allowed = checkEquation({ game: '1', equation: eleven, settings: { zero: 'allow' } });
    expect(allowed.valid && allowed.score).toBe(11);
    expectInvalid('1', eleven, /equating to zero is not allowed/, { zero: 'disallow' });
  });
  it('the final declarer doubles the 9-cube value', () => {
    const r = checkEquation({ game: '1', equation: eleven, settings: { zero: 'penalty' }, finalDeclarer: true });
    expect(r.valid && r.score).toBe(18);
  });
});

describe('Game 1A – addition and subtraction only', () => {
  it('allows + and −', () => expectValid('1a', '3 + 4 - 2 = 5'));
  it('refuses × and ÷ with a reason', () => {
    expectInvalid('1a', '4 x 3 = 1 2', /only these operators: \+ −, not ×/);
    expectInvalid('1a', '8 / 2 = 4', /not ÷/);
  });
});

describe('Game 2 – fractions', () => {
  it('⅛ × 8 = 1', () => expectValid('2', '1/8 x 8 = 1', '⅛ × 8 = 1'));
  it('7 − 4 × ⅓ × 6 = −1', () => expectValid('2', '7 - 4 x 1/3 x 6 = - 1'));
  it('10 ÷ ⅒ = 10 × 10', () => expectValid('2', '10 / 1/10 = 10 x 10', '10 ÷ ⅒ = 10 × 10'));
  it('−9⅕ − 4 ÷ 5 = −10', () => expectValid('2', '- 9 1/5 - 4 / 5 = - 10', '−9⅕ − 4 ÷ 5 = −10'));
  it('7 − ⅒ × 20 = 5', () => expectValid('2', '7 - 1/10 x 2 0 = 5'));
  it('4 ÷ ⅓ + 2 − 4 = 10', () => expectValid('2', '4 / 1/3 + 2 - 4 = 10'));
  it('9⅕ + 4 ÷ 5 = 10', () => expectValid('2', '9 1/5 + 4 / 5 = 10', '9⅕ + 4 ÷ 5 = 10'));
  it('two integer cubes: 24 and 100; two integer cubes and a fraction: 100½', () => {
    expectValid('2', '2 4 = 4 x 6', '24 = 4 × 6');
    expectValid('2', '10 0 = 10 x 10', '100 = 10 × 10');
    expectValid('2', '10 0 1/2 - 10 0 = 1/2', '100½ − 100 = ½');
  });
  it('5 ÷ ¼ is the same as 5 × 4 = 20', () => {
    expectValid('2', '5 / 1/4 = 2 0');
    expectValid('2', '5 x 4 = 2 0');
  });
  it('6 ÷ ⅔ is the same as 6 × 3/2 = 9', () => {
    expectValid('4', '6 / (x) 2 / 3 = 9', '6 ÷ (2 ÷ 3) = 9');
    expectValid('2', '6 x 3 / 2 = 9');
  });
  it('a fraction cube is worth two cubes (four for the final declarer)', () => {
    const r = checkEquation({ game: '2', equation: '1/8 x 8 = 1' });
    expect(r.valid && r.score).toBe(6);
    const f = checkEquation({ game: '2', equation: '1/8 x 8 = 1', finalDeclarer: true });
    expect(f.valid && f.score).toBe(12);
  });
});

describe('Game 2A – two fraction cubes', () => {
  it('½ × ⅓ × 2 = 3 ÷ 9', () => expectValid('2a', '1/2 x 1/3 x 2 = 3 / 9'));
  it('½ − ⅛ = 3 ÷ 8', () => expectValid('2a', '1/2 - 1/8 = 3 / 8'));
  it('−⅕ ÷ ⅛ × 10 = −2 × 8', () => expectValid('2a', '- 1/5 / 1/8 x 10 = - 2 x 8', '−⅕ ÷ ⅛ × 10 = −2 × 8'));
  it('⅓ + ⅛ = 22 ÷ 8 ÷ 6', () => expectValid('2a', '1/3 + 1/8 = 2 2 / 8 / 6'));
});

describe('Game 3 – decimal point (normal notation on top, TUF underneath)', () => {
  it('½ = .5', () => expectValid('3', '1/2 = ø 5', '½ = .5'));
  it('½ = 0.5 or = 0.50', () => {
    expectValid('3', '1/2 = 0 ø 5', '½ = 0.5');
    expectValid('3', '1/2 = 0 ø 5 0', '½ = 0.50');
  });
  it('3 ÷ 10 = 0.3', () => expectValid('3', '3 / 10 = 0 ø 3', '3 ÷ 10 = 0.3'));
  it('⅒ × 4 × 2 = .8', () => expectValid('3', '1/10 x 4 x 2 = ø 8', '⅒ × 4 × 2 = .8'));
  it('−3 ÷ .1 = −6 ÷ ⅕', () => expectValid('3', '- 3 / ø 1 = - 6 / 1/5', '−3 ÷ .1 = −6 ÷ ⅕'));
  it('5.5 + ½ = 6', () => expectValid('3', '5 ø 5 + 1/2 = 6', '5.5 + ½ = 6'));
  it('−9 ÷ 0.1 = −90', () => expectValid('3', '- 9 / 0 ø 1 = - 9 0', '−9 ÷ 0.1 = −90'));
  it('9.125 = 9 + ⅛ or = 9⅛', () => {
    expectValid('3', '9 ø 1 2 5 = 9 + 1/8', '9.125 = 9 + ⅛');
    expectValid('3', '9 ø 1 2 5 = 9 1/8', '9.125 = 9⅛');
  });
  it('ø must be a decimal point in game 3', () => expectInvalid('3', '3 x 10 = 3 ø', /decimal point \(ø\) needs a digit after it/));
});

describe('Game 4 – parentheses', () => {
  it('misprint: "⅓ (6 + 4) = 2" is false as printed and true with ⅕', () => {
    expectInvalid('4', '1/3 (x) 6 + 4 = 2', NOT_TRUE);
    expectValid('4', '1/5 (x) 6 + 4 = 2', '⅕(6 + 4) = 2');
  });
  it('(6 + 4) ÷ ⅛ = 80', () => expectValid('4', '6 + 4 (x) / 1/8 = 8 0', '(6 + 4) ÷ ⅛ = 80'));
  it('(2 + .1) 5 = 10½', () => expectValid('4', '2 + ø 1 (x) 5 = 1 0 1/2', '(2 + .1) 5 = 10½'));
  it('(3 + 9 − .5) ÷ ⅛ = 92', () => expectValid('4', '3 + 9 - ø 5 (x) / 1/8 = 9 2', '(3 + 9 − .5) ÷ ⅛ = 92'));
  it('⅓ (9 ÷ 6) + 2 = 2.5', () => {
    expectValid('4', '1/3 (x) 9 / 6 | + 2 = 2 ø 5', '⅓(9 ÷ 6) + 2 = 2.5');
    // Without the gap the cubes still have a true reading (× as a times sign).
    expectValid('4', '1/3 (x) 9 / 6 + 2 = 2 ø 5', '⅓ × 9 ÷ 6 + 2 = 2.5');
  });
  it('5 [(9 − 4) 2 + 10] = 10 ÷ ⅒', () => expectValid('4', '5 (x) 9 - 4 (x) 2 + 10 = 10 / 1/10', '5((9 − 4) 2 + 10) = 10 ÷ ⅒'));
  it('or 5 [2 (9 − 4) + 10] = 10 ÷ ⅒, with a gap closing the inner group', () => {
    expectValid('4', '5 (x) 2 (x) 9 - 4 | + 10 = 10 / 1/10', '5(2(9 − 4) + 10) = 10 ÷ ⅒');
    expectInvalid('4', '5 (x) 2 (x) 9 - 4 + 10 = 10 / 1/10', NOT_TRUE_ANY);
  });
  it('an explicit reading can be written: (x)> opens, <(x) closes, (x)* multiplies', () => {
    expectValid('4', '6 + 4 <(x) / 1/8 = 8 0', '(6 + 4) ÷ ⅛ = 80');
    expectInvalid('4', '6 + 4 (x)* / 1/8 = 8 0', /×|÷/);
    expectInvalid('4', '2 + ø 1 (x)> 5 = 1 0 1/2', /left side is 5\/2/);
  });
});

describe('Game 5 – bases other than decimal', () => {
  it('binary: 110₂ = 6', () => expectValid('5', '1 1 0 _2 = 6', '110₂ = 6'));
  it('base 3: 201₃ = 10 + 9', () => expectValid('5', '2 0 1 _3 = 10 + 9', '201₃ = 10 + 9'));
  it('base 12: 88₁₂ = 104', () => expectValid('5', '8 8 _1 _2 = 10 4', '88₁₂ = 104'));
  it('synopsis: 201 decimal, 101₂ = 5, 201₃ = 19', () => {
    expectValid('5', '2 0 1 _1 _0 = 2 0 x 10 + 1', '201₁₀ = 20 × 10 + 1');
    expectValid('5', '1 0 1 _2 = 5');
    expectValid('5', '2 0 1 _3 = 1 9');
  });
  it('misprint: "105 = 405₅" is invalid as printed; 105 = 410₅ is valid', () => {
    expectInvalid('5', '10 5 = 4 0 5 _5', /digit 5 cannot be used in base 5/);
    expectValid('5', '10 5 = 4 10 _5', '105 = 410₅');
    expectValid('5', '10 5 = 4 1 0 _5', '105 = 410₅');
  });
  it('players may state the base instead of using a cube for it', () => {
    const stated = checkEquation({ game: '5', equation: '1 1 0 _2 = 6', roll: '1 1 0 6 =', settings: { statedBases: true } });
    expect(stated).toMatchObject({ valid: true, cubes: 5, score: 5, normal: '110₂ = 6' });
    expect(checkEquation({ game: '5', equation: '1 1 0 _2 = 6', roll: '1 1 0 6 =' })).toMatchObject({
      valid: false,
      refusal: { code: 'notInRoll', vars: { face: '2' } },
    });
    // A two-cube base is not counted either; the base bonus still applies.
    expect(checkEquation({ game: '5', equation: '8 8 _1 _2 = 10 4', settings: { statedBases: true, baseBonus: true } })).toMatchObject({ cubes: 5, score: 6 });
  });
  it('the base bonus adds one cube', () => {
    const plain = checkEquation({ game: '5', equation: '1 1 0 _2 = 6' });
    const bonus = checkEquation({ game: '5', equation: '1 1 0 _2 = 6', settings: { baseBonus: true } });
    expect(plain.valid && plain.score).toBe(6);
    expect(bonus.valid && bonus.score).toBe(7);
    expect(checkEquation({ game: '5', equation: '1 1 0 _2 = 6', settings: { baseBonus: true }, finalDeclarer: true })).toMatchObject({ score: 14 });
    // A number written with base 10 is not a non-decimal number.
    expect(checkEquation({ game: '5', equation: '1 2 _1 _0 = 1 2', settings: { baseBonus: true } })).toMatchObject({ score: 7 });
  });
});

describe('Game 6 – exponents, powers and roots', () => {
  it('8² = 64', () => expectValid('6', '8 ^2 = 6 4', '8² = 64'));
  it('8^⅓ = 2', () => expectValid('6', '8 ^1/3 = 2', '8^⅓ = 2'));
  it('27^(2÷3) or 27^(⅓×2) = 9', () => {
    expectValid('6', '2 7 ^2 ^/ ^3 = 9', '27^(2 ÷ 3) = 9');
    expectValid('6', '2 7 ^1/3 ^x ^2 = 9', '27^(⅓ × 2) = 9');
  });
  it('16^1.5 or 16^(3÷2) = 64', () => {
    expectValid('6', '1 6 ^1 ^ø ^5 = 6 4', '16^(1.5) = 64');
    expectValid('6', '1 6 ^3 ^/ ^2 = 6 4', '16^(3 ÷ 2) = 64');
  });
  it('8⁰ = 1, 0.56⁰ = 1, 5¹ = 5', () => {
    expectValid('6', '8 ^0 = 1', '8⁰ = 1');
    expectValid('6', '0 ø 5 6 ^0 = 1', '0.56⁰ = 1');
    expectValid('6', '5 ^1 = 5', '5¹ = 5');
  });
  it('27^(2÷3) = ∛(27²) or (∛27)² = 9; (√16)³ = 64', () => {
    expectValid('6', '2 7 ^2 (x) ^1/3 = 9', '(27²)^⅓ = 9');
    expectValid('6', '2 7 ^1/3 (x) ^2 = 9', '(27^⅓)² = 9');
    expectValid('6', '1 6 ^1/2 (x) ^3 = 6 4', '(16^½)³ = 64');
  });
  it('4⁻² is the same as 1/4² = 1/16', () => {
    expectValid('6', '4 ^- ^2 = 1 / 1 6', '4⁻² = 1 ÷ 16');
    expectValid('6', '4 ^- ^2 = 1 / 4 ^2', '4⁻² = 1 ÷ 4²');
  });
  it('8^−⅓ is the same as 1/8^⅓ = ½', () => {
    expectValid('6', '8 ^- ^1/3 = 1/2');
    expectValid('6', '8 ^- ^1/3 = 1 / 8 ^1/3', '8^−⅓ = 1 ÷ 8^⅓');
  });
  it('8^(−2÷3) is the same as 8^(−⅔), 1/(∛8)² = ¼', () => {
    expectValid('6', '8 ^- ^2 ^/ ^3 = 1/4');
    expectValid('6', '8 ^- ^2 ^/ ^3 = 1 / | 8 ^1/3 (x) ^2', '8^(−2 ÷ 3) = 1 ÷ (8^⅓)²');
  });
  it('8^(−1 ÷ (2 + 1)) = ½', () => expectValid('6', '8 ^- ^1 ^/ ^(x) ^2 ^+ ^1 = 1/2', '8^(−1 ÷ (2 + 1)) = ½'));
  it('8^⅓ = 2 (6 − 5)', () => expectValid('6', '8 ^1/3 = 2 (x) 6 - 5', '8^⅓ = 2(6 − 5)'));
  it('64^−⅓ = 2 ÷ 8', () => expectValid('6', '6 4 ^- ^1/3 = 2 / 8', '64^−⅓ = 2 ÷ 8'));
  it('(8 × 8)^⅓ = 4 ÷ 1', () => expectValid('6', '8 x 8 (x) ^1/3 = 4 / 1', '(8 × 8)^⅓ = 4 ÷ 1'));
  it('−(8^−⅓) = −0.5', () => expectValid('6', '- (x) 8 ^- ^1/3 = - 0 ø 5', '−(8^−⅓) = −0.5'));
  it('4 × 5³ = (10 × 10) ÷ ⅕', () => expectValid('6', '4 x 5 ^3 = 10 x 10 (x) / 1/5', '4 × 5³ = (10 × 10) ÷ ⅕'));
  it('[(5 × 5 + .6) 10]^⅛ = 2', () => expectValid('6', '5 x 5 + ø 6 (x) 10 (x) ^1/8 = 2', '((5 × 5 + .6) 10)^⅛ = 2'));
  it('exponent bonus: every exponent cube counts 2, a fraction cube stays 2', () => {
    expect(checkEquation({ game: '6', equation: '8 ^2 = 6 4' })).toMatchObject({ score: 5 });
    expect(checkEquation({ game: '6', equation: '8 ^2 = 6 4', settings: { exponentBonus: true } })).toMatchObject({ score: 6 });
    expect(checkEquation({ game: '6', equation: '8 ^1/3 = 2', settings: { exponentBonus: true } })).toMatchObject({ score: 5 });
  });
});

describe('Constant cube – percentage', () => {
  it('20% = 10 ÷ 50', () => expectValid('constant', '2 0 % = 10 / 5 0', '20% = 10 ÷ 50'));
  it('½% = .5 ÷ 100', () => expectValid('constant', '1/2 % = ø 5 / 10 0', '½% = .5 ÷ 100'));
  it('80% × 50 = 4 ÷ ⅒', () => expectValid('constant', '8 0 % x 5 0 = 4 / 1/10', '80% × 50 = 4 ÷ ⅒'));
  it('87½% = ⅛ × 7, or = 1.0 − ⅛ (TUF row: 87.5% = ⅛ (5 + 2))', () => {
    expectValid('constant', '8 7 ø 5 % = 1/8 (x) 5 + 2', '87.5% = ⅛(5 + 2)');
    expectValid('constant', '8 7 1/2 % = 1/8 x 7', '87½% = ⅛ × 7');
    expectValid('constant', '8 7 ø 5 % = 1 ø 0 - 1/8', '87.5% = 1.0 − ⅛');
  });
});

describe('Ratio and proportion', () => {
  // The ratio lines are written //. As scanned, both printed examples are false
  // under every reading we could find (4/8 = ½ while 5/10 ÷ ½ = 1 and
  // 5/(10 ÷ ½) = ¼; 4/2 ÷ 4/6 = 3, not ⅛): they are tested as scan errors.
  it('"4/8 = 5/10 ÷ ½" as printed is not true; the proportion 4/8 = 5/10 is', () => {
    expectInvalid('ratio', '4 // 8 = 5 // 10 / 1/2', NOT_TRUE);
    expectValid('ratio', '4 // 8 = 5 // 10', '4/8 = 5/10');
    expectValid('ratio', '4 // 8 = 5 / 10 // 1/2 x 2', '4/8 = (5 ÷ 10)/(½ × 2)');
  });
  it('"⅛ = 4/2 ÷ 4/6" as printed is not true; a compound ratio with those cubes is', () => {
    expectInvalid('ratio', '1/8 = 4 // 2 / 4 x 6', NOT_TRUE);
    expectValid('ratio', '1/8 = 4 / 4 // 2 + 6', '⅛ = (4 ÷ 4)/(2 + 6)');
  });
});

describe('Ratio and proportion – the printed examples re-read', () => {
  // Every placement of ratio lines in the printed order of the cubes (a line
  // inside either side, or the printed ÷ read as a line) is false, so the
  // printed examples are scan errors; with the same cubes rearranged, true
  // ratios exist.
  const placements = (side: readonly string[]): string[][] => {
    const out: string[][] = [side.slice()];
    for (let a = 1; a < side.length; a++) out.push([...side.slice(0, a), '//', ...side.slice(a)]);
    side.forEach((f, i) => {
      if (f === '/') out.push(side.map((g, k) => (k === i ? '//' : g)));
    });
    return out;
  };
  const printed: [string[], string[]][] = [
    [
      ['4', '8'],
      ['5', '10', '/', '1/2'],
    ],
    [['1/8'], ['4', '2', '/', '4', '6']],
  ];
  for (const [left, right] of printed) {
    it(`no reading of "${left.join(' ')} = ${right.join(' ')}" with ratio lines is true`, () => {
      for (const l of placements(left)) {
        for (const r of placements(right)) {
          const equation = [...l, '=', ...r].join(' ');
          expect(checkEquation({ game: 'ratio', equation }).valid, equation).toBe(false);
        }
      }
    });
  }
  it('the same cubes rearranged make true ratios: ⅛ = 4/(64 ÷ 2)', () => {
    expectValid('ratio', '1/8 = 4 // 6 4 / 2', '⅛ = 4/(64 ÷ 2)');
    expect(checkEquation({ game: 'ratio', equation: '1/8 = 4 // 6 4 / 2', roll: '1/8 4 2 / 4 6 =' }).valid).toBe(true);
  });
});

describe('Constant cube – log', () => {
  it('3⁴ = 81, then log₃ 81 = 4', () => {
    expectValid('6', '3 ^4 = 8 1');
    expectValid('constant', 'log _3 8 1 = 4', 'log₃ 81 = 4');
  });
  it('2⁵ = 32, then log₂ 32 = 5', () => {
    expectValid('6', '2 ^5 = 3 2', '2⁵ = 32');
    expectValid('constant', 'log _2 3 2 = 5', 'log₂ 32 = 5');
  });
  it('2⁻⁵ = 1/32, then log₂ 1/32 = −5', () => {
    expectValid('6', '2 ^- ^5 = 1 / 3 2', '2⁻⁵ = 1 ÷ 32');
    expectValid('constant', 'log _2 1 / 3 2 = - 5', 'log₂ (1 ÷ 32) = −5');
  });
  it('log₂ 1 ÷ (8 × 4) = −5', () => expectValid('constant', 'log _2 1 / (x) 8 x 4 = - 5', 'log₂ (1 ÷ (8 × 4)) = −5'));
  it('log₁₀ 10³ = 9 × ⅓', () => expectValid('constant', 'log _1 _0 10 ^3 = 9 x 1/3', 'log₁₀ 10³ = 9 × ⅓'));
  it('log₁₀ .01 = −(1 + 1)', () => expectValid('constant', 'log _1 _0 ø 0 1 = - (x) 1 + 1', 'log₁₀ .01 = −(1 + 1)'));
  it('log without a base is base 10', () => expectValid('constant', 'log 10 0 = 2', 'log 100 = 2'));
});

describe('Constant cube – j', () => {
  // The rulebook writes these with ≡ ("the cubes for this are"); each is
  // tested as an equation between the expression and its TUF arrangement.
  it('j = √−1 = (−1)^½', () => expectValid('constant', 'j = - 1 (x) ^1/2', 'j = (−1)^½'));
  it('j² = −1', () => expectValid('constant', 'j ^2 = - 1', 'j² = −1'));
  it('j³ = −j = −(−1)^½', () => expectValid('constant', 'j ^3 = - (x) - 1 (x) ^1/2', 'j³ = −((−1)^½)'));
  it('j⁴ = 1', () => expectValid('constant', 'j ^4 = 1', 'j⁴ = 1'));
  it('j⁶ = −1', () => expectValid('constant', 'j ^6 = - 1', 'j⁶ = −1'));
  it('j⁷⁵ = j³ = −j (the printed "= √−1" drops the sign)', () => {
    expectValid('constant', 'j ^7 ^5 = - (x) - 1 (x) ^1/2', 'j⁷⁵ = −((−1)^½)');
    expectInvalid('constant', 'j ^7 ^5 = - 1 (x) ^1/2', /left side is -j but the right side is j/);
  });
  it('√−36 = j 6', () => expectValid('constant', '- 3 6 (x) ^1/2 = j 6', '(−36)^½ = j 6'));
  it('√(−10 − 10) = j 2 × 5^½', () => {
    const r = checkEquation({ game: 'constant', equation: '- 1 0 - 1 0 (x) ^1/2 = j 2 x 5 ^1/2' });
    expect(r.valid).toBe(true);
    expect(r.valid && r.approximate).toBe(true);
  });
  it('5 − (j2)² = 9', () => expectValid('constant', '5 - | j 2 (x) ^2 = 9', '5 − (j 2)² = 9'));
  it('j as a declared relation sign', () => {
    expectValid('constant', '3 j 5', '3 < 5', { j: 'relation', jRelation: '<' });
    expectInvalid('constant', '5 j 3', /is false/, { j: 'relation', jRelation: '<' });
    expectValid('constant', '5 >= 3 + 2', '5 ≥ 3 + 2', { j: 'relation', jRelation: '>=' });
    expectInvalid('constant', '5 < 6', /declared as ≥/, { j: 'relation', jRelation: '>=' });
    expectInvalid('constant', '3 < 5', /not declared a relation/);
  });
  it('j upside down is factorial: 4! = 1 × 2 × 3 × 4 = 24', () => {
    expectValid('constant', '4 ! = 1 x 2 x 3 x 4', '4! = 1 × 2 × 3 × 4', { j: 'factorial' });
    expectValid('constant', '4 j = 2 4', '4! = 24', { j: 'factorial' });
    expectInvalid('constant', '4 ! = 2 4', /factorial/);
  });
});

describe('Constant cube – tan', () => {
  it('tan (90 ÷ 2)° = 2 × ½', () => expectValid('constant', 'tan (x) 9 0 / 2 = 2 x 1/2', 'tan (90 ÷ 2)° = 2 × ½'));
  it('tan (8² − 4)° = √3', () => expectValid('constant', 'tan (x) 8 ^2 - 4 = 3 ^1/2', 'tan (8² − 4)° = 3^½'));
  it('tan (7 × 5)° = .70', () => expectValid('constant', 'tan (x) 7 x 5 = 0 ø 7 0', 'tan (7 × 5)° = 0.70'));
  it('tan (10 − 8 − 2)° = 0', () => expectValid('constant', 'tan (x) 10 - 8 - 2 = 6 x 0', 'tan (10 − 8 − 2)° = 6 × 0'));
  it('misprint: "tan² 30° = 1 ÷ 9½" is false as printed and true as 1 ÷ 9^½', () => {
    expectInvalid('constant', 'tan ^2 3 0 = 1 / 9 1/2', NOT_TRUE);
    expectValid('constant', 'tan ^2 3 0 = 1 / 9 ^1/2', 'tan² 30° = 1 ÷ 9^½');
  });
  it('the table of tangents is accepted as printed', () => {
    const table: [string, string][] = [
      ['1', 'ø 0 1 7'],
      ['1 0', 'ø 1 8'],
      ['2 0', 'ø 3 6'],
      ['3 1', 'ø 6 0'],
      ['3 5', 'ø 7 0'],
      ['4 2', 'ø 9 0'],
      ['4 5', '1'],
      ['6 4', '2 ø 0 5'],
      ['7 6', '4 ø 0 1'],
      ['8 7', '1 9'],
      ['8 8', '2 9'],
      ['8 9', '5 7'],
    ];
    for (const [angle, value] of table) expectValid('constant', `tan ${angle} = ${value}`);
    expectValid('constant', 'tan 3 0 = 3 ^1/2 / 3');
    expectValid('constant', 'tan 6 0 = 3 ^1/2');
    expectInvalid('constant', 'tan 9 0 = 1', /tan 90° has no value/);
  });
  it('a wrong tangent is refused', () => expectInvalid('constant', 'tan 3 5 = ø 8', NOT_TRUE));
});

describe('Constant cube – π', () => {
  it('π as radians: π ÷ 3 = 60°', () => expectValid('constant', 'pi / 3 = 6 0', 'π ÷ 3 = 60', { pi: 'radians' }));
  it('.75π = (5³ + 10)°, also with a × sign', () => {
    expectValid('constant', 'ø 7 5 pi = 5 ^3 + 10', '.75π = 5³ + 10', { pi: 'radians' });
    expectValid('constant', 'ø 7 5 x pi = 5 ^3 + 10', '.75 × π = 5³ + 10', { pi: 'radians' });
  });
  it('(10 ÷ 5) π = 360° (a three-cube number, allowed in the constant game)', () => {
    // Both readings of the (×) are true here; the explicit one gives the rulebook's.
    expectValid('constant', '10 / 5 (x) pi = 3 6 0', undefined, { pi: 'radians' });
    expectValid('constant', '10 / 5 <(x) pi = 3 6 0', '(10 ÷ 5)π = 360', { pi: 'radians' });
    expectInvalid('6', '3 6 0 = 3 6 0', /at most 2 cubes/);
  });
  it('π = 22/7: 4π = 88 ÷ 7', () => {
    expectValid('constant', '4 pi = 8 8 / 7', '4π = 88 ÷ 7', { pi: '22/7' });
    expectInvalid('constant', '4 pi = 8 8 / 7', NOT_TRUE, { pi: 'radians' });
  });
  it('π = 3.14', () => {
    expectValid('constant', 'pi = 3 ø 1 4', 'π = 3.14', { pi: '3.14' });
    expectInvalid('constant', 'pi = 3 ø 1 4', NOT_TRUE, { pi: '22/7' });
  });
  it('with "any", the reading used is reported', () => {
    const r = checkEquation({ game: 'constant', equation: '4 pi = 8 8 / 7' });
    expect(r.valid && r.notes).toEqual(['piAs.22/7']);
    expect(t('tuf.note.piAs.22/7')).toBe('π read as 22/7');
  });
});

describe('Constant cube – χ', () => {
  it('fractions other than the yellow cube: χ = 1/7', () => expectValid('constant', 'chi x 7 = 1', 'χ × 7 = 1', { chi: '1/7' }));
  it('a physical constant: χ = 25.4 (mm per inch)', () => {
    expectValid('constant', 'chi x 10 = 2 5 4', 'χ × 10 = 254', { chi: '25.4' });
    expectValid('constant', 'chi = 2 5 ø 4', 'χ = 25.4', { chi: '25.4' });
  });
  it('every value the rulebook suggests for χ can be declared', () => {
    const suggested = [
      '1/6',
      '1/7',
      '1/9',
      '1/12',
      '1/16',
      '1/32',
      '1/64',
      '1/100',
      '1/1000',
      '1/sqrt(2)',
      '1/sqrt(3)',
      '12',
      '100',
      '1000',
      '10^6',
      'sqrt(2)',
      'sqrt(3)',
      'e',
      '9/5',
      '25.4',
      '28.41',
      '28.349',
      '3412',
      '32.17',
      '0.621',
      '2.205',
    ];
    for (const chi of suggested) expectValid('constant', 'chi / chi = 1', 'χ ÷ χ = 1', { chi });
    expectValid('constant', 'chi x 6 = 1', undefined, { chi: '1/6' });
    expectValid('constant', 'chi x 5 = 9', undefined, { chi: '9/5' });
  });
  it('χ must be declared', () => expectInvalid('constant', 'chi = 1 2', /χ was not declared/));
  it('numbers of special significance: 10⁶, √2, 1/√2, e', () => {
    expectValid('constant', 'chi / 10 0 0 = 10 0 0', 'χ ÷ 1000 = 1000', { chi: '10^6' });
    expectValid('constant', 'chi x chi = 2', 'χ × χ = 2', { chi: 'sqrt(2)' });
    expectValid('constant', 'chi ^2 = 1/2', 'χ² = ½', { chi: '1/√2' });
    expectInvalid('constant', 'chi = 2 ø 7 1 8', NOT_TRUE, { chi: 'e' });
    expectValid('constant', 'chi = 2 ø 7 1 8', undefined, { chi: '2.718' });
    expectInvalid('constant', 'chi = 1', /declared value of χ \("banana"\) is not a number/, { chi: 'banana' });
  });
  it('χ may be worth more cubes', () => {
    expect(checkEquation({ game: 'constant', equation: 'chi = 1 2', settings: { chi: '12', chiCubes: 3 } })).toMatchObject({ valid: true, score: 6 });
  });
});
