// @vitest-environment happy-dom
/**
 * Joining a lesson: the code opens the lesson with what the teacher set, the
 * name is asked once and kept, Play starts the game on the lesson's seed, and
 * opening the lesson again continues that game. The result dialog shows the
 * name, the scores in words and a result code the class board reads.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { createMemoryBackend, createStore } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import Join from '../../../src/ui/class/Join';
import StudentResult from '../../../src/ui/class/StudentResult';
import { classCode } from '../../../src/class/code';
import { readResultCode } from '../../../src/class/resultCode';
import { parseGameId } from '../../../src/core/gameId';
import { replayMoves } from '../../../src/core/engine';
import { matchEngine } from '../../../src/games/tuf/plugin';
import { currentRound } from '../../../src/games/race/engine';
import type { Lesson } from '../../../src/class/lesson';
import { smallEquation } from '../../games/tuf/smallEquation';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const lesson: Lesson = { game: 'tuf', params: { g: 'constant', same: '1', k: 'chi', chi: '12', m: '4', r: '2' }, seed: 'cabcdef', name: 'Chi day' };

describe('joining a lesson', () => {
  it('shows what the teacher set, asks the name once, plays on the lesson seed, and continues it when opened again', async () => {
    const store = createStore(createMemoryBackend());
    const code = classCode(lesson);
    const view = render(
      <AppProvider store={store}>
        <Join route={[code, 'Chi day']} />
      </AppProvider>,
    );
    expect(screen.getByRole('heading', { name: 'TUF' })).toBeTruthy();
    // the lesson's settings, as the teacher's lesson page says them, and what the preset χ stands for
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Rounds')).toBe('2');
    expect(fact('Minutes per round')).toBe('4');
    expect(fact('Where students play')).toBe('Each on their own device');
    expect(fact('Value of χ')).toBe('12');
    expect(screen.getByText(/χ.*12/, { selector: 'li' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Type your name first: your teacher sees it beside your result.');
    fireEvent.input(screen.getByLabelText('Your name'), { target: { value: ' Ana ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(location.hash).toMatch(/^#\/tuf\/play\//));
    const id = decodeURIComponent(location.hash.split('/')[3] ?? '');
    const rec = (await store.sessions.get(id))!;
    expect(parseGameId(rec.code).seed).toBe('cabcdef');
    expect(rec.moves).toEqual([expect.objectContaining({ type: 'names', names: ['Ana'] })]);
    expect(localStorage.getItem('tuffest.student')).toBe('Ana');
    view.unmount();

    // the same link again: the game in progress is continued, not dealt again
    render(
      <AppProvider store={store}>
        <Join route={[code]} />
      </AppProvider>,
    );
    const go = await screen.findByRole('link', { name: 'Continue it' });
    expect(go.getAttribute('href')).toBe(`#/tuf/play/${id}`);
  });

  it('a mistyped code is refused in words, with the field to type it again', () => {
    const code = classCode(lesson);
    const wrong = code.slice(0, -1) + (code.endsWith('2') ? '3' : '2');
    render(
      <AppProvider store={createStore(createMemoryBackend())}>
        <Join route={[wrong]} />
      </AppProvider>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/typo/);
    expect((screen.getByLabelText('Class code') as HTMLInputElement).value).toBe(wrong);
  });
});

describe('the student result', () => {
  it('after a round: the dialog opens with the name, the points in words, and a code signed for the lesson', async () => {
    const store = createStore(createMemoryBackend());
    const { startLesson } = await import('../../../src/ui/class/start');
    const [, , id] = await startLesson(store, lesson, 'Ana', 1_700_000_000_000);
    const rec = (await store.sessions.get(id!))!;
    const gid = parseGameId(rec.code);
    let s = replayMoves(matchEngine, matchEngine.parseParams(gid.params), gid.seed, rec.moves).state;
    const view = render(
      <AppProvider store={store}>
        <StudentResult record={rec} state={s} />
      </AppProvider>,
    );
    // nothing to hand in yet: no dialog, no button; the games' own device-to-device codes are hidden (one code to hand in)
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.dataset.classLesson).toBe('');
    s = matchEngine.apply(s, { type: 'roll', at: 1_700_000_001_000 });
    const eq = smallEquation(
      currentRound(s)!.rolls[0]!.map((c) => c.face),
      'constant',
    );
    s = matchEngine.apply(s, { type: 'declare', seat: 0, submission: eq, at: 1_700_000_013_500 });
    s = matchEngine.apply(s, { type: 'end', reason: 'all-done', finals: [eq], at: 1_700_000_013_500 });
    view.rerender(
      <AppProvider store={store}>
        <StudentResult record={rec} state={s} />
      </AppProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Ana');
    expect(dialog.textContent).toContain('Lesson: Chi day');
    expect(dialog.textContent).toMatch(/Round 1: \d+ points?/);
    expect(dialog.textContent).toContain('correct, 12.5 s after the roll');
    expect(dialog.textContent).toContain('After 1 round: the lesson goes on.');
    const code = screen.getByLabelText('Result code').textContent!;
    const read = readResultCode(code, lesson);
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.result).toMatchObject({ name: 'Ana', finished: false, rounds: [{ declared: eq, ms: 12_500 }] });
    view.unmount();
    await waitFor(() => expect(document.documentElement.dataset.classLesson).toBeUndefined());
  });

  it('a lesson deleted on the teacher’s tablet while a student plays it there: the link still continues the game, and its result is handed in, signed', async () => {
    const store = createStore(createMemoryBackend());
    const { lessonRecord, lessonOfRecord } = await import('../../../src/storage/lessons');
    const { startLesson } = await import('../../../src/ui/class/start');
    const one: Lesson = { ...lesson, params: { ...lesson.params, r: '1' }, name: 'Chi once' };
    const saved = lessonRecord(one);
    await store.presets.save(saved);
    const [, , id] = await startLesson(store, lessonOfRecord(saved)!, 'Ana', 1_700_000_000_000);
    await store.presets.remove(saved.id);
    expect(await store.presets.list()).toHaveLength(0);
    // the link the students hold: the game in progress, continued
    const join = render(
      <AppProvider store={store}>
        <Join route={[classCode(one)]} />
      </AppProvider>,
    );
    expect((await screen.findByRole('link', { name: 'Continue it' })).getAttribute('href')).toBe(`#/tuf/play/${id}`);
    join.unmount();
    // played to its end: the result code is signed for the lesson and the board counts it
    const rec = (await store.sessions.get(id!))!;
    const gid = parseGameId(rec.code);
    let s = replayMoves(matchEngine, matchEngine.parseParams(gid.params), gid.seed, rec.moves).state;
    s = matchEngine.apply(s, { type: 'roll', at: 1_700_000_001_000 });
    const eq = smallEquation(
      currentRound(s)!.rolls[0]!.map((c) => c.face),
      'constant',
    );
    s = matchEngine.apply(s, { type: 'declare', seat: 0, submission: eq, at: 1_700_000_011_000 });
    s = matchEngine.apply(s, { type: 'end', reason: 'all-done', finals: [eq], at: 1_700_000_011_000 });
    render(
      <AppProvider store={store}>
        <StudentResult record={rec} state={s} />
      </AppProvider>,
    );
    await screen.findByRole('dialog');
    const read = readResultCode(screen.getByLabelText('Result code').textContent!, one);
    expect(read.ok && read.signed).toBe(true);
    if (read.ok) expect(read.result).toMatchObject({ name: 'Ana', finished: true, rounds: [{ declared: eq, ms: 10_000 }] });
  });
});
