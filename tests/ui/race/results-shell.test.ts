/**
 * What both race games' results screens read the same way from the match (src/ui/race/Results.tsx): the key of the
 * worker's best answer for a hand in a round, and the lone person's points per round for the result code, only after
 * the last round of a solitaire with one person at the device.
 */
import { describe, expect, it } from 'vitest';
import { bestKey, soloPoints } from '../../../src/ui/race/Results';

const human = { kind: 'human' };
const computer = { kind: 'computer' };
const rounds = [
  [3, 1],
  [0, 2],
  [5, 0],
];
const points = (r: number[]): number[] => r;

describe('the race results shell', () => {
  it('gives the lone person’s points per round after the last round of a solitaire, computers beside them included', () => {
    expect(soloPoints({ phase: 'finished', seats: [human, computer], rounds }, true, points)).toEqual([4, 2, 5]);
    expect(soloPoints({ phase: 'finished', seats: [human], rounds: [[7]] }, true, points)).toEqual([7]);
  });

  it('gives none before the end, outside a solitaire, or with two people', () => {
    expect(soloPoints({ phase: 'review', seats: [human], rounds }, true, points)).toBeNull();
    expect(soloPoints({ phase: 'finished', seats: [human], rounds }, false, points)).toBeNull();
    expect(soloPoints({ phase: 'finished', seats: [human, human], rounds }, true, points)).toBeNull();
  });

  it('keys a best answer by round and hand', () => {
    expect(bestKey({ index: 2 }, 'A B C')).toBe('2:A B C');
    expect(bestKey({ index: 0 }, 'A B C')).not.toBe(bestKey({ index: 1 }, 'A B C'));
  });
});
