/**
 * `class board` on the command line (issue 27): JSON or CSV from a file of
 * result codes, a per-line reason for each refused code while the others
 * still count, and exit 2 with a message for unusable arguments.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import { classCode } from '../../src/class/code';
import { lessonKey, type Lesson } from '../../src/class/lesson';
import { writeResultCode } from '../../src/class/resultCode';
import { formatGameId } from '../../src/core/gameId';
import { writeSharedCode } from '../../src/core/sharedCode';

const lesson: Lesson = { game: 'mathable', params: {}, seed: 'cli-class', name: '' };
const code = (name: string, device: string, total: number, l: Lesson = lesson): string =>
  writeResultCode({ lesson: lessonKey(l), game: l.game, name, device, rounds: [{ score: total, declared: '7' }], total, hints: 0, finished: true }, l);

const dir = mkdtempSync(join(tmpdir(), 'class-board-'));
const file = join(dir, 'codes.txt');
writeFileSync(
  file,
  [code('Ana', 'a', 9), code('Ben', 'b', 12), 'not a code', code('Ana', 'a', 9), code('Eve', 'e', 40, { ...lesson, seed: 'other' })].join('\n'),
);

describe('class board (command line)', () => {
  it('prints the board as JSON with the lesson: ranked rows, per-line reasons, duplicates not counted', async () => {
    for (const given of [formatGameId(lesson), writeSharedCode(lesson), classCode(lesson), `https://school.example/app/#/class/${classCode(lesson)}/Monday`]) {
      const r = await runCli(['class', 'board', '--codes', file, '--lesson', given]);
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout);
      expect(out.students.map((s: { name: string; rank: number; total: number }) => [s.rank, s.name, s.total])).toEqual([
        [1, 'Ben', 12],
        [2, 'Ana', 9],
      ]);
      expect(out.counts).toEqual({ counted: 2, duplicate: 1, superseded: 0, refused: 2 });
      expect(out.lines[2]).toMatchObject({ line: 3, status: 'refused', reason: 'This is not a result code: a result code starts with TU.' });
      expect(out.lines[4]).toMatchObject({ line: 5, status: 'refused', reason: 'This result is from another lesson.' });
    }
  });

  it('prints CSV with --csv', async () => {
    const r = await runCli(['class', 'board', '--codes', file, '--csv']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\r\n')).toEqual([
      'Rank,Name,Round 1,Round 1 answer,Round 1 seconds to the call,Total,Hints,Finished',
      '1,Ben,12,7,,12,0,yes',
      '2,Ana,9,7,,9,0,yes',
      '',
    ]);
  });

  it('exits 2 with a message for unusable arguments', async () => {
    for (const argv of [
      ['class', 'board'],
      ['class', 'board', '--codes', join(dir, 'missing.txt')],
      ['class', 'board', '--codes', file, '--lesson', 'nonsense'],
      ['class', 'board', '--codes', file, '--board', 'x'],
      ['class', 'nothing'],
    ]) {
      const r = await runCli(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr.length, argv.join(' ')).toBeGreaterThan(10);
      expect(r.stdout).toBe('');
    }
  });
});
