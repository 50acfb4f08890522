import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { expose, wrap, type Endpoint, type Remote } from 'comlink';
import { tufApi } from '../../../workers/tuf/api';
import { checkEquation } from '../../../src/games/tuf';

/** A Node message port seen as the browser-style endpoint Comlink expects. */
function nodeEndpoint(port: MessagePort): Endpoint {
  const wrapped = new Map<EventListenerOrEventListenerObject, (data: unknown) => void>();
  return {
    postMessage: (message: unknown) => port.postMessage(message),
    addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      const on = (data: unknown): void => {
        const event = { data } as MessageEvent;
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      };
      wrapped.set(listener, on);
      port.on('message', on);
    },
    removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      const on = wrapped.get(listener);
      if (on) port.off('message', on);
      wrapped.delete(listener);
    },
    start: () => port.start(),
  };
}

// The worker's API through Comlink over a real message channel: every
// argument and result must survive structured cloning.
describe('TUF worker API over Comlink', () => {
  const { port1, port2 } = new MessageChannel();
  expose(tufApi, nodeEndpoint(port1));
  const remote: Remote<typeof tufApi> = wrap<typeof tufApi>(nodeEndpoint(port2));
  afterAll(() => {
    port1.close();
    port2.close();
  });
  const roll = '3 5 1 9 10 ø + - x / =';

  it('answers the ready handshake', async () => {
    expect(await remote.ready()).toBe(true);
  });

  it('solves, hints, plays and grades with plain data', async () => {
    const best = await remote.solve('1', roll, { zero: 'allow' });
    expect(best.proven).toBe(true);
    expect(checkEquation({ game: '1', equation: best.equation ?? '', roll }).valid).toBe(true);
    const h = await remote.hint('1', roll, 2, '1 + 3 = 9 - 5');
    expect(h.longerExists).toBe(true);
    expect(h.hint?.step).toBe(2);
    const m = await remote.computerMove('1', roll, 'hard', 'seed-1');
    expect(m.score).toBe(best.score);
    expect(m.delayMs).toBeGreaterThan(0);
    const g = await remote.grade('1', roll);
    expect(g.score).toBe(best.score);
    const r = await remote.rollWithDifficulty('1', 'class', 'easy');
    expect(r.grade.difficulty).toBe('easy');
  });

  it('a budget is passed through', async () => {
    // 17 cubes cannot be searched to the end in 1 ms: the search stops on its budget and says so
    const r = await remote.solve('1c-b', '0 1 2 3 6 7 8 9 + - - x / (x) - + 1/2 1/3 =', undefined, 1);
    expect(r.proven).toBe(false);
    expect(r.why).toBe('budget');
  });
});
