import { describe, expect, it } from 'vitest';
import { cubeValue, equationPoints, presetOrderPoints, roundScores, tufErrorPoints, type PlacedCube } from '../../../src/games/tuf';

const cube = (face: PlacedCube['face'], position: PlacedCube['position'] = 'normal'): PlacedCube => ({ kind: 'cube', face, position });
const base = { exponentBonus: false, baseBonus: false, usesBase: false, zero: false, zeroRule: 'allow' as const, chiCubes: 1 };

describe('TUF scoring', () => {
  it('counts each cube once, the equals cube included, a fraction cube twice', () => {
    expect(cubeValue([cube('4'), cube('='), cube('4')], base)).toBe(3);
    expect(cubeValue([cube('1/8'), cube('x'), cube('8'), cube('='), cube('1')], base)).toBe(6);
  });
  it('exponent bonus: exponent cubes count 2, operators too, a fraction stays 2', () => {
    const cubes = [cube('2'), cube('7'), cube('2', 'sup'), cube('/', 'sup'), cube('3', 'sup'), cube('='), cube('9')];
    expect(cubeValue(cubes, base)).toBe(7);
    expect(cubeValue(cubes, { ...base, exponentBonus: true })).toBe(10);
    expect(cubeValue([cube('8'), cube('1/3', 'sup'), cube('='), cube('2')], { ...base, exponentBonus: true })).toBe(5);
  });
  it('base bonus and zero penalty', () => {
    const six = [cube('1'), cube('1'), cube('0'), cube('2', 'sub'), cube('='), cube('6')];
    expect(cubeValue(six, { ...base, baseBonus: true, usesBase: true })).toBe(7);
    expect(cubeValue(six, { ...base, baseBonus: true, usesBase: false })).toBe(6);
    expect(cubeValue(six, { ...base, zero: true, zeroRule: 'penalty' })).toBe(4);
    expect(cubeValue([cube('0'), cube('='), cube('ø')], { ...base, zero: true, zeroRule: 'penalty' })).toBe(1);
  });
  it('the final declarer doubles, an incorrect equation scores 0', () => {
    expect(equationPoints(9, true, true)).toBe(18);
    expect(equationPoints(9, true, false)).toBe(9);
    expect(equationPoints(9, false, true)).toBe(0);
  });
  it('a round: the final declarer counts double, others once', () => {
    const s = roundScores(
      [
        { player: 'ann', value: 6, correct: true },
        { player: 'bob', value: 8, correct: true },
      ],
      { ann: { value: 6, correct: true }, bob: { value: 8, correct: true }, cy: { value: 5, correct: true }, dee: { value: 7, correct: false } },
      false,
    );
    expect(s).toEqual({ ann: 6, bob: 16, cy: 5, dee: 0 });
  });
  it('an incorrect last declaration does not make its player the final declarer', () => {
    const s = roundScores(
      [
        { player: 'ann', value: 6, correct: true },
        { player: 'bob', value: 8, correct: false },
      ],
      { ann: { value: 6, correct: true }, bob: { value: 8, correct: false } },
      false,
    );
    expect(s).toEqual({ ann: 12, bob: 0 });
  });
  it('cutthroat (1B): a bested declarer drops to zero unless they equal the bester’s count', () => {
    const decl = [
      { player: 'ann', value: 6, correct: true },
      { player: 'bob', value: 8, correct: true },
    ];
    expect(roundScores(decl, { ann: { value: 6, correct: true }, bob: { value: 8, correct: true }, cy: { value: 4, correct: true } }, true)).toEqual({
      ann: 0,
      bob: 16,
      cy: 4,
    });
    expect(roundScores(decl, { ann: { value: 8, correct: true }, bob: { value: 8, correct: true } }, true)).toEqual({ ann: 8, bob: 16 });
    // Ann beats Bob again: back to the double score.
    const again = [...decl, { player: 'ann', value: 9, correct: true }];
    expect(roundScores(again, { ann: { value: 9, correct: true }, bob: { value: 8, correct: true } }, true)).toEqual({ ann: 18, bob: 0 });
  });
  it('TUF ERROR: the discoverer scores the cubes, or loses them when wrong', () => {
    expect(tufErrorPoints(9, true)).toBe(9);
    expect(tufErrorPoints(9, false)).toBe(-9);
  });
  it('constant-cube preset play: four players score 5, 3, 2, 1 (0 without an equation)', () => {
    expect([1, 2, 3, 4].map((p) => presetOrderPoints(4, p))).toEqual([5, 3, 2, 1]);
    expect(presetOrderPoints(4, 0)).toBe(0);
    expect([1, 2, 3].map((p) => presetOrderPoints(3, p))).toEqual([4, 2, 1]);
    expect([1, 2, 3, 4, 5, 6].map((p) => presetOrderPoints(6, p))).toEqual([7, 5, 4, 3, 2, 1]);
    expect(presetOrderPoints(2, 2)).toBe(1);
  });
});
