/**
 * A race refusal in words: the game's own catalogue first
 * (`<game>.refuse.<code>`), then the race's (`race.refuse.<code>`), then what
 * `refusalText` finds (`common.refuse.<code>`).
 */
import type { Refusal } from '../../core/engine';
import { hasMessage, refusalText, t } from '../../i18n';

export function raceRefusalText(game: string, r: Refusal): string {
  for (const key of [`${game}.refuse.${r.code}`, `race.refuse.${r.code}`]) if (hasMessage(key)) return t(key, r.vars as Record<string, string | number>);
  return refusalText(game, r);
}
