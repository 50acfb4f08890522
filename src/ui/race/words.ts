/**
 * Words of the shared race screens come from the plug-in game's catalogue:
 * `<game>.<key>` (TUF says "last caller ×2", TUF words would say "+8").
 * Typed: `gameT` takes only a key both race games' catalogues have, so the
 * compiler checks it exists for each (and in every language, since each
 * language's catalogue has the English keys).
 */
import { t, type AnyKey } from '../../i18n';

/** The race games, each with its own catalogue. */
export type RaceGame = 'tuf' | 'words';
/** Every catalogue the shared race screens read: the race games', and TUF words' rotary variant (its ready screen). */
export type TableGame = RaceGame | 'wordsrotary';

/** The keys under one game's catalogue (`<game>.<key>` → `<key>`). */
type KeysOf<G extends string> = AnyKey extends infer K ? (K extends `${G}.${infer R}` ? R : never) : never;
/** The keys every game in G has (the intersection of their catalogues' keys). */
export type SharedKey<G extends string> = (G extends string ? (k: KeysOf<G>) => void : never) extends (k: infer I) => void ? I & string : never;

/**
 * `<game>.<key>` in words. The key must be one every game `game` may be has:
 * the compiler checks it at each call (a key missing from one game's
 * catalogue, in any language, does not compile).
 */
export function gameT<G extends TableGame>(game: G, key: SharedKey<G>, vars?: Record<string, string | number>): string {
  // Sound by SharedKey's definition, checked at the call; a generic template cannot be checked here.
  return t(`${game}.${key}` as AnyKey, vars);
}

/** TUF! TUFFER! TUFFEST! MORE TUFFEST! for the n-th call (0-based). */
export function callWord(game: RaceGame, n: number): string {
  return gameT(game, n === 0 ? 'call.0' : n === 1 ? 'call.1' : n === 2 ? 'call.2' : 'call.more');
}
