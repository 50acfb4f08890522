// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { parseGameId } from '../../../src/core/gameId';
import { parseParams } from '../../../src/games/words/params';
import { createMemoryBackend, createStore, type Store } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { RaceFromCode } from '../../../src/ui/race/Lessons';
import { wordsCodes } from '../../../src/ui/words/codes';
import { paramsOfLesson, Setup } from '../../../src/ui/words/Setup';
import { wordsLessons } from '../../../src/ui/words/WordsScreen';

afterEach(() => cleanup());

/** The setup screen over a fresh store. */
function openSetup(): Store {
  const store = createStore(createMemoryBackend());
  render(
    <AppProvider store={store}>
      <Setup />
    </AppProvider>,
  );
  return store;
}

describe('TUF words setup', () => {
  it('plays the chosen variation, dictionary and class list; the game id carries them', async () => {
    const store = openSetup();
    fireEvent.click(within(screen.getByRole('group', { name: 'People at this device' })).getByRole('radio', { name: '2' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Quick' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Dictionary' }), { target: { value: 'older' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Class word list (optional)' }), { target: { value: 'zebra, quokka x' } });
    expect(screen.getByText('Left out: x')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Large words (2- and 3-letter words score 0)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(async () => expect(await store.sessions.list()).toHaveLength(1));
    const [rec] = await store.sessions.list();
    const p = parseParams(parseGameId(rec!.code).params);
    expect(p).toMatchObject({ humans: 2, timers: 'fast', dict: 'older', largeWords: true, teacherWords: ['ZEBRA', 'QUOKKA'] });
    expect(rec!.game).toBe('words');
  });

  it('a lesson saved, shared as a code, opened elsewhere keeps every setting', async () => {
    const store = openSetup();
    fireEvent.change(screen.getByRole('combobox', { name: 'Dictionary' }), { target: { value: 'fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as lesson' }));
    fireEvent.input(screen.getAllByRole('textbox', { name: 'Lesson name' }).at(-1)!, { target: { value: 'Mots 5e' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save as lesson' }).at(-1)!);
    await waitFor(async () => expect(await store.presets.list()).toHaveLength(1));
    const [lesson] = await store.presets.list();
    const params = paramsOfLesson(lesson!);
    expect(params?.dict).toBe('fr');
    const code = wordsCodes.lessonCode(lesson!.name, params!);
    expect(wordsCodes.readCode(code)).toEqual({ kind: 'lesson', name: 'Mots 5e', params });
    cleanup();
    const other = createStore(createMemoryBackend());
    render(
      <AppProvider store={other}>
        <RaceFromCode of={wordsLessons} code={code} />
      </AppProvider>,
    );
    expect(screen.getByText('Lesson: Mots 5e')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save to my lessons' }));
    await waitFor(async () => expect((await other.presets.list()).map((l) => l.game)).toEqual(['words']));
    // a tampered code says so
    cleanup();
    render(
      <AppProvider store={other}>
        <RaceFromCode of={wordsLessons} code={code.replace('d=fr', 'd=es')} />
      </AppProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('This code cannot be opened: it was changed or cut short.');
  });

  it('a point goal ("once you have become familiar with the game you can set a point goal") is a setup choice, kept by lessons and their codes', async () => {
    const store = openSetup();
    fireEvent.click(within(screen.getByRole('group', { name: 'People at this device' })).getByRole('radio', { name: '2' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Point goal' })).getByRole('radio', { name: '100' }));
    expect(screen.getByText('The first to reach 100 points when a round ends wins (at most 10 rounds).')).toBeTruthy();
    // the rounds give way to the goal
    expect(screen.queryByRole('group', { name: 'Rounds' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save as lesson' }));
    fireEvent.input(screen.getAllByRole('textbox', { name: 'Lesson name' }).at(-1)!, { target: { value: 'To 100' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save as lesson' }).at(-1)!);
    await waitFor(async () => expect(await store.presets.list()).toHaveLength(1));
    const params = paramsOfLesson((await store.presets.list())[0]!);
    expect(params).toMatchObject({ humans: 2, goal: 100, rounds: 10 });
    const code = wordsCodes.lessonCode('To 100', params!);
    expect(code).toContain('pg=100');
    expect(wordsCodes.readCode(code)).toEqual({ kind: 'lesson', name: 'To 100', params });
    // a code written before point goals still opens, playing its rounds
    const old = wordsCodes.readCode('words:h=2,r=4#abc');
    expect(old).toMatchObject({ kind: 'roll', params: { rounds: 4 } });
    expect((old as { params: { goal?: number } }).params.goal).toBeUndefined();
    // and "None" plays the rounds again
    fireEvent.click(within(screen.getByRole('group', { name: 'Point goal' })).getByRole('radio', { name: 'None' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(async () => expect(await store.sessions.list()).toHaveLength(1));
    const p = parseParams(parseGameId((await store.sessions.list())[0]!.code).params);
    expect(p.goal).toBeUndefined();
    expect(p.rounds).toBe(3); // the rulebook's rounds for its three seats (two people and the computer)
  });
});

describe('TUF words setup: solitaire', () => {
  it('starts with no computer: choosing Solitaire takes away the default easy computer (one can be added back)', async () => {
    const store = openSetup();
    expect(screen.getByRole('button', { name: /Remove computer 1 \(easy\)/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Solitaire' }));
    expect(screen.queryByRole('button', { name: /Remove computer/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(async () => expect(await store.sessions.list()).toHaveLength(1));
    const [rec] = await store.sessions.list();
    const p = parseParams(parseGameId(rec!.code).params);
    expect(p).toMatchObject({ solitaire: true, humans: 1, computers: [], validityLight: true, rounds: 3 });
  });
});
