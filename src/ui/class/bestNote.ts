/**
 * Why the class board sets no best possible answer beside the best each
 * student found, for the lessons where the game has no one best for the whole
 * class (said under "Rounds" on the board, so a teacher does not look for it);
 * for DiceCulus, what its best possible is and why stage IV has none.
 */
import { isOrderLesson } from '../../class/board';
import type { Lesson } from '../../class/lesson';
import type { MessageKey } from '../../i18n';
import { diceWonByHighest } from './bestPossible';

export function noBestReason(lesson: Pick<Lesson, 'game' | 'params'>): MessageKey | null {
  // Rotary: one crossword grows turn by turn from what each device's players laid, so each device's best differs
  if (lesson.game === 'words' && lesson.params.ro === '1') return 'board.noBest.rotary';
  // Mathable: the board and racks follow each device's own moves; the best move of a turn is only known on that device
  if (lesson.game === 'mathable') return 'board.noBest.mathable';
  // the preset constant cube scored by order: any correct equation with the symbol counts, and only time ranks them
  if (isOrderLesson(lesson)) return 'board.noBest.order';
  // DiceCulus: what its best possible is (the dice every student rolled), and why stage IV has none; none at all when more points are not better
  if (lesson.game === 'diceculus') return diceWonByHighest(lesson) ? 'board.noBest.diceStages' : 'board.noBest.diceWin';
  return null;
}
