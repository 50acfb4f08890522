// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { parseBoard } from '../../../src/games/tally/board';
import { BoardView, cellsAlong } from '../../../src/ui/tally/BoardView';

afterEach(() => cleanup());

// a 400 px board: tile centres at 50, 150, 250, 350
const centre = (cell: number) => ({ x: (cell % 4) * 100 + 50, y: Math.floor(cell / 4) * 100 + 50 });

describe('drag tracing on the board', () => {
  it('fills in the tiles a fast swipe crosses between two far-apart points', () => {
    const a = centre(0);
    const b = centre(10);
    expect(cellsAlong(a.x, a.y, b.x, b.y, 400)).toEqual([0, 5, 10]);
    const c = centre(3);
    expect(cellsAlong(a.x, a.y, c.x, c.y, 400)).toEqual([0, 1, 2, 3]);
    // a short move inside one tile, and a move between tiles' corners, add nothing new
    expect(cellsAlong(50, 50, 60, 55, 400)).toEqual([0]);
    expect(cellsAlong(100, 100, 100, 100, 400)).toEqual([]);
  });

  it('a finger that jumps from the first tile straight to the third still traces the one between', () => {
    const seen: number[] = [];
    let started: number | null = null;
    const { container } = render(
      <BoardView board={parseBoard('4481917632905758')} path={[]} onTap={() => undefined} onDragStart={(c) => (started = c)} onDragTo={(c) => seen.push(c)} />,
    );
    const board = container.querySelector('.tally-board') as HTMLElement;
    board.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 400, right: 400, bottom: 400, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect;
    const a = centre(0);
    const b = centre(10);
    fireEvent.pointerDown(board, { pointerId: 1, clientX: a.x, clientY: a.y });
    fireEvent.pointerMove(board, { pointerId: 1, clientX: b.x, clientY: b.y });
    expect(started).toBe(0);
    expect(seen).toEqual([5, 10]);
  });
});
