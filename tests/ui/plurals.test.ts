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
    'digits',
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
    'jetons',
    'pions',
    'chiffres',
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
    'piezas',
    'dígitos',
    'veces',
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

/**
 * A message as the screen shows it when a value is 1: every placeholder is
 * put as 1, not only `{n}` and `{count}` (what t() picks a plural form by),
 * so a count under another name (`{points} points`, `{cubes} cubes sur
 * {total}`) cannot say "1 points" unseen.
 */
function asOne(text: string): string {
  return text.replace(/\{(\w+)\}/g, '1');
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
  // a value put under another name than n/count: each is never 1 where the app shows it
  'wordsrotary.refuse.openingShort': 'the shortest opening word is 2 letters or more',
  'wordsrotary.refuse.badNames': 'a Rotary table has 2 seats or more; a name may be of 1 letter (a range, not a count)',
  'race.refuse.badNames': 'a race has 2 seats or more; "1 to 12 letters" is a range',
  'race.refuse.finalsCount': 'a race has 2 seats or more',
  'race.refuse.mustBeat': 'a call is 3 cubes or more',
  'words.title.roundGoal': 'a goal is 20 points or more (WORDS_LIMITS.goal)',
  'words.summaryGoal': 'a goal is 20 points or more (WORDS_LIMITS.goal)',
  'words.roundGoal': 'a goal is 20 points or more (WORDS_LIMITS.goal)',
  'words.rollTitleGoal': 'a goal is 20 points or more (WORDS_LIMITS.goal)',
  'words.nextGoal': 'a goal is 20 points or more (WORDS_LIMITS.goal)',
  'words.goalHelp': 'a goal is 20 points or more (WORDS_LIMITS.goal), over 2 rounds or more',
  'words.refuse.tooFew': 'a crossword needs 2 cubes or more',
  'words.refuse.params.listWord': 'a list word is 2 letters or more',
  'words.refuse.params.listSize': 'a list holds many words',
  'words.refuse.params.seats': 'a table has 2 seats or more',
  'tuf.refuse.params.seats': 'a table has 2 seats or more',
  'words.best': 'a crossword has 2 cubes or more',
  'words.bestFound': 'a crossword has 2 cubes or more',
  'words.cubesUsed': 'a roll has 2 cubes or more (fr/es say the cube count first)',
  'tuf.refuse.read.tooManyDigits': 'a whole number may take 2 cubes or more',
  'tuf.refuse.read.tooManyDigitsOslash': 'a whole number may take 2 cubes or more',
  'tuf.order.rule': 'the first correct equation scores one more than the players: 3 or more',
  'tuf.hint.1': 'an equation has 3 cubes or more; its points are its cubes',
  'mathable.sessionTitle': 'Mathable is played by 2 to 4 (the bag’s tiles take the plural forms)',
  'mathable.sessionDone': 'Mathable is played by 2 to 4',
  'mathable.fameEntered': 'Mathable is played by 2 to 4',
  'mathable.codeSummary': 'Mathable is played by 2 to 4',
  'liveRace.over': 'a race that says all rounds are played has 2 or more',
  'diceculus.refuse.tooManyPlayers': 'the most players a game takes',
  'diceculus.refuse.tooFewPlayers': 'the fewest players a game takes, 2',
  'diceculus.refuse.splitTotal': 'a split places 2 dice or more',
  'diceculus.refuse.code.players': 'a range of players, 2 or more',
  'diceculus.refuse.code.longName': 'the longest name, many letters',
  'diceculus.helperWorth.points': 'always written with one decimal (1.0 points)',
  'diceculus.helperWorth.low': 'always written with one decimal (1.0 points)',
  'diceculus.helperBy.points': 'always written with one decimal (1.0 points)',
  'diceculus.claimHelp': 'a claim is 50 points (CLAIM_POINTS)',
  'diceculus.claimButton': 'a claim is 50 points (CLAIM_POINTS)',
  'tally.longest': 'an equation is 3 tiles or more',
  'tally.longestUnproven': 'an equation is 3 tiles or more',
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
