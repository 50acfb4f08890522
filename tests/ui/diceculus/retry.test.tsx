// @vitest-environment happy-dom
/** Issue 31: a computer's turn whose worker fails or never answers stops with a Retry, instead of freezing the game. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { parseGameId } from '../../../src/core/gameId';
import { FakeClock } from '../../../src/core/runner';
import { DEFAULT_PARAMS, diceculusEngine as E, type DiceMove } from '../../../src/games/diceculus/game';
import type { Store } from '../../../src/storage';
import { diceSolver } from '../../../src/ui/diceculus/solver';
import { setUiClock } from '../../../src/ui/runner';
import { botMove } from '../../../workers/diceculus/bots';
import { helperReport } from '../../../workers/diceculus/helper';
import { openGame, replayed } from './open';

afterEach(() => {
  cleanup();
  diceSolver.use(null);
  setUiClock(null);
});

/** Pip (a computer) and Ana; a seed where Pip announces first. */
async function pipFirst(): Promise<{ store: Store; id: string }> {
  const params = { ...DEFAULT_PARAMS, rounds: 1 };
  const moves: DiceMove[] = [{ t: 'join', name: 'Pip', bot: 'easy' }, { t: 'join', name: 'Ana' }, { t: 'start' }];
  let seed = '';
  for (let i = 0; !seed; i++) {
    let s = E.init(params, `r${i}`);
    for (const m of moves) s = E.apply(s, m);
    if (s.rounds[0]!.order[0] === 0) seed = `r${i}`;
  }
  return openGame(params, seed, moves);
}

async function movesOf(store: Store, id: string): Promise<number> {
  return (await replayed(store, id)).applied.length;
}

describe('DiceCulus: a computer that cannot move', () => {
  it('a worker failure says so where the computer plays and offers Retry, which lets it play on', async () => {
    let fail = true;
    diceSolver.use({
      botMove: async (s) => {
        if (fail) throw new Error('worker gone');
        return botMove(s);
      },
      helper: async (s, r, p) => helperReport(s, r, p),
    });
    const { store, id } = await pipFirst();
    const alert = await screen.findByText('The computer player could not move: worker gone');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(await movesOf(store, id)).toBe(3);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Let Pip try again' }));
    // Pip announces, then it is Ana's turn to announce
    await screen.findByRole('button', { name: 'Announce' });
    expect(await movesOf(store, id)).toBe(4);
    expect(screen.queryByRole('button', { name: 'Let Pip try again' })).toBeNull();
  });

  it('a worker that never answers is given up on after 30 s of the clock, with Retry', async () => {
    const clock = new FakeClock(Date.now());
    setUiClock(clock);
    const signals: AbortSignal[] = [];
    let answer = false;
    diceSolver.use({
      botMove: (s, signal) => {
        if (signal) signals.push(signal);
        return answer ? Promise.resolve(botMove(s)) : new Promise(() => undefined);
      },
      helper: async (s, r, p) => helperReport(s, r, p),
    });
    const { store, id } = await pipFirst();
    await screen.findByText('Pip is playing…');
    await clock.advance(29_000);
    expect(screen.queryByRole('alert')).toBeNull();
    await clock.advance(1_000);
    await screen.findByText('The computer player could not move: The calculation took longer than 30 s and was stopped.');
    expect(signals[0]?.aborted).toBe(true);
    answer = true;
    fireEvent.click(screen.getByRole('button', { name: 'Let Pip try again' }));
    await screen.findByRole('button', { name: 'Announce' });
    await waitFor(async () => expect(await movesOf(store, id)).toBe(4));
  });

  it('leaving the screen while the computer thinks cancels its search, and a late answer is not kept', async () => {
    // on a fake clock: after the late answer, a minute of it passes (any computer's pause that would play the move)
    const clock = new FakeClock(Date.now());
    setUiClock(clock);
    const signals: AbortSignal[] = [];
    let answer: (m: DiceMove | null) => void = () => undefined;
    diceSolver.use({
      botMove: (_s, signal) => {
        if (signal) signals.push(signal);
        return new Promise((r) => (answer = r));
      },
      helper: async (s, r, p) => helperReport(s, r, p),
    });
    const { store, id } = await pipFirst();
    await screen.findByText('Pip is playing…');
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    cleanup();
    expect(signals[0]!.aborted).toBe(true);
    const rec = (await store.sessions.get(id))!;
    const gid = parseGameId(rec.code);
    let s = E.init(E.parseParams(gid.params), gid.seed);
    for (const m of rec.moves as DiceMove[]) s = E.apply(s, m);
    answer(botMove(s));
    await clock.advance(60_000);
    expect(await movesOf(store, id)).toBe(3);
  });
});
