/**
 * The class server under a class's load, on loopback (`npm run bench -- live`):
 * the real server in its own process (`src/server/main.ts`), 10 lessons at
 * once with 40 devices each (400 y-websocket connections, all in this
 * process), each lesson's devices making a move every 250 ms for 20 s. Figures:
 * the time from a move on one device to its arrival on each other device of
 * its lesson (median, p95), the server's memory (resident set), and how long
 * the 400 devices took to join. The devices share the 2 cores with the
 * server, so the figures are an upper bound for the server alone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type * as Y from 'yjs';
import { DEVICES } from '../../class/live';
import { LiveLesson } from '../../services/liveLesson';
import type { BenchRow } from './stats';

const LESSONS = 10;
const DEVICES_PER_LESSON = 40;
const MOVE_EVERY_MS = 250;
const RUN_MS = 20_000;

const rssOf = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function bench(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'live-bench-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/main.ts', '--host', '127.0.0.1', '--port', String(port), '--data', dir, '--pin', '9999'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    await new Promise<void>((ok, fail) => {
      let out = '';
      child.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('Tuffest class server')) ok();
      });
      child.once('exit', (code) => fail(new Error(`the class server stopped (${code})`)));
    });
    const pid = child.pid as number;
    const rssIdle = rssOf(pid);

    const joinStart = performance.now();
    const lessons: LiveLesson[][] = [];
    for (let l = 0; l < LESSONS; l++) {
      const devices = await Promise.all(
        Array.from({ length: DEVICES_PER_LESSON }, (_, d) =>
          LiveLesson.open({
            server: `http://127.0.0.1:${port}`,
            classCode: `BENCH-${l}`,
            device: `bench-${l}-${d}`,
            token: `bench-token-${l}-${d}-0123456789`,
            name: `Student ${d + 1}`,
            keepOnDevice: false,
            WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
          }),
        ),
      );
      lessons.push(devices);
    }
    while (!lessons.flat().every((d) => d.synced)) await sleep(20);
    const joinMs = performance.now() - joinStart;

    // a move's arrival on each other device: watch each device's copy of the mover's moves
    const arrivals: number[] = [];
    const pending = new Map<LiveLesson, { device: string; seq: number; at: number }[]>();
    for (const devices of lessons) {
      for (const d of devices) {
        pending.set(d, []);
        d.doc.getMap(DEVICES).observeDeep(() => {
          const waiting = pending.get(d) ?? [];
          const now = Date.now();
          for (let i = waiting.length - 1; i >= 0; i--) {
            const w = waiting[i] as { device: string; seq: number; at: number };
            const moves = (d.doc.getMap(DEVICES).get(w.device) as Y.Map<unknown> | undefined)?.get('moves') as Y.Array<unknown> | undefined;
            if (moves && moves.length > w.seq) {
              arrivals.push(now - w.at);
              waiting.splice(i, 1);
            }
          }
        });
      }
    }
    let moves = 0;
    let rssPeak = rssIdle;
    const end = Date.now() + RUN_MS;
    let turn = 0;
    while (Date.now() < end) {
      for (const devices of lessons) {
        const mover = devices[turn % DEVICES_PER_LESSON] as LiveLesson;
        const at = Date.now();
        const entry = mover.append({ call: 'TUF', n: turn }, at);
        const device = `bench-${lessons.indexOf(devices)}-${turn % DEVICES_PER_LESSON}`;
        for (const other of devices) if (other !== mover) pending.get(other)?.push({ device, seq: entry.seq, at });
        moves++;
      }
      turn++;
      rssPeak = Math.max(rssPeak, rssOf(pid));
      await sleep(MOVE_EVERY_MS);
    }
    const settleUntil = Date.now() + 10_000;
    while ([...pending.values()].some((w) => w.length > 0) && Date.now() < settleUntil) await sleep(50);
    const lost = [...pending.values()].reduce((n, w) => n + w.length, 0);
    for (const d of lessons.flat()) await d.close();
    return [
      {
        name: `live class: a move's arrival on the other devices (${LESSONS} lessons × ${DEVICES_PER_LESSON} devices, loopback)`,
        samples: arrivals,
        notes: {
          moves,
          'not arrived after 10 s': lost,
          'server memory idle MB': rssIdle.toFixed(0),
          'server memory peak MB': rssPeak.toFixed(0),
          [`${LESSONS * DEVICES_PER_LESSON} devices joined in s`]: (joinMs / 1000).toFixed(1),
        },
      },
    ];
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}
