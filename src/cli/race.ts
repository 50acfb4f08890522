/**
 * What the race games' `selfplay` verbs share (TUF maths, TUF words): the
 * computer levels read from the command line, and a whole match played on
 * the match runner the screens use (src/games/race/runner.ts), on a fake
 * clock, printed as JSON.
 */
import { UsageError, type Args } from './args';
import { isSeed } from '../core/random';
import { playRace, type RaceComputer, type RaceQuestions } from '../games/race/runner';
import { COMPUTER_LEVELS, MAX_SEATS, type ComputerLevel, type Judgement, type RaceMove } from '../games/race/types';

export interface RaceSelfplayJson {
  seed: string;
  /** The seats' computer levels. */
  levels: ComputerLevel[];
  /** Every move, as a saved game keeps them (they replay through the engine). */
  moves: RaceMove[];
  /** Each round's points per seat. */
  rounds: number[][];
  totals: number[];
  winners: number[];
  /** The table's time the match took (the computers' thinking and the glasses), in ms. */
  clockMs: number;
}

/** `--seed S [--players N] [--levels a,b,…] [--rounds R]`: the seed, each seat's level and the rounds. */
export function readSelfplay(args: Args, defaultRounds: number): { seed: string; levels: ComputerLevel[]; rounds: number } {
  const seed = args.need('seed');
  if (!isSeed(seed)) throw new UsageError('--seed takes letters, digits, - and _ (at most 32)');
  const text = args.get('levels');
  const parts = text === undefined || text === '' ? [] : text.split(',').map((x) => x.trim().toLowerCase());
  for (const p of parts) if (!(COMPUTER_LEVELS as readonly string[]).includes(p)) throw new UsageError(`--levels: "${p}" is not easy, medium or hard`);
  // without --players, one seat per level given (two when none is)
  const players = args.int('players', parts.length > 1 ? parts.length : 2, 1, MAX_SEATS);
  if (parts.length > 1 && parts.length !== players) throw new UsageError(`--levels needs 1 or ${players} levels, got ${parts.length}`);
  const levels = parts.length > 1 ? (parts as ComputerLevel[]) : new Array<ComputerLevel>(players).fill((parts[0] ?? 'medium') as ComputerLevel);
  return { seed, levels, rounds: args.int('rounds', defaultRounds, 1, 20) };
}

/** A whole computer match of a race game, played on the runner on a fake clock. */
export async function raceSelfplay<P, C, J extends Judgement>(
  race: RaceQuestions<P, C, J>,
  params: P,
  seed: string,
  levels: ComputerLevel[],
  computer: RaceComputer<P, C, J>,
): Promise<RaceSelfplayJson> {
  const played = await playRace({ race, params, seed, computer });
  return {
    seed,
    levels,
    moves: played.moves,
    rounds: played.status.rounds ?? [],
    totals: played.status.players.map((p) => p.score),
    winners: played.status.winners,
    clockMs: played.clockMs,
  };
}
