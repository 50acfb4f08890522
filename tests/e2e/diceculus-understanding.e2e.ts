/**
 * DiceCulus as an 11-year-old finds it (issue 29), in Chromium by touch: a
 * pass-the-tablet game of three and a solitaire game against two computers,
 * each played to the end, the first half at one size and the second at the
 * other (1024×768 and 390×844). Every stage's introduction, the first
 * announcements of each stage, each round's summary and the hand-over are
 * photographed (test-results/screenshots/dc-u-…) and checked with axe; the
 * introductions at 320×568 too. And a game of three played at four sizes,
 * every screen of it measured: every control in view as it comes up on a
 * tablet or a laptop, the turn's main control in view on a phone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, open, PHONE, scrollOverflow, seriousViolations, shot, SMALL, TABLET, type Session, type Viewport } from './browser';
import { humanStep, MAIN_CONTROLS, outOfReach, over, visible } from './diceculus-steps';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const stageOf = async (page: Page): Promise<string | null> => {
  const head = await page
    .locator('.dc-head strong')
    .first()
    .textContent({ timeout: 500 })
    .catch(() => null);
  return /^Stage (I|II|III|IV):/.exec(head ?? '')?.[1] ?? null;
};

/** Plays to the end, photographing what a child must understand; the viewport becomes `then` from stage III on. */
async function playToTheEnd(page: Page, name: string, then: Viewport): Promise<Set<string>> {
  const shots = new Set<string>();
  const once = async (key: string, small = false): Promise<void> => {
    if (shots.has(key)) return;
    shots.add(key);
    await shot(page, `dc-u-${name}-${key}`);
    expect(await seriousViolations(page), key).toEqual([]);
    if (small) {
      const was = page.viewportSize()!;
      await page.setViewportSize(SMALL);
      await shot(page, `dc-u-${name}-${key}`);
      expect(await scrollOverflow(page), `${key} scrolls at 320×568`).toBeLessThanOrEqual(0);
      await page.setViewportSize(was);
    }
  };
  for (let i = 0; i < 900 && !(await over(page)); i++) {
    const stage = await stageOf(page);
    if (stage === 'III' && !shots.has('resized')) {
      shots.add('resized');
      await page.setViewportSize(then);
    }
    const before = async (did: 'ready' | 'go on' | 'intro'): Promise<void> => {
      if (did === 'intro') await once(`intro-${await stageOf(page)}`, true);
      else if (did === 'ready') await once('handoff');
      else {
        // named by the round it sums up (the head already shows the next one)
        const title =
          (await page
            .locator('.dc-summary-first h2')
            .textContent({ timeout: 1000 })
            .catch(() => '')) ?? '';
        await once(`summary-${/stage (I|II|III|IV) round/.exec(title)?.[1] ?? stage}`);
      }
    };
    if (
      (await page
        .locator('.dc-announced')
        .isVisible()
        .catch(() => false)) &&
      (await visible(page, 'button', 'Announce'))
    )
      await once(`announcements-${stage}`);
    const did = await humanStep(page, { before });
    if (did === null) await page.waitForTimeout(150);
  }
  expect(await over(page)).toBe(true);
  await page.getByText(/^Winner: /).waitFor();
  await once('over');
  return shots;
}

describe('DiceCulus understood by a child', { timeout: 600_000 }, () => {
  it('a pass-the-tablet game of three, to the end: intros, announcements, summaries, the hand-over', async () => {
    s = await launch(TABLET, { guides: true });
    const { page } = s;
    await open(page, '#/diceculus');
    await page.getByText('Pass the tablet').tap();
    await page.getByLabel('Name of player 1').fill('Ana');
    await page.getByLabel('Name of player 2').fill('Ben');
    await page.getByRole('button', { name: 'Add a player' }).tap();
    await page.getByLabel('Name of player 3').fill('Cy');
    await page.getByText('Short (1 round a stage)').tap();
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.locator('.dc-head').getByText('Stage I: The idea').waitFor();
    // no guided-round offer when people pass the tablet
    expect(await page.getByText('New to DiceCulus?').isVisible()).toBe(false);
    const shots = await playToTheEnd(page, 'pass3', PHONE);
    for (const key of ['handoff', 'intro-II', 'intro-III', 'intro-IV', 'summary-I', 'summary-II', 'summary-III', 'announcements-I', 'announcements-IV'])
      expect(shots.has(key), key).toBe(true);
    expect(await page.locator('.dc-table tbody tr').count()).toBe(3);
  });

  it('solitaire against two computers, to the end', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/diceculus');
    await page.getByRole('button', { name: /Pip, easy/ }).tap();
    await page.getByText('Short (1 round a stage)').tap();
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.locator('.dc-head').getByText('Stage I: The idea').waitFor();
    const shots = await playToTheEnd(page, 'solo', TABLET);
    for (const key of ['intro-II', 'intro-III', 'intro-IV', 'summary-I', 'summary-II', 'summary-III']) expect(shots.has(key), [...shots].join(' ')).toBe(true);
    expect(shots.has('handoff')).toBe(false);
  });

  it('every control of every stage in reach at 1024×768 and 1280×800, the main one in view on phones (three passing the tablet, six unknowns in stage IV)', async () => {
    s = await launch(TABLET);
    const { page } = s;
    await open(page, '#/diceculus');
    await page.getByText('Pass the tablet').tap();
    await page.getByLabel('Name of player 1').fill('Ana');
    await page.getByLabel('Name of player 2').fill('Ben');
    await page.getByRole('button', { name: 'Add a player' }).tap();
    await page.getByLabel('Name of player 3').fill('Cy');
    await page.getByText('Short (1 round a stage)').tap();
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.locator('.dc-head').getByText('Stage I: The idea').waitFor();
    const LAPTOP = { width: 1280, height: 800 };
    /**
     * Measures the screen on show at each size: on the tablet and the laptop nothing needs a scroll (but the end's
     * long results); on phones the turn's main controls need none, and every other is reached by scrolling the play
     * column without the main button's bar covering it.
     */
    const measure = async (what: string): Promise<void> => {
      const end = await over(page);
      for (const size of [TABLET, LAPTOP, PHONE, SMALL]) {
        await page.setViewportSize(size);
        const at = `${what} at ${size.width}×${size.height}`;
        const main = MAIN_CONTROLS;
        const missed =
          size.width >= 900 && !end ? await outOfReach(page) : [...(await outOfReach(page, { only: main })), ...(await outOfReach(page, { scroll: true }))];
        // what was out of reach, photographed for the report
        if (missed.length > 0 || (size === SMALL && what === 'stage IV, dc-roll-choice')) await shot(page, `dc-reach-${what.replace(/\W+/g, '-')}`);
        expect(missed, at).toEqual([]);
        expect(await scrollOverflow(page), at).toBeLessThanOrEqual(0);
      }
      await page.setViewportSize(TABLET);
    };
    let shown = '';
    const measured = new Set<string>();
    for (let i = 0; i < 900 && !(await over(page)); i++) {
      const stage = (await stageOf(page)) ?? '?';
      const announce = await visible(page, 'button', 'Announce');
      // stage IV's tallest announcement: six unknowns (a row of steppers more), and the players to give to
      const six = page.locator('.dc-announce .segment', { hasText: /^6$/ });
      if (announce && stage === 'IV' && (await six.getAttribute('aria-pressed')) !== 'true') {
        await six.tap();
        await expect.poll(() => six.getAttribute('aria-pressed')).toBe('true');
      }
      const now = await page.locator('main').innerHTML();
      if (now !== shown) {
        shown = now;
        const kind = await page.evaluate(
          () =>
            ['dc-summary-first', 'dc-intro', 'dc-handoff', 'dc-announce', 'dc-rolling', 'dc-roll-choice', 'dc-answer', 'dc-solve'].find(
              (k) => document.querySelector(`main .${k}`) !== null,
            ) ?? 'other',
        );
        measured.add(kind).add(`${stage} ${kind}`);
        await measure(`stage ${stage}, ${kind}`);
      }
      const did = await humanStep(page);
      if (did === null) await page.waitForTimeout(150);
    }
    expect(await over(page)).toBe(true);
    await page.getByText(/^Winner: /).waitFor();
    await measure('the end');
    for (const key of ['dc-summary-first', 'dc-intro', 'dc-handoff', 'IV dc-announce', 'IV dc-roll-choice', 'IV dc-rolling', 'IV dc-answer'])
      expect([...measured], key).toContain(key);
  });
});
