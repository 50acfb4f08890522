/**
 * A device's side of a live lesson (src/class/live.ts): the lesson's Yjs
 * document, kept on the device (y-indexeddb) so nothing made offline is lost,
 * and synced with the class server (y-websocket) whenever it is reachable.
 * A device only ever writes its own entry: its name, its moves (append-only,
 * numbered), its result. Going offline changes nothing for the player: moves
 * are kept and merge when the connection comes back, each once (Yjs merges by
 * item; the entries' numbers make a move written twice count once).
 *
 * Not a screen: the screens and the tests use it alike. It needs a WebSocket
 * and (unless `keepOnDevice` is false) IndexedDB.
 */
import { IndexeddbPersistence } from 'y-indexeddb';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { DEVICES, deviceNames, deviceResults, LIVE_PATH, orderedEntries, roomOf, TEACHER, type LiveEntry, type OrderedEntry } from '../class/live';

export interface LiveOptions {
  /** The class server's origin, e.g. `https://class.school.example:8443` (its page's own origin when served by it). */
  server: string;
  classCode: string;
  /** This device's id and its secret token (made once per device, kept in its settings). */
  device: string;
  token: string;
  name: string;
  /** The teacher's PIN: only the teacher's device gives it. */
  pin?: string;
  /** Keep the document in IndexedDB (default true). */
  keepOnDevice?: boolean;
  /** A WebSocket class where the platform has none (Node in tests). */
  WebSocket?: typeof globalThis.WebSocket;
}

export type LiveStatus = 'connecting' | 'online' | 'offline';

/** Where the device notes when it last opened each lesson's copy (IndexedDB database name → time). */
const COPIES_KEY = 'tuffest.liveCopies';
/** Each lesson copy's IndexedDB database name starts so. */
const COPY_PREFIX = 'tuffest-live-';
/** A lesson's copy on the device not opened for this long is deleted (its results stay in the device's games and codes). */
export const LIVE_COPY_MS = 30 * 24 * 3600_000;

function readCopies(): Record<string, number> {
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(COPIES_KEY) ?? '{}') as unknown;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
    return Object.fromEntries(Object.entries(raw).filter((e): e is [string, number] => e[0].startsWith(COPY_PREFIX) && typeof e[1] === 'number'));
  } catch {
    return {}; // unreadable or no storage: nothing is deleted
  }
}

function writeCopies(copies: Record<string, number>): void {
  try {
    globalThis.localStorage?.setItem(COPIES_KEY, JSON.stringify(copies));
  } catch {
    // storage full or refused: the copies are kept, and noted next time
  }
}

/**
 * Notes that the copy `name` was opened at `now`, and deletes the device's other lesson copies not opened for
 * LIVE_COPY_MS (each is a whole lesson's document: a tablet used all year would otherwise keep every lesson).
 * Returns the names deleted.
 */
export async function tidyLiveCopies(name: string, now = Date.now()): Promise<string[]> {
  const copies = readCopies();
  copies[name] = now;
  const old = Object.keys(copies).filter((n) => n !== name && now - (copies[n] ?? now) > LIVE_COPY_MS);
  const gone: string[] = [];
  for (const n of old) {
    const deleted = await new Promise<boolean>((done) => {
      try {
        const req = indexedDB.deleteDatabase(n);
        req.onsuccess = () => done(true);
        req.onerror = () => done(false);
        req.onblocked = () => done(false); // open elsewhere (another tab): tried again next time
      } catch {
        done(false);
      }
    });
    if (deleted) {
      delete copies[n];
      gone.push(n);
    }
  }
  writeCopies(copies);
  return gone;
}

export class LiveLesson {
  readonly doc = new Y.Doc();
  private provider: WebsocketProvider | null = null;
  private stored: IndexeddbPersistence | null = null;
  private listeners = new Set<() => void>();
  private statusNow: LiveStatus = 'connecting';

  private constructor(private readonly options: LiveOptions) {}

  /** Opens the lesson: what the device kept first, then the server when it answers. */
  static async open(options: LiveOptions): Promise<LiveLesson> {
    const live = new LiveLesson(options);
    const room = await roomOf(options.classCode);
    if (options.keepOnDevice !== false) {
      // one store per lesson and device id (a device id is one device; tests run several in one process)
      const name = `${COPY_PREFIX}${room}-${options.device}`;
      live.stored = new IndexeddbPersistence(name, live.doc);
      await live.stored.whenSynced;
      void tidyLiveCopies(name);
    }
    live.ensureOwn();
    const url = `${options.server.replace(/^http/, 'ws').replace(/\/$/, '')}${LIVE_PATH.slice(0, -1)}`;
    live.provider = new WebsocketProvider(url, room, live.doc, {
      params: { device: options.device, token: options.token, ...(options.pin ? { pin: options.pin } : {}) },
      disableBc: true,
      maxBackoffTime: 5000,
      ...(options.WebSocket ? { WebSocketPolyfill: options.WebSocket } : {}),
    });
    live.provider.on('status', ({ status }: { status: string }) => {
      live.statusNow = status === 'connected' ? 'online' : status === 'connecting' ? 'connecting' : 'offline';
      live.emit();
    });
    // synced again after a reconnection: the server may have had nothing new for this device (no update follows),
    // yet what the device made meanwhile is now there ("Sending…" becomes "on the board")
    live.provider.on('sync', () => live.emit());
    live.doc.on('update', () => live.emit());
    return live;
  }

  private own(): Y.Map<unknown> {
    return this.doc.getMap<Y.Map<unknown>>(DEVICES).get(this.options.device) as Y.Map<unknown>;
  }

  /** Makes this device's entry once (name and empty moves), or renames it. */
  private ensureOwn(): void {
    const devices = this.doc.getMap<Y.Map<unknown>>(DEVICES);
    this.doc.transact(() => {
      let own = devices.get(this.options.device);
      if (!(own instanceof Y.Map)) {
        own = new Y.Map<unknown>();
        devices.set(this.options.device, own);
        own.set('moves', new Y.Array<LiveEntry>());
      }
      if (own.get('name') !== this.options.name) own.set('name', this.options.name);
    });
  }

  /** Adds one of this device's moves (numbered after its last) and returns it. */
  append(move: unknown, at = Date.now()): LiveEntry {
    const moves = this.own().get('moves') as Y.Array<LiveEntry>;
    const last = moves.length > 0 ? moves.get(moves.length - 1) : undefined;
    const entry: LiveEntry = { seq: last ? last.seq + 1 : 0, at, move };
    moves.push([entry]);
    return entry;
  }

  /** This device's latest result code (replacing the one before). */
  setResult(code: string): void {
    this.own().set('result', code);
  }

  /** Every device's moves in the one order all devices compute. */
  entries(): OrderedEntry[] {
    return orderedEntries(this.doc);
  }

  names(): Map<string, string> {
    return deviceNames(this.doc);
  }

  /** Each device's latest result code. */
  results(): Map<string, string> {
    return deviceResults(this.doc);
  }

  /** What the teacher's device set for the class (`round`, `started`, `starts`). */
  teacher(): Record<string, unknown> {
    return this.doc.getMap(TEACHER).toJSON();
  }

  /**
   * The teacher starts round `round` (1, 2, …) for the class at `at`: the round, when it was started, and when each
   * round was started (`starts`, round 1 first), in one change. Only the teacher's device (with the PIN) can write
   * it; the server refuses anyone else.
   */
  startRound(round: number, at = Date.now()): void {
    const teacher = this.doc.getMap(TEACHER);
    const had = teacher.get('starts');
    const starts: (number | null)[] = Array.isArray(had) ? had.map((s) => (typeof s === 'number' ? s : null)) : [];
    while (starts.length < round - 1) starts.push(null);
    starts[round - 1] = at;
    this.doc.transact(() => {
      teacher.set('round', round);
      teacher.set('started', at);
      teacher.set('starts', starts.slice(0, round));
    });
  }

  get status(): LiveStatus {
    return this.statusNow;
  }

  /** Whether the server has everything this device has made. */
  get synced(): boolean {
    return this.provider?.synced === true && this.statusNow === 'online';
  }

  /** Calls `listener` on every change (a move from any device, the connection coming or going). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const l of this.listeners) l();
  }

  /** Stops syncing (moves made meanwhile are kept on the device) and starts again. */
  goOffline(): void {
    this.provider?.disconnect();
  }
  goOnline(): void {
    this.provider?.connect();
  }

  async close(): Promise<void> {
    this.provider?.destroy();
    await this.stored?.destroy();
    this.doc.destroy();
    this.listeners.clear();
  }
}
