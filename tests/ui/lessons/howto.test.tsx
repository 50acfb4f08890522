// @vitest-environment happy-dom
/**
 * Issue 27: "Students are not told what the teacher set". A lesson's game
 * shows the lesson's settings in its How to play (TUF, TUF words, Rotary) or
 * behind a Lesson button in its header (Tally Rally, Mathable, DiceCulus);
 * a game of its own shows nothing more.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { LessonInfoButton, LessonSettings } from '../../../src/ui/lessons/LessonFacts';

afterEach(() => cleanup());

const mark = { lesson: { game: 'tally', params: { p: '1', s: '300', h: '0' }, seed: 'cabcdef', name: 'Week 3' }, student: 'Ann' };

describe('a lesson game tells the student what the teacher set', () => {
  it('How to play lists the lesson’s settings', { timeout: 20_000 }, async () => {
    render(<LessonSettings lesson={mark} />);
    const section = await screen.findByRole('region', { name: 'What your teacher set' }, { timeout: 15_000 });
    expect(section.textContent).toContain('Lesson “Week 3”: what your teacher set');
    const facts = [...section.querySelectorAll('.lesson-fact')].map((f) => f.textContent);
    expect(facts).toEqual(['Sand timer5 minutes', 'Bracketson', 'Hintsoff']);
  });

  it('the Lesson button opens them where the game has no How to play', { timeout: 20_000 }, async () => {
    render(<LessonInfoButton lesson={{ ...mark, lesson: { ...mark.lesson, game: 'mathable', params: { s: 'h.ch' } } }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Lesson' }, { timeout: 15_000 }));
    expect(document.querySelector('dialog')?.textContent).toContain('hard');
  });

  it('shows nothing for a game of its own or an unreadable lesson', { timeout: 20_000 }, async () => {
    render(
      <>
        <LessonSettings lesson={undefined} />
        <LessonInfoButton lesson={undefined} />
        <LessonSettings lesson={{ lesson: { game: 'tally', params: { s: 'x' }, seed: 'cabcdef', name: '' }, student: 'A' }} />
        <LessonInfoButton lesson={{ lesson: { game: 'tally', params: { s: 'x' }, seed: 'cabcdef', name: '' }, student: 'A' }} />
        {/* a readable one beside them: once it shows, the readers are loaded */}
        <LessonSettings lesson={mark} />
      </>,
    );
    await screen.findByRole('region', {}, { timeout: 15_000 });
    // the readers every one of them asked for, asked for again here: they answer after the screens' own requests
    await act(() => Promise.all([import('../../../src/ui/class/start'), import('../../../src/ui/lessons/describe')]).then(() => undefined));
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
