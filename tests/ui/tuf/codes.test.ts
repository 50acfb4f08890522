import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/random';
import { defaultParams, type MatchParams } from '../../../src/games/tuf/matchParams';
import { codeBadText, lessonCode, packName, readCode, readResultCode, resultCode, unpackName } from '../../../src/ui/tuf/codes';

describe('lesson codes', () => {
  const lesson: MatchParams = {
    ...defaultParams('constant'),
    humans: 3,
    computers: [],
    constantPreset: 'chi',
    orderScoring: true,
    settings: { ...defaultParams('constant').settings, chi: '25.4', chiCubes: 2 },
  };
  it('carry the name and every setting, and read back', () => {
    const code = lessonCode('Inches → mm, Mrs. Ôlafsdóttir', lesson);
    expect(code.startsWith('tuf:')).toBe(true);
    expect(readCode(code)).toEqual({ kind: 'lesson', name: 'Inches → mm, Mrs. Ôlafsdóttir', params: lesson });
  });
  it('names of any length pack and unpack', () => {
    for (const n of ['a', 'ab', 'abc', 'abcd', 'Ünïcødé ✓', '']) expect(unpackName(packName(n))).toBe(n);
  });
  it('a changed or cut code says so and never throws', () => {
    const code = lessonCode('Fractions', lesson);
    expect(readCode(code.replace('h=3', 'h=2'))).toMatchObject({ kind: 'bad', refusal: { code: 'code.changed' } });
    expect(readCode(code.slice(0, 20))).toMatchObject({ kind: 'bad' });
    expect(readCode('mathable:x=1#abc')).toMatchObject({ kind: 'bad', refusal: { code: 'code.notTuf' } });
    const bad = readCode('tuf:g=99#abc');
    expect(bad).toMatchObject({ kind: 'bad', refusal: { code: 'params.game', vars: { text: '99' } } });
    if (bad.kind === 'bad') expect(codeBadText(bad.refusal)).toMatch(/"99" is not a TUF game/);
    const rounds = readCode('tuf:g=1,r=999#abc');
    expect(rounds).toMatchObject({ kind: 'bad', refusal: { code: 'params.range', vars: { setting: 'r' } } });
    if (rounds.kind === 'bad') expect(codeBadText(rounds.refusal)).toMatch(/^the number of rounds should be between \d+ and \d+, not 999$/);
    const rng = createRng('code-fuzz');
    const alphabet = 'abcxyz019=,#:L~-./%';
    for (let i = 0; i < 400; i++) {
      const chars = code.split('');
      for (let k = 0; k < 1 + rng.int(3); k++) chars[rng.int(chars.length)] = alphabet[rng.int(alphabet.length)] as string;
      const mutated = chars.join('');
      const r = readCode(mutated);
      if (mutated !== code && r.kind === 'lesson') expect(r.params).toBeDefined();
      expect(['lesson', 'roll', 'bad']).toContain(r.kind);
    }
  });
  it('a roll code is the match id: settings and seed', () => {
    expect(readCode('tuf:g=1c-c,h=1,same=1#k3x9ab')).toMatchObject({ kind: 'roll', seed: 'k3x9ab', params: { game: '1c-c', sameRoll: true } });
  });
});

describe('result codes', () => {
  it('read back on a device with the same roll', () => {
    const code = resultCode('k3x9ab', [12, 0, 9, -4, 22]);
    expect(readResultCode(code, 'k3x9ab')).toEqual({ ok: true, seed: 'k3x9ab', points: [12, 0, 9, -4, 22] });
  });
  it('a mistyped code, a changed score or another roll is refused with the reason', () => {
    const code = resultCode('k3x9ab', [12, 9]);
    expect(readResultCode(code, 'other1')).toEqual({ ok: false, reason: 'other-roll' });
    expect(readResultCode(code.replace('12', '13'), 'k3x9ab')).toEqual({ ok: false, reason: 'check' });
    expect(readResultCode('hello', 'k3x9ab')).toEqual({ ok: false, reason: 'shape' });
  });
  it('random edits of a result code are never read as another score', () => {
    const rng = createRng('result-fuzz');
    const code = resultCode('k3x9ab', [12, 9, 0, 14, 3]);
    const alphabet = '0123456789abcn.-';
    for (let i = 0; i < 400; i++) {
      const chars = code.split('');
      chars[rng.int(chars.length)] = alphabet[rng.int(alphabet.length)] as string;
      const mutated = chars.join('');
      const r = readResultCode(mutated, 'k3x9ab');
      if (r.ok) expect(r.points).toEqual([12, 9, 0, 14, 3]);
    }
  });

  it('a result code says when hints were used; codes from before read as without', () => {
    const hinted = resultCode('k3x9ab', [12, 9], true);
    expect(hinted).toMatch(/^k3x9ab\.12-9\.h\.[0-9a-z]{5}$/);
    expect(readResultCode(hinted, 'k3x9ab')).toEqual({ ok: true, seed: 'k3x9ab', points: [12, 9], hints: true });
    expect(readResultCode(hinted.replace('.h.', '.'), 'k3x9ab')).toEqual({ ok: false, reason: 'check' });
    expect(readResultCode(resultCode('k3x9ab', [12, 9]), 'k3x9ab')).toEqual({ ok: true, seed: 'k3x9ab', points: [12, 9] });
  });
});
