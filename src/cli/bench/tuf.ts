/**
 * TUF solver benchmarks: best equation for seeded random rolls, single
 * thread, each solve from scratch (no state shared between rolls).
 *   game 1 and game 2: 300 rolls each, every answer must be proven;
 *   game 1C(b) (17 cubes): 100 rolls with the default 2 s budget, and how often it finished (proven);
 *   games 1A, 2A and 3: 100 rolls each, proven;
 *   game 4 (groups), game 5 (groups, bases), game 6 (simple exponents) and ratio (ratio lines): with the 2 s budget, and how often the search finished;
 *   grading (best + count of best equations) for game 1.
 * A few warm-up solves run first so the JIT does not count against the first rolls.
 */
import { loadavg } from 'node:os';
import { timed, type BenchRow } from './stats';
import { formatRoll, rollCubes, type GameKey } from '../../games/tuf';
import { solve } from '../../../workers/tuf/solve';
import { gradeRoll } from '../../../workers/tuf/grade';

function rollsFor(game: GameKey, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(formatRoll(rollCubes(game, `bench-${i}`)));
  return out;
}

function solveRow(name: string, game: GameKey, count: number, budgetMs?: number): BenchRow {
  for (const roll of rollsFor(game, 5).map((r) => r)) solve({ game, roll: roll, budgetMs: 500 });
  const samples: number[] = [];
  let proven = 0;
  let finished = 0;
  let none = 0;
  let full = 0;
  const scores: number[] = [];
  for (const roll of rollsFor(game, count)) {
    const { ms, value } = timed(() => solve({ game, roll, ...(budgetMs !== undefined ? { budgetMs } : {}) }));
    samples.push(ms);
    if (value.proven) proven++;
    if (value.why !== 'budget') finished++;
    if (value.equation === null) none++;
    const all = roll.split(' ').reduce((n, f) => n + (f.startsWith('1/') ? 2 : 1), 0);
    if (value.score === all) full++;
    scores.push(value.score);
  }
  const mean = scores.reduce((a, b) => a + b, 0) / Math.max(1, scores.length);
  return {
    name,
    samples,
    notes: {
      proven: `${proven}/${count}`,
      ...(finished !== proven ? { 'search finished': `${finished}/${count}` } : {}),
      'all cubes used': `${full}/${count}`,
      'no equation': none,
      'mean score': mean.toFixed(2),
    },
  };
}

export async function bench(): Promise<BenchRow[]> {
  // other work on the machine shows up in wall-clock maxima: say how busy it was
  process.stderr.write(
    `load average at start: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}\n`,
  );
  const rows: BenchRow[] = [];
  rows.push(solveRow('tuf solve, game 1 (300 rolls, proven)', '1', 300));
  rows.push(solveRow('tuf solve, game 2 (300 rolls, proven)', '2', 300));
  rows.push(solveRow('tuf solve, game 1C(b) 17 cubes (100 rolls, 2 s budget)', '1c-b', 100, 2000));
  rows.push(solveRow('tuf solve, game 1A (100 rolls, proven)', '1a', 100));
  rows.push(solveRow('tuf solve, game 2A (100 rolls, proven)', '2a', 100));
  rows.push(solveRow('tuf solve, game 3 (100 rolls, proven)', '3', 100));
  rows.push(solveRow('tuf solve, game 4 with groups (100 rolls, 2 s budget)', '4', 100, 2000));
  rows.push(solveRow('tuf solve, game 5 with groups and bases (50 rolls, 2 s budget)', '5', 50, 2000));
  rows.push(solveRow('tuf solve, game 6 with groups and exponents (50 rolls, 2 s budget)', '6', 50, 2000));
  rows.push(solveRow('tuf solve, ratio with groups and ratio lines (50 rolls, 2 s budget)', 'ratio', 50, 2000));
  const gradeSamples: number[] = [];
  const labels: Record<string, number> = {};
  for (const roll of rollsFor('1', 100)) {
    const { ms, value } = timed(() => gradeRoll({ game: '1', roll }));
    gradeSamples.push(ms);
    labels[value.difficulty] = (labels[value.difficulty] ?? 0) + 1;
  }
  rows.push({ name: 'tuf grade, game 1 (100 rolls: best + count)', samples: gradeSamples, notes: labels });
  return rows;
}
