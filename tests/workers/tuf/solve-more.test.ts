import { describe, it } from 'vitest';
import type { GameKey } from '../../../src/games/tuf';
import { agree, smallRoll } from './brute';

describe('solver against a brute force on small rolls (fraction and decimal games)', () => {
  const cases: [GameKey, number, number][] = [
    ['2a', 15, 6],
    ['3', 40, 6],
    ['3', 6, 7],
  ];
  for (const [game, count, size] of cases) {
    it(`game ${game}: ${count} rolls of ${size} cubes`, () => {
      for (let i = 0; i < count; i++) agree(game, smallRoll(game, `brute/${game}/${size}/${i}`, size));
    });
  }
});
