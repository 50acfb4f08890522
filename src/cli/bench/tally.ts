/**
 * Tally Rally benchmarks (issue 6): 20 seeded boards, single thread.
 *   all equations of ≤ 5 tiles (target median ≤ 100 ms)
 *   all equations of ≤ 6 tiles (target median ≤ 1 s)
 *   the longest equation, proven (target median ≤ 1 s, budget 1 s)
 */
import { boardFromSeed } from '../../games/tally/board';
import { enumerateEquations, longestEquation } from '../../../workers/tally/solver';
import { timed, type BenchRow } from './stats';

export async function bench(): Promise<BenchRow[]> {
  const boards = Array.from({ length: 20 }, (_, i) => boardFromSeed(`bench-${i}`));
  // warm-up so the first board does not pay for compilation
  enumerateEquations(boardFromSeed('warm'), { maxTiles: 5 });
  const rows: BenchRow[] = [];
  for (const maxTiles of [5, 6]) {
    const samples: number[] = [];
    const counts: number[] = [];
    for (const b of boards) {
      const { ms, value } = timed(() => enumerateEquations(b, { maxTiles }));
      samples.push(ms);
      counts.push(value.equations.length);
    }
    counts.sort((a, b) => a - b);
    rows.push({
      name: `tally solve, all equations ≤ ${maxTiles} tiles (20 boards)`,
      samples,
      notes: { 'median equations': counts[9] ?? 0 },
    });
  }
  const samples: number[] = [];
  let proven = 0;
  const lengths: number[] = [];
  for (const b of boards) {
    const { ms, value } = timed(() => longestEquation(b, 1000));
    samples.push(ms);
    if (value.proven) proven++;
    lengths.push(value.tiles);
  }
  rows.push({
    name: 'tally longest equation, proven (20 boards, 1 s budget)',
    samples,
    notes: { proven: `${proven}/20`, 'tiles min': Math.min(...lengths), 'tiles max': Math.max(...lengths) },
  });
  return rows;
}
