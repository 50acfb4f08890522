/**
 * A lesson: one game, its settings and a fixed seed, named by the teacher.
 * Every device that opens a lesson plays the same rolls, boards, tiles, cards
 * and dice, round after round, because the seed travels with it. DOM-free:
 * the screens, the command line (`class make`) and the tests share it.
 */
import { formatGameId, type GameId, type Params } from '../core/gameId';
import { codeCheck } from '../core/sharedCode';

export interface Lesson {
  /** The game's manifest id (`tuf`, `words`, `tally`, `mathable`, `diceculus`). */
  game: string;
  /** The game's own settings, as its game id writes them. */
  params: Params;
  /** The fixed seed every device of the lesson plays. */
  seed: string;
  /** The teacher's name for it ('' when unnamed). */
  name: string;
}

/** The game id every device of the lesson starts from. */
export function lessonGameId(lesson: Pick<Lesson, 'game' | 'params' | 'seed'>): GameId {
  return { game: lesson.game, params: lesson.params, seed: lesson.seed };
}

/**
 * A lesson's identity: a 5-letter check over its game id (game, settings, seed; not its name).
 * Results are signed against it, so a result from another lesson, or from the same game on
 * other rolls, is told apart.
 */
export function lessonKey(lesson: Pick<Lesson, 'game' | 'params' | 'seed'>): string {
  return codeCheck(`lesson/${formatGameId(lessonGameId(lesson))}`);
}
