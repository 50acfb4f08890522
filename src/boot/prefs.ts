/**
 * What the first paint needs to know before any of the app's code or data
 * arrives: the interface's language, theme, motion and text size. IndexedDB
 * stays the source of truth for settings; `store.saveSettings` (and the start,
 * once settings are read) keeps a small copy of these four fields in
 * localStorage, which `src/boot/start.ts` reads synchronously before the
 * body is parsed, so the home screen prerendered into index.html shows in the
 * right language and theme at its first paint. A missing, damaged or blocked
 * copy reads as the defaults; nothing here throws.
 *
 * No imports on purpose: this file is also compiled alone into the small
 * classic script index.html loads first (src/build/prerender.ts).
 */
export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** The language the device asks for (`navigator.languages`, first match by primary subtag), else English. */
export function deviceLanguage(preferred: readonly string[] | undefined = globalThis.navigator?.languages): Language {
  for (const tag of preferred ?? []) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** The settings fields the first paint depends on (the same values as in `Settings`). */
export interface FirstPaint {
  language: 'device' | Language;
  theme: 'system' | 'light' | 'dark';
  motion: 'system' | 'reduce' | 'full';
  largeText: boolean;
}

export const MIRROR_KEY = 'tuffest:first-paint';
const DEFAULTS: FirstPaint = { language: 'device', theme: 'system', motion: 'system', largeText: false };

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;
function local(): KeyValue | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // a blocked storage throws on the very access
    return null;
  }
}

/** The copy, field by field over the defaults (a bad field falls back alone). */
export function readMirror(storage: KeyValue | null = local()): FirstPaint {
  const out = { ...DEFAULTS };
  let v: unknown;
  try {
    v = JSON.parse(storage?.getItem(MIRROR_KEY) ?? 'null');
  } catch {
    return out;
  }
  if (typeof v !== 'object' || v === null) return out;
  const r = v as Record<string, unknown>;
  if (r.language === 'device' || isLanguage(r.language)) out.language = r.language;
  if (r.theme === 'system' || r.theme === 'light' || r.theme === 'dark') out.theme = r.theme;
  if (r.motion === 'system' || r.motion === 'reduce' || r.motion === 'full') out.motion = r.motion;
  if (typeof r.largeText === 'boolean') out.largeText = r.largeText;
  return out;
}

/** Keeps the copy in step with saved settings; a storage that refuses is ignored (the copy is only a head start). */
export function writeMirror(s: FirstPaint, storage: KeyValue | null = local()): void {
  const copy: FirstPaint = { language: s.language, theme: s.theme, motion: s.motion, largeText: s.largeText };
  try {
    storage?.setItem(MIRROR_KEY, JSON.stringify(copy));
  } catch {
    // full or blocked: the next start paints with the defaults, then the settings apply
  }
}

/** The interface language a setting means on this device. */
export const languageOf = (setting: FirstPaint['language'], preferred?: readonly string[]): Language =>
  setting === 'device' ? deviceLanguage(preferred) : setting;

/** `<html>`'s attributes for these settings, given the device's dark-mode and reduced-motion preferences. */
export function rootState(
  s: Pick<FirstPaint, 'theme' | 'motion' | 'largeText'>,
  device: { dark: boolean; reduce: boolean },
): { theme: 'light' | 'dark'; motion: 'reduce' | 'full'; largeText: boolean } {
  return {
    theme: s.theme === 'system' ? (device.dark ? 'dark' : 'light') : s.theme,
    motion: s.motion === 'reduce' || (s.motion === 'system' && device.reduce) ? 'reduce' : 'full',
    largeText: s.largeText,
  };
}

/** Sets `<html>`'s lang, theme, motion and text size (the app's provider keeps them so afterwards). */
export function applyRoot(root: HTMLElement, state: ReturnType<typeof rootState>, lang?: Language): void {
  if (lang) root.lang = lang;
  root.dataset.theme = state.theme;
  root.dataset.motion = state.motion;
  root.classList.toggle('large-text', state.largeText);
}

/** The device's preference for a media query (false where there is no matchMedia). */
export const prefers = (query: string): boolean => (typeof matchMedia === 'function' ? matchMedia(query).matches : false);

/** Whether a location hash is the home screen's (the only screen index.html carries prerendered). */
export const isHomeHash = (hash: string): boolean => /^#?\/?$/.test(hash);
