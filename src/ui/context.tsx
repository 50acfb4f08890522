/**
 * App-wide services for screens: the store, settings, notices and whether a
 * game is on screen (updates wait until it is not).
 */
import { createContext, type ComponentChildren } from 'preact';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { defaultSettings, type LanguageSetting, type Settings, type Store } from '../storage';
import { applyRoot, rootState } from '../boot/prefs';
import { currentLanguage, deviceLanguage, isLoaded, loadLanguage, setLanguage, t, type Language } from '../i18n';
import { storageReason } from './storageText';

/** The language a setting means on this device ('device' follows `navigator.languages`). */
export const languageFor = (setting: LanguageSetting): Language => (setting === 'device' ? deviceLanguage() : setting);

export type NoticeKind = 'info' | 'success' | 'warning' | 'error';

export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
  action?: { label: string; run: () => void };
  /** Stays until dismissed when true; otherwise fades after a few seconds. */
  sticky?: boolean;
  /** Notices with the same key replace each other. */
  key?: string;
  /** Said by the app on its own (e.g. "ready to work offline"), not in answer to what the student did: it never takes the header from such an answer. */
  background?: boolean;
}

export interface AppServices {
  store: Store;
  settings: Settings;
  /** The interface's language now (its catalogue is loaded): screens re-render when it changes. */
  language: Language;
  updateSettings(change: Partial<Settings>): Promise<void>;
  notices: Notice[];
  notify(n: Omit<Notice, 'id'>): void;
  dismiss(id: number): void;
  /** Takes down the notice with this key, if one is shown (e.g. "not saved" once a save works again). */
  clear(key: string): void;
  /** Screens showing a game in progress set this so updates wait. */
  setInGame(inGame: boolean): void;
  inGame: boolean;
  /** Whether animation should be reduced (setting, or the device's when set to follow it). */
  reducedMotion: boolean;
}

const Ctx = createContext<AppServices | null>(null);

/** The app's services, or null outside `<AppProvider>` (parts that also render alone, e.g. a screen's notices in a component test). */
export function useAppIfAny(): AppServices | null {
  return useContext(Ctx);
}

export function useApp(): AppServices {
  const v = useContext(Ctx);
  if (!v) throw new Error('useApp() outside <AppProvider>');
  return v;
}

/** Follows a media query such as the device's reduced-motion or dark-mode preference. */
export function useMediaQuery(text: string): boolean {
  // one MediaQueryList per query text, not one per render (the play screens render on every tap)
  const query = useMemo(() => (typeof matchMedia === 'function' ? matchMedia(text) : null), [text]);
  const [matches, setMatches] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const on = (): void => setMatches(query.matches);
    on();
    query.addEventListener('change', on);
    return () => query.removeEventListener('change', on);
  }, [query]);
  return matches;
}

export function AppProvider(props: { store: Store; initialSettings?: Settings; children: ComponentChildren }) {
  const [settings, setSettings] = useState<Settings>(props.initialSettings ?? defaultSettings);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [language, setLanguageState] = useState<Language>(currentLanguage());
  const [inGame, setInGame] = useState(false);
  const nextId = useRef(1);
  const systemReduce = useMediaQuery('(prefers-reduced-motion: reduce)');
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const reducedMotion = settings.motion === 'reduce' || (settings.motion === 'system' && systemReduce);

  const dismiss = useCallback((id: number) => setNotices((ns) => ns.filter((n) => n.id !== id)), []);
  // The same list when there is nothing to take down: a save after every tap calls this, and nothing re-renders.
  const clear = useCallback((key: string) => setNotices((ns) => (ns.some((n) => n.key === key) ? ns.filter((n) => n.key !== key) : ns)), []);
  const notify = useCallback(
    (n: Omit<Notice, 'id'>) => {
      const id = nextId.current++;
      setNotices((ns) => [...ns.filter((o) => !(n.key && o.key === n.key)), { ...n, id }]);
      if (!n.sticky) setTimeout(() => dismiss(id), 6000);
    },
    [dismiss],
  );
  const updateSettings = useCallback(
    async (change: Partial<Settings>) => {
      const next = { ...settings, ...change };
      setSettings(next);
      try {
        await props.store.saveSettings(next);
      } catch (e) {
        notify({ kind: 'error', text: t('notice.settingsNotSaved', { reason: storageReason(e) }), key: 'settings-save' });
      }
    },
    [settings, props.store, notify],
  );

  // A new language: its catalogue loads on demand, then every screen re-renders in it (nothing reloads, no state is lost).
  const wanted = languageFor(settings.language);
  useEffect(() => {
    let live = true;
    const apply = (): void => {
      if (!live) return;
      setLanguage(wanted);
      setLanguageState(wanted);
    };
    if (isLoaded(wanted)) apply();
    else loadLanguage(wanted).then(apply, (e: unknown) => notify({ kind: 'error', text: e instanceof Error ? e.message : String(e), key: 'language' }));
    // English stays at hand as the fallback for a key a newer build added before its translation.
    if (wanted !== 'en' && !isLoaded('en')) void loadLanguage('en').catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wanted, notify]);

  useEffect(() => {
    // the same attributes src/boot/start.ts set before the first paint from the settings' copy
    applyRoot(document.documentElement, rootState(settings, { dark: systemDark, reduce: systemReduce }));
  }, [settings.theme, settings.largeText, settings.motion, systemReduce, systemDark]);

  const value = useMemo<AppServices>(
    () => ({ store: props.store, settings, language, updateSettings, notices, notify, dismiss, clear, inGame, setInGame, reducedMotion }),
    [props.store, settings, language, updateSettings, notices, notify, dismiss, clear, inGame, reducedMotion],
  );
  return <Ctx.Provider value={value}>{props.children}</Ctx.Provider>;
}
