/** Each game's How-to example must be an equation that game's own cubes allow (colour by colour), and it must be true. */
import { describe, expect, it } from 'vitest';
import { GAMES, checkEquation, faceColour, type Face, type GameKey } from '../../../src/games/tuf';
import { en } from '../../../src/i18n/en';

/** The examples the How-to texts give, in the notation, with the normal form the text prints. */
const EXAMPLES: { game: GameKey; equation: string; printed: string }[] = [
  { game: '5', equation: '2 1 _4 = 9', printed: '21₄ = 9' },
  { game: '6', equation: '8 ^2 = 6 4', printed: '8² = 64' },
];

describe('How-to examples can be rolled in their own game', () => {
  for (const ex of EXAMPLES) {
    it(`game ${ex.game}: ${ex.printed}`, () => {
      const hand = GAMES[ex.game].hand;
      const used: Record<string, number> = {};
      const faces = ex.equation.split(' ').map((tok) => tok.replace(/^[\^_]/, '') as Face);
      for (const f of faces) used[faceColour(f)] = (used[faceColour(f)] ?? 0) + 1;
      for (const [colour, n] of Object.entries(used)) expect(n, `${colour} cubes in ${ex.printed}`).toBeLessThanOrEqual(hand[colour as keyof typeof hand]);
      const r = checkEquation({ game: ex.game, equation: ex.equation, roll: faces.join(' ') });
      expect(r.valid).toBe(true);
      if (r.valid) expect(r.normal).toBe(ex.printed);
      expect((en as Record<string, string>)[`tuf.howto.${ex.game}`]).toContain(ex.printed);
    });
  }

  it('the old game-5 example (110₂ = 6) needs four blue cubes, one more than game 5 rolls', () => {
    const blue = ['1', '1', '0', '2'].filter((f) => faceColour(f as Face) === 'blue').length;
    expect(blue).toBeGreaterThan(GAMES['5'].hand.blue);
  });
});
