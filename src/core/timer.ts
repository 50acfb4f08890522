/**
 * Sand timers as data computed from timestamps (no ticking state), so a timer
 * keeps true time while a tab sleeps and survives a reload: save the TimerRun,
 * load it, and `timerView(run, Date.now())` is right again.
 *
 * The box's timers: red 3 min, yellow 2 min, blue 1 min; any custom length;
 * several combined run one after another. TUF's rule for a call made while
 * the same timer is still running ("the fractional remaining time is allowed
 * to run before resetting") is `handOver`.
 */

export type TimerColor = 'red' | 'yellow' | 'blue' | 'custom';

export const TIMER_MS: Record<Exclude<TimerColor, 'custom'>, number> = {
  red: 180_000,
  yellow: 120_000,
  blue: 60_000,
};

export interface TimerSegment {
  color: TimerColor;
  ms: number;
}

export interface TimerRun {
  /** Glasses run one after another: a combined timer, or a remainder then a fresh glass. */
  segments: TimerSegment[];
  startedAt: number;
  /** Set while paused. */
  pausedAt: number | null;
  /** Total time spent paused before the current pause. */
  pausedMs: number;
}

export interface TimerView {
  /** The glass now running (the last one once finished). */
  index: number;
  color: TimerColor;
  /** Sand left in the running glass, 0–1. */
  fractionLeft: number;
  /** Time left on the whole run, in ms. */
  remainingMs: number;
  totalMs: number;
  done: boolean;
  paused: boolean;
}

export function segment(color: Exclude<TimerColor, 'custom'>): TimerSegment {
  return { color, ms: TIMER_MS[color] };
}

export function customSegment(ms: number): TimerSegment {
  if (!Number.isFinite(ms) || ms <= 0) throw new RangeError('a timer needs a positive length');
  return { color: 'custom', ms: Math.round(ms) };
}

/** Starts one glass, or several combined (they run in turn). */
export function startTimer(segments: TimerSegment | TimerSegment[], now: number): TimerRun {
  const list = Array.isArray(segments) ? segments : [segments];
  if (list.length === 0) throw new RangeError('a timer needs at least one glass');
  return { segments: list.map((s) => ({ ...s })), startedAt: now, pausedAt: null, pausedMs: 0 };
}

export function totalMs(run: TimerRun): number {
  return run.segments.reduce((sum, s) => sum + s.ms, 0);
}

export function elapsedMs(run: TimerRun, now: number): number {
  const end = run.pausedAt ?? now;
  return Math.max(0, end - run.startedAt - run.pausedMs);
}

export function timerView(run: TimerRun, now: number): TimerView {
  const total = totalMs(run);
  const elapsed = Math.min(total, elapsedMs(run, now));
  let before = 0;
  for (let i = 0; i < run.segments.length; i++) {
    const seg = run.segments[i] as TimerSegment;
    const last = i === run.segments.length - 1;
    if (elapsed < before + seg.ms || last) {
      const inSeg = Math.min(seg.ms, elapsed - before);
      return {
        index: i,
        color: seg.color,
        fractionLeft: seg.ms === 0 ? 0 : Math.max(0, (seg.ms - inSeg) / seg.ms),
        remainingMs: total - elapsed,
        totalMs: total,
        done: elapsed >= total,
        paused: run.pausedAt !== null,
      };
    }
    before += seg.ms;
  }
  throw new Error('unreachable: a timer has at least one glass');
}

export function pauseTimer(run: TimerRun, now: number): TimerRun {
  return run.pausedAt === null ? { ...run, pausedAt: now } : run;
}

export function resumeTimer(run: TimerRun, now: number): TimerRun {
  if (run.pausedAt === null) return run;
  return { ...run, pausedMs: run.pausedMs + Math.max(0, now - run.pausedAt), pausedAt: null };
}

/** When the timer will run out (epoch ms), or null while paused. */
export function endsAt(run: TimerRun): number | null {
  return run.pausedAt === null ? run.startedAt + run.pausedMs + totalMs(run) : null;
}

/**
 * A new call sets the next glass. If that glass is the one still running, its
 * remaining sand runs out first and it is then reset to a full glass; any
 * other glass starts fresh.
 */
export function handOver(current: TimerRun | null, next: TimerSegment, now: number): TimerRun {
  if (current) {
    const v = timerView(current, now);
    if (!v.done && v.color === next.color) {
      const seg = current.segments[v.index] as TimerSegment;
      const left = Math.round(v.fractionLeft * seg.ms);
      return startTimer(left > 0 ? [{ color: next.color, ms: left }, { ...next }] : [{ ...next }], now);
    }
  }
  return startTimer(next, now);
}

/** "2:05", "0:07" */
export function formatClock(ms: number): string {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Seconds-left marks at which screen readers hear the time: every minute,
 * then 30, 10 and 5 seconds. Returns the mark crossed between two readings.
 */
export function announcementBetween(prevRemainingMs: number, remainingMs: number): number | null {
  const marks = [600, 540, 480, 420, 360, 300, 240, 180, 120, 60, 30, 10, 5];
  for (const m of marks) {
    if (prevRemainingMs > m * 1000 && remainingMs <= m * 1000) return m;
  }
  return null;
}

export function isTimerRun(v: unknown): v is TimerRun {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    Array.isArray(r.segments) &&
    r.segments.length > 0 &&
    r.segments.every(
      (s: unknown) =>
        typeof s === 'object' &&
        s !== null &&
        typeof (s as TimerSegment).ms === 'number' &&
        (s as TimerSegment).ms >= 0 &&
        ['red', 'yellow', 'blue', 'custom'].includes((s as TimerSegment).color),
    ) &&
    typeof r.startedAt === 'number' &&
    (r.pausedAt === null || typeof r.pausedAt === 'number') &&
    typeof r.pausedMs === 'number'
  );
}
