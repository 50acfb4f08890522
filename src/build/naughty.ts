/**
 * The naughty-words package's lists of rude words (CC-BY-4.0, a devDependency) as denied stems of the built-in
 * dictionaries (Node only, build time; src/build/words.ts), beside our own denylist (src/build/words-denylist.txt).
 * English's goes to the school list (the one for children) whole, and to the lists for older students and the full
 * list less the words of anatomy, medicine, history and law an older student meets in lessons (`NAUGHTY_KEEP_OLDER`:
 * anus, genitals, incest, swastika); the French, Spanish, Italian and Portuguese lists (one each, for every age) take
 * their language's list and keep those lesson words too. Each stem is denied with every form its language's Hunspell
 * dictionary gives it, like the denylist's.
 *
 * The package lists words that are rude in one sense and ordinary in another (fennel, a pea, to sweep, a deer, to
 * eat, a hammer, hell): those are kept, named below by language, so the lists do not refuse ordinary words. Entries of
 * two words or more are no single word to deny.
 */
import { readFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldWord, type GraphName } from '../games/words/lexicon';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export type NaughtyLanguage = 'en' | 'fr' | 'es' | 'it' | 'pt';

/** Ordinary words in naughty-words' lists (folded as the graphs are), kept in the dictionaries. */
export const NAUGHTY_KEEP: Readonly<Record<NaughtyLanguage, readonly string[]>> = {
  // escort, domination, fingering (music), grope, nipple (a baby's bottle), poop and butt (children's own words), cock (the rooster)
  // (and to suck, to snatch, shrimping, snowballing, undressing, the sexes of animals, a blue tit, pegging the washing, rimming
  // a glass, bondage in history; spic is denied exactly by the denylist, so spiced and spicy stay)
  en: [
    'ESCORT',
    'DOMINATION',
    'FINGERING',
    'GROPE',
    'NIPPLE',
    'NIPPLES',
    'POOP',
    'BUTT',
    'COCK',
    'COCKS',
    'SUCK',
    'SUCKS',
    'SNATCH',
    'SHRIMPING',
    'SNOWBALLING',
    'UNDRESSING',
    'SEX',
    'TIT',
    'PEGGING',
    'RIMMING',
    'BONDAGE',
    'SPIC',
    // riding without a saddle
    'BAREBACK',
  ],
  // to bandage, a bollard, a dance, a she-cat, mad, a sheaf, to throw up, an animal's mouth, to enjoy, a pedal, to sweep a chimney, sucks, a fly swatter, a tench, a wee
  fr: [
    'BANDER',
    'BITTE',
    'BOURREE',
    'BOURRE',
    'CHATTE',
    'FOLLE',
    'GERBE',
    'GERBER',
    'GUEULE',
    'JOUIR',
    'PEDALE',
    'RAMONER',
    'SUCE',
    'TAPETTE',
    'TANCHE',
    'PIPI',
    'CACA',
    // a cudgel; the clitoris (a lesson word, as in the older students' English list)
    'TRIQUE',
    'CLITORIS',
  ],
  // pinche: a kitchen boy, and pinchar's "that I prick"
  es: [
    'ASESINATO',
    'ASNO',
    'CONCHA',
    'DROGAS',
    'ESPERMA',
    'HEROINA',
    'IDIOTA',
    'IMBECIL',
    'INFIERNO',
    'MALDITO',
    'MARTILLO',
    'MACIZA',
    'ORINA',
    'PERVERTIDO',
    'PEZON',
    'RACISTA',
    'SEMEN',
    'SEXO',
    'SADICO',
    'TRAVESTI',
    'TRIO',
    'VULVA',
    'NAZI',
    'CACA',
    'PIS',
    'CHUPADA',
    'PROSTITUTA',
    'PINCHE',
  ],
  it: [
    'ANALE',
    'ASSATANATO',
    'BAGNARSI',
    'BALLE',
    'BATTERE',
    'BIGA',
    'BOCCHINO',
    'BRINCA',
    'CACCA',
    'CADAVERE',
    'CAGNA',
    'CESSO',
    'CORNUTO',
    'COZZA',
    'FAVA',
    'FEMMINUCCIA',
    'FINOCCHIO',
    'GUARDONE',
    'IMBECILLE',
    'INGOIO',
    'LECCHINO',
    'MANNAGGIA',
    'MONTA',
    'MONTARE',
    'PALLE',
    'PALLOSO',
    'PATACCA',
    'PECORINA',
    'PESCE',
    'PIPPA',
    'PIPI',
    'PISELLO',
    'PISTOLOTTO',
    'POMPA',
    'PORCA',
    'PORCO',
    'QUAGLIA',
    'REGINA',
    'RUFFIANO',
    'SBATTERE',
    'SBATTERSI',
    'SCOPARE',
    'SEGA',
    'SPAGNOLA',
    'SUCCHIONE',
    'TIRARE',
    'TOPA',
    'VACCA',
    'VANGARE',
    'BAGASSA',
    'BOIATA',
    'CHIAVARE',
    'SOCCIA',
    'LOFFA',
    'MUSSA',
    // a pasta, a spill of food
    'DITALINO',
    'SBRODOLATA',
  ],
  pt: [
    'ABORTO',
    'AMADOR',
    'ANUS',
    'ARANHA',
    'ARIANO',
    'BICHA',
    'BISSEXUAL',
    'BUMBUM',
    'BURRO',
    'CAMISINHA',
    'CERVEJA',
    'CHUPAR',
    'COCAINA',
    'COMER',
    'CONSOLO',
    'CORNO',
    'FECAL',
    'GOZAR',
    'GRELHO',
    'HEROINA',
    'HETEROSEXUAL',
    'HOMOSEXUAL',
    'INFERNO',
    'LESBICA',
    'LOLITA',
    'MAMA',
    'PAU',
    'PINTO',
    'SACO',
    'TORNEIRA',
    'VEADO',
    'VIBRADOR',
    'PENIS',
    'BOOB',
    // an odd job (in Portugal); lesson words, as in the older students' English list
    'BISCATE',
    'CLITORIS',
    'COITO',
    'HOMOEROTICO',
  ],
};

/**
 * Words of naughty-words' English list an older student meets in lessons (biology, medicine, history, law, literature)
 * or that are ordinary in another sense (a rugby hooker, a horny beetle, clay-pigeon skeet, jazz scat, threesome at
 * golf): kept in the lists for older students and the full list, refused in the school list. The rest — vulgar words,
 * slurs, pornography's own words — is refused in every English list.
 */
export const NAUGHTY_KEEP_OLDER: readonly string[] = [
  'ANAL',
  'ANUS',
  'AUTOEROTIC',
  'BASTINADO',
  'BESTIALITY',
  'BONER',
  'BUNGHOLE',
  'BUSTY',
  'CLITORIS',
  'COPROPHILIA',
  'CUNNILINGUS',
  'DOMINATRIX',
  'EJACULATION',
  'EROTIC',
  'EROTISM',
  'EUNUCH',
  'FECAL',
  'FELLATIO',
  'GENITALS',
  'HARDCORE',
  'HOMOEROTIC',
  'HOOKER',
  'HORNY',
  'HUMPING',
  'INCEST',
  'INTERCOURSE',
  'KINKY',
  'LOLITA',
  'LOVEMAKING',
  'MASTURBATE',
  'MASTURBATING',
  'MASTURBATION',
  'NUDE',
  'NUDITY',
  'NYMPHOMANIA',
  'ORGASM',
  'ORGY',
  'PAEDOPHILE',
  'PEDOPHILE',
  'PANTIES',
  'PANTY',
  'PENIS',
  'PLAYBOY',
  'PORNOGRAPHY',
  'PUBES',
  'RECTUM',
  'SADISM',
  'SCAT',
  'SCISSORING',
  'SEMEN',
  'SEXUAL',
  'SEXUALLY',
  'SEXUALITY',
  'SEXY',
  'SKEET',
  'SMUT',
  'SODOMIZE',
  'SODOMY',
  'SPUNK',
  'STRAPPADO',
  'SWASTIKA',
  'SWINGER',
  'THREESOME',
  'TOPLESS',
  'TRIBADISM',
  'TWINKIE',
  'VAGINA',
  'VIBRATOR',
  'VOYEUR',
  'VULVA',
  'ZOOPHILIA',
];

/**
 * naughty-words' single-word entries of a language, folded (ñ kept for Spanish), less the ordinary words kept (and for
 * the English lists of older students, less the lesson words too).
 */
export function naughtyStems(lang: NaughtyLanguage, older = false): Set<string> {
  const list = JSON.parse(readFileSync(join(root, 'node_modules/naughty-words', `${lang}.json`), 'utf8')) as string[];
  const keep = new Set([...NAUGHTY_KEEP[lang], ...(older ? NAUGHTY_KEEP_OLDER : [])]);
  const out = new Set<string>();
  for (const raw of list) {
    if (!/^\p{L}+$/u.test(raw.trim())) continue;
    const f = foldWord(raw.toLowerCase(), lang === 'es');
    if (f !== null && !keep.has(f)) out.add(f);
  }
  return out;
}

/** The naughty-words language a graph is denied with, or null (the proper-noun lists: names are no rude words). */
export function naughtyFor(name: GraphName): NaughtyLanguage | null {
  if (name === 'school' || name === 'older' || name === 'full') return 'en';
  return name === 'fr' || name === 'es' || name === 'it' || name === 'pt' ? name : null;
}

/** The naughty-words stems a graph denies. */
export function naughtyStemsFor(name: GraphName): Set<string> {
  const lang = naughtyFor(name);
  return lang ? naughtyStems(lang, name === 'older' || name === 'full') : new Set();
}
