/**
 * The announcement being set up (saved as the view before it shows): the
 * changes a player can make, and how a saved one is read back — only for its
 * own round and player, only when it fits the rules, else the default.
 */
import { describe, expect, it } from 'vitest';
import { replayMoves } from '../../../src/core/engine';
import { DEFAULT_PARAMS, DICE, diceculusEngine as E, nextAction, type DiceState, type Round } from '../../../src/games/diceculus/game';
import { GUESSES } from '../../../src/games/diceculus/cards';
import {
  announceView,
  bump,
  defaultAnnounce,
  defaultSplit,
  placedDice,
  readAnnounce,
  toggleRecipient,
  withGuess,
  withVictim,
  type AnnounceDraft,
} from '../../../src/ui/diceculus/announce';

function table(players = 3): { state: DiceState; round: Round; p: number } {
  const moves = [...Array.from({ length: players }, (_, i) => ({ t: 'join' as const, name: `P${i}` })), { t: 'start' as const }];
  const state = replayMoves(E, { ...DEFAULT_PARAMS }, 'announce-seed', moves).state;
  const n = nextAction(state);
  if (n.kind !== 'announce') throw new Error('expected an announcement');
  return { state, round: n.round, p: n.p };
}
const at = (round: Round, stage: Round['stage']): Round => ({ ...round, stage });

describe('the announcement being set up', () => {
  it('starts with the seven dice shared out evenly and a victim and a recipient among the others', () => {
    const { state, round, p } = table();
    const d = defaultAnnounce(state, round, p);
    expect(d.guess).toBe(3);
    expect(d.split).toEqual({ a: 3, b: 2, c: 2 });
    expect(placedDice(d.split, d.guess)).toBe(DICE);
    expect(d.victim).not.toBe(p);
    expect(d.recipients).toHaveLength(1);
    expect(d.recipients).not.toContain(p);
    for (let g = 1; g <= 6; g++) {
      const s = defaultSplit(g);
      expect(Object.keys(s)).toHaveLength(g);
      expect(placedDice(s, g)).toBe(DICE);
      expect(Object.values(s).every((n) => (n as number) >= 1)).toBe(true);
    }
  });

  it('moves dice between unknowns: never below one die, never more than seven in all', () => {
    const { state, round, p } = table();
    const d = defaultAnnounce(state, round, p);
    // all seven placed: one more is refused (the same draft comes back, so nothing is saved)
    expect(bump(d, 'a', 1)).toBe(d);
    const less = bump(d, 'a', -1);
    expect(less.split).toEqual({ a: 2, b: 2, c: 2 });
    expect(placedDice(less.split, less.guess)).toBe(6);
    const more = bump(less, 'c', 1);
    expect(more.split).toEqual({ a: 2, b: 2, c: 3 });
    // one die is the least an unknown takes
    const one = bump(bump(more, 'b', -1), 'b', -1);
    expect(one.split.b).toBe(1);
    expect(bump(one, 'b', -1)).toBe(one);
    // a new guess shares the dice out again; the same guess changes nothing
    expect(withGuess(more, 5).split).toEqual(defaultSplit(5));
    expect(withGuess(more, 3)).toBe(more);
  });

  it('chooses a victim and toggles recipients in seat order', () => {
    const { state, round, p } = table(4);
    const d = defaultAnnounce(state, round, p);
    const others = [0, 1, 2, 3].filter((i) => i !== p);
    expect(withVictim(d, others[1]!).victim).toBe(others[1]);
    expect(withVictim(d, d.victim)).toBe(d);
    const both = toggleRecipient(toggleRecipient({ ...d, recipients: [] }, others[2]!), others[0]!);
    expect(both.recipients).toEqual([others[0], others[2]]);
    expect(toggleRecipient(both, others[0]!).recipients).toEqual([others[2]]);
  });

  it('is read back from the view for the same round and player, exactly as saved', () => {
    const { state, round, p } = table(3);
    const others = [0, 1, 2].filter((i) => i !== p);
    for (const stage of [2, 3, 4] as const) {
      const r = at(round, stage);
      const guess = GUESSES[stage][GUESSES[stage].length - 1] as number;
      let d: AnnounceDraft = withGuess(defaultAnnounce(state, r, p), guess);
      d = bump(d, 'a', 1) === d ? bump(bump(d, 'a', -1), 'b', 1) : d;
      d = withVictim(d, others[1]!);
      d = { ...d, recipients: [...others] };
      // through JSON, as IndexedDB would keep it
      const view = JSON.parse(JSON.stringify(announceView(d, r, p))) as unknown;
      expect(readAnnounce(view, state, r, p)).toEqual(d);
    }
  });

  it('falls back to the default for another round or player, an older game without it, or a draft that does not fit', () => {
    const { state, round, p } = table(3);
    const r = at(round, 2);
    const base = defaultAnnounce(state, r, p);
    const saved = announceView({ ...bump(base, 'a', -1) }, r, p);
    const other = [0, 1, 2].find((i) => i !== p)!;
    expect(readAnnounce(undefined, state, r, p)).toEqual(base);
    expect(readAnnounce({}, state, r, p)).toEqual(base);
    expect(readAnnounce({ series: [] }, state, r, p)).toEqual(base);
    expect(readAnnounce(saved, state, { ...r, global: r.global + 1 }, p)).toEqual(base);
    expect(readAnnounce(saved, state, r, other)).toEqual(defaultAnnounce(state, r, other));
    const broken = (patch: Record<string, unknown>): unknown => ({ announce: { ...saved.announce, ...patch } });
    expect(readAnnounce(broken({ guess: 6 }), state, r, p)).toEqual(base); // not a stage-II guess
    expect(readAnnounce(broken({ split: { a: 3, b: 2 } }), state, r, p)).toEqual(base); // an unknown without dice
    expect(readAnnounce(broken({ split: { a: 3, b: 2, c: 2, d: 1 } }), state, r, p)).toEqual(base); // a letter beyond the guess
    expect(readAnnounce(broken({ split: { a: 5, b: 2, c: 2 } }), state, r, p)).toEqual(base); // more than seven dice
    expect(readAnnounce(broken({ split: { a: 0, b: 5, c: 2 } }), state, r, p)).toEqual(base); // no die on an unknown
    expect(readAnnounce(broken({ split: { a: 2.5, b: 2, c: 2 } }), state, r, p)).toEqual(base);
    expect(readAnnounce(broken({ victim: p }), state, r, p)).toEqual(base); // robbing oneself
    expect(readAnnounce(broken({ recipients: [other, other] }), state, r, p)).toEqual(base);
    expect(readAnnounce(broken({ recipients: [p] }), state, r, p)).toEqual(base);
    expect(readAnnounce(broken({ recipients: 'x' }), state, r, p)).toEqual(base);
  });
});
