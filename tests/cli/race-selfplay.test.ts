/**
 * `tuf selfplay` and `words selfplay`: a whole computer match on the race
 * table the screens use (src/games/race/runner.ts), on a fake clock, printed
 * as JSON whose moves replay through the engine.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import type { RaceSelfplayJson } from '../../src/cli/race';
import { defaultParams } from '../../src/games/tuf/matchParams';
import { matchEngine, matchRace } from '../../src/games/tuf/plugin';

const json = async (argv: string[]): Promise<RaceSelfplayJson> => {
  const r = await runCli(argv);
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as RaceSelfplayJson;
};

describe('race selfplay on the command line', () => {
  it('tuf selfplay: the moves replay to the totals and winners printed; the same seed plays the same match', async () => {
    const argv = ['tuf', 'selfplay', '--seed', 'cli-a', '--levels', 'hard,medium,easy', '--rounds', '2'];
    const out = await json(argv);
    expect(out.levels).toEqual(['hard', 'medium', 'easy']);
    let s = matchEngine.init({ ...defaultParams('1'), humans: 0, computers: ['hard', 'medium', 'easy'], rounds: 2 }, 'cli-a');
    for (const m of out.moves) s = matchEngine.apply(s, m);
    expect(s.phase).toBe('finished');
    expect(out.totals).toEqual(matchRace.totals(s));
    expect(out.winners).toEqual(matchRace.winners(s));
    expect(out.rounds).toHaveLength(2);
    expect(out.clockMs).toBeGreaterThan(0);
    expect(await json(argv)).toEqual(out);
  });

  it('words selfplay: a round between two computers ends, each seat with its points', async () => {
    const out = await json(['words', 'selfplay', '--seed', 'cli-w', '--players', '2', '--levels', 'hard']);
    expect(out.levels).toEqual(['hard', 'hard']);
    expect(out.moves[0]?.type).toBe('roll');
    expect(out.moves.at(-1)?.type).toBe('end');
    expect(out.totals).toHaveLength(2);
  });

  it('refuses what it cannot play, in words', async () => {
    expect((await runCli(['tuf', 'selfplay', '--levels', 'hard'])).code).toBe(2);
    expect((await runCli(['tuf', 'selfplay', '--seed', 'x', '--levels', 'hard,weird'])).stderr).toMatch(/not easy, medium or hard/);
    expect((await runCli(['words', 'selfplay', '--seed', 'x', '--players', '3', '--levels', 'hard,easy'])).stderr).toMatch(/1 or 3 levels/);
    expect((await runCli(['words', 'selfplay', '--seed', 'x', '--players', '5'])).code).toBe(2);
  });
});
