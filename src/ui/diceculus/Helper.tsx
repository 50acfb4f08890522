/**
 * The strategy helper's report on one player's round, in words: what the
 * round rewarded (its points, the GRAND TOTAL in a stage's last round, or
 * fewer points in stage IV), the player's split against the best one in
 * hindsight, and a verdict on each keep-or-roll choice ("rolling again was
 * better by 4 points").
 */
import type { Aim, HelperReport } from '../../../workers/diceculus/helper';
import type { GrandRule } from '../../games/diceculus/scoring';
import { formatNumber, formatSigned, t } from '../../i18n';

/** A split as a child reads it: "a 3 dice, b 2 dice" → written `a:3 b:2`. */
export const splitText = (sp: Partial<Record<string, number>>): string =>
  Object.entries(sp)
    .map(([l, n]) => `${l}:${n}`)
    .join(' ');
/** An expected score to one decimal, the local way (3.5 in English, 3,5 in French and Spanish). */
const fmt = (x: number): string => formatNumber(Math.round(x * 10) / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).replace('-', '−');

/** A worth in the round's units: points, points given away, or a GRAND TOTAL. */
const worth = (aim: Aim, x: number): string => t(`diceculus.helperWorth.${aim}`, { x: fmt(x) });
/** A difference between two worths: points (kept or given away) or GRAND TOTAL. */
const by = (aim: Aim, x: number): string => t(aim === 'grand' ? 'diceculus.helperBy.grand' : 'diceculus.helperBy.points', { x: fmt(x) });

export function HelperView(props: { report: HelperReport | null; failed?: string | undefined; grand: GrandRule }) {
  const r = props.report;
  if (props.failed !== undefined)
    return (
      <p class="form-error" role="alert">
        {props.failed}
      </p>
    );
  if (!r) return <p aria-busy="true">{t('diceculus.helperWorking')}</p>;
  return (
    // focusable, so a keyboard can scroll a long report in its dialog
    <div class="dc-helper" tabIndex={0} role="region" aria-label={t('diceculus.helper')}>
      <p class="dc-helper-aim">
        {r.aim === 'grand'
          ? t('diceculus.helperAim.grand', { rule: t(`diceculus.grand.${props.grand}`), running: formatSigned(r.running) })
          : t(`diceculus.helperAim.${r.aim}`)}
      </p>
      {r.claimed && <p>{t('diceculus.helperClaimed')}</p>}
      <p>{t('diceculus.helperYour', { split: splitText(r.split), ev: worth(r.aim, r.ev) })}</p>
      <p>
        <strong>{t('diceculus.helperBest', { split: splitText(r.best.split), ev: worth(r.aim, r.best.ev) })}</strong>
      </p>
      <ul>
        {r.decisions.map((d, i) => (
          <li key={i}>
            {t('diceculus.helperDecision', { letter: d.letter, k: d.roll, sum: d.sum, keep: worth(r.aim, d.keep), again: worth(r.aim, d.again) })}{' '}
            <strong>
              {d.best === 'even' ? t('diceculus.helperVerdict.even') : t(`diceculus.helperVerdict.${d.best}`, { sum: d.sum, by: by(r.aim, d.by) })}
            </strong>{' '}
            {t(`diceculus.helperChose.${d.chose}`)}
            {(d.best === 'even' || d.best === d.chose) && ` ${t('diceculus.helperGood')}`}{' '}
            <span class="dc-muted">{t('diceculus.helperChance', { sum: d.sum, chance: `${Math.round(d.better * 100)}%` })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
