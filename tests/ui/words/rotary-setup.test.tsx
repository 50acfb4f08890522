// @vitest-environment happy-dom
/**
 * Rotary in the TUF words setup: chosen as a variation with people and a
 * computer, it starts a `wordsrotary` game (the "several devices" choice is
 * left out: one shared crossword); a saved lesson and its code keep it, and
 * opening the code starts a Rotary game.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { parseGameId } from '../../../src/core/gameId';
import { rotaryEngine } from '../../../src/games/words/rotary';
import { createMemoryBackend, createStore } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { RaceFromCode } from '../../../src/ui/race/Lessons';
import { wordsCodes } from '../../../src/ui/words/codes';
import { paramsOfLesson, Setup } from '../../../src/ui/words/Setup';
import { wordsLessons } from '../../../src/ui/words/WordsScreen';

afterEach(() => cleanup());

describe('Rotary in the TUF words setup', () => {
  it('plays Rotary with two people, the default easy computer and a hard one; the lesson and its code keep the variation', async () => {
    const store = createStore(createMemoryBackend());
    render(
      <AppProvider store={store}>
        <Setup />
      </AppProvider>,
    );
    expect(screen.getByRole('group', { name: 'Where you play' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Rotary' }));
    expect(screen.getByText(/One shared crossword/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Where you play' })).toBeNull();
    fireEvent.click(within(screen.getByRole('group', { name: 'People at this device' })).getByRole('radio', { name: '2' }));
    fireEvent.click(screen.getByRole('button', { name: '+ hard' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save as lesson' }));
    fireEvent.input(screen.getAllByRole('textbox', { name: 'Lesson name' }).at(-1)!, { target: { value: 'Rotary 4B' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save as lesson' }).at(-1)!);
    await waitFor(async () => expect(await store.presets.list()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(async () => expect(await store.sessions.list()).toHaveLength(1));
    const [rec] = await store.sessions.list();
    expect(rec!.game).toBe('wordsrotary');
    const p = rotaryEngine.parseParams(parseGameId(rec!.code).params);
    expect(p).toMatchObject({ humans: 2, computers: ['easy', 'hard'], rotary: true, rounds: 4 });
    // the lesson's code opens elsewhere as a Rotary lesson
    const [lesson] = await store.presets.list();
    const params = paramsOfLesson(lesson!);
    expect(params?.rotary).toBe(true);
    const code = wordsCodes.lessonCode(lesson!.name, params!);
    cleanup();
    const other = createStore(createMemoryBackend());
    render(
      <AppProvider store={other}>
        <RaceFromCode of={wordsLessons} code={code} />
      </AppProvider>,
    );
    await screen.findByText('Lesson: Rotary 4B');
    expect(screen.getByText(/^Rotary · 4 players/)).toBeTruthy();
  });
});
