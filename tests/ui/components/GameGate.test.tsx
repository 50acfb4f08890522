// @vitest-environment happy-dom
/**
 * What every game screen shows until its saved game is ready
 * (src/ui/components/GameGate.tsx): loading, gone from the device, damaged
 * (each with a way to a new game), played in another tab.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameGate } from '../../../src/ui/components/GameGate';

afterEach(cleanup);

const gate = (status: 'loading' | 'ready' | 'missing' | 'broken' | 'elsewhere', takeOver = () => undefined) =>
  render(
    <GameGate
      game={{ status, elsewhere: status === 'elsewhere' ? 'open' : null, takeOver }}
      title="Tally Rally"
      back="#/tally"
      missing="This round is gone."
      newGame="New round"
    />,
  );

describe('the game gate', () => {
  it('says it is loading under the game’s title, with the way back', () => {
    gate('loading');
    expect(screen.getByRole('heading', { name: 'Tally Rally' })).toBeTruthy();
    expect(screen.getByText('Loading…').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('link', { name: 'New round' })).toBeNull();
  });

  it('says a game gone from the device, or damaged, in words, with a new game one tap away', () => {
    gate('missing');
    expect(screen.getByRole('status').textContent).toBe('This round is gone.');
    expect(screen.getByRole('link', { name: 'New round' }).getAttribute('href')).toBe('#/tally');
    cleanup();
    gate('broken');
    expect(screen.getByRole('status').textContent).toMatch(/damaged/);
    expect(screen.getByRole('link', { name: 'New round' }).getAttribute('href')).toBe('#/tally');
  });

  it('offers to play here a game another tab plays', () => {
    const takeOver = vi.fn();
    gate('elsewhere', takeOver);
    fireEvent.click(screen.getByRole('button', { name: 'Play it here' }));
    expect(takeOver).toHaveBeenCalledOnce();
  });
});
