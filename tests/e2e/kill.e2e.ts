/**
 * Nothing a student did is lost when the app is killed. Chromium is killed
 * (SIGKILL of its browser process, no graceful close) right after a tap has
 * shown its result, at every step of a TUF equation line and of a Tally
 * Rally path (and a path traced by a finger still on the glass), then started again on the same profile (so IndexedDB is what
 * the killed browser left on disk): every cube and tile the screen had shown
 * must be back. A TUF hint and a TUF words hint (moves) come back with their
 * words and the next step offered; Mathable placements and the extra-tile question (moves) are
 * checked the same way.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatGameId } from '../../src/core/gameId';
import { defaultParams, formatMatchParams, type MatchParams } from '../../src/games/tuf/matchParams';
import { rollFor } from '../../src/games/tuf/plugin';
import { solve } from '../../workers/tuf/solve';
import { enumerateEquations } from '../../workers/tally/solver';
import { CELLS } from '../../src/games/mathable/board';
import { refusalAt } from '../../src/games/mathable/equations';
import { defaultParams as wordsDefaults, formatParams as formatWordsParams, type WordsParams } from '../../src/games/words/params';
import { fingerAcross, open } from './browser';
import { actThenKill, newProfile, reopen, start, startTally, tapThenKill, useProfiles } from './kill-helpers';
import { tufCubeName } from '../../src/cli/chromium';

const lineLabels = (page: Page): Promise<string[]> =>
  page
    .locator('.tuf-seat')
    .first()
    .getByRole('group', { name: 'Equation line' })
    .getByRole('button')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));

describe('killed in the middle of play', () => {
  useProfiles();
  it('TUF: the hint shown, and every cube the line showed, are back after the browser is killed right after each tap', async () => {
    const p: MatchParams = { ...defaultParams('1'), rounds: 1 };
    const seed = 'kill1';
    const best = solve({ game: '1', roll: rollFor(p, seed, 0, 0) });
    const eq = best.equation;
    expect(eq).not.toBeNull();
    const faces = (eq as string).split(' ');
    expect(faces.length).toBeGreaterThanOrEqual(5);
    const profile = newProfile();
    let page = await start(profile);
    await open(page, `#/tuf/code/${encodeURIComponent(formatGameId({ game: 'tuf', params: formatMatchParams(p), seed }))}`);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    await page.getByRole('group', { name: 'Cubes on the table' }).first().waitFor();
    const hash = new URL(page.url()).hash;
    expect(hash).toMatch(/^#\/tuf\/play\//);

    // A hint: killed the moment its words show; after the restart the same words are back and the button offers step 2.
    await tapThenKill(profile, page.getByRole('button', { name: 'Hint (1 of 3)' }), '.tuf-hint[data-step="1"]', 1);
    page = await reopen(profile, hash);
    const hint = page.locator('.tuf-hint[data-step="1"]');
    await hint.waitFor({ timeout: 30_000 });
    expect(await hint.textContent()).toBe(`There is an equation with ${best.cubes} cubes (${best.score} points).`);
    await page.getByRole('button', { name: 'Hint (2 of 3)' }).waitFor();

    let shown: string[] = [];
    for (const [k, face] of faces.entries()) {
      const cube = page
        .locator('.tuf-seat')
        .first()
        .getByRole('group', { name: 'Cubes on the table' })
        .getByRole('button', { name: tufCubeName(face), exact: true })
        .first();
      await cube.waitFor();
      // Killed the moment the cube shows on the line.
      await tapThenKill(profile, cube, '.tuf-seat .tuf-line button', k + 1);
      page = await reopen(profile, hash);
      await page.locator('.tuf-seat .tuf-line').first().waitFor();
      const line = await lineLabels(page);
      expect(line, `after the kill that followed cube ${k + 1} of ${faces.length}`).toHaveLength(k + 1);
      expect(line.slice(0, k)).toEqual(shown);
      shown = line;
    }
    expect(shown).toHaveLength(faces.length);
    await page.locator('.tuf-seat').first().getByText('True').waitFor();
  }, 240_000);

  it('TUF words: the hint shown is back after the browser is killed right after it showed, with the next step offered', async () => {
    const p: WordsParams = { ...wordsDefaults(), computers: [], rounds: 1, noSpecials: true };
    const profile = newProfile();
    let page = await start(profile);
    await open(page, `#/words/code/${encodeURIComponent(formatGameId({ game: 'words', params: formatWordsParams(p), seed: 'killhint' }))}`);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    await page.getByRole('region', { name: 'Player 1’s crossword' }).waitFor();
    const hash = new URL(page.url()).hash;
    await tapThenKill(profile, page.getByRole('button', { name: 'Hint (1 of 4)' }), '.tuf-hint[data-step="1"]', 1);
    page = await reopen(profile, hash);
    const hint = page.locator('.tuf-hint[data-step="1"]');
    await hint.waitFor({ timeout: 30_000 });
    expect(await hint.textContent()).toMatch(/^A word of \d+ letters can go in\.$/);
    await page.getByRole('button', { name: 'Hint (2 of 4)' }).waitFor();
  }, 120_000);

  it('Tally Rally: the half-traced path is back after the browser is killed right after each tap', async () => {
    const profile = newProfile();
    const round = await startTally(profile);
    let page = round.page;
    const { hash, board } = round;
    // A long path: the longest equation of up to 6 tiles on this board.
    const eq = enumerateEquations(board, { maxTiles: 6 }).equations.sort((a, b) => b.cells.length - a.cells.length)[0];
    expect(eq).toBeDefined();
    const cells = eq!.cells;
    const inPath = (pg: Page): Promise<number[]> =>
      pg.locator('.tally-board .tally-tile.in-path').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-cell'))).sort((a, b) => a - b));

    for (const [k, cell] of cells.entries()) {
      const tile = page.locator(`.tally-tile[data-cell="${cell}"]`);
      await tile.waitFor();
      await tapThenKill(profile, tile, '.tally-board .tally-tile.in-path', k + 1);
      page = await reopen(profile, hash);
      await page.locator('.tally-board .tally-tile').first().waitFor();
      expect(await inPath(page), `after the kill that followed tile ${k + 1} of ${cells.length}`).toEqual(cells.slice(0, k + 1).sort((a, b) => a - b));
      expect(await page.locator('.tally-eq .tally-gap').count()).toBe(k);
    }
    // A sign chosen in a gap is kept too.
    await page.getByRole('button', { name: /^Gap 1:/ }).tap();
    await tapThenKill(
      profile,
      page.getByRole('group', { name: 'Signs for the chosen gap' }).getByRole('button', { name: 'plus', exact: true }),
      '.tally-eq .tally-gap[aria-label^="Gap 1: plus"]',
      1,
    );
    page = await reopen(profile, hash);
    await page.getByRole('button', { name: /^Gap 1: plus/ }).waitFor();
  }, 240_000);

  it('Tally Rally: a path traced by finger is back after the browser is killed while the finger is still down', async () => {
    const profile = newProfile();
    const round = await startTally(profile);
    const { hash, board } = round;
    const eq = enumerateEquations(board, { maxTiles: 6 }).equations.sort((a, b) => b.cells.length - a.cells.length)[0];
    expect(eq).toBeDefined();
    const cells = eq!.cells.slice(0, 3);
    // Real touch events: down on the first tile, across the next two, and never lifted; killed once the screen shows three.
    await actThenKill(
      profile,
      (page) =>
        fingerAcross(
          page,
          cells.map((c) => page.locator(`.tally-tile[data-cell="${c}"]`)),
          false,
        ),
      '.tally-board .tally-tile.in-path',
      cells.length,
    );
    const page = await reopen(profile, hash);
    await page.locator('.tally-board .tally-tile').first().waitFor();
    const inPath = await page.locator('.tally-board .tally-tile.in-path').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-cell'))));
    expect(inPath.sort((a, b) => a - b)).toEqual([...cells].sort((a, b) => a - b));
    expect(await page.locator('.tally-eq .tally-gap').count()).toBe(cells.length - 1);
  }, 120_000);

  it('Mathable: a placed tile is back after the browser is killed right after it showed', async () => {
    const profile = newProfile();
    let page = await start(profile);
    await open(page, `#/mathable/code/${encodeURIComponent('mathable:s=h.cm#kill3')}`);
    await page.locator('.mth-board').waitFor();
    await page.getByText(/^Your turn/).waitFor({ timeout: 30_000 });
    const hash = new URL(page.url()).hash;
    for (let n = 0; n < 2; n++) {
      const seen = await page.evaluate(() => {
        const board = new Array<number>(196).fill(-1);
        document.querySelectorAll('.mth-board .mth-sq').forEach((b) => {
          const m = /, tile (\d+)/.exec(b.getAttribute('aria-label') ?? '');
          if (m) board[Number(b.getAttribute('data-pos'))] = Number(m[1]);
        });
        return { board, rack: Array.from(document.querySelectorAll('.mth-play .mth-rack .mth-rack-tile')).map((b) => Number(b.textContent)) };
      });
      let fit: { pos: number; index: number } | null = null;
      for (let i = 0; i < seen.rack.length && !fit; i++) {
        for (let q = 0; q < CELLS; q++) {
          if ((seen.board[q] ?? -1) < 0 && refusalAt(seen.board, q, seen.rack[i] as number) === null) {
            fit = { pos: q, index: i };
            break;
          }
        }
      }
      if (!fit) break;
      await page.locator('.mth-play .mth-rack .mth-rack-tile').nth(fit.index).tap();
      await page.locator('.mth-play .mth-rack .mth-rack-tile[aria-pressed="true"]').waitFor();
      await tapThenKill(profile, page.locator(`.mth-board .mth-sq[data-pos="${fit.pos}"]`), '.mth-board .mth-sq.is-fresh', n + 1);
      page = await reopen(profile, hash);
      await page.locator('.mth-board').waitFor();
      const fresh = await page.locator('.mth-sq.is-fresh').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-pos'))));
      expect(fresh).toHaveLength(n + 1);
      expect(fresh).toContain(fit.pos);
    }
  }, 240_000);

  it('Mathable: the extra-tile question is back after a kill right after it showed, and the tile taken after a kill right after it came', async () => {
    const profile = newProfile();
    let page = await start(profile);
    // Seed ui23 deals Player 1 the rack 2 64 7 9 1 5 21 and lets them start: 7 then 21 beside it is 7 × 3 on a × square.
    await open(page, `#/mathable/code/${encodeURIComponent('mathable:s=h.cm#ui23')}`);
    await page.getByText(/^Your turn, Player 1/).waitFor({ timeout: 30_000 });
    const hash = new URL(page.url()).hash;
    await page.getByRole('button', { name: 'Tile 7', exact: true }).tap();
    await page.getByRole('button', { name: /^Row 8, column 6,/ }).tap();
    await page.locator('.mth-sq.is-fresh').waitFor();
    await page.getByRole('button', { name: 'Tile 21', exact: true }).tap();
    await tapThenKill(profile, page.getByRole('button', { name: /^Row 8, column 5,/ }), '.mth-extra', 1);
    page = await reopen(profile, hash);
    const question = page.getByRole('group', { name: 'Extra tile' });
    await question.waitFor({ timeout: 30_000 });
    expect(await question.locator('p > .mth-extra-long').first().textContent()).toBe(
      'You placed a tile on a × square: take one more tile from the bag for this turn?',
    );
    // the warning that goes with it (a full rack at the turn's start) is back too
    await question.getByText(/^Careful: a tile left over loses the 50 bonus/).waitFor();
    await page.getByRole('button', { name: 'Done (+28)' }).waitFor();
    const rack = page.locator('.mth-play .mth-rack .mth-rack-tile');
    expect(await rack.count()).toBe(5);
    // the answer: the tile taken is in the rack after a kill right after it came, and the question is not asked again
    await tapThenKill(profile, page.getByRole('button', { name: 'Take a tile' }), '.mth-play .mth-rack .mth-rack-tile', 6);
    page = await reopen(profile, hash);
    await page.getByRole('button', { name: 'Done (+28)' }).waitFor({ timeout: 30_000 });
    expect(await page.locator('.mth-play .mth-rack .mth-rack-tile').count()).toBe(6);
    expect(await page.locator('.mth-sq.is-fresh').count()).toBe(2);
    expect(await page.getByRole('group', { name: 'Extra tile' }).count()).toBe(0);
  }, 240_000);
});
