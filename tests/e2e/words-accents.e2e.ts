/**
 * The results spell a French word with its accents (issue 28: THEQUE showed for THÈQUE), through the real words
 * worker and the accent graph the build ships; the crossword drawn keeps the cubes as laid.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { formatGameId } from '../../src/core/gameId';
import { defaultParams, formatParams, type WordsParams } from '../../src/games/words/params';
import { rollFor } from '../../src/games/words/plugin';
import { BOARD_MIDDLE as M } from '../../src/ui/words/board';
import { launch, open, PHONE, shot, type Session } from './browser';
import { lay } from './words-steps';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

describe('accents in the results', () => {
  it('French: THEQUE laid, THÈQUE in the results', async () => {
    const base: WordsParams = { ...defaultParams(), dict: 'fr', computers: [], solitaire: true, rounds: 1, noSpecials: true };
    // a seed whose hand holds the cubes of THEQUE (rolling is pure: the same on every run)
    const cubesFor = (hand: readonly string[]): number[] | null => {
      const left = hand.map((f, i) => [f, i] as const);
      const out: number[] = [];
      for (const l of 'THEQUE') {
        const k = left.findIndex(([f]) => f === l);
        if (k < 0) return null;
        out.push(left[k]![1]);
        left.splice(k, 1);
      }
      return out;
    };
    const seed = Array.from({ length: 3000 }, (_, i) => `wacc${i}`).find((x) => cubesFor(rollFor(base, x, 0, 0)) !== null)!;
    expect(seed).toBeDefined();
    const hand = rollFor(base, seed, 0, 0);
    const cubes = cubesFor(hand)!;
    s = await launch(PHONE);
    const { page } = s;
    await open(page, `#/words/code/${encodeURIComponent(formatGameId({ game: 'words', params: formatParams(base), seed }))}`);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    const seat = page.getByRole('region', { name: 'Player 1’s crossword' });
    await lay(
      seat,
      hand,
      cubes.map((c, k) => [c, M, M + k] as const),
    );
    await seat.getByRole('button', { name: /TUF! I’m done/ }).tap();
    await page
      .getByText(/^THÈQUE \d+$/)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await page.getByRole('img', { name: 'Player 1’s crossword: T H E Q U E' }).isVisible()).toBe(true);
    await shot(page, 'words-accents-results');
  }, 90_000);
});
