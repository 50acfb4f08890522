import { describe, expect, it } from 'vitest';
import { cli, selfplay } from '../../src/cli/mathable';
import { parseArgs, UsageError } from '../../src/cli/args';
import { apply, init } from '../../src/games/mathable/engine';
import { computerTurn } from '../../workers/mathable/computer';

describe('mathable selfplay', () => {
  const run = (argv: string[]) => cli.run('selfplay', parseArgs(argv, cli.options)) as Promise<Awaited<ReturnType<typeof selfplay>>['json']>;

  it("prints the issue's JSON shape", async () => {
    const out = await run(['--seed', 'S', '--players', '2', '--levels', 'hard,easy']);
    expect(Object.keys(out)).toEqual(['size', 'squares', 'start', 'turns', 'final']);
    expect(out.size).toBe(14);
    expect(out.squares).toHaveLength(60);
    expect(out.squares[0]).toEqual({ row: 0, col: 0, kind: '3x' });
    expect(out.start).toEqual([
      { row: 6, col: 6, tile: 1 },
      { row: 6, col: 7, tile: 2 },
      { row: 7, col: 6, tile: 3 },
      { row: 7, col: 7, tile: 4 },
    ]);
    for (const t of out.turns) {
      const keys = Object.keys(t).sort().join(',');
      expect(['placed,player,points', 'exchanged,player', 'pass,player']).toContain(keys);
    }
    expect(out.final.scores).toHaveLength(2);
    expect(out.final.racks).toHaveLength(2);
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });

  it('is the game the engine plays: replaying the turns gives the same scores', async () => {
    const { json, state } = await selfplay('replay', ['medium', 'hard', 'easy']);
    let total = [0, 0, 0];
    for (const t of json.turns) if ('points' in t) total[t.player]! += t.points;
    const penalties = json.final.racks.map((r) => r.reduce((a, b) => a + b, 0));
    total = total.map((v, i) => v - penalties[i]!);
    expect(json.final.scores).toEqual(total);
    expect(state.ended).not.toBeNull();
    // Placements are in the order made, and legal in that order.
    let s = init(state.params, 'replay');
    for (const t of json.turns) {
      expect(t.player).toBe(s.current);
      for (const m of computerTurn(s)) s = apply(s, m);
    }
    expect(s.log).toEqual(state.log);
  });

  it('is deterministic from the seed', async () => {
    expect(await run(['--seed', 'abc', '--players', '3'])).toEqual(await run(['--seed', 'abc', '--players', '3']));
  });

  it('refuses bad arguments with a usage error', () => {
    expect(() => run(['--players', '2'])).toThrow(UsageError);
    expect(() => run(['--seed', 'x', '--players', '5'])).toThrow(UsageError);
    expect(() => run(['--seed', 'x', '--levels', 'hard,weird'])).toThrow(/not easy, medium or hard/);
    expect(() => run(['--seed', 'x', '--players', '3', '--levels', 'hard,easy'])).toThrow(/1 or 3 levels/);
    expect(() => run(['--seed', 'x', '--colour', 'red'])).toThrow(/unknown option/);
    expect(() => run(['--seed', 'bad seed!'])).toThrow(UsageError);
  });
});
