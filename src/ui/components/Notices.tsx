/**
 * The notice area: short messages with an optional action, announced to
 * screen readers. At the bottom on shell screens; at the top during a game,
 * where the bottom of a phone holds the game's own buttons.
 */
import { useApp } from '../context';
import { t } from '../i18n';

export function Notices() {
  const { notices, dismiss, inGame } = useApp();
  return (
    <div class={`notices ${inGame ? 'notices-top' : ''}`} role="status" aria-live="polite">
      {notices.map((n) => (
        <div key={n.id} class={`notice notice-${n.kind}`}>
          <span class="notice-text">{n.text}</span>
          {n.action && (
            <button
              type="button"
              class="btn btn-small"
              onClick={() => {
                n.action?.run();
                dismiss(n.id);
              }}
            >
              {n.action.label}
            </button>
          )}
          <button type="button" class="btn btn-small btn-quiet" aria-label={t('notice.dismiss')} onClick={() => dismiss(n.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
