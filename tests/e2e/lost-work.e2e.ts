/**
 * Lost or hidden work (issue 31) in Chromium: two tabs of one profile on one
 * game (the second says so and can take the game over with every move the
 * first made; neither replaces the other's moves); a kill at the first
 * frame of the results (TUF, Tally Rally: the finished game's History entry
 * was written with the move that finished it); Tally's typed equation after
 * a kill; the same code opened again; a disk that fills up, then a kill.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatGameId } from '../../src/core/gameId';
import { defaultParams, formatMatchParams, type MatchParams } from '../../src/games/tuf/matchParams';
import { rollFor } from '../../src/games/tuf/plugin';
import { cubeLabel } from '../../src/ui/tuf/Cube';
import { smallEquation } from '../games/tuf/smallEquation';
import { open } from './browser';
import { actThenKill, killNow, newProfile, reopen, start, startTally, useProfiles } from './kill-helpers';
import { t } from '../../src/i18n';

const tufCode = (p: MatchParams, seed: string): string => `#/tuf/code/${encodeURIComponent(formatGameId({ game: 'tuf', params: formatMatchParams(p), seed }))}`;
const line = (page: Page) => page.locator('.tuf-seat').first().locator('.tuf-line .tuf-cube');
const table = (page: Page) => page.locator('.tuf-seat').first().getByRole('group', { name: 'Cubes on the table' }).getByRole('button');

/** Opens a one-person TUF match of three rounds from its code and rolls its first round. */
async function rolledTuf(page: Page, seed: string): Promise<void> {
  await open(page, tufCode({ ...defaultParams('1'), computers: [], rounds: 3 }, seed));
  await page.getByRole('button', { name: 'Roll the cubes' }).tap();
  await table(page).first().waitFor();
}

/** Puts the first cube on the table onto the line, `n` times, each shown before the next. */
async function place(page: Page, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const before = await line(page).count();
    await table(page).first().tap();
    await expect.poll(() => line(page).count()).toBe(before + 1);
  }
}

describe('two tabs on one game, one profile', () => {
  useProfiles();
  it("TUF: the second tab says the game is open elsewhere; taking it over keeps the first tab's cubes, and the first tab then stops", async () => {
    const profile = newProfile();
    const a = await start(profile);
    await rolledTuf(a, 'tabs1');
    const hash = new URL(a.url()).hash;
    expect(hash).toMatch(/^#\/tuf\/play\//);

    const b = await profile.context!.newPage();
    await open(b, hash);
    await b.getByText(t('elsewhere.open')).waitFor();
    // the first tab plays on: three cubes on its line
    await place(a, 3);
    // the second takes the game over: it has the three cubes, and adds one
    await b.getByRole('button', { name: t('elsewhere.playHere') }).tap();
    await expect.poll(() => line(b).count(), { timeout: 20_000 }).toBe(3);
    await a.getByText(t('elsewhere.taken')).waitFor();
    await place(b, 1);
    // reloaded, both tabs find the four cubes' game: the second plays it, the first says where it is
    await b.reload();
    await expect.poll(() => line(b).count(), { timeout: 20_000 }).toBe(4);
    await a.reload();
    await a.getByText(t('elsewhere.open')).waitFor();
    await a.getByRole('button', { name: t('elsewhere.playHere') }).tap();
    await expect.poll(() => line(a).count(), { timeout: 20_000 }).toBe(4);
    await b.getByText(t('elsewhere.taken')).waitFor();
  });
});

describe('killed at the first frame of the results', () => {
  useProfiles();
  it('TUF solitaire: the finished game is in History after the restart', async () => {
    const p: MatchParams = { ...defaultParams('1'), computers: [], rounds: 1 };
    const seed = 'lastframe1';
    const profile = newProfile();
    const page = await start(profile);
    await open(page, tufCode(p, seed));
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    const seat = page.getByRole('region', { name: 'Player 1’s cubes' });
    const roll = rollFor(p, seed, 0, 0);
    for (const face of smallEquation(
      roll.map((c) => c.face),
      '1',
    ).split(' ')) {
      const cube = roll.find((c) => c.face === face);
      if (!cube) throw new Error(`no ${face}`);
      const before = await line(page).count();
      await seat
        .getByRole('group', { name: 'Cubes on the table' })
        .getByRole('button', { name: cubeLabel(cube, p.game), exact: true })
        .first()
        .tap();
      await expect.poll(() => line(page).count()).toBe(before + 1);
    }
    // killed the moment the results show (their best-answer box is in their first frame)
    await actThenKill(profile, () => seat.getByRole('button', { name: /TUF! I’m done/ }).tap(), '.tuf-best', 1);
    const again = await reopen(profile, '#/history');
    await again.locator('.history-list .history-item').first().waitFor({ timeout: 30_000 });
    expect(await again.locator('.history-list .history-item .history-game').allTextContents()).toEqual(['TUF']);
  });
});

describe('Tally Rally: the typed equation', () => {
  useProfiles();
  it('is back after a kill, and after a reload', async () => {
    const profile = newProfile();
    let page = await start(profile);
    await open(page, '#/tally');
    // the setting is among the options (the box itself is drawn by its label, which a finger taps)
    await page.locator('.tally-options summary').tap();
    await page.getByText(t('tally.parens')).tap();
    await expect.poll(() => page.getByLabel(t('tally.parens')).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.getByRole('button', { name: /^Start, / }).tap();
    const tiles = page.locator('.tally-board .tally-tile');
    await tiles.first().waitFor();
    const hash = new URL(page.url()).hash;
    // four tiles along the top row, then the equation typed over them
    for (const cell of [0, 1, 2, 3]) await tiles.nth(cell).tap();
    await expect.poll(() => page.locator('.tally-gap').count()).toBe(3);
    const field = page.getByLabel(t('tally.typed'));
    await field.waitFor();
    await field.fill('(1 + 2) = 3');
    await page.waitForTimeout(1000);
    await killNow(profile);
    page = await reopen(profile, hash);
    await expect.poll(() => page.getByLabel(t('tally.typed')).inputValue(), { timeout: 30_000 }).toBe('(1 + 2) = 3');
    await page.reload();
    await expect.poll(() => page.getByLabel(t('tally.typed')).inputValue(), { timeout: 30_000 }).toBe('(1 + 2) = 3');
  });
});

describe('opening the same code again', () => {
  useProfiles();
  it('TUF: offers the game in progress (its four cubes); a new one started anyway leaves both on the home screen', async () => {
    const code = 'tuf:g=1,m=15,r=3#dupx1';
    const route = `#/tuf/code/${encodeURIComponent(code)}`;
    const profile = newProfile();
    const page = await start(profile);
    await open(page, route);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    await table(page).first().waitFor();
    await place(page, 4);
    const first = new URL(page.url()).hash;
    // the same code again in the same page (typed in the home screen's box): the game in progress is offered
    // before anything new is saved
    await page.evaluate((h) => {
      location.hash = h;
    }, route);
    await page.locator('.code-confirm').waitFor();
    await page.getByText(/This game is already in progress on this device/).waitFor();
    await page.getByRole('link', { name: t('code.continue') }).tap();
    await page.waitForURL((u) => u.hash === first);
    await expect.poll(() => line(page).count(), { timeout: 20_000 }).toBe(4);
    // a new one started anyway: the home screen offers both
    // and again from its link, in a fresh page
    await page.goto(`${page.url().split('#')[0]}${route}`);
    await page.reload();
    await page.getByRole('button', { name: t('code.startNew') }).tap();
    await page.waitForURL((u) => u.hash.startsWith('#/tuf/play/') && u.hash !== first);
    await page.getByRole('button', { name: 'Roll the cubes' }).waitFor();
    await open(page, '#/');
    await expect.poll(() => page.locator('.resume-list .resume').count(), { timeout: 20_000 }).toBe(2);
    await page.locator(`.resume-list a[href="${first}"]`).tap();
    await expect.poll(() => line(page).count(), { timeout: 20_000 }).toBe(4);
  });
});

describe('a disk that fills up during a game, then a kill', () => {
  useProfiles();
  it('TUF: the notice says since when nothing is saved; after the kill, everything before that moment is back', async () => {
    const profile = newProfile();
    let page = await start(profile);
    await rolledTuf(page, 'full1');
    await place(page, 1);
    const hash = new URL(page.url()).hash;
    // the disk fills up: every write from now on is refused as over quota
    await page.evaluate(() => {
      const refuse = (): never => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      IDBObjectStore.prototype.put = refuse;
      IDBObjectStore.prototype.add = refuse;
    });
    await place(page, 2);
    const notice = page.getByText(/out of storage space: what was done in this game since (.+) is not saved/);
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/Everything before \d{2}:\d{2}:\d{2}/);
    await killNow(profile);
    page = await reopen(profile, hash);
    // the roll and the first cube (saved before the disk filled) are back; the two after it were lost, as said
    await table(page).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => line(page).count(), { timeout: 20_000 }).toBe(1);
  });
});

describe('killed at the first frame of the results, Tally Rally', () => {
  useProfiles();
  it('the finished round is in History after the restart', async () => {
    const profile = newProfile();
    const { page } = await startTally(profile);
    await page.getByRole('button', { name: t('tally.done') }).tap();
    await page.getByRole('button', { name: t('tally.finishNow') }).tap();
    // the computer player writes its sheet, then the round can end: killed the moment the results screen shows
    // (its class is set in the render that shows it)
    const see = page.getByRole('button', { name: 'See the results' });
    await see.waitFor({ timeout: 45_000 });
    await actThenKill(profile, () => see.tap(), '.tally-screen.is-over', 1);
    const again = await reopen(profile, '#/history');
    await again.locator('.history-list .history-item').first().waitFor({ timeout: 30_000 });
    expect(await again.locator('.history-list .history-item .history-game').allTextContents()).toEqual(['Tally Rally']);
  });
});
