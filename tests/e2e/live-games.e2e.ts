/**
 * Live Tally Rally, DiceCulus and Mathable lessons in Chromium, through the
 * real class server on loopback (the one `npm test` starts, CLASS_SERVER_URL;
 * else one started here): a teacher's laptop (1280×800) opens the live board
 * with the PIN, three students' phones join the lesson and play; the board
 * names each student as soon as their game is on screen and fills as they
 * play (after each Tally equation, after each DiceCulus round, after a
 * Mathable turn) with nobody scanning. One student's phone goes offline
 * mid-lesson and plays on; its result arrives when it is back: nothing lost,
 * nobody twice. The board's CSV and print view are the offline board's.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { classCode, lessonLink, newLessonSeed } from '../../src/class/code';
import type { Lesson } from '../../src/class/lesson';
import { APP_SCREEN, ARGS, CHROMIUM, deviceIn, PHONE, seriousViolations, shot, SMALL, type Device, type Viewport } from './browser';
import { placeOneTile } from './mathable-steps';
import { classServerForTests, type TestClassServer } from './classServer';
import { humanStep, over } from './diceculus-steps';

const LAPTOP = { width: 1280, height: 800 };
let browser: Browser;
let server: TestClassServer;
let url = '';
let pin = '';
/** Every device of the running test, closed after it (a failed step leaves each screen for review first). */
let devices: [string, Device][] = [];

beforeAll(async () => {
  server = await classServerForTests('live-games-e2e');
  ({ url, pin } = server);
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    for (const [name, d] of devices) await shot(d.page, `live-games-failed-${name}`).catch(() => undefined);
    console.log(`class server log:\n${server.log.join('\n')}`);
  }
  server.log.length = 0;
  for (const [, d] of devices) await d.context.close();
  devices = [];
});

async function device(name: string, viewport: Viewport = PHONE): Promise<Device> {
  const d = await deviceIn(browser, viewport);
  devices.push([name, d]);
  return d;
}

async function go(page: Page, hash: string): Promise<void> {
  await page.goto(`${url}/${hash}`);
  await page.waitForSelector(APP_SCREEN);
}

/** The teacher's laptop: the lesson's Collect results screen, the live board opened with the PIN. */
async function teacherBoard(lesson: Lesson): Promise<Device> {
  const teacher = await device('teacher', LAPTOP);
  await go(teacher.page, `#/collect/${classCode(lesson)}/${encodeURIComponent(lesson.name)}`);
  const panel = teacher.page.locator('.live-board');
  await panel.getByLabel('Teacher PIN').fill(pin);
  await panel.getByRole('button', { name: 'Open the live board' }).click();
  await panel.getByText('Connected: results arrive as students finish.').waitFor({ timeout: 20_000 });
  return teacher;
}

/** What the live board says of a student ("playing: 3 points so far", "after round 2: 7 points", …). */
const standing = (teacher: Page, name: string): Promise<string> =>
  teacher
    .locator('.live-roster-row')
    .filter({ has: teacher.locator('.live-roster-name', { hasText: new RegExp(`^${name}$`) }) })
    .locator('.live-roster-state')
    .textContent({ timeout: 20_000 })
    .then((t) => t ?? '');

/** The class board's rows: name and total, in the board's order. */
async function rows(teacher: Page): Promise<[string, string][]> {
  const table = teacher.locator('.board-table tbody tr');
  const out: [string, string][] = [];
  for (let i = 0; i < (await table.count()); i++) {
    const row = table.nth(i);
    const name = ((await row.locator('.board-name').evaluate((th) => th.firstChild?.textContent ?? '')) || '').trim();
    out.push([name, ((await row.locator('.board-total').textContent()) ?? '').trim()]);
  }
  return out;
}

/** The board's CSV, as the teacher downloads it, and its print view: every student once, the live panel not printed. */
async function csvAndPrint(teacher: Page, names: string[]): Promise<string[]> {
  const [download] = await Promise.all([teacher.waitForEvent('download'), teacher.getByRole('button', { name: 'Download CSV' }).click()]);
  const csv = readFileSync((await download.path()) ?? '', 'utf8').replace(/^\ufeff/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(names.length + 1);
  for (const n of names) expect(lines.filter((l) => l.includes(`,${n},`) || l.startsWith(`${n},`))).toHaveLength(1);
  await teacher.emulateMedia({ media: 'print' });
  expect(await teacher.locator('.live-board').isVisible()).toBe(false);
  expect(await teacher.locator('.board-table').isVisible()).toBe(true);
  await teacher.emulateMedia({ media: 'screen' });
  return lines;
}

/** A student's phone: the lesson's link, the name, Play. */
async function join(d: Device, lesson: Lesson, name: string): Promise<void> {
  await go(d.page, lessonLink(lesson));
  await d.page.getByLabel('Your name').fill(name);
  await d.page.getByRole('button', { name: 'Play', exact: true }).tap();
}

/** The hand-in line in the student's result dialog. */
const handIn = (dialog: Locator, state: 'sent' | 'offline') =>
  dialog.getByText(state === 'sent' ? 'Your result is on your teacher’s board.' : /The class network is not answering/).waitFor({ timeout: 30_000 });

// ——— Tally Rally ———

/** A board set by the lesson (`b`), so the test knows equations on it; each student writes different ones (none struck). */
const BOARD = '4481917632905758';
const EQ = {
  a1: { cells: [0, 1, 2], text: '4+4=8' },
  a2: { cells: [9, 12, 13], text: '2+5=7' },
  b1: { cells: [3, 7, 6], text: '1+6=7' },
  c1: { cells: [4, 5, 2], text: '9-1=8' },
};

/** Taps a path of tiles, then the signs in its gaps, then adds it to the sheet. */
async function addTally(page: Page, f: { cells: number[]; text: string }): Promise<void> {
  for (const c of f.cells) await page.locator(`.tally-tile[data-cell="${c}"]`).tap();
  await page.waitForFunction((n) => document.querySelectorAll('.tally-board .tally-tile.in-path').length === n, f.cells.length);
  const gaps = f.text.slice(1).split(/\d/).slice(0, -1);
  const names: Record<string, string> = { '+': 'plus', '-': 'minus', '=': 'equals' };
  for (let i = 0; i < gaps.length; i++) {
    const g = gaps[i] as string;
    if (g === '') continue;
    await page.getByRole('button', { name: new RegExp(`^Gap ${i + 1}:`) }).tap();
    await page.getByRole('group', { name: 'Signs for the chosen gap' }).getByRole('button', { name: names[g], exact: true }).tap();
  }
  await page.getByRole('button', { name: 'Add to sheet' }).tap();
  await page.locator('.tally-message.is-ok').waitFor();
}

/** "I am done", then the result dialog. */
async function tallyDone(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'I am done', exact: true }).tap();
  await page.getByRole('button', { name: 'Finish now', exact: true }).tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Your result' }).waitFor();
  return dialog;
}

it('a live Tally Rally lesson: the board names who joined and fills after each equation; an offline phone’s sheet arrives when it is back', {
  timeout: 300_000,
}, async () => {
  // a fresh seed each run: the lesson's live document on a class server kept between runs starts empty
  const lesson: Lesson = { game: 'tally', params: { p: '0', s: '600', b: BOARD }, seed: newLessonSeed(Math.random), name: 'Tally live' };
  const teacher = await teacherBoard(lesson);
  const t = teacher.page;

  const students: Record<'Ana' | 'Ben' | 'Cy', Device> = { Ana: await device('ana'), Ben: await device('ben'), Cy: await device('cy') };
  for (const [name, d] of Object.entries(students)) {
    await join(d, lesson, name);
    await d.page.getByRole('button', { name: `Start, ${name}` }).tap();
    await d.page.locator('.tally-board .tally-tile').first().waitFor();
    expect((await d.page.locator('.tally-board .tally-tile > span[aria-hidden="true"]:first-child').allTextContents()).join('')).toBe(BOARD);
  }
  // who is playing, by name, before anyone has written anything; nothing on the board yet
  for (const name of Object.keys(students)) await expect.poll(() => standing(t, name)).toBe('playing, nothing handed in yet');
  expect(await t.locator('.board-table').count()).toBe(0);
  await shot(t, 'live-tally-joined');

  // Ana's sheet reaches the board equation by equation, one row all along; her Lesson button says so while she plays
  const ana = students.Ana.page;
  const dot = ana.locator('.lesson-info .lesson-live-dot');
  await expect.poll(() => dot.getAttribute('data-live')).toBe('ready');
  await ana.getByRole('button', { name: 'Lesson', exact: true }).tap();
  await ana.getByRole('dialog').getByText('Your teacher’s live board follows this lesson: your result goes there by itself as you play.').waitFor();
  await ana.getByRole('dialog').getByRole('button', { name: 'Close' }).tap();
  await addTally(ana, EQ.a1);
  await expect.poll(() => standing(t, 'Ana')).toBe('playing: 3 points so far');
  await expect.poll(() => dot.getAttribute('data-live')).toBe('sent');
  await shot(ana, 'live-tally-playing');
  await ana.setViewportSize(SMALL);
  await shot(ana, 'live-tally-playing');
  await ana.setViewportSize(PHONE);
  await expect.poll(() => rows(t)).toEqual([['Ana', '3']]);
  await addTally(ana, EQ.a2);
  await expect.poll(() => standing(t, 'Ana')).toBe('playing: 6 points so far');
  await expect.poll(() => rows(t)).toEqual([['Ana', '6']]);

  // Ben's phone loses the network: he writes and finishes; his result is kept, and arrives when the network is back
  const ben = students.Ben;
  await ben.context.setOffline(true);
  await addTally(ben.page, EQ.b1);
  await expect.poll(() => ben.page.locator('.lesson-info .lesson-live-dot').getAttribute('data-live')).toBe('offline');
  const benDialog = await tallyDone(ben.page);
  await handIn(benDialog, 'offline');
  await shot(ben.page, 'live-tally-offline');
  expect(await standing(t, 'Ben')).toBe('playing, nothing handed in yet');
  expect((await rows(t)).map((r) => r[0])).toEqual(['Ana']);
  await ben.context.setOffline(false);
  await handIn(benDialog, 'sent');
  await expect.poll(() => standing(t, 'Ben')).toBe('finished: 3 points');

  // Cy and Ana finish
  const cy = students.Cy.page;
  await addTally(cy, EQ.c1);
  const cyDialog = await tallyDone(cy);
  await handIn(cyDialog, 'sent');
  await shot(cy, 'live-tally-sent');
  expect(await seriousViolations(cy)).toEqual([]);
  await cy.setViewportSize(SMALL);
  await shot(cy, 'live-tally-sent');
  await handIn(await tallyDone(ana), 'sent');

  // the board: each student once, ranked, nothing replaced or read twice; every one finished
  await expect
    .poll(() => rows(t))
    .toEqual([
      ['Ana', '6'],
      ['Ben', '3'],
      ['Cy', '3'],
    ]);
  for (const [name, points] of [
    ['Ana', 6],
    ['Ben', 3],
    ['Cy', 3],
  ] as const)
    await expect.poll(() => standing(t, name)).toBe(`finished: ${points} points`);
  await expect.poll(() => t.locator('.live-board').textContent()).toContain('3 students joined · 3 results handed in live');
  expect(await t.locator('.board-counts').textContent()).toBe('3 students');
  expect(await t.locator('.board-lines summary').textContent()).toBe('Codes read (3)');
  await csvAndPrint(t, ['Ana', 'Ben', 'Cy']);
  await t.locator('.live-board').scrollIntoViewIfNeeded();
  await shot(t, 'live-tally-board');
  expect(await seriousViolations(t)).toEqual([]);
  for (const [, d] of devices) expect(d.errors).toEqual([]);
});

// ——— DiceCulus ———

/**
 * Plays a student's DiceCulus lesson to its end, answering as the worked substitution says. After each round the
 * result dialog opens by itself: `round(n, dialog)` is called with it before it is closed.
 */
async function playDice(page: Page, round: (n: number, dialog: Locator) => Promise<void>): Promise<number[]> {
  const seen: number[] = [];
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Your result' }) });
  for (let i = 0; i < 600 && !(await over(page)); i++) {
    if (await dialog.isVisible()) {
      if (await dialog.getByText('The lesson is finished.').isVisible()) break; // the last round's dialog: the caller reads it
      const text = (await dialog.getByText(/^After \d+ rounds?: the lesson goes on\.$/).textContent()) ?? '';
      const n = Number(/\d+/.exec(text)?.[0]);
      seen.push(n);
      await round(n, dialog);
      await dialog.getByRole('button', { name: 'Close' }).tap();
      continue;
    }
    if ((await humanStep(page)) === null) await page.waitForTimeout(200);
  }
  return seen;
}

it('a live DiceCulus game: the board fills round by round; a phone offline for two rounds hands them in when it is back', { timeout: 480_000 }, async () => {
  const lesson: Lesson = { game: 'diceculus', params: { r: '1', f: '6', c: 'e' }, seed: newLessonSeed(Math.random), name: 'Dice live' };
  const teacher = await teacherBoard(lesson);
  const t = teacher.page;
  const names = ['Ana', 'Ben', 'Cy'] as const;
  const phones = new Map<string, Device>();
  for (const name of names) {
    const d = await device(name.toLowerCase());
    phones.set(name, d);
    await join(d, lesson, name);
  }
  for (const name of names) await expect.poll(() => standing(t, name)).toMatch(/^playing, nothing handed in yet$|^after round/);

  /** Each round's standing on the teacher's board, as each online student's round was handed in. */
  const board = new Map<string, string[]>();
  const play = async (name: string) => {
    const d = phones.get(name) as Device;
    const onBoard: string[] = [];
    board.set(name, onBoard);
    const rounds = await playDice(d.page, async (n, dialog) => {
      if (name === 'Ben' && n === 2) {
        // Ben's phone went offline after round 1: rounds 2 and 3 are kept on the phone
        await handIn(dialog, 'offline');
        if (await dialog.isVisible()) await shot(d.page, 'live-dice-offline');
        expect(await standing(t, 'Ben')).toMatch(/^after round 1: /);
        return;
      }
      if (name === 'Ben' && n === 3) await d.context.setOffline(false);
      await handIn(dialog, 'sent');
      await expect.poll(() => standing(t, name), { timeout: 20_000 }).toMatch(new RegExp(`^after (round ${n}|${n} rounds): -?\\d+ points?$`));
      onBoard.push(await standing(t, name));
      if (name === 'Ben' && n === 1) await d.context.setOffline(true);
      if (name === 'Cy' && n === 1) {
        await shot(d.page, 'live-dice-sent');
        await d.page.setViewportSize(SMALL);
        await shot(d.page, 'live-dice-sent');
        expect(await seriousViolations(d.page)).toEqual([]);
        await d.page.setViewportSize(PHONE);
      }
      if (name === 'Ana' && n === 1) await shot(t, 'live-dice-round');
    });
    // the last round ends the game: its result dialog says so, and is handed in
    const final = d.page.getByRole('dialog').filter({ has: d.page.getByRole('heading', { name: 'Your result' }) });
    await final.getByText('The lesson is finished.').waitFor({ timeout: 20_000 });
    await handIn(final, 'sent');
    await expect.poll(() => standing(t, name), { timeout: 20_000 }).toMatch(/^finished: -?\d+ points?$/);
    return rounds;
  };
  const played = await Promise.all(names.map((n) => play(n)));
  expect(played).toEqual([
    [1, 2, 3],
    [1, 2, 3],
    [1, 2, 3],
  ]);
  expect(board.get('Ben')).toHaveLength(2); // rounds 1 and 3 seen on the board as Ben's phone handed them in

  // each student once, with all four rounds (Ben's offline ones too), nothing replaced or read twice
  await expect.poll(async () => (await rows(t)).map((r) => r[0]).sort()).toEqual(['Ana', 'Ben', 'Cy']);
  expect(await t.locator('.board-table thead th').allTextContents()).toEqual(['Rank', 'Name', 'Round 1', 'Round 2', 'Round 3', 'Round 4', 'Total', 'Hints']);
  expect(await t.locator('.board-table tbody .board-none').count()).toBe(0);
  expect(await t.locator('.board-counts').textContent()).toBe('3 students');
  expect(await t.locator('.board-lines summary').textContent()).toBe('Codes read (3)');
  // the board's totals are the students' own
  for (const [name, total] of await rows(t)) expect(await standing(t, name)).toMatch(new RegExp(`^finished: ${total.replace('−', '-')} points?$`));
  await csvAndPrint(t, ['Ana', 'Ben', 'Cy']);
  await t.locator('.live-board').scrollIntoViewIfNeeded();
  await shot(t, 'live-dice-board');
  expect(await seriousViolations(t)).toEqual([]);
  for (const [, d] of devices) expect(d.errors).toEqual([]);
});

// ——— Mathable ———

it('a live Mathable lesson: the board names the student, then the score after a turn, then the end', { timeout: 180_000 }, async () => {
  const lesson: Lesson = { game: 'mathable', params: { s: 'h.cm' }, seed: newLessonSeed(Math.random), name: 'Mathable live' };
  const teacher = await teacherBoard(lesson);
  const t = teacher.page;
  const d = await device('ana');
  const { page } = d;
  await join(d, lesson, 'Ana');
  await page.getByText(/^Your turn, Ana/).waitFor({ timeout: 30_000 });
  await expect.poll(() => standing(t, 'Ana')).toBe('playing, nothing handed in yet');
  expect(await placeOneTile(page)).toBe(true);
  await page.getByRole('button', { name: /^Done/ }).tap();
  await expect.poll(() => standing(t, 'Ana')).toMatch(/^playing: [1-9]\d* points? so far$/);
  await expect.poll(async () => (await rows(t)).map((r) => r[0])).toEqual(['Ana']);
  await page.getByText(/^Your turn, Ana/).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'End game' }).tap();
  await page.getByRole('button', { name: 'Yes, we all agree' }).tap();
  await handIn(page.getByRole('dialog'), 'sent');
  await expect.poll(() => standing(t, 'Ana')).toMatch(/^finished: -?\d+ points?$/);
  const [[, total]] = (await rows(t)) as [[string, string]];
  expect(await standing(t, 'Ana')).toMatch(new RegExp(`^finished: ${total.replace('−', '-')} points?$`));
  expect(await t.locator('.board-lines summary').textContent()).toBe('Codes read (1)');
  for (const [, x] of devices) expect(x.errors).toEqual([]);
});
