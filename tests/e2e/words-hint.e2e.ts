/**
 * TUF words' last hint points at the board, not at numbers (issue 28: "row 6, column 6 of your crossword" pointed
 * where nobody can look): at 390×844 and 320×568 the hinted word's squares are marked on the player's board, in
 * sight, with the letters that go there; the words name the word it crosses, never a row or column; and the hint's
 * words do not push the crossword out of sight.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { graphData } from '../../src/build/words';
import { formatGameId } from '../../src/core/gameId';
import { makeVocabulary, WordGraph, type Face } from '../../src/games/words';
import { defaultParams, formatParams, type WordsParams } from '../../src/games/words/params';
import { rollFor } from '../../src/games/words/plugin';
import { BOARD_MIDDLE as M } from '../../src/ui/words/board';
import { hint } from '../../workers/words/solve';
import { launch, open, PHONE, shot, SMALL, type Session } from './browser';
import { lay } from './words-steps';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const codeFor = (p: WordsParams, seed: string): string => formatGameId({ game: 'words', params: formatParams(p), seed });

/** The board's grid area and how much of each hinted square is inside it and on the screen, uncovered. */
function marksInSight(page: Page): Promise<{ area: { top: number; bottom: number; height: number }; marks: { letter: string; seen: boolean }[] }> {
  return page.evaluate(() => {
    const area = document.querySelector('.words-grid-area')!.getBoundingClientRect();
    const marks = [...document.querySelectorAll<HTMLElement>('.words-square.is-hinted')].map((el) => {
      const b = el.getBoundingClientRect();
      const x = b.left + b.width / 2;
      const y = b.top + b.height / 2;
      const inside = b.left >= area.left - 1 && b.right <= area.right + 1 && b.top >= area.top - 1 && b.bottom <= area.bottom + 1;
      const hit = document.elementFromPoint(x, y);
      return { letter: el.dataset.hint ?? '', seen: inside && y < innerHeight && hit !== null && el.contains(hit) };
    });
    return { area: { top: area.top, bottom: area.bottom, height: area.height }, marks };
  });
}

describe('the last hint shows its spot on the board', () => {
  const vocab = makeVocabulary(new WordGraph(graphData('school')));
  for (const size of [PHONE, SMALL]) {
    it(`${size.width}×${size.height}: the hinted word’s squares are marked in sight, its words name no row or column`, async () => {
      const seed = 'whint1';
      const p: WordsParams = { ...defaultParams(), computers: [], solitaire: true, rounds: 1, noSpecials: true };
      const hand = rollFor(p, seed, 0, 0) as Face[];
      // a first word of a few cubes (four of each colour's first), laid across the middle of the board
      const few = [0, 1, 2, 3, 8, 9, 10, 11];
      const first = hint(
        few.map((i) => hand[i]!),
        vocab,
      );
      expect(first, 'a word in a few cubes').not.toBeNull();
      const left = [...few];
      const cubes = [...first!.word].map((letter, k) => {
        const i = left.findIndex((j) => hand[j] === letter);
        const [cube] = left.splice(i, 1);
        return [cube!, M, M + k] as const;
      });
      s = await launch(size);
      const { page } = s;
      await open(page, `#/words/code/${encodeURIComponent(codeFor(p, seed))}`);
      await page.getByRole('button', { name: 'Roll the cubes' }).tap();
      const seat = page.getByRole('region', { name: 'Player 1’s crossword' });
      await lay(seat, hand, cubes);
      const before = (await marksInSight(page)).area;
      for (let n = 1; n <= 4; n++) {
        const button = page.getByRole('button', { name: `Hint (${n} of 4)` });
        await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
        await button.tap();
      }
      const note = page.locator('.tuf-centre .tuf-hint[data-step="4"]');
      await note.waitFor({ timeout: 20_000 });
      const text = (await note.textContent()) ?? '';
      const word = /The word: ([A-ZÑ]+)\./.exec(text)?.[1] ?? '';
      expect(word, text).not.toBe('');
      expect(text).not.toMatch(/\brow\b|\bcolumn\b/i);
      await expect.poll(async () => (await marksInSight(page)).marks.length).toBe([...word].length);
      await page.waitForTimeout(200);
      await shot(page, 'words-hint-spot');
      const seen = await marksInSight(page);
      // the marks spell the hinted word, each square in sight inside the board
      expect(seen.marks.map((m) => m.letter).join('')).toBe(word);
      expect(
        seen.marks.filter((m) => !m.seen),
        JSON.stringify(seen),
      ).toEqual([]);
      // the hint's words took no room from the crossword: the board's area is where and as tall as it was
      expect(Math.abs(seen.area.top - before.top), JSON.stringify([before, seen.area])).toBeLessThan(2);
      expect(seen.area.height).toBeGreaterThan(before.height - 2);
    }, 90_000);
  }
});
