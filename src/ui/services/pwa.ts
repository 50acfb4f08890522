/**
 * Service-worker life cycle through workbox-window. First install: "ready to
 * work offline". Later: "a new version is ready" — applied only when no game
 * is on screen (the page reloads, and every game is saved move by move).
 */
export interface PwaEvents {
  onOfflineReady(): void;
  onUpdateReady(apply: () => void): void;
}

/** Runs `work` once the page has loaded and the main thread is idle (registration and precaching wait for first paint). */
function afterLoad(work: () => void): void {
  const idle = (): void => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: 2000 });
    else setTimeout(work, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Registers the service worker after the page has loaded: its install
 * downloads the whole build, which must not compete with the first screen.
 * workbox-window is loaded only then.
 */
export function registerServiceWorker(events: PwaEvents): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  afterLoad(() => {
    void import('workbox-window').then(({ Workbox }) => {
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
      return wb.register();
    }).catch(() => {
      // Registration can fail on http or in private mode; the app still works online.
    });
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
