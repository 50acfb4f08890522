/**
 * TUF words solver worker (Comlink). Dictionaries are fetched on demand from
 * the hashed files beside this script (precached by the service worker),
 * never part of the page's JavaScript. Hands and grids cross as text.
 */
import { expose } from 'comlink';
import { files } from 'virtual:tuffest-words';
import { verdictFor, type WordsVerdict } from '../src/games/words/verdict';
import { checkGrid, hasProperNouns, makeVocabulary, type GridCheck, parseGrid, parseHand, WordGraph, type DictName, type Face, type Grid, type Vocabulary } from '../src/games/words';
import { computerPlan, hint, solve, type Hint, type Level, type Plan, type Solution } from './words/solve';

const loaded = new Map<string, Promise<WordGraph>>();

function load(name: DictName | 'names'): Promise<WordGraph> {
  let p = loaded.get(name);
  if (!p) {
    p = fetch(new URL(files[name], import.meta.url)).then(async (res) => {
      if (!res.ok) throw new Error(`dictionary ${name}: HTTP ${res.status}`);
      return new WordGraph(await res.arrayBuffer());
    });
    p.catch(() => loaded.delete(name));
    loaded.set(name, p);
  }
  return p;
}

async function vocabulary(dict: DictName, extra: string[] = [], only = false, enyeAsN = false): Promise<Vocabulary> {
  const [graph, names] = await Promise.all([load(dict), hasProperNouns(dict) ? load('names') : Promise.resolve(undefined)]);
  return makeVocabulary(graph, { names, extra, only, enyeAsN });
}

function hand(text: string): Face[] {
  const p = parseHand(text);
  if (!p.ok) throw new Error(`unreadable hand: ${p.vars.text}`);
  return p.hand;
}

function grid(text: string): Grid {
  if (text.trim() === '') return [];
  const p = parseGrid(text);
  if (!p.ok) throw new Error(`unreadable grid: ${p.code}`);
  return p.grid;
}

const api = {
  ready(): true {
    return true;
  },
  /** Loads a dictionary (and the proper nouns with it); returns the milliseconds it took. */
  async load(dict: DictName): Promise<number> {
    const t0 = performance.now();
    await vocabulary(dict);
    return performance.now() - t0;
  },
  /** Checks and scores a crossword (the dictionary lives here, so checking does too). */
  async check(handText: string, gridText: string, dict: DictName, largeWords: boolean, extra: string[] = [], only = false, enyeAsN = false): Promise<GridCheck> {
    return checkGrid(hand(handText), grid(gridText), await vocabulary(dict, extra, only, enyeAsN), { largeWords });
  },
  async solve(handText: string, dict: DictName, budgetMs: number, largeWords: boolean): Promise<Solution> {
    return solve(hand(handText), await vocabulary(dict), { budgetMs, largeWords });
  },
  async hint(handText: string, gridText: string, dict: DictName): Promise<Hint | null> {
    return hint(hand(handText), await vocabulary(dict), grid(gridText));
  },
  async plan(handText: string, dict: DictName, level: Level, seed: string): Promise<Plan> {
    return computerPlan(hand(handText), await vocabulary(dict), level, seed);
  },
  /** The dictionary's verdict on a crossword (words it lacks, those accepted anyway, proper nouns), recorded in the move that submits it. */
  async verdict(gridText: string, dict: DictName, extra: string[] = [], only = false, enyeAsN = false, accepted: string[] = []): Promise<WordsVerdict> {
    return verdictFor(grid(gridText), await vocabulary(dict, extra, only, enyeAsN), accepted);
  },
};

export type WordsWorkerApi = typeof api;

expose(api);
