/**
 * Which TUF words dictionaries the setup lists first, and which one a new
 * setup starts with. The vocabulary belongs to the game, not to the
 * interface: a French class may play in English. So the interface language
 * only orders the list (its own vocabularies first) and picks the starting
 * dictionary of a new setup when nothing else has: a dictionary chosen
 * earlier on this device, a lesson or a shared code keep theirs.
 */
import { DICT_NAMES, type DictName } from '../../games/words';
import { defaultParams } from '../../games/words/params';
import type { Language } from '../../i18n';
import { recall, remember } from '../remember';

/** The dictionaries whose words are in each interface language. */
const DICTS_OF: Record<Language, readonly DictName[]> = {
  en: ['school', 'older', 'full'],
  fr: ['fr'],
  es: ['es'],
};

/** Every dictionary, the interface language's own first (otherwise in their usual order). */
export function dictionariesFor(lang: Language): DictName[] {
  const own = DICTS_OF[lang];
  return [...own, ...DICT_NAMES.filter((d) => !own.includes(d))];
}

const KEY = 'words.dict';

/** A dictionary picked in an earlier setup on this device, if any. */
export function recalledDictionary(): DictName | null {
  return recall(KEY, (v) => (typeof v === 'string' && (DICT_NAMES as readonly string[]).includes(v) ? (v as DictName) : null));
}

/** Remembers a dictionary the player picked, so the next setup keeps it whatever the interface language. */
export const rememberDictionary = (d: DictName): void => remember(KEY, d);

/** The dictionary a new setup starts with: the one picked before, else the interface language's first, else the game's default. */
export function startingDictionary(lang: Language): DictName {
  return recalledDictionary() ?? DICTS_OF[lang][0] ?? defaultParams().dict;
}
