// @vitest-environment happy-dom
/**
 * TUF ERROR is never one tap (issue 28): the results screen asks the same confirmation as the table (one shared
 * component), and at a split table the confirmation faces the person who called it, as their seat does.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { defaultParams, type WordsParams } from '../../../src/games/words/params';
import { rollFor, wordsEngine, type WordsMove } from '../../../src/games/words/plugin';
import { createMemoryBackend, createStore, type Store } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { createSession, type SessionStart } from '../../../src/ui/session';
import { describeWords } from '../../../src/ui/words/labels';
import { Play } from '../../../src/ui/words/Play';
import { wordsSolver, type WordsSolver } from '../../../src/ui/words/solver';
import { ok, quietSolver } from './quietSolver';

afterEach(cleanup);

const solver: WordsSolver = quietSolver;

async function start(params: WordsParams, seed: string, begin: SessionStart<WordsMove>): Promise<{ store: Store; id: string }> {
  const store = createStore(createMemoryBackend());
  const rec = await createSession(store, wordsEngine, params, seed, describeWords, begin);
  wordsSolver.use(solver);
  render(
    <AppProvider store={store}>
      <Play sessionId={rec.id} />
    </AppProvider>,
  );
  return { store, id: rec.id };
}

const challenges = async (store: Store, id: string): Promise<unknown[]> =>
  ((await store.sessions.get(id))!.moves as { type: string }[]).filter((m) => m.type === 'challenge');

describe('TUF ERROR on the results screen (issue 28)', () => {
  const params: WordsParams = { ...defaultParams(), humans: 2, computers: [], rounds: 2, noSpecials: true };
  const seed = 'resconf3';
  const h0 = rollFor(params, seed, 0, 0);
  const grid = h0.slice(0, 11).join(' ');

  it('asks first, showing the crossword challenged; going back changes nothing; yes makes it', async () => {
    const now = Date.now();
    const { store, id } = await start(params, seed, {
      now: now - 1_200_000,
      moves: [
        { type: 'roll', at: now - 1_200_000 },
        { type: 'declare', seat: 0, submission: grid, at: now - 1_100_000, verdict: { unknown: [h0.slice(0, 11).join('')], accepted: [], proper: [] } },
        // the glasses ran out long ago
        { type: 'end', reason: 'time', finals: [grid, null], at: now - 10_000 },
      ],
    });
    const button = await screen.findByRole('button', { name: 'Player 2: TUF ERROR on Player 1' });
    fireEvent.click(button);
    const ask = await screen.findByRole('dialog', { name: 'Player 2: TUF ERROR on Player 1’s TUF!?' });
    expect(within(ask).getByRole('img', { name: `Player 1’s crossword: ${grid}` })).toBeTruthy();
    // Player 2 sits across the table (top): the question is turned to face them
    expect(ask.getAttribute('data-facing')).toBe('top');
    expect(await challenges(store, id)).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'No, go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /TUF ERROR on/ })).toBeNull());
    expect(await challenges(store, id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Player 2: TUF ERROR on Player 1' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: /TUF ERROR on/ })).getByRole('button', { name: 'Yes, TUF ERROR!' }));
    await waitFor(async () => expect(await challenges(store, id)).toMatchObject([{ type: 'challenge', by: 1, call: 0 }]));
    expect(await screen.findByText('Player 2 was right: +5')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /TUF ERROR on/ })).toBeNull();
  });
});

describe('the TUF ERROR confirmation faces the seat that calls it (issue 28)', () => {
  for (const people of [2, 4] as const) {
    it(`${people} people: each seat’s TUF ERROR asks facing that seat (top turned 180°, left and right 90°)`, async () => {
      const params: WordsParams = { ...defaultParams(), humans: people, computers: [], rounds: 1, noSpecials: true };
      const seed = `face${people}`;
      const h0 = rollFor(params, seed, 0, 0);
      const now = Date.now();
      await start(params, seed, {
        now: now - 30_000,
        moves: [
          { type: 'roll', at: now - 30_000 },
          { type: 'declare', seat: 0, submission: h0.slice(0, 11).join(' '), at: now - 10_000, verdict: ok },
        ],
      });
      const sides = ['bottom', 'top', 'left', 'right'];
      for (let by = 1; by < people; by++) {
        fireEvent.click(await screen.findByRole('button', { name: `Player ${by + 1}: TUF ERROR on Player 1` }));
        const ask = await screen.findByRole('dialog', { name: `Player ${by + 1}: TUF ERROR on Player 1’s TUF!?` });
        expect(ask.getAttribute('data-facing')).toBe(sides[by]);
        expect(ask.classList.contains(`is-facing-${sides[by]}`)).toBe(true);
        fireEvent.click(within(ask).getByRole('button', { name: 'No, go back' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: /TUF ERROR on/ })).toBeNull());
      }
    });
  }
});
