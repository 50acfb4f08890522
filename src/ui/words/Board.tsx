/**
 * A seat's arrangement area in TUF words: the crossword grid (zoomed to the
 * squares in use, panned by scrolling inside it, never the page) and the
 * tray of letter cubes coloured by cube. Tap a cube then a square (or drag
 * it there); tap a placed cube to take it back; clear all. A ☉ or Ω cube
 * asks for its letter when placed, in a letter picker inside the seat (so a
 * seat turned to its player shows the picker turned too).
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { E_APOS, OMEGA, type Face } from '../../games/words';
import { currentLanguage, t } from '../../i18n';
import { noFocusOnPress, useTapOrDrag } from '../components/gesture';
import { pure } from '../components/pure';
import { useScrollEnds } from '../components/scrollEnds';
import type { HintSpot } from './hints';
import {
  BOARD_SIZE,
  boardSubmission,
  cubeAt,
  cubeColour,
  faceText,
  isPlaced,
  isWild,
  moveCube,
  moveCubes,
  placeCube,
  stableWindow,
  takeBackCube,
  usedArea,
  wordSquares,
  wordThrough,
  type Board as BoardState,
  type Placed,
  type ViewWindow,
} from './board';
import { PLACING, place, settle, shows, usable, frameOf, viewAt, wholeView, zoomLimits, type Framing, type Placement, type Rect } from './view';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** How long a finger or mouse holds a placed cube still before a drag carries its whole word (ms). */
export const HOLD_FOR_WORD = 450;
/** How many steps Undo keeps. */
const UNDO_STEPS = 60;

/** A square as laid out (px): the grid is laid out once at this size and scaled to its view (`view.ts`). */
const SQUARE = 40;

const NONE: ReadonlySet<string> = new Set();

/** A word the checker marked on the board (validity light). */
export interface WordMark {
  squares: [number, number][];
  valid: boolean;
}

export interface BoardProps {
  hand: readonly Face[];
  board: BoardState;
  /** The tray cube picked up (index in the hand), or null. */
  selected: number | null;
  onChange(board: BoardState, selected: number | null): void;
  locked: boolean;
  /** Offer Ñ in the letter picker (Spanish). */
  enye?: boolean;
  /** The validity light's words (absent when the light is off). */
  marks?: readonly WordMark[] | undefined;
  /** Cubes already down that cannot be moved (Rotary's shared crossword), in board squares. */
  fixed?: readonly FixedCube[] | undefined;
  /** Cubes of the hand that are not in the tray (Rotary: already on the shared crossword). */
  away?: readonly number[] | undefined;
  /**
   * Where a hint says the next word goes: its squares are marked (the letter each takes shown faintly in the empty ones)
   * and brought into view, while the board holds the crossword the hint was asked about.
   */
  hint?: HintSpot | null | undefined;
}

/** A cube on the board that is not the player's to move (Rotary: the shared crossword's words already laid). */
export interface FixedCube {
  row: number;
  col: number;
  /** Its letter as drawn (a ☉ in lower case). */
  letter: string;
  wild: boolean;
  /** Its owner's seat (0-based: a mark and a colour on the square). */
  seat: number;
  /**
   * How a screen reader names the square at `row`, `col` of the board as shown (1-based from its top-left, as the other
   * squares are named: a person reads "Row 1", never "Row -2" for a cube above the first word).
   */
  label(row: number, col: number): string;
}

/**
 * A point of the screen (client px) as it lies in an element's own box (px from its top-left corner), through the
 * turns of the seats round a shared table (a seat turned 90° or 180° turns its board with it).
 */
function localPoint(el: HTMLElement, x: number, y: number): { x: number; y: number } {
  let a = 1;
  let b = 0;
  let c = 0;
  let d = 1;
  for (let n: Element | null = el; n; n = n.parentElement) {
    const tr = getComputedStyle(n).transform;
    if (!tr || tr === 'none') continue;
    const m = new DOMMatrixReadOnly(tr);
    // the turn of n times the turns inside it (the translation does not matter: the box's centre is its centre)
    [a, b, c, d] = [m.a * a + m.c * b, m.b * a + m.d * b, m.a * c + m.c * d, m.b * c + m.d * d];
  }
  const r = el.getBoundingClientRect();
  const dx = x - (r.left + r.width / 2);
  const dy = y - (r.top + r.height / 2);
  const det = a * d - b * c || 1;
  return { x: (d * dx - c * dy) / det + el.clientWidth / 2, y: (-b * dx + a * dy) / det + el.clientHeight / 2 };
}

/** How a cube is named to a screen reader: its face and colour. */
export function cubeName(face: Face, index: number): string {
  const colour = t(`words.colour.${cubeColour(index)}` as 'words.colour.red');
  if (face === '*') return t('words.cube.sun', { colour });
  if (face === OMEGA) return t('words.cube.omega', { colour });
  if (face === "'E") return t('words.cube.eApos', { colour });
  return t('words.cube.letter', { letter: face, colour });
}

/**
 * The board renders again only when its own props change: the validity light's "checking" (which changes the seat, not
 * the board) costs the board nothing. Its `onChange` may be new on every render; it calls the newest.
 */
export const Board = pure(
  function Board(props: BoardProps) {
    const { hand, board, selected, locked } = props;
    const [picking, setPicking] = useState<{ cube: number; row: number; col: number } | null>(null);
    const fixed = props.fixed ?? [];
    const fixedAt = (r: number, c: number): FixedCube | undefined => fixed.find((f) => f.row === r && f.col === c);
    const away = new Set(props.away ?? []);
    // Undo: the crosswords this board made before, newest last (a new hand, a new round, starts again). Only where
    // the cubes stand is taken back: words accepted anyway meanwhile stay accepted.
    const past = useRef<{ hand: readonly Face[]; boards: BoardState[] }>({ hand, boards: [] });
    if (past.current.hand !== hand) past.current = { hand, boards: [] };
    const change = (next: BoardState, sel: number | null): void => {
      if (next !== board && next.placed !== board.placed) {
        past.current.boards.push(board);
        if (past.current.boards.length > UNDO_STEPS) past.current.boards.shift();
      }
      props.onChange(next, sel);
    };
    const undo = (): void => {
      const before = past.current.boards.pop();
      setPicking(null);
      if (before) props.onChange({ ...board, placed: before.placed }, null);
    };
    // the window stays put while it shows what it must and grows a square ahead (`stableWindow`): a placement lays out
    // the squares it changed, not every square of a window that moved or grew by one
    const shown = useRef<ViewWindow | null>(null);
    // the hinted word's squares (board square -> its letter), while the crossword is the one the hint was asked about
    const hinted = useMemo((): ReadonlyMap<string, string> | null => {
      const h = props.hint;
      if (!h || board.placed.length === 0 || boardSubmission(board, hand) !== h.have) return null;
      const letters = [...h.word];
      const out = new Map<string, string>();
      wordSquares(board, { row: h.row, col: h.col, dir: h.dir, length: letters.length }).forEach(([r, c], i) => {
        if (r >= 0 && c >= 0 && r < BOARD_SIZE && c < BOARD_SIZE) out.set(`${r},${c}`, letters[i] ?? '');
      });
      return out.size > 0 ? out : null;
    }, [props.hint, board.placed, hand]);
    const hintSquares = hinted ? [...hinted.keys()].map((k) => k.split(',').map(Number) as [number, number]) : [];
    const hintKey = hinted ? [...hinted.keys()].join(';') : '';
    // what the view frames: the cubes down, anyone's fixed ones, and the squares a hint points at (so they are in sight)
    const all =
      fixed.length === 0 && hintSquares.length === 0
        ? board
        : {
            placed: [
              ...board.placed,
              ...fixed.map((f) => ({ cube: -1, row: f.row, col: f.col })),
              ...hintSquares.map(([row, col]) => ({ cube: -1, row, col })),
            ],
          };
    const win = stableWindow(shown.current, all);
    shown.current = win;
    const area = useRef<HTMLDivElement>(null);
    // the tray scrolls sideways where the seat is narrow: its edges say when there are more cubes past them
    const trayEl = useRef<HTMLDivElement>(null);
    useScrollEnds(trayEl);
    const gridEl = useRef<HTMLDivElement>(null);
    const roomEl = useRef<HTMLDivElement>(null);
    // The squares are laid out once at 40 px and the grid is scaled to its view (`view.ts`): when the view or the window
    // changes, the squares already there keep their layout, style and paint (a new transform on the grid).
    const [room, setRoom] = useState<{ w: number; h: number } | null>(null);
    useLayoutEffect(() => {
      const el = area.current;
      if (!el) return;
      const measure = (): void => {
        const w = el.clientWidth;
        const h = el.clientHeight;
        setRoom((r) => (r && r.w === w && r.h === h ? r : { w, h }));
      };
      measure();
      if (typeof ResizeObserver === 'undefined') return;
      const seen = new ResizeObserver(measure);
      seen.observe(el);
      return () => seen.disconnect();
    }, []);

    // The working area: the square a cube was placed or moved to last (a cube taken back leaves it where it was).
    const work = useRef<{ placed: readonly Placed[]; at: { row: number; col: number } | null }>({ placed: [], at: null });
    if (work.current.placed !== board.placed) {
      const before = new Map(work.current.placed.map((p) => [p.cube, p]));
      let at: { row: number; col: number } | null = null;
      for (const p of board.placed) {
        const o = before.get(p.cube);
        if (!o || o.row !== p.row || o.col !== p.col) at = { row: p.row, col: p.col };
      }
      const was = work.current.at;
      const last = board.placed[board.placed.length - 1];
      work.current = { placed: board.placed, at: at ?? (was && cubeAt(board, was.row, was.col) ? was : last ? { row: last.row, col: last.col } : null) };
    }
    // What the view shows now (the one drawn last, with the area's scroll as a finger left it), and whether the
    // player asked for the whole crossword (until the crossword changes).
    const drawn = useRef<{ p: Placement; win: ViewWindow } | null>(null);
    const pinching = useRef(false);
    const whole = useRef(false);
    const framed = useRef<readonly Placed[] | null>(null);
    /** The hint's squares at the last drawing ('' none): a new spot is framed whole. */
    const hintThen = useRef('');
    /** Whether the seat could not place at the last drawing (a change either way reframes the board). */
    const lockedThen = useRef(false);
    // the corner button: the whole crossword when some of it is out of sight, back to a finger's size when it is small
    const [corner, setCorner] = useState<'whole' | 'zoom' | null>(null);
    const framing = useRef<Framing | null>(null);
    const usedRect: Rect | null = usedArea(all);
    // a hint's squares are where the player works next: a view too small for the whole crossword keeps its middle in sight
    const hintMiddle = hintSquares[Math.floor(hintSquares.length / 2)];
    const focus = hintMiddle ? { row: hintMiddle[0], col: hintMiddle[1] } : work.current.at;
    framing.current = room && room.w > 0 && room.h > 0 ? { used: usedRect, focus, win, room, placing: !locked } : null;
    const viewNow = (): Placement['view'] | null => {
      const d = drawn.current;
      const el = area.current;
      if (!d || !el) return null;
      return viewAt(d.p.cell, d.p.x, d.p.y, el.scrollLeft, el.scrollTop, d.win);
    };
    const cornerFor = (f: Framing, v: Placement['view']): 'whole' | 'zoom' | null => {
      if (f.used && !shows(v, f.used, usable(f.room, frameOf(f.used)))) return 'whole';
      return f.placing && v.cell < PLACING - 0.5 ? 'zoom' : null;
    };
    const draw = (p: Placement, f: Framing): void => {
      const el = area.current;
      const g = gridEl.current;
      const r = roomEl.current;
      if (!el || !g || !r) return;
      g.style.transform = `translate(${p.x}px, ${p.y}px) scale(${p.cell / SQUARE})`;
      g.style.visibility = '';
      r.style.width = `${p.w}px`;
      r.style.height = `${p.h}px`;
      el.scrollLeft = p.scrollX;
      el.scrollTop = p.scrollY;
      drawn.current = { p, win: f.win };
      el.dataset.cell = String(Math.round(p.cell * 10) / 10);
      setCorner(cornerFor(f, p.view));
    };
    useLayoutEffect(() => {
      const f = framing.current;
      if (!f) return;
      // a seat that cannot place (its call made, the round over) shows its whole crossword: 40 px squares are for placing
      if (framed.current !== board.placed) whole.current = locked;
      if (lockedThen.current !== locked) whole.current = locked;
      lockedThen.current = locked;
      // a hint's spot just shown: the whole of it in sight with the crossword it joins (smaller squares when it must;
      // the next cube laid zooms back in to a finger's size round it)
      if (hintKey !== hintThen.current && hintKey !== '') whole.current = true;
      hintThen.current = hintKey;
      framed.current = board.placed;
      draw(whole.current ? wholeView(f) : settle(viewNow(), f), f);
    }, [board.placed, locked, fixed.length, hintKey, room?.w, room?.h, win.top, win.left, win.rows, win.cols]);
    const tapCorner = (): void => {
      const f = framing.current;
      if (!f) return;
      whole.current = corner === 'whole';
      // back to a finger's size: settled from the small view, it zooms in round the working area
      draw(whole.current ? wholeView(f) : settle(viewNow(), f), f);
    };
    // A finger's scroll (one finger pans the board natively) may take cubes out of sight: the corner button follows.
    // Two fingers pinch: the squares grow or shrink round the point between them, which follows the fingers.
    useEffect(() => {
      const el = area.current;
      if (!el) return;
      let frame = 0;
      const onScroll = (): void => {
        if (frame) return;
        frame = requestAnimationFrame(() => {
          frame = 0;
          const f = framing.current;
          const v = viewNow();
          if (f && v) setCorner(cornerFor(f, v));
        });
      };
      let pinch: { dist: number; view: Placement['view']; at: { x: number; y: number } } | null = null;
      const two = (e: TouchEvent): { dist: number; at: { x: number; y: number } } | null => {
        const [a, b] = [e.touches[0], e.touches[1]];
        if (!a || !b) return null;
        return { dist: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY), at: localPoint(el, (a.clientX + b.clientX) / 2, (a.clientY + b.clientY) / 2) };
      };
      const onStart = (e: TouchEvent): void => {
        const t = e.touches.length === 2 ? two(e) : null;
        const v = viewNow();
        pinch = t && v ? { dist: t.dist, view: v, at: t.at } : null;
        // a first finger on a cube was starting to drag it: two fingers pinch instead, and drop nothing
        if (pinch) pinching.current = true;
      };
      const onMove = (e: TouchEvent): void => {
        const f = framing.current;
        if (!pinch || !f || e.touches.length !== 2) return;
        const t = two(e);
        if (!t || pinch.dist < 10) return;
        if (e.cancelable) e.preventDefault();
        const lim = zoomLimits(f);
        const cell = Math.min(lim.max, Math.max(lim.min, (pinch.view.cell * t.dist) / pinch.dist));
        const bx = pinch.view.left + pinch.at.x / pinch.view.cell;
        const by = pinch.view.top + pinch.at.y / pinch.view.cell;
        whole.current = false;
        draw(place({ cell, left: bx - t.at.x / cell, top: by - t.at.y / cell }, f.win, f.room), f);
      };
      const onEnd = (e: TouchEvent): void => {
        if (e.touches.length < 2) pinch = null;
        if (e.touches.length === 0) pinching.current = false;
      };
      // a trackpad's pinch (or Ctrl and the wheel) zooms round the pointer
      const onWheel = (e: WheelEvent): void => {
        const f = framing.current;
        const v = viewNow();
        if (!e.ctrlKey || !f || !v) return;
        e.preventDefault();
        const lim = zoomLimits(f);
        const cell = Math.min(lim.max, Math.max(lim.min, v.cell * Math.exp(-e.deltaY / 200)));
        const at = localPoint(el, e.clientX, e.clientY);
        whole.current = false;
        draw(place({ cell, left: v.left + at.x / v.cell - at.x / cell, top: v.top + at.y / v.cell - at.y / cell }, f.win, f.room), f);
      };
      el.addEventListener('scroll', onScroll, { passive: true });
      el.addEventListener('touchstart', onStart, { passive: true });
      el.addEventListener('touchmove', onMove, { passive: false });
      el.addEventListener('touchend', onEnd, { passive: true });
      el.addEventListener('touchcancel', onEnd, { passive: true });
      el.addEventListener('wheel', onWheel, { passive: false });
      return () => {
        cancelAnimationFrame(frame);
        el.removeEventListener('scroll', onScroll);
        el.removeEventListener('touchstart', onStart);
        el.removeEventListener('touchmove', onMove);
        el.removeEventListener('touchend', onEnd);
        el.removeEventListener('touchcancel', onEnd);
        el.removeEventListener('wheel', onWheel);
      };
    }, []);

    const markOf = (r: number, c: number): 'valid' | 'invalid' | null => {
      if (!props.marks) return null;
      let seen: 'valid' | 'invalid' | null = null;
      for (const m of props.marks) if (m.squares.some(([a, b]) => a === r && b === c)) seen = !m.valid ? 'invalid' : (seen ?? 'valid');
      return seen;
    };

    const putOn = (cube: number, row: number, col: number): void => {
      if (fixedAt(row, col)) return;
      if (isPlaced(board, cube)) {
        change(moveCube(board, cube, row, col), null);
        return;
      }
      if (isWild(hand[cube])) {
        setPicking({ cube, row, col });
        return;
      }
      change(placeCube(board, hand, cube, row, col), null);
    };

    const tapSquare = (row: number, col: number): void => {
      if (locked || gesture.isDragClick()) return;
      const here = cubeAt(board, row, col);
      if (here) {
        change(takeBackCube(board, here.cube), selected);
        return;
      }
      if (selected !== null) putOn(selected, row, col);
    };

    const tapTray = (cube: number): void => {
      if (locked || gesture.isDragClick()) return;
      setPicking(null);
      props.onChange(board, selected === cube ? null : cube);
    };

    /** The board square under the pointer, if any. */
    const squareUnder = (e: PointerEvent): [number, number] | null => {
      const el = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(e.clientX, e.clientY) : null;
      const sq = el?.closest('[data-square]');
      if (!sq || !area.current?.contains(sq)) return null;
      const [r, c] = (sq.getAttribute('data-square') ?? '').split(',').map(Number);
      return Number.isInteger(r) && Number.isInteger(c) ? [r as number, c as number] : null;
    };
    // A drag in progress: the squares it would land on (highlighted), and the word a placed cube held still carries.
    const [over, setOver] = useState<ReadonlySet<string>>(NONE);
    const [lifted, setLifted] = useState<readonly number[] | null>(null);
    const liftedRef = useRef<readonly number[] | null>(null);
    const holdTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
    const stopHold = (): void => {
      if (holdTimer.current !== null) clearTimeout(holdTimer.current);
      holdTimer.current = null;
    };
    /** Where the carried cubes would land with `cube` on the square under the pointer (null: off the board). */
    const landing = (cube: number, e: PointerEvent): { rows: number; cols: number; cubes: readonly number[] } | null => {
      const sq = squareUnder(e);
      if (!sq) return null;
      const from = board.placed.find((p) => p.cube === cube);
      const cubes = liftedRef.current ?? [cube];
      return from ? { rows: sq[0] - from.row, cols: sq[1] - from.col, cubes } : { rows: sq[0], cols: sq[1], cubes };
    };
    // A finger on a tray cube that moves along a tray too long for its seat scrolls the tray, while it stays on the
    // tray; once it leaves the tray it carries the cube (a cube's own touch-action is none: the browser would cancel
    // the drag). `alongTray` is where the finger was, or null once it has left the tray.
    const alongTray = useRef<{ x: number; y: number } | null>(null);
    const scrollTray = (e: PointerEvent): boolean => {
      const tray = trayEl.current;
      const at = alongTray.current;
      if (!tray || !at) return false;
      const r = tray.getBoundingClientRect();
      if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) {
        alongTray.current = null;
        return false;
      }
      // the tray's own direction on the screen: a seat turned to its player turns its tray
      const turn = tray.closest('.tuf-turn');
      const m = turn ? new DOMMatrixReadOnly(getComputedStyle(turn).transform) : null;
      const [a, b] = m ? [m.a, m.b] : [1, 0];
      tray.scrollLeft -= a * (e.clientX - at.x) + b * (e.clientY - at.y);
      alongTray.current = { x: e.clientX, y: e.clientY };
      return true;
    };
    const gesture = useTapOrDrag<number>({
      onDragMove: (cube, e) => {
        stopHold();
        if (scrollTray(e)) {
          setOver(NONE);
          return;
        }
        if (pinching.current) {
          setOver(NONE);
          return;
        }
        const to = landing(cube, e);
        const from = board.placed.find((p) => p.cube === cube);
        if (!to) setOver(NONE);
        else if (!from) setOver(new Set([`${to.rows},${to.cols}`]));
        else {
          const keys = board.placed.filter((p) => to.cubes.includes(p.cube)).map((p) => `${p.row + to.rows},${p.col + to.cols}`);
          setOver(new Set(keys));
        }
      },
      // (called before onDrop: the carried word stays in liftedRef until the next press)
      onEnd: () => {
        stopHold();
        setLifted(null);
        setOver(NONE);
      },
      onDrop: (cube, e) => {
        if (pinching.current) return;
        const to = landing(cube, e);
        if (!to) return;
        if (!isPlaced(board, cube)) {
          if (!cubeAt(board, to.rows, to.cols)) putOn(cube, to.rows, to.cols);
          return;
        }
        if (to.cubes.length > 1) change(moveCubes(board, to.cubes, to.rows, to.cols), null);
        else {
          const from = board.placed.find((p) => p.cube === cube);
          if (from && !cubeAt(board, from.row + to.rows, from.col + to.cols)) putOn(cube, from.row + to.rows, from.col + to.cols);
        }
      },
    });
    const startDrag = (cube: number, e: PointerEvent): void => {
      if (locked) return;
      gesture.start(cube, e);
      stopHold();
      liftedRef.current = null;
      // from a tray that scrolls sideways, a move along it scrolls it first (`scrollTray`)
      const tray = trayEl.current;
      alongTray.current = !isPlaced(board, cube) && tray && tray.scrollWidth > tray.clientWidth + 1 ? { x: e.clientX, y: e.clientY } : null;
      if (!isPlaced(board, cube)) return;
      // held still, a placed cube lifts its whole word: the next drag carries it
      holdTimer.current = setTimeout(() => {
        holdTimer.current = null;
        const word = wordThrough(board, cube);
        if (word.length < 2) return;
        liftedRef.current = word;
        setLifted(word);
      }, HOLD_FOR_WORD);
    };

    const rows: number[] = Array.from({ length: win.rows }, (_, i) => win.top + i);
    // whether a cube is held is said once, by the grid (its description and one attribute), not by every empty square:
    // picking a cube up or laying it down then changes the squares it touched, not every square of the window
    const holding = !locked && selected !== null && hand[selected] !== undefined;
    const described = useId();
    const cols: number[] = Array.from({ length: win.cols }, (_, i) => win.left + i);
    const pickFace = picking ? hand[picking.cube] : undefined;

    return (
      <div class={`words-board ${locked ? 'is-locked' : ''}`}>
        <div class="words-view">
          {/* focusable so the board can be panned from the keyboard even when every square is disabled */}
          <div class="words-grid-area" ref={area} tabIndex={0} role="group" aria-label={t('words.gridArea')}>
            {!locked && (
              <span id={described} class="visually-hidden">
                {holding ? t('words.gridHolding', { cube: cubeName(hand[selected as number] as Face, selected as number) }) : t('words.gridWaiting')}
              </span>
            )}
            <div
              class="words-grid"
              ref={gridEl}
              role="grid"
              aria-label={t('words.grid')}
              aria-describedby={locked ? undefined : described}
              data-holding={holding ? '' : undefined}
              style={{
                '--cell': `${SQUARE}px`,
                gridTemplateColumns: `repeat(${win.cols}, ${SQUARE}px)`,
                // its transform is the view's (`draw`), once the area is measured
                visibility: room ? undefined : 'hidden',
              }}
              data-window={`${win.top},${win.left},${win.rows},${win.cols}`}
            >
              {rows.map((r, ri) => (
                <div key={r} role="row" class="words-row">
                  {cols.map((c, ci) => {
                    const fx = fixedAt(r, c);
                    if (fx) {
                      return (
                        <div key={c} role="gridcell" class="words-cell">
                          <span class={`words-square words-cube words-fixed words-owner-${fx.seat % 4}`} data-fixed={`${r},${c}`}>
                            <span class="words-face" aria-hidden="true">
                              {fx.letter}
                              <span class="words-owner-mark">{fx.seat + 1}</span>
                            </span>
                            <span class="visually-hidden">{fx.label(ri + 1, ci + 1)}</span>
                          </span>
                        </div>
                      );
                    }
                    const p = cubeAt(board, r, c);
                    return (
                      <Square
                        key={c}
                        row={r}
                        col={c}
                        at={`${ri + 1},${ci + 1}`}
                        cube={p ? p.cube : null}
                        face={p ? hand[p.cube] : undefined}
                        letter={p?.letter}
                        mark={p ? markOf(r, c) : null}
                        over={over.has(`${r},${c}`)}
                        lifted={p !== undefined && (lifted?.includes(p.cube) ?? false)}
                        pending={picking !== null && picking.row === r && picking.col === c}
                        hint={hinted?.get(`${r},${c}`)}
                        disabled={locked}
                        onTap={tapSquare}
                        onPress={startDrag}
                      />
                    );
                  })}
                </div>
              ))}
            </div>
            {/* what the area scrolls over: the grid as drawn, with its edge (a transform takes no room) */}
            <div class="words-grid-room" ref={roomEl} aria-hidden="true" />
          </div>
          {corner && (
            <button
              type="button"
              class="btn words-view-corner"
              aria-label={t(corner === 'whole' ? 'words.view.whole' : 'words.view.zoom')}
              title={t(corner === 'whole' ? 'words.view.whole' : 'words.view.zoom')}
              data-corner={corner}
              onClick={tapCorner}
            >
              <span aria-hidden="true">{corner === 'whole' ? '⤢' : '+'}</span>
            </button>
          )}
        </div>
        <div class="words-tray-row">
          <div class="words-tray" ref={trayEl} role="group" aria-label={t('words.tray')} onMouseDown={noFocusOnPress}>
            {hand.map((face, i) =>
              // a cube on the crossword leaves its place in the tray empty: the other cubes stay where the fingers expect them
              // (Rotary's cubes on the shared crossword never come back: no place is kept for them)
              away.has(i) ? null : isPlaced(board, i) ? (
                <span key={i} class="words-cube words-cube-slot" aria-hidden="true" />
              ) : (
                <TrayCube key={i} cube={i} face={face} selected={selected === i} locked={locked} onTap={tapTray} onPress={startDrag} />
              ),
            )}
            {board.placed.length + away.size >= hand.length && <span class="words-tray-empty">{t('words.trayEmpty')}</span>}
          </div>
          {!locked && (
            <div class="words-tools">
              {/* where a seat is narrow (two or four people) the buttons show their sign alone; their names stay */}
              <button
                type="button"
                class="btn btn-small words-undo"
                aria-label={t('words.undo')}
                title={t('words.undo')}
                disabled={past.current.boards.length === 0}
                onClick={undo}
              >
                <span class="words-tool-sign" aria-hidden="true">
                  ↶
                </span>
                <span class="words-tool-text">{t('words.undo')}</span>
              </button>
              <button
                type="button"
                class="btn btn-small words-clear"
                aria-label={t('words.clear')}
                title={t('words.clear')}
                disabled={board.placed.length === 0}
                onClick={() => change({ ...board, placed: [] }, null)}
              >
                <span class="words-tool-sign" aria-hidden="true">
                  ✕
                </span>
                <span class="words-tool-text">{t('words.clear')}</span>
              </button>
            </div>
          )}
        </div>
        {/* the letter picker: over the tray and the call (they wait while a letter is chosen), the crossword and its square in sight */}
        {picking && pickFace !== undefined && (
          <div class="words-picker" role="dialog" aria-label={t(pickFace === OMEGA ? 'words.pick.omega' : 'words.pick.sun')}>
            <div class="words-picker-head">
              <p class="words-picker-title">{t(pickFace === OMEGA ? 'words.pick.omega' : 'words.pick.sun')}</p>
              <button type="button" class="btn btn-small" onClick={() => setPicking(null)}>
                {t('words.pick.cancel')}
              </button>
            </div>
            <div class="words-picker-letters">
              {[...LETTERS, ...(props.enye ? ['Ñ'] : [])].map((l) => (
                <button
                  key={l}
                  type="button"
                  class="btn btn-small words-pick"
                  aria-label={pickFace === OMEGA ? l : l.toLowerCase()}
                  onClick={() => {
                    setPicking(null);
                    change(placeCube(board, hand, picking.cube, picking.row, picking.col, l), null);
                  }}
                >
                  {pickFace === OMEGA ? l : l.toLowerCase()}
                </button>
              ))}
            </div>
          </div>
        )}
      </div>
    );
  },
  ['onChange'],
);

/**
 * A cube in the tray. It renders again only when it is picked up or put down (or the table locks): a tap on one
 * cube, or a placement, leaves the rest of the tray as it was.
 */
const TrayCube = pure(
  function TrayCube(props: {
    cube: number;
    face: Face;
    selected: boolean;
    locked: boolean;
    onTap(cube: number): void;
    onPress(cube: number, e: PointerEvent): void;
  }) {
    const { cube, face } = props;
    return (
      <button
        type="button"
        data-cube={cube}
        class={`words-cube words-${cubeColour(cube)} ${props.selected ? 'is-selected' : ''}`}
        aria-label={cubeName(face, cube)}
        aria-pressed={props.selected}
        disabled={props.locked}
        onClick={() => props.onTap(cube)}
        onPointerDown={(e) => props.onPress(cube, e as unknown as PointerEvent)}
      >
        <CubeFace face={face} />
      </button>
    );
  },
  ['onTap', 'onPress'],
);

interface SquareProps {
  /** Board row and column. */
  row: number;
  col: number;
  /** Its place in the grid window (1-based), as a screen reader names it. */
  at: string;
  /** The cube on it (index in the hand), its face and chosen letter. */
  cube: number | null;
  face: Face | undefined;
  letter: string | undefined;
  mark: 'valid' | 'invalid' | null;
  over: boolean;
  /** In the word a held finger lifted (it moves with the drag). */
  lifted: boolean;
  pending: boolean;
  /** The letter a hint says goes here (undefined: not on the hinted word). */
  hint?: string | undefined;
  disabled: boolean;
  onTap(row: number, col: number): void;
  onPress(cube: number, e: PointerEvent): void;
}

/**
 * One empty or covered square of the board. It renders again only when its own state changes (a placement redraws
 * the squares it changed, not the whole window) and looks its label up only then.
 */
const Square = pure(
  function Square(props: SquareProps) {
    const { row, col, cube, face, letter, mark } = props;
    const has = cube !== null && face !== undefined;
    // picking a cube up enables every empty square (a render of each): its words are looked up only when they change
    const label = useMemo(() => {
      const [r, c] = props.at.split(',').map(Number);
      const where = { row: r ?? 0, col: c ?? 0 };
      const named = has
        ? t('words.square.cube', { ...where, cube: cubeName(face, cube), letter: letter ?? '' })
        : props.hint
          ? `${t('words.square.empty', where)}, ${t('words.square.hint', { letter: props.hint })}`
          : t('words.square.empty', where);
      return mark ? `${named} ${t(mark === 'valid' ? 'words.mark.valid' : 'words.mark.invalid')}` : named;
    }, [props.at, cube, face, letter, mark, props.hint, currentLanguage()]);
    return (
      <div role="gridcell" class="words-cell">
        <button
          type="button"
          data-square={`${row},${col}`}
          class={`words-square ${has ? `words-cube words-${cubeColour(cube)}` : ''} ${mark ? `is-${mark}` : ''} ${props.over ? 'is-over' : ''} ${props.lifted ? 'is-lifted' : ''} ${props.pending ? 'is-pending' : ''} ${props.hint !== undefined ? 'is-hinted' : ''}`}
          data-hint={props.hint}
          aria-label={label}
          disabled={props.disabled}
          onClick={() => props.onTap(row, col)}
          onPointerDown={has ? (e) => props.onPress(cube, e as unknown as PointerEvent) : undefined}
        >
          {has ? (
            <CubeFace face={face} letter={letter} />
          ) : (
            props.hint && (
              <span class="words-hint-letter" aria-hidden="true">
                {props.hint}
              </span>
            )
          )}
        </button>
      </div>
    );
  },
  ['onTap', 'onPress'],
);

/** A cube's face: its letter; a wild face shows its symbol, with the chosen letter once placed. */
export function CubeFace(props: { face: Face; letter?: string | undefined }) {
  const { face, letter } = props;
  if (isWild(face) && letter) {
    return (
      <span class="words-face" aria-hidden="true">
        {face === OMEGA ? letter : letter.toLowerCase()}
        <span class="words-wild-mark">{faceText(face)}</span>
      </span>
    );
  }
  if (face === E_APOS) {
    // the 'E cube is an E: drawn as an E with its small mark in the corner, so a word reads EMBOTIJANDO, not 'EMBOTIJANDO
    return (
      <span class="words-face" aria-hidden="true">
        E<span class="words-wild-mark">’</span>
      </span>
    );
  }
  return (
    <span class="words-face" aria-hidden="true">
      {faceText(face)}
    </span>
  );
}
