/**
 * The middle of the race table: the glass that is running, what the last
 * call was, what each computer seat is doing, and the table's actions (the
 * plug-in adds its own, e.g. TUF's hint).
 */
import type { ComponentChildren } from 'preact';
import type { Call, ComputerPlan, RoundState, SeatInfo } from '../../games/race/types';
import { formatClock, timerView } from '../../core/timer';
import { SandTimer } from '../components/SandTimer';
import { SIDES } from './Table';
import { gameT } from './words';
import './race.css';

export function RaceCentre(props: {
  game: string;
  seats: readonly SeatInfo[];
  round: Pick<RoundState, 'timer' | 'calls' | 'plans'>;
  names: readonly string[];
  /** The status line (the last call, or what the table waits for). */
  status: string;
  timerSize: number;
  /** Buttons under the status. */
  actions?: ComponentChildren;
  /** A note under the actions (e.g. a hint), announced politely. */
  note?: ComponentChildren;
  /** People around a shared table: the time and status are repeated facing each side other than the bottom. */
  people?: number;
}) {
  const { game, round, names } = props;
  const calls: readonly Call[] = round.calls;
  const last = calls[calls.length - 1];
  // Copies for the people across and beside the table (the original faces the bottom seat); hidden
  // from screen readers, which read the original once.
  const clock = round.timer ? formatClock(timerView(round.timer, Date.now()).remainingMs) : '';
  const copyText = [clock, props.status].filter((x) => x !== '').join(' · ');
  const copies = copyText === '' ? [] : SIDES.slice(1, Math.min(SIDES.length, props.people ?? 1));
  return (
    <div class={`tuf-centre ${copies.length > 0 ? 'has-copies' : ''}`}>
      {copies.map((side) => (
        <p key={side} class={`tuf-status-copy is-${side}`} aria-hidden="true">
          {copyText}
        </p>
      ))}
      {round.timer && <SandTimer run={round.timer} size={props.timerSize} />}
      <div class="tuf-status">
        <p class="tuf-status-line" aria-live="polite">
          {props.status}
        </p>
        {props.seats.map((s, i) => {
          // the status line already says what the last caller did
          if (s.kind !== 'computer' || last?.seat === i) return null;
          const plan: ComputerPlan | null = round.plans[i] ?? null;
          const name = names[i] ?? '';
          const called = calls.some((c) => c.seat === i);
          const text = called
            ? gameT(game, 'computerCalled', { name, n: [...calls].reverse().find((c) => c.seat === i)?.value ?? 0 })
            : !plan || !plan.acted
              ? gameT(game, 'computerThinking', { name })
              : plan.equation === null
                ? gameT(game, 'computerNone', { name })
                : gameT(game, 'computerHolding', { name });
          return (
            <p key={i} class="tuf-computer" data-plan={plan ? 'ready' : 'asking'}>
              {text}
            </p>
          );
        })}
        <div class="tuf-centre-actions">{props.actions}</div>
        {props.note}
      </div>
    </div>
  );
}
