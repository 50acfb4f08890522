/**
 * Pacing at the race table for one student (issue 14, point 5): a computer's
 * call is seen on the table as it happens — also when it uses every cube and
 * ends the round — and the results name the last call first; after calling,
 * "I'm done — finish the round" ends the wait for the computers at once.
 * Screenshots at 390×844, 320×568 and 1024×768; axe; no page scroll.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatGameId } from '../../src/core/gameId';
import { defaultParams, formatMatchParams, type MatchParams } from '../../src/games/tuf/matchParams';
import { rollFor } from '../../src/games/tuf/plugin';
import { cubeLabel } from '../../src/ui/tuf/Cube';
import { launch, open, PHONE, scrollOverflow, seriousViolations, shot, SMALL, TABLET, type Session } from './browser';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const SIZES = [PHONE, SMALL, TABLET] as const;
const codeFor = (p: MatchParams, seed: string): string => formatGameId({ game: 'tuf', params: formatMatchParams(p), seed });

/** Puts the equation's cubes on the seat's line, one tap each, each shown once saved. */
async function build(seat: Locator, p: MatchParams, seed: string, equation: string): Promise<void> {
  const roll = rollFor(p, seed, 0, 0);
  const onLine = seat.locator('.tuf-line .tuf-cube');
  for (const face of equation.split(' ')) {
    const cube = roll.find((c) => c.face === face);
    if (!cube) throw new Error(`no ${face} in the roll`);
    const before = await onLine.count();
    await seat
      .getByRole('group', { name: 'Cubes on the table' })
      .getByRole('button', { name: cubeLabel(cube, p.game), exact: true })
      .first()
      .tap();
    await expect.poll(() => onLine.count()).toBe(before + 1);
  }
}

/**
 * The screen at every size: a screenshot to look at, axe clean, no page scroll.
 * `axe: false` while the page's fake clock is paused (axe waits on timers).
 */
async function everySize(page: Page, name: string, axe = true): Promise<void> {
  for (const vp of SIZES) {
    await page.setViewportSize(vp);
    await shot(page, name);
    if (axe) expect(await seriousViolations(page), `${name} ${vp.width}`).toEqual([]);
    expect(await scrollOverflow(page), `${name} ${vp.width} scrolls`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(PHONE);
}

/**
 * Tappable things a notice covers: for each visible control outside the notices, whether a notice's box
 * overlaps it, and whether a tap at its centre would land on something else. [] when nothing is covered.
 */
async function coveredByNotices(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const notices = [...document.querySelectorAll('.notice, .screen-header-notice')].map((n) => n.getBoundingClientRect());
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [role="button"], [tabindex]')) {
      if (el.closest('.notice, .screen-header-notice')) continue;
      // what shows of it: its box clipped by every ancestor that clips (a panned board's squares out of view show nothing)
      const b = el.getBoundingClientRect();
      const r = { left: b.left, top: b.top, right: b.right, bottom: b.bottom, width: 0, height: 0 };
      for (let a = el.parentElement; a; a = a.parentElement) {
        const st = getComputedStyle(a);
        if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
        const q = a.getBoundingClientRect();
        r.left = Math.max(r.left, q.left);
        r.top = Math.max(r.top, q.top);
        r.right = Math.min(r.right, q.right);
        r.bottom = Math.min(r.bottom, q.bottom);
      }
      r.width = r.right - r.left;
      r.height = r.bottom - r.top;
      if (r.width <= 0 || r.height <= 0 || r.bottom <= 0 || r.top >= innerHeight) continue;
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      if (notices.some((q) => q.left < r.right && r.left < q.right && q.top < r.bottom && r.top < q.bottom)) out.push(`${name} under a notice`);
      const cx = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
      const cy = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
      const hit = document.elementFromPoint(cx, cy);
      if (hit?.closest('.notice, .screen-header-notice')) out.push(`${name}: a tap lands on a notice`);
    }
    return out;
  });
}

describe('the top notices make room (issue 14: "ready to work offline" at 320×568)', () => {
  it('covers nothing tappable on the play screen, at 320×568 and the other sizes', async () => {
    s = await launch(SMALL);
    const { page } = s;
    await open(page, `#/tuf/code/${encodeURIComponent(codeFor({ ...defaultParams('1'), rounds: 1 }, 'note1'))}`);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    await page.getByRole('region', { name: 'Player 1’s cubes' }).waitFor();
    // a passing confirmation sits beside the title in the header for its few seconds (issue 28: it hid the title)
    const note = page.locator('.screen-header .screen-header-notice[data-text="Tuffest is ready to work offline."]');
    await note.waitFor({ timeout: 30_000 });
    // screen readers read it from the notice area
    expect(await page.locator('.notices-inline[role="status"]').getByText('Tuffest is ready to work offline.').count()).toBe(1);
    expect(await coveredByNotices(page)).toEqual([]);
    const heights: number[] = [];
    const during: string[] = [];
    for (const vp of [SMALL, PHONE, TABLET]) {
      if ((await note.count()) === 0) break;
      await page.setViewportSize(vp);
      await shot(page, 'notice-offline-play');
      expect(await coveredByNotices(page), `${vp.width}`).toEqual([]);
      expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
      heights.push(await headerHeight(page));
      during.push(...(await titleBeside(page)).map((m) => `${vp.width}: ${m}`));
    }
    expect(during).toEqual([]);
    // it still goes on its own after a few seconds, and the screen takes its room back; the header kept its height
    await note.waitFor({ state: 'detached', timeout: 15_000 });
    for (const [i, vp] of [SMALL, PHONE, TABLET].slice(0, heights.length).entries()) {
      await page.setViewportSize(vp);
      expect(await headerHeight(page), `the header's height at ${vp.width} with and without the notice`).toBeCloseTo(heights[i]!, 0);
    }
  });
});

/** The title beside a header's notice: what is wrong ([] when the title shows whole, on screen, apart from the notice). */
async function titleBeside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const title = document.querySelector<HTMLElement>('.screen-header .screen-title');
    const note = document.querySelector('.screen-header .screen-header-notice');
    if (!title || !note) return ['no title, notice or header'];
    const t = title.getBoundingClientRect();
    const n = note.getBoundingClientRect();
    if (t.width < 20 || t.height < 10 || getComputedStyle(title).visibility === 'hidden')
      out.push(`the title is hidden (${Math.round(t.width)}×${Math.round(t.height)})`);
    if (title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1) out.push(`the title "${title.textContent}" is cut short`);
    if (Math.min(t.right, n.right) - Math.max(t.left, n.left) > 0 && Math.min(t.bottom, n.bottom) - Math.max(t.top, n.top) > 0)
      out.push('the notice overlaps the title');
    if (t.top < 0 || t.bottom > innerHeight) out.push('the title is off the screen');
    return out;
  });
}

const headerHeight = (page: Page): Promise<number> => page.evaluate(() => document.querySelector('.screen-header')?.getBoundingClientRect().height ?? 0);

/** Controls whose whole box is inside the viewport (reachable without scrolling the page). */
async function reachable(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.screen button, .screen a[href], .screen input')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && !el.closest('.notice');
      })
      .map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()),
  );
}

describe('the top notices make room in the other games at 320×568', () => {
  const games: [string, (page: Page) => Promise<void>][] = [
    [
      'tally',
      async (page) => {
        await open(page, '#/tally');
        await page.getByRole('button', { name: 'Start', exact: true }).tap();
        await page.getByRole('button', { name: 'Start, Me' }).tap();
        await page.getByRole('button', { name: 'I am done' }).waitFor();
      },
    ],
    [
      'mathable',
      async (page) => {
        await open(page, `#/mathable/code/${encodeURIComponent('mathable:s=h.cm#ui23')}`);
        await page.getByText(/^Your turn, Player 1/).waitFor();
      },
    ],
  ];
  for (const [game, start] of games) {
    it(`${game}: "ready to work offline" covers nothing tappable and pushes nothing out of reach`, async () => {
      s = await launch(SMALL);
      const { page } = s;
      await start(page);
      const note = page.locator('.screen-header-notice[data-text="Tuffest is ready to work offline."]');
      await note.waitFor({ timeout: 30_000 });
      expect(await coveredByNotices(page)).toEqual([]);
      const during = await reachable(page);
      const height = await headerHeight(page);
      await shot(page, `notice-offline-${game}`);
      expect(await titleBeside(page)).toEqual([]);
      expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
      await note.waitFor({ state: 'detached', timeout: 15_000 });
      expect(await headerHeight(page), 'the header kept its height').toBeCloseTo(height, 0);
      const after = await reachable(page);
      // every control in reach without the notice is in reach with it
      expect(after.filter((c) => !during.includes(c))).toEqual([]);
    });
  }
});

describe('TUF pacing against computers', () => {
  it('a hard computer that uses every cube: its call shows on the table before the results, which name it first', async () => {
    // seed pace1: the hard computer finds all 11 cubes and calls after ≈31 s
    const p: MatchParams = { ...defaultParams('1'), computers: ['hard'], rounds: 1 };
    s = await launch(PHONE);
    const { page } = s;
    await page.clock.install();
    await open(page, `#/tuf/code/${encodeURIComponent(codeFor(p, 'pace1'))}`);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    await page.locator('.tuf-computer[data-plan="ready"]').waitFor({ timeout: 30_000 });
    // stop the page's clock just before the computer's call is due, then let it run in small steps (the
    // screen's own timers and frames run only as the fake clock moves): the call shows on the table, the round held
    const t0 = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(t0 + 31_000);
    const news = page.locator('.tuf-status-line[data-news="yes"]', { hasText: 'Computer (hard) called TUF! with 11 cubes' });
    for (let i = 0; i < 60 && (await news.count()) === 0; i++) await page.clock.runFor(100);
    await news.waitFor({ timeout: 1000 });
    for (let i = 0; i < 5; i++) await page.clock.runFor(100);
    await page.getByRole('list', { name: 'Calls this round' }).getByText('TUF! Computer (hard): 11 cubes').waitFor({ timeout: 1000 });
    // nobody calls after every cube is used: the person's seat is locked
    const seat = page.getByRole('region', { name: 'Player 1’s cubes' });
    await seat.getByText('Hands off! Your equation is locked.').waitFor({ timeout: 1000 });
    expect(await page.getByRole('heading', { name: 'Final scores' }).count()).toBe(0);
    await everySize(page, 'pacing-hard-call', false);
    // still on the table: the round waits until the call has been seen for a few seconds
    await page.clock.runFor(2000);
    expect(await page.getByRole('heading', { name: 'Final scores' }).count()).toBe(0);
    // the call stays a few seconds, then the round ends
    await page.clock.resume();
    await page.getByRole('heading', { name: 'Final scores' }).waitFor({ timeout: 15_000 });
    const top = page.locator('.race-ended p');
    await expect.poll(() => top.allTextContents()).toEqual(['Last call: Computer (hard), TUF! with 11 cubes.', 'Someone used every cube.']);
    await page.getByText('Computer (hard) wins!').waitFor();
    // the results' own notice ("saved to your finished games") covers nothing either
    if ((await page.locator('.notice, .screen-header-notice').count()) > 0) {
      await page.setViewportSize(SMALL);
      expect(await coveredByNotices(page)).toEqual([]);
      await shot(page, 'notice-results');
    }
    await everySize(page, 'pacing-hard-results');
  });

  it('an easy computer: call TUF!, then "I’m done — finish the round" ends the wait at once', async () => {
    // seed pace0: the easy computer has 6 cubes ready for ≈86 s; the person calls 9 − 7 = 2 (5 cubes) at once
    const p: MatchParams = { ...defaultParams('1'), computers: ['easy'], rounds: 1 };
    const seed = 'pace0';
    s = await launch(PHONE);
    const { page } = s;
    await page.clock.install();
    await open(page, `#/tuf/code/${encodeURIComponent(codeFor(p, seed))}`);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    await page.locator('.tuf-computer[data-plan="ready"]').waitFor({ timeout: 30_000 });
    const seat = page.getByRole('region', { name: 'Player 1’s cubes' });
    const finish = page.getByRole('button', { name: 'I’m done — finish the round' });
    // not before the person has called
    expect(await finish.count()).toBe(0);
    await build(seat, p, seed, '9 - 7 = 2');
    await seat.getByRole('button', { name: 'TUF!' }).tap();
    await seat.getByText('Hands off! Your equation is locked.').waitFor();
    await finish.waitFor();
    await everySize(page, 'pacing-finish-offered');
    const tapped = await page.evaluate(() => Date.now());
    await finish.tap();
    // the computer makes at once the call it would have made before the glass ran out…
    await page.locator('.tuf-status-line', { hasText: 'Computer (easy) called TUFFER! with 6 cubes' }).waitFor();
    await page.getByText('Finishing the round: the computers make their last calls now.').waitFor();
    await shot(page, 'pacing-finishing');
    expect(await seriousViolations(page), 'the table with a new call').toEqual([]);
    // …and the round ends a few seconds later, not after the computer's 86 s
    await page.getByRole('heading', { name: 'Final scores' }).waitFor({ timeout: 15_000 });
    expect((await page.evaluate(() => Date.now())) - tapped).toBeLessThan(15_000);
    const top = page.locator('.race-ended p');
    await expect
      .poll(() => top.allTextContents())
      .toEqual(['Last call: Computer (easy), TUFFER! with 6 cubes.', 'The players were done: the computers made their calls at once and the round ended.']);
    await everySize(page, 'pacing-finish-results');
  });
});
