/**
 * Build-time reader of a Hunspell dictionary's affix rules (Node only, pure): every form a stem of the `.dic` file
 * takes by the `.aff` file's prefixes and suffixes (one level of continuation), as written. The TUF words build uses
 * it to deny a blocked stem with all of its inflections (raped, raping, pussies, follar's follamos…), where the
 * denylist's fixed endings (-s, -ed, -ing) missed a form that changes its stem.
 */

interface Affix {
  strip: string;
  add: string;
  /** The condition on the stem's end (suffix) or start (prefix), as a regular expression. */
  cond: RegExp;
  /** Flags the affixed form takes in turn (one level is applied). */
  more: string[];
}

export interface Hunspell {
  /** The flags of each stem (a stem may have several lines). */
  stems: Map<string, string[][]>;
  suffixes: Map<string, Affix[]>;
  prefixes: Map<string, Affix[]>;
}

/** Splits a flag string by the file's FLAG mode (one character, `long`: two, `num`: comma-separated numbers). */
function flagSplitter(mode: string): (s: string) => string[] {
  if (mode === 'long') return (s) => s.match(/../gu) ?? [];
  if (mode === 'num') return (s) => s.split(',').filter(Boolean);
  return (s) => [...s];
}

/** Reads a Hunspell `.aff` and `.dic` pair. */
export function readHunspell(aff: string, dic: string): Hunspell {
  const mode = /^FLAG\s+(\S+)/m.exec(aff)?.[1] ?? 'char';
  const flags = flagSplitter(mode);
  const suffixes = new Map<string, Affix[]>();
  const prefixes = new Map<string, Affix[]>();
  for (const line of aff.split('\n')) {
    const m = /^(SFX|PFX)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)/.exec(line);
    if (!m) continue;
    const [, kind, flag = '', stripRaw = '', addRaw = '', condRaw = '.'] = m;
    const [addText = '', moreText = ''] = addRaw.split('/');
    const strip = stripRaw === '0' ? '' : stripRaw;
    const add = addText === '0' ? '' : addText;
    let cond: RegExp;
    try {
      cond = condRaw === '.' ? /(?:)/u : new RegExp(kind === 'SFX' ? `${condRaw}$` : `^${condRaw}`, 'u');
    } catch {
      continue;
    }
    const table = kind === 'SFX' ? suffixes : prefixes;
    const list = table.get(flag) ?? [];
    list.push({ strip, add, cond, more: flags(moreText) });
    table.set(flag, list);
  }
  const stems = new Map<string, string[][]>();
  for (const line of dic.split('\n').slice(1)) {
    const [stem = '', flagText = ''] = (line.split('\t')[0] as string).trim().split('/');
    if (!stem) continue;
    const list = stems.get(stem) ?? [];
    list.push(flags(flagText));
    stems.set(stem, list);
  }
  return { stems, suffixes, prefixes };
}

function applySuffix(word: string, a: Affix): string | null {
  if (!a.cond.test(word) || (a.strip && !word.endsWith(a.strip))) return null;
  return word.slice(0, word.length - a.strip.length) + a.add;
}

function applyPrefix(word: string, a: Affix): string | null {
  if (!a.cond.test(word) || (a.strip && !word.startsWith(a.strip))) return null;
  return a.add + word.slice(a.strip.length);
}

/**
 * Every form of the dictionary's stems that fold to one of `entries` (folded words: a denylist's), folded by `fold`
 * (stems the dictionary lacks give nothing).
 */
export function foldedForms(h: Hunspell, entries: ReadonlySet<string>, fold: (w: string) => string | null): Set<string> {
  const out = new Set<string>();
  for (const stem of h.stems.keys()) {
    const f = fold(stem);
    if (f === null || !entries.has(f)) continue;
    for (const w of formsOf(h, stem)) {
      const g = fold(w);
      if (g !== null) out.add(g);
    }
  }
  return out;
}

/** Every form of a stem as the dictionary spells it (the stem itself included); only the stem when the dictionary lacks it. */
export function formsOf(h: Hunspell, stem: string): Set<string> {
  const out = new Set<string>([stem]);
  const lines = h.stems.get(stem) ?? [];
  const suffixed = (word: string, flags: readonly string[], depth: number): void => {
    for (const f of flags) {
      for (const a of h.suffixes.get(f) ?? []) {
        const w = applySuffix(word, a);
        if (w === null) continue;
        out.add(w);
        if (depth > 0 && a.more.length > 0) suffixed(w, a.more, depth - 1);
      }
    }
  };
  for (const flags of lines) {
    suffixed(stem, flags, 1);
    for (const f of flags) {
      for (const a of h.prefixes.get(f) ?? []) {
        const w = applyPrefix(stem, a);
        if (w !== null) out.add(w);
      }
    }
  }
  return out;
}

const VOWEL = /[aeiou]/;

/**
 * The regular English forms of a word the dictionary may spell under another stem (raped beside rape/MS, shitting,
 * crapped, slutty, bitchy, titties): -s/-es, -ed/-d, -ing with a final e dropped or a final consonant doubled, -y
 * and -ies/-ied from a final y. No -er: doubled it spells other words (tit, titter).
 */
export function englishForms(word: string): Set<string> {
  const w = word.toLowerCase();
  const out = new Set<string>([w, `${w}s`, `${w}es`, `${w}ed`, `${w}ing`, `${w}y`]);
  if (w.endsWith('e')) {
    const base = w.slice(0, -1);
    out.add(`${w}d`);
    out.add(`${base}ing`);
    out.add(`${base}y`);
  }
  if (w.endsWith('y')) {
    const base = w.slice(0, -1);
    out.add(`${base}ies`);
    out.add(`${base}ied`);
  }
  const last = w.at(-1) ?? '';
  // one vowel then one consonant at the end: the consonant doubles (shit → shitting, crap → crapped, tit → titties)
  if (w.length >= 3 && !VOWEL.test(last) && !/[wxy]/.test(last) && VOWEL.test(w.at(-2) ?? '') && !VOWEL.test(w.at(-3) ?? '')) {
    const d = w + last;
    for (const e of ['ed', 'ing', 'y', 'ies']) out.add(d + e);
  }
  return out;
}

/** What `expandDictionary` leaves out: entries carrying one of these flags (the file's FORBIDDENWORD, NOSUGGEST, WARN). */
export function skipFlags(aff: string): Set<string> {
  const out = new Set<string>();
  for (const key of ['FORBIDDENWORD', 'NOSUGGEST', 'WARN', 'NEEDAFFIX', 'ONLYINCOMPOUND']) {
    const m = new RegExp(`^${key}\\s+(\\S+)`, 'm').exec(aff);
    if (m?.[1]) out.add(m[1]);
  }
  return out;
}

/** The affix classes whose rules combine with the other kind (the `Y` of a `SFX A Y 81` header). */
function crossClasses(aff: string): Set<string> {
  const out = new Set<string>();
  for (const m of aff.matchAll(/^(SFX|PFX)\s+(\S+)\s+Y\s+\d+\s*$/gm)) out.add(`${m[1]}${m[2]}`);
  return out;
}

/**
 * Every playable word a Hunspell dictionary spells, folded by `fold` (null: not playable, left out): each stem, its
 * suffixed forms (and their own suffixes, one level), its prefixed forms, and a prefix on a suffixed form where both
 * classes allow it (a `Y` header). Affixes that write an apostrophe or a hyphen (Italian's l', dell', Portuguese's
 * anti-) and stems with them give no playable word, so they are not followed. Entries flagged forbidden,
 * not-to-suggest (the Portuguese list's foreign words and abbreviations), rare (WARN), or only for compounds or with
 * an affix are left out. The result does not depend on anything but the two files.
 */
export function expandDictionary(aff: string, dic: string, fold: (w: string) => string | null, depth = 1): Set<string> {
  const h = readHunspell(aff, dic);
  const skip = skipFlags(aff);
  const cross = crossClasses(aff);
  const letters = /^\p{L}+$/u;
  const out = new Set<string>();
  const add = (w: string): void => {
    const f = fold(w);
    if (f !== null) out.add(f);
  };
  for (const [stem, lines] of h.stems) {
    if (!letters.test(stem)) continue;
    for (const flags of lines) {
      if (flags.some((f) => skip.has(f))) continue;
      add(stem);
      const suffixed: string[] = [];
      const suffix = (word: string, fl: readonly string[], depth: number, crossOk: boolean): void => {
        for (const f of fl) {
          const ok = crossOk && cross.has(`SFX${f}`);
          for (const a of h.suffixes.get(f) ?? []) {
            if (a.add && !letters.test(a.add)) continue;
            const w = applySuffix(word, a);
            if (w === null) continue;
            add(w);
            if (ok) suffixed.push(w);
            if (depth > 0 && a.more.length > 0) suffix(w, a.more, depth - 1, ok);
          }
        }
      };
      suffix(stem, flags, depth, true);
      for (const f of flags) {
        const list = h.prefixes.get(f);
        if (!list) continue;
        const ok = cross.has(`PFX${f}`);
        for (const a of list) {
          if (a.add && !letters.test(a.add)) continue;
          const w = applyPrefix(stem, a);
          if (w !== null) add(w);
          if (!ok) continue;
          for (const s of suffixed) {
            const p = applyPrefix(s, a);
            if (p !== null) add(p);
          }
        }
      }
    }
  }
  return out;
}
