import { describe, expect, it } from 'vitest';
import { hintWords, LAST_STEP } from '../../../src/ui/words/hints';

describe('a TUF words hint in the reader’s words', () => {
  const crane = { length: 5, first: 'C', word: 'CRANE', place: { row: 0, col: 1, dir: 'down' as const } };

  it('each step says what the steps before it said, and more', () => {
    expect(hintWords(crane, 1)).toEqual({ text: 'A word of 5 letters can go in.', done: false });
    expect(hintWords(crane, 2).text).toBe('A word of 5 letters can go in. It starts with C.');
    expect(hintWords(crane, 3).text).toBe('A word of 5 letters can go in. It starts with C. The word: CRANE.');
    expect(hintWords(crane, LAST_STEP, 'A C T')).toEqual({
      text: 'A word of 5 letters can go in. It starts with C. The word: CRANE. It goes down, crossing ACT at its letter 2, C.',
      done: true,
      spot: { row: 0, col: 1, dir: 'down', word: 'CRANE', have: 'A C T' },
    });
  });

  // issue 28: "row 6, column 6 of your crossword" points where nobody can look; the board marks the squares, and the
  // words name the word it crosses instead (a word going up from the crossword's first row once read "row 0")
  it('where it goes is said by the word it crosses, never by row and column numbers', () => {
    const ace = { length: 3, first: 'A', word: 'ACE', place: { row: -1, col: 0, dir: 'down' as const } };
    expect(hintWords(ace, 4, 'C A T').text).toBe(
      'A word of 3 letters can go in. It starts with A. The word: ACE. It goes down, crossing CAT at its letter 1, C.',
    );
    const cats = { length: 4, first: 'C', word: 'CATS', place: { row: 0, col: 0, dir: 'across' as const } };
    expect(hintWords(cats, 4, 'C A T').text).toMatch(/Make CAT on your crossword longer to spell it\.$/);
    const beside = { length: 2, first: 'O', word: 'ON', place: { row: 1, col: 1, dir: 'across' as const } };
    expect(hintWords(beside, 4, 'C A T').text).toMatch(/It goes across right beside your crossword, touching it\.$/);
    for (const h of [ace, cats, beside, crane]) expect(hintWords(h, 4, 'C A T').text).not.toMatch(/\brow\b|\bcolumn\b/i);
  });

  it('no word can go in: said once, and the ladder is over', () => {
    expect(hintWords(null, 1)).toEqual({ text: expect.any(String), done: true });
    expect(hintWords(null, 1).text).not.toBe('');
  });

  it('a word with no place (an empty crossword) says so at the last step', () => {
    const last = hintWords({ ...crane, place: null }, LAST_STEP).text;
    expect(last.startsWith('A word of 5 letters can go in. It starts with C. The word: CRANE.')).toBe(true);
    expect(last).not.toContain('row 1');
  });
});
