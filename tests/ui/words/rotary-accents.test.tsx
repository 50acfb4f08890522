// @vitest-environment happy-dom
/**
 * Rotary's results spell each player's words as the dictionary does (issue 28, THEQUE → THÈQUE), as TUF words'
 * results do: the words worker's `spell` answers; a word it knows no single spelling of shows as laid.
 */
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { defaultParams, type WordsParams } from '../../../src/games/words/params';
import { currentGame, rotaryEngine, type RotaryMove, type RotaryState } from '../../../src/games/words/rotary';
import { RotaryResults } from '../../../src/ui/words/RotaryResults';
import { wordsSolver, type WordsSolver } from '../../../src/ui/words/solver';
import { HAND, OK, S, T0 } from '../../games/words/table';

afterEach(cleanup);

const unused = async (): Promise<never> => {
  throw new Error('not used');
};

it('each player’s own words with their accents where the language has one spelling; the others as laid', async () => {
  const p: WordsParams = { ...defaultParams(), dict: 'fr', humans: 2, computers: [], rotary: true };
  const rolled = rotaryEngine.apply(rotaryEngine.init(p, 'rot-fr'), { type: 'roll', at: T0 });
  const g = currentGame(rolled) as NonNullable<ReturnType<typeof currentGame>>;
  const moves: RotaryMove[] = [
    { type: 'lay', seat: 1, row: 0, col: 0, dir: 'across', word: 'S E C O N D', at: T0 + S, verdict: OK },
    { type: 'lay', seat: 0, row: 0, col: 2, dir: 'down', word: 'C A T', at: T0 + 10 * S, verdict: OK },
    { type: 'pass', seat: 1, at: T0 + 20 * S },
    { type: 'pass', seat: 0, at: T0 + 30 * S },
    { type: 'end', at: T0 + 32 * S },
  ];
  const state: RotaryState = moves.reduce((s, m) => rotaryEngine.apply(s, m), {
    ...rolled,
    games: [{ ...g, hands: g.hands.map(() => HAND.slice()) }],
  } as RotaryState);
  const asked: string[][] = [];
  const solver: WordsSolver = {
    verdict: unused,
    check: unused,
    best: unused,
    hint: unused,
    computer: unused,
    rotary: unused,
    spell: async (dict, words) => {
      asked.push([dict, ...words]);
      return words.map((w) => (w === 'SECOND' ? 'SÉCOND' : null));
    },
  };
  wordsSolver.use(solver);
  render(<RotaryResults state={state} names={['Ana', 'Ben']} onNext={() => undefined} onRematch={() => undefined} />);
  expect(await screen.findByText(/SÉCOND/)).toBeTruthy();
  expect(screen.getAllByText(/\bCAT\b/).length).toBeGreaterThan(0);
  expect(asked[0]?.[0]).toBe('fr');
  expect(asked[0]).toEqual(expect.arrayContaining(['SECOND', 'CAT']));
});
