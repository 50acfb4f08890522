/**
 * The ready screen of a race game, before the first roll: the people's names
 * (optional, when several play on this device), the roll button, how to play,
 * and the roll code other devices can join. Words from the game's catalogue
 * (`<game>.namesOptional`, `.rollHint`, `.roll`, `.shareLabel`).
 */
import { PlayerNameInput } from '../components/Players';
import { ShareCode } from '../components/ShareCode';
import { hrefFor } from '../router';
import { gameT, type TableGame } from './words';
import './race.css';

export function RaceReady(props: {
  game: TableGame;
  /** The seats of the people on this device. */
  humans: readonly number[];
  /** Each seat's default name, and the name typed so far ('' keeps the default). */
  defaults: readonly string[];
  typed: readonly string[];
  onName(seat: number, value: string): void;
  onRoll(): void;
  onHowTo(): void;
  howToLabel: string;
  /** The roll code to share, when this match can be joined from another device. */
  rollCode: string | null;
  /** A live lesson the teacher starts: what to wait for, in place of the roll button. */
  waiting?: string | undefined;
}) {
  const { game, humans } = props;
  return (
    <div class="tuf-ready">
      {humans.length > 1 && (
        <fieldset class="choice tuf-ready-names">
          <legend>{gameT(game, 'namesOptional')}</legend>
          {humans.map((seat) => (
            <PlayerNameInput
              key={seat}
              id={`${game}-ready-name-${seat}`}
              label={props.defaults[seat] ?? ''}
              value={props.typed[seat] ?? ''}
              onInput={(v) => props.onName(seat, v)}
            />
          ))}
        </fieldset>
      )}
      {props.waiting !== undefined ? (
        <p class="race-waiting" role="status">
          {props.waiting}
        </p>
      ) : (
        <>
          <p>{gameT(game, 'rollHint')}</p>
          <button type="button" class="btn btn-primary btn-big" onClick={props.onRoll}>
            {gameT(game, 'roll')}
          </button>
        </>
      )}
      <button type="button" class="btn" onClick={props.onHowTo}>
        {props.howToLabel}
      </button>
      {props.rollCode !== null && <ShareCode code={props.rollCode} hash={hrefFor(game, 'code', props.rollCode)} label={gameT(game, 'shareLabel')} />}
    </div>
  );
}
