/**
 * One clock for everything a screen shows that follows time: a race table
 * (what its clock decides), its sand glass and the time repeated facing the
 * other sides; Tally's and DiceCulus's glasses. One interval runs while
 * anything listens, and every listener is called on the same beat, so a
 * table asks the browser for one timer task a beat instead of one per part.
 * Each listener reads its own clock (tests give a glass a fake one) and
 * renders only when what it shows changed. The beat is on the screens' clock
 * (../clock.ts), so a component test on a fake clock moves it on.
 */
import { realClock, uiClock } from '../clock';

/** How often what follows time looks at the clock (ms). */
export const TICK_MS = 250;

const listeners = new Set<() => void>();
/** Stops the beat, while one runs. */
let beat: (() => void) | null = null;

const everyone = (): void => {
  for (const f of Array.from(listeners)) f();
};

/**
 * The beat: one interval on real time (the app); on a test's fake clock (../clock.ts) a timer a beat on that clock,
 * so moving the clock on moves the screen on.
 */
function startBeat(): () => void {
  const clock = uiClock();
  if (clock === realClock) {
    const id = setInterval(everyone, TICK_MS);
    return () => clearInterval(id);
  }
  let cancel = (): void => undefined;
  const next = (): void => {
    cancel = clock.after(TICK_MS, () => {
      next();
      everyone();
    });
  };
  next();
  return () => cancel();
}

/** Calls `fn` every TICK_MS until the returned function is called. */
export function onTick(fn: () => void): () => void {
  // A function listening twice would be called twice a beat: each call gets its own entry.
  const entry = (): void => fn();
  listeners.add(entry);
  beat ??= startBeat();
  return () => {
    listeners.delete(entry);
    if (listeners.size === 0 && beat !== null) {
      beat();
      beat = null;
    }
  };
}

/** How many listen now (for tests: nothing is left ticking once the screen is gone). */
export const tickListeners = (): number => listeners.size;
