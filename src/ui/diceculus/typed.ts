/**
 * The card's value as the player is typing it (screen state, not a move).
 * The browser shows each key in the field itself, so it cannot be saved
 * before it shows; it is saved as the game's view at once instead (written
 * with the newest record, so a run of keys costs one write when the disk is
 * slow), and a killed app loses at most the last moment's typing. Read back
 * only for the same round and player, and only while the field is there
 * (every unknown rolled) and the text is of a length the field takes. Pure:
 * tested without a page.
 */
import { allRolled, cardOf, type Play, type Round } from '../../games/diceculus/game';

/** The longest text kept (a value is a few characters; anything longer was not typed for this card). */
export const MAX_TYPED = 40;

/** The view saved for the text typed: which round (its global number) and player it belongs to. */
export function answerView(text: string, round: Round, p: number): { answer: { round: number; p: number; text: string } } {
  return { answer: { round: round.global, p, text: text.slice(0, MAX_TYPED) } };
}

/** The text saved in the view for this round and player, or '' (another round or player, an older build's view, no field now, or not text). */
export function readAnswer(view: unknown, round: Round, p: number): string {
  const a = typeof view === 'object' && view !== null ? (view as { answer?: unknown }).answer : undefined;
  if (typeof a !== 'object' || a === null) return '';
  const o = a as Record<string, unknown>;
  if (o.round !== round.global || o.p !== p || typeof o.text !== 'string' || o.text.length > MAX_TYPED) return '';
  const play = round.plays[p] as Play | undefined;
  if (!play || !allRolled(cardOf(round), play)) return '';
  return o.text;
}
