/** Milliseconds for budgets without the DOM library: performance.now() where present, else Date.now(). */
const g = globalThis as { performance?: { now(): number } };
export const defaultNow = (): number => (g.performance ? g.performance.now() : Date.now());
