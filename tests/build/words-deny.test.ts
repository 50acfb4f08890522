/**
 * The school list fit for school (issue 28): a blocked stem is refused with every inflection (the Hunspell affix
 * rules of its language's dictionary, and English's regular endings), while ordinary words a 10-year-old uses, and
 * the words near a blocked one that are not offensive, stay in every list. A held-out sample, checked against the
 * word sets the build compiles.
 */
import { describe, expect, it } from 'vitest';
import { graphWords as compileWords } from '../../src/build/words';
import { englishForms } from '../../src/build/hunspell';

/** Each list's words, worked out once for the whole file (seconds each): the tests only read them. */
const lists = new Map<Parameters<typeof compileWords>[0], ReadonlySet<string>>();
function graphWords(name: Parameters<typeof compileWords>[0]): ReadonlySet<string> {
  let words = lists.get(name);
  if (!words) lists.set(name, (words = compileWords(name)));
  return words;
}

/** Ordinary words every English list accepts (a 10-year-old's: school, home, animals, food, play, feelings). */
const ORDINARY = `able about above after again animal answer apple arm baby back bag ball banana bath bear bed bee begin
bell bike bird birthday black blue boat body book bottle box boy bread breakfast bridge brother brown bus butter cake
camera candle car card carrot cat chair cheese chicken child chocolate circle city class clock cloud coat cold colour
computer cook cookie corner count cousin cow crayon cry cup dance dark daughter day desk dinner doctor dog doll door dragon
draw dream dress drink duck ear earth egg elephant empty energy eye face family farm father fence field finger fire fish
flag flower fly food foot forest fox friend frog fruit game garden giraffe girl glass glove goat gold grass green hair hand
happy hat head heart helmet hill holiday honey horse hospital house ice island jacket jump kitchen kite knee ladder lake
lamp laugh leaf leg lemon letter library lion lunch map milk money monkey moon morning mother mountain mouse mouth music
name neck nest night nose number ocean orange paint paper park party pencil picture pig pillow pizza plant play pocket
police potato prick pricked pupil puppy queen rabbit rain rainbow read retarding river road robot rocket room rose ruler
run sad sand school sea seed shaggy sheep shell ship shirt shoe shop sister skate sky sleep smile snake snow sock song
soup space spoon star story street sugar summer sun swim table teacher teeth tent tiger toast today tomato tooth towel
town toy train tree truck uncle umbrella vegetable village voice walk water weather whale wheel window winter wolf word
world write yellow zebra zoo deed website online laptop app tsunami emoji selfie ok email internet`.split(/\s+/);

describe('the built-in word lists', () => {
  it('English: blocked stems are refused with every inflection, ordinary words (and near ones) accepted, in every list', () => {
    const blocked = ['rape', 'raped', 'raping', 'rapist', 'pussy', 'pussies', 'shitting', 'crapped', 'slutty', 'bitchy', 'titties', 'homos', 'whoring'];
    for (const list of ['school', 'older', 'full'] as const) {
      const words = graphWords(list);
      expect(
        blocked.filter((w) => words.has(w.toUpperCase())),
        list,
      ).toEqual([]);
      expect(
        ORDINARY.filter((w) => !words.has(w.toUpperCase())),
        list,
      ).toEqual([]);
    }
  });

  it('abbreviations are refused in every English list (st, ave, mm were in Full); apt is a word', () => {
    for (const list of ['school', 'older', 'full'] as const) {
      const words = graphWords(list);
      expect(
        ['ST', 'AVE', 'MM', 'KM', 'ETC'].filter((w) => words.has(w)),
        list,
      ).toEqual([]);
      expect(words.has('APT'), list).toBe(true);
    }
  });

  it("the full list holds every word of the older students' list", () => {
    const full = graphWords('full');
    expect([...graphWords('older')].filter((w) => !full.has(w))).toEqual([]);
  });

  it('French and Spanish: blocked stems with all their forms; the fox and the bellows stay', () => {
    const fr = graphWords('fr');
    expect(['NEGRE', 'NEGRES', 'GOUINE', 'PETASSE', 'BRANLER', 'BRANLE', 'BRANLAIT'].filter((w) => fr.has(w))).toEqual([]);
    expect(['CHIA', 'CHIEN', 'MAISON', 'ECOLE'].filter((w) => !fr.has(w))).toEqual([]);
    const es = graphWords('es');
    expect(['GILIPOLLAS', 'FOLLAR', 'FOLLANDO', 'JODIDO', 'CHINGADA', 'PANOCHA'].filter((w) => es.has(w))).toEqual([]);
    expect(['ZORRA', 'FUELLE', 'PERRO', 'ESCUELA'].filter((w) => !es.has(w))).toEqual([]);
  });

  it("English's regular forms: a final e dropped, a consonant doubled, a y turned to ies; never -er (tit, titter)", () => {
    expect([...englishForms('rape')]).toEqual(expect.arrayContaining(['raped', 'raping', 'rapes']));
    expect([...englishForms('shit')]).toEqual(expect.arrayContaining(['shitting', 'shitty', 'shitted']));
    expect([...englishForms('tit')]).toEqual(expect.arrayContaining(['titties']));
    expect([...englishForms('pussy')]).toEqual(expect.arrayContaining(['pussies']));
    expect(englishForms('tit').has('titter')).toBe(false);
  });

  it('Ω: fragments and Spanish articles are no proper nouns; real short names stay', () => {
    const en = graphWords('names');
    expect(['DU', 'FR', 'HA', 'KB'].filter((w) => en.has(w))).toEqual([]);
    expect(['AL', 'ED', 'JO', 'OZ'].filter((w) => !en.has(w))).toEqual([]);
    const es = graphWords('esnames');
    expect(['EL', 'LA', 'LOS', 'LAS'].filter((w) => es.has(w))).toEqual([]);
  });
});
