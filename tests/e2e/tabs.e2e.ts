/**
 * Two real tabs in one Chromium profile (issue 31, "Technical words reach
 * people"): the saved data deleted or upgraded in the other tab. The page in
 * play lets go at once, says what happened in words (never "Failed to execute
 * 'transaction' on 'IDBDatabase': The database connection is closing"), saves
 * its game again after a deletion, and after an upgrade by a newer Tuffest a
 * reload says so instead of "not letting Tuffest save" and "not on this device
 * any more".
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatGameId } from '../../src/core/gameId';
import { DB_VERSION } from '../../src/storage/backend';
import { defaultParams, formatMatchParams } from '../../src/games/tuf/matchParams';
import { baseUrl, launch, open, PHONE, savedMoveCounts, shot, type Session } from './browser';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const tufCode = formatGameId({ game: 'tuf', params: formatMatchParams({ ...defaultParams('1'), rounds: 3 }), seed: 'tabs1' });

/** The moves of the one saved game, read straight from IndexedDB (-1: no game there). */
const savedMoves = async (page: Page): Promise<number> => (await savedMoveCounts(page))?.[0] ?? -1;

/** A second tab of the same profile, on a page of the app's origin that runs none of its code. */
async function otherTab(): Promise<Page> {
  const tab = await s!.context.newPage();
  await tab.goto(`${baseUrl()}icons/icon.svg`);
  return tab;
}

const TECHNICAL = /Failed to execute|IDBDatabase|connection is closing|InvalidStateError|VersionError/;

async function startGame(page: Page): Promise<void> {
  await open(page, `#/tuf/code/${encodeURIComponent(tufCode)}`);
  await page.waitForURL(/#\/tuf\/play\//);
  await page.getByRole('button', { name: 'Roll the cubes' }).waitFor();
}

describe('two tabs on one profile', () => {
  it('the saved data deleted in the other tab: this tab says so and saves its game again at the next move', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await startGame(page);
    const tab = await otherTab();
    // The other tab's delete goes through at once (this page lets go instead of blocking it).
    const outcome = await tab.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const req = indexedDB.deleteDatabase('tuffest');
          req.onsuccess = () => resolve('deleted');
          req.onblocked = () => resolve('blocked');
        }),
    );
    expect(outcome).toBe('deleted');
    await page.getByText(/saved data was deleted in another tab/).waitFor();
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    await page.getByRole('group', { name: 'Cubes on the table' }).first().waitFor();
    await expect.poll(() => savedMoves(tab)).toBeGreaterThan(1);
    expect(await page.locator('body').innerText()).not.toMatch(TECHNICAL);
    await shot(page, 'tabs-deleted');
    // and the game is there after a reload, rolled
    await page.reload();
    await page.getByRole('group', { name: 'Cubes on the table' }).first().waitFor();
    expect(await page.getByText(/not letting Tuffest save|not on this device any more/).count()).toBe(0);
  });

  it("the saved data upgraded by a newer Tuffest in the other tab: words and a reload, never the browser's message; a reload says the data is there", async () => {
    s = await launch(PHONE);
    const { page } = s;
    await startGame(page);
    const before = await savedMoves(page);
    const tab = await otherTab();
    // A newer build opens the database at the next version: this page must let go for it to go on.
    const outcome = await tab.evaluate(
      (version) =>
        new Promise<string>((resolve) => {
          const req = indexedDB.open('tuffest', version);
          req.onsuccess = () => {
            (window as unknown as { keep: IDBDatabase }).keep = req.result;
            resolve('upgraded');
          };
          req.onblocked = () => resolve('blocked');
          req.onerror = () => resolve(String(req.error));
        }),
      DB_VERSION + 1,
    );
    expect(outcome).toBe('upgraded');
    await page.getByText(/Tuffest was updated in another tab\. Reload this page/).waitFor();
    expect(await page.getByRole('button', { name: 'Reload' }).count()).toBeGreaterThan(0);
    // A move now is not saved, and the notice says why in words.
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    await page.getByText(/That was not saved: Tuffest was updated in another tab/).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(TECHNICAL);
    expect(await savedMoves(tab)).toBe(before);
    await shot(page, 'tabs-upgraded');
    // This (older) page reloaded: the data is there, kept by the newer version, and it says so.
    await page.reload();
    await page.getByRole('heading', { name: 'Tuffest was updated' }).waitFor();
    await page.getByText(/This page is an older version and cannot open them; they are safe/).waitFor();
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/not letting Tuffest save|not on this device any more/);
    expect(text).not.toMatch(TECHNICAL);
    await shot(page, 'tabs-newer');
    expect(await savedMoves(tab)).toBe(before);
  });
});
