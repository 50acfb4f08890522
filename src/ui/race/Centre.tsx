/**
 * The middle of the race table: the glass that is running, what the last
 * call was (stressed for a few seconds when it is new, so a computer's call
 * is seen as it happens), the round's calls so far, what each computer seat
 * is doing, "I'm done — finish the round" when only computers are left to
 * act, and the table's actions (the plug-in adds its own, e.g. TUF's hint).
 */
import { toChildArray, type ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Call, ComputerPlan, RoundState, SeatInfo } from '../../games/race/types';
import { formatClock, timerView, type TimerRun } from '../../core/timer';
import { SandTimer } from '../components/SandTimer';
import { onTick } from '../components/ticker';
import { uiClock } from '../clock';
import { SIDES } from './Table';
import { t } from '../../i18n';
import { callWord, gameT, type RaceGame } from './words';
import './race.css';

/** How long a new call stays stressed on the table. */
export const NEWS_MS = 5000;

/** Whether the round's last call is still news at `at` (stressed on the table). */
export function callIsNews(round: Pick<RoundState, 'calls'>, at: number): boolean {
  const last = round.calls[round.calls.length - 1];
  return last !== undefined && at - last.at < NEWS_MS;
}

/**
 * What a race table's centre shows that every game gives it, as the values a
 * play screen's `Kept` compares: the round (its calls, plans, glass), whether
 * the last call is still news, the seats, the names, the status line, how
 * many people sit around the table, the table's layout (the glass's size) and
 * who may finish the round. A game adds its own (its buttons, its hint).
 */
export function centreShows(
  round: Pick<RoundState, 'calls'>,
  seats: readonly SeatInfo[],
  names: readonly string[],
  status: string,
  table: { people: number; layout: string; finisher: number | null },
): unknown[] {
  return [round, callIsNews(round, uiClock().now()), seats, names.join('\n'), status, table.people, table.layout, table.finisher];
}

/** The time left as the copies show it ('' without a glass). */
const clockText = (run: TimerRun | null, at: number): string => (run ? formatClock(timerView(run, at).remainingMs) : '');

/**
 * The time and status repeated facing the other sides of a shared table. It
 * follows the screen's one clock (ticker.ts) and renders again when the shown
 * second changes, so the table around it does not render on every tick.
 */
function StatusCopies(props: { sides: readonly string[]; run: TimerRun | null; status: string }) {
  const [clock, setClock] = useState(() => clockText(props.run, uiClock().now()));
  useEffect(() => {
    setClock(clockText(props.run, uiClock().now()));
    if (!props.run) return;
    const run = props.run;
    return onTick(() => setClock(clockText(run, uiClock().now())));
  }, [props.run]);
  const text = [clock, props.status].filter((x) => x !== '').join(' · ');
  if (text === '') return null;
  return (
    <>
      {props.sides.map((side) => (
        <p key={side} class={`tuf-status-copy is-${side}`} aria-hidden="true">
          {text}
        </p>
      ))}
    </>
  );
}

/** The glass as a seat's own copy shows it: its colour and the time left ('' without a glass). */
const glassText = (run: TimerRun | null, at: number): { colour: string; clock: string } | null => {
  if (!run) return null;
  const v = timerView(run, at);
  return { colour: t(`timer.${v.color}` as 'timer.red'), clock: formatClock(v.remainingMs) };
};

/**
 * What faces one seat of a shared table, turned with it (`RaceSide`'s `facing`): the glass's colour and time, the
 * status, and that person's own buttons (TUF words' TUF ERROR). The time and status are the centre's, read by a screen
 * reader there once (hidden here); the buttons are this seat's alone. It follows the screen's one clock (ticker.ts)
 * and renders again when the shown second changes.
 */
export function SeatFacing(props: { run: TimerRun | null; status: string; children?: ComponentChildren }) {
  const [glass, setGlass] = useState(() => glassText(props.run, uiClock().now()));
  useEffect(() => {
    setGlass(glassText(props.run, uiClock().now()));
    if (!props.run) return;
    const run = props.run;
    return onTick(() =>
      setGlass((g) => {
        const next = glassText(run, uiClock().now());
        return g && next && g.clock === next.clock && g.colour === next.colour ? g : next;
      }),
    );
  }, [props.run]);
  return (
    <div class="race-facing">
      {glass && (
        <p class="race-facing-time" aria-hidden="true">
          <span class="race-facing-colour">{glass.colour.toUpperCase()}</span>
          {glass.clock}
        </p>
      )}
      {props.status !== '' && (
        <p class="race-facing-status" aria-hidden="true">
          {props.status}
        </p>
      )}
      {toChildArray(props.children).length > 0 && <div class="race-facing-actions">{props.children}</div>}
    </div>
  );
}

export function RaceCentre(props: {
  game: RaceGame;
  seats: readonly SeatInfo[];
  round: Pick<RoundState, 'timer' | 'calls' | 'plans' | 'finish'>;
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
  /** Each seat shows the time and status itself (`SeatFacing`): no copies in the centre. */
  seatsFace?: boolean;
  /** Order play: every call is a TUF! and counts no cubes. */
  order?: boolean;
  /** "I'm done — finish the round", offered when a person who has called is waiting only for computers. */
  onFinish?: (() => void) | null;
}) {
  const { game, round, names } = props;
  const calls: readonly Call[] = round.calls;
  const last = calls[calls.length - 1];
  // Copies for the people across and beside the table (the original faces the bottom seat); hidden
  // from screen readers, which read the original once.
  const copies = !props.seatsFace && (round.timer || props.status !== '') ? SIDES.slice(1, Math.min(SIDES.length, props.people ?? 1)) : [];
  const fresh = callIsNews(round, uiClock().now());
  // the round's calls, in order, when more than one seat races (struck ones marked)
  const history = props.seats.length > 1 && calls.length > 0;
  return (
    <div class={`tuf-centre ${copies.length > 0 ? 'has-copies' : ''}`}>
      {copies.length > 0 && <StatusCopies sides={copies} run={round.timer} status={props.status} />}
      {round.timer && <SandTimer run={round.timer} size={props.timerSize} />}
      <div class="tuf-status">
        <p class={`tuf-status-line ${fresh ? 'is-news' : ''}`} aria-live="polite" data-news={fresh ? 'yes' : 'no'}>
          {props.status}
        </p>
        {history && (
          <ol class="race-calls" aria-label={t('race.callsHeading')}>
            {calls.map((c, i) => (
              <li key={i} class={c.struck ? 'is-struck' : ''}>
                {props.order
                  ? t('race.callEntryOrder', { call: gameT(game, 'call.0'), name: names[c.seat] ?? '' })
                  : t('race.callEntry', { call: callWord(game, i), name: names[c.seat] ?? '', n: c.value })}
                {c.struck ? ` ${t('race.callStruck')}` : ''}
              </li>
            ))}
          </ol>
        )}
        {props.seats.map((s, i) => {
          // the status line already says what the last caller did
          if (s.kind !== 'computer' || last?.seat === i) return null;
          const plan: ComputerPlan | null = round.plans[i] ?? null;
          const name = names[i] ?? '';
          const called = calls.some((c) => c.seat === i);
          const text = called
            ? gameT(game, 'computerCalled', { name, n: [...calls].reverse().find((c) => c.seat === i)?.value ?? 0 })
            : !plan?.acted
              ? gameT(game, 'computerThinking', { name })
              : plan.submission === null
                ? gameT(game, 'computerNone', { name })
                : gameT(game, 'computerHolding', { name });
          return (
            <p key={i} class="tuf-computer" data-plan={plan ? 'ready' : 'asking'}>
              {text}
            </p>
          );
        })}
        <div class="tuf-centre-actions">
          {props.onFinish && (
            <button type="button" class="btn btn-small btn-primary race-finish" onClick={props.onFinish}>
              {t('race.finish')}
            </button>
          )}
          {props.actions}
        </div>
        {props.round.finish && <p class="tuf-muted race-finishing">{t('race.finishing')}</p>}
        {props.note}
      </div>
    </div>
  );
}
