/**
 * The agreed vocabulary a grid is checked against: a built-in word graph
 * and/or a teacher's list, plus the proper nouns an Ω may begin.
 */
import { letterCode, type WordGraph } from './dawg';

export interface Vocabulary {
  /** An ordinary word (letters upper case, A–Z and Ñ). */
  isWord(letters: string): boolean;
  /** A proper noun whose capital is its first letter (upper-case letters). */
  isProperNoun(letters: string): boolean;
  /** The graphs behind the vocabulary, for the solver's prefix walks (absent: a teacher's list only). */
  graph?: WordGraph | undefined;
  names?: WordGraph | undefined;
  /** A teacher's extra words (upper case). */
  extra?: ReadonlySet<string> | undefined;
  /** The teacher's list replaces the dictionary. */
  only?: boolean | undefined;
  /** "ñ counts as n": a plain N also matches Ñ in the dictionary. */
  enyeAsN?: boolean | undefined;
}

export interface VocabularyOptions {
  names?: WordGraph | undefined;
  extra?: Iterable<string> | undefined;
  only?: boolean | undefined;
  enyeAsN?: boolean | undefined;
}

/** Membership where N may also read as Ñ (a short walk with two branches at each N). */
function hasLoose(g: WordGraph, word: string): boolean {
  const codes = [...word].map(letterCode);
  const N = letterCode('N');
  const Ñ = letterCode('Ñ');
  const go = (node: number, i: number): boolean => {
    const c = codes[i] as number;
    for (const code of c === N ? [N, Ñ] : [c]) {
      const e = g.step(node, code);
      if (e < 0) continue;
      if (i === codes.length - 1 ? g.isFinal(e) : go(g.target[e] as number, i + 1)) return true;
    }
    return false;
  };
  return codes.length > 0 && go(g.root, 0);
}

export function makeVocabulary(graph: WordGraph | undefined, options: VocabularyOptions = {}): Vocabulary {
  const extra = new Set([...(options.extra ?? [])].map((w) => w.trim().toUpperCase()).filter((w) => w !== ''));
  const only = options.only ?? false;
  const enyeAsN = options.enyeAsN ?? false;
  const names = options.names;
  const dict = only ? undefined : graph;
  return {
    graph: dict,
    names,
    extra,
    only,
    enyeAsN,
    isWord(letters) {
      if (extra.has(letters)) return true;
      if (!dict) return false;
      return enyeAsN && letters.includes('N') ? hasLoose(dict, letters) : dict.has(letters);
    },
    isProperNoun(letters) {
      return names?.has(letters) ?? false;
    },
  };
}
