/**
 * The best possible answer of each round of a lesson, from the game's own
 * solver in its worker (the same call its results screen makes): TUF's best
 * equation for the round's roll (the lesson's seed, the student's seat), TUF
 * words' best crossword for the round's 20 cubes (the race table; every
 * device of the lesson rolls the same hand), Tally Rally's longest equation
 * on the lesson's board. Rotary, Mathable and DiceCulus: none (their best
 * depends on how the game went on each device: the shared crossword, the
 * board and racks, the dice).
 */
import { type BestPossible, isOrderLesson } from '../../class/board';
import type { Lesson } from '../../class/lesson';
import { formatBoard } from '../../games/tally/board';
import { initRound, tallyEngine } from '../../games/tally/round';
import { formatRoll } from '../../games/tuf';
import { parseMatchParams } from '../../games/tuf/matchParams';
import { rollFor } from '../../games/tuf/plugin';
import { tallySolver } from '../tally/solver';
import { tufSolver } from '../tuf/solver';
import { formatHand } from '../../games/words';
import { parseParams as parseWordsParams, setupOf } from '../../games/words/params';
import { rollFor as wordsRollFor } from '../../games/words/plugin';
import { wordsSolver } from '../words/solver';

/**
 * Whether the board can show a best possible answer for this lesson: TUF and Tally Rally; not TUF's preset constant
 * cube scored by order, where any correct equation with the symbol counts and only time ranks them.
 */
export const knowsBest = (lesson: Pick<Lesson, 'game' | 'params'>): boolean =>
  (lesson.game === 'tuf' && !isOrderLesson(lesson)) || lesson.game === 'tally' || (lesson.game === 'words' && lesson.params.ro !== '1');

export async function bestPossible(lesson: Lesson, round: number, signal: AbortSignal): Promise<BestPossible | null> {
  if (lesson.game === 'tuf') {
    const p = parseMatchParams(lesson.params);
    const roll = formatRoll(rollFor(p, lesson.seed, round, 0));
    const r = await tufSolver().best(p.game, roll, p.settings, signal);
    return r.equation ? { score: r.score, text: r.normal ?? r.equation } : null;
  }
  if (lesson.game === 'words') {
    const p = parseWordsParams(lesson.params);
    if (p.rotary) return null;
    const hand = formatHand(wordsRollFor(p, lesson.seed, round, 0));
    const r = await wordsSolver().best(hand, setupOf(p), undefined, signal);
    return r.cubes > 0 ? { score: r.score, text: r.words.map((w) => w.word).join(' ') } : null;
  }
  if (lesson.game === 'tally' && round === 0) {
    const state = initRound(tallyEngine.parseParams(lesson.params), lesson.seed);
    const l = await tallySolver().longest(formatBoard(state.board), 1500, signal);
    return l.equation ? { score: l.tiles, text: l.equation.text } : null;
  }
  return null;
}
