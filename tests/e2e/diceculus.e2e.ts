/**
 * DiceCulus in Chromium, by touch: a whole short game on a phone, solitaire
 * against a computer player (announce, roll, keep, type the value, a wrong
 * answer with the worked substitution, reload mid-game and resume, the
 * strategy helper, the final score table); on a tablet, a pass-the-tablet
 * stage I for two players with the score table beside the play. Screenshots
 * at 390×844, 320×568 and 1024×768 in test-results/screenshots/.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, open, PHONE, scrollOverflow, seriousViolations, shot, TABLET, type Session } from './browser';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const SMALL = { width: 320, height: 568 };

const visible = async (page: Page, role: 'button' | 'textbox', name: RegExp | string): Promise<boolean> =>
  page.getByRole(role, { name, exact: typeof name === 'string' }).first().isVisible().catch(() => false);

/** One step of a human's turn (a step whose button went away as the screen moved on is tried again). */
async function humanStep(page: Page, opts: { wrongOnce?: { done: boolean } } = {}): Promise<string | null> {
  try {
    return await humanStepOnce(page, opts);
  } catch (e) {
    if (e instanceof Error && /Timeout/.test(e.name + e.message)) return 'stale';
    throw e;
  }
}

/** One step of a human's turn; returns what it did, or null when nothing was there to do. */
async function humanStepOnce(page: Page, opts: { wrongOnce?: { done: boolean } } = {}): Promise<string | null> {
  if (await visible(page, 'button', 'Announce')) {
    await page.getByRole('button', { name: 'Announce', exact: true }).tap({ timeout: 3000 });
    await page.waitForTimeout(100);
    return 'announce';
  }
  const keep = page.getByRole('button', { name: /^Keep \d+$/ });
  if (await keep.isVisible().catch(() => false)) {
    await keep.tap({ timeout: 3000 });
    await page.waitForTimeout(100);
    return 'keep';
  }
  const roll = page.getByRole('button', { name: /^Roll [a-f] \(\d dice\)$/ }).first();
  if (await roll.isVisible().catch(() => false)) {
    await roll.tap({ timeout: 3000 });
    await page.waitForTimeout(100);
    return 'roll';
  }
  const input = page.getByLabel('The value of the card');
  if (await input.isVisible().catch(() => false)) {
    if (opts.wrongOnce && !opts.wrongOnce.done) {
      opts.wrongOnce.done = true;
      await input.fill('123456');
      await page.getByRole('button', { name: 'Check', exact: true }).tap();
      await page.getByText('Not quite. Look at the working and try again.').waitFor();
      return 'wrong';
    }
    if (await visible(page, 'button', 'Show the working')) await page.getByRole('button', { name: 'Show the working' }).tap();
    const working = (await page.getByLabel('Working').textContent()) ?? '';
    const last = working.split(' = ').pop()!.trim().replace('−', '-');
    if (/^-?\d+(\/\d+)?$/.test(last)) {
      await input.fill(last);
      await page.getByRole('button', { name: 'Check', exact: true }).tap();
    } else await page.getByRole('button', { name: 'No value (÷ 0)' }).tap();
    await input.waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
    return 'answer';
  }
  return null;
}

async function over(page: Page): Promise<boolean> {
  return page.getByRole('heading', { name: 'Game over' }).isVisible().catch(() => false);
}

describe('DiceCulus by touch', { timeout: 300_000 }, () => {
  it('plays a whole short game against a computer on a phone, resuming after a reload', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/');
    await page.getByRole('link', { name: /DiceCulus/ }).tap();
    await page.getByRole('heading', { name: 'New DiceCulus game' }).waitFor();
    await shot(page, 'diceculus-setup');
    expect(await seriousViolations(page)).toEqual([]);
    // one easy computer player instead of the medium one
    await page.getByRole('button', { name: /Gauss, medium/ }).tap();
    await page.getByRole('button', { name: /Pip, easy/ }).tap();
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.locator('.dc-head').getByText('Stage I: The idea').waitFor();
    const wrongOnce = { done: false };
    let reloaded = false;
    const shots = new Set<string>();
    for (let i = 0; i < 400 && !(await over(page)); i++) {
      if (!shots.has('announce') && (await visible(page, 'button', 'Announce'))) {
        shots.add('announce');
        await shot(page, 'diceculus-announce');
        expect(await scrollOverflow(page), 'the announce screen scrolls').toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
      }
      if (!shots.has('keep') && (await page.getByRole('button', { name: /^Keep \d+$/ }).isVisible().catch(() => false))) {
        shots.add('keep');
        await shot(page, 'diceculus-rolling');
        expect(await seriousViolations(page)).toEqual([]);
        if (!reloaded) {
          // reload with a half-rolled unknown: the same dice are there
          const before = await page.getByRole('button', { name: /^Keep \d+$/ }).textContent();
          reloaded = true;
          await page.reload();
          await page.getByRole('button', { name: /^Keep \d+$/ }).waitFor();
          expect(await page.getByRole('button', { name: /^Keep \d+$/ }).textContent()).toBe(before);
        }
      }
      for (const stage of ['III', 'IV']) {
        if (!shots.has(stage) && (await visible(page, 'button', 'Announce')) && (await page.locator('.dc-head').getByText(`Stage ${stage}:`).isVisible())) {
          shots.add(stage);
          await shot(page, `diceculus-announce-${stage}`);
          expect(await seriousViolations(page)).toEqual([]);
          await page.setViewportSize(SMALL);
          await shot(page, `diceculus-announce-${stage}`);
          expect(await scrollOverflow(page), 'the small phone scrolls').toBeLessThanOrEqual(0);
          await page.setViewportSize(PHONE);
          if (stage === 'III') {
            // the score table in a dialog on a phone
            await page.getByRole('button', { name: 'Score table' }).tap();
            await page.getByRole('dialog').waitFor();
            await shot(page, 'diceculus-table-dialog');
            expect(await seriousViolations(page)).toEqual([]);
            await page.getByRole('button', { name: 'Close' }).tap();
          }
        }
      }
      const did = await humanStep(page, { wrongOnce });
      if (did === 'wrong' && !shots.has('wrong')) {
        shots.add('wrong');
        await shot(page, 'diceculus-working');
        expect(await seriousViolations(page)).toEqual([]);
        await page.setViewportSize(SMALL);
        await shot(page, 'diceculus-working');
        await page.setViewportSize(PHONE);
      }
      if (did === null) {
        if (!shots.has('helper') && (await visible(page, 'button', 'Strategy helper'))) {
          shots.add('helper');
          await page.getByRole('button', { name: 'Strategy helper' }).first().tap();
          await page.getByText(/^Best split for this card/).waitFor({ timeout: 20_000 });
          await shot(page, 'diceculus-helper');
          expect(await seriousViolations(page)).toEqual([]);
          await page.getByRole('button', { name: 'Close' }).tap();
        }
        await page.waitForTimeout(150);
      }
    }
    expect(await over(page)).toBe(true);
    expect(reloaded && wrongOnce.done).toBe(true);
    await page.getByText(/^Winner: /).waitFor();
    await shot(page, 'diceculus-over');
    expect(await seriousViolations(page)).toEqual([]);
    // the table shows all four GRAND TOTALS and the END GAME SCORE for both players
    expect(await page.locator('.dc-table tbody tr').count()).toBe(2);
    expect(await page.locator('.dc-table .dc-grand').count()).toBe(8);
    await page.setViewportSize(SMALL);
    await shot(page, 'diceculus-over');
    // the finished game is in the history
    await open(page, '#/history');
    await page.getByText(/DiceCulus/).first().waitFor();
  });

  it('pass the tablet: two players play stage I on a tablet with the score table beside the play', async () => {
    s = await launch(TABLET);
    const { page } = s;
    await open(page, '#/diceculus');
    await page.getByText('Pass the tablet').tap();
    await page.getByLabel('Name of player 1').fill('John');
    await page.getByLabel('Name of player 2').fill('Maria');
    await shot(page, 'diceculus-setup-pass');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.locator('.dc-head').getByText('Stage I: The idea').waitFor();
    const aside = page.getByRole('complementary', { name: 'Score table' });
    await aside.waitFor();
    let first = true;
    for (let i = 0; i < 200 && !(await page.locator('.dc-head').getByText('Stage II: The game').isVisible().catch(() => false)); i++) {
      const did = await humanStep(page);
      if (did === 'keep' && first) {
        first = false;
        await shot(page, 'diceculus-pass-rolling');
        expect(await scrollOverflow(page), 'the tablet play screen scrolls').toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
      }
      if (did === null) await page.waitForTimeout(100);
    }
    await page.locator('.dc-head').getByText('Stage II: The game').waitFor();
    // stage I is complete for both: a GRAND TOTAL in each row of the table beside the play
    const grands = await aside.locator('td.dc-grand').allTextContents();
    expect(grands.filter((g) => g.trim() !== '')).toHaveLength(2);
    await shot(page, 'diceculus-pass-stage2');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('several devices: the game code opens the same game on a second device, which plays its own player', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/diceculus');
    await page.getByText('Several devices').tap();
    await page.getByLabel('Name of player 1').fill('Ann');
    await page.getByLabel('Name of player 2').fill('Ben');
    await shot(page, 'diceculus-setup-devices');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.locator('.dc-head').getByText('Stage I: The idea').waitFor();
    await page.getByRole('button', { name: 'Game code' }).tap();
    await page.getByRole('dialog').waitFor();
    await shot(page, 'diceculus-game-code');
    expect(await seriousViolations(page)).toEqual([]);
    const code = (await page.locator('.dialog .share-code').first().textContent())!.trim();
    expect(code).toMatch(/^diceculus:.*\|Ann\|Ben$/);
    await page.getByRole('button', { name: 'Close' }).tap();
    // the second device (a fresh profile) joins and plays Ben
    const other = await launch(PHONE);
    try {
      await open(other.page, `#/diceculus/code/${encodeURIComponent(code)}`);
      await other.page.getByText('You are joining a game shared from another device: tick who plays here.').waitFor();
      await other.page.getByLabel('Ben plays on this device').check();
      await other.page.getByRole('button', { name: 'Start', exact: true }).tap();
      await other.page.locator('.dc-head').getByText('Stage I: The idea').waitFor();
      expect(await other.page.locator('.dc-turn').textContent()).toBe('Ben’s turn');
    } finally {
      await other.close();
    }
  });
});
