/**
 * A Mathable game in progress: scores and whose turn, the board (zoomed on
 * the area in play on a phone), the rack, and the turn's actions. Computer
 * turns come from the worker and are shown one tile at a time.
 *
 * About 500 lines on purpose: the screen's state, handlers and layout stay
 * together (they share a dozen hooks); its dialogs and results are in
 * PlayParts.tsx.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { SIZE, pos as posOf, squareOp } from '../../games/mathable/board';
import { OP_SIGN, refusalAt } from '../../games/mathable/equations';
import {
  earnsBonus,
  hintsAllowed,
  isComputerTurn,
  mathable,
  refusalOf,
  squaresFor,
  turnPoints,
  type MathableMove,
  type MathableState,
  type TurnRecord,
} from '../../games/mathable/engine';
import { GameGate } from '../components/GameGate';
import { Dialog } from '../components/Dialog';
import { LessonInfoButton } from '../lessons/LessonFacts';
import { Screen } from '../components/Screen';
import { useTapOrDrag } from '../components/gesture';
import { useApp, useMediaQuery } from '../context';
import { formatNumber, refusalText, t } from '../../i18n';
import { hrefFor } from '../router';
import { usePersistentGame } from '../session';
import { Board } from './Board';
import { PanZoom, PHONE_ZOOM, MIN_ZOOM } from './PanZoom';
import { mathableAi } from './ai';
import { useLeaveSignal } from '../services/leaveSignal';
import { isCancelled } from '../../services/solverClient';
import { gameHistory, playWindow, seatNames, sessionTitle, WHOLE_BOARD, highlightOn } from './view';
import { EndDialog, ExchangeDialog, Results } from './PlayParts';
import { errorText } from '../services/solverText';
import { mathableRunnerGame } from '../../games/mathable/match';
import { computerFailureText, useMatchRunner } from '../runner';

const describe = sessionTitle;

type Hint = { tile: number; row: number; col: number } | null;

/** Tablet and wider: the whole board beside everything else. */
const WIDE = '(min-width: 800px) and (min-height: 600px)';
/** A phone held sideways: the zoomed board beside everything else (stacked, the board would shrink to nothing). */
const SIDEWAYS = '(orientation: landscape) and (max-height: 599px) and (min-width: 560px)';

/** Screen state that belongs to one turn (or one position): it reads as `initial` once the key changes. */
function useTurnState<T>(turnKey: unknown, initial: T): [T, (v: T) => void] {
  const [raw, setRaw] = useState<{ key: unknown; value: T } | null>(null);
  const value = raw && raw.key === turnKey ? raw.value : initial;
  const set = useCallback((v: T) => setRaw({ key: turnKey, value: v }), [turnKey]);
  return [value, set];
}

const NO_SQUARES: ReadonlySet<number> = new Set<number>();

/** A Mathable game on screen; its computer and hints are `mathableAi()` (tests answer with `mathableAi.use(fake)`). */
export function Play(props: { sessionId: string; paceMs?: number }) {
  const ai = mathableAi();
  const signal = useLeaveSignal();
  const { notify, reducedMotion, setInGame } = useApp();
  const game = usePersistentGame(mathable, props.sessionId, describe, {
    // The finished game goes into the history (the hall of fame reads it) with the move that finishes it.
    history: (s, record) => ({ ...gameHistory(s, record), finishedAt: record.updatedAt }),
  });
  const { session } = game;
  const pace = props.paceMs ?? (reducedMotion ? 350 : 800);
  const plug = useMemo(() => mathableRunnerGame(pace), [pace]);
  const { runner, snap } = useMatchRunner(game, plug, (st, _seat, sig) => mathableAi().computerTurn(st, sig));
  // What the screen shows: the runner's state (the session's, and each computer move as soon as it is kept).
  const state = snap.state ?? game.state;
  const dispatch = runner.move;
  const thinking = snap.computer.kind === 'thinking' || snap.computer.kind === 'moving';
  const wide = useMediaQuery(WIDE);
  const sideways = useMediaQuery(SIDEWAYS) && !wide;
  const turnKey = state ? `${state.log.length}:${state.current}` : '';
  // The chosen rack tile, by its place on the rack (two 7s are two tiles). It belongs to the position:
  // any move (a placement, undo, hint, draw…) clears it in the same render that shows the move.
  const [selectedAt, setSelectedAt] = useTurnState<number | null>(state, null);
  const selected = state && selectedAt !== null ? (state.racks[state.current]?.[selectedAt] ?? null) : null;
  const [message, setMessage] = useState<{ text: string; kind: 'info' | 'refuse' } | null>(null);
  // The phone's zoom (1 = the whole board across the screen); kept while the screen is open.
  const [zoom, setZoom] = useState(PHONE_ZOOM);
  const lastZoom = useRef(PHONE_ZOOM);
  // The hint for the position on the board; which step is shown is saved with the game (`state.turn.hint`).
  const [hintData, setHintData] = useState<{ at: string; hint: Hint } | null>(null);
  const [dialog, setDialog] = useState<null | 'exchange' | 'end' | 'tiles'>(null);
  const [exchangePick, setExchangePick] = useState<number[]>([]);
  const [revealed, setRevealed] = useTurnState<number | null>(turnKey, null);

  useEffect(() => {
    setInGame(true);
    return () => setInGame(false);
  }, [setInGame]);

  const names = useMemo(() => (state ? seatNames(state, session?.view) : []), [state?.params, state?.names, session?.view]);
  const highlight = highlightOn(session?.view);
  const me = state?.current ?? 0;
  const human = state ? !isComputerTurn(state) && !state.ended : false;
  const hintStep = state && human ? state.turn.hint : 0;
  const hintAt = state ? `${turnKey}:${state.turn.placed.length}:${state.turn.drew}` : '';
  const shownHint = hintStep > 0 && hintData && hintData.at === hintAt ? hintData.hint : undefined;
  const hintText = (step: number, h: Hint): string =>
    !h ? t('mathable.hintNone') : step === 1 ? t('mathable.hintTile', { n: h.tile }) : t('mathable.hintSquare', { n: h.tile, row: h.row + 1, col: h.col + 1 });

  // A hint asked for (now, or before a reload) is worked out for the position as it stands.
  useEffect(() => {
    if (!state || hintStep === 0 || (hintData && hintData.at === hintAt)) return;
    let live = true;
    ai.hint(state, signal).then(
      (h) => {
        if (!live) return;
        setHintData({ at: hintAt, hint: h });
        setMessage({ text: hintText(hintStep, h), kind: 'info' });
      },
      (e: unknown) => {
        if (live && !isCancelled(e)) notify({ kind: 'error', text: t('mathable.workerFailed', { reason: errorText(e) }) });
      },
    );
    return () => {
      live = false;
    };
  }, [hintStep, hintAt]);

  // Computer turns: the match runner asks the worker for the turn and lays it one move at a time at a
  // readable pace (half a pause before "done"). A failure stops the computer until someone asks it to try
  // again (no retry loop).
  const computerFailure = snap.computer.kind === 'failed' ? snap.computer.failure : null;
  useEffect(() => {
    if (!computerFailure) return;
    notify({
      kind: 'error',
      sticky: true,
      key: 'mathable-computer',
      text: t('mathable.workerFailed', {
        reason: computerFailure.kind === 'refused' ? refusalText('mathable', computerFailure.refusal) : computerFailureText('mathable', computerFailure),
      }),
      action: { label: t('mathable.retry'), run: () => runner.retry() },
    });
  }, [computerFailure]);

  // No dots (nothing chosen, or the setting off): the same empty set every time, so the board does not render again.
  const fits = useMemo(() => {
    if (!state || selected === null || !highlight || !human) return NO_SQUARES;
    const set = new Set<number>();
    for (const p of squaresFor(state, selected)) set.add(posOf(p.row, p.col));
    return set;
  }, [state, selected, highlight, human]);

  const fresh = useMemo(() => new Set((state?.turn.placed ?? []).map((p) => posOf(p.row, p.col))), [state?.turn.placed]);
  const last = useMemo(() => {
    const l = state?.log[state.log.length - 1];
    return new Set(l && 'placed' in l ? l.placed.map((p) => posOf(p.row, p.col)) : []);
  }, [state?.log]);

  /** The last seven turns in words (the last one under the board, the others in the wide log): worded once per turn, not per tap. */
  const recentTurns = useMemo(() => {
    const turnText = (rec: TurnRecord): string =>
      'placed' in rec
        ? t('mathable.lastTurn.placed', {
            name: names[rec.player] ?? '',
            tiles: rec.placed.map((p) => p.tile).join(', '),
            points: t('mathable.pointCount', { count: rec.points }),
          })
        : 'exchanged' in rec
          ? t('mathable.lastTurn.exchanged', { name: names[rec.player] ?? '', count: rec.exchanged.length })
          : t('mathable.lastTurn.pass', { name: names[rec.player] ?? '' });
    return (state?.log ?? []).slice(-7).map(turnText);
  }, [state?.log, names]);

  // Where the phone's window opens (PanZoom reads it once): worked out per board, not per render.
  const opening = useMemo(() => (state ? playWindow(state.board) : WHOLE_BOARD), [state?.board]);

  const run = useCallback(
    async (m: MathableMove): Promise<boolean> => {
      // The engine's refusal comes back through dispatch as a code with values.
      // (A move that is made clears the chosen tile by itself: it belongs to the position before.)
      const r = await dispatch(m);
      if (!r.ok) setMessage({ text: refusalText('mathable', r.refusal), kind: 'refuse' });
      return r.ok;
    },
    [dispatch],
  );

  const place = useCallback(
    async (tile: number, p: number) => {
      if (!state || !human) return;
      const refusal = refusalAt(state.board, p, tile);
      if (refusal) {
        setMessage({ text: refusalText('mathable', refusalOf(refusal)), kind: 'refuse' });
        return;
      }
      const row = Math.floor(p / SIZE),
        col = p % SIZE;
      if (await run({ type: 'place', tile, row, col })) setMessage(null);
    },
    [state, human, run],
  );

  const onSquare = useCallback(
    (p: number) => {
      if (!state || !human) return;
      if (selected === null) {
        setMessage({ text: t('mathable.pickTile'), kind: 'info' });
        return;
      }
      void place(selected, p);
    },
    [state, human, selected, place],
  );

  const choose = (index: number): void => {
    const tile = state?.racks[state.current]?.[index];
    if (!state || tile === undefined) return;
    if (selectedAt === index) {
      setSelectedAt(null);
      setMessage(null);
      return;
    }
    setSelectedAt(index);
    const where = squaresFor(state, tile).length;
    setMessage({
      text:
        where === 0 ? t('mathable.noFit', { n: tile }) : highlight ? t('mathable.fitsCount', { n: tile, count: where }) : t('mathable.pickSquare', { n: tile }),
      kind: 'info',
    });
  };

  // Drag as a bonus: a rack tile dragged past a few pixels and dropped on a square (the shared tap-or-drag gesture).
  const ghost = useRef<HTMLElement | null>(null);
  const dropTile = (tile: number, ev: PointerEvent): void => {
    const target = document.elementFromPoint(ev.clientX, ev.clientY)?.closest('[data-pos]');
    const p = target ? Number(target.getAttribute('data-pos')) : NaN;
    if (Number.isInteger(p)) void place(tile, p);
  };
  const gesture = useTapOrDrag<number>({
    onDragMove: (tile, ev, first) => {
      if (first) {
        const g = document.createElement('div');
        g.className = 'mth-ghost';
        g.textContent = String(tile);
        g.setAttribute('aria-hidden', 'true');
        document.body.appendChild(g);
        ghost.current = g;
      }
      if (ghost.current) ghost.current.style.transform = `translate(${ev.clientX - 22}px, ${ev.clientY - 22}px)`;
    },
    onEnd: () => {
      ghost.current?.remove();
      ghost.current = null;
    },
    onDrop: dropTile,
    onCancel: dropTile,
  });
  const onTileDown = (tile: number, e: PointerEvent): void => {
    if (!human) return;
    gesture.start(tile, e);
  };

  const askHint = async (): Promise<void> => {
    if (!state) return;
    // Already shown for this position: say it again.
    if (state.turn.hint > 0) {
      if (shownHint !== undefined) setMessage({ text: hintText(state.turn.hint, shownHint), kind: 'info' });
      return;
    }
    await run({ type: 'hint' });
  };

  if (game.status !== 'ready' || !state)
    return <GameGate game={game} title={t('mathable.title')} back={hrefFor('mathable')} missing={t('mathable.missing')} newGame={t('mathable.newGame')} />;

  const s: MathableState = state;
  const area = WHOLE_BOARD;
  const rack = s.racks[me] ?? [];
  const hidden = s.params.hiddenRacks && human && revealed !== me;
  const placedCount = s.turn.placed.length;
  const points = turnPoints(s.turn);
  const lastPlaced = s.turn.placed[placedCount - 1];
  const extraOp = lastPlaced ? squareOp(posOf(lastPlaced.row, lastPlaced.col)) : null;
  const askExtra = human && s.turn.drawsOwed > 0 && s.bag.length > 0;
  const lastText = recentTurns[recentTurns.length - 1] ?? '';
  const status = s.ended
    ? t('mathable.over')
    : thinking || isComputerTurn(s)
      ? t('mathable.thinking', { name: names[me] ?? '' })
      : t('mathable.yourTurn', { name: names[me] ?? '' });
  const board = (
    <Board
      board={s.board}
      window={area}
      fits={fits}
      fresh={fresh}
      last={last}
      hinted={hintStep === 2 && shownHint ? posOf(shownHint.row, shownHint.col) : null}
      disabled={!human}
      onSquare={onSquare}
    />
  );
  const unseen = s.params.hiddenRacks ? [...s.bag, ...s.racks.flatMap((r, i) => (i === me ? [] : r))] : [...s.bag];

  return (
    <Screen
      title={t('mathable.title')}
      back={hrefFor('mathable')}
      class="mth-screen"
      actions={
        <>
          <LessonInfoButton lesson={session?.lesson} />
          <button type="button" class="btn btn-small" onClick={() => setDialog('tiles')} aria-label={t('mathable.bagLabel', { n: s.bag.length })}>
            <span aria-hidden="true">{t('mathable.bag', { n: s.bag.length })}</span>
          </button>
        </>
      }
    >
      <div class={`mth-play ${wide ? 'is-wide' : sideways ? 'is-sideways' : ''}`}>
        <div class="mth-main">
          {wide ? (
            board
          ) : (
            <PanZoom zoom={zoom} onZoom={setZoom} centre={opening}>
              {board}
            </PanZoom>
          )}
        </div>
        <div class="mth-side">
          <ol class="mth-scores" aria-label={t('mathable.players')}>
            {s.params.seats.map((seat, i) => (
              <li key={i} class={`mth-player ${i === me && !s.ended ? 'is-turn' : ''}`} aria-current={i === me && !s.ended ? 'true' : undefined}>
                <span class="mth-player-name">
                  {i === me && !s.ended && <span aria-hidden="true">▶ </span>}
                  {names[i]}
                  {seat.kind === 'computer' && <span class="mth-badge">{t('mathable.computerBadge')}</span>}
                </span>
                <span class="mth-player-score">{formatNumber((s.ended ? s.ended.finalScores[i] : s.scores[i]) ?? 0)}</span>
                {i === me && !s.ended && <span class="visually-hidden">{t('mathable.toMove')}</span>}
                {!s.params.hiddenRacks && i !== me && !s.ended && (
                  <span class="mth-mini-rack">{t('mathable.rackShort', { tiles: (s.racks[i] ?? []).join(' ') })}</span>
                )}
              </li>
            ))}
          </ol>
          <div class="mth-status">
            <p aria-live="polite">
              <strong>{status}</strong>
              {lastText && <span class="mth-last"> · {lastText}</span>}
            </p>
            {!wide && (
              <button
                type="button"
                class="btn btn-small mth-zoom"
                aria-pressed={zoom === MIN_ZOOM}
                onClick={() => {
                  if (zoom > MIN_ZOOM) {
                    lastZoom.current = zoom;
                    setZoom(MIN_ZOOM);
                  } else setZoom(lastZoom.current > MIN_ZOOM ? lastZoom.current : PHONE_ZOOM);
                }}
              >
                {t('mathable.wholeBoard')}
              </button>
            )}
          </div>
          {message && (
            <p class={`mth-message ${message.kind === 'refuse' ? 'is-refusal' : ''}`} role={message.kind === 'refuse' ? 'alert' : 'status'}>
              {message.kind === 'refuse' && (
                <strong class="mth-refuse-mark" aria-hidden="true">
                  !{' '}
                </strong>
              )}
              {message.text}
            </p>
          )}
          {s.ended ? (
            <Results state={s} names={names} />
          ) : (
            <>
              {askExtra && (
                <div class="mth-extra" role="group" aria-label={t('mathable.extraTitle')}>
                  <p>
                    <span class="mth-extra-long">{t('mathable.extraText', { op: extraOp ? OP_SIGN[extraOp] : '' })}</span>
                    <span class="mth-extra-short" aria-hidden="true">
                      {t('mathable.extraShort', { op: extraOp ? OP_SIGN[extraOp] : '' })}
                    </span>
                  </p>
                  <div class="button-row">
                    <button
                      type="button"
                      class="btn btn-primary"
                      onClick={async () => {
                        const next = s.bag[0];
                        if ((await run({ type: 'draw' })) && next !== undefined) setMessage({ text: t('mathable.drew', { n: next }), kind: 'info' });
                      }}
                    >
                      {t('mathable.extraTake')}
                    </button>
                    <button type="button" class="btn" onClick={() => void run({ type: 'decline' })}>
                      {t('mathable.extraSkip')}
                    </button>
                  </div>
                  {s.turn.startRack >= 7 && (
                    <p class="mth-note">
                      <span class="mth-extra-long">{t('mathable.extraWarn')}</span>
                      <span class="mth-extra-short" aria-hidden="true">
                        {t('mathable.extraWarnShort')}
                      </span>
                    </p>
                  )}
                </div>
              )}
              {s.params.hiddenRacks && !human ? (
                <p class="mth-cover">{t('mathable.rackHidden', { count: rack.length })}</p>
              ) : hidden ? (
                <div class="mth-cover">
                  <p>{t('mathable.passDevice', { name: names[me] ?? '' })}</p>
                  <button type="button" class="btn btn-primary btn-big" onClick={() => setRevealed(me)}>
                    {t('mathable.showRack', { name: names[me] ?? '' })}
                  </button>
                </div>
              ) : (
                <div class="mth-rack" role="group" aria-label={t('mathable.rackOf', { name: names[me] ?? '' })}>
                  {rack.map((tile, i) => (
                    <button
                      type="button"
                      key={`${i}-${tile}`}
                      class={`mth-rack-tile ${selectedAt === i ? 'is-selected' : ''} ${shownHint && shownHint.tile === tile && rack.indexOf(tile) === i ? 'is-hinted' : ''}`}
                      aria-pressed={selectedAt === i}
                      aria-label={t('mathable.tile', { n: tile })}
                      disabled={!human}
                      onPointerDown={(e) => onTileDown(tile, e)}
                      onClick={() => {
                        if (!gesture.isDragClick()) choose(i);
                      }}
                    >
                      {tile}
                    </button>
                  ))}
                </div>
              )}
              <div class="mth-actions">
                {human && placedCount > 0 && placedCount <= s.turn.locked ? (
                  // Locked by an extra tile: still tappable, to say why it cannot be used.
                  <button
                    type="button"
                    class="btn is-locked"
                    aria-disabled="true"
                    aria-describedby="mth-undo-why"
                    onClick={() => setMessage({ text: t('mathable.refuse.undoLocked'), kind: 'refuse' })}
                  >
                    <span aria-hidden="true">🔒 </span>
                    {t('mathable.undo')}
                    <span id="mth-undo-why" class="visually-hidden">
                      {t('mathable.refuse.undoLocked')}
                    </span>
                  </button>
                ) : (
                  <button type="button" class="btn" disabled={!human || placedCount <= s.turn.locked} onClick={() => void run({ type: 'undo' })}>
                    <span aria-hidden="true">↶ </span>
                    {t('mathable.undo')}
                  </button>
                )}
                <button type="button" class="btn btn-primary" disabled={!human || placedCount === 0} onClick={() => void run({ type: 'confirm' })}>
                  {earnsBonus(s) ? t('mathable.confirmBonus', { points: points + 50 }) : t('mathable.confirm', { points })}
                </button>
                <button type="button" class="btn" disabled={!human || placedCount > 0} onClick={() => void run({ type: 'pass' })}>
                  {t('mathable.pass')}
                </button>
                <button
                  type="button"
                  class="btn"
                  disabled={!human || placedCount > 0 || s.turn.drew > 0 || s.bag.length === 0}
                  onClick={() => {
                    setExchangePick([]);
                    setDialog('exchange');
                  }}
                >
                  {t('mathable.exchange')}
                </button>
                {!hintsAllowed(s.params) ? null : hintStep === 1 && shownHint ? (
                  <button
                    type="button"
                    class="btn"
                    onClick={async () => {
                      if (await run({ type: 'hint', step: 2 })) setMessage({ text: hintText(2, shownHint), kind: 'info' });
                    }}
                  >
                    {t('mathable.hintWhere')}
                  </button>
                ) : (
                  <button type="button" class="btn" disabled={!human} title={t('mathable.hintWarn')} onClick={() => void askHint()}>
                    {t('mathable.hint')}
                  </button>
                )}
                <button type="button" class="btn" disabled={placedCount > 0 || thinking} onClick={() => setDialog('end')}>
                  {t('mathable.end')}
                </button>
              </div>
            </>
          )}
          {wide && s.log.length > 1 && (
            <section class="mth-log" aria-labelledby="mth-log-h">
              <h2 id="mth-log-h">{t('mathable.earlierTurns')}</h2>
              <ol start={Math.max(0, s.log.length - 7) + 1}>
                {recentTurns.slice(0, -1).map((text, i) => (
                  <li key={Math.max(0, s.log.length - 7) + i}>{text}</li>
                ))}
              </ol>
            </section>
          )}
        </div>
      </div>

      <ExchangeDialog
        open={dialog === 'exchange'}
        rack={rack}
        bagSize={s.bag.length}
        name={names[me] ?? ''}
        picked={exchangePick}
        onPick={setExchangePick}
        onClose={() => setDialog(null)}
        onExchange={async (tiles) => {
          setDialog(null);
          await run({ type: 'exchange', tiles });
        }}
      />
      <EndDialog
        open={dialog === 'end'}
        onClose={() => setDialog(null)}
        onEnd={async () => {
          setDialog(null);
          await run({ type: 'end' });
        }}
      />

      <Dialog open={dialog === 'tiles'} title={t('mathable.tilesLeftTitle')} onClose={() => setDialog(null)}>
        <p>{s.params.hiddenRacks ? t('mathable.tilesLeftUnseen', { n: unseen.length }) : t('mathable.tilesLeftBag', { n: unseen.length })}</p>
        <p class="mth-bag-list">
          {unseen
            .slice()
            .sort((a, b) => a - b)
            .join(' ')}
        </p>
      </Dialog>
    </Screen>
  );
}
