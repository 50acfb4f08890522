import { describe, expect, it } from 'vitest';
import { pluralText, t } from '../../src/i18n';
import { en } from '../../src/i18n/en';

describe('plural forms through Intl.PluralRules', () => {
  it('chooses the one/other form from vars.count or vars.n', () => {
    expect(t('tally.equationCount', { count: 1 })).toBe('1 equation');
    expect(t('tally.equationCount', { count: 0 })).toBe('0 equations');
    expect(t('tally.equationCount', { count: 2 })).toBe('2 equations');
    expect(t('mathable.exchangeDo', { n: 1 })).toBe('Exchange 1 tile');
    expect(t('mathable.exchangeDo', { n: 3 })).toBe('Exchange 3 tiles');
    expect(t('timer.secondsLeft', { count: 1 })).toBe('1 second left');
    expect(t('timer.secondsLeft', { count: 30 })).toBe('30 seconds left');
  });

  it('follows the language rules, and falls back to "other"', () => {
    // Welsh has a "two" form; the English catalogue has none, so "other" answers
    expect(pluralText('tally.tileCount', 2, 'cy')).toBe('{count} tiles');
    expect(pluralText('tally.tileCount', 1, 'en')).toBe('1 tile');
    expect(pluralText('no.such.key', 1)).toBeUndefined();
  });

  it('every plural message in the catalogue has an "other" form', () => {
    const keys = Object.keys(en);
    const bases = new Set(keys.flatMap((k) => (/\.(zero|one|two|few|many)$/.test(k) ? [k.replace(/\.\w+$/, '')] : [])));
    for (const b of [...bases].filter((x) => x.includes('.'))) expect(keys, b).toContain(`${b}.other`);
  });

  it('a plain key is used as it is, and a missing key shows itself', () => {
    expect(t('tally.title')).toBe('Tally Rally');
    expect(t('tally.nope' as 'tally.title', { count: 1 })).toBe('tally.nope');
  });
});

describe('formatNumber', () => {
  it('says every number as Intl does in each language, small whole numbers included (they skip Intl)', async () => {
    const { formatNumber, loadLanguage, setLanguage, currentLanguage, LANGUAGES } = await import('../../src/i18n');
    const before = currentLanguage();
    try {
      for (const lang of LANGUAGES) {
        await loadLanguage(lang);
        setLanguage(lang);
        const intl = new Intl.NumberFormat(lang);
        for (const n of [0, 1, 7, 42, 999, 1000, 1234, 12345, -1, -999, 0.5, 2.25, -0.75, 1e21, Number.NaN, 10n, -5n]) {
          expect(formatNumber(n), `${lang} ${n}`).toBe(intl.format(n));
        }
        for (let n = 0; n < 1100; n++) expect(formatNumber(n)).toBe(intl.format(n));
        // with options: the same as a fresh formatter, asked twice (the second from the cache)
        const opts = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
        const fresh = new Intl.NumberFormat(lang, opts);
        for (const n of [3, 3.25, 1234.5, 3]) expect(formatNumber(n, opts)).toBe(fresh.format(n));
        expect(formatNumber(7, { style: 'percent' })).toBe(new Intl.NumberFormat(lang, { style: 'percent' }).format(7));
      }
    } finally {
      setLanguage(before);
    }
  });
});
