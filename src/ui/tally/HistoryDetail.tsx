/** Tally Rally in the history: each player's sheet (equations, points, struck ones marked). */
import { isObj, str } from '../historyMeta';
import { t } from '../../i18n';

export function TallyHistoryDetail(props: { meta: Record<string, unknown> }) {
  const sheets = Array.isArray(props.meta.sheets) ? props.meta.sheets.filter(isObj).slice(0, 8) : [];
  if (sheets.length === 0) return null;
  return (
    <div class="history-detail">
      {typeof props.meta.board === 'string' && (
        <p class="history-fact">{t('history.tallyBoard', { board: props.meta.board.replace(/(\d{4})(?=\d)/g, '$1 ') })}</p>
      )}
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
