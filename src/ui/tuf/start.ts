/** Starting a saved TUF match: a fresh seed, the session, the players' names (a move of the saved game). */
import { matchEngine } from '../../games/tuf/plugin';
import type { MatchParams } from '../../games/tuf/matchParams';
import type { Store } from '../../storage';
import { createSession } from '../session';
import { describeTuf } from './labels';

/**
 * Creates a saved match and returns its id. Names chosen (null or blank keeps
 * a seat's default) are the game's first move, so results and history can
 * say who played.
 */
export async function startMatch(store: Store, params: MatchParams, seed: string, names: (string | null)[] | null, now = Date.now()): Promise<string> {
  const chosen = names?.map((n) => (n === null || n.trim() === '' ? null : n.trim().slice(0, 24)));
  const moves = chosen?.some((n) => n !== null) ? [{ type: 'names' as const, names: chosen, at: now }] : [];
  // On a full disk the store keeps the record in memory and the game screen says so: the game still starts.
  const record = await createSession(store, matchEngine, params, seed, describeTuf, { moves, now });
  return record.id;
}
