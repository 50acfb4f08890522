/**
 * The Content-Security-Policy (issue 17, point 4): the built app runs under
 * it with no violation (service worker, solver workers, QR codes), and an
 * injected inline script or a request to another site is refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, open, PHONE, waitForServiceWorker, type Session, APP_SCREEN } from './browser';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

interface Violation {
  directive: string;
  blocked: string;
}

/** Collects every securitypolicyviolation in the page from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const list: { directive: string; blocked: string }[] = [];
    (window as unknown as { __csp: typeof list }).__csp = list;
    document.addEventListener('securitypolicyviolation', (e) => list.push({ directive: e.effectiveDirective, blocked: e.blockedURI }));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp);
}

describe('Content-Security-Policy in Chromium (production build)', () => {
  it('is sent as a header by `vite preview` and written in the page, the same policy', async () => {
    s = await launch(PHONE);
    const response = await s.page.goto(`${(await import('./browser')).baseUrl()}#/`);
    const header = response?.headers()['content-security-policy'] ?? '';
    const meta = await s.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toMatch(/default-src 'self'/);
    // the one widening: WebAssembly the app compiles from its own .wasm (the QR reader); no host anywhere, no eval
    expect(meta).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(meta).not.toMatch(/https?:|\*|'unsafe-eval'|'unsafe-inline'/);
    expect(header.startsWith(meta ?? 'none')).toBe(true);
    expect(header).toMatch(/frame-ancestors 'none'/);
  });

  it('lets the app itself run with no violation: service worker, screens, workers, QR', async () => {
    s = await launch(PHONE);
    const { page } = s;
    const violations = await watchViolations(page);
    // Workers are counted as Chromium starts them: resource timing entries are
    // cleared by the navigation below and may come from the service worker's cache.
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await open(page, '#/');
    await waitForServiceWorker(page);
    for (const hash of ['#/tuf', '#/tally', '#/settings', '#/history', '#/mathable']) {
      await page.evaluate((h) => (location.hash = h), hash);
      await page.waitForSelector(APP_SCREEN);
    }
    // A Mathable game against the computer: its moves come from the solver worker
    // (when the person plays first, a pass hands the turn to the computer).
    await page.getByRole('button', { name: 'Start the game' }).tap();
    await page.waitForURL(/#\/mathable\/play\//);
    const pass = page.getByRole('button', { name: 'Pass', exact: true });
    await pass.waitFor();
    if (await pass.isEnabled()) await pass.tap();
    await expect.poll(() => workers.length, { timeout: 30_000 }).toBeGreaterThan(0);
    // A TUF solitaire game opened from a roll code (through the confirm step).
    await open(page, `#/tuf/code/${encodeURIComponent('tuf:g=1c-a,r=1#csp01')}`);
    await page.waitForURL(/#\/tuf\/play\//);
    await page.waitForTimeout(1000);
    // Its roll code is drawn as a QR code on the ready screen.
    await page.locator('svg.qr').first().waitFor();
    expect(await page.locator('svg.qr').count()).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  it('refuses an injected inline script, an inline handler and any outside request', async () => {
    s = await launch(PHONE);
    const { page } = s;
    const violations = await watchViolations(page);
    await open(page, '#/');
    const outcome = await page.evaluate(async () => {
      const w = window as unknown as { __ran?: number };
      const script = document.createElement('script');
      script.textContent = 'window.__ran = 1';
      document.body.append(script);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.__ran = 2');
      img.src = 'https://tracker.example/pixel.png';
      document.body.append(img);
      let fetched = 'allowed';
      try {
        await fetch('https://api.example/collect', { method: 'POST', body: 'x' });
      } catch {
        fetched = 'refused';
      }
      // 'wasm-unsafe-eval' (for the QR reader's WebAssembly) still refuses to run a string as JavaScript (a string
      // timer, compiled by the page itself: code the debugging protocol sends is not held to the policy)
      (setTimeout as unknown as (code: string, ms: number) => void)('window.__ran = 3', 0);
      await new Promise((r) => setTimeout(r, 300));
      return { ran: w.__ran ?? 0, fetched };
    });
    expect(outcome).toEqual({ ran: 0, fetched: 'refused' });
    const seen = await violations();
    const directives = seen.map((v) => v.directive);
    expect(directives).toContain('script-src-elem');
    expect(directives).toContain('img-src');
    expect(directives).toContain('connect-src');
    expect(seen.some((v) => v.blocked.startsWith('https://api.example'))).toBe(true);
    expect(seen.some((v) => v.blocked === 'eval')).toBe(true);
  });
});
