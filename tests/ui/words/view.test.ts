/**
 * What a seat's board shows (`src/ui/words/view.ts`): the whole crossword when it fits at a finger's size (40 px
 * squares), else 40 px squares round the working area; the whole crossword on demand, clear of the corner button;
 * pinch zoom round a point; the view moves only when it must. Property tests over random crosswords and areas.
 */
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../../src/core/random';
import { BOARD_MIDDLE as M, BOARD_SIZE, stableWindow, usedArea, type Board, type Placed } from '../../../src/ui/words/board';
import {
  CORNER,
  fitCell,
  frameOf,
  PLACING,
  place,
  settle,
  viewAt,
  wholeView,
  zoomAround,
  zoomLimits,
  type Framing,
  type Placement,
  type Room,
} from '../../../src/ui/words/view';

/** A random crossword of `n` cubes: words across and down, each through a cube already down (the first across the middle). */
function crossword(rng: Rng, n: number): Placed[] {
  const placed: Placed[] = [];
  const at = new Set<string>();
  const put = (row: number, col: number): void => {
    if (placed.length >= n || row < 0 || col < 0 || row >= BOARD_SIZE || col >= BOARD_SIZE || at.has(`${row},${col}`)) return;
    at.add(`${row},${col}`);
    placed.push({ cube: placed.length, row, col });
  };
  const first = n === 1 ? 1 : 2 + rng.int(Math.min(12, n - 1));
  for (let i = 0; i < first; i++) put(M, M - (first >> 1) + i);
  for (let tries = 0; placed.length < n && tries < 50; tries++) {
    const from = placed[rng.int(placed.length)]!;
    const len = 2 + rng.int(8);
    const back = rng.int(len);
    const down = rng.int(2) === 0;
    for (let i = 0; i < len; i++) put(down ? from.row - back + i : from.row, down ? from.col : from.col - back + i);
  }
  return placed;
}

/** A cube's square on screen (px in the area) for a placement. */
function squarePx(p: Placement, row: number, col: number): { left: number; top: number; right: number; bottom: number } {
  const { view, cell } = p;
  return { left: (col - view.left) * cell, top: (row - view.top) * cell, right: (col + 1 - view.left) * cell, bottom: (row + 1 - view.top) * cell };
}

/** Whether a square is whole inside the area and clear of the corner button (to the rounding of a scroll to whole pixels). */
function inSight(p: Placement, room: Room, row: number, col: number): boolean {
  const s = squarePx(p, row, col);
  const e = 0.6;
  const inside = s.left >= -e && s.top >= -e && s.right <= room.w + e && s.bottom <= room.h + e;
  const underCorner = s.right > room.w - CORNER + e && s.bottom > room.h - CORNER + e;
  return inside && !underCorner;
}

/** What the area's DOM can do: scroll within its content, and the view read back from it is the view. */
function drawable(p: Placement, f: Framing): void {
  expect(p.scrollX).toBeGreaterThanOrEqual(0);
  expect(p.scrollY).toBeGreaterThanOrEqual(0);
  expect(p.scrollX).toBeLessThanOrEqual(Math.max(0, p.w - f.room.w));
  expect(p.scrollY).toBeLessThanOrEqual(Math.max(0, p.h - f.room.h));
  expect(Number.isInteger(p.scrollX) && Number.isInteger(p.scrollY)).toBe(true);
  const back = viewAt(p.cell, p.x, p.y, p.scrollX, p.scrollY, f.win);
  expect(back.left).toBeCloseTo(p.view.left, 9);
  expect(back.top).toBeCloseTo(p.view.top, 9);
}

const framing = (placed: Placed[], room: Room, focus?: Placed, placing = true): Framing => {
  const board: Board = { placed };
  const last = focus ?? placed[placed.length - 1];
  return { used: usedArea(board), focus: last ? { row: last.row, col: last.col } : null, win: stableWindow(null, board), room, placing };
};

describe('the words board view', () => {
  it('shows every placed cube when asked for the whole crossword, clear of the corner button, for random crosswords and areas (property)', () => {
    const rng = createRng('whole-view');
    for (let i = 0; i < 600; i++) {
      const placed = crossword(rng, 1 + rng.int(20));
      const room = { w: 100 + rng.int(1000), h: 84 + rng.int(820) };
      const f = framing(placed, room);
      const p = wholeView(f);
      drawable(p, f);
      for (const c of placed) expect(inSight(p, room, c.row, c.col), `cube at ${c.row},${c.col} in ${room.w}×${room.h}`).toBe(true);
      expect(p.cell).toBeLessThanOrEqual(56);
    }
  });

  it('keeps squares of at least 40 px: the whole crossword when it fits so, else the working area (property)', () => {
    const rng = createRng('settle-view');
    let whole = 0;
    let working = 0;
    for (let i = 0; i < 600; i++) {
      const placed = crossword(rng, 1 + rng.int(20));
      const room = { w: 100 + rng.int(1000), h: 120 + rng.int(780) };
      const focus = placed[rng.int(placed.length)]!;
      const f = framing(placed, room, focus);
      // from nothing, from the view before (a cube fewer), and from a view a finger left anywhere at any zoom
      const before = settle(null, framing(placed.slice(0, -1), room)).view;
      const finger = { cell: 12 + rng.int(80), left: M - 20 + rng.int(40), top: M - 20 + rng.int(40) };
      for (const prev of [null, before, finger]) {
        const p = settle(prev, f);
        drawable(p, f);
        expect(p.cell).toBeGreaterThanOrEqual(PLACING);
        if (fitCell(frameOf(f.used), room) >= PLACING) {
          whole++;
          for (const c of placed) expect(inSight(p, room, c.row, c.col), `cube at ${c.row},${c.col} in ${room.w}×${room.h}`).toBe(true);
        } else {
          working++;
          expect(inSight(p, room, focus.row, focus.col), `the working cube in ${room.w}×${room.h}`).toBe(true);
        }
      }
    }
    // both cases were met often
    expect(Math.min(whole, working)).toBeGreaterThan(200);
  });

  it('a board nobody places on (locked, done, round over, challenged) shows every cube; placing again, 40 px round the working area (property)', () => {
    const rng = createRng('locked-view');
    let small = 0;
    for (let i = 0; i < 600; i++) {
      const placed = crossword(rng, 1 + rng.int(20));
      const room = { w: 100 + rng.int(1000), h: 120 + rng.int(780) };
      const focus = placed[rng.int(placed.length)]!;
      const f = framing(placed, room, focus, false);
      // from nothing, from the placing view just before the lock, and from a view a finger left anywhere at any zoom
      const before = settle(null, framing(placed, room, focus)).view;
      const finger = { cell: 12 + rng.int(80), left: M - 20 + rng.int(40), top: M - 20 + rng.int(40) };
      for (const prev of [null, before, finger]) {
        const p = settle(prev, f);
        drawable(p, f);
        if (p.cell < PLACING) small++;
        for (const c of placed) expect(inSight(p, room, c.row, c.col), `cube at ${c.row},${c.col} in ${room.w}×${room.h}`).toBe(true);
        // unlocked again (an upheld TUF ERROR, the next round): squares of a finger's size round the working area
        const again = settle(p.view, framing(placed, room, focus));
        expect(again.cell).toBeGreaterThanOrEqual(PLACING);
        expect(inSight(again, room, focus.row, focus.col)).toBe(true);
      }
    }
    expect(small).toBeGreaterThan(200);
  });

  it('a 13-letter word laid on a 390 px phone: whole and large at first, then squares of about 40 px that follow the word, the whole word on demand', () => {
    const room = { w: 372, h: 420 };
    let prev: Placement | null = null;
    const cells: number[] = [];
    let moves = 0;
    for (let i = 0; i < 13; i++) {
      const placed: Placed[] = Array.from({ length: i + 1 }, (_, k) => ({ cube: k, row: M, col: M + k }));
      const f = framing(placed, room);
      const p: Placement = settle(prev?.view ?? null, f);
      expect(inSight(p, room, M, M + i)).toBe(true);
      // the next square along the word is in sight too
      expect(inSight(p, room, M, M + i + 1)).toBe(true);
      if (prev && (prev.view.left !== p.view.left || prev.view.top !== p.view.top || prev.cell !== p.cell)) moves++;
      cells.push(Math.round(p.cell));
      prev = p;
    }
    expect(cells[0]).toBe(56);
    // shrunk as the word grew, down to a finger's size and no further
    expect(Math.min(...cells)).toBeGreaterThanOrEqual(PLACING);
    expect(Math.min(...cells)).toBeLessThan(44);
    // the view moved at most once a cube, and stayed put while the word grew inside it
    expect(moves).toBeLessThan(12);
    const f = framing(
      Array.from({ length: 13 }, (_, k) => ({ cube: k, row: M, col: M + k })),
      room,
    );
    const all = wholeView(f);
    for (let k = 0; k < 13; k++) expect(inSight(all, room, M, M + k)).toBe(true);
    expect(all.cell).toBeLessThan(PLACING);
    // from the whole crossword, the crossword changing zooms back in round the working area
    const back = settle(all.view, f);
    expect(back.cell).toBe(PLACING);
    expect(inSight(back, room, M, M + 12)).toBe(true);
  });

  it('stays put when a placement stays in sight', () => {
    const room = { w: 700, h: 500 };
    const one = framing([{ cube: 0, row: M, col: M }], room);
    const a = settle(null, one);
    const two = framing(
      [
        { cube: 0, row: M, col: M },
        { cube: 1, row: M, col: M + 1 },
      ],
      room,
    );
    const b = settle(a.view, two);
    expect(b.view).toEqual(a.view);
  });

  it('a pinch keeps the point between the fingers where it was, within the limits', () => {
    const placed: Placed[] = Array.from({ length: 13 }, (_, k) => ({ cube: k, row: M, col: M + k }));
    const f = framing(placed, { w: 372, h: 420 });
    const p = settle(null, f);
    const at = { x: 150, y: 200 };
    const z = zoomAround(p.view, 60, at, f);
    expect(z.cell).toBe(60);
    const bx = p.view.left + at.x / p.cell;
    expect(z.view.left + at.x / z.cell).toBeCloseTo(bx, 1);
    const lim = zoomLimits(f);
    expect(lim.min).toBeLessThan(PLACING);
    expect(lim.min).toBeCloseTo(fitCell(frameOf(f.used), f.room), 9);
    // zoomed out to the limit, the whole word is in sight
    const out = place({ ...wholeView(f).view, cell: lim.min }, f.win, f.room);
    for (const c of placed) expect(inSight(out, f.room, c.row, c.col)).toBe(true);
  });
});
