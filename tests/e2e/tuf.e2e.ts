/**
 * TUF in Chromium, by touch: a solitaire round on a phone (with a reload
 * mid-round that resumes with the timer right), a 2-seat round on a tablet
 * with a TUFFER call, and a teacher's lesson opened from a share link with
 * the network off. Screenshots of every screen at phone and tablet size;
 * axe finds no serious or critical violation; screens fit without scrolling.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatGameId } from '../../src/core/gameId';
import { defaultParams, formatMatchParams, type MatchParams } from '../../src/games/tuf/matchParams';
import { rollFor } from '../../src/games/tuf/plugin';
import { solve } from '../../workers/tuf/solve';
import { lessonCode } from '../../src/ui/tuf/codes';
import { launch, open, PHONE, scrollOverflow, seriousViolations, shot, SMALL, TABLET, tapEquation, waitForServiceWorker, type Session } from './browser';
import { smallEquation } from '../games/tuf/smallEquation';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

async function check(page: Page, name: string): Promise<void> {
  await shot(page, name);
  expect(await seriousViolations(page), name).toEqual([]);
  expect(await scrollOverflow(page), `${name} scrolls`).toBeLessThanOrEqual(0);
}

const codeFor = (p: MatchParams, seed: string): string => formatGameId({ game: 'tuf', params: formatMatchParams(p), seed });

describe('TUF by touch', () => {
  it('setup at phone and tablet size: one tap plays against the computer', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/');
    await expect(page.locator('.game-tile').first().textContent()).resolves.toContain('TUF');
    await open(page, '#/tuf');
    await page.getByRole('heading', { name: 'TUF — set up' }).waitFor();
    await check(page, 'tuf-setup');
    await page.getByRole('button', { name: 'How to play' }).tap();
    await page.getByRole('heading', { name: /How to play: 1 · Basic game/ }).waitFor();
    await check(page, 'tuf-howto');
    await page.getByRole('button', { name: 'Close' }).tap();
    await page.getByRole('button', { name: 'Play', exact: true }).tap();
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    await page
      .getByText(/Computer \(easy\)/)
      .first()
      .waitFor();
    await page.getByRole('group', { name: 'Cubes on the table' }).waitFor();
    await check(page, 'tuf-vs-computer');
    await page.setViewportSize(TABLET);
    await open(page, '#/tuf');
    await check(page, 'tuf-setup');
  });

  it('a solitaire round on a phone, with a reload mid-round that resumes', async () => {
    const p: MatchParams = { ...defaultParams('1c-a'), rounds: 1 };
    const seed = 'phone1';
    const roll = rollFor(p, seed, 0, 0);
    const best = solve({ game: '1c-a', roll });
    expect(best.equation).not.toBeNull();
    const eq = best.equation as string;
    s = await launch(PHONE);
    const { page } = s;
    await open(page, `#/tuf/code/${encodeURIComponent(codeFor(p, seed))}`);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    const seat = page.getByRole('region', { name: 'Player 1’s cubes' });
    const tokens = eq.split(' ');
    const half = tokens.slice(0, 3).join(' ');
    await tapEquation(seat, half);
    await expect.poll(() => seat.getByRole('group', { name: 'Equation line' }).getByRole('button').count()).toBe(3);
    await check(page, 'tuf-solo-arrange');
    const before = await page.locator('.sand-clock').textContent();
    await page.waitForTimeout(1500);
    await page.reload();
    await seat.getByRole('group', { name: 'Equation line' }).waitFor();
    await expect.poll(() => seat.getByRole('group', { name: 'Equation line' }).getByRole('button').count()).toBe(3);
    const after = await page.locator('.sand-clock').textContent();
    expect(after).not.toBe('5:00');
    expect(after && before && after <= before).toBe(true);
    // after the reload nothing is selected: tap the last cube to select it, again to take it back
    const lastOnLine = seat.getByRole('group', { name: 'Equation line' }).getByRole('button').nth(2);
    await lastOnLine.tap();
    await lastOnLine.tap();
    await expect.poll(() => seat.getByRole('group', { name: 'Equation line' }).getByRole('button').count()).toBe(2);
    await tapEquation(seat, tokens.slice(2).join(' '));
    await seat.getByText('True').waitFor();
    await seat.getByRole('button', { name: /TUF! I’m done/ }).tap();
    await page.getByRole('heading', { name: 'Final scores' }).waitFor();
    await page.getByText('✓ true').waitFor();
    await page.getByText(/Best possible:/).waitFor({ timeout: 20_000 });
    // alone at the table: a score, not a winner
    await page.getByText(/^Player 1 scored \d+ points\.$/).waitFor();
    await check(page, 'tuf-solo-final');
  });

  it('against a hard computer on a phone: it calls after its thinking time, then time runs out', async () => {
    const p: MatchParams = { ...defaultParams('1'), computers: ['hard'], rounds: 1 };
    s = await launch(PHONE);
    const { page } = s;
    await page.clock.install();
    await open(page, `#/tuf/code/${encodeURIComponent(codeFor(p, 'cpu1'))}`);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    await page.locator('.tuf-computer[data-plan="ready"]').waitFor({ timeout: 30_000 });
    await page.getByText('Computer (hard) is thinking…').waitFor();
    await page.clock.fastForward('02:00');
    await page
      .getByText(/Computer \(hard\) called TUF! with \d+ cubes/)
      .first()
      .waitFor();
    await expect.poll(() => page.locator('.sand-color').textContent()).toBe('Red');
    await check(page, 'tuf-vs-computer-called');
    await page.clock.fastForward('03:05');
    await page.getByRole('heading', { name: 'Final scores' }).waitFor();
    await page.getByText('Computer (hard) wins!').waitFor();
    await page.getByText('last caller ×2').waitFor();
    await check(page, 'tuf-vs-computer-final');
  });

  it('1C(b), the big hand of 17 cubes, fits a phone and a tablet', async () => {
    const p: MatchParams = { ...defaultParams('1c-b'), rounds: 1 };
    s = await launch(PHONE);
    const { page } = s;
    await open(page, `#/tuf/code/${encodeURIComponent(codeFor(p, 'big1'))}`);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    const tray = page.getByRole('group', { name: 'Cubes on the table' });
    await tray.getByRole('button').nth(16).waitFor();
    await expect.poll(() => tray.getByRole('button').count()).toBe(17);
    for (let i = 0; i < 6; i++) await tray.getByRole('button').first().tap();
    await check(page, 'tuf-big-hand');
    await page.setViewportSize(TABLET);
    await check(page, 'tuf-big-hand');
  });

  it('two seats on a tablet: TUF, then TUFFER, timers, results', async () => {
    const p: MatchParams = { ...defaultParams('1'), humans: 2, computers: [], rounds: 2 };
    s = await launch(TABLET);
    const { page } = s;
    await page.clock.install();
    await open(page, `#/tuf/code/${encodeURIComponent(codeFor(p, 'seedA'))}`);
    // two people on one device may type their names before the first roll
    await page.getByRole('group', { name: 'Who is playing? (optional)' }).waitFor();
    await check(page, 'tuf-ready-names');
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    const p1 = page.getByRole('region', { name: 'Player 1’s cubes' });
    const p2 = page.getByRole('region', { name: 'Player 2’s cubes' });
    await p2.waitFor();
    await check(page, 'tuf-two-seats');
    await page.setViewportSize(PHONE);
    await check(page, 'tuf-two-seats');
    await page.setViewportSize(TABLET);
    await tapEquation(p2, '9 - 4 = 5');
    await p2.getByRole('button', { name: 'TUF!' }).tap();
    await p2.getByText('Hands off! Your equation is locked.').waitFor();
    // the status line (copies facing the other seats repeat it)
    await page.locator('.tuf-status-line', { hasText: 'Player 2 called TUF! with 5 cubes' }).waitFor();
    await expect(page.locator('.sand-color').textContent()).resolves.toBe('Red');
    await tapEquation(p1, '0 x 7 = 0');
    await p1.getByRole('button', { name: /TUFFER!/ }).tap();
    await p1.getByText(/has to beat 5 cubes/).waitFor();
    // take the four cubes back and build a longer equation
    const p1Line = p1.locator('.tuf-line .tuf-cube');
    for (let i = 5; i > 0; i--) {
      const first = p1.getByRole('group', { name: 'Equation line' }).getByRole('button').first();
      await first.tap();
      await first.tap();
      // a take-back shows once it is saved; the next cube is tapped after that
      await expect.poll(() => p1Line.count()).toBe(i - 1);
    }
    await tapEquation(p1, '7 x 0 = 0 (x) 8');
    await p1.getByRole('button', { name: /TUFFER!/ }).tap();
    await page.locator('.tuf-status-line', { hasText: 'Player 1 called TUFFER! with 7 cubes' }).waitFor();
    await expect(page.locator('.sand-color').textContent()).resolves.toBe('Yellow');
    await check(page, 'tuf-two-seats-tuffer');
    await page.clock.fastForward('02:05');
    // the page's clock runs only when the test runs it: keep it going until the round has ended (the end is saved,
    // then shown; on a loaded machine that can take more than one run of the table's clock)
    const results = page.getByRole('heading', { name: 'Round 1 results' });
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          return results.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await page.getByText('last caller ×2').waitFor();
    await page.getByText('14 points').waitFor();
    await page.getByText('5 points').waitFor();
    await check(page, 'tuf-two-seats-results');
    await page.setViewportSize(PHONE);
    await check(page, 'tuf-two-seats-results');
    // the player across the table turns the results round to read them
    await page.setViewportSize(TABLET);
    await page.getByRole('button', { name: /Turn round to face Player 2/ }).tap();
    await expect.poll(() => page.locator('.tuf-results.is-turned').count()).toBe(1);
    await check(page, 'tuf-two-seats-results-turned');
  });

  it('four seats on a tablet take a side each, one timer in the middle', async () => {
    const p: MatchParams = { ...defaultParams('2'), humans: 4, computers: [] };
    s = await launch(TABLET);
    const { page } = s;
    await open(page, `#/tuf/code/${encodeURIComponent(codeFor(p, 'four'))}`);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    for (const n of [1, 2, 3, 4]) await page.getByRole('region', { name: `Player ${n}’s cubes` }).waitFor();
    await expect.poll(() => page.locator('.tuf-status-line', { hasText: 'No timer yet: it starts when someone calls TUF!' }).count()).toBe(1);
    // repeated facing the three other people
    await expect.poll(() => page.locator('.tuf-status-copy', { hasText: 'No timer yet' }).count()).toBe(3);
    const p3 = page.getByRole('region', { name: 'Player 3’s cubes' });
    await p3.getByRole('group', { name: 'Cubes on the table' }).getByRole('button').first().tap();
    await expect.poll(() => p3.getByRole('group', { name: 'Equation line' }).getByRole('button').count()).toBe(1);
    await check(page, 'tuf-four-seats');
    // player 4 (right side) calls TUF: one red timer for the whole table
    const eq = smallEquation(
      rollFor(p, 'four', 0, 3).map((c) => c.face),
      '2',
    );
    const p4 = page.getByRole('region', { name: 'Player 4’s cubes' });
    await tapEquation(p4, eq);
    await p4.getByRole('button', { name: 'TUF!' }).tap();
    await page.locator('.tuf-status-line', { hasText: /Player 4 called TUF! with \d+ cubes/ }).waitFor();
    await expect.poll(() => page.locator('.sand-timer').count()).toBe(1);
    await expect.poll(() => p3.getByRole('button', { name: /TUFFER!/ }).count()).toBe(1);
    await check(page, 'tuf-four-seats-called');
    // every TUFFER! button shows its call word whole (never broken or cut) inside the button
    const clipped = await page.locator('.tuf-call').evaluateAll((bs) =>
      bs
        .filter((b) => {
          const word = b.firstChild;
          if (!word || word.nodeType !== Node.TEXT_NODE) return true;
          const range = document.createRange();
          range.selectNodeContents(word);
          const box = b.getBoundingClientRect();
          const lines = [...range.getClientRects()];
          const words = (word.textContent ?? '').trim().split(/\s+/).length;
          return (
            lines.length > words || lines.some((r) => r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1)
          );
        })
        .map((b) => b.textContent),
    );
    expect(clipped).toEqual([]);
  });

  it('a lesson opened from a share link with the network off; a tampered code says so', async () => {
    const lesson: MatchParams = { ...defaultParams('2'), humans: 1, computers: ['medium'], rounds: 3, timers: 'fast' };
    const code = lessonCode('Fractions warm-up', lesson);
    s = await launch(PHONE);
    const { page, context } = s;
    await open(page, '#/tuf');
    await waitForServiceWorker(page);
    // the next visit is the one the service worker serves (a first visit's page is not under it, and its chunks not yet cached for it)
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    await page.goto(page.url().replace(/#.*$/, `#/tuf/code/${encodeURIComponent(code)}`));
    await page.getByRole('heading', { name: 'Lesson: Fractions warm-up' }).waitFor();
    await page.getByText(/2 · Fractions · 2 seats · 3 rounds/).waitFor();
    await check(page, 'tuf-lesson-code');
    await page.getByRole('button', { name: 'Save to my lessons' }).tap();
    await page.getByRole('heading', { name: 'Lessons' }).waitFor();
    await page.getByText('Fractions warm-up').waitFor();
    await check(page, 'tuf-lessons');
    // the lesson's page: how to share it, then tried as a student would (offline, on the lesson's own rolls)
    await page.getByText('Fractions warm-up').tap();
    await page.getByText('Share with the class').waitFor();
    // a long page (the QR is sized for a projector): it scrolls, and is checked for access
    await shot(page, 'tuf-lesson-share');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Try it as a student' }).tap();
    await page.getByLabel('Your name').fill('Ana');
    await page.getByRole('button', { name: 'Play', exact: true }).tap();
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    await page.getByRole('group', { name: 'Cubes on the table' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /yellow cube/ }).count()).toBe(1);
    // the computer's equation comes from the solver worker, offline too
    await page.locator('.tuf-computer[data-plan="ready"]').waitFor({ timeout: 30_000 });
    await check(page, 'tuf-lesson-play-offline');
    const tampered = code.replace('r=3', 'r=9');
    await page.goto(page.url().replace(/#.*$/, `#/tuf/code/${encodeURIComponent(tampered)}`));
    await page.getByText(/This code cannot be opened: the code was changed or cut short/).waitFor();
    await check(page, 'tuf-code-bad');
  });
});

describe('a lesson with a preset χ says what χ is', () => {
  for (const [size, vp] of [
    ['phone', PHONE],
    ['small', SMALL],
    ['tablet', TABLET],
  ] as const) {
    it(`on the lesson page, in How to play, in the seat and in the cube's spoken label; and how π is read (${size})`, async () => {
      const lesson: MatchParams = {
        ...defaultParams('constant'),
        humans: 1,
        computers: [],
        rounds: 1,
        constantPreset: 'chi',
        settings: { ...defaultParams('constant').settings, chi: '12', pi: '22/7' },
      };
      s = await launch(vp);
      const { page } = s;
      await open(page, `#/tuf/code/${encodeURIComponent(lessonCode('Chi warm-up', lesson))}`);
      await page.getByRole('heading', { name: 'Lesson: Chi warm-up' }).waitFor();
      await page.getByText('The orange cube is set to χ (chi) for every player this game.').waitFor();
      await page.getByText('χ (chi) is 12 in this game: use it like that number.').waitFor();
      // π cannot turn up when the orange cube is preset to χ: no π line
      expect(await page.getByText(/π \(pi\) is read as/).count()).toBe(0);
      await check(page, `tuf-chi-lesson-${size}`);
      await page.getByRole('button', { name: 'Play this lesson' }).tap();
      // as a class code plays it: the student's name, then the lesson's fixed rolls
      await page.getByLabel('Your name').fill('Ana');
      await page.getByRole('button', { name: 'Play', exact: true }).tap();
      await page.getByRole('button', { name: 'Roll the cubes' }).tap();
      const seat = page.getByRole('region', { name: 'Ana’s cubes' });
      await seat.getByText('Preset cube: χ = 12').waitFor();
      await seat.getByRole('group', { name: 'Cubes on the table' }).getByRole('button', { name: 'orange cube, chi, worth 12' }).waitFor();
      await check(page, `tuf-chi-play-${size}`);
      await page.getByRole('button', { name: 'How to play' }).tap();
      await page.getByRole('dialog').getByText('χ (chi) is 12 in this game: use it like that number.').waitFor();
      await shot(page, `tuf-chi-howto-${size}`);
    });
  }

  it('a rolled constant cube: π’s reading is told, and χ without a value says it cannot count', async () => {
    const p: MatchParams = {
      ...defaultParams('constant'),
      humans: 1,
      computers: [],
      rounds: 1,
      settings: { ...defaultParams('constant').settings, pi: '3.14' },
    };
    s = await launch(PHONE);
    const { page } = s;
    await open(page, `#/tuf/code/${encodeURIComponent(lessonCode('Constants', p))}`);
    await page.getByText('π (pi) is read as 3.14.').waitFor();
    await page.getByText('χ (chi) has no value in this game, so an equation with χ cannot count.').waitFor();
    await check(page, 'tuf-constant-lesson-phone');
  });
});

/** Whether the element's centre is on screen and it is what a finger there would touch. */
async function tappable(loc: Locator): Promise<boolean> {
  return loc.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

describe('TUF on a 320×568 phone: long equations', () => {
  for (const large of [false, true]) {
    for (const [game, cubes, seed] of [
      ['1c-b', 17, 'big1'],
      ['6', 13, 'six1'],
    ] as const) {
      it(`${cubes} cubes of game ${game} on the line${large ? ', larger text' : ''}: the line wraps inside the seat, every control tappable`, async () => {
        const p: MatchParams = { ...defaultParams(game), humans: 1, computers: [], rounds: 1 };
        s = await launch(SMALL);
        const { page } = s;
        if (large) {
          await open(page, '#/settings');
          await page.getByRole('switch', { name: 'Larger text' }).check();
        }
        await open(page, `#/tuf/code/${encodeURIComponent(codeFor(p, seed))}`);
        await page.getByRole('button', { name: 'Roll the cubes' }).tap();
        const seat = page.getByRole('region', { name: 'Player 1’s cubes' });
        const tray = seat.getByRole('group', { name: 'Cubes on the table' });
        await expect.poll(() => tray.getByRole('button').count()).toBe(cubes);
        for (let i = 0; i < cubes; i++) {
          const first = tray.getByRole('button').first();
          await first.scrollIntoViewIfNeeded();
          await first.tap();
          // each cube shows once it is saved; the next tap goes to the line as it now stands
          await expect.poll(() => seat.locator('.tuf-line .tuf-cube').count()).toBe(i + 1);
        }
        await expect.poll(() => seat.locator('.tuf-line .tuf-cube').count()).toBe(cubes);
        await shot(page, `tuf-long-line-full-${game}${large ? '-large' : ''}`);
        // the line stays inside the seat: no cube past the seat's right edge or below its border
        const spill = await seat.evaluate((sec) => {
          const box = sec.getBoundingClientRect();
          return [...sec.querySelectorAll('.tuf-line .tuf-cube')].filter((c) => {
            const r = c.getBoundingClientRect();
            return r.right > box.right + 1 || r.left < box.left - 1;
          }).length;
        });
        expect(spill, 'cubes outside the seat sideways').toBe(0);
        // the line holds its cubes (it grows, so nothing lies over ◀ ▶ and Take back)
        const outOfLine = await seat.evaluate((sec) => {
          const line = sec.querySelector('.tuf-line')!.getBoundingClientRect();
          return [...sec.querySelectorAll('.tuf-line .tuf-cube')].filter((c) => {
            const r = c.getBoundingClientRect();
            return r.top < line.top - 1 || r.bottom > line.bottom + 1;
          }).length;
        });
        expect(outOfLine, 'cubes outside the line').toBe(0);
        const tools = await seat.locator('.tuf-tools').boundingBox();
        const lineBox = await seat.locator('.tuf-line').boundingBox();
        expect(tools && lineBox && tools.y >= lineBox.y + lineBox.height - 1, 'the tools come after the line').toBe(true);
        // the seat's border encloses its content: whatever does not fit scrolls inside the seat
        const enclosed = await seat.evaluate((sec) => {
          const box = sec.getBoundingClientRect();
          const bottom = Math.max(...[...sec.children].map((c) => c.getBoundingClientRect().bottom));
          return bottom <= box.bottom + 1 || getComputedStyle(sec).overflowY !== 'visible';
        });
        expect(enclosed, 'the seat border encloses everything in it').toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 'the page scrolls sideways').toBeLessThanOrEqual(0);
        // select a cube in the middle: ◀ ▶ and Take back must be there to tap
        await seat
          .locator('.tuf-line .tuf-cube')
          .nth(Math.floor(cubes / 2))
          .tap();
        for (const name of ['Move left', 'Move right', 'Take back']) {
          const b = seat.getByRole('button', { name, exact: true });
          await b.scrollIntoViewIfNeeded();
          expect(await tappable(b), `${name} can be tapped`).toBe(true);
        }
        await seat.getByRole('button', { name: 'Take back', exact: true }).tap();
        await expect.poll(() => seat.locator('.tuf-line .tuf-cube').count()).toBe(cubes - 1);
        const call = seat.getByRole('button', { name: /TUF!/ });
        await call.scrollIntoViewIfNeeded();
        expect(await tappable(call), 'TUF! can be tapped').toBe(true);
        await shot(page, `tuf-long-line-${game}${large ? '-large' : ''}`);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
