/**
 * A stand-in worker for the solver bridge: a Comlink API on one end of a
 * MessageChannel (the same messages a web worker gets), with a log of starts
 * and terminations and a way to make it fail as a crashed worker does.
 */
import { expose } from 'comlink';
import { MessageChannel } from 'node:worker_threads';
import type { WorkerLike } from '../../src/services/solverClient';

export function fakeWorkerFactory(api: () => Record<string, unknown>, log: string[] = []) {
  const workers: { fail(msg: string): void; terminated: boolean }[] = [];
  const factory = (): WorkerLike => {
    const { port1, port2 } = new MessageChannel();
    expose(api(), port2 as never);
    const errorListeners = new Set<(e: unknown) => void>();
    const state = { terminated: false, fail: (msg: string) => errorListeners.forEach((l) => l({ message: msg })) };
    workers.push(state);
    log.push('start');
    return {
      postMessage: (m: unknown, t?: unknown) => port1.postMessage(m, t as never),
      addEventListener: (type: string, l: (e: unknown) => void) => {
        if (type === 'message') port1.on('message', (data: unknown) => l({ data }));
        if (type === 'error') errorListeners.add(l);
      },
      removeEventListener: (type: string, l: (e: unknown) => void) => {
        if (type === 'message') port1.off('message', l as never);
        if (type === 'error') errorListeners.delete(l);
      },
      start: () => port1.start(),
      terminate: () => {
        state.terminated = true;
        log.push('terminate');
        port1.close();
        port2.close();
      },
    } as unknown as WorkerLike;
  };
  return { factory, workers };
}
