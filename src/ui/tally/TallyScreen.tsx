/**
 * Tally Rally's screens under `#/tally/…`:
 *   #/tally               set up a round
 *   #/tally/code/<code>   join a board code from another device
 *   #/tally/play/<id>     a saved round: turns, computer players, results
 */
import { useEffect } from 'preact/hooks';
import { formatGameId } from '../../core/gameId';
import { makeSeed } from '../../core/random';
import { scoreRound, tallyEngine, type Level, type TallyMove, type TallyState } from '../../games/tally/round';
import { Screen } from '../components/Screen';
import { useApp } from '../context';
import type { GameScreenProps } from '../games';
import { t } from '../i18n';
import { redirect } from '../router';
import { createSession, usePersistentGame } from '../session';
import { TallyBetween } from './Between';
import { describeRound } from './describe';
import { isDraft, TallyPlay } from './Play';
import { TallyResults } from './Results';
import { joinMoves, TallySetup } from './Setup';
import './tally.css';

function cryptoRandom(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return (a[0] as number) / 4294967296;
}

function TallyGame(props: { id: string }) {
  const app = useApp();
  const game = usePersistentGame(tallyEngine, props.id, describeRound);
  const { state, session } = game;

  useEffect(() => {
    app.setInGame(!!state && !state.over);
    return () => app.setInGame(false);
  }, [state?.over, !!state]);

  // A finished round goes into the history; a results code added later updates the same record.
  const playersKey = state?.over ? state.players.map((p) => p.name).join('\n') : '';
  useEffect(() => {
    if (!state?.over || !session) return;
    const scored = scoreRound(state);
    app.store.history
      .save({
        id: `history-${session.id}`,
        game: 'tally',
        code: session.code,
        finishedAt: Date.now(),
        players: scored.map((s) => ({ name: s.player.name, score: s.total, ...(s.player.kind === 'bot' ? { computer: true } : {}) })),
        meta: { equations: scored.reduce((a, s) => a + s.entries.length, 0), board: state.board.join('') },
      })
      .catch((e: unknown) => app.notify({ kind: 'warning', text: e instanceof Error ? e.message : String(e) }));
  }, [playersKey, session?.id]);

  if (game.status === 'loading') return <div class="loading" aria-busy="true">{t('common.loading')}</div>;
  if (!state || !session || game.status !== 'ready') {
    return (
      <Screen title={t('tally.title')} back="#/tally">
        <p>{t('tally.missing')}</p>
        <a class="btn btn-primary" href="#/tally">
          {t('tally.newRound')}
        </a>
      </Screen>
    );
  }
  const dispatch = (m: TallyMove) => game.dispatch(m);
  const code = formatGameId({ game: 'tally', params: tallyEngine.formatParams(state.params), seed: state.seed });

  const end = async (): Promise<void> => {
    const r = await dispatch({ t: 'end' });
    if (!r.ok) app.notify({ kind: 'error', text: r.reason });
  };

  const again = async (): Promise<void> => {
    const humans = state.players.filter((p) => p.kind === 'human').map((p) => p.name);
    const bots = state.players.flatMap((p) => (p.kind === 'bot' && p.level ? [p.level as Level] : []));
    const params = { ...state.params, board: null };
    const seed = makeSeed(cryptoRandom);
    try {
      const record = await createSession(app.store, tallyEngine, params, seed, describeRound);
      let s: TallyState = tallyEngine.init(params, seed);
      const moves: TallyMove[] = [];
      for (const m of joinMoves(humans, [])) {
        s = tallyEngine.apply(s, m);
        moves.push(m);
      }
      state.players.forEach((p, i) => {
        if (p.kind !== 'bot') return;
        const m: TallyMove = { t: 'join', name: p.name, bot: p.level ?? bots[i] ?? 'medium' };
        s = tallyEngine.apply(s, m);
        moves.push(m);
      });
      await app.store.sessions.save({ ...record, moves, title: describeRound(s).title });
      redirect('tally', 'play', record.id);
    } catch (e) {
      app.notify({ kind: 'error', text: e instanceof Error ? e.message : String(e) });
    }
  };

  const view = session.view as { draft?: unknown; turn?: number } | undefined;
  const savedDraft = view && view.turn === state.turn?.startedAt && isDraft(view.draft) ? view.draft : null;

  return (
    <Screen title={state.over ? t('tally.results') : t('tally.title')} back="#/" class={`tally-screen ${state.turn ? 'is-playing' : ''} ${state.over ? 'is-over' : ''}`}>
      {state.over ? (
        <TallyResults state={state} onAgain={() => void again()} dispatch={dispatch} />
      ) : state.turn ? (
        <TallyPlay
          key={`${state.turn.player}-${state.turn.startedAt}`}
          state={state}
          dispatch={dispatch}
          initialDraft={savedDraft}
          saveDraft={(d) => game.saveView({ draft: d, turn: state.turn?.startedAt })}
          hints={state.players.filter((p) => p.kind !== 'bot').length === 1 && state.players.some((p) => p.kind === 'bot')}
        />
      ) : (
        <TallyBetween state={state} code={code} dispatch={dispatch} onEnd={end} />
      )}
    </Screen>
  );
}

export default function TallyScreen(props: GameScreenProps) {
  const [first, second] = props.route;
  if (first === 'play' && second) return <TallyGame key={second} id={second} />;
  if (first === 'code' && second) return <TallySetup key={second} joinCode={second} />;
  return <TallySetup />;
}
