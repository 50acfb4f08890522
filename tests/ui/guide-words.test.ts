/**
 * TUF words' guided round in each interface language (src/ui/guide/words.ts):
 * its dictionary is the one the words setup starts with for the language, the
 * word it spells is in that dictionary as the build compiles it, no shorter
 * start of the word is (the light turns ✓ only on the whole word), the
 * seeded hand holds the word's letters, and the steps name the word in the
 * language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { graphData } from '../../src/build/words';
import { parseGameId } from '../../src/core/gameId';
import { WordGraph } from '../../src/games/words/dawg';
import { parseParams } from '../../src/games/words/params';
import { rollFor } from '../../src/games/words/plugin';
import { LANGUAGES, switchLanguage, t } from '../../src/i18n';
import { planFor, planOfCode } from '../../src/ui/guide/plan';
import { WORDS_GUIDE_SEED, WORDS_GUIDE_WORDS, wordsGuide, wordsGuideParams } from '../../src/ui/guide/words';
import { dictionariesFor } from '../../src/ui/words/dictionaries';

afterEach(() => switchLanguage('en'));

describe('TUF words’ guided round in each language', () => {
  for (const lang of LANGUAGES) {
    const word = WORDS_GUIDE_WORDS[lang];
    it(`${lang}: ${word} is a word of the language’s first dictionary, and no shorter start of it is`, () => {
      const dict = dictionariesFor(lang)[0]!;
      expect(wordsGuideParams(lang).dict).toBe(dict);
      const graph = new WordGraph(graphData(dict));
      expect(graph.has(word), word).toBe(true);
      for (let n = 2; n < word.length; n++) expect(graph.has(word.slice(0, n)), word.slice(0, n)).toBe(false);
    });

    it(`${lang}: the hand of ${WORDS_GUIDE_SEED} holds the letters of ${word}, and the round is that game`, () => {
      const round = planFor(wordsGuide, lang);
      const params = parseParams(parseGameId(round.code).params);
      expect(params.dict).toBe(dictionariesFor(lang)[0]);
      expect(parseGameId(round.code).seed).toBe(WORDS_GUIDE_SEED);
      const hand = [...rollFor(params, WORDS_GUIDE_SEED, 0, 0)];
      for (const letter of word) {
        const i = hand.indexOf(letter);
        expect(i, letter).toBeGreaterThanOrEqual(0);
        hand.splice(i, 1);
      }
      expect(round.solo(round.code)).toBe(true);
      expect(planOfCode(wordsGuide, round.code)?.steps).toBe(round.steps);
    });

    it(`${lang}: the steps name ${word} and its letters in the interface language`, async () => {
      await switchLanguage(lang);
      const steps = planFor(wordsGuide, lang).steps;
      const text = (id: string): string => {
        const s = steps.find((x) => x.id === id)!;
        return t(s.text, s.vars?.() ?? {});
      };
      expect(text('first')).toContain(word);
      expect(text('first')).toContain(` ${word[0]} `);
      for (const letter of word.slice(1)) expect(text('word')).toContain(letter);
      expect(text('word')).not.toMatch(/\{/);
      expect(text('call')).toContain(word);
    });
  }

  it('the English round keeps the code guided rounds had (saved rounds still show their steps); other games’ codes are no round', () => {
    // the code the single English round had: one round, the light on, the school dictionary (the default)
    expect(wordsGuide.code).toBe('words:r=1,v=1#guide1');
    expect(planFor(wordsGuide, 'en').code).toBe(wordsGuide.code);
    expect(planOfCode(wordsGuide, wordsGuide.code)?.steps).toBe(wordsGuide.steps);
    expect(new Set(LANGUAGES.map((l) => planFor(wordsGuide, l).code)).size).toBe(LANGUAGES.length);
    expect(planOfCode(wordsGuide, 'words:r=2,v=1#guide1')).toBeNull();
  });
});
