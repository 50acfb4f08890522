/**
 * "TUF ERROR on …?": a wrong TUF ERROR costs 5, so it is never one tap. The one confirmation both TUF words screens
 * ask (the table while the round runs, the results after it): the crossword being challenged, what is at stake, yes
 * or go back. At a shared table it faces the person who called it, as their seat does (`facing`).
 */
import { ConfirmDialog, type DialogFacing } from '../components/Dialog';
import { t } from '../../i18n';
import { SIDES } from '../race/Table';
import { Crossword } from './Crossword';
import { callLabel } from './labels';

/** The side of the table a person sits at (people in seat order: bottom, top, left, right); one person alone reads it upright. */
export function sideOf(humans: readonly number[], seat: number): DialogFacing {
  const k = humans.indexOf(seat);
  return humans.length < 2 || k < 0 ? 'bottom' : (SIDES[k] ?? 'bottom');
}

export function ChallengeConfirm(props: {
  /** Who calls TUF ERROR, and on which call of the round (its index in `calls`). */
  by: number;
  call: number;
  /** The round's calls: whose each is and its crossword (grid notation). */
  calls: readonly { seat: number; submission: string }[];
  names: readonly string[];
  /** The people at the table, in seat order: the dialog faces the side the caller of TUF ERROR sits at. */
  humans: readonly number[];
  onYes(): void;
  onClose(): void;
}) {
  const { names } = props;
  const challenged = props.calls[props.call];
  if (!challenged) return null;
  const name = names[props.by] ?? '';
  const caller = names[challenged.seat] ?? '';
  return (
    <ConfirmDialog
      open
      facing={sideOf(props.humans, props.by)}
      title={t('words.challengeAsk', { name, caller, call: callLabel(props.call) })}
      yes={t('words.challengeYes')}
      no={t('words.challengeNo')}
      onYes={props.onYes}
      onClose={props.onClose}
    >
      <Crossword grid={challenged.submission} label={t('words.seatLabel', { name: caller })} />
      <p>{t('words.challengeAskText', { name })}</p>
    </ConfirmDialog>
  );
}
