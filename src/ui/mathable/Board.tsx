/** The Mathable board, or the window of it in play: every square is a labelled button. */
import { useRef, useState } from 'preact/hooks';
import { pure } from '../components/pure';
import { SIZE, squareKind, type SquareKind } from '../../games/mathable/board';
import { currentLanguage, isLoaded, t, type MessageKey } from '../../i18n';
import type { BoardWindow } from './view';

const KIND_MARK: Record<SquareKind, string> = { plain: '', '2x': '2×', '3x': '3×', '+': '+', '-': '−', x: '×', '/': '÷' };
const KIND_LABEL: Record<Exclude<SquareKind, 'plain'>, MessageKey> = {
  '2x': 'mathable.kind.2x',
  '3x': 'mathable.kind.3x',
  '+': 'mathable.kind.plus',
  '-': 'mathable.kind.minus',
  x: 'mathable.kind.times',
  '/': 'mathable.kind.divide',
};
const KIND_CLASS: Record<SquareKind, string> = { plain: 'plain', '2x': 'double', '3x': 'triple', '+': 'op', '-': 'op', x: 'op', '/': 'op' };

export interface BoardProps {
  board: readonly number[];
  window: BoardWindow;
  /** Squares where the chosen tile fits (shown only when the setting is on). */
  fits: ReadonlySet<number>;
  /** Squares filled this turn, and in the last finished turn. */
  fresh: ReadonlySet<number>;
  last: ReadonlySet<number>;
  /** A square the hint points at. */
  hinted: number | null;
  /**
   * Not your turn (the computer's): said once, on the board (`aria-disabled`,
   * which its squares inherit), not on each of 196 squares; a tap on a square
   * then does nothing (the screen's onSquare ignores it).
   */
  disabled: boolean;
  onSquare(pos: number): void;
}

export function squareLabel(p: number, value: number, extra: readonly string[]): string {
  const row = Math.floor(p / SIZE),
    col = p % SIZE;
  const kind = squareKind(p);
  const parts = [t('mathable.square', { row: row + 1, col: col + 1 })];
  if (kind !== 'plain') parts.push(t(KIND_LABEL[kind]));
  parts.push(value >= 0 ? t('mathable.square.tile', { n: value }) : t('mathable.square.empty'));
  return [...parts, ...extra].join(', ');
}

/** What a square's name says besides its place and tile. */
export type SquareMark = 'fresh' | 'last' | '';

/**
 * Square names already worded, for the language they were worded in: a
 * square renders again when the board is disabled or enabled (the computer's
 * turn), or gains or loses a dot, and its name is then the one it had (no
 * catalogue lookups for 196 squares at every change of turn). A game meets a
 * few hundred names; the store is emptied past a bound all the same.
 */
const labels = new Map<string, string>();
let labelsFor = '';
const MAX_LABELS = 4000;

export function cachedSquareLabel(p: number, value: number, mark: SquareMark, fits: boolean): string {
  const lang = currentLanguage();
  const words = `${lang}:${isLoaded(lang) ? 1 : 0}`;
  if (words !== labelsFor || labels.size >= MAX_LABELS) {
    labels.clear();
    labelsFor = words;
  }
  const key = `${p}:${value}:${mark}:${fits ? 1 : 0}`;
  let label = labels.get(key);
  if (label === undefined) {
    const extra: string[] = [];
    if (mark === 'fresh') extra.push(t('mathable.square.new'));
    else if (mark === 'last') extra.push(t('mathable.square.last'));
    if (fits) extra.push(t('mathable.square.fits'));
    label = squareLabel(p, value, extra);
    labels.set(key, label);
  }
  return label;
}

interface SquareProps {
  pos: number;
  /** The tile on the square, or -1. */
  value: number;
  fresh: boolean;
  last: boolean;
  fits: boolean;
  hinted: boolean;
  tabbable: boolean;
}

/**
 * One square. A tap changes one or two squares of 196 (or the dots where the
 * chosen tile fits), so a square renders, and looks its label up in the
 * catalogue, only when one of its own props changed.
 */
const Square = pure(function Square(props: SquareProps) {
  const { pos: p, value: v, fits } = props;
  const kind = squareKind(p);
  const cls = [
    'mth-sq',
    `mth-${KIND_CLASS[kind]}`,
    v >= 0 ? 'has-tile' : '',
    props.fresh ? 'is-fresh' : '',
    props.last ? 'is-last' : '',
    fits ? 'fits' : '',
    props.hinted ? 'is-hinted' : '',
  ].join(' ');
  return (
    <button
      type="button"
      class={cls}
      data-pos={p}
      aria-label={cachedSquareLabel(p, v, props.fresh ? 'fresh' : props.last ? 'last' : '', fits)}
      tabIndex={props.tabbable ? 0 : -1}
    >
      {v >= 0 ? (
        <span class="mth-tile-face">{v}</span>
      ) : (
        kind !== 'plain' && (
          <span class="mth-mark" aria-hidden="true">
            {KIND_MARK[kind]}
          </span>
        )
      )}
      {fits && <span class="mth-dot" aria-hidden="true" />}
    </button>
  );
});

/** The square that keeps the board's single tab stop: kept inside the window shown. */
export function clampToWindow(p: number, w: BoardWindow): number {
  const r = Math.min(w.top + w.size - 1, Math.max(w.top, Math.floor(p / SIZE)));
  const c = Math.min(w.left + w.size - 1, Math.max(w.left, p % SIZE));
  return r * SIZE + c;
}

const STEP: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * The whole board renders again only when one of its props changed (the
 * screen renders on every tap, a rack tile chosen or a message changed do not
 * touch the board); `onSquare` is not compared (the newest is called).
 */
export const Board = pure(
  function Board(props: BoardProps) {
    const { window: w } = props;
    const ref = useRef<HTMLDivElement>(null);
    // One tab stop for the whole board; arrow keys move between squares.
    const [focusRaw, setFocus] = useState(6 * SIZE + 6);
    const focusPos = clampToWindow(focusRaw, w);
    const onKeyDown = (e: KeyboardEvent): void => {
      const step = STEP[e.key];
      if (!step) return;
      e.preventDefault();
      const r = Math.floor(focusPos / SIZE) + step[0];
      const c = (focusPos % SIZE) + step[1];
      const next = clampToWindow(Math.max(0, Math.min(SIZE - 1, r)) * SIZE + Math.max(0, Math.min(SIZE - 1, c)), w);
      setFocus(next);
      ref.current?.querySelector<HTMLButtonElement>(`[data-pos="${next}"]`)?.focus();
    };
    // One listener for the board's taps and one for its focus, not two on each of 196 squares: the square is found by its data-pos.
    const squareOf = (e: Event): number | null => {
      const el = (e.target as Element | null)?.closest?.('[data-pos]');
      const p = el ? Number(el.getAttribute('data-pos')) : NaN;
      return Number.isInteger(p) ? p : null;
    };
    const onClick = (e: MouseEvent): void => {
      const p = squareOf(e);
      if (p !== null) props.onSquare(p);
    };
    const onFocusCapture = (e: FocusEvent): void => {
      const p = squareOf(e);
      if (p !== null) setFocus(p);
    };
    const cells = [];
    for (let r = w.top; r < w.top + w.size; r++) {
      for (let c = w.left; c < w.left + w.size; c++) {
        const p = r * SIZE + c;
        const v = props.board[p] ?? -1;
        cells.push(
          <Square
            key={p}
            pos={p}
            value={v}
            fresh={props.fresh.has(p)}
            last={props.last.has(p)}
            fits={v < 0 && props.fits.has(p)}
            hinted={props.hinted === p}
            tabbable={p === focusPos}
          />,
        );
      }
    }
    const zoomed = w.size < SIZE;
    // Rows share the board equally, like columns: a row of empty plain squares would otherwise collapse.
    return (
      <div
        ref={ref}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onFocusCapture={onFocusCapture}
        class={`mth-board ${zoomed ? 'is-zoomed' : ''}`}
        role="group"
        aria-disabled={props.disabled ? 'true' : undefined}
        aria-label={
          zoomed
            ? `${t('mathable.board')}. ${t('mathable.boardArea', { r0: w.top + 1, r1: w.top + w.size, c0: w.left + 1, c1: w.left + w.size })}`
            : t('mathable.board')
        }
        style={{ gridTemplateColumns: `repeat(${w.size}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${w.size}, minmax(0, 1fr))`, '--cells': w.size }}
      >
        {cells}
      </div>
    );
  },
  ['onSquare'],
);
