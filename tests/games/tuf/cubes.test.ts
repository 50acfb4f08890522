import { describe, expect, it } from 'vitest';
import {
  COLOUR_FACES,
  checkEquation,
  GAMES,
  GAME_KEYS,
  faceColour,
  formatRoll,
  handFor,
  parseRoll,
  readFace,
  rollCubes,
  type Face,
} from '../../../src/games/tuf';

describe('TUF cubes', () => {
  it('has the faces of NOTES.md (⅛ on the yellow cube, two minus faces on the red)', () => {
    expect(COLOUR_FACES.yellow).toEqual(['1/2', '1/3', '1/4', '1/5', '1/8', '1/10']);
    expect(COLOUR_FACES.red.filter((f) => f === '-')).toHaveLength(2);
    expect(COLOUR_FACES.green).toContain('ø');
    expect(COLOUR_FACES.orange).toEqual(['%', 'pi', 'log', 'j', 'tan', 'chi']);
    expect(faceColour('10')).toBe('green');
    expect(faceColour('0')).toBe('blue');
  });

  it('deals the hands of the rulebook', () => {
    expect(GAMES['1'].hand).toEqual({ blue: 3, green: 3, red: 4, yellow: 0, white: 1, orange: 0 });
    expect(GAMES['2'].hand).toEqual({ blue: 3, green: 3, red: 5, yellow: 1, white: 1, orange: 0 });
    expect(GAMES['2a'].hand.yellow).toBe(2);
    expect(handFor('2a', { reducedNumbers: true })).toMatchObject({ blue: 2, green: 2 });
    expect(GAMES['1c-b'].hand).toEqual({ blue: 4, green: 4, red: 6, yellow: 2, white: 1, orange: 0 });
    expect(GAMES.constant.hand.orange).toBe(1);
    for (const g of GAME_KEYS) expect(GAMES[g].key).toBe(g);
  });

  it('rolls the same cubes for the same seed and different ones for others', () => {
    const a = formatRoll(rollCubes('1', 'S'));
    expect(formatRoll(rollCubes('1', 'S'))).toBe(a);
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) seen.add(formatRoll(rollCubes('1', `s${i}`)));
    expect(seen.size).toBeGreaterThan(40);
  });

  it('rolls every colour from its own faces, in colour order', () => {
    for (const g of GAME_KEYS) {
      for (let i = 0; i < 20; i++) {
        const roll = rollCubes(g, `k${i}`);
        const hand = handFor(g);
        expect(roll.cubes).toHaveLength(Object.values(hand).reduce((s, n) => s + n, 0));
        for (const c of roll.cubes) expect(COLOUR_FACES[c.colour]).toContain(c.face);
        const order = roll.cubes.map((c) => ['blue', 'green', 'red', 'yellow', 'white', 'orange'].indexOf(c.colour));
        expect([...order].sort((x, y) => x - y)).toEqual(order);
      }
    }
  });

  it('game 1A: preset operators, or rolled with × (×) → + and ÷ → −', () => {
    expect(
      rollCubes('1a', 'x', { operatorPreset: '2+2-' })
        .cubes.filter((c) => c.colour === 'red')
        .map((c) => c.face),
    ).toEqual(['+', '+', '-', '-']);
    expect(
      rollCubes('1a', 'x', { operatorPreset: '4-' })
        .cubes.filter((c) => c.colour === 'red')
        .map((c) => c.face),
    ).toEqual(['-', '-', '-', '-']);
    for (let i = 0; i < 50; i++) {
      for (const c of rollCubes('1a', `r${i}`).cubes) if (c.colour === 'red') expect(['+', '-']).toContain(c.face);
    }
  });

  it('the constant cube can be preset', () => {
    for (let i = 0; i < 10; i++) {
      const roll = rollCubes('constant', `p${i}`, { constantPreset: 'log' });
      expect(roll.cubes.filter((c) => c.colour === 'orange').map((c) => c.face)).toEqual(['log']);
    }
  });

  it('rolls blank cubes with a teacher’s faces after the hand, and checks equations with them', () => {
    const roll = rollCubes('1', 'b1', { blankCubes: [['7', '7', '7'], [], ['x']] });
    const blanks = roll.cubes.filter((c) => c.colour === 'blank');
    expect(blanks).toEqual([
      { colour: 'blank', face: '7' },
      { colour: 'blank', face: 'x' },
    ]);
    expect(roll.cubes.slice(0, 11).every((c) => c.colour !== 'blank')).toBe(true);
    expect(checkEquation({ game: '1', equation: '7 = 7', roll: ['7', '=', '7'] }).valid).toBe(true);
    const faces: Face[] = [...blanks.map((c) => c.face), '7', '=', '4', '9'];
    expect(checkEquation({ game: '1', equation: '7 x 7 = 4 9', roll: faces }).valid).toBe(true);
    expect(checkEquation({ game: '1', equation: '7 x 7 = 4 9', roll: faces.slice(1) })).toMatchObject({
      valid: false,
      refusal: { code: 'tooMany', vars: { face: '7', used: 2, have: 1 } },
    });
  });

  it('reads written rolls and Unicode faces', () => {
    const p = parseRoll('3 5 1 9 10 ø + − × ÷ =');
    expect(p.ok && p.cubes.map((c) => c.face)).toEqual(['3', '5', '1', '9', '10', 'ø', '+', '-', 'x', '/', '=']);
    expect(parseRoll('3 q')).toEqual({ ok: false, code: 'roll.notAFace', vars: { token: 'q' } });
    expect(parseRoll('  ')).toMatchObject({ ok: false });
    expect(readFace('π')).toBe('pi');
    expect(readFace('½')).toBe('1/2');
    expect(readFace('(×)')).toBe('(x)');
    expect(readFace('11')).toBeNull();
  });
});
