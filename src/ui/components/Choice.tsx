/** Form controls shared by the settings and every game's setup: one-of-several buttons and an on/off switch. */

export function Segmented<T extends string | number>(props: {
  legend: string;
  /** The radio group's name (unique on the screen). */
  name: string;
  value: T;
  options: readonly T[];
  label: (v: T) => string;
  onChange: (v: T) => void;
  /** The language of an option's words, when it is not the interface's (a language named in its own words). */
  lang?: (v: T) => string | undefined;
}) {
  return (
    <fieldset class="choice">
      <legend>{props.legend}</legend>
      <div class="segmented">
        {props.options.map((o) => (
          <label key={String(o)} class={`segment ${o === props.value ? 'is-on' : ''}`} lang={props.lang?.(o)}>
            <input type="radio" name={props.name} value={String(o)} checked={o === props.value} onChange={() => props.onChange(o)} />
            {props.label(o)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function Toggle(props: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label class="toggle">
      <input type="checkbox" role="switch" checked={props.checked} onChange={(e) => props.onChange((e.target as HTMLInputElement).checked)} />
      <span>{props.label}</span>
    </label>
  );
}
