// @vitest-environment happy-dom
/** Changing the language mid-game re-renders every word in place: nothing reloads, nothing is lost. */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { createMemoryBackend, createStore, type LanguageSetting } from '../../src/storage';
import { AppProvider, useApp } from '../../src/ui/context';
import { Play } from '../../src/ui/mathable/Play';
import { startGame } from '../../src/ui/mathable/Setup';
import { mathableAi, type MathableAi } from '../../src/ui/mathable/ai';
import { computerTurn, hint } from '../../workers/mathable/computer';
import { switchLanguage } from '../../src/i18n';

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

const directAi: MathableAi = { computerTurn: async (s) => computerTurn(s), hint: async (s) => hint(s) };

/** What Settings does: one call to updateSettings. */
let choose: (language: LanguageSetting) => Promise<void> = async () => undefined;
function LanguageRemote() {
  const { updateSettings } = useApp();
  choose = (language) => updateSettings({ language });
  return null;
}

describe('switching language mid-game', () => {
  it('keeps the board, the tile placed this turn and the chosen tile; saves nothing new; remembers the choice', async () => {
    const store = createStore(createMemoryBackend());
    // Seed ui3: Ana moves first with 8 4 5 7 4 4 42 (tests/ui/mathable/play.test.tsx).
    const id = await startGame(
      store,
      { seats: [{ kind: 'human' }, { kind: 'computer', level: 'medium' }], hiddenRacks: false },
      ['Ana', 'COMP-2'],
      true,
      'ui3',
    );
    mathableAi.use(directAi);
    render(
      <AppProvider store={store}>
        <LanguageRemote />
        <Play sessionId={id} paceMs={0} />
      </AppProvider>,
    );
    await screen.findByText(/Your turn, Ana/);
    fireEvent.click(screen.getAllByRole('button', { name: 'Tile 7' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: /^Row 8, column 9,/ }));
    await screen.findByRole('button', { name: 'Done (+7)' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Tile 4' })[0]!);
    expect(screen.getAllByRole('button', { name: 'Tile 4' })[0]!.getAttribute('aria-pressed')).toBe('true');
    const movesBefore = (await store.sessions.get(id))!.moves;

    await act(() => choose('fr'));
    await screen.findByText(/À vous, Ana/, undefined, { timeout: 10_000 });
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('button', { name: /^Rangée 8, colonne 9, jeton 7, posé ce tour-ci/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Valider (+7)' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Jeton 4' })[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText(/Your turn/)).toBeNull();

    await act(() => choose('es'));
    await screen.findByText(/Te toca, Ana/, undefined, { timeout: 10_000 });
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('button', { name: 'Listo (+7)' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Ficha 4' })[0]!.getAttribute('aria-pressed')).toBe('true');

    // The game itself did not change: the same moves, in the same language-neutral notation.
    expect((await store.sessions.get(id))!.moves).toEqual(movesBefore);
    await waitFor(async () => expect((await store.getSettings()).language).toBe('es'));

    // …and play goes on in Spanish.
    fireEvent.click(screen.getByRole('button', { name: 'Listo (+7)' }));
    await screen.findByText(/COMP-2 colocó/, undefined, { timeout: 5000 });
  });
});
