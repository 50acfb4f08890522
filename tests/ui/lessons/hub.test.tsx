// @vitest-environment happy-dom
/**
 * Issue 27: "TUF → Constant cube → χ = 12 → Several devices → Save as lesson":
 * the saved lesson keeps what the setup said (no hidden computer, one person a
 * device on the same roll; the list does not say "2 seats"; Edit shows
 * "Where you play" on Several devices and no computer), the Save-as-lesson
 * dialog's name field has the focus, and the Lessons hub lists, shows, shares
 * and deletes lessons with honest words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { createMemoryBackend, createStore, type PresetRecord, type Store } from '../../../src/storage';
import { lessonOfRecord } from '../../../src/storage/lessons';
import { readClassCode } from '../../../src/class/code';
import { AppProvider } from '../../../src/ui/context';
import { Notices } from '../../../src/ui/components/Notices';
import { Setup as TufSetup } from '../../../src/ui/tuf/Setup';
import { Setup as WordsSetup } from '../../../src/ui/words/Setup';
import LessonsScreen from '../../../src/ui/lessons/LessonsScreen';
import fixture from '../../fixtures/lessons/before-seeds.json';

afterEach(() => cleanup());

const app = (store: Store, ui: preact.ComponentChildren) =>
  render(
    <AppProvider store={store}>
      {ui}
      <Notices />
    </AppProvider>,
  );

async function saveAsLesson(name: string): Promise<void> {
  fireEvent.click(screen.getAllByRole('button', { name: 'Save as lesson' })[0]!);
  const field = await screen.findByLabelText('Lesson name');
  // the focus is on the name, not on ×: typing names the lesson, Enter saves it
  expect(document.activeElement).toBe(field);
  fireEvent.input(field, { target: { value: name } });
  fireEvent.submit(field.closest('form')!);
}

describe('a saved TUF lesson keeps "Several devices"', () => {
  it('no computer, one person a device, the same roll; the hub does not say 2 seats; Edit shows Where you play', async () => {
    const store = createStore(createMemoryBackend());
    app(store, <TufSetup />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('switch', { name: /Constant cube/ }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Constant cube' })).getByRole('radio', { name: 'χ' }));
    fireEvent.input(screen.getByLabelText('Value of χ'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Several devices' }));
    await saveAsLesson('Constant χ = 12');
    await waitFor(async () => expect(await store.presets.list()).toHaveLength(1));
    const [saved] = (await store.presets.list()) as [PresetRecord];
    const lesson = lessonOfRecord(saved);
    expect(lesson?.params).toMatchObject({ k: 'chi', chi: '12', same: '1' });
    expect(lesson?.params.c).toBeUndefined();
    expect(lesson?.params.h).toBeUndefined();
    expect(saved.seed).toMatch(/^c[a-z0-5]{6}$/);
    cleanup();

    app(store, <LessonsScreen route={[]} />);
    const row = await screen.findByRole('link', { name: /Constant χ = 12/ });
    expect(row.textContent).toMatch(/preset χ/);
    expect(row.textContent).toMatch(/χ = 12/);
    expect(row.textContent).toMatch(/ · each on their own device/);
    expect(row.textContent).not.toMatch(/seats|computer/);
    cleanup();

    app(store, <TufSetup lesson={saved} />);
    expect(within(screen.getByRole('group', { name: 'Where you play' })).getByRole('radio', { name: 'Several devices' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('group', { name: /Computer/i })).toBeNull();
  });

  it('TUF words the same', async () => {
    const store = createStore(createMemoryBackend());
    app(store, <WordsSetup />);
    fireEvent.click(screen.getByRole('radio', { name: 'Several devices' }));
    await saveAsLesson('Words together');
    await waitFor(async () => expect(await store.presets.list()).toHaveLength(1));
    const [saved] = (await store.presets.list()) as [PresetRecord];
    const lesson = lessonOfRecord(saved);
    expect(lesson?.params).toMatchObject({ same: '1' });
    expect(lesson?.params.c).toBeUndefined();
    cleanup();
    app(store, <WordsSetup lesson={saved} />);
    expect(within(screen.getByRole('group', { name: 'Where you play' })).getByRole('radio', { name: 'Several devices' })).toHaveProperty('checked', true);
  });
});

describe('the Lessons hub', () => {
  it('opens a lesson of an earlier build, gives it a seed, shows its settings and class code; delete says what it does', async () => {
    const store = createStore(createMemoryBackend());
    for (const r of fixture.presets as PresetRecord[]) await store.presets.save(r);
    app(store, <LessonsScreen route={[]} />);
    expect(await screen.findByRole('link', { name: /Constant π/ })).toBeTruthy();
    expect(screen.queryByText('TUF words class list')).toBeNull();
    cleanup();

    app(store, <LessonsScreen route={['tuf-lesson-mihx2k3a-4f9q0c1z']} />);
    expect(await screen.findByRole('heading', { name: 'Constant χ = 12' })).toBeTruthy();
    const code = (await screen.findByLabelText('Class code')).textContent ?? '';
    const read = readClassCode(code);
    expect(read.ok).toBe(true);
    const kept = (await store.presets.get('tuf-lesson-mihx2k3a-4f9q0c1z')) as PresetRecord;
    expect(read.ok && read.lesson.seed).toBe(kept.seed);
    expect(screen.getByText('Value of χ').nextSibling?.textContent).toBe('12');

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Keep lesson' })).toBeTruthy();
    expect(within(dialog).queryByText(/Keep playing/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete lesson' }));
    await waitFor(async () => expect(await store.presets.get('tuf-lesson-mihx2k3a-4f9q0c1z')).toBeUndefined());
  });
});
