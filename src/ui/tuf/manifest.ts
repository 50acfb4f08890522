/** TUF's screens (src/ui/games.ts): its tile, its screens, what a code holds, its game names in the history. */
import { tuf } from '../../games/tuf/manifest';
import { gameScreens, namedFact } from '../gameScreens';

export const tufScreens = gameScreens(tuf, {
  title: 'tuf.title',
  blurb: 'tuf.blurb',
  badge: 'TUF',
  color: 'var(--cube-red)',
  load: () => import('./TufScreen'),
  codeSummary: () => import('./TufScreen').then((m) => m.codeSummary),
  history: { fact: namedFact('game', 'tuf.gameName.') },
});
