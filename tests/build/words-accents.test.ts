/**
 * Words in the results spelled as the dictionary spells them (issue 28: French words showed unaccented, THEQUE): the
 * word lists are folded to A–Z (and Ñ), so each language keeps a small accent graph built with its list
 * (src/build/words.ts, src/games/words/accents.ts) of the folded words that have one accented spelling; a word with
 * several or none is shown as laid.
 */
import { describe, expect, it } from 'vitest';
import { ACCENT_GRAPHS, compiledAccents, graphFileNames, compiledGraph } from '../../src/build/words';
import { accentedOf, markedForm, spelledForm } from '../../src/games/words/accents';
import { WordGraph } from '../../src/games/words/dawg';

const graph = (name: (typeof ACCENT_GRAPHS)[number]): WordGraph => {
  const b = compiledAccents(name);
  return new WordGraph(new Uint32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength)));
};
const spell = (g: WordGraph, words: string): Record<string, string | null> => Object.fromEntries(words.split(/\s+/).map((w) => [w, accentedOf(g, w)]));

// a missing cache entry means compiling the list: tens of seconds on a loaded machine
describe('accented spellings for the results', { timeout: 600_000 }, () => {
  it('a spelling is stored as its folded letters with their marks, and given back exactly', () => {
    for (const w of ['thèque', 'école', 'français', 'noël', 'canción', 'árbol', 'città', 'coração', 'pingüino', 'forêt']) {
      const m = markedForm(w, false);
      expect(m, w).not.toBeNull();
      expect(spelledForm(m as string)).toBe(w.toUpperCase());
    }
    // Ñ is a letter of the Spanish list, not an accent; a word without accents is not stored
    expect(markedForm('año', true)).toBeNull();
    expect(markedForm('niño', true)).toBeNull();
    expect(markedForm('chat', false)).toBeNull();
  });

  it('French: THÈQUE, ÉCOLE, FRANÇAIS, NOËL; a word with several spellings (ÉLÈVE, ÉLEVÉ) or none is shown as laid', () => {
    const g = graph('fr');
    expect(spell(g, 'THEQUE ECOLE FRANCAIS NOEL')).toEqual({ THEQUE: 'THÈQUE', ECOLE: 'ÉCOLE', FRANCAIS: 'FRANÇAIS', NOEL: 'NOËL' });
    // élève and élevé, forêt and foret (a drill), pêche and péché, ou and où: which one was meant is not known
    expect(spell(g, 'ELEVE FORET PECHE OU CHAT MAISON')).toEqual({ ELEVE: null, FORET: null, PECHE: null, OU: null, CHAT: null, MAISON: null });
  });

  it('Spanish (its list is written without accents: the spellings come from the Hunspell dictionary): CANCIÓN, ÁRBOL, LÁPIZ', () => {
    const g = graph('es');
    expect(spell(g, 'CANCION ARBOL LAPIZ')).toEqual({ CANCION: 'CANCIÓN', ARBOL: 'ÁRBOL', LAPIZ: 'LÁPIZ' });
    expect(spell(g, 'CASA AÑO PERRO')).toEqual({ CASA: null, AÑO: null, PERRO: null });
  });

  it('Italian and Portuguese: CITTÀ, PERCHÉ; CORAÇÃO, NÃO', () => {
    expect(spell(graph('it'), 'CITTA PERCHE')).toEqual({ CITTA: 'CITTÀ', PERCHE: 'PERCHÉ' });
    expect(spell(graph('pt'), 'CORACAO NAO')).toEqual({ CORACAO: 'CORAÇÃO', NAO: 'NÃO' });
  });

  it('what it adds to the precached files (measured: see the commit), each well under the word graph of its language', () => {
    const sizes = Object.fromEntries(ACCENT_GRAPHS.map((n) => [n, compiledAccents(n).byteLength]));
    console.log(
      'accent graphs (bytes):',
      JSON.stringify(sizes),
      'total',
      Object.values(sizes).reduce((a, b) => a + b, 0),
    );
    for (const n of ACCENT_GRAPHS) expect(sizes[n], n).toBeLessThan(compiledGraph(n).byteLength * 0.6);
    // the word graphs the games play on are not changed by the marks' codes
    expect(Object.keys(graphFileNames())).toContain('fr');
  });
});
