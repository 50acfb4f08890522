// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { Board } from '../../../src/ui/mathable/Board';
import { startBoard } from '../../../src/games/mathable/board';
import { playWindow, WHOLE_BOARD } from '../../../src/ui/mathable/view';

afterEach(() => cleanup());

describe('Mathable board grid', () => {
  // At the start the phone window holds rows of empty plain squares (no text in them):
  // without explicit rows they collapsed to slivers.
  for (const [name, w] of [
    ['phone window', playWindow(startBoard())],
    ['whole board', WHOLE_BOARD],
  ] as const) {
    it(`shares the height equally between rows, like the width between columns (${name})`, () => {
      render(
        <Board board={startBoard()} window={w} fits={new Set()} fresh={new Set()} last={new Set()} hinted={null} disabled={false} onSquare={() => undefined} />,
      );
      const grid = document.querySelector<HTMLElement>('.mth-board')!;
      expect(grid.style.gridTemplateRows).toBe(`repeat(${w.size}, minmax(0, 1fr))`);
      expect(grid.style.gridTemplateColumns).toBe(`repeat(${w.size}, minmax(0, 1fr))`);
      expect(grid.querySelectorAll('.mth-sq')).toHaveLength(w.size * w.size);
    });
  }
});
