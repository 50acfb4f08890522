// @vitest-environment happy-dom
/**
 * A game's tile (src/ui/components/GameTile.tsx), the one home's list of games and the new-lesson game picker both
 * show: a link to where it is given, named by the game's title and blurb, in the game's colour, its badge hidden from
 * screen readers.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { GameTile } from '../../../src/ui/components/GameTile';
import { findGame } from '../../../src/ui/games';

afterEach(cleanup);

describe('a game tile', () => {
  it('links where it is told, with the game’s title, blurb, colour and a hidden badge', () => {
    const tally = findGame('tally')!;
    render(<GameTile game={tally} href="#/tally/lessons/new" />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('#/tally/lessons/new');
    expect(link.textContent).toContain('Tally Rally');
    expect(link.querySelector('.game-blurb')?.textContent).not.toBe('');
    expect(link.style.getPropertyValue('--tile')).toBe(tally.color);
    expect(link.querySelector('.game-badge')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: /^Tally Rally/ })).toBe(link);
  });
});
