import { describe, expect, it } from 'vitest';
import { FakeClock, playOut } from '../../../src/core/runner';
import { apply, init, type MathableMove } from '../../../src/games/mathable/engine';
import { mathableRunnerGame, mathableStatus } from '../../../src/games/mathable/match';
import { computerTurn } from '../../../workers/mathable/computer';

describe('Mathable on the match runner', () => {
  it("a whole game of two easy computers runs on the fake clock, each tile after the screen's pause", async () => {
    const start = init(
      {
        seats: [
          { kind: 'computer', level: 'easy' },
          { kind: 'computer', level: 'easy' },
        ],
        hiddenRacks: false,
      },
      'runner-m',
    );
    const clock = new FakeClock();
    const t0 = performance.now();
    const played = await playOut({ game: mathableRunnerGame(800), state: start, computer: async (s) => computerTurn(s), clock });
    const wall = performance.now() - t0;
    expect(played.state.ended).not.toBeNull();
    // the pauses students see: 800 ms before a move, 400 before "done"
    const pauses = played.moves.reduce((sum: number, m: MathableMove) => sum + (m.type === 'confirm' ? 400 : 800), 0);
    expect(played.clockMs).toBe(pauses);
    expect(played.clockMs).toBeGreaterThan(60_000);
    expect(wall).toBeLessThan(played.clockMs / 10);
    // the moves are the game: replayed, the same end
    let s = start;
    for (const m of played.moves) s = apply(s, m);
    expect(s).toEqual(played.state);
    expect(played.status).toEqual(mathableStatus(s));
    const best = Math.max(...s.ended!.finalScores);
    expect(played.status.winners.map((w) => s.ended!.finalScores[w])).toEqual(played.status.winners.map(() => best));
  });
});
