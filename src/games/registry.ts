/**
 * Every game of this build, in the home screen's order: the one list a new
 * game adds a line to (its screens add theirs to src/ui/games.ts). Import
 * checks and anything else that must replay a saved game look engines up
 * here, so a record of an unknown game is refused instead of becoming a
 * Continue button that cannot open; the command line and the benchmarks
 * read their games from it.
 */
import { diceculus } from './diceculus/manifest';
import type { AnyEngine, GameManifest } from './manifest';
import { mathable } from './mathable/manifest';
import { tally } from './tally/manifest';
import { tuf } from './tuf/manifest';
import { words } from './words/manifest';

export type { AnyEngine, GameManifest } from './manifest';

export const GAMES: readonly GameManifest[] = [tuf, tally, mathable, words, diceculus];

const byId = new Map<string, AnyEngine>(GAMES.flatMap((g) => g.engines.map((e) => [e.id, e] as const)));

/** The engine that replays games with this id, or undefined for a game this build does not have. */
export function engineFor(id: string): AnyEngine | undefined {
  return byId.get(id);
}

/** The game (its manifest) whose screens open saved games with this engine id. */
export function gameOf(engineId: string): GameManifest | undefined {
  return GAMES.find((g) => g.engines.some((e) => e.id === engineId));
}

/** Every engine id: each game's own, and the variations saved under their own ids. */
export const gameIds: readonly string[] = [...byId.keys()];
