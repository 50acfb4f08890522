/**
 * One live TUF race across tablets in Chromium, through a class server of its own on loopback (started here with a
 * data directory, so it can be killed and started again on the same port mid-lesson): a teacher and three students
 * in a lesson of game 1 with the constant cube preset to % and order scoring. The teacher starts each round for the
 * class from the live board; a call on one tablet shows on the others with its name and starts their glass within a
 * second; one student is offline for a call and merges when back (the call once); the class's places are the exact
 * order of the calls (4, 2, 1 for three players); the server is killed and restarted in round 2 and the lesson goes
 * on; the results fill the teacher's board with nobody scanning; after round 1 each student is told to wait for the
 * teacher (before round 1 too: only the teacher starts rounds), and after the lesson the match is in a student's
 * finished games, no longer among the games to continue, and opens to its final scores offline; the teacher's board
 * opened again from History still says its places are the class's calls in order. A short TUF words lesson with two students: a roll another device forges for round 1 starts nothing
 * on any device; a TUF! on one tablet shows on the other with its glass within a second.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { classCode, lessonLink } from '../../src/class/code';
import type { Lesson } from '../../src/class/lesson';
import { parseMatchParams, rulesKey } from '../../src/games/tuf/matchParams';
import { rollFor } from '../../src/games/tuf/plugin';
import { formatParams as formatWordsParams, parseParams as parseWordsParams } from '../../src/games/words/params';
import { rollFor as wordsRollFor } from '../../src/games/words/plugin';
import { startClassServer, type ClassServer } from '../../src/server/server';
import { LiveLesson } from '../../src/services/liveLesson';
import WebSocket from 'ws';
import { solve } from '../../workers/tuf/solve';
import { APP_SCREEN, ARGS, CHROMIUM, deviceIn, PHONE, seriousViolations, shot, waitForServiceWorker, type Device, type Viewport } from './browser';
import { tufCubeName } from '../../src/cli/chromium';
import type { Locator } from 'playwright-core';
import { layAcross } from './words-steps';

const LAPTOP = { width: 1280, height: 800 };
const PIN = '8642';
let browser: Browser;
let server: ClassServer | null = null;
let dataDir = '';
let port = 0;

const start = async (): Promise<ClassServer> => {
  server = await startClassServer({ dataDir, host: '127.0.0.1', port, pin: PIN, distDir: 'dist' });
  port = server.port;
  return server;
};

beforeAll(async () => {
  dataDir = mkdtempSync(joinPath(tmpdir(), 'live-race-e2e-'));
  await start();
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const device = (viewport: Viewport = PHONE): Promise<Device> => deviceIn(browser, viewport);
const url = () => `http://127.0.0.1:${port}`;
async function go(page: Page, hash: string): Promise<void> {
  await page.goto(`${url()}/${hash}`);
  await page.waitForSelector(APP_SCREEN);
}

/** Taps an equation's cubes onto the seat's line (the preset % is the orange cube). */
async function tapEquation(scope: Locator, equation: string): Promise<void> {
  const onLine = scope.locator('.tuf-line .tuf-cube');
  for (const face of equation.split(' ')) {
    const before = await onLine.count();
    const name = face === '%' ? 'orange cube, per cent' : tufCubeName(face);
    await scope.getByRole('group', { name: 'Cubes on the table' }).getByRole('button', { name, exact: true }).first().tap();
    await expect.poll(() => onLine.count()).toBe(before + 1);
  }
}

/** A lesson whose two rolls both have an equation with the preset %, and that equation for each round. */
/** The teacher's live board for the lesson, opened with the PIN and connected. */
async function openBoard(page: Page, lesson: Lesson): Promise<Locator> {
  await go(page, `#/collect/${classCode(lesson)}`);
  const board = page.locator('.live-board');
  await board.getByLabel('Teacher PIN').fill(PIN);
  await board.getByRole('button', { name: 'Open the live board' }).click();
  await board.getByText('Connected: results arrive as students finish.').waitFor();
  return board;
}

/** A phone for each name, joined to the lesson from its link and waiting for the teacher to start round 1. */
async function join(lesson: Lesson, names: readonly string[]): Promise<Device[]> {
  const students: Device[] = [];
  for (const name of names) {
    const d = await device(PHONE);
    await go(d.page, lessonLink(lesson));
    await d.page.getByLabel('Your name').fill(name);
    await d.page.getByRole('button', { name: 'Play', exact: true }).tap();
    // only the teacher starts rounds: before round 1 too, the student waits (no roll button)
    await d.page.getByRole('status').filter({ hasText: 'Waiting for your teacher to start round 1' }).waitFor({ timeout: 20_000 });
    expect(await d.page.getByRole('button', { name: 'Roll the cubes' }).count()).toBe(0);
    students.push(d);
  }
  return students;
}

function lessonWithEquations(): { lesson: Lesson; equations: string[] } {
  for (let k = 0; k < 50; k++) {
    const lesson: Lesson = { game: 'tuf', params: { g: '1', kc: '1', k: 'pct', ord: '1', same: '1', r: '2' }, seed: `liverace${k}`, name: 'Live race' };
    const p = parseMatchParams(lesson.params);
    const equations = [0, 1].map((round) => solve({ game: rulesKey(p), roll: rollFor(p, lesson.seed, round, 0), settings: p.settings, mustUse: '%' }).equation);
    if (equations.every((e): e is string => typeof e === 'string')) return { lesson, equations };
  }
  throw new Error('no seed with an equation using % in both rounds');
}

it('one race across three tablets: calls seen live with the glass, offline merge, exact order, server restart', async () => {
  const { lesson, equations } = lessonWithEquations();
  const [eq1, eq2] = equations as [string, string];

  // the teacher's laptop: the live board with the PIN
  const teacher = await device(LAPTOP);
  const board = await openBoard(teacher.page, lesson);

  const names = ['Ana', 'Ben', 'Cat'];
  const students = await join(lesson, names);
  const [ana, ben, cat] = students as [Device, Device, Device];
  const seat = (d: Device, name: string) => d.page.getByRole('region', { name: `${name}’s cubes` });
  await board.getByText('No round started yet').waitFor({ timeout: 20_000 });
  await expect.poll(() => board.textContent(), { timeout: 20_000 }).toContain('3 students joined');

  // "Next round" on the teacher's board: every tablet is in round 1 by itself
  await board.getByRole('button', { name: 'Next round for the class (round 1)' }).click();
  for (const [i, d] of students.entries()) await seat(d, names[i] as string).waitFor({ timeout: 20_000 });
  await board.getByText('Round 1 of 2 is being played.').waitFor();

  // Ana calls: on Ben's and Cat's tablets her call shows in the centre and the glass starts, within a second
  await tapEquation(seat(ana, 'Ana'), eq1);
  const called = Date.now();
  await seat(ana, 'Ana').getByRole('button', { name: 'TUF!', exact: true }).tap();
  await Promise.all(
    [ben, cat].map(async (d) => {
      await d.page.locator('.tuf-status-line', { hasText: 'Ana called TUF!' }).waitFor({ timeout: 5000 });
      await d.page.locator('.tuf-centre [role="timer"]').waitFor({ timeout: 5000 });
    }),
  );
  const seen = Date.now() - called;
  console.log(`a call reached the two other tablets (text and glass) in ${seen} ms`);
  expect(seen).toBeLessThan(1000);
  await shot(ben.page, 'live-race-call-seen');
  expect(await seriousViolations(ben.page)).toEqual([]);

  // Ben is offline for his call: kept on his tablet, merged once when he is back
  await ben.context.setOffline(true);
  await tapEquation(seat(ben, 'Ben'), eq1);
  await seat(ben, 'Ben').getByRole('button', { name: 'TUF!', exact: true }).tap();
  await ben.page.locator('.tuf-status-line', { hasText: 'Ben called TUF!' }).waitFor();
  await cat.page.waitForTimeout(1500);
  expect(await cat.page.locator('.race-calls li').allTextContents()).toEqual(['TUF! Ana']);
  await ben.context.setOffline(false);
  await cat.page.locator('.tuf-status-line', { hasText: 'Ben called TUF!' }).waitFor({ timeout: 20_000 });
  expect(await cat.page.locator('.race-calls li').allTextContents()).toEqual(['TUF! Ana', 'TUF! Ben']);

  // Cat calls last: every seat has called, the round ends on every tablet, places in the exact order of the calls
  await tapEquation(seat(cat, 'Cat'), eq1);
  await seat(cat, 'Cat').getByRole('button', { name: 'TUF!', exact: true }).tap();
  for (const [i, d] of students.entries()) {
    const dialog = d.page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Your result' }).waitFor({ timeout: 20_000 });
    await dialog.getByText(`Round 1: ${[4, 2, 1][i]} point`).waitFor();
    await dialog.getByText('Your result is on your teacher’s board.').waitFor({ timeout: 20_000 });
    if (i === 0) await shot(d.page, 'live-race-result');
    await dialog.getByRole('button', { name: 'Close' }).tap();
  }
  // the teacher leads the rounds: where the next-round button would be, each student is told to wait for the teacher
  for (const d of students) {
    await d.page.getByRole('status').filter({ hasText: 'Waiting for your teacher to start round 2' }).waitFor();
    expect(await d.page.getByRole('button', { name: /^Next round/ }).count()).toBe(0);
  }
  await board.getByText('Round 1 of 2 is over.').waitFor({ timeout: 20_000 });
  // on the class board with nobody scanning, in the order of the calls
  await expect
    .poll(() => teacher.page.locator('.board-screen table tbody tr').allInnerTexts(), { timeout: 20_000 })
    .toEqual([
      expect.stringMatching(/^1\s+Ana[\s\S]*place 1/),
      expect.stringMatching(/^2\s+Ben[\s\S]*place 2/),
      expect.stringMatching(/^3\s+Cat[\s\S]*place 3/),
    ]);
  expect(await board.locator('.race-calls li').allTextContents()).toEqual(['TUF! Ana', 'TUF! Ben', 'TUF! Cat']);
  // the board's order note says the places are the class's calls in order (not each device's time from its roll)
  await teacher.page.locator('.board-order', { hasText: 'by the order of the class’s calls in the live race' }).waitFor();

  // round 2; the class server is killed mid-round and started again on the same port: the lesson goes on
  await board.getByRole('button', { name: 'Next round for the class (round 2)' }).click();
  await board.getByText('Round 2 of 2 is being played.').waitFor({ timeout: 20_000 });
  for (const d of students) await d.page.getByText('Round 2 of 2').first().waitFor({ timeout: 20_000 });
  await server?.close();
  server = null;
  // Cat calls first while the server is down (kept on her tablet)
  await tapEquation(seat(cat, 'Cat'), eq2);
  await seat(cat, 'Cat').getByRole('button', { name: 'TUF!', exact: true }).tap();
  await start();
  await ana.page.locator('.tuf-status-line', { hasText: 'Cat called TUF!' }).waitFor({ timeout: 30_000 });
  for (const [d, name] of [
    [ana, 'Ana'],
    [ben, 'Ben'],
  ] as const) {
    await tapEquation(seat(d, name), eq2);
    await seat(d, name).getByRole('button', { name: 'TUF!', exact: true }).tap();
  }
  await board.getByText('All 2 rounds are played.').waitFor({ timeout: 30_000 });
  await expect.poll(() => board.textContent(), { timeout: 30_000 }).toContain('3 results handed in live');
  await expect.poll(() => board.locator('.live-roster').textContent(), { timeout: 30_000 }).toMatch(/finished.*finished.*finished/s);
  await shot(teacher.page, 'live-race-board');
  expect(await seriousViolations(teacher.page)).toEqual([]);
  // after the lesson, Ben finds the live match in his finished games: the class's three seats and their scores
  await ben.page.getByRole('dialog').getByRole('heading', { name: 'Your result' }).waitFor({ timeout: 20_000 });
  await go(ben.page, '#/history');
  const entry = ben.page.locator('.history-players');
  await entry.first().waitFor({ timeout: 10_000 });
  expect(await entry.allTextContents()).toEqual([expect.stringMatching(/^(?=.*Ana \d)(?=.*Ben \d)(?=.*Cat \d)/)]);
  for (const d of [teacher, ...students]) expect(d.errors).toEqual([]);

  // the finished live lesson reads as finished on Ben's tablet, as an offline game does: nothing to continue on the
  // home screen, "See my result" on the lesson's page; offline (no class server) it still opens to the final scores
  await go(ben.page, '#/');
  await ben.page.getByRole('heading', { name: 'Games' }).waitFor();
  expect(await ben.page.getByText('Continue where you left off').count()).toBe(0);
  await waitForServiceWorker(ben.page);
  await ben.page.reload();
  await ben.page.waitForSelector(APP_SCREEN);
  await ben.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await ben.context.setOffline(true);
  await go(ben.page, lessonLink(lesson));
  expect(await ben.page.getByRole('link', { name: 'Continue it' }).count()).toBe(0);
  await ben.page.getByRole('link', { name: 'See my result' }).tap();
  await ben.page.getByRole('heading', { name: 'Final scores' }).waitFor({ timeout: 5000 });
  // the class's three seats, not a game of Ben's alone waiting to be rolled
  expect(await ben.page.locator('main').textContent()).toMatch(/(?=[\s\S]*Ana)(?=[\s\S]*Cat)/);
  expect(await ben.page.getByRole('button', { name: 'Roll the cubes' }).count()).toBe(0);
  expect(await ben.page.getByText('Waiting for your teacher').count()).toBe(0);
  await ben.context.setOffline(false);

  // the teacher opens the board again from History: its order note still says the places are the class's calls
  await go(teacher.page, '#/history');
  await teacher.page.locator('.history-item summary', { hasText: 'Class board' }).first().click();
  await teacher.page.getByRole('link', { name: 'Open the board' }).first().click();
  await expect.poll(() => teacher.page.locator('.board-screen table tbody tr').count(), { timeout: 10_000 }).toBe(3);
  await teacher.page.locator('.board-order', { hasText: 'by the order of the class’s calls in the live race' }).waitFor();
  for (const d of [teacher, ...students]) expect(d.errors).toEqual([]);
  for (const d of students) await d.context.close();
  await teacher.context.close();
});

it('TUF words live: a TUF! on one tablet shows on the other with the glass within a second', async () => {
  const base = { same: '1', r: '1', ns: '1' };
  const hand = wordsRollFor(parseWordsParams(base), 'livewords1', 0, 0);
  const word = hand.slice(0, 11).join('');
  // the teacher's word list holds the word Dan lays (TUF! needs 11 cubes), so her call is a good one
  const lesson: Lesson = {
    game: 'words',
    params: formatWordsParams({ ...parseWordsParams(base), teacherWords: [word] }),
    seed: 'livewords1',
    name: 'Live words',
  };
  const teacher = await device(LAPTOP);
  const board = await openBoard(teacher.page, lesson);
  const names = ['Dan', 'Eva'];
  const students = await join(lesson, names);
  const [dan, eva] = students as [Device, Device];
  await expect.poll(() => board.textContent(), { timeout: 20_000 }).toContain('2 students joined');
  // a device that has the class code writes a roll of its own for round 1 (a student's forged start): every device
  // leaves it out, so nobody's round 1 starts until the teacher starts it
  const forger = await LiveLesson.open({
    server: url(),
    classCode: classCode(lesson),
    device: 'forger-device',
    token: 'secret-forger-device-0123456789',
    name: 'Eve',
    keepOnDevice: false,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
  });
  forger.append({ type: 'roll', at: Date.now(), round: 0 });
  await expect.poll(() => forger.synced, { timeout: 10_000 }).toBe(true);
  await expect.poll(() => board.textContent(), { timeout: 20_000 }).toContain('3 students joined');
  await dan.page.waitForTimeout(1000);
  await board.getByText('No round started yet').waitFor();
  for (const d of students) {
    await d.page.getByRole('status').filter({ hasText: 'Waiting for your teacher to start round 1' }).waitFor();
    expect(await d.page.locator('.tuf-centre').count()).toBe(0);
  }
  await forger.close();
  await board.getByRole('button', { name: 'Next round for the class (round 1)' }).click();
  const seat = (d: Device, name: string) => d.page.getByRole('region', { name: `${name}’s crossword` });
  for (const [i, d] of students.entries()) await seat(d, names[i] as string).waitFor({ timeout: 20_000 });
  // Dan lays his 11-cube word across and calls TUF!
  const mine = seat(dan, 'Dan');
  await layAcross(mine, hand, 11);
  await mine.getByRole('button', { name: 'TUF!', exact: true }).tap();
  const called = Date.now();
  await eva.page.locator('.tuf-status-line', { hasText: 'Dan called TUF! with 11 cubes' }).waitFor({ timeout: 5000 });
  await eva.page.locator('.tuf-centre [role="timer"]').waitFor({ timeout: 5000 });
  const seen = Date.now() - called;
  console.log(`a TUF words call reached the other tablet (text and glass) in ${seen} ms`);
  expect(seen).toBeLessThan(1000);
  await shot(eva.page, 'live-race-words-call-seen');
  for (const d of [teacher, ...students]) expect(d.errors).toEqual([]);
  for (const d of students) await d.context.close();
  await teacher.context.close();
});
