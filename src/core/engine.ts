/**
 * The small interface every game engine follows (after Tatham's collection):
 * params chosen before a game, an immutable state, moves as plain data that
 * are checked and applied to give a new state. A saved game is
 * params + seed + moves, replayed on load.
 */
import type { Params } from './gameId';
import { refusal, RefusalError, type Refusal } from './refusal';

export { refusal, RefusalError, type Refusal, type RefusalVars } from './refusal';

/** An illegal move: carries its refusal (a code with values), never a sentence. */
export class IllegalMoveError extends RefusalError {
  override name = 'IllegalMoveError';
}

export interface GameEngine<P, S, M> {
  /** Short game name used in game ids and routes ('tuf', 'tally', …): each game's manifest lists its engines (src/games/registry.ts). */
  readonly id: string;
  /** Reads params from a game id; throws with a readable message when they are unusable. */
  parseParams(params: Params): P;
  formatParams(params: P): Params;
  /** The state at the start of a game, all randomness drawn from the seed. */
  init(params: P, seed: string): S;
  /** The state after a move; throws IllegalMoveError when the move is not allowed. */
  apply(state: S, move: M): S;
  /** Whether a plain-data value has the shape of a move (checked before replaying stored data). */
  isMove(value: unknown): value is M;
  /**
   * The scores a finished game's history record can hold under these params,
   * as the game's rules bound them: the largest size either way and how many
   * decimals (an import refuses anything else). Absent: whole numbers within
   * the import's general limit.
   */
  scoreLimit?(params: P): ScoreLimit;
}

/** What a finished game's score can be: |score| ≤ max, written with at most `decimals` decimals. */
export interface ScoreLimit {
  max: number;
  decimals: number;
}

/** Replays a stored move list; stops at the first move that no longer applies. */
export function replayMoves<P, S, M>(
  engine: GameEngine<P, S, M>,
  params: P,
  seed: string,
  moves: readonly unknown[],
): { state: S; applied: M[]; rejected: { index: number; refusal: Refusal } | null } {
  let state = engine.init(params, seed);
  const applied: M[] = [];
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    if (!engine.isMove(m)) return { state, applied, rejected: { index: i, refusal: refusal('unreadableMove') } };
    try {
      state = engine.apply(state, m);
      applied.push(m);
    } catch (e) {
      const why = e instanceof IllegalMoveError ? e.refusal : refusal('unreplayableMove');
      return { state, applied, rejected: { index: i, refusal: why } };
    }
  }
  return { state, applied, rejected: null };
}
