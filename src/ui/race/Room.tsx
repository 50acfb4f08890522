/**
 * A line that keeps its room: as tall as the tallest text it may come to
 * show, from the start. Results show "Working out the best equation…" and
 * the worker's answer arrives later, often a line longer; in a box that
 * already has the answer's room, nothing below it (a result code form, the
 * buttons) moves under a student's finger when it comes (issue 16).
 *
 * The texts it may show are drawn invisibly in the same grid cell as what it
 * shows (by CSS from a data attribute: not text of the page, so neither a
 * screen reader nor a search for the words finds them twice); the cell takes
 * the tallest one's height at every width, language and text size.
 */
import type { ComponentChildren } from 'preact';
import './race.css';

export function Room(props: { class?: string; for: readonly string[]; children: ComponentChildren }) {
  return (
    <div class={`race-room ${props.class ?? ''}`}>
      <span class="race-room-shown">{props.children}</span>
      {props.for.map((text, i) => (
        <span key={i} class="race-room-ghost" aria-hidden="true" data-text={text} />
      ))}
    </div>
  );
}
