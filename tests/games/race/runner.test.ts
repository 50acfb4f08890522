/**
 * The race table on the match runner (src/games/race/runner.ts), no screen:
 * whole computer matches of TUF maths and TUF words on a fake clock (minutes
 * of the table's time in well under a second of the test's), and the pacing
 * students see — a computer's call held on the table before the round ends
 * after it, the hurried calls after "I'm done" one after another, a plan
 * asked once per hand — with the toy plug-in (./toy.ts).
 */
import { describe, expect, it } from 'vitest';
import { createRunner, FakeClock } from '../../../src/core/runner';
import { createRace, currentRound } from '../../../src/games/race/engine';
import { CALL_HOLD_MS, FINISH_STEP_MS, playRace, raceTable, type RacePlan } from '../../../src/games/race/runner';
import type { RaceMove } from '../../../src/games/race/types';
import { defaultParams, type MatchParams } from '../../../src/games/tuf/matchParams';
import { matchEngine, matchRace } from '../../../src/games/tuf/plugin';
import { defaultParams as wordsDefaults, type WordsParams } from '../../../src/games/words/params';
import { wordsEngine, wordsRace } from '../../../src/games/words/plugin';
import { tufCliComputer } from '../../../src/cli/tuf';
import { wordsCliComputer } from '../../../src/cli/words';
import { toyPlugin, type ToyParams, type ToyState } from './toy';

const T0 = 1_700_000_000_000;
const S = 1000;

describe('whole computer matches on a fake clock', () => {
  it('TUF maths: two rounds between a hard and an easy computer, replayed by the engine to the same end', async () => {
    const params: MatchParams = { ...defaultParams('1'), humans: 0, computers: ['hard', 'easy'], rounds: 2 };
    const t0 = performance.now();
    const played = await playRace({ race: matchRace, params, seed: 'runner-tuf', computer: tufCliComputer, clock: new FakeClock(T0) });
    const wall = performance.now() - t0;
    expect(played.state.phase).toBe('finished');
    expect(played.moves.filter((m) => m.type === 'end')).toHaveLength(2);
    expect(played.moves.filter((m) => m.type === 'plan')).toHaveLength(4);
    let s = matchEngine.init(params, 'runner-tuf');
    for (const m of played.moves) s = matchEngine.apply(s, m);
    expect(s).toEqual(played.state);
    expect(played.status.players.map((p) => p.score)).toEqual(matchRace.totals(s));
    expect(played.status.rounds).toEqual(s.rounds.map((r) => matchRace.roundPoints(s, r)));
    expect(played.status.winners).toEqual(matchRace.winners(s));
    // each move's time is the clock's, never going back
    const times = played.moves.map((m) => m.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // a minute and more of the table's time: none of it waited for, the solvers' own work alone
    expect(played.clockMs).toBeGreaterThan(60 * S);
    expect(wall).toBeLessThan(played.clockMs / 20);
  });

  it('TUF words: a round between a hard and a medium computer, replayed by the engine to the same end', async () => {
    const params: WordsParams = { ...wordsDefaults(), humans: 0, computers: ['hard', 'medium'], rounds: 1 };
    // the dictionaries load once (not the match's time)
    const rolled = wordsEngine.apply(wordsEngine.init(params, 'w'), { type: 'roll', at: T0 });
    await wordsCliComputer.verdict?.(rolled, currentRound(rolled)!, 0, 'C A T', new AbortController().signal);
    const t0 = performance.now();
    const played = await playRace({ race: wordsRace, params, seed: 'runner-words', computer: wordsCliComputer, clock: new FakeClock(T0) });
    const wall = performance.now() - t0;
    expect(played.state.phase).toBe('finished');
    const types = played.moves.map((m) => m.type);
    expect(types.slice(0, 3)).toEqual(['roll', 'plan', 'plan']);
    expect(types.at(-1)).toBe('end');
    expect(types).toContain('declare');
    let s = wordsEngine.init(params, 'runner-words');
    for (const m of played.moves) s = wordsEngine.apply(s, m);
    expect(s).toEqual(played.state);
    expect(played.status.players.map((p) => p.score)).toEqual(wordsRace.totals(s));
    expect(played.clockMs).toBeGreaterThan(60 * S);
    expect(wall).toBeLessThan(played.clockMs / 20);
  });
});

describe('the pacing students see, on the runner', () => {
  const race = createRace(toyPlugin(['CATDOG']));

  /** A toy table on a runner; each move kept with the clock's time when it was kept. */
  function table(kinds: string, plans: Record<number, RacePlan>) {
    const clock = new FakeClock(T0);
    const asked: number[] = [];
    const t = raceTable({
      race,
      clock,
      computer: () => ({
        plan: async (_s, _r, seat) => {
          asked.push(seat);
          return plans[seat] ?? { submission: null, delayMs: 0 };
        },
      }),
      peopleTable: () => ['DOG AT'],
    });
    const kept: { move: RaceMove; clock: number }[] = [];
    const runner = createRunner({
      game: t.game,
      clock,
      computer: t.computer,
      commit: async (move) => {
        kept.push({ move, clock: clock.now() });
        return { ok: true };
      },
    });
    const p: ToyParams = { kinds, solo: false };
    let s: ToyState = race.init(p, 'x');
    s = race.apply(s, { type: 'roll', at: T0 });
    runner.show(s, 1);
    return { clock, runner, kept, asked };
  }

  it('a computer’s call that uses every cube stays on the table 4 s before the round ends', async () => {
    const { clock, runner, kept, asked } = table('hc', { 1: { submission: 'CAT DOG', delayMs: 30 * S } });
    await clock.advance(29 * S);
    expect(kept.map((k) => k.move.type)).toEqual(['plan']);
    await clock.advance(S);
    expect(kept.map((k) => [k.move.type, k.clock - T0])).toEqual([
      ['plan', 0],
      ['declare', 30 * S],
    ]);
    await clock.advance(CALL_HOLD_MS - 1);
    expect(kept).toHaveLength(2);
    await clock.advance(1);
    const end = kept[2];
    expect(end?.clock).toBe(T0 + 30 * S + CALL_HOLD_MS);
    // the end carries the person's arrangement and is dated at the call (the round ended on it)
    expect(end?.move).toEqual({ type: 'end', reason: 'all-cubes', finals: ['DOG AT', null], at: T0 + 30 * S });
    expect(asked).toEqual([1]);
    runner.dispose();
  });

  it('after “I’m done” the computers call one after another, 1.5 s apart, then the round ends 4 s after the last call', async () => {
    const { clock, runner, kept } = table('hcc', {
      1: { submission: 'CAT', delayMs: 100 * S },
      2: { submission: 'CAT DOG', delayMs: 120 * S },
    });
    await clock.advance(10 * S);
    expect((await runner.move({ type: 'declare', seat: 0, submission: 'AT', at: T0 + 10 * S })).ok).toBe(false);
    // the toy needs a majority of the hand: DOG AT (5 of 6)
    expect((await runner.move({ type: 'declare', seat: 0, submission: 'DOG AT', at: T0 + 10 * S })).ok).toBe(true);
    await clock.advance(10 * S);
    // CAT (3) no longer beats 5: only the second computer still calls
    expect((await runner.move({ type: 'finish', seat: 0, at: T0 + 20 * S })).ok).toBe(true);
    await clock.advance(0);
    const after = kept.filter((k) => k.clock >= T0 + 20 * S).map((k) => [k.move.type, k.clock - T0]);
    expect(after).toEqual([
      ['finish', 20 * S],
      ['declare', 20 * S],
    ]);
    await clock.advance(CALL_HOLD_MS);
    expect(kept.at(-1)?.move).toMatchObject({ type: 'end', reason: 'all-cubes' });
    expect(kept.at(-1)?.clock).toBe(T0 + 20 * S + CALL_HOLD_MS);
    runner.dispose();
  });

  it('two computers still to call after “I’m done” call 1.5 s apart', async () => {
    const { clock, runner, kept } = table('hcc', {
      1: { submission: 'CAT DOG', delayMs: 100 * S },
      2: { submission: 'DOG AT', delayMs: 90 * S },
    });
    await clock.advance(5 * S);
    expect((await runner.move({ type: 'declare', seat: 0, submission: 'DOG A', at: T0 + 5 * S })).ok).toBe(true);
    expect((await runner.move({ type: 'finish', seat: 0, at: T0 + 5 * S })).ok).toBe(true);
    await clock.advance(FINISH_STEP_MS * 2 + CALL_HOLD_MS);
    const calls = kept
      .filter((k) => k.move.type === 'declare' && (k.move as { seat: number }).seat > 0)
      .map((k) => [(k.move as { seat: number }).seat, k.clock - T0]);
    // the plan due first calls first, at once; the next one 1.5 s after it
    expect(calls).toEqual([
      [2, 5 * S],
      [1, 5 * S + FINISH_STEP_MS],
    ]);
    expect(kept.at(-1)?.move).toMatchObject({ type: 'end' });
    expect(kept.at(-1)?.clock).toBe(T0 + 5 * S + FINISH_STEP_MS + CALL_HOLD_MS);
    runner.dispose();
  });
});
