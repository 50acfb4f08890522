/**
 * A live lesson's shared document: what every device of a lesson and the
 * class server agree on when the room has a network (a Yjs document, synced
 * by the y-websocket protocol). DOM-free: the server checks writes against
 * this layout, the devices read and write through it.
 *
 *   devices   (root map)  <device id> → a map that device alone writes:
 *                           name     the student's name
 *                           moves    an append-only array of entries { seq, at, move }
 *                           result   the student's latest result code
 *   teacher   (root map)  written only by a connection that gave the teacher's PIN:
 *                           round    the round the teacher has started (1, 2, …)
 *                           started  when it was started (ms since 1970, the teacher's clock)
 *                           starts   when each round was started, round 1 first (earlier builds: absent)
 *
 * Every device replays the merged moves in one order that all compute alike
 * (`orderedEntries`): by the time the entry was made, then by device id, then
 * by the device's own sequence number.
 */
import type * as Y from 'yjs';

export const DEVICES = 'devices';
export const TEACHER = 'teacher';

/** The path the class server answers live documents on: `/live/<room>`. */
export const LIVE_PATH = '/live/';

/** What the class server answers at `/live` (a plain GET): a page served by it can offer live lessons. */
export const LIVE_PROBE = { server: 'tuffest-class', protocol: 1 } as const;

/** A room name: 64 hex digits (the SHA-256 of the class code, so only someone with the code reaches its document). */
export const ROOM = /^[0-9a-f]{64}$/;

/** A device id: what a device calls itself in every lesson (random, made once per device). */
export const DEVICE = /^[A-Za-z0-9_-]{6,40}$/;

/** One move a device made, as its game's engine writes it. */
export interface LiveEntry {
  /** The device's own count, from 0: an entry is never written twice under one number. */
  seq: number;
  /** When the device made it (ms since 1970, the device's clock). */
  at: number;
  move: unknown;
}

export interface OrderedEntry extends LiveEntry {
  device: string;
}

/** The room of a class code: SHA-256 of the code (upper-cased, spaces and dashes removed), in hex. */
export async function roomOf(classCode: string): Promise<string> {
  const text = classCode.toUpperCase().replace(/[\s-]+/g, '');
  // the platform's own SHA-256 (browsers in a secure context, Node 20); DOM-free code names only what it uses
  const g = globalThis as unknown as {
    crypto: { subtle: { digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer> } };
    TextEncoder: new () => { encode(text: string): Uint8Array };
  };
  const digest = await g.crypto.subtle.digest('SHA-256', new g.TextEncoder().encode(`tuffest-live/${text}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const isEntry = (v: unknown): v is LiveEntry =>
  typeof v === 'object' &&
  v !== null &&
  Number.isSafeInteger((v as LiveEntry).seq) &&
  (v as LiveEntry).seq >= 0 &&
  Number.isFinite((v as LiveEntry).at) &&
  'move' in v;

/**
 * Every device's entries in the one order all devices compute alike: by time, then device id, then sequence.
 * A device's entry numbered twice (which a device never writes) counts once, the first in its array.
 */
export function orderedEntries(doc: Y.Doc): OrderedEntry[] {
  const out: OrderedEntry[] = [];
  const devices = doc.getMap<Y.Map<unknown>>(DEVICES);
  for (const [device, own] of devices.entries()) {
    if (!DEVICE.test(device) || typeof own?.get !== 'function') continue;
    const moves = own.get('moves') as Y.Array<unknown> | undefined;
    if (typeof moves?.toArray !== 'function') continue;
    const seen = new Set<number>();
    for (const e of moves.toArray()) {
      if (!isEntry(e) || seen.has(e.seq)) continue;
      seen.add(e.seq);
      out.push({ device, seq: e.seq, at: e.at, move: e.move });
    }
  }
  return out.sort((a, b) => a.at - b.at || (a.device < b.device ? -1 : a.device > b.device ? 1 : 0) || a.seq - b.seq);
}

/** The students' names by device id, as each device wrote its own. */
export function deviceNames(doc: Y.Doc): Map<string, string> {
  const names = new Map<string, string>();
  for (const [device, own] of doc.getMap<Y.Map<unknown>>(DEVICES).entries()) {
    const name = typeof own?.get === 'function' ? own.get('name') : undefined;
    if (DEVICE.test(device) && typeof name === 'string') names.set(device, name.slice(0, 40));
  }
  return names;
}

/** Each device's latest result code, as each device wrote its own (an entry whose result is not text has none). */
export function deviceResults(doc: Y.Doc): Map<string, string> {
  const out = new Map<string, string>();
  for (const [device, own] of doc.getMap<Y.Map<unknown>>(DEVICES).entries()) {
    const r = typeof own?.get === 'function' ? own.get('result') : undefined;
    if (DEVICE.test(device) && typeof r === 'string') out.set(device, r);
  }
  return out;
}
