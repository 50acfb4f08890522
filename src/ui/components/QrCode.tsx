/** A QR code drawn as one SVG path (uqr computes the modules; nothing leaves the device). */
import { useMemo } from 'preact/hooks';
import { encode } from 'uqr';
import { t } from '../../i18n';

export function qrPath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size, d };
}

export function QrCode(props: { text: string; label: string; size?: number }) {
  const qr = useMemo(() => qrPath(props.text), [props.text]);
  return (
    <svg
      class="qr"
      role="img"
      aria-label={t('share.qr', { what: props.label })}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={props.size ?? 180}
      height={props.size ?? 180}
      shape-rendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.d} fill="#000" />
    </svg>
  );
}
