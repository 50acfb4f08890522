// @vitest-environment happy-dom
/**
 * How a page finds its class server (src/ui/class/live.tsx `classServer`):
 * the server's answer is kept for the page; a server that could not be
 * reached (the tablet offline when the page opened, the server down) is
 * asked again later, or at once when the network is back.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_PROBE } from '../../../src/class/live';
import { classServer, forgetClassServer, PROBE_RETRY_MS } from '../../../src/ui/class/live';

const origin = new URL('.', document.baseURI).origin;
let answers: (() => Promise<Response>)[];
const fetchMock = vi.fn(() => (answers.shift() ?? (() => Promise.reject(new TypeError('no answer left'))))());

beforeEach(() => {
  forgetClassServer();
  answers = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const json =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the class server probe', () => {
  it('asks again after a while when the server could not be reached, and keeps a class server once found', async () => {
    answers.push(offline, json(LIVE_PROBE));
    expect(await classServer({ now: 0 })).toBeNull();
    // soon after: the same answer, nothing asked
    expect(await classServer({ now: PROBE_RETRY_MS - 1 })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await classServer({ now: PROBE_RETRY_MS })).toBe(origin);
    expect(await classServer({ now: 10 * PROBE_RETRY_MS, again: true })).toBe(origin);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again at once when the network is back, and after a server error', async () => {
    answers.push(offline, json({}, 503), json(LIVE_PROBE));
    expect(await classServer({ now: 0 })).toBeNull();
    expect(await classServer({ now: 1, again: true })).toBeNull();
    expect(await classServer({ now: 2, again: true })).toBe(origin);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps “no class server here” for the page: a plain static host, a 404, an unreadable answer', async () => {
    for (const answer of [json({ something: 'else' }), json({}, 404), () => Promise.resolve(new Response('<html>'))]) {
      forgetClassServer();
      answers.push(answer);
      expect(await classServer({ now: 0 })).toBeNull();
      expect(await classServer({ now: 100 * PROBE_RETRY_MS, again: true })).toBeNull();
    }
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
