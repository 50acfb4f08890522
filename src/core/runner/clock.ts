/**
 * The match runner's clock: the time now and timers, injected so that the
 * app runs on real time (src/ui/runner.ts) while the command line and the tests run a whole
 * game on a fake clock in milliseconds of real time.
 */

export interface Clock {
  now(): number;
  /** Calls `run` after `ms`; returns a function that cancels it. */
  after(ms: number, run: () => void): () => void;
}

/**
 * The part of the platform's AbortSignal the runner uses (the engines' layer
 * compiles without the DOM library; the app passes real signals).
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface AbortControllerLike {
  readonly signal: AbortSignalLike;
  abort(): void;
}

/** A platform AbortController (Node and every browser have one). */
export const newAbortController = (): AbortControllerLike =>
  new (globalThis as unknown as { AbortController: new () => AbortControllerLike }).AbortController();

/** Waits `ms` on a clock; resolves at once for 0 or less. A cancelled wait never resolves (`signal`). */
export function sleep(clock: Clock, ms: number, signal?: AbortSignalLike): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const cancel = clock.after(ms, () => {
      signal?.removeEventListener('abort', cancel);
      resolve();
    });
    signal?.addEventListener('abort', cancel, { once: true });
  });
}

/** One turn of the event loop: `setImmediate` where there is one (Node), else a zero timeout. */
const macrotask = (): Promise<void> =>
  new Promise((r) => {
    const g = globalThis as unknown as { setImmediate?: (f: () => void) => unknown; setTimeout: (f: () => void, ms: number) => unknown };
    if (g.setImmediate) g.setImmediate(() => r());
    else g.setTimeout(() => r(), 0);
  });

interface Pending {
  at: number;
  order: number;
  run: () => void;
}

/**
 * A clock that moves only when told: `advance(ms)` fires the timers due in
 * that stretch in time order, letting promises settle between them, so an
 * async loop paced by the clock runs through as it would in real time.
 */
export class FakeClock implements Clock {
  private time: number;
  private timers: Pending[] = [];
  private count = 0;

  constructor(start = 0) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  after(ms: number, run: () => void): () => void {
    const timer: Pending = { at: this.time + Math.max(0, ms), order: this.count++, run };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  /** How many timers wait. */
  get pending(): number {
    return this.timers.length;
  }

  /** Lets every settled promise's callbacks run (a few macrotask turns: IndexedDB fakes and workers answer there). */
  async flush(): Promise<void> {
    for (let i = 0; i < 5; i++) await macrotask();
  }

  /** Moves time on by `ms`, firing every timer due on the way in order and settling promises after each. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    await this.flush();
    for (;;) {
      const next = this.nextTimer();
      if (!next || next.at > end) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.time = next.at;
      next.run();
      await this.flush();
    }
    this.time = end;
  }

  /** Moves time on to the next timer and fires it (and any due with it); nothing when none waits. */
  async advanceToNext(): Promise<void> {
    const next = this.nextTimer();
    if (next) await this.advance(next.at - this.time);
    else await this.flush();
  }

  /** Fires timers in order until none is left or `until()` holds; returns the clock time it took. */
  async runUntil(until: () => boolean, limitMs = 24 * 3600_000): Promise<number> {
    const start = this.time;
    await this.flush();
    while (!until()) {
      const next = this.nextTimer();
      if (!next || next.at - start > limitMs) break;
      await this.advance(next.at - this.time);
    }
    return this.time - start;
  }

  private nextTimer(): Pending | undefined {
    let best: Pending | undefined;
    for (const t of this.timers) if (!best || t.at < best.at || (t.at === best.at && t.order < best.order)) best = t;
    return best;
  }
}
