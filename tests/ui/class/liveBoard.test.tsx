// @vitest-environment happy-dom
/**
 * The teacher's live board (src/ui/class/live.tsx `LiveBoardPanel`) on a page
 * served by a class server, its live document played by a stand-in: every
 * student who joined is named before any result, with how far they have
 * played; each device's readable result goes to the board once; a result a
 * device hands in under another device's id (to take that student's place on
 * the board) or from another lesson is named with its reason and never added.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_PROBE } from '../../../src/class/live';
import { lessonKey, type Lesson } from '../../../src/class/lesson';
import type { ClassResult } from '../../../src/class/result';
import { writeResultCode } from '../../../src/class/resultCode';

/** The stand-in's document: names and results by device, and who listens. */
const doc = vi.hoisted(() => ({ names: new Map<string, string>(), results: new Map<string, string>(), listeners: new Set<() => void>() }));

vi.mock('../../../src/services/liveLesson', () => ({
  LiveLesson: {
    open: async () => ({
      status: 'online',
      synced: true,
      names: () => new Map(doc.names),
      results: () => new Map(doc.results),
      subscribe: (l: () => void) => {
        doc.listeners.add(l);
        return () => doc.listeners.delete(l);
      },
      goOffline() {},
      goOnline() {},
      close: async () => {},
      setResult() {},
    }),
  },
}));

const { LiveBoardPanel, forgetClassServer } = await import('../../../src/ui/class/live');

const lesson: Lesson = { game: 'tally', params: { p: '0', s: '120' }, seed: 'live-t2', name: 'Tally live' };
const other: Lesson = { ...lesson, seed: 'live-t3' };
const code = (l: Lesson, name: string, device: string, score: number, finished = false): string => {
  const r: ClassResult = {
    lesson: lessonKey(l),
    game: l.game,
    name,
    device,
    rounds: [{ score, declared: '1+2=3' }],
    total: score,
    hints: 0,
    finished,
  };
  return writeResultCode(r, l);
};

beforeEach(() => {
  forgetClassServer();
  doc.names.clear();
  doc.results.clear();
  doc.listeners.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ ...LIVE_PROBE, teacher: true }), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const change = () => {
  for (const l of doc.listeners) l();
};

describe('the live board', () => {
  it('names who joined and how far each has played; adds each readable result once; refuses one naming another device or lesson', async () => {
    const added: string[] = [];
    const onResult = vi.fn((c: string) => void added.push(c));
    // the panel before this change called `onCode` for every result in the document: listened to as well
    const onCode = vi.fn((c: string) => void added.push(c));
    render(<LiveBoardPanel lesson={lesson} onResult={onResult} has={(c) => added.includes(c)} {...({ onCode } as object)} />);
    fireEvent.input(await screen.findByLabelText('Teacher PIN'), { target: { value: '2468' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the live board' }));
    await screen.findByText('Connected: results arrive as students finish.');

    doc.names.set('dev-ana', 'Ana');
    doc.names.set('dev-ben', 'Ben');
    change();
    const roster = await screen.findByRole('list', { name: 'Students of the live lesson' });
    await waitFor(() =>
      expect([...roster.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
        'Ana playing, nothing handed in yet',
        'Ben playing, nothing handed in yet',
      ]),
    );

    const ana = code(lesson, 'Ana', 'dev-ana', 3);
    doc.results.set('dev-ana', ana);
    doc.names.set('dev-mal', 'Mal');
    // Mal's device hands in what the app would write for Ana's device, with more points; Old's is another lesson's
    doc.results.set('dev-mal', code(lesson, 'Ana', 'dev-ana', 30, true));
    doc.names.set('dev-old', 'Old');
    doc.results.set('dev-old', code(other, 'Old', 'dev-old', 5));
    change();
    change();
    await waitFor(() =>
      expect([...roster.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
        'Ana playing: 3 points so far',
        'Ben playing, nothing handed in yet',
        'Mal not counted: This result names another student’s device (Ana): a device hands in only its own result, so it is not counted.',
        'Old not counted: This result is from another lesson.',
      ]),
    );
    expect(added).toEqual([ana]);
    expect(onResult).toHaveBeenCalledWith(ana, 'dev-ana');
    expect(screen.getByText(/4 students joined · 1 result handed in live/)).toBeTruthy();

    const ana2 = code(lesson, 'Ana', 'dev-ana', 7, true);
    doc.results.set('dev-ana', ana2);
    change();
    await waitFor(() => expect(roster.querySelector('li')?.textContent).toBe('Ana finished: 7 points'));
    expect(added).toEqual([ana, ana2]);
    expect(onResult).toHaveBeenLastCalledWith(ana2, 'dev-ana');
  });

  it('never adds to the board a result handed in under another device’s id or from another lesson', async () => {
    // another lesson than the first test's (a board opened with the PIN stays open in the page)
    const lesson4: Lesson = { ...lesson, seed: 'live-t4' };
    const added: string[] = [];
    const onResult = vi.fn((c: string) => void added.push(c));
    const onCode = vi.fn((c: string) => void added.push(c));
    render(<LiveBoardPanel lesson={lesson4} onResult={onResult} has={(c) => added.includes(c)} {...({ onCode } as object)} />);
    fireEvent.input(await screen.findByLabelText('Teacher PIN'), { target: { value: '2468' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the live board' }));
    await screen.findByText('Connected: results arrive as students finish.');
    const ana = code(lesson4, 'Ana', 'dev-ana', 3);
    doc.results.set('dev-mal', code(lesson4, 'Ana', 'dev-ana', 30, true));
    doc.results.set('dev-old', code(other, 'Old', 'dev-old', 5));
    doc.results.set('dev-ana', ana);
    change();
    await waitFor(() => expect(added).toContain(ana));
    expect(added).toEqual([ana]);
  });
});
