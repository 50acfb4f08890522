/** A saved DiceCulus game (`#/diceculus/play/<id>`): announcements, rolls, answers, the score table, the helper. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { ROMAN } from '../../games/diceculus/cards';
import { formatExpr } from '../../games/diceculus/expr';
import {
  cardOf,
  diceculusEngine,
  nextAction,
  resultsCode,
  roundsPerStage,
  scoreTable,
  tableCode,
  type DiceMove,
  type DiceState,
} from '../../games/diceculus/game';
import type { HelperReport } from '../../../workers/diceculus/helper';
import { Dialog } from '../components/Dialog';
import { GameGate } from '../components/GameGate';
import { Screen } from '../components/Screen';
import { ShareCode } from '../components/ShareCode';
import { useApp, useMediaQuery } from '../context';
import { refusalText, t } from '../../i18n';
import { hrefFor } from '../router';
import { usePersistentGame } from '../session';
import { describeGame, gameHistory } from './describe';
import { refusal } from '../../core/engine';
import { errorText } from '../services/solverText';
import { Announce, Solve } from './Play';
import { announceView, readAnnounce } from './announce';
import { readTyped, typedView } from './typed';
import { diceSolver } from './solver';
import { diceRunnerGame } from '../../games/diceculus/match';
import { computerFailureText, useMatchRunner } from '../runner';
import { ratText, scoreText } from './numbers';
import { ScoreTable } from './Table';
import { HelperView } from './Helper';
import { Announcements, RoundSummary } from './Summary';
import { StageIntro } from './Intro';
import { LessonInfoButton } from '../lessons/LessonFacts';

/** The global number of the last finished round (−1 when none has finished). */
const lastFinished = (s: DiceState): number => s.rounds.reduce((g, r) => (r.scores ? r.global : g), -1);

/**
 * Wide enough for the score table beside the play (diceculus.css has the same width): the last round and the
 * strategy helper then sit under the table, so the play column keeps its room for the turn's controls.
 */
export const DICE_WIDE = '(min-width: 900px)';

export function DiceGame(props: { id: string }) {
  const app = useApp();
  const game = usePersistentGame(diceculusEngine, props.id, describeGame, {
    // a finished game goes into the history with the move that finishes it (and again with a results code added later)
    history: (s, record) => ({ ...gameHistory(s, record.code), finishedAt: record.updatedAt }),
  });
  const { session } = game;
  const wide = useMediaQuery(DICE_WIDE);
  const [tableOpen, setTableOpen] = useState(false);
  const [codeOpen, setCodeOpen] = useState(false);
  const [paste, setPaste] = useState('');
  const [importError, setImportError] = useState<string | null>(null);
  /** The last finished round (its global number) the people here have seen the summary of; set when the game opens. */
  const [seen, setSeen] = useState<number | null>(null);
  /** The round (its global number) whose stage introduction was read. */
  const [introRead, setIntroRead] = useState<number | null>(null);
  /** Passing the tablet: the turn (round, kind, seat) whose player said they are ready, and the last person who moved here. */
  const [handed, setHanded] = useState<string | null>(null);
  const [actor, setActor] = useState<number | null>(null);
  /** What the last right answer on this screen said ("Right! −5/2 = −2.5 → −3: −3 points"), for its round. */
  const [right, setRight] = useState<{ global: number; text: string } | null>(null);
  /** The helper's dialog: its report once the worker answers, or why there is none. */
  const [helper, setHelper] = useState<{ p: number; round: number; report: HelperReport | null; failed?: string } | null>(null);

  // Computer players: the match runner asks the worker for one move at a time and keeps it like any move;
  // a failed or stalled answer stops it with a Retry (below).
  const { runner, snap } = useMatchRunner(game, diceRunnerGame, (st, _seat, signal) => diceSolver().botMove(st, signal));
  const movesCount = session?.moves.length ?? 0;
  // What the screen shows: the runner's state (the session's, and each computer move as soon as it is kept).
  const state = snap.state ?? game.state;
  // The helper's search stops when the screen goes (the runner aborts its own), or when its dialog is closed or
  // opened again: a search nobody reads would hold the worker, and the computers' next moves would wait behind it.
  const helperAsk = useRef<AbortController | null>(null);
  const stopHelper = (): void => {
    helperAsk.current?.abort();
    helperAsk.current = null;
  };
  useEffect(() => stopHelper, []);

  // Rounds finished before the screen opened count as seen; one that ends while it is open shows its summary first.
  useEffect(() => {
    if (seen === null && state) setSeen(lastFinished(state));
  }, [!!state]);

  useEffect(() => {
    app.setInGame(!!state && !state.over);
    return () => app.setInGame(false);
  }, [state?.over, !!state]);

  if (!state || !session || game.status !== 'ready')
    return <GameGate game={game} title={t('diceculus.title')} back="#/diceculus" missing={t('diceculus.missing')} newGame={t('diceculus.newGame')} />;

  const dispatch = (m: DiceMove) => {
    if ('p' in m && state.players[m.p]?.kind === 'human') setActor(m.p);
    return runner.move(m);
  };

  const n = nextAction(state);
  const current = state.rounds[state.rounds.length - 1];
  const per = roundsPerStage(state.params, state.players.length);
  const finished = state.rounds.flatMap((r, i) => (r.scores ? [i] : []));
  const lastIndex = finished[finished.length - 1];
  const last = lastIndex === undefined ? null : state.rounds[lastIndex];
  const humans = state.players.flatMap((p, i) => (p.kind === 'human' ? [i] : []));
  const summaryFirst = !state.over && last !== null && humans.length > 0 && seen !== null && last.global > seen;
  // A new stage (II–IV) is introduced before the people here announce in its first round.
  const intro =
    !state.over &&
    !summaryFirst &&
    current &&
    current.stage > 1 &&
    current.index === 0 &&
    introRead !== current.global &&
    humans.some((p) => current.plays[p] === null)
      ? current
      : null;
  // Pass the tablet: when the turn goes from one person to another, the tablet is handed over and the next one says
  // they are ready, so the one before cannot keep tapping for them.
  const turnKey = (n.kind === 'announce' || n.kind === 'play') && humans.length > 1 && humans.includes(n.p) ? `${n.round.global}-${n.kind}-${n.p}` : null;
  const handoff =
    turnKey !== null && turnKey !== handed && (n.kind === 'announce' || n.kind === 'play') && actor !== null && actor !== n.p ? { p: n.p, key: turnKey } : null;
  const devices = state.players.some((p) => p.kind === 'remote');
  const code = devices ? tableCode(state) : '';
  const results = devices ? resultsCode(state) : '';
  const addResults = async (): Promise<void> => {
    const r = await dispatch({ t: 'import', code: paste });
    setImportError(r.ok ? null : refusalText('diceculus', r.refusal));
    if (r.ok) setPaste('');
  };
  const exchange = devices && (
    <details class="dc-exchange">
      <summary>{t('diceculus.resultsCodes')}</summary>
      <ShareCode code={results} hash={hrefFor('diceculus', 'results', results)} label={t('diceculus.yourResults')} />
      <form
        class="dc-answer"
        onSubmit={(e) => {
          e.preventDefault();
          void addResults();
        }}
      >
        <label for="dc-paste">{t('diceculus.pasteResults')}</label>
        <input id="dc-paste" class="input" value={paste} onInput={(e) => setPaste((e.currentTarget as HTMLInputElement).value)} />
        <button class="btn" type="submit" disabled={paste.trim() === ''}>
          {t('diceculus.addResults')}
        </button>
      </form>
      {importError && (
        <p class="form-error" role="alert">
          {importError}
        </p>
      )}
    </details>
  );

  const openHelper = async (p: number, round: number): Promise<void> => {
    stopHelper();
    const ask = new AbortController();
    helperAsk.current = ask;
    setHelper({ p, round, report: null });
    // The dialog always ends with an answer: the report, or the reason there is none (never "working" for ever),
    // unless it was closed or opened for another round meanwhile.
    const settle = (answer: { report: HelperReport } | { report: null; failed: string }): void => {
      // a search stopped (the dialog closed or opened again) answers nothing: the newer one, if any, does
      if (!ask.signal.aborted) setHelper((h) => (h && h.p === p && h.round === round ? { p, round, ...answer } : h));
    };
    const fail = (failed: string): void => settle({ report: null, failed });
    const r = await dispatch({ t: 'helper', p, r: round });
    if (!r.ok) return fail(refusalText('diceculus', r.refusal));
    try {
      if (ask.signal.aborted) return;
      const report = await diceSolver().helper(JSON.parse(JSON.stringify(state)) as DiceState, round, p, ask.signal);
      if (!report) return fail(refusalText('diceculus', refusal('helperAfter')));
      settle({ report });
    } catch (e) {
      fail(t('diceculus.helperFailed', { reason: errorText(e) }));
    }
  };

  const head = current && !state.over && (
    <div class="dc-head">
      <div>
        <strong>{t('diceculus.stage', { roman: ROMAN[current.stage], name: t(`diceculus.stageName.${current.stage}`) })}</strong>{' '}
        <span class="dc-muted">{t('diceculus.roundOf', { n: current.index + 1, of: per })}</span>
      </div>
      {(n.kind === 'announce' || n.kind === 'play') && (
        <div class="dc-turn">
          {humans.length === 1 && humans[0] === n.p && state.players.every((pl) => pl.kind !== 'remote')
            ? t('diceculus.yourTurn')
            : t('diceculus.turn', { name: state.players[n.p]?.name ?? '' })}
        </div>
      )}
    </div>
  );

  // One button for one person; for several, one row "Strategy helper: Ana Ben Cy" (a button each, named in full).
  const helperButtons =
    last && lastIndex !== undefined && humans.length > 0 ? (
      humans.length === 1 ? (
        <button type="button" class="btn btn-small" onClick={() => void openHelper(humans[0]!, lastIndex)}>
          {t('diceculus.helper')}
        </button>
      ) : (
        <div class="dc-helpers" role="group" aria-label={t('diceculus.helper')}>
          <span class="dc-helpers-label" aria-hidden="true">
            {t('diceculus.helper')}
          </span>
          {humans.map((p) => (
            <button
              key={p}
              type="button"
              class="btn btn-small"
              aria-label={t('common.labelled', { label: t('diceculus.helper'), text: state.players[p]?.name ?? '' })}
              onClick={() => void openHelper(p, lastIndex)}
            >
              {state.players[p]?.name}
            </button>
          ))}
        </div>
      )
    ) : null;
  // The round's announcements: above the announcing (what the others chose), under the card once it is drawn (the
  // card and its dice come first).
  const announcements = !state.over && current && !summaryFirst && <Announcements state={state} round={current} />;
  // The last round and its helper: above the turn's form in the play column on a phone (the helper inside the last
  // round, which opens with a tap: the round's summary offers it first), under the score table when the table sits
  // beside the play; either way the form coming and going never moves them (a tap on the helper as a computer
  // finished its turn once landed on the new form).
  const lastBlock = !state.over && last && !summaryFirst && (
    <div class="dc-last">
      <details>
        <summary>{t('diceculus.lastRound', { scores: state.players.map((p, i) => `${p.name} ${scoreText(last.scores?.[i] ?? 0)}`).join(' · ') })}</summary>
        <RoundSummary state={state} round={last} />
        {!wide && helperButtons && <div class="button-row">{helperButtons}</div>}
      </details>
      {wide && helperButtons && <div class="button-row">{helperButtons}</div>}
    </div>
  );

  return (
    <Screen
      title={state.over ? t('diceculus.over') : t('diceculus.title')}
      back="#/"
      class="dc-screen"
      actions={
        <>
          <LessonInfoButton lesson={session.lesson} />
          {devices && (
            <button type="button" class="btn btn-small" onClick={() => setCodeOpen(true)}>
              {t('diceculus.gameCode')}
            </button>
          )}
          <button type="button" class="btn btn-small dc-table-button" onClick={() => setTableOpen(true)}>
            {t('diceculus.table')}
          </button>
        </>
      }
    >
      <div class="dc-layout">
        <div class="dc-main">
          {head}
          {right && (right.global === current?.global || ((summaryFirst || state.over) && right.global === last?.global)) && (
            <p class="dc-right" role="status">
              {right.text}
            </p>
          )}
          {/* handing the tablet over: the announcements stay there for everyone, the last round waits till they are ready */}
          {!wide && !handoff && lastBlock}
          {n.kind === 'announce' && announcements}
          {summaryFirst && last ? (
            <div class="dc-last dc-summary-first">
              <RoundSummary state={state} round={last} />
              {helperButtons && <div class="button-row">{helperButtons}</div>}
              <div class="button-row dc-act">
                <button type="button" class="btn btn-primary" onClick={() => setSeen(last.global)}>
                  {t('diceculus.goOn')}
                </button>
              </div>
            </div>
          ) : intro ? (
            <StageIntro stage={intro.stage as 2 | 3 | 4} grand={state.params.grand} onGo={() => setIntroRead(intro.global)} />
          ) : handoff ? (
            <div class="dc-handoff">
              <p class="dc-handoff-to">{t('diceculus.handTo', { name: state.players[handoff.p]?.name ?? '' })}</p>
              <div class="dc-act">
                <button type="button" class="btn btn-primary btn-big" onClick={() => setHanded(handoff.key)}>
                  {t('diceculus.handReady', { name: state.players[handoff.p]?.name ?? '' })}
                </button>
              </div>
            </div>
          ) : state.over ? (
            <div class="dc-over">
              <p class="dc-winners" role="status">
                {t('diceculus.winners', {
                  names: scoreTable(state)
                    .winners.map((w) => state.players[w]?.name ?? '')
                    .join(', '),
                })}
              </p>
              <p class="dc-ends">
                {t('diceculus.endScores', {
                  scores: state.players.map((p, i) => `${p.name} ${ratText(scoreTable(state).end?.[i] ?? { n: 0n, d: 1n })}`).join(' · '),
                })}
              </p>
              <ScoreTable state={state} />
              {last && <RoundSummary state={state} round={last} />}
              {exchange}
              {helperButtons && <div class="button-row">{helperButtons}</div>}
              <div class="button-row dc-act">
                <a class="btn btn-primary" href="#/diceculus">
                  {t('diceculus.again')}
                </a>
              </div>
            </div>
          ) : n.kind === 'announce' && state.players[n.p]?.kind === 'human' ? (
            <Announce
              key={`a-${movesCount}-${n.p}`}
              state={state}
              round={n.round}
              p={n.p}
              dispatch={dispatch}
              initial={readAnnounce(session.view, state, n.round, n.p)}
              save={(d) => game.saveView(announceView(d, n.round, n.p))}
            />
          ) : n.kind === 'play' && state.players[n.p]?.kind === 'human' ? (
            <Solve
              key={`s-${current?.global}-${n.p}`}
              state={state}
              round={n.round}
              p={n.p}
              dispatch={dispatch}
              initialTyped={readTyped(session.view, n.round, n.p)}
              saveTyped={(typed) => game.saveView(typedView(typed, n.round, n.p))}
              onRight={(text) => setRight({ global: n.round.global, text: t('common.labelled', { label: state.players[n.p]?.name ?? '', text }) })}
            />
          ) : n.kind === 'announce' || n.kind === 'play' ? (
            snap.computer.kind === 'failed' ? (
              <div class="dc-thinking">
                <p role="alert">{t('diceculus.solverFailed', { reason: computerFailureText('diceculus', snap.computer.failure) })}</p>
                <button type="button" class="btn btn-primary" onClick={() => runner.retry()}>
                  {t('diceculus.retry', { name: state.players[n.p]?.name ?? '' })}
                </button>
              </div>
            ) : (
              <p class="dc-thinking" aria-live="polite">
                {t('diceculus.computerThinking', { name: state.players[n.p]?.name ?? '' })}
              </p>
            )
          ) : null}
          {!state.over && n.kind === 'announce' && !summaryFirst && !intro && !handoff && <p class="dc-muted">{t('diceculus.cardHidden')}</p>}
          {n.kind !== 'announce' && announcements}
        </div>
        {!state.over && (
          <aside class="dc-aside" aria-label={t('diceculus.table')}>
            <ScoreTable state={state} compact />
            {wide && lastBlock}
          </aside>
        )}
      </div>
      <Dialog open={codeOpen} title={t('diceculus.gameCode')} onClose={() => setCodeOpen(false)}>
        {devices && <ShareCode code={code} hash={hrefFor('diceculus', 'code', code)} label={t('diceculus.gameCodeHelp')} />}
        {exchange}
      </Dialog>
      <Dialog open={tableOpen} title={t('diceculus.table')} onClose={() => setTableOpen(false)}>
        <ScoreTable state={state} />
      </Dialog>
      <Dialog
        open={helper !== null}
        title={
          helper ? t('diceculus.helperFor', { name: state.players[helper.p]?.name ?? '', card: formatExpr(cardOf(state.rounds[helper.round]!).node) }) : ''
        }
        onClose={() => {
          stopHelper();
          setHelper(null);
        }}
      >
        <HelperView report={helper?.report ?? null} failed={helper?.failed} grand={state.params.grand} />
      </Dialog>
    </Screen>
  );
}
