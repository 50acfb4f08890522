/**
 * The best possible answer of each round of a lesson, from the game's own
 * solver in its worker (the same call its results screen makes): TUF's best
 * equation for the round's roll (the lesson's seed, the student's seat), TUF
 * words' best crossword for the round's 20 cubes (the race table; every
 * device of the lesson rolls the same hand), Tally Rally's longest equation
 * on the lesson's board; DiceCulus's most points the round's card gives with
 * the dice the student's seat rolls (drawn from the lesson's seed, the same on
 * every device), in hindsight, for stages I–III of a game won by the highest
 * score. Rotary and Mathable: none (their best depends on how the game went on
 * each device: the shared crossword, the board and racks).
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
import { cardFor, parseParams as parseDiceParams, roundsPerStage } from '../../games/diceculus/game';
import { cardById, type Stage } from '../../games/diceculus/cards';
import { diceAnswer } from '../../class/diceAnswer';
import { diceComputers, diceParams } from './start';
import { diceSolver } from '../diceculus/solver';

/**
 * Whether the board can show a best possible answer for this lesson: TUF, TUF words (not Rotary), Tally Rally and
 * DiceCulus won by the highest score; not TUF's preset constant cube scored by order, where any correct equation with
 * the symbol counts and only time ranks them, nor DiceCulus won by the lowest score or the fewest divisors (src/ui/class/bestNote.ts).
 */
export const knowsBest = (lesson: Pick<Lesson, 'game' | 'params'>): boolean =>
  (lesson.game === 'tuf' && !isOrderLesson(lesson)) ||
  lesson.game === 'tally' ||
  (lesson.game === 'words' && lesson.params.ro !== '1') ||
  (lesson.game === 'diceculus' && diceWonByHighest(lesson));

/** Whether a DiceCulus lesson is won by the highest END GAME SCORE (the rulebook's own rule), so more points are better. */
export function diceWonByHighest(lesson: Pick<Lesson, 'params'>): boolean {
  try {
    return parseDiceParams(diceParams(lesson.params)).win === 'highest';
  } catch {
    return false;
  }
}

/** DiceCulus: round i of a lesson (0-based, over the four stages) is round `index` of `stage`, on this card (null: past the game's end). */
export function diceRound(lesson: Pick<Lesson, 'params' | 'seed'>, i: number): { stage: Stage; index: number; card: string; faces: number } | null {
  const p = parseDiceParams(diceParams(lesson.params));
  const players = 1 + diceComputers(lesson.params).length;
  const per = roundsPerStage(p, players);
  const stage = Math.floor(i / per) + 1;
  if (i < 0 || stage > 4) return null;
  const index = i % per;
  return { stage: stage as Stage, index, card: cardFor(p, lesson.seed, stage as Stage, index).id, faces: p.faces };
}

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
  if (lesson.game === 'diceculus' && diceWonByHighest(lesson)) {
    const at = diceRound(lesson, round);
    // stage IV: a player's points go to the players they chose, so "more" is no better for them (the board says so)
    const ask = diceSolver().classBest;
    if (!at || at.stage === 4 || !ask) return null;
    // the student plays the lesson's first seat on every device (src/ui/class/start.ts), so the same dice
    const b = await ask(at.card, lesson.seed, at.faces, round, 0, signal);
    return b ? { score: b.points, text: diceAnswer(cardById(at.card)?.letters ?? Object.keys(b.values), b.values, b.points) } : null;
  }
  return null;
}
