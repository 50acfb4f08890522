/**
 * The shared race screens at the smallest phone (320×568): a solitaire round
 * with a hint (a move: the result code says so) to the final results.
 * Screenshots, axe, no page scrolling.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatGameId } from '../../src/core/gameId';
import { defaultParams, formatMatchParams, type MatchParams } from '../../src/games/tuf/matchParams';
import { rollFor } from '../../src/games/tuf/plugin';
import { cubeLabel } from '../../src/ui/tuf/Cube';
import { resultCode } from '../../src/ui/tuf/codes';
import { launch, open, PHONE, scrollOverflow, seriousViolations, shot, TABLET, type Session } from './browser';
import { smallEquation } from '../games/tuf/smallEquation';

const SMALL = { width: 320, height: 568 };
let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const codeFor = (p: MatchParams, seed: string): string => formatGameId({ game: 'tuf', params: formatMatchParams(p), seed });

async function build(scope: Locator, p: MatchParams, seat: number, seed: string, equation: string): Promise<void> {
  const roll = rollFor(p, seed, 0, seat);
  const onLine = scope.locator('.tuf-line .tuf-cube');
  for (const face of equation.split(' ')) {
    const cube = roll.find((c) => c.face === face);
    if (!cube) throw new Error(`no ${face}`);
    const before = await onLine.count();
    await scope
      .getByRole('group', { name: 'Cubes on the table' })
      .getByRole('button', { name: cubeLabel(cube, p.game), exact: true })
      .first()
      .tap();
    // a tap shows once it is saved: the next cube goes to the line as it now stands
    await expect.poll(() => onLine.count()).toBe(before + 1);
  }
}

/** Opens the match `p` on the roll `seed` from its code and rolls the cubes. */
async function rollMatch(page: Page, p: MatchParams, seed: string): Promise<void> {
  await open(page, `#/tuf/code/${encodeURIComponent(codeFor(p, seed))}`);
  await page.getByRole('button', { name: 'Roll the cubes' }).tap();
}

/** Builds the first seat's small equation (`smallEquation`) from the cubes it rolled in the first round; gives the equation. */
async function buildSmall(scope: Locator, p: MatchParams, seed: string): Promise<string> {
  const eq = smallEquation(
    rollFor(p, seed, 0, 0).map((c) => c.face),
    p.game,
  );
  await build(scope, p, 0, seed, eq);
  return eq;
}

async function check(page: Page, name: string): Promise<void> {
  await shot(page, name);
  expect(await seriousViolations(page), name).toEqual([]);
  expect(await scrollOverflow(page), `${name} scrolls`).toBeLessThanOrEqual(0);
}

describe('race screens at 320×568', () => {
  it('solitaire with a hint: the table, then the results with a result code marked for hints', async () => {
    const p: MatchParams = { ...defaultParams('1c-a'), rounds: 1 };
    const seed = 'small1';
    s = await launch(SMALL);
    const { page } = s;
    await rollMatch(page, p, seed);
    const seat = page.getByRole('region', { name: 'Player 1’s cubes' });
    await buildSmall(seat, p, seed);
    await seat.getByText('True').waitFor();
    await page.getByRole('button', { name: 'Hint (1 of 3)' }).tap();
    await page.locator('.tuf-hint').waitFor();
    await check(page, 'race-small-solo-table');
    await seat.getByRole('button', { name: /TUF! I’m done/ }).tap();
    await page.getByRole('heading', { name: 'Final scores' }).waitFor();
    await page.getByText('(with hints)').waitFor();
    // alone at the table: a score, not "Player 1 wins!"
    await page.getByText(/^Player 1 scored \d+ points\.$/).waitFor();
    expect(await page.getByText(/wins!/).count()).toBe(0);
    expect(await page.locator('.tuf-result-code output').textContent()).toMatch(/^small1\.\d+\.h\.[0-9a-z]{5}$/);
    await check(page, 'race-small-solo-final');
  });
});

describe('TUF hints in every mode', () => {
  for (const [size, vp] of [
    ['phone', PHONE],
    ['small', SMALL],
    ['tablet', TABLET],
  ] as const) {
    it(`one person against a computer: three steps, the middle one the equation's shape (${size})`, async () => {
      const p: MatchParams = { ...defaultParams('1'), computers: ['easy'], rounds: 1 };
      const seed = 'hint1';
      s = await launch(vp);
      const { page } = s;
      await rollMatch(page, p, seed);
      await page.getByRole('button', { name: 'Hint (1 of 3)' }).tap();
      await page.getByText(/^There is an equation with \d+ cubes/).waitFor();
      await page.getByRole('button', { name: 'Hint (2 of 3)' }).tap();
      await page.getByText(/Its shape: [□▫ +−×÷=().½⅓¼⅕⅛⁄]+ \(□ is a digit/).waitFor();
      const text = (await page.locator('.tuf-hint').textContent()) ?? '';
      expect(text, 'the middle step shows no digits of the equation').not.toMatch(/shape: [^(]*[0-9]/);
      await check(page, `tuf-hint-shape-${size}`);
    });
  }

  it('two people on a tablet: the teacher switches hints on, each seat has its own ladder', async () => {
    s = await launch(TABLET);
    const { page } = s;
    await open(page, '#/tuf');
    await page.getByRole('radio', { name: '2', exact: true }).check({ force: true });
    await page.getByText('More options').tap();
    const hints = page.getByRole('switch', { name: /^Hints/ });
    expect(await hints.isChecked(), 'off by default when people compete').toBe(false);
    await hints.check({ force: true });
    await shot(page, 'tuf-hints-setup-tablet');
    await page.getByRole('button', { name: 'Play', exact: true }).tap();
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    const top = page.getByRole('region', { name: 'Player 2’s cubes' });
    await top.getByRole('button', { name: 'Hint (1 of 3)' }).tap();
    await top.getByText(/^There is an equation with \d+ cubes/).waitFor();
    expect(await page.getByRole('region', { name: 'Player 1’s cubes' }).getByRole('button', { name: 'Hint (1 of 3)' }).count()).toBe(1);
    await check(page, 'tuf-hints-two-tablet');
  });
});

describe('several devices on one roll: no winner before the codes are compared', () => {
  for (const [size, vp] of [
    ['phone', PHONE],
    ['small', SMALL],
    ['tablet', TABLET],
  ] as const) {
    it(`says the score on this device, then who wins once the other code is added (${size})`, async () => {
      const p: MatchParams = { ...defaultParams('1'), humans: 1, computers: [], rounds: 1, sameRoll: true };
      const seed = 'dev1';
      s = await launch(vp);
      const { page } = s;
      await rollMatch(page, p, seed);
      const seat = page.getByRole('region', { name: /’s cubes$/ });
      const eq = await buildSmall(seat, p, seed);
      await seat.getByRole('button', { name: /TUF!/ }).tap();
      await page.getByRole('heading', { name: 'Final scores' }).waitFor();
      await page.getByText(/scored \d+ points on this device\. Who wins\?/).waitFor();
      expect(await page.getByText(/wins!/).count()).toBe(0);
      // the best equation arrives from the worker and lengthens the list above the form:
      // tap Compare only once it is there, or the tap can land where the button was
      await page.locator('.tuf-best', { hasNotText: 'Working out' }).waitFor({ timeout: 30_000 });
      const mine = eq.split(' ').length;
      await page.getByPlaceholder('Their result code').fill(resultCode(seed, [mine + 2]));
      await page.getByRole('button', { name: 'Compare' }).tap();
      await page.getByText(`The other device wins, ${mine + 2} to ${mine}.`).waitFor();
      await shot(page, `tuf-devices-compare-${size}`);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

describe('the centre strip faces every side of a shared table', () => {
  for (const [size, vp, people] of [
    ['phone', PHONE, 2],
    ['small', SMALL, 2],
    ['tablet', TABLET, 4],
  ] as const) {
    it(`${people} people on a ${size}: the time and the last call repeated facing each of them (${size})`, async () => {
      const p: MatchParams = { ...defaultParams('1'), humans: people, computers: [], rounds: 1 };
      const seed = 'dev1';
      s = await launch(vp);
      const { page } = s;
      await rollMatch(page, p, seed);
      const seat = page.getByRole('region', { name: 'Player 1’s cubes' });
      await buildSmall(seat, p, seed);
      await seat.getByRole('button', { name: /TUF!/ }).tap();
      await page.locator('.tuf-status-line', { hasText: 'Player 1 called' }).waitFor();
      const status = ((await page.locator('.tuf-status-line').textContent()) ?? '').trim();
      expect(status).toMatch(/^Player 1 called TUF!/);
      const sides = people === 2 ? ['top'] : ['top', 'left', 'right'];
      expect(await page.locator('.tuf-status-copy').count()).toBe(sides.length);
      for (const side of sides) {
        const copy = page.locator(`.tuf-status-copy.is-${side}`);
        expect(await copy.textContent()).toMatch(new RegExp(`^\\d+:\\d\\d · ${status.replace(/[!()]/g, '\\$&')}$`));
        // turned to face its side
        const turn = await copy.evaluate((e) => [getComputedStyle(e).transform, getComputedStyle(e).writingMode]);
        if (side === 'top') expect(turn[0]).toMatch(/^matrix\(-1, /);
        else expect(turn[1]).toBe('vertical-rl');
        const box = await copy.boundingBox();
        expect(box && box.width > 0 && box.height > 0, `the ${side} copy is shown`).toBe(true);
      }
      await check(page, `tuf-centre-copies-${size}`);
    });
  }
});
