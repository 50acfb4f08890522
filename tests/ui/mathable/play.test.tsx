// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { options, type VNode } from 'preact';
import { createMemoryBackend, createStore, historyId, type Store } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { Notices } from '../../../src/ui/components/Notices';
import { Play } from '../../../src/ui/mathable/Play';
import { startGame } from '../../../src/ui/mathable/Setup';
import { mathableAi, type MathableAi } from '../../../src/ui/mathable/ai';
import { computerTurn, hint } from '../../../workers/mathable/computer';
import type { MathableParams } from '../../../src/games/mathable/engine';

afterEach(() => cleanup());

const directAi: MathableAi = {
  computerTurn: async (s) => computerTurn(s),
  hint: async (s) => hint(s),
};

const vsComputer: MathableParams = { seats: [{ kind: 'human' }, { kind: 'computer', level: 'medium' }], hiddenRacks: false };

async function setup(params: MathableParams, seed: string, highlight = true): Promise<{ store: Store; id: string }> {
  const store = createStore(createMemoryBackend());
  const id = await startGame(store, params, ['Ana', 'COMP-2'], highlight, seed);
  mathableAi.use(directAi);
  render(
    <AppProvider store={store}>
      <Play sessionId={id} paceMs={0} />
      <Notices />
    </AppProvider>,
  );
  await screen.findByText(/Your turn, Ana/);
  return { store, id };
}

/** Draws the screen of a saved game; called again, it is what a reload does (the screen goes away and reopens). */
function showGame(store: Store, id: string): void {
  cleanup();
  mathableAi.use(directAi);
  render(
    <AppProvider store={store}>
      <Play sessionId={id} paceMs={0} />
    </AppProvider>,
  );
}

const square = (row: number, col: number) => screen.getByRole('button', { name: new RegExp(`^Row ${row + 1}, column ${col + 1},`) });
const tile = (n: number) => screen.getAllByRole('button', { name: `Tile ${n}` })[0]!;

describe('Mathable play screen', () => {
  // Seed ui3: Ana moves first with 8 4 5 7 4 4 42.
  it('refuses a wrong square with the reason, places, takes back and confirms', async () => {
    const { store, id } = await setup(vsComputer, 'ui3');
    fireEvent.click(tile(7));
    expect(tile(7).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('The 7 fits on 2 squares (marked with a dot).')).toBeTruthy();
    expect(square(7, 8).getAttribute('aria-label')).toMatch(/the chosen tile fits here/);
    fireEvent.click(square(6, 8));
    expect((await screen.findByRole('alert')).textContent).toMatch(/2 \+ 1 is 3, 2 − 1 is 1, 2 × 1 is 2 and 2 ÷ 1 is 2, not 7\./);
    fireEvent.click(square(7, 8));
    await waitFor(() => expect(square(7, 8).getAttribute('aria-label')).toMatch(/tile 7, placed this turn/));
    expect(screen.getByRole('button', { name: 'Done (+7)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pass' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Take back/ }));
    await waitFor(() => expect(square(7, 8).getAttribute('aria-label')).toMatch(/empty/));
    fireEvent.click(tile(7));
    fireEvent.click(square(7, 8));
    await screen.findByRole('button', { name: 'Done (+7)' });
    fireEvent.click(screen.getByRole('button', { name: 'Done (+7)' }));
    // The computer answers, then it is Ana's turn again.
    await screen.findByText(/COMP-2 placed/, undefined, { timeout: 5000 });
    await screen.findByText(/Your turn, Ana/);
    const saved = await store.sessions.get(id);
    expect(saved?.moves[0]).toMatchObject({ type: 'names' });
    expect(saved?.moves.slice(1, 5)).toEqual([
      { type: 'place', tile: 7, row: 7, col: 8 },
      { type: 'undo' },
      { type: 'place', tile: 7, row: 7, col: 8 },
      { type: 'confirm' },
    ]);
    expect(saved!.moves.length).toBeGreaterThan(5);
  });

  it('two tiles with the same number are two tiles: choosing one marks only it', async () => {
    await setup(vsComputer, 'ui3');
    const fours = screen.getAllByRole('button', { name: 'Tile 4' });
    expect(fours).toHaveLength(3);
    fireEvent.click(fours[1]!);
    expect(fours.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    fireEvent.click(fours[1]!);
    expect(fours.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false']);
  });

  it('resumes a saved game exactly', async () => {
    const { store, id } = await setup(vsComputer, 'ui3');
    fireEvent.click(tile(7));
    fireEvent.click(square(7, 8));
    await screen.findByRole('button', { name: 'Done (+7)' });
    showGame(store, id);
    await screen.findByRole('button', { name: 'Done (+7)' });
    expect(square(7, 8).getAttribute('aria-label')).toMatch(/tile 7, placed this turn/);
  });

  it('offers the extra tile after an operation square (seed ui23: 7 then 21 on the × square)', async () => {
    const { store, id } = await setup(vsComputer, 'ui23');
    fireEvent.click(tile(7));
    fireEvent.click(square(7, 5));
    await screen.findByRole('button', { name: 'Done (+7)' });
    fireEvent.click(tile(21));
    fireEvent.click(square(7, 4));
    await screen.findByRole('button', { name: 'Done (+28)' });
    expect(screen.getByText(/You placed a tile on a × square/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Take a tile' }));
    await screen.findByText(/You took a \d+ from the bag\./);
    // greyed out, and a tap says why instead of nothing
    const back = screen.getByRole('button', { name: /Take back/ });
    expect(back.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(back);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Tiles placed before taking an extra tile cannot be taken back\./);
    const saved = await store.sessions.get(id);
    expect(saved?.moves.at(-1)).toEqual({ type: 'draw' });
  });

  it('gives a two-step hint, and keeps the game out of the hall of fame', async () => {
    const { store, id } = await setup(vsComputer, 'ui3');
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    const first = await screen.findByText(/^Hint: your \d+ can be placed\.$/);
    const n = /your (\d+)/.exec(first.textContent ?? '')![1];
    fireEvent.click(screen.getByRole('button', { name: 'Show where' }));
    await screen.findByText(new RegExp(`^Hint: the ${n} goes on row \\d+, column \\d+\\.$`));
    fireEvent.click(screen.getByRole('button', { name: 'End game' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, we all agree' }));
    await screen.findByRole('heading', { name: 'Game over' });
    expect(screen.getByText('A hint was used, so this game is not in the hall of fame.')).toBeTruthy();
    await waitFor(async () => expect((await store.history.get(historyId(id)))?.meta.hintUsed).toBe(true));
    const h = await store.history.get(historyId(id));
    expect(h?.players.map((p) => p.name)).toEqual(['Ana', 'COMP-2']);
  });

  it('"No, thanks" to the extra tile is saved: after a reload the question does not come back', async () => {
    const { store, id } = await setup(vsComputer, 'ui23');
    fireEvent.click(tile(7));
    fireEvent.click(square(7, 5));
    await screen.findByRole('button', { name: 'Done (+7)' });
    fireEvent.click(tile(21));
    fireEvent.click(square(7, 4));
    await screen.findByText(/You placed a tile on a × square/);
    fireEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    await waitFor(() => expect(screen.queryByText(/You placed a tile on a × square/)).toBeNull());
    expect((await store.sessions.get(id))?.moves.at(-1)).toEqual({ type: 'decline' });
    showGame(store, id);
    await screen.findByRole('button', { name: 'Done (+28)' });
    expect(screen.queryByText(/You placed a tile on a × square/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take a tile' })).toBeNull();
  });

  it('both hint steps are saved: after a reload the square is still shown', async () => {
    const { store, id } = await setup(vsComputer, 'ui3');
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    const first = await screen.findByText(/^Hint: your \d+ can be placed\.$/);
    const n = /your (\d+)/.exec(first.textContent ?? '')![1];
    fireEvent.click(screen.getByRole('button', { name: 'Show where' }));
    const where = await screen.findByText(new RegExp(`^Hint: the ${n} goes on row \\d+, column \\d+\\.$`));
    const [, row, col] = /row (\d+), column (\d+)/.exec(where.textContent ?? '')!;
    expect(square(Number(row) - 1, Number(col) - 1).classList.contains('is-hinted')).toBe(true);
    expect((await store.sessions.get(id))?.moves.slice(1)).toEqual([{ type: 'hint' }, { type: 'hint', step: 2 }]);
    showGame(store, id);
    await screen.findByText(where.textContent ?? '');
    expect(square(Number(row) - 1, Number(col) - 1).classList.contains('is-hinted')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show where' })).toBeNull();
    // Placing a tile makes the hint old news: it is no longer shown.
    fireEvent.click(tile(Number(n)));
    fireEvent.click(square(Number(row) - 1, Number(col) - 1));
    await waitFor(() => expect(document.querySelector('.mth-sq.is-hinted')).toBeNull());
  });

  it("the other player's rack is labelled on screen, and the winner line reads well for any name", async () => {
    const store = createStore(createMemoryBackend());
    const id = await startGame(store, vsComputer, ['You', 'COMP-2'], true, 'ui3');
    showGame(store, id);
    await screen.findByText(/Your turn, You/);
    const mini = document.querySelector('.mth-mini-rack');
    expect(mini?.textContent).toMatch(/^Rack: \d+( \d+){6}$/);
    fireEvent.click(screen.getByRole('button', { name: 'End game' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, we all agree' }));
    await screen.findByRole('heading', { name: 'Game over' });
    const winner = document.querySelector('.mth-winner')?.textContent ?? '';
    expect(winner).toMatch(/^★ (Winner: (You|COMP-2)|A tie!)$/);
    expect(winner).not.toMatch(/wins/);
    // The tiles left on a rack are named, not only added up (seed ui3 dealt You 8 4 5 7 4 4 42).
    expect(screen.getByText('You: -74 (0 − 74 left on the rack: 8 4 5 7 4 4 42)')).toBeTruthy();
  });

  it('exchanges chosen tiles', async () => {
    const { store, id } = await setup(vsComputer, 'ui3');
    fireEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    const dialogTiles = await screen.findAllByRole('button', { name: 'Tile 42' });
    fireEvent.click(dialogTiles[dialogTiles.length - 1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Exchange 1 tile' }));
    await waitFor(async () => expect((await store.sessions.get(id))?.moves[1]).toEqual({ type: 'exchange', tiles: [42] }));
  });

  it('hides racks for pass-and-play until the player asks', async () => {
    const store = createStore(createMemoryBackend());
    const id = await startGame(store, { seats: [{ kind: 'human' }, { kind: 'human' }], hiddenRacks: true }, ['Ana', 'Bo'], false, 'ui3');
    showGame(store, id);
    await screen.findByText(/Your turn, Ana/);
    expect(screen.queryByRole('button', { name: 'Tile 7' })).toBeNull();
    expect(screen.queryByLabelText('Rack of Bo')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the rack of Ana' }));
    expect(tile(7)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await screen.findByText(/Your turn, Bo/);
    expect(screen.getByRole('button', { name: 'Show the rack of Bo' })).toBeTruthy();
  });

  it('without the highlight setting, no square is marked', async () => {
    await setup(vsComputer, 'ui3', false);
    fireEvent.click(tile(7));
    expect(screen.getByText('Now tap a square for the 7.')).toBeTruthy();
    expect(square(7, 8).getAttribute('aria-label')).not.toMatch(/fits here/);
  });

  it('a computer failure is told, and the computer can try again', async () => {
    const store = createStore(createMemoryBackend());
    // Seed ui1: the computer (seat 2) moves first.
    const id = await startGame(store, vsComputer, ['Ana', 'COMP-2'], true, 'ui1');
    let calls = 0;
    const flaky: MathableAi = {
      computerTurn: async (s) => {
        calls++;
        if (calls === 1) throw new Error('The solver stopped unexpectedly');
        return computerTurn(s);
      },
      hint: async (s) => hint(s),
    };
    mathableAi.use(flaky);
    render(
      <AppProvider store={store}>
        <Play sessionId={id} paceMs={0} />
        <Notices />
      </AppProvider>,
    );
    await screen.findByText(/The computer player had a problem: The solver stopped unexpectedly/);
    expect(calls).toBe(1);
    // Still the computer's turn: the board says so once, and a tap on a square does nothing (not even "pick a tile").
    const board = document.querySelector('.mth-board')!;
    expect(board.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(document.querySelector('.mth-sq[data-pos="92"]')!);
    expect(screen.queryByText(/Tap a tile on your rack/)).toBeNull();
    expect(document.querySelector('.mth-sq.is-fresh')).toBeNull();
    expect((await store.sessions.get(id))?.moves).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Let the computer try again' }));
    await screen.findByText(/Your turn, Ana/, undefined, { timeout: 5000 });
    expect(calls).toBe(2);
    expect(board.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(document.querySelector('.mth-sq[data-pos="92"]')!);
    await screen.findByText(/Tap a tile on your rack/);
  });
});

describe('Mathable board by keyboard', () => {
  it('has one tab stop and arrow keys move between squares', async () => {
    await setup(vsComputer, 'ui3');
    const stops = Array.from(document.querySelectorAll('.mth-sq')).filter((b) => b.getAttribute('tabindex') === '0');
    expect(stops).toHaveLength(1);
    const start = stops[0] as HTMLButtonElement;
    expect(start.getAttribute('aria-label')).toMatch(/^Row 7, column 7, tile 1/);
    start.focus();
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Row 7, column 8, tile 2/);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Row 8, column 8, tile 4/);
    // Choose the 7 and press Enter on the square right of the 4.
    fireEvent.click(tile(7));
    fireEvent.keyDown(square(7, 7), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(square(7, 8));
    fireEvent.click(document.activeElement!);
    await screen.findByRole('button', { name: 'Done (+7)' });
  });
});

describe('hidden racks against the computer', () => {
  it("never shows the computer's rack", async () => {
    const store = createStore(createMemoryBackend());
    // Seed ui1: the computer moves first.
    const id = await startGame(store, { ...vsComputer, hiddenRacks: true }, ['Ana', 'COMP-2'], false, 'ui1');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const slow: MathableAi = {
      computerTurn: async (s) => {
        await gate;
        return computerTurn(s);
      },
      hint: async (s) => hint(s),
    };
    mathableAi.use(slow);
    render(
      <AppProvider store={store}>
        <Play sessionId={id} paceMs={0} />
      </AppProvider>,
    );
    await screen.findByText('Rack hidden: 7 tiles');
    expect(screen.queryAllByRole('button', { name: /^Tile / })).toHaveLength(0);
    release();
    await screen.findByRole('button', { name: 'Show the rack of Ana' }, { timeout: 5000 });
  });
});

describe('Mathable play screen renders only the squares that change', () => {
  /** Counts the board and the squares drawn (their views run) while `work` runs. */
  async function drawn(work: () => Promise<void> | void): Promise<{ board: number; squares: number }> {
    const n = { board: 0, squares: 0 };
    const before = options.diffed;
    options.diffed = (v: VNode) => {
      if (typeof v.type === 'function' && v.type.name === 'Square') n.squares++;
      if (typeof v.type === 'function' && v.type.name === 'Board') n.board++;
      before?.(v);
    };
    try {
      await work();
    } finally {
      options.diffed = before;
    }
    return n;
  }

  it('a tile chosen, a message shown and a placement draw no square but the one placed on', async () => {
    await setup(vsComputer, 'ui3', false);
    // Choosing a tile changes the rack and the message line, not the board (no dots without the setting).
    expect(await drawn(() => void fireEvent.click(tile(7)))).toEqual({ board: 0, squares: 0 });
    expect(tile(7).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Now tap a square for the 7.')).toBeTruthy();
    // Placed: the board once, and of its squares the one placed on (the chosen tile and the message go with the same move).
    const placed = await drawn(async () => {
      fireEvent.click(square(7, 8));
      await waitFor(() => expect(square(7, 8).getAttribute('aria-label')).toMatch(/tile 7, placed this turn/));
      await waitFor(() => expect(screen.queryByText('Now tap a square for the 7.')).toBeNull());
    });
    expect(placed).toEqual({ board: 1, squares: 1 });
    expect(screen.getAllByRole('button', { name: /^Tile / }).every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
  });

  it('with the setting on, choosing a tile draws only the squares that get a dot', async () => {
    await setup(vsComputer, 'ui3', true);
    // The two squares where the 7 fits get their dot, and lose it when the tile is put back.
    expect(await drawn(() => void fireEvent.click(tile(7)))).toEqual({ board: 1, squares: 2 });
    expect(await drawn(() => void fireEvent.click(tile(7)))).toEqual({ board: 1, squares: 2 });
    // A square tapped with no tile chosen: the message line says so, the board is not drawn again.
    expect(await drawn(() => void fireEvent.click(square(0, 0)))).toEqual({ board: 0, squares: 0 });
    expect(screen.getByText('Tap a tile on your rack, then a square on the board.')).toBeTruthy();
  });
});
