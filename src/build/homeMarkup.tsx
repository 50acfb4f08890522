/**
 * Build time only (run in Node by src/build/prerender.ts): the markup the app
 * itself renders for the home screen before its saved data answers (no
 * Continue cards yet), in one language, drawn by the app's own components
 * into a happy-dom document. index.html carries it so the first paint needs
 * no script and no database.
 */
import { Window } from 'happy-dom';
import { render } from 'preact';
import type { Language } from '../boot/prefs';
import { App } from '../ui/App';
import { AppProvider } from '../ui/context';
import { switchLanguage } from '../i18n';
import { createMemoryBackend, createStore, defaultSettings } from '../storage';

const GLOBALS = [
  'window',
  'document',
  'location',
  'navigator',
  'matchMedia',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'HTMLElement',
  'Element',
  'Node',
  'Event',
  'HashChangeEvent',
] as const;

export async function homeMarkup(lang: Language): Promise<string> {
  const win = new Window({ url: 'https://tuffest.invalid/', settings: { navigator: { userAgent: 'tuffest-prerender' } } });
  const g = globalThis as Record<string, unknown>;
  const saved = new Map<string, PropertyDescriptor | undefined>(GLOBALS.map((k) => [k, Object.getOwnPropertyDescriptor(g, k)]));
  for (const k of GLOBALS) Object.defineProperty(g, k, { value: (win as unknown as Record<string, unknown>)[k], configurable: true, writable: true });
  try {
    await switchLanguage(lang);
    const root = win.document.createElement('div');
    win.document.body.appendChild(root);
    const store = createStore(createMemoryBackend());
    render(
      <AppProvider store={store} initialSettings={{ ...defaultSettings, language: lang }}>
        <App />
      </AppProvider>,
      root as unknown as Element,
    );
    const html = root.innerHTML;
    // unmounted before any effect runs: nothing registers, nothing reads storage
    render(null, root as unknown as Element);
    // preact's effect scheduler (a frame or 100 ms, whichever first) settles while the document is still there
    await new Promise((done) => setTimeout(done, 150));
    return html;
  } finally {
    for (const [k, d] of saved) {
      if (d) Object.defineProperty(g, k, d);
      else delete g[k];
    }
    await win.happyDOM.close();
  }
}
