/**
 * TUF words solver worker (Comlink). Dictionaries are fetched on demand from
 * the hashed files beside this script (precached by the service worker),
 * never part of the page's JavaScript. Hands and grids cross as text; the
 * answers are plain data (`workers/words/service.ts` has the logic, so tests
 * and the command line use it without a worker).
 */
import { expose } from 'comlink';
import { files } from 'virtual:tuffest-words';
import { WordGraph, type GraphName } from '../src/games/words';
import { createWordsService } from './words/service';

const loaded = new Map<string, Promise<WordGraph>>();

function load(name: GraphName): Promise<WordGraph> {
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
};

export type WordsWorkerApi = typeof api;

expose(api);
