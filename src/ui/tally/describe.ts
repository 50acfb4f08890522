import { prettyText } from '../../games/tally/equation';
import { hintsOf, scoreRound, type TallyState } from '../../games/tally/round';
import type { HistoryRecord } from '../../storage';
import { t } from '../../i18n';

/** The resume title of a round and whether it is finished (module level: stable for usePersistentGame). */
export function describeRound(s: TallyState): { title: string; finished: boolean } {
  const names = s.players.map((p) => p.name).join(', ');
  return { title: t('tally.sessionTitle', { names: names || '…' }), finished: s.over };
}

/** The history record of a finished round (without its id and time): every sheet, with struck equations marked. */
export function roundHistory(s: TallyState, code: string): Omit<HistoryRecord, 'id' | 'finishedAt'> {
  const scored = scoreRound(s);
  return {
    game: 'tally',
    code,
    players: scored.map((x) => ({ name: x.player.name, score: x.total, ...(x.player.kind === 'bot' ? { computer: true } : {}) })),
    meta: {
      equations: scored.reduce((a, x) => a + x.entries.length, 0),
      board: s.board.join(''),
      hintsUsed: s.players.some((_, i) => hintsOf(s, i) > 0),
      // what the history screen opens to: every sheet, with struck equations marked
      sheets: scored.map((x) => ({ name: x.player.name, entries: x.entries.map((e) => ({ text: prettyText(e.text), points: e.points, struck: e.struck })) })),
    },
  };
}
