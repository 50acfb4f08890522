/**
 * Every refusal the words match, its params and Rotary give has words in the
 * catalogue: the game's own (`words.refuse.<code>`, `wordsrotary.refuse.<code>`)
 * or the race's (`race.refuse.<code>`), with no placeholder the values do not fill.
 */
import { RaceParamsError } from '../../../src/games/race/params';
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../../src/core/engine';
import { createRng } from '../../../src/core/random';
import { RACE_REFUSALS } from '../../../src/games/race/engine';
import { currentRound } from '../../../src/games/race/engine';
import { defaultParams, parseParams } from '../../../src/games/words/params';
import { wordsEngine, type WordsMove } from '../../../src/games/words/plugin';
import { WORDS_PLUGIN_REFUSALS } from '../../../src/games/words/plugin';
import { ROTARY_REFUSALS, rotaryEngine, type RotaryMove } from '../../../src/games/words/rotary';
import { en } from '../../../src/i18n/en';
import { token } from './table';

const catalogue: Readonly<Record<string, string>> = en;
const fill = (text: string, vars: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));

function words(prefixes: string[], code: string, vars: Readonly<Record<string, string | number>>): string {
  const key = prefixes.map((p) => `${p}.refuse.${code}`).find((k) => k in catalogue);
  expect(key, `no words for ${code}`).toBeDefined();
  const text = fill(catalogue[key as string] as string, vars);
  expect(text, `${code} leaves a placeholder`).not.toMatch(/\{\w+\}/);
  return text;
}

describe('words refusals are worded', () => {
  it('every listed code', () => {
    for (const c of WORDS_PLUGIN_REFUSALS) expect(`words.refuse.${c}` in catalogue, c).toBe(true);
    for (const c of RACE_REFUSALS) expect(`race.refuse.${c}` in catalogue, c).toBe(true);
    for (const c of ROTARY_REFUSALS) expect(`wordsrotary.refuse.${c}` in catalogue, c).toBe(true);
  });

  it('every code and values random params, match moves and Rotary moves give', () => {
    const rng = createRng('words-refusals');
    const seen = new Set<string>();
    const keys = ['h', 'c', 't', 'd', 'r', 'lw', 'w0', 'w2', 'wo', 'zz'];
    const vals = ['9', 'x', 'emhe', 'slow', 'de', '0', '1', 'a', 'ca1', '2', 'abc'];
    for (let i = 0; i < 2000; i++) {
      const p: Record<string, string> = {};
      for (let k = rng.int(3); k >= 0; k--) p[rng.pick(keys)] = rng.pick(vals);
      try {
        parseParams(p);
      } catch (e) {
        if (!(e instanceof RaceParamsError)) throw e;
        seen.add(e.code);
        words(['words'], e.code, e.vars);
      }
    }
    const p = { ...defaultParams(), humans: 3, computers: [] };
    for (let game = 0; game < 30; game++) {
      let s = wordsEngine.init(p, `rc${game}`);
      let at = 1;
      for (let i = 0; i < 60; i++) {
        at += rng.int(60_000);
        const seat = rng.int(4);
        const hand = currentRound(s)?.rolls[seat] ?? [];
        const eq = rng.int(2) ? hand.slice(0, rng.int(21)).map(token).join(' ') : rng.pick(['Z Z', 'C 7', '. .', 'A / B']);
        const m: WordsMove = rng.pick<WordsMove>([
          { type: 'roll', at },
          { type: 'declare', seat, submission: eq, at },
          { type: 'challenge', by: rng.int(4), call: rng.int(3), at },
          { type: 'end', reason: rng.pick(['time', 'all-cubes', 'no-call'] as const), finals: [null, null, null], at },
          { type: 'plan', seat: 0, submission: null, delayMs: 0, at },
          { type: 'hint', seat: rng.int(4), step: 1, at },
          { type: 'names', names: [rng.pick(['', 'Ana']), null, null], at },
        ]);
        try {
          s = wordsEngine.apply(s, m);
        } catch (e) {
          if (!(e instanceof IllegalMoveError)) throw e;
          seen.add(e.refusal.code);
          words(['words', 'race'], e.refusal.code, e.refusal.vars);
        }
      }
    }
    for (let game = 0; game < 30; game++) {
      let s = rotaryEngine.init({ ...p, humans: 2 }, `rr${game}`);
      let at = 1;
      for (let i = 0; i < 60; i++) {
        at += rng.int(60_000);
        const hand = s.games[s.games.length - 1]?.hands[0] ?? [];
        const word = rng.int(2)
          ? hand
              .slice(0, 2 + rng.int(8))
              .map(token)
              .join(' ')
          : rng.pick(['Z Z Z Z Z Z', 'C 7', 'A']);
        const m: RotaryMove = rng.pick<RotaryMove>([
          { type: 'roll', at },
          { type: 'lay', seat: rng.int(3), row: rng.int(3) - 1, col: rng.int(3) - 1, dir: 'across', word, at },
          { type: 'pass', seat: rng.int(3), at },
          { type: 'challenge', by: rng.int(3), at },
          { type: 'end', at },
          { type: 'names', names: [''], at },
        ]);
        try {
          s = rotaryEngine.apply(s, m);
        } catch (e) {
          if (!(e instanceof IllegalMoveError)) throw e;
          seen.add(`rotary:${e.refusal.code}`);
          words(['wordsrotary'], e.refusal.code, e.refusal.vars);
        }
      }
    }
    // a pass out of turn once the opening word is down (before it, a pass gives up the opening race)
    {
      let s = rotaryEngine.apply(rotaryEngine.init({ ...p, humans: 2 }, 'rr-turn'), { type: 'roll', at: 1 });
      const hand = s.games[0]!.hands[0]!;
      s = rotaryEngine.apply(s, { type: 'lay', seat: 0, row: 0, col: 0, dir: 'across', word: hand.slice(0, 6).map(token).join(' '), at: 2 });
      try {
        rotaryEngine.apply(s, { type: 'pass', seat: 0, at: 3 });
      } catch (e) {
        if (!(e instanceof IllegalMoveError)) throw e;
        seen.add(`rotary:${e.refusal.code}`);
        words(['wordsrotary'], e.refusal.code, e.refusal.vars);
      }
    }
    for (const c of [
      'params.range',
      'params.level',
      'params.dict',
      'params.listWord',
      'tooFew',
      'notInHand',
      'rotary:notYourTurn',
      'rotary:openingShort',
      'rotary:passedOpening',
    ])
      expect(seen.has(c), c).toBe(true);
  });
});
