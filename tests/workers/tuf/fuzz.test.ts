import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/random';
import { ALL_FACES, GAME_KEYS, checkEquation, formatRoll, rollCubes, type GameKey } from '../../../src/games/tuf';
import { solve, SolveInputError } from '../../../workers/tuf/solve';
import { refusalText, PLAIN_NUMBERS } from '../../../src/i18n';
import { hint } from '../../../workers/tuf/hint';
import { computerMove } from '../../../workers/tuf/opponent';

// Random input never throws unexpectedly and never hangs.
describe('solver fuzz', () => {
  const rng = createRng('tuf-solver-fuzz');
  const junk = ['q', '', '==', '1/7', '11', '(', ')', '^2', '_3', '|', 'x', '×', '÷', '−', '½', 'pi', 'χ'];

  it('random rolls of every game: an engine-valid answer or none, within the budget', () => {
    // a step clock (1 ms a reading): the budget is checked by the solver's own clock, not the machine's speed
    let t = 0;
    const now = (): number => (t += 1);
    for (let i = 0; i < 300; i++) {
      const game = rng.pick(GAME_KEYS) as GameKey;
      const size = rng.int(13);
      const faces: string[] = [];
      for (let k = 0; k < size; k++) faces.push(rng.pick(ALL_FACES));
      const roll = faces.join(' ');
      if (roll === '') continue;
      const r = solve({ game, roll, budgetMs: 150, now });
      // it stops within a few clock readings of its budget
      expect(r.ms).toBeLessThanOrEqual(150 + 10);
      if (r.equation !== null) {
        const c = checkEquation({ game, equation: r.equation, roll });
        expect(c.valid, `${game}: ${roll} → ${r.equation}`).toBe(true);
      } else {
        expect(r.cubes).toBe(0);
      }
    }
  });

  it('unreadable rolls are rejected with a reason, nothing else throws', () => {
    for (let i = 0; i < 200; i++) {
      const tokens: string[] = [];
      const size = rng.int(8);
      for (let k = 0; k < size; k++) tokens.push(rng.int(3) === 0 ? rng.pick(junk) : rng.pick(ALL_FACES));
      const roll = tokens.join(' ');
      try {
        solve({ game: '1', roll, budgetMs: 100 });
      } catch (e) {
        expect(e).toBeInstanceOf(SolveInputError);
        expect(refusalText('tuf', (e as SolveInputError).refusal, PLAIN_NUMBERS)).not.toBe((e as SolveInputError).code);
      }
    }
  });

  it('hints with random "mine" equations never throw', () => {
    for (let i = 0; i < 150; i++) {
      const tokens: string[] = [];
      const size = rng.int(9);
      for (let k = 0; k < size; k++) tokens.push(rng.int(4) === 0 ? rng.pick(junk) : rng.pick(['3', '5', '1', '9', '10', 'ø', '+', '-', 'x', '/', '=']));
      const h = hint({ game: '1', roll: '3 5 1 9 10 ø + - x / =', step: (1 + rng.int(3)) as 1 | 2 | 3, have: tokens.join(' ') });
      expect(h.exists).toBe(true);
      expect(typeof h.longerExists).toBe('boolean');
      if (h.yours && !h.yours.valid) expect(refusalText('tuf', h.yours.refusal, PLAIN_NUMBERS)).not.toBe(h.yours.refusal.code);
    }
  });
});

describe('roll size limits', () => {
  it('a roll far bigger than any game is refused with a reason, not run out of memory', () => {
    const faces = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '+', '-', 'x', '/', '1/2', '1/3', '1/4', '1/5', '1/8', '1/10', '='];
    expect(() => solve({ game: '2', roll: faces.join(' ') })).toThrow(SolveInputError);
  });
  it('many repeats of a face are fine (sub-multisets, not subsets)', () => {
    const r = solve({ game: '1', roll: '1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 + + + + + + =' });
    expect(r.proven).toBe(true);
    expect(r.cubes).toBeGreaterThan(10);
  });
});

describe('games 4–6 and the constant game: the engine never disagrees', () => {
  it('full seeded rolls: the reported equation is valid and no found equation was rejected', () => {
    for (const game of ['4', '5', '6', 'constant'] as GameKey[]) {
      for (let i = 0; i < 15; i++) {
        const roll = formatRoll(rollCubes(game, `agree-${i}`));
        const r = solve({ game, roll, budgetMs: 400 });
        expect(r.why, `${game}: ${roll} → ${r.equation}`).not.toBe('engine-disagreed');
        if (r.equation !== null) expect(checkEquation({ game, equation: r.equation, roll }).valid).toBe(true);
      }
    }
  });
});

describe('hints, opponents and grades on seeded rolls of every game', () => {
  it('never throw, and every equation they give passes the engine', () => {
    const levels = ['easy', 'medium', 'hard'] as const;
    for (const game of GAME_KEYS) {
      for (let i = 0; i < 2; i++) {
        const roll = formatRoll(rollCubes(game, `all-${i}`));
        const m = computerMove({ game, roll, level: levels[(i + game.length) % 3] as 'easy', seed: `s${i}`, budgetMs: 200 });
        if (m.equation !== null) expect(checkEquation({ game, equation: m.equation, roll }).valid, `${game} ${m.equation}`).toBe(true);
        expect(m.delayMs).toBeGreaterThan(0);
        const h = hint({ game, roll, step: 3, budgetMs: 200 });
        if (h.hint?.step === 3) expect(checkEquation({ game, equation: h.hint.equation, roll }).valid).toBe(true);
      }
    }
  });
});
