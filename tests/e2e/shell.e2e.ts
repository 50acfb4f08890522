import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { launch, open, PHONE, scrollOverflow, seriousViolations, shot, SMALL, TABLET, waitForServiceWorker, type Session, APP_SCREEN } from './browser';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

describe('app shell in Chromium (production build)', () => {
  it('installs the service worker on first visit, says so, and is installable', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page);
    await waitForServiceWorker(page);
    await page.getByText('Tuffest is ready to work offline.').waitFor();
    const cdp = await s.context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = await page.evaluate(async () => (await fetch('./manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ name: expect.any(String), short_name: 'Tuffest', display: 'standalone' });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(await page.locator('link[rel="apple-touch-icon"]').count()).toBe(1);
  });

  it('precaches every file of the build: each screen, worker, style and icon', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page);
    await waitForServiceWorker(page);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname.replace(/^\//, ''));
      }
      return urls;
    });
    const built = [
      ...readdirSync('dist/assets').map((f) => `assets/${f}`),
      ...readdirSync('dist/icons').map((f) => `icons/${f}`),
      'index.html',
      'manifest.webmanifest',
    ];
    expect(built.some((f) => /worker-.*\.js$/.test(f))).toBe(true);
    expect(built.filter((f) => !cached.includes(f))).toEqual([]);
  });

  it('works with the network off after the first visit, keeping saved settings', async () => {
    s = await launch(PHONE);
    const { page, context } = s;
    await open(page, '#/settings');
    await waitForServiceWorker(page);
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.getByRole('switch', { name: 'Larger text' }).check();
    // A request to the app's own server for something the service worker has not cached:
    // answered while online (whatever the status), a network failure once offline.
    const probe = (): Promise<string> =>
      page.evaluate(async () => {
        try {
          const r = await fetch(`./offline-probe.txt?${Math.random()}`, { cache: 'no-store' });
          return `answered ${r.status}`;
        } catch {
          return 'failed';
        }
      });
    expect(await probe()).toMatch(/^answered \d+$/);
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector(APP_SCREEN);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.classList.contains('large-text'))).toBe(true);
    await page.goto(page.url().replace(/#.*$/, '#/history'));
    await page.getByRole('heading', { name: 'Finished games' }).waitFor();
    // The page above came from the service worker's cache: the server itself is out of reach.
    expect(await probe()).toBe('failed');
  });

  it('resumes a saved game from the home screen with the network off', async () => {
    s = await launch(PHONE);
    const { page, context } = s;
    await open(page, '#/tuf');
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Play', exact: true }).tap();
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    await page.getByRole('group', { name: 'Cubes on the table' }).waitFor();
    const gameUrl = page.url();
    expect(gameUrl).toMatch(/#\/tuf\/play\//);
    const faces = await page.getByRole('group', { name: 'Cubes on the table' }).getByRole('button').allTextContents();
    await context.setOffline(true);
    await page.goto(gameUrl.replace(/#.*$/, '#/'));
    await page.reload();
    await page
      .getByRole('link', { name: /^Continue/ })
      .first()
      .tap();
    await page.getByRole('group', { name: 'Cubes on the table' }).waitFor();
    expect(page.url()).toBe(gameUrl);
    expect(await page.getByRole('group', { name: 'Cubes on the table' }).getByRole('button').allTextContents()).toEqual(faces);
  });

  it('answers a touch tap', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page);
    await page.getByRole('link', { name: 'Settings', exact: true }).tap();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.getByRole('switch', { name: 'Sound at the end of a timer' }).tap();
    expect(await page.getByRole('switch', { name: 'Sound at the end of a timer' }).isChecked()).toBe(false);
  });

  it('rejects a malformed code on the home screen with a clear message', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page);
    await page.getByPlaceholder('Share code or link').fill('garbage');
    await page.getByRole('button', { name: 'Open' }).tap();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/could not be read/);
    // twelve letters or more read as a class code, and say which character no class code has
    await page.getByPlaceholder('Share code or link').fill('not a code at all');
    await page.getByRole('button', { name: 'Open' }).tap();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/“O” is never in a class code/);
  });

  for (const [name, vp] of [
    ['phone', PHONE],
    ['small phone', SMALL],
    ['tablet', TABLET],
  ] as const) {
    it(`has no serious accessibility problems and fits the ${name} screen`, async () => {
      s = await launch(vp);
      const { page } = s;
      for (const [route, label] of [
        ['#/', 'home'],
        ['#/settings', 'settings'],
        ['#/history', 'history'],
      ] as const) {
        await open(page, route);
        await page.waitForTimeout(150);
        await shot(page, `shell-${label}`);
        expect(JSON.stringify(await seriousViolations(page)), `${label} at ${name}`).toBe('[]');
        if (label !== 'settings') expect(await scrollOverflow(page), `${label} scrolls`).toBeLessThanOrEqual(0);
      }
    });
  }
});
