/**
 * What a student's device hands in at the end of a lesson (and after each
 * round where the game has rounds), in data. Each game turns its finished
 * (or partly played) state into one; the result code carries it to the
 * teacher's class board. DOM-free.
 */

/** One round of a student's lesson (a game without rounds has one). */
export interface ClassRound {
  /** The points the game gave for it. */
  score: number;
  /** What the student declared (an equation, a crossword's words, a path, a value), as the game writes it; absent if nothing. */
  declared?: string;
  /** Milliseconds from the start of the round (the roll) to the student's correct call or declaration; absent if none. */
  ms?: number;
  /** Where the round's declaration is several answers (Tally Rally's equations, space-separated in `declared`): each one's time from the start, in the same order. */
  times?: number[];
}

export interface ClassResult {
  /** The lesson's key (`lessonKey`): a result belongs to exactly one lesson. */
  lesson: string;
  /** The game's manifest id. */
  game: string;
  /** The student's name, as they gave it. */
  name: string;
  /** A random id kept per device, so the same device handing in twice is seen, never counted twice. */
  device: string;
  /** Rounds played so far, in order. */
  rounds: ClassRound[];
  /** The game's total (not always the sum of rounds: each game says). */
  total: number;
  /** Hints used over the lesson. */
  hints: number;
  /** Whether the lesson was played to its end (false: handed in after a round). */
  finished: boolean;
}
