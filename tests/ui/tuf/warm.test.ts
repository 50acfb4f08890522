/**
 * What a TUF seat runs once while the cubes tumble in, so the first taps do
 * not compile it (src/ui/tuf/warm.ts, issue 16): lines like the first taps'
 * (the first cube alone, then number, operator, number, equals, number from
 * the roll), read one per idle moment, nothing left to run after a cancel.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, GAME_KEYS, isNumberFace, isOperatorFace, rollCubes, type RolledCube } from '../../../src/games/tuf';
import { toNotation } from '../../../src/ui/tuf/arrangement';
import { warmFirstTaps, warmLines } from '../../../src/ui/tuf/warm';

const faces = (line: ReturnType<typeof warmLines>[number], roll: readonly RolledCube[]): string[] => toNotation(line, roll).split(' ');

/** A scheduler run by hand: each idle moment is one call of `step()`. */
function byHand() {
  const queue: (() => void)[] = [];
  let cancelled = 0;
  const when = (run: () => void) => {
    queue.push(run);
    return () => {
      const i = queue.indexOf(run);
      if (i >= 0) {
        queue.splice(i, 1);
        cancelled++;
      }
    };
  };
  return { when, queue, step: () => queue.shift()?.(), cancelled: () => cancelled };
}

describe('warming the first taps', () => {
  it('for rolls of every game: the first cube alone, then a short equation of the roll’s own cubes', () => {
    for (const game of GAME_KEYS) {
      for (let s = 0; s < 5; s++) {
        const roll = rollCubes(game, `warm${s}`).cubes;
        const lines = warmLines(roll);
        expect(lines[0], game).toEqual([{ kind: 'cube', cube: 0, position: 'normal' }]);
        const eq = lines[1];
        if (!eq) continue;
        const f = faces(eq, roll);
        expect(f).toHaveLength(5);
        expect(
          isNumberFace(f[0] as string) && isOperatorFace(f[1] as string) && isNumberFace(f[2] as string) && f[3] === '=' && isNumberFace(f[4] as string),
          `${game}: ${f.join(' ')}`,
        ).toBe(true);
        // five different cubes of the roll
        expect(new Set(eq.map((it) => (it.kind === 'cube' ? it.cube : -1))).size).toBe(5);
      }
    }
  });

  it('a roll without an equals cube or numbers warms the first cube only', () => {
    const roll: RolledCube[] = [
      { face: '+', colour: 'red' },
      { face: '-', colour: 'red' },
    ];
    expect(warmLines(roll)).toEqual([[{ kind: 'cube', cube: 0, position: 'normal' }]]);
    expect(warmLines([])).toEqual([]);
  });

  it('reads one line per idle moment, and a cancel leaves nothing to run', () => {
    const roll = rollCubes('1', 'warm-idle').cubes;
    const h = byHand();
    const cancel = warmFirstTaps(roll, '1', DEFAULT_SETTINGS, h.when);
    expect(h.queue).toHaveLength(1);
    h.step();
    expect(h.queue).toHaveLength(1);
    cancel();
    expect(h.queue).toHaveLength(0);
    expect(h.cancelled()).toBe(1);
    // all the way through: two idle moments, then nothing more
    const h2 = byHand();
    warmFirstTaps(roll, '1', DEFAULT_SETTINGS, h2.when);
    h2.step();
    h2.step();
    expect(h2.queue).toHaveLength(0);
  });
});
