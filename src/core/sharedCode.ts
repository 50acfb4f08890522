/**
 * Codes passed between devices carry a check, so a code cut short or
 * mistyped is refused instead of opening a different game:
 *
 *   <game>:<settings>,ck=<check>#<seed>[|<more>|<more>…]
 *
 * `ck` is a 5-letter check (`codeCheck`) over the code written without it,
 * settings in the game id's order, and everything after it (DiceCulus's
 * names). A code is cut short from its end, so a cut that leaves the `#`
 * changes the seed or the names and no longer matches; a cut before the `#`
 * leaves no game id at all.
 *
 * Codes written before the check (no `ck`) still read exactly as before:
 * saved games never hold a check (their code is the game id), and printed or
 * shared codes from earlier versions must open. A code with `ck` whose check
 * does not match is refused (`id.changed`).
 */
import { refusal, type Refusal } from './engine';
import { formatGameId, tryParseGameId, type GameId, type Params } from './gameId';
import { seedWords } from './random';

/** The setting a check travels in (no game uses it for anything else). */
export const CHECK_KEY = 'ck';

/** A short check of a text: 5 letters (the salt is TUF's since its first lesson codes, for every code). */
export function codeCheck(text: string): string {
  const [a, b] = seedWords(`tuf-check/${text}`);
  return ((a ^ (b >>> 7)) >>> 0).toString(36).padStart(5, '0').slice(-5);
}

const body = (id: GameId, rest: readonly string[]): string => [formatGameId(id), ...rest].join('|');

/** A game id as shared between devices, with its check; `rest` follows it after `|` (and is covered by the check). */
export function writeSharedCode(id: GameId, rest: readonly string[] = []): string {
  const params: Params = { ...id.params, [CHECK_KEY]: codeCheck(body(id, rest)) };
  return [formatGameId({ ...id, params }), ...rest].join('|');
}

export type SharedCodeRead = { ok: true; id: GameId; rest: string[]; checked: boolean } | { ok: false; refusal: Refusal };

/**
 * Reads a shared code: its game id without the check and what follows it
 * after `|`. `checked` is false for a code written before codes had a check.
 * Never throws.
 */
export function readSharedCode(text: string): SharedCodeRead {
  const [head = '', ...rest] = text.trim().split('|');
  const r = tryParseGameId(head);
  if (!r.ok) return r;
  const check = r.id.params[CHECK_KEY];
  if (check === undefined) return { ok: true, id: r.id, rest, checked: false };
  const params = Object.create(null) as Params;
  for (const [k, v] of Object.entries(r.id.params)) if (k !== CHECK_KEY) params[k] = v;
  const id = { ...r.id, params };
  if (codeCheck(body(id, rest)) !== check) return { ok: false, refusal: refusal('id.changed') };
  return { ok: true, id, rest, checked: true };
}
