/**
 * A crossword grid and its text notation: rows separated by `/`, cells by
 * spaces: `.` empty, `A`–`Z` a letter cube (an 'E cube is written `E`), `*x`
 * a ☉ cube standing for the letter x, `@X` an Ω cube standing for X
 * (`☉x`, `Ωx` accepted). `ñ`/`Ñ` is a letter only a wild face can stand for.
 */

export type CellKind = 'letter' | 'sun' | 'omega';

/** A placed cube: its kind and the letter it stands for (upper case, A–Z or Ñ). */
export interface Cell {
  kind: CellKind;
  letter: string;
}

export type Grid = (Cell | null)[][];

export type Dir = 'across' | 'down';

/** A maximal run of two or more cubes, read left to right or top to bottom. */
export interface Run {
  row: number;
  col: number;
  dir: Dir;
  /** The grid positions of the run's cubes, in reading order. */
  cells: [number, number][];
  /** The letters, upper case. */
  letters: string;
  /** The run starts with an Ω cube (so it may be read as a proper noun). */
  omegaFirst: boolean;
}

export type GridParse =
  | { ok: true; grid: Grid }
  | { ok: false; code: 'badCell'; vars: { row: number; col: number; text: string } }
  | { ok: false; code: 'tooBig'; vars: { rows: number; cols: number } };

/** Larger grids are refused rather than read (20 cubes never need more). */
export const MAX_SIDE = 64;

const LETTER = /^[A-ZÑ]$/;

export function parseCell(token: string): Cell | null | undefined {
  if (token === '.') return null;
  const first = token[0];
  if (token.length === 2 && (first === '*' || first === '☉' || first === '@' || first === 'Ω')) {
    const letter = (token[1] as string).toUpperCase();
    if (!LETTER.test(letter)) return undefined;
    return { kind: first === '*' || first === '☉' ? 'sun' : 'omega', letter };
  }
  if (/^[A-Za-z]$/.test(token)) return { kind: 'letter', letter: token.toUpperCase() };
  return undefined;
}

export function parseGrid(text: string): GridParse {
  const rows = text.split('/').map((r) =>
    r
      .trim()
      .split(/\s+/)
      .filter((t) => t !== ''),
  );
  while (rows.length > 0 && (rows[rows.length - 1] as string[]).length === 0) rows.pop();
  const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
  if (rows.length > MAX_SIDE || width > MAX_SIDE) return { ok: false, code: 'tooBig', vars: { rows: rows.length, cols: width } };
  const grid: Grid = [];
  for (let r = 0; r < rows.length; r++) {
    const line: (Cell | null)[] = [];
    const tokens = rows[r] as string[];
    for (let c = 0; c < width; c++) {
      const t = tokens[c];
      if (t === undefined) {
        line.push(null);
        continue;
      }
      const cell = parseCell(t);
      if (cell === undefined) return { ok: false, code: 'badCell', vars: { row: r, col: c, text: t } };
      line.push(cell);
    }
    grid.push(line);
  }
  return { ok: true, grid };
}

export function formatCell(cell: Cell | null): string {
  if (cell === null) return '.';
  if (cell.kind === 'sun') return `*${cell.letter.toLowerCase()}`;
  if (cell.kind === 'omega') return `@${cell.letter}`;
  return cell.letter;
}

/** The grid as text, trimmed to the rows and columns in use. */
export function formatGrid(grid: Grid): string {
  const b = bounds(grid);
  if (!b) return '.';
  const lines: string[] = [];
  for (let r = b.top; r <= b.bottom; r++) {
    const cells: string[] = [];
    for (let c = b.left; c <= b.right; c++) cells.push(formatCell(grid[r]?.[c] ?? null));
    lines.push(cells.join(' '));
  }
  return lines.join(' / ');
}

export function bounds(grid: Grid): { top: number; bottom: number; left: number; right: number } | null {
  let top = Infinity;
  let bottom = -1;
  let left = Infinity;
  let right = -1;
  grid.forEach((line, r) =>
    line.forEach((cell, c) => {
      if (!cell) return;
      top = Math.min(top, r);
      bottom = Math.max(bottom, r);
      left = Math.min(left, c);
      right = Math.max(right, c);
    }),
  );
  return bottom < 0 ? null : { top, bottom, left, right };
}

/** The grid moved so its first used row and column are 0. */
export function trimGrid(grid: Grid): Grid {
  const b = bounds(grid);
  if (!b) return [];
  const out: Grid = [];
  for (let r = b.top; r <= b.bottom; r++) {
    const line: (Cell | null)[] = [];
    for (let c = b.left; c <= b.right; c++) line.push(grid[r]?.[c] ?? null);
    out.push(line);
  }
  return out;
}

export const cellAt = (grid: Grid, r: number, c: number): Cell | null => grid[r]?.[c] ?? null;

/** Every maximal run of two or more cubes: across runs first (row by row), then down runs (column by column). */
export function runsOf(grid: Grid): Run[] {
  const runs: Run[] = [];
  const height = grid.length;
  const width = grid.reduce((w, l) => Math.max(w, l.length), 0);
  const collect = (dir: Dir, outer: number, inner: number, at: (o: number, i: number) => [number, number]): void => {
    for (let o = 0; o < outer; o++) {
      let i = 0;
      while (i < inner) {
        const [r0, c0] = at(o, i);
        if (!cellAt(grid, r0, c0)) {
          i++;
          continue;
        }
        const cells: [number, number][] = [];
        while (i < inner) {
          const [r, c] = at(o, i);
          if (!cellAt(grid, r, c)) break;
          cells.push([r, c]);
          i++;
        }
        if (cells.length >= 2) {
          const first = cellAt(grid, r0, c0) as Cell;
          runs.push({
            row: r0,
            col: c0,
            dir,
            cells,
            letters: cells.map(([r, c]) => (cellAt(grid, r, c) as Cell).letter).join(''),
            omegaFirst: first.kind === 'omega',
          });
        }
      }
    }
  };
  collect('across', height, width, (o, i) => [o, i]);
  collect('down', width, height, (o, i) => [i, o]);
  return runs;
}

/** The placed cubes, row by row. */
export function cubesOf(grid: Grid): { row: number; col: number; cell: Cell }[] {
  const out: { row: number; col: number; cell: Cell }[] = [];
  grid.forEach((line, row) => line.forEach((cell, col) => cell && out.push({ row, col, cell })));
  return out;
}
