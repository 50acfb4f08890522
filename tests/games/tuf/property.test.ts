/**
 * Property and fuzz tests: random arrangements of rolled cubes never make the
 * engine throw or hang, the notation round-trips, and an equation and its
 * mirror (sides swapped) agree.
 */
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../../src/core/random';
import {
  GAMES,
  GAME_KEYS,
  checkEquation,
  formatEquation,
  parseArrangement,
  parseEquation,
  renderNormal,
  rollCubes,
  type Arrangement,
  type GameKey,
  type Item,
  type PlacedCube,
} from '../../../src/games/tuf';

function randomArrangement(rng: Rng, game: GameKey, seed: string): Arrangement {
  const rules = GAMES[game];
  const roll = rng.shuffle(rollCubes(game, seed).cubes);
  const take = 1 + rng.int(roll.length);
  const items: Item[] = [];
  for (const c of roll.slice(0, take)) {
    const cube: PlacedCube = { kind: 'cube', face: c.face, position: 'normal' };
    const r = rng.next();
    if (c.face !== '=' && rules.exponents && r < 0.15) cube.position = 'sup';
    else if (c.face !== '=' && (rules.bases || rules.constant) && r > 0.92) cube.position = 'sub';
    if (c.face === '(x)' && rules.groups && rng.next() < 0.3) cube.group = rng.pick(['open', 'close', 'times'] as const);
    items.push(cube);
    if (rules.groups && rng.next() < 0.1) items.push({ kind: 'gap', position: 'normal' });
    if (rules.ratio && rng.next() < 0.1) items.push({ kind: 'ratio' });
  }
  return { items };
}

function mirror(a: Arrangement): Arrangement | null {
  const at = a.items.findIndex((it) => it.kind === 'cube' && it.face === '=');
  if (at < 0) return null;
  return { items: [...a.items.slice(at + 1), a.items[at] as Item, ...a.items.slice(0, at)] };
}

describe('TUF engine properties', () => {
  it('random arrangements from a roll never throw, round-trip, and agree with their mirror', () => {
    const rng = createRng('tuf-fuzz');
    let valid = 0;
    let checked = 0;
    for (const game of GAME_KEYS) {
      for (let i = 0; i < 60; i++) {
        const a = randomArrangement(rng, game, `${game}-${i}`);
        const text = formatEquation(a);
        const back = parseArrangement(text);
        expect(back.ok).toBe(true);
        if (back.ok) expect(back.arrangement).toEqual(a);
        // (how long a check takes is measured by `npm run bench -- check`)
        const r = checkEquation({ game, equation: text });
        expect(typeof r.valid).toBe('boolean');
        if (r.valid) {
          valid++;
          expect(r.cubes).toBe(a.items.filter((it) => it.kind === 'cube').length);
          expect(r.score).toBeGreaterThanOrEqual(0);
          expect(r.normal.length).toBeGreaterThan(0);
        } else {
          expect(r.refusal.code.length).toBeGreaterThan(0);
        }
        const m = mirror(a);
        if (m !== null) {
          const rm = checkEquation({ game, equation: formatEquation(m) });
          expect([text, rm.valid]).toEqual([text, r.valid]);
        }
        expect(typeof renderNormal(text, game).text).toBe('string');
        checked++;
      }
    }
    expect(checked).toBe(GAME_KEYS.length * 60);
    // Random rows are rarely true, but some are (4 = 4, 5 = 5 …).
    expect(valid).toBeGreaterThan(0);
  });

  it('x = x is true and x = x + 1 is false for random expressions x from a roll', () => {
    const rng = createRng('tuf-true');
    const games: GameKey[] = ['1', '2', '3', '4', '6'];
    let made = 0;
    for (let i = 0; i < 300; i++) {
      const game = games[i % games.length] as GameKey;
      const roll = rollCubes(game, `t${i}`).cubes.filter((c) => c.face !== '=');
      const rules = GAMES[game];
      // Alternate numbers and operators from the roll to make a left side.
      const nums = rng.shuffle(roll.filter((c) => c.colour === 'blue' || c.colour === 'green' || c.colour === 'yellow').map((c) => c.face));
      const ops = rng.shuffle(roll.filter((c) => c.colour === 'red' && c.face !== '(x)').map((c) => c.face));
      const left: string[] = [];
      const n = Math.min(nums.length, ops.length + 1, 1 + rng.int(3));
      for (let k = 0; k < n; k++) {
        const f = nums[k] as string;
        left.push(f === 'ø' && rules.decimals ? '0' : f);
        if (k < n - 1) left.push(ops[k] as string);
      }
      const lhs = left.join(' ');
      const probe = checkEquation({ game, equation: `${lhs} = ${lhs}` });
      if (!probe.valid) continue;
      const off = checkEquation({ game, equation: `${lhs} = ${lhs} + 1` });
      expect([lhs, off.valid]).toEqual([lhs, false]);
      const offMirror = checkEquation({ game, equation: `${lhs} + 1 = ${lhs}` });
      expect([lhs, offMirror.valid]).toEqual([lhs, false]);
      made++;
      expect(probe.cubes).toBe(2 * left.length + 1);
    }
    expect(made).toBeGreaterThan(100);
  });

  it('random text never throws and unreadable text gets a reason', () => {
    const rng = createRng('tuf-garbage');
    const pieces = [
      '0',
      '1',
      '5',
      '10',
      'ø',
      '+',
      '-',
      'x',
      '(x)',
      '/',
      '=',
      '1/2',
      '1/8',
      '%',
      'pi',
      'log',
      'j',
      'tan',
      'chi',
      '|',
      '//',
      '^',
      '_',
      '^2',
      '_2',
      '^-',
      '(x)>',
      '<(x)',
      '(x)*',
      '!',
      '<',
      '≡',
      '×',
      '÷',
      '−',
      'zz',
      '',
      '^^',
      '1/7',
      '11',
    ];
    for (let i = 0; i < 400; i++) {
      const len = rng.int(14);
      const tokens: string[] = [];
      for (let k = 0; k < len; k++) tokens.push(rng.pick(pieces));
      const text = tokens.join(rng.next() < 0.9 ? ' ' : '  ');
      const game = rng.pick(GAME_KEYS);
      const settings = {
        j: rng.pick(['sqrt-1', 'relation', 'factorial'] as const),
        chi: rng.next() < 0.5 ? '12' : null,
        pi: rng.pick(['any', 'radians', '22/7', '3.14'] as const),
      };
      const r = checkEquation({ game, equation: text, settings });
      if (!r.valid) expect(r.refusal.code).toMatch(/\w/);
      const p = parseEquation(text, game);
      if (p.ok) {
        const again = parseEquation(formatEquation(p.arrangement), game);
        expect(again).toEqual(p);
      }
    }
  });

  it('the mirror of every kind of printed example agrees', () => {
    const examples: [GameKey, string][] = [
      ['1', '10 / - 5 x 3 = - 6'],
      ['2', '- 9 1/5 - 4 / 5 = - 10'],
      ['3', '9 ø 1 2 5 = 9 1/8'],
      ['4', '5 (x) 9 - 4 (x) 2 + 10 = 10 / 1/10'],
      ['5', '10 5 = 4 10 _5'],
      ['6', '5 x 5 + ø 6 (x) 10 (x) ^1/8 = 2'],
      ['constant', 'log _2 1 / (x) 8 x 4 = - 5'],
      ['constant', 'tan (x) 8 ^2 - 4 = 3 ^1/2'],
      ['ratio', '4 // 8 = 5 // 10'],
    ];
    for (const [game, text] of examples) {
      const p = parseArrangement(text);
      expect(p.ok).toBe(true);
      if (!p.ok) continue;
      const m = mirror(p.arrangement);
      expect(m).not.toBeNull();
      if (m === null) continue;
      expect([text, checkEquation({ game, equation: text }).valid]).toEqual([text, true]);
      expect([text, checkEquation({ game, equation: m }).valid]).toEqual([text, true]);
    }
  });
});
