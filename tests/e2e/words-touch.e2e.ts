/**
 * TUF words by finger, with real touch events (the DevTools protocol's, as a tablet sends them): a cube dragged from
 * the tray onto a square lands there, a placed cube dragged moves, a cube held still before the drag carries its whole
 * word, and Undo takes each step back. The browser must not take the finger for a scroll and cancel the drag.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { defaultParams, type WordsParams } from '../../src/games/words/params';
import { rollFor } from '../../src/games/words/plugin';
import { cubeName } from '../../src/ui/words/Board';
import { BOARD_MIDDLE as M } from '../../src/ui/words/board';
import { launch, PHONE, SMALL, TABLET, type Session } from './browser';
import { boardOf, rollMatch } from './words-steps';
let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

async function centre(target: Locator): Promise<{ x: number; y: number }> {
  const b = await target.boundingBox();
  if (!b) throw new Error(`${target} is not on screen`);
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** A finger from one element to another: down, held `holdMs` still, then twelve moves, then lifted. */
async function finger(page: Page, from: Locator, to: Locator, holdMs = 0): Promise<void> {
  const a = await centre(from);
  const b = await centre(to);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });
  await touch('touchStart', a);
  if (holdMs > 0) await page.waitForTimeout(holdMs);
  for (let k = 1; k <= 12; k++) await touch('touchMove', { x: a.x + ((b.x - a.x) * k) / 12, y: a.y + ((b.y - a.y) * k) / 12 });
  await touch('touchEnd');
  await cdp.detach();
}

const square = (seat: Locator, r: number, c: number): Locator => seat.locator(`[data-square="${r},${c}"]`);
const labelOf = async (l: Locator): Promise<string> => (await l.getAttribute('aria-label')) ?? '';

describe('TUF words by finger', () => {
  for (const [name, size] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    it(`${name}: a finger drags cubes from the tray, moves one, carries a whole word, and Undo takes each step back`, async () => {
      const seed = 'wtouch';
      const p: WordsParams = { ...defaultParams(), computers: [], rounds: 1, noSpecials: true };
      const hand = rollFor(p, seed, 0, 0);
      s = await launch(size);
      const { page } = s;
      await rollMatch(page, p, seed);
      const seat = boardOf(page);
      const tray = seat.getByRole('group', { name: 'Cubes to place' });
      const trayCube = (i: number) => tray.getByRole('button', { name: cubeName(hand[i]!, i), exact: true }).first();
      // three cubes across, each dragged from the tray by a finger
      for (let i = 0; i < 3; i++) {
        await finger(page, trayCube(i), square(seat, M, M + i));
        await seat.getByText(`${i + 1} of 20 cubes`).waitFor({ timeout: 5000 });
        expect(await labelOf(square(seat, M, M + i))).toContain(cubeName(hand[i]!, i));
      }
      // a placed cube dragged by a finger moves (the third one, under the first)
      await finger(page, square(seat, M, M + 2), square(seat, M + 1, M));
      await expect.poll(() => labelOf(square(seat, M + 1, M))).toContain(cubeName(hand[2]!, 2));
      expect(await labelOf(square(seat, M, M + 2))).toMatch(/: empty/);
      // held still first, the finger carries the whole word through that cube: the two across move down two rows
      // (and right two columns, past the cube under the first, to a square in sight on the phone over its 44 px tray)
      await finger(page, square(seat, M, M + 1), square(seat, M + 2, M + 3), 700);
      await expect.poll(() => labelOf(square(seat, M + 2, M + 3))).toContain(cubeName(hand[1]!, 1));
      expect(await labelOf(square(seat, M + 2, M + 2))).toContain(cubeName(hand[0]!, 0));
      expect(await labelOf(square(seat, M, M))).toMatch(/: empty/);
      expect(await labelOf(square(seat, M + 1, M))).toContain(cubeName(hand[2]!, 2));
      await seat.getByText('3 of 20 cubes').waitFor();
      // Undo: the word back, then the moved cube back, then the third cube back to the tray
      const undo = seat.getByRole('button', { name: 'Undo' });
      // Chromium's gesture recogniser makes no click of a tap that follows a long press within a few hundred ms (seen
      // here: the tap's pointer events arrive, its click does not); a hand going from the board to Undo takes longer
      await page.waitForTimeout(600);
      await undo.tap();
      await expect.poll(() => labelOf(square(seat, M, M + 1))).toContain(cubeName(hand[1]!, 1));
      await undo.tap();
      await expect.poll(() => labelOf(square(seat, M, M + 2))).toContain(cubeName(hand[2]!, 2));
      await undo.tap();
      await seat.getByText('2 of 20 cubes').waitFor();
      expect(await trayCube(2).count()).toBe(1);
    });
  }

  it('small phone (320×568): a finger along the tray scrolls it to its last cubes, and one of them dragged up lands on the board', async () => {
    const seed = 'wtouch';
    const p: WordsParams = { ...defaultParams(), computers: [], rounds: 1, noSpecials: true };
    const hand = rollFor(p, seed, 0, 0);
    s = await launch(SMALL);
    const { page } = s;
    await rollMatch(page, p, seed);
    const seat = boardOf(page);
    const tray = seat.getByRole('group', { name: 'Cubes to place' });
    const trayCube = (i: number) => tray.getByRole('button', { name: cubeName(hand[i]!, i), exact: true }).first();
    const scrolled = () => tray.evaluate((el) => ({ left: el.scrollLeft, more: el.scrollWidth - el.clientWidth, end: el.classList.contains('has-more-end') }));
    // 44 px cubes: the tray is longer than the seat is wide, and says so at its edge
    const before = await scrolled();
    expect(before.left).toBe(0);
    expect(before.more).toBeGreaterThan(40);
    expect(before.end).toBe(true);
    // a finger on a cube moving along the tray scrolls it (and places nothing)
    await finger(page, trayCube(10), trayCube(0));
    await expect.poll(async () => (await scrolled()).left).toBeGreaterThan(before.more - 2);
    expect((await scrolled()).end).toBe(false);
    await seat.getByText('0 of 20 cubes').waitFor();
    // the last cube, now in sight, dragged up onto the board lands there
    await finger(page, trayCube(19), square(seat, M, M));
    await seat.getByText('1 of 20 cubes').waitFor({ timeout: 5000 });
    expect(await labelOf(square(seat, M, M))).toContain(cubeName(hand[19]!, 19));
  });
});
