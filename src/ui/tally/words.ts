/**
 * Tally Rally's refusals in words. The engine gives codes with values only;
 * every sentence is in the catalogue under `tally.refuse.<code>`.
 */
import type { BoardIssue } from '../../games/tally/board';
import type { Reason } from '../../games/tally/equation';
import type { ImportIssue, ParamsIssue } from '../../games/tally/round';
import { refusalText, t, type MessageKey } from '../i18n';

/** Why an equation does not count. */
export const reasonText = (r: Reason): string => refusalText('tally', r);

/** Why a results code cannot be added (with the equation's own reason when one does not count). */
export function importIssueText(issue: ImportIssue): string {
  if (issue.inner) return t('tally.refuse.import.badEquationWhy', { ...issue.vars, why: reasonText(issue.inner) });
  return refusalText('tally', { code: `import.${issue.code}`, vars: issue.vars });
}

/** Why a text is not a board. */
export const boardIssueText = (issue: BoardIssue): string => t(`tally.refuse.board.${issue.code}` as MessageKey, issue.vars);

/** Why a board code's settings cannot be used. */
export function paramsIssueText(issue: ParamsIssue): string {
  return issue.code === 'board' ? boardIssueText(issue.board) : refusalText('tally', { code: `params.${issue.code}`, vars: issue.vars });
}
