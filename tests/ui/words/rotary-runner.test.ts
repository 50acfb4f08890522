/**
 * Rotary on the match runner, no screen: a game of three computers runs from
 * the roll to its end on a fake clock (the computers' pauses, the opening
 * race, TUF ERRORs and passes as the screen plays them), with the real words
 * service answering.
 */
import { describe, expect, it } from 'vitest';
import { graphData } from '../../../src/build/words';
import { FakeClock, playOut } from '../../../src/core/runner';
import { WordGraph, type GraphName } from '../../../src/games/words';
import { defaultParams, type WordsParams } from '../../../src/games/words/params';
import { currentGame, layCorrect, rotaryEngine, rotaryOver } from '../../../src/games/words/rotary';
import { rotaryComputer, rotaryRunnerGame } from '../../../src/ui/words/rotaryRunner';
import type { WordsSolver } from '../../../src/ui/words/solver';
import { asRunnerComputer } from '../../../src/ui/runner';
import { createWordsService } from '../../../workers/words/service';

const graphs = new Map<GraphName, WordGraph>();
const service = createWordsService(async (name: GraphName) => {
  let g = graphs.get(name);
  if (!g) graphs.set(name, (g = new WordGraph(graphData(name))));
  return g;
});
const unused = async (): Promise<never> => {
  throw new Error('not used');
};
const solver: WordsSolver = { verdict: service.verdict, rotary: service.rotary, check: unused, best: unused, hint: unused, computer: unused };

describe('Rotary on the match runner', () => {
  it('a game of three computers: the opening race, turns after each computer’s pause, to the game’s end', async () => {
    const p: WordsParams = { ...defaultParams(), humans: 0, computers: ['easy', 'medium', 'hard'], rounds: 1 };
    const T0 = 1_700_000_000_000;
    const clock = new FakeClock(T0);
    const start = rotaryEngine.apply(rotaryEngine.init(p, 'runner-r'), { type: 'roll', at: T0 });
    const t0 = performance.now();
    const played = await playOut({ game: rotaryRunnerGame, state: start, computer: asRunnerComputer(rotaryComputer(() => solver)), clock });
    const wall = performance.now() - t0;
    const game = currentGame(played.state)!;
    expect(rotaryOver(played.state, game)).not.toBeNull();
    const lays = played.moves.filter((m) => m.type === 'lay');
    expect(lays.length).toBeGreaterThan(2);
    // each word as laid is correct by its verdict, and each move's time is the clock's when it was made
    game.lays.forEach((l, i) => expect(l.removed || layCorrect(played.state, game, i)).toBe(true));
    const times = played.moves.map((m) => (m as { at: number }).at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)).toBe(T0 + played.clockMs);
    // minutes of the table's time, played without waiting for them: a runner that slept the computers' pauses
    // would take the whole clock time; the searches themselves take seconds, more on a loaded machine (half the
    // clock leaves them room and still catches any real wait)
    expect(played.clockMs).toBeGreaterThan(30_000);
    expect(wall).toBeLessThan(played.clockMs / 2);
  }, 60_000);
});
