/**
 * The hand plug-in: what a game brings to the race table. The race engine
 * (`engine.ts`) knows seats, rounds, calls, glasses, locking, challenges and
 * totals; the plug-in knows the cubes and the submissions. DOM-free.
 *
 * `P` the game's params (from its game id), `C` a rolled cube, `J` what
 * judging a submission says (at least `valid`).
 */
import type { Refusal } from '../../core/engine';
import type { Params } from '../../core/gameId';
import type { Call, Judgement, TableRules, Verdict } from './types';

/** A call's submission read against the seat's hand. */
export type ReadCall = { ok: true; submission: string; allCubes: boolean } | { ok: false; refusal: Refusal };

/** Order play: the hooks a plug-in whose table scores by the order of qualifying calls brings. */
export interface OrderPlay<P, C, J extends Judgement> {
  qualifies(params: P, hand: readonly C[], submission: string, judged: J): boolean;
  points(players: number, place: number): number;
}

/**
 * A plug-in states what its game is and what it changes at the table; the
 * optional hooks (`amends`, `callerBonus`, `order`) and the optional table
 * rules (`TableRules`: order, cutthroat, re-roll on error, hints, the end on
 * every cube) have defaults the engine applies when they are left out.
 */
export interface HandPlugin<P, C, J extends Judgement> {
  /** The game id's name ('tuf'); refusals are worded under `<id>.refuse.<code>` (race ones under `race.refuse.<code>`). */
  readonly id: string;
  parseParams(params: Params): P;
  formatParams(params: P): Params;
  /** How the table plays with these params: seats, rounds, glasses, solitaire, order play, cutthroat, challenges. */
  table(params: P): TableRules;

  /**
   * The hand seat `seat` rolls in round `round` (0-based), from the seed only.
   * `reroll` (1, 2, …) is the seat's re-roll after a TUF ERROR in that round
   * (tables with `rerollOnError`); 0 or absent is the round's first roll.
   */
  roll(params: P, seed: string, round: number, seat: number, reroll?: number): C[];

  /**
   * Reads a call: the submission in its stored (normal) text form and whether
   * it uses every cube of the hand, or a refusal (code + values) when it
   * cannot be called at all (unreadable, cubes not in the hand, not a
   * submission yet — e.g. no equals cube, or too few cubes in words).
   */
  readCall(params: P, hand: readonly C[], text: string): ReadCall;
  /** Reads what a seat has on the table when the round ends; null when it cannot count. */
  readLine(params: P, hand: readonly C[], text: string): string | null;
  /**
   * Judges a readable submission against the hand (never throws), with the
   * reference's verdict recorded in the move when there is one (TUF words:
   * the words the dictionary lacks; without it only cubes and shape count).
   */
  judge(params: P, hand: readonly C[], submission: string, verdict?: Verdict): J;
  /** The count a call claims (its value as if correct): what the next call must beat. */
  claim(params: P, hand: readonly C[], submission: string, judged: J): number;
  /** Points of a submission counted once (0 when not valid). */
  points(params: P, judged: J): number;
  /** Points of the final declarer's call from its claimed value and judgement (TUF: the value doubled; TUF words: its score + 8). */
  finalDeclarerPoints(params: P, value: number, judged: J): number;
  /**
   * Whether the players may replace a call's verdict `before` by `after`
   * (an `amend` move; TUF words: only by accepting more of the words the
   * dictionary lacks). Absent: calls are never amended (`noAmend`).
   */
  amends?(params: P, before: Verdict | undefined, after: Verdict): boolean;
  /** Competitive play: the TUF caller's (the round's first call's) bonus when that call is judged `judged` (TUF words: 8 when correct). Absent: none. */
  callerBonus?(params: P, judged: J): number;
  /** The challenger's points for a TUF ERROR on `call` (upheld: the call was wrong). */
  challengePoints(params: P, call: Call, upheld: boolean): number;
  /**
   * Order play (TUF's constant cube preset): which correct calls qualify
   * (TUF: those using the preset face) and the points of the `place`-th
   * (1-based) among `players` seats. Absent: the plug-in never plays in
   * order, whatever its table says.
   */
  order?: OrderPlay<P, C, J>;
  /**
   * A live lesson's one race across devices (`live.ts`): these params with `people` people, one a device, no
   * computers and one roll for every seat (TUF maths and TUF words: `humans`, `computers`, `sameRoll`). Absent: the
   * game is not raced live.
   */
  live?(params: P, people: number): P;
}
