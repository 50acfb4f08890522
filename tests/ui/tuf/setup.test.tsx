// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { parseGameId } from '../../../src/core/gameId';
import { defaultParams } from '../../../src/games/tuf/matchParams';
import { matchEngine } from '../../../src/games/tuf/plugin';
import { createMemoryBackend, createStore, type Store } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { Setup } from '../../../src/ui/tuf/Setup';

afterEach(() => cleanup());

const app = (store: Store) =>
  render(
    <AppProvider store={store}>
      <Setup />
    </AppProvider>,
  );

const pickGame = (g: string): void => {
  fireEvent.change(screen.getByRole('combobox', { name: 'Game' }), { target: { value: g } });
};

/** Whether an element sits inside the folded "More options" section. */
const folded = (el: Element): boolean => el.closest('details') !== null;

async function startedParams(store: Store) {
  await waitFor(async () => expect(await store.sessions.list()).toHaveLength(1));
  const code = (await store.sessions.list())[0]?.code ?? '';
  return matchEngine.parseParams(parseGameId(code).params);
}

describe('TUF setup: each game’s own choices sit next to the game', () => {
  it('1A: the red-cube presets show as soon as 1A is picked, and the chosen preset is played', async () => {
    const store = createStore(createMemoryBackend());
    app(store);
    pickGame('1a');
    const group = screen.getByRole('group', { name: 'Red cubes (game 1A)' });
    expect(folded(group)).toBe(false);
    fireEvent.click(within(group).getByRole('radio', { name: 'Set to + + − −' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await startedParams(store)).toMatchObject({ game: '1a', operatorPreset: '2+2-' });
  });

  it('2A: the reduced number cubes are a visible switch', async () => {
    const store = createStore(createMemoryBackend());
    app(store);
    pickGame('2a');
    const sw = screen.getByRole('switch', { name: /Two blue and two green number cubes/ });
    expect(folded(sw)).toBe(false);
    fireEvent.click(sw);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await startedParams(store)).toMatchObject({ game: '2a', reducedNumbers: true });
  });

  it('constant cube: the preset and χ’s value are visible; the χ preset needs a value before play', async () => {
    const store = createStore(createMemoryBackend());
    app(store);
    // the constant game is game 6 with the constant cube
    expect(screen.queryByRole('option', { name: /Constant cube/ })).toBeNull();
    pickGame('6');
    fireEvent.click(screen.getByRole('switch', { name: 'Constant cube (% π log j tan χ)' }));
    const group = screen.getByRole('group', { name: 'Constant cube' });
    expect(folded(group)).toBe(false);
    fireEvent.click(within(group).getByRole('radio', { name: 'χ' }));
    const chi = screen.getByRole('textbox', { name: 'Value of χ' });
    expect(folded(chi)).toBe(false);
    expect(screen.getAllByText(/Give χ a value/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    // Play answered by the refusal (not by a started game): the alert says why, and nothing was saved
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => /Give χ a value/.test(a.textContent ?? ''))).toBe(true));
    expect(await store.sessions.list()).toHaveLength(0);
    // a decimal comma, as a French or Spanish class writes it, is kept in the code as a point
    fireEvent.input(chi, { target: { value: '12,5' } });
    expect(screen.queryAllByText(/Give χ a value/)).toHaveLength(0);
    expect((chi as HTMLInputElement).value).toBe('12.5');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const p = await startedParams(store);
    expect(p).toMatchObject({ game: 'constant', constantPreset: 'chi', orderScoring: true });
    expect(p.settings.chi).toBe('12.5');
  });

  it('the constant cube joins any game 1–5, preset or rolled, and only the options that apply show', async () => {
    const store = createStore(createMemoryBackend());
    app(store);
    pickGame('2');
    const add = screen.getByRole('switch', { name: 'Constant cube (% π log j tan χ)' });
    expect(add).toHaveProperty('checked', false);
    // no constant cube: nothing about it or its symbols
    expect(screen.queryByRole('group', { name: 'Constant cube' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'π stands for' })).toBeNull();
    fireEvent.click(add);
    fireEvent.click(within(screen.getByRole('group', { name: 'Constant cube' })).getByRole('radio', { name: 'π' }));
    // preset to π: π's reading shows, χ's value and j's meaning do not (they cannot turn up)
    expect(screen.getByRole('group', { name: 'π stands for' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Value of χ' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'The j cube is' })).toBeNull();
    // a person and a computer racing: the sand timers, not a solitaire round's minutes
    expect(screen.getByRole('group', { name: 'Timers' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Minutes per solitaire round' })).toBeNull();
    // solitaire (1C a) with the cube: the round's minutes, not the sand timers
    pickGame('1c-a');
    expect(within(screen.getByRole('group', { name: 'Constant cube' })).getByRole('radio', { name: 'π' })).toHaveProperty('checked', true);
    expect(screen.getByRole('group', { name: 'Minutes per solitaire round' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Timers' })).toBeNull();
    // the cube stays when the game changes (game 4), and goes with ratio and proportion, which has none
    pickGame('4');
    expect(within(screen.getByRole('group', { name: 'Constant cube' })).getByRole('radio', { name: 'π' })).toHaveProperty('checked', true);
    pickGame('ratio');
    expect(screen.queryByRole('switch', { name: 'Constant cube (% π log j tan χ)' })).toBeNull();
    pickGame('2');
    expect(screen.getByRole('switch', { name: 'Constant cube (% π log j tan χ)' })).toHaveProperty('checked', false);
    // switched on, it is rolled with the others
    fireEvent.click(screen.getByRole('switch', { name: 'Constant cube (% π log j tan χ)' }));
    expect(within(screen.getByRole('group', { name: 'Constant cube' })).getByRole('radio', { name: 'Rolled with the others' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const p = await startedParams(store);
    expect(p).toMatchObject({ game: '2', constantCube: true, constantPreset: null });
  });

  it('preset play scored by order hides what counts cubes (cutthroat, bonuses)', async () => {
    const store = createStore(createMemoryBackend());
    app(store);
    pickGame('5');
    expect(screen.getByRole('switch', { name: /Cutthroat/ })).toBeTruthy();
    expect(screen.getByRole('switch', { name: /base/i })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Constant cube (% π log j tan χ)' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Constant cube' })).getByRole('radio', { name: '%' }));
    expect(screen.queryByRole('switch', { name: /Cutthroat/ })).toBeNull();
    expect(screen.queryByRole('switch', { name: /base/i })).toBeNull();
    // people racing at one table: the sand timers, not the minutes
    expect(screen.getByRole('group', { name: 'Timers' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await startedParams(store)).toMatchObject({ game: '5', constantCube: true, constantPreset: '%', orderScoring: true });
  });

  it('ratio and proportion can be picked and played from setup', async () => {
    const store = createStore(createMemoryBackend());
    app(store);
    pickGame('ratio');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await startedParams(store)).toMatchObject({ game: 'ratio' });
  });
});

describe('editing a lesson', () => {
  it('the lesson’s name comes before the button that saves it, and a renamed lesson is saved under the new name', async () => {
    const store = createStore(createMemoryBackend());
    const now = Date.now();
    const lesson = {
      id: 'tuf-lesson-1',
      name: 'Warm-up',
      game: 'tuf',
      setup: { params: matchEngine.formatParams({ ...defaultParams('2'), rounds: 3 }) },
      createdAt: now,
      updatedAt: now,
    };
    await store.presets.save(lesson);
    render(
      <AppProvider store={store}>
        <Setup lesson={lesson} />
      </AppProvider>,
    );
    const name = screen.getByRole('textbox', { name: 'Lesson name' });
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(name.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.input(name, { target: { value: 'Fractions warm-up' } });
    fireEvent.click(save);
    await waitFor(async () => expect((await store.presets.get('tuf-lesson-1'))?.name).toBe('Fractions warm-up'));
  });
});
