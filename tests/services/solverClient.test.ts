import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSolverClient, defineSolver, resetSolvers, SolverCancelled, SolverCrashed, SolverTimeout } from '../../src/services/solverClient';
import { fakeWorkerFactory as fakeWorker } from './fakeWorker';

/** The stand-in worker's API: answers, a slow search, a solver's own error. */
function fakeWorkerFactory(log: string[]) {
  return fakeWorker(
    () => ({
      ready: () => true,
      add: (a: number, b: number) => a + b,
      slow: (ms: number) => new Promise<string>((r) => setTimeout(() => r('slow done'), ms)),
      boom: () => {
        throw new Error('bad input');
      },
    }),
    log,
  );
}

type Api = { ready(): boolean; add(a: number, b: number): number; slow(ms: number): Promise<string>; boom(): never };

describe('solver client', () => {
  const clients: { terminate(): void }[] = [];
  afterEach(() => {
    clients.splice(0).forEach((c) => c.terminate());
    vi.useRealTimers();
  });

  it('answers typed calls in order, one worker for many calls', async () => {
    const log: string[] = [];
    const { factory } = fakeWorkerFactory(log);
    const client = createSolverClient<Api>(factory);
    clients.push(client);
    const results = await Promise.all([client.call('add', [1, 2]), client.call('slow', [20]), client.call('add', [5, 5])]);
    expect(results).toEqual([3, 'slow done', 10]);
    expect(client.started).toBe(1);
  });

  it('passes a solver error through without restarting', async () => {
    const { factory } = fakeWorkerFactory([]);
    const client = createSolverClient<Api>(factory);
    clients.push(client);
    await expect(client.call('boom', [])).rejects.toThrow('bad input');
    expect(await client.call('add', [2, 2])).toBe(4);
    expect(client.started).toBe(1);
  });

  it('cancels by terminating the worker and starts a fresh one for the next call', async () => {
    const log: string[] = [];
    const { factory } = fakeWorkerFactory(log);
    const client = createSolverClient<Api>(factory);
    clients.push(client);
    const ctrl = new AbortController();
    const p = client.call('slow', [5_000], { signal: ctrl.signal });
    setTimeout(() => ctrl.abort(), 20);
    // (How fast a cancel lands is measured by `npm run bench -- cancel`, not asserted here.)
    await expect(p).rejects.toBeInstanceOf(SolverCancelled);
    expect(log).toEqual(['start', 'terminate']);
    expect(await client.call('add', [1, 1])).toBe(2);
    expect(client.started).toBe(2);
  });

  it('refuses a call whose signal is already aborted', async () => {
    const client = createSolverClient<Api>(fakeWorkerFactory([]).factory);
    clients.push(client);
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(client.call('add', [1, 1], { signal: ctrl.signal })).rejects.toBeInstanceOf(SolverCancelled);
  });

  it('times out a call that runs too long, not a moment before', async () => {
    // the client's clock is faked (the worker's messages still travel for real): 1.5 s pass at once
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = createSolverClient<Api>(fakeWorkerFactory([]).factory);
    clients.push(client);
    const p = client.call('slow', [5_000], { timeoutMs: 1500 });
    const outcome = p.then(
      () => 'answered',
      (e: unknown) => e,
    );
    const pending = (): Promise<unknown> => Promise.race([outcome, new Promise((r) => setImmediate(() => r('pending')))]);
    await vi.advanceTimersByTimeAsync(1499);
    expect(await pending()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(SolverTimeout);
    await expect(p).rejects.toMatchObject({ code: 'solver.timeout', vars: { seconds: 2 } });
    expect(await client.call('add', [3, 4])).toBe(7);
  });

  it('survives a worker crash: the call fails with a readable error and the next one works', async () => {
    const { factory, workers } = fakeWorkerFactory([]);
    const client = createSolverClient<Api>(factory);
    clients.push(client);
    await client.call('add', [0, 0]);
    const p = client.call('slow', [5_000]);
    setTimeout(() => workers[0]!.fail('out of memory'), 20);
    await expect(p).rejects.toBeInstanceOf(SolverCrashed);
    await expect(p).rejects.toMatchObject({ code: 'solver.crashed', vars: { detail: 'out of memory' } });
    expect(workers[0]!.terminated).toBe(true);
    expect(await client.call('add', [2, 3])).toBe(5);
  });

  it('shuts an idle worker down when it has been idle for idleMs, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log: string[] = [];
    const client = createSolverClient<Api>(fakeWorkerFactory(log).factory, { idleMs: 20 });
    clients.push(client);
    await client.call('add', [1, 1]);
    await vi.advanceTimersByTimeAsync(19);
    expect(log).toEqual(['start']);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['start', 'terminate']);
  });
});

describe("a game's solver (defineSolver)", () => {
  type Face = { add(a: number, b: number, signal?: AbortSignal): Promise<number> };

  it('starts its worker at the first call, answers through it, and takes a fake until it is put back', async () => {
    const log: string[] = [];
    const solver = defineSolver<Api, Face>(fakeWorkerFactory(log).factory, (ask) => ({ add: (a, b, signal) => ask('add', [a, b], signal) }));
    expect(log).toEqual([]);
    expect(await solver().add(2, 3)).toBe(5);
    expect(log).toEqual(['start']);
    solver.use({ add: async () => 42 });
    expect(await solver().add(2, 3)).toBe(42);
    resetSolvers();
    expect(await solver().add(1, 1)).toBe(2);
    expect(log).toEqual(['start']);
  });

  it("passes the caller's signal: an aborted call stops the worker, the next starts a fresh one", async () => {
    const log: string[] = [];
    const solver = defineSolver<Api, { slow(ms: number, signal?: AbortSignal): Promise<string>; add(a: number, b: number): Promise<number> }>(
      fakeWorkerFactory(log).factory,
      (ask) => ({ slow: (ms, signal) => ask('slow', [ms], signal, ms), add: (a, b) => ask('add', [a, b]) }),
    );
    const ctrl = new AbortController();
    const p = solver().slow(5_000, ctrl.signal);
    const next = solver().add(1, 2);
    setTimeout(() => ctrl.abort(), 20);
    await expect(p).rejects.toBeInstanceOf(SolverCancelled);
    expect(await next).toBe(3);
    expect(log).toEqual(['start', 'terminate', 'start']);
  });
});
