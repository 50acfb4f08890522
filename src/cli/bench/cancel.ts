/**
 * Cancelling a search: the real TUF solver runs a long 17-cube search in a
 * worker thread behind the app's solver bridge; the benchmark aborts it and
 * times (a) until the caller's promise is rejected and (b) until the worker
 * thread has actually stopped. Node worker threads stand in for web workers
 * (terminate() means the same: the busy thread is killed, not asked).
 */
import { Worker } from 'node:worker_threads';
import { nodeEndpoint } from './nodeEndpoint';
import { createSolverClient } from '../../services/solverClient';
import type { TufWorkerApi } from '../../../workers/tuf.worker';
import { formatRoll, rollCubes } from '../../games/tuf';
import type { BenchRow } from './stats';

/** 17-cube rolls (seeds of the TUF benchmark) whose search does not finish within 2 s. */
const SLOW_SEEDS = ['bench-63', 'bench-95'];

export async function bench(): Promise<BenchRow[]> {
  const rejectMs: number[] = [];
  const stopMs: number[] = [];
  let lastExit: Promise<number> = Promise.resolve(0);
  const client = createSolverClient<TufWorkerApi>(
    () => {
      // The thread registers tsx's loader itself before importing the TypeScript entry.
      const entry = JSON.stringify(new URL('./cancelWorker.ts', import.meta.url).href);
      const w = new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${entry}); })`, { eval: true });
      lastExit = new Promise((resolve) => w.once('exit', () => resolve(performance.now())));
      return { ...nodeEndpoint(w), terminate: () => void w.terminate() };
    },
    { readyTimeoutMs: 30_000 },
  );
  let finished = 0;
  for (let i = 0; i < 10; i++) {
    const roll = formatRoll(rollCubes('1c-b', SLOW_SEEDS[i % SLOW_SEEDS.length] as string));
    const ctrl = new AbortController();
    const call = client.call('solve', ['1c-b', roll, undefined, 60_000], { signal: ctrl.signal, timeoutMs: 120_000 });
    // Let the worker start and get deep into the search first.
    await new Promise((r) => setTimeout(r, 400));
    const exited = lastExit;
    const t0 = performance.now();
    ctrl.abort();
    const outcome = await call.then(
      () => 'finished' as const,
      () => 'cancelled' as const,
    );
    if (outcome === 'finished') finished++;
    else {
      rejectMs.push(performance.now() - t0);
      stopMs.push((await exited) - t0);
    }
  }
  client.terminate();
  return [
    {
      name: 'solver cancel: abort → call rejected (10 long searches)',
      samples: rejectMs,
      notes: { target: '≤ 50 ms', 'searches that finished before the abort': finished },
    },
    { name: 'solver cancel: abort → worker thread stopped', samples: stopMs, notes: { target: '≤ 50 ms' } },
  ];
}
