/**
 * "Best possible" should teach: among equations of the best score and cube
 * count, the solver prefers one whose two sides are not 0 (anything × 0 on
 * both sides) whenever one exists — checked against a brute force.
 */
import { describe, expect, it } from 'vitest';
import { checkEquation } from '../../../src/games/tuf';
import { solve } from '../../../workers/tuf/solve';
import { trickRank } from '../../../workers/tuf/tricks';
import { couldBeEquation, forEachOrdering, smallRoll } from './brute';

describe('tricks', () => {
  it('ranks × 0, + 0, − 0, × 1 and both sides 0', () => {
    expect(trickRank('8 / 2 - 1 = 3'.split(' '), false)).toBe(0);
    expect(trickRank('8 / 2 - 1 = 9 x 0 + 3'.split(' '), false)).toBe(2);
    expect(trickRank('7 - 0 = 7'.split(' '), false)).toBe(1);
    expect(trickRank('7 x 1 = 7'.split(' '), false)).toBe(1);
    expect(trickRank('1 0 - 3 = 7'.split(' '), false)).toBe(0);
    expect(trickRank('0 + 1 x 1 0 = 1 0'.split(' '), false)).toBe(2);
    expect(trickRank('3 x 2 x 0 = 8 - 9 + 1'.split(' '), true)).toBe(5);
  });
});

describe('best possible prefers an equation whose sides are not 0 (brute force)', () => {
  it('game 1: when the best is "… = 0", no equation of the same score and cubes has another value', () => {
    for (let i = 0; i < 30; i++) {
      const faces = smallRoll('1', `tricks/${i}`, 7);
      // a zero in every roll, so zero tricks are possible
      const digit = faces.findIndex((f) => /^[1-9]$/.test(f));
      if (!faces.includes('0') && !faces.includes('ø') && digit >= 0) faces[digit] = '0';
      const roll = faces.join(' ');
      const got = solve({ game: '1', roll });
      if (got.equation === null) continue;
      let nonZeroTie = false;
      forEachOrdering(faces, (seq) => {
        if (nonZeroTie || !couldBeEquation(seq)) return;
        const r = checkEquation({ game: '1', equation: seq.join(' '), roll });
        if (r.valid && r.score === got.score && r.cubes === got.cubes && r.value !== '0') nonZeroTie = true;
      });
      if (got.value === '0') {
        expect(nonZeroTie, `${roll}: the solver chose ${got.equation}`).toBe(false);
      }
    }
  });
});
