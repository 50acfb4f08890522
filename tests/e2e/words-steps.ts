/**
 * TUF words steps shared by the browser tests: opening a match on a shared
 * roll and rolling it, a seat's board, and laying cubes on it by touch, as a
 * student does (tap the cube, tap the square).
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatGameId } from '../../src/core/gameId';
import { formatParams, type WordsParams } from '../../src/games/words/params';
import { cubeName } from '../../src/ui/words/Board';
import { BOARD_MIDDLE } from '../../src/ui/words/board';
import { open } from './browser';

/** The code of a TUF words match on a shared roll (`#/words/code/<code>` opens it). */
export const codeFor = (p: WordsParams, seed: string): string => formatGameId({ game: 'words', params: formatParams(p), seed });

/** Opens the match `p` on the roll `seed` from its code and rolls the cubes. */
export async function rollMatch(page: Page, p: WordsParams, seed: string): Promise<void> {
  await open(page, `#/words/code/${encodeURIComponent(codeFor(p, seed))}`);
  await page.getByRole('button', { name: 'Roll the cubes' }).tap();
}

/** Seat `seat`'s board (0-based; default names). */
export const boardOf = (page: Page, seat = 0): Locator => page.getByRole('region', { name: `Player ${seat + 1}’s crossword` });

/**
 * Lays cubes of the hand on squares of a seat's board: [cube index, row, column] each, each shown once saved; `each`
 * runs after every cube is shown (its place in `cubes`, 0-based).
 */
export async function lay(
  seat: Locator,
  hand: readonly string[],
  cubes: readonly (readonly [number, number, number])[],
  each?: (k: number) => Promise<void>,
): Promise<void> {
  for (const [k, [i, r, c]] of cubes.entries()) {
    const cube = seat
      .getByRole('group', { name: 'Cubes to place' })
      .getByRole('button', { name: cubeName(hand[i]!, i), exact: true })
      .first();
    await cube.tap();
    // the cube shows picked up before its square is tapped, as a student sees it (an empty square takes taps either way)
    await expect.poll(() => cube.getAttribute('aria-pressed')).toBe('true');
    const square = seat.locator(`[data-square="${r},${c}"]`);
    await square.tap();
    // a placement shows once it is saved; the next cube is picked after that
    await expect.poll(async () => (await square.getAttribute('aria-label')) ?? '').not.toMatch(/: empty/);
    await each?.(k);
  }
}

/** Lays the hand's cubes `from` to `n - 1` across the board's middle row, from its middle square on. */
export function layAcross(seat: Locator, hand: readonly string[], n: number, from = 0): Promise<void> {
  const cubes: [number, number, number][] = [];
  for (let i = from; i < n; i++) cubes.push([i, BOARD_MIDDLE, BOARD_MIDDLE + i]);
  return lay(seat, hand, cubes);
}
