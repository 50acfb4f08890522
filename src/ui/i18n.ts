/**
 * Every user-facing string goes through t(): `t('home.resumeGame', { title })`.
 * Placeholders are `{name}`; a missing key shows itself, so it is caught in review.
 */
import { en, type MessageKey } from '../i18n/en';
import type { Refusal } from '../core/engine';

export type { MessageKey };
export type Language = 'en';

const catalogues: Record<Language, Record<string, string>> = { en };
let current: Language = 'en';

export function setLanguage(lang: Language): void {
  current = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const text = catalogues[current][key] ?? catalogues.en[key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** Whether a key exists (for messages chosen at run time, e.g. engine reason codes). */
export function hasMessage(key: string): key is MessageKey {
  return key in catalogues[current] || key in catalogues.en;
}

/**
 * A refusal (code + values from an engine) in words: `<game>.refuse.<code>`,
 * or `common.refuse.<code>` for the codes every engine shares (replay).
 * Transitional: an engine not yet converted passes a sentence as its code, shown as it is.
 */
export function refusalText(game: string, r: Refusal): string {
  for (const key of [`${game}.refuse.${r.code}`, `common.refuse.${r.code}`]) if (hasMessage(key)) return t(key, r.vars as Record<string, string | number>);
  return r.code;
}
