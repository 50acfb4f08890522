/**
 * The end of a race round, the same for every race game: how the round ended,
 * each seat's points (the final declarer marked), the plug-in's rendering of
 * each submission, TUF ERROR challenges, the scores across rounds and, after
 * the last round, the winner. On a shared device the results turn to face
 * each person in turn. The plug-in adds what only it knows (`submission`,
 * `footer`: TUF's normal notation, best equation and result code; `late`:
 * TUF words' best crosswords). Nothing a student taps moves when the
 * worker's best answers arrive: a line keeps its room from the start
 * (`Room`), a large answer comes after the buttons (`late`).
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Judgement, RaceState, RoundState, SeatResult } from '../../games/race/types';
import { standingCall } from '../../games/race/engine';
import { Scoreboard } from '../components/Scoreboard';
import { t } from '../../i18n';
import { hrefFor } from '../router';
import { SIDES } from './Table';
import { callWord, gameT, type RaceGame, type SharedKey } from './words';
import './race.css';

/**
 * What a race game's results screen is given by its play screen: the match, the players' names, the worker's best
 * answers (by `bestKey`: the round and the seat's hand), and what the buttons do.
 */
export interface ResultsScreenProps<S, B> {
  state: S;
  names: string[];
  best: Record<string, B | 'loading' | 'failed'>;
  onChallenge(by: number, call: number): void;
  onNext(): void;
  /** A new match with the same settings and names on a new roll. */
  onRematch(): void;
  /** A live lesson the teacher leads: the next round starts from the teacher's board, so the screen says to wait (no next-round button). */
  waiting?: boolean | undefined;
}

/** The key of the worker's best answer for a hand (the game's text of its cubes) in a round, as the race table stores it. */
export const bestKey = (round: { index: number }, hand: string): string => `${round.index}:${hand}`;

/**
 * After the last round of one person playing alone (with or without computers sharing the device: one human seat),
 * that person's points per round, for the result code compared across devices; null otherwise.
 */
export function soloPoints<R>(
  state: { phase: string; seats: readonly { kind: string }[]; rounds: readonly R[] },
  solitaire: boolean,
  roundPoints: (round: R) => number[],
): number[] | null {
  if (state.phase !== 'finished' || !solitaire || state.seats.filter((s) => s.kind === 'human').length !== 1) return null;
  return state.rounds.map((r) => roundPoints(r).reduce((a, b) => a + b, 0));
}

export function RaceResults<J extends Judgement>(props: {
  game: RaceGame;
  state: RaceState<unknown, unknown, J>;
  names: readonly string[];
  /** The race's points per seat in a round (challenges included) and the winners. */
  roundPoints(round: RoundState<unknown, J>): number[];
  winners: number[];
  /** Rounds in the match (with a point goal: the most it plays). */
  rounds: number;
  /** A point goal, when the match plays to one. */
  goal?: number | undefined;
  /** TUF ERROR is offered on every call. */
  challenges: boolean;
  /** No winner line (one player alone: the footer says the total instead). */
  noWinner?: boolean;
  /** The plug-in's rendering of a seat's submission (or of none) and what follows it. */
  submission(result: SeatResult<J>, round: RoundState<unknown, J>): ComponentChildren;
  /** After the last round, above the buttons (e.g. a result code). */
  footer?: ComponentChildren;
  /**
   * What arrives late and is large (TUF words' best crosswords, worked out by the worker after the results show):
   * after everything a student taps, so its arrival moves no button or field under a finger.
   */
  late?: ComponentChildren;
  /** One seat alone: the catalogue key (under the game) of the final line, `{name}` and total `{n}` (default `finalAlone`). */
  alone?: SharedKey<'tuf'>;
  /** Order play: calls count no cubes (no "last call" line). */
  order?: boolean;
  onChallenge(by: number, call: number): void;
  /**
   * The game's confirmation of a TUF ERROR before it is made (a wrong one costs points): given who calls it on which call,
   * with `yes` to make it and `close` to go back. Without it a TUF ERROR button challenges at once.
   */
  confirm?: (ask: { by: number; call: number }, yes: () => void, close: () => void) => ComponentChildren;
  onNext(): void;
  onRematch(): void;
  /** The teacher starts the next round (a live lesson she leads): a note to wait where the next-round button would be. */
  waiting?: boolean | undefined;
}) {
  const { game, state, names } = props;
  const round = state.rounds[state.rounds.length - 1];
  /** On a shared device the results turn to face each person in turn (index into the people's sides). */
  const [facing, setFacing] = useState(0);
  /** A TUF ERROR asked for and not yet confirmed (games with a `confirm`). */
  const [asking, setAsking] = useState<{ by: number; call: number } | null>(null);
  if (!round?.end) return null;
  const pts = props.roundPoints(round);
  const finished = state.phase === 'finished';
  const win = props.winners;
  const humans = state.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const side = SIDES[facing % Math.max(1, Math.min(humans.length, SIDES.length))] ?? 'bottom';
  const nextSeat = humans[(facing + 1) % Math.max(1, humans.length)] ?? 0;
  const reason = round.end.reason;
  const endedText =
    reason === 'finish'
      ? t('race.endedBy.finish')
      : // alone at the table, the round's end speaks to the one player ("You said you were done", not "Everyone locked…")
        gameT(game, state.seats.length === 1 && (reason === 'all-cubes' || reason === 'all-done') ? `endedBy.${reason}.solo` : `endedBy.${reason}`);
  // the last call comes first: who called what with how many cubes (several seats racing)
  const lastCall = !props.order && state.seats.length > 1 ? standingCall(round) : undefined;
  const lastIndex = lastCall ? round.calls.indexOf(lastCall) : -1;
  return (
    <div class={`tuf-results-frame tuf-facing-${side}`}>
      <div class={`tuf-results ${side === 'top' ? 'is-turned' : ''}`}>
        <div class="tuf-results-top">
          <div class="race-ended">
            {lastCall && (
              <p class="race-last-call">{t('race.lastCall', { name: names[lastCall.seat] ?? '', call: callWord(game, lastIndex), n: lastCall.value })}</p>
            )}
            <p class="tuf-ended">{endedText}</p>
          </div>
          {humans.length > 1 && (
            <button type="button" class="btn btn-small tuf-turn" aria-pressed={side !== 'bottom'} onClick={() => setFacing((f) => (f + 1) % humans.length)}>
              <span aria-hidden="true">⟲ </span>
              {gameT(game, 'turnResults', { name: names[nextSeat] ?? '' })}
            </button>
          )}
        </div>
        <ul class="tuf-result-list">
          {round.end.results.map((r) => (
            <li key={r.seat} class="tuf-result">
              <div class="tuf-result-head">
                <span class="tuf-result-name">{names[r.seat]}</span>
                <span class="tuf-result-points">
                  {gameT(game, 'points', { n: pts[r.seat] ?? 0 })}
                  {r.finalDeclarer && <span class="tuf-badge"> {gameT(game, 'finalDeclarer')}</span>}
                </span>
              </div>
              {props.submission(r, round)}
            </li>
          ))}
        </ul>
        {props.challenges && round.calls.length > 0 && (
          <section class="tuf-challenges" aria-label={gameT(game, 'challenges')}>
            <h2>{gameT(game, 'challenges')}</h2>
            <p class="tuf-muted tuf-challenges-help">{gameT(game, 'challengesHelp')}</p>
            {round.calls.map((c, ci) => (
              <div key={ci} class="button-row">
                <span class="tuf-call-name">
                  {callWord(game, ci)} {names[c.seat]}
                </span>
                {humans
                  .filter((h) => h !== c.seat)
                  .map((h) => {
                    const done = round.challenges.find((x) => x.by === h && x.call === ci);
                    return done ? (
                      <span key={h} class={done.upheld ? 'tuf-true' : 'tuf-false'}>
                        {gameT(game, done.upheld ? 'challengeUpheld' : 'challengeWrong', { name: names[h] ?? '', n: done.points })}
                      </span>
                    ) : (
                      <button
                        key={h}
                        type="button"
                        class="btn btn-small"
                        onClick={() => (props.confirm ? setAsking({ by: h, call: ci }) : props.onChallenge(h, ci))}
                      >
                        {gameT(game, 'challengeBy', { name: names[h] ?? '', caller: names[c.seat] ?? '' })}
                      </button>
                    );
                  })}
              </div>
            ))}
          </section>
        )}
        <div class="tuf-scores" tabIndex={0} role="region" aria-label={gameT(game, 'scoresCaption')}>
          <Scoreboard
            caption={gameT(game, 'scoresCaption')}
            rows={state.seats.map((_, i) => ({ name: names[i] ?? '', rounds: state.rounds.map((r) => props.roundPoints(r)[i] ?? 0) }))}
          />
        </div>
        {finished ? (
          <div class="tuf-final">
            {!props.noWinner && (
              <p class={`tuf-winner ${state.seats.length === 1 ? 'is-alone' : ''}`} role="status">
                {state.seats.length === 1
                  ? // alone at the table (solitaire, or one device of several before the codes are compared): nobody to beat
                    // (only TUF has this line: TUF words alone passes noWinner)
                    game === 'tuf'
                    ? gameT(game, props.alone ?? 'finalAlone', {
                        name: names[0] ?? '',
                        n: state.rounds.reduce((a, r) => a + (props.roundPoints(r)[0] ?? 0), 0),
                      })
                    : ''
                  : win.length === 1
                    ? gameT(game, 'winner', { name: names[win[0] ?? 0] ?? '' })
                    : gameT(game, 'tie', { names: win.map((w) => names[w]).join(', ') })}
              </p>
            )}
            {props.footer}
            <div class="button-row">
              <button type="button" class="btn btn-primary" onClick={props.onRematch}>
                {gameT(game, 'rematch')}
              </button>
              <a class="btn" href={hrefFor(game)}>
                {gameT(game, 'newMatch')}
              </a>
            </div>
          </div>
        ) : props.waiting ? (
          <p class="race-waiting" role="status">
            {t('liveRace.waiting', { n: round.index + 2 })}
          </p>
        ) : (
          <button type="button" class="btn btn-primary btn-big" onClick={props.onNext}>
            {props.goal !== undefined && game === 'words'
              ? gameT(game, 'nextGoal', { n: round.index + 2, goal: props.goal })
              : gameT(game, 'next', { n: round.index + 2, total: props.rounds })}
          </button>
        )}
        {props.late}
      </div>
      {asking &&
        props.confirm &&
        !round.challenges.some((x) => x.by === asking.by && x.call === asking.call) &&
        props.confirm(
          asking,
          () => props.onChallenge(asking.by, asking.call),
          () => setAsking(null),
        )}
    </div>
  );
}
