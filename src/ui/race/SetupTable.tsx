/**
 * The table settings every race game's setup shows, written once (TUF and
 * TUF words): where the match is played (this device, or several on the same
 * roll), the seats (people, computer opponents), the rounds, and under "More
 * options" the people's names, the glasses, the solitaire minutes and the
 * validity light. The game's setup states only what it changes: which
 * choices it offers (and with which values), its legends where its catalogue
 * words them its own way, and what a change of seats does to the rest of its
 * settings. Words come from the game's catalogue (`<game>.where`,
 * `.devicesHint`, `.rounds`, `.timers`, `.soloMinutes`, `.validityLight`).
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { MAX_SEATS, type ComputerLevel, type TimerPreset } from '../../games/race/types';
import { t } from '../../i18n';
import { Segmented, Toggle } from '../components/Choice';
import { RaceNamesChoice, RaceSeatsChoice } from './SetupSeats';
import { gameT, type RaceGame } from './words';

/** The table's params every race game has. */
export interface TableSettings {
  humans: number;
  computers: ComputerLevel[];
  rounds: number;
  timers: TimerPreset;
  soloMinutes: number;
  validityLight: boolean;
  sameRoll: boolean;
}

export type Where = 'device' | 'devices';

/** What a race setup keeps beside its params: where it is played, the names typed, whether the teacher set the light. */
export function useTableSetup(editingLesson: boolean, initialWhere: Where = 'device') {
  const [where, setWhere] = useState<Where>(initialWhere);
  const [names, setNames] = useState<string[]>(['', '', '', '']);
  /** The validity light follows the seats (on for one person, off when people compete) until the teacher sets it. */
  const [lightSet, setLightSet] = useState(editingLesson);
  return {
    where,
    setWhere,
    names,
    setName: (seat: number, name: string): void => setNames((ns) => ns.map((n, k) => (k === seat ? name : n))),
    lightSet,
    setLight: (): void => setLightSet(true),
    /** The params to play: on several devices, one person a device, each on the same roll. */
    toPlay<P extends TableSettings>(p: P, devicesOffered = true): P {
      return where === 'devices' && devicesOffered ? { ...p, humans: 1, computers: [], sameRoll: true } : p;
    },
    /** The names typed for the seats of `p` (null keeps a seat's default; computers keep theirs). */
    chosenNames(p: Pick<TableSettings, 'humans' | 'computers'>): (string | null)[] {
      return Array.from({ length: p.humans + p.computers.length }, (_, i) => (i < p.humans ? (names[i] ?? '').trim() || null : null));
    },
  };
}

export type TableSetup = ReturnType<typeof useTableSetup>;

/**
 * Where the match is played (a lesson too: its students on their own devices, or one device), then the seats —
 * or, on several devices, what that means.
 */
export function RaceWhereAndSeats(props: {
  game: RaceGame;
  setup: TableSetup;
  p: Pick<TableSettings, 'humans' | 'computers'>;
  /** Making or editing a lesson (its own words for several devices). */
  editingLesson: boolean;
  /** False: this table is on one device only (TUF words' Rotary). */
  devicesOffered?: boolean;
  peopleLegend: string;
  /** False: no computer opponents (TUF's solitaire games). */
  computersOffered?: boolean;
  /** The seats changed (computers beyond the table's seats already dropped). */
  onSeats(humans: number, computers: ComputerLevel[]): void;
}) {
  const { game, setup, p } = props;
  const offered = props.devicesOffered !== false;
  return (
    <>
      {offered && (
        <Segmented
          legend={gameT(game, 'where')}
          name={`${game}-where`}
          value={setup.where}
          options={['device', 'devices'] as const}
          label={(v) => gameT(game, `where.${v}`)}
          onChange={setup.setWhere}
        />
      )}
      {offered && setup.where === 'devices' ? (
        <p class="tuf-note">{props.editingLesson ? t('lessons.devicesHint') : gameT(game, 'devicesHint')}</p>
      ) : (
        <RaceSeatsChoice
          game={game}
          peopleLegend={props.peopleLegend}
          humans={p.humans}
          computers={p.computers}
          {...(props.computersOffered === false ? { computersOffered: false } : {})}
          onPeople={(v) => props.onSeats(v, p.computers.slice(0, MAX_SEATS - v))}
          onComputers={(computers) => props.onSeats(p.humans, computers)}
        />
      )}
    </>
  );
}

/** How many rounds. */
export function RaceRoundsChoice(props: { game: RaceGame; value: number; options: readonly number[]; onChange(rounds: number): void }) {
  const options = [...new Set([...props.options, props.value])].sort((a, b) => a - b);
  return (
    <Segmented
      legend={gameT(props.game, 'rounds')}
      name={`${props.game}-rounds`}
      value={props.value}
      options={options}
      label={(v) => String(v)}
      onChange={props.onChange}
    />
  );
}

/**
 * "More options": the people's names (several people on this device), the glasses and the solitaire minutes where
 * the game offers them, the validity light, then the game's own options (`children`).
 */
export function RaceMoreOptions(props: {
  game: RaceGame;
  setup: TableSetup;
  p: TableSettings;
  namesLegend: string;
  /** The glasses offered (null: none here). */
  timers: readonly TimerPreset[] | null;
  /** The solitaire minutes offered (null: none here). */
  soloMinutes: readonly number[] | null;
  /** A table setting changed (the validity light: the teacher's from now on). */
  onChange(change: Partial<TableSettings>): void;
  /** Options of the game before the light (TUF's zero rule). */
  before?: ComponentChildren;
  children?: ComponentChildren;
}) {
  const { game, setup, p } = props;
  return (
    <details class="tuf-more">
      <summary>{t('tuf.moreOptions')}</summary>
      {setup.where === 'device' && p.humans > 1 && (
        <RaceNamesChoice game={game} legend={props.namesLegend} humans={p.humans} names={setup.names} onName={setup.setName} />
      )}
      {props.timers && (
        <Segmented
          legend={gameT(game, 'timers')}
          name={`${game}-timers`}
          value={p.timers}
          options={props.timers}
          label={(v: TimerPreset) => t(`tuf.timers.${v}`)}
          onChange={(v) => props.onChange({ timers: v })}
        />
      )}
      {props.soloMinutes && (
        <Segmented
          legend={gameT(game, 'soloMinutes')}
          name={`${game}-solo`}
          value={p.soloMinutes}
          options={[...new Set([...props.soloMinutes, p.soloMinutes])].sort((a, b) => a - b)}
          label={(v) => String(v)}
          onChange={(v) => props.onChange({ soloMinutes: v })}
        />
      )}
      {props.before}
      <Toggle
        label={gameT(game, 'validityLight')}
        checked={p.validityLight}
        onChange={(v) => {
          setup.setLight();
          props.onChange({ validityLight: v });
        }}
      />
      {props.children}
    </details>
  );
}
