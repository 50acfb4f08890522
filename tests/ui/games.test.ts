/**
 * The home screen's games and the DOM-free registry list the same games in
 * the same order, each game's screens on top of its own manifest, and every
 * saved game's engine opens in some game's screens.
 */
import { describe, expect, it } from 'vitest';
import { GAMES, gameIds } from '../../src/games/registry';
import { findGame, games } from '../../src/ui/games';
import { hasMessage } from '../../src/i18n';

describe('the games on screen', () => {
  it("are the registry's games, in its order, each on its own manifest", () => {
    expect(games.map((g) => g.id)).toEqual(GAMES.map((g) => g.id));
    games.forEach((g, i) => expect(g.game).toBe(GAMES[i]));
  });

  it("open every engine's saved games (Rotary's in TUF words' screens), and nothing else", () => {
    for (const id of gameIds) expect(findGame(id)).toBeDefined();
    expect(findGame('wordsrotary')?.id).toBe('words');
    expect(findGame('constructor')).toBeUndefined();
  });

  it('each has its name and blurb in the catalogue', () => {
    for (const g of games) {
      expect(hasMessage(g.title)).toBe(true);
      expect(hasMessage(g.blurb)).toBe(true);
    }
  });
});
