/**
 * Every user-facing string goes through t(): `t('home.resumeGame', { title })`.
 * Placeholders are `{name}`; a missing key shows itself, so it is caught in review.
 */
import { en, type MessageKey } from '../i18n/en';
import type { Refusal } from '../core/engine';

export type { MessageKey };
export type Language = 'en';

/** A message with plural forms: the catalogue holds `<key>.one`, `<key>.other` (and `.zero`, `.two`, `.few`, `.many` where a language needs them). */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}.other` ? Base : never) : never;
const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

const catalogues: Record<Language, Record<string, string>> = { en };
let current: Language = 'en';

export function setLanguage(lang: Language): void {
  current = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

function lookup(key: string): string | undefined {
  return catalogues[current][key] ?? catalogues.en[key];
}

/** One Intl.PluralRules per language: making one costs more than the lookup itself, and labels ask on every render. */
const rulesByLang = new Map<string, Intl.PluralRules>();
function pluralRules(lang: string): Intl.PluralRules {
  let rules = rulesByLang.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    rulesByLang.set(lang, rules);
  }
  return rules;
}

/**
 * The plural form of a message for a number, chosen by the platform's
 * `Intl.PluralRules` for the language: `key.one` for 1 in English, `key.other` otherwise.
 */
export function pluralText(key: string, n: number, lang: string = current): string | undefined {
  let form = 'other';
  try {
    form = pluralRules(lang).select(n);
  } catch {
    // an unknown language falls back to "other"
  }
  return (PLURAL_FORMS.has(form) ? lookup(`${key}.${form}`) : undefined) ?? lookup(`${key}.other`);
}

/**
 * A message in words. A key with plural forms (`key.one`/`key.other`) picks
 * its form from the number in `vars.count` (or `vars.n`).
 */
export function t(key: MessageKey | PluralKey, vars?: Record<string, string | number>): string {
  let text = lookup(key);
  if (text === undefined && vars) {
    const n = typeof vars.count === 'number' ? vars.count : typeof vars.n === 'number' ? vars.n : undefined;
    if (n !== undefined) text = pluralText(key, n);
  }
  text ??= key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** Whether a key exists (for messages chosen at run time, e.g. engine reason codes). */
export function hasMessage(key: string): key is MessageKey {
  return key in catalogues[current] || key in catalogues.en;
}

/**
 * A refusal (code + values from an engine) in words: `<game>.refuse.<code>`,
 * or `common.refuse.<code>` for the codes every engine shares (replay); a
 * code the catalogue lacks is shown as it is (never happens for a known code:
 * tests check every code has its words).
 */
export function refusalText(game: string, r: Refusal): string {
  for (const key of [`${game}.refuse.${r.code}`, `common.refuse.${r.code}`]) if (hasMessage(key)) return t(key, r.vars as Record<string, string | number>);
  return r.code;
}
