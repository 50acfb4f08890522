/** Test positions: a real game state with a chosen board, racks and bag. */
import { CELLS, pos } from '../../../src/games/mathable/board';
import { init, type MathableState, type Placement, type Seat } from '../../../src/games/mathable/engine';

export interface PositionSpec {
  /** Tiles on the board; the start tiles are kept unless `empty`. */
  tiles?: Placement[];
  empty?: boolean;
  racks?: number[][];
  bag?: number[];
  current?: number;
  seats?: Seat[];
  hiddenRacks?: boolean;
}

export function position(spec: PositionSpec = {}): MathableState {
  const seats: Seat[] = spec.seats ?? [{ kind: 'human' }, { kind: 'human' }];
  const s = init({ seats, hiddenRacks: spec.hiddenRacks ?? false }, 'test');
  const board = spec.empty ? new Array<number>(CELLS).fill(-1) : s.board.slice();
  for (const t of spec.tiles ?? []) board[pos(t.row, t.col)] = t.tile;
  const racks = spec.racks ?? s.racks.map((r) => r.slice());
  const current = spec.current ?? 0;
  return {
    ...s,
    board,
    racks,
    bag: spec.bag ?? s.bag.slice(),
    scores: racks.map(() => 0),
    current,
    first: current,
    turn: { placed: [], startRack: racks[current]!.length, locked: 0, drawsOwed: 0, drew: 0, hint: 0 },
  };
}

export const tileAt = (s: MathableState, row: number, col: number): number => s.board[pos(row, col)]!;
