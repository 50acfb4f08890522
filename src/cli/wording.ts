/**
 * The command line's edge: refusal codes in English, straight from the message
 * catalogue (src/i18n/en), so the engines keep giving codes only. The CLI prints
 * the code too; the words are for a person reading the JSON.
 */
import { en } from '../i18n/en';

const catalogue: Readonly<Record<string, string>> = en;

/** The catalogue's sentence for `key` with `{name}` values filled in; the key itself when it has none. */
export function word(key: string, vars: Readonly<Record<string, string | number>> = {}): string {
  const text = catalogue[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** A game's refusal (`<game>.refuse.<code>`, else `common.refuse.<code>`) in English. */
export function refusalWords(game: string, r: { code: string; vars: Readonly<Record<string, string | number>> }): string {
  const key = `${game}.refuse.${r.code}` in catalogue ? `${game}.refuse.${r.code}` : `common.refuse.${r.code}`;
  return key in catalogue ? word(key, r.vars) : r.code;
}
