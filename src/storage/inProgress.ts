/**
 * Games in progress that a code deals: opening a code again offers them
 * before a new game hides them (the one confirm step, src/ui/App.tsx).
 */
import { tryParseGameId } from '../core/gameId';
import type { SessionRecord } from './records';
import type { Store } from './store';

/** A code without what some codes carry after their seed (a DiceCulus game code's names, `seed|Ann|Bob`). */
const dealing = (code: string): string => code.trim().split('|')[0] ?? '';

/**
 * Games in progress on this device that a code deals, newest first: the same
 * game and seed, and the same value for every setting both codes name (a
 * saved game's code also names the settings left at their defaults). Opening
 * a code again offers these before a new game hides them.
 */
export async function inProgressFor(store: Store, code: string): Promise<SessionRecord[]> {
  const wanted = tryParseGameId(dealing(code));
  if (!wanted.ok) return [];
  const { game, params, seed } = wanted.id;
  const active = await store.sessions.listBy({ status: 'active' });
  return active.filter((s) => {
    const held = tryParseGameId(dealing(s.code));
    if (!held.ok || held.id.game !== game || held.id.seed !== seed) return false;
    return Object.keys(params).every((k) => !Object.hasOwn(held.id.params, k) || held.id.params[k] === params[k]);
  });
}
