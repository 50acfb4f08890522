/**
 * A teacher PIN's field (the live class board, the class word list): its
 * label, the digits hidden as typed, never filled in by the browser. Given
 * `errorId`, it is marked invalid while `error` is set and described by the
 * paragraph with that id, which the form shows where it suits it.
 */
export function PinField(props: {
  label: string;
  value: string;
  onInput(value: string): void;
  /** The label's class (the form's layout). */
  class: string;
  /** The input's class. */
  inputClass?: string;
  /** 'new-password' where the teacher sets a new PIN (a password manager may offer to keep it). */
  autoComplete?: 'off' | 'new-password';
  /** A PIN of digits: the numeric keypad on a phone. */
  numeric?: boolean;
  error?: string;
  errorId?: string;
}) {
  const described = props.errorId !== undefined;
  return (
    <label class={props.class}>
      <span>{props.label}</span>
      <input
        {...(props.inputClass !== undefined ? { class: props.inputClass } : {})}
        type="password"
        {...(props.numeric ? { inputMode: 'numeric' as const } : {})}
        autoComplete={props.autoComplete ?? 'off'}
        value={props.value}
        {...(described ? { 'aria-invalid': props.error !== '', 'aria-describedby': props.error ? props.errorId : undefined } : {})}
        onInput={(e) => props.onInput((e.target as HTMLInputElement).value)}
      />
    </label>
  );
}
