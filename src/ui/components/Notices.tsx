/**
 * The notice area: short messages with an optional action, announced to
 * screen readers. At the bottom on shell screens; at the top during a game,
 * where the bottom of a phone holds the game's own buttons.
 */
import { useEffect, useRef } from 'preact/hooks';
import { useApp } from '../context';
import { t } from '../i18n';

export function Notices() {
  const { notices, dismiss, inGame } = useApp();
  const box = useRef<HTMLDivElement>(null);
  // On shell screens the notices sit over the bottom of the page: while one stays
  // (sticky), the page gets that much room below its content, so nothing (e.g.
  // Settings' buttons) stays covered. Passing notices fade on their own.
  const staying = !inGame && notices.some((n) => n.sticky);
  useEffect(() => {
    const root = document.documentElement;
    const el = box.current;
    const set = (): void => root.style.setProperty('--notices-room', staying && el ? `${el.offsetHeight}px` : '0px');
    set();
    if (!el || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(set);
    watch.observe(el);
    return () => watch.disconnect();
  }, [staying, notices.length]);
  return (
    <div ref={box} class={`notices ${inGame ? 'notices-top' : ''}`} role="status" aria-live="polite">
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
