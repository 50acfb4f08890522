/**
 * TUF words boards that fit (issue 28): a 13-letter word laid cube by cube on a 390×844 and a 320×568 phone and on a
 * tablet both ways up with two and four people (on the seat turned to the far side, and on a side seat) — every cube
 * placed shows inside its board at 40 px a square or more where the player is placing, and the whole word is in sight
 * at once (by itself, or with the corner button); two fingers pinch the squares bigger and smaller round the point
 * between them (on a turned seat too), one finger on an empty square pans the board. Real touch events (the DevTools
 * protocol's, as a tablet sends them).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { defaultParams, type WordsParams } from '../../src/games/words/params';
import { rollFor } from '../../src/games/words/plugin';
import { BOARD_MIDDLE as M } from '../../src/ui/words/board';
import { launch, PHONE, shot, SMALL, TABLET, type Session, type Viewport } from './browser';
import { boardOf, lay, layAcross, rollMatch } from './words-steps';
let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const PORTRAIT: Viewport = { width: 768, height: 1024 };
const WORD = 13;

/**
 * What is wrong with the cubes of a seat's board on screen ([] when nothing): each square named (board row,col) must
 * lie inside the board's area, off its corner button, and be `min` px or more a side.
 */
function misplaced(seat: Locator, squares: readonly string[], min: number): Promise<string[]> {
  return seat.evaluate(
    (el, [squares, min]) => {
      const area = el.querySelector('.words-grid-area')!.getBoundingClientRect();
      const corner = el.querySelector('.words-view-corner')?.getBoundingClientRect() ?? null;
      const out: string[] = [];
      for (const sq of squares) {
        const b = el.querySelector(`[data-square="${sq}"]`)?.getBoundingClientRect();
        if (!b) {
          out.push(`${sq}: not drawn`);
          continue;
        }
        const inside = b.left >= area.left - 1 && b.right <= area.right + 1 && b.top >= area.top - 1 && b.bottom <= area.bottom + 1;
        if (!inside)
          out.push(
            `${sq}: outside the board (${Math.round(b.left)},${Math.round(b.top)} in ${Math.round(area.left)},${Math.round(area.top)} ${Math.round(area.width)}×${Math.round(area.height)})`,
          );
        if (
          corner &&
          Math.min(b.right, corner.right) - Math.max(b.left, corner.left) > 1 &&
          Math.min(b.bottom, corner.bottom) - Math.max(b.top, corner.top) > 1
        )
          out.push(`${sq}: under the corner button`);
        if (Math.min(b.width, b.height) < (min as number) - 0.5) out.push(`${sq}: ${b.width.toFixed(1)} px`);
      }
      return out;
    },
    [squares, min] as const,
  );
}

const across = (n: number): string[] => Array.from({ length: n }, (_, i) => `${M},${M + i}`);

/** Lays cubes 0…12 of the hand across the middle row, each by a tap on the cube and one on the square; each in sight at 40 px. */
function layWord(page: Page, seat: Locator, hand: readonly string[], where: string): Promise<void> {
  return lay(
    seat,
    hand,
    across(WORD).map((_, i) => [i, M, M + i] as const),
    async (i) => {
      await seat.getByText(`${i + 1} of 20 cubes`).waitFor({ timeout: 5000 });
      await page.waitForTimeout(30); // the view settles in the frame after the cube shows
      expect(await misplaced(seat, [`${M},${M + i}`], 40), `${where}: cube ${i + 1} where the player places it`).toEqual([]);
    },
  );
}

/** The whole word in sight: as it is, or after the corner button asks for the whole crossword. */
async function wholeWord(seat: Locator, where: string): Promise<void> {
  const corner = seat.locator('.words-view-corner[data-corner="whole"]');
  if ((await corner.count()) > 0) {
    expect((await corner.boundingBox())!.width).toBeGreaterThanOrEqual(43.5);
    await corner.tap();
    await seat.locator('.words-view-corner[data-corner="whole"]').waitFor({ state: 'detached' });
  }
  expect(await misplaced(seat, across(WORD), 0), `${where}: the whole word`).toEqual([]);
}

const cellOf = async (seat: Locator): Promise<number> => Number(await seat.locator('.words-grid-area').getAttribute('data-cell'));

/** Two fingers on the board: from `gap` px apart to `to` px apart round the same middle, in twelve moves (across or down the screen). */
async function pinch(page: Page, at: { x: number; y: number }, gap: number, to: number, down: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const fingers = (d: number) => [
    { x: down ? at.x : at.x - d / 2, y: down ? at.y - d / 2 : at.y, id: 1 },
    { x: down ? at.x : at.x + d / 2, y: down ? at.y + d / 2 : at.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(gap) });
  for (let k = 1; k <= 12; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap + ((to - gap) * k) / 12) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The board square under a point of the screen. */
const squareAt = (page: Page, p: { x: number; y: number }): Promise<string | null> =>
  page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-square]')?.getAttribute('data-square') ?? null, p);

/** Pinch in round a square of the word, then out as far as it goes: the square stays under the fingers, the squares grow then shrink to the whole word. */
async function pinchZoom(page: Page, seat: Locator, where: string): Promise<void> {
  const target = seat.locator(`[data-square="${M},${M + 6}"]`);
  await target.scrollIntoViewIfNeeded();
  const b = (await target.boundingBox())!;
  const mid = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  const before = await cellOf(seat);
  // the fingers along the board's longer side on screen (a side seat's board is tall and narrow)
  const area = (await seat.locator('.words-grid-area').boundingBox())!;
  const down = area.height > area.width;
  await pinch(page, mid, 60, 140, down);
  await expect.poll(() => cellOf(seat), { message: `${where}: two fingers apart zoom in` }).toBeGreaterThan(before * 1.5);
  expect(await squareAt(page, mid), `${where}: the square between the fingers stays there`).toBe(`${M},${M + 6}`);
  const zoomed = await cellOf(seat);
  await pinch(page, mid, 200, 20, down);
  await expect.poll(() => cellOf(seat), { message: `${where}: two fingers together zoom out` }).toBeLessThan(zoomed);
  expect(await cellOf(seat)).toBeLessThanOrEqual(Math.max(before, 40));
  expect(await misplaced(seat, across(WORD), 0), `${where}: zoomed out as far as it goes, the whole word shows`).toEqual([]);
}

/** One finger on an empty square of a board too big for its area slides it along. */
async function pan(page: Page, seat: Locator, where: string): Promise<void> {
  const area = seat.locator('.words-grid-area');
  const scroll = () => area.evaluate((e) => `${e.scrollLeft},${e.scrollTop}`);
  const before = await scroll();
  const empty = seat.locator(`[data-square="${M + 1},${M + WORD - 1}"]`); // under the last cube: in sight round the working area
  const b = (await empty.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  // towards the end of the word: the view is round its last cube, the board slides back towards its first
  const at = (k: number) => [{ x: b.x + b.width / 2 + k * 8, y: b.y + b.height / 2 + k * 4, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let k = 1; k <= 10; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await expect.poll(scroll, { message: `${where}: one finger pans the board` }).not.toBe(before);
  await seat.getByText(`${WORD} of 20 cubes`).waitFor();
}

describe('TUF words boards fit', () => {
  for (const [name, size] of [
    ['390×844', PHONE],
    ['320×568', SMALL],
  ] as const) {
    it(`one person at ${name}: a 13-letter word in sight as it is laid and whole at once; pinch and pan`, async () => {
      const seed = 'fitword';
      const p: WordsParams = { ...defaultParams(), computers: [], rounds: 1, noSpecials: true };
      const hand = rollFor(p, seed, 0, 0);
      s = await launch(size);
      const { page } = s;
      await rollMatch(page, p, seed);
      const seat = boardOf(page);
      await layWord(page, seat, hand, name);
      await shot(page, 'words-board-word');
      await wholeWord(seat, name);
      await shot(page, 'words-board-whole');
      await pinchZoom(page, seat, name);
      await seat.locator('.words-view-corner').tap(); // back to a finger's size round the working area
      await expect.poll(() => cellOf(seat)).toBeGreaterThanOrEqual(40);
      await pan(page, seat, name);
    });
  }

  for (const people of [2, 4] as const) {
    it(`${people} people on a tablet both ways up: the word on a turned seat in sight as it is laid and whole at once; pinch and pan there`, async () => {
      const seed = `fitword${people}`;
      const p: WordsParams = { ...defaultParams(), humans: people, computers: [], rounds: 1, noSpecials: true };
      // the seat across the table (turned 180°) with two people, a side seat (turned 90°) with four
      const seatIndex = people === 2 ? 1 : 2;
      const hand = rollFor(p, seed, 0, seatIndex);
      for (const size of [TABLET, PORTRAIT]) {
        const where = `${people} people at ${size.width}×${size.height}`;
        s = await launch(size);
        const { page } = s;
        await rollMatch(page, p, seed);
        const seat = boardOf(page, seatIndex);
        await layWord(page, seat, hand, where);
        await shot(page, `words-board-${people}`);
        await wholeWord(seat, where);
        await shot(page, `words-board-${people}-whole`);
        await pinchZoom(page, seat, where);
        await s.close();
        s = null;
      }
    });
  }
});

describe('TUF words: a seat that can no longer place shows its whole crossword', () => {
  it('two people on a phone: Player 1 lays a 13-letter word at a finger’s size, calls TUF!, and the whole word shows', async () => {
    const seed = 'fitlock';
    const p: WordsParams = { ...defaultParams(), humans: 2, computers: [], rounds: 1, noSpecials: true };
    const hand = rollFor(p, seed, 0, 0);
    s = await launch(PHONE);
    const { page } = s;
    await rollMatch(page, p, seed);
    const seat = boardOf(page);
    await layWord(page, seat, hand, 'two people at 390×844');
    // laid at 40 px, the word does not fit its board: part of it is out of sight while the player places
    expect(await misplaced(seat, across(WORD), 0)).not.toEqual([]);
    await seat.getByRole('button', { name: 'TUF!' }).tap();
    await seat
      .getByText(/locked/)
      .first()
      .waitFor();
    await expect.poll(() => misplaced(seat, across(WORD), 0)).toEqual([]); // the called crossword, whole
    await shot(page, 'words-board-locked');
  });
});

/** The call buttons (and their parts) whose text is cut: wider or taller than the room they have. */
const callsCut = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.tuf-call, .tuf-call > *')]
      .filter((e) => e.offsetWidth > 0 && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1))
      .map((e) => `${e.closest('.tuf-side')?.className}: “${e.textContent}” ${e.scrollWidth}×${e.scrollHeight} in ${e.clientWidth}×${e.clientHeight}`),
  );

describe('TUF words: each seat faces its person', () => {
  for (const people of [2, 4] as const) {
    it(`${people} people on a tablet: the time, the status and a seat's own TUF ERROR are turned with that seat`, async () => {
      const seed = `facing${people}`;
      const p: WordsParams = { ...defaultParams(), humans: people, computers: [], rounds: 1, noSpecials: true };
      const hand = rollFor(p, seed, 0, 0);
      s = await launch(TABLET);
      const { page } = s;
      await rollMatch(page, p, seed);
      // Player 1 lays 11 cubes and calls TUF!: the red glass runs, the others may call TUF ERROR on it
      const seat = boardOf(page);
      await layAcross(seat, hand, 11);
      await seat.getByRole('button', { name: 'TUF!' }).tap();
      const error = page.getByRole('button', { name: 'Player 2: TUF ERROR on Player 1' });
      await error.waitFor();
      await shot(page, `words-facing-${people}`);
      // every other seat's call says what it must beat, whole, turned to its player or not
      expect(await page.locator('.tuf-call').allTextContents()).toEqual(Array.from({ length: people - 1 }, () => 'TUFFER! · beat 11'));
      expect(await callsCut(page), '1024×768').toEqual([]);
      // every other seat: what faces it is inside its turned side, turned as its crossword is
      for (let k = 1; k < people; k++) {
        const facing = await page.evaluate((k) => {
          const side = document.querySelectorAll('.tuf-side')[k]!;
          const turn = side.querySelector(':scope > .tuf-turn')!;
          const strip = turn.querySelector(':scope > .race-facing');
          const seat = turn.querySelector(':scope > .tuf-seat');
          const m = new DOMMatrixReadOnly(getComputedStyle(turn).transform);
          return {
            side: side.className,
            turned: `${Math.round(m.a)},${Math.round(m.b)}`,
            time: strip?.querySelector('.race-facing-time')?.textContent ?? null,
            status: strip?.querySelector('.race-facing-status')?.textContent ?? null,
            buttons: [...(strip?.querySelectorAll('button') ?? [])].map((b) => b.textContent),
            seat: seat?.getAttribute('aria-label') ?? null,
          };
        }, k);
        const name = `Player ${k + 1}`;
        expect(facing.seat).toBe(`${name}’s crossword`);
        // seat 2 across the table turned half round, seats 3 and 4 a quarter round each way
        expect(facing.turned, facing.side).toBe(k === 1 ? '-1,0' : k === 2 ? '0,1' : '0,-1');
        expect(facing.time ?? '').toMatch(/^RED\s*\d:\d\d$/);
        expect(facing.status ?? '').toContain('Player 1');
        expect(facing.buttons).toEqual([`${name}: TUF ERROR on Player 1`]);
      }
      // the centre faces Player 1 and offers no other seat's TUF ERROR
      expect(
        await page
          .locator('.tuf-centre')
          .getByRole('button', { name: /TUF ERROR/ })
          .count(),
      ).toBe(0);
      // both ways up, and two people on a phone: each seat still holds all it shows without scrolling
      for (const size of people === 2 ? [PORTRAIT, PHONE] : [PORTRAIT]) {
        await page.setViewportSize(size);
        await page.waitForTimeout(100);
        await shot(page, `words-facing-${people}`);
        const scrolls = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.tuf-turn > .tuf-seat')]
            .filter((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)
            .map((e) => e.getAttribute('aria-label')),
        );
        expect(scrolls, `${size.width}×${size.height}`).toEqual([]);
        expect(await callsCut(page), `${size.width}×${size.height}`).toEqual([]);
      }
      // a seat's own button works from its side: Player 2 calls TUF ERROR, the centre says how it went
      await error.tap();
      // it asks first, showing Player 1's crossword (a wrong TUF ERROR costs 5)
      await page
        .getByRole('dialog', { name: /TUF ERROR on Player 1/ })
        .getByRole('button', { name: 'Yes, TUF ERROR!' })
        .tap();
      await page
        .locator('.tuf-centre .tuf-hint')
        .getByText(/^Player 2 (found an error|was wrong)/)
        .waitFor();
    });
  }
});
