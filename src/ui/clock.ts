/**
 * The screens' clock: real time in the app; a component test sets a fake one
 * (`setUiClock(new FakeClock(…))`, src/core/runner) and moves it on instead of
 * waiting. The match runners (runner.ts), the screen's beat (components/ticker.ts),
 * the glasses and what a race table shows on the clock all read it.
 */
import type { Clock } from '../core/runner';

/** Real time: `Date.now` and `setTimeout`. */
export const realClock: Clock = {
  now: () => Date.now(),
  after(ms, run) {
    const id = setTimeout(run, Math.max(0, ms));
    return () => clearTimeout(id);
  },
};

let clock: Clock = realClock;

/** The clock every screen uses: real time in the app. */
export const uiClock = (): Clock => clock;

/** For tests: a fake clock for the screens (null: real time again). */
export function setUiClock(c: Clock | null): void {
  clock = c ?? realClock;
}
