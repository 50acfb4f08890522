/**
 * The About screen in Chromium: reached from Settings by touch, every word
 * list's licence opens and reads offline, fits at phone, small phone and
 * tablet sizes without the page scrolling sideways, axe clean.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { launch, open, PHONE, seriousViolations, shot, SMALL, TABLET, waitForServiceWorker, type Session } from './browser';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

describe('About and licences', () => {
  for (const [name, size] of [
    ['phone', PHONE],
    ['small', SMALL],
    ['tablet', TABLET],
  ] as const) {
    it(`from Settings to each word list's licence (${name})`, async () => {
      s = await launch(size);
      const { page } = s;
      await open(page, '#/settings');
      const link = page.getByRole('link', { name: 'About Tuffest' });
      await link.scrollIntoViewIfNeeded();
      await link.tap();
      await page.getByRole('heading', { name: 'About Tuffest' }).waitFor();
      const lists = page.locator('details.licence summary');
      await lists.first().waitFor();
      expect(await lists.count()).toBe(7);
      await lists.nth(1).tap();
      await expect
        .poll(() =>
          page
            .locator('details.licence')
            .nth(1)
            .evaluate((d) => (d as HTMLDetailsElement).open),
        )
        .toBe(true);
      expect(await page.locator('details.licence').nth(1).locator('pre').textContent()).toMatch(/MIT/);
      // the French proper nouns' list (dictionary-fr): the Mozilla Public License
      await lists.nth(5).scrollIntoViewIfNeeded();
      await lists.nth(5).tap();
      expect(await page.locator('details.licence').nth(5).locator('pre').textContent()).toMatch(/MPL/);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways).toBe(0);
      await shot(page, `about-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it('reads the licences offline after the first visit', async () => {
    s = await launch(PHONE);
    const { page, context } = s;
    await open(page, '#/settings');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto(page.url().replace(/#.*$/, '#/about'));
    await page.reload();
    await page.locator('details.licence summary').first().waitFor();
    expect(await page.locator('details.licence').count()).toBe(7);
  });
});
