/**
 * The notice area: short messages with an optional action, announced to
 * screen readers. At the bottom on shell screens; at the top during a game,
 * where the bottom of a phone holds the game's own buttons.
 */
import type { Ref } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useApp } from '../context';
import { t } from '../i18n';

export function Notices() {
  const { notices, dismiss, inGame } = useApp();
  // A plain confirmation (e.g. "ready to work offline") goes to the top too: it
  // must never sit over a screen's bottom buttons (Start, Done) while it lasts.
  const top = (n: (typeof notices)[number]): boolean => inGame || (n.kind === 'success' && !n.action);
  const bottom = notices.filter((n) => !top(n));
  const box = useRef<HTMLDivElement>(null);
  // On shell screens the bottom notices sit over the bottom of the page: while one
  // stays (sticky), the page gets that much room below its content, so nothing
  // (e.g. Settings' buttons) stays covered. Passing notices fade on their own.
  const staying = bottom.some((n) => n.sticky);
  useEffect(() => {
    const root = document.documentElement;
    const el = box.current;
    const set = (): void => root.style.setProperty('--notices-room', staying && el ? `${el.offsetHeight}px` : '0px');
    set();
    if (!el || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(set);
    watch.observe(el);
    return () => watch.disconnect();
  }, [staying, bottom.length]);
  return (
    <>
      <NoticeList list={notices.filter(top)} place="top" dismiss={dismiss} />
      <NoticeList list={bottom} place="bottom" dismiss={dismiss} box={box} />
    </>
  );
}

function NoticeList(props: {
  list: ReturnType<typeof useApp>['notices'];
  place: 'top' | 'bottom';
  dismiss: (id: number) => void;
  box?: Ref<HTMLDivElement>;
}) {
  const { dismiss } = props;
  return (
    <div ref={props.box} class={`notices ${props.place === 'top' ? 'notices-top' : ''}`} role="status" aria-live="polite">
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
