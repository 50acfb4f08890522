/**
 * Hash routes, so a link can open a game, a preset or a shared code directly
 * and the service worker only ever serves index.html:
 *   #/                      home
 *   #/settings, #/history   shell screens
 *   #/<game>/…              everything of one game (see src/ui/README.md)
 */
import { useEffect, useState } from 'preact/hooks';

export function parseHash(hash: string): string[] {
  const path = hash.replace(/^#\/?/, '');
  return path
    .split('/')
    .filter((p) => p !== '')
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
}

export function hrefFor(...parts: string[]): string {
  return `#/${parts.map((p) => encodeURIComponent(p)).join('/')}`;
}

export function navigate(...parts: string[]): void {
  const next = hrefFor(...parts);
  if (location.hash !== next) location.hash = next;
}

/** Replaces the current entry (no extra Back step), e.g. from setup to the game it created. */
export function redirect(...parts: string[]): void {
  const url = new URL(location.href);
  url.hash = hrefFor(...parts);
  history.replaceState(history.state, '', url);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

export function useRoute(): string[] {
  const [route, setRoute] = useState(() => parseHash(location.hash));
  useEffect(() => {
    const on = (): void => {
      const next = parseHash(location.hash);
      setRoute((now) => (now.join('/') === next.join('/') ? now : next));
    };
    window.addEventListener('hashchange', on);
    // a hash changed between the first render and now (a link opened while the app was starting) is not lost
    on();
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return route;
}
