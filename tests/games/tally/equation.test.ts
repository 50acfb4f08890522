import { describe, expect, it } from 'vitest';
import { parseBoard, type Board } from '../../../src/games/tally/board';
import { REASON_CODES, checkEquation, keyOfText, normalizeText, parseEquation, prettyText } from '../../../src/games/tally/equation';
import { createRng } from '../../../src/core/random';
import { refusalText, PLAIN_NUMBERS } from '../../../src/i18n';
import type { Reason } from '../../../src/games/tally/equation';

/** A reason as the catalogue words it (the engine gives only the code and values). */
const said = (r: Reason | null | undefined): string | undefined => (r ? refusalText('tally', r, PLAIN_NUMBERS) : undefined);

/** Builds a board from rows, filling unused cells with spare digits (at most three of each). */
function boardOf(rows: string[]): Board {
  const text = rows.join('');
  const counts = new Array<number>(10).fill(0);
  for (const ch of text) if (ch !== '.') counts[Number(ch)]! += 1;
  let out = '';
  for (const ch of text) {
    if (ch !== '.') out += ch;
    else {
      // a spare digit that cannot join anything by accident: prefer 0s and 5s left in the pouch
      const d = [5, 0, 9, 8, 7, 6, 4, 3, 2, 1].find((x) => (counts[x] as number) < 3) as number;
      counts[d]! += 1;
      out += String(d);
    }
  }
  return parseBoard(out);
}

describe('rulebook examples', () => {
  it('Fig. 1: 4, 4 and 8 make 4 + 4 = 8, three points', () => {
    const b = boardOf(['448.', '....', '....', '....']);
    const v = checkEquation(b, [0, 1, 2], '4 + 4 = 8');
    expect(v).toMatchObject({ valid: true, text: '4+4=8', tiles: 3, reason: null });
  });

  it('Fig. 2: 6 − 3 = 3 cannot use the same 3 twice', () => {
    const b = boardOf(['63..', '....', '....', '....']);
    const v = checkEquation(b, [0, 1, 1], '6 − 3 = 3');
    expect(v.valid).toBe(false);
    expect(said(v.reason)).toBe('the 3 tile is used twice: each tile only once in an equation');
  });

  it('Fig. 3: 91 + 6 = 97 (9 to 1 diagonally, 1 to 6 across, 6 to 9 down, 9 to 7 across)', () => {
    const b = boardOf(['9...', '.16.', '..97', '....']);
    const v = checkEquation(b, [0, 5, 6, 10, 11], '91+6=97');
    expect(v).toMatchObject({ valid: true, tiles: 5 });
  });

  it('Fig. 4: 9 − 7 = 2 is not allowed when the 2 is not next to the 7', () => {
    const b = boardOf(['97..', '....', '...2', '....']);
    const v = checkEquation(b, [0, 1, 11], '9-7=2');
    expect(v.valid).toBe(false);
    expect(said(v.reason)).toBe('the 2 is not next to the 7');
  });

  it('Fig. 5: 8 + 7 + 6 = 21 is allowed; 8 − 7 = 2 − 1 is not (the difference must be one number)', () => {
    const b = boardOf(['876.', '..2.', '..1.', '....']);
    expect(checkEquation(b, [0, 1, 2, 6, 10], '8+7+6=21')).toMatchObject({ valid: true, tiles: 5 });
    const b2 = boardOf(['87..', '.2..', '.1..', '....']);
    const v = checkEquation(b2, [0, 1, 5, 9], '8-7=2-1');
    expect(v.valid).toBe(false);
    expect(v.reason?.code).toBe('bothSides');
    expect(said(v.reason)).toBe('one side of = must be a single number, but 8 − 7 and 2 − 1 are both calculations');
  });

  it('inverse equations are the same: 1 + 2 = 3 and 3 − 2 = 1; 2 × 3 = 6 and 6 ÷ 3 = 2', () => {
    expect(keyOfText('1+2=3')).toBe(keyOfText('3-2=1'));
    expect(keyOfText('2×3=6')).toBe(keyOfText('6÷3=2'));
    expect(keyOfText('1+2=3')).not.toBe(keyOfText('2×3=6'));
  });

  it('more than one kind of operation: 1 + 3 − 2 = 2', () => {
    const b = boardOf(['1322', '....', '....', '....']);
    expect(checkEquation(b, [0, 1, 2, 3], '1+3-2=2')).toMatchObject({ valid: true, tiles: 4 });
  });

  it('order of operations: 2 + 3 × 4 = 14, not 20', () => {
    const b = boardOf(['2341', '...4', '....', '....']);
    expect(checkEquation(b, [0, 1, 2, 3, 7], '2+3×4=14')).toMatchObject({ valid: true, tiles: 5 });
    const b2 = boardOf(['2342', '...0', '....', '....']);
    const v = checkEquation(b2, [0, 1, 2, 3, 7], '2+3×4=20');
    expect(said(v.reason)).toBe('2 + 3 × 4 makes 14, not 20');
  });

  it('brackets when the players allow them: [2 + 3] × 4 = 20', () => {
    const b = boardOf(['2342', '...0', '....', '....']);
    expect(checkEquation(b, [0, 1, 2, 3, 7], '[2+3]×4=20', true)).toMatchObject({ valid: true, text: '(2+3)*4=20', tiles: 5 });
    expect(said(checkEquation(b, [0, 1, 2, 3, 7], '(2+3)×4=20', false).reason)).toBe('brackets are switched off in this game');
  });

  it('all numbers are positive: not 7 − 9 = −2, not −2 + 3 = 1', () => {
    const b = boardOf(['792.', '....', '....', '....']);
    expect(said(checkEquation(b, [0, 1, 2], '7-9=2').reason)).toBe('7 − 9 goes below zero: every step must stay at 0 or more');
    const b2 = boardOf(['231.', '....', '....', '....']);
    expect(said(checkEquation(b2, [0, 1, 2], '-2+3=1').reason)).toBe('numbers cannot be negative: start with a digit');
  });

  it('multiplication equations equal to 0 are not valid', () => {
    const b = boardOf(['500.', '....', '....', '....']);
    expect(said(checkEquation(b, [0, 1, 2], '5×0=0').reason)).toBe('an equation with × or ÷ that equals 0 does not count');
    expect(checkEquation(b, [1, 0, 2], '0÷5=0').valid).toBe(false);
    const b2 = boardOf(['550.', '....', '....', '....']);
    expect(checkEquation(b2, [0, 1, 2], '5-5=0').valid).toBe(true);
  });
});

describe('reasons in plain words', () => {
  const b = parseBoard('4481917632905758');
  const reasonOf = (cells: number[], eq: string, parens = false): string | undefined => said(checkEquation(b, cells, eq, parens).reason);

  it('explains the shape of an equation', () => {
    expect(reasonOf([0, 1, 2], '')).toBe('write an equation first');
    expect(reasonOf([0, 1, 2], '4+4 8')).toBe('an equation needs an = sign');
    expect(reasonOf([0, 1, 2], '4=4=8')).toBe('an equation has only one = sign');
    expect(reasonOf([0, 1, 2], '4+4=8+')).toBe('finish the equation with a digit');
    expect(reasonOf([0, 1, 2], '+4+4=8')).toBe('start the equation with a digit');
    expect(reasonOf([0, 1, 2], '4+×4=8')).toBe('+ and × are next to each other: put a digit between two signs');
    expect(reasonOf([0, 1, 2], '4+4=+8')).toBe('= and + are next to each other: put a digit between two signs');
    expect(reasonOf([0, 1, 2], '=448')).toBe('there must be a number on each side of =');
    expect(reasonOf([0, 1, 2], '4+4?8')).toBe('“?” cannot be used: write digits and + − × ÷ =');
    expect(reasonOf([0, 1, 2], '44=8')).toBe('44 = 8 is not a calculation: put + − × or ÷ on one side');
    expect(reasonOf([11, 14, 15], '07=8')).toBe('a number cannot start with 0, like 07');
  });

  it('refuses text far too long without working through it (no deep recursion)', () => {
    expect(reasonOf([0, 1, 2], `${'('.repeat(5000)}4+4${')'.repeat(5000)}=8`, true)).toBe('that is far too long for an equation on a board of 16 tiles');
    expect(reasonOf([0, 1, 2], `${'('.repeat(30)}4+4${')'.repeat(30)}=8`, true)).toMatch(/^the brackets around \(/);
    expect(reasonOf([0, 1, 2], '((4+4))=8', true)).toBe('the brackets around (4 + 4) do nothing: brackets go around a calculation');
    expect(reasonOf([0, 1, 2], '(4+4)=8', true)).toBeUndefined();
  });

  it('explains brackets', () => {
    expect(reasonOf([0, 1, 2], '(4+4=8', true)).toBe('a bracket is opened but never closed');
    expect(reasonOf([0, 1, 2], '4+4)=8', true)).toBe('a bracket is closed but was never opened');
    expect(reasonOf([0, 1, 2], '()4+4=8', true)).toBe('a pair of brackets has nothing inside');
    expect(reasonOf([0, 1, 2], '(4)+4=8', true)).toBe('the brackets around 4 do nothing: brackets go around a calculation');
    expect(reasonOf([0, 1, 2], '4(4)=8', true)).toBe('put a sign between a number and a bracket');
  });

  it('explains the path', () => {
    expect(reasonOf([], '4+4=8')).toBe('choose the tiles of the equation on the board');
    expect(reasonOf([0, 1, 16], '4+4=8')).toBe('a tile of the path is not on the board');
    expect(reasonOf([0, 1], '4+4=8')).toBe('the equation’s digits (3) are not as many as the path’s tiles (2)');
    expect(reasonOf([0, 1, 2], '4+4=9')).toBe('digit 3 of the equation is 9, but tile 3 of the path is 8');
  });

  it('explains the arithmetic', () => {
    // 9 (cell 4), 1 (cell 5) … 0 is cell 11, 9 is cell 10
    expect(said(checkEquation(boardOf(['901.', '....', '....', '....']), [0, 1, 2], '9/0=1').reason)).toBe('you cannot divide by 0');
    expect(said(checkEquation(boardOf(['723.', '....', '....', '....']), [0, 1, 2], '7/2=3').reason)).toBe('7 ÷ 2 is not a whole number');
    expect(said(checkEquation(boardOf(['723.', '....', '....', '....']), [0, 1, 2], '7-2=3').reason)).toBe('7 − 2 makes 5, not 3');
  });

  it('accepts the usual ways of writing signs', () => {
    expect(normalizeText(' 6 x 2 ÷ 3 − 1 : 1 ')).toBe('6*2/3-1/1');
    expect(prettyText('2+3*4-1/1=13')).toBe('2 + 3 × 4 − 1 ÷ 1 = 13');
  });

  it('evaluates left to right inside a level: 8 ÷ 4 × 2 = 4, 9 − 5 + 1 = 5, and 2 − 3 + 4 goes below zero', () => {
    expect(parseEquation('8/4*2=4').ok).toBe(true);
    const b1 = boardOf(['8424', '....', '....', '....']);
    expect(checkEquation(b1, [0, 1, 2, 3], '8/4*2=4').valid).toBe(true);
    const b2 = boardOf(['2343', '....', '....', '....']);
    expect(said(checkEquation(b2, [0, 1, 2, 3], '2-3+4=3').reason)).toBe('2 − 3 goes below zero: every step must stay at 0 or more');
  });
});

describe('scoring keys', () => {
  const family = (texts: string[]): void => {
    const keys = new Set(texts.map((t) => keyOfText(t)));
    expect(keys.size).toBe(1);
    expect([...keys][0]).not.toBeNull();
  };
  it('puts a fact family under one key, either side of =', () => {
    family(['1+2=3', '2+1=3', '3-2=1', '3-1=2', '3=1+2', '1=3-2']);
    family(['2*3=6', '3*2=6', '6/3=2', '6/2=3', '6=2*3', '2=6/3']);
    family(['8+7+6=21', '21-6-7=8', '21-8-7=6', '7+6+8=21']);
    family(['2+3*4=14', '14-3*4=2', '4*3+2=14']);
    family(['12/3/4=1', '1*3*4=12', '12/4/3=1']);
    family(['4-4=0', '0+4=4', '4-0=4']);
    family(['(2+3)*4=20', '20/(2+3)=4', '20/(3+2)=4', '4*(3+2)=20']);
  });
  it('keeps different equations apart', () => {
    const texts = ['1+2=3', '1+3=4', '2*3=6', '2+3=5', '6-3=3', '3*3=9', '9/3=3', '12-3=9', '3+9=12', '2*3+1=7', '2+3*1=5', '5-3*1=2', '10=2*5'];
    const keys = texts.map((t) => keyOfText(t));
    // three pairs are inverses of each other; everything else differs
    expect(keys[7]).toBe(keys[8]); // 12-3=9, 3+9=12
    expect(keys[5]).toBe(keys[6]); // 3*3=9, 9/3=3
    expect(keys[10]).toBe(keys[11]); // 2+3*1=5, 5-3*1=2
    expect(new Set(keys).size).toBe(texts.length - 3);
  });
});

describe('fuzz: random text and paths never throw and never pass wrongly', () => {
  it('checks a few hundred random (path, text) pairs', () => {
    const rng = createRng('tally-fuzz');
    const alphabet = '0123456789+-*/=()x÷− ';
    for (let n = 0; n < 600; n++) {
      const board = parseBoard(
        rng
          .shuffle([...'000111222333444555666777888999'])
          .slice(0, 16)
          .join(''),
      );
      const len = rng.int(10);
      let text = '';
      for (let i = 0; i < len; i++) text += alphabet[rng.int(alphabet.length)];
      const cells = Array.from({ length: rng.int(8) }, () => rng.int(18) - 1);
      const v = checkEquation(board, cells, text, rng.int(2) === 1);
      expect(typeof v.valid).toBe('boolean');
      if (v.valid) {
        expect(v.key).not.toBeNull();
        expect(v.tiles).toBe(cells.length);
      } else expect(REASON_CODES).toContain(v.reason?.code);
    }
  });

  it('finds valid equations built along real paths and agrees with a plain evaluation', () => {
    const rng = createRng('tally-fuzz-2');
    let valid = 0;
    for (let n = 0; n < 3000; n++) {
      const board = parseBoard(
        rng
          .shuffle([...'000111222333444555666777888999'])
          .slice(0, 16)
          .join(''),
      );
      // a random walk of 3–6 tiles
      const cells = [rng.int(16)];
      while (cells.length < 3 + rng.int(4)) {
        const last = cells[cells.length - 1] as number;
        const options = [last - 5, last - 4, last - 3, last - 1, last + 1, last + 3, last + 4, last + 5].filter(
          (c) => c >= 0 && c < 16 && !cells.includes(c) && Math.abs((c % 4) - (last % 4)) <= 1,
        );
        if (options.length === 0) break;
        cells.push(rng.pick(options));
      }
      const gaps = cells.slice(1).map(() => rng.pick(['', '', '+', '-', '*', '/']));
      gaps[rng.int(gaps.length)] = '=';
      const text = cells.map((c, i) => String(board[c]) + (gaps[i] ?? '')).join('');
      const v = checkEquation(board, cells, text);
      if (v.valid) {
        valid++;
        // an independent evaluation of the same text with JS arithmetic
        const [l = '', r = ''] = text.split('=');
        const val = (s: string): number => Function(`"use strict"; return (${s});`)() as number;
        expect(val(l)).toBe(val(r));
      }
    }
    expect(valid).toBeGreaterThan(20);
  });
});
