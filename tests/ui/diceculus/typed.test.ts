/**
 * The card's value being typed (saved as the view as it is typed): read back
 * only for its own round and player, only while the field is on screen.
 */
import { describe, expect, it } from 'vitest';
import { allRolled, cardOf, type DiceState, type Round } from '../../../src/games/diceculus/game';
import { answerView, MAX_TYPED, readAnswer } from '../../../src/ui/diceculus/typed';
import { playing } from './playing';

const rolled = (_s: DiceState, round: Round, p: number): boolean => allRolled(cardOf(round), round.plays[p]!);

describe('the value being typed', () => {
  it('comes back for the same round and player while the field is there', () => {
    const { round, p } = playing('typed1', rolled);
    expect(readAnswer(answerView('12', round, p), round, p)).toBe('12');
    expect(readAnswer(answerView('', round, p), round, p)).toBe('');
  });

  it('is not read for another player, another round, an older build’s view or a damaged one', () => {
    const { round, p } = playing('typed1', rolled);
    const v = answerView('12', round, p);
    expect(readAnswer(v, round, 1 - p)).toBe('');
    expect(readAnswer(v, { ...round, global: round.global + 1 }, p)).toBe('');
    expect(readAnswer(null, round, p)).toBe('');
    expect(readAnswer({ announce: { round: round.global, p } }, round, p)).toBe('');
    expect(readAnswer({ answer: { round: round.global, p, text: 12 } }, round, p)).toBe('');
    expect(readAnswer({ answer: { round: round.global, p, text: 'x'.repeat(MAX_TYPED + 1) } }, round, p)).toBe('');
  });

  it('is not read while an unknown is still to roll (there is no field)', () => {
    const { round, p } = playing('typed1', (_s, r, q) => Object.keys(r.plays[q]!.rolls).length > 0);
    expect(rolled(undefined as never, round, p)).toBe(false);
    expect(readAnswer(answerView('12', round, p), round, p)).toBe('');
  });

  it('keeps at most what the field takes', () => {
    const { round, p } = playing('typed1', rolled);
    expect(answerView('9'.repeat(MAX_TYPED + 5), round, p).answer.text).toHaveLength(MAX_TYPED);
  });
});
