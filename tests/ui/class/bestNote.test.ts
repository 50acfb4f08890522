/**
 * The class board sets the solver's best possible beside the best each found,
 * or says why a lesson has none (issue 27): every lesson of TUF, TUF words,
 * Tally Rally and Mathable gets one or the other, never neither.
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
});
