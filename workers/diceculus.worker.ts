/**
 * DiceCulus's worker (Comlink): computer players' moves, the exact
 * strategy helper and a round's best play in hindsight (the class board).
 * States cross as plain data (card ids, no cards).
 */
import { expose } from 'comlink';
import type { DiceMove, DiceState } from '../src/games/diceculus/game';
import { botMove } from './diceculus/bots';
import { cardById } from '../src/games/diceculus/cards';
import { helperReport, type HelperReport } from './diceculus/helper';
import { hindsightBest, seatSums, type HindsightBest } from './diceculus/hindsight';

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
  /** The most points card `cardId` gives seat p in round `global` of a game with this seed and dice (null: no such card). */
  classBest(cardId: string, seed: string, faces: number, global: number, p: number): HindsightBest | null {
    const card = cardById(cardId);
    return card ? hindsightBest(card, card.stage, seatSums(seed, faces, global, p)) : null;
  },
};

export type DiceWorkerApi = typeof api;

expose(api);
