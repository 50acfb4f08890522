/**
 * Scan a QR code (#/scan, from the home screen's "Open a code"): a lesson's, a game's or a roll's QR shown on
 * another device or a projector opens here as a pasted link would (Home's routeForCode). A code the app cannot
 * open is said in words and the camera keeps looking.
 */
import { t } from '../i18n';
import { QrScanner } from './components/QrScanner';
import { Screen } from './components/Screen';
import { routeForCode } from './Home';
import { navigate } from './router';

export function ScanScreen() {
  return (
    <Screen title={t('scan.title')} back="#/" class="is-form">
      <p>{t('scan.intro')}</p>
      <QrScanner
        autoStart
        onCode={(text) => {
          const r = routeForCode(text);
          if ('reason' in r) return r.reason;
          navigate(...r.route);
          return undefined;
        }}
      />
    </Screen>
  );
}
