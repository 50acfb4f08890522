import { describe, expect, it } from 'vitest';
import { FakeClock, playOut } from '../../../src/core/runner';
import { parseBoard } from '../../../src/games/tally/board';
import { DEFAULT_PARAMS, scoreRound, tallyEngine as E, winners, type TallyMove, type TallyState } from '../../../src/games/tally/round';
import { tallyRunnerGame, tallyStatus } from '../../../src/games/tally/match';
import { botSheet } from '../../../workers/tally/bots';

const BOARD = '4481917632905758';

function round(joins: TallyMove[]): TallyState {
  let s = E.init({ ...DEFAULT_PARAMS, board: BOARD }, 'runner-t');
  for (const m of joins) s = E.apply(s, m);
  return s;
}

const computer = async (s: TallyState, p: number): Promise<TallyMove> => ({
  t: 'bot',
  p,
  entries: botSheet(parseBoard(BOARD), s.players[p]?.level ?? 'medium', s.seed, p, s.params.parens),
});

describe('Tally Rally on the match runner', () => {
  it('a round of three computers: each writes its whole sheet in one move, then the round waits for "See the results"', async () => {
    const start = round([
      { t: 'join', name: 'Ada', bot: 'easy' },
      { t: 'join', name: 'Bo', bot: 'medium' },
      { t: 'join', name: 'Cy', bot: 'hard' },
    ]);
    const played = await playOut({ game: tallyRunnerGame, state: start, computer, clock: new FakeClock() });
    expect(played.moves.map((m) => m.t === 'bot' && m.p)).toEqual([0, 1, 2]);
    expect(played.state.done).toEqual([true, true, true]);
    expect(played.clockMs).toBe(0);
    expect(played.status.over).toBe(false);
    const ended = E.apply(played.state, { t: 'end' });
    const status = tallyStatus(ended);
    expect(status.over).toBe(true);
    expect(status.winners).toEqual(winners(scoreRound(ended)));
    expect(status.players.map((p) => [p.name, p.computer])).toEqual([
      ['Ada', true],
      ['Bo', true],
      ['Cy', true],
    ]);
  });

  it('whose turn: a person on this device first (writing, or next to write); the computers only once every person is done', () => {
    const s = round([
      { t: 'join', name: 'Ana' },
      { t: 'join', name: 'Bo', bot: 'easy' },
    ]);
    expect(tallyRunnerGame.toAct(s)).toEqual([0]);
    const writing = E.apply(s, { t: 'go', p: 0, at: 1000 });
    expect(tallyRunnerGame.toAct(writing)).toEqual([0]);
    const done = E.apply(writing, { t: 'stop', p: 0, at: 2000 });
    expect(tallyRunnerGame.toAct(done)).toEqual([1]);
    expect(tallyRunnerGame.isComputer(done, 1)).toBe(true);
  });
});
