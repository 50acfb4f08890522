/**
 * TUF words' guided first round: solitaire, one round, the validity light
 * on, on the hand of seed `guide1` —
 * O O I A O E A U C T T C P Y Y L H ☉ ☉ J — where the student lays a short
 * word across the middle of the grid. The word is one of the dictionary the
 * words setup starts with for the interface language (its own vocabulary
 * first, `dictionariesFor`): CAT in the school dictionary, LOUP in French,
 * PATO in Spanish; no shorter start of it is a word there, so the light turns
 * ✓ only when the whole word is laid (tests/ui/guide.test.tsx checks the
 * words against the compiled dictionaries and the hand).
 */
import { formatGameId, parseGameId } from '../../core/gameId';
import { defaultParams, formatParams, parseParams, type WordsParams } from '../../games/words/params';
import { currentLanguage, LANGUAGES, t, type Language } from '../../i18n';
import { BOARD_MIDDLE as M } from '../words/board';
import { dictionariesFor } from '../words/dictionaries';
import { startWords } from '../words/start';
import type { GuidePlan, GuideRoot } from './plan';

export const WORDS_GUIDE_SEED = 'guide1';
/** The word each interface language's guided round spells (a word of that language's first dictionary). */
export const WORDS_GUIDE_WORDS: Readonly<Record<Language, string>> = { en: 'CAT', fr: 'LOUP', es: 'PATO' };

/** The guided round's game for an interface language: its first dictionary (English: the school one, the game's default). */
export function wordsGuideParams(lang: Language): WordsParams {
  return { ...defaultParams(), dict: dictionariesFor(lang)[0] ?? defaultParams().dict, computers: [], rounds: 1, validityLight: true };
}

const has = (root: GuideRoot, sel: string): boolean => root.querySelector(sel) !== null;
const square = (col: number): string => `[data-square="${M},${col}"]`;

/** The letters after the first, as the interface language lists them ("A and T", « O, U et P »). */
function restOf(word: string): string {
  const rest = [...word].slice(1);
  try {
    return new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(rest);
  } catch {
    return rest.join(', ');
  }
}

function solo(code: string): boolean {
  try {
    const id = parseGameId(code);
    return id.game === 'words' && parseParams(id.params).humans === 1;
  } catch {
    return false;
  }
}

function wordsRound(lang: Language): GuidePlan {
  const params = wordsGuideParams(lang);
  const word = WORDS_GUIDE_WORDS[lang];
  const letters = () => ({ word, first: word[0] ?? '', rest: restOf(word) });
  return {
    game: 'words',
    name: 'words.title',
    cells: '.words-square',
    code: formatGameId({ game: 'words', params: formatParams(params), seed: WORDS_GUIDE_SEED }),
    start: (store) => startWords(store, params, WORDS_GUIDE_SEED, null),
    solo,
    steps: [
      {
        id: 'roll',
        text: 'guide.words.roll',
        vars: () => ({ roll: t('words.roll') }),
        anchor: ['.tuf-ready .btn-primary'],
        done: (r) => has(r, '.words-tray, .tuf-results'),
      },
      {
        id: 'first',
        text: 'guide.words.first',
        vars: letters,
        anchor: [square(M)],
        clear: ['.words-tray'],
        done: (r) => has(r, '.words-square.words-cube, .tuf-results'),
      },
      {
        id: 'word',
        text: 'guide.words.word',
        vars: letters,
        anchor: ['.words-tray'],
        clear: [square(M), square(M + word.length - 1), '.words-light-box'],
        done: (r) => has(r, '.words-light li.is-valid, .tuf-results'),
      },
      { id: 'call', text: 'guide.words.call', vars: () => ({ word, call: t('words.call.solo') }), anchor: ['.tuf-call'], done: (r) => has(r, '.tuf-results') },
      // the result's head and the student's own crossword: the best crossword arrives later below them, and the callout stays put
      { id: 'end', text: 'guide.words.end', anchor: ['.tuf-result-head'], clear: ['.words-result-part:first-child'] },
    ],
  };
}

const rounds = Object.fromEntries(LANGUAGES.map((l) => [l, wordsRound(l)])) as Record<Language, GuidePlan>;

/** The English round, with the French and Spanish ones beside it (the guide starts the interface language's). */
export const wordsGuide: GuidePlan = { ...rounds.en, languages: rounds };
