/**
 * What is typed in a turn (saved as the view as it is typed): the card's
 * value and the stage-IV claim, side by side in one view, each read back only
 * for its own round and player and only while its field is on screen.
 */
import { describe, expect, it } from 'vitest';
import { allRolled, cardOf, diceculusEngine as E, toRoll, type DiceState, type Round } from '../../../src/games/diceculus/game';
import { claimOpen, MAX_TYPED, NOTHING_TYPED, readTyped, typedView } from '../../../src/ui/diceculus/typed';
import { playedAsEasy, playing, stageFourStart } from './playing';

const rolled = (_s: DiceState, round: Round, p: number): boolean => allRolled(cardOf(round), round.plays[p]!);
const answer = (text: string) => ({ ...NOTHING_TYPED, answer: text });
const claim = (text: string) => ({ ...NOTHING_TYPED, claim: text });

describe('the value being typed', () => {
  it('comes back for the same round and player while the field is there', () => {
    const { round, p } = playing('typed1', rolled);
    expect(readTyped(typedView(answer('12'), round, p), round, p)).toEqual(answer('12'));
    expect(readTyped(typedView(answer(''), round, p), round, p)).toEqual(NOTHING_TYPED);
  });

  it('is not read for another player, another round, an older build’s view or a damaged one', () => {
    const { round, p } = playing('typed1', rolled);
    const v = typedView(answer('12'), round, p);
    expect(readTyped(v, round, 1 - p).answer).toBe('');
    expect(readTyped(v, { ...round, global: round.global + 1 }, p).answer).toBe('');
    expect(readTyped(null, round, p)).toEqual(NOTHING_TYPED);
    expect(readTyped('12', round, p)).toEqual(NOTHING_TYPED);
    expect(readTyped({ announce: { round: round.global, p } }, round, p)).toEqual(NOTHING_TYPED);
    expect(readTyped({ answer: { round: round.global, p, text: 12 } }, round, p).answer).toBe('');
    expect(readTyped({ answer: { round: String(round.global), p, text: '12' } }, round, p).answer).toBe('');
    expect(readTyped({ answer: { round: round.global, p, text: 'x'.repeat(MAX_TYPED + 1) } }, round, p).answer).toBe('');
    expect(readTyped({ answer: { round: round.global, p, text: 'x'.repeat(MAX_TYPED) } }, round, p).answer).toHaveLength(MAX_TYPED);
  });

  it('reads from the view an earlier build saved (the answer alone)', () => {
    const { round, p } = playing('typed1', rolled);
    expect(readTyped({ answer: { round: round.global, p, text: '7,5' } }, round, p)).toEqual(answer('7,5'));
  });

  it('is not read while an unknown is still to roll (there is no field)', () => {
    const { round, p } = playing('typed1', (_s, r, q) => Object.keys(r.plays[q]!.rolls).length > 0);
    expect(rolled(undefined as never, round, p)).toBe(false);
    expect(readTyped(typedView(answer('12'), round, p), round, p).answer).toBe('');
  });

  it('keeps at most what the field takes', () => {
    const { round, p } = playing('typed1', rolled);
    expect(typedView(answer('9'.repeat(MAX_TYPED + 5)), round, p).answer.text).toHaveLength(MAX_TYPED);
  });
});

describe('the stage-IV claim being typed', () => {
  const start = playedAsEasy('claim1', stageFourStart());

  it('is there at the start of a stage-IV play and nowhere before stage IV', () => {
    expect(start.round.stage).toBe(4);
    expect(claimOpen(start.round, start.round.plays[start.p]!)).toBe(true);
    const stageOne = playing('typed1', () => true);
    expect(claimOpen(stageOne.round, stageOne.round.plays[stageOne.p]!)).toBe(false);
    expect(readTyped(typedView(claim('3'), stageOne.round, stageOne.p), stageOne.round, stageOne.p).claim).toBe('');
  });

  it('comes back for the same round and player while the field is there', () => {
    const { round, p } = start;
    expect(readTyped(typedView(claim('3,5'), round, p), round, p)).toEqual(claim('3,5'));
    expect(readTyped(typedView(claim(''), round, p), round, p)).toEqual(NOTHING_TYPED);
  });

  it('and the answer are kept side by side: neither writes over the other, each read for its own field', () => {
    const { round, p } = start;
    const v = typedView({ answer: '12', claim: '-4' }, round, p);
    expect(v.answer.text).toBe('12');
    expect(v.claim.text).toBe('-4');
    // the claim field is there, the answer field is not (nothing rolled yet)
    expect(readTyped(v, round, p)).toEqual(claim('-4'));
    // a view from an earlier build (no claim in it) reads as an empty claim
    expect(readTyped({ answer: { round: round.global, p, text: '12' } }, round, p)).toEqual(NOTHING_TYPED);
  });

  it('is not read for another player, another round, a damaged view, or once the player has rolled or claimed', () => {
    const { round, p, state } = start;
    const v = typedView(claim('3'), round, p);
    expect(readTyped(v, round, 1 - p).claim).toBe('');
    expect(readTyped(v, { ...round, global: round.global + 1 }, p).claim).toBe('');
    expect(readTyped({ claim: { round: round.global, p, text: 3 } }, round, p).claim).toBe('');
    expect(readTyped({ claim: { round: round.global, text: '3' } }, round, p).claim).toBe('');
    expect(readTyped({ claim: 'x' }, round, p).claim).toBe('');
    expect(readTyped({ claim: { round: round.global, p, text: 'x'.repeat(MAX_TYPED + 1) } }, round, p).claim).toBe('');
    const play = round.plays[p]!;
    expect(readTyped(v, { ...round, plays: round.plays.map((q, i) => (i === p ? { ...play, claimed: true } : q)) }, p).claim).toBe('');
    // the player rolls: the field is gone, and so is the claim's text
    const afterRoll = E.apply(state, { t: 'roll', p, v: toRoll(cardOf(round), play)[0]! });
    const r = afterRoll.rounds[afterRoll.rounds.length - 1]!;
    expect(Object.keys(r.plays[p]!.rolls)).toHaveLength(1);
    expect(readTyped(v, r, p).claim).toBe('');
  });

  it('is read for the other player only from their own entry', () => {
    const other = playedAsEasy('claim1', stageFourStart(start.p));
    expect(other.p).not.toBe(start.p);
    expect(other.round.global).toBe(start.round.global);
    expect(readTyped(typedView(claim('3'), start.round, start.p), other.round, other.p).claim).toBe('');
    expect(readTyped(typedView(claim('3'), other.round, other.p), other.round, other.p).claim).toBe('3');
  });

  it('keeps at most what the field takes', () => {
    expect(typedView(claim('1'.repeat(MAX_TYPED * 2)), start.round, start.p).claim.text).toBe('1'.repeat(MAX_TYPED));
  });
});
