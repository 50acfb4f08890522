/** Mathable steps shared by the browser tests. */
import type { Page } from 'playwright-core';

/** Taps rack tiles until one fits somewhere (its squares light up) and places it; whether one was placed. */
export async function placeOneTile(page: Page): Promise<boolean> {
  const tiles = page.locator('.mth-rack .mth-rack-tile');
  const n = await tiles.count();
  for (let i = 0; i < n; i++) {
    await tiles.nth(i).tap();
    const fits = page.locator('.mth-sq.fits');
    if ((await fits.count()) > 0) {
      const before = await page.locator('.mth-sq.is-fresh').count();
      await fits.first().tap();
      await page.waitForFunction((b) => document.querySelectorAll('.mth-sq.is-fresh').length > b, before);
      return true;
    }
    await tiles.nth(i).tap(); // put it down again
  }
  return false;
}
