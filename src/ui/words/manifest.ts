/** TUF words' screens (src/ui/games.ts; Rotary's saved games open here too): its tile, its screens, what a code holds, its dictionaries' names in the history. */
import { words } from '../../games/words/manifest';
import { gameScreens, namedFact } from '../gameScreens';

export const wordsScreens = gameScreens(words, {
  title: 'words.title',
  blurb: 'words.blurb',
  badge: 'Aa',
  color: '#9a6a00',
  load: () => import('./WordsScreen'),
  codeSummary: () => import('./WordsScreen').then((m) => m.codeSummary),
  history: { fact: namedFact('dict', 'words.dict.') },
});
