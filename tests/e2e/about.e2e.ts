/**
 * The About screen in Chromium: reached from Settings by touch, every
 * library's and every word list's licence opens and reads offline, fits at
 * phone, small phone and tablet sizes without the page scrolling sideways,
 * axe clean; and every package the build put on the device (the bundles'
 * packages the build recorded, the service worker's workbox parts) is
 * credited, and nothing else.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, launch, open, PHONE, seriousViolations, shot, SMALL, TABLET, waitForServiceWorker, type Session } from './browser';
import { licenceSections } from '../../src/ui/AboutScreen';
import { LIBRARIES } from '../../src/build/licences';

const WORD_LISTS = licenceSections(readFileSync('public/licences/words.txt', 'utf8')).length;
const ALL = WORD_LISTS + LIBRARIES.length;

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
    it(`from Settings to each library's and each word list's licence (${name})`, async () => {
      s = await launch(size);
      const { page } = s;
      await open(page, '#/settings');
      const link = page.getByRole('link', { name: 'About Tuffest' });
      await link.scrollIntoViewIfNeeded();
      await link.tap();
      await page.getByRole('heading', { name: 'About Tuffest' }).waitFor();
      await page
        .locator('details.licence summary')
        .nth(ALL - 1)
        .waitFor();
      expect(await page.locator('details.licence').count()).toBe(ALL);
      // a library: name, licence and holder on its line, its licence text inside
      const preact = page.locator('details.licence', { hasText: /^preact \d/ });
      expect(await preact.locator('summary').textContent()).toMatch(/^preact [\d.]+ — MIT — © Jason Miller/);
      await preact.locator('summary').tap();
      expect(await preact.locator('pre').textContent()).toContain('Jason Miller');
      const words = page.locator('section[aria-labelledby="about-words-h"]');
      const lists = words.locator('details.licence summary');
      expect(await lists.count()).toBe(WORD_LISTS);
      await lists.nth(1).tap();
      await expect
        .poll(() =>
          page
            .locator('section[aria-labelledby="about-words-h"] details.licence')
            .nth(1)
            .evaluate((d) => (d as HTMLDetailsElement).open),
        )
        .toBe(true);
      expect(await words.locator('details.licence').nth(1).locator('pre').textContent()).toMatch(/MIT/);
      // the French proper nouns' list (dictionary-fr): the Mozilla Public License
      await lists.nth(5).scrollIntoViewIfNeeded();
      await lists.nth(5).tap();
      expect(await words.locator('details.licence').nth(5).locator('pre').textContent()).toMatch(/MPL/);
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
    await page
      .locator('details.licence summary')
      .nth(ALL - 1)
      .waitFor();
    expect(await page.locator('details.licence').count()).toBe(ALL);
  });

  it('credits every package the build ships to the device, and only those', async () => {
    // what the build recorded from its bundles (src/build/licences.ts), and the workbox parts the service worker holds
    const shipped = (await (await fetch(`${baseUrl()}licences/shipped.json`)).json()) as string[];
    const sw = await (await fetch(`${baseUrl()}sw.js`)).text();
    const workbox = [...sw.matchAll(/workbox:([a-z-]+):/g)].map((m) => `workbox-${m[1]}`);
    expect(workbox).toContain('workbox-precaching');
    expect(shipped).toContain('preact');
    const onDevice = [...new Set([...shipped, ...workbox])].sort();
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/about');
    const libraries = page.locator('section[aria-labelledby="about-libraries-h"] details.licence summary');
    await libraries.nth(LIBRARIES.length - 1).waitFor();
    const credited = (await libraries.allTextContents()).map((title) => /npm package (\S+)@\d/.exec(title)?.[1] ?? title);
    expect([...new Set(credited)].sort()).toEqual(onDevice);
    // each with its licence and holder on the line
    for (const title of await libraries.allTextContents()) expect(title).toMatch(/^\S.* — (MIT|ISC|Apache-2\.0) — © .+/);
  });
});
