import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../../src/core/random';
import {
  buildGraph,
  canCallTuf,
  canOutcall,
  checkGrid,
  CUBE_FACES,
  E_APOS,
  finalDeclarerBonus,
  formatGrid,
  formatHand,
  HAND_COLOURS,
  makeVocabulary,
  OMEGA,
  parseGrid,
  parseHand,
  rollCube,
  rollHand,
  rotaryScores,
  SUN,
  tufCallerBonus,
  tufThreshold,
  WordGraph,
  type Face,
  type Grid,
} from '../../../src/games/words';
import wordsText from '../../../src/i18n/en/words';

const vocab = makeVocabulary(new WordGraph(buildGraph(['CAT', 'TEN', 'CATS', 'AT', 'TO', 'ON', 'NO', 'PARISH', 'SPRING', 'GO', 'ANO'])), {
  names: new WordGraph(buildGraph(['PARIS', 'ANN', 'TOM'])),
});

const hand = (t: string): Face[] => {
  const p = parseHand(t);
  if (!p.ok) throw new Error('bad hand');
  return p.hand;
};
const grid = (t: string): Grid => {
  const p = parseGrid(t);
  if (!p.ok) throw new Error(`bad grid ${t}`);
  return p.grid;
};
const check = (h: string, g: string, large = false) => checkGrid(hand(h), grid(g), vocab, { largeWords: large });

/** An Rng whose picks follow a script (then the real generator). */
function scripted(indices: number[]): Rng {
  const real = createRng('x');
  return { ...real, pick: <T>(items: readonly T[]): T => (indices.length > 0 ? items[indices.shift() as number] : real.pick(items)) as T };
}

describe('words cubes and rolling', () => {
  it('rolls 8 red, 5 blue, 4 green, 2 yellow, 1 orange, each face from its cube', () => {
    expect(HAND_COLOURS.filter((c) => c === 'red')).toHaveLength(8);
    expect(HAND_COLOURS).toHaveLength(20);
    for (let i = 0; i < 200; i++) {
      const h = rollHand(`r${i}`);
      expect(h).toHaveLength(20);
      h.forEach((f, j) => expect(CUBE_FACES[HAND_COLOURS[j]!]).toContain(f));
      expect(rollHand(`r${i}`)).toEqual(h);
    }
  });

  it("'E is re-rolled once and stays if it comes up again", () => {
    expect(rollCube('red', scripted([5, 0]))).toBe('A');
    expect(rollCube('red', scripted([5, 5]))).toBe(E_APOS);
  });

  it("without special faces, Ω ☉ and 'E are re-rolled until a plain letter shows", () => {
    expect(rollCube('yellow', scripted([4, 5, 4, 0]), { noSpecials: true })).toBe('G');
    expect(rollCube('red', scripted([5, 5, 1]), { noSpecials: true })).toBe('E');
    for (let i = 0; i < 100; i++) for (const f of rollHand(`n${i}`, { noSpecials: true })) expect([SUN, OMEGA, E_APOS]).not.toContain(f);
  });

  it('reads and writes the hand notation', () => {
    expect(hand("A 'E ☉ Ω * @ b")).toEqual(['A', E_APOS, SUN, OMEGA, SUN, OMEGA, 'B']);
    expect(formatHand(hand("A 'E * @"))).toBe("A 'E * @");
    expect(parseHand('A 7')).toEqual({ ok: false, code: 'badFace', vars: { index: 1, text: '7' } });
  });

  it('reads and writes the grid notation', () => {
    expect(formatGrid(grid('C A T / . . E / . . N'))).toBe('C A T / . . E / . . N');
    expect(formatGrid(grid('*x @P ☉q Ωr'))).toBe('*x @P *q @R');
    expect(parseGrid('C 7')).toEqual({ ok: false, code: 'badCell', vars: { row: 0, col: 1, text: '7' } });
    expect(parseGrid('*1')).toMatchObject({ ok: false, code: 'badCell' });
    expect(formatGrid(grid('C A / T'))).toBe('C A / T .');
  });
});

describe('checking a crossword', () => {
  it("scores the issue's example: CAT across, TEN down", () => {
    const c = check('C A T E N X X X', 'C A T / . . E / . . N');
    expect(c.valid).toBe(true);
    expect(c.words.map((w) => [w.word, w.dir, w.points])).toEqual([
      ['CAT', 'across', 3],
      ['TEN', 'down', 3],
    ]);
    expect(c.cubes).toBe(5);
    expect(c.score).toBe(6);
  });

  it('scores 2 a cube in a word of six or more letters', () => {
    expect(check('S P R I N G', 'S P R I N G').score).toBe(12);
  });

  it('Large Words: 2–3 letter words score 0 but must still be words', () => {
    const c = check('C A T E N S', 'C A T S / . . E . / . . N .', true);
    expect(c.valid).toBe(true);
    expect(c.words.map((w) => w.points)).toEqual([4, 0]);
    expect(check('X Q', 'X Q', true).valid).toBe(false);
  });

  it('Ω starting a run may be the capital of a proper noun (3 points for it); crossing, it is an ordinary letter', () => {
    const c = check('@ A R I S', '@P A R I S');
    expect(c.valid).toBe(true);
    expect(c.words[0]).toMatchObject({ word: 'Paris', proper: true, points: 3 + 4 });
    // Ω not at the start: only ordinary words
    expect(check('A @ N', 'A @N N').valid).toBe(false);
    // Ω standing for an ordinary letter at the start of an ordinary word
    expect(check('@ T', '@A T')).toMatchObject({ valid: true, score: 2 });
    // a plain cube cannot begin a proper noun
    expect(check('P A R I S', 'P A R I S')).toMatchObject({ valid: false, refusal: { code: 'notAWord' } });
  });

  it('☉ stands for one letter in every word it is in', () => {
    const c = check('C A * E N', 'C A *t / . . E / . . N');
    expect(c).toMatchObject({ valid: true, score: 6 });
    expect(check('C A * E N', 'C A *x / . . E / . . N').valid).toBe(false);
  });

  it("an 'E cube plays as E", () => {
    expect(check("T 'E N", 'T E N').valid).toBe(true);
  });

  it('refuses cubes the hand lacks', () => {
    expect(check('C A', 'C A T').refusal).toEqual({ code: 'notInHand', vars: { face: 'T', used: 1, have: 0 } });
    expect(check('C A T', 'C A *t').refusal).toMatchObject({ code: 'notInHand', vars: { face: '*' } });
    expect(check('C A T', '@C A T').refusal).toMatchObject({ code: 'notInHand', vars: { face: '@' } });
  });

  it('refuses an empty grid, a grid with no word, and a grid in two pieces', () => {
    expect(check('C A T', '.').refusal?.code).toBe('empty');
    expect(check('C A T', 'C').refusal?.code).toBe('noWord');
    expect(check('A T T O', 'A T . T O')).toMatchObject({ valid: false, score: 0, refusal: { code: 'notConnected', vars: { row: 0, col: 3 } } });
  });

  it('names the offending run when a run is not a word; an incorrect crossword scores 0', () => {
    const c = check('C A T X', 'C A T / X . .');
    expect(c.refusal).toEqual({ code: 'notAWord', vars: { word: 'CX', row: 0, col: 0, dir: 'down' } });
    expect(c.score).toBe(0);
  });

  it('TUF! needs a majority (11 of 20); later calls need more cubes than the last', () => {
    expect(tufThreshold(20)).toBe(11);
    expect(canCallTuf(10)).toBe(false);
    expect(canCallTuf(11)).toBe(true);
    expect(canOutcall(12, 12)).toBe(false);
    expect(canOutcall(13, 12)).toBe(true);
    expect(tufCallerBonus(true)).toBe(8);
    expect(tufCallerBonus(false)).toBe(0);
    expect(finalDeclarerBonus(true)).toBe(8);
    expect(finalDeclarerBonus(false)).toBe(0);
  });

  it('rotary: each player scores their own cubes in the correct words of the shared grid', () => {
    const g = grid('C A T / . . E / . . N');
    const owner = [
      [0, 0, 0],
      [null, null, 1],
      [null, null, 1],
    ];
    expect(rotaryScores(g, owner, 2, vocab)).toEqual([4, 2]);
  });

  it('never throws on random grids and hands', () => {
    const rng = createRng('fuzz');
    const tokens = ['.', 'A', 'T', 'C', 'E', 'N', 'O', '*a', '@P', '*ñ', 'Q', 'x', '7', '@', '**', ''];
    for (let i = 0; i < 2000; i++) {
      const rows = 1 + rng.int(5);
      const text = Array.from({ length: rows }, () => Array.from({ length: 1 + rng.int(6) }, () => rng.pick(tokens)).join(' ')).join(
        rng.pick([' / ', '/', ' // ']),
      );
      const h = Array.from({ length: rng.int(22) }, () => rng.pick(['A', 'T', "'E", '*', '@', 'N', 'Q', '9'])).join(' ');
      const ph = parseHand(h);
      const pg = parseGrid(text);
      if (ph.ok && pg.ok) {
        const c = checkGrid(ph.hand, pg.grid, vocab);
        expect(c.score).toBe(c.valid ? c.words.reduce((s, w) => s + w.points, 0) : 0);
        expect(c.valid).toBe(c.refusal === null);
      }
    }
  });
});

describe('refusal wording', () => {
  it('every refusal code the engine gives has an English sentence using its values', () => {
    const seen = new Map<string, Record<string, string | number>>();
    const note = (r: { code: string; vars: Record<string, string | number> } | null): void => {
      if (r) seen.set(r.code, r.vars);
    };
    note(check('C A', 'C A T').refusal);
    note(check('C A T', '.').refusal);
    note(check('C A T', 'C').refusal);
    note(check('A T T O', 'A T . T O').refusal);
    note(check('C A T X', 'C A T / X . .').refusal);
    const ph = parseHand('A 7');
    if (!ph.ok) seen.set(ph.code, ph.vars);
    const pg = parseGrid('C 7');
    if (!pg.ok) seen.set(pg.code, pg.vars);
    const big = parseGrid(Array(70).fill('A').join(' '));
    if (!big.ok) seen.set(big.code, big.vars);
    expect([...seen.keys()].sort()).toEqual(['badCell', 'badFace', 'empty', 'noWord', 'notAWord', 'notConnected', 'notInHand', 'tooBig']);
    for (const [code, vars] of seen) {
      const text = (wordsText as Record<string, string>)[`words.refuse.${code}`];
      expect(text, code).toBeDefined();
      for (const m of text!.matchAll(/\{(\w+)\}/g)) expect(vars, `${code} {${m[1]}}`).toHaveProperty(m[1]!);
    }
  });
});
