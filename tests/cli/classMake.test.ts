/**
 * `class make` on the command line (issue 27): a lesson of each of the five
 * games as JSON with its class code and link, which read back as the same
 * lesson; exit 2 with a message for unusable arguments.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import { BASELINES, CODE_GAMES, readClassCode, readLessonLink } from '../../src/class/code';
import { lessonKey } from '../../src/class/lesson';

describe('class make', () => {
  it('makes a lesson of every game: 12-character code on default settings, its link reads back', async () => {
    for (const game of CODE_GAMES) {
      const r = await runCli(['class', 'make', '--game', game, '--name', 'Period 3']);
      expect(r.code, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout) as { params: Record<string, string>; seed: string; code: string; link: string; key: string };
      expect(out.params).toEqual(BASELINES[game]);
      expect(out.code.replace(/-/g, '')).toHaveLength(12);
      expect(readClassCode(out.code)).toMatchObject({ ok: true, lesson: { game, params: out.params, seed: out.seed } });
      expect(out.link).toMatch(/^#\/class\/[A-Z2-9-]+\/Period%203$/);
      expect(readLessonLink(out.link)).toMatchObject({ ok: true, lesson: { game, seed: out.seed, name: 'Period 3' } });
      expect(out.key).toBe(lessonKey({ game, params: out.params, seed: out.seed }));
    }
  });

  it('takes settings, a seed and the app’s address', async () => {
    const r = await runCli([
      'class',
      'make',
      '--game',
      'tuf',
      '--params',
      'k=chi,chi=12,kc=1,ord=1',
      '--seed',
      'cabcdef',
      '--base',
      'https://school.example/tuffest/',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { params: Record<string, string>; code: string; link: string };
    expect(out.params).toEqual({ g: '1', same: '1', k: 'chi', chi: '12', kc: '1', ord: '1' });
    expect(out.code.replace(/-/g, '').length).toBeLessThanOrEqual(27);
    expect(out.link).toBe(`https://school.example/tuffest/#/class/${out.code}`);
  });

  it('exits 2 with a message for unusable arguments', async () => {
    for (const argv of [
      ['class', 'make'],
      ['class', 'make', '--game', 'chess'],
      ['class', 'make', '--game', 'tuf', '--params', 'r=99'],
      ['class', 'make', '--game', 'tally', '--params', 'nonsense'],
      ['class', 'make', '--game', 'mathable', '--seed', 'not a seed!'],
      ['class', 'make', '--game', 'words', '--colour', 'red'],
    ]) {
      const r = await runCli(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr.length).toBeGreaterThan(10);
      expect(r.stdout).toBe('');
    }
  });
});
