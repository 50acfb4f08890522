/**
 * A seat's call: the big TUF! / TUFFER! / TUFFEST! button with the count to
 * beat stacked under it (so the word is never cut in a narrow column), or,
 * once the seat is locked, the words that say so ("hands off"). Shared by the
 * race games; the plug-in's arrangement area sits above it.
 */
import './race.css';

export function CallButton(props: {
  locked: boolean;
  lockedText: string;
  label: string;
  /** The count to beat ("beat 5"), when a call stands. */
  hint?: string;
  disabled: boolean;
  onCall(): void;
}) {
  if (props.locked) return <p class="tuf-locked">{props.lockedText}</p>;
  return (
    <button type="button" class="btn btn-primary btn-big tuf-call" disabled={props.disabled} onClick={props.onCall}>
      {props.label}
      {props.hint && (
        <span class="tuf-call-hint">
          <span class="tuf-call-sep"> · </span>
          {props.hint}
        </span>
      )}
    </button>
  );
}
