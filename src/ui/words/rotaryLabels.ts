/** Words for a Rotary game shown in several screens: the resume title and the players' names. */
import type { RotaryState } from '../../games/words/rotary';
import { t } from '../i18n';
import { defaultNames } from './labels';

export function describeRotary(state: RotaryState): { title: string; finished: boolean } {
  return { title: t('wordsrotary.describe', { n: Math.max(1, state.games.length), total: state.params.rounds }), finished: state.phase === 'finished' };
}

/** The names shown: the saved game's, else the defaults (Player 1, Computer (hard)…). */
export function rotaryNames(state: Pick<RotaryState, 'seats' | 'names'>): string[] {
  return defaultNames(state).map((d, i) => state.names[i] ?? d);
}
