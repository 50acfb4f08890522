/**
 * What both race games' play screens (TUF and TUF words) build the same way
 * around their seats: the gate while the saved match loads (or is missing,
 * or open elsewhere), the frame (its share code, when the table can be
 * shared, and its How to play beside the lesson's settings), and the table's
 * centre with the buttons every race table has. A game brings its status
 * line, its own buttons and note, and its seats.
 */
import type { ComponentChildren } from 'preact';
import { writeSharedCode } from '../../core/sharedCode';
import type { ComputerLevel, RaceState, RoundState, SeatInfo } from '../../games/race/types';
import { GameGate } from '../components/GameGate';
import { Kept } from '../components/pure';
import { LessonSettings } from '../lessons/LessonFacts';
import type { PersistentGame } from '../session';
import { hrefFor } from '../router';
import { centreShows, RaceCentre } from './Centre';
import type { FrameControls, RaceFrame } from './Frame';
import type { TableLayout } from './Table';
import { gameT, type RaceGame } from './words';

/** The screen while a match is not ready to play: loading, missing, broken or open on another tab. */
export function RaceGate(props: { game: RaceGame; table: Pick<PersistentGame<unknown, unknown, unknown>, 'status' | 'elsewhere' | 'takeOver'> }) {
  const { game, table } = props;
  return <GameGate game={table} title={gameT(game, 'title')} back={hrefFor(game)} missing={gameT(game, 'missing')} newGame={gameT(game, 'newMatch')} />;
}

/**
 * A play screen's frame. The table can be shared (another device joins as one person on the same rolls) when it plays
 * the same roll at every seat, or when one person plays alone.
 */
export function playFrame<P extends { humans: number; computers: ComputerLevel[]; sameRoll: boolean }>(props: {
  game: RaceGame;
  state: Pick<RaceState<P>, 'params' | 'seed' | 'seats'>;
  lesson: unknown;
  formatParams(p: P): Record<string, string>;
  screenClass: string;
  howToTitle: string;
  howTo: ComponentChildren;
  readyHowToLabel: string;
}): { frame: RaceFrame; canShare: boolean } {
  const { game, state } = props;
  const params = state.params;
  const humans = state.seats.filter((s) => s.kind === 'human').length;
  const canShare = params.sameRoll || (humans === 1 && state.seats.length === 1);
  const rollCode = writeSharedCode({ game, params: props.formatParams({ ...params, humans: 1, computers: [] }), seed: state.seed });
  return {
    canShare,
    frame: {
      game,
      screenClass: props.screenClass,
      howToTitle: props.howToTitle,
      howTo: (
        <>
          <LessonSettings lesson={props.lesson} />
          {props.howTo}
        </>
      ),
      readyHowToLabel: props.readyHowToLabel,
      shareCode: canShare ? rollCode : null,
    },
  };
}

/** The table driver as the centre's buttons read it: the newest, since the centre may be drawn by an earlier render (`Kept`). */
interface Finisher {
  finisher: number | null;
  finish(seat: number): void;
}

/**
 * The centre of a race game's playing table: `RaceCentre`, drawn again only when what it shows changes (`centreShows`
 * and the game's own `shows`), with the buttons every race table has — "Nobody calls" before the first call (not in
 * solitaire), the game's own (`actions`), Share when the table can be shared, then `after` (e.g. the hint).
 */
export function playingCentre(props: {
  game: RaceGame;
  open: FrameControls;
  newest: { current: { table: Finisher } };
  finisher: number | null;
  seats: readonly SeatInfo[];
  round: RoundState;
  names: readonly string[];
  status: string;
  people: number;
  layout: TableLayout;
  timerSize: number;
  solo: boolean;
  canShare: boolean;
  /** Calls made this round (struck ones included): "Nobody calls" is offered before the first. */
  made: number;
  onNoCall(): void;
  order?: boolean;
  seatsFace?: boolean;
  /** What else the centre shows, as values compared to decide whether to draw it again. */
  shows: readonly unknown[];
  actions?: ComponentChildren;
  after?: ComponentChildren;
  note: ComponentChildren;
}) {
  const { game, round, seats, names, status, people, layout, finisher } = props;
  return (
    <Kept deps={[...centreShows(round, seats, names, status, { people, layout, finisher }), props.order, props.solo, props.canShare, ...props.shows]}>
      {() => (
        <RaceCentre
          game={game}
          seats={seats}
          round={round}
          names={names}
          status={status}
          timerSize={props.timerSize}
          people={people}
          {...(props.order !== undefined ? { order: props.order } : {})}
          {...(props.seatsFace !== undefined ? { seatsFace: props.seatsFace } : {})}
          onFinish={finisher === null ? null : () => props.newest.current.table.finish(props.newest.current.table.finisher as number)}
          actions={
            <>
              {!props.solo && props.made === 0 && (
                <button type="button" class="btn btn-small" onClick={props.onNoCall}>
                  {gameT(game, 'noCall')}
                </button>
              )}
              {props.actions}
              {props.canShare && (
                <button type="button" class="btn btn-small" onClick={props.open.openShare}>
                  {gameT(game, 'share')}
                </button>
              )}
              {props.after}
            </>
          }
          note={props.note}
        />
      )}
    </Kept>
  );
}
