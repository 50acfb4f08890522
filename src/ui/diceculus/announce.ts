/**
 * A player's announcement while it is being set up (screen state, not a
 * move): how many unknowns, the seven dice split among them, the victim
 * (stage III) and the recipients (stage IV). Saved as the game's view before
 * it is shown, so a killed app brings back the dice as the player had
 * arranged them; read back only for the same round and player, and only
 * when it still fits the rules of the screen. Pure: tested without a page.
 */
import { GUESSES } from '../../games/diceculus/cards';
import { LETTERS, type Letter } from '../../games/diceculus/expr';
import { DICE, forcedRecipients, type DiceState, type Round } from '../../games/diceculus/game';

export type Split = Partial<Record<Letter, number>>;

export interface AnnounceDraft {
  guess: number;
  split: Split;
  victim: number;
  recipients: number[];
}

/** The dice shared out as evenly as they go among the first `guess` unknowns. */
export function defaultSplit(guess: number): Split {
  const out: Split = {};
  LETTERS.slice(0, guess).forEach((l, i) => (out[l] = Math.floor(DICE / guess) + (i < DICE % guess ? 1 : 0)));
  return out;
}

const othersOf = (state: DiceState, p: number): number[] => state.players.map((_, i) => i).filter((i) => i !== p);

/** What the announcing panel starts with when nothing was saved. */
export function defaultAnnounce(state: DiceState, round: Round, p: number): AnnounceDraft {
  const guesses = GUESSES[round.stage];
  const guess = guesses.includes(3) ? 3 : (guesses[0] as number);
  const others = othersOf(state, p);
  const must = round.stage === 4 ? forcedRecipients(state, round, p) : [];
  return { guess, split: defaultSplit(guess), victim: others[0] as number, recipients: must.length > 0 ? must : [others[0] as number] };
}

/** Dice placed on the unknowns of a split (the first `guess` letters). */
export const placedDice = (split: Split, guess: number): number => LETTERS.slice(0, guess).reduce((a, l) => a + (split[l] ?? 0), 0);

/** The guess chosen: the dice shared out again for it. */
export const withGuess = (d: AnnounceDraft, guess: number): AnnounceDraft => (guess === d.guess ? d : { ...d, guess, split: defaultSplit(guess) });

/** One die more (+1) or less (−1) on an unknown: never below one, never more than the seven dice in all. */
export function bump(d: AnnounceDraft, letter: Letter, by: 1 | -1): AnnounceDraft {
  const now = d.split[letter] ?? 1;
  const next = Math.max(1, now + by);
  if (next === now || (by > 0 && placedDice(d.split, d.guess) >= DICE)) return d;
  return { ...d, split: { ...d.split, [letter]: next } };
}

export const withVictim = (d: AnnounceDraft, victim: number): AnnounceDraft => (victim === d.victim ? d : { ...d, victim });

/** A recipient added or taken off (kept in seat order). */
export function toggleRecipient(d: AnnounceDraft, seat: number): AnnounceDraft {
  const on = d.recipients.includes(seat);
  return { ...d, recipients: on ? d.recipients.filter((x) => x !== seat) : [...d.recipients, seat].sort((a, b) => a - b) };
}

/** The view saved for a draft: which round (its global number) and player it belongs to. */
export function announceView(d: AnnounceDraft, round: Round, p: number): { announce: AnnounceDraft & { round: number; p: number } } {
  return { announce: { round: round.global, p, guess: d.guess, split: { ...d.split }, victim: d.victim, recipients: [...d.recipients] } };
}

/**
 * The draft saved in the view for this round and player, or the default when
 * there is none (an older build's game, another round, another player) or
 * what is saved does not fit (then nothing of it is used).
 */
export function readAnnounce(view: unknown, state: DiceState, round: Round, p: number): AnnounceDraft {
  const base = defaultAnnounce(state, round, p);
  const a = typeof view === 'object' && view !== null ? (view as { announce?: unknown }).announce : undefined;
  if (typeof a !== 'object' || a === null) return base;
  const o = a as Record<string, unknown>;
  if (o.round !== round.global || o.p !== p) return base;
  const guess = o.guess;
  if (typeof guess !== 'number' || !GUESSES[round.stage].includes(guess)) return base;
  if (typeof o.split !== 'object' || o.split === null) return base;
  const raw = o.split as Record<string, unknown>;
  const letters: readonly string[] = LETTERS.slice(0, guess);
  const split: Split = {};
  for (const [k, v] of Object.entries(raw)) {
    if (!letters.includes(k) || !Number.isInteger(v) || (v as number) < 1) return base;
    split[k as Letter] = v as number;
  }
  if (letters.some((l) => split[l as Letter] === undefined) || placedDice(split, guess) > DICE) return base;
  const others = othersOf(state, p);
  const victim = o.victim;
  if (typeof victim !== 'number' || !others.includes(victim)) return base;
  const rs = o.recipients;
  if (!Array.isArray(rs) || !rs.every((r) => typeof r === 'number' && others.includes(r)) || new Set(rs).size !== rs.length) return base;
  return { guess, split, victim, recipients: [...(rs as number[])].sort((a, b) => a - b) };
}
