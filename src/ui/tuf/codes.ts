/**
 * Codes TUF passes between devices:
 *   roll code    the match's game id `tuf:…#seed`: every device on it rolls the same cubes
 *   lesson code  `tuf:…,n=<name>#L<check>`: a teacher's saved setup; the check
 *                catches a code changed by hand or cut short
 *   result code  `<seed>.<points per round>[.h].<check>`: what a device scored (`.h`: with hints), to compare
 */
import { refusal, type Refusal } from '../../core/engine';
import { formatGameId, tryParseGameId } from '../../core/gameId';
import { seedWords } from '../../core/random';
import { checkCodeLimits, formatMatchParams, parseMatchParams, MatchParamsError, type MatchParams } from '../../games/tuf/match';
import { hasMessage, refusalText, t } from '../i18n';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-~';

/** Text to letters a game id may carry (UTF-8 in a 64-letter alphabet). */
export function packName(name: string): string {
  const bytes = new TextEncoder().encode(name);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let k = 0; k < chars; k++) out += B64[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

export function unpackName(text: string): string | null {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    if (chunk.length === 1) return null;
    let n = 0;
    for (let k = 0; k < 4; k++) {
      const v = k < chunk.length ? B64.indexOf(chunk[k] as string) : 0;
      if (v < 0) return null;
      n |= v << (18 - 6 * k);
    }
    bytes.push((n >> 16) & 255);
    if (chunk.length > 2) bytes.push((n >> 8) & 255);
    if (chunk.length > 3) bytes.push(n & 255);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}

/** A short check of a text: 5 letters. */
export function checksum(text: string): string {
  const [a, b] = seedWords(`tuf-check/${text}`);
  return ((a ^ (b >>> 7)) >>> 0).toString(36).padStart(5, '0').slice(-5);
}

export function lessonCode(name: string, params: MatchParams): string {
  const p = { ...formatMatchParams(params), n: packName(name.slice(0, 40)) };
  const body = formatGameId({ game: 'tuf', params: p, seed: 'L' });
  return formatGameId({ game: 'tuf', params: p, seed: `L${checksum(body)}` });
}

export type CodeRead =
  | { kind: 'lesson'; name: string; params: MatchParams }
  | { kind: 'roll'; params: MatchParams; seed: string }
  | { kind: 'bad'; refusal: Refusal };

/** Reads a lesson or roll code; never throws. Why a code is bad is a refusal (code + values), worded by `codeBadText`. */
export function readCode(text: string): CodeRead {
  const parsed = tryParseGameId(text);
  if (!parsed.ok) return { kind: 'bad', refusal: refusal('code.unreadable') };
  const { game, params, seed } = parsed.id;
  if (game !== 'tuf') return { kind: 'bad', refusal: refusal('code.notTuf') };
  try {
    if (seed.startsWith('L')) {
      const { n, ...rest } = params;
      if (n === undefined) return { kind: 'bad', refusal: refusal('code.noName') };
      const body = formatGameId({ game: 'tuf', params, seed: 'L' });
      if (seed !== `L${checksum(body)}`) return { kind: 'bad', refusal: refusal('code.changed') };
      const name = unpackName(n);
      if (name === null || name.trim() === '') return { kind: 'bad', refusal: refusal('code.badName') };
      const lesson = parseMatchParams(rest);
      checkCodeLimits(lesson);
      return { kind: 'lesson', name, params: lesson };
    }
    const roll = parseMatchParams(params);
    checkCodeLimits(roll);
    return { kind: 'roll', params: roll, seed };
  } catch (e) {
    if (e instanceof MatchParamsError) return { kind: 'bad', refusal: refusal(e.code, e.vars) };
    return { kind: 'bad', refusal: refusal('code.unreadable') };
  }
}

/** Why a lesson or roll code cannot be opened, from the catalogue (`tuf.refuse.<code>`; a setting named by its key is worded under `tuf.param.<key>`). */
export function codeBadText(why: Refusal): string {
  const setting = why.vars.setting;
  if (typeof setting !== 'string') return refusalText('tuf', why);
  const key = `tuf.param.${setting}`;
  return refusalText('tuf', { code: why.code, vars: { ...why.vars, setting: hasMessage(key) ? t(key) : setting } });
}

/** `<seed>.<points per round>[.h].<check>`; `.h` says hints were used (codes without it read as before). */
export function resultCode(seed: string, points: readonly number[], hints = false): string {
  const body = `${seed}.${points.map((p) => String(p).replace('-', 'n')).join('-')}${hints ? '.h' : ''}`;
  return `${body}.${checksum(body)}`;
}

export type ResultRead = { ok: true; seed: string; points: number[]; hints?: true } | { ok: false; reason: 'shape' | 'check' | 'other-roll' };

/** Reads another device's result code for the same roll. */
export function readResultCode(text: string, seed: string): ResultRead {
  const m = /^([A-Za-z0-9_-]{1,32})\.((?:n?\d{1,4})(?:-n?\d{1,4}){0,19})(\.h)?\.([0-9a-z]{5})$/.exec(text.trim());
  if (!m) return { ok: false, reason: 'shape' };
  const [, s = '', pts = '', h = '', check = ''] = m;
  if (checksum(`${s}.${pts}${h}`) !== check) return { ok: false, reason: 'check' };
  if (s !== seed) return { ok: false, reason: 'other-roll' };
  const points = pts.split('-').map((p) => (p.startsWith('n') ? -Number(p.slice(1)) : Number(p)));
  return h ? { ok: true, seed: s, points, hints: true } : { ok: true, seed: s, points };
}
