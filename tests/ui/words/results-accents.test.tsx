// @vitest-environment happy-dom
/**
 * The results show each word as the dictionary spells it (issue 28: French words showed unaccented, THEQUE): the
 * words worker's `spell` gives the accented spelling where its language knows one; the word shows as laid otherwise.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { defaultParams, type WordsParams } from '../../../src/games/words/params';
import { rollFor, wordsEngine } from '../../../src/games/words/plugin';
import { createMemoryBackend, createStore } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { createSession } from '../../../src/ui/session';
import { describeWords } from '../../../src/ui/words/labels';
import { Play } from '../../../src/ui/words/Play';
import { wordsSolver, type WordsSolver } from '../../../src/ui/words/solver';
import { ok, quietSolver } from './quietSolver';

afterEach(cleanup);

/** A solitaire round in `dict` over, its crossword the first five cubes in a row; `spell` as the worker answers. */
async function over(dict: WordsParams['dict'], spell: WordsSolver['spell'], asked: string[][]): Promise<string> {
  const params: WordsParams = { ...defaultParams(), dict, computers: [], solitaire: true, rounds: 1, noSpecials: true };
  const seed = `acc-${dict}`;
  const hand = rollFor(params, seed, 0, 0);
  const grid = hand.slice(0, 5).join(' ');
  const now = Date.now();
  const store = createStore(createMemoryBackend());
  const rec = await createSession(store, wordsEngine, params, seed, describeWords, {
    now: now - 60_000,
    moves: [
      { type: 'roll', at: now - 60_000 },
      { type: 'declare', seat: 0, submission: grid, at: now - 30_000, verdict: ok },
      { type: 'end', reason: 'all-done', finals: [grid], at: now - 20_000 },
    ],
  });
  const solver: WordsSolver = {
    ...quietSolver,
    ...(spell
      ? {
          spell: async (d, words) => {
            asked.push([d, ...words]);
            return spell(d, words);
          },
        }
      : {}),
  };
  wordsSolver.use(solver);
  render(
    <AppProvider store={store}>
      <Play sessionId={rec.id} />
    </AppProvider>,
  );
  return hand.slice(0, 5).join('');
}

describe('the results spell words with their accents (issue 28)', () => {
  it('French: the word is shown as the dictionary spells it; the crossword still shows the cubes laid', async () => {
    const asked: string[][] = [];
    // the worker's answer for this word: its first letter accented, as THEQUE comes back THÈQUE
    const word = await over('fr', async (_d, words) => words.map((w) => (w.length === 5 ? `É${w.slice(1)}` : null)), asked);
    const accented = `É${word.slice(1)}`;
    expect(await screen.findByText(new RegExp(`^${accented}\\b`))).toBeTruthy();
    expect(asked[0]?.[0]).toBe('fr');
    expect(asked[0]).toContain(word);
    // the crossword drawn is the cubes as laid
    expect(screen.getByRole('img', { name: `Player 1’s crossword: ${word.split('').join(' ')}` })).toBeTruthy();
  });

  it('Spanish: a word the dictionary knows no single spelling of shows as laid', async () => {
    const asked: string[][] = [];
    const word = await over('es', async (_d, words) => words.map(() => null), asked);
    await screen.findByText(new RegExp(`^${word}\\b`));
    expect(asked[0]?.[0]).toBe('es');
  });

  it('English has no accents: nothing is asked', async () => {
    const asked: string[][] = [];
    const word = await over('school', async (_d, words) => words.map(() => 'X'), asked);
    await screen.findByText(new RegExp(`^${word}\\b`));
    expect(asked).toEqual([]);
  });
});
