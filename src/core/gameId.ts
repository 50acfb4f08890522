/**
 * Short text ids for games: `game:params#seed`, e.g. `tuf:g=2,r=5#k3x9ab`.
 *
 * A game id is enough to replay a game's dealing exactly (the moves are kept
 * separately). Params are a flat map of short keys to short values; the codec
 * only checks the shape, each game checks what its params mean.
 */

export type Params = Record<string, string>;

export interface GameId {
  game: string;
  params: Params;
  seed: string;
}

export class GameIdError extends Error {
  override name = 'GameIdError';
}

const KEY = /^[a-z][a-z0-9]{0,15}$/;
const VALUE = /^[A-Za-z0-9._~*+\-/]{0,64}$/;
const SEED = /^[A-Za-z0-9_-]{1,32}$/;

export function formatGameId(id: GameId): string {
  if (!KEY.test(id.game)) throw new GameIdError(`bad game name "${id.game}"`);
  if (!SEED.test(id.seed)) throw new GameIdError(`bad seed "${id.seed}"`);
  const parts = Object.keys(id.params)
    .sort()
    .map((k) => {
      const v = id.params[k] ?? '';
      if (!KEY.test(k) || !VALUE.test(v)) throw new GameIdError(`bad parameter ${k}=${v}`);
      return `${k}=${v}`;
    });
  return `${id.game}:${parts.join(',')}#${id.seed}`;
}

/** Parses a game id, throwing GameIdError with a readable reason. */
export function parseGameId(text: string): GameId {
  const trimmed = text.trim();
  if (trimmed.length > 600) throw new GameIdError('the code is too long');
  const m = /^([^:#]*):([^#]*)#(.*)$/.exec(trimmed);
  if (!m) throw new GameIdError('the code should look like game:settings#seed');
  const [, game = '', paramText = '', seed = ''] = m;
  if (!KEY.test(game)) throw new GameIdError(`"${game}" is not a game name`);
  if (!SEED.test(seed)) throw new GameIdError('the seed part is missing or has odd characters');
  const params: Params = {};
  if (paramText !== '') {
    for (const part of paramText.split(',')) {
      const eq = part.indexOf('=');
      const k = eq < 0 ? part : part.slice(0, eq);
      const v = eq < 0 ? '' : part.slice(eq + 1);
      if (!KEY.test(k) || !VALUE.test(v)) throw new GameIdError(`the setting "${part}" is not readable`);
      if (k in params) throw new GameIdError(`the setting "${k}" is given twice`);
      params[k] = v;
    }
  }
  return { game, params, seed };
}

export function tryParseGameId(text: string): { ok: true; id: GameId } | { ok: false; reason: string } {
  try {
    return { ok: true, id: parseGameId(text) };
  } catch (e) {
    return { ok: false, reason: e instanceof GameIdError ? e.message : 'the code is not readable' };
  }
}
