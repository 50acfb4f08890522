// @vitest-environment happy-dom
/**
 * One clock per race table (issue 16): the table's glass and the time
 * repeated facing the other sides follow one interval (ticker.ts), show the
 * right seconds and sand on it, and run out at the right moment.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { formatClock, segment, startTimer, timerView } from '../../../src/core/timer';
import { createMemoryBackend, createStore, defaultSettings } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { onTick, TICK_MS, tickListeners } from '../../../src/ui/components/ticker';
import { sandShapes } from '../../../src/ui/components/SandTimer';
import { RaceCentre } from '../../../src/ui/race/Centre';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const T0 = 1_700_000_000_000;

describe('the screen’s one clock', () => {
  it('runs one interval for every listener, calls each on every beat, and stops when the last one leaves', () => {
    vi.useFakeTimers({ now: T0 });
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const a = vi.fn();
    const b = vi.fn();
    const offA = onTick(a);
    const offB = onTick(b);
    // the same function twice is two listeners
    const offB2 = onTick(b);
    expect(intervals).toHaveBeenCalledTimes(1);
    expect(tickListeners()).toBe(3);
    vi.advanceTimersByTime(TICK_MS * 4);
    expect(a).toHaveBeenCalledTimes(4);
    expect(b).toHaveBeenCalledTimes(8);
    offB2();
    offA();
    vi.advanceTimersByTime(TICK_MS);
    expect(a).toHaveBeenCalledTimes(4);
    expect(b).toHaveBeenCalledTimes(9);
    offB();
    expect(tickListeners()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    // listening again starts it again
    const off = onTick(a);
    expect(intervals).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(TICK_MS);
    expect(a).toHaveBeenCalledTimes(5);
    off();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a race centre with its glass and the copies facing three other sides runs on one interval, both showing the right second and sand, and both run out on time', async () => {
    vi.useFakeTimers({ now: T0 });
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const run = startTimer(segment('yellow'), T0);
    const total = timerView(run, T0).totalMs;
    const store = createStore(createMemoryBackend());
    const seats = [{ kind: 'human' as const }, { kind: 'human' as const }, { kind: 'human' as const }, { kind: 'human' as const }];
    render(
      <AppProvider store={store} initialSettings={{ ...defaultSettings, motion: 'full', sound: false, vibration: false }}>
        <RaceCentre
          game="tuf"
          seats={seats}
          round={{ timer: run, calls: [], plans: [null, null, null, null] }}
          names={['A', 'B', 'C', 'D']}
          status=""
          timerSize={56}
          people={4}
        />
      </AppProvider>,
    );
    // the glass and the copies listen to the one clock: one interval between them
    expect(tickListeners()).toBe(2);
    expect(intervals.mock.calls.filter((c) => c[1] === TICK_MS)).toHaveLength(1);
    const glassClock = (): string => document.querySelector('.sand-clock')?.textContent ?? '';
    const copies = (): string[] => [...document.querySelectorAll('.tuf-status-copy')].map((p) => p.textContent ?? '');
    const sandTop = (): string => document.querySelectorAll('.sand-timer path.sand')[0]?.getAttribute('d') ?? '';
    expect(copies()).toHaveLength(3);
    for (const at of [1_000, 17_300, 29_999, 45_250, total - 1_000]) {
      await act(() => {
        vi.setSystemTime(T0 + at);
        vi.advanceTimersByTime(TICK_MS);
      });
      const now = T0 + at + TICK_MS;
      const want = formatClock(timerView(run, now).remainingMs);
      expect(glassClock()).toBe(want);
      expect(copies()).toEqual([want, want, want]);
      // the sand drawn is the sand left at that moment (to the half unit the glass renders on)
      const level = Number(/L[\d.]+ ([\d.]+) L/.exec(sandTop())?.[1]);
      expect(Math.abs(level - (100 - sandShapes(timerView(run, now).fractionLeft).level))).toBeLessThanOrEqual(0.5);
    }
    // one beat after the glass ran out, both say so
    await act(() => {
      vi.setSystemTime(T0 + total);
      vi.advanceTimersByTime(TICK_MS);
    });
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/Time is up/);
    expect(copies()).toEqual(['0:00', '0:00', '0:00']);
    expect(tickListeners()).toBe(2);
    // gone from the screen, nothing is left ticking
    cleanup();
    await act(() => {
      vi.advanceTimersByTime(TICK_MS);
    });
    expect(tickListeners()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
