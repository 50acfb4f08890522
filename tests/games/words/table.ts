/** A fixed hand and crosswords for words match tests (states are plain data, so a rolled hand can be replaced). */
import { currentRound } from '../../../src/games/race/engine';
import { wordsEngine, type WordsMove, type WordsState } from '../../../src/games/words/plugin';
import type { WordsParams } from '../../../src/games/words/params';

export const T0 = 1_700_000_000_000;
export const S = 1000;
/** 20 cubes: 8 red, 5 blue, 4 green, 2 yellow, 1 orange (two S faces, an 'E, Ω and ☉). */
export const HAND = ['A', 'E', 'I', 'O', 'U', "'E", 'A', 'O', 'T', 'S', 'N', 'S', 'C', 'D', 'H', 'L', 'M', 'G', '@', '*'];
/** 11 cubes: CATS across, CODES and TONE down (13 points). */
export const G1 = 'C A T S / O . O . / D . N . / E . E . / S . . .';
/** 12 cubes: G1 and DUN (16 points). */
export const G2 = 'C A T S / O . O . / D U N . / E . E . / S . . .';
export const OK = { unknown: [], accepted: [], proper: [] };
/** A face as a grid cell (the wild faces standing for some letter). */
export const token = (f: string): string => (f === '@' ? '@X' : f === '*' ? '*q' : f === "'E" ? 'E' : f);

/** A match rolled with every seat's hand replaced by HAND. */
export function rolled(p: WordsParams, seed = 'w1'): WordsState {
  const s = wordsEngine.apply(wordsEngine.init(p, seed), { type: 'roll', at: T0 });
  const r = currentRound(s)!;
  return { ...s, rounds: [{ ...r, rolls: r.rolls.map(() => HAND.slice()) }] };
}
export const play = (s: WordsState, moves: WordsMove[]): WordsState => moves.reduce((acc, m) => wordsEngine.apply(acc, m), s);
