/**
 * Devices of a live lesson through the real class server on loopback: one
 * goes offline mid-round and reconnects (nothing lost, nothing twice), a
 * device reopens the lesson with no server (its moves kept on the device),
 * the server is restarted mid-lesson (the lesson goes on).
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startClassServer, type ClassServer } from '../../src/server/server';
import { LiveLesson, tidyLiveCopies, type LiveOptions } from '../../src/services/liveLesson';
import { teacherLead } from '../../src/games/race/live';

const PIN = '2468';
let dir: string;
let server: ClassServer;
let port = 0;
let lessons: LiveLesson[] = [];

const start = async () => {
  server = await startClassServer({ dataDir: dir, host: '127.0.0.1', port, pin: PIN, distDir: join(dir, 'no-app') });
  port = server.port;
};

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'live-lesson-'));
  port = 0;
  await start();
});

afterEach(async () => {
  for (const l of lessons) await l.close();
  lessons = [];
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function join_(device: string, name: string, more: Partial<LiveOptions> = {}): Promise<LiveLesson> {
  const l = await LiveLesson.open({
    server: server.url,
    classCode: `CODE-${dir.slice(-6)}`,
    device,
    token: `secret-${device}-0123456789`,
    name,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    ...more,
  });
  lessons.push(l);
  return l;
}

async function until(check: () => boolean, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const seen = (l: LiveLesson) => l.entries().map((e) => `${e.device}:${e.move as string}`);

it('a device offline mid-round merges on reconnect: nothing lost, nothing twice, one order everywhere', async () => {
  const ann = await join_('dev-ann', 'Ann');
  const ben = await join_('dev-ben', 'Ben');
  const teacher = await join_('dev-teacher', 'Teacher', { pin: PIN });
  await until(() => ann.synced && ben.synced && teacher.synced);
  teacher.startRound(1);
  ann.append('a1', 1000);
  await until(() => ben.entries().length === 1 && ben.teacher().round === 1);

  ben.goOffline();
  await until(() => ben.status === 'offline');
  ben.append('b1', 1100);
  ben.append('b2', 1300);
  ann.append('a2', 1200);
  await until(() => teacher.entries().length === 2);
  expect(seen(teacher)).toEqual(['dev-ann:a1', 'dev-ann:a2']);

  ben.goOnline();
  await until(() => teacher.entries().length === 4 && ann.entries().length === 4 && ben.entries().length === 4);
  const order = ['dev-ann:a1', 'dev-ben:b1', 'dev-ann:a2', 'dev-ben:b2'];
  expect(seen(teacher)).toEqual(order);
  expect(seen(ann)).toEqual(order);
  expect(seen(ben)).toEqual(order);
  expect(ben.entries().map((e) => e.seq)).toEqual([0, 0, 1, 1]);
  expect([...teacher.names().values()].sort()).toEqual(['Ann', 'Ben', 'Teacher']);

  ben.setResult('TU-RESULT-BEN');
  await until(() => teacher.results().get('dev-ben') === 'TU-RESULT-BEN');
});

it('a student cannot write the teacher’s part: the server closes them and the class goes on', async () => {
  const ann = await join_('dev-ann', 'Ann');
  const teacher = await join_('dev-teacher', 'Teacher', { pin: PIN });
  await until(() => ann.synced && teacher.synced);
  // a student who forges the teacher's start of round 1: refused, nobody sees it
  ann.startRound(1, 4000);
  await new Promise((r) => setTimeout(r, 300));
  expect(teacher.teacher().round).toBeUndefined();
  teacher.startRound(1, 5000);
  teacher.startRound(2, 9000);
  await until(() => teacher.synced);
  const ben = await join_('dev-ben', 'Ben');
  await until(() => ben.synced && ben.teacher().round === 2);
  // what every device's merge reads: both rounds the teacher started, and when
  expect(teacherLead(ben.teacher())).toEqual({ round: 2, starts: [5000, 9000] });
});

it('keeps a device’s moves on the device, and the lesson goes on across a server restart', async () => {
  const ann = await join_('dev-ann', 'Ann');
  const ben = await join_('dev-ben', 'Ben');
  await until(() => ann.synced && ben.synced);
  ann.append('before', 1000);
  await until(() => ben.entries().length === 1);

  await server.close();
  await until(() => ann.status !== 'online' && ben.status !== 'online');
  ann.append('while-down', 2000);
  // the device closes and opens the lesson again with no server: its moves are still there
  await ann.close();
  lessons = lessons.filter((l) => l !== ann);
  const again = await join_('dev-ann', 'Ann');
  expect(seen(again)).toEqual(['dev-ann:before', 'dev-ann:while-down']);

  await start();
  await until(() => again.synced && ben.entries().length === 2, 15000);
  expect(seen(ben)).toEqual(['dev-ann:before', 'dev-ann:while-down']);
  ben.append('after', 3000);
  await until(() => again.entries().length === 3);
});

it('deletes the device’s copies of lessons not opened for 30 days, and keeps the others', async () => {
  const kept = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
  });
  try {
    const day = 24 * 3600_000;
    const exists = async (name: string) => (await indexedDB.databases()).some((d) => d.name === name);
    // two lessons' copies made on the device, one 40 days ago, one 10 days ago
    for (const name of ['tuffest-live-old-dev', 'tuffest-live-recent-dev']) {
      await new Promise<void>((done) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => {
          req.result.close();
          done();
        };
      });
    }
    const now = 100 * day;
    expect(await tidyLiveCopies('tuffest-live-old-dev', now - 40 * day)).toEqual([]);
    expect(await tidyLiveCopies('tuffest-live-recent-dev', now - 10 * day)).toEqual([]);
    expect(await tidyLiveCopies('tuffest-live-today-dev', now)).toEqual(['tuffest-live-old-dev']);
    expect(await exists('tuffest-live-old-dev')).toBe(false);
    expect(await exists('tuffest-live-recent-dev')).toBe(true);
    expect(Object.keys(JSON.parse(kept.get('tuffest.liveCopies') ?? '{}')).sort()).toEqual(['tuffest-live-recent-dev', 'tuffest-live-today-dev']);
    // an unreadable note deletes nothing
    kept.set('tuffest.liveCopies', '{not json');
    expect(await tidyLiveCopies('tuffest-live-today-dev', now + 400 * day)).toEqual([]);
    expect(await exists('tuffest-live-recent-dev')).toBe(true);
  } finally {
    vi.unstubAllGlobals();
  }
});

it('tells its listeners when it is synced again after the network comes back, even when nobody else wrote meanwhile', async () => {
  // a student's phone hands its result in while offline; back online, the server has nothing new for it: the
  // screen must still learn that the result is now on the board (it said "Sending…" for ever)
  const ben = await join_('dev-ben', 'Ben');
  await until(() => ben.synced);
  ben.goOffline();
  await until(() => ben.status === 'offline');
  ben.setResult('TU-RESULT-OFFLINE');
  const seenSynced: boolean[] = [];
  ben.subscribe(() => seenSynced.push(ben.synced));
  ben.goOnline();
  await until(() => ben.synced);
  await new Promise((r) => setTimeout(r, 300));
  expect(seenSynced.at(-1)).toBe(true);
});
