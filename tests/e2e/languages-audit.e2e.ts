/**
 * No English left on any screen in French or Spanish: every screen of the
 * shell and of each game (setup, How to play, play, lessons, About with its
 * licences, history, settings) is opened on a device set to the language,
 * and every text and every name a screen reader hears (aria-label, title,
 * placeholder, alt) is compared with the English catalogue: a string that is
 * an English message (one whose translation differs) is a leak. Screenshots
 * of each screen at 390×844 in test-results/screenshots/ (audit-<lang>-…).
 */
import { classCode } from '../../src/class/code';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { es } from '../../src/i18n/es';
import { formatGameId } from '../../src/core/gameId';
import { defaultParams as tufDefaults, formatMatchParams } from '../../src/games/tuf/matchParams';
import { defaultParams as wordsDefaults, formatParams as formatWordsParams } from '../../src/games/words/params';
import { launchIn, open, PHONE, shot, type Session } from './browser';

type Key = keyof typeof en;
type Catalogue = Readonly<Record<Key, string>>;

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const wordsOf = (message: string): string[] =>
  message
    .replace(/\{\w+\}/g, ' ')
    .toLowerCase()
    .match(/[a-z’']{3,}/g) ?? [];

/**
 * Patterns of the English messages a translated screen must never show: those
 * with an English word of their own that the translation does not share
 * ("{colour} cube, {face}" against "cube {colour}, {face}" is no sign of English).
 */
export function englishPatterns(cat: Catalogue): { key: string; re: RegExp }[] {
  return (Object.keys(en) as Key[])
    .filter((k) => {
      const theirs = new Set(wordsOf(cat[k]));
      return cat[k] !== en[k] && wordsOf(en[k]).some((w) => !theirs.has(w));
    })
    .map((k) => ({ key: k, re: new RegExp(`^${escapeRe(en[k].trim()).replace(/\\\{\w+\\\}/g, '.+?')}$`) }));
}

/** Every text node and every accessible name or hint on the page, trimmed. */
async function pageStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim();
      if (text && n.parentElement?.closest('details.licence, script, style') === null) out.add(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-valuetext]')) {
      if (el.closest('details.licence')) continue;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.add(v);
      }
    }
    out.add(document.title);
    return [...out];
  });
}

const LANGS = [
  { lang: 'fr', locale: 'fr-CA', cat: fr as Catalogue },
  { lang: 'es', locale: 'es-MX', cat: es as Catalogue },
] as const;

describe('the check itself', () => {
  it('flags an English message, with its values, and not its translation', () => {
    const pats = englishPatterns(fr as Catalogue);
    const leak = (s: string): boolean => pats.some((p) => p.re.test(s));
    expect(leak(en['home.games'])).toBe(true);
    expect(leak('Ana’s turn')).toBe(true);
    expect(leak(fr['home.games'])).toBe(false);
    expect(leak('Au tour de Ana')).toBe(false);
  });
});

for (const { lang, locale, cat } of LANGS) {
  describe(`no English in ${lang}`, { timeout: 300_000 }, () => {
    let s: Session;
    const leaks: string[] = [];
    const patterns = englishPatterns(cat);

    beforeAll(async () => {
      s = await launchIn(locale, PHONE);
    });
    afterAll(async () => {
      await s.close();
    });

    /** Looks at the screen now: a screenshot, and every string that is English. */
    async function audit(name: string): Promise<void> {
      await s.page.waitForTimeout(250);
      await shot(s.page, `audit-${lang}-${name}`);
      for (const str of await pageStrings(s.page)) {
        const hit = patterns.find((p) => p.re.test(str));
        if (hit) leaks.push(`${name}: “${str}” (${hit.key})`);
      }
    }

    it('every screen', async () => {
      const { page } = s;
      for (const route of [
        '',
        'settings',
        'history',
        'scan',
        'collect',
        'tuf',
        'tuf/lessons',
        'words',
        'words/lessons',
        'tally',
        'mathable',
        'mathable/fame/2',
        'diceculus',
        // a student joining a lesson: typing its code, then the lesson (what the teacher set, the name)
        'class',
        `class/${classCode({ game: 'tuf', params: { g: 'constant', same: '1', k: 'chi', chi: '12' }, seed: 'caudit0' })}`,
      ]) {
        await open(page, `#/${route}`);
        await page.locator('.screen h1').first().waitFor();
        // open every folded part (more options, challenges, rules) so its words are read too
        for (const d of await page.locator('details:not([open]) > summary').all()) await d.tap().catch(() => undefined);
        await audit(route.replace(/\//g, '-') || 'home');
      }
      // About with the licences: the screen's words in the language; each licence (its package's title and its text) is a legal text, kept as written
      await open(page, '#/about');
      await page.locator('details.licence > summary').first().tap();
      await audit('about');
      // How to play
      for (const game of ['tuf', 'words'] as const) {
        await open(page, `#/${game}`);
        await page.getByRole('button', { name: cat[`${game}.howTo`], exact: true }).tap();
        await page.getByRole('dialog').waitFor();
        await audit(`${game}-howto`);
      }
      // in play: a TUF round and a TUF words round from links, Tally, Mathable and DiceCulus from their setups
      await open(
        page,
        `#/tuf/code/${encodeURIComponent(formatGameId({ game: 'tuf', params: formatMatchParams({ ...tufDefaults('1'), rounds: 1 }), seed: 'audit' }))}`,
      );
      await page.getByRole('button', { name: cat['tuf.roll'] }).tap();
      await page.getByRole('group', { name: cat['tuf.table'] }).first().waitFor();
      await audit('tuf-play');
      await open(
        page,
        `#/words/code/${encodeURIComponent(formatGameId({ game: 'words', params: formatWordsParams({ ...wordsDefaults(), computers: [], rounds: 1 }), seed: 'audit' }))}`,
      );
      await page.getByRole('button', { name: cat['words.roll'] }).tap();
      await page.getByRole('group', { name: cat['words.tray'] }).first().waitFor();
      await audit('words-play');
      await open(page, '#/tally');
      await page.getByRole('button', { name: cat['tally.start'], exact: true }).tap();
      await page.getByRole('button', { name: new RegExp(`^${escapeRe(cat['tally.startTurn'].split('{')[0]!)}`) }).tap();
      await page.locator('.tally-board .tally-tile').first().waitFor();
      await audit('tally-play');
      await open(page, '#/mathable');
      await page.getByRole('button', { name: cat['mathable.start'] }).tap();
      await page.locator('.mth-rack .mth-rack-tile').first().waitFor({ timeout: 30_000 });
      await audit('mathable-play');
      await open(page, '#/diceculus');
      await page.getByRole('button', { name: cat['diceculus.start'], exact: true }).tap();
      await page.getByRole('button', { name: cat['diceculus.announce'], exact: true }).waitFor({ timeout: 30_000 });
      await audit('diceculus-play');
      await open(page, '#/history');
      await audit('history-after');
      expect(leaks).toEqual([]);
    });
  });
}
