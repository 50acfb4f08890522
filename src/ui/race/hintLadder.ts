/**
 * The hint ladders of the race games on screen (TUF's and TUF words'), one
 * implementation with a plug-in per game. A hint used is a move of the saved
 * game (`{type:'hint', seat, step, have}`), so the step each person reached
 * is read from the round on the table, not kept as screen state: after a
 * reload or a killed app the button offers the next step, and the hint the
 * person had been shown is asked of the solver again with the arrangement it
 * was asked for (`have`: the line, the crossword; a move saved by an older
 * build lacks it and is asked with the arrangement as it is now). The game's
 * plug-in asks its solver and words the answer; the rest is here.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { rerollsOf } from '../../games/race/engine';
import type { HintUsed } from '../../games/race/types';
import type { RaceGame } from './words';
import type { DispatchResult } from '../session';
import { errorText } from '../services/solverText';
import { useLeaveSignal } from '../services/leaveSignal';
import { gameT } from './words';
import { refusalText } from '../../i18n';

/** Where a seat stands on its ladder for the hand it holds now: the step reached (0: none yet) and the arrangement it was asked with. */
export interface Ladder {
  step: number;
  /** The arrangement in the game's notation when the reached step was asked ('' for none); undefined when the move did not keep it (an older save). */
  have: string | undefined;
}

/**
 * A seat's ladder in a round, from the round's saved hints: the highest step
 * asked for the seat's present hand (hints asked before a re-roll were about
 * the earlier hand and count for nothing now).
 */
export function ladderOf(round: { hints?: readonly HintUsed[]; rerolls?: number[] }, seat: number): Ladder {
  const hand = rerollsOf(round, seat);
  let out: Ladder = { step: 0, have: undefined };
  for (const h of round.hints ?? []) {
    if (h.seat !== seat || (h.reroll ?? 0) !== hand || h.step < out.step) continue;
    out = { step: h.step, have: h.have };
  }
  return out;
}

/** A game's side of its hint ladder (`S`: what an answer shows beside its words, e.g. TUF words' squares on the board). */
export interface HintPlugin<S = undefined> {
  game: RaceGame;
  /** The ladder's top step. */
  last: number;
  /**
   * Asks the solver for the seat's hint at `step` about the arrangement `have`
   * ('' for none) and words the answer; `done` when no further step can help.
   * Rejects when the solver fails. `signal` is the screen's: aborted when it goes away.
   */
  words(seat: number, step: number, have: string, signal: AbortSignal): Promise<{ text: string; done: boolean; spot?: S | undefined }>;
}

/** The table the ladders read and write. */
export interface HintTable {
  roundIndex: number;
  round: { hints?: readonly HintUsed[]; rerolls?: number[] };
  /** The seat's arrangement now, in the game's notation ('' when empty). */
  lineOf(seat: number): string;
  /** Saves the hint move (resolves once it is on the device, or with the refusal). */
  dispatch(move: { type: 'hint'; seat: number; step: number; at: number; have?: string }): Promise<DispatchResult>;
  /** The move's time (never before the last move's). */
  at(): number;
}

export interface HintLadders<S = undefined> {
  /** What the seat's Hint button offers: the step it asks for next, and whether it can be tapped. */
  button(seat: number): { n: number; disabled: boolean };
  /** The hint shown for the seat (null: none asked yet in this hand), and the step it words (null while it is on its way, or a refusal). */
  note(seat: number): { text: string; step: number | null; spot?: S | undefined } | null;
  /** The seat's Hint button was tapped: the next step is saved as a move, then asked (or the failed step asked again). */
  ask(seat: number): void;
}

/** What a Hint button and its note show, as the values a play screen's `Kept` compares. */
export function hintShows(button: { n: number; disabled: boolean }, note: { text: string; step: number | null } | null): unknown[] {
  return [button.n, button.disabled, note?.text, note?.step];
}

/** The longest arrangement a hint move keeps (the engine's bound on a move's text); a longer one is asked as it is when shown again. */
const MAX_HAVE = 400;

type Shown<S> = { kind: 'loading' } | { kind: 'text'; text: string; done: boolean; spot?: S | undefined } | { kind: 'failed'; text: string };

/**
 * Each seat's ladder for the round on the table (`table` null while the game
 * loads or between rounds; `plugin` null when the game has no hints). The
 * answer for every step reached is asked once per step and hand: on a live
 * tap after its move is saved, on resume as soon as the round is on screen.
 */
export function useHintLadders<S = undefined>(plugin: HintPlugin<S> | null, table: HintTable | null, seats: readonly number[]): HintLadders<S> {
  const [shown, setShown] = useState<Record<string, Shown<S>>>({});
  /** Per seat, a tap for the step after `key`: being saved (refusal null) or refused (screen state, not saved). */
  const [notes, setNotes] = useState<Record<number, { key: string; refusal: string | null }>>({});
  const asked = useRef(new Set<string>());
  const signal = useLeaveSignal();
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  const tableRef = useRef(table);
  tableRef.current = table;
  const pluginRef = useRef(plugin);
  pluginRef.current = plugin;

  const keyOf = (tb: HintTable, seat: number, l: Ladder): string => `${tb.roundIndex}/${seat}/${rerollsOf(tb.round, seat)}/${l.step}`;

  const fetchHint = (tb: HintTable, seat: number, l: Ladder, key: string): void => {
    const p = pluginRef.current;
    if (!p) return;
    asked.current.add(key);
    setShown((all) => ({ ...all, [key]: { kind: 'loading' } }));
    const step = Math.min(p.last, l.step);
    p.words(seat, step, l.have ?? tb.lineOf(seat), signal)
      .then((w): Shown<S> => ({ kind: 'text', ...w }))
      .catch((e: unknown): Shown<S> => ({ kind: 'failed', text: gameT(p.game, 'hint.failed', { reason: errorText(e) }) }))
      .then((s) => {
        if (live.current) setShown((all) => ({ ...all, [key]: s }));
      });
  };

  // Every step reached (saved) is worded: after a tap once its move is saved, after a resume at once.
  const reached = table ? seats.map((seat) => `${seat}:${ladderOf(table.round, seat).step}:${rerollsOf(table.round, seat)}`).join(',') : '';
  useEffect(() => {
    const tb = tableRef.current;
    if (!tb || !pluginRef.current) return;
    for (const seat of seats) {
      const l = ladderOf(tb.round, seat);
      if (l.step === 0) continue;
      const key = keyOf(tb, seat, l);
      if (!asked.current.has(key)) fetchHint(tb, seat, l, key);
    }
  }, [table?.roundIndex, reached, plugin !== null]);

  const state = (seat: number): { l: Ladder; key: string; s: Shown<S> | undefined; note: string | null | undefined } | null => {
    if (!table || !plugin) return null;
    const l = ladderOf(table.round, seat);
    const key = keyOf(table, seat, l);
    const n = notes[seat];
    // a note of an earlier step is over: its move was saved and the ladder moved on
    return { l, key, s: l.step > 0 ? (shown[key] ?? { kind: 'loading' }) : undefined, note: n && n.key === key ? n.refusal : undefined };
  };

  return {
    button(seat) {
      const st = state(seat);
      if (!st || !plugin) return { n: 1, disabled: true };
      const { l, s, note } = st;
      if (s?.kind === 'failed') return { n: l.step, disabled: false };
      const busy = note === null || s?.kind === 'loading';
      return { n: Math.min(plugin.last, l.step + 1), disabled: busy || l.step >= plugin.last || (s?.kind === 'text' && s.done) };
    },
    note(seat) {
      const st = state(seat);
      if (!st || !plugin) return null;
      if (st.note === null) return { text: gameT(plugin.game, 'hintLoading'), step: null };
      if (typeof st.note === 'string') return { text: st.note, step: null };
      if (!st.s) return null;
      if (st.s.kind === 'loading') return { text: gameT(plugin.game, 'hintLoading'), step: null };
      return st.s.kind === 'text' ? { text: st.s.text, step: st.l.step, spot: st.s.spot } : { text: st.s.text, step: null };
    },
    ask(seat) {
      const tb = tableRef.current;
      const p = pluginRef.current;
      const st = state(seat);
      if (!tb || !p || !st) return;
      const { l, key, s } = st;
      if (s?.kind === 'failed') {
        // the step is saved already: only its words are asked again
        fetchHint(tb, seat, l, key);
        return;
      }
      const step = Math.min(p.last, l.step + 1);
      const have = tb.lineOf(seat);
      setNotes((all) => ({ ...all, [seat]: { key, refusal: null } }));
      void tb.dispatch({ type: 'hint', seat, step, at: tb.at(), ...(have.length <= MAX_HAVE ? { have } : {}) }).then((r) => {
        if (live.current && !r.ok) setNotes((all) => ({ ...all, [seat]: { key, refusal: refusalText(p.game, r.refusal) } }));
      });
    },
  };
}
