/**
 * Scanning QR codes with the camera (issue 27), in Chromium with a fake camera playing QR codes drawn by the app's
 * own encoder (camera.ts): the platform's detector taken away, the app's ZXing WebAssembly reader reads them, from
 * the app's own precached .wasm, offline after the first visit, with no request to any other host and no
 * Content-Security-Policy violation. Refused or missing cameras are said in words; the camera stops when the
 * screen closes or the page is hidden.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { APP_SCREEN, baseUrl, launch, open, PHONE, seriousViolations, shot, SMALL, TABLET, waitForServiceWorker, type Session } from './browser';
import { cameraArgs, launchWithCamera, offHost, recordRequests, withoutPlatformDetector, writeQrVideo } from './camera';
import { t } from '../../src/i18n';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

/** A TUF roll code, as a roll's QR on another tablet carries it. */
const ROLL = 'tuf:g=1c-a,r=1#scan01';

/** Every stream the page's camera gave, to ask whether its tracks were stopped. */
async function watchCamera(page: Page): Promise<() => Promise<{ streams: number; live: number }>> {
  await page.addInitScript(() => {
    const md = navigator.mediaDevices;
    if (!md) return;
    const streams: MediaStream[] = [];
    (window as unknown as { __streams: MediaStream[] }).__streams = streams;
    const original = md.getUserMedia.bind(md);
    md.getUserMedia = async (c) => {
      const stream = await original(c);
      streams.push(stream);
      return stream;
    };
  });
  return () =>
    page.evaluate(() => {
      const streams = (window as unknown as { __streams?: MediaStream[] }).__streams ?? [];
      return { streams: streams.length, live: streams.flatMap((x) => x.getTracks()).filter((tr) => tr.readyState === 'live').length };
    });
}

async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) out.push(req.url);
    return out;
  });
}

describe('scanning a QR code with the camera', () => {
  it('reads with the app’s own WebAssembly reader, offline after the first visit, asking no other host', async () => {
    // a blank picture, a QR that is not the app's, then a roll's QR
    s = await launchWithCamera(['', 'https://example.com/not-a-tuffest-code', ROLL], PHONE, { secondsEach: 2 });
    const { page } = s;
    await withoutPlatformDetector(page);
    const requests = recordRequests(s);
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __csp?: string[] }).__csp ??= [];
        (window as unknown as { __csp: string[] }).__csp.push(`${e.effectiveDirective} ${e.blockedURI}`);
      });
    });
    await open(page, '#/');
    await waitForServiceWorker(page);
    // the first visit precached the reader's .wasm, but did not load the reader itself
    const wasm = (await cachedUrls(page)).filter((u) => /zxing_reader[^/]*\.wasm/.test(u));
    expect(wasm).toHaveLength(1);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /ponyfill|zxing/.test(e.name)))).toBe(false);

    await s.context.setOffline(true);
    await page.reload();
    await page.waitForSelector(APP_SCREEN);
    const fromWorker: string[] = [];
    page.on('response', (r) => {
      if (/zxing_reader[^/]*\.wasm/.test(r.url()) && r.fromServiceWorker()) fromWorker.push(r.url());
    });
    await page.getByRole('link', { name: t('scan.homeLink') }).tap();
    await page.getByRole('heading', { name: t('scan.title') }).waitFor();
    expect(await page.evaluate(() => typeof (window as { BarcodeDetector?: unknown }).BarcodeDetector)).toBe('undefined');
    // the foreign QR is refused in words while the camera keeps looking; then the roll's QR opens its game
    const refused = page.locator('.qr-scanner .form-error[role=alert]').filter({ hasText: /\S/ });
    await refused.waitFor({ timeout: 30_000 });
    expect(await refused.textContent()).toMatch(new RegExp(`^${t('home.codeBad', { reason: '@' }).split('@')[0]}`));
    await page.waitForURL(/#\/tuf\/code\//, { timeout: 30_000 });
    expect(decodeURIComponent(page.url())).toContain(ROLL);
    expect(fromWorker).toEqual(wasm);
    expect(offHost(requests, baseUrl())).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).toEqual([]);
  });

  it('stops the camera when the scan screen closes and while the page is hidden', async () => {
    s = await launch(PHONE, { args: cameraArgs(writeQrVideo([''])) });
    const { page } = s;
    const camera = await watchCamera(page);
    await open(page, '#/scan');
    await page
      .getByRole('status')
      .filter({ hasText: t('scan.aim') })
      .waitFor({ timeout: 30_000 });
    expect(await camera()).toEqual({ streams: 1, live: 1 });
    // the page hidden (headless Chromium never hides a tab, so the page is told as a browser tells it), its
    // camera stops; shown again, it starts again
    const visibility = (state: 'hidden' | 'visible') =>
      page.evaluate((st) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => st });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await visibility('hidden');
    await expect.poll(camera).toEqual({ streams: 1, live: 0 });
    await page
      .getByRole('status')
      .filter({ hasText: t('scan.paused') })
      .waitFor();
    await visibility('visible');
    await expect.poll(camera, { timeout: 15_000 }).toEqual({ streams: 2, live: 1 });
    await page.getByRole('link', { name: t('nav.back') }).tap();
    await page.getByRole('heading', { name: t('home.games') }).waitFor();
    await expect.poll(camera).toEqual({ streams: 2, live: 0 });
  });

  it('says in words when the camera is refused, and the code can be typed instead', async () => {
    // a camera, but the permission is refused
    s = await launch(PHONE, { args: ['--use-fake-device-for-media-stream', '--deny-permission-prompts'] });
    const { page } = s;
    await open(page, '#/scan');
    const problem = page.locator('.qr-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toBe(`${t('scan.denied')} ${t('scan.typeBelow')}`);
    await page.getByLabel(t('scan.pasteOne')).fill(ROLL);
    await page.getByRole('button', { name: t('scan.read') }).tap();
    await page.waitForURL(/#\/tuf\/code\//);
  });

  it('says in words when the device has no camera', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/scan');
    const problem = page.locator('.qr-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toBe(`${t('scan.absent')} ${t('scan.typeBelow')}`);
    expect(await page.getByRole('button', { name: t('scan.restart') }).count()).toBe(0);
  });

  for (const [name, vp] of [
    ['phone', PHONE],
    ['small phone', SMALL],
    ['tablet', TABLET],
  ] as const) {
    it(`fits the ${name} screen with 44 px controls and no serious accessibility problem`, async () => {
      s = await launch(vp, { args: cameraArgs(writeQrVideo(['https://example.com/not-ours'])) });
      const { page } = s;
      await open(page, '#/');
      await shot(page, 'scan-home');
      const link = page.getByRole('link', { name: t('scan.homeLink') });
      const box = await link.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
      await link.tap();
      await page.locator('.qr-scanner .form-error[role=alert]').filter({ hasText: /\S/ }).waitFor({ timeout: 30_000 });
      await shot(page, 'scan-screen');
      expect(JSON.stringify(await seriousViolations(page))).toBe('[]');
      for (const control of await page.locator('.qr-scanner :is(button, input, a)').all()) {
        const b = await control.boundingBox();
        expect(b?.height ?? 0, await control.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  }
});

describe('install help', () => {
  it('offers “Install on this tablet” in Settings with the browser’s own prompt (Chromium offers one)', async () => {
    s = await launch(TABLET);
    const { page } = s;
    await open(page, '#/');
    await waitForServiceWorker(page);
    await open(page, '#/settings');
    const button = page.getByRole('button', { name: t('install.button') });
    await button.waitFor({ timeout: 30_000 });
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await shot(page, 'install-settings');
    expect(JSON.stringify(await seriousViolations(page))).toBe('[]');
  });
});
