/** Words for a match shown in several screens: the resume title, default names, call names. */
import type { MatchState } from '../../games/tuf/plugin';
import { t } from '../../i18n';
import { callWord } from '../race/words';
import { matchGameName } from './constants';

/** Resume title for the home screen. */
export function describeTuf(state: MatchState): { title: string; finished: boolean } {
  const n = Math.max(1, state.rounds.length);
  return {
    title: `${t('tuf.title')} ${matchGameName(state.params)} · ${t('tuf.round', { n, total: state.params.rounds })}`,
    finished: state.phase === 'finished',
  };
}

export function defaultNames(state: MatchState): string[] {
  return state.seats.map((s, i) =>
    s.kind === 'computer' ? t('tuf.computerName', { level: t(`tuf.level.${s.level ?? 'easy'}`) }) : t('tuf.playerN', { n: i + 1 }),
  );
}

/**
 * The names shown for the seats: the saved game's names (a `names` move),
 * else names an older build kept in the screen state (`fallback`), else the
 * seat's default.
 */
export function seatNames(state: MatchState, fallback?: readonly string[]): string[] {
  const defaults = defaultNames(state);
  return defaults.map((d, i) => state.names[i] ?? fallback?.[i] ?? d);
}

/** TUF! TUFFER! TUFFEST! for the n-th call: the race's call words in TUF's catalogue. */
export function callLabel(n: number): string {
  return callWord('tuf', n);
}
