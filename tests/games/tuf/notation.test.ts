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
    expect(parseArrangement('1 5 - 8 = 7 y')).toMatchObject({ ok: false, token: 6, code: 'parse.notAFace', vars: { n: 7, text: 'y' } });
    expect(parseArrangement('^')).toMatchObject({ ok: false, code: 'parse.needsCube', vars: { mark: '^' } });
    expect(parseArrangement('')).toMatchObject({ ok: false, code: 'noCubes' });
    expect(parseArrangement('^//')).toMatchObject({ ok: false });
  });

  it('refuses cubes and positions a game does not use, with a reason', () => {
    expect(parseEquation('1/2 = 1/2', '1')).toMatchObject({ ok: false, code: 'face.fraction', vars: { face: '1/2', game: '1' } });
    expect(parseEquation('8 ^2 = 6 4', '4')).toMatchObject({ ok: false, code: 'face.exponents' });
    expect(parseEquation('1 1 _2 = 3', '4')).toMatchObject({ ok: false, code: 'face.subscripts' });
    expect(parseEquation('pi = 3', '6')).toMatchObject({ ok: false, code: 'face.constant', vars: { face: 'pi' } });
    expect(parseEquation('4 // 8 = 1/2', '4')).toMatchObject({ ok: false, code: 'ratioOnly' });
    expect(parseEquation('3 | + 4 = 7', '3')).toMatchObject({ ok: false, code: 'gapsFrom4' });
    expect(parseEquation('6 + 4 (x)> = 1 0', '3')).toMatchObject({ ok: false, code: 'face.groupFrom4' });
    expect(parseEquation('4 x 3 = 1 2', '1a')).toMatchObject({ ok: false, code: 'face.operator', vars: { game: '1a', operators: '+ −', face: '×' } });
  });
});
