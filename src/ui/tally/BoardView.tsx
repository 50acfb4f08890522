/**
 * The 4×4 board: every tile a real button (tap to trace, keyboard too), the
 * path drawn over it as a line with numbered stops, and drag tracing as a
 * bonus: a finger that moves across tile centres extends the path.
 */
import { useCallback, useRef } from 'preact/hooks';
import { colOf, rowOf, SIZE, type Board } from '../../games/tally/board';
import { pure } from '../components/pure';
import { t } from '../../i18n';

export interface BoardViewProps {
  board: Board;
  path: readonly number[];
  /** Tile taps (and keyboard presses); omitted for a read-only board. */
  onTap?: (cell: number) => void;
  /** Drag tracing: the first tile touched, then each tile the finger reaches. */
  onDragStart?: (cell: number) => void;
  onDragTo?: (cell: number) => void;
  label?: string;
  small?: boolean;
}

/** Which tile a point is on, only near a tile's centre (so diagonal moves do not clip corners). */
export function cellAt(x: number, y: number, size: number): number | null {
  const cw = size / SIZE;
  const col = Math.floor(x / cw);
  const row = Math.floor(y / cw);
  if (col < 0 || row < 0 || col >= SIZE || row >= SIZE) return null;
  const dx = x - (col + 0.5) * cw;
  const dy = y - (row + 0.5) * cw;
  return Math.hypot(dx, dy) <= cw * 0.4 ? row * SIZE + col : null;
}

/**
 * The tiles a finger crosses going straight from (x0, y0) to (x1, y1), in
 * order, each once: a fast swipe reaches the page as a few far-apart points
 * (and the browser may merge moves), so the tiles between them are filled in.
 */
export function cellsAlong(x0: number, y0: number, x1: number, y1: number, size: number): number[] {
  const step = size / SIZE / 8;
  const n = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
  const out: number[] = [];
  for (let i = 1; i <= n; i++) {
    const c = cellAt(x0 + ((x1 - x0) * i) / n, y0 + ((y1 - y0) * i) / n, size);
    if (c !== null && c !== out[out.length - 1]) out.push(c);
  }
  return out;
}

/**
 * One tile with its place in the path: pure, so a tap re-renders (and
 * re-labels) only the tiles whose place changed.
 */
const Tile = pure(function Tile(props: { cell: number; digit: number; at: number; end: boolean; onTap: ((cell: number) => void) | undefined }) {
  const { cell, digit, at } = props;
  const label =
    at >= 0
      ? t('tally.tileInPath', { digit, row: rowOf(cell) + 1, col: colOf(cell) + 1, n: at + 1 })
      : t('tally.tile', { digit, row: rowOf(cell) + 1, col: colOf(cell) + 1 });
  const cls = `tally-tile ${at >= 0 ? 'in-path' : ''} ${props.end ? 'is-end' : ''}`;
  const onTap = props.onTap;
  return (
    <div class="tally-cell">
      {onTap ? (
        <button type="button" class={cls} data-cell={cell} aria-label={label} aria-pressed={at >= 0} onClick={() => onTap(cell)}>
          <span aria-hidden="true">{digit}</span>
        </button>
      ) : (
        <div class={cls} data-cell={cell} role="img" aria-label={label}>
          <span aria-hidden="true">{digit}</span>
        </div>
      )}
      {at >= 0 ? (
        <span class="tally-order" aria-hidden="true">
          {at + 1}
        </span>
      ) : null}
    </div>
  );
});

export function BoardView(props: BoardViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; start: number; moved: boolean; last: number; x: number; y: number } | null>(null);
  const suppressClick = useRef(false);
  const interactive = props.onTap !== undefined;
  const stops = props.path.map((c) => ({ x: colOf(c) * 25 + 12.5, y: rowOf(c) * 25 + 12.5 }));
  // One tap handler for every tile, the same from render to render, so a tile whose look did not change is not re-rendered.
  const onTapRef = useRef(props.onTap);
  onTapRef.current = props.onTap;
  const tapTile = useCallback((cell: number) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    onTapRef.current?.(cell);
  }, []);
  const end = props.path.length - 1;

  const local = (e: PointerEvent): { x: number; y: number; size: number } | null => {
    const el = ref.current;
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top, size: r.width };
  };
  const point = (e: PointerEvent): number | null => {
    const p = local(e);
    return p ? cellAt(p.x, p.y, p.size) : null;
  };

  return (
    <div
      ref={ref}
      class={`tally-board ${props.small ? 'is-small' : ''} ${interactive ? 'is-live' : ''}`}
      role="group"
      aria-label={props.label ?? t('tally.board')}
      onPointerDown={(e) => {
        if (!interactive) return;
        const p = local(e);
        const c = point(e);
        if (c === null || !p) return;
        drag.current = { id: e.pointerId, start: c, moved: false, last: c, x: p.x, y: p.y };
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (!d || d.id !== e.pointerId) return;
        // every point the browser merged into this event, and the tiles between them
        const merged = typeof e.getCoalescedEvents === 'function' ? e.getCoalescedEvents() : [];
        for (const ev of merged.length > 0 ? merged : [e]) {
          const p = local(ev);
          if (!p) return;
          for (const c of cellsAlong(d.x, d.y, p.x, p.y, p.size)) {
            if (c === d.last) continue;
            if (!d.moved) {
              d.moved = true;
              props.onDragStart?.(d.start);
            }
            d.last = c;
            props.onDragTo?.(c);
          }
          d.x = p.x;
          d.y = p.y;
        }
      }}
      onPointerUp={(e) => {
        const d = drag.current;
        if (d && d.id === e.pointerId && d.moved) {
          // a mouse drag ends with a click on the last tile: ignore that one click only
          suppressClick.current = true;
          setTimeout(() => (suppressClick.current = false), 0);
        }
        drag.current = null;
      }}
      onPointerCancel={() => {
        drag.current = null;
      }}
    >
      {props.board.map((digit, cell) => {
        const at = props.path.indexOf(cell);
        return <Tile key={cell} cell={cell} digit={digit} at={at} end={at >= 0 && at === end} onTap={interactive ? tapTile : undefined} />;
      })}
      <svg class="tally-path" viewBox="0 0 100 100" aria-hidden="true" preserveAspectRatio="none">
        {stops.length > 1 && <polyline points={stops.map((s) => `${s.x},${s.y}`).join(' ')} />}
        {stops.length > 0 && <circle cx={stops[0]!.x} cy={stops[0]!.y} r="3.2" />}
      </svg>
    </div>
  );
}
