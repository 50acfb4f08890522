/**
 * The class server, real on loopback: y-websocket clients sync a live lesson
 * through it; writes as another device, outside a device's own entry, to the
 * teacher's part without the PIN, oversized or malformed are refused and the
 * class goes on; a restart loses nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as encoding from 'lib0/encoding';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { DEVICES, deviceNames, deviceResults, LIVE_PATH, LIVE_PROBE, orderedEntries, roomOf, TEACHER } from '../../src/class/live';
import { lessonKey, type Lesson } from '../../src/class/lesson';
import { liveRoster } from '../../src/class/liveRoster';
import type { ClassResult } from '../../src/class/result';
import { MAX_CODE_LENGTH, writeResultCode } from '../../src/class/resultCode';
import { checkUpdate } from '../../src/server/guard';
import { CLOSE, startClassServer, type ClassServer } from '../../src/server/server';
import { classCode as classCodeOf } from '../../src/class/code';

const PIN = '4321';
let dir: string;
let server: ClassServer;
let open: WebsocketProvider[] = [];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'class-server-'));
  server = await startClassServer({ dataDir: dir, host: '127.0.0.1', port: 0, pin: PIN, distDir: join(dir, 'no-app') });
});

afterEach(async () => {
  for (const p of open) p.destroy();
  open = [];
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const wsUrl = () => `${server.url.replace(/^http/, 'ws')}${LIVE_PATH.slice(0, -1)}`;

function connect(room: string, device: string, extra: Record<string, string> = {}, doc = new Y.Doc()): WebsocketProvider {
  const p = new WebsocketProvider(wsUrl(), room, doc, {
    params: { device, token: `token-of-${device}-0123456789`, ...extra },
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    maxBackoffTime: 200,
  });
  open.push(p);
  return p;
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

function play(doc: Y.Doc, device: string, name: string, moves: unknown[]): void {
  doc.transact(() => {
    const own = new Y.Map<unknown>();
    doc.getMap(DEVICES).set(device, own);
    own.set('name', name);
    const arr = new Y.Array<unknown>();
    own.set('moves', arr);
    arr.push(moves.map((move, seq) => ({ seq, at: 1000 + seq, move })));
  });
}

/** A raw socket, for what no honest client sends. */
function raw(room: string, device: string): Promise<{ ws: WebSocket; closed: Promise<{ code: number; reason: string }> }> {
  const ws = new WebSocket(`${wsUrl()}/${room}?device=${device}&token=token-of-${device}-0123456789`);
  const closed = new Promise<{ code: number; reason: string }>((ok) => {
    ws.on('close', (code, reason) => ok({ code, reason: reason.toString() }));
    setTimeout(() => ok({ code: 0, reason: 'still open after 5 s' }), 5000);
  });
  return new Promise((ok, fail) => {
    ws.on('open', () => ok({ ws, closed }));
    ws.on('error', fail);
  });
}

/** The HTTP status a WebSocket handshake gets (101 when it opens). */
const status = (url: string) =>
  new Promise<number>((ok) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_req, res) => ok(res.statusCode ?? 0));
    ws.on('open', () => {
      ws.close();
      ok(101);
    });
    ws.on('error', () => {});
  });

const syncUpdateMessage = (update: Uint8Array): Uint8Array => {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 0);
  encoding.writeVarUint(e, 2);
  encoding.writeVarUint8Array(e, update);
  return encoding.toUint8Array(e);
};

describe('the write check', () => {
  it('never throws on random bytes, and refuses them or finds nothing written', () => {
    let seed = 11;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const owners = new Map<number, string>();
    for (let i = 0; i < 2000; i++) {
      const bytes = new Uint8Array(Math.floor(rand() * 64)).map(() => Math.floor(rand() * 256));
      const r = checkUpdate(bytes, { device: 'dev-fuzz', teacher: false }, owners);
      if (r.ok) expect(r.claims.length).toBeLessThanOrEqual(bytes.length);
      else expect(['malformed', 'root', 'other-device', 'foreign-client', 'foreign-delete', 'teacher-only']).toContain(r.why);
    }
  });
});

describe('class server', () => {
  it('syncs two students and the teacher; every device orders the moves alike', async () => {
    const room = await roomOf('ABCD-2345');
    const a = connect(room, 'dev-ann');
    const b = connect(room, 'dev-ben');
    const t = connect(room, 'dev-teach', { pin: PIN });
    await until(() => a.synced && b.synced && t.synced);
    play(a.doc, 'dev-ann', 'Ann', ['x', 'y']);
    play(b.doc, 'dev-ben', 'Ben', ['z']);
    t.doc.getMap(TEACHER).set('round', 2);
    await until(() => orderedEntries(t.doc).length === 3 && orderedEntries(a.doc).length === 3 && b.doc.getMap(TEACHER).get('round') === 2);
    const seen = (d: Y.Doc) => orderedEntries(d).map((e) => `${e.device}:${e.seq}`);
    expect(seen(t.doc)).toEqual(['dev-ann:0', 'dev-ben:0', 'dev-ann:1']);
    expect(seen(a.doc)).toEqual(seen(b.doc));
    expect([...deviceNames(t.doc)]).toEqual([
      ['dev-ann', 'Ann'],
      ['dev-ben', 'Ben'],
    ]);
  });

  it('refuses a device writing in another device’s entry, and the class goes on', async () => {
    const room = await roomOf('ROOM-ONE');
    const a = connect(room, 'dev-ann');
    const b = connect(room, 'dev-ben');
    await until(() => a.synced && b.synced);
    play(a.doc, 'dev-ann', 'Ann', ['x']);
    await until(() => orderedEntries(b.doc).length === 1);
    // Mallory writes into Ann's moves from her own document copy
    const m = new Y.Doc();
    Y.applyUpdate(m, Y.encodeStateAsUpdate(a.doc));
    const before = Y.encodeStateVector(m);
    ((m.getMap(DEVICES).get('dev-ann') as Y.Map<unknown>).get('moves') as Y.Array<unknown>).push([{ seq: 1, at: 2000, move: 'forged' }]);
    const { ws, closed } = await raw(room, 'dev-mal');
    ws.send(syncUpdateMessage(Y.encodeStateAsUpdate(m, before)));
    expect(await closed).toEqual({ code: CLOSE.refused, reason: 'other-device' });
    // Ann's own next move still arrives, and nobody saw the forged one
    (a.doc.getMap(DEVICES).get('dev-ann') as Y.Map<Y.Array<unknown>>).get('moves')?.push([{ seq: 1, at: 3000, move: 'real' }]);
    await until(() => orderedEntries(b.doc).length === 2);
    expect(orderedEntries(b.doc).map((e) => e.move)).toEqual(['x', 'real']);
  });

  it('refuses a write under another device’s name, a reused client id, a foreign deletion and the teacher’s part without the PIN', async () => {
    const room = await roomOf('ROOM-TWO');
    const a = connect(room, 'dev-ann');
    await until(() => a.synced);
    play(a.doc, 'dev-ann', 'Ann', ['x']);
    await until(() => server.connections().get(room) === 1);
    await new Promise((r) => setTimeout(r, 100));

    const cases: [string, (d: Y.Doc) => Uint8Array][] = [
      ['other-device', (d) => (play(d, 'dev-ann', 'Not Ann', ['y']), Y.encodeStateAsUpdate(d))],
      ['teacher-only', (d) => (d.getMap(TEACHER).set('round', 9), Y.encodeStateAsUpdate(d))],
      ['root', (d) => (d.getMap('other').set('k', 1), Y.encodeStateAsUpdate(d))],
      [
        'foreign-client',
        (d) => {
          // writing on as Ann's client, past what the server has of it
          Y.applyUpdate(d, Y.encodeStateAsUpdate(a.doc));
          d.clientID = a.doc.clientID;
          const before = Y.encodeStateVector(d);
          d.getMap(DEVICES).set('dev-mal', new Y.Map());
          return Y.encodeStateAsUpdate(d, before);
        },
      ],
      [
        'foreign-delete',
        (d) => {
          Y.applyUpdate(d, Y.encodeStateAsUpdate(a.doc));
          const before = Y.encodeStateVector(d);
          ((d.getMap(DEVICES).get('dev-ann') as Y.Map<unknown>).get('moves') as Y.Array<unknown>).delete(0, 1);
          return Y.encodeStateAsUpdate(d, before);
        },
      ],
    ];
    for (const [why, make] of cases) {
      const { ws, closed } = await raw(room, 'dev-mal');
      ws.send(syncUpdateMessage(make(new Y.Doc())));
      expect(await closed, why).toEqual({ code: CLOSE.refused, reason: why });
    }
    expect(orderedEntries(a.doc).map((e) => e.move)).toEqual(['x']);
  });

  it('answers the live probe at /live, and a plain GET of a lesson with 426', async () => {
    const probe = await fetch(`${server.url}/live`);
    expect(await probe.json()).toEqual(LIVE_PROBE);
    expect((await fetch(`${server.url}/live/${await roomOf('X')}`)).status).toBe(426);
    expect((await fetch(`${server.url}/`)).status).toBe(503); // no app built in this test's folder: said in words
    expect(await (await fetch(`${server.url}/live?pin=${PIN}`)).json()).toEqual({ ...LIVE_PROBE, teacher: true });
  });

  it('refuses wrong PINs, and after 10 wrong ones from an address stops answering it even with the right one', async () => {
    for (let i = 0; i < 10; i++) expect((await fetch(`${server.url}/live?pin=00${i}0`)).status).toBe(403);
    expect((await fetch(`${server.url}/live?pin=${PIN}`)).status).toBe(429);
    const room = await roomOf('PIN-ROOM');
    expect(await status(`${wsUrl()}/${room}?device=dev-tea&token=token-of-dev-tea-0123456789&pin=${PIN}`)).toBe(403);
  });

  it('refuses a wrong token for a known device, a wrong PIN, a bad room name and an oversized message', async () => {
    const room = await roomOf('ROOM-THREE');
    const a = connect(room, 'dev-ann');
    await until(() => a.synced);
    expect(await status(`${wsUrl()}/${room}?device=dev-ann&token=someone-else-0123456789`)).toBe(403);
    expect(await status(`${wsUrl()}/${room}?device=dev-tea&token=token-of-dev-tea-0123456789&pin=0000`)).toBe(403);
    expect(await status(`${wsUrl()}/not-a-room?device=dev-ann&token=token-of-dev-ann-0123456789`)).toBe(400);
    expect(await status(`${wsUrl()}/${room}?device=x&token=short`)).toBe(400);
    const { ws, closed } = await raw(room, 'dev-big');
    ws.send(new Uint8Array(300 * 1024));
    expect((await closed).code).toBe(1009);
    expect(a.wsconnected).toBe(true);
  });

  it('closes a device that floods messages, refuses connections past a lesson’s limit, and the class goes on', async () => {
    await server.close();
    const limits = { burst: 20, perSecond: 5, maxPerRoom: 3 };
    server = await startClassServer({ dataDir: dir, host: '127.0.0.1', port: 0, pin: PIN, distDir: join(dir, 'no-app'), limits });
    const room = await roomOf('ROOM-FLOOD');
    const a = connect(room, 'dev-ann');
    const b = connect(room, 'dev-ben');
    await until(() => a.synced && b.synced);
    // a device sends far more than its burst at once (messages the lesson has no use for): closed for its rate
    const { ws, closed } = await raw(room, 'dev-flood');
    for (let i = 0; i < 200; i++) ws.send(new Uint8Array([1, 0]));
    expect(await closed).toEqual({ code: CLOSE.rate, reason: 'rate' });
    // the lesson holds three connections at once: a fourth is refused while three are open
    const c = connect(room, 'dev-cat');
    await until(() => c.synced);
    expect(await status(`${wsUrl()}/${room}?device=dev-dan&token=token-of-dev-dan-0123456789`)).toBe(503);
    // another lesson is not held up by this one's limit
    expect(await status(`${wsUrl()}/${await roomOf('ROOM-OTHER')}?device=dev-dan&token=token-of-dev-dan-0123456789`)).toBe(101);
    // the honest devices keep syncing
    play(a.doc, 'dev-ann', 'Ann', ['after the flood']);
    await until(() => orderedEntries(b.doc).length === 1 && orderedEntries(c.doc).length === 1);
    expect(orderedEntries(c.doc)[0]?.move).toBe('after the flood');
  });

  it('survives random bytes and random updates (fuzz): it never crashes and honest devices keep syncing', async () => {
    const room = await roomOf('FUZZ-ROOM');
    const a = connect(room, 'dev-ann');
    const b = connect(room, 'dev-ben');
    await until(() => a.synced && b.synced);
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    for (let i = 0; i < 60; i++) {
      const { ws, closed } = await raw(room, `dev-fuzz${i}`);
      const len = Math.floor(rand() * 200);
      const bytes = new Uint8Array(len).map(() => Math.floor(rand() * 256));
      if (i % 3 === 0) bytes[0] = 0; // looks like a sync message
      if (i % 3 === 1) ws.send(syncUpdateMessage(bytes));
      else ws.send(bytes);
      ws.close();
      await closed;
    }
    play(a.doc, 'dev-ann', 'Ann', ['after']);
    await until(() => orderedEntries(b.doc).length === 1);
    expect(orderedEntries(b.doc)[0]?.move).toBe('after');
  });

  it('closes a room grown past its size, and still counts what it holds after a restart', async () => {
    await server.close();
    const small = { dataDir: dir, host: '127.0.0.1', port: 0, pin: PIN, distDir: join(dir, 'no-app'), limits: { maxRoomBytes: 3000 } };
    server = await startClassServer(small);
    const room = await roomOf('FULL-ROOM');
    /** A device's own entry with one move of `size` characters, sent as one update on a raw socket. */
    const write = async (device: string, size: number) => {
      const d = new Y.Doc();
      play(d, device, device, ['x'.repeat(size)]);
      const { ws, closed } = await raw(room, device);
      ws.send(syncUpdateMessage(Y.encodeStateAsUpdate(d)));
      setTimeout(() => ws.close(), 300);
      return closed;
    };
    expect((await write('dev-one', 2000)).code).not.toBe(CLOSE.tooBig);
    expect((await write('dev-two', 2000)).code).toBe(CLOSE.tooBig);
    await server.close();
    server = await startClassServer(small);
    // the 2 kB on disk still count: another 2 kB is too much, a few bytes are not
    expect((await write('dev-three', 2000)).code).toBe(CLOSE.tooBig);
    expect((await write('dev-four', 10)).code).not.toBe(CLOSE.tooBig);
  });

  it('keeps the lesson across a restart', async () => {
    const room = await roomOf('KEEP-ME');
    const a = connect(room, 'dev-ann');
    await until(() => a.synced);
    play(a.doc, 'dev-ann', 'Ann', ['one', 'two']);
    await new Promise((r) => setTimeout(r, 200));
    for (const p of open) p.destroy();
    open = [];
    await server.close();
    server = await startClassServer({ dataDir: dir, host: '127.0.0.1', port: 0, pin: PIN, distDir: join(dir, 'no-app') });
    const late = connect(room, 'dev-late');
    await until(() => late.synced && orderedEntries(late.doc).length === 2);
    expect(orderedEntries(late.doc).map((e) => e.move)).toEqual(['one', 'two']);
    // the registrations survived too: Ann's device cannot be taken over with another token
    expect(await status(`${wsUrl()}/${room}?device=dev-ann&token=someone-else-0123456789`)).toBe(403);
  });
});

/**
 * The result entries of the games whose board fills as students play (Tally Rally after each equation, DiceCulus
 * after each round, Mathable as it is scored): what reaches the teacher's live board (`liveRoster` over the
 * teacher's copy of the document) when a device writes a result in another's entry, hands in a result made as
 * another device, joins with a wrong class code, or writes entries that are not results at all.
 */
describe('live results of Tally Rally, DiceCulus and Mathable lessons', () => {
  const lessons: Lesson[] = [
    { game: 'tally', params: { p: '0', s: '180' }, seed: 'cliveta', name: 'Tally' },
    { game: 'diceculus', params: { r: '1', f: '6', c: 'e' }, seed: 'clivedc', name: 'Dice' },
    { game: 'mathable', params: { s: 'h.cm' }, seed: 'clivemb', name: 'Mathable' },
  ];
  const code = (lesson: Lesson, name: string, device: string, scores: number[]): string => {
    const r: ClassResult = {
      lesson: lessonKey(lesson),
      game: lesson.game,
      name,
      device,
      rounds: scores.map((score) => ({ score, declared: String(score) })),
      total: scores.reduce((a, b) => a + b, 0),
      hints: 0,
      finished: false,
    };
    return writeResultCode(r, lesson);
  };
  /** A device's own entry: its name and its result (any value, as a hostile device could write it). */
  const hand = (doc: Y.Doc, device: string, name: unknown, result: unknown): void =>
    doc.transact(() => {
      let own = doc.getMap<Y.Map<unknown>>(DEVICES).get(device);
      if (!own) {
        own = new Y.Map<unknown>();
        doc.getMap(DEVICES).set(device, own);
        own.set('moves', new Y.Array<unknown>());
      }
      own.set('name', name);
      own.set('result', result);
    });
  const states = (lesson: Lesson, doc: Y.Doc) =>
    liveRoster(lesson, deviceNames(doc), deviceResults(doc), 'dev-teach').map((e) => `${e.device}:${e.state === 'refused' ? e.refusal.code : e.state}`);

  for (const lesson of lessons)
    it(`${lesson.game}: a result written in another device’s entry is refused; one made as another device, from another lesson, or not a result never counts`, async () => {
      const room = await roomOf(classCodeOf(lesson));
      const ann = connect(room, 'dev-ann');
      const teacher = connect(room, 'dev-teach', { pin: PIN });
      await until(() => ann.synced && teacher.synced);
      hand(ann.doc, 'dev-ann', 'Ann', code(lesson, 'Ann', 'dev-ann', [3]));
      await until(() => deviceResults(teacher.doc).has('dev-ann'));

      // Mal writes a better result into Ann's entry: refused by the server, Ann's stands
      const m = new Y.Doc();
      Y.applyUpdate(m, Y.encodeStateAsUpdate(ann.doc));
      const before = Y.encodeStateVector(m);
      (m.getMap(DEVICES).get('dev-ann') as Y.Map<unknown>).set('result', code(lesson, 'Ann', 'dev-ann', [0]));
      const { ws, closed } = await raw(room, 'dev-mal');
      ws.send(syncUpdateMessage(Y.encodeStateAsUpdate(m, before)));
      expect(await closed).toEqual({ code: CLOSE.refused, reason: 'other-device' });

      // in their own entries: Mal hands in a result made as Ann's device; Old one of another lesson; the rest no result at all
      const mal = connect(room, 'dev-mal');
      const old = connect(room, 'dev-old');
      const odd = connect(room, 'dev-odd');
      await until(() => mal.synced && old.synced && odd.synced);
      hand(mal.doc, 'dev-mal', 'Mal', code(lesson, 'Ann', 'dev-ann', [50]));
      hand(old.doc, 'dev-old', 'Old', code({ ...lesson, seed: 'cother1' }, 'Old', 'dev-old', [5]));
      hand(odd.doc, 'dev-odd', { not: 'a name' }, 12345);
      odd.doc.transact(() => {
        const own = odd.doc.getMap<Y.Map<unknown>>(DEVICES).get('dev-odd') as Y.Map<unknown>;
        own.set('moves', 'not a list');
      });
      const big = connect(room, 'dev-big');
      await until(() => big.synced);
      hand(big.doc, 'dev-big', 'Big', `TU${'Q'.repeat(MAX_CODE_LENGTH + 10)}`);
      await until(() => deviceResults(teacher.doc).size === 4 && teacher.doc.getMap(DEVICES).size === 5);
      expect(states(lesson, teacher.doc)).toEqual(['dev-ann:playing', 'dev-big:resultTooLong', 'dev-mal:resultOtherDevice', 'dev-old:resultForeign']); // Odd's entry holds neither a name nor a result: nobody to show
      expect(orderedEntries(teacher.doc)).toEqual([]);

      // the class goes on: Ann's next result arrives
      hand(ann.doc, 'dev-ann', 'Ann', code(lesson, 'Ann', 'dev-ann', [3, 4]));
      await until(() => {
        const e = liveRoster(lesson, deviceNames(teacher.doc), deviceResults(teacher.doc)).find((x) => x.device === 'dev-ann');
        return e?.state === 'playing' && e.result.total === 7;
      });
    });

  it('a device with a wrong class code reaches another room: nothing of it on the lesson’s board, nothing of the lesson on it', async () => {
    const lesson = lessons[0] as Lesson;
    const room = await roomOf(classCodeOf(lesson));
    const wrong = await roomOf(`${classCodeOf(lesson)}X`);
    expect(wrong).not.toBe(room);
    const ann = connect(room, 'dev-ann');
    const teacher = connect(room, 'dev-teach', { pin: PIN });
    const lost = connect(wrong, 'dev-lost');
    await until(() => ann.synced && teacher.synced && lost.synced);
    hand(ann.doc, 'dev-ann', 'Ann', code(lesson, 'Ann', 'dev-ann', [3]));
    hand(lost.doc, 'dev-lost', 'Lost', code(lesson, 'Lost', 'dev-lost', [9]));
    await until(() => deviceResults(teacher.doc).has('dev-ann'));
    await new Promise((r) => setTimeout(r, 200));
    expect([...deviceNames(teacher.doc).values()]).toEqual(['Ann']);
    expect([...deviceNames(lost.doc).values()]).toEqual(['Lost']);
  });
});
