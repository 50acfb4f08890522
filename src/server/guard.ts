/**
 * What a device may write into a live lesson's document (src/class/live.ts):
 * only inside its own entry of `devices`, and `teacher` only with the
 * teacher's PIN. Every Yjs update a connection sends is decoded and checked
 * before the document sees it:
 *
 * - each struct's client id belongs to the writing device (a client id seen
 *   for the first time is claimed by it; one claimed by another device is refused);
 * - a struct at the root sits in `devices` under the writer's own id, or in
 *   `teacher` when the writer is the teacher;
 * - a struct inside a nested type, or placed next to another struct, points
 *   only at structs of the writer's own client ids (so nobody inserts into
 *   another device's moves);
 * - deletions name only the writer's own structs.
 *
 * Pure: the server keeps the owners; a refusal is a code.
 */
import * as Y from 'yjs';
import { DEVICES, TEACHER } from '../class/live';

export interface Writer {
  device: string;
  teacher: boolean;
}

export type GuardRefusal = 'malformed' | 'root' | 'other-device' | 'foreign-client' | 'foreign-delete' | 'teacher-only';

export type GuardResult = { ok: true; claims: number[] } | { ok: false; why: GuardRefusal };

/**
 * Checks one Yjs update (v1 encoding) from `writer`; `owners` maps client ids already claimed to their device.
 * With the document, structs and deletions it already has pass, whoever wrote them: a device that reconnects sends
 * back what it received from others (and every update carries the whole delete set), which changes nothing.
 */
export function checkUpdate(update: Uint8Array, writer: Writer, owners: ReadonlyMap<number, string>, doc?: Y.Doc): GuardResult {
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    decoded = Y.decodeUpdate(update);
  } catch {
    return { ok: false, why: 'malformed' };
  }
  const claims = new Set<number>();
  const own = (client: number): boolean => {
    const owner = owners.get(client);
    return owner === writer.device || (owner === undefined && claims.has(client));
  };
  const known = doc ? Y.decodeStateVector(Y.encodeStateVector(doc)) : new Map<number, number>();
  const structs = decoded.structs.filter((s) => s.id.clock + s.length > (known.get(s.id.client) ?? 0));
  for (const s of structs) {
    const client = s.id.client;
    const owner = owners.get(client);
    if (owner !== undefined && owner !== writer.device) return { ok: false, why: 'foreign-client' };
    if (owner === undefined) claims.add(client);
  }
  for (const s of structs) {
    if (!(s instanceof Y.Item)) continue; // GC and skip structs carry no place
    const parent = s.parent as unknown;
    if (typeof parent === 'string') {
      if (parent === TEACHER) {
        if (!writer.teacher) return { ok: false, why: 'teacher-only' };
      } else if (parent === DEVICES) {
        if (s.parentSub !== writer.device) return { ok: false, why: 'other-device' };
      } else return { ok: false, why: 'root' };
    } else if (parent instanceof Y.ID) {
      if (!own(parent.client)) return { ok: false, why: 'other-device' };
    } else if (parent !== null) return { ok: false, why: 'malformed' };
    if (s.origin && !own(s.origin.client)) return { ok: false, why: 'other-device' };
    if (s.rightOrigin && !own(s.rightOrigin.client)) return { ok: false, why: 'other-device' };
    if (parent === null && !s.origin && !s.rightOrigin) return { ok: false, why: 'malformed' };
  }
  let deleted: ReturnType<typeof Y.createDeleteSetFromStructStore> | null = null;
  for (const [client, deletions] of decoded.ds.clients) {
    if (own(client)) continue;
    deleted ??= doc ? Y.createDeleteSetFromStructStore(doc.store) : null;
    const ranges = deleted?.clients.get(client) ?? [];
    if (!deletions.every((d) => covered(ranges, d.clock, d.len))) return { ok: false, why: 'foreign-delete' };
  }
  return { ok: true, claims: [...claims] };
}

/** Whether sorted, merged deletion ranges cover [clock, clock + len). */
function covered(ranges: readonly { clock: number; len: number }[], clock: number, len: number): boolean {
  let pos = clock;
  for (const r of ranges) {
    if (r.clock > pos) break;
    if (r.clock + r.len > pos) pos = r.clock + r.len;
    if (pos >= clock + len) return true;
  }
  return len <= 0;
}
