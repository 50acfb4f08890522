// @vitest-environment happy-dom
/**
 * The words board redraws only what a tap changed: picking a cube up or laying it down looks up the words of the
 * squares whose state changed, not of every square in the window (issue 16).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';

const lookups = vi.hoisted(() => ({ keys: [] as string[] }));
vi.mock('../../../src/i18n', async (original) => {
  const real = await original<typeof import('../../../src/i18n')>();
  return {
    ...real,
    t: ((key: string, vars?: Record<string, unknown>) => {
      lookups.keys.push(key);
      return (real.t as (k: string, v?: Record<string, unknown>) => string)(key, vars);
    }) as typeof real.t,
  };
});

const { Board } = await import('../../../src/ui/words/Board');
const { boardSubmission, emptyBoard } = await import('../../../src/ui/words/board');
type BoardState = ReturnType<typeof emptyBoard>;

afterEach(() => cleanup());

const hand = ['A', 'E', 'I', 'O', 'U', "'E", 'A', 'O', 'T', 'R', 'N', 'S', 'C', 'D', 'H', 'L', 'M', '*', '@', 'K'];

function Harness(props: { onBoard(b: BoardState): void }) {
  const [board, setBoard] = useState(emptyBoard());
  const [sel, setSel] = useState<number | null>(null);
  const [tick, setTick] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setTick(tick + 1)}>
        tick {tick}
      </button>
      <Board
        hand={hand}
        board={board}
        selected={sel}
        locked={false}
        onChange={(b, s) => {
          setBoard(b);
          setSel(s);
          props.onBoard(b);
        }}
      />
    </>
  );
}

const squareLookups = () => lookups.keys.filter((k) => k.startsWith('words.square.')).length;

describe('the words board renders only what changed', () => {
  it('a pick-up and a placement look up the words of the changed squares only; the newest handlers answer', async () => {
    let last = emptyBoard();
    render(<Harness onBoard={(b) => (last = b)} />);
    const squares = screen.getAllByRole('button', { name: /^Row \d+, column \d+: empty/ });
    expect(squares.length).toBeGreaterThanOrEqual(49);
    const tray = () => within(screen.getByRole('group', { name: 'Cubes to place' }));

    lookups.keys.length = 0;
    const changed: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const r of records) if (r.target instanceof Element && r.target.closest('[data-square]')) changed.push(r.attributeName ?? r.type);
    });
    watch.observe(screen.getByRole('grid'), { subtree: true, attributes: true, childList: true, characterData: true });
    fireEvent.click(tray().getAllByRole('button', { name: 'C, blue cube' })[0]!);
    await Promise.resolve();
    watch.disconnect();
    // picking a cube up touches no square of the board
    expect(changed).toEqual([]);
    // the grid says a cube is held; no square is drawn or named anew (none changes: an empty square takes taps whether
    // or not a cube is held)
    expect(screen.getByRole('grid').hasAttribute('data-holding')).toBe(true);
    expect((screen.getByRole('button', { name: /^Row 4, column 4:/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(squareLookups()).toBe(0);

    lookups.keys.length = 0;
    fireEvent.click(screen.getByRole('button', { name: /^Row 4, column 4:/ }));
    expect(boardSubmission(last, hand)).toBe('C');
    // the window keeps its size for one cube in the middle: only that square is named anew
    expect(squareLookups()).toBe(1);
    expect(screen.getByRole('button', { name: /^Row 4, column 4: C, blue cube/ })).toBeTruthy();

    // a render of the screen around the board (a clock tick) costs the board nothing
    lookups.keys.length = 0;
    fireEvent.click(screen.getByRole('button', { name: /^tick/ }));
    expect(lookups.keys.filter((k) => k.startsWith('words.'))).toEqual([]);

    // the squares call the board's newest handlers: the next cube goes beside the first, then comes back
    fireEvent.click(tray().getAllByRole('button', { name: 'A, red cube' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: /^Row 4, column 5:/ }));
    expect(boardSubmission(last, hand)).toBe('C A');
    fireEvent.click(screen.getByRole('button', { name: /^Row \d+, column \d+: A, red cube/ }));
    expect(boardSubmission(last, hand)).toBe('C');
  });
});

describe('a cube pressed in the words tray', () => {
  it('is not given the focus (laid, it leaves the tray), while the squares keep theirs', () => {
    render(<Harness onBoard={() => undefined} />);
    const cube = within(screen.getByRole('group', { name: 'Cubes to place' })).getAllByRole('button', { name: 'C, blue cube' })[0]!;
    expect(fireEvent.mouseDown(cube)).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: /^Row 4, column 4:/ }))).toBe(true);
  });
});
