import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from '../../src/cli/args';
import { cli } from '../../src/cli/tally';

const run = (verb: string, ...argv: string[]): unknown => cli.run(verb, parseArgs(argv, cli.options));

describe('tally command line', () => {
  it('solve prints every distinct equation with one path', () => {
    const out = run('solve', '--board', '4481917632905758', '--max-tiles', '5') as {
      count: number;
      equations: { text: string; cells: number[] }[];
    };
    expect(out.count).toBe(out.equations.length);
    expect(out.equations).toContainEqual({ text: '4+4=8', cells: [0, 1, 2] });
    expect(new Set(out.equations.map((e) => e.text)).size).toBe(out.count);
    expect(Object.keys(out.equations[0]!)).toEqual(['text', 'cells']);
  });

  it('solve --parens adds the equations that need brackets', () => {
    const plain = run('solve', '--board', '2342110067895589', '--max-tiles', '5') as { count: number; equations: { text: string }[] };
    const withParens = run('solve', '--board', '2342110067895589', '--max-tiles', '5', '--parens') as { count: number; equations: { text: string }[] };
    expect(plain.equations.map((e) => e.text)).not.toContain('(2+3)*4=20');
    expect(withParens.equations.map((e) => e.text)).toContain('(2+3)*4=20');
    expect(withParens.count).toBeGreaterThan(plain.count);
  });

  it('check prints valid, reason and points', () => {
    expect(run('check', '--board', '4481917632905758', '--cells', '0,1,2', '--equation', '4+4=8')).toEqual({ valid: true, reason: null, points: 3 });
    expect(run('check', '--board', '4481917632905758', '--cells', '0 1 3', '--equation', '4+4=8')).toEqual({
      valid: false,
      reason: 'the 1 is not next to the 4',
      code: 'notAdjacent',
      vars: { a: 1, b: 4 },
      points: 0,
    });
  });

  it('longest prints the tiles, the equation, its path and whether it is proven', () => {
    const out = run('longest', '--board', '4481917632905758') as { tiles: number; text: string; cells: number[]; proven: boolean };
    expect(out.tiles).toBe(out.cells.length);
    expect(out.proven).toBe(true);
    const check = run('check', '--board', '4481917632905758', '--cells', out.cells.join(','), '--equation', out.text);
    expect(check).toMatchObject({ valid: true, points: out.tiles });
  });

  it('exists and through answer targeted questions', () => {
    expect(run('exists', '--seed', 'abc', '--tiles', '6')).toMatchObject({ exists: true, proven: true });
    expect(run('through', '--board', '4481917632905758', '--cell', '0')).toMatchObject({ found: true });
  });

  it('refuses unusable arguments with a usage error', () => {
    expect(() => run('solve')).toThrow(UsageError);
    expect(() => run('solve', '--board', '12')).toThrow('a board has 16 digits');
    expect(() => run('solve', '--board', '4481917632905758', '--max-tiles', '12')).toThrow('between 3 and 7');
    expect(() => run('check', '--board', '4481917632905758', '--cells', '0,1,x', '--equation', '1')).toThrow('not a tile number');
    expect(() => run('solve', '--board', '4481917632905758', '--wat')).toThrow('unknown option --wat');
    expect(() => run('solve', '--board', '4481917632905758', '--seed', 'a')).toThrow('not both');
  });
});
