/** Tally Rally's screens (src/ui/games.ts): its tile, its screens, its sheets in the history. */
import { tally } from '../../games/tally/manifest';
import { gameScreens } from '../gameScreens';
import { TallyHistoryDetail } from './HistoryDetail';

export const tallyScreens = gameScreens(tally, {
  title: 'tally.title',
  blurb: 'tally.blurb',
  badge: '4×4',
  color: 'var(--cube-orange)',
  load: () => import('./TallyScreen'),
  history: { Detail: TallyHistoryDetail },
});
