/**
 * A class in Chromium: one browser, a context per device, kept from game to
 * game. For each of the five games (and TUF words' Rotary) the teacher makes
 * the lesson in the app's Lessons hub (home → Lessons → New lesson → the game's
 * own setup → Save) and reads its class code and link off the lesson's page;
 * three student devices open it (Ana's phone by the link, Ben's tablet by the
 * code typed on the home screen, Cy's phone offline since its first visit);
 * each gives a name, gets the same rolls, board, tiles or cards (Ben's tablet
 * dies mid-round in TUF: the link opened again continues his game), plays,
 * and hands in a result code that reads back, signed for the lesson, with its
 * name and scores; the teacher collects the three from the lesson's page by
 * pasting them (the board, its CSV and its print view show the three, ranked),
 * and again by pointing a tablet's camera at each student's result QR
 * (scanIn). The TUF lesson is the constant cube preset to χ = 12, ranked by
 * time from the roll as the rulebook's order scoring ranks calls. Screens at
 * phone, small phone, tablet and laptop size, axe clean.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { readClassCode } from '../../src/class/code';
import type { Lesson } from '../../src/class/lesson';
import { readResultCode } from '../../src/class/resultCode';
import type { ClassResult } from '../../src/class/result';
import { orderPoints } from '../../src/class/board';
import { parseMatchParams, rulesKey } from '../../src/games/tuf/matchParams';
import { rollFor } from '../../src/games/tuf/plugin';
import { constantEquation } from '../games/tuf/smallEquation';
import { parseParams as parseWordsParams } from '../../src/games/words/params';
import { rollFor as wordsRollFor } from '../../src/games/words/plugin';
import { rotaryHand } from '../../src/games/words/rotary';
import { WordGraph } from '../../src/games/words';
import { graphData } from '../../src/build/words';
import type { GraphName } from '../../src/games/words/lexicon';
import { BOARD_MIDDLE as M } from '../../src/ui/words/board';
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
import { lay } from './words-steps';

const LAPTOP = { width: 1280, height: 800 };
const EVERY_SIZE: Viewport[] = [PHONE, SMALL, TABLET, LAPTOP];

let browser: Browser;
/** The three students' devices, kept from game to game: Ana's phone, Ben's tablet, and Cy's phone, offline after its first visit. */
let ana: Device;
let ben: Device;
let cy: Device;
/** The teacher's laptop: makes the lessons in the hub, collects the codes. */
let teacher: Device;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  teacher = await device(LAPTOP);
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

/** A screen looked at on each of `sizes` (screenshot and axe), then the device back at its own size. */
async function cleanAt(page: Page, name: string, sizes: readonly Viewport[], back: Viewport): Promise<void> {
  for (const vp of sizes) {
    await page.setViewportSize(vp);
    await clean(page, name);
  }
  await page.setViewportSize(back);
}

/** A lesson as the teacher made it in the hub: what its page gives students (class code, link) and where that page is. */
interface Made {
  /** The lesson the class code opens, with the name the teacher gave it. */
  lesson: Lesson;
  code: string;
  link: string;
  /** The lesson page's route (`#/lessons/<id>`). */
  hash: string;
}

/**
 * The teacher makes a lesson in the Lessons hub, as the app offers it: home → "Lessons (for teachers)" → New
 * lesson → the game's tile → the game's own setup in lesson mode (`setUp`: the game's choices) → the lesson's
 * name → Save lesson; then reads the class code and the link off the lesson's page, as students receive them.
 * The setup and the lesson page are looked at on each of `sizes`.
 */
async function makeLesson(
  game: { tile: RegExp; title: string },
  name: string,
  setUp: (page: Page) => Promise<void>,
  sizes: readonly Viewport[] = [LAPTOP],
): Promise<Made> {
  const { page } = teacher;
  await page.goto('about:blank');
  await go(page, '#/');
  await page.getByRole('link', { name: 'Lessons (for teachers)' }).click();
  await page.getByRole('heading', { name: 'Lessons', exact: true }).waitFor();
  await page.getByRole('link', { name: 'New lesson' }).click();
  await page.getByRole('link', { name: game.tile }).click();
  await page.getByRole('heading', { name: `New ${game.title} lesson` }).waitFor();
  await setUp(page);
  const slug = game.title.toLowerCase().replace(/\W+/g, '-');
  await cleanAt(page, `hub-new-${slug}`, sizes, LAPTOP);
  await page.getByLabel('Lesson name').fill(name);
  await page.getByRole('button', { name: 'Save lesson' }).click();
  // the lesson's page: what students get, the class code, the link, the QR
  await page.getByRole('heading', { name, exact: true }).waitFor();
  // "Lesson saved." beside the title for its few seconds: on a small phone both stay readable, however long the name
  await page.setViewportSize(SMALL);
  await page.locator('.screen-header-notice').waitFor();
  expect(await headerCut(page), `${name} at 320×568`).toEqual([]);
  await page.setViewportSize(LAPTOP);
  const code = ((await page.locator('output.lesson-code').textContent()) ?? '').trim();
  const link = await page.locator('#lesson-link').inputValue();
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{1,4})+$/);
  expect(link).toContain('#/class/');
  await cleanAt(page, `hub-page-${slug}`, sizes, LAPTOP);
  const read = readClassCode(code);
  if (!read.ok) throw new Error(`class code refused: ${read.refusal.code}`);
  return { lesson: { ...read.lesson, name }, code, link, hash: new URL(page.url()).hash };
}

/** The header's title and passing notice: which of them shows its words cut ([] when both read whole). */
function headerCut(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.screen-header .screen-title, .screen-header .screen-header-notice')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => `${el.className}: ${el.textContent || el.dataset.text} (${Math.round(el.getBoundingClientRect().width)} px wide)`),
  );
}

/** A fact of the lesson as its page lists it (label → value). */
async function fact(page: Page, label: string): Promise<string> {
  return ((await page.locator('.lesson-fact', { hasText: label }).first().locator('dd').textContent()) ?? '').trim();
}

/** The join screen: the name, then Play. */
async function join(page: Page, name: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Play', exact: true }).tap();
}

/** Opens the lesson's link as a student does (the address the teacher shared). */
async function openLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.waitForSelector(APP_SCREEN);
}

/** Ben types the class code on the home screen of his tablet. */
async function typeCode(page: Page, code: string): Promise<void> {
  await go(page, '#/');
  await page.locator('#code-input').fill(code);
  await page.getByRole('button', { name: 'Open', exact: true }).tap();
}

/** Each student opens the lesson (Ana and Cy by link, Ben by its class code on the home screen) and gives a name. */
async function everyoneJoins(made: Made): Promise<[string, Device][]> {
  await openLink(ana.page, made.link);
  await join(ana.page, 'Ana');
  await typeCode(ben.page, made.code);
  await join(ben.page, 'Ben');
  await openLink(cy.page, made.link);
  await join(cy.page, 'Cy');
  return [
    ['Ana', ana],
    ['Ben', ben],
    ['Cy', cy],
  ];
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

/** One row of a CSV file (RFC 4180: quoted cells may hold commas and doubled quotes). */
function csvRow(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out;
}

/** A row of the class board as the teacher reads it: rank, name, total. */
type BoardRow = [number, string, number];

/** The class board's rows, top to bottom. */
async function boardRows(page: Page): Promise<BoardRow[]> {
  const ranks = (await page.locator('.board-table tbody .board-rank').allTextContents()).map(Number);
  const names = (await page.locator('.board-table tbody .board-name').allTextContents()).map((n) => n.trim());
  const totals = (await page.locator('.board-table tbody .board-total').allTextContents()).map((x) => Number(x.replace('−', '-')));
  return names.map((n, i) => [ranks[i] as number, n, totals[i] as number]);
}

/**
 * The teacher's laptop: the lesson's page → "Collect results", the three codes pasted at once; the class board
 * shows all three students, ranked; its CSV download holds the same three rows in the same order (rank, name,
 * total), and its print view shows the board's rows with the screen's controls left out. Returns the board's rows.
 */
async function collect(made: Made): Promise<BoardRow[]> {
  const { page } = teacher;
  const game = made.lesson.game + (made.lesson.params.ro === '1' ? '-rotary' : '');
  // a fresh load: a hash change alone would leave the last lesson's board on screen until the new one draws
  await page.goto('about:blank');
  await go(page, made.hash);
  await page.getByRole('heading', { name: made.lesson.name, exact: true }).waitFor();
  await page.getByRole('link', { name: 'Collect results' }).click();
  await page.getByLabel('Result codes (one a line; paste many at once)').fill(handedIn.join('\n'));
  await page.getByRole('button', { name: 'Add to the board' }).click();
  await page.getByText('3 students', { exact: true }).waitFor();
  await expect.poll(() => page.locator('.board-table tbody tr').count()).toBe(3);
  const rows = await boardRows(page);
  // ranked: ranks from 1, never falling; totals never rising (DiceCulus's lowest-wins rules aside, not used here)
  expect(rows[0]?.[0]).toBe(1);
  for (let i = 1; i < 3; i++) {
    expect(rows[i]?.[0]).toBeGreaterThanOrEqual(rows[i - 1]?.[0] as number);
    expect(rows[i]?.[2]).toBeLessThanOrEqual(rows[i - 1]?.[2] as number);
  }
  await clean(page, `class-board-${game}`);

  // the CSV: a header, then the board's rows in its order
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\ufeff/, '');
  expect(csv.endsWith('\r\n')).toBe(true);
  const [header, ...lines] = csv.trimEnd().split('\r\n').map(csvRow);
  expect(header?.slice(0, 2)).toEqual([t('board.csv.rank'), t('board.csv.name')]);
  const total = header?.indexOf(t('board.csv.total')) ?? -1;
  expect(total).toBeGreaterThan(1);
  expect(lines.map((l) => [Number(l[0]), l[1], Number(l[total])])).toEqual(rows);

  // the print view: the board's three rows, none of the screen's controls
  await page.emulateMedia({ media: 'print' });
  try {
    const printed = page.locator('.board-table tbody tr');
    for (let i = 0; i < 3; i++) expect(await printed.nth(i).isVisible()).toBe(true);
    expect(await page.locator('.board-print-only').isVisible()).toBe(true);
    for (const control of [
      page.getByRole('button', { name: 'Download CSV' }),
      page.getByRole('button', { name: 'Add to the board' }),
      page.getByLabel('Result codes (one a line; paste many at once)'),
      page.locator('.screen-header'),
    ])
      expect(await control.isVisible()).toBe(false);
    await shot(page, `class-print-${game}`);
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
  return rows;
}

const names = (rows: readonly BoardRow[]): string[] => rows.map((r) => r[1]).sort();

/** The longest word (`min` to `max` letters) the dictionary holds in a hand of cubes, as the cubes' places in the hand. */
function wordIn(graph: WordGraph, hand: readonly string[], min: number, max: number): number[] {
  let best: number[] | null = null;
  const grow = (path: number[], text: string): void => {
    if (path.length >= min && graph.has(text) && (best === null || path.length > best.length)) best = [...path];
    if (path.length === max || best?.length === max) return;
    const tried = new Set<string>();
    hand.forEach((face, i) => {
      if (path.includes(i) || tried.has(face)) return;
      tried.add(face);
      if (graph.hasPrefix(text + face)) grow([...path, i], text + face);
    });
  };
  grow([], '');
  if (best === null) throw new Error(`no word of ${min} letters or more in ${hand.join('')}`);
  return best;
}

/** The games' tiles in the hub's "New lesson" list, and their titles ("New TUF lesson"). */
const TUF = { tile: /^TUF(?! words)/, title: 'TUF' };
const WORDS = { tile: /^TUF words/, title: 'TUF words' };
const TALLY = { tile: /^Tally Rally/, title: 'Tally Rally' };
const MATHABLE = { tile: /^Mathable/, title: 'Mathable' };
const DICECULUS = { tile: /^DiceCulus/, title: 'DiceCulus' };

/** Opens a race setup's folded "More options". */
const moreOptions = (page: Page): Promise<void> => page.locator('details.tuf-more > summary').click();

/** Picks a value in one of a setup's choices (a group of radio buttons). */
const choose = (page: Page, group: string, value: string): Promise<void> =>
  page.getByRole('group', { name: group, exact: true }).getByRole('radio', { name: value, exact: true }).check();

describe('a TUF lesson: the constant cube preset to χ = 12', () => {
  it('made in the hub; by link, by typed code, and offline: names, the same roll, result codes; ranked by time as the order scoring ranks calls', async () => {
    // as the teacher set it: game 6 with the constant cube preset to χ = 12, on several devices (one round of 4 minutes)
    const setUp = async (page: Page): Promise<void> => {
      await page.getByRole('combobox', { name: t('tuf.game') }).selectOption('6');
      await page.getByRole('switch', { name: t('tuf.constant.add') }).click();
      await choose(page, t('tuf.constant'), 'χ');
      await page.getByRole('textbox', { name: t('tuf.chi') }).fill('12');
      expect(await page.getByRole('radio', { name: t('tuf.where.devices') }).isChecked()).toBe(true);
      expect(await page.getByRole('switch', { name: t('tuf.orderScoring') }).isChecked()).toBe(true);
      await choose(page, t('tuf.rounds'), '1');
      await moreOptions(page);
      await choose(page, t('tuf.soloMinutes'), '4');
    };
    // a roll with no short equation using χ (about 1 in 200) is one a teacher would not give a class: made again, on other rolls
    let made: Made | null = null;
    let eq: string | null = null;
    for (let tries = 0; eq === null; tries++) {
      made = await makeLesson(TUF, 'Chi is twelve', setUp, tries === 0 ? EVERY_SIZE : [LAPTOP]);
      const p = parseMatchParams(made.lesson.params);
      expect(p).toMatchObject({
        game: 'constant',
        constantPreset: 'chi',
        orderScoring: true,
        humans: 1,
        computers: [],
        sameRoll: true,
        rounds: 1,
        soloMinutes: 4,
      });
      expect(p.settings.chi).toBe('12');
      try {
        eq = constantEquation(
          rollFor(p, made.lesson.seed, 0, 0).map((c) => c.face),
          rulesKey(p),
          p.settings,
          'chi',
          12,
        );
      } catch (e) {
        if (tries === 2) throw e;
      }
    }
    if (made === null || eq === null) throw new Error('no lesson made');
    const { link, code, lesson } = made;
    expect(await fact(teacher.page, t('tuf.chi'))).toBe('12');
    const results: ClassResult[] = [];
    const rolls: string[][] = [];

    // Ana opens the link on a phone: what the teacher set, then her name
    await openLink(ana.page, link);
    await ana.page.getByRole('heading', { name: 'TUF' }).waitFor();
    await ana.page.getByText('Minutes per round', { exact: true }).waitFor();
    expect(await fact(ana.page, 'Minutes per round')).toBe('4');
    expect(await fact(ana.page, t('tuf.chi'))).toBe('12');
    await clean(ana.page, 'class-join');
    await ana.page.setViewportSize(SMALL);
    await clean(ana.page, 'class-join');
    await ana.page.setViewportSize(PHONE);
    // no name: said in words
    await ana.page.getByRole('button', { name: 'Play', exact: true }).tap();
    await ana.page.getByText('Type your name first').waitFor();
    await join(ana.page, 'Ana');

    // Ben types the class code (in small letters) on the home screen of a tablet
    await typeCode(ben.page, code.toLowerCase());
    await ben.page.getByLabel('Your name').waitFor();
    await clean(ben.page, 'class-join');
    await join(ben.page, 'Ben');

    // Cy's phone is offline since its first visit
    await openLink(cy.page, link);
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
        await openLink(page, link);
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
      expect(r).toMatchObject({ game: 'tuf', finished: true });
      expect(r.rounds[0]).toMatchObject({ declared: eq });
      expect(r.rounds[0]?.ms).toBeGreaterThan(0);
    }
    expect(results.map((r) => r.hints)).toEqual([0, 0, 1]);

    // the board ranks the three correct equations by each device's time from its roll, scored as the rulebook's
    // order scoring scores calls: the first players + 1 (4 for three), the second two less, then one less each
    const byTime = [...results].sort((a, b) => (a.rounds[0]?.ms ?? 0) - (b.rounds[0]?.ms ?? 0));
    expect(new Set(byTime.map((r) => r.rounds[0]?.ms)).size).toBe(3);
    const rows = await collect(made);
    expect(rows).toEqual(byTime.map((r, i) => [i + 1, r.name, orderPoints(i + 1, 3)]));
    expect(rows.map((r) => r[2])).toEqual([4, 2, 1]);
    const places = await teacher.page.locator('.board-table tbody .board-time').allTextContents();
    for (let i = 0; i < 3; i++) expect(places[i]).toContain(t('board.place', { place: i + 1 }));
    expect(names(rows)).toEqual(['Ana', 'Ben', 'Cy']);
    expect((await scanIn(lesson)).sort()).toEqual(['Ana', 'Ben', 'Cy']);

    // the lesson opened again on Ana's phone: her game, not a fresh one
    await openLink(ana.page, link);
    await ana.page.getByRole('link', { name: 'See my result' }).tap();
    await ana.page.getByRole('dialog').getByText('Ana').first().waitFor();
  });
});

describe('a TUF words lesson', () => {
  it('made in the hub with a class word list: the same 20 cubes on every device, a word laid, result codes', async () => {
    const made = await makeLesson(WORDS, 'Words from the hub', async (page) => {
      expect(await page.getByRole('radio', { name: t('words.where.devices') }).isChecked()).toBe(true);
      await choose(page, t('words.rounds'), '1');
      await moreOptions(page);
      await page.getByRole('switch', { name: t('words.noSpecials') }).click();
      await page.getByLabel(t('words.teacherList')).fill('tuffest cubes');
    });
    const p = parseWordsParams(made.lesson.params);
    expect(p).toMatchObject({ humans: 1, computers: [], sameRoll: true, rounds: 1, noSpecials: true, teacherWords: ['TUFFEST', 'CUBES'] });
    expect(await fact(teacher.page, t('lessons.fact.wordList'))).toMatch(/TUFFEST, CUBES/i);
    const hand = wordsRollFor(p, made.lesson.seed, 0, 0);
    // a word of the lesson's dictionary in the lesson's 20 cubes
    const word = wordIn(new WordGraph(graphData(p.dict as GraphName)), hand, 5, 7);
    const results: ClassResult[] = [];
    for (const [who, d] of await everyoneJoins(made)) {
      const { page } = d;
      await page.getByRole('button', { name: 'Roll the cubes' }).tap();
      const seat = page.getByRole('region', { name: `${who}’s crossword` });
      await lay(
        seat,
        hand,
        word.map((cube, k) => [cube, M, M + k]),
      );
      await seat.getByRole('button', { name: /TUF! I’m done/ }).tap();
      await page.getByRole('heading', { name: 'Final scores' }).waitFor();
      results.push(await handIn(page, made.lesson));
    }
    expect(results.map((r) => [r.name, r.game, r.finished, r.rounds[0]?.declared?.replace(/ /g, '')])).toEqual(
      ['Ana', 'Ben', 'Cy'].map((n) => [n, 'words', true, word.map((i) => hand[i]).join('')]),
    );
    expect(results[0]?.total).toBeGreaterThan(0);
    expect(new Set(results.map((r) => r.total)).size).toBe(1);
    expect(names(await collect(made))).toEqual(['Ana', 'Ben', 'Cy']);
    // the best crossword for the lesson's 20 cubes, from the words solver, beside what the class found
    await teacher.page
      .getByText(/^Best possible: [A-Z]/)
      .first()
      .waitFor({ timeout: 60_000 });
    expect((await scanIn(made.lesson)).sort()).toEqual(['Ana', 'Ben', 'Cy']);
  });

  it('a Rotary lesson made in the hub: each student alone on the shared crossword, the opening word, a quiet round, result codes', async () => {
    const made = await makeLesson(WORDS, 'Rotary from the hub', async (page) => {
      await page.getByRole('radio', { name: t('words.variation.rotary'), exact: true }).check();
      // one shared crossword on one device: no "Where you play"; each student alone at their own
      expect(await page.getByRole('group', { name: t('words.where') }).count()).toBe(0);
      await choose(page, t('words.people'), '1');
      const remove = page.getByRole('button', { name: /Remove computer 1 / });
      while ((await remove.count()) > 0) await remove.click();
      await choose(page, t('words.rounds'), '1');
      await moreOptions(page);
      await page.getByRole('switch', { name: t('words.noSpecials') }).click();
    });
    const p = parseWordsParams(made.lesson.params);
    expect(p).toMatchObject({ rotary: true, humans: 1, computers: [], rounds: 1, noSpecials: true });
    const hand = rotaryHand(p, made.lesson.seed, 0, 0);
    // an opening word of six letters or more from the lesson's dictionary
    const word = wordIn(new WordGraph(graphData(p.dict as GraphName)), hand, 6, 8);
    const text = word.map((i) => hand[i]).join('');
    const results: ClassResult[] = [];
    for (const [who, d] of await everyoneJoins(made)) {
      const { page } = d;
      await page.getByRole('button', { name: 'Roll the cubes' }).tap();
      const seat = page.getByRole('region', { name: `${who}’s cubes` });
      await lay(
        seat,
        hand,
        word.map((cube, k) => [cube, M, M + k]),
      );
      await seat.getByRole('button', { name: 'Lay the word' }).tap();
      await page.getByText(`${who} laid ${text}: ${who} is the TUF player!`).waitFor({ timeout: 20_000 });
      if (who === 'Ana') await clean(page, 'class-rotary-play');
      await page.getByRole('button', { name: 'Pass' }).tap();
      await page.getByText('A full round went by with nothing placed: the game is over.').waitFor();
      const scores = page.getByRole('button', { name: 'See the scores' });
      if (await scores.isVisible()) await scores.tap();
      results.push(await handIn(page, made.lesson));
      if (who === 'Ana') await clean(page, 'class-rotary-result');
    }
    // each student's own cubes in the word, and the TUF player's 8
    expect(results.map((r) => [r.name, r.game, r.finished])).toEqual(['Ana', 'Ben', 'Cy'].map((n) => [n, 'words', true]));
    expect(results[0]?.total).toBeGreaterThan(8);
    expect(new Set(results.map((r) => r.total)).size).toBe(1);
    const rows = await collect(made);
    expect(rows.map((r) => r[0])).toEqual([1, 1, 1]);
    expect(names(rows)).toEqual(['Ana', 'Ben', 'Cy']);
    expect((await scanIn(made.lesson)).sort()).toEqual(['Ana', 'Ben', 'Cy']);
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
  it('made in the hub (5 minutes), edited, shared: the same board on every device, an equation written, result codes', async () => {
    const made = await makeLesson(
      TALLY,
      'Tally from the hub',
      async (page) => {
        // no way of playing and no names to type: each student on their own device
        expect(await page.getByRole('radio', { name: 'Me against the computer' }).count()).toBe(0);
        await page.getByRole('radio', { name: '5 min' }).check();
      },
      EVERY_SIZE,
    );
    const { page } = teacher;
    await page.getByText('5 minutes', { exact: true }).first().waitFor();
    // Edit settings opens the same setup on the lesson's settings
    await page.getByRole('link', { name: 'Edit settings' }).click();
    await page.getByRole('heading', { name: 'Editing lesson “Tally from the hub”' }).waitFor();
    expect(await page.getByRole('radio', { name: '5 min' }).isChecked()).toBe(true);
    await page.goBack();
    await page.getByRole('heading', { name: 'Tally from the hub' }).waitFor();

    const results: ClassResult[] = [];
    const boards: string[] = [];
    for (const [who, d] of await everyoneJoins(made)) {
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
      expect(easy).toBeDefined();
      await addTally(p, easy!);
      await p.getByRole('button', { name: 'I am done', exact: true }).tap();
      await p.getByRole('button', { name: 'Finish now', exact: true }).tap();
      const r = await handIn(p, made.lesson);
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
      if (who === 'Ben') await clean(p, 'class-result-tally');
    }
    expect(boards[1]).toBe(boards[0]);
    expect(boards[2]).toBe(boards[0]);
    expect(results.map((r) => [r.name, r.game, r.finished, r.total])).toEqual([
      ['Ana', 'tally', true, 3],
      ['Ben', 'tally', true, 3],
      ['Cy', 'tally', true, 3],
    ]);

    expect(names(await collect(made))).toEqual(['Ana', 'Ben', 'Cy']);
    // each equation with its time from the start
    expect(await page.locator('.board-table .board-eq-time').count()).toBe(3);
    await cleanAt(page, 'hub-board', EVERY_SIZE, LAPTOP);
    expect((await scanIn(made.lesson)).sort()).toEqual(['Ana', 'Ben', 'Cy']);
    // the hub's list on every size
    await go(page, '#/lessons');
    await page.getByRole('link', { name: /Tally from the hub/ }).waitFor();
    await cleanAt(page, 'hub-list', EVERY_SIZE, LAPTOP);
  });
});

describe('a Mathable lesson', () => {
  it('made in the hub: the same tiles on every device, a turn played, the game ended, result codes', async () => {
    const made = await makeLesson(
      MATHABLE,
      'Mathable from the hub',
      async (page) => {
        // the student in seat 1, a medium computer in seat 2 (the hub's default)
        expect(await page.getByRole('combobox', { name: 'Who plays seat 2' }).inputValue()).toBe('medium');
      },
      EVERY_SIZE,
    );
    await teacher.page.locator('.lesson-facts').getByText('medium', { exact: true }).waitFor();
    const results: ClassResult[] = [];
    const racks: string[] = [];
    for (const [who, d] of await everyoneJoins(made)) {
      const { page } = d;
      await page.getByText(new RegExp(`^Your turn, ${who}`)).waitFor({ timeout: 30_000 });
      racks.push((await page.locator('.mth-rack .mth-rack-tile').allTextContents()).join(' '));
      expect(await placeOneTile(page)).toBe(true);
      await page.getByRole('button', { name: /^Done/ }).tap();
      await page.getByText(new RegExp(`^Your turn, ${who}`)).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'End game' }).tap();
      await page.getByRole('button', { name: 'Yes, we all agree' }).tap();
      results.push(await handIn(page, made.lesson));
    }
    // the first rack each student saw on their first turn is dealt from the lesson's seed (the computer may have played first everywhere, or nowhere)
    expect(new Set(racks).size).toBe(1);
    expect(results.map((r) => [r.name, r.game, r.finished])).toEqual([
      ['Ana', 'mathable', true],
      ['Ben', 'mathable', true],
      ['Cy', 'mathable', true],
    ]);
    expect(names(await collect(made))).toEqual(['Ana', 'Ben', 'Cy']);
    expect((await scanIn(made.lesson)).sort()).toEqual(['Ana', 'Ben', 'Cy']);
  });
});

describe('a DiceCulus lesson', { timeout: 300_000 }, () => {
  it('made in the hub (short, against Pip): the same cards on every device, a short game played, result codes', async () => {
    const made = await makeLesson(
      DICECULUS,
      'Dice from the hub',
      async (page) => {
        await page.getByRole('radio', { name: 'Short (1 round a stage)' }).check();
        // the hub's medium computer (Gauss) swapped for an easy one (Pip)
        await page.getByRole('button', { name: 'Gauss, medium' }).click();
        await page.getByRole('button', { name: 'Pip, easy' }).click();
      },
      EVERY_SIZE,
    );
    expect(made.lesson.params).toMatchObject({ r: '1', c: 'e' });
    await teacher.page.locator('.lesson-facts').getByText('easy', { exact: true }).waitFor();
    const results: ClassResult[] = [];
    const cards: string[] = [];
    for (const [, d] of await everyoneJoins(made)) {
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
      results.push(await handIn(page, made.lesson));
    }
    expect(cards[0]).not.toBe('');
    expect(cards[1]).toBe(cards[0]);
    expect(cards[2]).toBe(cards[0]);
    for (const r of results) expect(r).toMatchObject({ game: 'diceculus', finished: true });
    expect(results.map((r) => r.rounds.length)).toEqual([4, 4, 4]);
    expect(results.map((r) => r.name)).toEqual(['Ana', 'Ben', 'Cy']);
    expect(names(await collect(made))).toEqual(['Ana', 'Ben', 'Cy']);
    expect((await scanIn(made.lesson)).sort()).toEqual(['Ana', 'Ben', 'Cy']);
  });
});
