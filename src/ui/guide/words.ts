/**
 * TUF words' guided first round: solitaire, one round, the validity light
 * on, the school dictionary, on the hand of seed `guide1` —
 * O O I A O E A U C T T C P Y Y L H ☉ ☉ J — where the student lays C A T
 * across the middle of the grid (tests/ui/guide.test.ts checks the hand and
 * the word).
 */
import { formatGameId, parseGameId } from '../../core/gameId';
import { defaultParams, formatParams, parseParams, type WordsParams } from '../../games/words/params';
import { t } from '../i18n';
import { BOARD_MIDDLE as M } from '../words/board';
import { startWords } from '../words/start';
import type { GuidePlan, GuideRoot } from './plan';

export const WORDS_GUIDE_SEED = 'guide1';
export const WORDS_GUIDE_PARAMS: WordsParams = { ...defaultParams(), computers: [], rounds: 1, validityLight: true };
export const WORDS_GUIDE_WORD = 'CAT';

const has = (root: GuideRoot, sel: string): boolean => root.querySelector(sel) !== null;
const square = (col: number): string => `[data-square="${M},${col}"]`;

export const wordsGuide: GuidePlan = {
  game: 'words',
  name: 'words.title',
  code: formatGameId({ game: 'words', params: formatParams(WORDS_GUIDE_PARAMS), seed: WORDS_GUIDE_SEED }),
  start: (store) => startWords(store, WORDS_GUIDE_PARAMS, WORDS_GUIDE_SEED, null),
  solo: (code) => {
    try {
      const id = parseGameId(code);
      return id.game === 'words' && parseParams(id.params).humans === 1;
    } catch {
      return false;
    }
  },
  steps: [
    { id: 'roll', text: 'guide.words.roll', vars: () => ({ roll: t('words.roll') }), anchor: ['.tuf-ready .btn-primary'], done: (r) => has(r, '.words-tray, .tuf-results') },
    { id: 'first', text: 'guide.words.first', anchor: [square(M)], clear: ['.words-tray'], done: (r) => has(r, '.words-square.words-cube, .tuf-results') },
    { id: 'word', text: 'guide.words.word', anchor: ['.words-tray'], clear: [square(M), square(M + 2), '.words-light-box'], done: (r) => has(r, '.words-light li.is-valid, .tuf-results') },
    { id: 'call', text: 'guide.words.call', vars: () => ({ call: t('words.call.solo') }), anchor: ['.tuf-call'], done: (r) => has(r, '.tuf-results') },
    // the result's head and the student's own crossword: the best crossword arrives later below them, and the callout stays put
    { id: 'end', text: 'guide.words.end', anchor: ['.tuf-result-head'], clear: ['.words-result-part:first-child'] },
  ],
};
