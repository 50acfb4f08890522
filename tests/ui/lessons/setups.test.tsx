// @vitest-environment happy-dom
/**
 * Issue 27: "Save as lesson" and a lesson's Edit in Tally Rally, Mathable and
 * DiceCulus, as TUF and TUF words have them (one shared block,
 * src/ui/lessons/LessonSave.tsx): the lesson keeps the settings the setup
 * shows, editing starts from them and keeps the lesson's id and fixed seed,
 * and the lesson's class code opens with those settings.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { createMemoryBackend, createStore, type PresetRecord, type Store } from '../../../src/storage';
import { lessonOfRecord } from '../../../src/storage/lessons';
import { classCode, readClassCode } from '../../../src/class/code';
import { AppProvider } from '../../../src/ui/context';
import { TallySetup } from '../../../src/ui/tally/Setup';
import { Setup as MathableSetup } from '../../../src/ui/mathable/Setup';
import { DiceSetup } from '../../../src/ui/diceculus/Setup';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const app = (store: Store, ui: preact.ComponentChildren) => render(<AppProvider store={store}>{ui}</AppProvider>);

async function saveAsLesson(store: Store, name: string): Promise<PresetRecord> {
  fireEvent.click(screen.getByRole('button', { name: 'Save as lesson' }));
  const field = await screen.findByLabelText('Lesson name');
  expect(document.activeElement).toBe(field);
  fireEvent.input(field, { target: { value: name } });
  fireEvent.submit(field.closest('form')!);
  await waitFor(async () => expect(await store.presets.list()).toHaveLength(1));
  return (await store.presets.list())[0]!;
}

/** Edits the kept lesson: its setup in lesson mode, the name field and Save changes. */
async function editAndSave(store: Store, before: PresetRecord, change: () => void): Promise<PresetRecord> {
  change();
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(async () => expect((await store.presets.get(before.id))?.updatedAt).not.toBe(before.updatedAt));
  const after = (await store.presets.get(before.id))!;
  expect(await store.presets.list()).toHaveLength(1);
  expect(after.seed).toBe(before.seed);
  return after;
}

const codeParams = (rec: PresetRecord) => {
  const read = readClassCode(classCode(lessonOfRecord(rec)!));
  if (!read.ok) throw new Error('code refused');
  return read.lesson.params;
};

describe('Tally Rally lessons', () => {
  it('saves the timer, brackets and hints from the setup and edits them', async () => {
    const store = createStore(createMemoryBackend());
    app(store, <TallySetup />);
    fireEvent.click(screen.getByRole('radio', { name: '5 min' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Allow brackets/ }));
    const saved = await saveAsLesson(store, 'Tally week 3');
    expect(saved.game).toBe('tally');
    expect(saved.name).toBe('Tally week 3');
    // what the setup showed, hints included (on for "Me against the computer")
    expect(lessonOfRecord(saved)?.params).toMatchObject({ p: '1', s: '300', h: '1' });
    expect(codeParams(saved)).toMatchObject({ p: '1', s: '300' });
    cleanup();

    app(store, <TallySetup lesson={saved} />);
    // no way of playing, no names: each student plays on their own device
    expect(screen.queryByRole('radio', { name: 'Solo' })).toBeNull();
    expect((screen.getByRole('radio', { name: '5 min' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Allow brackets/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Lesson name') as HTMLInputElement).value).toBe('Tally week 3');
    const after = await editAndSave(store, saved, () => {
      fireEvent.click(screen.getByRole('radio', { name: '2 min' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Hints' }));
    });
    expect(lessonOfRecord(after)?.params).toMatchObject({ p: '1', s: '120', h: '0' });
  });

  it('a new lesson asks for its name before saving, and refuses a typed board that is not one', async () => {
    const store = createStore(createMemoryBackend());
    app(store, <TallySetup newLesson />);
    fireEvent.click(screen.getByRole('button', { name: 'Save lesson' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give the lesson a name.');
    fireEvent.input(screen.getByLabelText('Lesson name'), { target: { value: 'Board' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Type the board|board/i }));
    fireEvent.input(screen.getAllByRole('textbox').find((x) => (x as HTMLInputElement).inputMode === 'numeric')!, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save lesson' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe('Give the lesson a name.'));
    expect(await store.presets.list()).toHaveLength(0);
  });
});

describe('Mathable lessons', () => {
  it('saves the seats after the student and the options, and edits them', async () => {
    const store = createStore(createMemoryBackend());
    app(store, <MathableSetup />);
    fireEvent.click(screen.getByRole('radio', { name: '3 players' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Who plays seat 2' }), { target: { value: 'hard' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Who plays seat 3' }), { target: { value: 'medium' } });
    const saved = await saveAsLesson(store, 'Mathable 4B');
    expect(lessonOfRecord(saved)?.params).toMatchObject({ s: 'h.ch.cm' });
    expect(codeParams(saved)).toMatchObject({ s: 'h.ch.cm' });
    cleanup();

    app(store, <MathableSetup lesson={saved} />);
    // seat 1 is the student on each device: no name to type, no choice
    expect(screen.queryByRole('combobox', { name: 'Who plays seat 1' })).toBeNull();
    expect(screen.getByText('The student')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Who plays seat 2' }) as HTMLSelectElement).value).toBe('hard');
    const after = await editAndSave(store, saved, () => {
      fireEvent.click(screen.getByRole('radio', { name: '2 players' }));
      fireEvent.change(screen.getByRole('combobox', { name: 'Who plays seat 2' }), { target: { value: 'easy' } });
    });
    expect(lessonOfRecord(after)?.params).toMatchObject({ s: 'h.ce' });
  });
});

describe('DiceCulus lessons', () => {
  it('saves the rules and the computers the students play against, and edits them', async () => {
    const store = createStore(createMemoryBackend());
    app(store, <DiceSetup newLesson />);
    expect(screen.queryByRole('radio', { name: 'Solo' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '12 faces' }));
    fireEvent.click(screen.getByRole('button', { name: 'Noether, hard' }));
    fireEvent.input(screen.getByLabelText('Lesson name'), { target: { value: 'Dice 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save lesson' }));
    await waitFor(async () => expect(await store.presets.list()).toHaveLength(1));
    const saved = (await store.presets.list())[0]!;
    expect(lessonOfRecord(saved)?.params).toMatchObject({ f: '12', c: 'mh' });
    expect(codeParams(saved)).toMatchObject({ f: '12', c: 'mh' });
    cleanup();

    app(store, <DiceSetup lesson={saved} />);
    expect((screen.getByRole('radio', { name: '12 faces' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Noether, hard' }).getAttribute('aria-pressed')).toBe('true');
    // no computer at all: refused in words, nothing saved
    fireEvent.click(screen.getByRole('button', { name: 'Noether, hard' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gauss, medium' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/at least one computer/);
    const after = await editAndSave(store, saved, () => {
      fireEvent.click(screen.getByRole('button', { name: 'Gauss, medium' }));
    });
    // one medium computer is the lesson's default: no `c` in its settings
    expect(lessonOfRecord(after)?.params.c).toBeUndefined();
    expect(lessonOfRecord(after)?.params.f).toBe('12');
  });
});
