import { describe, expect, it } from 'vitest';
import { formatEquation, parseArrangement, parseEquation } from '../../../src/games/tuf';

describe('TUF text notation', () => {
  it('reads one token per cube with positions, gaps, readings and aliases', () => {
    const p = parseArrangement('8 ^1/3 = 2 (x) 6 − 5 | _2 // (x)> <(x) (x)* ! ≤ π ×');
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    const items = p.arrangement.items;
    expect(items[1]).toEqual({ kind: 'cube', face: '1/3', position: 'sup' });
    expect(items[4]).toEqual({ kind: 'cube', face: '(x)', position: 'normal' });
    expect(items[6]).toEqual({ kind: 'cube', face: '-', position: 'normal' });
    expect(items[8]).toEqual({ kind: 'gap', position: 'normal' });
    expect(items[9]).toEqual({ kind: 'cube', face: '2', position: 'sub' });
    expect(items[10]).toEqual({ kind: 'ratio' });
    expect(items[11]).toMatchObject({ face: '(x)', group: 'open' });
    expect(items[12]).toMatchObject({ face: '(x)', group: 'close' });
    expect(items[13]).toMatchObject({ face: '(x)', group: 'times' });
    expect(items[14]).toMatchObject({ face: 'j', jAs: 'factorial' });
    expect(items[15]).toMatchObject({ face: 'j', jAs: '<=' });
    expect(formatEquation(p.arrangement)).toBe('8 ^1/3 = 2 (x) 6 - 5 | _2 // (x)> <(x) (x)* ! <= pi x');
  });

  it('explains tokens that are not cubes', () => {
    expect(parseArrangement('1 5 - 8 = 7 y')).toMatchObject({ ok: false, token: 6, reason: expect.stringMatching(/"y" is not a cube face/) });
    expect(parseArrangement('^')).toMatchObject({ ok: false, reason: expect.stringMatching(/needs a cube after/) });
    expect(parseArrangement('')).toMatchObject({ ok: false, reason: 'there are no cubes in the equation' });
    expect(parseArrangement('^//')).toMatchObject({ ok: false });
  });

  it('refuses cubes and positions a game does not use, with a reason', () => {
    expect(parseEquation('1/2 = 1/2', '1')).toMatchObject({ ok: false, reason: expect.stringMatching(/fractions start in game 2/) });
    expect(parseEquation('8 ^2 = 6 4', '4')).toMatchObject({ ok: false, reason: expect.stringMatching(/game 6/) });
    expect(parseEquation('1 1 _2 = 3', '4')).toMatchObject({ ok: false, reason: expect.stringMatching(/bases in game 5/) });
    expect(parseEquation('pi = 3', '6')).toMatchObject({ ok: false, reason: expect.stringMatching(/constant-cube game/) });
    expect(parseEquation('4 // 8 = 1/2', '4')).toMatchObject({ ok: false, reason: expect.stringMatching(/ratio game/) });
    expect(parseEquation('3 | + 4 = 7', '3')).toMatchObject({ ok: false, reason: expect.stringMatching(/game 4/) });
    expect(parseEquation('6 + 4 (x)> = 1 0', '3')).toMatchObject({ ok: false, reason: expect.stringMatching(/parentheses from game 4/) });
    expect(parseEquation('4 x 3 = 1 2', '1a')).toMatchObject({ ok: false, reason: expect.stringMatching(/only the \+ and - operators/) });
  });
});
