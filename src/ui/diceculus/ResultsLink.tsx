/** Another device's results code opened as a link (`#/diceculus/results/<code>`): shown, then added when confirmed. */
/** Another device's results code opened as a link (`#/diceculus/results/<code>`): shown, then added when confirmed. */
import { useEffect, useState } from 'preact/hooks';
import { diceculusEngine, type DiceState } from '../../games/diceculus/game';
import { Screen } from '../components/Screen';
import { useApp } from '../context';
import { formatNumber, refusalText, t } from '../../i18n';
import { hrefFor, redirect } from '../router';
import { describeGame } from './describe';
import { tryParseGameId } from '../../core/gameId';
import type { SessionRecord } from '../../storage';
import { IllegalMoveError, replayMoves } from '../../core/engine';
import { errorText } from '../services/solverText';

/** What a results code would add: per seat, the rounds it fills (points and wrong answers). */
function resultsAdded(before: DiceState, after: DiceState): { name: string; rounds: { round: number; points: number; wrong: number }[] }[] {
  return after.players
    .map((pl, p) => ({
      name: pl.name,
      rounds: after.rounds.flatMap((r, i) => {
        const was = before.rounds[i]?.plays[p];
        const now = r.plays[p];
        return !was && now ? [{ round: i + 1, points: now.points ?? 0, wrong: now.wrong }] : [];
      }),
    }))
    .filter((x) => x.rounds.length > 0);
}

type LinkView =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'refused'; id: string; reason: string }
  | { kind: 'confirm'; id: string; title: string; added: ReturnType<typeof resultsAdded> };

/**
 * A results code opened as a link: checked against the latest game on this
 * device with the same seed, shown, and added only when the person confirms
 * (a link saves nothing by itself).
 */
export function ResultsLink(props: { code: string }) {
  const app = useApp();
  const [view, setView] = useState<LinkView>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  /** The game this code belongs to, replayed, and what the code would make of it; or why not. */
  const check = async (): Promise<{ rec: SessionRecord; before: DiceState; next: DiceState } | { rec: SessionRecord; reason: string } | null> => {
    const seed = props.code.split('|')[1] ?? '';
    const sessions = (await app.store.sessions.listBy({ game: 'diceculus' })).sort((a, b) => b.updatedAt - a.updatedAt);
    for (const rec of sessions) {
      const gid = tryParseGameId(rec.code);
      if (!gid.ok || gid.id.seed !== seed) continue;
      try {
        const params = diceculusEngine.parseParams(gid.id.params);
        const before = replayMoves(diceculusEngine, params, gid.id.seed, rec.moves).state;
        return { rec, before, next: diceculusEngine.apply(before, { t: 'import', code: props.code }) };
      } catch (e) {
        return { rec, reason: e instanceof IllegalMoveError ? refusalText('diceculus', e.refusal) : errorText(e) };
      }
    }
    return null;
  };
  useEffect(() => {
    let live = true;
    void (async () => {
      const r = await check();
      if (!live) return;
      if (!r) setView({ kind: 'none' });
      else if ('reason' in r) setView({ kind: 'refused', id: r.rec.id, reason: r.reason });
      else setView({ kind: 'confirm', id: r.rec.id, title: describeGame(r.before).title, added: resultsAdded(r.before, r.next) });
    })();
    return () => {
      live = false;
    };
  }, [props.code]);
  const add = async (): Promise<void> => {
    setBusy(true);
    try {
      // read again: the game may have moved on since the code was shown
      const r = await check();
      if (!r) return setView({ kind: 'none' });
      if ('reason' in r) return setView({ kind: 'refused', id: r.rec.id, reason: r.reason });
      await app.store.sessions.save({
        ...r.rec,
        moves: [...r.rec.moves, { t: 'import', code: props.code }],
        title: describeGame(r.next).title,
        updatedAt: Date.now(),
      });
      redirect('diceculus', 'play', r.rec.id);
    } catch (e) {
      app.notify({ kind: 'error', text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  if (view.kind === 'loading')
    return (
      <div class="loading" aria-busy="true">
        {t('common.loading')}
      </div>
    );
  return (
    <Screen title={t('diceculus.title')} back="#/diceculus">
      {view.kind === 'none' && <p role="alert">{t('diceculus.resultsNoGame')}</p>}
      {view.kind === 'refused' && (
        <>
          <p role="alert">{t('diceculus.resultsRefused', { reason: view.reason })}</p>
          <a class="btn" href={hrefFor('diceculus', 'play', view.id)}>
            {t('diceculus.resultsToGame')}
          </a>
        </>
      )}
      {view.kind === 'confirm' && (
        <section class="dc-results-confirm" aria-labelledby="dc-results-h">
          <h2 id="dc-results-h">{t('diceculus.resultsConfirm')}</h2>
          <p>{view.title}</p>
          {view.added.map((x) => (
            <div key={x.name}>
              <h3>{t('diceculus.resultsFrom', { name: x.name })}</h3>
              <ul>
                {x.rounds.map((r) => (
                  <li key={r.round}>{t('diceculus.resultsRound', { round: r.round, n: r.points, wrong: formatNumber(r.wrong) })}</li>
                ))}
              </ul>
            </div>
          ))}
          <div class="button-row">
            <button type="button" class="btn btn-primary" disabled={busy} onClick={() => void add()}>
              {t('diceculus.resultsAdd')}
            </button>
            <a class="btn" href={hrefFor('diceculus', 'play', view.id)}>
              {t('diceculus.resultsNotNow')}
            </a>
          </div>
        </section>
      )}
    </Screen>
  );
}
