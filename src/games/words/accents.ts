/**
 * How a word is spelled with its accents (THÈQUE, CANCIÓN), for the words a result shows. The cubes carry no
 * accents and the word lists are folded to A–Z (and Ñ in Spanish: `foldWord`), so a crossword's words are checked
 * and scored folded; a small graph per language (built with the word lists, src/build/words.ts) keeps the
 * spelling of each folded word that has one accented spelling only. A word with several (PÊCHE, PÉCHÉ) or none is
 * shown as laid.
 *
 * A spelling is stored in the word graph's alphabet: its folded letters, each followed by the mark it carries
 * (acute, grave, circumflex, or "other": the cedilla of Ç, the tilde of Ã Õ Ñ, the diaeresis of Ë Ï Ü Ÿ).
 */
import { MARKS, type WordGraph } from './dawg';

const ACUTE = '\u0301';
const GRAVE = '\u0300';
const CIRCUMFLEX = '\u0302';
const TILDE = '\u0303';
const DIAERESIS = '\u0308';
const CEDILLA = '\u0327';

/** The combining mark the "other" mark is on a letter. */
const otherMark = (letter: string): string => (letter === 'C' ? CEDILLA : letter === 'A' || letter === 'O' || letter === 'N' ? TILDE : DIAERESIS);

/** A stored spelling as it is written (upper case, composed): letters followed by their marks. */
export function spelledForm(marked: string): string {
  let out = '';
  let last = '';
  for (const ch of marked) {
    const m = MARKS.indexOf(ch);
    if (m < 0) {
      out += ch;
      last = ch;
    } else out += m === 0 ? ACUTE : m === 1 ? GRAVE : m === 2 ? CIRCUMFLEX : otherMark(last);
  }
  return out.normalize('NFC');
}

/**
 * A word of a list as it is stored (`keepEnye`: Ñ is a letter of its own, the Spanish list's), or null when it has no
 * accent, or one the store cannot give back exactly (a ligature, a mark on a letter the "other" mark does not mean).
 */
export function markedForm(word: string, keepEnye: boolean): string | null {
  const upper = word.trim().toUpperCase().normalize('NFC');
  let out = '';
  let marked = false;
  for (const ch of upper.normalize('NFD')) {
    if (/\p{M}/u.test(ch)) {
      const last = out[out.length - 1] ?? '';
      if (keepEnye && ch === TILDE && last === 'N') {
        out = `${out.slice(0, -1)}Ñ`;
        continue;
      }
      out += ch === ACUTE ? MARKS[0] : ch === GRAVE ? MARKS[1] : ch === CIRCUMFLEX ? MARKS[2] : MARKS[3];
      marked = true;
    } else if (/^[A-Z]$/.test(ch)) out += ch;
    else return null;
  }
  return marked && spelledForm(out) === upper ? out : null;
}

/** The folded letters of a stored spelling (its marks left out). */
export const foldedOf = (marked: string): string => [...marked].filter((ch) => !MARKS.includes(ch)).join('');

/**
 * The stored spellings of a language's playable words (`entries`: its source entries, as written; `playable`: its
 * folded words): each folded word whose spellings in the list are one, and accented. Build time.
 */
export function accentedSpellings(
  entries: Iterable<string>,
  playable: ReadonlySet<string>,
  keepEnye: boolean,
  fold: (w: string) => string | null,
): Set<string> {
  const seen = new Map<string, string | null>();
  for (const raw of entries) {
    if (raw !== raw.toLowerCase()) continue;
    const f = fold(raw);
    if (f === null || !playable.has(f)) continue;
    // a spelling without accents counts as one of the spellings too (OU and OÙ: neither is shown for OU)
    const m = markedForm(raw, keepEnye) ?? (/\p{M}/u.test(raw.normalize('NFD')) ? null : f);
    const before = seen.get(f);
    if (before === undefined) seen.set(f, m);
    else if (before !== m) seen.set(f, null);
  }
  const out = new Set<string>();
  for (const [f, m] of seen) if (m !== null && m !== f) out.add(m);
  return out;
}

/** The spelling a language's accent graph keeps for a folded word (upper case, with its accents), or null. */
export function accentedOf(graph: WordGraph, folded: string): string | null {
  const letters = [...folded];
  const marks = [...MARKS];
  const walk = (node: number, i: number, acc: string): string | null => {
    if (i === letters.length) return null;
    const next = graph.walk(letters[i] as string, node);
    if (!next) return null;
    const here = acc + (letters[i] as string);
    if (i === letters.length - 1 && next.final && here !== folded) return here;
    const plain = walk(next.node, i + 1, here);
    if (plain) return plain;
    for (const m of marks) {
      const marked = graph.walk(m, next.node);
      if (!marked) continue;
      if (i === letters.length - 1 && marked.final) return here + m;
      const r = walk(marked.node, i + 1, here + m);
      if (r) return r;
    }
    return null;
  };
  const found = walk(graph.root, 0, '');
  return found === null ? null : spelledForm(found);
}
