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
  /** Who calls TUF ERROR, on whose call (its index in the round) and its crossword (grid notation). */
  by: number;
  caller: number;
  call: number;
  grid: string;
  names: readonly string[];
  facing: DialogFacing;
  onYes(): void;
  onClose(): void;
}) {
  const { names } = props;
  const name = names[props.by] ?? '';
  const caller = names[props.caller] ?? '';
  return (
    <ConfirmDialog
      open
      facing={props.facing}
      title={t('words.challengeAsk', { name, caller, call: callLabel(props.call) })}
      yes={t('words.challengeYes')}
      no={t('words.challengeNo')}
      onYes={props.onYes}
      onClose={props.onClose}
    >
      <Crossword grid={props.grid} label={t('words.seatLabel', { name: caller })} />
      <p>{t('words.challengeAskText', { name })}</p>
    </ConfirmDialog>
  );
}
