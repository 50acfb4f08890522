import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from '../../src/cli/args';
import { cli } from '../../src/cli/diceculus';

const run = (verb: string, ...argv: string[]): unknown => cli.run(verb, parseArgs(argv, cli.options));
const usage = (verb: string, ...argv: string[]): string => {
  try {
    run(verb, ...argv);
  } catch (e) {
    if (e instanceof UsageError) return e.message;
    throw e;
  }
  return '';
};

describe('diceculus command line', () => {
  it('eval: the exact value and the points; no value scores −50 with a reason; missing unknowns are 0', () => {
    expect(run('eval', '--card', 'ac-7b', '--values', 'a=5,b=6,c=10')).toEqual({ value: '8', points: 8 });
    expect(run('eval', '--card', 'a/b', '--values', 'a=7,b=2')).toEqual({ value: '7/2', points: 4 });
    expect(run('eval', '--card', '-a/b', '--values', 'a=5,b=2')).toEqual({ value: '-5/2', points: -3 });
    expect(run('eval', '--card', 'a/(b-c)', '--values', 'a=1,b=2,c=2')).toEqual({ value: null, points: -50, reason: 'divisionByZero' });
    expect(run('eval', '--card', '-a+b+c-7d', '--values', 'a=3,b=10,c=4')).toEqual({ value: '11', points: 11 });
    expect(run('eval', '--card', 'II-01', '--values', 'a=1,b=2,c=3')).toEqual({ value: '6', points: 6 });
  });

  it('score: the worked example of the rulebook, and the challenges', () => {
    expect(run('score', '--rounds', '54,25,-17,121|36,2,152|209,-224|121,134')).toEqual({
      stages: [
        { totals: [54, 79, 62, 183], grand: 12 },
        { totals: [48, 50, 202], grand: 4 },
        { totals: [213, -11], grand: -2 },
        { totals: [119, 253], grand: 10 },
      ],
      end: 24,
    });
    const root = run('score', '--rounds', '54,25,-17,121|36,2,152|209,-224|121,134', '--grand', 'digital-root', '--end', 'product') as {
      stages: { grand: number }[];
      end: number;
    };
    expect(root.stages.map((s) => s.grand)).toEqual([3, 4, -2, 1]);
    expect(root.end).toBe(-24);
    expect((run('score', '--rounds', '54,25,-17,121|36,2,152|209,-224|121,134', '--end', 'quotient') as { end: string }).end).toBe('-3/20');
  });

  it('deck: the cards of a stage with their grades', () => {
    const out = run('deck', '--stage', '1') as { count: number; cards: { card: string; grade: number; unknowns: number }[] };
    expect(out.count).toBe(50);
    expect(out.cards[0]).toMatchObject({ card: 'ac-7b', unknowns: 3 });
    expect(out.cards.every((c) => c.grade >= 1 && c.grade <= 5)).toBe(true);
    const easy = run('deck', '--stage', '2', '--deck', 'easy') as { count: number };
    expect(easy.count).toBeLessThan(80);
  });

  it('ev: the expected points of the split and the best split', () => {
    const out = run('ev', '--card', 'ac-7b', '--split', 'a=3,b=2,c=2', '--stage', '1') as { ev: number; best: { split: Record<string, number>; ev: number } };
    expect(out.best.ev).toBeGreaterThanOrEqual(out.ev);
    expect(out.best.split.b).toBe(1);
  });

  it('selfplay: a whole computer game in the documented shape', async () => {
    const out = (await run('selfplay', '--seed', 'cli', '--players', '2', '--levels', 'easy', '--rounds', '1')) as {
      players: number;
      stages: {
        stage: number;
        rounds: {
          card: string;
          plays: { player: number; rolls: Record<string, number[][]>; values: Record<string, number>; score: number; points: number }[];
        }[];
        totals: number[][];
        grand: number[];
      }[];
      end: number[];
      winners: number[];
    };
    expect(out.players).toBe(2);
    expect(out.stages.map((s) => s.stage)).toEqual([1, 2, 3, 4]);
    for (const st of out.stages) {
      for (const r of st.rounds) {
        for (const pl of r.plays) {
          for (const [l, rolls] of Object.entries(pl.rolls)) {
            expect(rolls.length).toBeGreaterThanOrEqual(1);
            expect(rolls.length).toBeLessThanOrEqual(3);
            expect(pl.values[l]).toBe(rolls[rolls.length - 1]!.reduce((a, b) => a + b, 0));
          }
        }
      }
    }
    expect(out.end).toHaveLength(2);
    expect(out.end.reduce((a, b) => a + b, 0)).toBe(out.stages.reduce((a, s) => a + s.grand[0]! + s.grand[1]!, 0));
    // the same seed gives the same game
    expect(await run('selfplay', '--seed', 'cli', '--players', '2', '--levels', 'easy', '--rounds', '1')).toEqual(out);
  });

  it('unusable arguments are usage errors (exit 2)', () => {
    expect(usage('eval', '--card', 'a+', '--values', 'a=1')).toMatch(/not readable/);
    expect(usage('eval', '--card', 'a', '--values', 'g=1')).toMatch(/a=5/);
    expect(usage('score', '--rounds', '1,x')).toMatch(/whole number/);
    expect(usage('score', '--rounds', '1', '--grand', 'odd')).toMatch(/--grand/);
    expect(usage('deck', '--stage', '5')).toMatch(/between/);
    expect(usage('ev', '--card', 'ab', '--split', 'a=3,b=3')).toMatch(/7 dice/);
    expect(usage('selfplay', '--seed', 'x', '--players', '9')).toMatch(/between/);
    expect(usage('selfplay', '--seed', 'x', '--levels', 'wizard')).toMatch(/levels/);
  });
});
