/**
 * Tally Rally's solver worker (Comlink). The page imports only the type
 * `TallyWorkerApi`; boards cross as 16-digit strings and answers as small
 * lists, never whole states.
 */
import { expose } from 'comlink';
import { parseBoard } from '../src/games/tally/board';
import { keyOfText } from '../src/games/tally/equation';
import type { Level } from '../src/games/tally/round';
import { botSheet } from './tally/bots';
import { bestEquations, equationThrough, longestEquation, type Found, type Longest } from './tally/solver';

function board(text: string): number[] {
  return [...parseBoard(text)];
}

const api = {
  ready(): true {
    return true;
  },
  longest(boardText: string, budgetMs: number): Longest {
    return longestEquation(board(boardText), budgetMs);
  },
  /** The best equations whose scoring key is not in `excludeKeys`. */
  best(boardText: string, count: number, maxTiles: number, excludeKeys: string[], parens: boolean): Found[] {
    const skip = new Set(excludeKeys);
    return bestEquations(board(boardText), {
      count,
      maxTiles,
      parens,
      exclude: (f) => skip.has(keyOfText(f.text, true) ?? ''),
    });
  },
  through(boardText: string, cell: number, maxTiles: number): Found | null {
    return equationThrough(board(boardText), cell, maxTiles);
  },
  botSheet(boardText: string, level: Level, seed: string, seat: number, parens: boolean): { cells: number[]; eq: string }[] {
    return botSheet(board(boardText), level, seed, seat, parens);
  },
};

export type TallyWorkerApi = typeof api;

expose(api);
