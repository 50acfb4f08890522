// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { DEFAULT_PARAMS, diceculusEngine as E, nextAction, resultsCode, type DiceMove, type DiceState } from '../../../src/games/diceculus/game';
import { ScoreTable } from '../../../src/ui/diceculus/Table';
import { botMove } from '../../../workers/diceculus/bots';

afterEach(cleanup);

/** One of three devices; in stage IV Ann and Ben give to Cy and Cy to Ann, so nobody chooses Ben. */
function device(own: number): DiceState {
  const gifts: Record<number, number[]> = { 0: [2], 1: [2], 2: [0] };
  let s = E.init({ ...DEFAULT_PARAMS, rounds: 1 }, 'cover-ui');
  ['Ann', 'Ben', 'Cy'].forEach((name, i) => (s = E.apply(s, i === own ? { t: 'join', name, bot: 'easy' } : { t: 'join', name, remote: true })));
  s = E.apply(s, { t: 'start', cover: true });
  while (!s.over) {
    let m = botMove(s)!;
    const n = nextAction(s);
    if (m.t === 'announce' && n.kind === 'announce' && n.round.stage === 4) m = { ...m, recipients: gifts[m.p] } as DiceMove;
    s = E.apply(s, m);
  }
  return s;
}

describe('the score table explains the stage-IV cover rule', () => {
  it('says who received from whom once every device’s results are in, and nothing before', () => {
    const [a, b, c] = [device(0), device(1), device(2)];
    render(<ScoreTable state={a} />);
    expect(screen.queryByText(/nobody chose/)).toBeNull();
    cleanup();
    const merged = E.apply(E.apply(a, { t: 'import', code: resultsCode(b) }), { t: 'import', code: resultsCode(c) });
    render(<ScoreTable state={merged} />);
    expect(screen.getByText(/Stage IV, round 1: nobody chose Ben, so Ben receives a share of (Ann|Cy)’s points/)).toBeTruthy();
  });
});
