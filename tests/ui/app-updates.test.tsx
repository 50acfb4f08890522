// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { createMemoryBackend, createStore } from '../../src/storage';
import { useEffect } from 'preact/hooks';
import { AppProvider, useApp } from '../../src/ui/context';
import { games } from '../../src/ui/games';
import { gameScreens } from '../../src/ui/gameScreens';
import type { GameManifest } from '../../src/games/manifest';

const pwa = vi.hoisted(() => ({ events: null as null | { onOfflineReady(): void; onUpdateReady(apply: () => void): void } }));
vi.mock('../../src/ui/services/pwa', () => ({
  registerServiceWorker: (e: typeof pwa.events) => {
    pwa.events = e;
  },
  requestPersistentStorage: async () => true,
}));

const { App } = await import('../../src/ui/App');

/** A game screen that says a game is in progress while it is shown. */
function FakeGame() {
  const { setInGame } = useApp();
  useEffect(() => {
    setInGame(true);
    return () => setInGame(false);
  }, [setInGame]);
  return <p>playing</p>;
}

afterEach(() => {
  cleanup();
  location.hash = '';
});

describe('service-worker updates', () => {
  it('says "ready to work offline" on first install', async () => {
    render(
      <AppProvider store={createStore(createMemoryBackend())}>
        <App />
      </AppProvider>,
    );
    pwa.events?.onOfflineReady();
    expect(await screen.findByText('Tuffest is ready to work offline.')).toBeTruthy();
  });

  it('waits for the end of a game before offering an update, then applies it on request', async () => {
    // A game of its own for this test: its manifest's engines are never used here.
    const fakeGame = gameScreens(
      { id: 'fake', engines: [] as unknown as GameManifest['engines'], facts: [] },
      {
        title: 'app.name',
        blurb: 'app.tagline',
        badge: 'F',
        color: 'red',
        load: async () => ({ default: FakeGame }),
      },
    );
    games.push(fakeGame);
    try {
      location.hash = '#/fake/play/1';
      render(
        <AppProvider store={createStore(createMemoryBackend())}>
          <App />
        </AppProvider>,
      );
      await screen.findByText('playing');
      const apply = vi.fn();
      pwa.events?.onUpdateReady(apply);
      expect(await screen.findByText(/it will be offered when this game is over/)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Update now' })).toBeNull();
      // During a game notices sit at the top, clear of the game's buttons at the bottom.
      expect(
        screen
          .getByText(/it will be offered when this game is over/)
          .closest('.notices')
          ?.classList.contains('notices-top'),
      ).toBe(true);
      location.hash = '#/';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      const button = await screen.findByRole('button', { name: 'Update now' });
      // Outside a game a notice with an action sits at the bottom (a plain confirmation goes to the top: see Notices).
      expect(button.closest('.notices')?.classList.contains('notices-top')).toBe(false);
      expect(apply).not.toHaveBeenCalled();
      fireEvent.click(button);
      await waitFor(() => expect(apply).toHaveBeenCalledTimes(1));
    } finally {
      games.splice(games.indexOf(fakeGame), 1);
    }
  });

  it('warns when storage is memory-only', async () => {
    const store = createStore(createMemoryBackend(), 'IndexedDB is not available');
    render(
      <AppProvider store={store}>
        <App />
      </AppProvider>,
    );
    expect(await screen.findByText(/not letting Tuffest save/)).toBeTruthy();
  });
});
