import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseArgs, UsageError } from '../../src/cli/args';
import { cli } from '../../src/cli/words';
import { licenceText } from '../../src/build/words';

// the verbs answer different JSON shapes; each test reads the fields it checks
// biome-ignore lint/suspicious/noExplicitAny: see above
const run = (verb: string, ...argv: string[]): any => cli.run(verb, parseArgs(argv, cli.options));

describe('words command line', () => {
  it('roll: {"hand"} with 20 faces, the same for the same seed', () => {
    const out = run('roll', '--seed', 'S');
    expect(Object.keys(out)).toEqual(['hand']);
    expect(out.hand.split(' ')).toHaveLength(20);
    expect(run('roll', '--seed', 'S')).toEqual(out);
    expect(run('roll', '--seed', 'S', '--no-specials').hand).not.toMatch(/[*@']/);
  });

  it("check: the issue's shape and example", () => {
    const out = run('check', '--hand', 'C A T E N O I S T R P A D H F L M Y G *', '--grid', 'C A T / . . E / . . N');
    expect(out).toEqual({
      valid: true,
      reason: null,
      words: [
        { word: 'CAT', row: 0, col: 0, dir: 'across', points: 3 },
        { word: 'TEN', row: 0, col: 2, dir: 'down', points: 3 },
      ],
      cubes: 5,
      score: 6,
    });
  });

  it('check: the reason names the offending run or cell', () => {
    const bad = run('check', '--hand', 'C A T X', '--grid', 'C A T / X . .');
    expect(bad).toMatchObject({ valid: false, score: 0 });
    expect(bad.reason).toBe('notAWord word=CX row=0 col=0 dir=down');
    expect(run('check', '--hand', 'A T T O', '--grid', 'A T . T O').reason).toBe('notConnected row=0 col=3');
  });

  it('check: large words and other dictionaries', () => {
    expect(run('check', '--hand', 'C A T', '--grid', 'C A T', '--large-words').score).toBe(0);
    expect(run('check', '--hand', 'E T E', '--grid', 'E T E', '--dict', 'fr').valid).toBe(true);
    expect(run('check', '--hand', 'A * O', '--grid', 'A *ñ O', '--dict', 'es').valid).toBe(true);
  });

  it('solve: the shape, and the grid passes check', () => {
    const hand = run('roll', '--seed', 'cli').hand;
    const out = run('solve', '--hand', hand, '--budget-ms', '200');
    expect(Object.keys(out)).toEqual(['grid', 'words', 'cubes', 'score', 'proven']);
    const c = run('check', '--hand', hand, '--grid', out.grid);
    expect(c).toMatchObject({ valid: true, cubes: out.cubes, score: out.score });
  });

  it('solve and hint honour "ñ counts as n": a plain N stands where a Spanish word has Ñ', () => {
    const plain = run('solve', '--hand', 'N I N O', '--dict', 'es', '--budget-ms', '200');
    const loose = run('solve', '--hand', 'N I N O', '--dict', 'es', '--budget-ms', '200', '--enye-as-n');
    expect(loose.grid).not.toContain('Ñ');
    expect(run('check', '--hand', 'N I N O', '--grid', 'N I N O', '--dict', 'es').valid).toBe(false);
    expect(run('check', '--hand', 'N I N O', '--grid', 'N I N O', '--dict', 'es', '--enye-as-n').valid).toBe(true);
    expect(loose.cubes).toBeGreaterThanOrEqual(plain.cubes);
    expect(loose.cubes).toBe(4);
    expect(run('hint', '--hand', 'N I N O', '--dict', 'es', '--enye-as-n').length).toBe(4);
  });

  it('hint: length, first letter, word, place', () => {
    const h = run('hint', '--hand', 'C A T E N S', '--grid', 'C A T');
    expect(Object.keys(h)).toEqual(['length', 'first', 'word', 'place']);
    expect(h.word).toHaveLength(h.length);
  });

  it('refuses unusable arguments with a usage error', () => {
    expect(() => run('roll')).toThrow(UsageError);
    expect(() => run('roll', '--seed', 'bad seed!')).toThrow(UsageError);
    expect(() => run('check', '--hand', 'C A 7', '--grid', 'C A')).toThrow(UsageError);
    expect(() => run('check', '--hand', 'C A', '--grid', 'C 9')).toThrow(UsageError);
    expect(() => run('check', '--hand', 'C A', '--grid', 'C A', '--dict', 'klingon')).toThrow(UsageError);
    expect(() => run('solve', '--hand', 'C A', '--budget-ms', 'x')).toThrow(UsageError);
    expect(() => run('solve', '--hand', 'C A', '--colour', 'red')).toThrow(/unknown option/);
  });

  it('the licence file the About screen will show is up to date with the packages', () => {
    expect(readFileSync('public/licences/words.txt', 'utf8')).toBe(licenceText());
  });
});
