/**
 * The constant cube with any game 1–6 (issue 27), from the rulebook's sentences (TUF, "The Constant Cube"):
 * "The addition of the Orange 'Constant' cube to the basic set opens up new possibilities …", "This cube can be
 * preset to a particular symbol … It would not be rolled with the other cubes", "it can then be rolled with the
 * other cubes during play of the standard TUF game", and the preset play's order scoring. Before this, the
 * constant cube was only its own game on game 6's rules: `g=1,k=pi` was refused and no game 1–5 could have it.
 */
import { describe, expect, it } from 'vitest';
import { formatGameId, parseGameId } from '../../../src/core/gameId';
import {
  CONSTANT_BASES,
  GAMES,
  ORANGE_FACES,
  baseGame,
  checkEquation,
  isRulesKey,
  parseEquation,
  rollCubes,
  rulesOf,
  withConstantCube,
  type RulesKey,
} from '../../../src/games/tuf';
import {
  defaultParams,
  formatMatchParams,
  hasConstantCube,
  isOrderPlay,
  parseMatchParams,
  rulesKey,
  setConstantCube,
  type MatchParams,
} from '../../../src/games/tuf/matchParams';
import { currentRound } from '../../../src/games/race/engine';
import { matchEngine, roundPoints, type MatchMove, type MatchState } from '../../../src/games/tuf/plugin';
import { solve } from '../../../workers/tuf/solve';
import type { RaceParamsError } from '../../../src/games/race/params';
import { KEYS, classCode, readClassCode } from '../../../src/class/code';

const T0 = 1_700_000_000_000;
const S = 1000;

function play(params: MatchParams, seed: string, moves: MatchMove[]): MatchState {
  let s = matchEngine.init(params, seed);
  for (const m of moves) s = matchEngine.apply(s, m);
  return s;
}

describe('“The addition of the Orange Constant cube to the basic set”: any game 1–6 with it', () => {
  it('every game 1–5 (and its variants) takes the cube; game 6 with it is the constant game; ratio takes none', () => {
    expect(CONSTANT_BASES).toEqual(['1', '1a', '1b', '1c-a', '1c-b', '1c-c', '2', '2a', '3', '4', '5']);
    for (const g of CONSTANT_BASES) {
      const key = withConstantCube(g) as RulesKey;
      expect(key).toBe(`${g}+k`);
      expect(isRulesKey(key)).toBe(true);
      expect(baseGame(key)).toBe(g);
      const rules = rulesOf(key);
      // the game's own rules, its own cubes, plus the orange one
      expect({ ...rules, constant: GAMES[g].constant, hand: GAMES[g].hand, maxIntegerCubes: GAMES[g].maxIntegerCubes }).toEqual(GAMES[g]);
      expect(rules.constant).toBe(true);
      expect(rules.hand).toEqual({ ...GAMES[g].hand, orange: 1 });
      // the section's own examples write 360 and 100: three integer cubes, as in the constant game
      expect(rules.maxIntegerCubes).toBe(3);
    }
    expect(withConstantCube('6')).toBe('constant');
    expect(withConstantCube('ratio')).toBeNull();
    expect(isRulesKey('ratio+k')).toBe(false);
    expect(isRulesKey('6+k')).toBe(false);
  });

  it('a game with the cube rolls the game’s own roll, then the orange cube', () => {
    for (const g of CONSTANT_BASES) {
      for (const seed of ['a', 'b', 'c']) {
        const plain = rollCubes(g, seed).cubes;
        const withIt = rollCubes(`${g}+k` as RulesKey, seed).cubes;
        expect(withIt.slice(0, -1)).toEqual(plain);
        expect(withIt.at(-1)?.colour).toBe('orange');
      }
    }
  });

  it('“rolled with the other cubes during play of the standard TUF game”: every face of the orange cube turns up', () => {
    const faces = new Set(Array.from({ length: 200 }, (_, i) => rollCubes('1+k', `s${i}`).cubes.at(-1)?.face));
    expect([...faces].sort()).toEqual([...ORANGE_FACES].sort());
  });

  it('“preset to a particular symbol … not rolled with the other cubes”: the preset face on every roll, in any game', () => {
    for (const g of ['1', '2', '4', '1c-a'] as const) {
      for (let i = 0; i < 20; i++) expect(rollCubes(`${g}+k`, `p${i}`, { constantPreset: 'pi' }).cubes.at(-1)?.face).toBe('pi');
    }
  });

  it('the symbols are read and checked in a game that has the cube, and refused in one that does not', () => {
    // "20% = 10 ÷ 50" in game 1, with the constant cube
    expect(checkEquation({ game: '1+k', equation: '2 0 % = 10 / 5 0' })).toMatchObject({ valid: true, normal: '20% = 10 ÷ 50' });
    expect(parseEquation('2 0 % = 10 / 5 0', '1')).toMatchObject({ ok: false, code: 'face.constant' });
    // "½% = .5 ÷ 100" needs game 3's decimal point: game 3 with the cube reads it, game 2 with the cube does not
    expect(checkEquation({ game: '3+k', equation: '1/2 % = ø 5 / 10 0' })).toMatchObject({ valid: true, normal: '½% = .5 ÷ 100' });
    expect(checkEquation({ game: '2+k', equation: '1/2 % = ø 5 / 10 0' }).valid).toBe(false);
    // log with its base as a subscript, in game 1
    expect(checkEquation({ game: '1+k', equation: 'log _2 3 2 = 5' })).toMatchObject({ valid: true });
    // χ's declared value, in game 2
    expect(checkEquation({ game: '2+k', equation: 'chi = 10 + 2', settings: { chi: '12' } })).toMatchObject({ valid: true });
    // but game 1's own limits stay: no fraction cube, no exponent
    expect(parseEquation('1/2 % = 5', '1+k')).toMatchObject({ ok: false, code: 'face.fraction' });
    expect(parseEquation('j ^2 = - 1', '1+k').ok).toBe(false);
  });
});

describe('codes: the cube as an option (kc=1), earlier codes unchanged', () => {
  it('writes and reads a game with the cube, preset or rolled', () => {
    const p: MatchParams = { ...setConstantCube(defaultParams('2'), true), constantPreset: '%', orderScoring: true };
    expect(formatMatchParams(p)).toMatchObject({ g: '2', kc: '1', k: 'pct', ord: '1' });
    const back = parseMatchParams(parseGameId(formatGameId({ game: 'tuf', params: formatMatchParams(p), seed: 'x' })).params);
    expect(back).toEqual(p);
    expect(rulesKey(back)).toBe('2+k');
    expect(hasConstantCube(back)).toBe(true);
    expect(hasConstantCube(parseMatchParams({ g: '1', kc: '1' }))).toBe(true);
    expect(hasConstantCube(parseMatchParams({ g: '1' }))).toBe(false);
  });

  it('game 6 with the cube is the constant game, and the constant game’s codes read as before', () => {
    expect(parseMatchParams({ g: '6', kc: '1', k: 'chi', chi: '12' })).toEqual(parseMatchParams({ g: 'constant', k: 'chi', chi: '12' }));
    const old = parseMatchParams({ g: 'constant', k: 'chi', chi: '12', ord: '1' });
    expect(old.game).toBe('constant');
    expect(old.constantCube).toBeUndefined();
    expect(formatMatchParams(old)).toEqual({ g: 'constant', k: 'chi', chi: '12', ord: '1' });
    expect(formatMatchParams(setConstantCube(defaultParams('6'), true)).g).toBe('constant');
    expect(setConstantCube(parseMatchParams({ g: 'constant' }), false).game).toBe('6');
  });

  it('refuses the cube where the rulebook has none, and a preset face without the cube', () => {
    const refused = (params: Record<string, string>) => {
      try {
        parseMatchParams(params);
      } catch (e) {
        return (e as RaceParamsError).refusal.code;
      }
      return null;
    };
    expect(refused({ g: 'ratio', kc: '1' })).toBe('params.constantCubeGame');
    expect(refused({ g: '1', k: 'pi' })).toBe('params.constantGame');
    expect(refused({ g: '1', kc: 'x' })).not.toBeNull();
  });

  it('taking the cube away takes its preset face and order scoring with it', () => {
    const on: MatchParams = { ...setConstantCube(defaultParams('4'), true), constantPreset: 'tan', orderScoring: true };
    const off = setConstantCube(on, false);
    expect(off).toMatchObject({ game: '4', constantPreset: null, orderScoring: false });
    expect(off.constantCube).toBeUndefined();
    expect(setConstantCube(defaultParams('ratio'), true).game).toBe('ratio');
  });

  it('a class code carries the cube (a lesson of game 2 with χ = 12 preset)', () => {
    expect(KEYS.tuf.at(-1)).toEqual(['kc', ['0', '1']]);
    const params = formatMatchParams({
      ...setConstantCube(defaultParams('2'), true),
      constantPreset: 'chi',
      orderScoring: true,
      settings: { ...defaultParams('2').settings, chi: '12' },
    });
    const lesson = { game: 'tuf' as const, params, seed: 'L7', name: '' };
    const code = classCode(lesson);
    const read = readClassCode(code);
    expect(read.ok && read.lesson.params).toEqual(params);
  });
});

describe('preset play scored by order of correct equations, in a game 1–5 with the cube', () => {
  // Four players of game 2 on one roll (same cubes), % preset: "The first person to achieve a valid equation
  // incorporating the symbol on the preset constant cube calls TUF … The winner scores one more than the number of
  // players; for four players he counts 5, The second player calling a correct equation counts two less than the
  // winner, or 3, the third counts 2 and the fourth 1. A player not finding an equation counts 0. Incorrect
  // equations merely count zero – there is no penalty."
  const p: MatchParams = {
    ...setConstantCube(defaultParams('2'), true),
    humans: 4,
    computers: [],
    sameRoll: true,
    constantPreset: '%',
    orderScoring: true,
  };
  const seed = 'order-2k';
  const roll = () => currentRound(play(p, seed, [{ type: 'roll', at: T0 }]))!.rolls[0]!;
  const withSymbol = () => {
    const found = solve({ game: rulesKey(p), roll: roll(), settings: p.settings, mustUse: '%' }).equation;
    expect(found).not.toBeNull();
    return found as string;
  };

  it('is order play, with game 2’s cubes and the % cube on the table', () => {
    expect(isOrderPlay(p)).toBe(true);
    const faces = roll().map((c) => c.face);
    expect(faces.at(-1)).toBe('%');
    expect(faces).toHaveLength(GAMES['2'].hand.blue + GAMES['2'].hand.green + GAMES['2'].hand.red + GAMES['2'].hand.yellow + GAMES['2'].hand.white + 1);
  });

  it('scores 5, 3, 2, 1 in the order correct equations with the symbol are called', () => {
    const eq = withSymbol();
    const s = play(p, seed, [
      { type: 'roll', at: T0 },
      { type: 'declare', seat: 2, submission: eq, at: T0 + 10 * S },
      { type: 'declare', seat: 0, submission: eq, at: T0 + 20 * S },
      { type: 'declare', seat: 3, submission: eq, at: T0 + 30 * S },
      { type: 'declare', seat: 1, submission: eq, at: T0 + 40 * S },
    ]);
    const done = matchEngine.apply(s, { type: 'end', reason: 'all-done', finals: [null, null, null, null], at: T0 + 41 * S });
    expect(roundPoints(done, currentRound(done)!)).toEqual([3, 1, 5, 2]);
  });

  it('a player without an equation counts 0, and an incorrect one counts 0 with no penalty', () => {
    const eq = withSymbol();
    const s = play(p, seed, [
      { type: 'roll', at: T0 },
      { type: 'declare', seat: 1, submission: eq, at: T0 + 10 * S },
      // the same cubes in another order: not a true equation
      { type: 'declare', seat: 3, submission: wrong(eq), at: T0 + 20 * S },
    ]);
    const done = matchEngine.apply(s, { type: 'end', reason: 'time', finals: [null, null, null, null], at: T0 + 400 * S });
    expect(roundPoints(done, currentRound(done)!)).toEqual([0, 5, 0, 0]);
  });
});

/** The same cubes as `eq` in another order (two of them swapped) that is not a true equation. */
function wrong(eq: string): string {
  const tokens = eq.split(' ');
  for (let i = 0; i < tokens.length; i++) {
    for (let j = i + 1; j < tokens.length; j++) {
      const swapped = [...tokens];
      [swapped[i], swapped[j]] = [swapped[j] as string, swapped[i] as string];
      const text = swapped.join(' ');
      if (parseEquation(text, '2+k').ok && !checkEquation({ game: '2+k', equation: text }).valid) return text;
    }
  }
  throw new Error(`no false reordering of ${eq}`);
}
