import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/random';
import { ALPHABET, buildGraph, WordGraph } from '../../../src/games/words/dawg';
import {
  DENY_ENDINGS,
  denyEndings,
  foldWord,
  frenchFalsePasts,
  GRAPH_NAMES,
  isDenied,
  namesFor,
  playableWords,
  properNouns,
  readDenylist,
} from '../../../src/games/words/lexicon';
import { compiledGraph, denylistText, graphData, graphWords } from '../../../src/build/words';

function randomWords(seed: string, count: number, letters: string): string[] {
  const rng = createRng(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let w = '';
    const n = 1 + rng.int(9);
    for (let j = 0; j < n; j++) w += letters[rng.int(letters.length)];
    out.push(w);
  }
  return out;
}

describe('word graph', () => {
  it('answers exactly a random list: every word in, every prefix and non-word right', () => {
    for (let round = 0; round < 20; round++) {
      const list = randomWords(`dawg${round}`, 300, round % 2 ? 'ABCDE' : ALPHABET);
      const set = new Set(list);
      const g = new WordGraph(buildGraph(list));
      expect([...g.words()]).toEqual([...set].sort());
      expect(g.wordCount).toBe(set.size);
      for (const probe of randomWords(`probe${round}`, 500, round % 2 ? 'ABCDEF' : ALPHABET)) {
        expect(g.has(probe)).toBe(set.has(probe));
        expect(g.hasPrefix(probe)).toBe([...set].some((w) => w.startsWith(probe)));
      }
    }
  });

  it('shares suffixes: many words, few edges', () => {
    const list = ['CAT', 'CATS', 'BAT', 'BATS', 'RAT', 'RATS', 'HAT', 'HATS'];
    const g = new WordGraph(buildGraph(list));
    // C B R H from the root, then one shared A → T → S chain: 4 + 1 + 1 + 1 edges (+ the unused edge 0)
    expect(g.edgeCount).toBe(8);
    expect([...g.words()]).toEqual([...list].sort());
  });

  it('matches patterns with ? and letter sets', () => {
    const g = new WordGraph(buildGraph(['CAT', 'COT', 'CUT', 'CART', 'DOG', 'AÑO', 'ANO']));
    expect(g.match(['C', '?', 'T'])).toEqual(['CAT', 'COT', 'CUT']);
    expect(g.match(['A', ['N', 'Ñ'], 'O'])).toEqual(['ANO', 'AÑO']);
    expect(g.match(['?', '?', '?', '?'])).toEqual(['CART']);
    expect(g.match(['C', '?', 'T'], 2)).toHaveLength(2);
  });

  it('refuses what is not a graph, and letters outside the alphabet', () => {
    expect(() => new WordGraph(new Uint32Array(3))).toThrow();
    expect(() => buildGraph(['CAFÉ'])).toThrow();
    const g = buildGraph(['AB']);
    expect(() => new WordGraph(g.slice(0, 8))).toThrow();
  });

  it('an empty list is a graph with no words', () => {
    const g = new WordGraph(buildGraph([]));
    expect([...g.words()]).toEqual([]);
    expect(g.has('A')).toBe(false);
  });
});

describe('lexicon', () => {
  it('folds accents, keeps ñ only where asked, drops hyphens and apostrophes', () => {
    expect(foldWord('été', false)).toBe('ETE');
    expect(foldWord('garçon', false)).toBe('GARCON');
    expect(foldWord('cœur', false)).toBe('COEUR');
    expect(foldWord('año', true)).toBe('AÑO');
    expect(foldWord('año', false)).toBe('ANO');
    expect(foldWord('a-t-il', false)).toBeNull();
    expect(foldWord("don't", false)).toBeNull();
    expect(foldWord('a', false)).toBeNull();
  });

  it('keeps lower-case entries as words and Capitalised ones as proper nouns', () => {
    const deny = new Set(['CS']);
    expect([...playableWords(['cat', 'Paris', 'OK', 'cs', 'cats', 'café'], false, deny)].sort()).toEqual(['CAFE', 'CAT', 'CATS']);
    expect([...properNouns(['Paris', 'NASA', 'cat', 'McDonald', 'Zoë'], deny)].sort()).toEqual(['PARIS', 'ZOE']);
    expect([...properNouns(['España', 'Logroño', 'Cs'], deny, true)].sort()).toEqual(['ESPAÑA', 'LOGROÑO']);
  });

  it('denies listed words with common endings, by language', () => {
    const d = readDenylist(denylistText());
    expect(d.en.has('CS')).toBe(true);
    expect(isDenied('CS', d.en)).toBe(true);
    expect(isDenied('CAT', d.en)).toBe(false);
    expect(d.fr.size).toBeGreaterThan(0);
    expect(d.es.size).toBeGreaterThan(0);
  });

  it("denies with each language's own endings: English -s -es -ed -ing, French -s -x, Spanish -s -es", () => {
    const deny = new Set(['CON', 'JAP']);
    for (const w of ['JAP', 'JAPS', 'JAPES', 'JAPED', 'JAPING']) expect(isDenied(w, deny, DENY_ENDINGS.en), w).toBe(true);
    for (const w of ['CON', 'CONS', 'CONX']) expect(isDenied(w, deny, DENY_ENDINGS.fr), w).toBe(true);
    // an English ending on a French word spells another word: con + es = cônes
    for (const w of ['CONES', 'CONED', 'CONING', 'CONE', 'ICON']) expect(isDenied(w, deny, DENY_ENDINGS.fr), w).toBe(false);
    for (const w of ['CON', 'CONS', 'CONES']) expect(isDenied(w, deny, DENY_ENDINGS.es), w).toBe(true);
    expect(isDenied('CONED', deny, DENY_ENDINGS.es)).toBe(false);
    // English by default
    expect(isDenied('CONES', deny)).toBe(true);
    expect([...playableWords(['con', 'cons', 'cônes'], false, deny, DENY_ENDINGS.fr)]).toEqual(['CONES']);
    expect([...properNouns(['Con', 'Cones'], deny, false, DENY_ENDINGS.fr)]).toEqual(['CONES']);
    expect(denyEndings('fr')).toBe(DENY_ENDINGS.fr);
    expect(denyEndings('frnames')).toBe(DENY_ENDINGS.fr);
    expect(denyEndings('esnames')).toBe(DENY_ENDINGS.es);
    for (const g of ['school', 'older', 'full', 'names'] as const) expect(denyEndings(g)).toBe(DENY_ENDINGS.en);
  });

  it('finds French simple pasts built on the whole infinitive, and only those', () => {
    const list = new Set([
      ...['COMPOSER', 'COMPOSERAI', 'COMPOSAMES', 'COMPOSAT', 'COMPOSERAMES', 'COMPOSERAT', 'COMPOSERASSIONS', 'COMPOSERENT', 'COMPOSERA'],
      ...['RAIDIR', 'RAIDIRAI', 'RAIDIMES', 'RAIDIRAT', 'RAIDIRASSE'],
      // modérer: MODERAMES is its true simple past (MODER is not an infinitive here)
      ...['MODERER', 'MODERERAI', 'MODERAMES', 'MODERAT'],
      // a noun in -ir and a verb whose future is cuirai: émirat, cuirasse are words
      ...['EMIR', 'EMIRAT', 'EMIMES', 'CUIR', 'CUIRAI', 'CUIRASSE'],
      // a -rer verb beside the -er one: parer and "pare-rer" make PARERAT a true form
      ...['PARER', 'PARERAI', 'PARAMES', 'PARERER', 'PARERAT'],
      // too short a stem: dératés
      ...['DER', 'DERAI', 'DAMES', 'DERATES'],
    ]);
    expect([...frenchFalsePasts(list)].sort()).toEqual(['COMPOSERAMES', 'COMPOSERASSIONS', 'COMPOSERAT', 'RAIDIRASSE', 'RAIDIRAT']);
    // without the future or the true simple past, nothing is flagged
    expect([...frenchFalsePasts(new Set(['COMPOSER', 'COMPOSAMES', 'COMPOSERAT']))]).toEqual([]);
    expect([...frenchFalsePasts(new Set(['COMPOSER', 'COMPOSERAI', 'COMPOSERAT']))]).toEqual([]);
  });

  it('reads =word as an exact entry: denied as written, never with an ending', () => {
    const d = readDenylist('[en]\n=spic\nfoo # a comment\n[fr]\n=Réf\n');
    expect([...d.en].sort()).toEqual(['=SPIC', 'FOO']);
    expect([...d.fr]).toEqual(['=REF']);
    expect(isDenied('SPIC', d.en)).toBe(true);
    for (const w of ['SPICS', 'SPICED', 'SPICES', 'SPICING']) expect(isDenied(w, d.en), w).toBe(false);
    for (const w of ['FOO', 'FOOS', 'FOOED']) expect(isDenied(w, d.en), w).toBe(true);
    expect(isDenied('REF', d.fr, DENY_ENDINGS.fr)).toBe(true);
    expect(isDenied('REFS', d.fr, DENY_ENDINGS.fr)).toBe(false);
    // the mark is not a letter: no word in a list can match the entry itself
    expect(foldWord('=spic', false)).toBeNull();
  });
});

// a graph whose cache entry is missing (a changed list or compiler) is compiled on first use: the French and Spanish ones take
// tens of seconds on a loaded machine
describe('compiled dictionaries', { timeout: 180_000 }, () => {
  it.each(['school', 'older', 'names', 'frnames', 'esnames'] as const)('%s: the graph answers exactly its source list', (name) => {
    const words = graphWords(name);
    const g = new WordGraph(graphData(name));
    expect(g.wordCount).toBe(words.size);
    const all = [...g.words()];
    expect(all.length).toBe(words.size);
    for (const w of all) expect(words.has(w)).toBe(true);
  });

  it('school: common words in, junk and denied words out, both spellings of colour', () => {
    const g = new WordGraph(graphData('school'));
    for (const w of ['CAT', 'HOUSE', 'COLOR', 'COLOUR', 'CAFE']) expect(g.has(w)).toBe(true);
    for (const w of ['CS', 'LS', 'A']) expect(g.has(w)).toBe(false);
    // issue 28: "ok" and today's ordinary words (website, emoji…) are in every English list
    for (const w of ['OK', 'WEBSITE', 'EMOJI']) expect(g.has(w)).toBe(true);
    expect(g.wordCount).toBeGreaterThan(30_000);
  });

  it('Spanish keeps ñ; French folds accents', () => {
    expect(new WordGraph(graphData('es')).has('AÑO')).toBe(true);
    expect(new WordGraph(graphData('fr')).has('ETE')).toBe(true);
  });

  it('English proper nouns for Ω: names in, abbreviations and chemical symbols out, names that end like a denied entry kept', () => {
    const en = new WordGraph(graphData('names'));
    for (const w of ['AMY', 'PARIS', 'REED', 'JULES', 'INES', 'AMES', 'MARS', 'AL', 'JAN', 'ARES']) expect(en.has(w), w).toBe(true);
    for (const w of ['DR', 'LTD', 'APR', 'AUG', 'ADM', 'AG', 'AR', 'MT', 'OKLA', 'WED', 'INC', 'BLVD', 'ZZZ']) expect(en.has(w), w).toBe(false);
    // the names' section leaves ordinary words alone
    expect(new WordGraph(graphData('school')).has('WED')).toBe(true);
  });

  it('French and Spanish proper nouns for Ω: names in (accents folded, ñ kept in Spanish), abbreviations, units and ordinals out', () => {
    const fr = new WordGraph(graphData('frnames'));
    for (const w of ['PARIS', 'LOIRE', 'CHAMONIX', 'ETHIOPIE', 'MALLARME']) expect(fr.has(w), w).toBe(true);
    for (const w of ['DR', 'MME', 'MGR', 'CIE', 'HZ', 'KIBIT', 'MO', 'IER', 'XE']) expect(fr.has(w), w).toBe(false);
    const es = new WordGraph(graphData('esnames'));
    for (const w of ['ESPAÑA', 'MADRID', 'ALCALA', 'CATALUÑA']) expect(es.has(w), w).toBe(true);
    for (const w of ['ESPANA', 'DR', 'UD', 'VD', 'DÑA', 'DNA', 'ARQ', 'ADSL']) expect(es.has(w), w).toBe(false);
    expect(namesFor('fr')).toBe('frnames');
    expect(namesFor('es')).toBe('esnames');
    expect(namesFor('school')).toBe('names');
    // the names' own denylist sections leave the language's ordinary words alone ("me" is French)
    expect(new WordGraph(graphData('fr')).has('ME')).toBe(true);
  });

  // Junk found by listing each graph's short entries against its language's Hunspell dictionary
  // (src/build/words-denylist.txt says why each goes); real short words of the same shapes stay.
  it.each([
    {
      name: 'fr',
      junk: [
        'CC',
        'CF',
        'CG',
        'CH',
        'CL',
        'CM',
        'DG',
        'DL',
        'DM',
        'KG',
        'KM',
        'MG',
        'MS',
        'PH',
        'DEP',
        'DIV',
        'EME',
        'ETC',
        'FIG',
        'REF',
        'JANV',
        'JUILL',
        'JUSQU',
        'LORSQU',
        'TRIGLYPH',
        'TRIGLYPHS',
        'STRATIGRAPHIQU',
        'PENTAPOLS',
        'RIVULAIR',
        'COMPOSERAMES',
        'COMPOSERAT',
        'DEVOILERASSE',
        'RAIDIRATES',
      ],
      words: [
        'CA',
        'OU',
        'AN',
        'AS',
        'ES',
        'ET',
        'EN',
        'HA',
        'MU',
        'XI',
        'PI',
        'VU',
        'OC',
        'ICI',
        'TEL',
        'MIN',
        'MAX',
        'JUSQUE',
        'LORSQUE',
        'DIVA',
        'FIGUE',
        'ETE',
        'MESS',
        'CONES',
        'KIWI',
        'COMPOSAMES',
        'COMPOSERAI',
        'COMPOSERENT',
        'RAIDIMES',
        'MODERAMES',
        'EMIRAT',
        'CUIRASSE',
        'PAPERASSE',
      ],
    },
    { name: 'es', junk: ['AD', 'ET'], words: ['YA', 'NI', 'EL', 'ES', 'YO', 'ÑU', 'AÑO', 'EFE', 'VIP', 'ETA', 'ADIOS', 'ETER'] },
    {
      name: 'school',
      junk: ['HES', 'SHES', 'WHATS', 'MES', 'MYS', 'CS', 'MS', 'LS'],
      words: ['HE', 'SHE', 'WHAT', 'ME', 'MY', 'MESS', 'AS', 'IS', 'US', 'ID', 'PI', 'ARES', 'SPICED', 'PRICKED', 'CONES'],
    },
    {
      name: 'older',
      junk: ['GS', 'KS', 'RS', 'TS', 'PWN', 'PWNED', 'YID', 'WOG', 'WOGS', 'REDSKIN', 'HES'],
      words: ['GAS', 'ASKS', 'SH', 'HMM', 'NTH', 'OW', 'ARES', 'JAPES', 'SPICES', 'CRAPS', 'XIS'],
    },
    {
      name: 'full',
      junk: ['SJ', 'UK', 'UA', 'SARS', 'MIPS', 'HES', 'MES', 'ARS', 'SPAZ', 'TRANNY', 'KAFFIR', 'ST', 'AVE', 'MM'],
      words: ['UKE', 'UKES', 'CH', 'QI', 'ZA', 'XU', 'AA', 'ARES', 'ARED', 'CRAPES', 'JAPED', 'SPICING', 'MESS'],
    },
  ] as const)('$name: junk entries out, real short words in', ({ name, junk, words }) => {
    const g = new WordGraph(graphData(name));
    for (const w of junk) expect(g.has(w), `${w} is junk`).toBe(false);
    for (const w of words) expect(g.has(w), `${w} is a word`).toBe(true);
  });

  it('every graph is compiled and non-empty', () => {
    for (const n of GRAPH_NAMES) expect(compiledGraph(n).byteLength).toBeGreaterThan(1000);
  });
});
