// @vitest-environment happy-dom
/**
 * A student playing a live lesson sees where their hand-in stands while they
 * play, not only in the result dialog: in How to play (TUF, TUF words) and
 * behind the header's Lesson button (Tally Rally, Mathable, DiceCulus, with a
 * dot on the button), in words; nothing without a class server.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { setHandIn } from '../../../src/ui/class/handIn';
import { LessonInfoButton, LessonSettings } from '../../../src/ui/lessons/LessonFacts';

afterEach(() => {
  cleanup();
  setHandIn('off');
});

const mark = { lesson: { game: 'tally', params: { p: '0', s: '300' }, seed: 'cabcdef', name: 'Live Tally' }, student: 'Ann' };

describe('the live hand-in while playing', () => {
  it('the Lesson button and How to play say it in words, as it changes', { timeout: 20_000 }, async () => {
    render(
      <>
        <LessonInfoButton lesson={mark} />
        <LessonSettings lesson={{ ...mark, lesson: { ...mark.lesson, game: 'tuf', params: { g: '1', same: '1' } } }} />
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Lesson' }, { timeout: 15_000 });
    const section = await screen.findByRole('region', { name: 'What your teacher set' }, { timeout: 15_000 });
    // no class server: nothing said, no dot
    expect(section.querySelector('.live-status')).toBeNull();
    expect(button.querySelector('.lesson-live-dot')).toBeNull();

    act(() => setHandIn('ready'));
    expect(section.querySelector('.live-status')?.textContent).toBe(
      'Your teacher’s live board follows this lesson: your result goes there by itself as you play.',
    );
    act(() => setHandIn('offline'));
    expect(button.querySelector('.lesson-live-dot')?.getAttribute('data-live')).toBe('offline');
    fireEvent.click(button);
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.querySelector('.live-status')?.textContent).toMatch(/^The class network is not answering: your result is kept/);
    act(() => setHandIn('sent'));
    expect(dialog.querySelector('.live-status')?.textContent).toBe('Your result is on your teacher’s board.');
    expect(section.querySelector('.live-status')?.textContent).toBe('Your result is on your teacher’s board.');
    expect(button.querySelector('.lesson-live-dot')?.getAttribute('data-live')).toBe('sent');
  });
});
