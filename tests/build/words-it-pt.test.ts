/**
 * Italian and Portuguese (issue 28: "Play with words from any other Latin based language"): their words come from the
 * Hunspell dictionaries `dictionary-it` and `dictionary-pt`, stems expanded with the affix rules at build time
 * (src/build/hunspell.ts `expandDictionary`), folded and filtered like the other lists, and compiled into the same word
 * graphs; naughty-words' rude words are refused in them (with their forms), its ordinary words kept.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compiledGraph, graphData, licenceText } from '../../src/build/words';
import { expandDictionary } from '../../src/build/hunspell';
import { naughtyFor, naughtyStems, naughtyStemsFor } from '../../src/build/naughty';
import { WordGraph } from '../../src/games/words/dawg';
import { DICT_NAMES, namesFor } from '../../src/games/words/lexicon';

const has = (g: WordGraph, words: string): string[] => words.split(/\s+/).filter((w) => !g.has(w.toUpperCase()));
const hasNone = (g: WordGraph, words: string): string[] => words.split(/\s+/).filter((w) => g.has(w.toUpperCase()));

// a missing cache entry means compiling the list: tens of seconds on a loaded machine
describe('Italian and Portuguese word lists', { timeout: 240_000 }, () => {
  it('Italian: a child’s words in every form (plurals, verbs), accents folded; rude words and their forms out', () => {
    const g = new WordGraph(graphData('it'));
    expect(
      has(
        g,
        'casa case scuola scuole gatto gatti amico amici amiche bambino bambini libro libri parlare parliamo parlavo mangiare mangiato citta perche pesce finocchio regina tirare',
      ),
    ).toEqual([]);
    expect(hasNone(g, 'cazzo cazzi stronzo stronzi stronza stronze troia troie puttana puttane vaffanculo minchia')).toEqual([]);
    // size sanity: hundreds of thousands of words, a graph well under the precache limit
    expect(g.wordCount).toBeGreaterThan(500_000);
    expect(compiledGraph('it').byteLength).toBeLessThan(1_000_000);
  });

  it('Portuguese: words in every form, ç and tildes folded; rude words and their forms out, ordinary meanings kept', () => {
    const g = new WordGraph(graphData('pt'));
    expect(has(g, 'casa casas escola escolas menino meninas livro livros falar falamos falaram comer comeram coracao cao caes portugues veado pinto')).toEqual(
      [],
    );
    expect(hasNone(g, 'merda merdas caralho caralhos foder fodemos puta putas porra')).toEqual([]);
    expect(g.wordCount).toBeGreaterThan(500_000);
    expect(compiledGraph('pt').byteLength).toBeLessThan(2_000_000);
  });

  it('Ω: Italian and Portuguese proper nouns from the same dictionaries, without symbols, abbreviations or fragments', () => {
    expect(namesFor('it')).toBe('itnames');
    expect(namesFor('pt')).toBe('ptnames');
    const it = new WordGraph(graphData('itnames'));
    const pt = new WordGraph(graphData('ptnames'));
    expect(has(it, 'Roma Milano Italia Giulia Po Ivo')).toEqual([]);
    expect(has(pt, 'Portugal Brasil Ana Leo')).toEqual([]);
    // units, chemical symbols, state abbreviations, foreign fragments (the lists' own capitalised entries)
    expect(hasNone(it, 'Ghz Vs Co Ra El Es New Los')).toEqual([]);
    expect(hasNone(pt, 'Ag Hz Fr Cd Hg Zn Ac Al Big Man Sul')).toEqual([]);
    expect(DICT_NAMES).toEqual(expect.arrayContaining(['it', 'pt']));
  });

  it('the expansion is deterministic: the same files give the same words in the same order', () => {
    const aff = readFileSync('node_modules/dictionary-it/index.aff', 'utf8');
    const dic = readFileSync('node_modules/dictionary-it/index.dic', 'utf8');
    // a slice of the list keeps this quick; the order of the whole follows the file's the same way
    const part = dic.split('\n').slice(0, 8000).join('\n');
    const a = [...expandDictionary(aff, part, (w) => w.toUpperCase())];
    const b = [...expandDictionary(aff, part, (w) => w.toUpperCase())];
    expect(a.length).toBeGreaterThan(8000);
    expect(b).toEqual(a);
  });

  it('naughty-words is used for every list but the names, less the ordinary words it names', () => {
    expect(naughtyFor('school')).toBe('en');
    expect(naughtyFor('older')).toBe('en');
    expect(naughtyFor('full')).toBe('en');
    expect(naughtyFor('names')).toBeNull();
    expect(naughtyFor('it')).toBe('it');
    expect(naughtyStems('it').has('CAZZO')).toBe(true);
    expect(naughtyStems('it').has('FINOCCHIO')).toBe(false);
    expect(naughtyStems('pt').has('COMER')).toBe(false);
    // the older students' lists keep the words of lessons (anatomy, history), the school list does not
    expect(naughtyStemsFor('older').has('GENITALS')).toBe(false);
    expect(naughtyStemsFor('school').has('GENITALS')).toBe(true);
    const school = new WordGraph(graphData('school'));
    expect(hasNone(school, 'bollocks bullshit dildo horny genitals')).toEqual([]);
    expect(has(school, 'escort poop butt nipple bareback')).toEqual([]);
    for (const list of ['older', 'full'] as const) {
      const g = new WordGraph(graphData(list));
      expect(hasNone(g, 'blowjob blowjobs tosser tossers milf nympho shittier'), list).toEqual([]);
      expect(has(g, 'anus genitals hooker swastika intercourse twinkly'), list).toEqual([]);
    }
    expect(hasNone(new WordGraph(graphData('full')), 'handjob gangbanged quim pikey honkey twink fuckings')).toEqual([]);
  });

  it('no over-blocking: an ordinary word a rude stem spells, or that a rude word is in another sense, stays', () => {
    // French: a kiss (the verb's forms are out), little feet, a cudgel
    const fr = new WordGraph(graphData('fr'));
    expect(has(fr, 'baiser baisers petons trique tringle')).toEqual([]);
    expect(hasNone(fr, 'baisa baisons baisez peter emmerder foutre')).toEqual([]);
    // Spanish: pinchar's "that I prick", a piece, the vixen
    expect(has(new WordGraph(graphData('es')), 'pinche pedazo zorra')).toEqual([]);
    // Italian: a trumpet, a thrombus, a gaming chip, a pasta; the verb trombare is out
    const it = new WordGraph(graphData('it'));
    expect(has(it, 'tromba trombe trombo fiche ditalini sbrodolata')).toEqual([]);
    expect(hasNone(it, 'trombare trombava fica figa')).toEqual([]);
    // Portuguese: a trance, a turtle, big (açu), an odd job; transar and cagar are out
    const pt = new WordGraph(graphData('pt'));
    expect(has(pt, 'transe transes cagado acu biscate')).toEqual([]);
    expect(hasNone(pt, 'transar transou cagar cagou')).toEqual([]);
  });

  it('the About screen credits both dictionaries (dictionary-it under the GPL-3.0) and naughty-words', () => {
    const text = licenceText();
    expect(text).toMatch(/dictionary-it .*GPL-3\.0.*npm package dictionary-it@/);
    expect(text).toMatch(/npm package dictionary-pt@/);
    expect(text).toMatch(/naughty-words .*CC-BY-4\.0.*npm package naughty-words@/);
  });
});
