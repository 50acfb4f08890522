/** Words for a TUF words match shown in several screens: the resume title, default names, call names, a setup's summary. */
import { isSolitaire, seatCount, type WordsParams } from '../../games/words/params';
import type { WordsState } from '../../games/words/plugin';
import { t } from '../../i18n';
import { callWord } from '../race/words';

export function describeWords(state: WordsState): { title: string; finished: boolean } {
  const n = Math.max(1, state.rounds.length);
  const goal = state.params.goal;
  const title = goal !== undefined ? t('words.title.roundGoal', { n, goal }) : t('words.title.round', { n, total: state.params.rounds });
  return { title, finished: state.phase === 'finished' };
}

export function defaultNames(state: Pick<WordsState, 'seats'>): string[] {
  return state.seats.map((s, i) =>
    s.kind === 'computer' ? t('words.computerName', { level: t(`words.level.${s.level ?? 'easy'}`) }) : t('words.playerN', { n: i + 1 }),
  );
}

/** The names shown: the saved game's, else an older view's, else the defaults. */
export function seatNames(state: WordsState, fallback?: readonly string[]): string[] {
  return defaultNames(state).map((d, i) => state.names[i] ?? fallback?.[i] ?? d);
}

export const callLabel = (n: number): string => callWord('words', n);

export function wordsSummary(p: WordsParams): string {
  const seats = seatCount(p);
  if (p.rotary)
    return t('wordsrotary.summary', {
      seats: seats === 1 ? t('words.summarySolo') : t('words.summarySeats', { n: seats }),
      dict: t(`words.dict.${p.dict}`),
      n: p.rounds,
    });
  const who = seats === 1 || isSolitaire(p) ? t('words.summarySolo') : t('words.summarySeats', { n: seats });
  const dict = t(`words.dict.${p.dict}`);
  if (p.goal !== undefined) return t('words.summaryGoal', { seats: who, dict, goal: p.goal });
  return t('words.summary', { seats: who, dict, n: p.rounds });
}
