/**
 * A class in Chromium: one browser, a context per device, kept from game to
 * game. For each of the five games a lesson's link or class code is opened by
 * three student devices (Ana's phone by link, Ben's tablet by the code typed
 * on the home screen, Cy's phone offline since its first visit); each gives a
 * name, gets the same rolls, board, tiles or cards (Ben's tablet dies mid-round
 * in TUF: the link opened again continues his game), plays, and hands in a
 * result code that reads back, signed for the lesson, with its name and
 * scores; the teacher collects the three by pasting them, and again by pointing a
 * tablet's camera at each student's result QR (scanIn). Screens at phone, small
 * phone and tablet size, axe clean.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { classCode, lessonLink, readClassCode } from '../../src/class/code';
import type { Lesson } from '../../src/class/lesson';
import { readResultCode } from '../../src/class/resultCode';
import type { ClassResult } from '../../src/class/result';
import { parseMatchParams } from '../../src/games/tuf/matchParams';
import { rollFor } from '../../src/games/tuf/plugin';
import { smallEquation } from '../games/tuf/smallEquation';
import { formatParams as formatWordsParams, parseParams as parseWordsParams } from '../../src/games/words/params';
import { rollFor as wordsRollFor } from '../../src/games/words/plugin';
import { parseBoard } from '../../src/games/tally/board';
import { enumerateEquations } from '../../workers/tally/solver';
import { humanStep, over } from './diceculus-steps';
import { launchWithCamera, qrModules, withoutPlatformDetector } from './camera';
import { collectRoute } from '../../src/ui/class/boardRecord';
import { t } from '../../src/i18n';
import {
  APP_SCREEN,
  ARGS,
  baseUrl,
  CHROMIUM,
  PHONE,
  seriousViolations,
  shot,
  SMALL,
  TABLET,
  waitForServiceWorker,
  type Viewport,
  deviceIn,
  tapEquation,
  type Device,
} from './browser';
import { placeOneTile } from './mathable-steps';
import { layAcross } from './words-steps';

let browser: Browser;
/** The three students' devices, kept from game to game: Ana's phone, Ben's tablet, and Cy's phone, offline after its first visit. */
let ana: Device;
let ben: Device;
let cy: Device;
/** The teacher's laptop, collecting the codes. */
let teacher: Device;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  teacher = await device({ width: 1280, height: 800 });
  ana = await device(PHONE);
  ben = await device(TABLET);
  cy = await device(PHONE);
  await go(cy.page, '#/');
  await waitForServiceWorker(cy.page);
  await cy.page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated', undefined, { timeout: 20_000 });
  // the next visit is the one the service worker serves (a first visit's page is not yet under it)
  await cy.page.reload();
  await cy.page.waitForSelector(APP_SCREEN);
  await cy.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await cy.context.setOffline(true);
}, 60_000);
afterAll(async () => {
  await browser?.close();
});
beforeEach(() => {
  handedIn = [];
  shownQrs = [];
});
afterEach(async (ctx) => {
  // a failed step leaves each device's screen for review
  if (ctx.task.result?.state === 'fail')
    for (const [n, d] of [
      ['ana', ana],
      ['ben', ben],
      ['cy', cy],
      ['teacher', teacher],
    ] as const)
      await shot(d.page, `class-failed-${n}`);
  for (const d of [ana, ben, cy, teacher]) expect(d.errors).toEqual([]);
});

/** A device: its own context (storage, service worker), one page. */
const device = (viewport: Viewport = PHONE): Promise<Device> => deviceIn(browser, viewport);

async function go(page: Page, hash: string): Promise<void> {
  await page.goto(`${baseUrl()}${hash}`);
  await page.waitForSelector(APP_SCREEN);
}

async function clean(page: Page, name: string): Promise<void> {
  await shot(page, name);
  expect(await seriousViolations(page), name).toEqual([]);
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
  handedIn.push(code);
  // the QR on the student's screen, as the teacher's camera will see it
  shownQrs.push(await qrModules(dialog.locator('svg.qr').first()));
  return read.result;
}

/** The result QRs the students' screens showed during the current test, in order (read off each screen). */
let shownQrs: boolean[][][] = [];

/**
 * The teacher's tablet collects by camera: a fresh board for the lesson, its camera seeing nothing, then each
 * student's screen in turn (and again: the video loops), the browser's own detector taken away so the app's
 * WebAssembly reader reads them. Each code is counted once however long it stays in view, and the board shows
 * the three students. Returns their names in the board's order.
 */
async function scanIn(lesson: Lesson): Promise<string[]> {
  expect(shownQrs).toHaveLength(3);
  const tablet = await launchWithCamera(['', ...shownQrs], TABLET, { secondsEach: 2 });
  try {
    const { page } = tablet;
    await withoutPlatformDetector(page);
    await go(page, `#/${['collect', 'new', ...collectRoute(lesson).slice(1)].map(encodeURIComponent).join('/')}`);
    await page.getByRole('heading', { name: 'Collect results' }).waitFor();
    await page.getByRole('button', { name: t('scan.start') }).tap();
    await page.getByText(t('scan.count', { count: 3 })).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.locator('.board-table tbody tr').count()).toBe(3);
    await page.waitForTimeout(2500); // the loop shows the same codes again: nothing more is added
    expect(await page.getByText(t('scan.count', { count: 3 })).count()).toBe(1);
    expect(await page.locator('.board-table tbody tr').count()).toBe(3);
    await clean(page, `class-scanned-${lesson.game}`);
    return (await page.locator('.board-table tbody .board-name').allTextContents()).map((n) => n.trim());
  } finally {
    await tablet.close();
  }
}

/** The result codes handed in during the current test, in order. */
let handedIn: string[] = [];

/**
 * The teacher's laptop: the lesson's "Collect results" screen, the three codes
 * pasted at once; the class board shows all three students, ranked. Returns
 * the names in the board's order.
 */
async function collect(lesson: Lesson): Promise<string[]> {
  const { page } = teacher;
  // a fresh load: a hash change alone would leave the last lesson's board on screen until the new one draws
  await page.goto('about:blank');
  await go(page, `#/collect/${classCode(lesson)}/${encodeURIComponent(lesson.name)}`);
  await page.getByLabel('Result codes (one a line; paste many at once)').fill(handedIn.join('\n'));
  await page.getByRole('button', { name: 'Add to the board' }).click();
  await page.getByText('3 students', { exact: true }).waitFor();
  const rows = page.locator('.board-table tbody tr');
  await expect.poll(() => rows.count()).toBe(3);
  const ranks = (await page.locator('.board-table tbody .board-rank').allTextContents()).map(Number);
  const totals = (await page.locator('.board-table tbody .board-total').allTextContents()).map((x) => Number(x.replace('−', '-')));
  // ranked: ranks from 1, never falling; totals never rising (DiceCulus's lowest-wins rules aside, not used here)
  expect(ranks[0]).toBe(1);
  for (let i = 1; i < 3; i++) {
    expect(ranks[i]).toBeGreaterThanOrEqual(ranks[i - 1] as number);
    expect(totals[i]).toBeLessThanOrEqual(totals[i - 1] as number);
  }
  await clean(page, `class-board-${lesson.game}`);
  return (await page.locator('.board-table tbody .board-name').allTextContents()).map((n) => n.trim());
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
    await go(ana.page, link);
    await ana.page.getByRole('heading', { name: 'TUF' }).waitFor();
    await ana.page.getByText('Minutes per round', { exact: true }).waitFor();
    expect(await ana.page.locator('.lesson-fact', { hasText: 'Minutes per round' }).locator('dd').textContent()).toBe('4');
    await clean(ana.page, 'class-join');
    await ana.page.setViewportSize(SMALL);
    await clean(ana.page, 'class-join');
    await ana.page.setViewportSize(PHONE);
    // no name: said in words
    await ana.page.getByRole('button', { name: 'Play', exact: true }).tap();
    await ana.page.getByText('Type your name first').waitFor();
    await join(ana.page, 'Ana');

    // Ben types the class code on the home screen of a tablet
    await go(ben.page, '#/');
    await ben.page.locator('#code-input').fill(code.toLowerCase());
    await ben.page.getByRole('button', { name: 'Open', exact: true }).tap();
    await ben.page.getByLabel('Your name').waitFor();
    await clean(ben.page, 'class-join');
    await join(ben.page, 'Ben');

    // Cy's phone is offline since its first visit
    await go(cy.page, link);
    await join(cy.page, 'Cy');

    for (const [who, d, hint] of [
      ['Ana', ana, false],
      ['Ben', ben, false],
      ['Cy', cy, true],
    ] as const) {
      let { page } = d;
      await page.getByRole('button', { name: 'Roll the cubes' }).tap();
      const cubesOf = (p: Page) =>
        p
          .getByRole('region', { name: `${who}’s cubes` })
          .getByRole('group', { name: 'Cubes on the table' })
          .getByRole('button');
      await cubesOf(page).first().waitFor();
      rolls.push((await cubesOf(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).sort());
      if (who === 'Ben') {
        // Ben's tablet dies mid-round: the lesson's link opened again continues his game, on the same cubes and clock
        await page.close();
        page = await ben.context.newPage();
        page.on('pageerror', (e) => ben.errors.push(e.message));
        ben.page = page;
        await go(page, link);
        await page.getByRole('link', { name: 'Continue it' }).tap();
        await cubesOf(page).first().waitFor();
        expect((await cubesOf(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).sort()).toEqual(rolls[1]);
      }
      const seat = page.getByRole('region', { name: `${who}’s cubes` });
      if (hint) {
        await page.getByRole('button', { name: 'Hint (1 of 3)' }).tap();
        await page.getByText(/There is an equation with/).waitFor();
      }
      await tapEquation(seat, eq);
      await seat.getByRole('button', { name: /TUF! I’m done/ }).tap();
      await page.getByRole('heading', { name: 'Final scores' }).waitFor();
      results.push(await handIn(page, lesson));
      // one code to hand in: TUF's own code for comparing two devices is not shown in a lesson
      expect(await page.locator('.tuf-result-code').isVisible()).toBe(false);
      if (who === 'Ana') {
        await clean(page, 'class-result');
        await page.setViewportSize(SMALL);
        await clean(page, 'class-result');
        await page.setViewportSize(PHONE);
      }
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
    expect((await collect(lesson)).sort()).toEqual(['Ana', 'Ben', 'Cy']);
    expect((await scanIn(lesson)).sort()).toEqual(['Ana', 'Ben', 'Cy']);

    // the lesson opened again on Ana's phone: her game, not a fresh one
    await go(ana.page, link);
    await ana.page.getByRole('link', { name: 'See my result' }).tap();
    await ana.page.getByRole('dialog').getByText('Ana').first().waitFor();
  });
});

/** Each student opens the lesson (Ana and Cy by link, Ben by its class code on the home screen) and gives a name. */
async function everyoneJoins(lesson: Lesson): Promise<[string, Device][]> {
  const link = lessonLink(lesson);
  await go(ana.page, link);
  await join(ana.page, 'Ana');
  await go(ben.page, '#/');
  await ben.page.locator('#code-input').fill(classCode(lesson));
  await ben.page.getByRole('button', { name: 'Open', exact: true }).tap();
  await join(ben.page, 'Ben');
  await go(cy.page, link);
  await join(cy.page, 'Cy');
  return [
    ['Ana', ana],
    ['Ben', ben],
    ['Cy', cy],
  ];
}

describe('a TUF words lesson', () => {
  const base = { same: '1', r: '1', ns: '1' };
  const hand = wordsRollFor(parseWordsParams(base), 'cwords1', 0, 0);
  const word = hand.slice(0, 6).join('');
  // the teacher's word list holds the word the students lay, so the test knows it counts
  const lesson: Lesson = { game: 'words', params: formatWordsParams({ ...parseWordsParams(base), teacherWords: [word] }), seed: 'cwords1', name: 'Words' };

  it('the same 20 cubes on every device, a word laid, result codes', async () => {
    expect(wordsRollFor(parseWordsParams(lesson.params), lesson.seed, 0, 0)).toEqual(hand);
    const results: ClassResult[] = [];
    for (const [who, d] of await everyoneJoins(lesson)) {
      const { page } = d;
      await page.getByRole('button', { name: 'Roll the cubes' }).tap();
      const seat = page.getByRole('region', { name: `${who}’s crossword` });
      await layAcross(seat, hand, 6);
      await seat.getByRole('button', { name: /TUF! I’m done/ }).tap();
      await page.getByRole('heading', { name: 'Final scores' }).waitFor();
      results.push(await handIn(page, lesson));
    }
    expect(results.map((r) => [r.name, r.game, r.finished, r.total])).toEqual([
      ['Ana', 'words', true, 12],
      ['Ben', 'words', true, 12],
      ['Cy', 'words', true, 12],
    ]);
    expect((await collect(lesson)).sort()).toEqual(['Ana', 'Ben', 'Cy']);
    // the best crossword for the lesson's 20 cubes, from the words solver, beside what the class found
    await teacher.page
      .getByText(/^Best possible: [A-Z]/)
      .first()
      .waitFor({ timeout: 60_000 });
    expect((await scanIn(lesson)).sort()).toEqual(['Ana', 'Ben', 'Cy']);
  });
});

/** Taps a path of tiles, then the signs in its gaps, then adds it to the sheet. */
async function addTally(page: Page, f: { cells: number[]; text: string }): Promise<void> {
  for (const c of f.cells) await page.locator(`.tally-tile[data-cell="${c}"]`).tap();
  await page.waitForFunction((n) => document.querySelectorAll('.tally-board .tally-tile.in-path').length === n, f.cells.length);
  const gaps: string[] = [];
  let cur = '';
  for (const ch of f.text.slice(1)) {
    if (/\d/.test(ch)) {
      gaps.push(cur);
      cur = '';
    } else cur += ch;
  }
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

describe('a Tally Rally lesson', () => {
  const lesson: Lesson = { game: 'tally', params: { p: '0', s: '120' }, seed: 'ctally1', name: 'Tally' };

  it('the same board on every device, an equation written, result codes', async () => {
    const results: ClassResult[] = [];
    const boards: string[] = [];
    for (const [who, d] of await everyoneJoins(lesson)) {
      const { page } = d;
      await page.getByRole('heading', { name: `Ready, ${who}?` }).waitFor();
      await page.getByRole('button', { name: `Start, ${who}` }).tap();
      await page.locator('.tally-board .tally-tile').first().waitFor();
      const digits = (await page.locator('.tally-board .tally-tile > span[aria-hidden="true"]:first-child').allTextContents()).join('');
      boards.push(digits);
      const easy = enumerateEquations(parseBoard(digits) as number[], { maxTiles: 3 }).equations.find((e) => /^\d[+-]\d=\d$/.test(e.text));
      expect(easy).toBeDefined();
      await addTally(page, easy!);
      await page.getByRole('button', { name: 'I am done', exact: true }).tap();
      await page.getByRole('button', { name: 'Finish now', exact: true }).tap();
      results.push(await handIn(page, lesson));
      if (who === 'Ben') await clean(page, 'class-result-tally');
    }
    expect(boards[1]).toBe(boards[0]);
    expect(boards[2]).toBe(boards[0]);
    expect(results.map((r) => [r.name, r.game, r.finished, r.total])).toEqual([
      ['Ana', 'tally', true, 3],
      ['Ben', 'tally', true, 3],
      ['Cy', 'tally', true, 3],
    ]);
    expect((await collect(lesson)).sort()).toEqual(['Ana', 'Ben', 'Cy']);
    expect((await scanIn(lesson)).sort()).toEqual(['Ana', 'Ben', 'Cy']);
  });
});

describe('a Mathable lesson', () => {
  const lesson: Lesson = { game: 'mathable', params: { s: 'h.cm' }, seed: 'cmathb1', name: 'Mathable' };

  it('the same tiles on every device, a turn played, the game ended, result codes', async () => {
    const results: ClassResult[] = [];
    const racks: string[] = [];
    for (const [who, d] of await everyoneJoins(lesson)) {
      const { page } = d;
      await page.getByText(new RegExp(`^Your turn, ${who}`)).waitFor({ timeout: 30_000 });
      racks.push((await page.locator('.mth-rack .mth-rack-tile').allTextContents()).join(' '));
      expect(await placeOneTile(page)).toBe(true);
      await page.getByRole('button', { name: /^Done/ }).tap();
      await page.getByText(new RegExp(`^Your turn, ${who}`)).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'End game' }).tap();
      await page.getByRole('button', { name: 'Yes, we all agree' }).tap();
      results.push(await handIn(page, lesson));
    }
    // the first rack each student saw on their first turn is dealt from the lesson's seed (the computer may have played first everywhere, or nowhere)
    expect(new Set(racks).size).toBe(1);
    expect(results.map((r) => [r.name, r.game, r.finished])).toEqual([
      ['Ana', 'mathable', true],
      ['Ben', 'mathable', true],
      ['Cy', 'mathable', true],
    ]);
    expect((await collect(lesson)).sort()).toEqual(['Ana', 'Ben', 'Cy']);
    expect((await scanIn(lesson)).sort()).toEqual(['Ana', 'Ben', 'Cy']);
  });
});

describe('a DiceCulus lesson', { timeout: 300_000 }, () => {
  const lesson: Lesson = { game: 'diceculus', params: { r: '1', f: '6', c: 'e' }, seed: 'cdice01', name: 'Dice' };

  it('the same cards on every device, a short game played, result codes', async () => {
    const results: ClassResult[] = [];
    const cards: string[] = [];
    for (const [, d] of await everyoneJoins(lesson)) {
      const { page } = d;
      // the card is drawn once everyone has announced: the first one shown is kept
      let card: string | null = null;
      const rounds = new Set<string | null>();
      for (let i = 0; i < 400 && !(await over(page)); i++) {
        if (card === null && (await page.locator('.dc-card-text').first().isVisible())) card = await page.locator('.dc-card-text').first().textContent();
        // the result opens by itself after each round: read, then closed to play on
        const result = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Your result' }) });
        if (await result.isVisible()) {
          rounds.add(await result.getByText(/^After \d+ rounds?: the lesson goes on\.$/).textContent());
          await result.getByRole('button', { name: 'Close' }).tap();
        }
        const did = await humanStep(page);
        if (did === null) await page.waitForTimeout(200);
      }
      cards.push(card ?? '');
      expect([...rounds]).toEqual(['After 1 round: the lesson goes on.', 'After 2 rounds: the lesson goes on.', 'After 3 rounds: the lesson goes on.']);
      results.push(await handIn(page, lesson));
    }
    expect(cards[0]).not.toBe('');
    expect(cards[1]).toBe(cards[0]);
    expect(cards[2]).toBe(cards[0]);
    for (const r of results) expect(r).toMatchObject({ game: 'diceculus', finished: true });
    expect(results.map((r) => r.rounds.length)).toEqual([4, 4, 4]);
    expect(results.map((r) => r.name)).toEqual(['Ana', 'Ben', 'Cy']);
    expect((await collect(lesson)).sort()).toEqual(['Ana', 'Ben', 'Cy']);
    expect((await scanIn(lesson)).sort()).toEqual(['Ana', 'Ben', 'Cy']);
  });
});

describe('a lesson made in the Lessons hub, as a teacher would', () => {
  it('create (Tally Rally, 5 minutes), open, share; two students join by link and by code; results collected from the lesson page', async () => {
    const { page } = teacher;
    await page.goto('about:blank');
    await go(page, '#/');
    // the home screen's teacher entry, then New lesson, then the game's own setup in lesson mode
    await page.getByRole('link', { name: 'Lessons (for teachers)' }).click();
    await page.getByRole('heading', { name: 'Lessons' }).waitFor();
    await clean(page, 'hub-list');
    await page.getByRole('link', { name: 'New lesson' }).click();
    await page.getByRole('link', { name: /Tally Rally/ }).click();
    await page.getByRole('heading', { name: 'New Tally Rally lesson' }).waitFor();
    // no way of playing and no names to type: each student on their own device
    expect(await page.getByRole('radio', { name: 'Me against the computer' }).count()).toBe(0);
    await page.getByRole('radio', { name: '5 min' }).check();
    await clean(page, 'hub-new-tally');
    await page.setViewportSize({ width: 1024, height: 768 });
    await clean(page, 'hub-new-tally');
    await page.getByLabel('Lesson name').fill('Tally from the hub');
    await page.getByRole('button', { name: 'Save lesson' }).click();

    // the lesson's page: what students get, the class code, the link, the QR
    await page.getByRole('heading', { name: 'Tally from the hub' }).waitFor();
    await page.getByText('5 minutes', { exact: true }).first().waitFor();
    const code = ((await page.locator('output.lesson-code').textContent()) ?? '').trim();
    const link = await page.locator('#lesson-link').inputValue();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{1,4})+$/);
    expect(link).toContain('#/class/');
    await clean(page, 'hub-lesson-page');
    await page.setViewportSize({ width: 1280, height: 800 });
    await clean(page, 'hub-lesson-page');
    // Edit settings opens the same setup on the lesson's settings
    await page.getByRole('link', { name: 'Edit settings' }).click();
    await page.getByRole('heading', { name: 'Editing lesson “Tally from the hub”' }).waitFor();
    expect(await page.getByRole('radio', { name: '5 min' }).isChecked()).toBe(true);
    await page.goBack();
    await page.getByRole('heading', { name: 'Tally from the hub' }).waitFor();

    // Ana opens the shared link, Ben types the class code
    const results: ClassResult[] = [];
    const boards: string[] = [];
    await ana.page.goto(link);
    await ana.page.waitForSelector(APP_SCREEN);
    await join(ana.page, 'Ana');
    await go(ben.page, '#/');
    await ben.page.locator('#code-input').fill(code);
    await ben.page.getByRole('button', { name: 'Open', exact: true }).tap();
    await join(ben.page, 'Ben');
    for (const [who, d] of [
      ['Ana', ana],
      ['Ben', ben],
    ] as const) {
      const p = d.page;
      await p.getByRole('heading', { name: `Ready, ${who}?` }).waitFor();
      // what the teacher set, shown to the student
      await p.getByRole('button', { name: 'Lesson', exact: true }).tap();
      await p.getByRole('dialog').getByText('5 minutes').waitFor();
      if (who === 'Ana') await clean(p, 'hub-student-lesson-facts');
      await p.getByRole('dialog').getByRole('button', { name: 'Close' }).tap();
      await p.getByRole('button', { name: `Start, ${who}` }).tap();
      await p.locator('.tally-board .tally-tile').first().waitFor();
      const digits = (await p.locator('.tally-board .tally-tile > span[aria-hidden="true"]:first-child').allTextContents()).join('');
      boards.push(digits);
      const easy = enumerateEquations(parseBoard(digits) as number[], { maxTiles: 3 }).equations.find((e) => /^\d[+-]\d=\d$/.test(e.text));
      await addTally(p, easy!);
      await p.getByRole('button', { name: 'I am done', exact: true }).tap();
      await p.getByRole('button', { name: 'Finish now', exact: true }).tap();
      const lessonRead = readClassCodeLesson(code, 'Tally from the hub');
      const r = await handIn(p, lessonRead);
      results.push(r);
      // each equation's time from the start of the sand timer
      expect(r.rounds[0]?.times).toHaveLength(1);
      if (who === 'Ana') {
        await p
          .getByRole('dialog')
          .getByText(/s after the start/)
          .waitFor();
        await clean(p, 'hub-student-result');
        await p.setViewportSize(SMALL);
        await clean(p, 'hub-student-result');
        await p.setViewportSize(PHONE);
      }
    }
    expect(boards[1]).toBe(boards[0]);
    expect(results.map((r) => [r.name, r.game, r.finished, r.total])).toEqual([
      ['Ana', 'tally', true, 3],
      ['Ben', 'tally', true, 3],
    ]);

    // the teacher collects from the lesson's own page
    await page.getByRole('link', { name: 'Collect results' }).click();
    await page.getByLabel('Result codes (one a line; paste many at once)').fill(handedIn.join('\n'));
    await page.getByRole('button', { name: 'Add to the board' }).click();
    await page.getByText('2 students', { exact: true }).waitFor();
    await expect.poll(() => page.locator('.board-table tbody tr').count()).toBe(2);
    expect((await page.locator('.board-table tbody .board-name').allTextContents()).map((n) => n.trim()).sort()).toEqual(['Ana', 'Ben']);
    // each equation with its time from the start
    expect(await page.locator('.board-table .board-eq-time').count()).toBe(2);
    // the CSV and the print view hold both students
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.trim().split('\r\n')).toHaveLength(3);
    expect(csv).toContain('Ana');
    expect(csv).toContain('Ben');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.board-table').isVisible()).toBe(true);
    await shot(page, 'hub-board-print');
    await page.emulateMedia({ media: 'screen' });
    for (const vp of [{ width: 1280, height: 800 }, { width: 1024, height: 768 }, PHONE, SMALL]) {
      await page.setViewportSize(vp);
      await clean(page, 'hub-board');
    }
    // the lesson's page and the hub on every size
    await page.goBack();
    await page.getByRole('heading', { name: 'Tally from the hub' }).waitFor();
    for (const vp of [PHONE, SMALL]) {
      await page.setViewportSize(vp);
      await clean(page, 'hub-lesson-page');
    }
    await go(page, '#/lessons');
    await page.getByRole('link', { name: /Tally from the hub/ }).waitFor();
    for (const vp of [{ width: 1280, height: 800 }, { width: 1024, height: 768 }, PHONE, SMALL]) {
      await page.setViewportSize(vp);
      await clean(page, 'hub-list');
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

/** The lesson a class code opens, with the name the teacher gave it. */
function readClassCodeLesson(code: string, name: string): Lesson {
  const read = readClassCode(code);
  if (!read.ok) throw new Error(`class code refused: ${read.refusal.code}`);
  return { ...read.lesson, name };
}

describe('Mathable and DiceCulus lessons made in the hub', () => {
  it('each game’s own setup in lesson mode saves what it shows (phone, small phone, tablet, laptop)', async () => {
    const { page } = teacher;
    for (const [game, title, set, fact] of [
      [
        'Mathable',
        'New Mathable lesson',
        async () => {
          await page.getByRole('combobox', { name: 'Who plays seat 2' }).selectOption('hard');
        },
        'hard',
      ],
      [
        'DiceCulus',
        'New DiceCulus lesson',
        async () => {
          await page.getByRole('button', { name: 'Noether, hard' }).click();
        },
        'medium, hard',
      ],
    ] as const) {
      await page.goto('about:blank');
      await go(page, '#/lessons/new');
      await page.getByRole('link', { name: new RegExp(game) }).click();
      await page.getByRole('heading', { name: title }).waitFor();
      await set();
      for (const vp of [PHONE, SMALL, { width: 1024, height: 768 }, { width: 1280, height: 800 }]) {
        await page.setViewportSize(vp);
        await clean(page, `hub-new-${game.toLowerCase()}`);
      }
      await page.getByLabel('Lesson name').fill(`${game} from the hub`);
      await page.getByRole('button', { name: 'Save lesson' }).click();
      await page.getByRole('heading', { name: `${game} from the hub` }).waitFor();
      await page.locator('.lesson-facts').getByText(fact, { exact: true }).waitFor();
      await clean(page, `hub-page-${game.toLowerCase()}`);
    }
  });
});
