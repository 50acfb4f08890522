/**
 * Issue 27: "1 points" and "1 cubes sur 20" were seen. Every message of the
 * three catalogues, worded for a count of 1 the way t() words it (a message
 * with plural forms takes its `one` form), says no plural noun after a lone 1.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { es } from '../../src/i18n/es';

const PLURAL = /\.(zero|one|two|few|many|other)$/;
const catalogues = { en, fr, es } as const;

/** Nouns that have an -s plural in each language and are counted somewhere in the app. */
const NOUNS: Record<keyof typeof catalogues, string[]> = {
  en: [
    'points',
    'cubes',
    'rounds',
    'minutes',
    'seconds',
    'tiles',
    'players',
    'hints',
    'students',
    'codes',
    'results',
    'games',
    'words',
    'lessons',
    'seats',
    'computers',
    'equations',
    'dice',
    'faces',
    'letters',
    'cards',
    'turns',
    'people',
    'persons',
    'times',
    'days',
    'hours',
    'squares',
    'moves',
    'lines',
    'boards',
    'devices',
    'errors',
    'challenges',
    'stages',
  ],
  fr: [
    'points',
    'cubes',
    'manches',
    'minutes',
    'secondes',
    'tuiles',
    'joueurs',
    'joueuses',
    'indices',
    'élèves',
    'codes',
    'résultats',
    'parties',
    'mots',
    'leçons',
    'places',
    'ordinateurs',
    'équations',
    'dés',
    'faces',
    'lettres',
    'cartes',
    'tours',
    'personnes',
    'jours',
    'heures',
    'cases',
    'coups',
    'lignes',
    'appareils',
    'erreurs',
    'défis',
    'étapes',
    'plateaux',
  ],
  es: [
    'puntos',
    'cubos',
    'rondas',
    'minutos',
    'segundos',
    'fichas',
    'jugadores',
    'pistas',
    'estudiantes',
    'alumnos',
    'códigos',
    'resultados',
    'partidas',
    'palabras',
    'lecciones',
    'asientos',
    'ordenadores',
    'ecuaciones',
    'dados',
    'caras',
    'letras',
    'cartas',
    'turnos',
    'personas',
    'días',
    'horas',
    'casillas',
    'jugadas',
    'líneas',
    'dispositivos',
    'errores',
    'desafíos',
    'etapas',
    'tableros',
  ],
};

/** A message as the screen shows it for a count of 1: `{n}` or `{count}` (what t() picks a plural form by) is 1, any other value a word. */
function asOne(text: string): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'n' || name === 'count' ? '1' : 'X'));
}

/** Messages whose count is never 1 where the app shows them (why), or whose 1 is not a count. */
const NEVER_ONE: Record<string, string> = {
  'board.csv.seconds': 'a round number: "Round 1 seconds to the call"',
  'board.csv.times': 'a round number: "Round 1 seconds to each equation"',
  'tuf.resultsTitle': 'a round number',
  'words.resultsTitle': 'a round number',
  'diceculus.facesN': 'dice have 4 faces or more',
  'lessons.dice': 'dice have 4 faces or more',
  'mathable.playerCount': 'Mathable is played by 2 to 4',
  'mathable.fameFor': 'Mathable is played by 2 to 4',
  'tally.refuse.full': 'the most players a round takes',
  'tally.refuse.import.full': 'the most players a round takes',
  'tally.hintShown': 'an equation has 3 tiles or more',
  'tuf.callMade': 'an equation has 3 cubes or more',
  'tuf.computerCalled': 'an equation has 3 cubes or more',
  'words.callMade': 'a crossword has 2 cubes or more',
  'words.computerCalled': 'a crossword has 2 cubes or more',
  'words.hint.1': 'a word has 2 letters or more',
  'tuf.const.chiCubes': 'shown only when χ takes several cubes (tuf.const.chi otherwise)',
  'tuf.refuse.solve.tooManyCubes': 'more than 16',
  'tuf.summarySeats': 'one seat says "solo" (tuf.summarySolo)',
  'words.summarySeats': 'one seat says "solo" (words.summarySolo)',
};

function problems(lang: keyof typeof catalogues): string[] {
  const cat = catalogues[lang] as Readonly<Record<string, string>>;
  const nouns = new RegExp(`(?:^|[^\\d.,/])1\\s+(${NOUNS[lang].join('|')})(?![\\p{L}])`, 'u');
  const out: string[] = [];
  for (const [key, text] of Object.entries(cat)) {
    const form = key.match(PLURAL)?.[1];
    // plural forms other than `one` are never shown for 1
    if (form !== undefined && form !== 'one') continue;
    if (NEVER_ONE[key.replace(PLURAL, '')] !== undefined) continue;
    const m = nouns.exec(asOne(text));
    if (m) out.push(`${key}: ${asOne(text)}`);
  }
  return out;
}

describe('no plural noun after a count of 1', () => {
  for (const lang of ['en', 'fr', 'es'] as const) {
    it(lang, () => {
      expect(problems(lang)).toEqual([]);
    });
  }
});
