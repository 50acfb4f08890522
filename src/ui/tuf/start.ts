/** Starting a saved TUF match: a fresh seed, the session, the players' names. */
import { matchEngine, type MatchParams } from '../../games/tuf/match';
import type { Store } from '../../storage';
import { createSession } from '../session';
import { describeTuf } from './labels';

/** Creates a saved match (with the players' names as screen state) and returns its id. */
export async function startMatch(store: Store, params: MatchParams, seed: string, names: string[] | null): Promise<string> {
  const record = await createSession(store, matchEngine, params, seed, describeTuf);
  // On a full disk the store keeps the record in memory and the game screen says so: the game still starts.
  if (names) await store.sessions.save({ ...record, view: { round: -1, lines: [], names } }).catch(() => undefined);
  return record.id;
}
