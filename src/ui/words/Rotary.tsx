/**
 * TUF words, the Rotary variation on screen: one shared crossword on one
 * device (a phone or a tablet passed round), people and computer players.
 *
 * - The opening race: any person builds a word of six letters or more with
 *   their own cubes (who builds is chosen when several people play); a
 *   computer lays its opening word after a seeded pause; whoever is first
 *   is the TUF player. "I can't find one" gives the race up.
 * - Turns: the seat to play adds one word from its own cubes within the blue
 *   glass (the board shows the shared crossword's cubes, fixed, and the
 *   player's tray); a pass, or the glass running out, loses the turn. A
 *   person whose turn follows another person's gets a "Ready, Ben?" screen.
 * - After a word is laid, each other person may call TUF ERROR on it; a
 *   medium or hard computer calls it on a word its dictionary lacks.
 * - The end (a player's last cube: TUFFEST!, a quiet round, nobody with an
 *   opening word) is said on screen; "See the scores" records it.
 *
 * Every lay carries the dictionary's verdict on the grid it makes (asked of
 * the words worker). Moves are saved before they show (`usePersistentGame`);
 * the cubes a person has put down for their word are saved as the view
 * before they show (`useSavedFirst`), so a reload resumes exactly.
 */
import { useEffect, useState } from 'preact/hooks';
import { IllegalMoveError } from '../../core/engine';
import {
  currentGame,
  handUse,
  rotaryEngine,
  rotaryOver,
  rotaryTotals,
  sharedGridText,
  tufSeat,
  type RotaryGame,
  type RotaryMove,
  type RotaryState,
} from '../../games/words/rotary';
import { Segmented } from '../components/Choice';
import { Dialog } from '../components/Dialog';
import { SandTimer } from '../components/SandTimer';
import type { HistoryRecord, SessionRecord } from '../../storage';
import { GameGate } from '../components/GameGate';
import { Screen } from '../components/Screen';
import { useApp } from '../context';
import { refusalText, t } from '../../i18n';
import { RaceReady } from '../race/Ready';
import { hrefFor, redirect } from '../router';
import { errorText } from '../services/solverText';
import { freshSeed, useSavedFirst, usePersistentGame, type PersistentGame } from '../session';
import { Board, type FixedCube } from './Board';
import { emptyBoard, readBoard, type Board as BoardState } from './board';
import { RotaryHowTo, RotaryResults } from './RotaryResults';
import { LessonSettings } from '../lessons/LessonFacts';
import { describeRotary, lastEvent, layLetters, rotaryNames } from './rotaryLabels';
import { originOf, pendingLay, standingOnBoard } from './rotaryBoard';
import { setupOf, wordsSolver } from './solver';
import { rotaryComputer, rotaryRunnerGame, turnKey } from './rotaryRunner';
import { useMatchRunner } from '../runner';

export { COMPUTER_CHALLENGE_MS, turnKey } from './rotaryRunner';
import { useLeaveSignal } from '../services/leaveSignal';
import { startWords } from './start';

/** What the screen keeps between moves (saved before shown): the word being built, by whom, and the hand-over seen. */
interface RotaryView {
  /** The turn the board belongs to (`turnKey`): a board from another turn is empty. */
  key: string;
  builder: number;
  board: BoardState;
  /** The turn whose "Ready?" screen was passed. */
  ready: string | null;
  /** Names typed on the ready screen before the first roll. */
  names: string[];
}

function readView(v: unknown, seats: number): RotaryView {
  const o = (typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>;
  const names =
    Array.isArray(o.names) && o.names.length === seats && o.names.every((n) => typeof n === 'string' && n.length <= 24)
      ? (o.names as string[])
      : Array<string>(seats).fill('');
  return {
    key: typeof o.key === 'string' ? o.key : '',
    builder: Number.isInteger(o.builder) && (o.builder as number) >= 0 && (o.builder as number) < seats ? (o.builder as number) : 0,
    board: (o.board as BoardState | undefined) ?? emptyBoard(),
    ready: typeof o.ready === 'string' ? o.ready : null,
    names,
  };
}

/** The finished match in the history, written with the move that finishes it. */
function rotaryHistory(state: RotaryState, record: SessionRecord): Omit<HistoryRecord, 'id'> {
  const totals = rotaryTotals(state);
  return {
    game: 'wordsrotary',
    code: record.code,
    finishedAt: state.lastAt,
    players: rotaryNames(state).map((name, i) => ({ name, score: totals[i] ?? 0 })),
    meta: { dict: state.params.dict, rounds: state.params.rounds, variation: 'rotary' },
    moves: record.moves,
  };
}

/** A rotary TUF words match on screen; its solver is `wordsSolver()` (tests answer with `wordsSolver.use(fake)`). */
export function Rotary(props: { sessionId: string }) {
  const game = usePersistentGame(rotaryEngine, props.sessionId, describeRotary, { history: rotaryHistory, savedText: t('wordsrotary.savedHistory') });
  if (game.status !== 'ready' || !game.state || !game.session)
    return <GameGate game={game} title={t('wordsrotary.title')} back={hrefFor('words')} missing={t('wordsrotary.missing')} newGame={t('words.newMatch')} />;
  return <RotaryLoaded game={game as PersistentGame<unknown, RotaryState, RotaryMove> & { state: RotaryState }} />;
}

function RotaryLoaded(props: { game: PersistentGame<unknown, RotaryState, RotaryMove> & { state: RotaryState } }) {
  const solver = wordsSolver();
  const signal = useLeaveSignal();
  const { state, session, dispatch, saveView } = props.game;
  const { store, setInGame } = useApp();
  const seats = state.seats.length;
  const view = useSavedFirst<RotaryView>(readView(session?.view, seats), (v) => saveView(v));
  // the table's interval renders the screen again (the glasses' words, the computers' pauses)
  const [, setNow] = useState(Date.now());
  const [selected, setSelected] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [help, setHelp] = useState(false);
  const [computer] = useState(() => rotaryComputer(() => wordsSolver()));

  const game = currentGame(state);
  const names = rotaryNames(state);
  const humans = state.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const params = state.params;
  const playing = state.phase === 'playing' && game !== null;
  const over = playing ? rotaryOver(state, game) : null;
  const key = game ? turnKey(game) : '';
  const at = (): number => Math.max(Date.now(), state.lastAt);

  useEffect(() => {
    setInGame(state.phase === 'playing');
    return () => setInGame(false);
  }, [state.phase, setInGame]);

  useEffect(() => {
    if (state.phase !== 'playing') return;
    const id = setInterval(() => setNow(Date.now()), 400);
    return () => clearInterval(id);
  }, [state.phase]);

  /** Lays a word with the dictionary's verdict on the grid it makes; a refusal comes back in words. */
  const layWord = async (seat: number, fields: { row: number; col: number; dir: 'across' | 'down'; word: string }): Promise<string | null> => {
    const bare: RotaryMove = { type: 'lay', seat, row: fields.row, col: fields.col, dir: fields.dir, word: fields.word, at: at() };
    let next: RotaryState;
    try {
      next = rotaryEngine.apply(state, bare);
    } catch (e) {
      if (e instanceof IllegalMoveError) return refusalText('wordsrotary', e.refusal);
      throw e;
    }
    let verdict: Awaited<ReturnType<typeof solver.verdict>>;
    try {
      verdict = await solver.verdict(sharedGridText(currentGame(next) as RotaryGame), setupOf(params), undefined, signal);
    } catch (e) {
      return t('wordsrotary.checkFailed', { reason: errorText(e) });
    }
    const r = await dispatch({ ...bare, at: at(), verdict });
    return r.ok ? null : refusalText('wordsrotary', r.refusal);
  };

  // The table (the match runner): computers' TUF ERRORs and words, a person's glass running out.
  useMatchRunner(props.game, rotaryRunnerGame, computer, { reads: 'computer', stallMs: 10 * 60_000 });

  const howTo = (
    <button type="button" class="btn btn-icon" aria-label={t('wordsrotary.howTo')} onClick={() => setHelp(true)}>
      <span aria-hidden="true">?</span>
    </button>
  );
  const helpDialog = (
    <Dialog open={help} title={t('wordsrotary.howTo')} onClose={() => setHelp(false)}>
      <LessonSettings lesson={session?.lesson} />
      <RotaryHowTo />
    </Dialog>
  );

  if (state.phase === 'ready' || !game) {
    const typed = view.shown.names;
    return (
      <Screen title={t('wordsrotary.readyTitle', { total: params.rounds })} back={hrefFor('words')} actions={howTo} class="tuf-screen words-screen">
        <RaceReady
          game="wordsrotary"
          humans={humans}
          defaults={names}
          typed={typed}
          onName={(seat, value) => void view.change((v) => ({ ...v, names: v.names.map((n, i) => (i === seat ? value.slice(0, 24) : n)) }))}
          onRoll={() => {
            const chosen = state.seats.map((_, i) => (typed[i] ?? '').trim() || null);
            void (async () => {
              if (chosen.some((n) => n !== null)) await dispatch({ type: 'names', names: chosen, at: at() });
              await dispatch({ type: 'roll', at: at() });
            })();
          }}
          onHowTo={() => setHelp(true)}
          howToLabel={t('wordsrotary.howTo')}
          rollCode={null}
        />
        {helpDialog}
      </Screen>
    );
  }

  if (state.phase !== 'playing') {
    return (
      <Screen
        title={state.phase === 'finished' ? t('wordsrotary.finalTitle') : t('wordsrotary.resultsTitle', { n: game.index + 1 })}
        back={hrefFor('words')}
        actions={howTo}
        class="tuf-screen words-screen rotary-results-screen"
      >
        <RotaryResults
          state={state}
          names={names}
          onNext={() => void dispatch({ type: 'roll', at: at() })}
          onRematch={() => void startWords(store, { ...params, rotary: true }, freshSeed(), state.names).then((id) => redirect('words', 'play', id))}
        />
        {helpDialog}
      </Screen>
    );
  }

  const opening = tufSeat(game) === null;
  const turnSeat = game.turn?.seat ?? null;
  const computerTurn = !opening && turnSeat !== null && state.seats[turnSeat]?.kind === 'computer';
  // who builds on this device: in the opening the chosen person (not one who gave up), on a turn the seat to play
  const openers = humans.filter((h) => !(game.openingPasses ?? []).includes(h));
  const builder = over
    ? null
    : opening
      ? openers.includes(view.shown.builder)
        ? view.shown.builder
        : (openers[0] ?? null)
      : turnSeat !== null && state.seats[turnSeat]?.kind === 'human'
        ? turnSeat
        : null;
  const shownSeat = builder ?? (view.shown.builder < seats && state.seats[view.shown.builder]?.kind === 'human' ? view.shown.builder : (humans[0] ?? 0));
  const hand = game.hands[shownSeat] ?? [];
  const use = handUse(game, shownSeat);
  const board = view.shown.key === key && view.shown.builder === shownSeat ? (readBoard(view.shown.board, hand) ?? emptyBoard()) : emptyBoard();
  const mineOnBoard = board.placed.filter((p) => !use.used.includes(p.cube));
  const ownBoard: BoardState = mineOnBoard.length === board.placed.length ? board : { ...board, placed: mineOnBoard };
  const origin = originOf(game);
  const fixed: FixedCube[] = standingOnBoard(game, origin).map((c) => {
    const letter = c.cell.kind === 'sun' ? c.cell.letter.toLowerCase() : c.cell.letter;
    return {
      row: c.row,
      col: c.col,
      letter,
      wild: c.cell.kind !== 'letter',
      seat: c.seat,
      label: (row: number, col: number) => t('wordsrotary.square.fixed', { row, col, letter, name: names[c.seat] ?? '' }),
    };
  });
  const handover = !opening && builder !== null && humans.length > 1 && view.shown.ready !== key;

  const change = (b: BoardState, sel: number | null): void => {
    setMessage(null);
    // Only the cube picked up changed: nothing to save.
    if (b === ownBoard || JSON.stringify(b) === JSON.stringify(ownBoard)) {
      setSelected(sel);
      return;
    }
    // The board was worked out from the one on screen: while a change is still being saved (a few milliseconds) it
    // would undo that change, so the tap is not taken (as at the race table).
    if (view.latest() !== view.shown) return;
    setSelected(sel);
    void view.change((v) => ({ ...v, key, builder: shownSeat, board: b }));
  };
  const lay = (): void => {
    if (builder === null) return;
    const pending = pendingLay(game, ownBoard, hand);
    if (!pending.ok) {
      if (pending.why !== 'none') setMessage(t(`wordsrotary.bad.${pending.why}`));
      return;
    }
    setBusy(true);
    setMessage(t('wordsrotary.checking'));
    void layWord(builder, pending).then(
      (refused) => {
        setBusy(false);
        setMessage(refused);
        if (refused === null) setSelected(null);
      },
      (e: unknown) => {
        setBusy(false);
        setMessage(t('wordsrotary.checkFailed', { reason: errorText(e) }));
      },
    );
  };
  const pass = (): void => {
    if (builder === null) return;
    setMessage(null);
    void dispatch({ type: 'pass', seat: builder, at: at() }).then((r) => !r.ok && setMessage(refusalText('wordsrotary', r.refusal)));
  };

  const status = over
    ? over === 'all-cubes'
      ? t('wordsrotary.status.over.all-cubes', { name: names[[...game.lays].reverse().find((l) => !l.removed)?.seat ?? 0] ?? '' })
      : tufSeat(game) === null
        ? t('wordsrotary.status.over.opening')
        : t('wordsrotary.status.over.quiet')
    : opening
      ? t('wordsrotary.status.opening')
      : computerTurn
        ? t('wordsrotary.status.computerTurn', { name: names[turnSeat ?? 0] ?? '' })
        : t('wordsrotary.status.turn', { name: names[turnSeat ?? 0] ?? '' });
  const event = lastEvent(state, game, names);
  const lastIndex = game.lays.length - 1;
  const last = game.lays[lastIndex];
  const lastWord = last && !last.removed ? layLetters(last.word) : null;
  const challengers = last && !last.removed ? humans.filter((h) => h !== last.seat && !game.challenges.some((c) => c.lay === lastIndex && c.by === h)) : [];
  const tuf = tufSeat(game);

  return (
    <Screen
      title={t('wordsrotary.gameTitle', { n: game.index + 1, total: params.rounds })}
      back={hrefFor('words')}
      actions={howTo}
      class="tuf-screen tuf-playing words-playing rotary-playing"
    >
      <div class="rotary-top">
        {game.turn && !over && <SandTimer run={game.turn.timer} size={44} />}
        <div class="rotary-status">
          <p class="tuf-status-line" role="status">
            {status}
          </p>
          {event && <p class="rotary-event">{event}</p>}
        </div>
      </div>
      <ul class="rotary-players" aria-label={t('wordsrotary.players')}>
        {state.seats.map((_, i) => (
          <li key={i} class={`rotary-player words-owner-${i % 4} ${turnSeat === i && !over && !opening ? 'is-turn' : ''}`}>
            <span class="rotary-owner-mark" aria-hidden="true">
              {i + 1}
            </span>
            {t('wordsrotary.cubesLeft', { name: names[i] ?? '', n: handUse(game, i).left.length })}
            {tuf === i && <span class="rotary-badge"> · {t('wordsrotary.tufPlayer')}</span>}
            {turnSeat === i && !over && !opening && <span class="rotary-badge"> · {t('wordsrotary.toPlay')}</span>}
          </li>
        ))}
      </ul>
      {(challengers.length > 0 || over) && (
        <div class="button-row rotary-actions">
          {lastWord &&
            challengers.map((h) => (
              <button key={h} type="button" class="btn btn-small" onClick={() => void dispatch({ type: 'challenge', by: h, at: at() })}>
                {t('wordsrotary.challenge', { word: lastWord, name: names[h] ?? '' })}
              </button>
            ))}
          {over && (
            <button type="button" class="btn btn-primary" onClick={() => void dispatch({ type: 'end', at: at() })}>
              {t('wordsrotary.finish')}
            </button>
          )}
        </div>
      )}
      {handover ? (
        <div class="rotary-handover">
          <h2>{t('wordsrotary.ready', { name: names[builder ?? 0] ?? '' })}</h2>
          <p>{t('wordsrotary.readyHint')}</p>
          <button type="button" class="btn btn-primary btn-big" onClick={() => void view.change((v) => ({ ...v, ready: key }))}>
            {t('wordsrotary.readyGo')}
          </button>
        </div>
      ) : (
        <section class="tuf-seat words-seat rotary-seat" aria-label={t('wordsrotary.yourCubes', { name: names[shownSeat] ?? '' })}>
          {opening && !over && openers.length > 1 && (
            <Segmented
              legend={t('wordsrotary.builder')}
              name="rotary-builder"
              value={shownSeat}
              options={openers}
              label={(s) => names[s] ?? ''}
              onChange={(s) => {
                setSelected(null);
                void view.change((v) => ({ ...v, key, builder: s, board: emptyBoard() }));
              }}
            />
          )}
          <Board
            hand={hand}
            board={ownBoard}
            selected={builder === null ? null : selected}
            onChange={change}
            locked={builder === null || busy}
            enye={params.dict === 'es' && !params.enyeAsN}
            fixed={fixed}
            away={use.used}
          />
          {message && (
            <p class="tuf-seat-message" role="alert">
              {message}
            </p>
          )}
          {builder !== null && (
            <div class="button-row rotary-buttons">
              <button type="button" class="btn btn-primary" disabled={busy || ownBoard.placed.length === 0} onClick={lay}>
                {t('wordsrotary.lay')}
              </button>
              <button type="button" class="btn" disabled={busy} onClick={pass}>
                {opening ? t('wordsrotary.giveUp') : t('wordsrotary.pass')}
              </button>
            </div>
          )}
        </section>
      )}
      {helpDialog}
    </Screen>
  );
}
