/**
 * End-to-end helpers: Debian's Chromium through playwright-core (never a
 * downloaded browser), phone and tablet pages with touch, screenshots for
 * review in test-results/screenshots/, and an axe-core scan.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export { ARGS, CHROMIUM, NO_GUIDE_OFFER } from '../../src/cli/chromium';
import { ARGS, CHROMIUM, NO_GUIDE_OFFER, tufCubeName } from '../../src/cli/chromium';

export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 1024, height: 768 };
/** A small phone (iPhone SE, first generation): every screen must still fit with every control reachable. */
export const SMALL = { width: 320, height: 568 };
export type Viewport = typeof PHONE;

export const SHOTS = 'test-results/screenshots';

export function baseUrl(): string {
  return inject('baseUrl');
}

export interface Session {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A fresh browser profile (its own IndexedDB and service worker) with one page. */
export async function launch(
  viewport: Viewport = PHONE,
  options: { reducedMotion?: boolean; locale?: string; guides?: boolean /** more Chromium flags (a fake camera: camera.ts) */; args?: string[] } = {},
): Promise<Session> {
  const dir = mkdtempSync(join(tmpdir(), 'tuffest-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    hasTouch: true,
    isMobile: viewport.width < 600,
    viewport,
    args: [...ARGS, ...(options.args ?? [])],
    reducedMotion: options.reducedMotion === false ? 'no-preference' : 'reduce',
    // the device's language (navigator.languages, Accept-Language); the app follows it on first start
    ...(options.locale ? { locale: options.locale } : {}),
  });
  // Tests open play screens directly: unless a test asks for them (`guides: true`), the profile is one that has
  // seen every game's guided first round offer (src/ui/guide, GUIDES_OFF_KEY), as a returning student's has.
  if (options.guides !== true) await context.addInitScript({ content: NO_GUIDE_OFFER });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
      if (errors.length > 0) throw new Error(`errors in the page: ${errors.join(' | ')}`);
    },
  };
}

/** A fresh browser profile on a device set to a language (e.g. 'fr-CA', 'es-MX'): the app opens in it. */
export function launchIn(locale: string, viewport: Viewport = PHONE, options: { reducedMotion?: boolean } = {}): Promise<Session> {
  return launch(viewport, { ...options, locale });
}

/** Pages scroll sideways by this many pixels (0 or less: nothing is wider than the screen). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * A screen the app drew (not the home screen index.html carries for the first
 * paint, src/build/prerender.ts, which is there before any script runs).
 */
export const APP_SCREEN = '.screen:not(.prerender *)';

/**
 * Opens a hash route of the app and waits for the shell to draw. A code
 * route (`#/<game>/code/…`) first shows what the code holds and waits for
 * Start: open() taps it, as the person who opened the link would; pass
 * `{ confirmCode: false }` to stay on that step.
 */
export async function open(page: Page, hash = '#/', options: { confirmCode?: boolean } = {}): Promise<void> {
  await page.goto(`${baseUrl()}${hash}`);
  await page.waitForSelector(APP_SCREEN);
  if (options.confirmCode === false || !/^#\/[^/]+\/code\//.test(hash)) return;
  // Either the confirm step or the game's own code screen (lesson codes, bad codes, Tally's join screen).
  await page.waitForSelector('.code-confirm, .screen:not(:has(.code-confirm)) :is(h1, h2, p, button)');
  const start = page.locator('.code-confirm button.btn-primary');
  if ((await start.count()) > 0) {
    await start.tap();
    await page.waitForSelector('.code-confirm', { state: 'detached' });
  }
}

/** Waits until the service worker controls the page (offline-ready). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
        setTimeout(resolve, 5000);
      });
    }
  });
}

/**
 * A finger drawn across `targets` with real touch events (the DevTools protocol's, as a phone sends them): down on the
 * first one's centre, four moves to each next centre, then lifted unless `lift` is false (a finger still on the glass).
 */
export async function fingerAcross(page: Page, targets: readonly Locator[], lift = true): Promise<void> {
  const centres: { x: number; y: number }[] = [];
  for (const target of targets) {
    const b = await target.boundingBox();
    if (!b) throw new Error(`${target} is not on screen`);
    centres.push({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
  }
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });
  await touch('touchStart', centres[0]);
  for (let i = 1; i < centres.length; i++) {
    const a = centres[i - 1]!;
    const b = centres[i]!;
    for (let k = 1; k <= 4; k++) await touch('touchMove', { x: a.x + ((b.x - a.x) * k) / 4, y: a.y + ((b.y - a.y) * k) / 4 });
  }
  if (!lift) return;
  await touch('touchEnd');
  await cdp.detach();
}

export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const vp = page.viewportSize();
  const path = `${SHOTS}/${name}-${vp ? `${vp.width}x${vp.height}` : 'page'}.png`;
  await page.screenshot({ path });
  return path;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const axeSource = (): string => readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page; returns serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the debugging protocol: the app's Content-Security-Policy refuses an injected <script>, rightly.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
}

/** Whether the page scrolls: screens must fit the viewport. */
export async function scrollOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
}

/**
 * The number of moves of each game saved in the page's IndexedDB, read straight from the store; null when the
 * database or its sessions store is not there yet.
 */
export function savedMoveCounts(page: Page): Promise<number[] | null> {
  return page.evaluate(
    () =>
      new Promise<number[] | null>((resolve, reject) => {
        const req = indexedDB.open('tuffest');
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('sessions')) {
            db.close();
            resolve(null);
            return;
          }
          const all = db.transaction('sessions').objectStore('sessions').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { moves: unknown[] }[]).map((s) => s.moves.length));
          };
        };
        req.onerror = () => reject(new Error('the page could not open its IndexedDB'));
      }),
  );
}

/** One device of a class: its own context (storage, service worker) in a shared browser, one page, its page errors. */
export type Device = { context: BrowserContext; page: Page; errors: string[] };

export async function deviceIn(browser: Browser, viewport: Viewport = PHONE): Promise<Device> {
  const context = await browser.newContext({ viewport, hasTouch: true, isMobile: viewport.width < 600, reducedMotion: 'reduce' });
  await context.addInitScript({ content: NO_GUIDE_OFFER });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

const CONSTANT_FACES = ['%', 'pi', 'log', 'j', 'tan', 'chi'];

/** Taps the cubes of a TUF equation (text notation) from the table onto the line, each once the one before shows (a tap shows once it is saved). */
export async function tapEquation(scope: Locator, equation: string): Promise<void> {
  const onLine = scope.locator('.tuf-line .tuf-cube');
  for (const face of equation.split(' ')) {
    const before = await onLine.count();
    await scope
      .getByRole('group', { name: 'Cubes on the table' })
      // the orange constant cube is named with what it stands for ("orange cube, chi, worth 12")
      .getByRole('button', CONSTANT_FACES.includes(face) ? { name: new RegExp(`^orange cube, ${face}(,|$)`) } : { name: tufCubeName(face), exact: true })
      .first()
      .tap();
    await expect.poll(() => onLine.count()).toBe(before + 1);
  }
}
