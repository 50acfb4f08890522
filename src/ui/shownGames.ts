/**
 * Who follows the saved games the screens show (a small module of its own, so
 * the shell can follow them without loading the saved-game code): told when a
 * game is opened, and after each move once it is saved (`usePersistentGame`).
 */
import type { SessionRecord } from '../storage';

/**
 * Told each time a saved game is shown: when it is opened, and after each move is saved. `seat`: the device's seat
 * in `state` (a live lesson's class race, src/ui/race/useLiveRace.ts); absent: seat 0.
 */
export type GameShown = (record: SessionRecord, state: unknown, seat?: number) => void;
const listeners = new Set<GameShown>();

/**
 * Follows every saved game the screens show, whatever the game: the class
 * lesson's result (src/ui/class) is worked out from it. Returns the function
 * that stops following.
 */
export function watchShownGames(listener: GameShown): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function tellShown(record: SessionRecord, state: unknown, seat?: number): void {
  for (const listener of [...listeners]) listener(record, state, seat);
}
