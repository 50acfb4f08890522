/**
 * Computer players in Rotary (one shared crossword): the word a computer
 * seat adds on its turn, from its own cubes, onto the shared grid — or the
 * opening word of six letters or more. Pure and seeded (the same grid, cubes,
 * level and seed give the same word and pause).
 *
 * The move generator is the solver's (`Searcher.moves`): a word across or
 * down through cubes already down, every new cube's crossing run a word,
 * touching the grid. So a computer's word is always correct and legal.
 *
 *   easy    plain cubes only (no wild faces), words of at most five letters
 *           (the opening: at most seven), a seeded pick among all it sees
 *   medium  every cube; a seeded pick among the three words placing most cubes
 *   hard    every cube; the word placing most cubes, then the longest,
 *           keeping wild faces back when the same count can be placed without
 *
 * A pause (seeded, by level) before the word is laid, so people see it come:
 * a longer one in the opening race, where people race the computer.
 */
import { createRng } from '../../src/core/random';
import type { ScoringOptions } from '../../src/games/words/check';
import type { Face } from '../../src/games/words/cubes';
import { codeLetter } from '../../src/games/words/dawg';
import { cubesOf, formatCell, type Cell, type Dir, type Grid } from '../../src/games/words/grid';
import type { Vocabulary } from '../../src/games/words/vocab';
import { Board, KIND_OMEGA, KIND_SUN, poolOf, SIDE } from './board';
import { Searcher, type Move } from './search';
import type { Level } from './solve';

/** Milliseconds a computer takes: before its opening word, and on each turn. */
export const ROTARY_PACE: Readonly<Record<Level, { opening: [number, number]; turn: [number, number] }>> = {
  easy: { opening: [30_000, 45_000], turn: [6_000, 10_000] },
  medium: { opening: [20_000, 30_000], turn: [4_000, 8_000] },
  hard: { opening: [10_000, 18_000], turn: [3_000, 6_000] },
};

/** The least letters of the opening word (the engine's OPENING_LETTERS). */
const OPENING = 6;
/** Moves looked at on one turn, at most (a big shared grid has many). */
const MOVE_LIMIT = 4000;

export interface RotaryWord {
  /** Where the word starts in the shared grid's coordinates (its top-left cube is 0, 0); the opening: 0, 0. */
  row: number;
  col: number;
  dir: Dir;
  /** The word's cells in grid notation, cubes already down included (the `lay` move's `word`). */
  word: string;
  /** New cubes it places. */
  placed: number;
}

export interface RotaryComputerTurn {
  /** The word to lay, or null: it passes (no word fits, or in the opening none of six letters). */
  lay: RotaryWord | null;
  /** The pause before it lays (or passes). */
  delayMs: number;
}

const cellOf = (code: number, kind: number): Cell => ({ kind: kind === KIND_SUN ? 'sun' : kind === KIND_OMEGA ? 'omega' : 'letter', letter: codeLetter(code) });

function wordOf(board: Board, m: Move): string {
  const step = m.across ? 1 : SIDE;
  const news = new Map(m.placed.map((p) => [p.idx, p]));
  const tokens: string[] = [];
  for (let i = 0; i < m.word.length; i++) {
    const idx = m.start + i * step;
    const p = news.get(idx);
    tokens.push(formatCell(p ? cellOf(p.code, p.kind) : cellOf(board.code[idx] as number, board.kind[idx] as number)));
  }
  return tokens.join(' ');
}

const wilds = (m: Move): number => m.placed.filter((p) => p.kind !== 0).length;

/**
 * A computer seat's turn in Rotary: the word it adds to the shared grid from
 * `cubes` (the cubes it still holds), or its opening word when the grid is
 * empty, and the pause before it.
 */
export function rotaryComputerTurn(
  grid: Grid,
  cubes: readonly Face[],
  vocab: Vocabulary,
  level: Level,
  seed: string,
  options: ScoringOptions = {},
): RotaryComputerTurn {
  const rng = createRng(`${seed}/rotary/${level}`);
  const down = cubesOf(grid);
  const opening = down.length === 0;
  const [lo, hi] = ROTARY_PACE[level][opening ? 'opening' : 'turn'];
  const delayMs = lo + rng.int(hi - lo + 1);
  const h = grid.length;
  const w = grid.reduce((m, l) => Math.max(m, l.length), 0);
  // the solver's board holds SIDE squares each way, centred: a grid too big for it leaves no room to play (the computer passes)
  if (cubes.length === 0 || h > SIDE - 8 || w > SIDE - 8) return { lay: null, delayMs };
  const searcher = new Searcher(vocab, options);
  if (level === 'easy') {
    searcher.noWilds = true;
    searcher.maxWord = opening ? OPENING + 1 : 5;
  }
  const board = opening ? new Board() : Board.fromGrid(grid);
  let moves = searcher.moves(board, poolOf(cubes), MOVE_LIMIT);
  if (opening) moves = moves.filter((m) => m.word.length >= OPENING);
  if (moves.length === 0) return { lay: null, delayMs };
  // a stable order first (the generator's order is the board's), so the seeded pick is the same everywhere
  const key = (m: Move): string => `${m.start}/${m.across ? 'a' : 'd'}/${m.word}/${m.placed.map((p) => `${p.idx}:${p.kind}`).join(',')}`;
  moves.sort(
    (a, b) => b.placed.length - a.placed.length || b.word.length - a.word.length || wilds(a) - wilds(b) || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0),
  );
  const pick = level === 'hard' ? moves[0]! : level === 'medium' ? moves[rng.int(Math.min(3, moves.length))]! : moves[rng.int(moves.length)]!;
  const row = opening ? 0 : Math.floor(pick.start / SIDE) - board.originRow;
  const col = opening ? 0 : (pick.start % SIDE) - board.originCol;
  return { lay: { row, col, dir: pick.across ? 'across' : 'down', word: wordOf(board, pick), placed: pick.placed.length }, delayMs };
}
