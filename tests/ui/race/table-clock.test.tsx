// @vitest-environment happy-dom
/**
 * The race table on screen runs on the screens' clock (src/ui/clock.ts), so a
 * component test moves a fake clock on instead of waiting: a hard computer
 * calls when its thinking time is up, its call (every cube) stays on the
 * table 4 s, and only then do the results come — what students see, the
 * same as tests/e2e/pacing.e2e.ts checks in Chromium in real time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { FakeClock } from '../../../src/core/runner';
import { formatRoll } from '../../../src/games/tuf';
import { CALL_HOLD_MS } from '../../../src/games/race/runner';
import { defaultParams, type MatchParams } from '../../../src/games/tuf/matchParams';
import { matchEngine, rollFor } from '../../../src/games/tuf/plugin';
import { createMemoryBackend, createStore } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { setUiClock } from '../../../src/ui/runner';
import { createSession } from '../../../src/ui/session';
import { describeTuf } from '../../../src/ui/tuf/labels';
import { Play } from '../../../src/ui/tuf/Play';
import { tufSolver } from '../../../src/ui/tuf/solver';
import { computerMove } from '../../../workers/tuf/opponent';

afterEach(() => {
  cleanup();
  setUiClock(null);
});

describe('the race table on a fake clock', () => {
  it('a hard computer calls when its time is up; its call of every cube stays 4 s on the table before the results', async () => {
    const params: MatchParams = { ...defaultParams('1'), computers: ['hard'], rounds: 1 };
    const seed = 'pace1';
    // seed pace1: the hard computer's plan uses all 11 of its cubes (as in pacing.e2e.ts)
    const plan = computerMove({ game: '1', roll: formatRoll(rollFor(params, seed, 0, 1)), level: 'hard', seed: 'pace1/0/1' });
    expect(plan.equation?.split(' ')).toHaveLength(11);
    const clock = new FakeClock(Date.now());
    setUiClock(clock);
    const store = createStore(createMemoryBackend());
    const rec = await createSession(store, matchEngine, params, seed, describeTuf);
    tufSolver.use({
      best: async () => ({ equation: null, normal: null, cubes: 0, score: 0, proven: true }),
      computer: async () => ({ equation: plan.equation, delayMs: plan.delayMs }),
    });
    render(
      <AppProvider store={store}>
        <Play sessionId={rec.id} />
      </AppProvider>,
    );
    const started = performance.now();
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    await screen.findByRole('group', { name: 'Cubes on the table' });
    const moves = async (): Promise<string[]> => (((await store.sessions.get(rec.id))?.moves ?? []) as { type: string }[]).map((m) => m.type);
    await waitFor(async () => expect(await moves()).toEqual(['roll', 'plan']));
    // a moment before its time: nothing called
    await act(() => clock.advance(plan.delayMs - 1));
    expect(screen.queryByText(/called TUF!/)).toBeNull();
    await act(() => clock.advance(1));
    expect(await screen.findByText('Computer (hard) called TUF! with 11 cubes')).toBeTruthy();
    // the call stays on the table: no results yet
    await act(() => clock.advance(CALL_HOLD_MS - 1));
    expect(screen.queryByText('Final scores')).toBeNull();
    expect(await moves()).toEqual(['roll', 'plan', 'declare']);
    await act(() => clock.advance(1));
    expect(await screen.findByText('Final scores')).toBeTruthy();
    expect(screen.getByText('Last call: Computer (hard), TUF! with 11 cubes.')).toBeTruthy();
    expect(await moves()).toEqual(['roll', 'plan', 'declare', 'end']);
    // the computer's thinking time and the hold passed on the clock, not in the test
    expect(plan.delayMs).toBeGreaterThan(10_000);
    expect(performance.now() - started).toBeLessThan(plan.delayMs / 2);
  });
});
