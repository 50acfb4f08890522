import { describe, expect, it } from 'vitest';
import { applyRoot, deviceLanguage, isHomeHash, languageOf, MIRROR_KEY, readMirror, rootState, writeMirror } from '../../src/boot/prefs';
import { copyRules, prepareCopy } from '../../src/build/prerender';
import { createMemoryBackend, createStore, defaultSettings, type Settings } from '../../src/storage';

/** A localStorage stand-in: a Map, or one that throws like a blocked or full storage. */
function memory(initial: Record<string, string> = {}): Storage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) } as unknown as Storage & {
    data: Map<string, string>;
  };
}
const refusing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};
const DEFAULTS = { language: 'device', theme: 'system', motion: 'system', largeText: false };

describe("the first paint's copy of the settings", () => {
  it('reads back what was written, only the four fields', () => {
    const s = memory();
    const settings: Settings = { ...defaultSettings, language: 'fr', theme: 'dark', motion: 'reduce', largeText: true, guidesSeen: ['tuf'] };
    writeMirror(settings, s);
    expect(JSON.parse(s.data.get(MIRROR_KEY) as string)).toEqual({ language: 'fr', theme: 'dark', motion: 'reduce', largeText: true });
    expect(readMirror(s)).toEqual({ language: 'fr', theme: 'dark', motion: 'reduce', largeText: true });
  });

  it('missing, damaged or blocked reads as the defaults, a bad field falls back alone, and nothing throws', () => {
    expect(readMirror(memory())).toEqual(DEFAULTS);
    expect(readMirror(null)).toEqual(DEFAULTS);
    expect(readMirror(refusing)).toEqual(DEFAULTS);
    for (const bad of ['{', 'null', '7', '"fr"', '[]', '{"language":"de","theme":"pink","motion":1,"largeText":"yes"}']) {
      expect(readMirror(memory({ [MIRROR_KEY]: bad })), bad).toEqual(DEFAULTS);
    }
    expect(readMirror(memory({ [MIRROR_KEY]: '{"language":"es","theme":"pink"}' }))).toEqual({ ...DEFAULTS, language: 'es' });
    expect(() => writeMirror(defaultSettings, refusing)).not.toThrow();
  });

  it('random text never throws and always reads as valid values', () => {
    let seed = 7;
    const rnd = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const parts = ['{', '}', '"language"', '"theme"', ':', ',', '"fr"', '"dark"', 'true', '1', '"x"', '[', ']', 'null'];
    for (let i = 0; i < 500; i++) {
      const text = Array.from({ length: 1 + Math.floor(rnd() * 12) }, () => parts[Math.floor(rnd() * parts.length)]).join('');
      const r = readMirror(memory({ [MIRROR_KEY]: text }));
      expect(['device', 'en', 'fr', 'es']).toContain(r.language);
      expect(['system', 'light', 'dark']).toContain(r.theme);
      expect(['system', 'reduce', 'full']).toContain(r.motion);
      expect(typeof r.largeText).toBe('boolean');
    }
  });

  it('the store keeps it in step with saved settings; a failed save leaves it as it was', async () => {
    const before = globalThis.localStorage;
    const s = memory();
    Object.defineProperty(globalThis, 'localStorage', { value: s, configurable: true });
    try {
      const store = createStore(createMemoryBackend());
      await store.saveSettings({ ...defaultSettings, language: 'es', theme: 'light' });
      expect(readMirror()).toEqual({ ...DEFAULTS, language: 'es', theme: 'light' });
      const failing = createMemoryBackend();
      failing.put = () => Promise.reject(new Error('disk full'));
      await expect(createStore(failing).saveSettings({ ...defaultSettings, language: 'fr' })).rejects.toThrow('disk full');
      expect(readMirror().language).toBe('es');
    } finally {
      Object.defineProperty(globalThis, 'localStorage', { value: before, configurable: true });
    }
  });
});

describe('<html> before the first paint', () => {
  it('only the home route shows the prerendered home', () => {
    for (const h of ['', '#', '#/']) expect(isHomeHash(h), h).toBe(true);
    for (const h of ['#/tuf', '#/tuf/code/abc', '#/settings', '#main', '#//']) expect(isHomeHash(h), h).toBe(false);
  });

  it('the language: a choice, or the device’s first language the app has', () => {
    expect(deviceLanguage(['de-DE', 'es-MX', 'fr'])).toBe('es');
    expect(deviceLanguage(['de'])).toBe('en');
    expect(languageOf('device', ['fr-CA'])).toBe('fr');
    expect(languageOf('es', ['fr-CA'])).toBe('es');
  });

  it('theme, motion and text size follow the settings, "system" the device', () => {
    expect(rootState({ theme: 'system', motion: 'system', largeText: false }, { dark: true, reduce: true })).toEqual({
      theme: 'dark',
      motion: 'reduce',
      largeText: false,
    });
    expect(rootState({ theme: 'light', motion: 'full', largeText: true }, { dark: true, reduce: true })).toEqual({
      theme: 'light',
      motion: 'full',
      largeText: true,
    });
    expect(rootState({ theme: 'system', motion: 'reduce', largeText: false }, { dark: false, reduce: false })).toEqual({
      theme: 'light',
      motion: 'reduce',
      largeText: false,
    });
    const attrs: Record<string, string> = {};
    const classes = new Set<string>();
    const root = {
      lang: 'en',
      dataset: attrs,
      classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) },
    } as unknown as HTMLElement;
    applyRoot(root, { theme: 'dark', motion: 'reduce', largeText: true }, 'fr');
    expect([root.lang, attrs.theme, attrs.motion, classes.has('large-text')]).toEqual(['fr', 'dark', 'reduce', true]);
    applyRoot(root, { theme: 'light', motion: 'full', largeText: false });
    expect([root.lang, attrs.theme, classes.has('large-text')]).toEqual(['fr', 'light', false]);
  });
});

describe('the prerendered copies (src/build/prerender.ts)', () => {
  const markup =
    '<a class="skip-link" href="#main">Skip</a><main id="main"><section aria-labelledby="games-h"><h2 id="games-h">Games</h2><a class="game-tile" href="#/tuf" style="--tile: var(--cube-red);">TUF</a><label for="code-input">Code</label><input id="code-input"></section></main>';

  it('English keeps the app’s ids; another language’s are suffixed, links to routes untouched', () => {
    const rules: string[] = [];
    expect(prepareCopy('en', markup, rules)).toContain('id="games-h"');
    const frCopy = prepareCopy('fr', markup, rules);
    expect(frCopy).toContain('href="#main-fr"');
    expect(frCopy).toContain('id="main-fr"');
    expect(frCopy).toContain('aria-labelledby="games-h-fr"');
    expect(frCopy).toContain('for="code-input-fr"');
    expect(frCopy).toContain('href="#/tuf"');
    expect(frCopy).not.toMatch(/id="(main|games-h|code-input)"/);
  });

  it('style attributes (refused by the policy in HTML) become stylesheet rules', () => {
    const rules: string[] = [];
    const html = prepareCopy('es', markup, rules);
    expect(html).not.toMatch(/ style=/);
    const key = /data-prerender-style="([^"]+)"/.exec(html)?.[1];
    expect(rules).toEqual([`[data-prerender-style="${key}"]{--tile: var(--cube-red);}`]);
  });

  it('exactly one copy shows for each language <html lang> can name', () => {
    const css = copyRules();
    expect(css[0]).toBe('.prerender{display:none}');
    for (const l of ['en', 'fr', 'es']) expect(css).toContain(`html[lang="${l}"] .prerender[data-lang="${l}"]{display:contents}`);
    expect(css.at(-1)).toBe('html[data-deep-link][lang] .prerender[data-lang]{display:none}');
  });
});
