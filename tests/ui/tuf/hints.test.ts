import { describe, expect, it } from 'vitest';
import { ladderOf } from '../../../src/ui/race/hintLadder';
import { hintWords } from '../../../src/ui/tuf/hints';

describe('a TUF hint ladder read from the saved hint moves', () => {
  it('is the highest step asked for the seat, with the line it was asked with', () => {
    const round = {
      hints: [
        { seat: 0, step: 1, at: 1, have: '' },
        { seat: 1, step: 1, at: 2, have: '1 + 2 = 3' },
        { seat: 0, step: 2, at: 3, have: '4 = 4' },
      ],
    };
    expect(ladderOf(round, 0)).toEqual({ step: 2, have: '4 = 4' });
    expect(ladderOf(round, 1)).toEqual({ step: 1, have: '1 + 2 = 3' });
    expect(ladderOf(round, 2)).toEqual({ step: 0, have: undefined });
  });

  it('a move from an older build (no `have`) gives the step without a line; a round without hints starts at 0', () => {
    expect(ladderOf({ hints: [{ seat: 0, step: 1, at: 1 }] }, 0)).toEqual({ step: 1, have: undefined });
    expect(ladderOf({}, 0)).toEqual({ step: 0, have: undefined });
  });

  it('hints about an earlier hand (before a re-roll) count for nothing now', () => {
    const round = {
      hints: [
        { seat: 0, step: 3, at: 1, have: '' },
        { seat: 0, step: 1, at: 5, have: '', reroll: 1 },
      ],
      rerolls: [1],
    };
    expect(ladderOf(round, 0)).toEqual({ step: 1, have: '' });
    expect(ladderOf({ ...round, hints: round.hints.slice(0, 1) }, 0).step).toBe(0);
  });

  it('a step asked twice (a retry) stays that step', () => {
    expect(
      ladderOf(
        {
          hints: [
            { seat: 0, step: 2, at: 1, have: 'a' },
            { seat: 0, step: 2, at: 2, have: 'b' },
          ],
        },
        0,
      ),
    ).toEqual({ step: 2, have: 'b' });
  });
});

describe('a hint in words', () => {
  const answer = { cubes: 5, score: 5, usesCubes: ['1', '2', '3', '+', '='], shape: '□ + □ = □', normal: '1 + 2 = 3', exists: true };
  it('words each step; the last step, no equation and "yours is the best" end the ladder', () => {
    expect(hintWords({ ...answer, step: 1 }, 1)).toEqual({ text: 'There is an equation with 5 cubes (5 points).', done: false });
    expect(hintWords({ ...answer, step: 2 }, 2).text).toMatch(/^There is an equation with 5 cubes \(5 points\)\. Its shape: □ \+ □ = □/);
    expect(hintWords({ ...answer, step: 3 }, 3)).toEqual({ text: 'One of the best: 1 + 2 = 3', done: true });
    expect(hintWords({ ...answer, step: null }, 1).done).toBe(true);
    expect(hintWords({ ...answer, step: null, exists: false }, 1).text).not.toBe(hintWords({ ...answer, step: null }, 1).text);
  });
});
