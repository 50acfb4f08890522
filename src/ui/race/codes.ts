/**
 * Codes every race game passes between devices (one implementation, bound
 * per game by `raceCodes`):
 *   roll code    the match's game id with a check `<game>:…,ck=<check>#seed` (src/core/sharedCode.ts):
 *                every device on it rolls the same cubes; a roll code without `ck` (written
 *                before codes had a check) still opens
 *   lesson code  `<game>:…,n=<name>#L<check>`: a teacher's saved setup; the check
 *                catches a code changed by hand or cut short
 *   result code  `<seed>.<points per round>[.h].<check>`: what a device scored (`.h`: with hints), to compare
 * A refusal is worded from the game's catalogue (`<game>.refuse.<code>`; a
 * setting named by its key under `<game>.param.<key>`).
 */
import { refusal, type Refusal } from '../../core/engine';
import { formatGameId } from '../../core/gameId';
import { RaceParamsError } from '../../games/race/params';
import { codeCheck, readSharedCode } from '../../core/sharedCode';
import { refusalText } from '../../i18n';
import type { RaceGame } from './words';

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

/** A short check of a text: 5 letters (the same check as every shared code's, `src/core/sharedCode.ts`). */
export const checksum = codeCheck;

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

export type CodeRead<P> = { kind: 'lesson'; name: string; params: P } | { kind: 'roll'; params: P; seed: string } | { kind: 'bad'; refusal: Refusal };

/** What a game's codes need: its id and how its params are written and read (a setting it cannot use thrown as the race's `RaceParamsError`). */
export interface CodeGame<P> {
  game: RaceGame;
  formatParams(p: P): Record<string, string>;
  parseParams(raw: Record<string, string>): P;
  /**
   * Refuses (by throwing the params error) what a shared code may not ask for
   * although a saved game may hold it (TUF: more than 15 solitaire minutes or 10 rounds).
   */
  checkCodeLimits?(p: P): void;
  /** The refusal for a code of another game (TUF has always said `code.notTuf`). */
  otherGame?: string;
}

export function raceCodes<P>(g: CodeGame<P>) {
  const lessonCode = (name: string, params: P): string => {
    const p = { ...g.formatParams(params), n: packName(name.slice(0, 40)) };
    const body = formatGameId({ game: g.game, params: p, seed: 'L' });
    return formatGameId({ game: g.game, params: p, seed: `L${checksum(body)}` });
  };

  /** Reads a lesson or roll code; never throws. Why a code is bad is a refusal (code + values), worded by `codeBadText`. */
  const readCode = (text: string): CodeRead<P> => {
    const parsed = readSharedCode(text);
    if (!parsed.ok) return { kind: 'bad', refusal: refusal(parsed.refusal.code === 'id.changed' ? 'code.changed' : 'code.unreadable') };
    if (parsed.rest.length > 0) return { kind: 'bad', refusal: refusal('code.unreadable') };
    const { game, params, seed } = parsed.id;
    if (game !== g.game) return { kind: 'bad', refusal: refusal(g.otherGame ?? 'code.otherGame') };
    try {
      if (seed.startsWith('L')) {
        const { n, ...rest } = params;
        if (n === undefined) return { kind: 'bad', refusal: refusal('code.noName') };
        const body = formatGameId({ game: g.game, params, seed: 'L' });
        if (seed !== `L${checksum(body)}`) return { kind: 'bad', refusal: refusal('code.changed') };
        const name = unpackName(n);
        if (name === null || name.trim() === '') return { kind: 'bad', refusal: refusal('code.badName') };
        const lesson = g.parseParams(rest);
        g.checkCodeLimits?.(lesson);
        return { kind: 'lesson', name, params: lesson };
      }
      const roll = g.parseParams(params);
      g.checkCodeLimits?.(roll);
      return { kind: 'roll', params: roll, seed };
    } catch (e) {
      if (e instanceof RaceParamsError) return { kind: 'bad', refusal: e.refusal };
      return { kind: 'bad', refusal: refusal('code.unreadable') };
    }
  };

  /** Why a lesson or roll code cannot be opened, from the game's catalogue. */
  const codeBadText = (why: Refusal): string => refusalText(g.game, why);

  return { lessonCode, readCode, codeBadText, resultCode, readResultCode };
}
