/**
 * One tap-or-drag gesture for pieces on a table (TUF's cubes, Mathable's
 * tiles): a press that travels less than a few pixels is a tap (the button's
 * own click does the work, so keyboards and screen readers get the same);
 * past that it is a drag, followed on the window until the pointer is released
 * or cancelled. The click a browser sends after a drag is swallowed
 * (`isDragClick`), so a drop never also selects or takes back.
 */
import { useRef } from 'preact/hooks';

/**
 * For a tray whose pieces leave it when tapped (TUF's and TUF words' cubes): a button pressed with a finger or a
 * mouse is not given the page's focus (the keyboard still focuses it). Taking a focused element out of the page costs
 * the browser far more than taking out any other: about 6 ms of each tap at 4× in a traced TUF round, against 1.
 * The tap itself, and what a screen reader activates, are unchanged. Put it on the tray as its onMouseDown.
 */
export const noFocusOnPress = (e: MouseEvent): void => {
  if (e.target instanceof Element && e.target.closest('button')) e.preventDefault();
};

export interface TapOrDragOptions<T> {
  /** Pixels the pointer must travel before a press becomes a drag (default 10). */
  threshold?: number;
  /** Every pointer move once the press is a drag (`first`: the move that made it one). */
  onDragMove?: (item: T, e: PointerEvent, first: boolean) => void;
  /** The pointer was released after a drag. */
  onDrop: (item: T, e: PointerEvent) => void;
  /** The pointer was cancelled during a drag (default: nothing is dropped). */
  onCancel?: (item: T, e: PointerEvent) => void;
  /** The press is over, drag or tap, released or cancelled (clean up what onDragMove drew). */
  onEnd?: (item: T) => void;
}

export interface TapOrDrag<T> {
  /** Call from the piece's onPointerDown. */
  start: (item: T, e: PointerEvent) => void;
  /** Call first in the piece's onClick: true (once) when this click ends a drag and should do nothing. */
  isDragClick: () => boolean;
}

export function useTapOrDrag<T>(options: TapOrDragOptions<T>): TapOrDrag<T> {
  const opts = useRef(options);
  opts.current = options;
  const swallow = useRef(false);
  const api = useRef<TapOrDrag<T> | null>(null);
  if (api.current === null) {
    api.current = {
      start(item, e) {
        const x0 = e.clientX;
        const y0 = e.clientY;
        const threshold = opts.current.threshold ?? 10;
        let dragging = false;
        const move = (ev: PointerEvent): void => {
          if (!dragging && Math.hypot(ev.clientX - x0, ev.clientY - y0) < threshold) return;
          const first = !dragging;
          dragging = true;
          opts.current.onDragMove?.(item, ev, first);
        };
        const finish = (ev: PointerEvent, cancelled: boolean): void => {
          window.removeEventListener('pointermove', move);
          window.removeEventListener('pointerup', up);
          window.removeEventListener('pointercancel', cancel);
          opts.current.onEnd?.(item);
          if (!dragging) return;
          swallow.current = true;
          setTimeout(() => (swallow.current = false), 50);
          if (cancelled) opts.current.onCancel?.(item, ev);
          else opts.current.onDrop(item, ev);
        };
        const up = (ev: PointerEvent): void => finish(ev, false);
        const cancel = (ev: PointerEvent): void => finish(ev, true);
        window.addEventListener('pointermove', move);
        window.addEventListener('pointerup', up);
        window.addEventListener('pointercancel', cancel);
      },
      isDragClick() {
        if (!swallow.current) return false;
        swallow.current = false;
        return true;
      },
    };
  }
  return api.current;
}
