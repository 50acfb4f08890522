/**
 * A TUF match on screen: roll, arrange, call, timers, end of round, results,
 * scores and the winner. Every move is saved before it shows; the lines being
 * arranged are saved as screen state, so a reload resumes mid-round with the
 * timers right (they are computed from the moves' timestamps).
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import { formatRoll, type CheckResult, type RolledCube } from '../../games/tuf';
import { hintsOn, isOrderPlay, isSolitaire, rulesKey, type MatchParams } from '../../games/tuf/matchParams';
import { isLocked, matchEngine, matchRace, winners, type TufRound as RoundState } from '../../games/tuf/plugin';
import { valueToBeat } from '../../games/race/engine';
import { useApp } from '../context';
import { t } from '../../i18n';
import { betweenRounds, NoCallDialog, RaceScreen, type FrameControls } from '../race/Frame';
import { RaceSide, RaceTable, tableLayout } from '../race/Table';
import { playFrame, playingCentre, RaceGate } from '../race/Playing';
import { ROLL_MS, useRaceTable, type RaceAdapter, type RaceView } from '../race/useRaceTable';
import { tufRaceComputer } from '../../games/tuf/computer';
import { platformSignal } from '../runner';
import { redirect } from '../router';
import { startMatch } from './start';
import { freshSeed } from '../session';
import { isLine, toNotation, type Line } from './arrangement';
import { HowTo } from './HowTo';
import { constantLine, matchGameName } from './constants';
import { Results } from './Results';
import { Seat } from './Seat';
import { tufSolver, type BestAnswer, type TufSolver } from './solver';
import { useTufHints } from './hints';
import { hintShows } from '../race/hintLadder';
import { callLabel, defaultNames, describeTuf, seatNames } from './labels';

export { callLabel, defaultNames, describeTuf };

export type TufView = RaceView<Line>;

/** TUF's adapter to the shared table driver: lines of cubes, equations, the TUF solver worker. */
function tufAdapter(solver: TufSolver): RaceAdapter<MatchParams, RolledCube, CheckResult, Line, BestAnswer> {
  return {
    game: 'tuf',
    race: matchRace,
    live: matchRace,
    describe: describeTuf,
    defaultNames,
    seatNames,
    empty: () => [],
    readArrangement: (v, hand) => (isLine(v, hand.length) ? v : null),
    submission: (line, hand) => toNotation(line, hand),
    computer: tufRaceComputer((game, roll, level, seed, settings, signal) => solver.computer(game, roll, level, seed, settings, platformSignal(signal))),
    best: (state, hand) => {
      const roll = formatRoll(hand);
      return { key: roll, ask: (signal) => solver.best(rulesKey(state.params), roll, state.params.settings, signal) };
    },
    historyMeta: (state, hints) => ({ game: state.params.game, rounds: state.params.rounds, winners: winners(state), hintsUsed: hints }),
    // each cube's tumble is decided as it appears (Cube's tumbleUntil): nothing on the table changes when it ends
    rollingLook: false,
  };
}

/** A TUF match on screen; its solver is `tufSolver()` (tests answer with `tufSolver.use(fake)`). */
export function Play(props: { sessionId: string }) {
  const solver = tufSolver();
  const adapter = useMemo(() => tufAdapter(solver), [solver]);
  const table = useRaceTable(adapter, props.sessionId);
  const { status, elsewhere, takeOver, state, session, dispatch, view, round, names, selected, messages } = table;
  const { reducedMotion, store } = useApp();
  const [confirmEnd, setConfirmEnd] = useState(false);
  // Each person's hint ladder, read from the hint moves of the round on the table (so it outlives a reload or a killed app).
  const playing = state && state.phase === 'playing' && round && hintsOn(state.params) ? round : null;
  // The table's centre is drawn again only when what it shows changes (`Kept`); its buttons act on the newest driver and ladders.
  const newest = useRef({ table, ladders: null as ReturnType<typeof useTufHints> | null });
  newest.current.table = table;
  const ladders = useTufHints(
    solver,
    state && playing
      ? {
          game: rulesKey(state.params),
          settings: state.params.settings,
          roundIndex: playing.index,
          round: playing,
          lineOf: table.submissionOf,
          dispatch,
          at: table.at,
        }
      : null,
    state ? state.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : [])) : [],
  );
  newest.current.ladders = ladders;

  if (status !== 'ready' || !state || !view || !session) return <RaceGate game="tuf" table={{ status, elsewhere, takeOver }} />;

  const params = state.params;
  const solo = isSolitaire(params);
  const order = isOrderPlay(params);
  const humans = state.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const gameName = matchGameName(params);
  const { frame, canShare } = playFrame({
    game: 'tuf',
    state,
    lesson: session.lesson,
    formatParams: matchEngine.formatParams,
    screenClass: 'tuf-screen',
    howToTitle: t('tuf.howToTitle', { game: gameName }),
    howTo: <HowTo game={params.game} params={params} />,
    readyHowToLabel: t('tuf.howToGame', { game: gameName }),
  });
  const between = betweenRounds({
    frame,
    table,
    state,
    round,
    defaults: defaultNames(state),
    rounds: params.rounds,
    Results,
    onRematch: () => void startMatch(store, params, freshSeed(), table.rematchNames()).then((id) => redirect('tuf', 'play', id)),
  });
  if (between || !round) return between;

  const calls = round.calls;
  const lines = table.lines();
  const last = calls[calls.length - 1];
  // cubes that appear before then tumble in (decided as each appears: the end of the tumble renders nothing)
  const tumbleUntil = reducedMotion ? 0 : round.startedAt + ROLL_MS;
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
  const hintable = hintsOn(params) && solver.hint !== undefined;
  const hintButton = (seat: number) => {
    const b = ladders.button(seat);
    return (
      <button type="button" class="btn btn-small tuf-hint-btn" disabled={b.disabled} onClick={() => newest.current.ladders?.ask(seat)}>
        {t('tuf.hint', { n: b.n })}
      </button>
    );
  };
  const hintNote = (seat: number) => {
    const note = ladders.note(seat);
    return note !== null ? (
      <p class="tuf-hint" role="status" data-step={note.step ?? undefined}>
        {note.text}
      </p>
    ) : null;
  };
  /** One person at the table: the hint sits in the centre; several: in each person's seat. */
  const hintInCentre = hintable && humans.length === 1;
  const centreSeat = humans[0] ?? 0;

  const centreHint = hintInCentre ? { button: ladders.button(centreSeat), note: ladders.note(centreSeat) } : null;
  const centre = (open: FrameControls) =>
    playingCentre({
      game: 'tuf',
      open,
      newest,
      finisher: table.finisher,
      seats: state.seats,
      round,
      names,
      status: status2,
      people: humans.length,
      layout,
      timerSize: layout === 'one' ? 56 : 64,
      solo,
      canShare,
      made: calls.length,
      onNoCall: () => setConfirmEnd(true),
      order,
      shows: centreHint ? hintShows(centreHint.button, centreHint.note) : [],
      after: hintInCentre && hintButton(centreSeat),
      note: hintInCentre ? hintNote(centreSeat) : null,
    });

  const seats = humans.map((seat, k) => {
    const locked = isLocked(state, round, seat);
    const canCall = !locked;
    const label = solo ? t('tuf.call.solo') : order ? t('tuf.call.0') : callLabel(calls.length);
    return (
      <RaceSide key={seat} place={k}>
        <Seat
          seat={seat}
          name={names[seat] ?? ''}
          game={rulesKey(params)}
          settings={params.settings}
          roll={round.rolls[seat] ?? []}
          line={lines[seat] ?? []}
          selected={selected[seat] ?? null}
          onChange={(line, sel) => table.updateLine(seat, line, sel)}
          locked={locked}
          lockedText={solo || order ? t('tuf.lockedSolo') : t('tuf.locked')}
          validityLight={params.validityLight}
          callLabel={label}
          {...(!solo && !order && calls.length > 0 ? { callHint: t('tuf.callBeat', { n: valueToBeat(round) }) } : {})}
          canCall={canCall}
          tumbleUntil={tumbleUntil}
          message={messages[seat] ?? null}
          constants={constantLine(params)}
          {...(hintable && !hintInCentre && !locked
            ? {
                help: (
                  <div class="tuf-seat-hint">
                    {hintButton(seat)}
                    {hintNote(seat)}
                  </div>
                ),
              }
            : {})}
          onCall={() => table.declare(seat)}
        />
      </RaceSide>
    );
  });

  return (
    <RaceScreen frame={frame} title={t('tuf.round', { n: round.index + 1, total: params.rounds })} class={`tuf-screen tuf-playing tuf-layout-${layout}`}>
      {(open) => (
        <>
          <RaceTable layout={layout} centre={centre(open)} sides={seats} />
          <NoCallDialog game="tuf" open={confirmEnd} onClose={() => setConfirmEnd(false)} onConfirm={table.endNoCall} />
        </>
      )}
    </RaceScreen>
  );
}

export type { RoundState };
