/**
 * Mathable in Chromium, by touch, on a phone and a tablet: set up a game
 * against the computer, get a refusal with its reason, place and take back,
 * play several turns while the computer answers, reload and resume, end the
 * game by agreement and find it in the hall of fame; and a whole game played
 * by touch until the bag is empty and no tile fits. Screenshots for review.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, open, PHONE, scrollOverflow, seriousViolations, shot, SMALL, TABLET, type Session } from './browser';
import { placeOneTile } from './mathable-steps';
import { CELLS, SIZE } from '../../src/games/mathable/board';
import { refusalAt } from '../../src/games/mathable/equations';
import { apply, init, type MathableState, type Placement } from '../../src/games/mathable/engine';
import { computerTurn } from '../../workers/mathable/computer';

/** The test's own player: the first rack tile (in rack order) that fits, on the first square (row by row) where it fits. */
function firstFit(board: readonly number[], rack: readonly number[]): Placement | null {
  for (const tile of rack) {
    for (let p = 0; p < CELLS; p++) {
      if ((board[p] ?? -1) < 0 && refusalAt(board, p, tile) === null) return { row: Math.floor(p / SIZE), col: p % SIZE, tile };
    }
  }
  return null;
}

/** The same game played out in Node: that player (seat 0) against the medium computer, never taking an extra tile. */
function simulate(seed: string): MathableState {
  let st = init({ seats: [{ kind: 'human' }, { kind: 'computer', level: 'medium' }], hiddenRacks: false }, seed);
  for (let turn = 0; turn < 400 && !st.ended; turn++) {
    if (st.current === 0) {
      let placed = 0;
      for (let m = firstFit(st.board, st.racks[0]!); m; m = firstFit(st.board, st.racks[0]!)) {
        st = apply(st, { type: 'place', ...m });
        placed++;
      }
      st = apply(st, placed > 0 ? { type: 'confirm' } : { type: 'pass' });
    } else {
      for (const m of computerTurn(st)) st = apply(st, m);
    }
  }
  return st;
}

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The turn's buttons are on screen (nothing pushed below the fold). */
const actionsVisible = (page: Page) =>
  page.evaluate(() => (document.querySelector('.mth-actions')?.getBoundingClientRect().bottom ?? Infinity) <= window.innerHeight);

/** How far the board's squares are from all being the same square (px): rows of empty plain squares once collapsed. */
const squareSpread = (page: Page) =>
  page.evaluate(() => {
    const boxes = Array.from(document.querySelectorAll('.mth-sq')).map((e) => e.getBoundingClientRect());
    const h = boxes.map((b) => b.height);
    return Math.max(Math.max(...h) - Math.min(...h), ...boxes.map((b) => Math.abs(b.width - b.height)));
  });

const yourTurn = (page: Page) => page.getByText(/^Your turn, You/).waitFor({ timeout: 30_000 });

async function playTurn(page: Page): Promise<void> {
  await yourTurn(page);
  if (await placeOneTile(page)) {
    await placeOneTile(page);
    await page.getByRole('button', { name: /^Done/ }).tap();
  } else {
    await page.getByRole('button', { name: 'Pass', exact: true }).tap();
  }
  // The computer answers.
  await page
    .waitForFunction(() => !/Your turn/.test(document.querySelector('.mth-status')?.textContent ?? ''), undefined, { timeout: 5000 })
    .catch(() => undefined);
}

describe('Mathable against the computer, by touch', () => {
  for (const [name, vp] of [
    ['phone', PHONE],
    ['small phone', SMALL],
    ['tablet', TABLET],
  ] as const) {
    it(`plays a game on a ${name}`, async () => {
      s = await launch(vp);
      const { page } = s;
      await open(page, '#/');
      await page.getByRole('link', { name: /Mathable/ }).tap();
      await page.getByRole('heading', { name: 'New Mathable game' }).waitFor();
      await shot(page, 'mathable-setup');
      expect(await seriousViolations(page)).toEqual([]);
      expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
      // one person against a computer: hints are on unless switched off
      expect(await page.getByRole('switch', { name: /^Hints/ }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Start the game' }).tap();
      await page.locator('.mth-board').waitFor();
      await yourTurn(page);
      await shot(page, 'mathable-start');
      expect(await squareSpread(page), 'every square of the board is the same square').toBeLessThanOrEqual(1.5);
      expect(
        await page
          .locator('.mth-sq')
          .first()
          .evaluate((e) => e.getBoundingClientRect().width),
        'squares big enough to read and tap',
      ).toBeGreaterThanOrEqual(vp === TABLET ? 30 : 34);
      expect(await actionsVisible(page), 'Take back and Done on screen').toBe(true);
      expect(await scrollOverflow(page), 'the game screen scrolls').toBeLessThanOrEqual(0);
      expect(await sideways(page), 'the game screen scrolls sideways').toBeLessThanOrEqual(0);
      expect(JSON.stringify(await seriousViolations(page))).toBe('[]');

      // A refused placement says why.
      const tile = page.locator('.mth-rack .mth-rack-tile').first();
      await tile.tap();
      await page.locator('.mth-sq:not(.fits):not(.has-tile)').first().tap();
      await page.getByRole('alert').waitFor();
      expect(await page.getByRole('alert').textContent()).toMatch(/tile|not|never|square/);
      await shot(page, 'mathable-refused');
      await tile.tap();

      // Place, take back, place again.
      if (await placeOneTile(page)) {
        await shot(page, 'mathable-placed');
        await page.getByRole('button', { name: 'Take back' }).tap();
        await page.waitForFunction(() => document.querySelectorAll('.mth-sq.is-fresh').length === 0);
      }

      for (let turn = 0; turn < 3; turn++) await playTurn(page);
      await yourTurn(page);
      await shot(page, 'mathable-midgame');
      expect(await actionsVisible(page)).toBe(true);
      expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
      expect(await sideways(page)).toBeLessThanOrEqual(0);

      // Reload: the game resumes where it was.
      const scores = await page.locator('.mth-player-score').allTextContents();
      const tilesOnBoard = await page.locator('.mth-sq.has-tile').count();
      await page.reload();
      await page.locator('.mth-board').waitFor();
      await yourTurn(page);
      expect(await page.locator('.mth-player-score').allTextContents()).toEqual(scores);
      expect(await page.locator('.mth-sq.has-tile').count()).toBe(tilesOnBoard);

      // Tiles left, then end by agreement.
      await page.getByRole('button', { name: /Tiles left in the bag/ }).tap();
      await page.getByRole('heading', { name: 'Tiles not yet seen' }).waitFor();
      await shot(page, 'mathable-tiles-left');
      await page.getByRole('button', { name: 'Close' }).tap();
      await page.getByRole('button', { name: 'End game' }).tap();
      await page.getByRole('button', { name: 'Yes, we all agree' }).tap();
      await page.getByRole('heading', { name: 'Game over' }).waitFor();
      await page.getByText(/ended early, with tiles still in the bag, so it is not in the hall of fame/).waitFor();
      await shot(page, 'mathable-over');
      expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Hall of fame' }).tap();
      await page.getByRole('heading', { name: 'Hall of fame' }).waitFor();
      // A game ended early is not an achievement: the hall of fame stays empty.
      await page.getByText('No games yet.').waitFor();
      await shot(page, 'mathable-fame');
    });
  }

  it('asks about the extra tile after an operation square, and still fits the phone', async () => {
    s = await launch(PHONE);
    const { page } = s;
    // Seed ui23 deals Player 1 the rack 2 64 7 9 1 5 21 and lets them start.
    await open(page, `#/mathable/code/${encodeURIComponent('mathable:s=h.cm#ui23')}`);
    await page.getByText(/^Your turn, Player 1/).waitFor();
    await page.getByRole('button', { name: 'Tile 7', exact: true }).tap();
    await page.getByRole('button', { name: /^Row 8, column 6,/ }).tap();
    await page.getByRole('button', { name: 'Tile 21', exact: true }).tap();
    await page.getByRole('button', { name: /^Row 8, column 5,/ }).tap();
    await page.getByText(/You placed a tile on a × square/).waitFor();
    await page.getByRole('button', { name: 'Done (+28)' }).waitFor();
    await shot(page, 'mathable-extra-tile');
    expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
    expect(await actionsVisible(page)).toBe(true);
    await page.getByRole('button', { name: 'Take a tile' }).tap();
    await page.getByText(/You took a \d+ from the bag/).waitFor();
    expect(await page.locator('.mth-rack .mth-rack-tile').count()).toBe(6);
  });

  it('four players fit the phone while the computers play', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/mathable');
    await page.getByLabel('4 players').tap();
    await page.getByRole('button', { name: 'Start the game' }).tap();
    await page.locator('.mth-board').waitFor();
    await page.waitForTimeout(1500);
    await shot(page, 'mathable-four-players');
    expect(await squareSpread(page), 'every square of the board is the same square').toBeLessThanOrEqual(1.5);
    expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await yourTurn(page);
    expect(await page.locator('.mth-player').count()).toBe(4);
    expect(await actionsVisible(page)).toBe(true);
  });

  it('a phone held sideways shows the zoomed board beside the turn, without scrolling the page', async () => {
    s = await launch({ width: 844, height: 390 });
    const { page } = s;
    // Seed ui23 deals Player 1 the rack 2 64 7 9 1 5 21 and lets them start.
    await open(page, `#/mathable/code/${encodeURIComponent('mathable:s=h.cm#ui23')}`);
    await page.getByText(/^Your turn, Player 1/).waitFor();
    const layout = () =>
      page.evaluate(() => {
        const sq = document.querySelector('.mth-sq')!.getBoundingClientRect();
        const board = document.querySelector('.mth-main')!.getBoundingClientRect();
        const side = document.querySelector('.mth-side')!.getBoundingClientRect();
        // Beside, as on a tablet: side by side, not overlapping.
        const beside = board.left >= side.right || board.right <= side.left;
        const inView = board.left >= 0 && board.right <= innerWidth && board.bottom <= innerHeight;
        return { square: sq.width, beside, inView };
      });
    const before = await layout();
    expect(before.square, 'squares big enough to tap').toBeGreaterThanOrEqual(32);
    expect(before.beside, 'the board sits beside the scores and rack').toBe(true);
    expect(before.inView, 'the whole board is on screen').toBe(true);
    expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
    expect(await actionsVisible(page)).toBe(true);
    await page.getByRole('button', { name: 'Tile 7', exact: true }).tap();
    await page.getByRole('button', { name: /^Row 8, column 6,/ }).tap();
    await page.getByRole('button', { name: 'Tile 21', exact: true }).tap();
    await page.getByRole('button', { name: /^Row 8, column 5,/ }).tap();
    await page.getByText(/You placed a tile on a × square/).waitFor();
    await shot(page, 'mathable-sideways');
    // The question makes the side longer: it scrolls inside, the page and the board stay put.
    expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
    const after = await layout();
    expect(after.square).toBeGreaterThanOrEqual(32);
    expect(after.inView, 'the whole board is still on screen').toBe(true);
    expect(after.beside).toBe(true);
    await page.getByRole('button', { name: 'No, thanks' }).tap();
    await page.getByRole('button', { name: 'Done (+28)' }).tap();
    await page.getByText(/COMP-2 is thinking/).waitFor();
  });

  for (const [name, vp] of [
    ['phone', PHONE],
    ['small phone', SMALL],
  ] as const) {
    it(`holds the board steady on a ${name}: no re-centring, no jump, no shrink; it pans and pinch-zooms`, async () => {
      s = await launch(vp);
      const { page } = s;
      // Seed ui23 deals Player 1 the rack 2 64 7 9 1 5 21 and lets them start.
      await open(page, `#/mathable/code/${encodeURIComponent('mathable:s=h.cm#ui23')}`);
      await page.getByText(/^Your turn, Player 1/).waitFor();
      const at = (label: RegExp) =>
        page.getByRole('button', { name: label }).evaluate((e) => {
          const r = e.getBoundingClientRect();
          return { x: Math.round(r.left), y: Math.round(r.top), w: Math.round(r.width) };
        });
      const anchor = /^Row 7, column 7,/;
      const start = await at(anchor);
      await page.getByRole('button', { name: 'Tile 7', exact: true }).tap();
      const placed = page.getByRole('button', { name: /^Row 8, column 6,/ });
      await placed.tap();
      await page.getByRole('button', { name: 'Done (+7)' }).waitFor();
      const afterPlace = await at(anchor);
      await page.getByRole('button', { name: 'Tile 21', exact: true }).tap();
      await page.getByRole('button', { name: /^Row 8, column 5,/ }).tap();
      await page.getByText(/You placed a tile on a × square/).waitFor();
      const withQuestion = await at(anchor);
      await shot(page, 'mathable-steady-question');
      expect(await actionsVisible(page), 'Take back and Done reachable with the question open').toBe(true);
      expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
      // (tapping scrolls a square into view when it is half hidden: compare sizes always, places when nothing had to scroll)
      expect(afterPlace.w).toBe(start.w);
      expect(withQuestion.w, 'the board does not shrink while the question is open').toBe(start.w);
      const scrolls = await page.locator('.mth-viewport').evaluate((e) => [e.scrollLeft, e.scrollTop]);
      await page.getByRole('button', { name: 'No, thanks' }).tap();
      expect(await page.locator('.mth-viewport').evaluate((e) => [e.scrollLeft, e.scrollTop]), 'no re-centring after a placement').toEqual(scrolls);
      const settled = await at(anchor);
      expect(Math.abs(settled.y - withQuestion.y), 'no jump when the message line changes').toBeLessThanOrEqual(1);
      expect(settled.x).toBe(withQuestion.x);

      // Pan with one finger (the window scrolls), pinch with two (the squares grow).
      const box = (await page.locator('.mth-viewport').boundingBox())!;
      const cdp = await page.context().newCDPSession(page);
      const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
      const cx = box.x + box.width / 2,
        cy = box.y + box.height / 2;
      const before = await page.locator('.mth-viewport').evaluate((e) => e.scrollLeft + e.scrollTop);
      await touch('touchStart', [{ x: cx + 40, y: cy + 40 }]);
      for (let k = 1; k <= 6; k++) await touch('touchMove', [{ x: cx + 40 - k * 10, y: cy + 40 - k * 10 }]);
      await touch('touchEnd', []);
      await page.waitForTimeout(200);
      expect(await page.locator('.mth-viewport').evaluate((e) => e.scrollLeft + e.scrollTop), 'one finger pans the board').not.toBe(before);
      const sq0 = (await at(anchor)).w;
      await touch('touchStart', [
        { x: cx - 20, y: cy },
        { x: cx + 20, y: cy },
      ]);
      for (let k = 1; k <= 6; k++)
        await touch('touchMove', [
          { x: cx - 20 - k * 10, y: cy },
          { x: cx + 20 + k * 10, y: cy },
        ]);
      await touch('touchEnd', []);
      await page.waitForTimeout(100);
      expect((await at(anchor)).w, 'two fingers zoom in').toBeGreaterThan(sq0 * 1.5);
      await shot(page, 'mathable-pinched');
      expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      // The whole board at once, still reachable by its buttons.
      await page.getByRole('button', { name: 'Whole board' }).tap();
      expect((await at(anchor)).w).toBeGreaterThanOrEqual(Math.floor((vp.width - 50) / 14));
      await shot(page, 'mathable-whole-board');
    });
  }

  it('plays a whole game by touch until the bag is empty and no tile fits (phone)', async () => {
    // Seed full8, played out in Node by the same player, ends with an empty bag and nobody able to place.
    const expected = simulate('full8');
    expect(expected.ended?.reason).toBe('blocked');
    expect(expected.bag).toHaveLength(0);
    s = await launch(PHONE);
    const { page } = s;
    await open(page, `#/mathable/code/${encodeURIComponent('mathable:s=h.cm#full8')}`);
    await page.locator('.mth-board').waitFor();
    const status = () => page.evaluate(() => document.querySelector('.mth-status')?.textContent ?? '');
    let humanTurns = 0;
    for (let turn = 0; turn < 80; turn++) {
      await page.waitForFunction(() => /Your turn, Player 1|Game over/.test(document.querySelector('.mth-status')?.textContent ?? ''), undefined, {
        timeout: 30_000,
      });
      if (/Game over/.test(await status())) break;
      humanTurns++;
      let placed = 0;
      for (;;) {
        // What the player sees: the tiles on the board (every tile is inside the window shown) and the rack.
        const seen = await page.evaluate(() => {
          const board = new Array<number>(196).fill(-1);
          document.querySelectorAll('.mth-board .mth-sq').forEach((b) => {
            const m = /, tile (\d+)/.exec(b.getAttribute('aria-label') ?? '');
            if (m) board[Number(b.getAttribute('data-pos'))] = Number(m[1]);
          });
          const rack = Array.from(document.querySelectorAll('.mth-play .mth-rack .mth-rack-tile')).map((b) => Number(b.textContent));
          return { board, rack };
        });
        const m = firstFit(seen.board, seen.rack);
        if (!m) break;
        await page
          .getByRole('button', { name: `Tile ${m.tile}`, exact: true })
          .first()
          .tap();
        await page.getByRole('button', { name: new RegExp(`^Row ${m.row + 1}, column ${m.col + 1},`) }).tap();
        await page.getByRole('button', { name: new RegExp(`^Row ${m.row + 1}, column ${m.col + 1}, .*tile ${m.tile}, placed this turn`) }).waitFor();
        placed++;
      }
      await page.getByRole('button', { name: placed > 0 ? /^Done/ : /^Pass$/ }).tap();
      await page.waitForFunction(() => !/Your turn/.test(document.querySelector('.mth-status')?.textContent ?? ''), undefined, { timeout: 10_000 });
    }
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
    await page.getByText('The bag is empty and no tile fits anywhere.').waitFor();
    await shot(page, 'mathable-full-game');
    expect(humanTurns).toBe(expected.log.filter((t) => t.player === 0).length);
    expect(await page.getByRole('button', { name: 'Tiles left in the bag: 0' }).count()).toBe(1);
    // The final scores on screen are the Node game's, rack values taken off, grouped the English way (1,313).
    expect(await page.locator('.mth-player-score').allTextContents()).toEqual(expected.ended?.finalScores.map((n) => new Intl.NumberFormat('en').format(n)));
    expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Hall of fame' }).tap();
    await page.getByText(`Player 1 · ${expected.ended?.finalScores[0]}`).waitFor();
  }, 240_000);

  it('a rack tile can also be dragged onto the board (tablet, mouse)', async () => {
    s = await launch(TABLET);
    const { page } = s;
    // Seed ui3 deals Player 1 the rack 8 4 5 7 4 4 42 and lets them start.
    await open(page, `#/mathable/code/${encodeURIComponent('mathable:s=h.cm#ui3')}`);
    await page.getByText(/^Your turn, Player 1/).waitFor();
    const from = await page.getByRole('button', { name: 'Tile 7', exact: true }).boundingBox();
    const to = await page.getByRole('button', { name: /^Row 8, column 9,/ }).boundingBox();
    if (!from || !to) throw new Error('tile or square not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + 40, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('button', { name: /^Row 8, column 9, tile 7, placed this turn/ }).waitFor();
    await page.getByRole('button', { name: 'Done (+7)' }).waitFor();
  });
});
