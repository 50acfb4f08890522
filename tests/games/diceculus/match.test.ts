import { describe, expect, it } from 'vitest';
import { FakeClock, playOut } from '../../../src/core/runner';
import { DEFAULT_PARAMS, diceculusEngine as E, scoreTable, type DiceMove, type DiceState } from '../../../src/games/diceculus/game';
import { diceRunnerGame, diceStatus } from '../../../src/games/diceculus/match';
import { botMove } from '../../../workers/diceculus/bots';

function seated(seed: string): DiceState {
  let s = E.init({ ...DEFAULT_PARAMS, rounds: 1 }, seed);
  for (const m of [
    { t: 'join', name: 'Ada', bot: 'easy' },
    { t: 'join', name: 'Bo', bot: 'easy' },
    { t: 'join', name: 'Cy', bot: 'easy' },
    { t: 'start', cover: true },
  ] as DiceMove[])
    s = E.apply(s, m);
  return s;
}

describe('DiceCulus on the match runner', () => {
  it('a whole game of three computers runs on the fake clock, and its status is the score table', async () => {
    const clock = new FakeClock();
    const start = seated('runner1');
    const played = await playOut({ game: diceRunnerGame, state: start, computer: async (s) => botMove(s), clock });
    expect(played.state.over).toBe(true);
    expect(played.clockMs).toBeLessThan(1000);
    // the same moves replay to the same end
    let s = start;
    for (const m of played.moves) s = E.apply(s, m);
    expect(s).toEqual(played.state);
    const table = scoreTable(played.state);
    expect(played.status.winners).toEqual(table.winners);
    expect(played.status.players.map((p) => p.name)).toEqual(['Ada', 'Bo', 'Cy']);
    expect(played.status.players.every((p) => p.computer)).toBe(true);
    expect(played.status.rounds).toHaveLength(4);
    expect(played.status.rounds!.map((r) => r.length)).toEqual([3, 3, 3, 3]);
    expect(played.status.hintsUsed).toBe(0);
  });

  it('whose turn: the one seat nextAction names; none once over', () => {
    const s = seated('runner2');
    expect(diceRunnerGame.toAct(s)).toHaveLength(1);
    expect(diceRunnerGame.isComputer(s, 0)).toBe(true);
    expect(diceStatus(s).over).toBe(false);
    expect(diceStatus(s).winners).toEqual([]);
  });
});
