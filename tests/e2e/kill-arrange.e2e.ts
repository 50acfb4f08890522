/**
 * Nothing a student did is lost when the app is killed, in every game
 * (kill.e2e.ts covers TUF cubes put on the line, a Tally path tile by tile
 * with a sign, a Mathable tile). Here Chromium's browser process is killed
 * (SIGKILL) the moment the screen shows the result of:
 * - TUF (game 6): a cube moved along the line, raised, a gap put after a
 *   cube, a (×) cube given a reading;
 * - TUF words: cubes put on a seat's crossword; Rotary: cubes put down for
 *   the opening word;
 * - Tally Rally: an equation added to the sheet (and the path emptied);
 * - DiceCulus: dice moved between the unknowns of an announcement; the
 *   card's value typed, and the constant claimed in stage IV before rolling
 *   (the browser shows keys itself, so the test waits for their save before
 *   the kill);
 * then started again on the same profile: each change must be back.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatGameId } from '../../src/core/gameId';
import { defaultParams as tufDefaults, formatMatchParams, type MatchParams } from '../../src/games/tuf/matchParams';
import { rollFor as tufRoll } from '../../src/games/tuf/plugin';
import { defaultParams as wordsDefaults, formatParams as formatWordsParams, type WordsParams } from '../../src/games/words/params';
import { rollFor as wordsRoll } from '../../src/games/words/plugin';
import { rotaryHand } from '../../src/games/words/rotary';
import { enumerateEquations } from '../../workers/tally/solver';
import { gapsOfText, type Gap } from '../../src/ui/tally/draft';
import { cubeName } from '../../src/ui/words/Board';
import { BOARD_MIDDLE as M } from '../../src/ui/words/board';
import { open, PHONE, seriousViolations, shot, SMALL, TABLET } from './browser';
import { killNow, newProfile, reopen, savedView, start, startTally, tapThenKill, useProfiles } from './kill-helpers';
import { diceWords, humanStep } from './diceculus-steps';
import { en } from '../../src/i18n/en';

/** A CSS attribute value in double quotes. */
const q = (s: string): string => JSON.stringify(s);

describe('killed in the middle of play: every arrangement comes back', () => {
  useProfiles();

  it('TUF game 6: a cube moved, raised, a gap after a cube, a (×) reading — each back after a kill right after its tap', async () => {
    const p: MatchParams = { ...tufDefaults('6'), rounds: 1 };
    const seed = 'killtools';
    const faces = tufRoll(p, seed, 0, 0).map((c) => c.face as string);
    const [ia, ib, ic, ix] = ['3', '5', '8', '(x)'].map((f) => faces.indexOf(f));
    expect([ia, ib, ic, ix].every((i) => i !== undefined && i >= 0)).toBe(true);
    const profile = newProfile();
    let page = await start(profile);
    await open(page, `#/tuf/code/${encodeURIComponent(formatGameId({ game: 'tuf', params: formatMatchParams(p), seed }))}`);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    const tray = (pg: Page): Locator => pg.locator('.tuf-seat').first().getByRole('group', { name: 'Cubes on the table' });
    await tray(page).waitFor();
    const hash = new URL(page.url()).hash;
    // each cube's name as the table says it (in roll order: nothing is on the line yet)
    const names = await tray(page)
      .getByRole('button')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(names).toHaveLength(faces.length);
    const [A, B, C, X] = [ia, ib, ic, ix].map((i) => names[i as number] as string) as [string, string, string, string];
    const on = (label: string, n: number): string => `${label}, on the line, place ${n}`;
    const line = (pg: Page): Locator => pg.locator('.tuf-seat').first().getByRole('group', { name: 'Equation line' });
    const labels = (pg: Page): Promise<string[]> =>
      line(pg)
        .getByRole('button')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    const back = async (): Promise<Page> => {
      const pg = await reopen(profile, hash);
      await line(pg).waitFor();
      return pg;
    };
    /** Taps a cube on the line once: it is selected (screen state only, not saved). */
    const select = async (pg: Page, label: string): Promise<void> => {
      const cube = line(pg).getByRole('button', { name: label, exact: true });
      await cube.tap();
      await expect.poll(() => cube.getAttribute('aria-pressed')).toBe('true');
    };
    const tool = (pg: Page, name: string): Locator =>
      pg.locator('.tuf-seat').first().getByRole('toolbar', { name: 'Selected cube' }).getByRole('button', { name, exact: true });

    for (const [k, label] of [A, B, C].entries()) {
      await tray(page).getByRole('button', { name: label, exact: true }).first().tap();
      await line(page)
        .getByRole('button', { name: on(label, k + 1), exact: true })
        .waitFor();
    }
    // moved: B one place left
    await select(page, on(B, 2));
    await tapThenKill(profile, tool(page, 'Move left'), `.tuf-seat .tuf-line button[aria-label=${q(on(B, 1))}]`, 1);
    page = await back();
    expect(await labels(page), 'after the kill that followed a move').toEqual([on(B, 1), on(A, 2), on(C, 3)]);
    // raised: B an exponent
    await select(page, on(B, 1));
    await tapThenKill(profile, tool(page, 'Raise (exponent)'), '.tuf-seat .tuf-line .tuf-pos-sup', 1);
    page = await back();
    const raised = `${B}, raised`;
    expect(await labels(page), 'after the kill that followed raising a cube').toEqual([on(raised, 1), on(A, 2), on(C, 3)]);
    // a gap after A
    await select(page, on(A, 2));
    await tapThenKill(profile, tool(page, 'Gap after'), '.tuf-seat .tuf-line .tuf-gap', 1);
    page = await back();
    const gap = on('gap (closes a group)', 3);
    expect(await labels(page), 'after the kill that followed a gap').toEqual([on(raised, 1), on(A, 2), gap, on(C, 4)]);
    // the (×) cube put at the end (a cube put on the line is selected), then read as ×
    await tray(page).getByRole('button', { name: X, exact: true }).first().tap();
    const placed = line(page).getByRole('button', { name: on(X, 5), exact: true });
    await expect.poll(() => placed.getAttribute('aria-pressed')).toBe('true');
    await tapThenKill(profile, tool(page, 'Reading: automatic'), '.tuf-seat .tuf-line button[aria-label*="× times"]', 1);
    page = await back();
    expect(await labels(page), 'after the kill that followed a reading').toEqual([on(raised, 1), on(A, 2), gap, on(C, 4), on(`${X}, × times`, 5)]);
  }, 240_000);

  it('TUF words: cubes put on the crossword, and Rotary’s opening word, are back after a kill right after each', async () => {
    const codeFor = (p: WordsParams, seed: string): string => formatGameId({ game: 'words', params: formatWordsParams(p), seed });
    const filled = (r: number, c: number): string => `[data-square="${r},${c}"]:not([aria-label$=": empty"])`;
    const squareLabel = (pg: Page, r: number, c: number): Promise<string> =>
      pg
        .locator(`[data-square="${r},${c}"]`)
        .first()
        .getAttribute('aria-label')
        .then((l) => l ?? '');
    /** Picks a cube up (screen state only) and kills right after it shows on the square tapped. */
    const putThenKill = async (
      profile: ReturnType<typeof newProfile>,
      seat: Locator,
      hand: readonly string[],
      cube: number,
      r: number,
      c: number,
    ): Promise<void> => {
      const pick = seat
        .getByRole('group', { name: 'Cubes to place' })
        .getByRole('button', { name: cubeName(hand[cube]!, cube), exact: true })
        .first();
      await pick.tap();
      await expect.poll(() => pick.getAttribute('aria-pressed')).toBe('true');
      await tapThenKill(profile, seat.locator(`[data-square="${r},${c}"]`), filled(r, c), 1);
    };

    // the race table, one person
    const seed = 'killwords';
    const p: WordsParams = { ...wordsDefaults(), computers: [], rounds: 1, noSpecials: true };
    const hand = wordsRoll(p, seed, 0, 0);
    let profile = newProfile();
    let page = await start(profile);
    await open(page, `#/words/code/${encodeURIComponent(codeFor(p, seed))}`);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    const crossword = (pg: Page): Locator => pg.getByRole('region', { name: 'Player 1’s crossword' });
    await crossword(page).waitFor();
    let hash = new URL(page.url()).hash;
    for (let i = 0; i < 2; i++) {
      await putThenKill(profile, crossword(page), hand, i, M, M + i);
      page = await reopen(profile, hash);
      await crossword(page).waitFor();
      for (let j = 0; j <= i; j++)
        expect(await squareLabel(page, M, M + j), `cube ${j + 1} after the kill that followed cube ${i + 1}`).toContain(cubeName(hand[j]!, j));
      await crossword(page)
        .getByText(`${i + 1} of 20 cubes`)
        .waitFor();
    }

    // Rotary, two people on one device: the cubes put down for the opening word
    const rp: WordsParams = { ...wordsDefaults(), humans: 2, computers: [], rounds: 1, noSpecials: true, rotary: true };
    const rseed = 'killrotary';
    const rhand = rotaryHand(rp, rseed, 0, 0);
    profile = newProfile();
    page = await start(profile);
    await open(page, `#/words/code/${encodeURIComponent(codeFor(rp, rseed))}`);
    await page.getByRole('button', { name: 'Roll the cubes' }).tap();
    const cubes = (pg: Page): Locator => pg.getByRole('region', { name: 'Player 1’s cubes' });
    await cubes(page).waitFor();
    hash = new URL(page.url()).hash;
    for (let i = 0; i < 2; i++) {
      await putThenKill(profile, cubes(page), rhand, i, M, M + i);
      page = await reopen(profile, hash);
      await cubes(page).waitFor();
      for (let j = 0; j <= i; j++)
        expect(await squareLabel(page, M, M + j), `Rotary cube ${j + 1} after the kill that followed cube ${i + 1}`).toContain(cubeName(rhand[j]!, j));
    }
  }, 240_000);

  it('Tally Rally: an equation added to the sheet is there after a kill right after it showed, and the path is empty', async () => {
    const profile = newProfile();
    const round = await startTally(profile);
    let page = round.page;
    const { hash, board } = round;
    // a three-tile equation with a sign in each gap (no digits joined)
    const eq = enumerateEquations(board, { maxTiles: 3 })
      .equations.map((e) => ({ ...e, gaps: gapsOfText(e.text, e.cells.length) }))
      .find((e) => e.cells.length === 3 && e.gaps !== null && e.gaps.every((g) => g !== ''));
    expect(eq, 'a three-tile equation on the board').toBeDefined();
    const { cells, gaps } = eq as { cells: number[]; gaps: Gap[] };
    for (const [k, cell] of cells.entries()) {
      await page.locator(`.tally-tile[data-cell="${cell}"]`).tap();
      await expect.poll(() => page.locator('.tally-board .tally-tile.in-path').count()).toBe(k + 1);
    }
    const WORD: Record<string, string> = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by', '=': 'equals' };
    for (const [i, g] of gaps.entries()) {
      await page.getByRole('button', { name: new RegExp(`^Gap ${i + 1}:`) }).tap();
      await page
        .getByRole('group', { name: 'Signs for the chosen gap' })
        .getByRole('button', { name: WORD[g] as string, exact: true })
        .tap();
      await page.getByRole('button', { name: `Gap ${i + 1}: ${WORD[g]}` }).waitFor();
    }
    await tapThenKill(profile, page.getByRole('button', { name: 'Add to sheet', exact: true }), '.tally-sheet .tally-entries li', 1);
    page = await reopen(profile, hash);
    await page.locator('.tally-board .tally-tile').first().waitFor();
    await expect.poll(() => page.locator('.tally-sheet .tally-entries li').count()).toBe(1);
    expect(await page.locator('.tally-board .tally-tile.in-path').count()).toBe(0);
  }, 240_000);

  it('DiceCulus: dice moved between the unknowns of an announcement are back after a kill right after each tap, and the value typed once saved', async () => {
    const profile = newProfile();
    let page = await start(profile);
    await open(page, '#/diceculus');
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    const announce = (pg: Page): Locator => pg.getByRole('button', { name: 'Announce', exact: true });
    // the computer may announce first
    await announce(page).waitFor({ timeout: 60_000 });
    const hash = new URL(page.url()).hash;
    expect(hash).toMatch(/^#\/diceculus\/play\//);
    const dice = (pg: Page): Promise<string[]> =>
      pg.locator('.dc-announce .dc-stepper').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(await dice(page)).toEqual(['3 dice for a', '2 dice for b', '2 dice for c']);
    await tapThenKill(profile, page.getByRole('button', { name: 'One die less for a' }), '.dc-stepper[aria-label="2 dice for a"]', 1);
    page = await reopen(profile, hash);
    await announce(page).waitFor();
    expect(await dice(page), 'after the kill that followed one die less').toEqual(['2 dice for a', '2 dice for b', '2 dice for c']);
    expect(await announce(page).isDisabled()).toBe(true);
    await tapThenKill(profile, page.getByRole('button', { name: 'One die more for c' }), '.dc-stepper[aria-label="3 dice for c"]', 1);
    page = await reopen(profile, hash);
    await announce(page).waitFor();
    expect(await dice(page), 'after the kill that followed one die more').toEqual(['2 dice for a', '2 dice for b', '3 dice for c']);
    // the announcement made from it is the one shown
    await announce(page).tap();
    await page.getByRole('button', { name: 'Roll c (3 dice)' }).waitFor({ timeout: 60_000 });

    // every unknown rolled (each first roll kept), the value typed: killed once it is saved, it is back in the field, the caret after it
    const field = (pg: Page): Locator => pg.getByLabel(en['diceculus.answer'], { exact: true });
    const words = diceWords(en);
    for (let i = 0; i < 12 && !(await field(page).isVisible()); i++) {
      const keep = page.getByRole('button', { name: words.keep });
      const step = (await keep.isVisible()) ? keep : page.getByRole('button', { name: words.roll }).first();
      const dice = await page.locator('.dc-die').count();
      await step.tap();
      await page.waitForFunction((n) => document.querySelectorAll('.dc-die').length !== n || document.getElementById('dc-answer') !== null, dice);
    }
    await field(page).tap();
    await page.keyboard.type('12');
    const id = decodeURIComponent(hash.split('/').pop() as string);
    await expect.poll(async () => JSON.stringify(await savedView(page, id)), { timeout: 30_000 }).toMatch(/"text":"12"/);
    await killNow(profile);
    page = await reopen(profile, hash);
    await field(page).waitFor({ timeout: 30_000 });
    expect(await field(page).inputValue(), 'the value typed, after the kill').toBe('12');
    expect(await field(page).evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([2, 2]);
  }, 240_000);

  it('DiceCulus stage IV: the constant claimed before rolling, as typed, is back in its field after a kill once saved', async () => {
    const profile = newProfile();
    let page = await start(profile);
    await open(page, '#/diceculus');
    // a short game against the medium computer: stages I to III played by touch, one round each
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.locator('.dc-head').waitFor();
    const hash = new URL(page.url()).hash;
    expect(hash).toMatch(/^#\/diceculus\/play\//);
    const claim = (pg: Page): Locator => pg.getByLabel(en['diceculus.claimLabel'], { exact: true });
    // the claim waits behind its question (a <summary>) until stage IV's card is dealt
    const question = (pg: Page): Locator => pg.getByText(en['diceculus.claimQuestion'], { exact: true });
    for (let i = 0; i < 300 && !(await question(page).isVisible()); i++) if ((await humanStep(page)) === null) await page.waitForTimeout(150);
    await expect.poll(() => page.locator('.dc-head').getByText('Stage IV:').isVisible()).toBe(true);
    await question(page).tap();
    await claim(page).tap();
    await page.keyboard.type('3,5');
    const id = decodeURIComponent(hash.split('/').pop() as string);
    await expect.poll(async () => (await savedView(page, id)) as unknown, { timeout: 30_000 }).toMatchObject({ claim: { text: '3,5' } });
    await killNow(profile);
    page = await reopen(profile, hash);
    await claim(page).waitFor({ timeout: 30_000 });
    expect(await claim(page).inputValue(), 'the claim typed, after the kill').toBe('3,5');
    expect(await claim(page).evaluate((el: HTMLInputElement) => [document.activeElement === el, el.selectionStart, el.selectionEnd])).toEqual([true, 3, 3]);
    // nothing was claimed: the button still waits for the player
    expect(await page.getByRole('button', { name: en['diceculus.claimButton'].replace('{points}', '50') }).isEnabled()).toBe(true);
    for (const size of [PHONE, SMALL, TABLET]) {
      await page.setViewportSize(size);
      await shot(page, 'diceculus-claim-after-kill');
      expect(await seriousViolations(page)).toEqual([]);
    }
  }, 300_000);
});
