/**
 * A TUF words match on screen, on the shared race table (`src/ui/race`):
 * roll, build crosswords, TUF! / TUFFER! / TUFFEST!, glasses, computer
 * opponents, the end of the round, results beside the best crossword, the
 * winner. The table driver (`useRaceTable`) saves each seat's board as the
 * view before it shows, so a reload resumes exactly; every move carries the
 * dictionary's verdict on its crossword (asked of the words worker).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { formatHand, runsOf, type Face } from '../../games/words';
import { checkCall, cubesToCall, isLocked, winners, wordsEngine, wordsRace, type WordsJudgement } from '../../games/words/plugin';
import { isSolitaire, type WordsParams } from '../../games/words/params';
import { standingCall, valueToBeat } from '../../games/race/engine';
import { useApp } from '../context';
import { refusalText, t } from '../../i18n';
import { betweenRounds, NoCallDialog, RaceScreen, type FrameControls } from '../race/Frame';
import { SeatFacing } from '../race/Centre';
import { RaceSide, RaceTable, tableLayout } from '../race/Table';
import { playFrame, playingCentre, RaceGate } from '../race/Playing';
import { useRaceTable, type RaceAdapter } from '../race/useRaceTable';
import { wordsRaceComputer } from '../../games/words/computer';
import { platformSignal } from '../runner';
import { redirect } from '../router';
import { errorText } from '../services/solverText';
import { freshSeed } from '../session';
import { boardGrid, boardSubmission, emptyBoard, readBoard, type Board } from './board';
import { callLabel, defaultNames, describeWords, seatNames } from './labels';
import { Results } from './Results';
import { ChallengeConfirm } from './ChallengeConfirm';
import { WordsSeat, type Light, type WordsSeatProps } from './Seat';
import { pure } from '../components/pure';
import { setupOf, wordsSolver, type Solution, type WordsSolver } from './solver';
import { useLeaveSignal } from '../services/leaveSignal';
import { startWords } from './start';
import { useWordsHints, type HintSpot } from './hints';
import { hintShows, type HintLadders } from '../race/hintLadder';
import { HowTo } from './HowTo';
import { loadClassList } from './classList';

/** The words a seat's checks accept anyway: its board's, and the class word list's (`classList.ts`). */
const acceptedOf = (board: Board | undefined, classWords: readonly string[]): string[] => [...new Set([...(board?.accepted ?? []), ...classWords])];

function wordsAdapter(
  solver: WordsSolver,
  boards: { current: Board[] },
  classWords: { current: string[] },
): RaceAdapter<WordsParams, Face, WordsJudgement, Board, Solution> {
  return {
    game: 'words',
    race: wordsRace,
    live: wordsRace,
    describe: describeWords,
    defaultNames,
    seatNames,
    empty: emptyBoard,
    readArrangement: (v, hand) => readBoard(v, hand),
    submission: (board, hand) => boardSubmission(board, hand),
    computer: wordsRaceComputer(
      () => ({
        computer: (hand, setup, level, seed, signal) => solver.computer(hand, setup, level, seed, platformSignal(signal)),
        check: (hand, grid, setup, accepted, signal) => solver.check(hand, grid, setup, accepted, platformSignal(signal)),
      }),
      (seat) => acceptedOf(boards.current[seat], classWords.current),
    ),
    best: (state, hand) => {
      const text = formatHand(hand);
      return { key: text, ask: (signal) => solver.best(text, setupOf(state.params), undefined, signal) };
    },
    historyMeta: (state, hints) => ({ dict: state.params.dict, rounds: state.params.rounds, winners: winners(state), hintsUsed: hints }),
  };
}

/** How long the validity light waits for the dictionary before it says "checking". */
const CHECKING_AFTER_MS = 150;
/** How long the validity light waits after the board last changed before it asks. */
export const LIGHT_AFTER_MS = 250;

/**
 * The validity light of one seat: the verdict on its board's words (`ask`, null when there is nothing to check), asked
 * shortly after the board last changed (`key` names the board as it is now). It says "checking" only when the answer is
 * slow to come (after CHECKING_AFTER_MS), so a quick answer costs one render, not two. Each seat keeps its own light:
 * an answer renders that seat, not the table.
 */
function useLight(on: boolean, key: string, ask: () => Promise<Light> | null): Light | null | undefined {
  // `ask` is this render's, for the board `key` names: a timer still pending from an earlier board asks about that board
  const [lights, setLights] = useState<Record<string, Light>>({});
  useEffect(() => {
    if (!on || lights[key]) return;
    const timer = setTimeout(() => {
      const asked = ask();
      if (!asked) return;
      let answered = false;
      const slow = setTimeout(() => {
        if (!answered) setLights((l) => (l[key] ? l : { ...l, [key]: { state: 'checking' } }));
      }, CHECKING_AFTER_MS);
      void asked.then((light) => {
        answered = true;
        clearTimeout(slow);
        setLights((l) => ({ ...l, [key]: light }));
      });
    }, LIGHT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [on, key]);
  // null: on, with no answer yet for the board as it is now; undefined: the light is off
  return on ? (lights[key] ?? null) : undefined;
}

/** What the dictionary says of a seat's crossword, as the light shows it (its words, each square's mark, or why not). */
function askLight(
  solver: WordsSolver,
  params: WordsParams,
  hand: readonly Face[],
  board: Board,
  accepted: readonly string[],
  signal: AbortSignal,
): Promise<Light> | null {
  const grid = boardSubmission(board, hand);
  if (grid === '' || board.placed.length < 2) return null;
  return solver.check(formatHand(hand), grid, setupOf(params), [...accepted], signal).then(
    ({ verdict: v }): Light => {
      const runs = runsOf(boardGrid(board, hand));
      const words = [...new Set(runs.map((r) => r.letters))].map((w) => ({ word: w, known: !v.unknown.includes(w), accepted: v.accepted.includes(w) }));
      const marks = runs.map((r) => ({ squares: r.cells, valid: !v.unknown.includes(r.letters) || v.accepted.includes(r.letters) }));
      return { state: 'done', words, marks };
    },
    (e: unknown): Light => ({ state: 'failed', reason: errorText(e) }),
  );
}

/** A seat with its validity light (`useLight`): the light's answers render this seat alone. */
const LitSeat = pure(
  function LitSeat(
    props: Omit<WordsSeatProps, 'light'> & {
      lightOn: boolean;
      lightKey: string;
      askLight(board: Board, hand: readonly Face[], accepted: readonly string[]): Promise<Light> | null;
    },
  ) {
    const { lightOn, lightKey, askLight: ask, ...seat } = props;
    const { board, hand } = seat;
    const accepted = acceptedOf(board, seat.classWords ?? []);
    const light = useLight(lightOn, lightKey, () => ask(board, hand, accepted));
    return <WordsSeat {...seat} light={light} />;
  },
  ['onChange', 'onCall', 'onAccept', 'askLight'],
);

/**
 * The hint's words in the centre, in a box the same height from the roll on (a few lines, scrolling inside, the newest
 * step in view): a hint arriving or growing never takes room from the crossword under it.
 */
function HintNote(props: { text: string; step: number | null }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const b = box.current;
    if (b) b.scrollTop = b.scrollHeight;
  }, [props.text]);
  return (
    // focusable once it says something: a longer hint scrolls inside the box, and a keyboard scrolls it too
    <div class="words-hint-box" ref={box} tabIndex={props.text === '' ? undefined : 0}>
      <p class="tuf-hint" role="status" data-step={props.step ?? undefined}>
        {props.text}
      </p>
    </div>
  );
}

/** A TUF words match on screen; its solver is `wordsSolver()` (tests answer with `wordsSolver.use(fake)`). */
export function Play(props: { sessionId: string }) {
  const solver = wordsSolver();
  const signal = useLeaveSignal();
  const boards = useRef<Board[]>([]);
  const classRef = useRef<string[]>([]);
  const adapter = useMemo(() => wordsAdapter(solver, boards, classRef), [solver]);
  const table = useRaceTable(adapter, props.sessionId);
  const { status, elsewhere, takeOver, state, session, view, round, now, names, selected, messages } = table;
  const { reducedMotion, store } = useApp();
  // the class word list: the teacher's (Settings, behind the teacher PIN), accepted in every round on this device
  const [classWords, setClassWords] = useState<string[]>([]);
  classRef.current = classWords;
  useEffect(() => {
    void loadClassList(store).then(setClassWords, () => undefined);
  }, [store]);
  const [confirmEnd, setConfirmEnd] = useState(false);
  /** A TUF ERROR asked for and not yet confirmed: who calls it on which call (a wrong one costs 5, so it is never one tap). */
  const [asking, setAsking] = useState<{ by: number; call: number } | null>(null);
  const lines = table.lines();
  boards.current = lines;
  // The table's centre is drawn again only when what it shows changes (`Kept`); its buttons act on the newest driver and ladders.
  const newest = useRef({ table, ladders: null as HintLadders<HintSpot> | null });
  newest.current.table = table;
  // The hint ladder (one person alone at the table), read from the round's saved hint moves: it outlives a reload or a killed app.
  const seatsOf = state ? state.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : [])) : [];
  const hintRound = state && state.phase === 'playing' && round && isSolitaire(state.params) && seatsOf.length === 1 ? round : null;
  const ladders = useWordsHints(
    solver,
    state && hintRound
      ? {
          params: state.params,
          roundIndex: hintRound.index,
          round: hintRound,
          lineOf: (seat) => boardSubmission(lines[seat] ?? emptyBoard(), hintRound.rolls[seat] ?? []),
          dispatch: table.dispatch,
          at: table.at,
        }
      : null,
    seatsOf,
  );
  newest.current.ladders = ladders;

  if (status !== 'ready' || !state || !view || !session) return <RaceGate game="words" table={{ status, elsewhere, takeOver }} />;

  const params = state.params;
  const solo = isSolitaire(params);
  const humans = state.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const { frame, canShare } = playFrame({
    game: 'words',
    state,
    lesson: session.lesson,
    formatParams: wordsEngine.formatParams,
    screenClass: 'tuf-screen words-screen',
    howToTitle: t('words.howToTitle'),
    howTo: <HowTo />,
    readyHowToLabel: t('words.howTo'),
  });
  const between = betweenRounds({
    frame,
    table,
    state,
    round,
    defaults: defaultNames(state),
    rounds: params.rounds,
    goal: params.goal,
    Results,
    onRematch: () => void startWords(store, params, freshSeed(), table.rematchNames()).then((id) => redirect('words', 'play', id)),
  });
  if (between || !round) return between;

  const standing = standingCall(round);
  const lastChallenge = round.challenges[round.challenges.length - 1];
  // A struck call keeps its place in the race (its glass runs on): the next call is named after every call made, struck ones included.
  const made = round.calls.length;
  const layout = tableLayout(humans.length);
  const status2 = standing
    ? t('words.callMade', { name: names[standing.seat] ?? '', call: solo ? t('words.call.0') : callLabel(round.calls.indexOf(standing)), n: standing.value })
    : solo
      ? ''
      : made > 0
        ? t('words.waitStruck', { call: callLabel(made) })
        : t('words.waitFirst');

  // At a split table each seat shows the time, the status and its own TUF ERROR turned to face it (`SeatFacing`).
  const seatsFace = layout !== 'one';
  /** "The first player to find an error in another player's crossword": any call that has not been struck, not only the standing one. */
  const challenges = (by: readonly number[]) =>
    round.calls.flatMap((c, ci) =>
      c.struck
        ? []
        : by
            .filter((h) => h !== c.seat && !round.challenges.some((x) => x.by === h && x.call === ci))
            .map((h) => (
              <button key={`${h}/${ci}`} type="button" class="btn btn-small" onClick={() => setAsking({ by: h, call: ci })}>
                {c === standing
                  ? t('words.challengeBy', { name: names[h] ?? '', caller: names[c.seat] ?? '' })
                  : t('words.challengeCall', { name: names[h] ?? '', caller: names[c.seat] ?? '', call: callLabel(ci) })}
              </button>
            )),
    );
  /** What was wrong with a call's crossword, in words ("ABCD is not in the dictionary."), for the TUF ERROR that struck it. */
  const errorOf = (ci: number): string => {
    const call = round.calls[ci];
    const refusal = call ? checkCall(state, round, call).refusal : undefined;
    return refusal ? refusalText('words', refusal) : '';
  };
  const confirmChallenge = asking && !round.calls[asking.call]?.struck && (
    <ChallengeConfirm
      by={asking.by}
      call={asking.call}
      calls={round.calls}
      names={names}
      humans={humans}
      onYes={() => newest.current.table.challenge(asking.by, asking.call)}
      onClose={() => setAsking(null)}
    />
  );
  const hintable = solo && humans.length === 1;
  const hintSeat = humans[0] ?? 0;
  const hintButton = ladders.button(hintSeat);
  const hintNote = hintable ? ladders.note(hintSeat) : null;
  const centre = (open: FrameControls) =>
    playingCentre({
      game: 'words',
      open,
      newest,
      finisher: table.finisher,
      seats: state.seats,
      round,
      names,
      status: status2,
      people: humans.length,
      layout,
      timerSize: layout === 'one' ? 48 : 56,
      solo,
      canShare,
      made,
      onNoCall: () => setConfirmEnd(true),
      seatsFace,
      shows: [hintable, ...hintShows(hintButton, hintNote)],
      // the TUF ERROR of the person the centre faces (the others' face their own seats: `facing`)
      actions: !solo && challenges(humans.filter((_, k) => k === 0 || !seatsFace)),
      after: hintable && (
        <button type="button" class="btn btn-small" disabled={hintButton.disabled} onClick={() => newest.current.ladders?.ask(hintSeat)}>
          {t('words.hint', { n: hintButton.n })}
        </button>
      ),
      note: lastChallenge ? (
        <p class="tuf-hint" role="status">
          {lastChallenge.upheld
            ? t('words.challengeUpheldLive', {
                name: names[lastChallenge.by] ?? '',
                caller: names[round.calls[lastChallenge.call]?.seat ?? 0] ?? '',
                n: lastChallenge.points,
                reason: errorOf(lastChallenge.call),
              })
            : t('words.challengeWrong', { name: names[lastChallenge.by] ?? '', n: lastChallenge.points })}
        </p>
      ) : hintable ? (
        <HintNote text={hintNote?.text ?? ''} step={hintNote?.step ?? null} />
      ) : null,
    });

  const seats = humans.map((seat, k) => {
    const locked = isLocked(state, round, seat);
    const board = lines[seat] ?? emptyBoard();
    const hand = round.rolls[seat] ?? [];
    const label = solo ? t('words.call.solo') : callLabel(made);
    return (
      <RaceSide
        key={seat}
        place={k}
        facing={
          seatsFace && k > 0 ? (
            <SeatFacing run={round.timer} status={status2}>
              {challenges([seat])}
            </SeatFacing>
          ) : undefined
        }
      >
        <LitSeat
          name={names[seat] ?? ''}
          hand={hand}
          board={board}
          selected={selected[seat] ?? null}
          onChange={(b, sel) => table.updateLine(seat, b, sel)}
          locked={locked}
          lockedText={solo ? t('words.lockedSolo') : t('words.locked')}
          callLabel={label}
          callHint={!solo && standing ? t('words.callBeat', { n: valueToBeat(round) }) : undefined}
          needed={solo ? null : cubesToCall(state, round, seat)}
          message={messages[seat] ?? null}
          enye={params.dict === 'es' && !params.enyeAsN}
          lightOn={params.validityLight === true && state.phase === 'playing'}
          lightKey={`${round.index}/${seat}/${boardSubmission(board, hand)}/${acceptedOf(board, classWords).join(',')}`}
          askLight={(b, h, accepted) => askLight(solver, params, h, b, accepted, signal)}
          onAccept={(word) => table.updateLine(seat, { ...board, accepted: [...new Set([...(board.accepted ?? []), word])] }, selected[seat] ?? null)}
          classWords={classWords}
          hint={hintable && seat === hintSeat ? hintNote?.spot : undefined}
          onCall={() => table.declare(seat)}
        />
      </RaceSide>
    );
  });

  return (
    <RaceScreen
      frame={frame}
      title={
        params.goal !== undefined
          ? t('words.roundGoal', { n: round.index + 1, goal: params.goal })
          : t('words.round', { n: round.index + 1, total: params.rounds })
      }
      class={`tuf-screen tuf-playing words-playing tuf-layout-${layout} ${!reducedMotion && now - round.startedAt < 1200 ? 'words-rolling' : ''}`}
    >
      {(open) => (
        <>
          <RaceTable layout={layout} centre={centre(open)} sides={seats} />
          <NoCallDialog game="words" open={confirmEnd} onClose={() => setConfirmEnd(false)} onConfirm={table.endNoCall} />
          {confirmChallenge}
        </>
      )}
    </RaceScreen>
  );
}
