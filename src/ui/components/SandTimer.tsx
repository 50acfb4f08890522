/**
 * A sand timer people can read across a table: the glass in the timer's
 * colour with sand falling from top to bottom, its colour named in words,
 * and the time left as text. Screen readers hear the time at each minute,
 * then at 30, 10 and 5 seconds. At the end it chimes and buzzes (if enabled)
 * once, and calls onDone.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { announcementBetween, formatClock, timerView, type TimerColor, type TimerRun } from '../../core/timer';
import { useApp } from '../context';
import { t, type MessageKey } from '../../i18n';
import { timeUpFeedback } from '../services/feedback';
import { onTick, TICK_MS } from './ticker';
import { uiClock } from '../clock';

/** With reduced motion the glass looks at the clock once a second (less often than the screen's beat). */
const REDUCED_LOOK_MS = 1000 - TICK_MS / 2;

const colorName: Record<TimerColor, MessageKey> = {
  red: 'timer.red',
  yellow: 'timer.yellow',
  blue: 'timer.blue',
  custom: 'timer.custom',
};

/** Sand shapes for a glass 60×100 with its neck at y=50, for a fraction f of sand left on top. */
export function sandShapes(f: number): { top: string; bottom: string; level: number } {
  const r = Math.sqrt(Math.min(1, Math.max(0, f)));
  const w = 22 * r;
  const h = 42 * r;
  return {
    top: `M30 50 L${30 - w} ${50 - h} L${30 + w} ${50 - h} Z`,
    bottom: `M${30 - w} ${50 + h} L${30 + w} ${50 + h} L52 92 L8 92 Z`,
    level: 50 + h,
  };
}

/**
 * What the glass shows at `at`: its colour, state, the clock's text and the
 * sand's level (in half units of the 100-unit glass). The glass renders again
 * only when this changes (about once a second), not on every tick.
 */
function shownAt(run: TimerRun | null, at: number): string {
  if (!run) return '';
  const v = timerView(run, at);
  return `${v.color}|${v.done}|${v.paused}|${formatClock(v.remainingMs)}|${Math.round(sandShapes(v.fractionLeft).level * 2)}`;
}

function spoken(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s >= 120) return t('timer.minutesLeft', { count: Math.round(s / 60) });
  if (s >= 60) return t('timer.oneMinuteLeft');
  return t('timer.secondsLeft', { count: s });
}

export function SandTimer(props: {
  run: TimerRun | null;
  onDone?: () => void;
  /** Pixel height of the glass. */
  size?: number;
  /** Words shown instead of the glass's colour (e.g. "Sand timer" in a game without coloured glasses). */
  caption?: string;
  /** Set false when another copy of the same timer already speaks (e.g. split screen). */
  announce?: boolean;
  /** Clock source, for tests. */
  now?: () => number;
}) {
  const { settings, reducedMotion } = useApp();
  const clock = props.now ?? (() => uiClock().now());
  const [now, setNow] = useState(clock());
  const [said, setSaid] = useState('');
  const prevRemaining = useRef<number | null>(null);
  const finished = useRef(false);
  const onDone = useRef(props.onDone);
  onDone.current = props.onDone;

  useEffect(() => {
    finished.current = props.run ? timerView(props.run, clock()).done : false;
    prevRemaining.current = null;
    setNow(clock());
    if (!props.run) return;
    const run = props.run;
    let shown = shownAt(run, clock());
    let looked = clock();
    // On the screen's one clock (ticker.ts); with reduced motion it looks once a second, as it always has.
    return onTick(() => {
      const at = clock();
      if (reducedMotion && at - looked < REDUCED_LOOK_MS) return;
      looked = at;
      const next = shownAt(run, at);
      if (next === shown) return;
      shown = next;
      setNow(at);
    });
  }, [props.run, reducedMotion]);

  const view = props.run ? timerView(props.run, now) : null;

  useEffect(() => {
    if (!view) return;
    const prev = prevRemaining.current;
    prevRemaining.current = view.remainingMs;
    if (prev !== null) {
      const mark = announcementBetween(prev, view.remainingMs);
      if (mark !== null && !view.done) setSaid(spoken(mark * 1000));
    }
    if (view.done && !finished.current) {
      finished.current = true;
      setSaid(t('timer.done'));
      timeUpFeedback(settings);
      onDone.current?.();
    }
  }, [view?.remainingMs, view?.done]);

  const color = view?.color ?? 'custom';
  const shapes = sandShapes(view ? view.fractionLeft : 1);
  const h = props.size ?? 96;
  const caption = props.caption ?? t(colorName[color]);
  const label = props.caption ?? t('timer.label', { color: caption });
  const status = !view ? '' : view.done ? t('timer.done') : view.paused ? t('timer.paused') : t('timer.left', { time: formatClock(view.remainingMs) });
  return (
    <div class={`sand-timer sand-${color} ${view?.done ? 'is-done' : ''}`} role="timer" aria-label={t('common.labelled', { label, text: status })}>
      <span class="sand-glass" style={{ width: `${(h * 60) / 100}px`, height: `${h}px`, '--sand-unit': `${h / 100}px` }} aria-hidden="true">
        {/* biome-ignore lint/a11y/noSvgWithoutTitle: decoration inside an aria-hidden span; the timer's own label words the time left */}
        <svg viewBox="0 0 60 100" width={(h * 60) / 100} height={h}>
          <path class="glass" d="M6 4 H54 M6 96 H54 M8 8 L30 50 L8 92 M52 8 L30 50 L52 92" />
          <path class="sand" d={shapes.top} />
          <path class="sand" d={shapes.bottom} />
        </svg>
        {/* The falling stream: a dashed strip moved by a transform (drawn by the compositor, no repaint each frame), clipped to the stream's length. */}
        {view && !view.done && !view.paused && view.fractionLeft > 0 && (
          <span class="sand-stream" style={{ height: `${shapes.level - 50}%` }}>
            <span class={`sand-stream-dots ${reducedMotion ? '' : 'stream-anim'}`} />
          </span>
        )}
      </span>
      <div class="sand-text" aria-hidden="true">
        <span class="sand-color">{caption}</span>
        <span class="sand-clock">{view ? (view.done ? t('timer.done') : formatClock(view.remainingMs)) : '–:––'}</span>
      </div>
      {props.announce !== false && (
        <span class="visually-hidden" aria-live="polite">
          {said}
        </span>
      )}
    </div>
  );
}
