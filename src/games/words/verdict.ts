/**
 * The device's verdict on a crossword, recorded in the race move that
 * submits it (`declare`, `plan`, `end`): the dictionary lives in the solver
 * worker, while the match engine is pure and must replay without it. The
 * worker (which has the dictionary) computes the verdict with `verdictFor`;
 * the plug-in judges with `verdictVocabulary`. A later word-list update
 * therefore never flips an old result. DOM-free.
 */
import { runsOf, type Grid } from './grid';
import { readRun } from './check';
import type { Vocabulary } from './vocab';

/**
 * `unknown`: runs (upper-case letters) that are neither a word nor, where an
 * Ω starts them, a proper noun; `accepted`: those of them the players
 * accepted anyway; `proper`: Ω-first runs read as proper nouns (they score 3
 * for the Ω). A type alias (not an interface) so it is a race `Verdict`.
 */
export type WordsVerdict = { unknown: string[]; accepted: string[]; proper: string[] };

/** How a crossword was judged: with a verdict, by the teacher's list alone, or on cubes and shape only (no verdict). */
export type JudgedBy = 'verdict' | 'list' | 'shape';

/** The verdict of a vocabulary on a grid's runs; `accepted` keeps only words that are unknown. */
export function verdictFor(grid: Grid, vocab: Vocabulary, accepted: readonly string[] = []): WordsVerdict {
  const unknown = new Set<string>();
  const proper = new Set<string>();
  for (const run of runsOf(grid)) {
    const r = readRun(run, vocab);
    if (r === null) unknown.add(run.letters);
    else if (r === 'proper') proper.add(run.letters);
  }
  const ok = new Set(accepted.map((w) => w.trim().toUpperCase()));
  return { unknown: [...unknown].sort(), accepted: [...unknown].filter((w) => ok.has(w)).sort(), proper: [...proper].sort() };
}

/** Reads a race verdict as a words verdict (missing lists are empty; non-text entries dropped). */
export function asWordsVerdict(v: { readonly [k: string]: readonly string[] } | undefined): WordsVerdict | undefined {
  if (!v) return undefined;
  const list = (k: string): string[] => (Array.isArray(v[k]) ? (v[k] as string[]).filter((x) => typeof x === 'string') : []);
  return { unknown: list('unknown'), accepted: list('accepted'), proper: list('proper') };
}

export interface VerdictVocabularyOptions {
  /** The teacher's list (upper case). */
  teacherWords?: readonly string[];
  /** The teacher's list replaces the dictionary (judged here without any verdict). */
  teacherOnly?: boolean;
  /** "ñ counts as n" for the teacher's list. */
  enyeAsN?: boolean;
}

/**
 * The vocabulary a recorded verdict stands for: with the teacher's list alone
 * a word is one of its words (or accepted); with a verdict, a run is a word
 * unless the verdict found it unknown and nobody accepted it (or the
 * teacher's list has it); without either, every run counts as a word.
 */
export function verdictVocabulary(verdict: WordsVerdict | undefined, options: VerdictVocabularyOptions = {}): Vocabulary & { judgedBy: JudgedBy } {
  const fold = (w: string): string => (options.enyeAsN ? w.replace(/Ñ/g, 'N') : w);
  const list = new Set((options.teacherWords ?? []).map(fold));
  const accepted = new Set((verdict?.accepted ?? []).map(fold));
  const unknown = new Set((verdict?.unknown ?? []).map(fold));
  const proper = new Set(verdict?.proper ?? []);
  const only = options.teacherOnly === true && list.size > 0;
  const judgedBy: JudgedBy = only ? 'list' : verdict ? 'verdict' : 'shape';
  return {
    judgedBy,
    isWord(letters) {
      const w = fold(letters);
      if (list.has(w) || accepted.has(w)) return true;
      if (only) return false;
      return !unknown.has(w);
    },
    isProperNoun(letters) {
      return !only && proper.has(letters);
    },
  };
}
