/**
 * Issue 17 in Chromium: a blocked schema upgrade, a full disk as a game
 * starts from a code, and codes that show what they hold before anything is
 * saved (one confirm step in the shell; a code for another game opens there).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatGameId } from '../../src/core/gameId';
import { defaultParams, formatMatchParams } from '../../src/games/tuf/matchParams';
import { baseUrl, launch, open, PHONE, savedMoveCounts, scrollOverflow, seriousViolations, shot, TABLET, type Session } from './browser';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const tufCode = formatGameId({ game: 'tuf', params: formatMatchParams({ ...defaultParams('1c-a'), rounds: 3 }), seed: 'conf1' });
const codeRoute = (game: string, code: string): string => `#/${game}/code/${encodeURIComponent(code)}`;

/** Sessions saved in the page's IndexedDB (0 when the database or store is not there yet). */
const savedSessions = async (page: Page): Promise<number> => (await savedMoveCounts(page))?.length ?? 0;

describe('codes show what they hold before anything is saved', () => {
  it('a TUF roll code: Go back saves nothing; Start starts it', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, codeRoute('tuf', tufCode), { confirmCode: false });
    await page.getByRole('heading', { name: 'Start this game?' }).waitFor();
    await page.getByText(/solitaire · 3 rounds · 5 min a round/).waitFor();
    await page.getByText('Nothing is saved until you start.').waitFor();
    expect(await savedSessions(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'code-confirm');
    for (const size of [{ width: 320, height: 568 }, TABLET]) {
      await page.setViewportSize(size);
      expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, 'code-confirm');
    }
    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: 'Go back' }).tap();
    await page.getByRole('heading', { name: 'Games' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Continue' }).count()).toBe(0);
    expect(await savedSessions(page)).toBe(0);
    await page.goto(`${baseUrl()}${codeRoute('tuf', tufCode)}`);
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.waitForURL(/#\/tuf\/play\//);
    await page.getByRole('button', { name: 'Roll the cubes' }).waitFor();
    expect(await savedSessions(page)).toBe(1);
    // The same link opened again later in this page asks again (it would start a second game).
    await page.goto(`${baseUrl()}${codeRoute('tuf', tufCode)}`);
    await page.getByRole('heading', { name: 'Start this game?' }).waitFor();
    expect(await savedSessions(page)).toBe(1);
  });

  it('a Mathable code says who plays; a Tally code on the Mathable route opens in Tally', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, codeRoute('mathable', 'mathable:s=h.cm.ch#conf2'), { confirmCode: false });
    await page.getByText('Mathable · 3 players: 1 on this device, 2 played by the computer').waitFor();
    expect(await savedSessions(page)).toBe(0);
    await page.goto(`${baseUrl()}${codeRoute('mathable', 'tally:p=0,s=180#conf3')}`);
    await page.waitForURL(/#\/tally\/code\//);
    await page.getByText(/You are joining a board shared from another device/).waitFor();
    expect(await page.getByText(/does not have/).count()).toBe(0);
  });

  it('a code asking for more than a teacher would set is explained, not started', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, codeRoute('tuf', 'tuf:g=1c-a,m=60,r=20#conf4'));
    await page.getByText(/This code cannot be opened: .*between 1 and 15/).waitFor();
    await open(page, codeRoute('tally', 'tally:p=0,s=999#conf5'));
    await page.getByText(/between 60 and 600/).waitFor();
    expect(await savedSessions(page)).toBe(0);
  });
});

describe('storage faults in the built app', () => {
  it('a full disk as a game starts from a code: the game starts and says it is not saved', async () => {
    s = await launch(PHONE);
    const { page, context } = s;
    await context.addInitScript(() => {
      const refuse = (): never => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      IDBObjectStore.prototype.put = refuse;
      IDBObjectStore.prototype.add = refuse;
    });
    await open(page, codeRoute('tuf', tufCode));
    await page.waitForURL(/#\/tuf\/play\//);
    await page.getByRole('button', { name: 'Roll the cubes' }).waitFor();
    await page.getByText(/out of storage space: what was done in this game since .+ is not saved/).waitFor();
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    await page.getByRole('group', { name: 'Cubes on the table' }).waitFor();
  });

  it("damaged games: called damaged, one notice, and Settings' Remove button stays clear of it", async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/');
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const req = indexedDB.open('tuffest');
          req.onsuccess = () => {
            const tx = req.result.transaction('sessions', 'readwrite');
            for (let i = 0; i < 5; i++) tx.objectStore('sessions').put({ id: `bad${i}`, game: 'tuf', moves: 'lost' }, `bad${i}`);
            tx.oncomplete = () => {
              req.result.close();
              resolve();
            };
          };
        }),
    );
    for (let i = 0; i < 5; i++) {
      await page.goto(`${baseUrl()}#/tuf/play/bad${i}`);
      await page.getByText('This saved game is damaged and cannot be opened. Settings can remove it.').first().waitFor();
    }
    expect(await page.getByText(/not on this device any more/).count()).toBe(0);
    await page.evaluate(() => (location.hash = '#/settings'));
    const remove = page.getByRole('button', { name: 'Remove unreadable records' });
    await remove.scrollIntoViewIfNeeded();
    await shot(page, 'settings-damaged');
    const clear = await remove.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit === el || el.contains(hit);
    });
    expect(clear).toBe(true);
    expect(await page.locator('.notice').count()).toBeLessThanOrEqual(2);
    await remove.tap();
    await expect.poll(() => page.locator('.notice-error, .notice-warning').count()).toBe(0);
  });

  it('a schema upgrade blocked by an old tab: says so, then plays in memory', async () => {
    s = await launch(PHONE);
    const { page, context } = s;
    // An "older build" in another tab: the database at version 1, never letting go.
    const old = await context.newPage();
    await old.goto(`${baseUrl()}icons/icon.svg`);
    await old.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const req = indexedDB.open('tuffest', 1);
          req.onupgradeneeded = () => {
            req.result.createObjectStore('sessions');
            req.result.createObjectStore('settings');
          };
          req.onsuccess = () => {
            (window as unknown as { keep: IDBDatabase }).keep = req.result;
            resolve();
          };
        }),
    );
    await page.goto(`${baseUrl()}#/`);
    await page.getByText(/Close Tuffest in your other tabs/).waitFor({ timeout: 3000 });
    await shot(page, 'storage-blocked-waiting');
    await page.getByRole('heading', { name: 'Games' }).waitFor({ timeout: 10_000 });
    await page.getByText(/open in another tab with an older version/).waitFor();
    await shot(page, 'storage-blocked-memory');
    await old.close();
  });
});

describe('import in the built app', () => {
  const T = Date.UTC(2026, 10, 20);
  const round = (i: number) => ({
    id: `imp-${i}`,
    game: 'tally',
    code: `tally:p=0,s=180#imp${i}`,
    moves: [
      { t: 'join', name: 'Ana' },
      { t: 'join', name: 'Ben' },
    ],
    status: 'active',
    title: `Round ${i}`,
    createdAt: T + i,
    updatedAt: T + i,
  });

  it('5000 records (the limit): checked and written in slices with progress, the page stays responsive', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/settings');
    await page.evaluate(() => {
      const w = window as unknown as { __long: number[] };
      w.__long = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__long.push(Math.round(e.duration), Math.round(e.startTime)))).observe({
        type: 'longtask',
        buffered: false,
      });
      (w as unknown as { __t0: number }).__t0 = performance.now();
    });
    const text = JSON.stringify({ format: 'tuffest-export', version: 1, sessions: Array.from({ length: 5000 }, (_, i) => round(i)) });
    // A file on disk, as a person picks it (a buffer sent through the debugger would itself block the page).
    const dir = mkdtempSync(join(tmpdir(), 'tuffest-import-'));
    writeFileSync(join(dir, 'big.json'), text);
    const t0 = Date.now();
    await page.locator('input[type=file]').setInputFiles(join(dir, 'big.json'));
    await page.locator('progress.import-progress').waitFor();
    await shot(page, 'settings-import-progress');
    await page.getByText('This file has 5,000 new records, 0 already here and 0 that differ from what is here.').waitFor({ timeout: 120_000 });
    const checked = Date.now() - t0;
    await page.getByRole('button', { name: 'Import', exact: true }).tap();
    await page.getByText('Imported 5,000 records.').waitFor({ timeout: 120_000 });
    const total = Date.now() - t0;
    const pairs = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
    const long = pairs.filter((_, i) => i % 2 === 0);
    rmSync(dir, { recursive: true, force: true });
    console.log(
      `import of 5000 records (${(text.length / 1048576).toFixed(2)} MB): checked in ${checked} ms, done in ${total} ms; ` +
        `longest main-thread task ${Math.round(Math.max(0, ...long))} ms over ${long.length} long tasks`,
    );
    await page.goto(`${baseUrl()}#/`);
    await page.getByRole('heading', { name: 'Continue where you left off' }).waitFor();
  });

  it('the preview says what differs and why records are left out (phone, small phone, tablet)', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/settings');
    const bad = [
      { ...round(1), game: 'chess', code: 'chess:a=1#x1' },
      { ...round(2), moves: Array.from({ length: 3001 }, () => ({ t: 'end' })) },
      { ...round(3), updatedAt: 1e300 },
      { ...round(4), code: 'tally:p=0,s=9999#x4' },
    ];
    const text = JSON.stringify({ format: 'tuffest-export', version: 1, sessions: [round(0), ...bad] });
    await page.locator('input[type=file]').setInputFiles({ name: 'mixed.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.getByText('4 records in the file cannot be read and will be left out.').waitFor();
    for (const line of [
      '1 for a game this app does not have',
      '1 with more moves than any real game',
      '1 with impossible dates',
      '1 with a game code that cannot be read',
    ]) {
      await page.getByText(line).waitFor();
    }
    for (const size of [PHONE, { width: 320, height: 568 }, TABLET]) {
      await page.setViewportSize(size);
      await page.getByRole('button', { name: 'Import', exact: true }).scrollIntoViewIfNeeded();
      await shot(page, 'settings-import-preview');
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import', exact: true }).tap();
    await page.getByText('Imported 1 record.').waitFor();
  });

  it('a 15 MB file is refused at once with the limit, before it is read', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/settings');
    const t0 = Date.now();
    const dir = mkdtempSync(join(tmpdir(), 'tuffest-import-'));
    const path = join(dir, 'huge.json');
    writeFileSync(path, Buffer.alloc(15 * 1048576, 32));
    await page.locator('input[type=file]').setInputFiles(path);
    await page.getByText('The file is 15 MB; Tuffest imports files up to 8 MB.').waitFor();
    console.log(`15 MB file refused in ${Date.now() - t0} ms`);
    rmSync(dir, { recursive: true, force: true });
  });
});
