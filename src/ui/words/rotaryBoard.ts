/**
 * Rotary's shared crossword on a seat's board (pure; the screen and tests use
 * it): where the standing cubes sit on the 41 × 41 board, and the word a
 * player's cubes make with them, as a `lay` move's fields.
 *
 * The board's squares are the shared grid's coordinates shifted so the
 * standing crossword sits in the middle (`origin`); the origin changes only
 * when a word is laid or removed, and the cubes a player has put down
 * belong to one turn, so they never outlive it.
 */
import { formatCell, type Cell, type Dir } from '../../games/words';
import type { Face } from '../../games/words/cubes';
import type { RotaryGame } from '../../games/words/rotary';
import { BOARD_MIDDLE, cellOf, type Board } from './board';

export interface Origin {
  row: number;
  col: number;
}

/** Board square = shared-grid square + origin (the standing crossword centred; an empty grid: the middle). */
export function originOf(game: Pick<RotaryGame, 'cubes'>): Origin {
  if (game.cubes.length === 0) return { row: BOARD_MIDDLE, col: BOARD_MIDDLE };
  const rows = game.cubes.map((c) => c.row);
  const cols = game.cubes.map((c) => c.col);
  return {
    row: BOARD_MIDDLE - Math.floor((Math.min(...rows) + Math.max(...rows)) / 2),
    col: BOARD_MIDDLE - Math.floor((Math.min(...cols) + Math.max(...cols)) / 2),
  };
}

/** The standing cubes in board squares. */
export function standingOnBoard(game: Pick<RotaryGame, 'cubes'>, origin: Origin): { row: number; col: number; cell: Cell; seat: number }[] {
  return game.cubes.map((c) => ({ row: c.row + origin.row, col: c.col + origin.col, cell: c.cell, seat: c.seat }));
}

export type PendingLay =
  | { ok: true; row: number; col: number; dir: Dir; word: string; letters: string }
  | { ok: false; why: 'none' | 'line' | 'gap' | 'short' };

/**
 * The word a player's cubes on the board make with the standing crossword:
 * the new cubes in one row or one column with no empty square between them,
 * extended over the standing cubes on either side. One new cube takes the
 * direction in which it makes a word (across first). The opening word
 * starts at the shared grid's 0, 0 wherever it was built.
 */
export function pendingLay(game: Pick<RotaryGame, 'cubes'>, board: Board, hand: readonly Face[]): PendingLay {
  const placed = board.placed;
  if (placed.length === 0) return { ok: false, why: 'none' };
  const origin = originOf(game);
  const standing = new Map(standingOnBoard(game, origin).map((c) => [`${c.row},${c.col}`, c.cell]));
  const mine = new Map(placed.map((p) => [`${p.row},${p.col}`, cellOf(hand[p.cube] ?? '', p.letter)]));
  const at = (r: number, c: number): Cell | undefined => mine.get(`${r},${c}`) ?? standing.get(`${r},${c}`);
  const first = placed[0]!;
  const sameRow = placed.every((p) => p.row === first.row);
  const sameCol = placed.every((p) => p.col === first.col);
  if (!sameRow && !sameCol) return { ok: false, why: 'line' };
  const runLength = (across: boolean): number => {
    let n = 1;
    for (const d of [-1, 1]) for (let k = 1; at(first.row + (across ? 0 : d * k), first.col + (across ? d * k : 0)); k++) n++;
    return n;
  };
  const across = placed.length > 1 ? sameRow : runLength(true) >= 2 || runLength(false) < 2;
  const pos = (p: { row: number; col: number }): number => (across ? p.col : p.row);
  const cellAt = (k: number): Cell | undefined => (across ? at(first.row, k) : at(k, first.col));
  let lo = Math.min(...placed.map(pos));
  let hi = Math.max(...placed.map(pos));
  for (let k = lo; k <= hi; k++) if (!cellAt(k)) return { ok: false, why: 'gap' };
  while (cellAt(lo - 1)) lo--;
  while (cellAt(hi + 1)) hi++;
  if (hi - lo + 1 < 2) return { ok: false, why: 'short' };
  const cells = Array.from({ length: hi - lo + 1 }, (_, i) => cellAt(lo + i) as Cell);
  const opening = game.cubes.length === 0;
  return {
    ok: true,
    row: opening ? 0 : (across ? first.row : lo) - origin.row,
    col: opening ? 0 : (across ? lo : first.col) - origin.col,
    dir: across ? 'across' : 'down',
    word: cells.map(formatCell).join(' '),
    letters: cells.map((c) => c.letter).join(''),
  };
}
