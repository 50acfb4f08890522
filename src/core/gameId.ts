/**
 * Short text ids for games: `game:params#seed`, e.g. `tuf:g=2,r=5#k3x9ab`.
 *
 * A game id is enough to replay a game's dealing exactly (the moves are kept
 * separately). Params are a flat map of short keys to short values; the codec
 * only checks the shape, each game checks what its params mean.
 */

import { refusal, RefusalError, type Refusal, type RefusalVars } from './engine';

export type Params = Record<string, string>;

export interface GameId {
  game: string;
  params: Params;
  seed: string;
}

/** Why a text is not a game id: a code with values, worded by the catalogue under `common.refuse.<code>`. */
export class GameIdError extends RefusalError {
  override name = 'GameIdError';
  constructor(code: GameIdRefusal, vars: RefusalVars = {}) {
    super(code, vars);
  }
}

/** The codes a game id is refused with. */
export const GAME_ID_REFUSALS = ['id.tooLong', 'id.shape', 'id.game', 'id.seed', 'id.setting', 'id.twice', 'id.changed'] as const;
export type GameIdRefusal = (typeof GAME_ID_REFUSALS)[number];

const KEY = /^[a-z][a-z0-9]{0,15}$/;
const VALUE = /^[A-Za-z0-9._~*+\-/]{0,64}$/;
const SEED = /^[A-Za-z0-9_-]{1,32}$/;

export function formatGameId(id: GameId): string {
  if (!KEY.test(id.game)) throw new GameIdError('id.game', { game: id.game });
  if (!SEED.test(id.seed)) throw new GameIdError('id.seed');
  const parts = Object.keys(id.params)
    .sort()
    .map((k) => {
      const v = id.params[k] ?? '';
      if (!KEY.test(k) || !VALUE.test(v)) throw new GameIdError('id.setting', { part: `${k}=${v}` });
      return `${k}=${v}`;
    });
  return `${id.game}:${parts.join(',')}#${id.seed}`;
}

/** Parses a game id, throwing GameIdError with the reason as a code. */
export function parseGameId(text: string): GameId {
  const trimmed = text.trim();
  if (trimmed.length > 600) throw new GameIdError('id.tooLong', { max: 600 });
  const m = /^([^:#]*):([^#]*)#(.*)$/.exec(trimmed);
  if (!m) throw new GameIdError('id.shape');
  const [, game = '', paramText = '', seed = ''] = m;
  if (!KEY.test(game)) throw new GameIdError('id.game', { game });
  if (!SEED.test(seed)) throw new GameIdError('id.seed');
  // no prototype: a look-up of a name no code gave (`constructor`, `toString`) finds nothing
  const params: Params = Object.create(null) as Params;
  if (paramText !== '') {
    for (const part of paramText.split(',')) {
      const eq = part.indexOf('=');
      const k = eq < 0 ? part : part.slice(0, eq);
      const v = eq < 0 ? '' : part.slice(eq + 1);
      if (!KEY.test(k) || !VALUE.test(v)) throw new GameIdError('id.setting', { part });
      if (Object.hasOwn(params, k)) throw new GameIdError('id.twice', { key: k });
      params[k] = v;
    }
  }
  return { game, params, seed };
}

export function tryParseGameId(text: string): { ok: true; id: GameId } | { ok: false; refusal: Refusal } {
  try {
    return { ok: true, id: parseGameId(text) };
  } catch (e) {
    return { ok: false, refusal: e instanceof GameIdError ? e.refusal : refusal('id.shape') };
  }
}
