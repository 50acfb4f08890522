/** DiceCulus numbers on screen the local way (grouping, true minus); the engine's own text stays language-neutral. */
import type { Rat } from '../../core/exact';
import { formatNumber, formatSigned } from '../../i18n';

/** A score that may be negative: 1 234, −12. */
export const scoreText = (n: number): string => formatSigned(n);

/** An END GAME SCORE (a whole number, or a fraction when the rule divides): 1 234, −7/2. */
export const ratText = (r: Rat): string => (r.d === 1n ? formatSigned(r.n) : `${formatSigned(r.n)}/${formatNumber(r.d)}`);
