/**
 * Tuffest in French and in Spanish, in Chromium, by touch: a device set to
 * the language opens the app in it (<html lang>, every word), Settings
 * changes it at once, and one round each of TUF (from a share link), Tally
 * Rally and Mathable is played with the words of the language's catalogue.
 * Screenshots at 390×844, 320×568 and 1024×768; axe clean; nothing wider
 * than the screen at 320×568.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { es } from '../../src/i18n/es';
import { formatGameId } from '../../src/core/gameId';
import { defaultParams, formatMatchParams, type MatchParams } from '../../src/games/tuf/matchParams';
import { rollFor } from '../../src/games/tuf/plugin';
import { solve } from '../../workers/tuf/solve';
import { parseBoard } from '../../src/games/tally/board';
import { enumerateEquations, type Found } from '../../workers/tally/solver';
import {
  launchIn,
  open,
  PHONE,
  waitForServiceWorker,
  scrollOverflow,
  seriousViolations,
  shot,
  sidewaysOverflow,
  SMALL,
  TABLET,
  type Session,
  type Viewport,
  APP_SCREEN,
} from './browser';
import { placeOneTile } from './mathable-steps';

type Key = keyof typeof en;
type Catalogue = Readonly<Record<Key, string>>;
const LANGS = [
  { lang: 'fr', locale: 'fr-CA', cat: fr as Catalogue },
  { lang: 'es', locale: 'es-MX', cat: es as Catalogue },
] as const;

/** A catalogue message with its values filled in (numbers are small here: no grouping to mind). */
const say = (cat: Catalogue, key: Key, vars: Record<string, string | number> = {}): string =>
  cat[key].replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

async function look(page: Page, name: string): Promise<void> {
  await shot(page, name);
  expect(await seriousViolations(page), name).toEqual([]);
  expect(await sidewaysOverflow(page), `${name} is wider than the screen`).toBeLessThanOrEqual(0);
}

for (const { lang, locale, cat } of LANGS) {
  describe(`Tuffest in ${lang}`, () => {
    it(`the shell follows a ${locale} device, at every size, and Settings switches language at once`, async () => {
      for (const vp of [PHONE, SMALL, TABLET] as Viewport[]) {
        s = await launchIn(locale, vp);
        const { page } = s;
        await open(page, '#/');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        await page.getByRole('heading', { name: cat['home.games'] }).waitFor();
        await page.getByRole('link', { name: new RegExp(cat['home.settings']) }).waitFor();
        await look(page, `${lang}-home`);
        for (const route of ['#/tuf', '#/tally', '#/mathable', '#/diceculus', '#/settings']) {
          await open(page, route);
          await page.waitForTimeout(200);
          await look(page, `${lang}-${route.slice(2)}`);
        }
        await s.close();
        s = null;
      }
      s = await launchIn(locale, PHONE);
      const { page } = s;
      await open(page, '#/settings');
      const group = page.getByRole('group', { name: cat['settings.language'] });
      expect(await group.getByRole('radio', { name: cat['settings.language.device'] }).isChecked()).toBe(true);
      const other = lang === 'fr' ? 'es' : 'fr';
      await group.getByText(cat[`settings.language.${other}`], { exact: true }).tap();
      await page.getByRole('heading', { name: (other === 'fr' ? fr : es)['settings.title'] }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(other);
      // remembered: a reload opens in the chosen language, not the device's
      await page.reload();
      await page.getByRole('heading', { name: (other === 'fr' ? fr : es)['settings.title'] }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(other);
    });

    it(`a TUF solitaire round from a share link, in ${lang}, on a phone`, async () => {
      const p: MatchParams = { ...defaultParams('1c-a'), rounds: 1 };
      const seed = `lang-${lang}`;
      const eq = solve({ game: '1c-a', roll: rollFor(p, seed, 0, 0) }).equation;
      expect(eq).not.toBeNull();
      s = await launchIn(locale, PHONE);
      const { page } = s;
      // the link carries no language: it opens in the receiving device's
      await open(page, `#/tuf/code/${encodeURIComponent(formatGameId({ game: 'tuf', params: formatMatchParams(p), seed }))}`);
      await page.getByRole('button', { name: cat['tuf.roll'] }).tap();
      const seat = page.getByRole('region', { name: say(cat, 'tuf.seatLabel', { name: say(cat, 'tuf.playerN', { n: 1 }) }) });
      const table = seat.getByRole('group', { name: cat['tuf.table'] });
      await table.waitFor();
      await look(page, `${lang}-tuf-round`);
      const faces: Record<string, Key> = { '+': 'tuf.face.+', '-': 'tuf.face.-', x: 'tuf.face.x', '/': 'tuf.face./', '=': 'tuf.face.=', 'ø': 'tuf.face.ø' };
      for (const face of (eq as string).split(' ')) {
        const word = cat[faces[face] ?? (`tuf.face.${face}` as Key)];
        await tapCube(table, cat, word);
      }
      await seat.locator('.tuf-light.is-true').getByText(cat['tuf.light.true']).waitFor();
      await seat.getByRole('button', { name: new RegExp(cat['tuf.call.solo'].replace(/[.*+?^${}()|[\]\\!]/g, '\\$&')) }).tap();
      await page.getByRole('heading', { name: cat['tuf.finalTitle'] }).waitFor();
      await page
        .getByText(new RegExp(`^${say(cat, 'tuf.best.other', { eq: '', n: 0 }).split(':')[0]}`))
        .first()
        .waitFor({ timeout: 20_000 });
      await look(page, `${lang}-tuf-final`);
      expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
    });

    it(`a Tally Rally round by touch, in ${lang}, on a ${lang === 'fr' ? 'phone' : 'tablet'}`, async () => {
      s = await launchIn(locale, lang === 'fr' ? PHONE : TABLET);
      const { page } = s;
      await open(page, '#/');
      await page.getByRole('link', { name: /Tally Rally/ }).tap();
      await page.getByRole('heading', { name: cat['tally.setup'] }).waitFor();
      await page.getByRole('button', { name: cat['tally.start'], exact: true }).tap();
      const me = cat['tally.defaultName'];
      await page.getByRole('heading', { name: say(cat, 'tally.ready', { name: me }) }).waitFor();
      await look(page, `${lang}-tally-ready`);
      await page.getByRole('button', { name: say(cat, 'tally.startTurn', { name: me }) }).tap();
      await page.locator('.tally-board .tally-tile').first().waitFor();
      const digits = await page.locator('.tally-board .tally-tile > span[aria-hidden="true"]:first-child').allTextContents();
      const board = parseBoard(digits.join('')) as number[];
      const easy = enumerateEquations(board, { maxTiles: 4 }).equations.filter((e) => /^\d[+-]\d=\d+$/.test(e.text));
      expect(easy.length).toBeGreaterThan(0);
      const f = easy[0] as Found;
      for (const c of f.cells) await page.locator(`.tally-tile[data-cell="${c}"]`).tap();
      const sign = f.text[1] === '+' ? cat['tally.sign.plus'] : cat['tally.sign.minus'];
      const signs = page.getByRole('group', { name: cat['tally.signs'] });
      await page.getByRole('button', { name: new RegExp(`^${say(cat, 'tally.gap', { n: 1, sign: '' }).replace(/\s*$/, '')}`) }).tap();
      await signs.getByRole('button', { name: sign, exact: true }).tap();
      await page.getByRole('button', { name: new RegExp(`^${say(cat, 'tally.gap', { n: 2, sign: '' }).replace(/\s*$/, '')}`) }).tap();
      await signs.getByRole('button', { name: cat['tally.sign.equals'], exact: true }).tap();
      await page.getByRole('button', { name: cat['tally.add'] }).tap();
      await page.locator('.tally-message.is-ok').waitFor();
      await look(page, `${lang}-tally-play`);
      expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: cat['tally.done'] }).tap();
      await page.getByRole('button', { name: cat['tally.finishNow'] }).tap();
      await page.getByRole('button', { name: cat['tally.showResults'] }).waitFor();
      await page.waitForFunction(() => !(document.querySelector('.tally-see') as HTMLButtonElement | null)?.disabled, undefined, { timeout: 30_000 });
      await page.getByRole('button', { name: cat['tally.showResults'] }).tap();
      await page.getByRole('heading', { name: cat['tally.results'] }).waitFor();
      await page.getByText(cat['tally.bestUnfound']).waitFor({ timeout: 30_000 });
      await look(page, `${lang}-tally-results`);
    });

    it(`a Mathable turn against the computer by touch, in ${lang}, on a ${lang === 'fr' ? 'tablet' : 'small phone'}`, async () => {
      s = await launchIn(locale, lang === 'fr' ? TABLET : SMALL);
      const { page } = s;
      await open(page, '#/');
      await page.getByRole('link', { name: /Mathable/ }).tap();
      await page.getByRole('heading', { name: cat['mathable.setup'] }).waitFor();
      await look(page, `${lang}-mathable-setup`);
      await page.getByRole('button', { name: cat['mathable.start'] }).tap();
      const yourTurn = say(cat, 'mathable.yourTurn', { name: cat['mathable.defaultYou'] });
      await page.getByText(yourTurn).first().waitFor({ timeout: 30_000 });
      const placed = await placeOneTile(page);
      await look(page, `${lang}-mathable-placed`);
      expect(await scrollOverflow(page)).toBeLessThanOrEqual(0);
      if (placed) await page.getByRole('button', { name: new RegExp(`^${cat['mathable.confirm'].split(' ')[0]}`) }).tap();
      else await page.getByRole('button', { name: cat['mathable.pass'], exact: true }).tap();
      // the computer answers in the same language, and it is our turn again
      await page
        .getByText(
          new RegExp(
            `COMP-2 (${say(cat, 'mathable.lastTurn.placed', { name: '' }).trim().split(' ')[0]}|${say(cat, 'mathable.lastTurn.pass', { name: '' }).trim()})`,
          ),
        )
        .first()
        .waitFor({ timeout: 30_000 });
      await page.getByText(yourTurn).first().waitFor({ timeout: 30_000 });
      await look(page, `${lang}-mathable-turn`);
    });
  });
}

describe('languages offline', () => {
  it('loads only the active language before first paint, and another from the precache with the network off', async () => {
    s = await launchIn('en-US', PHONE);
    const { page, context } = s;
    const catalogues: string[] = [];
    page.on('request', (r) => {
      const m = /\/assets\/(en|fr|es)-[\w-]+\.js$/.exec(r.url());
      if (m && r.resourceType() === 'script') catalogues.push(m[1]!);
    });
    await open(page, '#/');
    await page.getByRole('heading', { name: en['home.games'] }).waitFor();
    // the page itself asked for English only (the service worker precaches the rest in the background)
    expect(catalogues).toEqual(['en']);
    await waitForServiceWorker(page);
    // the page is under the service worker's control (it answers this page's requests) before the network goes
    await page.reload();
    await page.waitForSelector(APP_SCREEN);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    await open(page, '#/settings');
    await page.getByRole('group', { name: en['settings.language'] }).getByText(fr['settings.language.fr'], { exact: true }).tap();
    await page.getByRole('heading', { name: fr['settings.title'] }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await look(page, 'fr-settings-offline');
  });
});

/** Taps the first cube on the table whose label names the face (“cube bleu, sept” / “cubo azul, siete”). */
async function tapCube(table: Locator, cat: Catalogue, word: string): Promise<void> {
  const colours = (['red', 'blue', 'green', 'yellow', 'white', 'orange'] as const).map((c) => cat[`tuf.colour.${c}`]);
  const names = colours.map((colour) => say(cat, 'tuf.cubeLabel', { colour, face: word }));
  for (const name of names) {
    const b = table.getByRole('button', { name, exact: true });
    if ((await b.count()) > 0) {
      await b.first().tap();
      return;
    }
  }
  throw new Error(`no cube “${word}” on the table`);
}
