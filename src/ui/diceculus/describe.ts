import { R0, ratToNumber } from '../../core/exact';
import { scoreTable, type DiceState } from '../../games/diceculus/game';
import { endText } from '../../games/diceculus/scoring';
import type { HistoryRecord } from '../../storage';
import { t } from '../../i18n';

/** The resume title of a game and whether it is finished (module level: stable for usePersistentGame). */
export function describeGame(s: DiceState): { title: string; finished: boolean } {
  const names = s.players.map((p) => p.name).join(', ');
  return { title: t('diceculus.sessionTitle', { names: names || '…' }), finished: s.over };
}

/** The history record of a finished game (without its id and time): end scores to two decimals, the winners. */
export function gameHistory(s: DiceState, code: string): Omit<HistoryRecord, 'id' | 'finishedAt'> {
  const table = scoreTable(s);
  return {
    game: 'diceculus',
    code,
    players: s.players.map((p, i) => ({
      name: p.name,
      score: Math.round(ratToNumber(table.end?.[i] ?? R0) * 100) / 100,
      ...(p.kind === 'bot' ? { computer: true } : {}),
    })),
    meta: { winners: table.winners.map((w) => s.players[w]?.name ?? '').join(', '), end: (table.end ?? []).map(endText).join(' ') },
  };
}
