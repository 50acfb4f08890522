/**
 * DiceCulus's mathematics in words on screen: a card's value, its rounding to
 * the round's points (.5 away from zero: −5/2 = −2.5 → −3), a charity share
 * (35 ÷ 2 = 17.5 → 18 each) and a GRAND TOTAL's digits (277 → 2 + 7 + 7 = 16),
 * written the local way (decimal comma in French and Spanish, true minus).
 */
import { ratToNumber, ratToString, type Rat } from '../../core/exact';
import { pointsOf, roundHalfAway, valueText, type Value } from '../../games/diceculus/expr';
import { grandTotal, type GrandRule } from '../../games/diceculus/scoring';
import { formatNumber, formatSigned, localDecimals } from '../../i18n';

const minus = (s: string): string => s.replace(/-/g, '−');

/** A card's value as worked: `8`, `−5/2`, `≈2.449`; null when it has none. */
export function valueWords(v: Value): string | null {
  if (!v.ok) return null;
  if (v.exact) return localDecimals(minus(ratToString(v.v)));
  return `≈${localDecimals(minus(valueText(v) ?? ''))}`;
}

/** A decimal to two places at most, the local way (−2.5, 2.33). */
const decimal = (x: number): string => minus(formatNumber(Math.round(x * 100) / 100, { maximumFractionDigits: 2 }));

/** Whether a decimal to two places is the number exactly. */
const exactTo2 = (x: number): boolean => Math.abs(Math.round(x * 100) / 100 - x) < 1e-12;

/** The step from a value that is not whole to its points: `−5/2 = −2.5 → −3`, `7/3 ≈ 2.33 → 2`; null for a whole value or none. */
export function roundingStep(v: Value): string | null {
  if (!v.ok) return null;
  if (v.exact) {
    if (v.v.d === 1n) return null;
    const x = ratToNumber(v.v);
    return `${valueWords(v)} ${exactTo2(x) ? '=' : '≈'} ${decimal(x)} → ${formatSigned(pointsOf(v))}`;
  }
  return `${valueWords(v)} → ${formatSigned(pointsOf(v))}`;
}

/** A charity share: `35 ÷ 2 = 17.5 → 18`, or `30 ÷ 2 = 15`; the donor's points alone when there is one recipient. */
export function shareStep(points: number, recipients: number): string {
  const share = roundHalfAway({ n: BigInt(points), d: BigInt(recipients) } as Rat);
  if (recipients === 1) return formatSigned(points);
  const x = points / recipients;
  const head = `${formatSigned(points)} ÷ ${formatNumber(recipients)}`;
  if (Number.isInteger(x)) return `${head} = ${formatSigned(share)}`;
  return `${head} ${exactTo2(x) ? '=' : '≈'} ${decimal(x)} → ${formatSigned(share)}`;
}

/** How a TOTAL SUM makes its GRAND TOTAL under the stage's rule: `277 → 2 + 7 + 7 = 16`, `−11 → −(1 + 1) = −2`. */
export function grandSteps(total: number, rule: GrandRule): string {
  const digits = String(Math.abs(total)).split('');
  const neg = total < 0;
  const wrap = (s: string): string => (neg ? `−(${s})` : s);
  const head = formatSigned(total);
  if (rule === 'digit-product') return `${head} → ${wrap(digits.join(' × '))} = ${formatSigned(grandTotal(total, rule))}`;
  if (digits.length === 1) return `${head} → ${formatSigned(total)}`;
  let t = (neg ? -1 : 1) * digits.reduce((a, d) => a + Number(d), 0);
  let text = `${head} → ${wrap(digits.join(' + '))} = ${formatSigned(t)}`;
  while (rule === 'digital-root' && Math.abs(t) >= 10) {
    const ds = String(Math.abs(t)).split('');
    const next = (t < 0 ? -1 : 1) * ds.reduce((a, d) => a + Number(d), 0);
    text += ` → ${t < 0 ? `−(${ds.join(' + ')})` : ds.join(' + ')} = ${formatSigned(next)}`;
    t = next;
  }
  return text;
}
