// @vitest-environment happy-dom
/**
 * The validity light's box under a seat's grid (issue 16): while the light is on it stays, also while a placement's
 * answer is awaited, and it does not shrink during a crossword, so the grid above keeps its size (a change of the
 * grid's size lays out and paints every square).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { WordsSeat, type Light } from '../../../src/ui/words/Seat';
import { emptyBoard, placeCube, type Board } from '../../../src/ui/words/board';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const hand = ['C', 'A', 'T', 'S', 'O', 'N', 'E', 'R', 'I', 'D', 'U', 'L', 'M', 'P', 'G', 'H', 'B', 'F', 'K', 'W'];

function boardOf(n: number): Board {
  let b = emptyBoard();
  for (let i = 0; i < n; i++) b = placeCube(b, hand, i, 20, 20 + i);
  return b;
}

const done = (...words: string[]): Light => ({
  state: 'done',
  words: words.map((word) => ({ word, known: true, accepted: false })),
  marks: [],
});

function seat(board: Board, light: Light | null | undefined) {
  return (
    <WordsSeat
      name="Ada"
      hand={hand}
      board={board}
      selected={null}
      onChange={() => undefined}
      locked={false}
      lockedText="locked"
      callLabel="TUF!"
      needed={null}
      onCall={() => undefined}
      light={light}
    />
  );
}

describe('the validity light’s box', () => {
  it('is there while the light is on (empty until it has something to say), not when it is off', () => {
    const { container, rerender } = render(seat(boardOf(0), undefined));
    expect(container.querySelector('.words-light-box')).toBeNull();
    rerender(seat(boardOf(0), null));
    const box = container.querySelector('.words-light-box');
    expect(box).not.toBeNull();
    expect(box?.textContent).toBe('');
    rerender(seat(boardOf(2), done('CA')));
    expect(container.querySelector('.words-light-box')?.textContent).toContain('CA ✓');
    // the next placement: no answer yet for the board as it is, the box stays (empty)
    rerender(seat(boardOf(3), null));
    expect(container.querySelector('.words-light-box')).toBe(box);
    expect(box?.textContent).toBe('');
    rerender(seat(boardOf(3), { state: 'checking' }));
    expect(box?.textContent).toBe('Checking…');
  });

  it('keeps the height of its tallest answer while the crossword has two cubes or more', () => {
    // the box is as tall as 20 px a word said
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const h = this.classList.contains('words-light-box') ? 20 * this.querySelectorAll('li').length : 0;
      return { x: 0, y: 0, top: 0, left: 0, right: 100, bottom: h, width: 100, height: h, toJSON: () => ({}) } as DOMRect;
    });
    const { container, rerender } = render(seat(boardOf(2), done('CA', 'AC')));
    const box = () => container.querySelector<HTMLElement>('.words-light-box');
    expect(box()?.style.minHeight).toBe('40px');
    rerender(seat(boardOf(3), null));
    expect(box()?.style.minHeight).toBe('40px');
    rerender(seat(boardOf(3), done('CAT')));
    expect(box()?.style.minHeight).toBe('40px');
    rerender(seat(boardOf(4), done('CATS', 'AT', 'AS')));
    expect(box()?.style.minHeight).toBe('60px');
    // back to one cube: the light has nothing to say, the box is one line again
    rerender(seat(boardOf(1), null));
    expect(box()?.style.minHeight).toBe('');
  });

  it('measures again after the window changes size (a turned tablet)', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const h = this.classList.contains('words-light-box') ? 20 * this.querySelectorAll('li').length : 0;
      return { x: 0, y: 0, top: 0, left: 0, right: 100, bottom: h, width: 100, height: h, toJSON: () => ({}) } as DOMRect;
    });
    const { container, rerender } = render(seat(boardOf(3), done('CAT', 'AT', 'TA')));
    const box = () => container.querySelector<HTMLElement>('.words-light-box');
    expect(box()?.style.minHeight).toBe('60px');
    window.dispatchEvent(new Event('resize'));
    expect(box()?.style.minHeight).toBe('');
    // from then on it keeps the tallest answer measured at the new size
    rerender(seat(boardOf(4), done('CATS')));
    expect(box()?.style.minHeight).toBe('20px');
  });
});
