/**
 * A TUF match on screen: roll, arrange, call, timers, end of round, results,
 * scores and the winner. Every move is saved before it shows; the lines being
 * arranged are saved as screen state, so a reload resumes mid-round with the
 * timers right (they are computed from the moves' timestamps).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { faceSymbol, formatRoll, type Face, type GameKey } from '../../games/tuf';
import {
  currentRound,
  dueComputerCalls,
  hintsOn,
  hintsUsed,
  isLocked,
  isOrderPlay,
  isSolitaire,
  matchEngine,
  roundEndsAt,
  roundOver,
  totals,
  valueToBeat,
  winners,
  type MatchState,
  type RoundState,
} from '../../games/tuf/match';
import { formatGameId } from '../../core/gameId';
import { Dialog } from '../components/Dialog';
import { PlayerNameInput } from '../components/Players';
import { Screen } from '../components/Screen';
import { ShareCode } from '../components/ShareCode';
import { useApp } from '../context';
import { t, type MessageKey } from '../i18n';
import { raceRefusalText } from '../race/refusal';
import { errorText } from '../services/solverText';
import { RaceCentre } from '../race/Centre';
import { RaceSide, RaceTable, tableLayout } from '../race/Table';
import { hrefFor, redirect } from '../router';
import { startMatch } from './start';
import { freshSeed } from '../session';
import { saveHistory, usePersistentGame } from '../session';
import { isLine, toNotation, type Line } from './arrangement';
import { HowTo } from './HowTo';
import { constantLine } from './constants';
import { Results } from './Results';
import { Seat } from './Seat';
import type { BestAnswer, TufSolver } from './solver';
import { callLabel, defaultNames, describeTuf, seatNames } from './labels';

export { callLabel, defaultNames, describeTuf };

export interface TufView {
  round: number;
  lines: Line[];
  names: string[];
  /** A hint was asked for in this match (kept in history). */
  hintsUsed?: boolean;
}

function readView(v: unknown, state: MatchState): TufView {
  const round = currentRound(state);
  const names = defaultNames(state);
  const base: TufView = { round: round?.index ?? -1, lines: state.seats.map(() => []), names };
  if (typeof v !== 'object' || v === null) return base;
  const o = v as Record<string, unknown>;
  if (Array.isArray(o.names) && o.names.length === names.length && o.names.every((n) => typeof n === 'string' && n.trim() !== '' && n.length <= 24)) {
    base.names = o.names as string[];
  }
  if (o.hintsUsed === true) base.hintsUsed = true;
  if (round && o.round === round.index && Array.isArray(o.lines)) {
    base.lines = state.seats.map((_, i) => {
      const l = (o.lines as unknown[])[i];
      return isLine(l, round.rolls[i]?.length ?? 0) ? l : [];
    });
  }
  return base;
}


export function Play(props: { sessionId: string; solver: TufSolver }) {
  const { status, state, session, dispatch, saveView } = usePersistentGame(matchEngine, props.sessionId, describeTuf);
  const { setInGame, reducedMotion, store, notify } = useApp();
  const [view, setView] = useState<TufView | null>(null);
  const [selected, setSelected] = useState<(number | null)[]>([]);
  const [messages, setMessages] = useState<(string | null)[]>([]);
  const [now, setNow] = useState(Date.now());
  const [help, setHelp] = useState(false);
  const [share, setShare] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  /** Each person's hint ladder in the round on the table (by seat). */
  const [hints, setHints] = useState<Record<number, { round: number; step: number; text: string }>>({});
  const [best, setBest] = useState<Record<string, BestAnswer | 'loading' | 'failed'>>({});
  /** Names being typed on the ready screen (a blank keeps the seat's default name). */
  const [drafts, setDrafts] = useState<string[] | null>(null);
  const busy = useRef(false);
  const asked = useRef(new Set<string>());
  /** Table events the engine refused, not tried again until something else happens. */
  const failed = useRef(new Set<string>());
  const historySaved = useRef(false);

  const round = state ? currentRound(state) : null;

  // The view (lines, names) once the session is loaded, and fresh lines for each new round.
  useEffect(() => {
    if (!state || !session) return;
    setView((v) => v ?? readView(session.view, state));
  }, [state, session]);

  /** The lines of the round on the table (a view saved in an earlier round counts as empty). */
  const linesNow = (): Line[] => (view && round && view.round === round.index ? view.lines : (state?.seats.map(() => []) ?? []));

  useEffect(() => {
    setInGame(state?.phase === 'playing');
    return () => setInGame(false);
  }, [state?.phase, setInGame]);

  // A clock for the screen while a round runs.
  useEffect(() => {
    if (state?.phase !== 'playing') return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [state?.phase]);

  const updateLine = (seat: number, line: Line, sel: number | null): void => {
    if (!view || !round) return;
    const lines = linesNow().slice();
    lines[seat] = line;
    const next = { ...view, round: round.index, lines };
    setView(next);
    saveView(next);
    setSelected((s) => {
      const c = s.slice();
      c[seat] = sel;
      return c;
    });
    setMessages((m) => {
      const c = m.slice();
      c[seat] = null;
      return c;
    });
  };

  const run = async (fn: () => Promise<void>): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    try {
      await fn();
    } finally {
      busy.current = false;
    }
  };

  // Table events: computers' equations, their calls when due, and the end of the round.
  useEffect(() => {
    if (!state || state.phase !== 'playing' || !round || !view) return;
    const params = state.params;
    round.plans.forEach((plan, seat) => {
      const info = state.seats[seat];
      const key = `${round.index}/${seat}`;
      if (info?.kind !== 'computer' || plan || asked.current.has(key)) return;
      asked.current.add(key);
      const roll = formatRoll(round.rolls[seat] ?? []);
      props.solver
        .computer(params.game, roll, info.level ?? 'easy', `${state.seed}/${round.index}/${seat}`, params.settings)
        .then((ans) => dispatch({ type: 'plan', seat, equation: ans.equation, delayMs: ans.delayMs, at: Math.max(Date.now(), state.lastAt) }))
        .catch((e: unknown) => {
          notify({ kind: 'error', text: errorText(e), key: 'tuf-solver' });
          return dispatch({ type: 'plan', seat, equation: null, delayMs: 0, at: Math.max(Date.now(), state.lastAt) });
        });
    });
    const due = dueComputerCalls(state, now).filter((d) => !failed.current.has(`${round.index}/call/${d.seat}/${state.lastAt}`));
    const first = due[0];
    if (first) {
      void run(async () => {
        const r = await dispatch({ type: 'declare', ...first });
        if (!r.ok) failed.current.add(`${round.index}/call/${first.seat}/${state.lastAt}`);
      });
      return;
    }
    const over = roundOver(state, now);
    if (over) {
      const ends = roundEndsAt(round);
      const at = over === 'time' && ends !== null ? Math.max(ends, state.lastAt) : state.lastAt;
      const finals = state.seats.map((s, i) => {
        if (s.kind === 'computer') return null;
        const text = toNotation(linesNow()[i] ?? [], round.rolls[i] ?? []);
        return text === '' ? null : text;
      });
      const key = `${round.index}/end/${over}/${state.lastAt}`;
      if (failed.current.has(key)) return;
      void run(async () => {
        const r = await dispatch({ type: 'end', reason: over, finals, at });
        if (!r.ok) {
          failed.current.add(key);
          notify({ kind: 'error', sticky: true, text: raceRefusalText('tuf', r.refusal), key: 'tuf-end' });
        }
      });
    }
  }, [state, round, now, view]);

  // The solver's best equation for each roll, once a round has ended.
  useEffect(() => {
    if (!state || !round?.end) return;
    const rolls = new Set(round.rolls.map((r) => formatRoll(r)));
    for (const roll of rolls) {
      const key = `${round.index}:${roll}`;
      if (best[key] !== undefined) continue;
      setBest((b) => ({ ...b, [key]: 'loading' }));
      props.solver
        .best(state.params.game, roll, state.params.settings)
        .then((ans) => setBest((b) => ({ ...b, [key]: ans })))
        .catch(() => setBest((b) => ({ ...b, [key]: 'failed' })));
    }
  }, [state, round?.end]);

  // The finished match goes to history once.
  useEffect(() => {
    if (!state || state.phase !== 'finished' || !session || !view || historySaved.current) return;
    historySaved.current = true;
    void (async () => {
      const tot = totals(state);
      const where = await saveHistory(store, session.id, {
        game: 'tuf',
        code: session.code,
        finishedAt: state.lastAt,
        players: state.seats.map((s, i) => ({ name: seatNames(state, view.names)[i] ?? '', score: tot[i] ?? 0, ...(s.kind === 'computer' ? { computer: true } : {}) })),
        meta: { game: state.params.game, rounds: state.params.rounds, winners: winners(state), hintsUsed: view.hintsUsed === true || hintsUsed(state) },
        moves: session.moves,
      });
      notify({ kind: where === 'saved' ? 'success' : 'warning', text: t(where === 'saved' ? 'tuf.savedHistory' : 'notice.historyInMemory'), key: 'tuf-history' });
    })();
  }, [state?.phase, session, view]);

  if (status === 'loading' || !state || !view || !session) {
    return (
      <Screen title={t('tuf.title')} back={hrefFor('tuf')}>
        <p class="loading">{status === 'missing' ? t('tuf.missing') : status === 'broken' ? t('notice.damagedGame') : t('common.loading')}</p>
      </Screen>
    );
  }

  const params = state.params;
  const solo = isSolitaire(params);
  const order = isOrderPlay(params);
  const humans = state.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  /** Who sits where: the saved game's names (older saves kept them in the view), else the defaults. */
  const names = seatNames(state, view.names);
  // Another device joins as one person on the same rolls.
  const rollCode = formatGameId({ game: 'tuf', params: matchEngine.formatParams({ ...params, humans: 1, computers: [] }), seed: state.seed });
  const canShare = params.sameRoll || (humans.length === 1 && state.seats.length === 1);
  const howTo = (
    <button type="button" class="btn btn-icon" aria-label={t('tuf.howTo')} onClick={() => setHelp(true)}>
      <span aria-hidden="true">?</span>
    </button>
  );
  const shareBtn = canShare ? (
    <button type="button" class="btn btn-small" onClick={() => setShare(true)}>
      {t('tuf.share')}
    </button>
  ) : null;
  const dialogs = (
    <>
      <Dialog open={help} title={t('tuf.howToTitle', { game: t(`tuf.gameName.${params.game}` as MessageKey) })} onClose={() => setHelp(false)}>
        <HowTo game={params.game} params={params} />
      </Dialog>
      <Dialog open={share} title={t('tuf.share')} onClose={() => setShare(false)}>
        <ShareCode code={rollCode} hash={hrefFor('tuf', 'code', rollCode)} label={t('tuf.shareLabel')} />
      </Dialog>
    </>
  );

  if (state.phase === 'ready' || !round) {
    const defaults = defaultNames(state);
    const typed = drafts ?? names.map((n, i) => (n === defaults[i] ? '' : n));
    const setName = (seat: number, value: string): void => {
      setDrafts(typed.map((d, i) => (i === seat ? value : d)));
      const clean = value.trim().slice(0, 24);
      const next: TufView = { ...view, names: names.map((n, i) => (i === seat ? clean || (defaults[i] ?? n) : n)) };
      setView(next);
      saveView(next);
    };
    /** The names typed here become a move of the saved game, then the first roll. */
    const rollFirst = async (): Promise<void> => {
      const current = drafts === null ? names : view.names;
      const chosen = current.map((n, i) => (state.seats[i]?.kind === 'human' && n !== defaults[i] ? n : null));
      const at = Math.max(Date.now(), state.lastAt);
      if (chosen.some((n, i) => n !== (state.names[i] ?? null))) await dispatch({ type: 'names', names: chosen, at });
      await dispatch({ type: 'roll', at });
    };
    return (
      <Screen title={t('tuf.rollTitle', { n: 1, total: params.rounds })} back={hrefFor('tuf')} actions={howTo} class="tuf-screen">
        <div class="tuf-ready">
          {humans.length > 1 && (
            <fieldset class="choice tuf-ready-names">
              <legend>{t('tuf.namesOptional')}</legend>
              {humans.map((seat) => (
                <PlayerNameInput key={seat} id={`tuf-ready-name-${seat}`} label={defaults[seat] ?? ''} value={typed[seat] ?? ''} onInput={(v) => setName(seat, v)} />
              ))}
            </fieldset>
          )}
          <p>{t('tuf.rollHint')}</p>
          <button type="button" class="btn btn-primary btn-big" onClick={() => void rollFirst()}>
            {t('tuf.roll')}
          </button>
          <button type="button" class="btn" onClick={() => setHelp(true)}>
            {t('tuf.howToGame', { game: t(`tuf.gameName.${params.game}` as MessageKey) })}
          </button>
          {canShare && <ShareCode code={rollCode} hash={hrefFor('tuf', 'code', rollCode)} label={t('tuf.shareLabel')} />}
        </div>
        {dialogs}
      </Screen>
    );
  }

  if (state.phase !== 'playing') {
    return (
      <Screen title={state.phase === 'finished' ? t('tuf.finalTitle') : t('tuf.resultsTitle', { n: round.index + 1 })} back={hrefFor('tuf')} actions={howTo} class="tuf-screen">
        <Results
          state={state}
          names={names}
          best={best}
          onChallenge={(by, call) => void dispatch({ type: 'challenge', by, call, at: Math.max(Date.now(), state.lastAt) }).then((r) => !r.ok && notify({ kind: 'warning', text: raceRefusalText('tuf', r.refusal) }))}
          onNext={() => void dispatch({ type: 'roll', at: Math.max(Date.now(), state.lastAt) })}
          onRematch={() =>
            void startMatch(store, params, freshSeed(), names.map((n, i) => (n === defaultNames(state)[i] ? null : n))).then((id) => redirect('tuf', 'play', id))
          }
        />
        {dialogs}
      </Screen>
    );
  }

  const calls = round.calls;
  const lines = linesNow();
  const last = calls[calls.length - 1];
  const tumble = !reducedMotion && now - round.startedAt < 1200;
  const layout = tableLayout(humans.length);
  const status2 = last
    ? order
      ? // order play scores by place, not cubes: no cube count
        t('tuf.callMadeOrder', { name: names[last.seat] ?? '', call: t('tuf.call.0') })
      : t('tuf.callMade', { name: names[last.seat] ?? '', call: solo ? t('tuf.call.0') : callLabel(calls.length - 1), n: last.value })
    : solo
      ? ''
      : t('tuf.waitFirst');

  // Hints: a teacher setting (on by default for one person, off when people compete); each person's own ladder.
  const hintable = hintsOn(params) && props.solver.hint !== undefined;
  const hintOf = (seat: number) => {
    const h = hints[seat];
    return h && h.round === round.index ? h : null;
  };
  const stepOf = (seat: number): number => hintOf(seat)?.step ?? 0;
  const setHint = (seat: number, h: { round: number; step: number; text: string }): void => setHints((all) => ({ ...all, [seat]: h }));
  const askHint = (seat: number): void => {
    const ask = props.solver.hint;
    if (!ask) return;
    const hintStep = stepOf(seat);
    const step = Math.min(3, hintStep + 1) as 1 | 2 | 3;
    const have = toNotation(lines[seat] ?? [], round.rolls[seat] ?? []);
    setHint(seat, { round: round.index, step: hintStep, text: t('tuf.hintLoading') });
    // a hint used is a move of the saved game (results and the result code say so)
    void dispatch({ type: 'hint', seat, step, at: Math.max(Date.now(), state.lastAt) }).then((r) => {
      if (!r.ok) {
        setHint(seat, { round: round.index, step: hintStep, text: raceRefusalText('tuf', r.refusal) });
        return;
      }
      void askFor(ask, seat, step, have);
    });
  };
  const askFor = (ask: NonNullable<TufSolver['hint']>, seat: number, step: 1 | 2 | 3, have: string): Promise<void> =>
    ask(params.game, formatRoll(round.rolls[seat] ?? []), step, have === '' ? undefined : have, params.settings)
      .then((h) => {
        const shape = h.shape ?? h.usesCubes.map((f) => faceSymbol(f as Face)).join(' ');
        const text =
          h.step === null ? (h.exists ? t('tuf.hint.best') : t('tuf.hint.none'))
          : h.step === 1 ? t('tuf.hint.1', { cubes: h.cubes, score: h.score })
          : h.step === 2 ? `${t('tuf.hint.1', { cubes: h.cubes, score: h.score })} ${t(shape.includes('▫') ? 'tuf.hint.2small' : 'tuf.hint.2', { shape })}`
          : t('tuf.hint.3', { normal: h.normal ?? '' });
        setHint(seat, { round: round.index, step: h.step === null ? 3 : step, text });
      })
      .catch((e: unknown) => setHint(seat, { round: round.index, step: stepOf(seat), text: t('tuf.hint.failed', { reason: errorText(e) }) }));
  const hintButton = (seat: number) => {
    const h = hintOf(seat);
    return (
      <button type="button" class="btn btn-small tuf-hint-btn" disabled={(h?.step ?? 0) >= 3 || h?.text === t('tuf.hintLoading')} onClick={() => askHint(seat)}>
        {t('tuf.hint', { n: Math.min(3, (h?.step ?? 0) + 1) })}
      </button>
    );
  };
  const hintNote = (seat: number) => {
    const h = hintOf(seat);
    return h ? (
      <p class="tuf-hint" role="status">
        {h.text}
      </p>
    ) : null;
  };
  /** One person at the table: the hint sits in the centre; several: in each person's seat. */
  const hintInCentre = hintable && humans.length === 1;
  const centreSeat = humans[0] ?? 0;

  const centre = (
    <RaceCentre
      game="tuf"
      seats={state.seats}
      round={round}
      names={names}
      status={status2}
      timerSize={layout === 'one' ? 56 : 64}
      people={humans.length}
      actions={
        <>
          {!solo && calls.length === 0 && (
            <button type="button" class="btn btn-small" onClick={() => setConfirmEnd(true)}>
              {t('tuf.noCall')}
            </button>
          )}
          {shareBtn}
          {hintInCentre && hintButton(centreSeat)}
        </>
      }
      note={hintInCentre ? hintNote(centreSeat) : null}
    />
  );

  const seats = humans.map((seat, k) => {
    const locked = isLocked(state, round, seat);
    const canCall = !locked;
    const label = solo ? t('tuf.call.solo') : order ? t('tuf.call.0') : callLabel(calls.length);
    return (
      <RaceSide key={seat} place={k}>
        <Seat
          seat={seat}
          name={names[seat] ?? ''}
          game={params.game as GameKey}
          settings={params.settings}
          roll={round.rolls[seat] ?? []}
          line={lines[seat] ?? []}
          selected={selected[seat] ?? null}
          onChange={(line, sel) => updateLine(seat, line, sel)}
          locked={locked}
          lockedText={solo || order ? t('tuf.lockedSolo') : t('tuf.locked')}
          validityLight={params.validityLight}
          callLabel={label}
          {...(!solo && !order && calls.length > 0 ? { callHint: t('tuf.callBeat', { n: valueToBeat(round) }) } : {})}
          canCall={canCall}
          tumble={tumble}
          message={messages[seat] ?? null}
          constants={constantLine(params)}
          {...(hintable && !hintInCentre && !locked ? { help: <div class="tuf-seat-hint">{hintButton(seat)}{hintNote(seat)}</div> } : {})}
          onCall={() => {
            const eq = toNotation(lines[seat] ?? [], round.rolls[seat] ?? []);
            void dispatch({ type: 'declare', seat, equation: eq, at: Math.max(Date.now(), state.lastAt) }).then((r) => {
              if (!r.ok) {
                setMessages((m) => {
                  const c = m.slice();
                  c[seat] = raceRefusalText('tuf', r.refusal);
                  return c;
                });
              }
            });
          }}
        />
      </RaceSide>
    );
  });

  return (
    <Screen title={t('tuf.round', { n: round.index + 1, total: params.rounds })} back={hrefFor('tuf')} actions={howTo} class={`tuf-screen tuf-playing tuf-layout-${layout}`}>
      <RaceTable layout={layout} centre={centre} sides={seats} />
      <Dialog open={confirmEnd} title={t('tuf.noCall')} onClose={() => setConfirmEnd(false)}>
        <p>{t('tuf.noCallConfirm')}</p>
        <div class="button-row">
          <button
            type="button"
            class="btn btn-primary"
            onClick={() => {
              setConfirmEnd(false);
              const finals = state.seats.map((s, i) => (s.kind === 'computer' ? null : toNotation(lines[i] ?? [], round.rolls[i] ?? []) || null));
              void dispatch({ type: 'end', reason: 'no-call', finals, at: Math.max(Date.now(), state.lastAt) }).then((r) => !r.ok && notify({ kind: 'warning', text: raceRefusalText('tuf', r.refusal) }));
            }}
          >
            {t('tuf.confirm')}
          </button>
          <button type="button" class="btn" onClick={() => setConfirmEnd(false)}>
            {t('tuf.cancel')}
          </button>
        </div>
      </Dialog>
      {dialogs}
    </Screen>
  );
}

export type { RoundState };
