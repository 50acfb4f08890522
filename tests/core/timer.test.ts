import { describe, expect, it } from 'vitest';
import {
  announcementBetween,
  customSegment,
  endsAt,
  formatClock,
  handOver,
  isTimerRun,
  pauseTimer,
  resumeTimer,
  segment,
  startTimer,
  timerView,
} from '../../src/core/timer';

describe('sand timer model', () => {
  it('runs the box timers for their printed lengths', () => {
    const red = startTimer(segment('red'), 1000);
    expect(timerView(red, 1000)).toMatchObject({ remainingMs: 180_000, fractionLeft: 1, done: false, color: 'red' });
    expect(timerView(red, 1000 + 90_000).fractionLeft).toBeCloseTo(0.5);
    expect(timerView(red, 1000 + 180_000)).toMatchObject({ remainingMs: 0, done: true });
    expect(timerView(startTimer(segment('yellow'), 0), 0).totalMs).toBe(120_000);
    expect(timerView(startTimer(segment('blue'), 0), 0).totalMs).toBe(60_000);
  });

  it('keeps true time from timestamps: a reading long after start is right', () => {
    const run = startTimer(segment('blue'), 5_000);
    const saved = JSON.parse(JSON.stringify(run)) as unknown;
    expect(isTimerRun(saved)).toBe(true);
    expect(timerView(saved as typeof run, 5_000 + 45_000).remainingMs).toBe(15_000);
    expect(timerView(run, 10_000_000).done).toBe(true);
  });

  it('combines glasses: they run one after another', () => {
    const run = startTimer([segment('red'), segment('blue')], 0);
    expect(timerView(run, 0).totalMs).toBe(240_000);
    const v = timerView(run, 200_000);
    expect(v).toMatchObject({ index: 1, color: 'blue', remainingMs: 40_000 });
    expect(v.fractionLeft).toBeCloseTo(40 / 60);
  });

  it('pauses and resumes without losing time', () => {
    let run = startTimer(customSegment(10_000), 0);
    run = pauseTimer(run, 4_000);
    expect(timerView(run, 100_000)).toMatchObject({ remainingMs: 6_000, paused: true });
    expect(endsAt(run)).toBeNull();
    run = resumeTimer(run, 100_000);
    expect(timerView(run, 103_000).remainingMs).toBe(3_000);
    expect(endsAt(run)).toBe(106_000);
  });

  it('lets the remaining sand run before resetting the same glass (TUF rule)', () => {
    const blue = startTimer(segment('blue'), 0);
    const again = handOver(blue, segment('blue'), 40_000);
    expect(timerView(again, 40_000).remainingMs).toBe(20_000 + 60_000);
    expect(timerView(again, 60_000)).toMatchObject({ index: 1, fractionLeft: 1 });
  });

  it('starts a different glass fresh', () => {
    const red = startTimer(segment('red'), 0);
    const yellow = handOver(red, segment('yellow'), 10_000);
    expect(timerView(yellow, 10_000)).toMatchObject({ remainingMs: 120_000, color: 'yellow' });
    expect(timerView(handOver(null, segment('blue'), 0), 0).remainingMs).toBe(60_000);
  });

  it('formats clocks and picks announcement marks', () => {
    expect(formatClock(125_000)).toBe('2:05');
    expect(formatClock(6_100)).toBe('0:07');
    expect(formatClock(-5)).toBe('0:00');
    expect(announcementBetween(61_000, 59_000)).toBe(60);
    expect(announcementBetween(11_000, 9_500)).toBe(10);
    expect(announcementBetween(50_000, 45_000)).toBeNull();
  });

  it('rejects impossible timers and unreadable saved data', () => {
    expect(() => customSegment(0)).toThrow();
    expect(() => startTimer([], 0)).toThrow();
    expect(isTimerRun({ segments: [], startedAt: 0, pausedAt: null, pausedMs: 0 })).toBe(false);
    expect(isTimerRun({ segments: [{ color: 'pink', ms: 5 }], startedAt: 0, pausedAt: null, pausedMs: 0 })).toBe(false);
    expect(isTimerRun(null)).toBe(false);
  });
});
