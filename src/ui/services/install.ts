/**
 * Putting the app on a tablet's home screen. Browsers that can install it (Chrome, Edge, Samsung Internet on
 * Android and computers) offer it through `beforeinstallprompt`: the event is kept from the app's start
 * (the first script, src/boot/installOffer.ts, then startApp.tsx) so that the Install button can show the browser's own prompt later. Safari on iPad/iPhone has
 * no such event: Add to Home Screen is in its Share menu, which the app can only describe. Once installed (or
 * opened from the home screen), nothing is offered.
 */

import { earlyInstallOffer } from '../../boot/installOffer';

/** The part of Chromium's BeforeInstallPromptEvent the app uses (not in TypeScript's DOM library). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What this device can do: installed already, the browser's prompt, Safari's Share menu (iOS), or its menu (others). */
export type InstallWay = 'installed' | 'prompt' | 'ios' | 'menu';

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = (): void => {
  for (const l of listeners) l();
};

/** Whether the page runs as the installed app (opened from the home screen). */
export function runningInstalled(win: Window = window): boolean {
  return (
    win.matchMedia?.('(display-mode: standalone)').matches === true ||
    win.matchMedia?.('(display-mode: fullscreen)').matches === true ||
    (win.navigator as { standalone?: boolean }).standalone === true
  );
}

/** iPad, iPhone or iPod (iPadOS calls itself a Mac, but a Mac has no touch screen). */
export function isAppleMobile(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

/** Keeps the browser's install offer for later; called once at the app's start. */
export function listenForInstall(win: Window = window): void {
  // an offer the browser made before the app started, kept by the first script (src/boot/installOffer.ts)
  const early = earlyInstallOffer(win);
  if (early) deferred = early as InstallPromptEvent;
  win.addEventListener('beforeinstallprompt', (e) => {
    // the app shows its own button (Settings) rather than the browser's mini bar
    e.preventDefault();
    deferred = e as InstallPromptEvent;
    changed();
  });
  win.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    changed();
  });
}

export function installWay(win: Window = window): InstallWay {
  if (installed || runningInstalled(win)) return 'installed';
  if (deferred) return 'prompt';
  return isAppleMobile(win.navigator) ? 'ios' : 'menu';
}

/** Shows the browser's install prompt (it can be shown once per offer); the person's answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const e = deferred;
  if (!e) return 'unavailable';
  deferred = null;
  await e.prompt();
  const { outcome } = await e.userChoice;
  if (outcome === 'accepted') installed = true;
  changed();
  return outcome;
}

/** Calls `f` when what the device can do changes (an offer arrives, the app is installed). */
export function onInstallChange(f: () => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}
