/**
 * Killing Chromium in the middle of play, shared by the kill end-to-end
 * files: a profile directory kept across kills, the browser started on it,
 * a tap followed by SIGKILL of the browser process the moment the page shows
 * the tap's result, and the saved game opened again on a fresh browser (so
 * IndexedDB is what the killed browser left on disk).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { parseBoard } from '../../src/games/tally/board';
import { ARGS, CHROMIUM, NO_GUIDE_OFFER, open, PHONE } from './browser';

/** One profile directory, kept across kills; the browser started on it. */
export interface Profile {
  dir: string;
  context: BrowserContext | null;
  page: Page | null;
}

const made: Profile[] = [];

/** A fresh profile directory, closed and removed after the test (call `useProfiles()` in the describe block). */
export function newProfile(): Profile {
  const p: Profile = { dir: mkdtempSync(join(tmpdir(), 'tuffest-kill-')), context: null, page: null };
  made.push(p);
  return p;
}

/** Closes the browsers still running on the test's profiles and removes the directories after each test. */
export function useProfiles(): void {
  afterEach(async () => {
    for (const p of made.splice(0)) {
      if (p.context) await p.context.close().catch(() => undefined);
      rmSync(p.dir, { recursive: true, force: true });
    }
  });
}

export async function start(p: Profile): Promise<Page> {
  p.context = await chromium.launchPersistentContext(p.dir, {
    executablePath: CHROMIUM,
    headless: true,
    hasTouch: true,
    isMobile: true,
    viewport: PHONE,
    args: ARGS,
    reducedMotion: 'reduce',
  });
  // a returning student: no guided-round offer over the play screens
  await p.context.addInitScript({ content: NO_GUIDE_OFFER });
  p.page = p.context.pages()[0] ?? (await p.context.newPage());
  return p.page;
}

/** The browser process this test started on its own profile directory (not its renderers: they carry --type=). */
function browserPid(dir: string): number {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let cmd: string;
    try {
      cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    const args = cmd.split('\0');
    if (args.some((a) => a === `--user-data-dir=${dir}`) && !args.some((a) => a.startsWith('--type='))) return Number(name);
  }
  throw new Error(`no browser process on ${dir}`);
}

/** How long a tap may take to show its result before the test gives up (a loaded 2-core machine is slow, not this slow). */
const SHOW_WITHIN_MS = 45_000;

/**
 * Taps, and kills the browser (SIGKILL, as the system kills an app: no unload,
 * no graceful close) the moment the page shows the tap's result: when `selector`
 * matches `count` elements or more. The page tells the test through a binding
 * called from a mutation observer, so the kill lands within a millisecond or
 * two of the change, before any later work of the page. Waits until the
 * browser is gone.
 */
export function tapThenKill(p: Profile, target: Locator, selector: string, count: number): Promise<void> {
  return actThenKill(p, () => target.tap().catch(() => undefined), selector, count);
}

/**
 * As `tapThenKill`, for any input: `act` runs (a finger put down and moved over tiles, say, and not lifted), and the
 * browser is killed the moment `selector` matches `count` elements or more.
 */
export async function actThenKill(p: Profile, act: (page: Page) => Promise<unknown>, selector: string, count: number): Promise<void> {
  const context = p.context;
  const page = p.page;
  if (!context || !page) throw new Error('no browser running');
  const pid = browserPid(p.dir);
  const closed = new Promise<void>((resolve) => context.once('close', () => resolve()));
  const binding = `__kill${Math.random().toString(36).slice(2)}`;
  await page.exposeBinding(binding, () => process.kill(pid, 'SIGKILL'));
  await page.evaluate(
    ([sel, n, name]) => {
      const shown = (): boolean => document.querySelectorAll(sel).length >= n;
      const watch = new MutationObserver(() => {
        if (!shown()) return;
        watch.disconnect();
        void (window as unknown as Record<string, () => Promise<void>>)[name]!();
      });
      watch.observe(document.body, { subtree: true, childList: true, attributes: true });
    },
    [selector, count, binding] as const,
  );
  await act(page).catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the tap never showed ${count} × ${selector}`)), SHOW_WITHIN_MS);
  });
  try {
    await Promise.race([closed, late]);
  } finally {
    clearTimeout(timer);
  }
  p.context = null;
  p.page = null;
}

/** Kills the browser now (SIGKILL, no graceful close) and waits until it is gone: for what the page saves on its own, such as typed text. */
export async function killNow(p: Profile): Promise<void> {
  const context = p.context;
  if (!context) throw new Error('no browser running');
  const closed = new Promise<void>((resolve) => context.once('close', () => resolve()));
  process.kill(browserPid(p.dir), 'SIGKILL');
  await closed;
  p.context = null;
  p.page = null;
}

/** The view of a saved session as IndexedDB holds it now (read in the page). */
export function savedView(page: Page, id: string): Promise<unknown> {
  return page.evaluate(
    (key) =>
      new Promise<unknown>((resolve, reject) => {
        const req = indexedDB.open('tuffest');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const get = req.result.transaction('sessions', 'readonly').objectStore('sessions').get(key);
          get.onsuccess = () => {
            req.result.close();
            resolve((get.result as { view?: unknown } | undefined)?.view ?? null);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    id,
  );
}

/** Opens a saved game by its play route on a freshly started browser. */
export async function reopen(p: Profile, hash: string): Promise<Page> {
  const page = await start(p);
  await open(page, hash);
  return page;
}

/** A Tally Rally round started on a phone on the profile: the page, its address (to reopen it after a kill) and the board's numbers. */
export async function startTally(p: Profile): Promise<{ page: Page; hash: string; board: number[] }> {
  const page = await start(p);
  await open(page, '#/tally');
  await page.getByRole('button', { name: 'Start', exact: true }).tap();
  await page.getByRole('button', { name: /^Start, / }).tap();
  await page.locator('.tally-board .tally-tile').first().waitFor();
  const hash = new URL(page.url()).hash;
  const digits = await page.locator('.tally-board .tally-tile > span[aria-hidden="true"]:first-child').allTextContents();
  return { page, hash, board: parseBoard(digits.join('')) as number[] };
}
