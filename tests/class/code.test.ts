/**
 * Issue 27, the class code: a lesson in a few characters a student can type.
 * Every game's settings go there and back; a lesson on a game's default
 * settings is 12 characters; a typo is refused, never opened as another
 * lesson; random input never throws and never hangs.
 */
import { describe, expect, it } from 'vitest';
import type { Params } from '../../src/core/gameId';
import { createRng } from '../../src/core/random';
import {
  BASELINES,
  CLASS_CODE_REFUSALS,
  CODE_ALPHABET,
  CODE_GAMES,
  classCode,
  lessonLink,
  lessonSeed,
  newLessonSeed,
  readClassCode,
  readLessonLink,
  type CodeGame,
} from '../../src/class/code';
import { lessonKey } from '../../src/class/lesson';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import { fr } from '../../src/i18n/fr';
import { defaultParams as tufDefaults, formatMatchParams } from '../../src/games/tuf/matchParams';
import { defaultParams as wordsDefaults, formatParams as formatWords } from '../../src/games/words/params';
import * as dice from '../../src/games/diceculus/game';
import { formatParams as formatMathable } from '../../src/games/mathable/engine';
import { engineFor } from '../../src/games/registry';
import { boardFromSeed, formatBoard } from '../../src/games/tally/board';

const plain = (s: string): string => s.replace(/-/g, '');
const rng = createRng('class-code-tests');
const seedOf = (): string => newLessonSeed(() => rng.next());

/** Settings a teacher may choose in each game, as the game writes them. */
function settingsOf(game: CodeGame): Params[] {
  switch (game) {
    case 'tuf': {
      const chi12 = { ...tufDefaults('constant'), humans: 1, computers: [], sameRoll: true, constantPreset: 'chi' as const, orderScoring: true };
      return [
        { g: '1', same: '1' },
        formatMatchParams({ ...tufDefaults('1'), computers: [] }),
        formatMatchParams(tufDefaults('1')),
        formatMatchParams({ ...chi12, settings: { ...chi12.settings, chi: '12' } }),
        formatMatchParams({ ...chi12, constantPreset: 'pi', settings: { ...chi12.settings, chi: '1/7', pi: '22/7' } }),
        formatMatchParams({ ...tufDefaults('1c-b'), soloMinutes: 4, rounds: 10, hints: false, validityLight: false }),
        formatMatchParams({ ...tufDefaults('1a'), operatorPreset: '2+2-', humans: 3, computers: ['hard'] }),
        formatMatchParams({ ...tufDefaults('constant'), settings: { ...tufDefaults('constant').settings, chi: '-25.4', j: 'relation', jRelation: '>=' } }),
      ];
    }
    case 'words': {
      const d = { ...wordsDefaults(), humans: 1, computers: [], sameRoll: true };
      return [
        { same: '1' },
        formatWords(d),
        formatWords({ ...d, dict: 'fr', largeWords: true, soloMinutes: 5, validityLight: true }),
        formatWords({ ...d, teacherWords: ['CAT', 'DOG', 'NIÑO', 'ELEPHANT', 'GIRAFFE', 'ZEBRA', 'HIPPOPOTAMUS'], teacherOnly: true }),
        formatWords({ ...d, rotary: true, goal: 150, timers: 'fast' }),
        formatWords({
          ...wordsDefaults(),
          teacherWords: Array.from({ length: 60 }, (_, i) => `WORD${'ABCDEFGHIJ'[i % 10]}${'KLMNOPQRST'[Math.floor(i / 10)]}`),
        }),
      ];
    }
    case 'tally':
      return [
        { p: '0', s: '180' },
        { p: '1', s: '120' },
        { p: '0', s: '600', h: '0' },
        { p: '1', s: '75', h: '1' },
        { p: '0', s: '180', b: formatBoard(boardFromSeed('a fixed board')) },
      ];
    case 'mathable':
      return [
        formatMathable({ seats: [{ kind: 'human' }, { kind: 'computer', level: 'medium' }], hiddenRacks: false }),
        formatMathable({
          seats: [{ kind: 'human' }, { kind: 'computer', level: 'hard' }, { kind: 'computer', level: 'easy' }],
          hiddenRacks: true,
          hints: false,
        }),
        { s: 'h.h.h.h', hide: '1' },
      ];
    case 'diceculus':
      return [
        dice.formatParams(dice.DEFAULT_PARAMS),
        dice.formatParams({
          ...dice.DEFAULT_PARAMS,
          rounds: 3,
          faces: 12,
          penalty: true,
          grand: 'digital-root',
          end: 'ops:+-*',
          win: 'lowest',
          bonus: 5,
          deck: 'easy',
        }),
        dice.formatParams({ ...dice.DEFAULT_PARAMS, rounds: '2p', faces: 20, end: 'quotient', win: 'fewest-divisors' }),
        { ...dice.formatParams(dice.DEFAULT_PARAMS), c: 'hh' },
      ];
  }
}

describe('class code: there and back', () => {
  it('a lesson on a game’s default settings is 12 characters, in every game', () => {
    for (const game of CODE_GAMES) {
      for (let i = 0; i < 50; i++) {
        const code = classCode({ game, params: { ...BASELINES[game] }, seed: seedOf() });
        expect(plain(code)).toHaveLength(12);
        expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      }
    }
  });

  it('every game’s settings and seed read back exactly (the lesson key is the same)', () => {
    for (const game of CODE_GAMES) {
      for (const params of settingsOf(game)) {
        // the game itself plays every one of these settings
        const { c: _c, ...own } = params;
        expect(() => engineFor(game)?.parseParams(game === 'diceculus' ? own : params)).not.toThrow();
        for (const seed of [seedOf(), 'k3x9ab', 'L', 'a_b-C9'.repeat(5).slice(0, 32)]) {
          const lesson = { game, params, seed };
          const code = classCode(lesson);
          const read = readClassCode(code);
          expect(read, `${game} ${JSON.stringify(params)} ${seed}`).toMatchObject({ ok: true, code });
          if (!read.ok) continue;
          expect(read.lesson).toEqual({ game, params, seed });
          expect(lessonKey(read.lesson)).toBe(lessonKey(lesson));
        }
      }
    }
  });

  it('grows only as far as the settings need: TUF χ = 12 on a preset cube stays within a Tally board code’s 27', () => {
    const chi12 = settingsOf('tuf')[3] as Params;
    expect(chi12).toMatchObject({ g: 'constant', k: 'chi', chi: '12' });
    const code = plain(classCode({ game: 'tuf', params: chi12, seed: seedOf() }));
    expect(code.length).toBeGreaterThan(12);
    expect(code.length).toBeLessThanOrEqual(27);
    for (const game of CODE_GAMES) {
      // a lesson changing a few settings reads well aloud; one changing nearly all of them is a few characters more
      for (const params of settingsOf(game)) {
        // a word list, or a Tally board typed in by hand, is spelt out in full
        if (params.w0 !== undefined || params.b !== undefined) continue;
        const base = BASELINES[game] as Params;
        const changes = new Set([...Object.keys(base), ...Object.keys(params)].filter((k) => base[k] !== params[k])).size;
        const length = plain(classCode({ game, params, seed: seedOf() })).length;
        expect(length, `${game} ${JSON.stringify(params)}`).toBeLessThanOrEqual(changes <= 4 ? 27 : 32);
      }
    }
  });

  it('is typed in any case, with spaces or dashes anywhere', () => {
    const lesson = { game: 'tally', params: { p: '1', s: '120' }, seed: seedOf() };
    const code = classCode(lesson);
    const messy = ` ${plain(code).toLowerCase().split('').join(' ')} `.replace(/ (.) (.)/, '-$1–$2');
    expect(readClassCode(messy)).toMatchObject({ ok: true, lesson });
  });

  it('uses no O, 0, I, 1 or L, and refuses them by name', () => {
    expect(CODE_ALPHABET).not.toMatch(/[O0I1L]/i);
    const code = plain(classCode({ game: 'tuf', params: { ...BASELINES.tuf }, seed: seedOf() }));
    for (const ch of ['O', '0', 'I', '1', 'l']) {
      const typed = `${code.slice(0, 5)}${ch}${code.slice(6)}`;
      expect(readClassCode(typed)).toEqual({ ok: false, refusal: { code: 'code.char', vars: { char: ch === 'l' ? 'L' : ch } } });
    }
  });

  it('lesson seeds are `c` and 6 letters, each from one 30-bit number', () => {
    expect(lessonSeed(0)).toBe('caaaaaa');
    expect(lessonSeed(2 ** 30 - 1)).toBe('c555555');
    expect(new Set(Array.from({ length: 200 }, seedOf)).size).toBeGreaterThan(195);
  });
});

describe('class code: TUF words dictionaries added later (issue 28)', () => {
  // codes printed before Italian and Portuguese were appended to the dictionary key's values: they read as before
  const printed = {
    older: 'EGFB-PZCB-8DK6-S5',
    full: 'EGFB-PZCB-8FWT-ZC',
    fr: 'EGFB-PZCB-8JFG-2P',
    es: 'EGFB-PZCB-8MKH-GB',
  } as const;
  it('earlier codes keep their dictionary, and Italian and Portuguese take a code as short as theirs', () => {
    for (const [d, code] of Object.entries(printed)) {
      expect(readClassCode(code), d).toEqual({ ok: true, lesson: { game: 'words', params: { same: '1', d }, seed: 'cabcdef' }, code });
      expect(classCode({ game: 'words', params: { same: '1', d }, seed: 'cabcdef' })).toBe(code);
    }
    for (const d of ['it', 'pt']) {
      const code = classCode({ game: 'words', params: { same: '1', d }, seed: 'cabcdef' });
      expect(code.length, d).toBe(printed.es.length);
      expect(readClassCode(code)).toEqual({ ok: true, lesson: { game: 'words', params: { same: '1', d }, seed: 'cabcdef' }, code });
    }
  });
});

describe('class code: typos are refused, never opened as another lesson', () => {
  const lessons = CODE_GAMES.flatMap((game) => settingsOf(game).map((params) => ({ game, params, seed: seedOf() })));

  it('every one-character change, every swap of two neighbours, every character left out', () => {
    let tried = 0;
    for (const lesson of lessons) {
      const code = plain(classCode(lesson));
      if (code.length > 40) continue;
      for (let i = 0; i < code.length; i++) {
        for (const ch of CODE_ALPHABET) {
          if (ch === code[i]) continue;
          const typo = code.slice(0, i) + ch + code.slice(i + 1);
          expect(readClassCode(typo).ok, typo).toBe(false);
          tried++;
        }
        const without = code.slice(0, i) + code.slice(i + 1);
        expect(readClassCode(without).ok).toBe(false);
        if (i + 1 < code.length && code[i] !== code[i + 1]) {
          const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
          expect(readClassCode(swapped).ok).toBe(false);
        }
      }
    }
    expect(tried).toBeGreaterThan(5000);
  });

  it('says why: empty, too short, a typo', () => {
    expect(readClassCode('  - ')).toEqual({ ok: false, refusal: { code: 'code.empty', vars: {} } });
    expect(readClassCode('ABCD-EFGH')).toEqual({ ok: false, refusal: { code: 'code.short', vars: { n: 8, min: 12 } } });
    const code = plain(classCode({ game: 'words', params: { same: '1' }, seed: seedOf() }));
    const typo = code.slice(0, 11) + (code[11] === 'A' ? 'B' : 'A');
    expect(readClassCode(typo)).toEqual({ ok: false, refusal: { code: 'code.check', vars: {} } });
  });
});

describe('class code: random input', () => {
  it('never throws, never hangs, and what it accepts reads back as itself', () => {
    const r = createRng('class-code-fuzz');
    const pick = (s: string): string => s[Math.floor(r.next() * s.length)] as string;
    const pools = [CODE_ALPHABET, `${CODE_ALPHABET}OIl01 -`, 'abcdefghijklmnopqrstuvwxyz0123456789/#:?=&%é😀\u0000 '];
    const start = performance.now();
    let accepted = 0;
    for (let i = 0; i < 4000; i++) {
      const pool = pools[i % pools.length] as string;
      const len = Math.floor(r.next() * (i % 50 === 0 ? 3000 : 40));
      let text = '';
      for (let k = 0; k < len; k++) text += pick(pool);
      const read = readClassCode(text);
      if (read.ok) {
        accepted++;
        expect(readClassCode(read.code)).toEqual(read);
      } else expect(read.refusal.code).toMatch(/^code\.(empty|char|short|long|check|newer|settings)$/);
      expect(() => readLessonLink(text)).not.toThrow();
      expect(() => readLessonLink(`#/class/${text}/x`)).not.toThrow();
    }
    // a random code passes its 20-bit check about once in a million
    expect(accepted).toBeLessThan(3);
    expect(performance.now() - start).toBeLessThan(20_000);
  });
});

describe('lesson link', () => {
  it('carries the code and the name, and reads back from a whole address, its route or the code', () => {
    const lesson = { game: 'diceculus', params: { ...BASELINES.diceculus, f: '12' }, seed: seedOf(), name: 'Fractions / 5e B' };
    const link = lessonLink(lesson);
    expect(link).toMatch(/^#\/class\/[A-Z2-9-]+\/Fractions%20%2F%205e%20B$/);
    const code = classCode(lesson);
    expect(readLessonLink(`https://example.org/tuffest/${link}`)).toEqual({ ok: true, lesson, code });
    expect(readLessonLink(link)).toEqual({ ok: true, lesson, code });
    expect(readLessonLink(['class', code, lesson.name])).toEqual({ ok: true, lesson, code });
    expect(readLessonLink(code.toLowerCase())).toEqual({ ok: true, lesson: { ...lesson, name: '' }, code });
    expect(lessonLink({ ...lesson, name: '' })).toBe(`#/class/${code}`);
    expect(readLessonLink('#/tuf/lessons')).toEqual({ ok: false, refusal: { code: 'link.shape', vars: {} } });
  });
});

describe('class code refusals', () => {
  it('each is worded in English, French and Spanish', () => {
    for (const cat of [en, fr, es] as Readonly<Record<string, string>>[]) {
      for (const code of CLASS_CODE_REFUSALS) expect(cat[`class.refuse.${code}`], code).toMatch(/\w{3}/);
    }
  });
});
