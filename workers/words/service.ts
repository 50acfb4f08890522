/**
 * What the TUF words screens ask of the worker, without Comlink (so tests and
 * the command line call it directly): check a crossword and give the verdict
 * a move records, the best crossword for the results, the hint ladder, and a
 * computer seat's plan. The dictionaries come from a loader (the worker
 * fetches the hashed files; tests read them from the build step).
 *
 * A setup is what of the match params the vocabulary needs: the dictionary,
 * Large Words, the teacher's list (extra or only) and "ñ counts as n". The
 * solver walks a word graph, so a teacher's list becomes one: alone
 * (`teacherOnly`) or merged with the dictionary (extra words).
 */
import {
  buildGraph,
  checkGrid,
  namesFor,
  makeVocabulary,
  parseGrid,
  parseHand,
  WordGraph,
  type DictName,
  type Face,
  type GraphName,
  type Grid,
  type GridCheck,
  type Vocabulary,
} from '../../src/games/words';
import { verdictFor, verdictVocabulary, type WordsVerdict } from '../../src/games/words/verdict';
import { rotaryComputerTurn, type RotaryComputerTurn } from './rotary';
import { computerPlan, hint, solve, type Hint, type Level, type PlanStep, type Solution } from './solve';

export interface WordsSetup {
  dict: DictName;
  largeWords?: boolean;
  /** The teacher's list (upper case, A–Z and Ñ). */
  teacherWords?: readonly string[];
  teacherOnly?: boolean;
  enyeAsN?: boolean;
}

export type GraphLoader = (name: GraphName) => Promise<WordGraph>;

export interface Checked {
  /** What the move records (`declare`, `plan`, `end`). */
  verdict: WordsVerdict;
  /** The crossword judged as the match engine will judge it with that verdict (words with points, cubes, score). */
  check: GridCheck;
}

export interface ComputerMove {
  /** The `plan` move's fields: the crossword it calls with (null: it never reaches a majority) and when, with its verdict; `later`: its TUFFER!/TUFFEST! stages. */
  plan: { submission: string | null; delayMs: number; verdict?: WordsVerdict; later?: { submission: string; delayMs: number; verdict: WordsVerdict }[] };
  /** Its crossword on the table at the end (for the `end` move's finals when it never called), or null when it laid nothing. */
  table: { grid: string; verdict: WordsVerdict } | null;
  /** The crosswords it has down over time (for a screen that shows it building). */
  steps: PlanStep[];
  cubes: number;
  score: number;
}

function handOf(text: string): Face[] {
  const p = parseHand(text);
  if (!p.ok) throw new Error(`unreadable hand: ${p.vars.text}`);
  return p.hand;
}

function gridOf(text: string): Grid {
  if (text.trim() === '') return [];
  const p = parseGrid(text);
  if (!p.ok) throw new Error(`unreadable grid: ${p.code}`);
  return p.grid;
}

const listKey = (s: WordsSetup): string => `${s.teacherOnly ? 'only' : 'extra'}:${[...(s.teacherWords ?? [])].sort().join('.')}`;

export interface ServiceOptions {
  /** The search budgets' clock (default: the real one); tests pass a step clock so plans do not depend on the machine's load. */
  now?: () => number;
}

export function createWordsService(load: GraphLoader, options: ServiceOptions = {}) {
  const clock = options.now ? { now: options.now } : {};
  const merged = new Map<string, Promise<WordGraph>>();

  async function names(dict: DictName): Promise<WordGraph | undefined> {
    return load(namesFor(dict));
  }

  /** The vocabulary that checks (dictionary, proper nouns, the teacher's list). */
  async function checker(s: WordsSetup): Promise<Vocabulary> {
    const [graph, n] = await Promise.all([load(s.dict), names(s.dict)]);
    return makeVocabulary(graph, {
      names: n,
      extra: s.teacherWords ?? [],
      only: (s.teacherOnly ?? false) && (s.teacherWords?.length ?? 0) > 0,
      enyeAsN: s.enyeAsN,
    });
  }

  /** The vocabulary the solver walks: one graph holding every word it may lay. */
  async function walker(s: WordsSetup): Promise<Vocabulary> {
    const list = s.teacherWords ?? [];
    if (list.length === 0) {
      const [graph, n] = await Promise.all([load(s.dict), names(s.dict)]);
      return makeVocabulary(graph, { names: n, enyeAsN: s.enyeAsN });
    }
    const key = `${s.dict}|${listKey(s)}`;
    let g = merged.get(key);
    if (!g) {
      g = s.teacherOnly ? Promise.resolve(new WordGraph(buildGraph(list))) : load(s.dict).then((d) => new WordGraph(buildGraph([...d.words(), ...list])));
      merged.set(key, g);
    }
    const [graph, n] = await Promise.all([g, s.teacherOnly ? Promise.resolve(undefined) : names(s.dict)]);
    return makeVocabulary(graph, { names: n, enyeAsN: s.enyeAsN });
  }

  const opts = (s: WordsSetup) => ({ teacherWords: s.teacherWords ?? [], teacherOnly: s.teacherOnly ?? false, enyeAsN: s.enyeAsN ?? false });

  /** The verdict on a grid, and the grid judged with it as the match engine does. */
  function judged(hand: readonly Face[], grid: Grid, vocab: Vocabulary, s: WordsSetup, accepted: readonly string[]): Checked {
    const verdict = verdictFor(grid, vocab, accepted);
    const check = checkGrid(hand, grid, verdictVocabulary(verdict, opts(s)), { largeWords: s.largeWords ?? false });
    return { verdict, check };
  }

  return {
    /** Loads a dictionary (and its proper nouns); milliseconds it took. */
    async load(dict: DictName, now: () => number = () => Date.now()): Promise<number> {
      const t0 = now();
      await Promise.all([load(dict), names(dict)]);
      return now() - t0;
    },
    /** Checks a crossword (`accepted`: words the players accepted anyway). */
    async check(handText: string, gridText: string, s: WordsSetup, accepted: readonly string[] = []): Promise<Checked> {
      return judged(handOf(handText), gridOf(gridText), await checker(s), s, accepted);
    },
    /** The verdict on every run of a grid with no hand (Rotary's shared crossword: its `lay` moves record it). */
    async verdict(gridText: string, s: WordsSetup, accepted: readonly string[] = []): Promise<WordsVerdict> {
      return verdictFor(gridOf(gridText), await checker(s), accepted);
    },
    /** The best crossword found for a hand within the budget, with its verdict. */
    async best(handText: string, s: WordsSetup, budgetMs = 1000): Promise<Solution & { verdict: WordsVerdict }> {
      const hand = handOf(handText);
      const sol = solve(hand, await walker(s), { budgetMs, largeWords: s.largeWords ?? false, ...clock });
      return { ...sol, verdict: verdictFor(gridOf(sol.grid === '.' ? '' : sol.grid), await checker(s)) };
    },
    /** The hint ladder's answer for the player's own grid (empty text: no grid yet). */
    async hint(handText: string, gridText: string, s: WordsSetup): Promise<Hint | null> {
      return hint(handOf(handText), await walker(s), gridOf(gridText), { largeWords: s.largeWords ?? false });
    },
    /** A computer seat's plan for its hand (seeded): the `plan` move, its crossword on the table, its steps. */
    async computer(handText: string, s: WordsSetup, level: Level, seed: string, budgetMs?: number): Promise<ComputerMove> {
      const hand = handOf(handText);
      const vocab = await walker(s);
      const p = computerPlan(hand, vocab, level, seed, { largeWords: s.largeWords ?? false, ...clock, ...(budgetMs !== undefined ? { budgetMs } : {}) });
      const check = await checker(s);
      const later = p.later.map((l) => ({ submission: l.grid, delayMs: l.atMs, verdict: verdictFor(gridOf(l.grid), check) }));
      const plan: ComputerMove['plan'] = p.call
        ? { submission: p.call.grid, delayMs: p.call.atMs, verdict: verdictFor(gridOf(p.call.grid), check), ...(later.length > 0 ? { later } : {}) }
        : { submission: null, delayMs: 0 };
      const table = p.cubes > 0 ? { grid: p.grid, verdict: verdictFor(gridOf(p.grid), check) } : null;
      return { plan, table, steps: p.steps, cubes: p.cubes, score: p.score };
    },
    /** Rotary: a computer seat's word on the shared grid from the cubes it still holds (seeded), or a pass; and its pause. */
    async rotary(gridText: string, cubesText: string, s: WordsSetup, level: Level, seed: string): Promise<RotaryComputerTurn> {
      const cubes = cubesText.trim() === '' ? [] : handOf(cubesText);
      return rotaryComputerTurn(gridOf(gridText === '.' ? '' : gridText), cubes, await walker(s), level, seed, { largeWords: s.largeWords ?? false });
    },
  };
}

export type WordsService = ReturnType<typeof createWordsService>;
