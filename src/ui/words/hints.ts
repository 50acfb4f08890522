/**
 * TUF words' plug-in to the race games' hint ladders (`../race/hintLadder.ts`):
 * four steps (how long a word can go in, its first letter, the word, where it
 * goes), asked of the words solver with the crossword as it was when the step
 * was asked, each step's words adding to the last's.
 */
import { formatHand, parseGrid, runsOf, type Face } from '../../games/words';
import type { WordsParams } from '../../games/words/params';
import { t } from '../../i18n';
import { useHintLadders, type HintLadders, type HintTable } from '../race/hintLadder';
import { setupOf, type Hint, type WordsSolver } from './solver';

/** The top of a TUF words ladder: 1 the length, 2 the first letter, 3 the word, 4 where it goes. */
export const LAST_STEP = 4;

/**
 * Where the hinted word goes, as the board shows it: its first square in the crossword it was asked about (`have`, in
 * grid notation; row and column from the top-left of its squares in use, so negative before them), its way and letters.
 * The board marks these squares while it still holds that crossword.
 */
export interface HintSpot {
  row: number;
  col: number;
  dir: 'across' | 'down';
  word: string;
  have: string;
}

/**
 * Where the word goes, in words a child can follow without counting rows: the word on the board it crosses and at
 * which of its letters, or the word it makes longer, or that it goes beside the crossword. The squares are shown on
 * the board (`HintSpot`); these words are for a screen reader and for whoever reads rather than looks.
 */
function whereText(place: { row: number; col: number; dir: 'across' | 'down' }, word: string, have: string): string {
  const dir = t(place.dir === 'across' ? 'words.hint.across' : 'words.hint.down');
  const parsed = parseGrid(have);
  const grid = parsed.ok ? parsed.grid : [];
  const runs = runsOf(grid);
  const letters = [...word];
  let along: string | null = null;
  for (let i = 0; i < letters.length; i++) {
    const r = place.row + (place.dir === 'down' ? i : 0);
    const c = place.col + (place.dir === 'across' ? i : 0);
    if (!grid[r]?.[c]) continue;
    const through = runs.filter((run) => run.cells.some(([a, b]) => a === r && b === c));
    const crossing = through.find((run) => run.dir !== place.dir);
    if (crossing) {
      const k = crossing.cells.findIndex(([a, b]) => a === r && b === c) + 1;
      return t('words.hint.4', { dir, crossing: crossing.letters, k, letter: letters[i] ?? '' });
    }
    along ??= through.find((run) => run.dir === place.dir)?.letters ?? null;
  }
  return along ? t('words.hint.4.longer', { crossing: along }) : t('words.hint.4.beside', { dir });
}

/**
 * A solver's answer in the reader's words, every step up to `step` (`have`: the crossword it was asked about, grid
 * notation); `done` when no further step can help; `spot` at the last step, where the word goes on the board.
 */
export function hintWords(h: Hint | null, step: number, have = ''): { text: string; done: boolean; spot?: HintSpot } {
  if (!h) return { text: t('words.hint.none'), done: true };
  const parts = [t('words.hint.1', { n: h.length })];
  if (step >= 2) parts.push(t('words.hint.2', { letter: h.first }));
  if (step >= 3) parts.push(t('words.hint.3', { word: h.word }));
  if (step >= 4) {
    parts.push(h.place ? whereText(h.place, h.word, have) : t('words.hint.4.empty'));
    if (h.place && have !== '') return { text: parts.join(' '), done: true, spot: { ...h.place, word: h.word, have } };
  }
  return { text: parts.join(' '), done: step >= LAST_STEP };
}

/** The table as TUF words' ladders read it: the shared table, and the hands and settings its solver is asked about. */
export interface WordsHintTable extends HintTable {
  params: WordsParams;
  round: HintTable['round'] & { rolls: readonly (readonly Face[])[] };
}

/** Each person's TUF words hint ladder for the round on the table (`table` null: none). */
export function useWordsHints(solver: WordsSolver, table: WordsHintTable | null, seats: readonly number[]): HintLadders<HintSpot> {
  return useHintLadders<HintSpot>(
    table
      ? {
          game: 'words',
          last: LAST_STEP,
          words: (seat, step, have, signal) =>
            solver.hint(formatHand(table.round.rolls[seat] ?? []), have, setupOf(table.params), signal).then((h) => hintWords(h, step, have)),
        }
      : null,
    table,
    seats,
  );
}
