/**
 * DiceCulus's worker (Comlink): computer players' moves and the exact
 * strategy helper. States cross as plain data (card ids, no cards).
 */
import { expose } from 'comlink';
import type { DiceMove, DiceState } from '../src/games/diceculus/game';
import { botMove } from './diceculus/bots';
import { helperReport, type HelperReport } from './diceculus/helper';

const api = {
  ready(): true {
    return true;
  },
  botMove(state: DiceState): DiceMove | null {
    return botMove(state);
  },
  helper(state: DiceState, roundIndex: number, p: number): HelperReport | null {
    return helperReport(state, roundIndex, p);
  },
};

export type DiceWorkerApi = typeof api;

expose(api);
