/**
 * The games on the home screen, in order: each game's screens described once,
 * in `src/ui/<id>/manifest.ts` (its tile, its screens loaded lazily after
 * first paint, its code summary, its history view), on top of its DOM-free
 * manifest (src/games/<id>/manifest.ts). A new game adds one line here and
 * one to src/games/registry.ts; tests/ui/games.test.ts checks the two lists
 * agree. A game appears here only when it works.
 */
import type { GameEntry } from './gameScreens';
import { diceculusScreens } from './diceculus/manifest';
import { mathableScreens } from './mathable/manifest';
import { tallyScreens } from './tally/manifest';
import { tufScreens } from './tuf/manifest';
import { wordsScreens } from './words/manifest';

export type { GameEntry, GameScreenProps, GameScreens } from './gameScreens';

export const games: GameEntry[] = [tufScreens, tallyScreens, mathableScreens, wordsScreens, diceculusScreens];

export function findGame(id: string): GameEntry | undefined {
  return games.find((g) => g.id === id) ?? games.find((g) => g.plays.includes(id));
}
