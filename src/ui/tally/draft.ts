/**
 * The equation being traced (screen state, not a move): a path of cells and
 * the sign chosen in each gap between its digits. Tapping and dragging both
 * end up here, so the rules of tracing are tested without a page.
 */
import { adjacent, type Board } from '../../games/tally/board';

/** '' joins two digits into one number. */
export type Gap = '' | '+' | '-' | '*' | '/' | '=';
export const GAP_CHOICES: readonly Gap[] = ['', '+', '-', '*', '/', '='];

export interface Draft {
  path: number[];
  gaps: Gap[];
  /** The gap the sign buttons fill next, or null. */
  selected: number | null;
  /**
   * The equation as the student typed it (with brackets), when they did: it
   * stands for the traced one until the path or a sign changes. Absent in
   * drafts saved before it was kept.
   */
  typed?: string;
}

/** The longest typed equation kept (a 16-tile path with a sign in every gap and brackets is far shorter). */
export const TYPED_MAX = 200;

export const emptyDraft: Draft = { path: [], gaps: [], selected: null };

export type TapResult = { draft: Draft; note: null | 'restarted' | 'removed' | 'cut' };

/** The first gap still joining digits, else the last gap. */
function nextGap(gaps: readonly Gap[], from = 0): number | null {
  if (gaps.length === 0) return null;
  for (let i = from; i < gaps.length; i++) if (gaps[i] === '') return i;
  return gaps.length - 1;
}

/**
 * A tap on a tile: the first tile starts the path; a tile next to the end
 * extends it; the end tile taps off; a tile already in the path cuts the path
 * back to it; any other tile starts again from there.
 */
export function tapCell(d: Draft, cell: number): TapResult {
  const last = d.path[d.path.length - 1];
  if (last === undefined) return { draft: { path: [cell], gaps: [], selected: null }, note: null };
  if (cell === last) {
    const gaps = d.gaps.slice(0, -1);
    return { draft: { path: d.path.slice(0, -1), gaps, selected: nextGap(gaps) }, note: 'removed' };
  }
  const at = d.path.indexOf(cell);
  if (at >= 0) {
    const gaps = d.gaps.slice(0, at);
    return { draft: { path: d.path.slice(0, at + 1), gaps, selected: nextGap(gaps) }, note: 'cut' };
  }
  if (adjacent(last, cell)) {
    const gaps: Gap[] = [...d.gaps, ''];
    return { draft: { path: [...d.path, cell], gaps, selected: d.selected ?? nextGap(gaps) }, note: null };
  }
  return { draft: { path: [cell], gaps: [], selected: null }, note: 'restarted' };
}

/** A finger moving onto a tile while dragging: extend, or step back onto the previous tile. */
export function dragTo(d: Draft, cell: number): Draft {
  const n = d.path.length;
  const last = d.path[n - 1];
  if (last === undefined || cell === last) return d;
  if (n >= 2 && d.path[n - 2] === cell) {
    const gaps = d.gaps.slice(0, -1);
    return { path: d.path.slice(0, -1), gaps, selected: nextGap(gaps) };
  }
  if (d.path.includes(cell) || !adjacent(last, cell)) return d;
  const gaps: Gap[] = [...d.gaps, ''];
  return { path: [...d.path, cell], gaps, selected: nextGap(gaps) };
}

/** Puts a sign in a gap and moves on to the next gap. */
export function setGap(d: Draft, gap: number, sign: Gap): Draft {
  if (gap < 0 || gap >= d.gaps.length) return d;
  const gaps = d.gaps.slice();
  gaps[gap] = sign;
  const selected = gap + 1 < gaps.length ? gap + 1 : gap;
  return { ...d, gaps, selected };
}

export const selectGap = (d: Draft, gap: number): Draft => (gap >= 0 && gap < d.gaps.length ? { ...d, selected: gap } : d);

/** The equation text of a draft: digits with the chosen signs, e.g. "4+4=8". */
export function draftText(board: Board, d: Draft): string {
  return d.path.map((c, i) => String(board[c]) + (d.gaps[i] ?? '')).join('');
}

/**
 * The signs of an equation written along a path, one per gap ('' where two
 * digits join), or null when the text does not fit the path (brackets, or
 * not as many digits as tiles).
 */
export function gapsOfText(text: string, tiles: number): Gap[] | null {
  const gaps: Gap[] = [];
  let digits = 0;
  let pending: Gap = '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      if (digits > 0) gaps.push(pending);
      pending = '';
      digits++;
    } else if (ch === '+' || ch === '-' || ch === '*' || ch === '/' || ch === '=') {
      if (digits === 0 || pending !== '') return null;
      pending = ch;
    } else return null;
  }
  return digits === tiles && pending === '' ? gaps : null;
}

/**
 * The two steps of a hint on a traced path: step 1 keeps only the "=" (which
 * tiles, and where the two sides meet), step 2 every sign. Selected: the
 * first gap still to fill, if any.
 */
export function hintDraft(cells: readonly number[], gaps: readonly Gap[], step: 1 | 2): Draft {
  const shown = step === 2 ? gaps.slice() : gaps.map((g) => (g === '=' ? '=' : ''));
  const open = step === 1 ? gaps.findIndex((g, i) => g !== '' && shown[i] === '') : -1;
  return { path: [...cells], gaps: shown, selected: open >= 0 ? open : null };
}
