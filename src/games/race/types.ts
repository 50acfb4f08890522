/**
 * The shapes of a cube race (the table every TUF-box game shares): seats,
 * rounds, calls, plans of computer seats, round ends, challenges, and the
 * moves that make them. DOM-free. A hand plug-in (`plugin.ts`) gives them
 * their game: the cubes (`C`) and what judging a submission says (`J`).
 *
 * A `submission` is what a seat puts forward in its stored text form (an
 * equation in TUF, a crossword in TUF words). Saved games from before
 * 2026-11-28 called it `equation`; the saved-game migration
 * (`src/storage/migrate.ts`, schema 3) renames it as they are read.
 */
import type { TimerRun, TimerSegment } from '../../core/timer';

export type ComputerLevel = 'easy' | 'medium' | 'hard';
export const COMPUTER_LEVELS: readonly ComputerLevel[] = ['easy', 'medium', 'hard'];

/** The glass each call sets: standard red/yellow/blue, faster yellow/blue/blue, fastest blue for all. */
export type TimerPreset = 'std' | 'fast' | 'blue';
export const TIMER_PRESETS: readonly TimerPreset[] = ['std', 'fast', 'blue'];

export const MAX_SEATS = 4;

export interface SeatInfo {
  /**
   * `remote`: another device's player in a live lesson's class race, as the screens are shown it (`live.ts`'s
   * `seenFrom`): its calls are on the table, its cubes are on its own tablet. The engine's states hold people and
   * computers only.
   */
  kind: 'human' | 'computer' | 'remote';
  level?: ComputerLevel;
}

/**
 * What the device's reference said about a submission when the move was made,
 * recorded in the move so a replay needs no reference and a later update of
 * it never changes an old result (TUF words: the dictionary lives in a
 * worker). Plain data: named lists of short texts, e.g. `{ unknown: [...],
 * accepted: [...], proper: [...] }`; the plug-in gives the names their
 * meaning (`HandPlugin.judge`). Moves without one (every TUF move) are judged
 * without it. Bounds: `VERDICT_LIMITS`.
 */
export type Verdict = { readonly [part: string]: readonly string[] };
export const VERDICT_LIMITS = { keys: 6, items: 64, chars: 32 } as const;

export interface ComputerPlan {
  /** The submission the computer will call with (text form), or null when it found none. */
  submission: string | null;
  /** Milliseconds after the roll at which it calls. */
  delayMs: number;
  /** Whether it has called (or given up because its submission no longer beats the last call). */
  acted: boolean;
  /** The reference's verdict on the submission (absent in older saves and for plug-ins without one). */
  verdict?: Verdict;
  /**
   * Later calls (TUFFER!, TUFFEST!): bigger submissions after more work, each
   * `delayMs` of working time after the roll (hands-off time not counted);
   * see `computers.ts`. Absent in older saves: one call a round.
   */
  later?: PlanStage[];
  /** Which stage is pending: 0 (absent) the first, k the k-th of `later`. */
  stage?: number;
}

/** A computer's later call: its submission, when its work reaches it, and its verdict. */
export interface PlanStage {
  submission: string;
  delayMs: number;
  verdict?: Verdict;
}

/** The most later stages a plan carries. */
export const MAX_PLAN_STAGES = 20;

export interface Call {
  seat: number;
  /** The submission called with (text form). */
  submission: string;
  at: number;
  /** Cube value claimed (as if correct); what the next call must beat. */
  value: number;
  correct: boolean;
  /** Every cube the seat rolled is in the submission. */
  allCubes: boolean;
  /** Timer glass this call set. */
  color: TimerSegment['color'];
  /** The reference's verdict the call was judged with (absent: none given). */
  verdict?: Verdict;
  /** The seat's hand the call was made with: how many times it had re-rolled (absent: 0, the first roll). */
  reroll?: number;
  /** An upheld TUF ERROR struck the call (plug-ins whose table re-rolls on error): it no longer stands. */
  struck?: boolean;
}

/** What judging a submission says; a plug-in's judgement carries more (the TUF check). */
export interface Judgement {
  valid: boolean;
}

export interface SeatResult<J extends Judgement = Judgement> {
  seat: number;
  /** The submission that counts (the locked call for the final declarer), or null when none. */
  submission: string | null;
  check: J | null;
  finalDeclarer: boolean;
  /** Points from the submission, before challenges (the TUF caller's bonus included). */
  points: number;
  /** The part of `points` that is the TUF caller's bonus (absent when none). */
  callerBonus?: number;
  /** Order play: the seat's place among the qualifying calls (1 = first); absent when its call did not qualify or in other play. */
  place?: number;
}

export interface Challenge {
  by: number;
  /** Index of the challenged call in the round's calls. */
  call: number;
  upheld: boolean;
  /** The challenger's points. */
  points: number;
  at: number;
  /** The seat in error re-rolled and plays on with the time left (tables with `rerollOnError`). */
  reroll?: boolean;
}

/** `finish`: the people were done ("I'm done — finish the round") and the computers played out what they had at once. */
export type EndReason = 'time' | 'all-cubes' | 'all-done' | 'no-call' | 'finish';
export const END_REASONS: readonly EndReason[] = ['time', 'all-cubes', 'all-done', 'no-call', 'finish'];

export interface RoundState<C = unknown, J extends Judgement = Judgement> {
  index: number;
  rolls: C[][];
  startedAt: number;
  timer: TimerRun | null;
  calls: Call[];
  plans: (ComputerPlan | null)[];
  /** Solitaire and order play: seats that have locked their submission. */
  done: boolean[];
  end: { at: number; reason: EndReason; results: SeatResult<J>[] } | null;
  challenges: Challenge[];
  /** Hints asked for in this round (a hint used is a move, so results and result codes can say so). */
  hints: HintUsed[];
  /** How many times each seat re-rolled after a TUF ERROR (absent in older saves: none). */
  rerolls?: number[];
  /**
   * A person who had called said "I'm done — finish the round" while only
   * computers were left to act (a `finish` move): the people are locked, every
   * computer plan that would still have called before its glass ran out calls
   * at once, then the round ends (`finish`). Absent in older saves.
   */
  finish?: { seat: number; at: number };
}

export interface HintUsed {
  seat: number;
  /** Which hint of the plug-in's ladder (1 = the first, smallest help). */
  step: number;
  at: number;
  /**
   * The seat's arrangement in the game's notation when the hint was asked
   * (the move's optional `have`; absent in older saves and when nothing was
   * arranged), so a resumed screen asks its hint again exactly as it was asked.
   */
  have?: string;
  /** The seat's re-rolls when the hint was asked (absent: none): a hint about an earlier hand. */
  reroll?: number;
}

/** The most hint steps a plug-in may offer. */
export const MAX_HINT_STEP = 9;

export interface RaceState<P = unknown, C = unknown, J extends Judgement = Judgement> {
  params: P;
  seed: string;
  seats: SeatInfo[];
  rounds: RoundState<C, J>[];
  phase: 'ready' | 'playing' | 'review' | 'finished';
  lastAt: number;
  /**
   * The players' names, part of the saved game (a `names` move before the
   * first roll); null for a seat that keeps its default name (computers, and
   * every seat of a game saved before names were moves).
   */
  names: (string | null)[];
}

/** The longest name a seat takes. */
export const MAX_NAME = 24;

/**
 * Moves (plain data with a timestamp `at`):
 *   roll       start the next round: every seat's hand is rolled (from the seed)
 *   plan       a computer seat's submission for this round and when it calls
 *              (optional `later`: its TUFFER!/TUFFEST! stages)
 *   declare    a seat calls with its submission, which is locked from then on
 *   end        the round is over (time ran out, every cube used, everyone done,
 *              or nobody called); carries each seat's submission on the table
 *   challenge  "TUF ERROR" against a call
 *   names      the players' names (before the first roll; null keeps a seat's default)
 *   hint       a seat asked for a hint (step 1, 2, …) while the round is played
 *   finish     a person who has called is done and only computers are left to act:
 *              the computers call at once with what they would have called before
 *              the glass ran out, then the round ends (reason `finish`)
 *
 * `plan`, `declare` and `end` may carry the reference's verdict on their
 * submissions (`verdict`, per seat `verdicts` for `end`); see `Verdict`.
 *   amend      the players amend a standing call's verdict while the round is
 *              played ("accept anyway": TUF words), as far as the plug-in
 *              allows (`HandPlugin.amends`); the call is judged again
 */
export type RaceMove =
  | { type: 'roll'; at: number }
  | { type: 'plan'; seat: number; submission: string | null; delayMs: number; at: number; verdict?: Verdict; later?: PlanStage[] }
  | { type: 'declare'; seat: number; submission: string; at: number; verdict?: Verdict }
  | { type: 'end'; reason: EndReason; finals: (string | null)[]; at: number; verdicts?: (Verdict | null)[] }
  | { type: 'challenge'; by: number; call: number; at: number }
  | { type: 'names'; names: (string | null)[]; at: number }
  | { type: 'amend'; call: number; verdict: Verdict; at: number }
  | { type: 'hint'; seat: number; step: number; at: number; have?: string }
  | { type: 'finish'; seat: number; at: number };

/** How the table plays, read from a plug-in's params. */
export interface TableRules {
  seats: SeatInfo[];
  /** Rounds in the match. */
  rounds: number;
  timers: TimerPreset;
  /** Each seat plays its own hand against the clock: a call locks the seat ("I'm done"), no call to beat. */
  solitaire: boolean;
  /** The solitaire clock (glasses run one after another), started at the roll. */
  soloGlasses: TimerSegment[];
  /**
   * Every seat calls once; the first call starts the only glass; points by the
   * order of qualifying calls (`HandPlugin.order`). Absent: false.
   */
  order?: boolean;
  /** A bested caller drops to zero unless their final submission matches the count that beat them. Absent: false. */
  cutthroat?: boolean;
  /** TUF ERROR may be called against a call. */
  challenges: boolean;
  /**
   * An upheld TUF ERROR strikes the call and the seat in error re-rolls its
   * hand (`HandPlugin.roll` with the seat's re-roll count) and plays on with
   * the time left (TUF words). Absent or false: calls stand (TUF maths).
   */
  rerollOnError?: boolean;
  /** False: hints are switched off (a `hint` move is refused, `hintsOff`); absent or true: people may ask for them. */
  hints?: boolean;
  /**
   * What a call that uses every cube does (competitive play). Absent or true:
   * it ends the round and locks every seat (TUF maths: "until either a player
   * uses all his cubes or the allotted time interval runs out"). False: nobody
   * can beat it, but every other seat goes on arranging until the glass runs
   * out (TUF words: "all of Tuffer's opponents (including Tuf) may continue to
   * arrange their cubes"); in solitaire a seat alone who locks every cube still
   * ends its round so.
   */
  allCubesEnds?: boolean;
  /**
   * A point goal (TUF words: "once you have become familiar with the game you
   * can set a point goal"): the match is over when a round ends with a seat's
   * total at or past it; `rounds` is then the most rounds played. Absent: the
   * match plays its rounds.
   */
  goal?: number;
}
