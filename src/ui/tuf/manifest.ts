/** TUF's screens (src/ui/games.ts): its tile, its screens, what a code holds, its game names in the history. */
import { tuf } from '../../games/tuf/manifest';
import { gameScreens } from '../gameScreens';
import { hasMessage, t } from '../../i18n';

export const tufScreens = gameScreens(tuf, {
  title: 'tuf.title',
  blurb: 'tuf.blurb',
  badge: 'TUF',
  color: 'var(--cube-red)',
  load: () => import('./TufScreen'),
  codeSummary: () => import('./TufScreen').then((m) => m.codeSummary),
  history: {
    fact(fact, value) {
      const key = `tuf.gameName.${value}`;
      return fact === 'game' && hasMessage(key) ? t(key) : null;
    },
  },
});
