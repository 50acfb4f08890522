/**
 * Words a failure for the screen. A refusal (a solver-bridge error such as
 * `solver.timeout`, an engine's or a reader's) goes the one way every refusal
 * is worded, `refusalText`: the game's catalogue, then `common.refuse.<code>`
 * (the bridge's codes live there). Any other error shows its message.
 */
import { refusalText } from '../../i18n';
import { refusalOfError } from '../../core/refusal';

/** `game`: whose refusal catalogue is looked in first (a bridge error is worded the same in every game). */
export function errorText(e: unknown, game = 'common'): string {
  const r = refusalOfError(e);
  if (r) return refusalText(game, r);
  return e instanceof Error ? e.message : String(e);
}
