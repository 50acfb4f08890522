/** Finished games, newest first; each opens to show what its record keeps: rounds, sheets, turns. */
import type { HistoryRecord } from '../storage';
import { useEffect, useState } from 'preact/hooks';
import { useApp } from './context';
import { findGame, type GameEntry } from './games';
import { HISTORY_FACTS, type HistoryFact } from '../games/manifest';
import { formatDate, formatNumber, t } from '../i18n';
import { Screen } from './components/Screen';
import { storageReason } from './storageText';
import { boardMeta } from './class/boardRecord';
import { hrefFor } from './router';

/** A fact's value in the reader's language: numbers the local way, yes/no in words, names where the game names them. */
function factValue(game: GameEntry | undefined, k: HistoryFact, v: string | number | boolean): string {
  if (typeof v === 'boolean') return v ? t('history.yes') : t('history.no');
  if (typeof v === 'number') return formatNumber(v);
  return game?.history?.fact?.(k, v) ?? v;
}

/** A game without a detail view of its own (or a record it cannot show): the plain facts its record keeps (game, dictionary, rounds, hints…). */
function Facts(props: { game: GameEntry | undefined; meta: Record<string, unknown> }) {
  const facts = (props.game?.game.facts ?? HISTORY_FACTS).flatMap((k) => {
    const v = props.meta[k];
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? [[k, v] as const] : [];
  });
  if (facts.length === 0) return null;
  return (
    <dl class="history-facts">
      {facts.map(([k, v]) => (
        <div key={k}>
          <dt>{t(`history.fact.${k}`)}</dt>
          <dd>{factValue(props.game, k, v)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function HistoryDetail(props: { record: HistoryRecord }) {
  const { record: h } = props;
  const board = boardMeta(h);
  const game = findGame(h.game);
  const Detail = game?.history?.Detail;
  const detail = Detail ? <Detail meta={h.meta} /> : null;
  return (
    <>
      <table class="history-scores">
        <tbody>
          {h.players.map((p, i) => (
            <tr key={i}>
              <th scope="row">
                {p.name}
                {p.computer ? <span class="history-tag"> ({t('history.computer')})</span> : null}
              </th>
              <td>{formatNumber(p.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {board ? (
        <a class="btn" href={hrefFor('collect', 'board', h.id)}>
          {t('board.historyOpen')}
        </a>
      ) : (
        (detail ?? <Facts game={game} meta={h.meta} />)
      )}
    </>
  );
}

export function HistoryScreen() {
  const { store } = useApp();
  const [items, setItems] = useState<HistoryRecord[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    // A read that fails (the database upgraded or closed in another tab) says why instead of loading forever.
    store.history.list().then(setItems, (e: unknown) => setFailed(storageReason(e)));
  }, [store]);
  return (
    <Screen title={t('history.title')} back="#/" class="is-form">
      <p>
        <a class="btn" href={hrefFor('collect')}>
          {t('board.open')}
        </a>
      </p>
      {failed !== null ? (
        <p class="form-error" role="alert">
          {t('history.readFailed', { reason: failed })}
        </p>
      ) : items === null ? (
        <p>{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ul class="history-list">
          {items.slice(0, 100).map((h) => {
            const game = findGame(h.game);
            const winner = [...h.players].sort((a, b) => b.score - a.score)[0];
            const board = boardMeta(h);
            return (
              <li key={h.id}>
                <details class="history-item">
                  <summary>
                    <span class="history-game">
                      {board ? `${t('board.history')} · ${board.lesson.name.trim() || (game ? t(game.title) : h.game)}` : game ? t(game.title) : h.game}
                    </span>
                    <span class="history-when">{formatDate(h.finishedAt)}</span>
                    <span class="history-players">
                      {board ? t('board.students', { count: h.players.length }) : h.players.map((p) => `${p.name} ${formatNumber(p.score)}`).join(' · ')}
                    </span>
                    {winner && h.players.length > 1 && <span class="history-winner">{t('history.winner', { name: winner.name })}</span>}
                  </summary>
                  <HistoryDetail record={h} />
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </Screen>
  );
}
