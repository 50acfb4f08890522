/**
 * A live class in Chromium, through the real class server on loopback (the
 * one `npm test` starts, CLASS_SERVER_URL; else one started here): the app
 * comes from the class server, the teacher opens the live board with the PIN,
 * two students play a TUF lesson and their results reach the board with
 * nobody scanning (the first once the teacher starts the round, the second
 * after the class has played it, alone); one student's device is offline when
 * it finishes, its result is kept and arrives once it is back.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { classCode, lessonLink } from '../../src/class/code';
import type { Lesson } from '../../src/class/lesson';
import { parseMatchParams } from '../../src/games/tuf/matchParams';
import { rollFor } from '../../src/games/tuf/plugin';
import { smallEquation } from '../games/tuf/smallEquation';
import { APP_SCREEN, ARGS, CHROMIUM, deviceIn, PHONE, seriousViolations, shot, SMALL, tapEquation, type Device, type Viewport } from './browser';
import { classServerForTests, type TestClassServer } from './classServer';

const LAPTOP = { width: 1280, height: 800 };
let browser: Browser;
let server: TestClassServer;
let url = '';
let pin = '';

beforeAll(async () => {
  server = await classServerForTests('live-e2e');
  ({ url, pin } = server);
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A device: its own context (storage, service worker), one page. */
const device = (viewport: Viewport = PHONE): Promise<Device> => deviceIn(browser, viewport);

async function go(page: Page, hash: string): Promise<void> {
  await page.goto(`${url}/${hash}`);
  await page.waitForSelector(APP_SCREEN);
}

it('results reach the teacher’s live board by themselves, an offline one when it is back', async () => {
  const lesson: Lesson = { game: 'tuf', params: { g: '1', same: '1', r: '1', m: '4' }, seed: 'clivexy', name: 'Live equations' };
  const eq = smallEquation(rollFor(parseMatchParams(lesson.params), lesson.seed, 0, 0).map((c) => c.face));

  // the teacher's laptop: Collect results, then the live board with the PIN
  const teacher = await device(LAPTOP);
  await go(teacher.page, `#/collect/${classCode(lesson)}`);
  const panel = teacher.page.locator('.live-board');
  await panel.getByRole('heading', { name: 'Live class' }).waitFor();
  await panel.getByLabel('Teacher PIN').fill('0000');
  await panel.getByRole('button', { name: 'Open the live board' }).click();
  await panel.getByText('That is not the teacher PIN').waitFor();
  await panel.getByLabel('Teacher PIN').fill(pin);
  await panel.getByRole('button', { name: 'Open the live board' }).click();
  await panel.getByText('Connected: results arrive as students finish.').waitFor();
  await shot(teacher.page, 'live-board');
  expect(await seriousViolations(teacher.page)).toEqual([]);

  const students: { name: string; d: Device; offline: boolean }[] = [
    { name: 'Ana', d: await device(PHONE), offline: false },
    { name: 'Ben', d: await device(PHONE), offline: true },
  ];
  for (const s of students) {
    const { page, context } = s.d;
    await go(page, lessonLink(lesson));
    await page.getByLabel('Your name').fill(s.name);
    await page.getByRole('button', { name: 'Play', exact: true }).tap();
    if (s.name === 'Ana') {
      // only the teacher starts rounds: Ana waits, and plays round 1 once the teacher starts it (alone at the table)
      await page.getByRole('status').filter({ hasText: 'Waiting for your teacher to start round 1' }).waitFor({ timeout: 20_000 });
      expect(await page.getByRole('button', { name: 'Roll the cubes' }).count()).toBe(0);
      await panel.getByRole('button', { name: 'Next round for the class (round 1)' }).click();
    } else {
      // Ben comes after the class has played the lesson's one round: he plays it alone, as without a network
      await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    }
    const seat = page.getByRole('region', { name: `${s.name}’s cubes` });
    await tapEquation(seat, eq);
    if (s.offline) await context.setOffline(true);
    await seat.getByRole('button', { name: /TUF! I’m done/ }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Your result' }).waitFor();
    if (s.offline) {
      await dialog.getByText(/The class network is not answering/).waitFor();
      await shot(page, 'live-offline');
      await context.setOffline(false);
    }
    await dialog.getByText('Your result is on your teacher’s board.').waitFor({ timeout: 20_000 });
    if (!s.offline) {
      await shot(page, 'live-sent');
      await page.setViewportSize(SMALL);
      await shot(page, 'live-sent');
      expect(await seriousViolations(page)).toEqual([]);
    }
    // on the board, with nobody scanning
    await teacher.page.locator('.board-screen table').getByText(s.name, { exact: true }).waitFor({ timeout: 20_000 });
    expect(s.d.errors).toEqual([]);
  }
  await expect.poll(() => panel.textContent()).toContain('2 results handed in live');
  // each student's result once: nothing handed in before a round was played
  await expect.poll(() => teacher.page.locator('.board-screen').textContent()).not.toMatch(/replaced by later/);
  await shot(teacher.page, 'live-board');
  expect(teacher.errors).toEqual([]);
  for (const s of students) await s.d.context.close();
  await teacher.context.close();
});
