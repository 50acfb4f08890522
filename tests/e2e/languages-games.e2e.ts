/**
 * DiceCulus and TUF words in French and in Spanish, in Chromium, by touch:
 * a short DiceCulus game against a computer to the end, and a TUF words
 * solitaire round to its results, with the words of the language's
 * catalogue. Screenshots at 390×844 and 1024×768 (and 320×568, where longer
 * French and Spanish labels must neither clip nor overflow); axe clean in
 * each language; scores grouped the local way.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { es } from '../../src/i18n/es';
import { formatGameId } from '../../src/core/gameId';
import { defaultParams, formatParams, type WordsParams } from '../../src/games/words/params';
import { rollFor } from '../../src/games/words/plugin';
import type { Face } from '../../src/games/words';
import { BOARD_MIDDLE as M, cubeColour } from '../../src/ui/words/board';
import { launchIn, open, PHONE, scrollOverflow, seriousViolations, shot, sidewaysOverflow, SMALL, TABLET, type Session, type Viewport } from './browser';
import { diceWords, humanStep, over } from './diceculus-steps';

type Key = keyof typeof en;
type Catalogue = Readonly<Record<Key, string>>;
const LANGS = [
  { lang: 'fr', locale: 'fr-FR', cat: fr as Catalogue },
  { lang: 'es', locale: 'es-ES', cat: es as Catalogue },
] as const;

const say = (cat: Catalogue, key: Key, vars: Record<string, string | number> = {}): string =>
  cat[key].replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

/**
 * Elements whose text is cut: wider content than their box with overflow hidden
 * or clipped (ellipsis included), and a screen that scrolls sideways. Scrolling
 * regions inside a screen (score tables, a long crossword) are meant to scroll.
 */
async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('.visually-hidden, [aria-hidden="true"]') || el.offsetParent === null) continue;
      const style = getComputedStyle(el);
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (!hides || !el.textContent?.trim()) continue;
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}: ${el.textContent.trim().slice(0, 40)}`);
    }
    // a screen's body that scrolls sideways hides its right edge (a table or a crossword may scroll in its own box, the screen not)
    for (const el of document.querySelectorAll<HTMLElement>('.screen-body')) {
      if (el.scrollWidth > el.clientWidth + 1) out.push(`the screen scrolls sideways by ${el.scrollWidth - el.clientWidth}px`);
    }
    return out;
  });
}

/**
 * Every score in the page's tables and results with a run of digits the
 * language would have grouped: French groups from four digits (1 234), Spanish
 * from five (1234, 12.345). Each element holding text of its own is read alone,
 * so neighbouring numbers (a round and its running total) never run together.
 */
async function ungroupedScores(page: Page, lang: string): Promise<string[]> {
  const digits = lang === 'es' ? 5 : 4;
  return page.evaluate(
    (n) =>
      [...document.querySelectorAll('table, .tuf-result-points, .tuf-winner, .dc-ends, .dc-winners, .history-players')]
        .flatMap((root) => [root, ...root.querySelectorAll('*')])
        .filter((e) => e.children.length === 0)
        .map((e) => e.textContent ?? '')
        .filter((text) => new RegExp(`\\d{${n},}`).test(text)),
    digits,
  );
}

/** Screenshot, axe, nothing wider than the screen, nothing clipped; `fits` also asks for no page scrolling. */
async function look(page: Page, name: string, fits = false): Promise<void> {
  await shot(page, name);
  expect(await seriousViolations(page), name).toEqual([]);
  expect(await sidewaysOverflow(page), `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  expect(await clipped(page), `${name} clips text`).toEqual([]);
  if (fits) expect(await scrollOverflow(page), `${name} scrolls`).toBeLessThanOrEqual(0);
}

/** The same screen at each size, back to the first after. */
async function lookAt(page: Page, name: string, sizes: Viewport[], fits = false): Promise<void> {
  for (const vp of sizes) {
    await page.setViewportSize(vp);
    await page.waitForTimeout(150);
    await look(page, name, fits);
  }
  await page.setViewportSize(sizes[0]!);
}

/** A TUF words cube's accessible name in the catalogue's language. */
function cubeLabel(cat: Catalogue, face: Face, index: number): string {
  const colour = cat[`words.colour.${cubeColour(index)}` as Key];
  if (face === "'E") return say(cat, 'words.cube.eApos', { colour });
  return say(cat, 'words.cube.letter', { letter: face, colour });
}

for (const { lang, locale, cat } of LANGS) {
  describe(`games in ${lang}`, { timeout: 300_000 }, () => {
    it(`a short DiceCulus game against a computer by touch, to the end, in ${lang}`, async () => {
      s = await launchIn(locale, PHONE);
      const { page } = s;
      await open(page, '#/');
      await page.getByRole('link', { name: /DiceCulus/ }).tap();
      await page.getByRole('heading', { name: cat['diceculus.setup'] }).waitFor();
      await lookAt(page, `${lang}-diceculus-setup`, [PHONE, SMALL, TABLET]);
      const bot = (lv: 'easy' | 'medium'): string =>
        say(cat, 'diceculus.botChoice', { name: cat[`diceculus.botName.${lv}`], level: cat[`diceculus.level.${lv}`] });
      // Pip (easy) instead of Gauss (medium); the short game (one round a stage) is the default
      await page.getByRole('button', { name: new RegExp(bot('medium')) }).tap();
      await page.getByRole('button', { name: new RegExp(bot('easy')) }).tap();
      expect(await page.getByRole('radio', { name: cat['diceculus.length.short'] }).isChecked()).toBe(true);
      await page.getByRole('button', { name: cat['diceculus.start'], exact: true }).tap();
      const stage = (n: 1 | 2 | 3 | 4, roman: string): string => say(cat, 'diceculus.stage', { roman, name: cat[`diceculus.stageName.${n}`] });
      await page.locator('.dc-head').getByText(stage(1, 'I')).waitFor();
      const words = diceWords(cat);
      const seen = new Set<string>();
      for (let i = 0; i < 400 && !(await over(page, words)); i++) {
        if (
          !seen.has('announce') &&
          (await page
            .getByRole('button', { name: words.announce, exact: true })
            .isVisible()
            .catch(() => false))
        ) {
          seen.add('announce');
          await lookAt(page, `${lang}-diceculus-announce`, [PHONE, SMALL, TABLET], true);
        }
        if (
          !seen.has('keep') &&
          (await page
            .getByRole('button', { name: words.keep })
            .isVisible()
            .catch(() => false))
        ) {
          seen.add('keep');
          await lookAt(page, `${lang}-diceculus-rolling`, [PHONE, SMALL, TABLET]);
        }
        if (
          !seen.has('IV') &&
          (await page
            .locator('.dc-head')
            .getByText(stage(4, 'IV'))
            .isVisible()
            .catch(() => false)) &&
          (await page
            .getByRole('button', { name: words.announce, exact: true })
            .isVisible()
            .catch(() => false))
        ) {
          seen.add('IV');
          await lookAt(page, `${lang}-diceculus-charity`, [PHONE, SMALL], true);
        }
        const did = await humanStep(page, { words, wrongOnce: seen.has('wrong') ? { done: true } : undefined });
        if (did === 'answer' && !seen.has('answered')) {
          seen.add('answered');
          // the card's working, with the language's decimal comma and minus sign
          await lookAt(page, `${lang}-diceculus-answered`, [PHONE, SMALL, TABLET]);
        }
        if (did === null) await page.waitForTimeout(150);
      }
      expect(await over(page, words)).toBe(true);
      expect(seen.has('announce') && seen.has('keep') && seen.has('IV')).toBe(true);
      await page.getByText(new RegExp(`^${say(cat, 'diceculus.winners', { names: '' }).trim()}`)).waitFor();
      // the final table: four GRAND TOTALS for each of the two players, END GAME SCOREs grouped the local way
      expect(await page.locator('.dc-table tbody tr').count()).toBe(2);
      expect(await page.locator('.dc-table .dc-grand').count()).toBe(8);
      expect(await ungroupedScores(page, lang)).toEqual([]);
      await lookAt(page, `${lang}-diceculus-over`, [PHONE, TABLET, SMALL]);
      // the finished game in the history, in words
      await open(page, '#/history');
      await page.getByRole('heading', { name: cat['history.title'] }).waitFor();
      await page.locator('.history-item summary').first().tap();
      await page.getByText(cat['history.fact.end'], { exact: true }).waitFor();
      expect(await ungroupedScores(page, lang)).toEqual([]);
      await lookAt(page, `${lang}-history`, [PHONE, SMALL]);
    });

    it(`a TUF words solitaire round by touch, to the results, in ${lang}`, async () => {
      const dict = lang;
      s = await launchIn(locale, PHONE);
      const { page } = s;
      // the setup offers the language's own dictionary first, and starts with it
      await open(page, '#/');
      await page.getByRole('link', { name: /TUF words/ }).tap();
      const select = page.getByRole('combobox', { name: cat['words.dict'] });
      await select.waitFor();
      expect(await select.inputValue()).toBe(dict);
      expect((await select.locator('option').first().textContent())?.trim()).toBe(cat[`words.dict.${dict}`]);
      await lookAt(page, `${lang}-words-setup`, [PHONE, SMALL, TABLET]);

      // a solitaire round from a teacher's link (the class list makes the word count whatever the dictionary holds)
      const seed = `wlang-${lang}`;
      const base: WordsParams = { ...defaultParams(), dict, computers: [], rounds: 1, noSpecials: true, validityLight: true };
      const hand = rollFor(base, seed, 0, 0);
      const word = hand.slice(0, 6).join('');
      const p: WordsParams = { ...base, teacherWords: [word] };
      await open(page, `#/words/code/${encodeURIComponent(formatGameId({ game: 'words', params: formatParams(p), seed }))}`);
      await page.getByRole('button', { name: cat['words.roll'] }).tap();
      const seat = page.getByRole('region', { name: say(cat, 'words.seatLabel', { name: say(cat, 'words.playerN', { n: 1 }) }) });
      await layAcross(seat, cat, hand, 6);
      await seat.getByText(say(cat, 'words.cubesUsed.other', { n: 6, total: 20 })).waitFor();
      await seat.getByText(say(cat, 'words.light.word', { word })).waitFor({ timeout: 20_000 });
      await lookAt(page, `${lang}-words-table`, [PHONE, SMALL, TABLET], true);
      await seat.getByRole('button', { name: new RegExp(cat['words.call.solo'].replace(/[.*+?^${}()|[\]\\!]/g, '\\$&')) }).tap();
      await page.getByRole('heading', { name: cat['words.finalTitle'] }).waitFor();
      await page.getByText(`✓ ${cat['words.verdictTrue']}`).waitFor();
      // six letters, two points each
      await page.getByText(say(cat, 'words.soloTotal.other', { n: 12 }), { exact: true }).waitFor();
      await page.locator('.tuf-best').first().waitFor({ timeout: 30_000 });
      expect(await ungroupedScores(page, lang)).toEqual([]);
      await lookAt(page, `${lang}-words-final`, [PHONE, TABLET], true);
      // the small phone: the results (with the best crossword) scroll, as in English, but nothing clips or overflows
      await lookAt(page, `${lang}-words-final`, [SMALL]);
      await page.getByText(say(cat, 'words.resultCode', {})).waitFor();
    });
  });
}

/** Lays the hand's first `n` cubes across one row of the seat's board, by touch (tap the cube, tap the square). */
async function layAcross(seat: Locator, cat: Catalogue, hand: readonly Face[], n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const cube = seat
      .getByRole('group', { name: cat['words.tray'] })
      .getByRole('button', { name: cubeLabel(cat, hand[i]!, i), exact: true })
      .first();
    await cube.tap();
    // the cube shows picked up before its square is tapped (an empty square takes taps either way)
    await expect.poll(() => cube.getAttribute('aria-pressed')).toBe('true');
    const square = seat.locator(`[data-square="${M},${M + i}"]`);
    const before = await square.getAttribute('aria-label');
    await square.tap();
    // a placement shows once it is saved (the square's name changes); the next cube is picked after that
    await expect.poll(async () => square.getAttribute('aria-label')).not.toBe(before);
  }
}
