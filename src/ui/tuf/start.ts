/** Starting a saved TUF match: a fresh seed, the session, the players' names (a move of the saved game). */
import { matchEngine, type MatchParams } from '../../games/tuf/match';
import type { Store } from '../../storage';
import { createSession } from '../session';
import { describeTuf } from './labels';

/**
 * Creates a saved match and returns its id. Names chosen (null or blank keeps
 * a seat's default) are the game's first move, so results and history can
 * say who played.
 */
export async function startMatch(store: Store, params: MatchParams, seed: string, names: (string | null)[] | null, now = Date.now()): Promise<string> {
  const record = await createSession(store, matchEngine, params, seed, describeTuf, now);
  const chosen = names?.map((n) => (n === null || n.trim() === '' ? null : n.trim().slice(0, 24)));
  if (chosen && chosen.some((n) => n !== null)) {
    const move = { type: 'names' as const, names: chosen, at: now };
    matchEngine.apply(matchEngine.init(params, seed), move);
    await store.sessions.save({ ...record, moves: [move] });
  }
  return record.id;
}
