import type { DiceState } from '../../games/diceculus/game';
import { t } from '../i18n';

/** The resume title of a game and whether it is finished (module level: stable for usePersistentGame). */
export function describeGame(s: DiceState): { title: string; finished: boolean } {
  const names = s.players.map((p) => p.name).join(', ');
  return { title: t('diceculus.sessionTitle', { names: names || '…' }), finished: s.over };
}
