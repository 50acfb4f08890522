/**
 * Tally Rally in Chromium, by touch, on a phone and a tablet: set up a round,
 * trace equations by tapping and by dragging a finger, choose the signs in
 * the gaps, get a refusal with its reason, reload mid-round and resume, let
 * the computer players write, and read the results with duplicates struck.
 * Pass-the-tablet on the tablet: two people find the same equation and both
 * lose it. Screenshots for review in test-results/screenshots/.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseBoard } from '../../src/games/tally/board';
import { enumerateEquations, type Found } from '../../workers/tally/solver';
import { RESULTS_ROUTE } from '../../src/games/tally/codes';
import { keyOfText } from '../../src/games/tally/equation';
import { fingerAcross, launch, open, PHONE, scrollOverflow, seriousViolations, shot, SMALL, TABLET, type Session } from './browser';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

async function readBoard(page: Page): Promise<number[]> {
  await page.locator('.tally-board .tally-tile').first().waitFor();
  const digits = await page.locator('.tally-board .tally-tile > span[aria-hidden="true"]:first-child').allTextContents();
  expect(digits).toHaveLength(16);
  return parseBoard(digits.join('')) as number[];
}

const SIGN_BUTTON: Record<string, string> = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by', '=': 'equals' };

/** The gaps of an equation text laid on its digits: '' for joined digits. */
function gapsOf(text: string): string[] {
  const gaps: string[] = [];
  let cur = '';
  for (const ch of text.slice(1)) {
    if (/\d/.test(ch)) {
      gaps.push(cur);
      cur = '';
    } else cur += ch;
  }
  return gaps;
}

/** Chooses the signs of the traced path: tap each gap, then the sign. */
async function chooseSigns(page: Page, text: string): Promise<void> {
  const gaps = gapsOf(text);
  for (let i = 0; i < gaps.length; i++) {
    const g = gaps[i] as string;
    if (g === '') continue;
    await page.getByRole('button', { name: new RegExp(`^Gap ${i + 1}:`) }).tap();
    await page.getByRole('group', { name: 'Signs for the chosen gap' }).getByRole('button', { name: SIGN_BUTTON[g], exact: true }).tap();
  }
}

/** A button is wholly inside the viewport (the screens do not scroll, so it must be). */
async function expectOnScreen(page: Page, name: string): Promise<void> {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  const vp = page.viewportSize();
  expect(box && vp && box.y >= 0 && box.y + box.height <= vp.height, `${name} is off screen`).toBe(true);
}

async function tapPath(page: Page, cells: number[]): Promise<void> {
  for (const c of cells) await page.locator(`.tally-tile[data-cell="${c}"]`).tap();
}

/** Drags a finger across tile centres with real touch events. */
function dragPath(page: Page, cells: number[]): Promise<void> {
  return fingerAcross(
    page,
    cells.map((c) => page.locator(`.tally-tile[data-cell="${c}"]`)),
  );
}

async function addEquation(page: Page, f: Found, how: 'tap' | 'drag'): Promise<void> {
  if (how === 'tap') await tapPath(page, f.cells);
  else await dragPath(page, f.cells);
  await page.waitForFunction((n) => document.querySelectorAll('.tally-board .tally-tile.in-path').length === n, f.cells.length);
  await chooseSigns(page, f.text);
  await page.getByRole('button', { name: 'Add to sheet' }).tap();
  await page.locator('.tally-message.is-ok').waitFor();
}

/** Equations of the board that use + or − only and no joined digits (easy to enter), one per scoring family. */
function easyOnes(board: number[]): Found[] {
  const all = enumerateEquations(board, { maxTiles: 4 }).equations.filter((e) => /^\d[+-]\d(=\d+|[+-]\d=\d+)$/.test(e.text));
  // one per family: 1 + 2 = 3 and 2 + 1 = 3 are one equation, and the sheet refuses the second
  const families = new Set<string>();
  const distinct = all.filter((e) => {
    const key = keyOfText(e.text) ?? e.text;
    if (families.has(key)) return false;
    families.add(key);
    return true;
  });
  return distinct.sort((a, b) => a.tiles - b.tiles);
}

describe('Tally Rally by touch', () => {
  it('plays a solo round against a computer player on a phone, resuming after a reload', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/');
    await page.getByRole('link', { name: /Tally Rally/ }).tap();
    await page.getByRole('heading', { name: 'New Tally Rally round' }).waitFor();
    await shot(page, 'tally-setup');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollOverflow(page), 'the setup screen scrolls').toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.getByRole('heading', { name: 'Ready, Me?' }).waitFor();
    await shot(page, 'tally-ready');
    await page.getByRole('button', { name: 'Start, Me' }).tap();
    const board = await readBoard(page);
    await shot(page, 'tally-play-empty');
    expect(await scrollOverflow(page), 'the play screen scrolls').toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await expectOnScreen(page, 'I am done');

    const easy = easyOnes(board);
    expect(easy.length).toBeGreaterThan(1);
    const first = easy[0] as Found;

    // A wrong sign gets a reason in words.
    await tapPath(page, first.cells);
    await page.getByRole('button', { name: 'Add to sheet' }).tap();
    await page.locator('.tally-message.is-error').waitFor();
    expect(await page.locator('.tally-message').textContent()).toMatch(/^Not added: .{10,}/);
    await shot(page, 'tally-refused');
    await page.getByRole('button', { name: 'Clear' }).tap();

    // Tap one equation in, drag another.
    await addEquation(page, first, 'tap');
    const second = easy.find((e) => e.cells.every((c, i) => i === 0 || Math.abs(c - (e.cells[i - 1] as number)) !== 0)) ?? easy[1]!;
    const other = easy.find((e) => e !== first && e.text !== second.text) ?? easy[1]!;
    await addEquation(page, other, 'drag');
    await expect.poll(() => page.locator('.tally-sheet .tally-entries li').count()).toBe(2);

    // Trace part of a third, then reload: the sheet and the traced path come back.
    await tapPath(page, first.cells.slice(0, 2));
    await page.waitForTimeout(300);
    await shot(page, 'tally-play');
    await page.reload();
    await page.locator('.tally-board').waitFor();
    await expect.poll(() => page.locator('.tally-sheet .tally-entries li').count()).toBe(2);
    expect(await page.locator('.tally-board .tally-tile.in-path').count()).toBe(2);

    await page.getByRole('button', { name: 'I am done' }).tap();
    await page.getByRole('button', { name: 'Finish now' }).tap();
    await page.getByRole('button', { name: 'See the results' }).waitFor();
    await page.waitForFunction(() => !(document.querySelector('.tally-see') as HTMLButtonElement | null)?.disabled, undefined, { timeout: 30_000 });
    await shot(page, 'tally-waiting');
    await page.getByRole('button', { name: 'See the results' }).tap();
    await page.getByRole('heading', { name: 'Results' }).waitFor();
    await page.getByText(/^Longest equation/).waitFor({ timeout: 30_000 });
    await page.getByText('Good equations nobody found').waitFor({ timeout: 30_000 });
    expect(await page.locator('.tally-result-sheet').count()).toBe(2);
    await shot(page, 'tally-results');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('passes the tablet between two players who both find the same equation, which is struck', async () => {
    s = await launch(TABLET);
    const { page } = s;
    await open(page, '#/tally');
    await page.getByText('Pass the tablet', { exact: true }).tap();
    await page.getByLabel('Name of player 1').fill('Ana');
    await page.getByLabel('Name of player 2').fill('Ben');
    await page.getByRole('button', { name: /Ada, medium/ }).tap();
    await shot(page, 'tally-setup-pass');
    expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.getByText('Pass the tablet to Ana. The other sheets stay hidden.').waitFor();
    await page.getByRole('button', { name: 'Start, Ana' }).tap();
    const board = await readBoard(page);
    const easy = easyOnes(board);
    const shared = easy[0] as Found;
    const own = easy.find((e) => e.text !== shared.text && e.tiles >= shared.tiles) ?? (easy[1] as Found);
    await addEquation(page, shared, 'drag');
    await addEquation(page, own, 'tap');
    await shot(page, 'tally-play-tablet');
    await expectOnScreen(page, 'I am done');
    expect(await scrollOverflow(page), 'the tablet play screen scrolls').toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I am done' }).tap();
    await page.getByRole('button', { name: 'Finish now' }).tap();

    await page.getByText('Pass the tablet to Ben. The other sheets stay hidden.').waitFor();
    await shot(page, 'tally-handover');
    await page.getByRole('button', { name: 'Start, Ben' }).tap();
    await readBoard(page);
    expect(await page.locator('.tally-sheet .tally-entries li').count()).toBe(0);
    await addEquation(page, shared, 'tap');
    await page.getByRole('button', { name: 'I am done' }).tap();
    await page.getByRole('button', { name: 'Finish now' }).tap();
    await page.getByRole('button', { name: 'See the results' }).tap();
    await page.getByRole('heading', { name: 'Results' }).waitFor();
    await page.getByText(/^Longest equation/).waitFor({ timeout: 30_000 });
    expect(await page.locator('li.is-struck').count()).toBe(2);
    expect(await page.getByText('struck: also found by Ben').count()).toBe(1);
    expect(await page.locator('.tally-winner').textContent()).toBe(`Ana wins with ${own.tiles} points!`);
    await page.getByText('Good equations nobody found').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: `Show ${own.text.replace(/\+/g, ' + ').replace(/=/, ' = ').replace(/-/g, ' − ')} on the board` }).tap();
    await shot(page, 'tally-results-tablet');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('Tally Rally on several devices', () => {
  let other: Session | null = null;
  afterEach(async () => {
    await other?.close();
    other = null;
  });

  it('shares a board code, plays on two phones and exchanges results codes so that duplicates are struck', async () => {
    s = await launch(PHONE);
    other = await launch(PHONE);
    const a = s.page;
    const b = other.page;
    await open(a, '#/tally');
    await a.getByText('Several devices', { exact: true }).tap();
    await a.getByLabel('Your name').fill('Ana');
    await a.getByRole('button', { name: 'Start', exact: true }).tap();
    await a.getByRole('heading', { name: 'Ready, Ana?' }).waitFor();
    const code = ((await a.locator('.share-code').first().textContent()) ?? '').trim();
    // several devices compete: hints are off unless the setup switches them on, and the code says so
    expect(code).toMatch(/^tally:ck=[0-9a-z]{5},h=0,p=0,s=180#/);
    await shot(a, 'tally-devices-code');

    await open(b, `#/tally/code/${encodeURIComponent(code)}`);
    await b.getByText('You are joining a board shared from another device: 3-minute timer, brackets not allowed.').waitFor();
    await b.getByText(`Board code ${code}`).waitFor();
    await b.getByLabel('Your name').fill('Ben');
    await shot(b, 'tally-devices-join');
    await b.getByRole('button', { name: 'Start', exact: true }).tap();

    await a.getByRole('button', { name: 'Start, Ana' }).tap();
    await b.getByRole('button', { name: 'Start, Ben' }).tap();
    const board = await readBoard(a);
    expect(await readBoard(b)).toEqual(board);
    const easy = easyOnes(board);
    const shared = easy[0] as Found;
    const own = easy.find((e) => e.text !== shared.text) as Found;
    await addEquation(a, shared, 'tap');
    await addEquation(a, own, 'tap');
    await addEquation(b, shared, 'drag');
    for (const p of [a, b]) {
      await p.getByRole('button', { name: 'I am done' }).tap();
      await p.getByRole('button', { name: 'Finish now' }).tap();
    }

    const codeA = ((await a.locator('.tally-code').textContent()) ?? '').trim();
    const codeB = ((await b.locator('.tally-code').textContent()) ?? '').trim();
    expect(codeA).toMatch(/^TR2\.\d{16}\.0\.[a-z0-9]+\.Ana\./);
    await shot(a, 'tally-devices-exchange');
    // the box's hint is read whole on a phone, not cut off
    const box = a.getByPlaceholder('Add a results code from another device');
    const fits = await box.evaluate((el) => {
      const input = el as HTMLInputElement;
      const cs = getComputedStyle(input);
      const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      return ctx.measureText(input.placeholder).width <= input.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    });
    expect(fits, 'the results box placeholder is cut off').toBe(true);
    await a.getByPlaceholder('Add a results code from another device').fill(codeB);
    await a.getByRole('button', { name: 'Add', exact: true }).tap();
    await a.getByText('Added the sheet of Ben.').waitFor();
    // Ben's phone scans Ana's results QR code with its camera: the link opens the round, says what it adds,
    // and adds her sheet when Ben confirms
    const roundB = b.url();
    await open(b, `#/${RESULTS_ROUTE}${codeA.replace(/\//g, '%2F')}`);
    await b.getByText(/^Ana’s results code holds \d+ equations\. Add them to this round\?$/).waitFor();
    await b.getByRole('button', { name: 'Add the results' }).tap();
    await b.getByText('Added the sheet of Ana.').waitFor();
    await b.waitForURL(roundB);
    await b.getByText('Players in this round: Ben, Ana').waitFor();
    for (const p of [a, b]) {
      await p.getByRole('button', { name: 'See the results' }).tap();
      await p.getByText(`Ana wins with ${own.tiles} points!`).waitFor();
      expect(await p.locator('li.is-struck').count()).toBe(2);
    }
    await shot(b, 'tally-devices-results');
  });
});

describe('Tally Rally on a 320×568 phone', () => {
  it('fits setup, play, the time-up moment and the results, every control reachable', async () => {
    s = await launch(SMALL);
    const { page } = s;
    await open(page, '#/tally');
    await page.getByRole('heading', { name: 'New Tally Rally round' }).waitFor();
    await shot(page, 'tally-setup');
    expect(await scrollOverflow(page), 'the setup screen scrolls').toBeLessThanOrEqual(0);
    await expectOnScreen(page, 'Start');
    // a 1-minute timer is called one minute, not three
    await page.getByText('Options').tap();
    await page.getByRole('radio', { name: '1 min' }).check({ force: true });
    await page.getByRole('radio', { name: 'Pass the tablet' }).check({ force: true });
    await page.getByText(/takes a turn with the board, 1 minute each/).waitFor();
    await page.getByRole('radio', { name: 'Me against the computer' }).check({ force: true });
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.getByRole('button', { name: 'Start, Me' }).tap();
    const board = await readBoard(page);
    const first = easyOnes(board)[0] as Found;
    await tapPath(page, first.cells);
    await page.getByRole('button', { name: /^Gap 1:/ }).tap();
    await shot(page, 'tally-play');
    expect(await scrollOverflow(page), 'the play screen scrolls').toBeLessThanOrEqual(0);
    expect(await sideways(page), 'the play screen scrolls sideways').toBeLessThanOrEqual(0);
    for (const name of ['I am done', 'Add to sheet', 'Clear']) await expectOnScreen(page, name);
    // every sign button whole, "=" included
    for (const sign of ['plus', 'minus', 'times', 'divided by', 'equals']) {
      const clipped = await page
        .getByRole('group', { name: 'Signs for the chosen gap' })
        .getByRole('button', { name: sign, exact: true })
        .evaluate((b) => b.scrollWidth > b.clientWidth + 1 || b.getBoundingClientRect().right > innerWidth);
      expect(clipped, `the ${sign} button is clipped`).toBe(false);
    }
    await chooseSigns(page, first.text);
    await page.getByRole('button', { name: 'Add to sheet' }).tap();
    await page.locator('.tally-message.is-ok').waitFor();
    // a half-built equation when the sand runs out is offered, not lost
    await tapPath(page, first.cells);
    await page.getByRole('heading', { name: 'Time is up' }).waitFor({ timeout: 70_000 });
    await shot(page, 'tally-time-up');
    await page.getByRole('button', { name: /^(OK|Finish without it)$/ }).tap();
    await page.getByRole('button', { name: 'See the results' }).waitFor();
    await page.waitForFunction(() => !(document.querySelector('.tally-see') as HTMLButtonElement | null)?.disabled, undefined, { timeout: 30_000 });
    await page.getByRole('button', { name: 'See the results' }).tap();
    await page.getByRole('heading', { name: 'Results' }).waitFor();
    await page.getByText(/^Longest equation/).waitFor({ timeout: 30_000 });
    await shot(page, 'tally-results');
    expect(await sideways(page), 'the results scroll sideways').toBeLessThanOrEqual(0);
    // sheet lines are not broken one token per line: an equation stays on one line when it fits
    const lines = await page
      .locator('.tally-result-sheet .tally-entry-text')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight || '20'))));
    for (const n of lines) expect(n, 'an equation wraps').toBeLessThanOrEqual(2);
    await expectOnScreen(page, 'New round');
    expect(await seriousViolations(page)).toEqual([]);
  }, 180_000);
});

describe('Tally Rally hints', () => {
  for (const [size, vp] of [
    ['phone', PHONE],
    ['small', SMALL],
    ['tablet', TABLET],
  ] as const) {
    it(`gives a two-step hint when the setup allows it, and reports it in the results code and the results (${size})`, async () => {
      s = await launch(vp);
      const { page } = s;
      await open(page, '#/tally');
      await page.getByRole('heading', { name: 'New Tally Rally round' }).waitFor();
      // hints: on for solo practice, off where people compete unless the setup switches them on
      await page.getByText('Options').tap();
      const hints = page.getByRole('checkbox', { name: 'Hints' });
      expect(await hints.isChecked()).toBe(true);
      await page.getByRole('radio', { name: 'Pass the tablet' }).check({ force: true });
      expect(await hints.isChecked()).toBe(false);
      await page.getByRole('radio', { name: 'Several devices' }).check({ force: true });
      expect(await hints.isChecked()).toBe(false);
      await hints.check({ force: true });
      await shot(page, `tally-hints-setup-${size}`);
      await page.getByRole('button', { name: 'Start', exact: true }).tap();
      const code = ((await page.locator('.share-code').first().textContent()) ?? '').trim();
      expect(code, 'the board code carries the hints setting').toMatch(/^tally:ck=[0-9a-z]{5},h=1,/);
      await page.getByRole('button', { name: 'Start, Me' }).tap();
      await readBoard(page);
      await page.getByRole('button', { name: 'Hint: show tiles that make an equation' }).tap();
      await page.getByText(/^Hint: these \d tiles make an equation, = is in place/).waitFor();
      const gaps = await page.locator('.tally-gap').allTextContents();
      expect(gaps.filter((g) => g === '=')).toHaveLength(1);
      await shot(page, `tally-hint-step1-${size}`);
      expect(await scrollOverflow(page), 'the play screen scrolls').toBeLessThanOrEqual(0);
      const second = 'Hint, second step: show every sign of the equation';
      await expectOnScreen(page, second);
      expect(await page.getByRole('button', { name: second }).textContent()).toBe('Hint 2');
      await page.getByRole('button', { name: second }).tap();
      await page.getByText(/^Hint: .+\. Add it to your sheet\.$/).waitFor();
      await shot(page, `tally-hint-step2-${size}`);
      await page.getByRole('button', { name: 'Add to sheet' }).tap();
      await page.locator('.tally-message.is-ok').waitFor();
      await page.getByRole('button', { name: 'I am done' }).tap();
      await page.getByRole('button', { name: 'Finish now' }).tap();
      await page.getByRole('button', { name: 'See the results' }).waitFor();
      const results = ((await page.locator('.tally-results-code .share-code').first().textContent()) ?? '').trim();
      expect(results, 'the results code carries the hints').toMatch(/\.~h2$/);
      await page.getByRole('button', { name: 'See the results' }).tap();
      await page.getByRole('heading', { name: 'Results' }).waitFor();
      await page.getByText('Hints used: 2').waitFor();
      await shot(page, `tally-hint-results-${size}`);
      expect(await seriousViolations(page)).toEqual([]);
    }, 120_000);
  }
});

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('Tally Rally in the dark theme with larger text', () => {
  it('keeps the play screen readable and unscrolled on a phone', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/settings');
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.getByRole('switch', { name: 'Larger text' }).check();
    await open(page, '#/tally');
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.getByRole('button', { name: 'Start, Me' }).tap();
    const board = await readBoard(page);
    await tapPath(page, (easyOnes(board)[0] as Found).cells);
    await page.getByRole('button', { name: /^Gap 1:/ }).tap();
    await shot(page, 'tally-play-dark-large');
    expect(await scrollOverflow(page), 'the play screen scrolls with larger text').toBeLessThanOrEqual(0);
    await expectOnScreen(page, 'I am done');
    await expectOnScreen(page, 'Add to sheet');
    expect(await seriousViolations(page)).toEqual([]);

    // A fast swipe along the top row, reported as a single move from the first tile to the last, traces all four.
    await page.getByRole('button', { name: 'Clear' }).tap();
    const ends = [];
    for (const c of [0, 3]) {
      const b = await page.locator(`.tally-tile[data-cell="${c}"]`).boundingBox();
      if (!b) throw new Error('tile not visible');
      ends.push({ x: b.x + b.width / 2, y: b.y + b.height / 2, id: 1 });
    }
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [ends[0]!] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [ends[1]!] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await page.waitForFunction(() => document.querySelectorAll('.tally-board .tally-tile.in-path').length === 4);
  });
});
