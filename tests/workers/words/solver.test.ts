import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/random';
import {
  buildGraph,
  checkGrid,
  makeVocabulary,
  parseGrid,
  rollHand,
  WordGraph,
  type Cell,
  type Face,
  type Grid,
  type Vocabulary,
} from '../../../src/games/words';
import { graphData } from '../../../src/build/words';
import { computerPlan, firstCrossword, hint, solve } from '../../../workers/words/solve';

const SMALL = [
  'AT',
  'TA',
  'TO',
  'ON',
  'NO',
  'NOT',
  'TON',
  'ANT',
  'TAN',
  'CAT',
  'ACT',
  'OAT',
  'CAN',
  'COT',
  'TACO',
  'COAT',
  'ATONE',
  'ONCE',
  'CONE',
  'NET',
  'TEN',
  'EAT',
  'TEA',
  'ATE',
  'AN',
  'AS',
  'SO',
  'OE',
  'EN',
  'NE',
  'TE',
  'ET',
  'AE',
  'EA',
];
const small = makeVocabulary(new WordGraph(buildGraph(SMALL)), { names: new WordGraph(buildGraph(['ANN', 'TONE', 'CATO'])) });

/** Fixed polyominoes of each size up to n (translated to row 0 / col 0). */
function polyominoes(n: number): [number, number][][] {
  const norm = (cells: [number, number][]): string => {
    const r0 = Math.min(...cells.map((c) => c[0]));
    const c0 = Math.min(...cells.map((c) => c[1]));
    return cells
      .map(([r, c]) => [r - r0, c - c0])
      .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!)
      .map((c) => c.join(','))
      .join(';');
  };
  const out: [number, number][][] = [];
  let level = new Map<string, [number, number][]>([['0,0', [[0, 0]]]]);
  for (let size = 1; size <= n; size++) {
    out.push(...level.values());
    if (size === n) break;
    const next = new Map<string, [number, number][]>();
    for (const cells of level.values()) {
      const has = new Set(cells.map((c) => c.join(',')));
      for (const [r, c] of cells)
        for (const [dr, dc] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ]) {
          const cell: [number, number] = [r + dr!, c + dc!];
          if (has.has(cell.join(','))) continue;
          const grown = [...cells, cell];
          const key = norm(grown);
          if (!next.has(key))
            next.set(
              key,
              key.split(';').map((s) => s.split(',').map(Number) as [number, number]),
            );
        }
    }
    level = next;
  }
  return out;
}

/** Every crossword of the hand on every shape, wild faces trying each letter of the vocabulary: the best (score, cubes). */
function bruteForce(hand: Face[], vocab: Vocabulary, letters: string): { score: number; cubes: number } {
  let best = { score: 0, cubes: 0 };
  for (const shape of polyominoes(hand.length)) {
    if (shape.length < 2) continue;
    const h = Math.max(...shape.map((c) => c[0])) + 1;
    const w = Math.max(...shape.map((c) => c[1])) + 1;
    const used = hand.map(() => false);
    const cells: (Cell | null)[][] = Array.from({ length: h }, () => Array<Cell | null>(w).fill(null));
    const go = (k: number): void => {
      if (k === shape.length) {
        const c = checkGrid(hand, cells as Grid, vocab);
        if (c.valid && (c.score > best.score || (c.score === best.score && c.cubes > best.cubes))) best = { score: c.score, cubes: c.cubes };
        return;
      }
      const [r, col] = shape[k]!;
      const tried = new Set<string>();
      for (let i = 0; i < hand.length; i++) {
        if (used[i] || tried.has(hand[i]!)) continue;
        tried.add(hand[i]!);
        used[i] = true;
        const f = hand[i]!;
        const options: Cell[] =
          f === '*'
            ? [...letters].map((l) => ({ kind: 'sun', letter: l }))
            : f === '@'
              ? [...letters].map((l) => ({ kind: 'omega', letter: l }))
              : [{ kind: 'letter', letter: f === "'E" ? 'E' : f }];
        for (const cell of options) {
          cells[r]![col] = cell;
          go(k + 1);
        }
        cells[r]![col] = null;
        used[i] = false;
      }
    };
    go(0);
  }
  return best;
}

const school = makeVocabulary(new WordGraph(graphData('school')), { names: new WordGraph(graphData('names')) });

describe('words solver', () => {
  it('finds the brute-force best on small hands when it says proven', () => {
    const rng = createRng('brute');
    const faces = ['A', 'T', 'O', 'N', 'C', 'E', 'S', "'E"];
    let proven = 0;
    for (let round = 0; round < 14; round++) {
      const size = 3 + rng.int(round < 10 ? 3 : 4); // 3–5 cubes, a few of 6
      const hand = Array.from({ length: size }, () => rng.pick(faces));
      if (round % 4 === 3) hand[0] = rng.pick(['*', '@']);
      const s = solve(hand, small, { budgetMs: 20_000 });
      const b = bruteForce(hand, small, 'ACENOST');
      expect(s.score).toBeLessThanOrEqual(b.score);
      if (s.proven) {
        proven++;
        expect({ hand, score: s.score, cubes: s.cubes }).toEqual({ hand, score: b.score, cubes: b.cubes });
      }
    }
    expect(proven).toBeGreaterThan(7);
  });

  it('matches the brute force on a 7-cube hand', () => {
    const hand = ['A', 'A', 'A', 'T', 'T', 'T', 'O'];
    const s = solve(hand, small, { budgetMs: 60_000 });
    expect(s.proven).toBe(true);
    expect({ score: s.score, cubes: s.cubes }).toEqual(bruteForce(hand, small, 'ACENOST'));
  }, 120_000);

  it('returns grids that pass the checker, from real hands and the school dictionary', () => {
    for (let i = 0; i < 6; i++) {
      const hand = rollHand(`solve${i}`);
      let t = 0;
      const s = solve(hand, school, { budgetMs: 300, now: () => (t += 1) });
      const g = parseGrid(s.grid);
      expect(g.ok).toBe(true);
      if (!g.ok) continue;
      const c = checkGrid(hand, g.grid, school);
      expect(c.valid).toBe(true);
      expect(c.score).toBe(s.score);
      expect(c.cubes).toBe(s.cubes);
      expect(s.cubes).toBeGreaterThan(1);
    }
  });

  it('finds a first crossword with a majority of the cubes', () => {
    for (let i = 0; i < 6; i++) {
      const hand = rollHand(`first${i}`);
      const s = firstCrossword(hand, school, 11, { budgetMs: 2000 });
      expect(s.cubes).toBeGreaterThanOrEqual(11);
      const g = parseGrid(s.grid);
      expect(g.ok && checkGrid(hand, g.grid, school).valid).toBe(true);
    }
  });

  it('a fake clock that has run out still gives a correct (maybe small) grid, never proven', () => {
    let t = 0;
    const s = solve(rollHand('clock'), school, { budgetMs: 5, now: () => (t += 10) });
    expect(s.proven).toBe(false);
    if (s.cubes > 0) {
      const g = parseGrid(s.grid);
      expect(g.ok && checkGrid(rollHand('clock'), g.grid, school).valid).toBe(true);
    }
  });

  it('hints: a word of N letters, its first letter, the word, and where it goes in the grid', () => {
    const hand = ['C', 'A', 'T', 'E', 'N', 'S'];
    const h0 = hint(hand, small);
    expect(h0).not.toBeNull();
    expect(h0!.word.length).toBe(h0!.length);
    expect(h0!.first).toBe(h0!.word[0]);
    expect(h0!.place).toBeNull();
    const p = parseGrid('C A T');
    if (!p.ok) throw new Error('grid');
    const h1 = hint(hand, small, p.grid)!;
    expect(h1.place).not.toBeNull();
    // laying the hinted word where it says gives a correct crossword
    const { row, col, dir } = h1.place!;
    const rows = 8;
    const cells: (Cell | null)[][] = Array.from({ length: rows + 8 }, () => Array<Cell | null>(16).fill(null));
    const off = 4;
    p.grid.forEach((line, r) => line.forEach((c, k) => (cells[r + off]![k + off] = c)));
    [...h1.word].forEach((l, i) => {
      const r = row + off + (dir === 'down' ? i : 0);
      const c = col + off + (dir === 'across' ? i : 0);
      cells[r]![c] = cells[r]![c] ?? { kind: 'letter', letter: l };
    });
    expect(checkGrid(hand, cells as Grid, small).valid).toBe(true);
  });

  it('computer plans: words over time, a call with a majority down (a pause after the last word), the same for the same seed', () => {
    const hand = rollHand('plan');
    for (const level of ['easy', 'medium', 'hard'] as const) {
      // a clock that ticks once a look, so the plan does not depend on the machine's speed
      const clock = (): (() => number) => {
        let t = 0;
        return () => (t += 1);
      };
      const p = computerPlan(hand, school, level, 'seed', { budgetMs: 150, now: clock() });
      expect(p.steps.length).toBeGreaterThan(0);
      for (let i = 1; i < p.steps.length; i++) {
        expect(p.steps[i]!.atMs).toBeGreaterThan(p.steps[i - 1]!.atMs);
        expect(p.steps[i]!.cubes).toBeGreaterThan(p.steps[i - 1]!.cubes);
      }
      // the first call: easy and medium with their first majority, hard with its finished crossword, a moment after it is down
      const last = p.steps[p.steps.length - 1]!;
      const callStep = level === 'hard' ? last : p.steps.find((s) => s.cubes >= 11);
      if (callStep && callStep.cubes >= 11) {
        expect(p.call).toMatchObject({ grid: callStep.grid, cubes: callStep.cubes });
        expect(p.callAtMs).toBe(p.call!.atMs);
        expect(p.callAtMs).toBeGreaterThan(callStep.atMs);
      } else expect(p.callAtMs).toBeNull();
      // later calls (TUFFER!, TUFFEST!): steps that grew enough beyond the last planned call, each a moment after its word
      let before = p.call;
      for (const l of p.later) {
        const step = p.steps.find((s) => s.grid === l.grid)!;
        expect(step).toBeDefined();
        expect(l.cubes).toBeGreaterThanOrEqual(before!.cubes + (level === 'easy' ? 2 : 1));
        expect(l.atMs).toBeGreaterThan(Math.max(step.atMs, before!.atMs));
        before = l;
      }
      if (level === 'hard') expect(p.later).toEqual([]);
      const table = parseGrid(p.grid);
      expect(table.ok && checkGrid(hand, table.grid, school).valid).toBe(true);
      expect(computerPlan(hand, school, level, 'seed', { budgetMs: 150, now: clock() })).toEqual(p);
      expect(computerPlan(hand, school, level, 'other', { budgetMs: 150, now: clock() }).steps.map((s) => s.atMs)).not.toEqual(p.steps.map((s) => s.atMs));
    }
  });

  it('never throws on random hands, with or without a dictionary', () => {
    const rng = createRng('solver-fuzz');
    const none = makeVocabulary(undefined, { extra: ['CAT'], only: true });
    for (let i = 0; i < 30; i++) {
      const hand = Array.from({ length: rng.int(9) }, () => rng.pick(['A', 'T', 'C', '*', '@', "'E", 'Q', 'Z']));
      const s = solve(hand, i % 3 === 0 ? none : small, { budgetMs: 50 });
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(() => hint(hand, small)).not.toThrow();
    }
  });
});
