/**
 * The room the results keep for TUF's best line (src/ui/tuf/Results.tsx
 * `roomEquation`, issue 16): for rolls of every game, the best equation the
 * solver writes is never longer than the room's equation, so the line the
 * worker's answer arrives in is already tall enough for it.
 */
import { describe, expect, it } from 'vitest';
import { GAME_KEYS, rollCubes } from '../../../src/games/tuf';
import { roomEquation } from '../../../src/ui/tuf/Results';
import { solve } from '../../../workers/tuf/solve';

describe('the best line’s room', () => {
  it('holds the solver’s best equation for rolls of every game (4 seeds each)', () => {
    let checked = 0;
    for (const game of GAME_KEYS) {
      for (let i = 0; i < 4; i++) {
        const roll = rollCubes(game, `room-${game}-${i}`).cubes;
        const best = solve({ game, roll, budgetMs: 150 });
        if (best.normal === null) continue;
        checked++;
        expect(best.normal.length, `${game} ${best.normal} in ${roomEquation(roll)}`).toBeLessThanOrEqual(roomEquation(roll).length);
      }
    }
    expect(checked).toBeGreaterThan(GAME_KEYS.length * 2);
  });
});
