/**
 * Tally Rally's refusals in words. The engine gives codes with values only;
 * every sentence is in the catalogue under `tally.refuse.<code>`.
 */
import type { BoardIssue } from '../../games/tally/board';
import type { Refusal } from '../../core/refusal';
import type { ImportIssue, ParamsIssue } from '../../games/tally/round';
import { refusalText, t, type MessageKey } from '../../i18n';

/** Why an equation does not count. */
export const reasonText = (r: Refusal): string => refusalText('tally', r);

/** Why a results code cannot be added (with the equation's own reason when one does not count). */
export function importIssueText(issue: ImportIssue): string {
  if (issue.cause) return t('tally.refuse.import.badEquationWhy', { ...issue.vars, why: reasonText(issue.cause) });
  return refusalText('tally', { code: `import.${issue.code}`, vars: issue.vars });
}

/** Why a text is not a board. */
export const boardIssueText = (issue: BoardIssue): string => t(`tally.refuse.board.${issue.code}` as MessageKey, issue.vars);

/** Why a board code's settings cannot be used. */
export function paramsIssueText(issue: ParamsIssue): string {
  return issue.code === 'board' ? boardIssueText(issue.cause) : refusalText('tally', { code: `params.${issue.code}`, vars: issue.vars });
}
