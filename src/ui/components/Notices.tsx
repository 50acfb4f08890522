/** The notice area: short messages with an optional action, announced to screen readers. */
import { useApp } from '../context';
import { t } from '../i18n';

export function Notices() {
  const { notices, dismiss } = useApp();
  return (
    <div class="notices" role="status" aria-live="polite">
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
