/**
 * The start (issue 16): index.html itself paints the home screen
 * (src/build/prerender.ts) in the saved language and theme
 * (src/boot/start.ts), its tiles open their games before the app's script
 * has run (so before the database is open), and the app then takes over with
 * the same layout. The app's main script is held back here to look at that
 * moment.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { fr } from '../../src/i18n/fr';
import { APP_SCREEN, baseUrl, launch, open, PHONE, seriousViolations, shot, SMALL, TABLET, type Session, type Viewport } from './browser';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

/** Holds the app's entry script (assets/index-*.js) until the returned function is called. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const visibleTiles = (page: Page): Promise<{ href: string; box: { x: number; y: number; width: number; height: number } }[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a.game-tile')]
      .filter((a) => a.getClientRects().length > 0)
      .map((a) => {
        const r = a.getBoundingClientRect();
        return { href: a.getAttribute('href') ?? '', box: { x: r.x, y: r.y, width: r.width, height: r.height } };
      }),
  );

const cspViolations = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
};

describe('start: the home screen before the app has run', () => {
  for (const vp of [PHONE, SMALL, TABLET] as Viewport[]) {
    it(`is painted from index.html, the same as the app draws it, at ${vp.width}×${vp.height}`, async () => {
      s = await launch(vp);
      const { page } = s;
      const csp = cspViolations(page);
      const release = await holdApp(page);
      await page.goto(`${baseUrl()}#/`, { waitUntil: 'commit' });
      await page.locator('.prerender[data-lang="en"] .game-tile').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      // only the English copy shows; the app's own screen is not there yet
      expect(await page.locator(APP_SCREEN).count()).toBe(0);
      const before = await visibleTiles(page);
      expect(before.map((t) => t.href)).toEqual(['#/tuf', '#/tally', '#/mathable', '#/words', '#/diceculus']);
      // the tile colours come from the prerender stylesheet (a style attribute would be refused by the policy)
      expect(
        await page
          .locator('.prerender[data-lang="en"] .game-tile')
          .first()
          .evaluate((a) => getComputedStyle(a).getPropertyValue('--tile').trim()),
      ).not.toBe('');
      await shot(page, 'start-prerendered');
      expect(await seriousViolations(page)).toEqual([]);
      release();
      await page.waitForSelector(APP_SCREEN);
      expect(await page.locator('.prerender').count()).toBe(0);
      // the app's tiles are where the prerendered ones were: nothing moves when it takes over
      expect(await visibleTiles(page)).toEqual(before);
      await shot(page, 'start-live');
      expect(csp).toEqual([]);
    });
  }

  it('a tile tapped before the app has run opens its game once it runs', async () => {
    s = await launch(PHONE);
    const { page } = s;
    const release = await holdApp(page);
    await page.goto(`${baseUrl()}#/`, { waitUntil: 'commit' });
    await page.locator('.prerender[data-lang="en"] a.game-tile[href="#/tally"]').tap();
    await page.waitForFunction(() => location.hash === '#/tally');
    release();
    await page.locator('.tally-board, .screen:not(.prerender *) h1').first().waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/tally');
    expect(await page.locator('.game-tile').count()).toBe(0);
  });

  it('text typed into the code box before the app has run is still there, caret and all, once it runs', async () => {
    s = await launch(PHONE);
    const { page } = s;
    const release = await holdApp(page);
    await page.goto(`${baseUrl()}#/`, { waitUntil: 'commit' });
    const early = page.locator('.prerender[data-lang="en"] #code-input');
    await early.tap();
    await page.keyboard.type('tuf:g=1#abc');
    // the caret moved back three places: the next keys go in the middle
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    expect(await early.inputValue()).toBe('tuf:g=1#abc');
    // the app is still held: nothing of it has run
    expect(await page.locator(APP_SCREEN).count()).toBe(0);
    release();
    await page.waitForSelector(APP_SCREEN);
    expect(await page.locator('.prerender').count()).toBe(0);
    const live = page.locator('#code-input');
    expect(await live.inputValue()).toBe('tuf:g=1#abc');
    expect(await live.evaluate((el) => [el === document.activeElement, (el as HTMLInputElement).selectionStart])).toEqual([true, 8]);
    await shot(page, 'start-typed-live');
    // the screen's own state has it: Open is enabled, typing goes on where the caret was, and Open opens the code
    await page.keyboard.type('x');
    expect(await live.inputValue()).toBe('tuf:g=1#xabc');
    await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: 'Open', exact: true }).tap();
    await page.waitForFunction(() => location.hash.startsWith('#/tuf/code/'));
    expect(await page.evaluate(() => decodeURIComponent(location.hash))).toBe('#/tuf/code/tuf:g=1#abc');
  });

  it('text typed into the French copy is there in the live screen too', async () => {
    s = await launch(PHONE);
    const { page } = s;
    // a French first-paint copy, while the (fresh) saved settings still follow the device: the app then draws English
    await page.addInitScript(() =>
      localStorage.setItem('tuffest:first-paint', JSON.stringify({ language: 'fr', theme: 'system', motion: 'system', largeText: false })),
    );
    const release = await holdApp(page);
    await page.goto(`${baseUrl()}#/`, { waitUntil: 'commit' });
    await page.locator('.prerender[data-lang="fr"] #code-input-fr').fill('mathable:s=h#x1');
    release();
    await page.waitForSelector(APP_SCREEN);
    expect(await page.locator('#code-input').inputValue()).toBe('mathable:s=h#x1');
    expect(await page.locator('.code-form button[type="submit"]').isEnabled()).toBe(true);
  });

  it('a link into a game shows no home screen on its way there', async () => {
    s = await launch(PHONE);
    const { page } = s;
    const release = await holdApp(page);
    await page.goto(`${baseUrl()}#/tally`, { waitUntil: 'commit' });
    // the body is parsed (the noscript note follows the copies), so the stylesheets and the first script have done their part
    await page.locator('#app noscript').waitFor({ state: 'attached' });
    expect(await visibleTiles(page)).toEqual([]);
    release();
    await page.locator('.tally-board, .screen:not(.prerender *) h1').first().waitFor();
    expect(await page.locator('.game-tile').count()).toBe(0);
  });

  it('a returning student: French, dark and larger text from the first paint; a damaged copy paints the defaults', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/settings');
    await page.getByRole('group', { name: 'Theme' }).getByText('Dark', { exact: true }).tap();
    await page.getByText('Larger text', { exact: true }).tap();
    await page.getByRole('group', { name: 'Language' }).getByText('Français', { exact: true }).tap();
    await page.getByRole('heading', { name: fr['settings.title'] }).waitFor();
    // what src/boot/start.ts reads; the service worker goes, so the held script comes from the network again
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('tuffest:first-paint') ?? '{}').language === 'fr');
    await page.evaluate(async () => {
      for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
    });
    const release = await holdApp(page);
    await page.goto('about:blank'); // from #/settings, #/ alone would only change the hash
    await page.goto(`${baseUrl()}#/`, { waitUntil: 'commit' });
    await page.locator('.prerender[data-lang="fr"] .game-tile').first().waitFor();
    expect(
      await page.evaluate(() => [
        document.documentElement.lang,
        document.documentElement.dataset.theme,
        document.documentElement.classList.contains('large-text'),
      ]),
    ).toEqual(['fr', 'dark', true]);
    expect(await page.locator('.prerender[data-lang="en"] .game-tile').first().isVisible()).toBe(false);
    await page.getByRole('heading', { name: fr['home.games'] }).waitFor();
    const before = await visibleTiles(page);
    await shot(page, 'start-prerendered-fr-dark');
    expect(await seriousViolations(page)).toEqual([]);
    release();
    await page.waitForSelector(APP_SCREEN);
    expect(await visibleTiles(page)).toEqual(before);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

    // a damaged copy: the defaults paint (English, the device's theme), then the saved settings apply
    await page.evaluate(() => localStorage.setItem('tuffest:first-paint', '{"language":"xx","theme":7'));
    await page.reload();
    await page.waitForSelector(APP_SCREEN);
    await page.getByRole('heading', { name: fr['home.games'] }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // and the start wrote a sound copy again
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tuffest:first-paint') ?? '{}'))).toEqual({
      language: 'fr',
      theme: 'dark',
      motion: 'system',
      largeText: true,
    });
  });
});
