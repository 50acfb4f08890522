/** Settings (language, sound, vibration, motion, theme, larger text) and the data on this device. */
import { InstallSection } from './InstallSection';
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  exportAll,
  ImportError,
  LANGUAGE_SETTINGS,
  type ConflictChoice,
  type LanguageSetting,
  type MotionSetting,
  type Settings,
  type ThemeSetting,
} from '../storage';
import type { CheckedImport, LeftOutWhy, SettingName } from '../storage/importer';
import { useApp } from './context';
import { currentLanguage, refusalText, t, type MessageKey } from '../i18n';
import { Screen } from './components/Screen';
import { storageReason } from './storageText';
import { Segmented, Toggle } from './components/Choice';
import { PlayersSection } from './components/Players';
import { ClassListSection } from './words/ClassListSection';

/** The import code (with every game's engine) loads only when someone imports. */
const importer = () => import('../storage/importer');

type Busy = { phase: 'checking' | 'writing'; done: number; total: number };

/** Settings named in a list, the local way ("language, theme and larger text"). */
function settingList(names: readonly SettingName[]): string {
  return new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(names.map((n) => t(`data.setting.${n}`)));
}

function DataSection() {
  const { store, notify, notices, dismiss, updateSettings } = useApp();
  const [pending, setPending] = useState<CheckedImport | null>(null);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [choice, setChoice] = useState<ConflictChoice>('keep-both');
  // The file's settings are taken on unless the person turns the offer off.
  const [takeSettings, setTakeSettings] = useState(true);
  const [problems, setProblems] = useState(store.problems.length);

  const doExport = async (): Promise<void> => {
    const data = await exportAll(store);
    const name = `tuffest-${new Date().toISOString().slice(0, 10)}.json`;
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 1)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    notify({ kind: 'success', text: t('data.exported', { file: name }) });
  };

  const onFile = async (input: HTMLInputElement): Promise<void> => {
    const f = input.files?.[0];
    input.value = '';
    if (!f || busy) return;
    setPending(null);
    setTakeSettings(true);
    setBusy({ phase: 'checking', done: 0, total: 0 });
    try {
      const { readImportFile, checkImport } = await importer();
      const file = await readImportFile(f);
      setPending(await checkImport(store, file, { onProgress: (p) => setBusy({ phase: 'checking', ...p }) }));
    } catch (e) {
      notify({ kind: 'error', key: 'import', text: e instanceof ImportError ? refusalText('data', e.refusal) : t('data.importFailed', { reason: String(e) }) });
    } finally {
      setBusy(null);
    }
  };

  const doImport = async (checked: CheckedImport): Promise<void> => {
    setBusy({ phase: 'writing', done: 0, total: 0 });
    const { applyImport, ImportWriteError } = await importer();
    try {
      const done = await applyImport(store, checked, choice, {
        onProgress: (p) => setBusy({ phase: 'writing', ...p }),
        // Through the app's own settings, so the theme, language and text size change at once.
        ...(takeSettings ? { saveSettings: (value) => updateSettings(value) } : {}),
      });
      const settingsText =
        done.settings.length > 0 ? t('data.settingsImported', { list: settingList(done.settings) }) : checked.settings ? t('data.settingsLeft') : '';
      notify({ kind: 'success', key: 'import', text: [t('data.imported', { count: done.imported }), settingsText].filter((x) => x !== '').join(' ') });
    } catch (e) {
      const cause = e instanceof ImportWriteError ? e.cause : e;
      const reason = storageReason(cause);
      const written = e instanceof ImportWriteError ? e.written : 0;
      const total = e instanceof ImportWriteError ? e.total : 0;
      notify({ kind: 'error', sticky: true, key: 'import', text: t('data.importStopped', { written, total, reason }) });
    } finally {
      setPending(null);
      setBusy(null);
    }
  };

  const why = pending ? (Object.entries(pending.why) as [LeftOutWhy, number][]) : [];
  // The progress and the preview appear below the buttons: bring them into view (a phone shows the top of Settings).
  const shown = useRef<HTMLDivElement>(null);
  const stage = busy ? 'busy' : pending ? 'pending' : null;
  useEffect(() => {
    if (stage) shown.current?.scrollIntoView?.({ block: 'nearest' });
  }, [stage]);

  return (
    <section class="settings-section" aria-labelledby="data-h">
      <h2 id="data-h">{t('data.title')}</h2>
      <p>{t('data.where')}</p>
      {!store.persistent && <p class="form-error">{t(store.blocked ? 'notice.blocked' : 'notice.memoryOnly')}</p>}
      <div class="button-row">
        <button type="button" class="btn" onClick={doExport} disabled={busy !== null}>
          {t('data.export')}
        </button>
        <label class={`btn ${busy ? 'is-disabled' : ''}`}>
          {t('data.import')}
          <input type="file" accept="application/json,.json" class="visually-hidden" disabled={busy !== null} onChange={(e) => onFile(e.currentTarget)} />
        </label>
      </div>
      {busy && (
        <div class="import-preview" role="status" ref={shown}>
          <label>
            {busy.total === 0 ? t('data.reading') : t(busy.phase === 'checking' ? 'data.checking' : 'data.writing', { done: busy.done, total: busy.total })}
            <progress class="import-progress" max={Math.max(1, busy.total)} value={busy.done} />
          </label>
        </div>
      )}
      {pending && !busy && (
        <div class="import-preview" role="region" aria-label={t('data.import')} ref={shown}>
          <p>{t('data.preview', { added: pending.added, same: pending.same, conflicts: pending.conflicts })}</p>
          {pending.unreadable > 0 && (
            <>
              <p>{t('data.unreadable', { count: pending.unreadable })}</p>
              <ul class="import-why">
                {why.map(([code, count]) => (
                  <li key={code}>{t(`data.why.${code}`, { count })}</li>
                ))}
              </ul>
            </>
          )}
          {pending.settings && (
            <Toggle label={t('data.settingsOffer', { list: settingList(pending.settings.changes) })} checked={takeSettings} onChange={setTakeSettings} />
          )}
          {pending.conflicts > 0 && (
            <Segmented<ConflictChoice>
              legend={t('data.conflictQuestion')}
              name="conflict"
              value={choice}
              onChange={setChoice}
              options={['keep-both', 'replace', 'skip']}
              label={(v) => t(conflictLabel[v])}
            />
          )}
          <div class="button-row">
            <button type="button" class="btn btn-primary" onClick={() => void doImport(pending)}>
              {t('data.importNow')}
            </button>
            <button type="button" class="btn btn-quiet" onClick={() => setPending(null)}>
              {t('data.cancel')}
            </button>
          </div>
        </div>
      )}
      {problems > 0 && (
        <div class="import-preview">
          <p>{t('data.problems', { count: problems })}</p>
          <button
            type="button"
            class="btn"
            onClick={async () => {
              for (const p of [...store.problems]) await store.discardProblem(p);
              setProblems(store.problems.length);
              // The notices about the damaged records have been answered.
              for (const n of notices) if (n.key === 'problems' || n.key === 'game-load') dismiss(n.id);
            }}
          >
            {t('data.discard')}
          </button>
        </div>
      )}
    </section>
  );
}

const conflictLabel: Record<ConflictChoice, MessageKey> = { 'keep-both': 'data.keepBoth', replace: 'data.replace', skip: 'data.skip' };
const motionLabel: Record<MotionSetting, MessageKey> = { system: 'settings.motion.system', reduce: 'settings.motion.reduce', full: 'settings.motion.full' };
/** Each language is named in its own words (and marked with its `lang` for screen readers); "device" in the interface's. */
const languageLabel: Record<LanguageSetting, MessageKey> = {
  device: 'settings.language.device',
  en: 'settings.language.en',
  fr: 'settings.language.fr',
  es: 'settings.language.es',
};
const themeLabel: Record<ThemeSetting, MessageKey> = { system: 'settings.theme.system', light: 'settings.theme.light', dark: 'settings.theme.dark' };

export function SettingsScreen() {
  const { settings, updateSettings } = useApp();
  const set =
    <K extends keyof Settings>(k: K) =>
    (v: Settings[K]) =>
      updateSettings({ [k]: v } as Partial<Settings>);
  return (
    <Screen title={t('settings.title')} back="#/">
      <InstallSection />
      <section class="settings-section">
        <Segmented<LanguageSetting>
          legend={t('settings.language')}
          name="language"
          value={settings.language}
          onChange={set('language')}
          options={LANGUAGE_SETTINGS}
          label={(v) => t(languageLabel[v])}
          lang={(v) => (v === 'device' ? undefined : v)}
        />
        <Toggle label={t('settings.sound')} checked={settings.sound} onChange={set('sound')} />
        <Toggle label={t('settings.vibration')} checked={settings.vibration} onChange={set('vibration')} />
        <Toggle label={t('settings.largeText')} checked={settings.largeText} onChange={set('largeText')} />
        <Segmented<MotionSetting>
          legend={t('settings.motion')}
          name="motion"
          value={settings.motion}
          onChange={set('motion')}
          options={['system', 'reduce', 'full']}
          label={(v) => t(motionLabel[v])}
        />
        <Segmented<ThemeSetting>
          legend={t('settings.theme')}
          name="theme"
          value={settings.theme}
          onChange={set('theme')}
          options={['system', 'light', 'dark']}
          label={(v) => t(themeLabel[v])}
        />
      </section>
      <PlayersSection />
      <ClassListSection />
      <DataSection />
      <section class="settings-section" aria-labelledby="about-h">
        <h2 id="about-h">{t('settings.about')}</h2>
        <p>{t('settings.aboutIntro')}</p>
        <a class="btn" href="#/about">
          {t('about.title')}
        </a>
      </section>
    </Screen>
  );
}
