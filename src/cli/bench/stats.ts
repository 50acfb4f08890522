/** Timing helpers for `npm run bench`: medians and percentiles of samples. */

export interface BenchRow {
  /** What was measured, e.g. "tuf solve, game 1 (300 rolls)". */
  name: string;
  /** Milliseconds per sample. */
  samples: number[];
  /** Extra figures an issue asks for, e.g. { proven: "97%" }. */
  notes?: Record<string, string | number>;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

export function summarize(samples: readonly number[]): { n: number; median: number; p95: number; max: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { n: s.length, median: percentile(s, 50), p95: percentile(s, 95), max: s[s.length - 1] ?? NaN };
}

/** Runs fn once and returns its wall time in milliseconds along with its result. */
export function timed<T>(fn: () => T): { ms: number; value: T } {
  const t0 = performance.now();
  const value = fn();
  return { ms: performance.now() - t0, value };
}
