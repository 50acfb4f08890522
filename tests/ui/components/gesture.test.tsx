// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { useTapOrDrag } from '../../../src/ui/components/gesture';

afterEach(() => cleanup());

function Pieces(props: { log: string[] }) {
  const [, force] = useState(0);
  const g = useTapOrDrag<string>({
    onDragMove: (item, e, first) => props.log.push(`move ${item} ${e.clientX}${first ? ' first' : ''}`),
    onDrop: (item, e) => props.log.push(`drop ${item} ${e.clientX}`),
    onCancel: (item) => props.log.push(`cancel ${item}`),
    onEnd: (item) => {
      props.log.push(`end ${item}`);
      force((n) => n + 1);
    },
  });
  return (
    <div>
      {['a', 'b'].map((id) => (
        <button
          key={id}
          type="button"
          onPointerDown={(e) => g.start(id, e as unknown as PointerEvent)}
          onClick={() => !g.isDragClick() && props.log.push(`tap ${id}`)}
        >
          {id}
        </button>
      ))}
    </div>
  );
}

describe('one tap-or-drag gesture (TUF cubes, Mathable tiles)', () => {
  it('a short wobble is a tap: the click does the work, nothing is dragged', () => {
    const log: string[] = [];
    render(<Pieces log={log} />);
    const a = screen.getByRole('button', { name: 'a' });
    fireEvent.pointerDown(a, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(a, { clientX: 14, clientY: 12 });
    fireEvent.pointerUp(a, { clientX: 14, clientY: 12 });
    fireEvent.click(a);
    expect(log).toEqual(['end a', 'tap a']);
  });
  it('past the threshold it is a drag, followed to the drop; the click after it is swallowed once', () => {
    const log: string[] = [];
    render(<Pieces log={log} />);
    const a = screen.getByRole('button', { name: 'a' });
    const b = screen.getByRole('button', { name: 'b' });
    fireEvent.pointerDown(a, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(a, { clientX: 40, clientY: 10 });
    fireEvent.pointerMove(b, { clientX: 80, clientY: 10 });
    fireEvent.pointerUp(b, { clientX: 90, clientY: 10 });
    fireEvent.click(a);
    fireEvent.click(b);
    expect(log).toEqual(['move a 40 first', 'move a 80', 'end a', 'drop a 90', 'tap b']);
  });
  it('a cancelled drag calls onCancel, not onDrop, and stops following the pointer', () => {
    const log: string[] = [];
    render(<Pieces log={log} />);
    const b = screen.getByRole('button', { name: 'b' });
    fireEvent.pointerDown(b, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(b, { clientX: 50, clientY: 10 });
    fireEvent.pointerCancel(b);
    fireEvent.pointerMove(b, { clientX: 70, clientY: 10 });
    expect(log).toEqual(['move b 50 first', 'end b', 'cancel b']);
  });
});
