import { describe, it } from 'vitest';
import type { GameKey } from '../../../src/games/tuf';
import { agree, smallRoll } from './brute';

describe('solver against a brute force on small rolls', () => {
  const cases: [GameKey, number, number][] = [
    ['1', 60, 6],
    ['1a', 20, 6],
    ['2', 40, 6],
    ['1', 6, 7],
  ];
  for (const [game, count, size] of cases) {
    it(`game ${game}: ${count} rolls of ${size} cubes`, () => {
      for (let i = 0; i < count; i++) agree(game, smallRoll(game, `brute/${game}/${size}/${i}`, size));
    });
  }
  it('zero rules: disallowed and penalised zero equations', () => {
    for (let i = 0; i < 20; i++) {
      const faces = smallRoll('1', `zero/${i}`, 6);
      agree('1', faces, { zero: 'disallow' });
      agree('1', faces, { zero: 'penalty' });
    }
  });
});
