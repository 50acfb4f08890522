/**
 * TUF words' TUF ERROR confirmation round a tablet (issue 28): at a split table (2 and 4 people, 1024×768) the
 * question "TUF ERROR on …?" is turned to face the person whose seat's button asked it, as their seat is, wholly on
 * the screen with its buttons in reach.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { defaultParams, type WordsParams } from '../../src/games/words/params';
import { rollFor } from '../../src/games/words/plugin';
import { launch, shot, TABLET, type Session } from './browser';
import { boardOf, layAcross, rollMatch } from './words-steps';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

/** The turn of an element's transform in degrees (0 upright), read from its matrix. */
const turnOf = (m: string): number => {
  const v = /matrix\(([^)]+)\)/.exec(m)?.[1]?.split(',').map(Number);
  if (!v) return 0;
  return Math.round((Math.atan2(v[1] ?? 0, v[0] ?? 1) * 180) / Math.PI);
};

describe('TUF ERROR asks facing the seat that calls it', () => {
  for (const people of [2, 4] as const) {
    it(`${people} people at 1024×768: each seat’s question is turned to that seat, on screen, its buttons in reach`, async () => {
      const seed = `wconf${people}`;
      const p: WordsParams = { ...defaultParams(), humans: people, computers: [], rounds: 1, noSpecials: true };
      const hand = rollFor(p, seed, 0, 0);
      s = await launch(TABLET);
      const { page } = s;
      await rollMatch(page, p, seed);
      const one = boardOf(page);
      await layAcross(one, hand, 11);
      await one.getByRole('button', { name: 'TUF!' }).tap();
      // Player 2 across the table (180°); Players 3 and 4 at the left and right (90° and −90°)
      const turns = [180, 90, -90];
      for (let by = 1; by < people; by++) {
        await page.getByRole('button', { name: `Player ${by + 1}: TUF ERROR on Player 1` }).tap();
        const ask = page.getByRole('dialog', { name: `Player ${by + 1}: TUF ERROR on Player 1’s TUF!?` });
        await ask.waitFor();
        await page.waitForTimeout(150);
        await shot(page, `words-confirm-${people}-p${by + 1}`);
        const turn = turnOf(await ask.evaluate((el) => getComputedStyle(el).transform));
        expect(Math.abs(turn), `Player ${by + 1}`).toBe(Math.abs(turns[by - 1]!));
        if (by > 1) expect(turn).toBe(turns[by - 1]);
        // wholly on the screen, the crossword shown, and a tap on "No, go back" reaches it
        const box = await ask.boundingBox();
        expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= TABLET.width && box.y + box.height <= TABLET.height, JSON.stringify(box)).toBe(true);
        expect(await ask.getByRole('img', { name: /Player 1’s crossword/ }).isVisible()).toBe(true);
        for (const name of ['Yes, TUF ERROR!', 'No, go back']) {
          const hit = await ask.getByRole('button', { name }).evaluate((el) => {
            const b = el.getBoundingClientRect();
            const at = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
            return at !== null && el.contains(at);
          });
          expect(hit, name).toBe(true);
        }
        await ask.getByRole('button', { name: 'No, go back' }).tap();
        await ask.waitFor({ state: 'hidden' });
      }
    });
  }
});
