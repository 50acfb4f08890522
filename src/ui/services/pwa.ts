/**
 * Service-worker life cycle through workbox-window. First install: "ready to
 * work offline". Later: "a new version is ready" — applied only when no game
 * is on screen (the page reloads, and every game is saved move by move).
 */
import { Workbox } from 'workbox-window';

export interface PwaEvents {
  onOfflineReady(): void;
  onUpdateReady(apply: () => void): void;
}

export function registerServiceWorker(events: PwaEvents): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  wb.addEventListener('installed', (e) => {
    if (!e.isUpdate) events.onOfflineReady();
  });
  wb.addEventListener('waiting', () => {
    events.onUpdateReady(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register().catch(() => {
    // Registration can fail on http or in private mode; the app still works online.
  });
}

/** Asks the browser to keep our storage under pressure; the answer is informational. */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
