/** Writing an equation sheet: the board, the equation being traced, the signs, the sand timer and the tally sheet. */
import { Fragment } from 'preact';
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { prettyText } from '../../games/tally/equation';
import { addCheck, checkForSheet, type TallyMove, type TallyState } from '../../games/tally/round';
import { customSegment, formatClock, segment, startTimer, type TimerRun } from '../../core/timer';
import { Dialog } from '../components/Dialog';
import { SandTimer } from '../components/SandTimer';
import { pure } from '../components/pure';
import { t, type MessageKey, refusalText } from '../../i18n';
import { useSavedFirst, type DispatchAlong, type DispatchResult } from '../session';
import { formatBoard } from '../../games/tally/board';
import { BoardView } from './BoardView';
import { tallySolver } from './solver';
import { useLeaveSignal } from '../services/leaveSignal';
import { dragTo, draftText, emptyDraft, gapsOfText, hintDraft, selectGap, setGap, tapCell, type Draft, type Gap, GAP_CHOICES, TYPED_MAX } from './draft';
import { errorText } from '../services/solverText';

const SIGN: Record<Gap, string> = { '': '·', '+': '+', '-': '−', '*': '×', '/': '÷', '=': '=' };
const SIGN_WORD: Record<Gap, MessageKey> = {
  '': 'tally.gapJoin',
  '+': 'tally.sign.plus',
  '-': 'tally.sign.minus',
  '*': 'tally.sign.times',
  '/': 'tally.sign.divide',
  '=': 'tally.sign.equals',
};

/** An empty sheet, the same from render to render (the sheet list renders again only when its entries change). */
const NO_ENTRIES: TallyState['sheets'][number] = [];

/** A clock that reads whole seconds since `start` (the time itself before it). */
export function wholeSeconds(clock: () => number, start: number): () => number {
  return () => {
    const now = clock();
    return now <= start ? now : start + Math.floor((now - start) / 1000) * 1000;
  };
}

export function timerFor(state: TallyState): TimerRun | null {
  if (!state.turn) return null;
  const ms = state.params.seconds * 1000;
  return startTimer(ms === 180_000 ? segment('red') : customSegment(ms), state.turn.startedAt);
}

export function isDraft(v: unknown): v is Draft {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return (
    Array.isArray(d.path) &&
    d.path.every((c) => Number.isInteger(c) && (c as number) >= 0 && (c as number) < 16) &&
    Array.isArray(d.gaps) &&
    d.gaps.length === Math.max(0, d.path.length - 1) &&
    d.gaps.every((g) => GAP_CHOICES.includes(g as Gap)) &&
    (d.selected === null || (Number.isInteger(d.selected) && (d.selected as number) < d.gaps.length)) &&
    (d.typed === undefined || (typeof d.typed === 'string' && d.typed.length <= TYPED_MAX))
  );
}

export function TallyPlay(props: {
  state: TallyState;
  dispatch: (m: TallyMove, along?: DispatchAlong) => Promise<DispatchResult>;
  initialDraft: Draft | null;
  /** Saves the traced path (screen state); resolves once it is on the device, and only then is it shown. */
  saveDraft: (d: Draft) => Promise<void> | void;
  /** Whether hints may be asked for (the round's setting): step 1 the tiles of an equation and its "=", step 2 its signs. */
  hints?: boolean;
  now?: () => number;
}) {
  const { state, dispatch } = props;
  const turn = state.turn;
  const p = turn?.player ?? 0;
  const player = state.players[p];
  const sheet = state.sheets[p] ?? NO_ENTRIES;
  // The traced path is saved before it is shown: a killed app brings back every tile the student saw in it.
  const traced = useSavedFirst<Draft>(props.initialDraft ?? emptyDraft, props.saveDraft);
  const draft = traced.shown;
  // What was typed in the brackets field shows at once, and is saved with the path (a reload or a killed app brings it back).
  const [typed, setTyped] = useState<string | null>(props.initialDraft?.typed ?? null);
  const type = (value: string): void => {
    const text = value.slice(0, TYPED_MAX);
    setTyped(text);
    void traced.change((d) => ({ ...d, typed: text }));
  };
  // The message line keeps its own state: setting or clearing a message renders that line, not the play screen.
  const say = useRef<((m: Message) => void) | null>(null);
  const setMessage = (m: Message): void => say.current?.(m);
  const stopping = useRef(false);
  const run = useMemo(() => timerFor(state), [turn?.startedAt, turn?.player, state.params.seconds]);
  const clock = props.now ?? Date.now;
  // The sand timer reads the turn's clock in whole seconds since the turn began: the time it shows (seconds left,
  // rounded up) and the moment it runs out are the same, but it renders once a second instead of five times.
  const startedAt = turn?.startedAt ?? 0;
  const timerClock = useMemo(() => wholeSeconds(props.now ?? Date.now, startedAt), [props.now, startedAt]);

  /** A change of the path or its signs, worked out from the newest path (taps faster than a save build on each other). */
  const changeDraft = (next: (d: Draft) => Draft): Promise<Draft> => {
    setTyped(null);
    // a new path or sign: the traced equation stands again, and the typed one is dropped from the saved draft too
    return traced.change((d) => {
      const n = next(d);
      if (n.typed === undefined) return n;
      const { typed: _dropped, ...rest } = n;
      return rest;
    });
  };
  const setDraft = (d: Draft): void => void changeDraft(() => d);
  const chooseSign = (g: Gap): void => void changeDraft((d) => (d.selected === null ? d : setGap(d, d.selected, g)));

  const stop = (): void => {
    if (stopping.current) return;
    stopping.current = true;
    void dispatch({ t: 'stop', p, at: clock() }).then(() => {
      stopping.current = false;
    });
  };

  // When the sand runs out (or a reload finds it ran out), the writer is told so and
  // offered the equation they were building, before the turn ends.
  const [timeUp, setTimeUp] = useState(false);
  const sandDone = useCallback(() => setTimeUp(true), []);
  useEffect(() => {
    if (turn && clock() >= turn.startedAt + state.params.seconds * 1000) setTimeUp(true);
  }, [turn?.startedAt]);

  const text = typed ?? draftText(state.board, draft);
  const add = async (): Promise<void> => {
    const move = { t: 'add', p, cells: draft.path, eq: text, at: clock() } satisfies TallyMove;
    // The engine's own rule for an add, without applying the move: an equation that does not count, or a move the
    // rules refuse (the sand ran out), leaves the path as it is, saved and shown.
    const r = addCheck(state, move);
    if (!r.ok) {
      setMessage({ kind: 'error', text: t('tally.notValid', { reason: refusalText('tally', r.refusal) }) });
      return;
    }
    const before = traced.latest();
    // Worded before the write, so that nothing is left to work out when it is acknowledged.
    const said: Message = { kind: 'ok', text: t('tally.added', { text: prettyText(r.entry.text), points: t('tally.pointCount', { count: r.entry.tiles }) }) };
    let emptied: ReturnType<typeof traced.ride> | null = null;
    // Once the record with the equation is on the device, the sheet's new line, the emptied path and the message
    // render together (one pass, one frame).
    const added = dispatch(move, {
      saved: () => {
        setTyped(null);
        emptied?.show();
        setMessage(said);
      },
    });
    // The emptied path is asked for while the move waits in the save queue, so it is written in the same record as
    // the equation (one write, not two, and the path empties as the sheet gains the line).
    emptied = traced.ride(() => emptyDraft);
    const res = await added;
    if (!res.ok) {
      // refused after all (a move queued just before this one): the path comes back, saved before it is shown
      await emptied.done;
      await changeDraft(() => before);
      setMessage({ kind: 'error', text: t('tally.notValid', { reason: refusalText('tally', res.refusal) }) });
    }
  };

  const [hinting, setHinting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const signal = useLeaveSignal();
  /** The equation behind the last first-step hint: its second step shows the signs. */
  const [hinted, setHinted] = useState<{ cells: number[]; gaps: Gap[]; text: string } | null>(null);
  const secondStep = hinted !== null && hinted.cells.length === draft.path.length && hinted.cells.every((c, i) => draft.path[i] === c);
  const hint = async (): Promise<void> => {
    setHinting(true);
    try {
      if (secondStep && hinted) {
        // step 2: the whole equation, signs and all
        const r = await dispatch({ t: 'hint', p, cells: hinted.cells, at: clock(), step: 2 });
        if (!r.ok) {
          setMessage({ kind: 'error', text: refusalText('tally', r.refusal) });
          return;
        }
        await changeDraft(() => hintDraft(hinted.cells, hinted.gaps, 2));
        setHinted(null);
        setMessage({ kind: 'info', text: t('tally.hintSigns', { text: prettyText(hinted.text) }) });
        return;
      }
      const used = new Set(sheet.flatMap((e) => e.cells));
      const cell = traced.latest().path[0] ?? state.board.findIndex((_, c) => !used.has(c));
      const f = await tallySolver().through(formatBoard(state.board), Math.max(cell, 0), 5, signal);
      const gaps = f ? gapsOfText(f.text, f.cells.length) : null;
      if (!f || !gaps) setMessage({ kind: 'info', text: t('tally.hintNone') });
      else {
        // The hint is a move: saved before it is shown, so the results can say a hint was used.
        const r = await dispatch({ t: 'hint', p, cells: f.cells, at: clock(), step: 1 });
        if (!r.ok) {
          setMessage({ kind: 'error', text: refusalText('tally', r.refusal) });
          return;
        }
        await changeDraft(() => hintDraft(f.cells, gaps, 1));
        setHinted({ cells: f.cells, gaps, text: f.text });
        setMessage({ kind: 'info', text: t('tally.hintShown', { n: f.cells.length }) });
      }
    } catch (e) {
      setMessage({ kind: 'error', text: t('tally.hintFailed', { reason: errorText(e) }) });
    } finally {
      setHinting(false);
    }
  };

  const points = sheet.reduce((a, e) => a + e.tiles, 0);
  if (!player || !turn) return null;
  return (
    <div class="tally-play">
      <div class="tally-topbar">
        <div class="tally-who">
          <strong>{t('tally.turnOf', { name: player.name })}</strong>
          <span class="tally-count">
            {t('tally.sheetCount', { equations: t('tally.equationCount', { count: sheet.length }), tiles: t('tally.tileCount', { count: points }) })}
          </span>
        </div>
        <PlayTimer run={run} onDone={sandDone} now={timerClock} />
      </div>
      <div class="tally-main">
        <div class="tally-left">
          <BoardView
            board={state.board}
            path={draft.path}
            onTap={(cell) => {
              let note: ReturnType<typeof tapCell>['note'] = null;
              void changeDraft((d) => {
                const r = tapCell(d, cell);
                note = r.note;
                return r.draft;
              }).then(() => setMessage(note === 'restarted' ? { kind: 'info', text: t('tally.restarted') } : null));
            }}
            onDragStart={(cell) => {
              void changeDraft((d) => (d.path[d.path.length - 1] === cell ? d : { path: [cell], gaps: [], selected: null }));
            }}
            onDragTo={(cell) => void changeDraft((d) => dragTo(d.path.length === 0 ? { path: [cell], gaps: [], selected: null } : d, cell))}
          />
        </div>
        <div class="tally-right">
          <section class="tally-builder" aria-label={t('tally.equation')}>
            <div class="tally-eq" role="group" aria-label={t('tally.equation')}>
              {draft.path.length === 0 && <span class="tally-hint">{t('tally.traceHelp')}</span>}
              {draft.path.map((cell, i) => (
                <Fragment key={cell}>
                  <span class="tally-digit">{state.board[cell]}</span>
                  {i < draft.gaps.length && (
                    <button
                      type="button"
                      class={`tally-gap ${draft.selected === i ? 'is-selected' : ''} ${draft.gaps[i] === '' ? 'is-join' : ''}`}
                      aria-label={t('tally.gap', { n: i + 1, sign: t(SIGN_WORD[draft.gaps[i] ?? '']) })}
                      aria-pressed={draft.selected === i}
                      onClick={() => void changeDraft((d) => selectGap(d, i))}
                    >
                      {SIGN[draft.gaps[i] ?? '']}
                    </button>
                  )}
                </Fragment>
              ))}
            </div>
            {draft.path.length >= 2 && draft.gaps.every((g) => g === '') && <p class="tally-hint">{t('tally.signsHelp')}</p>}
            <Signs disabled={draft.selected === null} onSign={chooseSign} />
            {state.params.parens && draft.path.length >= 3 && (
              <input
                class="input tally-typed"
                aria-label={t('tally.typed')}
                placeholder={t('tally.typed')}
                value={typed ?? prettyText(text)}
                maxLength={TYPED_MAX}
                onInput={(e) => type((e.currentTarget as HTMLInputElement).value)}
              />
            )}
            <div class="button-row tally-actions">
              <button type="button" class="btn" disabled={draft.path.length === 0} onClick={() => setDraft(emptyDraft)}>
                {t('tally.clear')}
              </button>
              {props.hints && (
                <button
                  type="button"
                  class="btn tally-hint-btn"
                  disabled={hinting}
                  aria-label={secondStep ? t('tally.hintSignsLabel') : t('tally.hintLabel')}
                  onClick={() => void hint()}
                >
                  {secondStep ? t('tally.hint2') : t('tally.hint')}
                </button>
              )}
              <button type="button" class="btn btn-primary tally-add" disabled={draft.path.length < 3} onClick={() => void add()}>
                {t('tally.add')}
              </button>
            </div>
            <MessageLine bind={say} />
          </section>
          <Sheet sheet={sheet} onDone={() => setConfirming(true)} onDrop={(i) => void dispatch({ t: 'drop', p, i, at: clock() })} />
        </div>
      </div>
      <Dialog open={confirming} title={confirming ? t('tally.doneTitle') : ''} onClose={() => setConfirming(false)}>
        {confirming && (
          <>
            <p>{t('tally.doneQuestion', { minutes: formatClock(Math.max(0, turn.startedAt + state.params.seconds * 1000 - clock())) })}</p>
            <div class="button-row">
              <button type="button" class="btn" onClick={() => setConfirming(false)}>
                {t('tally.keepWriting')}
              </button>
              <button
                type="button"
                class="btn btn-primary"
                onClick={() => {
                  setConfirming(false);
                  stop();
                }}
              >
                {t('tally.finishNow')}
              </button>
            </div>
          </>
        )}
      </Dialog>
      <TimeUp
        open={timeUp}
        state={state}
        sheet={sheet}
        draft={draft}
        text={text}
        name={player.name}
        onAdd={async () => {
          // The equation as it stood when the sand ran out: it counts at that moment, not at the tap.
          const deadline = (turn?.startedAt ?? 0) + state.params.seconds * 1000;
          const r = await dispatch({ t: 'add', p, cells: draft.path, eq: text, at: Math.min(clock(), deadline) });
          if (r.ok) setDraft(emptyDraft);
          stop();
        }}
        onFinish={stop}
      />
    </div>
  );
}

/**
 * The moment the sand runs out: the writer sees "Time is up" and what
 * happens to the equation they were building (complete and new: offered for
 * the sheet; unfinished: why it cannot count), then ends the turn.
 */
function TimeUp(props: {
  open: boolean;
  state: TallyState;
  sheet: TallyState['sheets'][number];
  draft: Draft;
  text: string;
  name: string;
  onAdd: () => Promise<void>;
  onFinish: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const { draft, sheet } = props;
  // Closed (all the turn long), it is an empty dialog element: nothing checked or worded on every tap.
  if (!props.open)
    return (
      <Dialog open={false} title="" onClose={props.onFinish}>
        {null}
      </Dialog>
    );
  const check = draft.path.length > 0 ? checkForSheet(props.state, sheet, draft.path, props.text) : null;
  const pretty = prettyText(props.text);
  return (
    <Dialog open={props.open} title={t('tally.timeUpTitle', { name: props.name })} onClose={props.onFinish}>
      <div class="tally-timeup" role="alert">
        <p class="tally-timeup-big">{t('tally.timeUp', { name: props.name })}</p>
        <p>{t('tally.timeUpSheet', { equations: t('tally.equationCount', { count: sheet.length }) })}</p>
        {check?.ok && <p>{t('tally.timeUpOffer', { text: pretty, points: t('tally.pointCount', { count: check.entry.tiles }) })}</p>}
        {check && !check.ok && <p>{t('tally.timeUpUnfinished', { text: pretty, reason: refusalText('tally', check.reason) })}</p>}
      </div>
      <div class="button-row">
        {check?.ok && (
          <button
            type="button"
            class="btn btn-primary"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void props.onAdd();
            }}
          >
            {t('tally.timeUpAdd')}
          </button>
        )}
        <button type="button" class={`btn ${check?.ok ? '' : 'btn-primary'}`} disabled={busy} onClick={props.onFinish}>
          {check?.ok ? t('tally.timeUpSkip') : t('tally.timeUpOk')}
        </button>
      </div>
    </Dialog>
  );
}

type Message = { kind: 'error' | 'ok' | 'info'; text: string } | null;

/** The writer's message line (what was added, why an equation does not count): pure, with its own state. */
const MessageLine = pure(function MessageLine(props: { bind: { current: ((m: Message) => void) | null } }) {
  const [message, setMessage] = useState<Message>(null);
  props.bind.current = setMessage;
  return (
    <p class={`tally-message ${message ? `is-${message.kind}` : ''}`} role="status" aria-live="polite">
      {message?.text ?? ''}
    </p>
  );
});

/** The sand timer: pure, so a tap on the board does not render it again (it renders itself as the sand falls). */
const PlayTimer = pure(
  function PlayTimer(props: { run: TimerRun | null; onDone: () => void; now: () => number }) {
    return <SandTimer run={props.run} size={56} caption={t('tally.timer')} onDone={props.onDone} now={props.now} />;
  },
  ['onDone'],
);

/** The six sign buttons: pure, so they render again only when a gap is chosen or let go. */
const Signs = pure(
  function Signs(props: { disabled: boolean; onSign: (g: Gap) => void }) {
    return (
      <div class="tally-signs" role="group" aria-label={t('tally.signs')}>
        {GAP_CHOICES.map((g) => (
          <button
            key={g || 'join'}
            type="button"
            class={`btn tally-sign ${g === '=' ? 'is-equals' : ''}`}
            disabled={props.disabled}
            aria-label={g === '' ? t('tally.sign.joinLabel') : t(SIGN_WORD[g])}
            onClick={() => props.onSign(g)}
          >
            {g === '' ? t('tally.sign.join') : SIGN[g]}
          </button>
        ))}
      </div>
    );
  },
  ['onSign'],
);

/** The writer's tally sheet: pure, so tracing a path does not render it again. */
const Sheet = pure(
  function Sheet(props: { sheet: TallyState['sheets'][number]; onDone: () => void; onDrop: (i: number) => void }) {
    const { sheet } = props;
    return (
      <section class="tally-sheet" aria-label={t('tally.sheet')}>
        <div class="tally-sheet-head">
          <h2>{t('tally.sheet')}</h2>
          <button type="button" class="btn btn-small" onClick={props.onDone}>
            {t('tally.done')}
          </button>
        </div>
        {sheet.length === 0 ? (
          <p class="tally-muted">{t('tally.sheetEmpty')}</p>
        ) : (
          <ol class="tally-entries">
            {sheet.map((e, i) => (
              <SheetLine key={e.key} entry={e} i={i} onDrop={props.onDrop} />
            ))}
          </ol>
        )}
      </section>
    );
  },
  ['onDone', 'onDrop'],
);

/** One line of the sheet: pure, so adding an equation renders (and words) only the new line. */
const SheetLine = pure(
  function SheetLine(props: { entry: TallyState['sheets'][number][number]; i: number; onDrop: (i: number) => void }) {
    const { entry: e, i } = props;
    const pretty = prettyText(e.text);
    return (
      <li>
        <span class="tally-entry-text">{pretty}</span>
        <span class="tally-entry-points">{t('tally.points', { n: e.tiles })}</span>
        <button type="button" class="btn btn-small btn-quiet" aria-label={t('tally.remove', { text: pretty })} onClick={() => props.onDrop(i)}>
          <span aria-hidden="true">×</span>
        </button>
      </li>
    );
  },
  ['onDrop'],
);
