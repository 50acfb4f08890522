/**
 * The notice area: short messages with an optional action, announced to
 * screen readers. At the bottom on shell screens; at the top during a game,
 * where the bottom of a phone holds the game's own buttons.
 *
 * The top notices never cover the screen (on a 320×568 phone "ready to work
 * offline" used to hide the top of the play and results screens):
 * - a passing confirmation (success, no action, not sticky; the newest one)
 *   shows beside the title in the screen's header (`headerNotice`, shown by
 *   `Screen`) for its few seconds: nothing is covered, the title stays, nothing moves under
 *   the student's finger; a newer one replaces it there (the older one is not
 *   moved into the flow, which would move the screen);
 * - the others sit in the screen's own flow under its header
 *   (`ScreenNotices`): the screen makes room for them (its body, which fits
 *   the viewport, gets shorter while they last; `--top-notices` tells
 *   layouts sized by the viewport how much).
 * Only while no screen is mounted do they float at the top of the page.
 */
import type { ComponentChildren, Ref } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useApp, useAppIfAny } from '../context';
import { t } from '../../i18n';

type Notice = ReturnType<typeof useApp>['notices'][number];

/** A plain confirmation (e.g. "ready to work offline") goes to the top too: it must never sit over a screen's bottom buttons (Start, Done) while it lasts. */
const atTop = (n: Notice, inGame: boolean): boolean => inGame || (n.kind === 'success' && !n.action);

/** A passing confirmation at the top (success, no action, not sticky): it may show in the header beside the title for its few seconds. */
const passing = (n: Notice, inGame: boolean): boolean => atTop(n, inGame) && n.kind === 'success' && !n.action && !n.sticky;

/**
 * The notice shown in the screen's header beside its title, if any: the newest passing confirmation at the top,
 * but one the app says on its own ("ready to work offline") never takes the place of one that answers what the student
 * did ("Imported 5,000 records."): it waits there until that one has gone.
 */
export function headerNotice(notices: readonly Notice[], inGame: boolean): Notice | null {
  const fit = notices.filter((n) => passing(n, inGame));
  const answers = fit.filter((n) => !n.background);
  return answers[answers.length - 1] ?? fit[fit.length - 1] ?? null;
}

/** How many screens are mounted (each places the top notices in its flow), and who wants to know. */
let screens = 0;
const watchers = new Set<(n: number) => void>();
function useScreenCount(): number {
  const [n, setN] = useState(screens);
  useEffect(() => {
    watchers.add(setN);
    setN(screens);
    return () => void watchers.delete(setN);
  }, []);
  return n;
}

/** The top notices in a screen's flow, under its header: the screen makes room for them. */
export function ScreenNotices() {
  const app = useAppIfAny();
  const box = useRef<HTMLDivElement>(null);
  // Layouts sized by the viewport (Tally's board) give up this height while a notice lasts: `--top-notices`.
  useEffect(() => {
    const root = document.documentElement;
    const el = box.current;
    const set = (): void => root.style.setProperty('--top-notices', el?.querySelector('.notice') ? `${el.offsetHeight}px` : '0px');
    set();
    if (!el || typeof ResizeObserver === 'undefined') return () => root.style.setProperty('--top-notices', '0px');
    const watch = new ResizeObserver(set);
    watch.observe(el);
    return () => {
      watch.disconnect();
      root.style.setProperty('--top-notices', '0px');
    };
  }, [app?.notices, app?.inGame]);
  useEffect(() => {
    screens++;
    watchers.forEach((w) => w(screens));
    return () => {
      screens--;
      watchers.forEach((w) => w(screens));
    };
  }, []);
  if (!app) return null;
  const inHeader = headerNotice(app.notices, app.inGame);
  return (
    // An older passing confirmation that a newer one replaced in the header is not moved into the flow: the screen
    // would move under a finger (the results, as "Saved to your finished games" met "ready to work offline").
    <NoticeList list={app.notices.filter((n) => atTop(n, app.inGame) && !passing(n, app.inGame))} place="inline" dismiss={app.dismiss} box={box}>
      {/* the header's notice is shown there (hidden from screen readers) and read from here */}
      {inHeader && <span class="visually-hidden">{inHeader.text}</span>}
    </NoticeList>
  );
}

export function Notices() {
  const { notices, dismiss, inGame } = useApp();
  const top = (n: Notice): boolean => atTop(n, inGame);
  const onScreen = useScreenCount() > 0;
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
      {!onScreen && <NoticeList list={notices.filter(top)} place="top" dismiss={dismiss} />}
      <NoticeList list={bottom} place="bottom" dismiss={dismiss} box={box} />
    </>
  );
}

function NoticeList(props: {
  list: ReturnType<typeof useApp>['notices'];
  place: 'top' | 'bottom' | 'inline';
  dismiss: (id: number) => void;
  box?: Ref<HTMLDivElement>;
  children?: ComponentChildren;
}) {
  const { dismiss } = props;
  return (
    <div
      ref={props.box}
      class={props.place === 'inline' ? 'notices-inline' : `notices ${props.place === 'top' ? 'notices-top' : ''}`}
      role="status"
      aria-live="polite"
    >
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
      {props.children}
    </div>
  );
}
