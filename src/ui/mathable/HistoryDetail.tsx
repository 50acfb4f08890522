/** Mathable in the history: every turn in order (tiles placed and points, exchanges, passes). */
import { isObj, str } from '../historyMeta';
import { t } from '../../i18n';

export function MathableHistoryDetail(props: { meta: Record<string, unknown> }) {
  const log = Array.isArray(props.meta.log) ? props.meta.log.filter(isObj).slice(0, 400) : [];
  if (log.length === 0) return null;
  return (
    <div class="history-detail">
      <ol class="history-turns">
        {log.map((r, i) => (
          <li key={i}>
            {Array.isArray(r.placed)
              ? t('mathable.lastTurn.placed', {
                  name: str(r.name),
                  tiles: r.placed.map(str).join(', '),
                  points: t('mathable.pointCount', { count: Number(r.points) || 0 }),
                })
              : typeof r.exchanged === 'number'
                ? t('mathable.lastTurn.exchanged', { name: str(r.name), count: r.exchanged })
                : t('mathable.lastTurn.pass', { name: str(r.name) })}
          </li>
        ))}
      </ol>
    </div>
  );
}
