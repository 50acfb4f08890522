/** The strategy helper's report on one player's round, in words. */
import type { HelperReport } from '../../../workers/diceculus/helper';
import { formatNumber, t } from '../../i18n';

const splitText = (sp: Partial<Record<string, number>>): string =>
  Object.entries(sp)
    .map(([l, n]) => `${l}:${n}`)
    .join(' ');
/** An expected score to one decimal, the local way (3.5 in English, 3,5 in French and Spanish). */
const fmt = (x: number): string => formatNumber(Math.round(x * 10) / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).replace('-', '−');

export function HelperView(props: { report: HelperReport | null; failed?: string | undefined }) {
  const r = props.report;
  if (props.failed !== undefined)
    return (
      <p class="form-error" role="alert">
        {props.failed}
      </p>
    );
  if (!r) return <p aria-busy="true">{t('diceculus.helperWorking')}</p>;
  return (
    <div class="dc-helper">
      {r.claimed && <p>{t('diceculus.helperClaimed')}</p>}
      <p>{t('diceculus.helperYour', { split: splitText(r.split), ev: fmt(r.ev) })}</p>
      <p>
        <strong>{t('diceculus.helperBest', { split: splitText(r.best.split), ev: fmt(r.best.ev) })}</strong>
      </p>
      <ul>
        {r.decisions.map((d, i) => (
          <li key={i}>
            {t('diceculus.helperDecision', {
              letter: d.letter,
              k: d.roll,
              sum: d.sum,
              keep: fmt(d.keep),
              again: fmt(d.again),
              chance: `${Math.round(d.better * 100)}%`,
              chose: t(`diceculus.helperChose.${d.chose}`),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
