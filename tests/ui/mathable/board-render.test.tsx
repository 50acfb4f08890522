// @vitest-environment happy-dom
/**
 * A tap changes a square or two: the board must not render (and look up the
 * label of) all 196 squares again. Counts the catalogue lookups of square
 * names ('mathable.square') per render.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { startBoard } from '../../../src/games/mathable/board';
import { WHOLE_BOARD } from '../../../src/ui/mathable/view';

const lookups = vi.hoisted(() => ({ squares: 0 }));
vi.mock('../../../src/i18n', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/i18n')>();
  return {
    ...real,
    t: (key: string, vars?: Record<string, string | number>) => {
      if (key === 'mathable.square') lookups.squares++;
      return real.t(key as never, vars);
    },
  };
});

const { Board } = await import('../../../src/ui/mathable/Board');

afterEach(() => cleanup());

describe('Mathable board re-renders only what changed', () => {
  it('a placed tile, a fits dot and a new onSquare re-render only the squares they touch', () => {
    const board = startBoard();
    const none = new Set<number>();
    const props = { window: WHOLE_BOARD, fresh: none, last: none, hinted: null, disabled: false };
    lookups.squares = 0;
    const { rerender, container } = render(<Board {...props} board={board} fits={none} onSquare={() => undefined} />);
    expect(lookups.squares).toBe(196);

    // A tile chosen: three squares get a dot.
    lookups.squares = 0;
    const fits = new Set([20, 21, 22]);
    rerender(<Board {...props} board={board} fits={fits} onSquare={() => undefined} />);
    expect(lookups.squares).toBe(3);
    expect(container.querySelectorAll('.mth-sq.fits')).toHaveLength(3);

    // The tile placed on one of them: that square gets the tile and loses its dot, the other two lose theirs
    // (and take back the names they had: only the new one is worded).
    lookups.squares = 0;
    const next = board.slice();
    next[21] = 7;
    const taps: number[] = [];
    rerender(<Board {...props} board={next} fits={none} fresh={new Set([21])} onSquare={(p) => taps.push(p)} />);
    expect(lookups.squares).toBe(1);
    expect(container.querySelector('[data-pos="20"]')!.getAttribute('aria-label')).not.toMatch(/fits/i);
    const sq = container.querySelector<HTMLButtonElement>('[data-pos="21"]')!;
    expect(sq.getAttribute('aria-label')).toMatch(/tile 7/);
    expect(sq.className).toMatch(/is-fresh/);
    // The newest onSquare is the one called, though no square re-rendered for it.
    fireEvent.click(container.querySelector('[data-pos="100"]')!);
    expect(taps).toEqual([100]);

    // Disabling the board (the computer's turn) is said once, on the board, which its squares inherit:
    // no square renders again, and a tap on one goes to the screen's onSquare, which ignores it then.
    lookups.squares = 0;
    const before = container.querySelector('[data-pos="0"]');
    rerender(<Board {...props} board={next} fits={none} fresh={new Set([21])} disabled onSquare={(p) => taps.push(p)} />);
    expect(lookups.squares).toBe(0);
    const group = container.querySelector('.mth-board')!;
    expect(group.getAttribute('aria-disabled')).toBe('true');
    expect(container.querySelectorAll('[data-pos][aria-disabled], [data-pos][disabled]')).toHaveLength(0);
    expect(container.querySelector('[data-pos="0"]')).toBe(before);
    expect(container.querySelector('[data-pos="0"]')!.closest('[aria-disabled="true"]')).toBe(group);
    expect(container.querySelector('[data-pos="21"]')!.getAttribute('aria-label')).toMatch(/tile 7/);
    // And enabled again.
    rerender(<Board {...props} board={next} fits={none} fresh={new Set([21])} onSquare={(p) => taps.push(p)} />);
    expect(group.hasAttribute('aria-disabled')).toBe(false);
    expect(lookups.squares).toBe(0);
  });

  it('names squares again in a new language', async () => {
    const i18n = await import('../../../src/i18n');
    const board = startBoard();
    const none = new Set<number>();
    const props = { window: WHOLE_BOARD, fresh: none, last: none, hinted: null, fits: none, onSquare: () => undefined };
    const { rerender, container } = render(<Board {...props} board={board} disabled={false} />);
    const english = container.querySelector('[data-pos="0"]')!.getAttribute('aria-label');
    try {
      await i18n.switchLanguage('fr');
      lookups.squares = 0;
      rerender(<Board {...props} board={board} disabled />);
      expect(lookups.squares).toBe(196);
      const french = container.querySelector('[data-pos="0"]')!.getAttribute('aria-label');
      expect(french).not.toBe(english);
      expect(french).toBe(`${i18n.t('mathable.square', { row: 1, col: 1 })}, ${i18n.t('mathable.kind.3x')}, ${i18n.t('mathable.square.empty')}`);
    } finally {
      await i18n.switchLanguage('en');
    }
  });
});
