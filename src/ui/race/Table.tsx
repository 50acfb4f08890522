/**
 * The split-screen table every race game shares: one person (the centre over
 * the seat), two (seat 1 at the bottom, seat 2 at the top turned 180°), or up
 * to four (3 left and 4 right, turned 90°), one shared centre with the timer
 * and the status.
 */
import type { ComponentChildren } from 'preact';
import './race.css';

/** Where each person sits around the table, in seat order. */
export const SIDES = ['bottom', 'top', 'left', 'right'] as const;
export type Side = (typeof SIDES)[number];
export type TableLayout = 'one' | 'two' | 'four';

export function tableLayout(people: number): TableLayout {
  return people <= 1 ? 'one' : people === 2 ? 'two' : 'four';
}

/**
 * One person's side of the table: the plug-in's arrangement area goes inside, turned to face its person with what
 * `facing` holds (`SeatFacing`: the time, the status and that person's own buttons, read where they sit).
 */
export function RaceSide(props: { place: number; facing?: ComponentChildren; children: ComponentChildren }) {
  return (
    <div class={`tuf-side tuf-side-${SIDES[props.place] ?? 'bottom'}`}>
      <div class="tuf-turn">
        {props.facing}
        {props.children}
      </div>
    </div>
  );
}

export function RaceTable(props: { layout: TableLayout; centre: ComponentChildren; sides: ComponentChildren }) {
  return (
    <div class={`tuf-table tuf-table-${props.layout}`}>
      {props.layout === 'one' ? (
        <>
          {props.centre}
          {props.sides}
        </>
      ) : (
        <>
          {props.sides}
          {props.centre}
        </>
      )}
    </div>
  );
}
