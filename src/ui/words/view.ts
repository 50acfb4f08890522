/**
 * What a seat's board shows of its crossword (pure: Board.tsx draws it, tests check it): the view is a square size
 * (`cell`, px) and the board square at the area's top-left corner (`left`, `top`, in squares, fractional).
 *
 * The view fits the crossword: it frames the placed cubes with a square to spare all round (where the next cube
 * goes), as big as the area allows up to 56 px a square. When the whole crossword does not fit at 40 px a square
 * (a finger's size), the squares stay 40 px and the view keeps the working area in sight — the cube placed or moved
 * last, with a square to spare round it — showing as much of the crossword as fits; the corner button then shows the
 * whole crossword (smaller squares) and fingers pinch and pan. The view moves as little as it can: a placement that
 * stays in sight moves nothing.
 *
 * The area's bottom-right corner holds that button: the crossword the view must show is kept clear of it, in the area
 * less a strip along its right or bottom edge (whichever leaves the squares bigger).
 */
import { BOARD_MIDDLE, BOARD_SIZE, type ViewWindow } from './board';

/** The smallest square where a player places cubes (px): a child's fingertip. */
export const PLACING = 40;
/** The largest square a fitted view draws (px). */
export const SQUARE_MAX = 56;
/** The largest square two fingers may zoom to (px). */
export const ZOOM_MAX = 96;
/** Room kept between the grid and the area's edge (px). */
export const EDGE = 4;
/** The corner the view's button takes (44 px and its gap). */
export const CORNER = 48;

export interface View {
  cell: number;
  left: number;
  top: number;
}
export interface Room {
  w: number;
  h: number;
}
/** Board squares, inclusive. */
export interface Rect {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** Where the grid (the rendered window of squares, `win`) is drawn for a view, as the area's DOM takes it. */
export interface Placement {
  /** The view as drawn (clamped to what the grid reaches). */
  view: View;
  cell: number;
  /** The grid's offset inside the scrolled content (px). */
  x: number;
  y: number;
  /** The area's scroll offsets (px, whole). */
  scrollX: number;
  scrollY: number;
  /** The size of the content the area scrolls over (px). */
  w: number;
  h: number;
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/**
 * One axis of a placement: the grid `size` px long in an area `room` px long, its start at `at` px as asked. The area
 * reaches the grid's ends with EDGE px to spare, and CORNER px more past its far end (the corner button's strip), so
 * anything on the grid can be brought clear of the button. A grid shorter than that is drawn whole, without scrolling.
 */
function axis(at: number, size: number, room: number): { offset: number; scroll: number; total: number } {
  const total = Math.ceil(size + 2 * EDGE + CORNER);
  if (total <= room) return { offset: clamp(at, EDGE, room - size - EDGE - CORNER), scroll: 0, total };
  const scroll = clamp(Math.round(EDGE - at), 0, total - room);
  return { offset: EDGE, scroll, total };
}

/** The placement of a view over the rendered window `win` in an area `room` px. */
export function place(view: View, win: ViewWindow, room: Room): Placement {
  const { cell } = view;
  const h = axis((win.left - view.left) * cell, win.cols * cell, room.w);
  const v = axis((win.top - view.top) * cell, win.rows * cell, room.h);
  return {
    view: { cell, left: win.left - (h.offset - h.scroll) / cell, top: win.top - (v.offset - v.scroll) / cell },
    cell,
    x: h.offset,
    y: v.offset,
    scrollX: h.scroll,
    scrollY: v.scroll,
    w: h.total,
    h: v.total,
  };
}

/** The view a placement's offsets and the area's scroll offsets show (a finger's native scroll read back). */
export function viewAt(cell: number, x: number, y: number, scrollX: number, scrollY: number, win: ViewWindow): View {
  return { cell, left: win.left - (x - scrollX) / cell, top: win.top - (y - scrollY) / cell };
}

/** The crossword's frame: the squares in use (placed and fixed) with one to spare all round, on the board. */
export function frameOf(used: Rect | null): Rect {
  const a = used ?? { top: BOARD_MIDDLE, left: BOARD_MIDDLE, bottom: BOARD_MIDDLE, right: BOARD_MIDDLE };
  const last = BOARD_SIZE - 1;
  return { top: Math.max(0, a.top - 1), left: Math.max(0, a.left - 1), bottom: Math.min(last, a.bottom + 1), right: Math.min(last, a.right + 1) };
}

const rows = (r: Rect): number => r.bottom - r.top + 1;
const cols = (r: Rect): number => r.right - r.left + 1;

/**
 * The part of the area a crossword is kept in, clear of the corner button: the area less a strip along the right or
 * the bottom, whichever lets `frame` be drawn bigger.
 */
export function usable(room: Room, frame: Rect): Room {
  const right = { w: Math.max(1, room.w - CORNER), h: room.h };
  const bottom = { w: room.w, h: Math.max(1, room.h - CORNER) };
  const size = (u: Room): number => Math.min(u.w / cols(frame), u.h / rows(frame));
  const a = size(right);
  const b = size(bottom);
  return a > b || (a === b && room.w >= room.h) ? right : bottom;
}

/** The biggest square (up to SQUARE_MAX) that shows the whole `frame` in `room`, clear of the corner. */
export function fitCell(frame: Rect, room: Room): number {
  const u = usable(room, frame);
  return Math.min(SQUARE_MAX, u.w / cols(frame), u.h / rows(frame));
}

/** A view of `cell` px squares with `r` in the middle of the usable part `u` of the area. */
function centred(r: Rect, cell: number, u: Room): View {
  return { cell, left: (r.left + r.right + 1) / 2 - u.w / 2 / cell, top: (r.top + r.bottom + 1) / 2 - u.h / 2 / cell };
}

/** One axis: the view's start moved as little as it takes to show [lo, hi) in `span` squares (the middle of it when it cannot). */
function reach(start: number, span: number, lo: number, hi: number): number {
  if (hi - lo > span) return (lo + hi) / 2 - span / 2;
  if (lo < start) return lo;
  if (hi > start + span) return hi - span;
  return start;
}

/** Whether the squares `r` lie whole inside the usable part `u` of the area in view `v` (to the scroll's rounding). */
export function shows(v: View, r: Rect, u: Room): boolean {
  const e = 0.6 / v.cell; // (the scroll is in whole pixels)
  return r.left >= v.left - e && r.top >= v.top - e && r.right + 1 <= v.left + u.w / v.cell + e && r.bottom + 1 <= v.top + u.h / v.cell + e;
}

export interface Framing {
  /** The squares in use (placed and fixed), or null on an empty board. */
  used: Rect | null;
  /** The square placed or moved last (the working area), or null. */
  focus: { row: number; col: number } | null;
  /** The rendered window of squares. */
  win: ViewWindow;
  room: Room;
  /**
   * Whether the player may still place cubes here. A board nobody places on (locked after a call or "I'm done", the
   * round over, a crossword being challenged, another's Rotary board) shows its whole crossword, at any square size.
   */
  placing: boolean;
}

/** The view showing the whole crossword, clear of the corner (its squares as big as fit, up to 56 px: smaller than 40 when they must). */
export function wholeView(f: Framing): Placement {
  const frame = frameOf(f.used);
  return place(centred(frame, fitCell(frame, f.room), usable(f.room, frame)), f.win, f.room);
}

/**
 * The view after the crossword or the area changed, from the one shown before (null at first): the whole crossword
 * when it fits at 40 px a square or more (zoomed out only as far as it must), else 40 px squares round the working
 * area; either way moved as little as it can. A board nobody places on always shows the whole crossword.
 */
export function settle(prev: View | null, f: Framing): Placement {
  const frame = frameOf(f.used);
  const u = usable(f.room, frame);
  const fit = fitCell(frame, f.room);
  // nobody places here: the whole crossword, as big as it fits (the 40 px rule is for a finger placing cubes)
  if (!f.placing && fit < PLACING) return wholeView(f);
  if (fit >= PLACING) {
    if (prev && prev.cell >= PLACING && prev.cell <= fit) {
      const kept = place(prev, f.win, f.room).view;
      if (shows(kept, frame, u)) return place(kept, f.win, f.room);
      const moved = {
        cell: prev.cell,
        left: reach(kept.left, u.w / prev.cell, frame.left, frame.right + 1),
        top: reach(kept.top, u.h / prev.cell, frame.top, frame.bottom + 1),
      };
      return place(moved, f.win, f.room);
    }
    return place(centred(frame, fit, u), f.win, f.room);
  }
  // too big to show whole at a finger's size: keep the working area in sight at 40 px (or more, when zoomed in)
  const at = f.focus ?? (f.used ? { row: f.used.bottom, col: f.used.right } : { row: BOARD_MIDDLE, col: BOARD_MIDDLE });
  const work: Rect = {
    top: Math.max(frame.top, at.row - 1),
    left: Math.max(frame.left, at.col - 1),
    bottom: Math.min(frame.bottom, at.row + 1),
    right: Math.min(frame.right, at.col + 1),
  };
  if (prev && prev.cell >= PLACING) {
    const kept = place(prev, f.win, f.room).view;
    if (shows(kept, work, u)) return place(kept, f.win, f.room);
    const moved = {
      cell: prev.cell,
      left: reach(kept.left, u.w / prev.cell, work.left, work.right + 1),
      top: reach(kept.top, u.h / prev.cell, work.top, work.bottom + 1),
    };
    return place(moved, f.win, f.room);
  }
  // zooming in: round the working area, and along a way the crossword fits, the whole of it
  const cell = PLACING;
  const along = (span: number, lo: number, hi: number, a: number): number => {
    if (hi - lo <= span) return (lo + hi) / 2 - span / 2;
    return clamp(a + 0.5 - span / 2, lo, hi - span);
  };
  return place(
    {
      cell,
      left: along(u.w / cell, frame.left, frame.right + 1, at.col),
      top: along(u.h / cell, frame.top, frame.bottom + 1, at.row),
    },
    f.win,
    f.room,
  );
}

/** The smallest and largest squares two fingers may zoom to: out to the whole crossword (or 40 px), in to ZOOM_MAX. */
export function zoomLimits(f: Framing): { min: number; max: number } {
  return { min: Math.min(PLACING, fitCell(frameOf(f.used), f.room)), max: ZOOM_MAX };
}

/** A zoom to `cell` px squares keeping the board point under `at` (px in the area) where it was. */
export function zoomAround(view: View, cell: number, at: { x: number; y: number }, f: Framing): Placement {
  const bx = view.left + at.x / view.cell;
  const by = view.top + at.y / view.cell;
  return place({ cell, left: bx - at.x / cell, top: by - at.y / cell }, f.win, f.room);
}
