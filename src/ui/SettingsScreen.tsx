/** Settings (language, sound, vibration, motion, theme, larger text) and the data on this device. */
import { useState } from 'preact/hooks';
import {
  exportAll, importAll, ImportError, previewImport, readExport,
  type ConflictChoice, type ExportFile, type ImportPreview, type MotionSetting, type Settings, type ThemeSetting,
} from '../storage';
import { useApp } from './context';
import { t, type MessageKey } from './i18n';
import { Screen } from './components/Screen';
import { Segmented, Toggle } from './components/Choice';
import { PlayersSection } from './components/Players';

function DataSection() {
  const { store, notify } = useApp();
  const [pending, setPending] = useState<{ file: ExportFile; preview: ImportPreview } | null>(null);
  const [choice, setChoice] = useState<ConflictChoice>('keep-both');
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
    if (!f) return;
    try {
      const file = readExport(await f.text());
      setPending({ file, preview: await previewImport(store, file) });
    } catch (e) {
      notify({ kind: 'error', text: e instanceof ImportError ? e.message : String(e) });
    }
  };

  return (
    <section class="settings-section" aria-labelledby="data-h">
      <h2 id="data-h">{t('data.title')}</h2>
      <p>{t('data.where')}</p>
      {!store.persistent && <p class="form-error">{t('notice.memoryOnly')}</p>}
      <div class="button-row">
        <button type="button" class="btn" onClick={doExport}>
          {t('data.export')}
        </button>
        <label class="btn">
          {t('data.import')}
          <input type="file" accept="application/json,.json" class="visually-hidden" onChange={(e) => onFile(e.currentTarget)} />
        </label>
      </div>
      {pending && (
        <div class="import-preview" role="region" aria-label={t('data.import')}>
          <p>{t('data.preview', { added: pending.preview.added, same: pending.preview.same, conflicts: pending.preview.conflicts })}</p>
          {pending.preview.unreadable > 0 && <p>{t('data.unreadable', { count: pending.preview.unreadable })}</p>}
          {pending.preview.conflicts > 0 && (
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
            <button
              type="button"
              class="btn btn-primary"
              onClick={async () => {
                const done = await importAll(store, pending.file, choice);
                setPending(null);
                notify({ kind: 'success', text: t('data.imported', { added: done.added }) });
              }}
            >
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
const themeLabel: Record<ThemeSetting, MessageKey> = { system: 'settings.theme.system', light: 'settings.theme.light', dark: 'settings.theme.dark' };

export function SettingsScreen() {
  const { settings, updateSettings } = useApp();
  const set = <K extends keyof Settings>(k: K) => (v: Settings[K]) => updateSettings({ [k]: v } as Partial<Settings>);
  return (
    <Screen title={t('settings.title')} back="#/">
      <section class="settings-section">
        <Segmented legend={t('settings.language')} name="language" value={settings.language} onChange={set('language')} options={['en'] as const} label={() => t('settings.language.en')} />
        <Toggle label={t('settings.sound')} checked={settings.sound} onChange={set('sound')} />
        <Toggle label={t('settings.vibration')} checked={settings.vibration} onChange={set('vibration')} />
        <Toggle label={t('settings.largeText')} checked={settings.largeText} onChange={set('largeText')} />
        <Segmented<MotionSetting> legend={t('settings.motion')} name="motion" value={settings.motion} onChange={set('motion')} options={['system', 'reduce', 'full']} label={(v) => t(motionLabel[v])} />
        <Segmented<ThemeSetting> legend={t('settings.theme')} name="theme" value={settings.theme} onChange={set('theme')} options={['system', 'light', 'dark']} label={(v) => t(themeLabel[v])} />
      </section>
      <PlayersSection />
      <DataSection />
    </Screen>
  );
}
