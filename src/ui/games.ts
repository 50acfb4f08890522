/**
 * The games on the home screen, in order. A game appears here only when it
 * works; its screens load lazily after first paint.
 */
import type { ComponentType } from 'preact';
import type { MessageKey } from '../i18n';

export interface GameScreenProps {
  /** The route parts after the game's id: [], ['play', sessionId], ['code', code], … */
  route: string[];
}

export interface GameEntry {
  id: string;
  title: MessageKey;
  blurb: MessageKey;
  /** Two or three letters drawn on the game's tile. */
  badge: string;
  /** CSS colour (a theme variable) for the tile. */
  color: string;
  load: () => Promise<{ default: ComponentType<GameScreenProps> }>;
  /**
   * For games whose `#/<id>/code/<code>` route would start (and save) a game
   * at once: what a code holds, in one line, or null when the game's own code
   * screen asks anyway (or explains a bad code). The shell shows it and waits
   * for a tap on Start before the game sees the route. Loaded with the game.
   */
  codeSummary?: () => Promise<(code: string) => string | null>;
  /** Other engine ids whose saved games open in this game's screens (TUF words: `wordsrotary`). */
  plays?: readonly string[];
}

export const games: GameEntry[] = [
  { id: 'tuf', title: 'tuf.title', blurb: 'tuf.blurb', badge: 'TUF', color: 'var(--cube-red)', load: () => import('./tuf/TufScreen'), codeSummary: () => import('./tuf/TufScreen').then((m) => m.codeSummary) },
  { id: 'tally', title: 'tally.title', blurb: 'tally.blurb', badge: '4×4', color: 'var(--cube-orange)', load: () => import('./tally/TallyScreen') },
  { id: 'mathable', title: 'mathable.title', blurb: 'mathable.blurb', badge: '×÷', color: 'var(--cube-green)', load: () => import('./mathable/MathableScreen'), codeSummary: () => import('./mathable/MathableScreen').then((m) => m.codeSummary) },
  { id: 'words', title: 'words.title', blurb: 'words.blurb', badge: 'Aa', color: '#9a6a00', load: () => import('./words/WordsScreen'), codeSummary: () => import('./words/WordsScreen').then((m) => m.codeSummary), plays: ['wordsrotary'] },
  { id: 'diceculus', title: 'diceculus.title', blurb: 'diceculus.blurb', badge: 'a+b', color: 'var(--cube-blue)', load: () => import('./diceculus/DiceScreen') },
];

export function findGame(id: string): GameEntry | undefined {
  return games.find((g) => g.id === id) ?? games.find((g) => g.plays?.includes(id));
}
