/** A code to pass to other devices: the text, a link that opens the app on it, and a QR code. */
import { t } from '../../i18n';
import { CopyButton } from './CopyButton';
import { QrCode } from './QrCode';

/** The full link for an in-app hash route, on this app's own address. */
export function shareLink(hash: string): string {
  const base = `${location.origin}${location.pathname}`;
  return `${base}${hash.startsWith('#') ? hash : `#${hash}`}`;
}

export function ShareCode(props: { code: string; hash: string; label: string }) {
  const link = shareLink(props.hash);
  return (
    <div class="share">
      <QrCode text={link} label={props.label} />
      <div class="share-text">
        <div class="share-label">{props.label}</div>
        <output class="share-code" aria-label={t('share.code')}>
          {props.code}
        </output>
        <CopyButton text={link} label={t('share.copy')} copiedLabel={t('share.copied')} />
      </div>
    </div>
  );
}
