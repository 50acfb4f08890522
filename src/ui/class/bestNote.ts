/**
 * Why the class board sets no best possible answer beside the best each
 * student found, for the lessons where the game has no one best for the whole
 * class (said under "Rounds" on the board, so a teacher does not look for it).
 */
import { isOrderLesson } from '../../class/board';
import type { Lesson } from '../../class/lesson';
import type { MessageKey } from '../../i18n';

export function noBestReason(lesson: Pick<Lesson, 'game' | 'params'>): MessageKey | null {
  // Rotary: one crossword grows turn by turn from what each device's players laid, so each device's best differs
  if (lesson.game === 'words' && lesson.params.ro === '1') return 'board.noBest.rotary';
  // Mathable: the board and racks follow each device's own moves; the best move of a turn is only known on that device
  if (lesson.game === 'mathable') return 'board.noBest.mathable';
  // the preset constant cube scored by order: any correct equation with the symbol counts, and only time ranks them
  if (isOrderLesson(lesson)) return 'board.noBest.order';
  return null;
}
