/**
 * Saved games are versioned record by record (`SessionRecord.schema`,
 * `HistoryRecord.schema`; absent: 1, everything written before versions) and
 * brought up to date when they are read, so a game saved by an earlier build
 * replays as it was played. `migrateGame` is pure and idempotent: the store
 * applies it to every session and history record it reads and stamps the
 * records it writes with `SAVED_SCHEMA`; a backup file from an earlier build
 * is migrated the same way when its records are read back.
 *
 * Versions:
 * - 2 (2026-11-28): Rotary (`wordsrotary`, TUF words' `ro=1`) scores a TUF ERROR by the
 *   rulebook ("the penalty for errors is simply the removal of the incorrect
 *   word and the loss of that turn": no points either way). Rotary games
 *   saved before were played with ±5, and keep it: their code gains `te=1`.
 * - 3 (2026-11-28): the race games (TUF `tuf`, TUF words `words`) call what a
 *   seat puts forward its `submission`; their `plan` and `declare` moves (and
 *   a plan's later stages) said `equation`, renamed as they are read.
 */
import { formatGameId, tryParseGameId } from '../core/gameId';

export const SAVED_SCHEMA = 3;

/** What a record with a game in it carries: the game's name and id, and its schema version. */
interface Saved {
  game: string;
  code: string;
  schema?: number;
  moves?: unknown[];
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `equation` → `submission` in one plain object (left alone when it has no `equation`, or already a `submission`). */
function renamed(v: Record<string, unknown>): Record<string, unknown> {
  if (!('equation' in v) || 'submission' in v) return v;
  const { equation, ...rest } = v;
  return { ...rest, submission: equation };
}

/** A race move as this build reads it: a `plan`'s or `declare`'s submission, a plan's later stages. */
function raceMove(m: unknown): unknown {
  if (!isObj(m) || (m.type !== 'plan' && m.type !== 'declare')) return m;
  const out = renamed(m);
  return Array.isArray(out.later) ? { ...out, later: out.later.map((st) => (isObj(st) ? renamed(st) : st)) } : out;
}

/** One step: the record at version `to - 1` brought to `to`. */
const STEPS: readonly { to: number; step: <T extends Saved>(r: T) => T }[] = [
  {
    to: 2,
    step: (r) => {
      if (r.game !== 'wordsrotary' && r.game !== 'words') return r;
      const parsed = tryParseGameId(r.code);
      if (!parsed.ok || parsed.id.params.te !== undefined) return r;
      if (parsed.id.game !== 'wordsrotary' && parsed.id.params.ro !== '1') return r;
      const { params } = parsed.id;
      return { ...r, code: formatGameId({ ...parsed.id, params: { ...params, te: '1' } }) };
    },
  },
  {
    to: 3,
    step: (r) => ((r.game !== 'tuf' && r.game !== 'words') || !Array.isArray(r.moves) ? r : { ...r, moves: r.moves.map(raceMove) }),
  },
];

/** The record brought up to `SAVED_SCHEMA` (the same object when it is already there). */
export function migrateGame<T extends Saved>(record: T): T {
  const from = typeof record.schema === 'number' && Number.isInteger(record.schema) && record.schema >= 1 ? record.schema : 1;
  if (from >= SAVED_SCHEMA) return record;
  let r = record;
  for (const { to, step } of STEPS) if (to > from) r = step(r);
  return { ...r, schema: SAVED_SCHEMA };
}

/** A record as this build writes it: stamped with the schema it was written under. */
export function stamped<T extends Saved>(record: T): T {
  return record.schema === undefined ? { ...record, schema: SAVED_SCHEMA } : record;
}
