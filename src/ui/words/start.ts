/** Starting a saved TUF words match: the session with the players' names as its first move. */
import { wordsEngine, type WordsParams } from '../../games/words/match';
import type { Store } from '../../storage';
import { createSession } from '../session';
import { describeWords } from './labels';

export async function startWords(store: Store, params: WordsParams, seed: string, names: (string | null)[] | null, now = Date.now()): Promise<string> {
  const chosen = names?.map((n) => (n === null || n.trim() === '' ? null : n.trim().slice(0, 24)));
  const moves = chosen && chosen.some((n) => n !== null) ? [{ type: 'names' as const, names: chosen, at: now }] : [];
  const record = await createSession(store, wordsEngine, params, seed, describeWords, { moves, now });
  return record.id;
}
