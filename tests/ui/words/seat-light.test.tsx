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

  /** A resize observer standing in for the browser's: `laidOut(h)` reports the light box laid out at h px. */
  function fakeLayout(): { laidOut(h: number): void; watches(el: Element | null): boolean } {
    const live = new Set<{ cb: ResizeObserverCallback; els: Set<Element> }>();
    class FakeObserver {
      private readonly me: { cb: ResizeObserverCallback; els: Set<Element> };
      constructor(cb: ResizeObserverCallback) {
        this.me = { cb, els: new Set() };
        live.add(this.me);
      }
      observe(el: Element): void {
        this.me.els.add(el);
      }
      unobserve(el: Element): void {
        this.me.els.delete(el);
      }
      disconnect(): void {
        live.delete(this.me);
      }
    }
    vi.stubGlobal('ResizeObserver', FakeObserver);
    return {
      laidOut(h) {
        for (const o of live) {
          const entries = [...o.els].map((target) => ({ target, borderBoxSize: [{ blockSize: h, inlineSize: 100 }] }) as unknown as ResizeObserverEntry);
          if (entries.length) o.cb(entries, o as unknown as ResizeObserver);
        }
      },
      watches: (el) => el !== null && [...live].some((o) => o.els.has(el)),
    };
  }

  it('keeps the height of its tallest answer while the crossword has two cubes or more, read once laid out', () => {
    // the box's height is never asked for in the middle of a render (that would lay the page out there and then)
    const asked = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const layout = fakeLayout();
    const { container, rerender } = render(seat(boardOf(1), null));
    const box = () => container.querySelector<HTMLElement>('.words-light-box');
    // one cube: nothing to keep
    layout.laidOut(20);
    expect(box()?.style.minHeight).toBe('');
    rerender(seat(boardOf(2), done('CA', 'AC')));
    layout.laidOut(40);
    expect(box()?.style.minHeight).toBe('40px');
    // the next answer awaited, then a shorter one: the box keeps its height (laid out at 40 px, nothing to report)
    rerender(seat(boardOf(3), null));
    expect(box()?.style.minHeight).toBe('40px');
    rerender(seat(boardOf(3), done('CAT')));
    expect(box()?.style.minHeight).toBe('40px');
    rerender(seat(boardOf(4), done('CATS', 'AT', 'AS')));
    layout.laidOut(60);
    expect(box()?.style.minHeight).toBe('60px');
    // back to one cube: the light has nothing to say, the box is one line again
    rerender(seat(boardOf(1), null));
    expect(box()?.style.minHeight).toBe('');
    expect(asked).not.toHaveBeenCalled();
  });

  it('measures again after the window changes size (a turned tablet)', () => {
    const layout = fakeLayout();
    const { container, rerender } = render(seat(boardOf(3), done('CAT', 'AT', 'TA')));
    const box = () => container.querySelector<HTMLElement>('.words-light-box');
    layout.laidOut(60);
    expect(box()?.style.minHeight).toBe('60px');
    window.dispatchEvent(new Event('resize'));
    expect(box()?.style.minHeight).toBe('');
    // observed anew: the size it has at the new width is the one kept from then on
    layout.laidOut(20);
    expect(box()?.style.minHeight).toBe('20px');
    rerender(seat(boardOf(4), done('CATS')));
    expect(box()?.style.minHeight).toBe('20px');
    expect(layout.watches(box())).toBe(true);
  });
});
