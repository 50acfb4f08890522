/**
 * What players pick before a TUF words match, and its short text form for
 * game ids (`words:h=2,c=e,d=older,…#seed`). Every value read from a code is
 * bounded, so a link cannot open a game no teacher meant. DOM-free.
 *
 * A teacher's word list travels in the code: words in lower case, `~` for ñ,
 * joined by `.` and cut into values of at most 64 characters under the keys
 * `w0`…`w5` (the game id's limits); `wo=1` plays with those words only.
 */
import type { Params } from '../../core/gameId';
import { checkKnown, flagOf, formatTable, intIn, RaceParamsError, readTable, seatCount, seatsOf, TABLE_KEYS } from '../race/params';
import { COMPUTER_LEVELS, MAX_SEATS, TIMER_PRESETS, type ComputerLevel, type TimerPreset } from '../race/types';
import { DICT_NAMES, foldWord, isDictName, type DictName } from './lexicon';

export { COMPUTER_LEVELS, MAX_SEATS, TIMER_PRESETS, type ComputerLevel, type TimerPreset, type DictName, seatCount, seatsOf };

export interface WordsParams {
  /** People playing on this device (1–4). */
  humans: number;
  /** Computer opponents, one level each; humans + computers ≤ 4. */
  computers: ComputerLevel[];
  /** The glasses calls set: `std` red/yellow/blue; the Quick variation is `fast` (yellow first) or `blue`. */
  timers: TimerPreset;
  /** Solitaire: minutes on the clock (the rulebook's red glass: 3). */
  soloMinutes: number;
  rounds: number;
  /** Every seat plays its own hand against the clock (one seat alone always does). */
  solitaire: boolean;
  /** Every seat rolls the same cubes (several devices on one roll). */
  sameRoll: boolean;
  /** Large Words: words of 2–3 letters score 0. */
  largeWords: boolean;
  /** Without special faces: Ω, ☉ and 'E re-rolled until a plain letter shows. */
  noSpecials: boolean;
  dict: DictName;
  /** "ñ counts as n": a plain N also reads as Ñ. */
  enyeAsN: boolean;
  /** Teacher setting: words are shown valid/invalid while building (off in competitive play by default). */
  validityLight: boolean;
  /** A teacher's word list (upper case, A–Z and Ñ): accepted besides the dictionary, or instead of it (`teacherOnly`). */
  teacherWords: string[];
  teacherOnly: boolean;
  /** The Rotary variation (`ro=1`): one shared crossword, played by the `wordsrotary` engine (`rotary.ts`). */
  rotary?: boolean;
  /**
   * Rotary as earlier builds scored it (`te=1`): a TUF ERROR paid +5 to the
   * finder and cost −5 when wrong. Set only on games saved before the
   * rulebook's penalty (the word removed and the turn lost, no points), by
   * the saved-game migration (`src/storage/migrate.ts`), so they replay as played.
   */
  rotaryErrorPoints?: boolean;
  /**
   * A point goal (`pg`): the match is over when a round ends with someone at
   * or past it, after at most `rounds` rounds. Absent: the match plays its rounds.
   */
  goal?: number;
}

/** What a code may ask for. */
export const WORDS_LIMITS = {
  soloMinutes: { min: 1, max: 15 },
  rounds: { min: 1, max: 10 },
  /** A point goal (the rulebook suggests one once players know the game). */
  goal: { min: 20, max: 500 },
  /** Words in a teacher's list, their length, and the list's length in the code. */
  listWords: 60,
  wordLetters: { min: 2, max: 20 },
  /** Code values (`w0`…`w5`) the list may fill. */
  listKeys: 6,
} as const;

/** The rulebook recommends as many rounds as players; alone, three. */
export const defaultRounds = (seats: number): number => (seats >= 2 ? seats : 3);

export function defaultParams(): WordsParams {
  return {
    humans: 1,
    computers: ['easy'],
    timers: 'std',
    soloMinutes: 3,
    rounds: defaultRounds(2),
    solitaire: false,
    sameRoll: false,
    largeWords: false,
    noSpecials: false,
    dict: 'school',
    enyeAsN: false,
    validityLight: false,
    teacherWords: [],
    teacherOnly: false,
  };
}

/** Each seat plays its own hand against the clock. */
export const isSolitaire = (p: WordsParams): boolean => p.solitaire || seatCount(p) === 1;

/** A list word in a code: lower case, `~` for ñ. */
const codeWord = (w: string): string => w.toLowerCase().replace(/ñ/g, '~');
const readWord = (w: string): string => w.replace(/~/g, 'ñ').toUpperCase();

export interface TeacherList {
  /** The words kept: folded to upper case (accents folded, ñ kept), unique, in the order given. */
  words: string[];
  /** What could not be kept: not a word of letters, too short or long, or past the list's limits. */
  dropped: string[];
}

/**
 * Reads a typed or pasted list (words separated by spaces, commas, semicolons
 * or new lines) into what a code can carry.
 */
export function readTeacherList(text: string): TeacherList {
  const words: string[] = [];
  const dropped: string[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/[\s,;]+/).filter((t) => t !== '')) {
    const w = foldWord(raw, true);
    if (w === null || w.length < WORDS_LIMITS.wordLetters.min || w.length > WORDS_LIMITS.wordLetters.max) {
      dropped.push(raw);
      continue;
    }
    if (seen.has(w)) continue;
    if (words.length >= WORDS_LIMITS.listWords || listValues([...words, w]).length > WORDS_LIMITS.listKeys) {
      dropped.push(raw);
      continue;
    }
    seen.add(w);
    words.push(w);
  }
  return { words, dropped };
}

/** The list cut into code values of at most 64 characters (words joined by `.`). */
function listValues(words: readonly string[]): string[] {
  const out: string[] = [];
  let cur = '';
  for (const w of words.map(codeWord)) {
    const next = cur === '' ? w : `${cur}.${w}`;
    if (next.length > 64) {
      out.push(cur);
      cur = w;
    } else cur = next;
  }
  if (cur !== '') out.push(cur);
  return out;
}

/** Params as short text; a setting at its default is left out, so shared codes stay short. */
export function formatParams(p: WordsParams): Params {
  const out: Params = {};
  const put = (k: string, v: string, fallback: string): void => {
    if (v !== fallback) out[k] = v;
  };
  const flag = (b: boolean): string => (b ? '1' : '0');
  formatTable(out, p, { soloMinutes: 3, rounds: defaultRounds(seatCount(p)) });
  put('so', flag(p.solitaire), '0');
  put('same', flag(p.sameRoll), '0');
  put('lw', flag(p.largeWords), '0');
  put('ns', flag(p.noSpecials), '0');
  put('d', p.dict, 'school');
  put('en', flag(p.enyeAsN), '0');
  put('v', flag(p.validityLight), '0');
  // bounded as a code reads it (a list from readTeacherList passes unchanged)
  listValues(readTeacherList(p.teacherWords.join(' ')).words).forEach((v, i) => (out[`w${i}`] = v));
  put('wo', flag(p.teacherOnly), '0');
  if (p.rotary) out.ro = '1';
  if (p.rotaryErrorPoints) out.te = '1';
  if (p.goal !== undefined) out.pg = String(p.goal);
  return out;
}

const LIST_KEYS = Array.from({ length: WORDS_LIMITS.listKeys }, (_, i) => `w${i}`);
const KNOWN = new Set([...TABLE_KEYS, 'so', 'same', 'lw', 'ns', 'd', 'en', 'v', 'wo', 'ro', 'te', 'pg', ...LIST_KEYS]);
const LIST_WORD = /^[a-z~]+$/;

/** Reads match params; throws RaceParamsError with a code and values (worded by the screens). */
export function parseParams(params: Params): WordsParams {
  checkKnown(params, KNOWN);
  const table = readTable(params, {
    soloMinutes: { ...WORDS_LIMITS.soloMinutes, fallback: 3 },
    rounds: { ...WORDS_LIMITS.rounds, fallback: defaultRounds },
  });
  const d = params.d ?? 'school';
  if (!isDictName(d)) throw new RaceParamsError('params.dict', { text: d, names: DICT_NAMES.join(' ') });
  const words: string[] = [];
  let gap = false;
  for (const k of LIST_KEYS) {
    const v = params[k];
    if (v === undefined) {
      gap = true;
      continue;
    }
    if (gap) throw new RaceParamsError('params.listGap', { key: k });
    for (const w of v.split('.')) {
      if (!LIST_WORD.test(w) || w.length < WORDS_LIMITS.wordLetters.min || w.length > WORDS_LIMITS.wordLetters.max)
        throw new RaceParamsError('params.listWord', { text: w, min: WORDS_LIMITS.wordLetters.min, max: WORDS_LIMITS.wordLetters.max });
      const word = readWord(w);
      if (!words.includes(word)) words.push(word);
    }
  }
  if (words.length > WORDS_LIMITS.listWords) throw new RaceParamsError('params.listSize', { max: WORDS_LIMITS.listWords });
  const teacherOnly = flagOf(params.wo, 'wo');
  if (teacherOnly && words.length === 0) throw new RaceParamsError('params.onlyEmpty');
  return {
    ...table,
    solitaire: flagOf(params.so, 'so'),
    sameRoll: flagOf(params.same, 'same'),
    largeWords: flagOf(params.lw, 'lw'),
    noSpecials: flagOf(params.ns, 'ns'),
    dict: d,
    enyeAsN: flagOf(params.en, 'en'),
    validityLight: flagOf(params.v, 'v'),
    teacherWords: words,
    teacherOnly,
    ...(flagOf(params.ro, 'ro') ? { rotary: true } : {}),
    ...(flagOf(params.te, 'te') ? { rotaryErrorPoints: true } : {}),
    ...(params.pg !== undefined ? { goal: intIn(params.pg, WORDS_LIMITS.goal.min, WORDS_LIMITS.goal.max, 'pg', 0) } : {}),
  };
}

/** What of a match's params the words worker needs (its `WordsSetup`): the dictionary and the teacher's list. */
export function setupOf(p: WordsParams): { dict: DictName; largeWords: boolean; teacherWords: readonly string[]; teacherOnly: boolean; enyeAsN: boolean } {
  return { dict: p.dict, largeWords: p.largeWords, teacherWords: p.teacherWords, teacherOnly: p.teacherOnly, enyeAsN: p.enyeAsN };
}
