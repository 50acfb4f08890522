/** The race's sand glasses: which glass a call sets, and a solitaire clock from the box's glasses. DOM-free. */
import { segment, type TimerSegment } from '../../core/timer';
import type { TimerPreset } from './types';

/**
 * A solitaire clock from the box's glasses, combined as the rulebook allows:
 * 5 min = red + yellow, 2 = yellow, 15 = five reds, 4 = red + blue.
 */
export function soloGlasses(minutes: number): TimerSegment[] {
  const out: TimerSegment[] = [];
  let left = Math.max(1, Math.round(minutes));
  while (left >= 3) {
    out.push(segment('red'));
    left -= 3;
  }
  if (left === 2) out.push(segment('yellow'));
  if (left === 1) out.push(segment('blue'));
  return out;
}

const CALL_GLASSES: Readonly<Record<TimerPreset, readonly ('red' | 'yellow' | 'blue')[]>> = {
  std: ['red', 'yellow', 'blue'],
  fast: ['yellow', 'blue', 'blue'],
  blue: ['blue', 'blue', 'blue'],
};

/** The glass for the n-th call (0 = TUF!, 1 = TUFFER!, 2 = TUFFEST!, then the last again) under a timer preset. */
export function callSegment(timers: TimerPreset, n: number): TimerSegment {
  const order = CALL_GLASSES[timers];
  return segment(order[Math.min(n, order.length - 1)] ?? 'blue');
}
