/**
 * Issue 31, "Bad input accepted": every reader of a code, a setting or an
 * import file, fed the names objects inherit (`constructor`, `__proto__`,
 * `toString`, …) and seeded random strings. Each reader must answer quickly,
 * never throw anything but a refusal with a code, and whatever it accepts
 * must be a real setting: written back, it reads the same, and the game
 * deals from it.
 */
import { describe, expect, it } from 'vitest';
import { formatGameId, parseGameId, tryParseGameId, type Params } from '../../src/core/gameId';
import { createRng } from '../../src/core/random';
import { readSharedCode } from '../../src/core/sharedCode';
import { engineFor, gameIds } from '../../src/games/registry';
import * as dice from '../../src/games/diceculus/game';
import { readParams as readTallyParams } from '../../src/games/tally/round';
import { decodeResults, readBoardCode } from '../../src/games/tally/codes';
import { readTeacherList } from '../../src/games/words/params';
import { readCode as readTufCode, readResultCode } from '../../src/ui/tuf/codes';
import { wordsCodes } from '../../src/ui/words/codes';
import { codeSummary as mathableSummary } from '../../src/ui/mathable/MathableScreen';
import { checkRecord, readImportText } from '../../src/storage/importer';

export const PROTO_NAMES = [
  'constructor',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
  'prototype',
  'length',
  'name',
  'then',
  'constructor.h',
  'h.constructor',
  'toString.valueOf',
  'constructor.prototype',
] as const;

/** Each game's setting keys (the keys its codes write). */
const KEYS: Record<string, readonly string[]> = {
  tuf: ['g', 'h', 'c', 't', 'm', 'r', 'z', 'same', 'v', 'ct', 'xb', 'bb', 'rn', 'ord', 'k', 'op', 'pi', 'j', 'jr', 'chi', 'cc', 'hn'],
  words: ['h', 'c', 't', 'm', 'r', 'so', 'same', 'lw', 'ns', 'd', 'en', 'v', 'wo', 'ro', 'w0'],
  wordsrotary: ['h', 'c', 't', 'm', 'r', 'd', 'en', 'ro'],
  tally: ['p', 's', 'h', 'b'],
  mathable: ['s', 'hide', 'hint'],
  diceculus: ['r', 'f', 'pen', 'g', 'e', 'w', 'b', 'd'],
};

const CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._~*+-/=,:#|%_ ';
const rng = createRng('issue31-fuzz');
const randomText = (max: number): string => Array.from({ length: rng.int(max + 1) }, () => CHARS[rng.int(CHARS.length)]).join('');

/** Values to try: the prototype names and seeded random strings. */
const VALUES: string[] = [...PROTO_NAMES, ...Array.from({ length: 40 }, () => randomText(12))];

/** A thrown error is a refusal when it carries a code (as `refusal.code`, `issue.code` or `code`). */
function codeOf(e: unknown): string | null {
  if (typeof e !== 'object' || e === null) return null;
  const r = (e as { refusal?: { code?: unknown } }).refusal;
  if (r && typeof r.code === 'string' && r.code !== '') return r.code;
  const i = (e as { issue?: { code?: unknown } }).issue;
  if (i && typeof i.code === 'string' && i.code !== '') return i.code;
  const c = (e as { code?: unknown }).code;
  return typeof c === 'string' && c !== '' ? c : null;
}

/** Runs `f`; fails on any throw but a refusal with a code, and on a slow answer. Returns the result or the refusal code. */
function answer<T>(label: string, f: () => T): { ok: true; value: T } | { ok: false; code: string } {
  const t0 = performance.now();
  try {
    const value = f();
    return { ok: true, value };
  } catch (e) {
    const code = codeOf(e);
    if (code === null) throw new Error(`${label}: threw without a code: ${String(e)}`);
    return { ok: false, code };
  } finally {
    const ms = performance.now() - t0;
    // biome-ignore lint/correctness/noUnsafeFinally: a slow answer fails the test however it ended
    if (ms > 500) throw new Error(`${label}: took ${Math.round(ms)} ms`);
  }
}

function neverThrows<T>(label: string, f: () => T): T {
  const r = answer(label, f);
  if (!r.ok) throw new Error(`${label}: threw ${r.code}, but it must answer without throwing`);
  return r.value;
}

/** Param maps: each game key with each value, and each prototype name as a key. */
function paramMaps(game: string): Params[] {
  const out: Params[] = [];
  for (const k of KEYS[game] ?? []) for (const v of VALUES) out.push(Object.fromEntries([[k, v]]) as Params);
  for (const k of PROTO_NAMES) out.push(Object.fromEntries([[k, '1']]) as Params);
  return out;
}

const asCode = (game: string, p: Params, seed = 'abc12'): string =>
  `${game}:${Object.entries(p)
    .map(([k, v]) => `${k}=${v}`)
    .join(',')}#${seed}`;

describe('every params reader, fed prototype names and random strings (issue 31)', () => {
  it.each(gameIds.map((g) => [g]))('%s: parseParams refuses with a code, and what it accepts reads back the same and deals', (game) => {
    const engine = engineFor(game)!;
    for (const p of paramMaps(game)) {
      const label = `${game} ${JSON.stringify(p)}`;
      const r = answer(label, () => engine.parseParams(p));
      if (!r.ok) continue;
      const written = answer(`${label} written`, () => engine.formatParams(r.value));
      expect(written.ok, label).toBe(true);
      if (!written.ok) continue;
      // the written code reads (the game id's own reader) and gives the same settings
      const again = tryParseGameId(formatGameId({ game, params: written.value, seed: 'abc12' }));
      expect(again.ok, `${label} → ${JSON.stringify(written.value)}`).toBe(true);
      if (!again.ok) continue;
      expect(engine.parseParams(again.id.params), label).toEqual(r.value);
      // and the game deals from it
      answer(`${label} init`, () => engine.init(r.value, 'abc12'));
      expect(() => engine.init(r.value, 'abc12'), label).not.toThrow();
    }
  });

  it('the game id reader refuses with a code, and a key named like a prototype property is a setting, not "given twice"', () => {
    for (const game of ['tuf', 'constructor', '__proto__', 'toString']) {
      for (const v of VALUES) {
        for (const k of ['g', ...PROTO_NAMES]) {
          const text = `${game}:${k}=${v}#abc12`;
          answer(text, () => parseGameId(text));
          expect(neverThrows(text, () => tryParseGameId(text))).toBeDefined();
          expect(neverThrows(text, () => readSharedCode(`${text}|${k}`))).toBeDefined();
        }
      }
    }
    const id = parseGameId('tuf:constructor=1#abc12');
    expect(Object.keys(id.params)).toEqual(['constructor']);
    expect(tryParseGameId('tuf:g=1,constructor=1#abc12')).toMatchObject({ ok: true });
    for (const k of PROTO_NAMES) expect(parseGameId('tuf:g=1#abc12').params[k], k).toBeUndefined();
  });

  it('TUF and TUF words roll and lesson codes: read without throwing; a prototype name is refused, never opened', () => {
    for (const [game, read] of [
      ['tuf', readTufCode],
      ['words', wordsCodes.readCode],
    ] as const) {
      for (const p of paramMaps(game)) {
        for (const seed of ['abc12', 'Labcde', ...PROTO_NAMES.filter((n) => /^[A-Za-z0-9_-]+$/.test(n))]) {
          const text = asCode(game, p, seed);
          const r = neverThrows(text, () => read(text));
          if (r.kind === 'bad') expect(r.refusal.code, text).toMatch(/\S/);
          // a teacher's list (w0) may hold the word "constructor"; every other setting is refused
          if (PROTO_NAMES.some((n) => Object.entries(p).some(([k, v]) => k !== 'w0' && v === n))) expect(r.kind, text).toBe('bad');
        }
      }
      for (const v of VALUES) expect(neverThrows(v, () => readResultCode(v, 'abc12')).ok).toBe(false);
    }
    for (const v of VALUES) neverThrows(v, () => readTeacherList(v));
  });

  it('Tally board and results codes', () => {
    for (const p of paramMaps('tally')) {
      const text = asCode('tally', p);
      const read = neverThrows(text, () => readBoardCode(text));
      if (!read.ok) continue;
      const r = neverThrows(text, () => readTallyParams(read.params, { fromCode: true }));
      if (PROTO_NAMES.some((n) => Object.values(p).includes(n))) expect(r.ok, text).toBe(false);
    }
    for (const v of VALUES) {
      for (const text of [v, `TR1.4481917632905758.0.${v}.a+b=c`, `TR2.4481917632905758.0.${v}.Ann.a+b=c`, `TR1.${v}.0.Ann`]) {
        neverThrows(text, () => decodeResults(text));
      }
    }
  });

  it('Mathable codes: a seat named like a prototype property is refused, and the confirm step says nothing of it', () => {
    for (const p of paramMaps('mathable')) {
      const text = asCode('mathable', p);
      const summary = neverThrows(text, () => mathableSummary(text));
      if (PROTO_NAMES.some((n) => Object.values(p).includes(n))) expect(summary, text).toBeNull();
    }
  });

  it('DiceCulus game codes and results codes', () => {
    const names = ['Ann|Bob', 'constructor|__proto__', 'toString|valueOf', 'Ann|hasOwnProperty'];
    for (const p of paramMaps('diceculus')) {
      for (const n of names) {
        const text = `${asCode('diceculus', p)}|${n}`;
        const r = neverThrows(text, () => dice.readTableCode(text));
        if (PROTO_NAMES.some((x) => Object.values(p).includes(x))) expect(r.ok, text).toBe(false);
        if (!r.ok) continue;
        // what it accepts is a real game: its own code reads back the same
        const again = dice.readTableCode(text);
        expect(again).toEqual(r);
        expect(neverThrows(`${text} params`, () => dice.readParams(dice.formatParams(r.params)))).toEqual({ ok: true, params: r.params });
      }
    }
    // keys named like prototype properties, written straight into the code
    for (const k of PROTO_NAMES) {
      const text = `diceculus:${k}=1,r=1#abc12|Ann|Bob`;
      expect(neverThrows(text, () => dice.readTableCode(text)).ok, text).toBe(false);
    }
    let s = dice.diceculusEngine.init(dice.parseParams({ r: '1' }), 'abc12');
    for (const m of [{ t: 'join', name: 'Ann' }, { t: 'join', name: 'Bob', remote: true }, { t: 'start' }] as const) s = dice.diceculusEngine.apply(s, m);
    for (const v of VALUES) {
      for (const code of [v, `DCR1|abc12|1:${v}:1,0,0,0,`, `DCR1|abc12|${v}`, `DCR1|${v}|1:Bob:1,0,0,0,`, `DCR1|abc12|1:Bob:${v}`]) {
        answer(code, () => dice.importResults(s, code));
      }
    }
  });

  it('storage import: records whose codes and settings hold prototype names are left out with a reason, never thrown', () => {
    const now = Date.UTC(2026, 10, 24);
    for (const game of [...gameIds, ...PROTO_NAMES]) {
      for (const p of [...paramMaps(gameIds.includes(game) ? game : 'tuf').slice(0, 60), ...PROTO_NAMES.map((k) => JSON.parse(`{"${k}":"1"}`) as Params)]) {
        const code = asCode(game, p);
        const session = { id: 's1', game, code, title: 't', moves: [], createdAt: now - 1000, updatedAt: now - 1000 };
        const why = neverThrows(code, () => checkRecord('sessions', session, now));
        if (PROTO_NAMES.some((n) => Object.values(p).includes(n) || n === game)) expect(why, code).not.toBeNull();
        const history = { id: 'h1', game, code, finishedAt: now - 1000, players: [{ name: 'constructor', score: 1 }], meta: { constructor: 1 } };
        const hwhy = neverThrows(`history ${code}`, () => checkRecord('history', history, now));
        if (PROTO_NAMES.some((n) => Object.values(p).includes(n) || n === game)) expect(hwhy, code).not.toBeNull();
        const preset = { id: 'p1', game, name: 'x', setup: { params: p }, createdAt: now - 1000, updatedAt: now - 1000 };
        neverThrows(`preset ${code}`, () => checkRecord('presets', preset, now));
      }
    }
    for (const k of PROTO_NAMES) {
      const text = `{"format":"tuffest-export","version":1,"${k}":[],"sessions":[{"${k}":1}],"settings":{"${k}":"x"}}`;
      answer(text, () => readImportText(text));
    }
  });
});

describe('text readers behind codes and the command line, fed prototype names (issue 31)', () => {
  const texts = [...VALUES, ...PROTO_NAMES.map((n) => `1 ${n} 2`), ...PROTO_NAMES.map((n) => `${n} = ${n}`)];

  it('TUF faces, rolls and equations: a prototype name is never read as a face', async () => {
    const { readFace, parseRoll } = await import('../../src/games/tuf/cubes');
    const { parseArrangement, parseEquation } = await import('../../src/games/tuf/notation');
    for (const n of PROTO_NAMES) expect(readFace(n), n).toBeNull();
    for (const text of texts) {
      const roll = neverThrows(text, () => parseRoll(text));
      if (roll.ok) for (const c of roll.cubes) expect(typeof c.face, text).toBe('string');
      answer(text, () => parseArrangement(text));
      answer(text, () => parseEquation(text, '1'));
    }
  });

  it('Tally boards and equations, TUF words hands and grids, DiceCulus expressions', async () => {
    const { parseBoard } = await import('../../src/games/tally/board');
    const { parseEquation } = await import('../../src/games/tally/equation');
    const { parseHand } = await import('../../src/games/words/cubes');
    const { parseGrid } = await import('../../src/games/words/grid');
    const { parseExpr } = await import('../../src/games/diceculus/expr');
    for (const text of texts) {
      answer(text, () => parseBoard(text));
      answer(text, () => parseEquation(text, true));
      answer(text, () => parseHand(text));
      answer(text, () => parseGrid(text));
      answer(text, () => parseExpr(text));
    }
  });

  it('the command line: a game or verb named like a prototype property is a usage error (exit 2)', async () => {
    const { runCli } = await import('../../src/cli/run');
    for (const n of PROTO_NAMES) {
      expect((await runCli([n, 'roll'])).code, n).toBe(2);
      expect((await runCli(['tuf', n])).code, n).toBe(2);
      expect((await runCli(['diceculus', n])).code, n).toBe(2);
    }
    const r = await runCli(['tuf', 'roll', '--game', 'constructor', '--seed', 'abc']);
    expect(r.code).toBe(2);
  });
});
