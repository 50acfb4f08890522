/**
 * A words solver for screen tests that need none of its judgement: every word accepted, CAT the best crossword, no
 * hint, computers that lay nothing. A test spreads it and replaces what it looks at (`{ ...quietSolver, spell }`).
 */
import type { WordsSolver } from '../../../src/ui/words/solver';

/** Every word in the dictionary. */
export const ok = { unknown: [], accepted: [], proper: [] };

export const quietSolver: WordsSolver = {
  verdict: async () => ok,
  check: async () => ({ verdict: ok, check: { valid: true, refusal: null, words: [], cubes: 0, score: 0 } }),
  best: async () => ({ grid: 'C A T', words: [], cubes: 3, score: 3, proven: true, verdict: ok }),
  hint: async () => null,
  computer: async () => ({ plan: { submission: null, delayMs: 0 }, table: null, steps: [], cubes: 0, score: 0 }),
};
