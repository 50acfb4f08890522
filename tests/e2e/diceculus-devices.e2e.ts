/**
 * DiceCulus on several devices, in Chromium: two fresh browser profiles play
 * one short game from a game code (a tablet plays Ann, a small phone Ben),
 * each device rolls for its own player, then the devices swap results codes
 * by typing them into each other's screen and both score tables agree. The
 * small phone (320×568) is checked at every step of play: nothing wider than
 * the screen, the play screen without page scroll, axe clean. And the setup
 * screen at 320×568 in every mode, every control reachable.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, open, PHONE, scrollOverflow, seriousViolations, shot, SMALL, TABLET, type Session } from './browser';
import { humanStep, over } from './diceculus-steps';

const sessions: Session[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.close();
});

/** How far the page is wider than the screen (0 when nothing sticks out sideways). */
const sideways = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Every enabled control of the page that cannot be brought fully onto the screen, by its text. */
async function unreachable(page: Page): Promise<string[]> {
  const controls = page.locator('main button:visible, main input:visible, main summary:visible, main a:visible, main select:visible');
  const out: string[] = [];
  const vp = page.viewportSize()!;
  for (let i = 0; i < (await controls.count()); i++) {
    const c = controls.nth(i);
    await c.scrollIntoViewIfNeeded();
    const box = await c.boundingBox();
    const name = ((await c.getAttribute('aria-label')) ?? (await c.textContent()) ?? '').trim() || (await c.evaluate((e) => e.outerHTML.slice(0, 60)));
    if (!box || box.width < 1 || box.height < 1) continue;
    if (box.x < -0.5 || box.y < -0.5 || box.x + box.width > vp.width + 0.5 || box.y + box.height > vp.height + 0.5) out.push(name);
    else {
      // nothing covers its middle (a clipped or hidden control cannot be tapped)
      const hit = await c.evaluate((e) => {
        const r = e.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return top !== null && (e === top || e.contains(top) || (e as HTMLInputElement).labels?.[0]?.contains(top) === true || top.contains(e));
      });
      if (!hit) out.push(`${name} (covered)`);
    }
  }
  return out;
}

const resultsOf = async (page: Page): Promise<{ winners: string; ends: string; grands: string[] }> => ({
  winners: ((await page.locator('.dc-winners').textContent()) ?? '').trim(),
  ends: ((await page.locator('.dc-ends').textContent()) ?? '').trim(),
  grands: await page.locator('.dc-over .dc-table td.dc-grand').allTextContents(),
});

/** Opens this device's results codes on the game-over screen and returns its own code. */
async function ownCode(page: Page): Promise<string> {
  const details = page.locator('.dc-over .dc-exchange');
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').tap();
  return ((await details.locator('.share-code').textContent()) ?? '').trim();
}

async function addCode(page: Page, code: string): Promise<void> {
  const details = page.locator('.dc-over .dc-exchange');
  await details.getByLabel('Another device’s results code').fill(code);
  await details.getByRole('button', { name: 'Add results' }).tap();
  await details
    .getByLabel('Another device’s results code')
    .and(page.locator('[value=""]'))
    .waitFor({ timeout: 5000 })
    .catch(() => undefined);
}

describe('DiceCulus on several devices', { timeout: 400_000 }, () => {
  it('two devices play a short game from one game code, swap results codes by typing them, and end with the same table', async () => {
    const a = await launch(TABLET);
    sessions.push(a);
    await open(a.page, '#/diceculus');
    await a.page.getByText('Several devices').tap();
    await a.page.getByLabel('Name of player 1').fill('Ann');
    await a.page.getByLabel('Name of player 2').fill('Ben');
    await a.page.getByRole('button', { name: 'Start', exact: true }).tap();
    await a.page.locator('.dc-head').getByText('Stage I: The idea').waitFor();
    await a.page.getByRole('button', { name: 'Game code' }).tap();
    await a.page.getByRole('dialog').waitFor();
    const code = ((await a.page.locator('.dialog .share-code').first().textContent()) ?? '').trim();
    expect(code).toMatch(/^diceculus:.*\|Ann\|Ben$/);
    await a.page.getByRole('button', { name: 'Close' }).tap();

    // the second device, a small phone, opens the code and plays Ben
    const b = await launch(SMALL);
    sessions.push(b);
    await open(b.page, `#/diceculus/code/${encodeURIComponent(code)}`);
    await b.page.getByText('You are joining a game shared from another device: tick who plays here.').waitFor();
    await shot(b.page, 'diceculus-join');
    expect(await sideways(b.page)).toBeLessThanOrEqual(0);
    expect(await unreachable(b.page)).toEqual([]);
    expect(await seriousViolations(b.page)).toEqual([]);
    await b.page.getByLabel('Ben plays on this device').check();
    await b.page.getByRole('button', { name: 'Start', exact: true }).tap();
    await b.page.locator('.dc-head').getByText('Stage I: The idea').waitFor();
    expect(await b.page.locator('.dc-turn').textContent()).toBe('Ben’s turn');

    // each device plays its own player through the whole short game (four rounds)
    const seen = new Set<string>();
    for (let i = 0; i < 600 && !((await over(a.page)) && (await over(b.page))); i++) {
      const did = await humanStep(a.page);
      const step = await humanStep(b.page);
      if (step !== null && step !== 'stale' && !seen.has(step)) {
        // the small phone at each kind of step: nothing sideways, no page scroll, axe clean
        seen.add(step);
        await shot(b.page, `diceculus-small-after-${step}`);
        expect(await sideways(b.page), `after ${step}`).toBeLessThanOrEqual(0);
        expect(await scrollOverflow(b.page), `after ${step}`).toBeLessThanOrEqual(0);
        expect(await unreachable(b.page), `after ${step}`).toEqual([]);
        expect(await seriousViolations(b.page)).toEqual([]);
      }
      if (did === null && step === null) await a.page.waitForTimeout(100);
    }
    expect(await over(a.page)).toBe(true);
    expect(await over(b.page)).toBe(true);
    expect([...seen].sort()).toEqual(expect.arrayContaining(['announce', 'answer', 'roll']));

    // before the swap each table lacks the other device's player
    const codeA = await ownCode(a.page);
    const codeB = await ownCode(b.page);
    expect(codeA).toMatch(/^DCR1\|/);
    expect(codeB).toMatch(/^DCR1\|/);
    expect(codeA).not.toBe(codeB);
    await shot(b.page, 'diceculus-small-results-codes');
    expect(await unreachable(b.page)).toEqual([]);
    expect(await seriousViolations(b.page)).toEqual([]);

    await addCode(b.page, codeA);
    await addCode(a.page, codeB);
    await expect.poll(async () => (await resultsOf(a.page)).ends).toEqual((await resultsOf(b.page)).ends);
    const ra = await resultsOf(a.page);
    const rb = await resultsOf(b.page);
    expect(ra).toEqual(rb);
    expect(ra.winners).toMatch(/^Winner: (Ann|Ben|Ann, Ben)$/);
    // every stage's GRAND TOTAL is there for both players
    expect(ra.grands.filter((g) => g.trim() !== '')).toHaveLength(8);
    // the same code twice is refused, in words
    await addCode(a.page, codeB);
    await a.page.getByRole('alert').getByText('Ben’s results are already in.').waitFor();
    await shot(a.page, 'diceculus-devices-merged');
    await shot(b.page, 'diceculus-devices-merged');
    expect(await seriousViolations(a.page)).toEqual([]);
    expect(await seriousViolations(b.page)).toEqual([]);
    await b.page.setViewportSize(PHONE);
    await shot(b.page, 'diceculus-devices-merged');
  });

  it('the setup at 320×568: every control of every mode reachable, nothing sideways, axe clean', async () => {
    const s = await launch(SMALL);
    sessions.push(s);
    const { page } = s;
    await open(page, '#/diceculus');
    await page.getByRole('heading', { name: 'New DiceCulus game' }).waitFor();
    for (const mode of ['Me against the computer', 'Pass the tablet', 'Several devices']) {
      await page.getByText(mode, { exact: true }).tap();
      if (mode !== 'Me against the computer') await page.getByRole('button', { name: 'Add a player' }).tap();
      const details = page.locator('details.dc-options');
      if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').tap();
      const name = `diceculus-setup-${mode.split(' ')[0]!.toLowerCase()}`;
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, name);
      expect(await sideways(page), mode).toBeLessThanOrEqual(0);
      expect(await unreachable(page), mode).toEqual([]);
      expect(await seriousViolations(page), mode).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await shot(page, `${name}-end`);
    }
    for (const size of [PHONE, TABLET]) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'diceculus-setup-devices');
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await unreachable(page)).toEqual([]);
    }
  });
});
