/**
 * The players of a new game: one name ("Your name") or a list of two to six
 * names with buttons to add and remove players. Each game passes its own
 * words (its message catalogue) and may add something to each row (whether
 * that player plays on this device).
 */
import type { ComponentChildren } from 'preact';

export interface PlayerListText {
  yourName: string;
  playerName: (n: number) => string;
  playerDefault: (n: number) => string;
  add: string;
  remove: (name: string) => string;
}

export interface PlayerListProps {
  /** Ids of the name fields: `${idPrefix}-${i}`. */
  idPrefix: string;
  names: readonly string[];
  /** A list of players (labels for screen readers only) rather than one visible "Your name". */
  several: boolean;
  /** Whether players can be added and removed. */
  editable: boolean;
  readOnly?: boolean;
  placeholder?: boolean;
  min?: number;
  max?: number;
  text: PlayerListText;
  onName: (i: number, value: string) => void;
  onAdd: () => void;
  onRemove: (i: number) => void;
  /** More controls at the end of a player's row. */
  extra?: (i: number, name: string) => ComponentChildren;
}

export function PlayerList(props: PlayerListProps) {
  const { names, text } = props;
  const min = props.min ?? 2;
  const max = props.max ?? 6;
  const shown = (n: string, i: number): string => n || text.playerDefault(i + 1);
  return (
    <div class="player-list">
      {names.map((n, i) => (
        <div class="player-row" key={i}>
          <label for={`${props.idPrefix}-${i}`} class={props.several ? 'visually-hidden' : 'player-row-label'}>
            {props.several ? text.playerName(i + 1) : text.yourName}
          </label>
          <input
            id={`${props.idPrefix}-${i}`}
            class="input"
            value={n}
            maxLength={20}
            readOnly={props.readOnly}
            placeholder={props.placeholder ? text.playerDefault(i + 1) : undefined}
            onInput={(e) => props.onName(i, (e.currentTarget as HTMLInputElement).value)}
          />
          {props.extra?.(i, shown(n, i))}
          {props.several && props.editable && names.length > min && (
            <button type="button" class="btn btn-icon" aria-label={text.remove(shown(n, i))} onClick={() => props.onRemove(i)}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      ))}
      {props.several && props.editable && names.length < max && (
        <button type="button" class="btn btn-small" onClick={props.onAdd}>
          {text.add}
        </button>
      )}
    </div>
  );
}
