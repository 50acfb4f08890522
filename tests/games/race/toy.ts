/**
 * A toy hand plug-in for the race engine's tests, shaped like TUF words: a
 * hand of letters, a submission is a word list ("CAT DOG"), a call needs a
 * majority of the hand in its words, each valid word scores its letters, the
 * final declarer gets +8 instead of doubling, TUF ERROR pays the challenger
 * +5 or costs 5; in order play a valid call qualifies, the first place scores
 * 10 and the others 5. One plug-in, parametrised by the hands it deals and by
 * its params (which seats are people or computers, solitaire, order play).
 */
import { IllegalMoveError, refusal } from '../../../src/core/engine';
import type { createRace } from '../../../src/games/race/engine';
import type { HandPlugin } from '../../../src/games/race/plugin';
import { soloGlasses } from '../../../src/games/race/timers';
import type { RaceMove, RaceState, TableRules } from '../../../src/games/race/types';

/** `kinds`: one letter a seat, h (a person) or c (an easy computer). */
export interface ToyParams {
  kinds: string;
  solo: boolean;
  order?: boolean;
}
export interface ToyJudgement {
  valid: boolean;
  letters: number;
}
export type ToyPlugin = HandPlugin<ToyParams, string, ToyJudgement>;
export type ToyRace = ReturnType<typeof createRace<ToyParams, string, ToyJudgement>>;
export type ToyState = RaceState<ToyParams, string, ToyJudgement>;

export const TOY_WORDS: ReadonlySet<string> = new Set(['CAT', 'ACT', 'TO', 'AT', 'DOG', 'GOD', 'COT', 'DOT']);

/** The toy plug-in dealing `hands[(round + seat) % hands.length]` to each seat. */
export function toyPlugin(hands: readonly string[]): ToyPlugin {
  const plugin: ToyPlugin = {
    id: 'toy',
    parseParams: (p) => ({ kinds: p.k ?? 'hc', solo: p.solo === '1', ...(p.o === '1' ? { order: true } : {}) }),
    formatParams: (p) => ({ k: p.kinds, solo: p.solo ? '1' : '0', ...(p.order === true ? { o: '1' } : {}) }),
    table: (p): TableRules => ({
      seats: [...p.kinds].map((k) => (k === 'c' ? { kind: 'computer' as const, level: 'easy' as const } : { kind: 'human' as const })),
      rounds: 2,
      timers: 'std',
      solitaire: p.solo,
      soloGlasses: soloGlasses(2),
      order: p.order === true,
      cutthroat: false,
      challenges: true,
    }),
    roll: (_p, _seed, round, seat) => [...(hands[(round + seat) % hands.length] as string)],
    readCall(_p, hand, text) {
      const letters = text.replace(/\s+/g, '').split('');
      const left = hand.slice();
      for (const l of letters) {
        const i = left.indexOf(l);
        if (i < 0) return { ok: false, refusal: refusal('notInHand', { letter: l }) };
        left.splice(i, 1);
      }
      if (letters.length * 2 <= hand.length) return { ok: false, refusal: refusal('tooFew', { n: letters.length }) };
      return { ok: true, submission: text.trim().split(/\s+/).join(' '), allCubes: left.length === 0 };
    },
    readLine: (p, hand, text) => {
      const r = plugin.readCall(p, hand, text);
      return r.ok ? r.submission : null;
    },
    judge: (_p, _hand, sub) => ({ valid: sub.split(' ').every((w) => TOY_WORDS.has(w)), letters: sub.replace(/ /g, '').length }),
    claim: (_p, _hand, _sub, j) => j.letters,
    points: (_p, j) => (j.valid ? j.letters : 0),
    finalDeclarerPoints: (_p, v) => v + 8,
    challengePoints: (_p, _call, upheld) => (upheld ? 5 : -5),
    order: { qualifies: (_p, _h, _s, j) => j.valid, points: (_n, place) => (place === 1 ? 10 : 5) },
    live: (p, people) => ({ ...p, kinds: 'h'.repeat(people) }),
  };
  return plugin;
}

/** A game of `race` from its first state (seed `x`) through `moves`. */
export function playToy(race: ToyRace, p: ToyParams, moves: readonly RaceMove[]): ToyState {
  let s = race.init(p, 'x');
  for (const m of moves) s = race.apply(s, m);
  return s;
}

/** The refusal code `fn` throws (fails the test when it throws none). */
export function refusalCode(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof IllegalMoveError) return e.refusal.code;
    throw e;
  }
  throw new Error('expected a refusal');
}
