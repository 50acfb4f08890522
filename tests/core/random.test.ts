import { describe, expect, it } from 'vitest';
import { createRng, makeSeed, subSeed } from '../../src/core/random';
import { formatGameId, GAME_ID_REFUSALS, parseGameId, tryParseGameId } from '../../src/core/gameId';
import { hasMessage } from '../../src/i18n';

describe('seeded random', () => {
  it('replays the same sequence from the same seed and differs across seeds', () => {
    const a = createRng('abc');
    const b = createRng('abc');
    const c = createRng('abd');
    const sa = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(sa);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(sa);
  });

  it('resumes from a saved state', () => {
    const a = createRng(42);
    a.next();
    const b = createRng(a.state());
    expect(b.next()).toBe(a.next());
  });

  it('draws ints uniformly enough and stays in range', () => {
    const r = createRng('uniform');
    const counts = new Array(6).fill(0) as number[];
    for (let i = 0; i < 60_000; i++) {
      const v = r.int(6);
      expect(v >= 0 && v < 6).toBe(true);
      counts[v] = (counts[v] ?? 0) + 1;
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
    expect(() => r.int(0)).toThrow();
  });

  it('shuffles into a permutation', () => {
    const r = createRng('s');
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = r.shuffle(items);
    expect([...out].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('makes readable seeds and sub-seeds', () => {
    const seed = makeSeed(createRng('x').next);
    expect(seed).toMatch(/^[a-z2-9]{6}$/);
    expect(subSeed('abc', 3, 'seat1')).toBe('abc/3/seat1');
  });
});

describe('game ids', () => {
  it('round-trips params#seed', () => {
    const text = formatGameId({ game: 'tuf', params: { g: '2', r: '5' }, seed: 'k3x9ab' });
    expect(text).toBe('tuf:g=2,r=5#k3x9ab');
    expect(parseGameId(text)).toEqual({ game: 'tuf', params: { g: '2', r: '5' }, seed: 'k3x9ab' });
  });

  it('gives the reason for malformed codes as a code the catalogue words, and never throws anything else', () => {
    const cases: [string, string][] = [
      ['', 'id.shape'],
      ['tuf', 'id.shape'],
      ['tuf:g=2', 'id.shape'],
      ['TUF:#a', 'id.game'],
      ['tuf:g=2#', 'id.seed'],
      ['tuf:g=<b>#a', 'id.setting'],
      ['tuf:g=1,g=2#a', 'id.twice'],
      ['x'.repeat(700), 'id.tooLong'],
    ];
    for (const [bad, code] of cases) {
      const r = tryParseGameId(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.refusal.code).toBe(code);
      if (!r.ok) expect(hasMessage(`common.refuse.${code}`)).toBe(true);
    }
    for (const code of GAME_ID_REFUSALS) expect(hasMessage(`common.refuse.${code}`), code).toBe(true);
    const rng = createRng('fuzz');
    const alphabet = 'abz09:#=,.-_ %<>é';
    for (let i = 0; i < 2000; i++) {
      let s = '';
      const n = rng.int(30);
      for (let j = 0; j < n; j++) s += alphabet[rng.int(alphabet.length)];
      const r = tryParseGameId(s);
      if (r.ok) expect(parseGameId(formatGameId(r.id))).toEqual(r.id);
    }
  });
});
