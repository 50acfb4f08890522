// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { Board } from '../../../src/ui/words/Board';
import { boardSubmission, emptyBoard, type Board as BoardState } from '../../../src/ui/words/board';

afterEach(() => cleanup());

/** A hand in rolling order: 8 red, 5 blue, 4 green, 2 yellow, 1 orange. */
const hand = ['A', 'E', 'I', 'O', 'U', "'E", 'A', 'O', 'T', 'R', 'N', 'S', 'C', 'D', 'H', 'L', 'M', '*', '@', 'K'];

function Harness(props: { onBoard(b: BoardState): void; locked?: boolean }) {
  const [board, setBoard] = useState(emptyBoard());
  const [sel, setSel] = useState<number | null>(null);
  return (
    <Board
      hand={hand}
      board={board}
      selected={sel}
      locked={props.locked ?? false}
      onChange={(b, s) => {
        setBoard(b);
        setSel(s);
        props.onBoard(b);
      }}
    />
  );
}

const tray = () => within(screen.getByRole('group', { name: 'Cubes to place' }));
const pick = (name: string | RegExp) => tray().getAllByRole('button', { name })[0]!;
const square = (row: number, col: number) => screen.getByRole('button', { name: new RegExp(`^Row ${row}, column ${col}:`) });

describe('the words board', () => {
  it('tap a cube then a square; tap a placed cube to take it back; clear all', () => {
    let last = emptyBoard();
    render(<Harness onBoard={(b) => (last = b)} />);
    expect(tray().getAllByRole('button')).toHaveLength(20);
    // a square does nothing before a cube is picked up; the grid says so (not every square)
    const grid = screen.getByRole('grid', { name: 'Your crossword' });
    const description = () => document.getElementById(grid.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description()).toBe('Pick up a cube from the tray, then tap an empty square to place it');
    expect(grid.hasAttribute('data-holding')).toBe(false);
    fireEvent.click(square(4, 4));
    expect(last.placed).toHaveLength(0);
    fireEvent.click(pick('C, blue cube'));
    expect(pick('C, blue cube').getAttribute('aria-pressed')).toBe('true');
    expect(description()).toBe('C, blue cube picked up: tap an empty square to place it');
    expect(grid.hasAttribute('data-holding')).toBe(true);
    fireEvent.click(square(4, 4));
    fireEvent.click(pick('A, red cube'));
    fireEvent.click(square(4, 5));
    fireEvent.click(pick('T, blue cube'));
    fireEvent.click(square(4, 6));
    expect(boardSubmission(last, hand)).toBe('C A T');
    expect(tray().getAllByRole('button')).toHaveLength(17);
    expect(screen.getByRole('button', { name: /^Row \d+, column \d+: A, red cube/ })).toBeTruthy();
    // take the A back
    fireEvent.click(screen.getByRole('button', { name: /^Row \d+, column \d+: A, red cube/ }));
    expect(boardSubmission(last, hand)).toBe('C . T');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(last.placed).toHaveLength(0);
    expect(tray().getAllByRole('button')).toHaveLength(20);
  });

  it('Undo takes back each step, Clear all too, and keeps the words accepted meanwhile', () => {
    let last = emptyBoard();
    render(<Harness onBoard={(b) => (last = b)} />);
    const undo = () => screen.getByRole('button', { name: 'Undo' });
    expect(undo().hasAttribute('disabled')).toBe(true);
    fireEvent.click(pick('C, blue cube'));
    fireEvent.click(square(4, 4));
    fireEvent.click(pick('A, red cube'));
    fireEvent.click(square(4, 5));
    fireEvent.click(pick('T, blue cube'));
    fireEvent.click(square(4, 6));
    expect(boardSubmission(last, hand)).toBe('C A T');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(last.placed).toHaveLength(0);
    fireEvent.click(undo());
    expect(boardSubmission(last, hand)).toBe('C A T');
    fireEvent.click(undo());
    expect(boardSubmission(last, hand)).toBe('C A');
    fireEvent.click(undo());
    fireEvent.click(undo());
    expect(last.placed).toHaveLength(0);
    expect(undo().hasAttribute('disabled')).toBe(true);
  });

  it('☉ and Ω ask for their letter when placed, in a picker that can be put away', () => {
    let last = emptyBoard();
    render(<Harness onBoard={(b) => (last = b)} />);
    fireEvent.click(pick(/^☉ any small letter/));
    fireEvent.click(square(4, 4));
    const picker = screen.getByRole('dialog', { name: 'Which small letter is the ☉?' });
    fireEvent.click(within(picker).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(last.placed).toHaveLength(0);
    // the cube is still picked up: tapping the square asks again
    fireEvent.click(square(4, 4));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 's' }));
    fireEvent.click(pick(/^Ω any capital/));
    fireEvent.click(square(4, 3));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Which capital is the Ω?' })).getByRole('button', { name: 'B' }));
    expect(boardSubmission(last, hand)).toBe('@B *s');
  });

  it('the grid zooms out as the crossword grows (squares in use plus room around)', () => {
    render(<Harness onBoard={() => undefined} />);
    expect(screen.getAllByRole('row')).toHaveLength(7);
    for (const [name, col] of [
      ['C, blue cube', 4],
      ['A, red cube', 5],
      ['T, blue cube', 6],
      ['N, blue cube', 7],
      ['S, blue cube', 8],
    ] as const) {
      fireEvent.click(pick(name));
      fireEvent.click(screen.getAllByRole('button', { name: new RegExp(`^Row 4, column ${col}:`) })[0]!);
    }
    const cols = within(screen.getAllByRole('row')[0]!).getAllByRole('gridcell').length;
    expect(cols).toBeGreaterThanOrEqual(9);
  });

  it('a locked board cannot change', () => {
    render(<Harness onBoard={() => undefined} locked />);
    for (const b of tray().getAllByRole('button')) expect((b as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });
});
