/** Finished games, newest first; each opens to show what its record keeps: rounds, sheets, turns. */
import type { HistoryRecord } from '../storage';
import { useEffect, useState } from 'preact/hooks';
import { useApp } from './context';
import { findGame } from './games';
import { formatDate, formatNumber, hasMessage, t } from '../i18n';
import { Screen } from './components/Screen';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/** Tally Rally: each player's sheet (equations, points, struck ones marked). */
function TallyDetail(props: { meta: Record<string, unknown> }) {
  const sheets = Array.isArray(props.meta.sheets) ? props.meta.sheets.filter(isObj).slice(0, 8) : [];
  if (sheets.length === 0) return null;
  return (
    <div class="history-detail">
      {typeof props.meta.board === 'string' && <p class="history-fact">{t('history.tallyBoard', { board: props.meta.board.replace(/(\d{4})(?=\d)/g, '$1 ') })}</p>}
      {sheets.map((sh, i) => {
        const entries = Array.isArray(sh.entries) ? sh.entries.filter(isObj).slice(0, 60) : [];
        return (
          <section key={i} class="history-sheet">
            <h3>
              {str(sh.name)}
              {sh.hint === true && <span class="history-tag"> · {t('history.hintUsed')}</span>}
            </h3>
            {entries.length === 0 ? (
              <p class="history-fact">{t('history.noEquations')}</p>
            ) : (
              <ul>
                {entries.map((e, j) => (
                  <li key={j} class={e.struck === true ? 'is-struck' : ''}>
                    {e.struck === true ? <s>{str(e.text)}</s> : str(e.text)}{' '}
                    <span class="history-points">{e.struck === true ? t('history.struck') : t('tally.points', { n: Number(e.points) || 0 })}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** Mathable: every turn in order (tiles placed and points, exchanges, passes). */
function MathableDetail(props: { meta: Record<string, unknown> }) {
  const log = Array.isArray(props.meta.log) ? props.meta.log.filter(isObj).slice(0, 400) : [];
  if (log.length === 0) return null;
  return (
    <div class="history-detail">
      <ol class="history-turns">
        {log.map((r, i) => (
          <li key={i}>
            {Array.isArray(r.placed)
              ? t('mathable.lastTurn.placed', { name: str(r.name), tiles: r.placed.map(str).join(', '), points: t('mathable.pointCount', { count: Number(r.points) || 0 }) })
              : typeof r.exchanged === 'number'
                ? t('mathable.lastTurn.exchanged', { name: str(r.name), count: r.exchanged })
                : t('mathable.lastTurn.pass', { name: str(r.name) })}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The facts a record keeps that the history shows, each with its words (other keys are the games' own bookkeeping). */
const FACTS = ['game', 'dict', 'rounds', 'hintsUsed', 'winners', 'end'] as const;
type Fact = (typeof FACTS)[number];

/** A fact's value in the reader's language: names of games and dictionaries in words, numbers the local way. */
function factValue(game: string, k: Fact, v: string | number | boolean): string {
  if (typeof v === 'boolean') return v ? t('history.yes') : t('history.no');
  if (typeof v === 'number') return formatNumber(v);
  const named = k === 'game' && game === 'tuf' ? `tuf.gameName.${v}` : k === 'dict' ? `words.dict.${v}` : null;
  if (named && hasMessage(named)) return t(named);
  // DiceCulus END GAME SCOREs, kept as exact numbers in the notation ("-3 7/2"): each written the local way
  if (k === 'end') return v.split(' ').map((x) => x.replace(/^(-?)(\d+)(?:\/(\d+))?$/, (_m, sign: string, n: string, d?: string) => `${sign ? '\u2212' : ''}${formatNumber(BigInt(n))}${d ? `/${formatNumber(BigInt(d))}` : ''}`)).join(' · ');
  return v;
}

/** Any game: the plain facts its record keeps (game, dictionary, rounds, hints…). */
function Facts(props: { game: string; meta: Record<string, unknown> }) {
  const facts = FACTS.flatMap((k) => {
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
  const detail = h.game === 'tally' ? <TallyDetail meta={h.meta} /> : h.game === 'mathable' ? <MathableDetail meta={h.meta} /> : null;
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
      {detail ?? <Facts game={h.game} meta={h.meta} />}
    </>
  );
}

export function HistoryScreen() {
  const { store } = useApp();
  const [items, setItems] = useState<HistoryRecord[] | null>(null);
  useEffect(() => {
    store.history.list().then(setItems);
  }, [store]);
  return (
    <Screen title={t('history.title')} back="#/" class="is-form">
      {items === null ? (
        <p>{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ul class="history-list">
          {items.slice(0, 100).map((h) => {
            const game = findGame(h.game);
            const winner = [...h.players].sort((a, b) => b.score - a.score)[0];
            return (
              <li key={h.id}>
                <details class="history-item">
                  <summary>
                    <span class="history-game">{game ? t(game.title) : h.game}</span>
                    <span class="history-when">{formatDate(h.finishedAt)}</span>
                    <span class="history-players">{h.players.map((p) => `${p.name} ${formatNumber(p.score)}`).join(' · ')}</span>
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
