/** A toy counter game for the session and shell tests: moves add 1–3, passing 10 is illegal, params `s=bad` cannot be read. */
import { IllegalMoveError, type GameEngine } from '../../src/core/engine';

export type CounterMove = { add: number };

export const counter: GameEngine<{ start: number }, { total: number }, CounterMove> = {
  id: 'counter',
  parseParams: (p) => {
    if (p.s === 'bad') throw new Error('unusable');
    return { start: Number(p.s ?? 0) };
  },
  formatParams: (p) => ({ s: String(p.start) }),
  init: (p) => ({ total: p.start }),
  apply(state, move) {
    if (move.add < 1 || move.add > 3) throw new IllegalMoveError('You can add 1, 2 or 3.');
    if (state.total + move.add > 10) throw new IllegalMoveError('That would pass 10.');
    return { total: state.total + move.add };
  },
  isMove: (v): v is CounterMove => typeof v === 'object' && v !== null && typeof (v as CounterMove).add === 'number',
};

/** The counter's title, finished at 10. */
export const describeCounter = (s: { total: number }) => ({ title: `Counter at ${s.total}`, finished: s.total >= 10 });
