// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'preact/hooks';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { DEFAULT_SETTINGS, parseRoll, type GameKey, type RolledCube } from '../../../src/games/tuf';
import { Seat } from '../../../src/ui/tuf/Seat';
import { toNotation, type Line } from '../../../src/ui/tuf/arrangement';

afterEach(() => cleanup());

const rollOf = (text: string): RolledCube[] => {
  const r = parseRoll(text);
  if (!r.ok) throw new Error(r.code);
  return r.cubes;
};

function Harness(props: { game: GameKey; roll: RolledCube[]; light?: boolean; locked?: boolean; onCall?: (eq: string) => void }) {
  const [line, setLine] = useState<Line>([]);
  const [sel, setSel] = useState<number | null>(null);
  return (
    <>
      <Seat
        seat={0}
        name="Ana"
        game={props.game}
        settings={DEFAULT_SETTINGS}
        roll={props.roll}
        line={line}
        selected={sel}
        onChange={(l, s) => {
          setLine(l);
          setSel(s);
        }}
        locked={props.locked ?? false}
        lockedText="Hands off!"
        validityLight={props.light ?? true}
        callLabel="TUF!"
        canCall
        onCall={() => props.onCall?.(toNotation(line, props.roll))}
      />
      <div data-testid="text">{toNotation(line, props.roll)}</div>
    </>
  );
}

const table = () => within(screen.getByRole('group', { name: 'Cubes on the table' }));
const lineGroup = () => within(screen.getByRole('group', { name: 'Equation line' }));
const text = () => screen.getByTestId('text').textContent;

describe('the cube row and the equation line', () => {
  it('every cube is a labelled button: colour and face', () => {
    render(<Harness game="2" roll={rollOf('3 9 ø + x (x) 1/2 =')} />);
    for (const name of [
      'blue cube, three',
      'green cube, nine',
      'green cube, slashed zero',
      'red cube, plus',
      'red cube, times',
      'red cube, times or brackets',
      'yellow cube, one half',
      'white cube, equals',
    ]) {
      expect(table().getByRole('button', { name })).toBeTruthy();
    }
  });
  it('in game 3 the slashed zero is read as a decimal point', () => {
    render(<Harness game="3" roll={rollOf('ø 5 =')} />);
    expect(table().getByRole('button', { name: 'green cube, decimal point' })).toBeTruthy();
  });
  it('tap to place, normal notation drawn live, validity light, tap twice to take back', () => {
    render(<Harness game="1" roll={rollOf('4 3 7 + =')} />);
    fireEvent.click(table().getByRole('button', { name: 'blue cube, four' }));
    fireEvent.click(table().getByRole('button', { name: 'red cube, plus' }));
    fireEvent.click(table().getByRole('button', { name: 'blue cube, three' }));
    expect(screen.getByText('Keep going')).toBeTruthy();
    fireEvent.click(table().getByRole('button', { name: 'white cube, equals' }));
    fireEvent.click(table().getByRole('button', { name: 'green cube, seven' }));
    expect(text()).toBe('4 + 3 = 7');
    expect(document.querySelector('.tuf-normal')?.textContent).toContain('4 + 3 = 7');
    expect(screen.getByText('True')).toBeTruthy();
    expect(table().queryAllByRole('button')).toHaveLength(0);
    // the cube just placed is selected: one more tap takes it back
    const seven = lineGroup().getByRole('button', { name: /green cube, seven, on the line/ });
    expect(seven.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(seven);
    expect(text()).toBe('4 + 3 =');
    expect(table().getByRole('button', { name: 'green cube, seven' })).toBeTruthy();
  });
  it('a false equation shows why, in words', () => {
    render(<Harness game="1" roll={rollOf('4 3 8 + =')} />);
    for (const n of ['blue cube, four', 'red cube, plus', 'blue cube, three', 'white cube, equals', 'green cube, eight'])
      fireEvent.click(table().getByRole('button', { name: n }));
    expect(screen.getByRole('status').textContent).toMatch(/Not true/);
  });
  it('with the light switched off nothing tells whether it is true', () => {
    render(<Harness game="1" roll={rollOf('4 4 =')} light={false} />);
    for (const n of ['blue cube, four', 'white cube, equals']) fireEvent.click(table().getAllByRole('button', { name: n })[0]!);
    fireEvent.click(table().getAllByRole('button', { name: 'blue cube, four' })[0]!);
    expect(text()).toBe('4 = 4');
    expect(screen.queryByText('True')).toBeNull();
  });
  it('move buttons reorder the selected cube', () => {
    render(<Harness game="1" roll={rollOf('4 3 7 + =')} />);
    for (const n of ['blue cube, three', 'red cube, plus', 'blue cube, four']) fireEvent.click(table().getByRole('button', { name: n }));
    expect(
      lineGroup()
        .getByRole('button', { name: /blue cube, four/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Move left' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move left' }));
    expect(text()).toBe('4 3 +');
    expect((screen.getByRole('button', { name: 'Move left' }) as HTMLButtonElement).disabled).toBe(true);
  });
  it('dragging a cube along the line moves it to where it is dropped', () => {
    render(<Harness game="1" roll={rollOf('4 3 7 + =')} />);
    for (const n of ['blue cube, four', 'red cube, plus', 'blue cube, three']) fireEvent.click(table().getByRole('button', { name: n }));
    const four = lineGroup().getByRole('button', { name: /blue cube, four/ });
    const three = lineGroup().getByRole('button', { name: /blue cube, three/ });
    const spy = vi.spyOn(document, 'elementFromPoint').mockReturnValue(three);
    fireEvent.pointerDown(four, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(four, { clientX: 60, clientY: 12 });
    fireEvent.pointerUp(four, { clientX: 110, clientY: 12 });
    fireEvent.click(four); // the click that ends a drag does not select or take back
    spy.mockRestore();
    expect(text()).toBe('+ 3 4');
    // a short wobble is a tap, not a drag
    fireEvent.pointerDown(three, { clientX: 10, clientY: 10 });
    fireEvent.pointerUp(three, { clientX: 13, clientY: 12 });
    expect(text()).toBe('+ 3 4');
  });
  it('while dragging, the moved cube fades and a marker shows where it will land', () => {
    render(<Harness game="1" roll={rollOf('4 3 7 + =')} />);
    for (const n of ['blue cube, four', 'red cube, plus', 'blue cube, three']) fireEvent.click(table().getByRole('button', { name: n }));
    const four = lineGroup().getByRole('button', { name: /blue cube, four/ });
    const plus = lineGroup().getByRole('button', { name: /red cube, plus/ });
    const three = lineGroup().getByRole('button', { name: /blue cube, three/ });
    const spy = vi.spyOn(document, 'elementFromPoint').mockReturnValue(plus);
    fireEvent.pointerDown(three, { clientX: 110, clientY: 10 });
    fireEvent.pointerMove(three, { clientX: 60, clientY: 12 });
    expect(three.classList.contains('is-dragging')).toBe(true);
    expect(plus.classList.contains('is-drop-before')).toBe(true);
    spy.mockReturnValue(four);
    fireEvent.pointerMove(three, { clientX: 10, clientY: 12 });
    expect(plus.classList.contains('is-drop-before')).toBe(false);
    expect(four.classList.contains('is-drop-before')).toBe(true);
    fireEvent.pointerUp(three, { clientX: 10, clientY: 12 });
    spy.mockRestore();
    expect(text()).toBe('3 4 +');
    expect(document.querySelectorAll('.is-dragging, .is-drop-before, .is-drop-after')).toHaveLength(0);
    // moving right, the marker sits after the cube it will follow; a cancelled drag leaves no marker
    const first = lineGroup().getByRole('button', { name: /blue cube, three/ });
    const last = lineGroup().getByRole('button', { name: /red cube, plus/ });
    const spy2 = vi.spyOn(document, 'elementFromPoint').mockReturnValue(last);
    fireEvent.pointerDown(first, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(first, { clientX: 110, clientY: 12 });
    expect(last.classList.contains('is-drop-after')).toBe(true);
    fireEvent.pointerCancel(first);
    spy2.mockRestore();
    expect(document.querySelectorAll('.is-dragging, .is-drop-before, .is-drop-after')).toHaveLength(0);
    expect(text()).toBe('3 4 +');
  });
  it('game 6: raise a cube to make an exponent, drawn as a superscript', () => {
    const { container } = render(<Harness game="6" roll={rollOf('8 2 6 4 =')} />);
    for (const n of ['green cube, eight', 'blue cube, two']) fireEvent.click(table().getByRole('button', { name: n }));
    fireEvent.click(screen.getByRole('button', { name: 'Raise (exponent)' }));
    for (const n of ['white cube, equals', 'green cube, six', 'blue cube, four']) fireEvent.click(table().getByRole('button', { name: n }));
    expect(text()).toBe('8 ^2 = 6 4');
    expect(container.querySelector('.tuf-normal sup')?.textContent).toBe('2');
    expect(screen.getByText('True')).toBeTruthy();
  });
  it('game 4: tapping the selected (×) cube chooses its reading; a gap closes a group', () => {
    render(<Harness game="4" roll={rollOf('6 4 2 (x) + = 1/5')} />);
    for (const n of [
      'yellow cube, one fifth',
      'red cube, times or brackets',
      'green cube, six',
      'red cube, plus',
      'blue cube, four',
      'white cube, equals',
      'blue cube, two',
    ]) {
      fireEvent.click(table().getByRole('button', { name: n }));
    }
    const paren = lineGroup().getByRole('button', { name: /times or brackets, on the line/ });
    fireEvent.click(paren);
    fireEvent.click(paren);
    fireEvent.click(paren);
    expect(text()).toBe('1/5 (x)> 6 + 4 = 2');
    expect(screen.getByText('True')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Reading:/ }));
    expect(text()).toBe('1/5 <(x) 6 + 4 = 2');
    fireEvent.click(lineGroup().getByRole('button', { name: /blue cube, four/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Gap after' }));
    expect(text()).toBe('1/5 <(x) 6 + 4 | = 2');
  });
  it('the call button sends the arranged equation; a locked seat shows no cubes to move', () => {
    const onCall = vi.fn();
    const { unmount } = render(<Harness game="1" roll={rollOf('5 5 =')} onCall={onCall} />);
    for (const n of ['blue cube, five', 'white cube, equals', 'blue cube, five']) fireEvent.click(table().getAllByRole('button', { name: n })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'TUF!' }));
    expect(onCall).toHaveBeenCalledWith('5 = 5');
    unmount();
    render(<Harness game="1" roll={rollOf('5 5 =')} locked />);
    expect(screen.queryByRole('group', { name: 'Cubes on the table' })).toBeNull();
    expect(screen.getByText('Hands off!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'TUF!' })).toBeNull();
  });
});
