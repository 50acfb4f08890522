/** Scores by round for every player, totals last, leader marked in words as well as weight. */
import { formatNumber, t } from '../../i18n';

export interface ScoreRow {
  name: string;
  /** One score per round played so far. */
  rounds: number[];
}

export function Scoreboard(props: {
  rows: ScoreRow[];
  caption?: string /** A column's heading ("Round 2" unless a game counts in games). */;
  column?: (n: number) => string;
}) {
  const roundCount = Math.max(0, ...props.rows.map((r) => r.rounds.length));
  const totals = props.rows.map((r) => r.rounds.reduce((a, b) => a + b, 0));
  const best = Math.max(...totals);
  return (
    <table class="scoreboard">
      {props.caption && <caption>{props.caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{t('score.player')}</th>
          {Array.from({ length: roundCount }, (_, i) => (
            <th scope="col" key={i}>
              {props.column ? props.column(i + 1) : t('score.round', { n: i + 1 })}
            </th>
          ))}
          <th scope="col">{t('score.total')}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r, i) => (
          <tr key={r.name} class={totals[i] === best && best > 0 ? 'leader' : ''}>
            <th scope="row">
              {r.name}
              {totals[i] === best && best > 0 ? <span class="leader-mark"> ★</span> : null}
            </th>
            {Array.from({ length: roundCount }, (_, j) => (
              <td key={j}>{r.rounds[j] === undefined ? '–' : formatNumber(r.rounds[j])}</td>
            ))}
            <td class="total">{formatNumber(totals[i] ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
