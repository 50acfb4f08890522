/**
 * Mathable benchmarks: full-rack move generation (every multi-tile sequence)
 * over 50 seeded mid-game positions, and whole computer turns by level.
 */
import { timed, type BenchRow } from './stats';
import { apply, init, type Level, type MathableState } from '../../games/mathable/engine';
import { computerTurn } from '../../../workers/mathable/computer';
import { generateMoves } from '../../../workers/mathable/generate';

/** A mid-game position: medium players from the seed until the bag is down to about half, with a full rack to move. */
export function midGamePosition(seed: string): MathableState | null {
  let s = init(
    {
      seats: [
        { kind: 'computer', level: 'medium' },
        { kind: 'computer', level: 'medium' },
      ],
      hiddenRacks: false,
    },
    seed,
  );
  for (let turn = 0; turn < 400 && !s.ended; turn++) {
    if (s.bag.length <= 45 && s.racks[s.current]!.length === 7) return s;
    for (const m of computerTurn(s)) s = apply(s, m);
  }
  return null;
}

export function midGamePositions(count: number): MathableState[] {
  const out: MathableState[] = [];
  for (let i = 0; out.length < count && i < count * 4; i++) {
    const s = midGamePosition(`bench-${i}`);
    if (s) out.push(s);
  }
  return out;
}

export async function bench(): Promise<BenchRow[]> {
  const positions = midGamePositions(50);
  const samples: number[] = [];
  const moveCounts: number[] = [];
  const nodeCounts: number[] = [];
  for (const s of positions) {
    generateMoves(s.board, s.racks[s.current]!); // warm
    const { ms, value } = timed(() => generateMoves(s.board, s.racks[s.current]!));
    samples.push(ms);
    moveCounts.push(value.moves.length);
    nodeCounts.push(value.nodes);
  }
  const med = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const rows: BenchRow[] = [
    {
      name: `mathable move generation, full rack (${positions.length} mid-game positions)`,
      samples,
      notes: { 'median moves': med(moveCounts), 'max moves': Math.max(...moveCounts), 'median nodes': med(nodeCounts), target: '≤ 20 ms median' },
    },
  ];
  for (const level of ['easy', 'medium', 'hard'] as Level[]) {
    const t: number[] = [];
    for (const s of positions.slice(0, 20)) t.push(timed(() => computerTurn(s, level)).ms);
    rows.push({ name: `mathable computer turn, ${level} (20 positions)`, samples: t });
  }
  return rows;
}
