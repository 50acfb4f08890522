/**
 * The board on a phone, as the best word-game apps hold it: the whole 14×14
 * board at a zoom, inside a window that the finger pans (native scrolling)
 * and two fingers pinch to zoom, with − / + buttons for one hand or a
 * keyboard. The board never moves by itself: it is centred on the tiles in
 * play once, when the game opens, and never again (not after a placement,
 * not when the message line or the extra-tile question changes the space
 * around it: the window's height changes, the board's size does not).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { SIZE } from '../../games/mathable/board';
import { t } from '../../i18n';
import type { BoardWindow } from './view';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3.5;
/** The opening zoom: about eight squares across, as big as a fingertip on a phone. */
export const PHONE_ZOOM = SIZE / 8;

export const clampZoom = (z: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(z * 100) / 100));

/**
 * The scroll offset that keeps the board point under `focus` (px from the
 * window's edge) in place when the zoom goes from `from` to `to`.
 */
export function keepFocus(scroll: number, focus: number, from: number, to: number): number {
  return Math.max(0, ((scroll + focus) / from) * to - focus);
}

/** The scroll offsets that put the middle of `area` in the middle of a window of `view` px, for a board `board` px wide. */
export function centreOn(area: BoardWindow, board: number, view: { width: number; height: number }): { left: number; top: number } {
  const sq = board / SIZE;
  const mid = (from: number) => (from + area.size / 2) * sq;
  return { left: Math.max(0, mid(area.left) - view.width / 2), top: Math.max(0, mid(area.top) - view.height / 2) };
}

export function PanZoom(props: { zoom: number; onZoom: (z: number) => void; centre: BoardWindow; children: ComponentChildren }) {
  const ref = useRef<HTMLDivElement>(null);
  const zoomRef = useRef(props.zoom);
  const pending = useRef<{ left: number; top: number } | null>(null);
  const centred = useRef(false);

  // Once: the tiles in play in the middle of the window.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || centred.current) return;
    centred.current = true;
    const c = centreOn(props.centre, el.scrollWidth, { width: el.clientWidth, height: el.clientHeight });
    el.scrollLeft = c.left;
    el.scrollTop = c.top;
  }, []);

  // A new zoom keeps the point under the fingers (or the window's middle) where it was.
  const zoomTo = (z: number, fx?: number, fy?: number): void => {
    const el = ref.current;
    const next = clampZoom(z);
    const from = zoomRef.current;
    if (!el || next === from) return;
    const x = fx ?? el.clientWidth / 2;
    const y = fy ?? el.clientHeight / 2;
    pending.current = { left: keepFocus(el.scrollLeft, x, from, next), top: keepFocus(el.scrollTop, y, from, next) };
    zoomRef.current = next;
    props.onZoom(next);
  };
  useLayoutEffect(() => {
    zoomRef.current = props.zoom;
    const el = ref.current;
    const p = pending.current;
    if (el && p) {
      el.scrollLeft = p.left;
      el.scrollTop = p.top;
    }
    pending.current = null;
  }, [props.zoom]);

  // Two fingers: pinch to zoom around their middle (one finger pans natively).
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let start: { dist: number; zoom: number } | null = null;
    const spread = (e: TouchEvent) => {
      const [a, b] = [e.touches[0], e.touches[1]];
      if (!a || !b) return null;
      const r = el.getBoundingClientRect();
      return {
        dist: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
        x: (a.clientX + b.clientX) / 2 - r.left,
        y: (a.clientY + b.clientY) / 2 - r.top,
      };
    };
    const onStart = (e: TouchEvent): void => {
      const s = e.touches.length === 2 ? spread(e) : null;
      start = s ? { dist: s.dist, zoom: zoomRef.current } : null;
    };
    const onMove = (e: TouchEvent): void => {
      if (!start || e.touches.length !== 2) return;
      const s = spread(e);
      if (!s || start.dist < 10) return;
      e.preventDefault();
      zoomTo(start.zoom * (s.dist / start.dist), s.x, s.y);
    };
    const onEnd = (e: TouchEvent): void => {
      if (e.touches.length < 2) start = null;
    };
    // A trackpad pinch arrives as a wheel with Ctrl held.
    const onWheel = (e: WheelEvent): void => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      const r = el.getBoundingClientRect();
      zoomTo(zoomRef.current * Math.exp(-e.deltaY / 200), e.clientX - r.left, e.clientY - r.top);
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd, { passive: true });
    el.addEventListener('touchcancel', onEnd, { passive: true });
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
      el.removeEventListener('wheel', onWheel);
    };
  }, []);

  return (
    <div class="mth-panzoom">
      {/* Focusable itself, so the keyboard can scroll it even while the squares are disabled (a computer's turn). */}
      <div ref={ref} class="mth-viewport" data-zoom={props.zoom} tabIndex={0} role="region" aria-label={t('mathable.boardWindow')}>
        <div class="mth-zoomed" style={{ width: `${props.zoom * 100}%` }}>
          {props.children}
        </div>
      </div>
      <div class="mth-zoom-buttons" role="group" aria-label={t('mathable.zoom')}>
        <button
          type="button"
          class="btn btn-icon"
          aria-label={t('mathable.zoomOut')}
          disabled={props.zoom <= MIN_ZOOM}
          onClick={() => zoomTo(props.zoom / 1.25)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <button
          type="button"
          class="btn btn-icon"
          aria-label={t('mathable.zoomIn')}
          disabled={props.zoom >= MAX_ZOOM}
          onClick={() => zoomTo(props.zoom * 1.25)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
