/** The tuf command line as a child process: JSON on stdout, exit 0 for a verdict, 2 for unusable arguments. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function run(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync('npx', ['tsx', 'src/cli/main.ts', 'tuf', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('tuf CLI', () => {
  it('rolls a hand from a seed', () => {
    const r = run('roll', '--game', '1', '--seed', 'S');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { game: string; roll: string };
    expect(json.game).toBe('1');
    expect(json.roll.split(' ')).toHaveLength(11);
  });

  it('checks a valid and an invalid equation (exit 0 for both)', () => {
    const ok = run('check', '--game', '1', '--roll', '1 5 8 7 3 4 + - x / =', '--equation', '1 5 - 8 = 7');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out)).toEqual({ valid: true, normal: '15 − 8 = 7', value: '7', cubes: 6, score: 6 });
    const bad = run('check', '--game', '4', '--equation', '1/3 (x) 6 + 4 = 2');
    expect(bad.code).toBe(0);
    expect(JSON.parse(bad.out)).toMatchObject({ valid: false, reason: expect.stringMatching(/not true/), left: '10/3', right: '2' });
  });

  it('passes settings: zero penalty, π reading, χ value', () => {
    const z = run('check', '--game', '1', '--equation', '4 - 4 = 0', '--zero', 'penalty');
    expect(JSON.parse(z.out)).toMatchObject({ valid: true, score: 3, zero: true });
    const pi = run('check', '--game', 'constant', '--equation', '4 pi = 8 8 / 7', '--pi', '22/7', '--chi', '25.4');
    expect(JSON.parse(pi.out)).toMatchObject({ valid: true, value: '88/7', notes: ['π read as 22/7'] });
  });

  it('exits 2 with a message for an unknown game or an unreadable roll', () => {
    const g = run('check', '--game', '9', '--equation', '4 = 4');
    expect(g.code).toBe(2);
    expect(g.out).toBe('');
    expect(g.err).toMatch(/unknown game "9"/);
    const r = run('check', '--game', '1', '--roll', '4 4 banana', '--equation', '4 = 4');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--roll is not readable/);
  });
});
