/**
 * One seat's place at the table: the equation in normal notation (drawn
 * live above the cubes), the optional validity light, the equation line, the
 * tools for the selected cube, the cubes still on the table and the big call
 * button. Touch first: tap a cube to put it on the line, tap a cube on the
 * line to select it, tap it again to take it back ((×) cubes: to change
 * their reading); dragging along the line reorders.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  rulesOf,
  checkEquation,
  renderNormal,
  type RulesKey,
  type GroupReading,
  type JReading,
  type NormalRun,
  type RolledCube,
  type TufSettings,
} from '../../games/tuf';
import { currentLanguage, localDecimals, t, type MessageKey, refusalText } from '../../i18n';
import {
  cycleReading,
  groupReadings,
  insertGap,
  insertRatio,
  move,
  moveTo,
  place,
  setPosition,
  takeBack,
  toNotation,
  usedCubes,
  type Line,
} from './arrangement';
import { Cube, cubeLabel } from './Cube';
import { noFocusOnPress, useTapOrDrag } from '../components/gesture';
import { CallButton } from '../race/CallButton';
import { pure } from '../components/pure';
import { useScrollEnds } from '../components/scrollEnds';
import { warmFirstTaps } from './warm';

export function NormalText(props: { runs: NormalRun[]; class?: string }) {
  return (
    <span class={props.class}>
      {props.runs.map((r, i) =>
        r.sup ? <sup key={i}>{localDecimals(r.text)}</sup> : r.sub ? <sub key={i}>{localDecimals(r.text)}</sub> : <span key={i}>{localDecimals(r.text)}</span>,
      )}
    </span>
  );
}

const READING_MARK: Readonly<Record<string, string>> = { times: '×', open: '→', close: '←' };

function readingKey(g: GroupReading | undefined): MessageKey {
  return g === undefined ? 'tuf.reading.auto' : `tuf.reading.${g}`;
}

export interface SeatProps {
  seat: number;
  name: string;
  game: RulesKey;
  settings: TufSettings;
  roll: RolledCube[];
  line: Line;
  selected: number | null;
  onChange(line: Line, selected: number | null): void;
  locked: boolean;
  lockedText: string;
  validityLight: boolean;
  callLabel: string;
  callHint?: string;
  canCall: boolean;
  onCall(): void;
  /** A reason or notice shown in the seat (e.g. why a call was refused). */
  message?: string | null;
  /**
   * Until when (ms since 1970) cubes that appear on the table tumble in: the roll's moment plus ROLL_MS, 0 with
   * reduced motion. The same all the round, so the end of the tumble renders neither the seat nor its cubes.
   */
  tumbleUntil?: number;
  class?: string;
  /** What the constant cube stands for in this match ("Preset cube: χ · χ = 12"), shown where the equation is built. */
  constants?: string | null;
  /** Help shown in the seat above its call button (the seat's own hint, when several people share the table). */
  help?: ComponentChildren;
}

/**
 * A seat renders again only when its own props change: the table's clock
 * ticks four times a second and another seat's tap must not redraw this
 * one's cubes. onChange and onCall are new on every render of the table;
 * the seat calls the newest.
 */
export const Seat = pure(
  function Seat(props: SeatProps) {
    const { roll, line, selected, game, settings } = props;
    const rules = rulesOf(game);
    const notation = useMemo(() => toNotation(line, roll), [line, roll]);
    const rendered = useMemo(() => (notation === '' ? null : renderNormal(notation, game, settings)), [notation, game, settings]);
    const verdict = useMemo(() => {
      if (!props.validityLight || notation === '') return null;
      const r = checkEquation({ game, equation: notation, roll, settings });
      if (r.valid) return { ok: true, text: t('tuf.light.true') };
      const hasEquals = line.some((it) => it.kind === 'cube' && roll[it.cube]?.face === '=');
      return { ok: false, text: hasEquals ? t('tuf.light.false', { reason: refusalText('tuf', r.refusal) }) : t('tuf.light.building') };
    }, [props.validityLight, notation, game, roll, settings, line]);
    // While the cubes tumble in, what the first taps will run is run once (warm.ts): the first tap no longer compiles it.
    useEffect(() => (props.locked ? undefined : warmFirstTaps(roll, game, settings)), [roll, game, settings]);
    const used = usedCubes(line);
    /** Each cube's spoken name, worked out once per roll and language (not on every tap). */
    const lang = currentLanguage();
    const names = useMemo(() => roll.map((c) => cubeLabel(c, game, settings)), [roll, game, settings, lang]);
    const sel = selected !== null ? line[selected] : undefined;
    const selCube = sel?.kind === 'cube' ? roll[sel.cube] : undefined;
    /** While a cube is dragged along the line: where it came from and where it would land (drawn as a marker). */
    const [dragging, setDragging] = useState<{ from: number; to: number } | null>(null);
    const jOptions: (JReading | undefined)[] = settings.j === 'factorial' ? [undefined, 'factorial'] : [undefined];
    const canRaise = rules.exponents;
    const canLower = rules.bases || rules.constant;
    const locked = props.locked;
    // a tray that scrolls sideways (a short phone, a narrow seat) fades the edge it has more cubes past
    const trayEl = useRef<HTMLDivElement>(null);
    useScrollEnds(trayEl, !locked);

    const change = (next: Line, nextSel: number | null): void => props.onChange(next, nextSel);

    const tapLine = (i: number): void => {
      if (locked) return;
      if (gesture.isDragClick()) return;
      const it = line[i];
      if (!it) return;
      if (selected !== i) {
        change(line, i);
        return;
      }
      if (it.kind === 'cube' && roll[it.cube]?.face === '(x)' && rules.groups) {
        change(cycleReading(line, i, groupReadings(true), 'group'), i);
        return;
      }
      change(takeBack(line, i), null);
    };

    /** The line place under the pointer (the end of the line when it is off every cube). */
    const dropIndex = (e: PointerEvent): number => {
      const el = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(e.clientX, e.clientY) : null;
      const target = el?.closest('[data-line-index]');
      const to = target ? Number(target.getAttribute('data-line-index')) : line.length - 1;
      return Number.isInteger(to) && to >= 0 && to < line.length ? to : line.length - 1;
    };
    // Tap selects (the button's click); a drag along the line reorders, drawing where the cube will land.
    const gesture = useTapOrDrag<number>({
      onDragMove: (from, e) => {
        const to = dropIndex(e);
        setDragging((old) => (old && old.from === from && old.to === to ? old : { from, to }));
      },
      onEnd: () => setDragging(null),
      onDrop: (from, e) => {
        const to = dropIndex(e);
        if (to !== from) change(moveTo(line, from, to), to);
      },
    });
    const onPointerDown = (i: number, e: PointerEvent): void => {
      if (locked) return;
      gesture.start(i, e);
    };
    /** Classes for a line place while dragging: the cube being moved, and the marker where it would land. */
    const dragClass = (i: number): string => {
      if (!dragging) return '';
      if (i === dragging.from) return 'is-dragging';
      if (i !== dragging.to) return '';
      return dragging.to < dragging.from ? 'is-drop-before' : 'is-drop-after';
    };

    return (
      // A locked seat has no buttons left; when it scrolls (a long equation on a small side) it takes the focus itself, so a keyboard can scroll it.
      <section
        class={`tuf-seat ${locked ? 'is-locked' : ''} ${props.class ?? ''}`}
        aria-label={t('tuf.seatLabel', { name: props.name })}
        {...(locked ? { tabIndex: 0 } : {})}
      >
        <div class="tuf-seat-name">{props.name}</div>
        {props.constants && <div class="tuf-seat-constants">{props.constants}</div>}
        <div class="tuf-normal" aria-live="polite">
          <span class="visually-hidden">{t('common.labelled', { label: t('tuf.normal'), text: '' })}</span>
          {rendered ? <NormalText runs={rendered.runs} /> : <span class="tuf-normal-empty">{t('tuf.normalEmpty')}</span>}
        </div>
        {props.validityLight && (
          // There from the roll, empty until the first cube: the first tap changes its words, not the seat's layout
          // (everything below would move and be painted again), and its status region is in place before it speaks.
          <div class={`tuf-light ${verdict ? (verdict.ok ? 'is-true' : 'is-false') : 'is-idle'}`} role="status">
            <span class="tuf-light-dot" aria-hidden="true">
              {verdict ? (verdict.ok ? '✓' : '…') : ''}
            </span>
            {verdict?.text}
          </div>
        )}
        <div class="tuf-line" role="group" aria-label={t('tuf.line')}>
          {line.length === 0 && <span class="tuf-line-empty">{t('tuf.lineEmpty')}</span>}
          {line.map((it, i) => {
            if (it.kind === 'cube') {
              const rc = roll[it.cube];
              if (!rc) return null;
              const posWord = it.position === 'normal' ? '' : `, ${t(`tuf.pos.${it.position}`)}`;
              const readWord = rc.face === '(x)' && it.group !== undefined ? `, ${t(readingKey(it.group))}` : '';
              return (
                <Cube
                  key={`c${it.cube}`}
                  cube={rc}
                  game={game}
                  data-line-index={i}
                  position={it.position}
                  selected={selected === i}
                  disabled={locked}
                  reading={rc.face === '(x)' && it.group !== undefined ? READING_MARK[it.group] : it.jAs === 'factorial' ? '!' : undefined}
                  class={dragClass(i)}
                  label={t('tuf.onLine', { label: (names[it.cube] ?? cubeLabel(rc, game, settings)) + posWord + readWord, n: i + 1 })}
                  onClick={() => tapLine(i)}
                  onPointerDown={(e) => onPointerDown(i, e as unknown as PointerEvent)}
                />
              );
            }
            const isGap = it.kind === 'gap';
            return (
              <button
                key={`${it.kind}${i}`}
                type="button"
                data-line-index={i}
                class={`tuf-mark ${isGap ? 'tuf-gap' : 'tuf-ratio'} ${selected === i ? 'is-selected' : ''} ${isGap && it.position !== 'normal' ? `tuf-pos-${it.position}` : ''} ${dragClass(i)}`}
                aria-label={t('tuf.onLine', { label: t(isGap ? 'tuf.gapLabel' : 'tuf.ratioLabel'), n: i + 1 })}
                aria-pressed={selected === i}
                disabled={locked}
                onClick={() => tapLine(i)}
                onPointerDown={(e) => onPointerDown(i, e as unknown as PointerEvent)}
              >
                <span class="tuf-mark-text" aria-hidden="true" data-text={isGap ? '␣' : '—'} />
              </button>
            );
          })}
        </div>
        {/* focusable: on a narrow seat the row scrolls sideways, and a keyboard scrolls it too */}
        {!locked && (
          <div class="tuf-tools" role="toolbar" aria-label={t('tuf.selected')} tabIndex={0}>
            <button
              type="button"
              class="btn btn-small"
              disabled={selected === null || selected === 0}
              aria-label={t('tuf.left')}
              onClick={() =>
                selected !== null &&
                (() => {
                  const m = move(line, selected, -1);
                  change(m.line, m.index);
                })()
              }
            >
              ◀
            </button>
            <button
              type="button"
              class="btn btn-small"
              disabled={selected === null || selected >= line.length - 1}
              aria-label={t('tuf.right')}
              onClick={() =>
                selected !== null &&
                (() => {
                  const m = move(line, selected, 1);
                  change(m.line, m.index);
                })()
              }
            >
              ▶
            </button>
            {canRaise && (
              <button
                type="button"
                class={`btn btn-small ${sel && sel.kind !== 'ratio' && sel.position === 'sup' ? 'is-on' : ''}`}
                disabled={!sel || sel.kind === 'ratio'}
                onClick={() =>
                  selected !== null && sel && sel.kind !== 'ratio' && change(setPosition(line, selected, sel.position === 'sup' ? 'normal' : 'sup'), selected)
                }
              >
                {sel && sel.kind !== 'ratio' && sel.position === 'sup' ? t('tuf.level') : t('tuf.raise')}
              </button>
            )}
            {canLower && (
              <button
                type="button"
                class={`btn btn-small ${sel && sel.kind !== 'ratio' && sel.position === 'sub' ? 'is-on' : ''}`}
                disabled={!sel || sel.kind === 'ratio'}
                onClick={() =>
                  selected !== null && sel && sel.kind !== 'ratio' && change(setPosition(line, selected, sel.position === 'sub' ? 'normal' : 'sub'), selected)
                }
              >
                {sel && sel.kind !== 'ratio' && sel.position === 'sub' ? t('tuf.level') : t('tuf.lower')}
              </button>
            )}
            {rules.groups && (
              <button
                type="button"
                class="btn btn-small"
                disabled={line.length === 0}
                onClick={() => change(insertGap(line, selected), selected === null ? line.length : selected + 1)}
              >
                {t('tuf.gap')}
              </button>
            )}
            {rules.ratio && (
              <button
                type="button"
                class="btn btn-small"
                disabled={line.length === 0}
                onClick={() => change(insertRatio(line, selected), selected === null ? line.length : selected + 1)}
              >
                {t('tuf.ratioLine')}
              </button>
            )}
            {selCube?.face === '(x)' && rules.groups && sel?.kind === 'cube' && (
              <button
                type="button"
                class="btn btn-small"
                onClick={() => selected !== null && change(cycleReading(line, selected, groupReadings(true), 'group'), selected)}
              >
                {t('tuf.reading', { reading: t(readingKey(sel.group)) })}
              </button>
            )}
            {selCube?.face === 'j' && jOptions.length > 1 && sel?.kind === 'cube' && (
              <button type="button" class="btn btn-small" onClick={() => selected !== null && change(cycleReading(line, selected, jOptions, 'jAs'), selected)}>
                {t('tuf.reading', { reading: t(sel.jAs === 'factorial' ? 'tuf.jReading.factorial' : 'tuf.jReading.none') })}
              </button>
            )}
            <button
              type="button"
              class="btn btn-small"
              disabled={selected === null}
              onClick={() => selected !== null && change(takeBack(line, selected), null)}
            >
              {t('tuf.takeBack')}
            </button>
          </div>
        )}
        {!locked && (
          <div class="tuf-tray" ref={trayEl} role="group" aria-label={t('tuf.table')} onMouseDown={noFocusOnPress}>
            {roll.map((c, i) =>
              used.has(i) ? (
                <span key={i} class="tuf-cube-slot" aria-hidden="true" />
              ) : (
                <Cube
                  key={i}
                  cube={c}
                  game={game}
                  label={names[i]}
                  tumbleUntil={props.tumbleUntil}
                  tumbleDelay={i * 40}
                  onClick={() => change(place(line, i, selected), selected === null ? line.length : selected + 1)}
                />
              ),
            )}
          </div>
        )}
        {props.message && (
          <p class="tuf-seat-message" role="alert">
            {props.message}
          </p>
        )}
        {props.help}
        <CallButton
          locked={locked}
          lockedText={props.lockedText}
          label={props.callLabel}
          {...(props.callHint ? { hint: props.callHint } : {})}
          disabled={!props.canCall || line.length === 0}
          onCall={props.onCall}
        />
      </section>
    );
  },
  ['onChange', 'onCall'],
);
