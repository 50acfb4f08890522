/** A code to pass to other devices: the text, a link that opens the app on it, and a QR code. */
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { QrCode } from './QrCode';

/** The full link for an in-app hash route, on this app's own address. */
export function shareLink(hash: string): string {
  const base = `${location.origin}${location.pathname}`;
  return `${base}${hash.startsWith('#') ? hash : `#${hash}`}`;
}

export function ShareCode(props: { code: string; hash: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const link = shareLink(props.hash);
  return (
    <div class="share">
      <QrCode text={link} label={props.label} />
      <div class="share-text">
        <div class="share-label">{props.label}</div>
        <output class="share-code" aria-label={t('share.code')}>
          {props.code}
        </output>
        <button
          type="button"
          class="btn"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(link);
              setCopied(true);
            } catch {
              setCopied(false);
            }
          }}
        >
          {copied ? t('share.copied') : t('share.copy')}
        </button>
      </div>
    </div>
  );
}
