/** Starting a saved TUF match: a fresh seed, the session, the players' names. */
import { makeSeed } from '../../core/random';
import { matchEngine, type MatchParams } from '../../games/tuf/match';
import type { Store } from '../../storage';
import { createSession } from '../session';
import { describeTuf } from './labels';

/** A short random seed from the platform's randomness (seeds only deal rolls; the engine never draws randomness itself). */
export function newSeed(): string {
  const buf = new Uint32Array(1);
  return makeSeed(() => {
    globalThis.crypto.getRandomValues(buf);
    return (buf[0] as number) / 4294967296;
  });
}

/** Creates a saved match (with the players' names as screen state) and returns its id. */
export async function startMatch(store: Store, params: MatchParams, seed: string, names: string[] | null): Promise<string> {
  const record = await createSession(store, matchEngine, params, seed, describeTuf);
  if (names) await store.sessions.save({ ...record, view: { round: -1, lines: [], names } });
  return record.id;
}
