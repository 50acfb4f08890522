/**
 * DiceCulus in Chromium, by touch: a whole short game on a phone, solitaire
 * against a computer player (announce, roll, keep, type the value, a wrong
 * answer with the worked substitution, reload mid-game and resume, the
 * strategy helper, the final score table); on a tablet, a pass-the-tablet
 * stage I for two players with the score table beside the play. Screenshots
 * at 390×844, 320×568 and 1024×768 in test-results/screenshots/. Several
 * devices and the setup at 320×568: diceculus-devices.e2e.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { launch, open, PHONE, scrollOverflow, seriousViolations, shot, TABLET, type Session } from './browser';
import { humanStep, over, visible } from './diceculus-steps';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const SMALL = { width: 320, height: 568 };

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
      if (
        !shots.has('keep') &&
        (await page
          .getByRole('button', { name: /^Keep \d+$/ })
          .isVisible()
          .catch(() => false))
      ) {
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
          // the tap opened the helper's dialog (the button must not have moved under the finger), which ends with the report
          const dialog = page.getByRole('dialog');
          await dialog.waitFor({ timeout: 5_000 });
          const best = dialog.getByText(/the best split for this card was/);
          await best.waitFor({ timeout: 20_000 }).catch(async () => {
            throw new Error(`the helper's dialog says: ${await dialog.innerText()}`);
          });
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
    await page
      .getByText(/DiceCulus/)
      .first()
      .waitFor();
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
    for (
      let i = 0;
      i < 200 &&
      !(await page
        .locator('.dc-head')
        .getByText('Stage II: The game')
        .isVisible()
        .catch(() => false));
      i++
    ) {
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
});
