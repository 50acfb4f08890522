/**
 * Tally Rally benchmarks (issue 6): 20 seeded boards, single thread.
 *   all equations of ≤ 5 tiles (target median ≤ 100 ms)
 *   all equations of ≤ 6 tiles (target median ≤ 1 s)
 *   the longest equation, proven (target median ≤ 1 s, budget 1 s)
 *
 * On a whole board a 16-tile equation exists (200 of 200 seeded boards), so
 * the first length tried answers and the proof that no longer one exists never
 * runs. The proof is measured where it works: the longest equation with no 0
 * or 1 (and with no 0, 1 or 2), where on several boards no equation uses every
 * usable tile and the shorter lengths must be searched to the end.
 */
import { boardFromSeed } from '../../games/tally/board';
import { enumerateEquations, longestEquation, usableWithout } from '../../../workers/tally/solver';
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
    name: 'tally longest equation, whole board (20 boards, 1 s budget; answered at 16 tiles, no proof work)',
    samples,
    notes: { proven: `${proven}/20`, 'tiles min': Math.min(...lengths), 'tiles max': Math.max(...lengths) },
  });
  for (const digits of [
    [0, 1],
    [0, 1, 2],
  ]) {
    const times: number[] = [];
    let provenHere = 0;
    let shorter = 0;
    for (const b of boards) {
      const usable = usableWithout(b, digits);
      const { ms, value } = timed(() => longestEquation(b, 1000, usable));
      times.push(ms);
      if (value.proven) provenHere++;
      if (value.tiles < usable.filter(Boolean).length) shorter++;
    }
    rows.push({
      name: `tally longest equation with no ${digits.join(', ')}, proven (20 boards, 1 s budget)`,
      samples: times,
      notes: { proven: `${provenHere}/20`, 'proof searched shorter lengths': `${shorter}/20` },
    });
  }
  return rows;
}
