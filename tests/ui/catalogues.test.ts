/**
 * Every language has every key of the English catalogue and nothing else,
 * keeps every placeholder, and has each plural form its language's
 * Intl.PluralRules asks for; numbers and decimals come out the local way.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { es } from '../../src/i18n/es';
import {
  currentLanguage,
  deviceLanguage,
  formatNumber,
  isLoaded,
  LANGUAGES,
  localDecimals,
  pluralText,
  switchLanguage,
  t,
  type Language,
} from '../../src/i18n';
import { readSettings } from '../../src/storage';

const catalogues: Record<Language, Readonly<Record<string, string>>> = { en, fr, es };
const PLURAL = /\.(zero|one|two|few|many|other)$/;
const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const baseOf = (k: string): string => k.replace(PLURAL, '');

/** The plural forms a language needs for the counts the app shows (whole numbers up to 10 000). */
function formsNeeded(lang: string): Set<string> {
  const rules = new Intl.PluralRules(lang);
  const forms = new Set<string>();
  for (let n = 0; n <= 10_000; n++) forms.add(rules.select(n));
  return forms;
}

/** Key problems of one catalogue against English, as readable lines (empty when all is well). */
export function problems(lang: Language, cat: Readonly<Record<string, string>>): string[] {
  const out: string[] = [];
  const enKeys = Object.keys(en);
  // a plural message is one with an English `.other` form (tuf.zero, diceculus.zero are plain keys)
  const enBases = new Set(enKeys.filter((k) => k.endsWith('.other')).map(baseOf));
  const isPlural = (k: string): boolean => PLURAL.test(k) && enBases.has(baseOf(k));
  // plain keys: the same set, the same placeholders
  for (const k of enKeys.filter((k) => !isPlural(k))) {
    if (!(k in cat)) out.push(`${lang}: missing ${k}`);
    else if (placeholders(cat[k]!).join() !== placeholders(en[k as keyof typeof en]).join())
      out.push(`${lang}: ${k} has {${placeholders(cat[k]!).join('}{')}} but English has {${placeholders(en[k as keyof typeof en]).join('}{')}}`);
  }
  for (const k of Object.keys(cat)) if (!isPlural(k) && !(k in en)) out.push(`${lang}: unused ${k} (not in English)`);
  // plural keys: every form the language needs, no form it never uses, placeholders from English's forms
  const needed = formsNeeded(lang);
  for (const b of enBases) {
    const enVars = new Set(enKeys.filter((k) => baseOf(k) === b).flatMap((k) => placeholders(en[k as keyof typeof en])));
    const otherVars = placeholders(en[`${b}.other` as keyof typeof en] ?? '').join();
    for (const form of needed) if (!(`${b}.${form}` in cat)) out.push(`${lang}: ${b} lacks the “${form}” form`);
    for (const k of Object.keys(cat).filter((k) => PLURAL.test(k) && baseOf(k) === b)) {
      const form = PLURAL.exec(k)![1]!;
      if (!needed.has(form)) out.push(`${lang}: ${k} is a form ${lang} never uses`);
      const vars = placeholders(cat[k]!);
      for (const v of vars) if (!enVars.has(v)) out.push(`${lang}: ${k} adds {${v}}`);
      if (form === 'other' && vars.join() !== otherVars)
        out.push(`${lang}: ${k} has {${vars.join('}{')}} but English has {${otherVars.replaceAll(',', '}{')}}`);
    }
  }
  return out;
}

afterEach(async () => {
  await switchLanguage('en');
});

describe('the catalogues', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: every key, no unused key, every placeholder and plural form`, () => {
      expect(problems(lang, catalogues[lang])).toEqual([]);
    });
  }

  it('the check itself catches a missing key, an unused key, a dropped or added placeholder and a missing plural form', () => {
    const broken: Record<string, string> = { ...fr };
    delete broken['nav.home'];
    broken['nav.nowhere'] = 'Nulle part';
    broken['players.remove'] = 'Retirer';
    broken['history.winner'] = 'Gagnant : {name} {extra}';
    delete broken['timer.secondsLeft.one'];
    broken['tally.points.two'] = '{n} pts';
    expect(problems('fr', broken)).toEqual(
      expect.arrayContaining([
        'fr: missing nav.home',
        'fr: unused nav.nowhere (not in English)',
        expect.stringContaining('fr: players.remove has'),
        expect.stringContaining('fr: history.winner has'),
        'fr: timer.secondsLeft lacks the “one” form',
        'fr: tally.points.two is a form fr never uses',
      ]),
    );
  });

  it('keeps the games’ own names in every language', () => {
    for (const lang of LANGUAGES) {
      const c = catalogues[lang];
      expect(c['tuf.title']).toBe('TUF');
      expect(c['tuf.call.0']).toBe('TUF!');
      expect(c['tuf.call.1']).toBe('TUFFER!');
      expect(c['tuf.call.2']).toBe('TUFFEST!');
      expect(c['tuf.challenges']).toBe('TUF ERROR');
      expect(c['tally.title']).toBe('Tally Rally');
      expect(c['mathable.title']).toBe('Mathable');
      expect(c['diceculus.title']).toBe('DiceCulus');
    }
  });

  it('French and Spanish are translated, not copied (at most a few short words match English)', () => {
    for (const lang of ['fr', 'es'] as const) {
      const words = (s: string): number => (s.replace(/\{\w+\}/g, '').match(/[a-z]{3,}/gi) ?? []).length;
      const same = Object.keys(en).filter((k) => catalogues[lang][k] === en[k as keyof typeof en] && words(en[k as keyof typeof en]) >= 3);
      expect(same, lang).toEqual([]);
    }
  });
});

describe('the active language', () => {
  it('loads on demand and answers in it, with French plural rules (0 and 1 take “one”)', async () => {
    await switchLanguage('fr');
    expect(isLoaded('fr')).toBe(true);
    expect(currentLanguage()).toBe('fr');
    expect(t('nav.home')).toBe('Accueil');
    expect(t('tally.equationCount', { count: 0 })).toBe('0 équation');
    expect(t('tally.equationCount', { count: 1 })).toBe('1 équation');
    expect(t('tally.equationCount', { count: 2 })).toBe('2 équations');
    await switchLanguage('es');
    expect(t('tally.equationCount', { count: 0 })).toBe('0 ecuaciones');
    expect(t('timer.secondsLeft', { count: 1 })).toBe('Queda 1 segundo');
    expect(pluralText('tally.tileCount', 1)).toBe('{count} pieza');
  });

  it('writes numbers in messages the local way', async () => {
    expect(t('data.refuse.tooBig', { mb: 12.5, max: 10 })).toBe('The file is 12.5 MB; Tuffest imports files up to 10 MB.');
    expect(formatNumber(12345.5)).toBe('12,345.5');
    await switchLanguage('fr');
    expect(t('data.refuse.tooBig', { mb: 12.5, max: 10 })).toBe('Le fichier fait 12,5 Mo ; Tuffest importe des fichiers d’au plus 10 Mo.');
    expect(formatNumber(12345.5)).toMatch(/^12\s345,5$/u);
    await switchLanguage('es');
    expect(formatNumber(12345.5)).toMatch(/^12\.345,5$/u);
    expect(formatNumber(0.5)).toBe('0,5');
  });

  it('shows an engine’s decimal points with the local separator, leaving everything else alone', async () => {
    expect(localDecimals('0.5 + .5 = 1')).toBe('0.5 + .5 = 1');
    await switchLanguage('fr');
    expect(localDecimals('0.5 + .5 = 1')).toBe('0,5 + ,5 = 1');
    expect(localDecimals('12.25 × 4 = 49')).toBe('12,25 × 4 = 49');
    expect(localDecimals('7/2 = 3.5')).toBe('7/2 = 3,5');
    expect(localDecimals('x = 10')).toBe('x = 10');
  });

  it('<html lang> follows the active language', async () => {
    const doc = { documentElement: { lang: '' } };
    (globalThis as { document?: unknown }).document = doc;
    try {
      await switchLanguage('es');
      expect(doc.documentElement.lang).toBe('es');
      await switchLanguage('en');
      expect(doc.documentElement.lang).toBe('en');
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
  });
});

describe('the device language and the setting', () => {
  it('follows navigator.languages by primary language, else English', () => {
    expect(deviceLanguage(['fr-CA', 'en-US'])).toBe('fr');
    expect(deviceLanguage(['es-MX'])).toBe('es');
    expect(deviceLanguage(['de-DE', 'es-ES', 'fr'])).toBe('es');
    expect(deviceLanguage(['de-DE'])).toBe('en');
    expect(deviceLanguage([])).toBe('en');
    expect(deviceLanguage(undefined)).toBe('en');
  });

  it('reads old settings (English, the only language there was) and new ones; a bad value falls back to the device', () => {
    expect(readSettings(undefined).language).toBe('device');
    expect(readSettings({ sound: false }).language).toBe('device');
    expect(readSettings({ language: 'en', sound: false })).toMatchObject({ language: 'en', sound: false });
    expect(readSettings({ language: 'fr' }).language).toBe('fr');
    expect(readSettings({ language: 'es' }).language).toBe('es');
    expect(readSettings({ language: 'klingon' }).language).toBe('device');
  });
});
