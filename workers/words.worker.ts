/**
 * TUF words solver worker (Comlink). Dictionaries are fetched on demand from
 * the hashed files beside this script (precached by the service worker),
 * never part of the page's JavaScript. Hands and grids cross as text; the
 * answers are plain data (`workers/words/service.ts` has the logic, so tests
 * and the command line use it without a worker).
 */
import { expose } from 'comlink';
import { accents, files } from 'virtual:tuffest-words';
import { accentedOf, WordGraph, type DictName, type GraphName } from '../src/games/words';
import { createWordsService } from './words/service';

const loaded = new Map<string, Promise<WordGraph>>();

function load(name: GraphName | `accents-${keyof typeof accents}`): Promise<WordGraph> {
  let p = loaded.get(name);
  if (!p) {
    const file = name.startsWith('accents-') ? accents[name.slice(8) as keyof typeof accents] : files[name as GraphName];
    p = fetch(new URL(file, import.meta.url)).then(async (res) => {
      if (!res.ok) throw new Error(`dictionary ${name}: HTTP ${res.status}`);
      return new WordGraph(await res.arrayBuffer());
    });
    p.catch(() => loaded.delete(name));
    loaded.set(name, p);
  }
  return p;
}

const service = createWordsService(load);

const api = {
  ready(): true {
    return true;
  },
  load: (dict: Parameters<typeof service.load>[0]) => service.load(dict, () => performance.now()),
  check: service.check,
  verdict: service.verdict,
  best: service.best,
  hint: service.hint,
  computer: service.computer,
  rotary: service.rotary,
  /**
   * How words of a dictionary are spelled with their accents (THEQUE → THÈQUE), for the results; null for a word
   * whose spelling is not known as one (or a list without accents: English).
   */
  async spell(dict: DictName, words: readonly string[]): Promise<(string | null)[]> {
    const lang = dict in accents ? (dict as keyof typeof accents) : null;
    if (!lang) return words.map(() => null);
    const graph = await load(`accents-${lang}`);
    return words.map((w) => accentedOf(graph, w));
  },
};

export type WordsWorkerApi = typeof api;

expose(api);
