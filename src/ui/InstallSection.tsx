/**
 * "Install on this tablet", at the top of Settings (where a teacher sets a device up: language, sound, data):
 * the browser's own install prompt where it offers one, the Add to Home Screen steps in words on iPad/iPhone
 * and in other browsers, nothing once the app is installed or opened from the home screen.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';
import { useApp } from './context';
import { installWay, onInstallChange, promptInstall, type InstallWay } from './services/install';

export function InstallSection(props: { way?: () => InstallWay }) {
  const { notify } = useApp();
  const read = props.way ?? (() => installWay());
  const [way, setWay] = useState<InstallWay>(read);
  const [asked, setAsked] = useState(false);
  useEffect(() => onInstallChange(() => setWay(read())), []);
  if (way === 'installed') return null;
  return (
    <section class="settings-section install-section" aria-labelledby="install-h">
      <h2 id="install-h">{t('install.title')}</h2>
      <p>{t('install.why')}</p>
      {way === 'prompt' ? (
        <button
          type="button"
          class="btn btn-primary"
          disabled={asked}
          onClick={async () => {
            setAsked(true);
            const answer = await promptInstall().catch(() => 'unavailable' as const);
            setAsked(false);
            if (answer === 'accepted') notify({ kind: 'success', text: t('install.done'), key: 'install' });
            setWay(read());
          }}
        >
          {t('install.button')}
        </button>
      ) : way === 'ios' ? (
        <ol class="install-steps">
          <li>{t('install.ios.1')}</li>
          <li>{t('install.ios.2')}</li>
          <li>{t('install.ios.3')}</li>
        </ol>
      ) : (
        // a browser that does not say whether it can install (Firefox, Safari on a Mac, …): the steps, folded
        <details class="install-menu">
          <summary>{t('install.menu.how')}</summary>
          <ol class="install-steps">
            <li>{t('install.menu.1')}</li>
            <li>{t('install.menu.2')}</li>
          </ol>
          <p>{t('install.menu.note')}</p>
        </details>
      )}
    </section>
  );
}
