import { describe, expect, it } from 'vitest';
import { defaultParams } from '../../../src/games/tuf/matchParams';
import { cubeLabel } from '../../../src/ui/tuf/Cube';
import { constantLine, constantNotes } from '../../../src/ui/tuf/constants';

const constant = defaultParams('constant');
const withChi = (chi: string | null, over: Partial<typeof constant> = {}) => ({
  ...constant,
  ...over,
  settings: { ...constant.settings, chi, ...(over.settings ?? {}) },
});

describe('what the constant cube stands for', () => {
  it('a preset χ: the preset, χ’s value, and no π (it cannot turn up)', () => {
    const p = withChi('12', { constantPreset: 'chi' });
    expect(constantNotes(p)).toEqual(['The orange cube is set to χ (chi) for every player this game.', 'χ (chi) is 12 in this game: use it like that number.']);
    expect(constantLine(p)).toBe('Preset cube: χ = 12');
  });

  it('a rolled cube: χ and π both, π as declared; χ counting several cubes says so', () => {
    const p = withChi('1/7', { settings: { ...constant.settings, chi: '1/7', chiCubes: 2, pi: 'radians' } });
    expect(constantNotes(p)).toEqual([
      'χ (chi) is 1/7 in this game: use it like that number. It counts as 2 cubes.',
      'π (pi) is read as 180° (π radians = 180°).',
    ]);
    expect(constantLine(p)).toBe('χ = 1/7 · π = 180°');
    expect(constantNotes(withChi(null))).toEqual([
      'χ (chi) has no value in this game, so an equation with χ cannot count.',
      'π (pi) is read as 180° (π radians), 22/7 or 3.14: whichever makes your equation true.',
    ]);
  });

  it('a preset π: no χ line; other games: nothing', () => {
    expect(constantNotes(withChi(null, { constantPreset: 'pi', settings: { ...constant.settings, pi: '22/7' } }))).toEqual([
      'The orange cube is set to π (pi) for every player this game.',
      'π (pi) is read as 22/7.',
    ]);
    expect(constantNotes(defaultParams('2'))).toEqual([]);
    expect(constantLine(defaultParams('2'))).toBeNull();
  });

  it('the cube’s spoken label says χ’s value and π’s reading', () => {
    const chi = { face: 'chi', colour: 'orange' } as const;
    const pi = { face: 'pi', colour: 'orange' } as const;
    expect(cubeLabel(chi, 'constant', { chi: '12', pi: 'any' })).toBe('orange cube, chi, worth 12');
    expect(cubeLabel(pi, 'constant', { chi: null, pi: '22/7' })).toBe('orange cube, pi, read as 22/7');
    expect(cubeLabel(chi, 'constant')).toBe('orange cube, chi');
    expect(cubeLabel(chi, 'constant', { chi: null, pi: 'any' })).toBe('orange cube, chi');
  });
});
