// @vitest-environment happy-dom
/**
 * The computers to play against (src/ui/components/ComputerPicker.tsx), as DiceCulus's and Tally Rally's setups offer
 * them: one toggle per level, pressed when chosen; a tap adds a level (kept in level order) or takes it away.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { ComputerPicker } from '../../../src/ui/components/ComputerPicker';

afterEach(cleanup);

const LEVELS = ['easy', 'medium', 'hard'] as const;
type Level = (typeof LEVELS)[number];

function Picker(props: { start: Level[]; seen: Level[][] }) {
  const [chosen, setChosen] = useState<Level[]>(props.start);
  return (
    <ComputerPicker
      legend="Play against"
      levels={LEVELS}
      chosen={chosen}
      label={(lv) => `Robot, ${lv}`}
      class="extra"
      buttonClass="bot"
      onChange={(c) => {
        props.seen.push(c);
        setChosen(c);
      }}
    />
  );
}

describe('the computer picker', () => {
  it('shows each level pressed or not, adds in level order and takes away', () => {
    const seen: Level[][] = [];
    render(<Picker start={['hard']} seen={seen} />);
    expect(screen.getByRole('group', { name: 'Play against' }).className).toBe('choice extra');
    const button = (lv: Level) => screen.getByRole('button', { name: new RegExp(`Robot, ${lv}$`) });
    expect(button('hard').getAttribute('aria-pressed')).toBe('true');
    expect(button('hard').className).toBe('segment bot is-on');
    expect(button('easy').getAttribute('aria-pressed')).toBe('false');
    expect(button('easy').textContent).toBe('+ Robot, easy');
    fireEvent.click(button('easy'));
    expect(seen.at(-1)).toEqual(['easy', 'hard']);
    fireEvent.click(button('medium'));
    expect(seen.at(-1)).toEqual(['easy', 'medium', 'hard']);
    expect(button('medium').textContent).toBe('✓ Robot, medium');
    fireEvent.click(button('hard'));
    expect(seen.at(-1)).toEqual(['easy', 'medium']);
    expect(button('hard').getAttribute('aria-pressed')).toBe('false');
  });
});
