/** Comlink endpoints over Node's worker_threads (EventEmitter style → postMessage/addEventListener). */
import type { Endpoint } from 'comlink';

interface NodePort {
  postMessage(value: unknown, transfer?: readonly unknown[]): void;
  on(event: string, listener: (value: unknown) => void): unknown;
  off(event: string, listener: (value: unknown) => void): unknown;
}

export function nodeEndpoint(port: NodePort): Endpoint {
  const wrapped = new Map<EventListenerOrEventListenerObject, (value: unknown) => void>();
  return {
    postMessage: (message: unknown, transfer?: Transferable[]) => port.postMessage(message, transfer as readonly unknown[] | undefined),
    addEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      const fn = (data: unknown): void => {
        const event = (type === 'message' ? { data } : { message: String(data) }) as unknown as Event;
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      };
      wrapped.set(listener, fn);
      port.on(type, fn);
    },
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      const fn = wrapped.get(listener);
      if (!fn) return;
      port.off(type, fn);
      wrapped.delete(listener);
    },
  };
}
