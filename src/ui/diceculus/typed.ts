/**
 * What the player is typing in a turn (screen state, not moves): the card's
 * value (`answer`, once every unknown is rolled) and, in stage IV, the
 * constant value claimed before rolling (`claim`). The browser shows each key
 * in the field itself, so it cannot be saved before it shows; it is saved as
 * the game's view at once instead (written with the newest record, so a run
 * of keys costs one write when the disk is slow), and a killed app loses at
 * most the last moment's typing.
 *
 * The view holds both fields side by side, each tagged with its round (global
 * number) and player: `{ answer: {round, p, text}, claim: {round, p, text} }`.
 * A view from an older build has `answer` only; it still reads, and its claim
 * reads as ''. Each text is read back only for the same round and player,
 * only while its field is there, and only when it is text of a length the
 * field takes. Pure: tested without a page.
 */
import { allRolled, cardOf, type Play, type Round } from '../../games/diceculus/game';

/** The longest text kept (a value is a few characters; anything longer was not typed for this card). */
export const MAX_TYPED = 40;

/** The typed fields of a turn. */
export type TypedField = 'answer' | 'claim';

/** What is typed in each field of a turn. */
export type Typed = Record<TypedField, string>;

/** Nothing typed. */
export const NOTHING_TYPED: Typed = { answer: '', claim: '' };

/** One field's text as saved: the round (its global number) and player it belongs to. */
export interface TypedEntry {
  round: number;
  p: number;
  text: string;
}

/** Whether the stage-IV claim field is there: a stage-IV play with nothing rolled yet and no right claim made. */
export const claimOpen = (round: Round, play: Play): boolean => round.stage === 4 && Object.keys(play.rolls).length === 0 && !play.claimed;

/** Whether each field is on screen for this play. */
const FIELD_SHOWN: Record<TypedField, (round: Round, play: Play) => boolean> = {
  answer: (round, play) => allRolled(cardOf(round), play),
  claim: claimOpen,
};

/** The view saved for what is typed in a turn: every field, tagged with its round and player. */
export function typedView(typed: Typed, round: Round, p: number): Record<TypedField, TypedEntry> {
  const entry = (text: string): TypedEntry => ({ round: round.global, p, text: text.slice(0, MAX_TYPED) });
  return { answer: entry(typed.answer), claim: entry(typed.claim) };
}

/** One field's text saved in the view for this round and player, or '' (see `readTyped`). */
function readField(view: object, field: TypedField, round: Round, p: number, play: Play): string {
  const e = (view as Partial<Record<TypedField, unknown>>)[field];
  if (typeof e !== 'object' || e === null) return '';
  const o = e as Record<string, unknown>;
  if (o.round !== round.global || o.p !== p || typeof o.text !== 'string' || o.text.length > MAX_TYPED) return '';
  return FIELD_SHOWN[field](round, play) ? o.text : '';
}

/**
 * The texts saved in the view for this round and player; a field reads ''
 * when its entry is for another round or player, missing (an older build's
 * view, another screen's), not text or too long, or its field is not shown now.
 */
export function readTyped(view: unknown, round: Round, p: number): Typed {
  const play = round.plays[p] as Play | undefined;
  if (typeof view !== 'object' || view === null || !play) return { ...NOTHING_TYPED };
  return { answer: readField(view, 'answer', round, p, play), claim: readField(view, 'claim', round, p, play) };
}
