/**
 * One clock for everything a screen shows that follows time: a race table
 * (what its clock decides), its sand glass and the time repeated facing the
 * other sides; Tally's and DiceCulus's glasses. One interval runs while
 * anything listens, and every listener is called on the same beat, so a
 * table asks the browser for one timer task a beat instead of one per part.
 * Each listener reads its own clock (tests give a glass a fake one) and
 * renders only when what it shows changed.
 */

/** How often what follows time looks at the clock (ms). */
export const TICK_MS = 250;

const listeners = new Set<() => void>();
let beat: ReturnType<typeof setInterval> | null = null;

/** Calls `fn` every TICK_MS until the returned function is called. */
export function onTick(fn: () => void): () => void {
  // A function listening twice would be called twice a beat: each call gets its own entry.
  const entry = (): void => fn();
  listeners.add(entry);
  if (beat === null) {
    beat = setInterval(() => {
      for (const f of Array.from(listeners)) f();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(entry);
    if (listeners.size === 0 && beat !== null) {
      clearInterval(beat);
      beat = null;
    }
  };
}

/** How many listen now (for tests: nothing is left ticking once the screen is gone). */
export const tickListeners = (): number => listeners.size;
