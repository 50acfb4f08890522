/**
 * A class in Chromium: one browser, a context per device. A lesson's link or
 * class code is opened by three student devices (one of them offline after
 * its first visit), each gives a name, sees the same rolls, plays and hands
 * in a result code that reads back, signed for the lesson, with its name and
 * scores. Screens at phone, small phone and tablet size, axe clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { classCode, lessonLink } from '../../src/class/code';
import type { Lesson } from '../../src/class/lesson';
import { readResultCode } from '../../src/class/resultCode';
import type { ClassResult } from '../../src/class/result';
import { parseMatchParams } from '../../src/games/tuf/matchParams';
import { rollFor } from '../../src/games/tuf/plugin';
import { tufCubeName } from '../../src/cli/chromium';
import { smallEquation } from '../games/tuf/smallEquation';
import {
  APP_SCREEN,
  ARGS,
  baseUrl,
  CHROMIUM,
  NO_GUIDE_OFFER,
  PHONE,
  seriousViolations,
  shot,
  SMALL,
  TABLET,
  waitForServiceWorker,
  type Viewport,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
});
afterAll(async () => {
  await browser?.close();
});

/** A device: its own context (storage, service worker), one page. */
async function device(viewport: Viewport = PHONE): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, hasTouch: true, isMobile: viewport.width < 600, reducedMotion: 'reduce' });
  await context.addInitScript({ content: NO_GUIDE_OFFER });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

async function go(page: Page, hash: string): Promise<void> {
  await page.goto(`${baseUrl()}${hash}`);
  await page.waitForSelector(APP_SCREEN);
}

async function clean(page: Page, name: string): Promise<void> {
  await shot(page, name);
  expect(await seriousViolations(page), name).toEqual([]);
}

/** Taps the cubes of an equation onto the line, each once the one before shows. */
async function build(scope: Locator, equation: string): Promise<void> {
  const onLine = scope.locator('.tuf-line .tuf-cube');
  for (const face of equation.split(' ')) {
    const before = await onLine.count();
    await scope
      .getByRole('group', { name: 'Cubes on the table' })
      .getByRole('button', { name: tufCubeName(face), exact: true })
      .first()
      .tap();
    await expect.poll(() => onLine.count()).toBe(before + 1);
  }
}

/** The join screen: the name, then Play. */
async function join(page: Page, name: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Play', exact: true }).tap();
}

/** The result code the student's device shows, read back against the lesson. */
async function handIn(page: Page, lesson: Lesson): Promise<ClassResult> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Your result' }).waitFor();
  const code = (await dialog.getByLabel('Result code').textContent()) ?? '';
  const read = readResultCode(code, lesson);
  if (!read.ok) throw new Error(`result code refused: ${read.refusal.code}`);
  expect(read.signed).toBe(true);
  return read.result;
}

describe('a TUF lesson on three student devices', () => {
  const lesson: Lesson = { game: 'tuf', params: { g: '1', same: '1', r: '1', m: '4' }, seed: 'cabcdef', name: 'Equations' };
  const roll = rollFor(parseMatchParams(lesson.params), lesson.seed, 0, 0).map((c) => c.face);
  const eq = smallEquation(roll);

  it('by link, by typed code, and offline: names, the same roll, result codes signed for the lesson', async () => {
    const link = lessonLink(lesson);
    const code = classCode(lesson);
    const results: ClassResult[] = [];
    const rolls: string[][] = [];

    // Ana opens the link on a phone
    const ana = await device(PHONE);
    await go(ana.page, link);
    await ana.page.getByRole('heading', { name: 'TUF' }).waitFor();
    await ana.page.getByText('4 minutes per round, from the roll').waitFor();
    await clean(ana.page, 'class-join');
    await ana.page.setViewportSize(SMALL);
    await clean(ana.page, 'class-join');
    await ana.page.setViewportSize(PHONE);
    // no name: said in words
    await ana.page.getByRole('button', { name: 'Play', exact: true }).tap();
    await ana.page.getByText('Type your name first').waitFor();
    await join(ana.page, 'Ana');

    // Ben types the class code on the home screen of a tablet
    const ben = await device(TABLET);
    await go(ben.page, '#/');
    await ben.page.locator('#code-input').fill(code.toLowerCase());
    await ben.page.getByRole('button', { name: 'Open', exact: true }).tap();
    await ben.page.getByLabel('Your name').waitFor();
    await clean(ben.page, 'class-join');
    await join(ben.page, 'Ben');

    // Cy visits once, then plays offline
    const cy = await device(PHONE);
    await go(cy.page, '#/');
    await waitForServiceWorker(cy.page);
    await expect.poll(() => cy.page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 20_000 }).toBe('activated');
    // the next visit is the one the service worker serves (a first visit's page is not yet under it)
    await cy.page.reload();
    await cy.page.waitForSelector(APP_SCREEN);
    await expect.poll(() => cy.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await cy.context.setOffline(true);
    await go(cy.page, link);
    await join(cy.page, 'Cy');

    for (const [who, d, hint] of [
      ['Ana', ana, false],
      ['Ben', ben, false],
      ['Cy', cy, true],
    ] as const) {
      const { page } = d;
      await page.getByRole('button', { name: 'Roll the cubes' }).tap();
      const seat = page.getByRole('region', { name: `${who}’s cubes` });
      const cubes = seat.getByRole('group', { name: 'Cubes on the table' }).getByRole('button');
      await cubes.first().waitFor();
      rolls.push((await cubes.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).sort());
      if (hint) {
        await page.getByRole('button', { name: 'Hint (1 of 3)' }).tap();
        await page.getByText(/There is an equation with/).waitFor();
      }
      await build(seat, eq);
      await seat.getByRole('button', { name: /TUF! I’m done/ }).tap();
      await page.getByRole('heading', { name: 'Final scores' }).waitFor();
      results.push(await handIn(page, lesson));
      if (who === 'Ana') {
        await clean(page, 'class-result');
        await page.setViewportSize(SMALL);
        await clean(page, 'class-result');
        await page.setViewportSize(PHONE);
      }
      expect(d.errors).toEqual([]);
    }
    // every device rolled the same cubes
    expect(rolls[1]).toEqual(rolls[0]);
    expect(rolls[2]).toEqual(rolls[0]);
    expect(results.map((r) => r.name)).toEqual(['Ana', 'Ben', 'Cy']);
    expect(new Set(results.map((r) => r.device)).size).toBe(3);
    for (const r of results) {
      expect(r).toMatchObject({ game: 'tuf', finished: true, total: 5 });
      expect(r.rounds[0]).toMatchObject({ score: 5, declared: eq });
      expect(r.rounds[0]?.ms).toBeGreaterThan(0);
    }
    expect(results.map((r) => r.hints)).toEqual([0, 0, 1]);

    // the lesson opened again on Ana's phone: her game, not a fresh one
    await go(ana.page, link);
    await ana.page.getByRole('link', { name: 'See my result' }).tap();
    await ana.page.getByRole('dialog').getByText('Ana').first().waitFor();
    for (const d of [ana, ben, cy]) await d.context.close();
  });
});
