/** Starting a saved TUF words match (or a Rotary game): the session with the players' names as its first move. */
import { wordsEngine } from '../../games/words/plugin';
import type { WordsParams } from '../../games/words/params';
import { rotaryEngine } from '../../games/words/rotary';
import type { Store } from '../../storage';
import { createSession } from '../session';
import { describeWords } from './labels';
import { describeRotary } from './rotaryLabels';

export async function startWords(store: Store, params: WordsParams, seed: string, names: (string | null)[] | null, now = Date.now()): Promise<string> {
  const chosen = names?.map((n) => (n === null || n.trim() === '' ? null : n.trim().slice(0, 24)));
  const moves = chosen?.some((n) => n !== null) ? [{ type: 'names' as const, names: chosen, at: now }] : [];
  // Rotary (`ro=1`) is its own engine: one shared crossword (its screen: Rotary.tsx)
  const record = params.rotary
    ? await createSession(store, rotaryEngine, params, seed, describeRotary, { moves, now })
    : await createSession(store, wordsEngine, params, seed, describeWords, { moves, now });
  return record.id;
}
