import { describe, expect, it } from 'vitest';
import { hintWords, LAST_STEP } from '../../../src/ui/words/hints';

describe('a TUF words hint in the reader’s words', () => {
  const crane = { length: 5, first: 'C', word: 'CRANE', place: { row: 0, col: 1, dir: 'down' as const } };

  it('each step says what the steps before it said, and more', () => {
    expect(hintWords(crane, 1)).toEqual({ text: 'A word of 5 letters can go in.', done: false });
    expect(hintWords(crane, 2).text).toBe('A word of 5 letters can go in. It starts with C.');
    expect(hintWords(crane, 3).text).toBe('A word of 5 letters can go in. It starts with C. The word: CRANE.');
    expect(hintWords(crane, LAST_STEP)).toEqual({
      text: 'A word of 5 letters can go in. It starts with C. The word: CRANE. It goes down from row 1, column 2 of your crossword.',
      done: true,
    });
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
