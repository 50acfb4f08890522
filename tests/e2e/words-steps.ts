/**
 * TUF words steps shared by the browser tests: laying cubes on a seat's board
 * by touch, as a student does (tap the cube, tap the square).
 */
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { cubeName } from '../../src/ui/words/Board';
import { BOARD_MIDDLE } from '../../src/ui/words/board';

/** Lays cubes of the hand on squares of a seat's board: [cube index, row, column] each, each shown once saved. */
export async function lay(seat: Locator, hand: readonly string[], cubes: readonly (readonly [number, number, number])[]): Promise<void> {
  for (const [i, r, c] of cubes) {
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
  }
}

/** Lays the hand's cubes `from` to `n - 1` across the board's middle row, from its middle square on. */
export function layAcross(seat: Locator, hand: readonly string[], n: number, from = 0): Promise<void> {
  const cubes: [number, number, number][] = [];
  for (let i = from; i < n; i++) cubes.push([i, BOARD_MIDDLE, BOARD_MIDDLE + i]);
  return lay(seat, hand, cubes);
}
