/**
 * The writes a store's backend is asked for, recorded as they are asked (before they land), so that a test can say a
 * screen started no write at all once the moment it would have done so has passed, without sleeping first.
 */
import type { Store } from '../../src/storage';

export interface AskedWrite {
  store: string;
  key: string;
  value: unknown;
}

/** Watches `store`'s backend from now on: every put, putMany, write and delete it is asked for goes into the list. */
export function watchWrites(store: Store): AskedWrite[] {
  const asked: AskedWrite[] = [];
  const b = store.backend;
  const put = b.put.bind(b);
  const putMany = b.putMany.bind(b);
  const write = b.write.bind(b);
  const remove = b.delete.bind(b);
  Object.assign(b, {
    put: (s: Parameters<typeof put>[0], key: string, value: unknown) => (asked.push({ store: s, key, value }), put(s, key, value)),
    putMany: (s: Parameters<typeof put>[0], entries: Parameters<typeof putMany>[1]) => {
      for (const e of entries) asked.push({ store: s, key: e.key, value: e.value });
      return putMany(s, entries);
    },
    write: (puts: Parameters<typeof write>[0], expect: Parameters<typeof write>[1]) => {
      for (const p of puts) asked.push({ store: p.store, key: p.key, value: p.value });
      return write(puts, expect);
    },
    delete: (s: Parameters<typeof put>[0], key: string) => (asked.push({ store: s, key, value: undefined }), remove(s, key)),
  });
  return asked;
}

/**
 * Once every promise chain and task already set going has run: with the in-memory store (which uses no timers) a tap's
 * save is then acknowledged and its render done, and a write or render that has not happened by then was never started.
 * Wrap it in `act` where renders must be flushed.
 */
export const settled = (): Promise<void> => new Promise((r) => setImmediate(r));
