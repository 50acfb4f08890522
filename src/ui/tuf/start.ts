/** Starting a saved TUF match: a fresh seed, the session, the players' names. */
import { matchEngine, type MatchParams } from '../../games/tuf/match';
import type { Store } from '../../storage';
import { createSession } from '../session';
import { describeTuf } from './labels';

/** Creates a saved match (with the players' names as screen state) and returns its id. */
export async function startMatch(store: Store, params: MatchParams, seed: string, names: string[] | null): Promise<string> {
  const record = await createSession(store, matchEngine, params, seed, describeTuf);
  if (names) await store.sessions.save({ ...record, view: { round: -1, lines: [], names } });
  return record.id;
}
