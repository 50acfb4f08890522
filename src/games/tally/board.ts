/**
 * The Tally Rally board: 16 digit tiles on a 4×4 grid, drawn from a bag of
 * 30 tiles (three of each digit 0–9, see RULES.md). Cells are numbered
 * row-major 0–15; two cells are neighbours when they touch by a side or a
 * corner (a chess king's move).
 */
import { createRng } from '../../core/random';
import { RefusalError, type Refusal } from '../../core/refusal';

export const SIZE = 4;
export const CELLS = SIZE * SIZE;

/** The 30 tiles in the pouch: three of each digit. */
export const TILE_BAG: readonly number[] = Array.from({ length: 30 }, (_, i) => Math.floor(i / 3));

/** A board is 16 digits, row-major. */
export type Board = readonly number[];

/** Draws 16 of the 30 tiles at random from a seed. */
export function boardFromSeed(seed: string): Board {
  return createRng(`tally-board/${seed}`).shuffle(TILE_BAG).slice(0, CELLS);
}

export type BoardIssue = Refusal<'notDigits' | 'length' | 'tooMany'>;

/** Why a text is not a board (a code and values for the message catalogue), or null when it is one. */
export function boardIssue(text: string): BoardIssue | null {
  if (!/^\d*$/.test(text)) return { code: 'notDigits', vars: {} };
  if (text.length !== CELLS) return { code: 'length', vars: { n: text.length } };
  const counts = new Array<number>(10).fill(0);
  for (const ch of text) counts[Number(ch)]! += 1;
  const over = counts.findIndex((c) => c > 3);
  if (over >= 0) return { code: 'tooMany', vars: { d: over, n: counts[over] as number } };
  return null;
}

/** A text that is not a board: carries the issue (code and values), worded by whoever shows it. */
export class BoardError extends RefusalError<BoardIssue['code']> {
  override name = 'BoardError';
  constructor(issue: BoardIssue) {
    super(issue.code, issue.vars, { message: `not a board: ${issue.code} ${JSON.stringify(issue.vars)}` });
  }
}

/** Reads "4481917632905758" as a board; throws a BoardError (with the issue's code) when it is not one. */
export function parseBoard(text: string): Board {
  const t = text.trim();
  const issue = boardIssue(t);
  if (issue) throw new BoardError(issue);
  return Array.from(t, Number);
}

export const formatBoard = (board: Board): string => board.join('');

export const rowOf = (cell: number): number => Math.floor(cell / SIZE);
export const colOf = (cell: number): number => cell % SIZE;

export function isCell(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < CELLS;
}

export function adjacent(a: number, b: number): boolean {
  if (a === b) return false;
  return Math.abs(rowOf(a) - rowOf(b)) <= 1 && Math.abs(colOf(a) - colOf(b)) <= 1;
}

/** Neighbours of every cell, precomputed. */
export const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, a) =>
  Array.from({ length: CELLS }, (_, b) => b).filter((b) => adjacent(a, b)),
);

/** "row 2, column 3" (1-based), for reasons and screen-reader labels. */
export const cellName = (cell: number): string => `row ${rowOf(cell) + 1}, column ${colOf(cell) + 1}`;
