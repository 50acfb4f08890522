import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/random';
import {
  BLUE_FACES,
  GREEN_FACES,
  RED_FACES,
  YELLOW_FACES,
  checkEquation,
  formatRoll,
  rollCubes,
  type GameKey,
  type TufSettings,
} from '../../../src/games/tuf';
import { solve } from '../../../workers/tuf/solve';
import { bruteBest } from './brute';

function smallRoll(game: GameKey, seed: string, size: number): string[] {
  const rng = createRng(seed);
  const faces: string[] = ['='];
  const fractions = game === '2' || game === '2a' || game === '3';
  const ops = game === '1a' ? ['+', '-'] : RED_FACES;
  while (faces.length < size) {
    const r = rng.int(10);
    if (r < 3) faces.push(rng.pick(BLUE_FACES));
    else if (r < 6) faces.push(rng.pick(GREEN_FACES));
    else if (r < 9 || !fractions) faces.push(rng.pick(ops));
    else faces.push(rng.pick(YELLOW_FACES));
  }
  return rng.shuffle(faces);
}

function agree(game: GameKey, faces: string[], settings?: Partial<TufSettings>): void {
  const brute = bruteBest(game, faces, settings);
  const got = solve({ game, roll: faces.join(' '), ...(settings ? { settings } : {}) });
  const label = `${game}: ${faces.join(' ')} solver=${got.equation ?? 'none'} brute=${brute.equation ?? 'none'}`;
  expect(got.proven, label).toBe(true);
  expect([got.score, got.cubes], label).toEqual([brute.score, brute.cubes]);
  if (got.equation !== null) {
    const r = checkEquation({ game, equation: got.equation, roll: faces.join(' '), ...(settings ? { settings } : {}) });
    expect(r.valid, label).toBe(true);
  }
}

describe('solver against a brute force on small rolls', () => {
  const cases: [GameKey, number, number][] = [
    ['1', 60, 6],
    ['1a', 20, 6],
    ['2', 40, 6],
    ['2a', 15, 6],
    ['3', 40, 6],
    ['1', 6, 7],
    ['3', 6, 7],
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
