/**
 * A move list with undo and redo over immutable states.
 *
 * The saved form of a game is its id plus `moves.slice(0, cursor)`: replaying
 * them from the initial state gives the current state again.
 */

export interface History<M> {
  readonly moves: readonly M[];
  /** How many moves are in effect; moves after it can be redone. */
  readonly cursor: number;
}

export const emptyHistory = <M>(): History<M> => ({ moves: [], cursor: 0 });

export function record<M>(h: History<M>, move: M): History<M> {
  return { moves: [...h.moves.slice(0, h.cursor), move], cursor: h.cursor + 1 };
}

export const canUndo = (h: History<unknown>): boolean => h.cursor > 0;
export const canRedo = (h: History<unknown>): boolean => h.cursor < h.moves.length;

export function undo<M>(h: History<M>): History<M> {
  return canUndo(h) ? { moves: h.moves, cursor: h.cursor - 1 } : h;
}

export function redo<M>(h: History<M>): History<M> {
  return canRedo(h) ? { moves: h.moves, cursor: h.cursor + 1 } : h;
}

export function applied<M>(h: History<M>): readonly M[] {
  return h.moves.slice(0, h.cursor);
}

/** Replays the moves in effect from an initial state. */
export function replay<S, M>(initial: S, h: History<M>, apply: (state: S, move: M) => S): S {
  let s = initial;
  for (const m of applied(h)) s = apply(s, m);
  return s;
}
