/**
 * The frame both race games' play screens share around the table (TUF and TUF
 * words): the screen with its "?" button, the How to play dialog, the share
 * dialog (the roll's code for another device), and the two moments between
 * rounds — the ready screen before the first roll and the results after a
 * round. A game supplies its words, its How to play, its results and its table.
 */
import type { ComponentChildren, ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import type { Judgement, RaceState, RoundState } from '../../games/race/types';
import { ConfirmDialog, Dialog } from '../components/Dialog';
import { Screen } from '../components/Screen';
import { ShareCode } from '../components/ShareCode';
import { hrefFor } from '../router';
import { RaceReady } from './Ready';
import type { BestState } from './useRaceTable';
import { gameT, type RaceGame } from './words';
import { t } from '../../i18n';

/**
 * What a game's play screen says about itself. The rest is worded from the
 * game's catalogue: `<game>.howTo` (the "?" button), `.share`, `.shareLabel`,
 * `.rollTitle`, `.finalTitle`, `.resultsTitle`.
 */
export interface RaceFrame {
  game: RaceGame;
  /** The class of every screen of the game's play (the playing table adds its layout). */
  screenClass: string;
  howToTitle: string;
  howTo: ComponentChildren;
  /** The ready screen's How to play button. */
  readyHowToLabel: string;
  /** The roll's code for another device, or null when this table cannot be shared. */
  shareCode: string | null;
}

export interface FrameControls {
  openHelp(): void;
  openShare(): void;
}

/** A play screen of the game with its "?" button and dialogs. */
export function RaceScreen(props: { frame: RaceFrame; title: string; class?: string; children: (open: FrameControls) => ComponentChildren }) {
  const { frame } = props;
  const [help, setHelp] = useState(false);
  const [share, setShare] = useState(false);
  const open: FrameControls = { openHelp: () => setHelp(true), openShare: () => setShare(true) };
  const howToButton = (
    <button type="button" class="btn btn-icon" aria-label={gameT(frame.game, 'howTo')} onClick={open.openHelp}>
      <span aria-hidden="true">?</span>
    </button>
  );
  return (
    <Screen title={props.title} back={hrefFor(frame.game)} actions={howToButton} class={props.class ?? frame.screenClass}>
      {props.children(open)}
      <Dialog open={help} title={frame.howToTitle} onClose={() => setHelp(false)}>
        {frame.howTo}
      </Dialog>
      {frame.shareCode !== null && (
        <Dialog open={share} title={gameT(frame.game, 'share')} onClose={() => setShare(false)}>
          <ShareCode code={frame.shareCode} hash={hrefFor(frame.game, 'code', frame.shareCode)} label={gameT(frame.game, 'shareLabel')} />
        </Dialog>
      )}
    </Screen>
  );
}

/** The table driver's part the screens between rounds need (`useRaceTable`; its state is passed apart, once loaded). */
interface BetweenTable<B> {
  names: string[];
  best: BestState<B>;
  typedNames(): string[];
  setName(seat: number, name: string): void;
  rollFirst(): Promise<unknown>;
  challenge(by: number, call: number): void;
  next(): void;
  /** A live lesson's class race (the teacher starts every round: the screens between rounds say to wait), or null. */
  live: { teacherRound: number | null } | null;
}

/** A game's results after a round (TUF's equations, TUF words' crosswords). */
export type RaceResults<S, B> = ComponentType<{
  state: S;
  names: string[];
  best: BestState<B>;
  onChallenge(by: number, call: number): void;
  onNext(): void;
  /** A new match with the same settings and names on a new roll. */
  onRematch(): void;
  /** The teacher starts the next round (a live lesson she leads): the screen says to wait. */
  waiting?: boolean | undefined;
}>;

/**
 * Before the first roll (the ready screen) and after a round (the game's
 * results), or null while a round is played: the same two screens in every
 * race game, titled from the game's catalogue.
 */
export function betweenRounds<P, C, J extends Judgement, B>(props: {
  frame: RaceFrame;
  /** The table driver as it is (not copied on every render). */
  table: BetweenTable<B>;
  state: RaceState<P, C, J>;
  round: RoundState<C, J> | null | undefined;
  defaults: string[];
  rounds: number;
  /** A point goal, when the match plays to one (its rounds are then the most it plays). */
  goal?: number | undefined;
  Results: RaceResults<RaceState<P, C, J>, B>;
  onRematch(): void;
}) {
  const { frame, table, state, round, Results } = props;
  const { game } = frame;
  if (state.phase === 'ready' || !round) {
    const humans = state.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
    return (
      <RaceScreen
        frame={frame}
        title={
          props.goal !== undefined && game === 'words'
            ? gameT(game, 'rollTitleGoal', { n: 1, goal: props.goal })
            : gameT(game, 'rollTitle', { n: 1, total: props.rounds })
        }
      >
        {(open) => (
          <RaceReady
            game={game}
            humans={humans}
            defaults={props.defaults}
            typed={table.typedNames()}
            onName={table.setName}
            onRoll={() => void table.rollFirst()}
            onHowTo={open.openHelp}
            howToLabel={frame.readyHowToLabel}
            rollCode={frame.shareCode}
            waiting={table.live !== null ? t('liveRace.waiting', { n: 1 }) : undefined}
          />
        )}
      </RaceScreen>
    );
  }
  if (state.phase !== 'playing') {
    return (
      <RaceScreen frame={frame} title={state.phase === 'finished' ? gameT(game, 'finalTitle') : gameT(game, 'resultsTitle', { n: round.index + 1 })}>
        {() => (
          <Results
            state={state}
            names={table.names}
            best={table.best}
            onChallenge={table.challenge}
            onNext={table.next}
            onRematch={props.onRematch}
            waiting={table.live !== null}
          />
        )}
      </RaceScreen>
    );
  }
  return null;
}

/** "Nobody calls": asks before ending a round nobody has called (`<game>.noCall`, `.noCallConfirm`, `.confirm`, `.cancel`). */
export function NoCallDialog(props: { game: RaceGame; open: boolean; onClose(): void; onConfirm(): void }) {
  const { game } = props;
  return (
    <ConfirmDialog
      open={props.open}
      title={gameT(game, 'noCall')}
      yes={gameT(game, 'confirm')}
      no={gameT(game, 'cancel')}
      onYes={props.onConfirm}
      onClose={props.onClose}
    >
      <p>{gameT(game, 'noCallConfirm')}</p>
    </ConfirmDialog>
  );
}
