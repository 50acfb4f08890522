/**
 * The computer players to play against, one toggle per level (each level at most once, kept in level order), as
 * DiceCulus's and Tally Rally's setups offer them; the game names each computer and its level (`label`).
 */
export function ComputerPicker<L extends string>(props: {
  legend: string;
  levels: readonly L[];
  chosen: readonly L[];
  label(level: L): string;
  /** Extra classes: on the fieldset, and on each level's button. */
  class?: string;
  buttonClass?: string;
  onChange(chosen: L[]): void;
}) {
  return (
    <fieldset class={props.class ? `choice ${props.class}` : 'choice'}>
      <legend>{props.legend}</legend>
      <div class="segmented">
        {props.levels.map((lv) => {
          const on = props.chosen.includes(lv);
          return (
            <button
              key={lv}
              type="button"
              class={`segment ${props.buttonClass ? `${props.buttonClass} ` : ''}${on ? 'is-on' : ''}`}
              aria-pressed={on}
              onClick={() => props.onChange(on ? props.chosen.filter((b) => b !== lv) : props.levels.filter((l) => l === lv || props.chosen.includes(l)))}
            >
              <span aria-hidden="true">{on ? '✓ ' : '+ '}</span>
              {props.label(lv)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
