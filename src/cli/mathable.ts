/**
 * Mathable on the command line:
 *   npm run -s cli -- mathable selfplay --seed S --players 2 [--levels hard,easy] [--hide]
 * plays a whole game between computer players and prints it as JSON.
 */
import { UsageError, type Args } from './args';
import type { CliGame } from './run';
import { SIZE, START_TILES, specialSquares } from '../games/mathable/board';
import { LEVELS, apply, init, type Level, type MathableState } from '../games/mathable/engine';
import { computerTurn } from '../../workers/mathable/computer';
import { isSeed } from '../core/random';
import { playOut } from '../core/runner';
import { mathableRunnerGame } from '../games/mathable/match';

export interface SelfplayJson {
  size: number;
  squares: { row: number; col: number; kind: '2x' | '3x' | '+' | '-' | 'x' | '/' }[];
  start: { row: number; col: number; tile: number }[];
  turns: (
    | { player: number; placed: { row: number; col: number; tile: number }[]; points: number }
    | { player: number; exchanged: number[] }
    | { player: number; pass: true }
  )[];
  final: { scores: number[]; racks: number[][] };
}

const isLevel = (v: string): v is Level => (LEVELS as readonly string[]).includes(v);

/**
 * Plays a whole computer game from a seed, on the match runner the screens use
 * (src/core/runner), on a fake clock: the pauses between tiles cost no time.
 */
export async function selfplay(seed: string, levels: Level[], hiddenRacks = false, maxMoves = 20_000): Promise<{ json: SelfplayJson; state: MathableState }> {
  const start = init({ seats: levels.map((level) => ({ kind: 'computer', level })), hiddenRacks }, seed);
  let s = (await playOut({ game: mathableRunnerGame(800), state: start, computer: async (st) => computerTurn(st), maxMoves })).state;
  if (!s.ended) s = apply(s, { type: 'end' });
  const turns: SelfplayJson['turns'] = s.log.map((t) => {
    if ('placed' in t) return { player: t.player, placed: t.placed.map((p) => ({ row: p.row, col: p.col, tile: p.tile })), points: t.points };
    if ('exchanged' in t) return { player: t.player, exchanged: t.exchanged.slice() };
    return { player: t.player, pass: true };
  });
  return {
    state: s,
    json: {
      size: SIZE,
      squares: specialSquares(),
      start: START_TILES.map((t) => ({ ...t })),
      turns,
      final: { scores: s.ended ? s.ended.finalScores.slice() : s.scores.slice(), racks: s.racks.map((r) => r.slice()) },
    },
  };
}

export const cli: CliGame = {
  verbs: ['selfplay'],
  options: { seed: 'string', players: 'string', levels: 'string', hide: 'flag' },
  run(verb: string, args: Args): unknown {
    if (verb !== 'selfplay') throw new UsageError(`unknown verb ${verb}`);
    args.only('seed', 'players', 'levels', 'hide');
    const seed = args.need('seed');
    if (!isSeed(seed)) throw new UsageError('--seed takes letters, digits, - and _ (at most 32)');
    const players = args.int('players', 2, 2, 4);
    const levelText = args.get('levels');
    let levels: Level[];
    if (levelText === undefined || levelText === '') {
      levels = new Array<Level>(players).fill('medium');
    } else {
      const parts = levelText.split(',').map((x) => x.trim().toLowerCase());
      for (const p of parts) if (!isLevel(p)) throw new UsageError(`--levels: "${p}" is not easy, medium or hard`);
      if (parts.length !== 1 && parts.length !== players) throw new UsageError(`--levels needs 1 or ${players} levels, got ${parts.length}`);
      levels = parts.length === 1 ? new Array<Level>(players).fill(parts[0] as Level) : (parts as Level[]);
    }
    return selfplay(seed, levels, args.has('hide')).then((r) => r.json);
  },
};
