/**
 * One game as every part of the app that has no page knows it: the import
 * checks and saved-game replays (its engines), the command line and the
 * benchmarks (its id), the history's summary of a finished game (its facts).
 * Each game has one, `src/games/<id>/manifest.ts`, listed once in
 * `src/games/registry.ts`; its screens have their own manifest beside them
 * (`src/ui/<id>/manifest.ts`, listed once in `src/ui/games.ts`), which points
 * back to this one. DOM-free: the command line reads it without Preact.
 *
 * By its id, a game also has, in its own files:
 * - its command-line verbs: `src/cli/<id>.ts` exporting `cli` (`npm run -s cli -- <id> <verb>`);
 * - its benchmark: `src/cli/bench/<id>.ts` exporting `bench` (`npm run bench -- <id>`);
 * - its catalogue: `src/i18n/<language>/<id>.ts` in each language (keys `<id>.…`, its guided round's `guide.<id>.…`),
 *   spread in each language's index.ts (the compiler checks every language has every key);
 * - its worker and solver: `workers/<id>.worker.ts`, reached from its screens through `src/ui/<id>/solver.ts`.
 * tests/games/manifests.test.ts checks that every game listed has them.
 */
import type { GameEngine } from '../core/engine';

export type AnyEngine = GameEngine<unknown, unknown, unknown>;

/** Hides an engine's own types: what it returns is only ever fed back to the same engine. */
export const erase = <P, S, M>(engine: GameEngine<P, S, M>): AnyEngine => engine as unknown as AnyEngine;

/** The facts of a finished game's history record (keys of its `meta`) that the history can show, each with its words (`history.fact.<fact>`). */
export const HISTORY_FACTS = ['game', 'dict', 'rounds', 'hintsUsed', 'winners', 'end'] as const;
export type HistoryFact = (typeof HISTORY_FACTS)[number];

export interface GameManifest {
  /** The game's id: its route (`#/<id>/…`), its catalogue's prefix, its history records, its command-line and benchmark modules. */
  readonly id: string;
  /**
   * The engines that replay its saved games (each reads its own params from a game code: `parseParams`): the game's
   * own first, then any variation saved under its own id (TUF words: `wordsrotary`), which opens in the same screens.
   */
  readonly engines: readonly [AnyEngine, ...AnyEngine[]];
  /** Its result summary: which facts of its history records the history shows (in this order) when it has no detail view of its own. */
  readonly facts: readonly HistoryFact[];
}
