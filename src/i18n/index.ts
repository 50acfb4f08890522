/**
 * Every user-facing string goes through t(): `t('home.resumeGame', { title })`.
 * Placeholders are `{name}`; a missing key shows itself, so it is caught in review.
 *
 * Languages: one catalogue per language (src/i18n/<lang>), each in its own
 * chunk. Only the active one is loaded before first paint (`loadLanguage`);
 * English follows after first paint as the fallback for a key a newer build
 * added before its translation. Numbers in messages are formatted by
 * `Intl.NumberFormat` of the active language; plural forms are chosen by
 * `Intl.PluralRules`.
 */
import type { MessageKey } from './en';
import type { Refusal } from '../core/refusal';

export type { MessageKey };
// The language list and the device's choice live with the first paint's settings (src/boot/prefs.ts), which runs before this file.
import { deviceLanguage, isLanguage, LANGUAGES, type Language } from '../boot/prefs';
export { deviceLanguage, isLanguage, LANGUAGES, type Language };

/** A message with plural forms: the catalogue holds `<key>.one`, `<key>.other` (and `.zero`, `.two`, `.few`, `.many` where a language needs them). */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}.other` ? Base : never) : never;
/** Any key t() takes: a message, or a message with plural forms. */
export type AnyKey = MessageKey | PluralKey;
const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

type Catalogue = Readonly<Record<string, string>>;

/** Each language's catalogue is its own chunk (the service worker precaches all of them). */
const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('./en').then((m) => m.en),
  fr: () => import('./fr').then((m) => m.fr),
  es: () => import('./es').then((m) => m.es),
};

const catalogues: Partial<Record<Language, Catalogue>> = {};
let current: Language = 'en';
let numbers = new Intl.NumberFormat('en');
/** The active language's decimal separator, found once (localDecimals runs for every part of an equation on every tap). */
let decimalSeparator: string | null = null;

/** A catalogue already in hand (the command line's English, imported statically): t() uses it at once. */
export function provideCatalogue(lang: Language, catalogue: Catalogue): void {
  catalogues[lang] ??= catalogue;
}

/** Loads a language's catalogue (once); resolves when t() can use it. */
export async function loadLanguage(lang: Language): Promise<void> {
  catalogues[lang] ??= await loaders[lang]();
}

/** Whether a language's catalogue is already here (t() falls back to English, then to the key, until it is). */
export const isLoaded = (lang: Language): boolean => catalogues[lang] !== undefined;

/** Makes a loaded language the active one; `<html lang>` follows. */
export function setLanguage(lang: Language): void {
  current = lang;
  numbers = new Intl.NumberFormat(lang);
  decimalSeparator = null;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** Loads a language, then makes it active. */
export async function switchLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  setLanguage(lang);
}

export const currentLanguage = (): Language => current;

/** A number the local way: decimal comma in French and Spanish, local digit grouping, a true minus sign. */
export function formatNumber(n: number | bigint, options?: Intl.NumberFormatOptions): string {
  // Small whole numbers (scores, counts, board labels: most of what screens format) are their own digits in every
  // language the app speaks; Intl is asked only for the rest (tests/ui/i18n.test.ts checks they agree in each).
  if (options === undefined && typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 1000) return String(n);
  return (options ? formatter(`number/${current}/${JSON.stringify(options)}`, () => new Intl.NumberFormat(current, options)) : numbers).format(n);
}

/** A score that may be negative, the local way, its minus sign the true one (−3, not -3) whatever the language's own. */
export function formatSigned(n: number | bigint): string {
  return formatNumber(n).replace(/^[-\u2212]/, '\u2212');
}

/**
 * Mathematics written by an engine (TUF's equation, DiceCulus's working) shown
 * the local way: its decimal points become the language's decimal separator
 * (0.5 → 0,5 in French and Spanish). Only for display: the notation itself
 * (codes, saved games, the command line) keeps its points.
 */
export function localDecimals(text: string): string {
  const sep = (decimalSeparator ??= numbers.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.');
  return sep === '.'
    ? text
    : text.replace(/(^|[^\d.])\.(?=\d)|(\d)\.(?=\d)/g, (_m, before: string | undefined, digit: string | undefined) => `${before ?? digit ?? ''}${sep}`);
}

/** A date and time the local way. */
export function formatDate(time: number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  return formatter(`date/${current}/${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(current, options)).format(time);
}

/** Intl formatters are costly to make (a list of saved games asks for hundreds): one per language and options. */
const formatters = new Map<string, { format(...args: never[]): string }>();
function formatter<F extends { format(...args: never[]): string }>(key: string, make: () => F): F {
  let f = formatters.get(key) as F | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/** "5 minutes ago", "yesterday" … in the active language (the platform words it). */
export function relativeTime(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  return formatter(`relative/${current}`, () => new Intl.RelativeTimeFormat(current, { numeric: 'auto' })).format(value, unit);
}

function lookup(key: string): string | undefined {
  return catalogues[current]?.[key] ?? catalogues.en?.[key];
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
 * its form from the number in `vars.count` (or `vars.n`). Number values are
 * written the local way (`formatNumber`); strings are put in as they are.
 */
export function t(key: MessageKey | PluralKey, vars?: Record<string, string | number>, options: WordingOptions = {}): string {
  let text = lookup(key);
  if (text === undefined && vars) {
    const n = typeof vars.count === 'number' ? vars.count : typeof vars.n === 'number' ? vars.n : undefined;
    if (n !== undefined) text = pluralText(key, n);
  }
  text ??= key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => {
    if (!(name in vars)) return m;
    const v = vars[name];
    return typeof v === 'number' && options.plainNumbers !== true ? formatNumber(v) : String(v);
  });
}

/** How t() and refusalText() write values. */
export interface WordingOptions {
  /** Numbers as the engines write them (3600, -2.5), not the local way: the command line's JSON. */
  plainNumbers?: boolean;
}

/** The command line's wording: English sentences with the engines' own numbers. */
export const PLAIN_NUMBERS: WordingOptions = { plainNumbers: true };

/** Whether a key exists (for messages chosen at run time, e.g. engine reason codes). */
export function hasMessage(key: string): key is MessageKey {
  return key in (catalogues[current] ?? {}) || key in (catalogues.en ?? {});
}

/** Catalogues a game's refusals fall back on after its own: the race games share `race.refuse.<code>`. */
const FAMILIES: Readonly<Record<string, readonly string[]>> = { tuf: ['race'], words: ['race'] };

/** Values that name something the catalogue words: a setting's key (`<game>.param.<key>`), a stored part (`<game>.part.<name>`). */
const NAMED_VALUES: Readonly<Record<string, string>> = { setting: 'param', part: 'part' };

/** A refusal whose sentence is built from parts (Mathable's list of checks): its game's own composer. */
export type RefusalComposer = (r: Refusal, options: WordingOptions) => string;
const composers = new Map<string, RefusalComposer>();

/** Registers how one of a game's refusal codes is put into words from its parts (see `RefusalComposer`). */
export function composeRefusal(game: string, code: string, compose: RefusalComposer): void {
  composers.set(`${game}/${code}`, compose);
}

/**
 * A refusal (a code with values, from an engine, a reader or the worker
 * bridge) in words, the one way the page and the command line word one: the
 * game's catalogue (`<game>.refuse.<code>`), then its family's
 * (`race.refuse.<code>`), then `common.refuse.<code>` for the codes every
 * engine shares. A refusal with a cause is worded by `<code>Why` with the
 * cause in `{why}` where the catalogue has it; values naming a setting or a
 * part are worded too. A code the catalogue lacks is shown as it is (never
 * happens for a known code: tests check every code has its words).
 */
export function refusalText(game: string, r: Refusal, options: WordingOptions = {}): string {
  const compose = composers.get(`${game}/${r.code}`);
  if (compose) return compose(r, options);
  const scopes = [...new Set([game, ...(FAMILIES[game] ?? []), 'common'])];
  const vars: Record<string, string | number> = { ...r.vars };
  for (const [name, kind] of Object.entries(NAMED_VALUES)) {
    const v = r.vars[name];
    if (typeof v !== 'string') continue;
    const key = scopes.map((sc) => `${sc}.${kind}.${v}`).find(hasMessage);
    if (key) vars[name] = t(key);
  }
  if (r.cause) {
    const why = scopes.map((sc) => `${sc}.refuse.${r.code}Why`).find(hasMessage);
    if (why) return t(why, { ...vars, why: refusalText(game, r.cause, options) }, options);
  }
  const key = scopes.map((sc) => `${sc}.refuse.${r.code}`).find(hasMessage);
  return key ? t(key, vars, options) : r.code;
}
