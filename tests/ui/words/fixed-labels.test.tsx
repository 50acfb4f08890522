// @vitest-environment happy-dom
/**
 * Rotary's standing cubes are named to a screen reader as a person reads the board (issue 28: a cube above the
 * opening word was "Row -2"): row and column 1-based from the top-left of the board as shown, like its other squares.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { Board, type FixedCube } from '../../../src/ui/words/Board';
import { BOARD_MIDDLE as M, emptyBoard } from '../../../src/ui/words/board';
import { t } from '../../../src/i18n';

afterEach(cleanup);

const hand = ['A', 'E', 'I', 'O', 'U', 'E', 'A', 'O', 'T', 'R', 'N', 'S', 'C', 'D', 'H', 'L', 'M', 'B', 'G', 'K'];

describe('Rotary’s standing cubes', () => {
  it('are named from the top-left of the board as shown, never with a row or column of 0 or less', () => {
    // the opening word CAT across row M; a word going up from its C: "TOC" down (T two rows above the opening word)
    const cube = (row: number, col: number, letter: string, seat: number): FixedCube => ({
      row,
      col,
      letter,
      wild: false,
      seat,
      label: (r, c) => t('wordsrotary.square.fixed', { row: r, col: c, letter, name: `Player ${seat + 1}` }),
    });
    const fixed = [cube(M, M, 'C', 0), cube(M, M + 1, 'A', 0), cube(M, M + 2, 'T', 0), cube(M - 2, M, 'T', 1), cube(M - 1, M, 'O', 1)];
    const { container } = render(<Board hand={hand} board={emptyBoard()} selected={null} locked={false} onChange={() => undefined} fixed={fixed} />);
    const labels = [...container.querySelectorAll('[data-fixed] .visually-hidden')].map((e) => e.textContent ?? '');
    expect(labels).toHaveLength(5);
    for (const l of labels) expect(l).toMatch(/^Row [1-9]\d*, column [1-9]\d*: /);
    const at = (r: number, c: number) => container.querySelector(`[data-fixed="${r},${c}"] .visually-hidden`)?.textContent ?? '';
    const [r0, c0] = (at(M - 2, M).match(/^Row (\d+), column (\d+)/) ?? []).slice(1).map(Number);
    // the top cube is a row above the O and two above the C, in the same column
    expect(at(M - 1, M)).toMatch(new RegExp(`^Row ${r0! + 1}, column ${c0}: O, Player 2’s cube`));
    expect(at(M, M + 2)).toMatch(new RegExp(`^Row ${r0! + 2}, column ${c0! + 2}: T, Player 1’s cube`));
  });
});
