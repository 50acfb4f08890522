/** TUF words' screens (src/ui/games.ts; Rotary's saved games open here too): its tile, its screens, what a code holds, its dictionaries' names in the history. */
import { words } from '../../games/words/manifest';
import { gameScreens } from '../gameScreens';
import { hasMessage, t } from '../../i18n';

export const wordsScreens = gameScreens(words, {
  title: 'words.title',
  blurb: 'words.blurb',
  badge: 'Aa',
  color: '#9a6a00',
  load: () => import('./WordsScreen'),
  codeSummary: () => import('./WordsScreen').then((m) => m.codeSummary),
  history: {
    fact(fact, value) {
      const key = `words.dict.${value}`;
      return fact === 'dict' && hasMessage(key) ? t(key) : null;
    },
  },
});
