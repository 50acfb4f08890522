// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { defaultParams } from '../../../src/games/tuf/matchParams';
import { createMemoryBackend, createStore, type Store } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { Notices } from '../../../src/ui/components/Notices';
import { FromCode } from '../../../src/ui/tuf/Lessons';
import LessonsScreen from '../../../src/ui/lessons/LessonsScreen';
import { Setup, paramsOfLesson } from '../../../src/ui/tuf/Setup';
import { lessonCode } from '../../../src/ui/tuf/codes';

afterEach(() => cleanup());

const app = (store: Store, ui: preact.ComponentChildren) =>
  render(
    <AppProvider store={store}>
      {ui}
      <Notices />
    </AppProvider>,
  );

describe('teacher lessons', () => {
  it('save a setup as a lesson, list it, edit it, delete it', async () => {
    const store = createStore(createMemoryBackend());
    app(store, <Setup />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '2' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Rounds' })).getByRole('radio', { name: '3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save as lesson' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Save as lesson' }).at(-1)!);
    expect(await screen.findByText('Give the lesson a name.')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Lesson name'), { target: { value: 'Fractions, 3 rounds' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save as lesson' }).at(-1)!);
    await waitFor(async () => expect(await store.presets.list()).toHaveLength(1));
    const [saved] = await store.presets.list();
    expect(paramsOfLesson(saved!)).toMatchObject({ game: '2', rounds: 3 });
    cleanup();

    // listed in the Lessons hub (where every game's lessons are)
    app(store, <LessonsScreen route={[]} />);
    expect(await screen.findByRole('link', { name: /Fractions, 3 rounds/ })).toBeTruthy();
    cleanup();

    app(store, <Setup lesson={saved!} />);
    fireEvent.click(within(screen.getByRole('group', { name: 'Rounds' })).getByRole('radio', { name: '10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(paramsOfLesson((await store.presets.list())[0]!)).toMatchObject({ rounds: 10 }));
    cleanup();

    app(store, <LessonsScreen route={[saved!.id]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete lesson' }));
    await waitFor(async () => expect(await store.presets.list()).toHaveLength(0));
  });

  it('one tap on Play starts a saved match; "several devices" starts one roll everyone can share', async () => {
    const store = createStore(createMemoryBackend());
    app(store, <Setup />);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(async () => expect(await store.sessions.list()).toHaveLength(1));
    expect((await store.sessions.list())[0]?.code).toMatch(/^tuf:c=e,g=1#[a-z2-9]{6}$/);
    cleanup();
    const other = createStore(createMemoryBackend());
    app(other, <Setup />);
    fireEvent.click(screen.getByRole('radio', { name: 'Several devices' }));
    expect(screen.getByText(/Every device that opens the roll code gets the same cubes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(async () => expect(await other.sessions.list()).toHaveLength(1));
    // several devices compete on one roll: hints off unless the teacher switches them on
    expect((await other.sessions.list())[0]?.code).toMatch(/^tuf:g=1,hn=0,same=1#/);
  });

  it('a lesson link shows the lesson; a tampered one gives a clear message', async () => {
    const store = createStore(createMemoryBackend());
    const code = lessonCode('Percent practice', { ...defaultParams('constant'), constantPreset: '%', orderScoring: true, humans: 3, computers: [] });
    app(store, <FromCode code={code} />);
    expect(await screen.findByRole('heading', { name: 'Lesson: Percent practice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play this lesson' })).toBeTruthy();
    cleanup();
    app(store, <FromCode code={code.replace('h=3', 'h=4')} />);
    expect(screen.getByRole('alert').textContent).toMatch(/changed or cut short/);
    cleanup();
    app(store, <FromCode code="tuf:%%%" />);
    expect(screen.getByRole('alert').textContent).toMatch(/cannot be opened/);
  });
});
