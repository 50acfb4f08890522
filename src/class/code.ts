/**
 * The class code: a lesson (game, settings, fixed seed) in a few characters a
 * student can type, which opens the lesson on its own, offline. DOM-free.
 *
 *   ABCD-EFGH-JKMN          a lesson on its game's default settings: 12 characters
 *   ABCD-EFGH-JKMN-PQRS-TU  settings away from the defaults make it longer, only as far as they need
 *
 * Alphabet: 31 symbols with no O/0, I/1 or L (`CODE_ALPHABET`); typed in any
 * case, spaces and dashes ignored. The characters are one big number in base
 * 31 whose bits are:
 *
 *   1                 a leading one (so the bits' count survives the number)
 *   version   2 bits  0 (a newer build's code says so instead of opening wrongly)
 *   game      3 bits  its place in `CODE_GAMES` (never reordered)
 *   seed      1 bit   0: a lesson seed (`c` + 6 letters, `lessonSeed`), 30 bits
 *                     1: any other seed: 5 bits its length − 1, then 6 bits a character
 *   settings          how they differ from the game's `BASELINES` entry, one change at a time:
 *                     1 bit "a change follows", the key (its place in the game's key list, or
 *                     the list's length then the key spelt out), then what becomes of it:
 *                     00 removed · 01 one of the key's usual values · 10 a whole number · 11 text
 *                     (0: a–z . ~ - * + / at 5 bits; 10: digits . / - at 4 bits; 11: anything at 7 bits)
 *                     and a 0 bit when the changes end
 *   check    20 bits  over all the bits before it: a mistyped or missing character is refused
 *                     (one wrong code in a million would pass the check, and its settings are
 *                     still read by the game before anything opens)
 *
 * The tables below (`CODE_GAMES`, `BASELINES`, `KEYS`) are part of every
 * code ever printed: append to them, never reorder or change an entry. A key
 * or value missing from them still travels, spelt out (a longer code).
 *
 * The lesson link is the code under `#/class/`, followed by the lesson's name
 * (which the code does not carry): `#/class/ABCD-EFGH-JKMN/Fractions`.
 */
import { refusal, type Refusal } from '../core/engine';
import type { Params } from '../core/gameId';
import { seedWords } from '../core/random';
import { engineFor } from '../games/registry';
import type { Lesson } from './lesson';

/** The code's symbols: digits 2–9 and the letters without I, L and O. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const BASE = BigInt(CODE_ALPHABET.length);

/** The games a class code can carry, by their place (never reorder: it is in every code). */
export const CODE_GAMES = ['tuf', 'words', 'tally', 'mathable', 'diceculus'] as const;
export type CodeGame = (typeof CODE_GAMES)[number];

export const isCodeGame = (game: string): game is CodeGame => (CODE_GAMES as readonly string[]).includes(game);

/**
 * Each game's lesson on its default settings, as its game id writes them: a
 * code carries only what differs. (TUF and TUF words: everyone on their own
 * device on the same roll, as "Several devices" plays; Tally: the box's
 * 3-minute glass, no brackets; Mathable: a student against a medium computer;
 * DiceCulus: as many rounds as players, six-faced dice.) Frozen.
 */
export const BASELINES: Readonly<Record<CodeGame, Readonly<Params>>> = {
  tuf: { g: '1', same: '1' },
  words: { same: '1' },
  tally: { p: '0', s: '180' },
  mathable: { s: 'h.cm' },
  diceculus: { r: 'p', f: '6' },
};

/** A key a code names by its place, with the values it names by theirs. Frozen: append only. */
type KeyTable = readonly (readonly [key: string, values: readonly string[]])[];

const FLAG = ['0', '1'] as const;
/** DiceCulus's end rules by operations: every row of three of + − × ÷. */
const OPS3 = [...'+-*/'].flatMap((a) => [...'+-*/'].flatMap((b) => [...'+-*/'].map((c) => a + b + c)));
const RACE_TABLE: KeyTable = [
  ['h', ['1', '2', '3', '4']],
  ['c', ['e', 'm', 'h', 'ee', 'mm', 'hh', 'eee', 'mmm', 'hhh']],
  ['t', ['std', 'fast', 'blue']],
  ['m', []],
  ['r', []],
  ['same', FLAG],
  ['v', FLAG],
  ['hn', FLAG],
];

/** The keys each game's codes name by their place. Frozen: append only. */
export const KEYS: Readonly<Record<CodeGame, KeyTable>> = {
  tuf: [
    ...RACE_TABLE,
    ['g', ['1', '1a', '1b', '1c-a', '1c-b', '1c-c', '2', '2a', '3', '4', '5', '6', 'constant', 'ratio']],
    ['k', ['pct', 'pi', 'log', 'j', 'tan', 'chi']],
    ['chi', []],
    ['ord', FLAG],
    ['z', ['allow', 'disallow', 'penalty']],
    ['ct', FLAG],
    ['xb', FLAG],
    ['bb', FLAG],
    ['rn', FLAG],
    ['op', ['rolled', '4+', '2+2-', '1+3-', '4-']],
    ['pi', ['any', 'radians', '22/7', '3.14']],
    ['j', ['i', 'r', 'f']],
    ['jr', ['lt', 'gt', 'le', 'ge', 'ne', 'eq']],
    ['cc', ['1', '2', '3']],
    // the constant cube added to a game 1–5 (issue 27)
    ['kc', FLAG],
  ],
  words: [
    ...RACE_TABLE,
    ['so', FLAG],
    ['lw', FLAG],
    ['ns', FLAG],
    // Italian and Portuguese after the others, so earlier codes keep their meaning (issue 28)
    ['d', ['school', 'older', 'full', 'fr', 'es', 'it', 'pt']],
    ['en', FLAG],
    ['wo', FLAG],
    ['ro', FLAG],
    ['te', FLAG],
    ['pg', []],
    ['w0', []],
    ['w1', []],
    ['w2', []],
    ['w3', []],
    ['w4', []],
    ['w5', []],
  ],
  tally: [
    ['p', FLAG],
    ['s', ['60', '120', '180', '240', '300', '600']],
    ['h', FLAG],
    ['b', []],
  ],
  mathable: [
    ['s', ['h.cm', 'h.ce', 'h.ch', 'h.h', 'h.cm.cm', 'h.ce.ce', 'h.cm.cm.cm', 'h.ce.ce.ce', 'h.ch.ch.ch']],
    ['hide', FLAG],
    ['hint', FLAG],
  ],
  diceculus: [
    ['r', ['p', '2p', '1', '2', '3', '4', '5', '6']],
    ['f', ['6', '8', '10', '12', '20']],
    ['pen', FLAG],
    ['g', ['dr', 'dp', 'ds']],
    ['e', ['diff', 'prod', 'quot', 'sum', ...OPS3]],
    ['w', ['lo', 'div', 'hi']],
    ['b', []],
    ['d', ['easy', 'hard', 'all']],
    // a lesson's computer players (DiceCulus names no seats in its settings: src/ui/class/start.ts)
    ['c', ['m', 'e', 'h', 'mm', 'ee', 'hh', 'mmm', 'eee', 'hhh']],
  ],
};

/** Why a typed class code cannot be opened: worded under `class.refuse.<code>` in every language. */
export const CLASS_CODE_REFUSALS = ['code.empty', 'code.char', 'code.short', 'code.long', 'code.check', 'code.newer', 'code.settings', 'link.shape'] as const;
export type ClassCodeRefusal = (typeof CLASS_CODE_REFUSALS)[number];

/** The shortest code (a lesson on default settings is exactly this long) and the longest read. */
export const CODE_MIN = 12;
export const CODE_MAX = 1200;
const CHECK_BITS = 20;
/** The bits of a lesson on default settings with a lesson seed (the leading one counted): 12 characters. */
const PADDED_BITS = 58;

// ------------------------------------------------------------------ seeds

const SEED_LETTERS = 'abcdefghijklmnopqrstuvwxyz012345';
const SEED_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const LESSON_SEED = /^c[a-z0-5]{6}$/;

/** A lesson seed from a 30-bit number: `c` and 6 letters (the form a class code carries in 30 bits). */
export function lessonSeed(n: number): string {
  let s = '';
  for (let i = 5; i >= 0; i--) s += SEED_LETTERS[Math.floor(n / 32 ** i) % 32];
  return `c${s}`;
}

/** A fresh lesson seed from a source of randomness in [0, 1). */
export const newLessonSeed = (random: () => number): string => lessonSeed(Math.floor(random() * 2 ** 30));

/**
 * The fixed seed of a lesson that travelled without one (a TUF or TUF words
 * lesson link of an earlier build, `#/<game>/code/…`): worked out from the
 * link's code itself, so every device that opens the same link plays the
 * same rolls, and the teacher who keeps it keeps the same seed.
 */
export const seedOfOldLesson = (code: string): string => lessonSeed(seedWords(`old-lesson/${code.trim()}`)[0] >>> 2);

// ------------------------------------------------------------------- bits

class Bits {
  readonly bits: number[] = [];
  put(value: number, width: number): void {
    for (let i = width - 1; i >= 0; i--) this.bits.push(Math.floor(value / 2 ** i) % 2);
  }
  /** A whole number n ≥ 0 as Elias gamma of n + 1. */
  gamma(n: number): void {
    const v = n + 1;
    const width = Math.floor(Math.log2(v)) + 1;
    this.put(0, width - 1);
    this.put(v, width);
  }
}

/** Reading past the end, or a value out of its range: the code is not one. */
class Broken extends Error {}

class Reader {
  pos = 0;
  constructor(readonly bits: readonly number[]) {}
  take(width: number): number {
    if (this.pos + width > this.bits.length) throw new Broken();
    let v = 0;
    for (let i = 0; i < width; i++) v = v * 2 + (this.bits[this.pos++] as number);
    return v;
  }
  gamma(): number {
    let zeros = 0;
    while (this.take(1) === 0) if (++zeros > 40) throw new Broken();
    return 2 ** zeros + this.take(zeros) - 1;
  }
}

const widthFor = (count: number): number => (count <= 1 ? 0 : Math.ceil(Math.log2(count)));

/** 20 bits of check over a row of bits. */
function checkOf(bits: readonly number[]): number {
  const [a, b] = seedWords(`tuf-class/${bits.join('')}`);
  return ((a ^ (b >>> 11)) >>> 0) % 2 ** CHECK_BITS;
}

// ------------------------------------------------------------- text values

/** Short texts (word lists): 5 bits a character. */
const SMALL_TEXT = 'abcdefghijklmnopqrstuvwxyz.~-*+/';
/** Numbers that are not whole (χ = 1/7, 25.4, −3): 4 bits a character. */
const NUMBER_TEXT = '0123456789./-';
/** Any value a game id may hold: 7 bits a character. */
const ANY_TEXT = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~*+-/';
const KEY_TEXT = 'abcdefghijklmnopqrstuvwxyz0123456789';
const WHOLE = /^(0|[1-9]\d{0,11})$/;

function putText(w: Bits, text: string, alphabet: string, lenWidth: number, charWidth: number): void {
  w.put(text.length, lenWidth);
  for (const ch of text) w.put(alphabet.indexOf(ch), charWidth);
}

function takeText(r: Reader, alphabet: string, lenWidth: number, charWidth: number): string {
  const n = r.take(lenWidth);
  let s = '';
  for (let i = 0; i < n; i++) {
    const ch = alphabet[r.take(charWidth)];
    if (ch === undefined) throw new Broken();
    s += ch;
  }
  return s;
}

// ------------------------------------------------------------------ write

/** The lesson's class code, in groups of four (`ABCD-EFGH-JKMN`). Throws for a game or setting no code can carry. */
export function classCode(lesson: Pick<Lesson, 'game' | 'params' | 'seed'>): string {
  const game = CODE_GAMES.indexOf(lesson.game as CodeGame);
  if (game < 0) throw new Error(`no class code for the game ${lesson.game}`);
  const w = new Bits();
  w.put(1, 1);
  w.put(0, 2);
  w.put(game, 3);
  if (LESSON_SEED.test(lesson.seed)) {
    w.put(0, 1);
    for (const ch of lesson.seed.slice(1)) w.put(SEED_LETTERS.indexOf(ch), 5);
  } else {
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(lesson.seed)) throw new Error('a seed is 1 to 32 letters, digits, _ or -');
    w.put(1, 1);
    w.put(lesson.seed.length - 1, 5);
    for (const ch of lesson.seed) w.put(SEED_CHARS.indexOf(ch), 6);
  }
  const name = CODE_GAMES[game] as CodeGame;
  const table = KEYS[name];
  const base = BASELINES[name];
  const keyWidth = widthFor(table.length + 1);
  const keys = [...new Set([...Object.keys(base), ...Object.keys(lesson.params)])].sort();
  for (const key of keys) {
    const now = Object.hasOwn(lesson.params, key) ? lesson.params[key] : undefined;
    const was = Object.hasOwn(base, key) ? base[key] : undefined;
    if (now === was) continue;
    w.put(1, 1);
    const at = table.findIndex(([k]) => k === key);
    if (at >= 0) w.put(at, keyWidth);
    else {
      if (!/^[a-z][a-z0-9]{0,15}$/.test(key)) throw new Error(`a setting's key is 1 to 16 letters: ${key}`);
      w.put(table.length, keyWidth);
      w.put(key.length - 1, 4);
      for (const ch of key) w.put(KEY_TEXT.indexOf(ch), 6);
    }
    if (now === undefined) {
      w.put(0, 2);
      continue;
    }
    const values = at >= 0 ? (table[at]?.[1] ?? []) : [];
    const known = values.indexOf(now);
    if (known >= 0) {
      w.put(1, 2);
      w.put(known, widthFor(values.length));
    } else if (WHOLE.test(now)) {
      w.put(2, 2);
      w.gamma(Number(now));
    } else {
      if (!/^[A-Za-z0-9._~*+\-/]{0,64}$/.test(now)) throw new Error(`a setting's value is at most 64 letters: ${key}`);
      w.put(3, 2);
      if ([...now].every((ch) => SMALL_TEXT.includes(ch))) {
        w.put(0, 1);
        putText(w, now, SMALL_TEXT, 7, 5);
      } else if ([...now].every((ch) => NUMBER_TEXT.includes(ch))) {
        w.put(2, 2);
        putText(w, now, NUMBER_TEXT, 7, 4);
      } else {
        w.put(3, 2);
        putText(w, now, ANY_TEXT, 7, 7);
      }
    }
  }
  w.put(0, 1);
  // padding: no code is shorter than a lesson on default settings (a short seed spelt out would be)
  while (w.bits.length + CHECK_BITS < PADDED_BITS) w.put(0, 1);
  w.put(checkOf(w.bits), CHECK_BITS);
  let n = 0n;
  for (const b of w.bits) n = n * 2n + BigInt(b);
  let out = '';
  while (n > 0n) {
    out = CODE_ALPHABET[Number(n % BASE)] + out;
    n /= BASE;
  }
  return groupCode(out);
}

/** A code in groups of four, for reading aloud and typing. */
export const groupCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? '';

// ------------------------------------------------------------------- read

export type ClassCodeRead = { ok: true; lesson: Omit<Lesson, 'name'>; code: string } | { ok: false; refusal: Refusal };

/** Characters a person types between groups, or by habit: ignored. */
const IGNORED = /[\s\-‐‑‒–—_.·]/g;

/**
 * Reads a typed class code: any case, spaces and dashes ignored. A code with
 * a character it never uses, cut short, mistyped (its check fails), from a
 * newer build, or whose settings its game cannot play is refused, with a
 * refusal code (`class.refuse.<code>`). Never throws.
 */
export function readClassCode(typed: string): ClassCodeRead {
  const bad = (code: ClassCodeRefusal, vars: Record<string, string | number> = {}): ClassCodeRead => ({ ok: false, refusal: refusal(code, vars) });
  if (typed.length > CODE_MAX * 3) return bad('code.long', { max: CODE_MAX });
  const text = typed.replace(IGNORED, '').toUpperCase();
  if (text === '') return bad('code.empty');
  for (const ch of text) {
    if (!CODE_ALPHABET.includes(ch)) {
      const shown = ch.toLowerCase() === 'l' ? 'L' : ch;
      return bad('code.char', { char: shown });
    }
  }
  if (text.length < CODE_MIN) return bad('code.short', { n: text.length, min: CODE_MIN });
  if (text.length > CODE_MAX) return bad('code.long', { max: CODE_MAX });
  let n = 0n;
  for (const ch of text) n = n * BASE + BigInt(CODE_ALPHABET.indexOf(ch));
  const all = n.toString(2).split('').map(Number);
  // the leading one, then the bits
  const bits = all.slice(1);
  if (bits.length < CHECK_BITS + 6) return bad('code.check');
  const body = all.slice(0, all.length - CHECK_BITS);
  const check = all.slice(all.length - CHECK_BITS).reduce((v, b) => v * 2 + b, 0);
  if (checkOf(body) !== check) return bad('code.check');
  const r = new Reader(bits.slice(0, bits.length - CHECK_BITS));
  try {
    if (r.take(2) !== 0) return bad('code.newer');
    const name = CODE_GAMES[r.take(3)];
    if (name === undefined) return bad('code.newer');
    let seed = '';
    if (r.take(1) === 0) {
      seed = 'c';
      for (let i = 0; i < 6; i++) seed += SEED_LETTERS[r.take(5)];
    } else {
      const len = r.take(5) + 1;
      for (let i = 0; i < len; i++) seed += SEED_CHARS[r.take(6)];
    }
    const table = KEYS[name];
    const keyWidth = widthFor(table.length + 1);
    // no prototype: a key named `constructor` is a key like any other
    const params = Object.assign(Object.create(null) as Params, BASELINES[name]);
    const seen = new Set<string>();
    while (r.take(1) === 1) {
      const at = r.take(keyWidth);
      let key: string;
      if (at < table.length) key = (table[at] as KeyTable[number])[0];
      else if (at === table.length) {
        const len = r.take(4) + 1;
        key = '';
        for (let i = 0; i < len; i++) key += KEY_TEXT[r.take(6)] ?? '?';
      } else throw new Broken();
      if (!/^[a-z][a-z0-9]{0,15}$/.test(key) || seen.has(key)) throw new Broken();
      seen.add(key);
      const op = r.take(2);
      if (op === 0) {
        if (!Object.hasOwn(params, key)) throw new Broken();
        delete params[key];
      } else if (op === 1) {
        const values = at < table.length ? ((table[at] as KeyTable[number])[1] ?? []) : [];
        const v = values[r.take(widthFor(values.length))];
        if (v === undefined) throw new Broken();
        params[key] = v;
      } else if (op === 2) {
        const v = r.gamma();
        if (v > 999_999_999_999) throw new Broken();
        params[key] = String(v);
      } else {
        const v = r.take(1) === 0 ? takeText(r, SMALL_TEXT, 7, 5) : r.take(1) === 0 ? takeText(r, NUMBER_TEXT, 7, 4) : takeText(r, ANY_TEXT, 7, 7);
        if (v.length > 64) throw new Broken();
        params[key] = v;
      }
      if (params[key] === BASELINES[name][key]) throw new Broken();
    }
    while (r.pos < r.bits.length) if (r.take(1) !== 0) throw new Broken();
    const lesson = { game: name, params: { ...params }, seed };
    if (!playable(lesson)) return bad('code.settings');
    // one spelling for a lesson: the code it reads as is the code it writes
    const code = classCode(lesson);
    if (code.replace(/-/g, '') !== text) return bad('code.check');
    return { ok: true, lesson, code };
  } catch {
    return bad('code.check');
  }
}

/** Whether the lesson's game can play its settings (its engine reads them). */
function playable(lesson: Omit<Lesson, 'name'>): boolean {
  const engine = engineFor(lesson.game);
  if (!engine) return false;
  try {
    if (lesson.game === 'diceculus') {
      // its lesson's computer players (`c`, levels e/m/h) travel beside the game's own settings
      const { c, ...rest } = lesson.params;
      if (c !== undefined && !/^[emh]{1,5}$/.test(c)) return false;
      engine.parseParams(rest);
    } else engine.parseParams(lesson.params);
    return true;
  } catch {
    return false;
  }
}

// ------------------------------------------------------------------- link

/** The route of a lesson's link: `class`, its code, and its name when it has one. */
export function lessonRoute(lesson: Lesson): string[] {
  const code = classCode(lesson);
  return lesson.name.trim() === '' ? ['class', code] : ['class', code, lesson.name.trim().slice(0, 80)];
}

/** The lesson's link within the app: `#/class/<code>[/<name>]`. */
export function lessonLink(lesson: Lesson): string {
  return `#/${lessonRoute(lesson)
    .map((p) => encodeURIComponent(p))
    .join('/')}`;
}

export type LessonLinkRead = { ok: true; lesson: Lesson; code: string } | { ok: false; refusal: Refusal };

/**
 * Reads a lesson from what a student has: a whole link (`https://…/#/class/…`),
 * its route (`#/class/…`, or the route's parts), or the class code alone. Never throws.
 */
export function readLessonLink(text: string | readonly string[]): LessonLinkRead {
  let parts: string[];
  if (typeof text === 'string') {
    const trimmed = text.trim().slice(0, CODE_MAX * 3);
    const hash = trimmed.indexOf('#');
    if (hash < 0 && !trimmed.includes('/')) parts = ['class', trimmed];
    else {
      const path = (hash >= 0 ? trimmed.slice(hash + 1) : trimmed).replace(/^\/+/, '');
      parts = path.split('/').map((p) => {
        try {
          return decodeURIComponent(p);
        } catch {
          return p;
        }
      });
    }
  } else parts = [...text];
  if (parts[0] !== 'class' || parts.length < 2 || parts.length > 3) return { ok: false, refusal: refusal('link.shape') };
  const read = readClassCode(parts[1] ?? '');
  if (!read.ok) return read;
  const name = (parts[2] ?? '').trim().slice(0, 80);
  return { ok: true, lesson: { ...read.lesson, name }, code: read.code };
}
