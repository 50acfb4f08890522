import { describe, expect, it } from 'vitest';
import { createRunner, dueAt, FakeClock, playOut, type AbortSignalLike, type RunnerGame } from '../../../src/core/runner';
import { IllegalMoveError } from '../../../src/core/engine';

/** A tiny game: seats take turns adding 1; the first to reach `to` ends it. Seat 1 is the computer's. */
interface Count {
  n: number;
  turn: number;
  seats: ('person' | 'computer')[];
  to: number;
}
type Add = { seat: number };
const count: RunnerGame<Count, Add> = {
  apply(s, m) {
    if (m.seat !== s.turn || s.n >= s.to) throw new IllegalMoveError('notYourTurn');
    return { ...s, n: s.n + 1, turn: (s.turn + 1) % s.seats.length };
  },
  toAct: (s) => (s.n >= s.to ? [] : [s.turn]),
  isComputer: (s, seat) => s.seats[seat] === 'computer',
  status: (s) => ({
    over: s.n >= s.to,
    players: s.seats.map((k, i) => ({ name: `P${i}`, score: 0, ...(k === 'computer' ? { computer: true } : {}) })),
    winners: s.n >= s.to ? [(s.turn + s.seats.length - 1) % s.seats.length] : [],
  }),
  pace: () => 500,
};

describe('match runner', () => {
  it('plays computer seats to the end on a fake clock, pausing before each move', async () => {
    const clock = new FakeClock();
    const played = await playOut({
      game: count,
      state: { n: 0, turn: 0, seats: ['computer', 'computer'], to: 6 },
      computer: async (_s, seat) => ({ seat }),
      clock,
    });
    expect(played.moves).toEqual([0, 1, 0, 1, 0, 1].map((seat) => ({ seat })));
    expect(played.status.winners).toEqual([1]);
    expect(played.clockMs).toBe(6 * 500);
  });

  it('waits for a person, then plays the computer after the move', async () => {
    const clock = new FakeClock();
    const kept: Add[] = [];
    const runner = createRunner<Count, Add>({
      game: count,
      clock,
      computer: async (_s, seat) => ({ seat }),
      commit: async (m) => (kept.push(m), { ok: true }),
    });
    runner.show({ n: 0, turn: 0, seats: ['person', 'computer'], to: 4 }, 0);
    await runner.quiet();
    expect(runner.snapshot().computer).toEqual({ kind: 'idle' });
    expect(runner.snapshot().toAct).toEqual([0]);
    expect((await runner.move({ seat: 1 })).ok).toBe(false);
    expect(await runner.move({ seat: 0 })).toEqual({ ok: true });
    await runner.quiet();
    expect(runner.snapshot().computer).toEqual({ kind: 'moving', seat: 1 });
    await clock.advance(499);
    expect(kept).toHaveLength(1);
    await clock.advance(1);
    expect(kept).toEqual([{ seat: 0 }, { seat: 1 }]);
    expect(runner.snapshot().state?.n).toBe(2);
    expect(runner.snapshot().version).toBe(2);
    runner.dispose();
  });

  it('a failed computer stops in a state with a retry; retry asks again', async () => {
    const clock = new FakeClock();
    let fail = true;
    const runner = createRunner<Count, Add>({
      game: count,
      clock,
      computer: async (_s, seat) => {
        if (fail) throw new Error('worker gone');
        return { seat };
      },
      commit: async () => ({ ok: true }),
    });
    runner.show({ n: 0, turn: 1, seats: ['person', 'computer'], to: 4 }, 0);
    await runner.quiet();
    const failed = runner.snapshot().computer;
    expect(failed.kind).toBe('failed');
    expect(failed.kind === 'failed' && failed.failure.kind === 'error' && (failed.failure.error as Error).message).toBe('worker gone');
    await clock.advance(60_000);
    expect(runner.snapshot().computer.kind).toBe('failed');
    fail = false;
    runner.retry();
    await runner.quiet();
    await clock.advance(500);
    expect(runner.snapshot().state?.n).toBe(1);
    expect(runner.snapshot().computer).toEqual({ kind: 'idle' });
    runner.dispose();
  });

  it('a computer that never answers is stalled after the stall time, and its late answer is dropped', async () => {
    const clock = new FakeClock();
    let answer: (m: Add) => void = () => undefined;
    let signal: AbortSignalLike | null = null;
    const kept: Add[] = [];
    const runner = createRunner<Count, Add>({
      game: count,
      clock,
      stallMs: 30_000,
      computer: (_s, _seat, sig) => ((signal = sig), new Promise((r) => (answer = r))),
      commit: async (m) => (kept.push(m), { ok: true }),
    });
    runner.show({ n: 0, turn: 1, seats: ['person', 'computer'], to: 4 }, 0);
    await clock.advance(29_999);
    expect(runner.snapshot().computer).toEqual({ kind: 'thinking', seat: 1 });
    await clock.advance(1);
    expect(runner.snapshot().computer).toEqual({ kind: 'failed', seat: 1, failure: { kind: 'stalled', ms: 30_000 } });
    expect(signal!.aborted).toBe(true);
    answer({ seat: 1 });
    await clock.advance(10_000);
    expect(kept).toEqual([]);
    runner.dispose();
  });

  it('an answer for a position gone by is dropped and the computer asked again', async () => {
    const clock = new FakeClock();
    const asked: number[] = [];
    const answers: ((m: Add) => void)[] = [];
    const kept: Add[] = [];
    const runner = createRunner<Count, Add>({
      game: count,
      clock,
      computer: (s) => (asked.push(s.n), new Promise((r) => answers.push(r))),
      commit: async (m) => (kept.push(m), { ok: true }),
    });
    const seats: Count['seats'] = ['computer', 'computer'];
    runner.show({ n: 0, turn: 0, seats, to: 4 }, 0);
    await clock.flush();
    // The same game moved on elsewhere (another tab, a results code): two moves later.
    runner.show({ n: 2, turn: 0, seats, to: 4 }, 2);
    await clock.flush();
    answers[0]!({ seat: 0 });
    await clock.flush();
    expect(asked).toEqual([0, 2]);
    answers[1]!({ seat: 0 });
    await clock.advance(500);
    expect(kept).toEqual([{ seat: 0 }]);
    expect(runner.snapshot().state?.n).toBe(3);
    runner.dispose();
  });

  it('a refused computer move stops with its refusal', async () => {
    const played = playOut({ game: count, state: { n: 0, turn: 0, seats: ['computer', 'computer'], to: 3 }, computer: async () => ({ seat: 1 }) });
    await expect(played).rejects.toMatchObject({ failure: { kind: 'refused', refusal: { code: 'notYourTurn' } } });
  });

  it('racing seats: every computer is asked at once, the answer due first is played and the others asked again', async () => {
    // a race to 1: whoever's answer is due first moves (each seat's answer takes `delay[seat]` ms)
    const race: RunnerGame<Count, Add> = {
      ...count,
      race: true,
      toAct: (s) => (s.n >= s.to ? [] : s.seats.map((_, i) => i)),
      apply: (s, m) => ({ ...s, n: s.n + 1, turn: m.seat }),
      pace: () => 0,
    };
    const clock = new FakeClock(1000);
    const delay = [3000, 1000, 2000];
    const asked: number[] = [];
    const kept: Add[] = [];
    const runner = createRunner<Count, Add>({
      game: race,
      clock,
      computer: async (_s, seat) => (asked.push(seat), dueAt(1000 + delay[seat]!, () => ({ seat }))),
      commit: async (m) => (kept.push(m), { ok: true }),
    });
    runner.show({ n: 0, turn: 0, seats: ['computer', 'computer', 'computer'], to: 1 }, 0);
    await runner.quiet();
    expect(asked).toEqual([0, 1, 2]);
    expect(kept).toEqual([]);
    await clock.advance(999);
    expect(kept).toEqual([]);
    await clock.advance(1);
    expect(kept).toEqual([{ seat: 1 }]);
    expect(runner.snapshot().status?.over).toBe(true);
    expect(clock.pending).toBe(0);
    runner.dispose();
  });

  it('a table move is made at its time unless the position changes first', async () => {
    // a person's glass: when it runs out (10 s after the turn began) the table passes for them
    let began = 0;
    const glass: RunnerGame<Count, Add> = {
      ...count,
      tableMove: (s) => (s.seats[s.turn] === 'person' && s.n < s.to ? { at: began + 10_000, move: () => ({ seat: s.turn }) } : null),
    };
    const clock = new FakeClock();
    const kept: Add[] = [];
    // each move starts the next turn's glass
    const runner = createRunner<Count, Add>({
      game: glass,
      clock,
      computer: async (_s, seat) => ({ seat }),
      commit: async (m) => (kept.push(m), (began = clock.now()), { ok: true }),
    });
    runner.show({ n: 0, turn: 0, seats: ['person', 'person'], to: 3 }, 0);
    await clock.advance(4_000);
    // the person moves in time
    await runner.move({ seat: 0 });
    await clock.advance(9_999);
    expect(kept).toEqual([{ seat: 0 }]);
    await clock.advance(1);
    expect(kept).toEqual([{ seat: 0 }, { seat: 1 }]);
    await clock.advance(9_999);
    expect(kept).toHaveLength(2);
    runner.dispose();
  });
});
