/**
 * Tally Rally's screens under `#/tally/…`:
 *   #/tally               set up a round
 *   #/tally/code/<code>   join a board code from another device
 *   #/tally/play/<id>     a saved round: turns, computer players, results
 *   #/tally/results/<code> another device's results code (the link in its QR
 *                         code): added to the latest round on this board
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { replayMoves } from '../../core/engine';
import { parseGameId } from '../../core/gameId';
import { writeSharedCode } from '../../core/sharedCode';
import { formatBoard } from '../../games/tally/board';
import { decodeResults } from '../../games/tally/codes';
import { checkImport, hintsAllowed, scoreRound, tallyEngine, type Level, type TallyMove } from '../../games/tally/round';
import { Dialog } from '../components/Dialog';
import { GameGate } from '../components/GameGate';
import { Screen } from '../components/Screen';
import { useApp } from '../context';
import type { GameScreenProps } from '../games';
import { t, refusalText } from '../../i18n';
import { redirect } from '../router';
import { createSession, freshSeed, usePersistentGame, type DispatchAlong } from '../session';
import { TallyBetween } from './Between';
import { tallyRunnerGame } from '../../games/tally/match';
import { useMatchRunner } from '../runner';
import { tallySolver } from './solver';
import { describeRound, roundHistory } from './describe';
import { deviceId } from './device';
import { isDraft, TallyPlay } from './Play';
import { TallyResults } from './Results';
import { joinMoves, TallySetup } from './Setup';
import { LessonSetupRoute } from '../lessons/LessonSave';
import { ToLessonsHub } from '../lessons/ToHub';
import { LessonInfoButton } from '../lessons/LessonFacts';
import './tally.css';
import { errorText } from '../services/solverText';
import { Guide } from '../guide/Guide';
import { tallyGuide } from '../guide/tally';
import { within } from '../../core/refusal';

function TallyGame(props: { id: string; importCode?: string }) {
  const app = useApp();
  const game = usePersistentGame(tallyEngine, props.id, describeRound, {
    // A finished round goes into the history with the move that ends it; a results code added later updates the same record.
    history: (s, record) => ({ ...roundHistory(s, record.code), finishedAt: record.updatedAt }),
  });
  const { state, session } = game;
  // Computer players: the match runner asks the worker for each one's whole sheet, one after another.
  const { runner, snap } = useMatchRunner(
    game,
    tallyRunnerGame,
    async (st, p, signal): Promise<TallyMove> => {
      const entries = await tallySolver().botSheet(formatBoard(st.board), st.players[p]?.level ?? 'medium', st.seed, p, st.params.parens, signal);
      return { t: 'bot', p, entries };
    },
    { reads: 'computer' },
  );

  // A results code that arrived by link (#/tally/results/<code>): added once, then the plain round address.
  const imported = useRef(false);
  // A results link adds nothing until the person confirms: what it holds is shown first.
  const [offer, setOffer] = useState<{ code: string; name: string; equations: number } | null>(null);
  useEffect(() => {
    const code = props.importCode;
    if (!code || !state || game.status !== 'ready' || imported.current) return;
    imported.current = true;
    const check = checkImport(state, code, deviceId());
    if (check.ok) setOffer({ code, name: check.name, equations: check.entries.length });
    else {
      app.notify({ kind: 'error', text: t('tally.resultsBad', { reason: refusalText('tally', within('import', check.refusal)) }) });
      redirect('tally', 'play', props.id);
    }
  }, [props.importCode, game.status, !!state]);
  const addOffered = async (): Promise<void> => {
    if (!offer) return;
    const r = await game.dispatch({ t: 'import', code: offer.code });
    app.notify(
      r.ok
        ? { kind: 'info', text: t('tally.resultsAdded', { name: offer.name }) }
        : { kind: 'error', text: t('tally.resultsBad', { reason: refusalText('tally', r.refusal) }) },
    );
    setOffer(null);
    redirect('tally', 'play', props.id);
  };
  const declineOffered = (): void => {
    setOffer(null);
    redirect('tally', 'play', props.id);
  };

  useEffect(() => {
    app.setInGame(!!state && !state.over);
    return () => app.setInGame(false);
  }, [state?.over, !!state]);

  if (!state || !session || game.status !== 'ready')
    return <GameGate game={game} title={t('tally.title')} back="#/tally" missing={t('tally.missing')} newGame={t('tally.newRound')} />;
  const dispatch = (m: TallyMove, along?: DispatchAlong) => game.dispatch(m, along);
  const code = writeSharedCode({ game: 'tally', params: tallyEngine.formatParams(state.params), seed: state.seed });

  const end = async (): Promise<void> => {
    const r = await dispatch({ t: 'end' });
    if (!r.ok) app.notify({ kind: 'error', text: refusalText('tally', r.refusal) });
  };

  const again = async (): Promise<void> => {
    const humans = state.players.filter((p) => p.kind === 'human').map((p) => p.name);
    const bots = state.players.flatMap((p) => (p.kind === 'bot' && p.level ? [p.level as Level] : []));
    const params = { ...state.params, board: null };
    const seed = freshSeed();
    try {
      const moves: TallyMove[] = [...joinMoves(humans, [])];
      state.players.forEach((p, i) => {
        if (p.kind === 'bot') moves.push({ t: 'join', name: p.name, bot: p.level ?? bots[i] ?? 'medium' });
      });
      // The rounds played so far go along, so the score table's Total adds them up.
      const before = seriesOf(session.view);
      const series = [...before, Object.fromEntries(scoreRound(state).map((x) => [x.player.name, x.total]))];
      const record = await createSession(app.store, tallyEngine, params, seed, describeRound, { moves, view: { series } });
      redirect('tally', 'play', record.id);
    } catch (e) {
      app.notify({ kind: 'error', text: t('tally.startFailed', { reason: errorText(e) }) });
    }
  };

  const view = session.view as { draft?: unknown; turn?: number } | undefined;
  const series = seriesOf(session.view);
  const savedDraft = view && view.turn === state.turn?.startedAt && isDraft(view.draft) ? view.draft : null;

  return (
    <Screen
      title={state.over ? t('tally.results') : t('tally.title')}
      back="#/"
      class={`tally-screen ${state.turn ? 'is-playing' : ''} ${state.over ? 'is-over' : ''}`}
      actions={<LessonInfoButton lesson={session.lesson} />}
    >
      {state.over ? (
        <TallyResults state={state} series={series} onAgain={() => void again()} dispatch={dispatch} />
      ) : state.turn ? (
        <TallyPlay
          key={`${state.turn.player}-${state.turn.startedAt}`}
          state={state}
          dispatch={dispatch}
          initialDraft={savedDraft}
          saveDraft={(d) => game.saveView({ draft: d, turn: state.turn?.startedAt, ...(series.length ? { series } : {}) })}
          hints={hintsAllowed(state)}
        />
      ) : (
        <TallyBetween state={state} code={code} dispatch={dispatch} onEnd={end} computer={snap.computer} onRetry={() => runner.retry()} />
      )}
      <Dialog open={offer !== null} title={t('tally.resultsOffer', { name: offer?.name ?? '' })} onClose={declineOffered}>
        <p>{t('tally.resultsOfferText', { name: offer?.name ?? '', count: offer?.equations ?? 0 })}</p>
        <div class="button-row">
          <button type="button" class="btn btn-primary" onClick={() => void addOffered()}>
            {t('tally.resultsOfferAdd')}
          </button>
          <button type="button" class="btn" onClick={declineOffered}>
            {t('tally.resultsOfferNo')}
          </button>
        </div>
      </Dialog>
    </Screen>
  );
}

/** Earlier rounds of the same group (New round after New round): each a map of player name to score, oldest first. */
export type Series = Record<string, number>[];
export function seriesOf(view: unknown): Series {
  const s = (view as { series?: unknown } | undefined)?.series;
  if (!Array.isArray(s)) return [];
  return s
    .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && !Array.isArray(r))
    .slice(-50)
    .map((r) => Object.fromEntries(Object.entries(r).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1]))));
}

/** The latest round on this device with the results code's board and brackets setting, or null. */
export async function roundForResults(store: ReturnType<typeof useApp>['store'], code: string): Promise<string | null> {
  const r = decodeResults(code);
  if (!r.ok) return null;
  const sessions = (await store.sessions.listBy({ game: 'tally' })).sort((a, b) => b.updatedAt - a.updatedAt);
  for (const s of sessions) {
    try {
      const id = parseGameId(s.code);
      const params = tallyEngine.parseParams(id.params);
      if (params.parens !== r.value.parens) continue;
      const state = replayMoves(tallyEngine, params, id.seed, s.moves).state;
      if (formatBoard(state.board) === r.value.board) return s.id;
    } catch {
      // a damaged saved round is skipped
    }
  }
  return null;
}

function TallyResultsLink(props: { code: string }) {
  const { store } = useApp();
  const [none, setNone] = useState(false);
  useEffect(() => {
    let live = true;
    void roundForResults(store, props.code).then((id) => {
      if (!live) return;
      if (id) redirect('tally', 'play', id, 'import', props.code);
      else setNone(true);
    });
    return () => {
      live = false;
    };
  }, [props.code]);
  if (!none)
    return (
      <div class="loading" aria-busy="true">
        {t('common.loading')}
      </div>
    );
  const decoded = decodeResults(props.code);
  return (
    <Screen title={t('tally.title')} back="#/tally">
      <p role="alert">
        {decoded.ok
          ? t('tally.resultsNoRound', { name: decoded.value.name })
          : t('tally.resultsBad', { reason: refusalText('tally', within('import', decoded)) })}
      </p>
      <a class="btn btn-primary" href="#/tally">
        {t('tally.newRound')}
      </a>
    </Screen>
  );
}

export default function TallyScreen(props: GameScreenProps) {
  const [first, second, third, fourth] = props.route;
  if (first === 'play' && second) {
    return (
      <>
        <TallyGame key={second} id={second} {...(third === 'import' && fourth ? { importCode: fourth } : {})} />
        <Guide key={`guide-${second}`} plan={tallyGuide} sessionId={second} />
      </>
    );
  }
  if (first === 'results' && second) return <TallyResultsLink key={second} code={second} />;
  if (first === 'code' && second) return <TallySetup key={second} joinCode={second} />;
  if (first === 'lessons' && second === 'new') return <TallySetup key="new-lesson" newLesson />;
  if (first === 'lessons' && second) return <LessonSetupRoute game="tally" id={second} render={(l) => <TallySetup key={l.id} lesson={l} />} />;
  if (first === 'lessons') return <ToLessonsHub />;
  return <TallySetup />;
}
