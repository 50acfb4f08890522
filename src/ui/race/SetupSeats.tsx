/**
 * The seats of a race game's setup, written once for TUF and TUF words:
 * how many people play on this device, the computer opponents (a chip per
 * computer, tapped to remove it; one button per level to add one, while a
 * seat is free) and, under "more options", the people's names. Words come
 * from the game's catalogue (`<game>.computers`, `<game>.level.<level>`, …);
 * the game says what a change does to the rest of its setup.
 */
import { COMPUTER_LEVELS, MAX_SEATS, type ComputerLevel } from '../../games/race/types';
import { Segmented } from '../components/Choice';
import { PlayerNameInput } from '../components/Players';
import { gameT, type RaceGame } from './words';

export function RaceSeatsChoice(props: {
  game: RaceGame;
  /** The people's legend (TUF: "Players"; TUF words: "People at this device"). */
  peopleLegend: string;
  humans: number;
  computers: readonly ComputerLevel[];
  /** False: no computer opponents offered (TUF's solitaire games). */
  computersOffered?: boolean;
  onPeople(humans: number): void;
  onComputers(levels: ComputerLevel[]): void;
}) {
  const { game, humans, computers } = props;
  const level = (l: ComputerLevel): string => gameT(game, `level.${l}`);
  return (
    <>
      <Segmented legend={props.peopleLegend} name={`${game}-humans`} value={humans} options={[1, 2, 3, 4]} label={(v) => String(v)} onChange={props.onPeople} />
      {props.computersOffered !== false && (
        <fieldset class="choice">
          <legend>{gameT(game, 'computers')}</legend>
          <div class="tuf-computers">
            {computers.map((l, i) => (
              <button key={i} type="button" class="btn btn-small tuf-chip" onClick={() => props.onComputers(computers.filter((_, k) => k !== i))}>
                {level(l)} <span aria-hidden="true">×</span>
                <span class="visually-hidden"> {gameT(game, 'removeComputer', { n: i + 1, level: level(l) })}</span>
              </button>
            ))}
            {humans + computers.length < MAX_SEATS &&
              COMPUTER_LEVELS.map((l) => (
                <button key={l} type="button" class="btn btn-small" onClick={() => props.onComputers([...computers, l])}>
                  {gameT(game, 'addComputer', { level: level(l) })}
                </button>
              ))}
          </div>
        </fieldset>
      )}
    </>
  );
}

/** The people's names (optional; a name left empty keeps its default). */
export function RaceNamesChoice(props: { game: RaceGame; legend: string; humans: number; names: readonly string[]; onName(seat: number, name: string): void }) {
  const { game } = props;
  return (
    <fieldset class="choice">
      <legend>{props.legend}</legend>
      {Array.from({ length: props.humans }, (_, i) => (
        <PlayerNameInput
          key={i}
          id={`${game}-name-${i}`}
          label={gameT(game, 'playerN', { n: i + 1 })}
          value={props.names[i] ?? ''}
          onInput={(v) => props.onName(i, v)}
        />
      ))}
    </fieldset>
  );
}
