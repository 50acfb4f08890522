/**
 * Debian's Chromium and the flags every headless run here uses (the browser
 * benchmark and the end-to-end tests): no sandbox inside the container, no GPU,
 * and nothing that reaches the network on its own.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const ARGS: string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A page script that makes the profile a returning student's: the app never
 * offers it the guided first rounds (the `tuffest.guides` key read by
 * `src/ui/guide/Guide.tsx`). Scripted runs open play screens directly; a test
 * of the guides themselves leaves it out.
 */
export const NO_GUIDE_OFFER = "try { localStorage.setItem('tuffest.guides', 'off'); } catch { /* storage off: the offer shows */ }";
