/**
 * What a game's screens say of it beside its DOM-free manifest
 * (src/games/manifest.ts): `src/ui/<id>/manifest.ts` exports one, made with
 * `gameScreens`, and src/ui/games.ts lists it.
 */
import type { ComponentType } from 'preact';
import type { GameManifest, HistoryFact } from '../games/manifest';
import { hasMessage, t, type MessageKey } from '../i18n';

export interface GameScreenProps {
  /** The route parts after the game's id: [], ['play', sessionId], ['code', code], … */
  route: string[];
}

/** What a game's screens say of it beside its DOM-free manifest. */
export interface GameScreens {
  title: MessageKey;
  blurb: MessageKey;
  /** Two or three letters drawn on the game's tile. */
  badge: string;
  /** CSS colour (a theme variable) for the tile. */
  color: string;
  /** Its screens (everything under `#/<id>/…`), loaded when first opened. */
  load: () => Promise<{ default: ComponentType<GameScreenProps> }>;
  /**
   * For games whose `#/<id>/code/<code>` route would start (and save) a game
   * at once: what a code holds, in one line, or null when the game's own code
   * screen asks anyway (or explains a bad code). The shell shows it and waits
   * for a tap on Start before the game sees the route. Loaded with the game.
   */
  codeSummary?: () => Promise<(code: string) => string | null>;
  /** How the history shows a finished game of it. */
  history?: {
    /** Its own view of a record's `meta` (Tally's sheets, Mathable's turns); absent: the facts its DOM-free manifest names. */
    Detail?: ComponentType<{ meta: Record<string, unknown> }>;
    /** A fact's value in words where the game names it (TUF's game names, the dictionaries); null: as it is. */
    fact?(fact: HistoryFact, value: string): string | null;
  };
}

export interface GameEntry extends GameScreens {
  id: string;
  game: GameManifest;
  /** Other engine ids whose saved games open in this game's screens (TUF words: `wordsrotary`). */
  plays: readonly string[];
}

/** A game's screens on top of its DOM-free manifest: what `src/ui/<id>/manifest.ts` exports. */
export function gameScreens(game: GameManifest, screens: GameScreens): GameEntry {
  return { ...screens, id: game.id, game, plays: game.engines.slice(1).map((e) => e.id) };
}

/**
 * A `history.fact` that names one fact's values from the catalogue (`<prefix><value>`, TUF's `tuf.gameName.1c-b`), and
 * leaves a value the catalogue has no name for as it is.
 */
export function namedFact(which: HistoryFact, prefix: string): NonNullable<GameScreens['history']>['fact'] {
  return (fact, value) => {
    const key = `${prefix}${value}`;
    return fact === which && hasMessage(key) ? t(key) : null;
  };
}
