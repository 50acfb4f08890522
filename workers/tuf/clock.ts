/**
 * A millisecond clock for budgets without the DOM library: performance.now()
 * where the runtime has it (browsers, workers, Node), Date.now() otherwise.
 */
interface HasPerformance {
  performance?: { now(): number };
}

export function defaultNow(): number {
  const p = (globalThis as HasPerformance).performance;
  return p ? p.now() : Date.now();
}
