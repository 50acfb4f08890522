/**
 * Every game's engine by its id: the one place that says which games this
 * build can replay. Import checks and anything else that must replay a saved
 * game look engines up here, so a record of an unknown game is refused
 * instead of becoming a Continue button that cannot open. A new game adds
 * one line.
 */
import type { GameEngine } from '../core/engine';
import { diceculusEngine } from './diceculus/game';
import { mathable } from './mathable/engine';
import { tallyEngine } from './tally/round';
import { matchEngine } from './tuf/match';
import { wordsEngine } from './words/match';
import { rotaryEngine } from './words/rotary';

export type AnyEngine = GameEngine<unknown, unknown, unknown>;

/** Hides an engine's own types: what it returns is only ever fed back to the same engine. */
const erase = <P, S, M>(engine: GameEngine<P, S, M>): AnyEngine => engine as unknown as AnyEngine;

const ENGINES: readonly AnyEngine[] = [erase(matchEngine), erase(tallyEngine), erase(mathable), erase(diceculusEngine), erase(wordsEngine), erase(rotaryEngine)];

const byId = new Map<string, AnyEngine>(ENGINES.map((e) => [e.id, e]));

/** The engine that replays games with this id, or undefined for a game this build does not have. */
export function engineFor(id: string): AnyEngine | undefined {
  return byId.get(id);
}

export const gameIds: readonly string[] = ENGINES.map((e) => e.id);
