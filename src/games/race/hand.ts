/**
 * What the race games' plug-ins (TUF maths, TUF words) share, written once:
 * the table rules every race table reads from its params (a plug-in states
 * only what it adds or sets otherwise), the seed of a seat's roll, and a live
 * lesson's one race across devices. DOM-free.
 */
import { subSeed } from '../../core/random';
import { seatsOf, type TableParams } from './params';
import { soloGlasses } from './timers';
import type { TableRules } from './types';

/**
 * The table rules of race params: the seats, rounds, glasses and solitaire minutes as set, and whether the table plays
 * solitaire; `changes` is what the game adds (whether TUF ERROR is called, and any of order play, cutthroat, re-rolls, hints, a goal…).
 */
export function raceTable(
  params: TableParams,
  solitaire: boolean,
  changes: Omit<TableRules, 'seats' | 'rounds' | 'timers' | 'solitaire' | 'soloGlasses'>,
): TableRules {
  return {
    seats: seatsOf(params),
    rounds: params.rounds,
    timers: params.timers,
    solitaire,
    soloGlasses: soloGlasses(params.soloMinutes),
    ...changes,
  };
}

/** The seed of a seat's roll in round `round` (0-based): the round's own when every seat rolls the same, else the seat's. */
export function rollSeed(params: { sameRoll: boolean }, seed: string, round: number, seat: number): string {
  return params.sameRoll ? subSeed(seed, 'round', round) : subSeed(seed, 'round', round, 'seat', seat);
}

/**
 * A live lesson's one race (`HandPlugin.live`): `people` people, one a device, every device on the lesson's roll (its
 * computers stay on devices playing alone).
 */
export const liveRace = <P extends Pick<TableParams, 'humans' | 'computers'> & { sameRoll: boolean }>(params: P, people: number): P => ({
  ...params,
  humans: people,
  computers: [],
  sameRoll: true,
});
