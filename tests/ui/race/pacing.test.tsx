// @vitest-environment happy-dom
/**
 * The race table's pacing parts (issue 14, point 5): a new call stressed on
 * the table, the round's calls listed, "I'm done — finish the round" offered
 * by the table's driver, and the results naming the last call first.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { formatRoll } from '../../../src/games/tuf';
import { defaultParams } from '../../../src/games/tuf/matchParams';
import { matchEngine, rollFor, type MatchState } from '../../../src/games/tuf/plugin';
import { computerMove } from '../../../workers/tuf/opponent';
import type { RaceMove, RoundState } from '../../../src/games/race/types';
import { RaceCentre } from '../../../src/ui/race/Centre';
import { RaceResults } from '../../../src/ui/race/Results';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const T0 = 1_700_000_000_000;
const seats = [{ kind: 'human' as const }, { kind: 'computer' as const, level: 'hard' as const }];
const names = ['Ann', 'Computer (hard)'];
function round(calls: RoundState['calls'], finish?: RoundState['finish']): Pick<RoundState, 'timer' | 'calls' | 'plans' | 'finish'> {
  return { timer: null, calls, plans: [null, { submission: '1 + 2 = 3', delayMs: 1000, acted: true }], ...(finish ? { finish } : {}) };
}
const call = (seat: number, value: number, at: number): RoundState['calls'][number] => ({
  seat,
  submission: '1 + 2 = 3',
  at,
  value,
  correct: true,
  allCubes: false,
  color: 'red',
});

describe('the race centre', () => {
  it('stresses a new call for a few seconds and lists every call of the round', () => {
    vi.useFakeTimers({ now: T0 + 2000 });
    const calls = [call(0, 5, T0), call(1, 11, T0 + 1000)];
    const { rerender } = render(
      <RaceCentre game="tuf" seats={seats} round={round(calls)} names={names} status="Computer (hard) called TUFFER! with 11 cubes" timerSize={56} />,
    );
    const line = screen.getByText('Computer (hard) called TUFFER! with 11 cubes');
    expect(line.getAttribute('data-news')).toBe('yes');
    const list = screen.getByRole('list', { name: 'Calls this round' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['TUF! Ann: 5 cubes', 'TUFFER! Computer (hard): 11 cubes']);
    // five seconds on, the call is no longer news (the line stays)
    vi.setSystemTime(T0 + 7000);
    rerender(<RaceCentre game="tuf" seats={seats} round={round(calls)} names={names} status="Computer (hard) called TUFFER! with 11 cubes" timerSize={56} />);
    expect(screen.getByText('Computer (hard) called TUFFER! with 11 cubes').getAttribute('data-news')).toBe('no');
  });

  it('one cube is "1 cube"; order play lists calls without cubes; one seat alone has no list', () => {
    render(<RaceCentre game="tuf" seats={seats} round={round([call(1, 1, T0)])} names={names} status="" timerSize={56} />);
    expect(screen.getByText('TUF! Computer (hard): 1 cube')).toBeTruthy();
    cleanup();
    render(<RaceCentre game="tuf" seats={seats} round={round([call(0, 5, T0), call(1, 6, T0)])} names={names} status="" timerSize={56} order />);
    expect([...screen.getByRole('list').querySelectorAll('li')].map((li) => li.textContent)).toEqual(['TUF! Ann', 'TUF! Computer (hard)']);
    cleanup();
    render(<RaceCentre game="tuf" seats={[seats[0] as (typeof seats)[number]]} round={round([call(0, 5, T0)])} names={names} status="" timerSize={56} />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers "I’m done — finish the round" only when the driver says so, and says the round is being finished', () => {
    const onFinish = vi.fn();
    render(<RaceCentre game="tuf" seats={seats} round={round([call(0, 5, T0)])} names={names} status="" timerSize={56} onFinish={onFinish} />);
    fireEvent.click(screen.getByRole('button', { name: 'I’m done — finish the round' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    cleanup();
    render(<RaceCentre game="tuf" seats={seats} round={round([call(0, 5, T0)], { seat: 0, at: T0 })} names={names} status="" timerSize={56} onFinish={null} />);
    expect(screen.queryByRole('button', { name: 'I’m done — finish the round' })).toBeNull();
    expect(screen.getByText('Finishing the round: the computers make their last calls now.')).toBeTruthy();
  });
});

describe('the race results', () => {
  /** A one-round TUF match against a hard computer, played as moves. */
  function played(moves: RaceMove[]): MatchState {
    let s = matchEngine.init({ ...defaultParams('1'), computers: ['hard'], rounds: 1 }, 'pace1');
    for (const m of moves) s = matchEngine.apply(s, m);
    return s;
  }
  const results = (state: MatchState) =>
    render(
      <RaceResults
        game="tuf"
        state={state}
        names={names}
        roundPoints={() => [0, 0]}
        winners={[]}
        rounds={1}
        challenges={false}
        submission={() => null}
        onChallenge={() => {}}
        onNext={() => {}}
        onRematch={() => {}}
      />,
    );

  it('name the last call first, then how the round ended ("I’m done")', () => {
    // seed pace1: the person (seat 0) rolled 1 4 1 7 8 6 (x) / - (x) =; the hard computer's plan uses all 11 of its cubes
    const rollOf = (seat: number) => formatRoll(rollFor({ ...defaultParams('1'), computers: ['hard'], rounds: 1 }, 'pace1', 0, seat));
    const plan = computerMove({ game: '1', roll: rollOf(1), level: 'hard', seed: 'pace1/0/1' });
    expect(plan.equation).not.toBeNull();
    const s = played([
      { type: 'roll', at: T0 },
      { type: 'plan', seat: 1, submission: plan.equation, delayMs: plan.delayMs, at: T0 + 100 },
      { type: 'declare', seat: 0, submission: '8 - 1 = 7', at: T0 + 5000 },
      { type: 'finish', seat: 0, at: T0 + 6000 },
      { type: 'declare', seat: 1, submission: plan.equation as string, at: T0 + 6000 },
      { type: 'end', reason: 'all-cubes', finals: ['8 - 1 = 7', null], at: T0 + 6000 },
    ]);
    results(s);
    const top = [...document.querySelectorAll('.race-ended p')].map((p) => p.textContent);
    expect(top).toEqual([`Last call: Computer (hard), TUFFER! with ${plan.cubes} cubes.`, 'Someone used every cube.']);
    cleanup();
    // nothing left for the computer: the round ends at once, for the reason "I'm done"
    const t = played([
      { type: 'roll', at: T0 },
      { type: 'plan', seat: 1, submission: null, delayMs: 0, at: T0 + 100 },
      { type: 'declare', seat: 0, submission: '8 - 1 = 7', at: T0 + 5000 },
      { type: 'finish', seat: 0, at: T0 + 6000 },
      { type: 'end', reason: 'finish', finals: ['8 - 1 = 7', null], at: T0 + 6000 },
    ]);
    results(t);
    expect([...document.querySelectorAll('.race-ended p')].map((p) => p.textContent)).toEqual([
      'Last call: Ann, TUF! with 5 cubes.',
      'The players were done: the computers made their calls at once and the round ended.',
    ]);
  });
});
