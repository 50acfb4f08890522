// @vitest-environment happy-dom
/**
 * The first tap of a TUF round changes the seat's words, not its layout
 * (issue 16): the validity light's status line is there from the roll,
 * empty, and the first cube put on the line fills that same line (before,
 * it appeared with the first cube and pushed the line, tools, cubes and
 * call button down). Without the light (a teacher's setting) there is none.
 * And the table does not render again when the cubes' tumble ends (it used
 * to, on the clock's next beat: just when a quick student's first tap came).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { options, type VNode } from 'preact';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import type { RolledCube } from '../../../src/games/tuf';
import { defaultParams, type MatchParams } from '../../../src/games/tuf/matchParams';
import { matchEngine, rollFor } from '../../../src/games/tuf/plugin';
import { createMemoryBackend, createStore, defaultSettings } from '../../../src/storage';
import { ROLL_MS, TICK_MS } from '../../../src/ui/race/useRaceTable';
import { RaceCentre } from '../../../src/ui/race/Centre';
import { AppProvider } from '../../../src/ui/context';
import { createSession } from '../../../src/ui/session';
import { cubeLabel } from '../../../src/ui/tuf/Cube';
import { describeTuf } from '../../../src/ui/tuf/labels';
import { Play } from '../../../src/ui/tuf/Play';
import { tufSolver, type TufSolver } from '../../../src/ui/tuf/solver';
import { FakeClock } from '../../../src/core/runner';
import { setUiClock } from '../../../src/ui/runner';

/** The screens' clock, moved on by the tests instead of waiting. */
let clock = new FakeClock();
beforeEach(() => {
  clock = new FakeClock(Date.now());
  setUiClock(clock);
});
afterEach(() => {
  cleanup();
  setUiClock(null);
});

const solver: TufSolver = {
  best: async () => ({ equation: null, normal: null, cubes: 0, score: 0, proven: true }),
  computer: async () => ({ equation: null, delayMs: 0 }),
};

async function rolled(params: MatchParams, seed: string): Promise<HTMLElement> {
  const store = createStore(createMemoryBackend());
  const rec = await createSession(store, matchEngine, params, seed, describeTuf);
  tufSolver.use(solver);
  render(
    <AppProvider store={store} initialSettings={{ ...defaultSettings, motion: 'full' }}>
      <Play sessionId={rec.id} />
    </AppProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
  await screen.findByRole('group', { name: 'Cubes on the table' });
  return screen.getByRole('region', { name: 'Player 1’s cubes' });
}

describe('the first tap of a round', () => {
  it('fills the light that is already there, empty, from the roll', async () => {
    const params: MatchParams = { ...defaultParams('1'), computers: [], rounds: 1 };
    const seat = await rolled(params, 'first1');
    const light = seat.querySelector('.tuf-light') as HTMLElement;
    expect(light).not.toBeNull();
    expect(light.getAttribute('role')).toBe('status');
    expect(light.classList.contains('is-idle')).toBe(true);
    expect(light.textContent).toBe('');
    // its place: between the equation in normal notation and the line, as once it speaks
    expect(light.previousElementSibling?.classList.contains('tuf-normal')).toBe(true);
    expect(light.nextElementSibling?.classList.contains('tuf-line')).toBe(true);
    const roll = rollFor(params, 'first1', 0, 0);
    const first = roll.find((c) => c.face !== '=') as RolledCube;
    fireEvent.click(within(within(seat).getByRole('group', { name: 'Cubes on the table' })).getAllByRole('button', { name: cubeLabel(first, '1') })[0]!);
    await waitFor(() => expect(light.textContent).toContain('Keep going'));
    expect(seat.querySelector('.tuf-light')).toBe(light);
    expect(light.classList.contains('is-idle')).toBe(false);
  });

  it('without the validity light there is no light line', async () => {
    const seat = await rolled({ ...defaultParams('1'), computers: [], rounds: 1, validityLight: false }, 'first2');
    expect(seat.querySelector('.tuf-light')).toBeNull();
  });

  it('the table does not render again when the tumble ends', async () => {
    const seat = await rolled({ ...defaultParams('1'), computers: [], rounds: 1 }, 'first3');
    expect(seat.querySelectorAll('.tuf-tray .tuf-tumble').length).toBe(11);
    // the table's renders, counted where the play screen and its centre are diffed
    // what the roll itself set going (the app told a game is on, the sand timer started) is done first
    // (the saves and effects of the roll settle: no clock time passes)
    await act(() => clock.flush());
    let renders = 0;
    const before = options.diffed;
    options.diffed = (vnode: VNode) => {
      if (vnode.type === RaceCentre || vnode.type === Play) renders++;
      before?.(vnode);
    };
    try {
      await act(() => clock.advance(ROLL_MS + 4 * TICK_MS));
    } finally {
      options.diffed = before;
    }
    expect(renders).toBe(0);
  });
});

describe('a cube pressed in the tray', () => {
  it('is not given the focus (it leaves the tray at once), and the tap still lays it; a cube on the line keeps its focus', async () => {
    const params: MatchParams = { ...defaultParams('1'), computers: [], rounds: 1 };
    const seat = await rolled(params, 'focus1');
    const tray = within(within(seat).getByRole('group', { name: 'Cubes on the table' }));
    const roll = rollFor(params, 'focus1', 0, 0);
    const first = roll.find((c) => c.face !== '=') as RolledCube;
    const cube = tray.getAllByRole('button', { name: cubeLabel(first, '1') })[0]!;
    // fireEvent says false when the event's default (here: focusing the button) was prevented
    expect(fireEvent.mouseDown(cube)).toBe(false);
    fireEvent.click(cube);
    const label = cubeLabel(first, '1');
    const placed = await waitFor(() => within(seat.querySelector('.tuf-line') as HTMLElement).getAllByRole('button', { name: (n) => n.includes(label) })[0]!);
    expect(fireEvent.mouseDown(placed)).toBe(true);
    // the keyboard still reaches a tray cube
    const next = tray.getAllByRole('button')[0]!;
    next.focus();
    expect(document.activeElement).toBe(next);
  });
});
