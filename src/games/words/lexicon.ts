/**
 * Turning a source word list into the graph's alphabet (pure; run at build
 * time and in tests). Accents are folded (é → e, ç → c, œ → oe, æ → ae,
 * ß → ss); ñ is kept where the language has it; anything else that is not a
 * letter (hyphens, apostrophes, digits, spaces) drops the entry.
 */

export type DictName = 'school' | 'older' | 'full' | 'fr' | 'es' | 'it' | 'pt';
export const DICT_NAMES: readonly DictName[] = ['school', 'older', 'full', 'fr', 'es', 'it', 'pt'];
/** The proper nouns Ω may spell with the English dictionaries. */
export const NAMES = 'names';
/** The proper-noun graphs: English (`names`), French (`frnames`), Spanish (`esnames`), Italian (`itnames`), Portuguese (`ptnames`). */
export type NamesGraph = typeof NAMES | 'frnames' | 'esnames' | 'itnames' | 'ptnames';
export const NAMES_GRAPHS: readonly NamesGraph[] = [NAMES, 'frnames', 'esnames', 'itnames', 'ptnames'];
export type GraphName = DictName | NamesGraph;
export const GRAPH_NAMES: readonly GraphName[] = [...DICT_NAMES, ...NAMES_GRAPHS];

export const isDictName = (s: string): s is DictName => (DICT_NAMES as readonly string[]).includes(s);

/** The proper nouns an Ω may begin with a dictionary: those of its language. */
export const namesFor = (d: DictName): NamesGraph => (d === 'school' || d === 'older' || d === 'full' ? NAMES : `${d}names`);

/** Dictionaries whose Ω may be the capital of a proper noun (every one since the French and Spanish lists were added). */
export const hasProperNouns = (d: DictName): boolean => isDictName(d);

/** Folds one word to upper-case A–Z (and Ñ when `keepEnye`), or null when it cannot be played. */
export function foldWord(word: string, keepEnye: boolean): string | null {
  let w = word.trim();
  if (keepEnye) w = w.replace(/ñ/g, '\u0001').replace(/Ñ/g, '\u0002');
  w = w.replace(/œ/g, 'oe').replace(/Œ/g, 'OE').replace(/æ/g, 'ae').replace(/Æ/g, 'AE').replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: \u0001 and \u0002 are the placeholders Ñ was swapped for above
  if (keepEnye) w = w.replace(/[\u0001\u0002]/g, 'Ñ');
  w = w.toUpperCase();
  return /^[A-ZÑ]{2,}$/.test(w) ? w : null;
}

/**
 * The playable words of a source list: lower-case entries only (capitalised
 * entries are proper nouns or abbreviations), folded, without denied words.
 */
export function playableWords(
  source: Iterable<string>,
  keepEnye: boolean,
  denied: ReadonlySet<string>,
  endings: readonly string[] = DENY_ENDINGS.en,
): Set<string> {
  const out = new Set<string>();
  for (const raw of source) {
    if (raw !== raw.toLowerCase()) continue;
    const w = foldWord(raw, keepEnye);
    if (w !== null && !isDenied(w, denied, endings)) out.add(w);
  }
  return out;
}

/**
 * Proper nouns: entries written with one capital then lower case (`Paris`),
 * folded (ñ kept with `keepEnye`: Spanish); all-capital abbreviations drop.
 */
export function properNouns(
  source: Iterable<string>,
  denied: ReadonlySet<string>,
  keepEnye = false,
  endings: readonly string[] = DENY_ENDINGS.en,
): Set<string> {
  const out = new Set<string>();
  for (const raw of source) {
    if (!/^\p{Lu}\p{Ll}+$/u.test(raw)) continue;
    const w = foldWord(raw, keepEnye);
    if (w !== null && !isDenied(w, denied, endings)) out.add(w);
  }
  return out;
}

/** The French simple past's and imperfect subjunctive's endings of the first group, folded (-âmes, -asse, -ât, -âtes…). */
const FRENCH_PAST_ENDINGS = ['AMES', 'ASSE', 'ASSES', 'ASSENT', 'ASSIEZ', 'ASSIONS', 'AT', 'ATES'];

/**
 * False verb forms of the French list: the simple past's endings put on a
 * verb's whole infinitive, as if it were the stem (composerâmes, composerât,
 * raidirasse, beside the true composâmes, raidîmes). An entry is one when
 * it is an infinitive in -er or -ir (of three letters or more before the
 * ending) plus one of those endings, the infinitive and its future (composerai)
 * are in the list, the true simple past (compos-âmes, raid-îmes) is too, and
 * no verb in -erer/-irer (modérer: modérâmes) makes the entry a true form.
 */
export function frenchFalsePasts(words: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const w of words) {
    for (const e of FRENCH_PAST_ENDINGS) {
      if (!w.endsWith(e)) continue;
      const inf = w.slice(0, w.length - e.length);
      const group = inf.slice(-2);
      if (inf.length < 4 || (group !== 'ER' && group !== 'IR')) continue;
      const truePast = `${inf.slice(0, -2)}${group === 'ER' ? 'A' : 'I'}MES`;
      if (words.has(inf) && words.has(`${inf}AI`) && words.has(truePast) && !words.has(`${inf}ER`)) out.add(w);
    }
  }
  return out;
}

/**
 * The endings a denied entry is denied with, by language: English plurals
 * and verb forms; French and Spanish plurals only (an English "-es" or "-ed"
 * on a French word spells other words: con + es = cônes).
 */
export const DENY_ENDINGS: Readonly<Record<'en' | 'fr' | 'es' | 'it' | 'pt', readonly string[]>> = {
  en: ['S', 'ES', 'ED', 'ING'],
  fr: ['S', 'X'],
  es: ['S', 'ES'],
  // Italian plurals change the last vowel (the Hunspell forms deny them); Portuguese ones add -s like Spanish
  it: [],
  pt: ['S', 'ES'],
};

/**
 * The mark of an exact entry in a denied set (`=spic` in the denylist file):
 * that word only, without endings, when an ending would spell a real word
 * (spiced, japes, ares).
 */
export const EXACT = '=';

/**
 * A word is denied when it is a denied entry, an exact entry, or a denied
 * entry with one of the language's `endings` added.
 */
export function isDenied(word: string, denied: ReadonlySet<string>, endings: readonly string[] = DENY_ENDINGS.en): boolean {
  if (denied.has(word) || denied.has(EXACT + word)) return true;
  for (const s of endings) {
    if (word.length > s.length && word.endsWith(s) && denied.has(word.slice(0, word.length - s.length))) return true;
  }
  return false;
}

/** Denylist sections: one a language (its words and names), and junk of each language's proper-noun list only. */
export type DenySection = 'en' | 'fr' | 'es' | 'it' | 'pt' | 'ennames' | 'frnames' | 'esnames' | 'itnames' | 'ptnames';

/**
 * Reads the denylist file: one word a line, `#` comments, `[en]`/`[fr]`/`[es]`/`[ennames]`/`[frnames]`/`[esnames]`
 * sections; folded like the lists. A word written `=word` is exact: kept with the `EXACT` mark, denied without endings.
 */
export function readDenylist(text: string): Record<DenySection, Set<string>> {
  const out: Record<DenySection, Set<string>> = {
    en: new Set<string>(),
    fr: new Set<string>(),
    es: new Set<string>(),
    it: new Set<string>(),
    pt: new Set<string>(),
    ennames: new Set<string>(),
    frnames: new Set<string>(),
    esnames: new Set<string>(),
    itnames: new Set<string>(),
    ptnames: new Set<string>(),
  };
  let section: DenySection = 'en';
  for (const line of text.split('\n')) {
    const w = line.replace(/#.*/, '').trim();
    if (!w) continue;
    const m = /^\[(en|fr|es|it|pt|ennames|frnames|esnames|itnames|ptnames)\]$/.exec(w);
    if (m) {
      section = m[1] as DenySection;
      continue;
    }
    const exact = w.startsWith(EXACT);
    const f = foldWord(exact ? w.slice(EXACT.length) : w, true);
    if (f) out[section].add(exact ? EXACT + f : f);
  }
  return out;
}

/** The denylist section a graph's language uses (a proper-noun graph also uses its own: `denied`). */
export const denySection = (d: GraphName): keyof typeof DENY_ENDINGS => {
  const lang = d.replace(/names$/, '');
  return lang === 'fr' || lang === 'es' || lang === 'it' || lang === 'pt' ? lang : 'en';
};

/** Every word a graph's lists deny: its language's section, and for a proper-noun graph its own section too. */
export function denied(d: GraphName, list: Record<DenySection, ReadonlySet<string>>): Set<string> {
  const out = new Set(list[denySection(d)]);
  const own = d === NAMES ? 'ennames' : d.endsWith('names') ? (d as Exclude<NamesGraph, typeof NAMES>) : null;
  if (own) for (const w of list[own]) out.add(w);
  return out;
}

/** The endings a graph's denied entries are denied with (its language's). */
export const denyEndings = (d: GraphName): readonly string[] => DENY_ENDINGS[denySection(d)];
