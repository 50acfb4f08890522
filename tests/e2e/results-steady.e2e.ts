/**
 * The race results do not move under a finger when the best answer arrives
 * (issue 16): the results show at once with "Working out the best…", the
 * solver worker answers later, and what a student taps — Compare with its
 * code field, Play again, New match — stays where it was. The worker's
 * answer is held back (the page's messages to the worker that ask for the
 * best answer wait until the test lets them go), so the results are
 * measured before and after it for certain, at 390×844, 320×568 and
 * 1024×768, in TUF and TUF words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatGameId } from '../../src/core/gameId';
import { defaultParams, formatMatchParams, type MatchParams } from '../../src/games/tuf/matchParams';
import { rollFor } from '../../src/games/tuf/plugin';
import { defaultParams as wordsDefaults, formatParams as formatWordsParams, type WordsParams } from '../../src/games/words/params';
import { rollFor as wordsRoll } from '../../src/games/words/plugin';
import { cubeLabel } from '../../src/ui/tuf/Cube';
import { cubeName } from '../../src/ui/words/Board';
import { BOARD_MIDDLE as M } from '../../src/ui/words/board';
import { launch, open, PHONE, seriousViolations, shot, SMALL, TABLET, type Session, type Viewport } from './browser';
import { smallEquation } from '../games/tuf/smallEquation';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

/**
 * Added to the page before the app: messages to a worker that call `solve` or `best` (Comlink's APPLY of that
 * method) wait until `__releaseBest()`; every other message (plans, verdicts, checks) goes through.
 */
const HOLD_BEST = `(() => {
  const held = [];
  let holding = true;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (data, ...rest) {
    if (holding && data && Array.isArray(data.path) && (data.path[0] === 'solve' || data.path[0] === 'best')) {
      held.push([this, data, rest]);
      return;
    }
    return post.call(this, data, ...rest);
  };
  window.__heldBest = () => held.length;
  window.__releaseBest = () => {
    holding = false;
    for (const [w, d, r] of held.splice(0)) post.call(w, d, ...r);
  };
})();`;

declare const window: { __heldBest(): number; __releaseBest(): void };

async function launchHeld(vp: Viewport): Promise<Page> {
  s = await launch(vp);
  await s.context.addInitScript({ content: HOLD_BEST });
  return s.page;
}

type Box = { x: number; y: number; width: number; height: number };
async function boxes(_page: Page, targets: Record<string, Locator>): Promise<Record<string, Box>> {
  const out: Record<string, Box> = {};
  for (const [name, l] of Object.entries(targets)) {
    const b = await l.boundingBox();
    if (!b) throw new Error(`${name} is not on the screen`);
    out[name] = b;
  }
  return out;
}

/**
 * The results with the best answer held back, then with it: every target keeps its place and size on the
 * screen (the page is not scrolled in between), and the answer did arrive.
 */
async function steadyAsBestArrives(page: Page, name: string, targets: Record<string, Locator>, arrived: Locator): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.__heldBest()), { timeout: 30_000 }).toBeGreaterThan(0);
  // A notice in the screen's flow (an older confirmation, e.g. "ready to work offline" on this fresh profile, when
  // "Saved to your finished games" takes the header) moves the results too: measured once none is there.
  const inFlow = page.locator('.notices-inline .notice');
  await expect.poll(() => inFlow.count(), { timeout: 20_000 }).toBe(0);
  const before = await boxes(page, targets);
  await shot(page, `${name}-best-loading`);
  await page.evaluate(() => window.__releaseBest());
  await arrived.waitFor({ timeout: 30_000 });
  // the answer's frame is laid out
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const after = await boxes(page, targets);
  expect(await inFlow.allTextContents(), 'no notice came into the flow meanwhile').toEqual([]);
  await shot(page, `${name}-best-arrived`);
  for (const key of Object.keys(targets)) {
    const a = before[key] as Box;
    const b = after[key] as Box;
    expect({ x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.width), h: Math.round(b.height) }, `${name}: ${key} as the best answer arrives`).toEqual({
      x: Math.round(a.x),
      y: Math.round(a.y),
      w: Math.round(a.width),
      h: Math.round(a.height),
    });
  }
  expect(await seriousViolations(page), name).toEqual([]);
}

const SIZES = [
  ['phone', PHONE],
  ['small', SMALL],
  ['tablet', TABLET],
] as const;

describe('TUF results: nothing to tap moves when the best equation arrives', () => {
  for (const [size, vp] of SIZES) {
    it(`solitaire, one round: Compare, its field, Play again and New game stay put (${size})`, async () => {
      const p: MatchParams = { ...defaultParams('1'), computers: [], rounds: 1 };
      const seed = 'steady1';
      const page = await launchHeld(vp);
      await open(page, `#/tuf/code/${encodeURIComponent(formatGameId({ game: 'tuf', params: formatMatchParams(p), seed }))}`);
      await page.getByRole('button', { name: 'Roll the cubes' }).tap();
      const seat = page.getByRole('region', { name: 'Player 1’s cubes' });
      const roll = rollFor(p, seed, 0, 0);
      const onLine = seat.locator('.tuf-line .tuf-cube');
      for (const face of smallEquation(
        roll.map((c) => c.face),
        '1',
      ).split(' ')) {
        const cube = roll.find((c) => c.face === face);
        if (!cube) throw new Error(`no ${face}`);
        const before = await onLine.count();
        await seat
          .getByRole('group', { name: 'Cubes on the table' })
          .getByRole('button', { name: cubeLabel(cube, p.game), exact: true })
          .first()
          .tap();
        await expect.poll(() => onLine.count()).toBe(before + 1);
      }
      await seat.getByRole('button', { name: /TUF! I’m done/ }).tap();
      await page.getByRole('heading', { name: 'Final scores' }).waitFor();
      await page.locator('.tuf-best', { hasText: 'Working out' }).waitFor();
      await steadyAsBestArrives(
        page,
        `steady-tuf-${size}`,
        {
          field: page.getByPlaceholder('Their result code'),
          compare: page.getByRole('button', { name: 'Compare' }),
          again: page.getByRole('button', { name: 'Play again' }),
          newMatch: page.getByRole('link', { name: 'New game' }),
        },
        page.locator('.tuf-best', { hasText: /Best possible|Best found/ }),
      );
    });
  }
});

describe('TUF words results: nothing to tap moves when the best crossword arrives', () => {
  for (const [size, vp] of SIZES) {
    it(`solitaire, one round: Compare, its field, Play again and New game stay put (${size})`, async () => {
      const seed = 'steadyw1';
      const base: WordsParams = { ...wordsDefaults(), computers: [], rounds: 1, noSpecials: true };
      const hand = wordsRoll(base, seed, 0, 0);
      const word = hand.slice(0, 3).join('');
      const p: WordsParams = { ...base, teacherWords: [word] };
      const page = await launchHeld(vp);
      await open(page, `#/words/code/${encodeURIComponent(formatGameId({ game: 'words', params: formatWordsParams(p), seed }))}`);
      await page.getByRole('button', { name: 'Roll the cubes' }).tap();
      const seat = page.getByRole('region', { name: 'Player 1’s crossword' });
      for (let i = 0; i < word.length; i++) {
        await seat
          .getByRole('group', { name: 'Cubes to place' })
          .getByRole('button', { name: cubeName(hand[i] ?? '', i), exact: true })
          .first()
          .tap();
        const square = seat.locator(`[data-square="${M},${M + i}"]`);
        await square.tap();
        await expect.poll(async () => (await square.getAttribute('aria-label')) ?? '').not.toMatch(/: empty/);
      }
      await seat.getByRole('button', { name: /TUF! I’m done/ }).tap();
      await page.getByRole('heading', { name: 'Final scores' }).waitFor({ timeout: 20_000 });
      await page.getByText('Looking for the best crossword…').waitFor();
      await steadyAsBestArrives(
        page,
        `steady-words-${size}`,
        {
          field: page.getByPlaceholder('Their result code'),
          compare: page.getByRole('button', { name: 'Compare' }),
          again: page.getByRole('button', { name: 'Play again' }),
          newMatch: page.getByRole('link', { name: 'New game' }),
        },
        page.locator('.tuf-best').first(),
      );
    });
  }
});
