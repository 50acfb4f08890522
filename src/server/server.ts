/**
 * The class server: one origin that serves the built app and the live
 * lessons' documents (Yjs over the y-websocket protocol, with
 * @y/websocket-server's own document handling and y-leveldb's persistence on
 * disk, so a restart loses nothing). Nothing of the app needs it: without it
 * a class runs on codes and QRs.
 *
 * A live document is reached at `/live/<room>` (the room is the SHA-256 of the
 * class code: nobody reaches a lesson without its code) with the device's id
 * and a secret token it made (`?device=…&token=…`; the first connection of a
 * device in a room registers the token, later ones must show the same) and,
 * for the teacher, `&pin=…`. Every update is checked by `guard.ts` before the
 * document sees it; a refused one closes the connection with a reason.
 * Messages are bounded in size, connections in rate, rooms in size and
 * number, and the fuzz tests send it garbage.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { EventEmitter } from 'node:events';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as decoding from 'lib0/decoding';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import * as Y from 'yjs';
import { docs, getYDoc, setPersistence, setupWSConnection } from '@y/websocket-server/utils';
import { LeveldbPersistence } from 'y-leveldb';
import { DEVICE, LIVE_PATH, LIVE_PROBE, ROOM } from '../class/live';
import { checkUpdate, type Writer } from './guard';

export interface Limits {
  /** The largest message a connection may send (bytes). */
  maxMessage: number;
  /** Messages a connection may send in a burst, and per second after it. */
  burst: number;
  perSecond: number;
  /** What a room's document may grow to (bytes of accepted updates). */
  maxRoomBytes: number;
  /** Connections at once, per room and in all. */
  maxPerRoom: number;
  maxConnections: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxMessage: 256 * 1024,
  burst: 200,
  perSecond: 50,
  maxRoomBytes: 8 * 1024 * 1024,
  maxPerRoom: 150,
  maxConnections: 3000,
};

export interface ClassServerOptions {
  /** Where documents and device registrations are kept. */
  dataDir: string;
  /** The built app to serve (default: the project's `dist`). */
  distDir?: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The teacher's PIN (at least 4 characters). */
  pin: string;
  /** TLS: both or neither (PEM text or bytes). */
  cert?: string | Buffer;
  key?: string | Buffer;
  limits?: Partial<Limits>;
  log?: (line: string) => void;
}

export interface ClassServer {
  /** `http://host:port` or `https://…`. */
  url: string;
  port: number;
  /** Live connections now, by room. */
  connections(): Map<string, number>;
  close(): Promise<void>;
}

/** Close codes a refused connection gets (the reason says which rule). */
export const CLOSE = { refused: 4003, tooMany: 4009, rate: 4029, tooBig: 4013 } as const;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.bin': 'application/octet-stream',
  '.map': 'application/json; charset=utf-8',
};

const sha = (text: string): Buffer => createHash('sha256').update(text).digest();

/** A room's registrations: each device's token (hashed) and the Yjs client ids each device has written with. */
interface Registry {
  tokens: Record<string, string>;
  clients: Record<string, string>;
}

/** A room as the server holds it: registrations, the Yjs client ids' owners, and the bytes of document it holds. */
interface RoomEntry {
  reg: Registry;
  owners: Map<number, string>;
  /** Bytes of accepted updates (counted from the stored document once it is loaded). */
  bytes: number;
  /** Whether `bytes` has taken in the document loaded from disk. */
  measured: boolean;
}

class Rooms {
  private readonly cache = new Map<string, RoomEntry>();
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }
  private file(room: string): string {
    return join(this.dir, `${room}.json`);
  }
  get(room: string): RoomEntry {
    let r = this.cache.get(room);
    if (!r) {
      let reg: Registry = { tokens: Object.create(null), clients: Object.create(null) };
      try {
        const read = JSON.parse(readFileSync(this.file(room), 'utf8')) as Partial<Registry>;
        if (read && typeof read.tokens === 'object' && typeof read.clients === 'object') {
          reg = { tokens: Object.assign(Object.create(null), read.tokens), clients: Object.assign(Object.create(null), read.clients) };
        }
      } catch {
        // a new room (or an unreadable file: registrations start again; the document itself is in LevelDB)
      }
      const owners = new Map<number, string>();
      for (const [c, d] of Object.entries(reg.clients)) owners.set(Number(c), d);
      r = { reg, owners, bytes: 0, measured: false };
      this.cache.set(room, r);
    }
    return r;
  }
  /** Written before the update it allows is applied, so a server killed right after still knows who wrote what. */
  save(room: string): void {
    const r = this.get(room);
    const tmp = `${this.file(room)}.tmp`;
    writeFileSync(tmp, JSON.stringify(r.reg));
    renameSync(tmp, this.file(room));
  }
}

/** A connection as @y/websocket-server sees it: the real socket, with only the checked messages let through. */
class CheckedConnection extends EventEmitter {
  binaryType = 'arraybuffer';
  constructor(private readonly ws: WebSocket) {
    super();
    ws.on('close', () => this.emit('close'));
    ws.on('pong', () => this.emit('pong'));
  }
  get readyState(): number {
    return this.ws.readyState;
  }
  send(m: Uint8Array, opts: object, cb?: (err?: Error) => void): void {
    this.ws.send(m, opts, cb);
  }
  close(code?: number, reason?: string): void {
    this.ws.close(code, reason);
  }
  ping(): void {
    this.ws.ping();
  }
}

const toBytes = (data: RawData): Uint8Array =>
  Array.isArray(data) ? new Uint8Array(Buffer.concat(data)) : data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data);

const MESSAGE_SYNC = 0;
const SYNC_STEP1 = 0;
const SYNC_STEP2 = 1;
const SYNC_UPDATE = 2;

/** The update a sync message carries (null for a state vector, which writes nothing); undefined when it is not a sync message we take. */
function syncUpdate(bytes: Uint8Array): Uint8Array | null | undefined {
  try {
    const d = decoding.createDecoder(bytes);
    if (decoding.readVarUint(d) !== MESSAGE_SYNC) return undefined;
    const kind = decoding.readVarUint(d);
    if (kind === SYNC_STEP1) {
      decoding.readVarUint8Array(d);
      return null;
    }
    if (kind === SYNC_STEP2 || kind === SYNC_UPDATE) return decoding.readVarUint8Array(d);
    return undefined;
  } catch {
    return undefined;
  }
}

function pinMatches(given: string | null, pin: string): boolean {
  return given !== null && timingSafeEqual(sha(given), sha(pin));
}

export async function startClassServer(options: ClassServerOptions): Promise<ClassServer> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? (() => {});
  if (options.pin.length < 4) throw new Error('The teacher PIN must have at least 4 characters.');
  if (Boolean(options.cert) !== Boolean(options.key)) throw new Error('TLS needs both --cert and --key.');
  const distDir = resolve(options.distDir ?? fileURLToPath(new URL('../../dist', import.meta.url)));
  mkdirSync(options.dataDir, { recursive: true });
  const rooms = new Rooms(join(options.dataDir, 'rooms'));
  const ldb = new LeveldbPersistence(join(options.dataDir, 'docs'));
  /** Each open document's load from disk: no device is answered before it is done (else a device would think the server has nothing). */
  const loading = new WeakMap<Y.Doc, Promise<void>>();
  setPersistence({
    provider: ldb,
    bindState: (name: string, doc: Y.Doc) => {
      const load = (async () => {
        const stored = await ldb.getYDoc(name);
        Y.applyUpdate(doc, Y.encodeStateAsUpdate(stored));
        doc.on('update', (update: Uint8Array) => {
          void ldb.storeUpdate(name, update);
        });
      })();
      loading.set(doc, load);
      return load;
    },
    writeState: async () => {},
  });

  /** Wrong PINs per address: after 10 in 10 minutes, that address is refused until they age out (no guessing a 4-digit PIN). */
  const pinMisses = new Map<string, number[]>();
  const addressOf = (req: IncomingMessage): string => req.socket.remoteAddress ?? '?';
  const pinAllowed = (req: IncomingMessage): boolean => {
    const since = Date.now() - 10 * 60_000;
    const misses = (pinMisses.get(addressOf(req)) ?? []).filter((t) => t > since);
    pinMisses.set(addressOf(req), misses);
    return misses.length < 10;
  };
  const pinFailed = (req: IncomingMessage): void => {
    if (pinMisses.size > 10_000) pinMisses.clear();
    pinMisses.set(addressOf(req), [...(pinMisses.get(addressOf(req)) ?? []), Date.now()]);
  };

  /** The built app's policy, read from its index.html (again while there is none: the app may be built after the server starts). */
  let csp: string | undefined;
  const built = (): boolean => {
    if (csp !== undefined) return true;
    if (!existsSync(join(distDir, 'index.html'))) return false;
    csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(readFileSync(join(distDir, 'index.html'), 'utf8'))?.[1] ?? "default-src 'self'";
    return true;
  };
  const headers = (type: string): Record<string, string> => ({
    'Content-Type': type,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    ...(csp && type.startsWith('text/html') ? { 'Content-Security-Policy': `${csp}; frame-ancestors 'none'` } : {}),
  });

  async function serveFile(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const probe = req.url === LIVE_PATH.slice(0, -1) ? null : /^\/live\?pin=([^&]{1,64})$/.exec(req.url ?? '');
    if (req.url === LIVE_PATH.slice(0, -1) || probe) {
      // how a page finds out it was served by a class server (and so can offer live lessons); with ?pin=, whether it is the teacher's
      const json = { ...headers('application/json; charset=utf-8'), 'Cache-Control': 'no-store' };
      if (probe) {
        if (!pinAllowed(req)) {
          res.writeHead(429, json).end(JSON.stringify({ ...LIVE_PROBE, teacher: false, wait: true }));
          return;
        }
        const ok = pinMatches(decodeURIComponent(probe[1] ?? ''), options.pin);
        if (!ok) pinFailed(req);
        res.writeHead(ok ? 200 : 403, json).end(JSON.stringify({ ...LIVE_PROBE, teacher: ok }));
        return;
      }
      res.writeHead(200, json).end(JSON.stringify(LIVE_PROBE));
      return;
    }
    if (req.url?.startsWith(LIVE_PATH)) {
      res.writeHead(426, headers('text/plain; charset=utf-8')).end('Live lessons are reached over a WebSocket.\n');
      return;
    }
    if (!built()) {
      res.writeHead(503, headers('text/plain; charset=utf-8')).end('The app is not built: run `npm run class-server`, which builds it first.\n');
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = resolve(distDir, `.${path}`);
    if (file !== distDir && !file.startsWith(distDir + sep)) {
      res.writeHead(404).end();
      return;
    }
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) file = found?.isDirectory() && existsSync(join(file, 'index.html')) ? join(file, 'index.html') : join(distDir, 'index.html');
    const type = MIME[extname(file)] ?? 'application/octet-stream';
    const body = await readFile(file);
    const cache = /\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
    res.writeHead(200, { ...headers(type), 'Cache-Control': cache, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    serveFile(req, res).catch((e: unknown) => {
      log(`request failed: ${String(e)}`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  };
  const server: Server = options.cert && options.key ? createHttpsServer({ cert: options.cert, key: options.key }, onRequest) : createHttpServer(onRequest);

  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessage });
  const perRoom = new Map<string, number>();
  let total = 0;

  server.on('upgrade', (req, socket, head) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://x');
    } catch {
      socket.destroy();
      return;
    }
    const room = url.pathname.startsWith(LIVE_PATH) ? url.pathname.slice(LIVE_PATH.length) : '';
    const device = url.searchParams.get('device') ?? '';
    const token = url.searchParams.get('token') ?? '';
    if (!ROOM.test(room) || !DEVICE.test(device) || token.length < 16 || token.length > 200) {
      socket.write('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    const teacher = url.searchParams.has('pin');
    if (teacher && (!pinAllowed(req) || !pinMatches(url.searchParams.get('pin'), options.pin))) {
      if (pinAllowed(req)) pinFailed(req);
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    const r = rooms.get(room);
    const known = r.reg.tokens[device];
    const tokenHash = sha(token).toString('hex');
    if (known !== undefined && known !== tokenHash) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    if ((perRoom.get(room) ?? 0) >= limits.maxPerRoom || total >= limits.maxConnections) {
      socket.write('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    if (known === undefined) {
      r.reg.tokens[device] = tokenHash;
      rooms.save(room);
    }
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, req, room, { device, teacher }));
  });

  function accept(ws: WebSocket, req: IncomingMessage, room: string, writer: Writer): void {
    perRoom.set(room, (perRoom.get(room) ?? 0) + 1);
    total++;
    ws.on('close', () => {
      perRoom.set(room, (perRoom.get(room) ?? 1) - 1);
      if (perRoom.get(room) === 0) perRoom.delete(room);
      total--;
    });
    ws.on('error', () => ws.terminate());
    const conn = new CheckedConnection(ws);
    const doc = getYDoc(room);
    let ready = false;
    const waiting: RawData[] = [];
    let tokens = limits.burst;
    let last = Date.now();
    const onMessage = (data: RawData): void => {
      const now = Date.now();
      tokens = Math.min(limits.burst, tokens + ((now - last) / 1000) * limits.perSecond);
      last = now;
      if (tokens < 1) {
        ws.close(CLOSE.rate, 'rate');
        return;
      }
      tokens--;
      const bytes = toBytes(data);
      const update = syncUpdate(bytes);
      if (update === undefined) return; // awareness, auth and anything else: not used by lessons, never passed on
      if (update !== null) {
        const r = rooms.get(room);
        if (r.bytes + update.length > limits.maxRoomBytes) {
          ws.close(CLOSE.tooBig, 'room-full');
          return;
        }
        const checked = checkUpdate(update, writer, r.owners, doc);
        if (!checked.ok) {
          log(`refused a write in ${room.slice(0, 8)}… from ${writer.device}: ${checked.why}`);
          ws.close(CLOSE.refused, checked.why);
          return;
        }
        if (checked.claims.length > 0) {
          for (const c of checked.claims) {
            r.owners.set(c, writer.device);
            r.reg.clients[String(c)] = writer.device;
          }
          rooms.save(room);
        }
        r.bytes += update.length;
      }
      conn.emit('message', bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    };
    ws.on('message', (data: RawData) => {
      if (ready) onMessage(data);
      else if (waiting.length < limits.burst) waiting.push(data);
      else ws.close(CLOSE.rate, 'rate');
    });
    void (loading.get(doc) ?? Promise.resolve()).then(
      () => {
        // the room's size counts from what is already on disk (a restart must not make a full room empty again)
        const r = rooms.get(room);
        if (!r.measured) {
          r.bytes = Math.max(r.bytes, Y.encodeStateAsUpdate(doc).byteLength);
          r.measured = true;
        }
        if (ws.readyState !== ws.OPEN) return;
        // the library only calls send, close, ping, readyState and the events this class forwards
        setupWSConnection(conn as unknown as WebSocket, req, { docName: room });
        ready = true;
        for (const data of waiting.splice(0)) onMessage(data);
      },
      (e: unknown) => {
        log(`could not load ${room.slice(0, 8)}…: ${String(e)}`);
        ws.close(1011, 'load');
      },
    );
  }

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 8080, options.host ?? '0.0.0.0', () => ok());
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = !options.host || options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
  const url = `${options.cert ? 'https' : 'http'}://${shownHost}:${port}`;
  log(`class server on ${url}`);

  return {
    url,
    port,
    connections: () => new Map(perRoom),
    async close() {
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((ok) => wss.close(() => ok()));
      await new Promise<void>((ok) => server.close(() => ok()));
      server.closeAllConnections?.();
      for (const doc of docs.values()) doc.destroy();
      docs.clear();
      await ldb.destroy();
    },
  };
}
