/**
 * The first script index.html runs (a classic script in <head>, before the
 * body is parsed): applies the saved language, theme, motion and text size to
 * <html> so the prerendered home screen's first paint is already right
 * (src/boot/prefs.ts). Built alone by src/build/prerender.ts.
 */
import { applyRoot, isHomeHash, languageOf, prefers, readMirror, rootState } from './prefs';
import { keepEarlyInstallOffer } from './installOffer';

const saved = readMirror();
applyRoot(
  document.documentElement,
  rootState(saved, { dark: prefers('(prefers-color-scheme: dark)'), reduce: prefers('(prefers-reduced-motion: reduce)') }),
  languageOf(saved.language),
);
// A link into a game (a share link, a QR code) shows no home screen on its way there: the page stays blank until the app draws the game.
if (!isHomeHash(location.hash)) document.documentElement.dataset.deepLink = '';
// The browser's install offer may come before the app starts (after the first paint): kept for Settings.
keepEarlyInstallOffer(window);
