/** The score table drawn like the paper one: per stage the round scores, the TOTAL SUM and the GRAND TOTAL; the END GAME SCORE. */
import { ROMAN, STAGES } from '../../games/diceculus/cards';
import { charityGaps, roundsPerStage, scoreTable, type DiceState } from '../../games/diceculus/game';
import { t } from '../../i18n';
import { ratText, scoreText } from './numbers';

export function ScoreTable(props: { state: DiceState; compact?: boolean }) {
  const s = props.state;
  const table = scoreTable(s);
  const per = roundsPerStage(s.params, s.players.length);
  const stages = STAGES.filter((st) => st === 1 || s.rounds.some((r) => r.stage === st));
  // stage IV across devices: who received from whom because nobody chose them
  const covers = s.rounds.flatMap((r) =>
    r.scores ? charityGaps(s, r).map((g) => ({ round: r.index + 1, name: s.players[g.seat]?.name ?? '', donor: s.players[g.donor]?.name ?? '' })) : [],
  );
  return (
    <div class="dc-table-wrap" tabIndex={0} role="region" aria-label={t('diceculus.table')}>
      <table class={`dc-table ${props.compact ? 'is-compact' : ''}`}>
        <caption class="visually-hidden">{t('diceculus.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('diceculus.tablePlayer')}</th>
            {stages.map((st) => (
              <th scope="col" key={st} colSpan={per + 1}>
                {t('diceculus.stage', { roman: ROMAN[st], name: t(`diceculus.stageName.${st}`) })}
              </th>
            ))}
            <th scope="col">{t('diceculus.endScore')}</th>
          </tr>
        </thead>
        <tbody>
          {s.players.map((pl, p) => (
            <tr key={p} class={table.winners.includes(p) ? 'is-winner' : ''}>
              <th scope="row">{pl.name}</th>
              {stages.map((st) => {
                const row = table.players[p]?.[st - 1];
                return [
                  ...Array.from({ length: per }, (_, i) => {
                    const score = row?.rounds[i];
                    const total = row?.totals[i];
                    return (
                      <td key={`${st}-${i}`} class="dc-cell">
                        {score === undefined ? (
                          <span class="dc-empty" aria-hidden="true">
                            ·
                          </span>
                        ) : (
                          <>
                            <span class="dc-round" title={t('diceculus.roundScore')}>
                              {scoreText(score)}
                            </span>
                            <span class="dc-total" title={t('diceculus.totalSum')}>
                              {scoreText(total ?? 0)}
                            </span>
                          </>
                        )}
                      </td>
                    );
                  }),
                  <td key={`${st}-g`} class="dc-grand" title={t('diceculus.grandTotal')}>
                    {row?.grand === null || row?.grand === undefined ? '' : scoreText(row.grand)}
                  </td>,
                ];
              })}
              <td class="dc-end">{table.end ? ratText(table.end[p]!) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!props.compact && <p class="dc-muted dc-slide">{t('diceculus.tableSlide')}</p>}
      <p class="dc-legend">
        <span class="dc-round">{t('diceculus.roundScore')}</span> <span class="dc-total">{t('diceculus.totalSum')}</span>{' '}
        <span class="dc-grand">{t('diceculus.grandTotal')}</span>
      </p>
      {covers.length > 0 && (
        <ul class="dc-covers">
          {covers.map((c) => (
            <li key={`${c.round}-${c.name}`}>{t('diceculus.coverNote', c)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
