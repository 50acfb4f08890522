/** DiceCulus's screens (src/ui/games.ts): its tile, its screens, its END GAME SCOREs in the history. */
import { diceculus } from '../../games/diceculus/manifest';
import { gameScreens } from '../gameScreens';
import { formatNumber } from '../../i18n';

/** END GAME SCOREs, kept as exact numbers in the notation ("-3 7/2"): each written the local way. */
function endScores(value: string): string {
  return value
    .split(' ')
    .map((x) =>
      x.replace(
        /^(-?)(\d+)(?:\/(\d+))?$/,
        (_m, sign: string, n: string, d?: string) => `${sign ? '\u2212' : ''}${formatNumber(BigInt(n))}${d ? `/${formatNumber(BigInt(d))}` : ''}`,
      ),
    )
    .join(' · ');
}

export const diceculusScreens = gameScreens(diceculus, {
  title: 'diceculus.title',
  blurb: 'diceculus.blurb',
  badge: 'a+b',
  color: 'var(--cube-blue)',
  load: () => import('./DiceScreen'),
  history: { fact: (fact, value) => (fact === 'end' ? endScores(value) : null) },
});
