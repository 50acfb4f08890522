/**
 * The class board sets the solver's best possible beside the best each found,
 * or says why a lesson has none (issue 27): every lesson of TUF, TUF words,
 * Tally Rally and Mathable gets one or the other, never neither. DiceCulus
 * won by the highest score gets both: its note says what its best possible
 * is and why stage IV has none; won otherwise, the reason why none.
 */
import { describe, expect, it } from 'vitest';
import type { Lesson } from '../../../src/class/lesson';
import { setLanguage, t } from '../../../src/i18n';
import { noBestReason } from '../../../src/ui/class/bestNote';
import { knowsBest } from '../../../src/ui/class/bestPossible';

const lessons: [string, Pick<Lesson, 'game' | 'params'>][] = [
  ['TUF', { game: 'tuf', params: {} }],
  ['TUF preset constant cube by order', { game: 'tuf', params: { g: 'constant', ord: '1', k: 'chi' } }],
  ['TUF words', { game: 'words', params: {} }],
  ['TUF words Rotary', { game: 'words', params: { ro: '1' } }],
  ['Tally Rally', { game: 'tally', params: {} }],
  ['Mathable', { game: 'mathable', params: {} }],
  ['DiceCulus won by the lowest score', { game: 'diceculus', params: { w: 'lo' } }],
  ['DiceCulus won by the fewest divisors', { game: 'diceculus', params: { w: 'div', c: 'h' } }],
];

describe('best possible, or why not', () => {
  for (const [name, lesson] of lessons)
    it(name, () => {
      const note = noBestReason(lesson);
      expect(knowsBest(lesson) !== (note !== null)).toBe(true);
      if (note)
        for (const lang of ['en', 'fr', 'es'] as const) {
          setLanguage(lang);
          expect(t(note)).not.toBe(note);
        }
      setLanguage('en');
    });

  it('DiceCulus won by the highest score: a best possible, and a note on what it is (stage IV has none)', () => {
    const dice: Pick<Lesson, 'game' | 'params'>[] = [
      { game: 'diceculus', params: {} },
      { game: 'diceculus', params: { w: 'hi', c: 'em', r: '1' } },
    ];
    for (const lesson of dice) {
      expect(knowsBest(lesson)).toBe(true);
      expect(noBestReason(lesson)).toBe('board.noBest.diceStages');
    }
    expect(noBestReason({ game: 'diceculus', params: { w: 'lo' } })).toBe('board.noBest.diceWin');
  });
});
