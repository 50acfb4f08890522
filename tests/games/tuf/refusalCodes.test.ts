/**
 * Every refusal code TUF's reader, checker, roll reader and match params can
 * give has an English sentence in the catalogue (`tuf.refuse.<code>`), and
 * wording it with its values leaves no `{placeholder}` unfilled (issue 11:
 * the engine gives codes, the screens and the command line give words).
 */
import { RaceParamsError } from '../../../src/games/race/params';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { refusalText, PLAIN_NUMBERS } from '../../../src/i18n';
import { createRng } from '../../../src/core/random';
import { en } from '../../../src/i18n/en';
import { checkEquation, GAME_KEYS, parseEquation, parseRoll, type GameKey } from '../../../src/games/tuf';
import { parseMatchParams } from '../../../src/games/tuf/matchParams';

const catalogue: Readonly<Record<string, string>> = en;

type Why = { code: string; vars: Readonly<Record<string, string | number>> };

/** The catalogue's words for a refusal, a setting named by its key worded under `tuf.param.<key>` as the screens do. */
function words(why: Why): string {
  const setting = why.vars.setting;
  if (typeof setting === 'string') {
    expect(catalogue[`tuf.param.${setting}`], `tuf.param.${setting}`).toBeTypeOf('string');
    return refusalText('tuf', { code: why.code, vars: { ...why.vars, setting: catalogue[`tuf.param.${setting}`] as string } }, PLAIN_NUMBERS);
  }
  return refusalText('tuf', why, PLAIN_NUMBERS);
}

function expectWorded(why: Why, seen: Map<string, string>): void {
  const key = `tuf.refuse.${why.code}`;
  expect(key in catalogue || `common.refuse.${why.code}` in catalogue, `${key} is in the catalogue`).toBe(true);
  const text = words(why);
  expect(text, why.code).not.toMatch(/\{\w+\}/);
  expect(text.length, why.code).toBeGreaterThan(3);
  if (!seen.has(why.code)) seen.set(why.code, text);
}

const PIECES = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '7',
  '9',
  '10',
  'ø',
  '+',
  '-',
  'x',
  '(x)',
  '/',
  '=',
  '1/2',
  '1/3',
  '1/8',
  '1/10',
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
  '_1',
  '_0',
  '^-',
  '^ø',
  '^(x)',
  '_ø',
  '^0',
  '_1/2',
  '^=',
  '_=',
  '(x)>',
  '<(x)',
  '(x)*',
  '!',
  '<',
  '>',
  '≤',
  '≡',
  '≠',
  '×',
  '÷',
  '−',
  'zz',
  '',
  '^^',
  '1/7',
  '11',
  '9 0',
  '_9',
  '_1 _0',
  '^1/2',
  '_log',
  '^pi',
];

/** Pieces that often read, so the fuzz reaches the numbers (÷ 0, log 0, tan 90, 0^−1, huge powers). */
const SANE = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '9',
  '10',
  '+',
  '-',
  'x',
  '/',
  '/',
  'ø',
  '^2',
  '^9',
  '^-',
  '^1',
  'log',
  '_1',
  '_2',
  'tan',
  'pi',
  'chi',
  'j',
  '%',
  '(x)',
  '|',
];

describe('TUF refusal codes all have catalogue words', () => {
  it('random cube texts: every code the checker gives is worded, with every value filled', () => {
    const rng = createRng('tuf-refusal-codes');
    const seen = new Map<string, string>();
    for (let i = 0; i < 3000; i++) {
      const len = 1 + rng.int(12);
      const tokens: string[] = [];
      const pieces = rng.next() < 0.5 ? PIECES : SANE;
      for (let k = 0; k < len; k++) tokens.push(rng.pick(pieces));
      // most equations get an equals sign somewhere, so the reader (not just the splitter) is reached
      if (rng.next() < 0.8) tokens.splice(rng.int(tokens.length + 1), 0, '=');
      const text = tokens.join(' ');
      const game = rng.pick(GAME_KEYS) as GameKey;
      const settings = {
        j: rng.pick(['sqrt-1', 'relation', 'factorial'] as const),
        jRelation: rng.pick(['<', '>', '<=', '>=', '!=', '==='] as const),
        chi: rng.pick(['12', 'e', 'abc', null, '1/7']),
        pi: rng.pick(['any', 'radians', '22/7', '3.14'] as const),
        zero: rng.pick(['allow', 'disallow'] as const),
        statedBases: rng.next() < 0.3,
      };
      const roll = rng.next() < 0.3 ? tokens.filter((t) => t !== '' && rng.next() < 0.8).join(' ') + (rng.next() < 0.1 ? ' qq' : '') : undefined;
      const r = checkEquation({ game, equation: text, settings, ...(roll !== undefined ? { roll } : {}) });
      if (!r.valid) expectWorded(r.refusal, seen);
      else for (const n of r.notes) expect(catalogue[`tuf.note.${n}`], n).toBeTypeOf('string');
      const p = parseEquation(text, game);
      if (!p.ok) expectWorded(p, seen);
    }
    // the fuzz reaches the reader's and the numbers' codes, not only the splitter's
    const families = new Set([...seen.keys()].map((c) => c.split('.')[0]));
    for (const f of ['read', 'num', 'parse', 'face', 'split', 'roll']) expect(families, f).toContain(f);
    expect(seen.size).toBeGreaterThan(30);
  });

  it('the notes of a valid equation (readings of π) are codes with catalogue words', () => {
    const cases = [
      { pi: 'radians', equation: 'pi = 1 8 0', note: 'π read as 180° (radians)' },
      { pi: '22/7', equation: '2 2 / 7 = pi', note: 'π read as 22/7' },
      { pi: '3.14', equation: '3 ø 1 4 = pi', note: 'π read as 3.14' },
    ] as const;
    for (const c of cases) {
      const r = checkEquation({ game: 'constant', equation: c.equation, settings: { pi: c.pi } });
      expect(r.valid, c.equation).toBe(true);
      if (!r.valid) continue;
      expect(r.notes).toHaveLength(1);
      expect(catalogue[`tuf.note.${r.notes[0] as string}`]).toBe(c.note);
    }
  });

  it('random rolls and match params: every code is worded, with every value filled', () => {
    const rng = createRng('tuf-refusal-params');
    const seen = new Map<string, string>();
    for (let i = 0; i < 300; i++) {
      const r = parseRoll(Array.from({ length: rng.int(5) }, () => rng.pick(PIECES)).join(' '));
      if (!r.ok) expectWorded(r, seen);
    }
    const values: Readonly<Record<string, readonly string[]>> = {
      g: ['1', '4', 'constant', '99', 'x'],
      h: ['1', '4', '0', '9', 'many'],
      c: ['', 'e', 'emh', 'x', 'hhhh'],
      t: ['std', 'none', 'slow', 'x'],
      m: ['5', '0', '60', '2.5'],
      r: ['5', '0', '11', 'x'],
      z: ['allow', 'disallow', 'maybe'],
      same: ['0', '1', '2', 'yes'],
      v: ['0', '1', 'x'],
      ct: ['1', 'x'],
      ord: ['0', '7'],
      rn: ['1', 'x'],
      xb: ['0', 'y'],
      bb: ['1', 'n'],
      cc: ['1', '9', 'x'],
      k: ['pi', 'pct', 'chi', 'zz'],
      op: ['rolled', 'x'],
      pi: ['any', '22/7', 'x'],
      j: ['i', 'x'],
      jr: ['lt', 'x'],
      chi: ['12', 'abc'],
      zz: ['1'],
    };
    const keys = Object.keys(values);
    for (let i = 0; i < 1500; i++) {
      const params: Record<string, string> = {};
      for (let k = rng.int(4); k >= 0; k--) {
        const key = rng.pick(keys);
        params[key] = rng.pick(values[key] as readonly string[]);
      }
      try {
        parseMatchParams(params);
      } catch (e) {
        expect(e).toBeInstanceOf(RaceParamsError);
        expectWorded(e as RaceParamsError, seen);
      }
    }
    expect([...seen.keys()].some((c) => c.startsWith('roll.'))).toBe(true);
    expect([...seen.keys()].filter((c) => c.startsWith('params.')).length).toBeGreaterThan(10);
  });

  it('every code written in the engine sources has catalogue words, and every reader entry in the catalogue is a code the sources give', () => {
    const files = [
      'src/games/tuf/reading/lex.ts',
      'src/games/tuf/reading/parse.ts',
      'src/games/tuf/reading/evaluate.ts',
      'src/games/tuf/notation.ts',
      'src/games/tuf/cubes.ts',
      'src/games/tuf/check.ts',
      'src/games/tuf/tangent.ts',
      'src/games/tuf/matchParams.ts',
      // the table's params every race game reads the same way
      'src/games/race/params.ts',
      'src/core/exact.ts',
      'src/ui/tuf/codes.ts',
      // the codes every race game's lesson and roll codes share (TUF says `code.notTuf` for another game's code)
      'src/ui/race/codes.ts',
      'workers/tuf/solve.ts',
    ];
    const families = ['read', 'num', 'parse', 'face', 'roll', 'split', 'chi', 'params', 'code', 'solve'];
    const pattern = new RegExp(`'((?:${families.join('|')})\\.[A-Za-z0-9]+)'`, 'g');
    const inSources = new Set<string>();
    for (const f of files) for (const m of readFileSync(f, 'utf8').matchAll(pattern)) inSources.add(m[1] as string);
    inSources.delete('code.otherGame');
    expect(inSources.size).toBeGreaterThan(70);
    for (const code of inSources) expect(`tuf.refuse.${code}` in catalogue, code).toBe(true);
    const inCatalogue = Object.keys(catalogue)
      .filter((k) => k.startsWith('tuf.refuse.') && families.includes(k.split('.')[2] as string))
      .map((k) => k.slice('tuf.refuse.'.length));
    for (const code of inCatalogue) expect(inSources.has(code), `${code} is given by the sources`).toBe(true);
  });
});
