/** The tuf command line, in-process through runCli: JSON on stdout, exit 0 for a verdict, 2 for unusable arguments. */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';

const run = (...args: string[]) => runCli(['tuf', ...args]);

describe('tuf CLI', () => {
  it('rolls a hand from a seed', async () => {
    const r = await run('roll', '--game', '1', '--seed', 'S');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as { game: string; roll: string };
    expect(json.game).toBe('1');
    expect(json.roll.split(' ')).toHaveLength(11);
  });

  it('checks a valid and an invalid equation (exit 0 for both)', async () => {
    const ok = await run('check', '--game', '1', '--roll', '1 5 8 7 3 4 + - x / =', '--equation', '1 5 - 8 = 7');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual({ valid: true, normal: '15 − 8 = 7', value: '7', cubes: 6, score: 6 });
    const bad = await run('check', '--game', '4', '--equation', '1/3 (x) 6 + 4 = 2');
    expect(bad.code).toBe(0);
    expect(JSON.parse(bad.stdout)).toMatchObject({
      valid: false,
      code: 'notEqualAny',
      reason: 'in no reading: the left side is 10/3 but the right side is 2',
      left: '10/3',
      right: '2',
    });
  });

  it('passes settings: zero penalty, π reading, χ value', async () => {
    const z = await run('check', '--game', '1', '--equation', '4 - 4 = 0', '--zero', 'penalty');
    expect(JSON.parse(z.stdout)).toMatchObject({ valid: true, score: 3, zero: true });
    const pi = await run('check', '--game', 'constant', '--equation', '4 pi = 8 8 / 7', '--pi', '22/7', '--chi', '25.4');
    expect(JSON.parse(pi.stdout)).toMatchObject({ valid: true, value: '88/7', notes: ['π read as 22/7'] });
  });

  it('reads every form of an option: --name value, --name=value, a value starting with a dash, flags with or without on/off', async () => {
    const neg = await run('check', '--game', '1', '--equation', '- 8 / - 4 = 2');
    expect(JSON.parse(neg.stdout)).toMatchObject({ valid: true, value: '2', score: 7 });
    const eq = await run('check', '--game=1', '--equation=- 8 / - 4 = 2', '--final');
    expect(JSON.parse(eq.stdout)).toMatchObject({ valid: true, score: 14 });
    const on = await run('check', '--game', '1', '--equation', '- 8 / - 4 = 2', '--final', 'yes');
    expect(JSON.parse(on.stdout)).toMatchObject({ score: 14 });
    const off = await run('check', '--game', '1', '--final', 'off', '--equation', '- 8 / - 4 = 2');
    expect(JSON.parse(off.stdout)).toMatchObject({ score: 7 });
    const bad = await run('check', '--game', '1', '--equation', '4 = 4', '--final=maybe');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--final takes on or off/);
  });

  it('exits 2 with a message for an unknown game, an unreadable roll, a missing value or an unknown option', async () => {
    const g = await run('check', '--game', '9', '--equation', '4 = 4');
    expect(g.code).toBe(2);
    expect(g.stdout).toBe('');
    expect(g.stderr).toMatch(/unknown game "9"/);
    const r = await run('check', '--game', '1', '--roll', '4 4 banana', '--equation', '4 = 4');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--roll is not readable/);
    const missing = await run('check', '--game', '1', '--equation');
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toMatch(/--equation/);
    const unknown = await run('roll', '--game', '1', '--seed', 'S', '--banana');
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toMatch(/unknown option --banana/);
    const verb = await runCli(['tuf', 'dance']);
    expect(verb.code).toBe(2);
    expect(verb.stderr).toMatch(/^usage:/);
  });
});
