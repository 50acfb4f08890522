/**
 * TUF words Rotary in Chromium, by touch: one person and an easy computer
 * on a phone (the person wins the opening race and is the TUF player, the
 * computer adds a word from its own cubes, a reload mid-turn brings back the
 * cube the person had put down), and two people on a tablet (the opening
 * word, the "Ready?" hand-over, a word the dictionary lacks caught by TUF
 * ERROR and removed, a quiet round ending the game, the results and result
 * codes). The hands are rolled without special faces and the opening words
 * are a teacher's list (so the test knows they count). Screenshots at
 * 390×844, 320×568 and 1024×768, axe, no page scrolling.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { graphData } from '../../src/build/words';
import { formatGameId } from '../../src/core/gameId';
import { makeVocabulary, WordGraph } from '../../src/games/words';
import { defaultParams, formatParams, type WordsParams } from '../../src/games/words/params';
import { rotaryHand } from '../../src/games/words/rotary';
import { cubeName } from '../../src/ui/words/Board';
import { BOARD_MIDDLE as M } from '../../src/ui/words/board';
import { launch, open, PHONE, scrollOverflow, seriousViolations, shot, SMALL, TABLET, type Session } from './browser';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const codeFor = (p: WordsParams, seed: string): string => formatGameId({ game: 'words', params: formatParams(p), seed });

/** Puts cube `cube` of the hand on a board square, by touch, and waits for it to show (it shows once saved). */
async function put(seat: Locator, hand: readonly string[], cube: number, row: number, col: number): Promise<void> {
  const pick = seat
    .getByRole('group', { name: 'Cubes to place' })
    .getByRole('button', { name: cubeName(hand[cube]!, cube), exact: true })
    .first();
  await pick.tap();
  // the cube shows picked up before its square is tapped, as a student sees it (an empty square takes taps either way)
  await expect.poll(() => pick.getAttribute('aria-pressed')).toBe('true');
  const square = seat.locator(`[data-square="${row},${col}"]`);
  await square.tap();
  await expect.poll(async () => (await square.getAttribute('aria-label')) ?? '').not.toMatch(/: empty/);
}

async function check(page: Page, name: string): Promise<void> {
  await shot(page, name);
  expect(await seriousViolations(page), name).toEqual([]);
  expect(await scrollOverflow(page), `${name} scrolls`).toBeLessThanOrEqual(0);
}

const status = (page: Page): Locator => page.locator('.rotary-status .tuf-status-line');

describe('TUF words Rotary', () => {
  it('one person and a computer on a phone: the opening race, the computer’s word, a reload mid-turn', async () => {
    const seed = 'rot-phone';
    const base: WordsParams = { ...defaultParams(), humans: 1, computers: ['easy'], rounds: 1, noSpecials: true, rotary: true };
    const hand = rotaryHand(base, seed, 0, 0);
    const word = hand.slice(0, 6).join('');
    const p: WordsParams = { ...base, teacherWords: [word] };
    s = await launch(PHONE);
    const { page } = s;
    await open(page, `#/words/code/${encodeURIComponent(codeFor(p, seed))}`);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    await status(page).getByText('Race for the first word', { exact: false }).waitFor();
    const seat = page.getByRole('region', { name: 'Player 1’s cubes' });
    for (let i = 0; i < 6; i++) await put(seat, hand, i, M, M + i);
    await check(page, 'words-rotary-opening');
    await seat.getByRole('button', { name: 'Lay the word' }).tap();
    await page.getByText(`Player 1 laid ${word}: Player 1 is the TUF player!`).waitFor({ timeout: 20_000 });
    await page.getByText('Player 1: 14 cubes left').waitFor();
    // the tray holds the 14 cubes left, 44 px each, and keeps no place for those on the shared crossword (they never come back)
    const tray = seat.locator('.words-tray');
    expect(await tray.locator('.words-cube-slot').count()).toBe(0);
    expect(await tray.locator('button').evaluateAll((bs) => (bs as HTMLElement[]).map((b) => Math.min(b.offsetWidth, b.offsetHeight)))).toEqual(
      Array.from({ length: 14 }, () => 44),
    );
    // the computer's turn: it looks, then lays a word from its own cubes
    await status(page).getByText('Computer (easy) is looking for a word…').waitFor();
    await page.getByText(/^Computer \(easy\) laid [A-Z]+\.$/).waitFor({ timeout: 30_000 });
    await status(page).getByText('Player 1’s turn: add one word from your cubes.').waitFor();
    expect(await page.locator('[data-fixed]').count()).toBeGreaterThan(6);
    // a cube put down on the turn comes back after a reload (saved before it showed)
    const row = await page.locator('[data-fixed]').first().getAttribute('data-fixed');
    const [r0, c0] = (row ?? '0,0').split(',').map(Number) as [number, number];
    await put(seat, hand, 6, r0 - 1, c0);
    await check(page, 'words-rotary-phone-turn');
    await page.setViewportSize(SMALL);
    await check(page, 'words-rotary-phone-turn');
    // on a 320×568 phone the grid keeps room to play (it was about 115 px high before the screen was made compact)
    const grid = await seat.locator('.words-grid-area').boundingBox();
    console.log(`rotary grid area at 320×568: ${Math.round(grid?.height ?? 0)} px`);
    expect(grid?.height ?? 0).toBeGreaterThanOrEqual(150);
    await page.setViewportSize(PHONE);
    await page.reload();
    await status(page).getByText('Player 1’s turn', { exact: false }).waitFor();
    await expect.poll(async () => (await page.locator(`[data-square="${r0 - 1},${c0}"]`).getAttribute('aria-label')) ?? '').toContain(cubeName(hand[6]!, 6));
    await page.getByRole('button', { name: 'Pass' }).tap();
    await page.getByText('Player 1 passed.').waitFor();
  }, 150_000);

  it('two people on a tablet: the opening word, the hand-over, TUF ERROR removes a word, a quiet round ends it', async () => {
    const seed = 'rot-tablet';
    const base: WordsParams = { ...defaultParams(), humans: 2, computers: [], rounds: 1, noSpecials: true, rotary: true };
    const h1 = rotaryHand(base, seed, 0, 0);
    const h2 = rotaryHand(base, seed, 0, 1);
    const w1 = h1.slice(0, 6).join('');
    const vocab = makeVocabulary(new WordGraph(graphData('school')));
    // a cube of Player 2's that makes no word under the first letter of the opening word
    const j = h2.findIndex((f) => !vocab.isWord(`${w1[0]}${f}`));
    expect(j).toBeGreaterThanOrEqual(0);
    const p: WordsParams = { ...base, teacherWords: [w1] };
    s = await launch(TABLET);
    const { page } = s;
    await open(page, `#/words/code/${encodeURIComponent(codeFor(p, seed))}`);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    await page.getByRole('group', { name: 'Who lays the first word?' }).waitFor();
    const one = page.getByRole('region', { name: 'Player 1’s cubes' });
    for (let i = 0; i < 6; i++) await put(one, h1, i, M, M + i);
    await check(page, 'words-rotary-tablet-opening');
    await one.getByRole('button', { name: 'Lay the word' }).tap();
    await page.getByText(`Player 1 laid ${w1}: Player 1 is the TUF player!`).waitFor({ timeout: 20_000 });
    // the tablet goes to Player 2
    await page.getByRole('heading', { name: 'Ready, Player 2?' }).waitFor();
    await check(page, 'words-rotary-tablet-ready');
    await page.getByRole('button', { name: 'I’m ready' }).tap();
    const two = page.getByRole('region', { name: 'Player 2’s cubes' });
    // the opening word sits in the middle of the board: its first letter at column M − 2
    await put(two, h2, j, M + 1, M - 2);
    await two.getByRole('button', { name: 'Lay the word' }).tap();
    const bad = `${w1[0]}${h2[j]}`;
    await page.getByText(`Player 2 laid ${bad}.`).waitFor({ timeout: 20_000 });
    await check(page, 'words-rotary-tablet-laid');
    await page.getByRole('button', { name: `TUF ERROR on ${bad} (Player 1)` }).tap();
    await page.getByText(`TUF ERROR by Player 1: ${bad} is not correct. It is removed and Player 2 loses the turn.`).waitFor();
    await page.getByText('Player 2: 20 cubes left').waitFor();
    await page.getByRole('heading', { name: 'Ready, Player 1?' }).waitFor();
    await page.getByRole('button', { name: 'I’m ready' }).tap();
    await page.getByRole('button', { name: 'Pass' }).tap();
    await status(page).getByText('A full round went by with nothing placed: the game is over.').waitFor();
    await page.getByRole('button', { name: 'See the scores' }).tap();
    await page.getByRole('heading', { name: 'Rotary · final scores' }).waitFor();
    await page.getByText('Player 1 wins!').waitFor();
    // Player 1: six cubes in a six-letter word (2 each) + the TUF player's 8 = 20; Rotary's TUF ERROR scores nothing
    // (rulebook: 'The penalty for errors is simply the removal of the incorrect word and the loss of that turn')
    const rowOf = (name: string) => page.locator('.rotary-parts tbody tr').filter({ has: page.getByRole('rowheader', { name }) });
    await expect.poll(async () => (await rowOf('Player 1').locator('td').allTextContents()).join(' ')).toBe('12 +8 — — 20');
    await expect.poll(async () => (await rowOf('Player 2').locator('td').allTextContents()).join(' ')).toBe('0 — — — 0');
    await page.getByText('Result code for Player 1', { exact: false }).waitFor();
    await check(page, 'words-rotary-tablet-final');
    await page.setViewportSize(PHONE);
    await check(page, 'words-rotary-final');
  }, 150_000);
});
