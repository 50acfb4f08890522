/**
 * TUF words in Chromium, by touch: a solitaire round on a phone (validity
 * light, "accept anyway" for this game only, reload mid-round resumes
 * the crossword) and a two-seat round on a
 * tablet where the second player beats a TUF! with a TUFFER! that uses every
 * cube. The hands are rolled without special faces and the words are a
 * teacher's list (so the test knows they count); the dictionary is still
 * loaded by the worker. Screenshots at 390×844, 320×568 and 1024×768, axe,
 * no page scrolling.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { defaultParams, type WordsParams } from '../../src/games/words/params';
import { rollFor } from '../../src/games/words/plugin';
import { cubeName } from '../../src/ui/words/Board';
import { BOARD_MIDDLE as M } from '../../src/ui/words/board';
import { launch, open, PHONE, scrollOverflow, seriousViolations, shot, SMALL, TABLET, type Session } from './browser';
import { boardOf, lay, layAcross, rollMatch } from './words-steps';

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

describe('TUF words', () => {
  it('solitaire on a phone: build, the light marks the word, a reload resumes, done, results', async () => {
    const seed = 'wsolo1';
    const base: WordsParams = { ...defaultParams(), computers: [], rounds: 1, noSpecials: true, validityLight: true };
    const hand = rollFor(base, seed, 0, 0);
    const word = hand.slice(0, 6).join('');
    const p: WordsParams = { ...base, teacherWords: [word] };
    s = await launch(PHONE);
    const { page } = s;
    await rollMatch(page, p, seed);
    const seat = boardOf(page);
    await layAcross(seat, hand, 4);
    await seat.getByText('4 of 20 cubes').waitFor();
    // reload mid-round: the board comes back as it was
    await page.reload();
    await seat.getByText('4 of 20 cubes').waitFor();
    // a word the dictionary lacks: the player accepts it anyway, for this game only (the class word list is the teacher's)
    const lacking = hand.slice(0, 4).join('');
    await seat.getByRole('button', { name: `Accept ${lacking} anyway` }).tap({ timeout: 20_000 });
    await seat.getByText(`${lacking} accepted by the players`).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: /class word list/ }).count()).toBe(0);
    await check(page, 'words-solo-accepted');
    await layAcross(seat, hand, 6, 4);
    await seat.getByText(`${word} ✓`).waitFor({ timeout: 20_000 });
    await check(page, 'words-solo-table');
    await page.setViewportSize(SMALL);
    await check(page, 'words-solo-table');
    await page.setViewportSize(PHONE);
    await seat.getByRole('button', { name: /TUF! I’m done/ }).tap();
    await page.getByRole('heading', { name: 'Final scores' }).waitFor();
    await page.getByText('✓ correct').waitFor();
    await page.getByText(/^Your total: 12 points$/).waitFor();
    await page.locator('.tuf-best').waitFor({ timeout: 30_000 });
    expect(await page.getByText(/wins!/).count()).toBe(0);
    await check(page, 'words-solo-final');
  });

  it('two seats on a tablet: TUF! with 11 cubes, TUFFER! with all 20, the other arranges on until the glass runs out; results, the best crossword after them', async () => {
    const seed = 'wduo2';
    const base: WordsParams = { ...defaultParams(), humans: 2, computers: [], rounds: 2, noSpecials: true };
    const h1 = rollFor(base, seed, 0, 0);
    const h2 = rollFor(base, seed, 0, 1);
    const w1 = h1.slice(0, 11).join('');
    const w2 = h2.join('');
    const p: WordsParams = { ...base, teacherWords: [w1, w2] };
    s = await launch(TABLET);
    const { page } = s;
    await page.clock.install();
    await rollMatch(page, p, seed);
    const one = boardOf(page);
    const two = boardOf(page, 1);
    await layAcross(one, h1, 11);
    await one.getByRole('button', { name: 'TUF!' }).tap();
    // the status line itself (the table shows a copy, hidden from screen readers, turned to the top seat)
    await page.getByRole('paragraph').filter({ hasText: 'Player 1 called TUF! with 11 cubes' }).first().waitFor({ timeout: 20_000 });
    await one.getByText('Hands off! Your crossword is locked.').waitFor();
    await layAcross(two, h2, 12);
    await check(page, 'words-duo-table');
    await layAcross(two, h2, 20, 12);
    await two.getByRole('button', { name: /TUFFER!/ }).tap();
    // "all of Tuffer's opponents (including Tuf) may continue to arrange their cubes": a 20-cube call does not end the round
    await page.getByRole('paragraph').filter({ hasText: 'Player 2 called TUFFER! with 20 cubes' }).first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('heading', { name: 'Round 1 results' }).count()).toBe(0);
    await page.clock.fastForward('03:05');
    await page.getByRole('heading', { name: 'Round 1 results' }).waitFor({ timeout: 20_000 });
    // Player 2: 20 cubes in a word of 6+ letters (2 each) + last caller 8 = 48; Player 1: 11 × 2 + TUF caller 8 = 30
    await page.getByText('48 points').waitFor();
    await page.getByText('30 points').waitFor();
    await page.locator('.tuf-best').first().waitFor({ timeout: 30_000 });
    await check(page, 'words-duo-results');
  });

  it('the setup screen and the lessons list at every size', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/');
    await page.getByRole('link', { name: /TUF words/ }).tap();
    await page.getByRole('heading', { name: 'TUF words' }).waitFor();
    // a computer opponent's chip (tapped to remove it) beside the buttons that add one
    if ((await page.locator('.tuf-chip').count()) === 0) await page.getByRole('button', { name: '+ easy' }).tap();
    for (const size of [PHONE, SMALL, TABLET]) {
      await page.setViewportSize(size);
      await check(page, 'words-setup');
      // the computers' chips and buttons are 44 px or more each way, for a child's finger
      const small = await page
        .locator('.tuf-computers button')
        .evaluateAll((bs) =>
          (bs as HTMLElement[]).filter((b) => b.offsetWidth < 43.5 || b.offsetHeight < 43.5).map((b) => `${b.textContent} ${b.offsetWidth}×${b.offsetHeight}`),
        );
      expect(small, `${size.width}×${size.height}`).toEqual([]);
    }
    await page.getByRole('link', { name: 'Lessons' }).tap();
    await page.getByText('No lessons yet.', { exact: false }).waitFor();
    await check(page, 'words-lessons');
  });

  it('Italian (issue 28): picked in the setup, the worker checks an Italian word with the Italian list', async () => {
    // Italian words no English list holds; the first seed whose hand spells one of them
    const words = ['GATTO', 'SCUOLA', 'AMICO', 'LIBRO', 'ROSSO', 'NOTTE', 'GIORNO', 'FIORE', 'CIELO', 'DONNA', 'UOMO', 'SEDIA', 'CUORE', 'FUOCO', 'ACQUA'];
    const base: WordsParams = { ...defaultParams(), dict: 'it', computers: [], rounds: 1, noSpecials: true, validityLight: true };
    const spell = (hand: readonly string[], word: string): number[] | null => {
      const free = hand.map((f, i) => ({ f, i }));
      const out: number[] = [];
      for (const ch of word) {
        const k = free.findIndex((c) => c.f === ch);
        if (k < 0) return null;
        out.push(free[k]!.i);
        free.splice(k, 1);
      }
      return out;
    };
    let found: { seed: string; hand: string[]; word: string; at: number[] } | null = null;
    for (let n = 0; n < 5000 && !found; n++) {
      const hand = rollFor(base, `wit${n}`, 0, 0);
      for (const word of words) {
        const at = spell(hand, word);
        if (at) {
          found = { seed: `wit${n}`, hand, word, at };
          break;
        }
      }
    }
    if (!found) throw new Error('no hand spells an Italian word');
    const { seed, hand, word, at } = found;
    s = await launch(PHONE);
    const { page } = s;
    // chosen in the setup's dictionary list, as a student would
    await open(page, '#/');
    await page.getByRole('link', { name: /TUF words/ }).tap();
    await page.getByRole('combobox', { name: 'Dictionary' }).selectOption({ label: 'Italian' });
    expect(await page.getByRole('combobox', { name: 'Dictionary' }).inputValue()).toBe('it');
    // then the seeded solitaire on that list, by its code
    await rollMatch(page, base, seed);
    const seat = boardOf(page);
    await lay(
      seat,
      hand,
      at.map((i, k) => [i, M, M + k] as const),
    );
    await seat.getByText(`${word} ✓`).waitFor({ timeout: 30_000 });
  });

  it('the class word list is the teacher’s: changed in Settings behind a PIN set on the device, then locked (issue 28)', async () => {
    s = await launch(SMALL);
    const { page } = s;
    await open(page, '#/settings');
    const section = page.getByRole('region', { name: 'TUF words: class word list' });
    await section.getByLabel('New teacher PIN').fill('2580');
    await section.getByLabel('The same PIN again').fill('2580');
    await section.getByRole('button', { name: 'Set the PIN' }).tap();
    await section.getByRole('textbox', { name: 'Words to add' }).fill('zorbing nz');
    await section.getByRole('button', { name: 'Add' }).tap();
    await section.getByRole('button', { name: 'Remove zorbing from the class word list' }).waitFor();
    // Settings is a long page: the section is looked at where it is (axe, screenshot), not for page scrolling
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'words-class-list-settings');
    expect(await seriousViolations(page)).toEqual([]);
    await section.getByRole('button', { name: 'Lock the list' }).tap();
    await section.getByLabel('Teacher PIN').waitFor();
    expect(await section.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    await shot(page, 'words-class-list-locked');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a cube dragged from the tray onto a square lands there (tablet, pointer)', async () => {
    const seed = 'wdrag';
    const p: WordsParams = { ...defaultParams(), computers: [], rounds: 1, noSpecials: true };
    const hand = rollFor(p, seed, 0, 0);
    s = await launch(TABLET);
    const { page } = s;
    await rollMatch(page, p, seed);
    const seat = boardOf(page);
    const from = await seat
      .getByRole('group', { name: 'Cubes to place' })
      .getByRole('button', { name: cubeName(hand[0]!, 0), exact: true })
      .first()
      .boundingBox();
    const to = await seat.locator(`[data-square="${M},${M}"]`).boundingBox();
    if (!from || !to) throw new Error('no boxes');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    await seat.getByText('1 of 20 cubes').waitFor();
    expect(await seat.locator(`[data-square="${M},${M}"]`).getAttribute('aria-label')).toContain(cubeName(hand[0]!, 0));
  });
});
