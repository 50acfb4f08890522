/**
 * The notice area: short messages with an optional action, announced to
 * screen readers. At the bottom on shell screens; at the top during a game,
 * where the bottom of a phone holds the game's own buttons.
 */
import { useApp } from '../context';
import { t } from '../i18n';

export function Notices() {
  const { notices, dismiss, inGame } = useApp();
  // A plain confirmation (e.g. "ready to work offline") goes to the top too: it
  // must never sit over a screen's bottom buttons (Start, Done) while it lasts.
  const top = (n: (typeof notices)[number]): boolean => inGame || (n.kind === 'success' && !n.action);
  return (
    <>
      <NoticeList list={notices.filter(top)} place="top" dismiss={dismiss} />
      <NoticeList list={notices.filter((n) => !top(n))} place="bottom" dismiss={dismiss} />
    </>
  );
}

function NoticeList(props: { list: ReturnType<typeof useApp>['notices']; place: 'top' | 'bottom'; dismiss: (id: number) => void }) {
  const { dismiss } = props;
  return (
    <div class={`notices ${props.place === 'top' ? 'notices-top' : ''}`} role="status" aria-live="polite">
      {props.list.map((n) => (
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
