/**
 * TUF words' plug-in to the race games' hint ladders (`../race/hintLadder.ts`):
 * four steps (how long a word can go in, its first letter, the word, where it
 * goes), asked of the words solver with the crossword as it was when the step
 * was asked, each step's words adding to the last's.
 */
import { formatHand, type Face } from '../../games/words';
import type { WordsParams } from '../../games/words/params';
import { t } from '../../i18n';
import { useHintLadders, type HintLadders, type HintTable } from '../race/hintLadder';
import { setupOf, type Hint, type WordsSolver } from './solver';

/** The top of a TUF words ladder: 1 the length, 2 the first letter, 3 the word, 4 where it goes. */
export const LAST_STEP = 4;

/** A solver's answer in the reader's words, every step up to `step`; `done` when no further step can help. */
export function hintWords(h: Hint | null, step: number): { text: string; done: boolean } {
  if (!h) return { text: t('words.hint.none'), done: true };
  const parts = [t('words.hint.1', { n: h.length })];
  if (step >= 2) parts.push(t('words.hint.2', { letter: h.first }));
  if (step >= 3) parts.push(t('words.hint.3', { word: h.word }));
  if (step >= 4) {
    parts.push(
      h.place
        ? t('words.hint.4', { dir: t(h.place.dir === 'across' ? 'words.hint.across' : 'words.hint.down'), row: h.place.row + 1, col: h.place.col + 1 })
        : t('words.hint.4.empty'),
    );
  }
  return { text: parts.join(' '), done: step >= LAST_STEP };
}

/** The table as TUF words' ladders read it: the shared table, and the hands and settings its solver is asked about. */
export interface WordsHintTable extends HintTable {
  params: WordsParams;
  round: HintTable['round'] & { rolls: readonly (readonly Face[])[] };
}

/** Each person's TUF words hint ladder for the round on the table (`table` null: none). */
export function useWordsHints(solver: WordsSolver, table: WordsHintTable | null, seats: readonly number[]): HintLadders {
  return useHintLadders(
    table
      ? {
          game: 'words',
          last: LAST_STEP,
          words: (seat, step, have, signal) =>
            solver.hint(formatHand(table.round.rolls[seat] ?? []), have, setupOf(table.params), signal).then((h) => hintWords(h, step)),
        }
      : null,
    table,
    seats,
  );
}
