import type { TallyState } from '../../games/tally/round';
import { t } from '../i18n';

/** The resume title of a round and whether it is finished (module level: stable for usePersistentGame). */
export function describeRound(s: TallyState): { title: string; finished: boolean } {
  const names = s.players.map((p) => p.name).join(', ');
  return { title: t('tally.sessionTitle', { names: names || '…' }), finished: s.over };
}
