/**
 * Entry point. The first paint is index.html's own: the home screen
 * prerendered at build time (src/build/prerender.ts), in the language and
 * theme src/boot/start.ts read from the settings' copy. This entry is kept
 * tiny on purpose: a module script runs as soon as the page is parsed, which
 * on a warm start (everything from the service worker's cache) is often
 * before the first frame, and evaluating the whole app there held the first
 * paint back by a few hundred milliseconds on a slow tablet. So the app's
 * code (src/startApp.tsx) is imported only once a frame has been painted;
 * its files are already being fetched (index.html preloads them).
 * The stylesheet stays here so it is a render-blocking <link> in index.html.
 */
import './ui/styles.css';

/** Resolves after the next frame has been painted; at once where no frame will come (a hidden page) or none is worth waiting for. */
function afterPaint(): Promise<void> {
  return new Promise((go) => {
    // A link into a game shows nothing before the app draws it (src/boot/start.ts): no frame to wait for.
    if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function' || 'deepLink' in document.documentElement.dataset) {
      go();
      return;
    }
    let gone = false;
    const once = (): void => {
      if (gone) return;
      gone = true;
      go();
    };
    // rAF runs just before the frame is painted; a task posted from it runs after
    requestAnimationFrame(() => setTimeout(once, 0));
    // a frame that never comes (rendering suspended) must not keep the app from starting
    setTimeout(once, 1000);
  });
}

void afterPaint()
  .then(() => import('./startApp'))
  .then((m) => m.start());
