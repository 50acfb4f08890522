// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { PlayerList } from '../../../src/ui/components/PlayerList';

afterEach(cleanup);

const text = {
  yourName: 'Your name',
  playerName: (n: number) => `Name of player ${n}`,
  playerDefault: (n: number) => `Player ${n}`,
  add: 'Add a player',
  remove: (name: string) => `Remove ${name}`,
};

function Harness(props: { start: string[]; several: boolean; editable?: boolean; readOnly?: boolean; extra?: boolean }) {
  const [names, setNames] = useState(props.start);
  return (
    <>
      <PlayerList
        idPrefix="t"
        names={names}
        several={props.several}
        editable={props.editable ?? true}
        readOnly={props.readOnly}
        text={text}
        onName={(i, v) => setNames((ns) => ns.map((x, j) => (j === i ? v : x)))}
        onAdd={() => setNames((ns) => [...ns, `Player ${ns.length + 1}`])}
        onRemove={(i) => setNames((ns) => ns.filter((_, j) => j !== i))}
        extra={props.extra ? (i, name) => <span data-testid={`extra-${i}`}>{name} here</span> : undefined}
      />
      <output data-testid="names">{names.join('|')}</output>
    </>
  );
}

describe('the shared player list of a new game', () => {
  it('one player: a visible "Your name" field, no add or remove', () => {
    render(<Harness start={['Me']} several={false} />);
    expect(screen.getByText('Your name')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a player' })).toBeNull();
    fireEvent.input(screen.getByLabelText('Your name'), { target: { value: 'Ann' } });
    expect(screen.getByTestId('names').textContent).toBe('Ann');
  });

  it('several players: add up to six, remove down to two, rename, and a game’s extra control per row', () => {
    render(<Harness start={['Ann', '']} several extra />);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByRole('button', { name: 'Add a player' }));
    expect(screen.getByTestId('names').textContent).toBe('Ann||Player 3|Player 4|Player 5|Player 6');
    expect(screen.queryByRole('button', { name: 'Add a player' })).toBeNull();
    // an empty name is called by its default in the remove button and the extra control
    expect(screen.getByTestId('extra-1').textContent).toBe('Player 2 here');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Player 2' }));
    fireEvent.input(screen.getByLabelText('Name of player 2'), { target: { value: 'Cy' } });
    expect(screen.getByTestId('names').textContent).toBe('Ann|Cy|Player 4|Player 5|Player 6');
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getAllByRole('button', { name: /^Remove/ })[0]!);
    expect(screen.getByTestId('names').textContent).toBe('Player 5|Player 6');
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('a list fixed by a game code: read-only names, no add or remove', () => {
    render(<Harness start={['Ann', 'Ben']} several editable={false} readOnly />);
    expect((screen.getByLabelText('Name of player 1') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add a player' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
