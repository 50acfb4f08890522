/**
 * The app's start, loaded by src/main.tsx once the prerendered home has been
 * painted: open storage, read settings, draw the shell. Games load lazily
 * later. Rendering here replaces index.html's prerendered copies in one task
 * (no paint in between, so nothing flashes); what a student typed into them
 * meanwhile is carried into the live screen (src/boot/carry.ts).
 */
import { render } from 'preact';
import { getStore } from './storage';
import { AppProvider, languageFor } from './ui/context';
import { App } from './ui/App';
import { requestPersistentStorage } from './ui/services/pwa';
import { listenForInstall } from './ui/services/install';
import { deviceLanguage, switchLanguage, t } from './i18n';
import { writeMirror } from './boot/prefs';
import { captureInputs, restoreInputs } from './boot/carry';

/** Start phases as user-timing marks (`npm run bench -- browser start` reports them). */
const mark = (name: string): void => void globalThis.performance?.mark?.(`tuffest:${name}`);

export async function start(): Promise<void> {
  mark('main');
  // the browser's install offer can come at any moment: kept for Settings' Install button
  listenForInstall();
  const root = document.getElementById('app');
  if (!root) return;
  // Another tab holding the database at an older version blocks the upgrade: say so while waiting.
  const store = await getStore({
    onBlocked: () => {
      const p = document.createElement('p');
      p.className = 'boot-message';
      p.setAttribute('role', 'status');
      root.replaceChildren(p);
      // Settings cannot be read yet: the message comes in the device's language.
      void switchLanguage(deviceLanguage()).then(() => {
        p.textContent = t('notice.blockedWaiting');
      });
    },
  });
  mark('store');
  const settings = await store.getSettings().catch(() => undefined);
  mark('settings');
  // the first paint's copy follows the saved settings (also for settings saved before there was a copy)
  if (settings && store.persistent) writeMirror(settings);
  // Only the active language is loaded before first paint; the others load when chosen.
  await switchLanguage(languageFor(settings?.language ?? 'device'));
  mark('language');
  // The prerendered skip link (before the app took over) leaves a bare fragment such as #main: that is the home.
  if (/^#[^/]/.test(location.hash)) history.replaceState(history.state, '', '#/');
  // text typed (and the caret) in the prerendered screen before the app took over
  const typed = captureInputs(root);
  root.replaceChildren();
  render(
    <AppProvider store={store} initialSettings={settings}>
      <App />
    </AppProvider>,
    root,
  );
  restoreInputs(root, typed);
  mark('rendered');
  void requestPersistentStorage();
}
