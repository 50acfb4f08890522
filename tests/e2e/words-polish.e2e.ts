/**
 * TUF words for a finger on a tablet (issue 28's polish points), in Chromium at 390×844, 320×568 and on a tablet:
 * "Accept … anyway" reachable at every size however many words the dictionary lacks.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { defaultParams, type WordsParams } from '../../src/games/words/params';
import { rollFor } from '../../src/games/words/plugin';
import { cubeName } from '../../src/ui/words/Board';
import { BOARD_MIDDLE as M } from '../../src/ui/words/board';
import { launch, PHONE, shot, SMALL, TABLET, type Session } from './browser';
import { boardOf, lay, layAcross, rollMatch } from './words-steps';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

/** Whether a control is wholly on screen and a tap at its centre reaches it (nothing over it, not scrolled out of its box). */
function reachable(control: Locator): Promise<string | null> {
  return control.evaluate((el) => {
    const b = el.getBoundingClientRect();
    if (b.width < 1 || b.height < 1) return 'not drawn';
    for (let a = el.parentElement; a; a = a.parentElement) {
      const st = getComputedStyle(a);
      if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
      const q = a.getBoundingClientRect();
      if (b.left < q.left - 1 || b.right > q.right + 1 || b.top < q.top - 1 || b.bottom > q.bottom + 1) return `cut by ${a.className}`;
    }
    if (b.top < 0 || b.bottom > innerHeight || b.left < 0 || b.right > innerWidth) return 'off the screen';
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    if (!hit || !el.contains(hit)) return `covered by ${hit?.className}`;
    if (b.height < 43.5) return `${b.height.toFixed(1)} px tall`;
    return null;
  });
}

/** How many px of `b`'s height `a` covers. */
async function overlap(a: Locator, b: Locator): Promise<number> {
  const p = await a.boundingBox();
  const q = await b.boundingBox();
  if (!p || !q) return 0;
  const w = Math.min(p.x + p.width, q.x + q.width) - Math.max(p.x, q.x);
  const h = Math.min(p.y + p.height, q.y + q.height) - Math.max(p.y, q.y);
  return w > 0 && h > 0 ? h : 0;
}

describe('TUF words polish', () => {
  it('"Accept … anyway" is in reach at 390×844 and 320×568 with seven words the dictionary lacks, and round a tablet with four', async () => {
    const seed = 'wpol1';
    const solo: WordsParams = { ...defaultParams(), computers: [], solitaire: true, rounds: 1, noSpecials: true, validityLight: true };
    const four: WordsParams = { ...solo, solitaire: false, humans: 4 };
    for (const [p, size] of [
      [solo, PHONE],
      [solo, SMALL],
      [four, TABLET],
    ] as const) {
      s = await launch(size);
      const { page } = s;
      const hand = rollFor(p, seed, 0, 0);
      await rollMatch(page, p, seed);
      const seat = boardOf(page);
      // two rows of five: two words across, five down, none in the dictionary
      await lay(
        seat,
        hand,
        [0, 1, 2, 3, 4].flatMap((k) => [[k, M, M + k] as const, [k + 5, M + 1, M + k] as const]),
      );
      const words = [hand.slice(0, 5).join(''), hand.slice(5, 10).join(''), ...[0, 1, 2, 3, 4].map((k) => `${hand[k]}${hand[k + 5]}`)];
      const some = seat.getByRole('button', { name: 'Accept a word anyway…' });
      await some.waitFor({ timeout: 20_000 });
      await shot(page, 'polish-accept');
      expect(await reachable(some), `${size.width}×${size.height}`).toBeNull();
      await some.tap();
      const menu = seat.getByRole('dialog', { name: 'Which word do the players accept anyway?' });
      await shot(page, 'polish-accept-menu');
      for (const w of new Set(words)) expect(await reachable(menu.getByRole('button', { name: `Accept ${w} anyway` })), w).toBeNull();
      // the crossword stays in sight above the list
      // the crossword stays in sight: the list covers none of its cubes
      for (const k of [0, 1, 2, 3, 4])
        for (const r of [M, M + 1]) expect(await overlap(menu, seat.locator(`[data-square="${r},${M + k}"]`)), `the list over ${r},${M + k}`).toBeLessThan(1);
      await menu.getByRole('button', { name: `Accept ${words[1]} anyway` }).tap();
      await seat.getByText(`${words[1]} accepted by the players`).waitFor({ timeout: 20_000 });
      expect(await menu.count()).toBe(0);
      await s.close();
      s = null;
    }
  });

  it('TUF ERROR asks first, showing the crossword called on, at 390×844 and 320×568; then says which word was wrong', async () => {
    const seed = 'wpol2';
    const p: WordsParams = { ...defaultParams(), humans: 2, computers: [], rounds: 1, noSpecials: true };
    const hand = rollFor(p, seed, 0, 0);
    s = await launch(PHONE);
    const { page } = s;
    await rollMatch(page, p, seed);
    const one = boardOf(page);
    await layAcross(one, hand, 11);
    await one.getByRole('button', { name: 'TUF!' }).tap();
    const error = page.getByRole('button', { name: 'Player 2: TUF ERROR on Player 1' });
    await error.tap();
    const ask = page.getByRole('dialog', { name: 'Player 2: TUF ERROR on Player 1’s TUF!?' });
    for (const size of [PHONE, SMALL]) {
      await page.setViewportSize(size);
      await shot(page, 'polish-tuf-error-ask');
      expect(await ask.getByRole('img', { name: `Player 1’s crossword: ${hand.slice(0, 11).join(' ')}` }).isVisible()).toBe(true);
      expect(await reachable(ask.getByRole('button', { name: 'Yes, TUF ERROR!' })), `${size.width}`).toBeNull();
    }
    await ask.getByRole('button', { name: 'Yes, TUF ERROR!' }).tap();
    await page
      .locator('.tuf-centre .tuf-hint')
      .getByText(`Player 2 found an error (+5): ${hand.slice(0, 11).join('')} is not in the dictionary. Player 1 re-rolls and plays on.`)
      .first()
      .waitFor({ timeout: 20_000 });
  });

  it('the Ω letter picker is compact: the word and its square stay in sight, 44 px letters, at 390×844 and 320×568', async () => {
    const base: WordsParams = { ...defaultParams(), computers: [], solitaire: true, rounds: 1 };
    // a seed whose first hand holds an Ω (rolling is pure: the same on every run)
    const seed = Array.from({ length: 200 }, (_, i) => `wpick${i}`).find((x) => rollFor(base, x, 0, 0).includes('@'))!;
    const hand = rollFor(base, seed, 0, 0);
    const omega = hand.indexOf('@');
    const plain = hand.findIndex((f) => /^[A-Z]$/.test(f));
    s = await launch(PHONE);
    const { page } = s;
    await rollMatch(page, base, seed);
    const seat = boardOf(page);
    await lay(seat, hand, [[plain, M, M + 1]]);
    await seat
      .getByRole('group', { name: 'Cubes to place' })
      .getByRole('button', { name: cubeName('@', omega), exact: true })
      .tap();
    await seat.locator(`[data-square="${M},${M}"]`).tap();
    const picker = seat.getByRole('dialog', { name: 'Which capital is the Ω?' });
    for (const size of [PHONE, SMALL]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(100);
      await shot(page, 'polish-picker');
      expect(await overlap(picker, seat.locator(`[data-square="${M},${M}"]`)), `${size.width}: the picker over the Ω's square`).toBeLessThan(1);
      expect(await overlap(picker, seat.locator(`[data-square="${M},${M + 1}"]`)), `${size.width}: the picker over the word`).toBeLessThan(1);
      expect(await reachable(picker.getByRole('button', { name: 'B', exact: true })), `${size.width}`).toBeNull();
    }
    await picker.getByRole('button', { name: 'B', exact: true }).tap();
    await expect.poll(async () => (await seat.locator(`[data-square="${M},${M}"]`).getAttribute('aria-label')) ?? '').toMatch(/Ω any capital.* B/);
  });
});
