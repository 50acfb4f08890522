/**
 * The result code: a student's `ClassResult` as a short text for a QR code
 * (or, if it must, for typing), signed against the lesson. DOM-free.
 *
 *   TU<base32 of: version · length · lesson key · payload · check · signature>
 *
 * - Letters: Crockford's base32 (`0–9 A–Z` without I, L, O, U), upper case, so
 *   a QR code holds it in its dense alphanumeric mode and a typed code forgives
 *   case, `O` for 0 and `I`/`L` for 1; spaces and dashes typed between groups
 *   are ignored. `U` never occurs in a code's body, so `TU` marks where each
 *   code starts when several are pasted on one line.
 * - Bytes: a version (1; 2 when rounds carry each answer's time, appended
 *   after the rounds as a count + 1 and the times, 0 for none), the payload's length (so a code cut short is told
 *   apart from a mistyped one), the lesson key (`lessonKey`, 5 base-36 letters
 *   in 4 bytes: a code from another lesson is named as such), the payload
 *   (game, finished, name, device, hints, total, rounds: score, time to the
 *   correct call, what was declared), then a 16-bit check over all of it
 *   (a mistyped code) and a 32-bit signature over it *and the lesson's game id*
 *   (game, settings and seed: only a device that holds the lesson can write it).
 * - Texts are packed 5 or 6 bits a letter where they fit a small alphabet
 *   (digits and operators; capitals; lower case, digits and operators), else UTF-8.
 *
 * The signature is a check, not a secret: the lesson travels to every
 * student, so someone who reads this file could sign a made-up result. What it
 * guarantees is that editing a code by hand (a raised score, another name) is
 * refused with a reason, never counted.
 *
 * `readResultCode` never throws: every way a text can fail is a refusal
 * (code + values) the catalogue words under `board.refuse.<code>`.
 */
import { formatGameId } from '../core/gameId';
import { refusal, type Refusal } from '../core/refusal';
import { seedWords } from '../core/random';
import { type Lesson, lessonGameId, lessonKey } from './lesson';
import type { ClassResult, ClassRound } from './result';

/** Every result code starts with it. */
export const RESULT_PREFIX = 'TU';
const VERSION = 1;
/** A code whose rounds carry each answer's time (Tally Rally's equations). */
const TIMES_VERSION = 2;
/** At most this many timed answers a round. */
const MAX_TIMES = 200;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A longer text is not a result code (reading stops there: no hang on a pasted book). */
export const MAX_CODE_LENGTH = 6000;
const MAX_ROUNDS = 200;
const MAX_TEXT = 2000;
const GAMES = ['tuf', 'words', 'tally', 'mathable', 'diceculus'] as const;
const OTHER_GAME = 127;

/** Why a result code is refused (worded under `board.refuse.<code>`). */
export type ResultRefusalCode =
  | 'resultEmpty' // nothing there
  | 'resultNotCode' // not a result code at all (a lesson code, a sentence)
  | 'resultLetter' // a letter no result code holds ({letter})
  | 'resultNewer' // written by a newer version of the app ({version})
  | 'resultTruncated' // cut short, or letters missing
  | 'resultTooLong' // letters added
  | 'resultDamaged' // a letter mistyped: the check fails
  | 'resultForeign' // from another lesson
  | 'resultTampered'; // changed by something other than the app: the lesson's signature fails

export type ResultCodeRead =
  | {
      ok: true;
      result: ClassResult;
      /** The code as the app writes it (for telling the same code twice). */
      code: string;
      /** Whether the signature was checked against the lesson (false when no lesson was given). */
      signed: boolean;
    }
  | { ok: false; refusal: Refusal<ResultRefusalCode> };

// ——— bytes ———

class Writer {
  readonly bytes: number[] = [];
  byte(b: number): void {
    this.bytes.push(b & 255);
  }
  uint(n: number): void {
    let v = n;
    while (v >= 128) {
      this.bytes.push((v % 128) | 128);
      v = Math.floor(v / 128);
    }
    this.bytes.push(v);
  }
  /** A number: whole numbers as a zigzag varint (even), anything else as its text (odd). */
  num(n: number): void {
    if (Number.isSafeInteger(n) && Math.abs(n) < 2 ** 40) {
      this.uint((n < 0 ? -2 * n - 1 : 2 * n) * 2);
    } else {
      this.uint(1);
      this.text(String(n));
    }
  }
  /** A text (absent: `undefined`): a header saying how it is packed and how long it is. */
  text(s: string | undefined): void {
    if (s === undefined) {
      this.uint(0);
      return;
    }
    const chars = [...s];
    const packing = PACKINGS.findIndex((p) => chars.every((c) => p.index.has(c)));
    if (packing < 0) {
      const utf8 = encodeUtf8(s);
      this.uint(1 + utf8.length * 4);
      for (const b of utf8) this.byte(b);
      return;
    }
    const p = PACKINGS[packing] as Packing;
    this.uint(1 + chars.length * 4 + packing + 1);
    let acc = 0;
    let bits = 0;
    for (const c of chars) {
      acc = (acc << p.bits) | (p.index.get(c) as number);
      bits += p.bits;
      while (bits >= 8) {
        bits -= 8;
        this.byte(acc >> bits);
        acc &= (1 << bits) - 1;
      }
    }
    if (bits > 0) this.byte(acc << (8 - bits));
  }
}

/** Reading ran past the end of the bytes. */
class Short extends Error {}
/** The bytes are not a payload this version writes. */
class Bad extends Error {}

class Reader {
  pos = 0;
  constructor(readonly bytes: readonly number[]) {}
  byte(): number {
    const b = this.bytes[this.pos++];
    if (b === undefined) throw new Short();
    return b;
  }
  uint(): number {
    let v = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.byte();
      v += (b & 127) * scale;
      if (b < 128) return v;
      scale *= 128;
    }
    throw new Bad();
  }
  num(): number {
    const v = this.uint();
    if (v === 1) {
      const t = this.text();
      const n = t === undefined ? Number.NaN : Number(t);
      if (t === undefined || t.trim() === '' || (Number.isNaN(n) && t !== 'NaN')) throw new Bad();
      return n;
    }
    if (v % 2 === 1) throw new Bad();
    const z = v / 2;
    return z % 2 === 1 ? -(z + 1) / 2 : z / 2;
  }
  text(): string | undefined {
    const h = this.uint();
    if (h === 0) return undefined;
    const packing = (h - 1) % 4;
    const len = Math.floor((h - 1) / 4);
    if (len > MAX_TEXT * 4) throw new Bad();
    if (packing === 0) {
      const bytes: number[] = [];
      for (let i = 0; i < len; i++) bytes.push(this.byte());
      const s = decodeUtf8(bytes);
      if (s === null) throw new Bad();
      return s;
    }
    const p = PACKINGS[packing - 1];
    if (!p) throw new Bad();
    let out = '';
    let acc = 0;
    let bits = 0;
    for (let i = 0; i < len; i++) {
      while (bits < p.bits) {
        acc = ((acc << 8) | this.byte()) & 0xffff;
        bits += 8;
      }
      bits -= p.bits;
      const c = p.letters[(acc >> bits) & ((1 << p.bits) - 1)];
      if (c === undefined) throw new Bad();
      out += c;
    }
    return out;
  }
}

interface Packing {
  bits: number;
  letters: readonly string[];
  index: ReadonlyMap<string, number>;
}
const packing = (bits: number, letters: string): Packing => {
  const list = [...letters];
  return { bits, letters: list, index: new Map(list.map((c, i) => [c, i])) };
};
/** Small alphabets a text may be packed in (the first that holds every letter is used). */
const PACKINGS: readonly Packing[] = [
  packing(5, ' 0123456789+-x/=()^_|ø.%*<>,:;−×'),
  packing(5, " ABCDEFGHIJKLMNOPQRSTUVWXYZ,.'-/"),
  packing(6, " 0123456789abcdefghijklmnopqrstuvwxyz+-/=()^_|.%*<>,:;'ø−×÷·!?#&"),
];

function encodeUtf8(s: string): number[] {
  const out: number[] = [];
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return out;
}

/** UTF-8 to text; null for bytes no UTF-8 writer makes (overlong, surrogates, cut sequences). */
function decodeUtf8(bytes: readonly number[]): string | null {
  let out = '';
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i] as number;
    const n = b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
    if (n < 0 || i + n >= bytes.length + (n === 0 ? 1 : 0)) return null;
    let c = n === 0 ? b : b & (0x3f >> n);
    for (let k = 1; k <= n; k++) {
      const x = bytes[i + k] as number;
      if ((x & 0xc0) !== 0x80) return null;
      c = (c << 6) | (x & 63);
    }
    if ((n === 2 && (c < 0x800 || (c >= 0xd800 && c < 0xe000))) || (n === 3 && (c < 0x10000 || c > 0x10ffff))) return null;
    out += String.fromCodePoint(c);
    i += n + 1;
  }
  return out;
}

// ——— letters ———

function toLetters(bytes: readonly number[]): string {
  let out = '';
  let acc = 0;
  let bits = 0;
  for (const b of bytes) {
    acc = ((acc << 8) | b) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(acc >> bits) & 31];
    }
  }
  if (bits > 0) out += ALPHABET[(acc << (5 - bits)) & 31];
  return out;
}

const READ_AS: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };
/** Each ASCII letter's value (either case; O as 0, I and L as 1), −1 for one no code holds. */
const VALUE = (() => {
  const v = new Int8Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) {
    const c = ALPHABET[i] as string;
    v[c.charCodeAt(0)] = i;
    v[c.toLowerCase().charCodeAt(0)] = i;
  }
  for (const [from, to] of Object.entries(READ_AS)) {
    v[from.charCodeAt(0)] = ALPHABET.indexOf(to);
    v[from.toLowerCase().charCodeAt(0)] = ALPHABET.indexOf(to);
  }
  return v;
})();

/** Letters to bytes, with the bits past the last whole byte (`padding`: 0 in a code as written); a letter no code holds is returned as such. */
function fromLetters(text: string): { bytes: number[]; padding: number } | { letter: string } {
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const v = code < 128 ? (VALUE[code] as number) : -1;
    if (v < 0) return { letter: String.fromCodePoint(text.codePointAt(i) as number) };
    acc = ((acc << 5) | v) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((acc >> bits) & 255);
    }
  }
  return { bytes, padding: acc & ((1 << bits) - 1) };
}

// ——— checks ———

const latin1 = (bytes: readonly number[]): string => String.fromCharCode(...bytes);

function check16(bytes: readonly number[]): number {
  return (seedWords(`class-result-check/${latin1(bytes)}`)[1] as number) & 0xffff;
}

type LessonLike = Pick<Lesson, 'game' | 'params' | 'seed'>;
/** A lesson's key and game id, worked out once per lesson object (a board reads hundreds of codes against one lesson). */
const known = new WeakMap<LessonLike, { key: string; id: string; game: string; seed: string; params: string }>();
function lessonFacts(lesson: LessonLike): { key: string; id: string } {
  const params = JSON.stringify(lesson.params);
  let f = known.get(lesson);
  if (!f || f.params !== params || f.seed !== lesson.seed || f.game !== lesson.game) {
    f = { key: lessonKey(lesson), id: formatGameId(lessonGameId(lesson)), game: lesson.game, seed: lesson.seed, params };
    known.set(lesson, f);
  }
  return f;
}

function signature(bytes: readonly number[], lesson: LessonLike): number {
  return seedWords(`class-result/${lessonFacts(lesson).id}/${latin1(bytes)}`)[0] as number;
}

const keyNumber = (key: string): number => (/^[0-9a-z]{5}$/.test(key) ? Number.parseInt(key, 36) : 0);
const keyText = (n: number): string => n.toString(36).padStart(5, '0').slice(-5);

/** Letters ↔ bytes and the code's public check: what someone editing a code by hand could use (the tests play that part). */
export const codeParts = { toLetters, fromLetters, check16 };

// ——— writing ———

/**
 * A result as its code, signed against its lesson. The lesson's key is the
 * lesson's own (`lessonKey(lesson)`), whatever `result.lesson` holds.
 */
export function writeResultCode(result: ClassResult, lesson: Pick<Lesson, 'game' | 'params' | 'seed'>): string {
  const p = new Writer();
  const g = GAMES.indexOf(result.game as (typeof GAMES)[number]);
  p.byte(((g < 0 ? OTHER_GAME : g) << 1) | (result.finished ? 1 : 0));
  if (g < 0) p.text(result.game);
  p.text(result.name);
  p.text(result.device);
  p.num(result.hints);
  p.num(result.total);
  p.uint(result.rounds.length);
  for (const r of result.rounds) {
    p.num(r.score);
    p.uint(r.ms === undefined ? 0 : Math.max(0, Math.round(r.ms)) + 1);
    p.text(r.declared);
  }
  // version 2: each round's answer times follow (a code without them stays version 1, which earlier builds read)
  const timed = result.rounds.some((r) => r.times !== undefined);
  if (timed) {
    for (const r of result.rounds) {
      p.uint(r.times === undefined ? 0 : r.times.length + 1);
      for (const ms of r.times ?? []) p.uint(Math.max(0, Math.round(ms)));
    }
  }
  const key = keyNumber(lessonKey(lesson));
  const head = new Writer();
  head.byte(timed ? TIMES_VERSION : VERSION);
  head.uint(p.bytes.length);
  const body = [...head.bytes, (key >>> 24) & 255, (key >>> 16) & 255, (key >>> 8) & 255, key & 255, ...p.bytes];
  const c = check16(body);
  const s = signature(body, lesson);
  return RESULT_PREFIX + toLetters([...body, c >> 8, c & 255, (s >>> 24) & 255, (s >>> 16) & 255, (s >>> 8) & 255, s & 255]);
}

// ——— reading ———

const no = (code: ResultRefusalCode, vars: Record<string, string | number> = {}): ResultCodeRead => ({ ok: false, refusal: refusal(code, vars) });

/**
 * A result code as typed, pasted or scanned, without what only separates
 * letters (spaces, dashes, dots) and without a link's address before it.
 */
export function cleanResultText(text: string): string {
  const s = text.length > MAX_CODE_LENGTH * 2 ? text.slice(0, MAX_CODE_LENGTH * 2) : text;
  const afterLink = s.slice(Math.max(s.lastIndexOf('/'), s.lastIndexOf('#'), s.lastIndexOf('=')) + 1);
  return afterLink.replace(/[\s\-–—.·_]+/g, '');
}

/**
 * Reads a result code. With a lesson, a code from another lesson is refused
 * (`resultForeign`) and the signature is checked (`resultTampered`); without
 * one, only the code's own check is (`signed: false`). Never throws.
 */
export function readResultCode(text: string, lesson?: Pick<Lesson, 'game' | 'params' | 'seed'> | null): ResultCodeRead {
  try {
    return read(text, lesson ?? null);
  } catch {
    return no('resultNotCode');
  }
}

function read(text: string, lesson: Pick<Lesson, 'game' | 'params' | 'seed'> | null): ResultCodeRead {
  const s = cleanResultText(text);
  if (s === '') return no('resultEmpty');
  if (s.length > MAX_CODE_LENGTH) return no('resultTooLong');
  if (s.slice(0, 2).toUpperCase() !== RESULT_PREFIX) return no('resultNotCode');
  const letters = fromLetters(s.slice(2));
  if ('letter' in letters) return no('resultLetter', { letter: letters.letter });
  const bytes = letters.bytes;
  if (bytes.length === 0) return no('resultTruncated');
  const version = bytes[0]!;
  if (version !== VERSION && version !== TIMES_VERSION) return version > TIMES_VERSION && version < 16 ? no('resultNewer', { version }) : no('resultNotCode');
  const head = new Reader(bytes);
  head.byte();
  let length: number;
  try {
    length = head.uint();
  } catch (e) {
    return e instanceof Short ? no('resultTruncated') : no('resultNotCode');
  }
  const bodyEnd = head.pos + 4 + length;
  if (bytes.length < bodyEnd + 6) return no('resultTruncated');
  if (bytes.length > bodyEnd + 6) return no('resultTooLong');
  const body = bytes.slice(0, bodyEnd);
  if (letters.padding !== 0 || check16(body) !== ((bytes[bodyEnd]! << 8) | bytes[bodyEnd + 1]!)) return no('resultDamaged');
  const k = bytes.slice(head.pos, head.pos + 4);
  const key = keyText(((k[0]! << 24) | (k[1]! << 16) | (k[2]! << 8) | k[3]!) >>> 0);
  if (lesson) {
    if (key !== lessonFacts(lesson).key) return no('resultForeign');
    const sig = ((bytes[bodyEnd + 2]! << 24) | (bytes[bodyEnd + 3]! << 16) | (bytes[bodyEnd + 4]! << 8) | bytes[bodyEnd + 5]!) >>> 0;
    if (sig !== signature(body, lesson)) return no('resultTampered');
  }
  let result: ClassResult;
  try {
    result = readPayload(new Reader(bytes.slice(head.pos + 4, bodyEnd)), key, version === TIMES_VERSION);
  } catch {
    return no('resultDamaged');
  }
  if (lesson && result.game !== lesson.game) return no('resultForeign');
  return {
    ok: true,
    result,
    code:
      RESULT_PREFIX +
      s
        .slice(2)
        .toUpperCase()
        .replace(/[OIL]/g, (c) => READ_AS[c] as string),
    signed: lesson !== null,
  };
}

function readPayload(r: Reader, key: string, timed: boolean): ClassResult {
  const first = r.byte();
  const g = first >> 1;
  const game = g === OTHER_GAME ? r.text() : GAMES[g];
  if (game === undefined) throw new Bad();
  const name = r.text() ?? '';
  const device = r.text() ?? '';
  const hints = r.num();
  const total = r.num();
  const count = r.uint();
  if (count > MAX_ROUNDS) throw new Bad();
  const rounds: ClassRound[] = [];
  for (let i = 0; i < count; i++) {
    const score = r.num();
    const ms = r.uint();
    const declared = r.text();
    const round: ClassRound = { score };
    if (declared !== undefined) round.declared = declared;
    if (ms > 0) round.ms = ms - 1;
    rounds.push(round);
  }
  if (timed) {
    for (const round of rounds) {
      const n = r.uint();
      if (n === 0) continue;
      if (n - 1 > MAX_TIMES) throw new Bad();
      round.times = Array.from({ length: n - 1 }, () => r.uint());
    }
  }
  if (r.pos !== r.bytes.length) throw new Bad();
  return { lesson: key, game, name, device, rounds, total, hints, finished: (first & 1) === 1 };
}
