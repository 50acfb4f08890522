/** Mathable's screens (src/ui/games.ts): its tile, its screens, what a code holds, its turns in the history. */
import { mathable } from '../../games/mathable/manifest';
import { gameScreens } from '../gameScreens';
import { MathableHistoryDetail } from './HistoryDetail';

export const mathableScreens = gameScreens(mathable, {
  title: 'mathable.title',
  blurb: 'mathable.blurb',
  badge: '×÷',
  color: 'var(--cube-green)',
  load: () => import('./MathableScreen'),
  codeSummary: () => import('./MathableScreen').then((m) => m.codeSummary),
  history: { Detail: MathableHistoryDetail },
});
