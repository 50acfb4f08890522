/**
 * The browser's install offer (`beforeinstallprompt`) can come before the app's own script runs: that one starts
 * only once the prerendered home is painted, and an offer made earlier would be lost, leaving Settings without its
 * Install button. The first script (start.ts) keeps it on the window for the app (src/ui/services/install.ts): the
 * two are built apart, so the window is what they share.
 */
const KEY = 'tuffestInstallOffer';
type Keeper = { [KEY]?: Event };

/** Called by the first script: keeps the browser's offer, and holds its mini bar back (the app offers it itself). */
export function keepEarlyInstallOffer(win: Window): void {
  win.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    (win as unknown as Keeper)[KEY] = e;
  });
}

/** The offer the first script kept, if the browser made one before the app started. */
export function earlyInstallOffer(win: Window): Event | null {
  return (win as unknown as Keeper)[KEY] ?? null;
}
