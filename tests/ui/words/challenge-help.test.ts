/**
 * The TUF ERROR help shown with the results (src/ui/race/Results.tsx, after the round) says nothing of a re-roll:
 * "A challenge after the round ended pays the same but re-rolls nobody" (src/games/words/RULES.md). Issue 28: it
 * still said "(they re-roll)".
 */
import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/en/wordsPlay';
import es from '../../../src/i18n/es/wordsPlay';
import fr from '../../../src/i18n/fr/wordsPlay';

describe('TUF ERROR after the round', () => {
  it('its help promises no re-roll, in every language', () => {
    expect(en['words.challengesHelp']).not.toMatch(/re-?roll/i);
    expect(fr['words.challengesHelp']).not.toMatch(/relance/i);
    expect(es['words.challengesHelp']).not.toMatch(/vuelve a lanzar|relanza/i);
  });
});
