/**
 * Words of the shared race screens come from the plug-in game's catalogue:
 * `<game>.<key>` (TUF says "last caller ×2", TUF words would say "+8").
 */
import { t, type MessageKey } from '../../i18n';

export function gameT(game: string, key: string, vars?: Record<string, string | number>): string {
  return t(`${game}.${key}` as MessageKey, vars);
}

/** TUF! TUFFER! TUFFEST! MORE TUFFEST! for the n-th call (0-based). */
export function callWord(game: string, n: number): string {
  return gameT(game, n === 0 ? 'call.0' : n === 1 ? 'call.1' : n === 2 ? 'call.2' : 'call.more');
}
