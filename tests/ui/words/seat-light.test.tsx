// @vitest-environment happy-dom
/**
 * The validity light's box (under a seat's tray; beside the crossword at a shared table) (issue 16): while the light is on it stays, with one height, also while
 * a placement's answer is awaited, so an answer never resizes the grid or moves the tray under a finger (the grid's
 * size changing also lays out and paints every square).
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { WordsSeat, type Light } from '../../../src/ui/words/Seat';
import { emptyBoard, placeCube, type Board } from '../../../src/ui/words/board';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
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
  it('is there while the light is on (saying where the light will speak until two cubes are down), not when it is off', () => {
    const { container, rerender } = render(seat(boardOf(0), undefined));
    expect(container.querySelector('.words-light-box')).toBeNull();
    rerender(seat(boardOf(0), null));
    const box = container.querySelector<HTMLElement>('.words-light-box');
    expect(box).not.toBeNull();
    expect(box?.textContent).toBe('Lay two cubes or more: the light checks your words here.');
    rerender(seat(boardOf(1), null));
    expect(box?.textContent).toBe('Lay two cubes or more: the light checks your words here.');
    rerender(seat(boardOf(2), done('CA')));
    expect(container.querySelector('.words-light-box')?.textContent).toContain('CA ✓');
    // the next placement: no answer yet for the board as it is, the same box stays (empty)
    rerender(seat(boardOf(3), null));
    expect(container.querySelector('.words-light-box')).toBe(box);
    expect(box?.textContent).toBe('');
    rerender(seat(boardOf(3), { state: 'checking' }));
    expect(box?.textContent).toBe('Checking…');
  });

  it('has one height from the roll to the call: its own (from the style sheet), never one set while playing', () => {
    // the box's height is never asked for (that would lay the page out in the middle of a render) nor written on it
    const asked = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const { container, rerender } = render(seat(boardOf(1), null));
    const box = () => container.querySelector<HTMLElement>('.words-light-box');
    for (const [n, light] of [
      [2, done('CA', 'AC')],
      [3, null],
      [3, done('CAT')],
      [4, done('CATS', 'AT', 'AS')],
      [1, null],
    ] as const) {
      rerender(seat(boardOf(n), light));
      expect(box()?.getAttribute('style')).toBeNull();
    }
    expect(asked).not.toHaveBeenCalled();
    // the style sheet gives it a fixed height (scrolling inside), in every layout that sets one; where a shared table's
    // grid sizes it instead (height: auto, its grid row's), its size is contained, so what it says cannot change it
    const css = readFileSync('src/ui/words/words.css', 'utf8');
    const rules = [...css.matchAll(/\.words-light-box\s*\{([^}]*)\}/g)].map((m) => m[1] ?? '');
    expect(rules.some((r) => /(^|;)\s*height:\s*[\d.]+em/.test(r) && /overflow:\s*auto/.test(r))).toBe(true);
    expect(rules.every((r) => !/(min|max)-height/.test(r))).toBe(true);
    const sized = rules.filter((r) => /(^|;)\s*height:\s*auto/.test(r));
    expect(sized.length).toBeGreaterThan(0);
    expect(sized.every((r) => /contain:\s*size/.test(r))).toBe(true);
  });
});
