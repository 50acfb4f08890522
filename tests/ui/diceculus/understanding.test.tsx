// @vitest-environment happy-dom
/**
 * DiceCulus as an 11-year-old finds it (issue 29): the rounded value accepted and its rounding shown, the working only
 * after the last try, every roll shown (the third too), the announcements in turn order, the round summary, and the
 * tablet handed over between people.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { parseGameId } from '../../../src/core/gameId';
import { createMemoryBackend, createStore } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import DiceScreen from '../../../src/ui/diceculus/DiceScreen';
import {
  cardFor,
  DEFAULT_PARAMS,
  diceculusEngine as E,
  nextAction,
  START_MOVE,
  type DiceMove,
  type DiceParams,
  type DiceState,
} from '../../../src/games/diceculus/game';
import { evaluate, pointsOf } from '../../../src/games/diceculus/expr';
import { diceSolver } from '../../../src/ui/diceculus/solver';
import { Announcements, RoundSummary } from '../../../src/ui/diceculus/Summary';
import { botMove } from '../../../workers/diceculus/bots';
import { helperReport } from '../../../workers/diceculus/helper';
import { openGame, replayed } from './open';
import { easyToStageTwo } from './playing';

beforeEach(() => {
  diceSolver.use({ botMove: async (s) => botMove(s), helper: async (s, r, p) => helperReport(s, r, p) });
});
afterEach(() => {
  cleanup();
  diceSolver.use(null);
});

const SHORT: DiceParams = { ...DEFAULT_PARAMS, rounds: 1 };

/** Ana and Ben (both people here) started as a game begun now, on the first seed whose stage-I card is `card`. */
function dealt(card: string, start: DiceMove = START_MOVE): { seed: string; state: DiceState; moves: DiceMove[] } {
  for (let i = 0; i < 2000; i++) {
    const seed = `u${i}`;
    if (cardFor(SHORT, seed, 1, 0).id !== card) continue;
    const moves: DiceMove[] = [{ t: 'join', name: 'Ana' }, { t: 'join', name: 'Ben' }, start];
    let s = E.init(SHORT, seed);
    for (const m of moves) s = E.apply(s, m);
    return { seed, state: s, moves };
  }
  throw new Error(`no seed deals ${card}`);
}

/** Both announce a 3-2-2 split; then the first to play keeps each letter's first roll. */
function announcedAndRolled(card: string, want: (s: DiceState, p: number) => boolean): { seed: string; state: DiceState; moves: DiceMove[]; p: number } {
  for (let k = 0; k < 40; k++) {
    const { seed, moves } = dealt(card);
    const all = [...moves];
    let s = E.init(SHORT, seed);
    for (const m of all) s = E.apply(s, m);
    const push = (m: DiceMove): void => {
      s = E.apply(s, m);
      all.push(m);
    };
    for (let n = nextAction(s); n.kind === 'announce'; n = nextAction(s))
      push({ t: 'announce', p: n.p, guess: 3, split: k === 0 ? { a: 3, b: 2, c: 2 } : { a: 1 + (k % 5), b: 1, c: 5 - (k % 5) } });
    const n = nextAction(s);
    if (n.kind !== 'play') throw new Error('expected a play');
    for (const v of ['a', 'b', 'c'] as const) {
      push({ t: 'roll', p: n.p, v });
      push({ t: 'keep', p: n.p });
    }
    if (want(s, n.p)) return { seed, state: s, moves: all, p: n.p };
  }
  throw new Error('no deal wanted');
}

const cardValue = (s: DiceState, p: number) => {
  const r = s.rounds[0]!;
  const play = r.plays[p]!;
  return evaluate(cardFor(SHORT, s.seed, r.stage, r.index).node, { a: play.kept.a ?? 0, b: play.kept.b ?? 0, c: play.kept.c ?? 0 });
};
const notWhole = (s: DiceState, p: number): boolean => {
  const v = cardValue(s, p);
  return v.ok && v.exact && v.v.d !== 1n;
};

describe('DiceCulus, understood by a child', () => {
  // Rulebook: "For every stage the points are rounded to indeger 0.5 equals 1; less than 0.5 equals 0."
  it('accepts the rounded whole number typed for a value that is not whole, says it is right and shows the rounding', async () => {
    const { seed, state, moves, p } = announcedAndRolled('I-23', notWhole); // a/2 + b − c
    const points = pointsOf(cardValue(state, p));
    const { store, id } = await openGame(SHORT, seed, moves);
    const input = (await screen.findByLabelText('The value of the card', undefined, { timeout: 5000 })) as HTMLInputElement;
    // the rounding of negatives is said beside the field
    expect(screen.getByText(/Points are the value rounded to a whole number, \.5 away from zero: 2\.5 → 3, −2\.5 → −3\./)).toBeTruthy();
    fireEvent.input(input, { target: { value: String(points) } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const said = await screen.findByText(/^(Ana|Ben): Right! .+ → .+: .+ points?\.$/, undefined, { timeout: 5000 });
    expect(said.textContent).toContain(` → ${String(points).replace('-', '−')}: `);
    const st = (await replayed(store, id)).state;
    expect(st.rounds[0]!.plays[p]).toMatchObject({ done: true, wrong: 0, points });
  });

  it('shows the whole working only after the last of three tries; before that, the numbers put in', async () => {
    const { seed, moves } = announcedAndRolled('I-23', () => true);
    await openGame(SHORT, seed, moves);
    const input = (await screen.findByLabelText('The value of the card', undefined, { timeout: 5000 })) as HTMLInputElement;
    for (const left of [2, 1]) {
      fireEvent.input(input, { target: { value: '99999' } });
      fireEvent.click(screen.getByRole('button', { name: 'Check' }));
      await screen.findByText(new RegExp(`^Not quite\\. ${left} tr(y|ies) left`));
      expect(screen.queryByLabelText('Working')).toBeNull();
      expect(screen.getByLabelText('Your numbers in the card')).toBeTruthy();
    }
    fireEvent.input(input, { target: { value: '99999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByText('Not quite. Here is the whole working: type its value to finish.');
    expect((await screen.findByLabelText('Working')).textContent).toMatch(/ = /);
  });

  it('shows every roll as "roll k of 3", warns before the last one, and shows the third roll too', async () => {
    const { seed, moves } = dealt('I-23');
    let s = E.init(SHORT, seed);
    for (const m of moves) s = E.apply(s, m);
    const all = [...moves];
    for (let n = nextAction(s); n.kind === 'announce'; n = nextAction(s)) {
      const m: DiceMove = { t: 'announce', p: n.p, guess: 3, split: { a: 3, b: 2, c: 2 } };
      s = E.apply(s, m);
      all.push(m);
    }
    await openGame(SHORT, seed, all);
    fireEvent.click(await screen.findByRole('button', { name: 'Roll a (3 dice)' }, { timeout: 5000 }));
    await screen.findByText(/^a: roll 1 of 3 shows \d+$/);
    expect(screen.queryByText('The next roll is the last one: whatever it shows is kept.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Roll again' }));
    await screen.findByText(/^a: roll 2 of 3 shows \d+$/);
    expect(screen.getByText('The next roll is the last one: whatever it shows is kept.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Roll one last time' }));
    const third = await screen.findByText(/^a: roll 3 of 3 shows \d+$/);
    const sum = third.textContent!.split(' ').pop();
    expect(screen.getByText(`The third roll always counts, so a = ${sum}.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Roll b (2 dice)' })).toBeTruthy();
  });

  it('passes the tablet: the next person says they are ready before their turn shows', async () => {
    const { seed, moves } = dealt('I-23');
    await openGame(SHORT, seed, moves);
    const first = await screen.findByRole('button', { name: 'Announce' }, { timeout: 5000 });
    fireEvent.click(first);
    const ready = await screen.findByRole('button', { name: /^(Ana|Ben), tap when ready$/ }, { timeout: 5000 });
    const name = ready.textContent!.split(',')[0]!;
    expect(screen.getByText(`Give the tablet to ${name}.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Announce' })).toBeNull();
    // the first announcement is there for everyone, in turn order
    expect(screen.getByRole('region', { name: 'Announcements' }).textContent).toMatch(/3 unknowns: a 3 dice · b 2 dice · c 2 dice/);
    fireEvent.click(ready);
    await screen.findByRole('button', { name: 'Announce' });
  });
});

describe('the round summary and the announcements', () => {
  /** Two people played by the easy computer's rules to the end of the stage-`stage` round (one round a stage). */
  function playedTo(seed: string, stage: number): DiceState {
    let s = E.init(SHORT, seed);
    for (const m of [{ t: 'join', name: 'Ana' }, { t: 'join', name: 'Ben' }, { t: 'join', name: 'Cy' }, START_MOVE] as DiceMove[]) s = E.apply(s, m);
    while (!s.rounds.some((r) => r.stage === stage && r.scores))
      s = E.apply(s, botMove({ ...s, players: s.players.map((p) => ({ ...p, kind: 'bot' as const, level: 'easy' as const })) })!);
    return s;
  }

  // Rulebook, stage III: "By taking turns, all players announce their guesses and they announce from whom they will steal points from."
  it('stage III: each announcement in turn order, then robbery as arrows between names, and the GRAND TOTAL digit sums', () => {
    const s = playedTo('sum3', 3);
    const r = s.rounds.find((x) => x.stage === 3)!;
    render(<Announcements state={s} round={r} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent!);
    expect(items.map((x) => x.split(' ')[0])).toEqual(r.order.map((p) => s.players[p]!.name));
    for (const [i, p] of r.order.entries()) expect(items[i]).toContain(`robs ${s.players[r.plays[p]!.victim!]!.name}`);
    cleanup();
    render(<RoundSummary state={s} round={r} />);
    const text = document.body.textContent!;
    for (const p of r.order) {
      const play = r.plays[p]!;
      expect(text).toContain(`${s.players[play.victim!]!.name} → ${s.players[p]!.name}: ${s.players[p]!.name} robs`);
    }
    // the stage's last round: each TOTAL SUM's digits added up
    expect(screen.getAllByText(/: TOTAL SUM −?\d+ → .* = −?\d+ \(GRAND TOTAL\)$/)).toHaveLength(3);
  });

  // Rulebook, stage IV: "points must be spread equally between all of the chosen people"
  it('stage IV: charity as arrows with each share worked out and rounded', () => {
    const s = playedTo('sum4', 4);
    const r = s.rounds.find((x) => x.stage === 4)!;
    render(<RoundSummary state={s} round={r} />);
    const text = document.body.textContent!;
    for (const p of r.order) {
      const play = r.plays[p]!;
      const to = play.recipients!.map((x) => s.players[x]!.name).join(', ');
      expect(text).toContain(`${s.players[p]!.name} → ${to}: `);
    }
    expect(text).toMatch(/each/);
  });
});

describe('the guided round’s offer', () => {
  it('is made to one person against computers, never when people pass the tablet', async () => {
    const { seed, moves } = dealt('I-23');
    const { store, id } = await openGame(SHORT, seed, moves);
    await screen.findByRole('button', { name: 'Announce' }, { timeout: 5000 });
    // the guide read the saved game when the screen opened; a read asked now is answered after it (the store answers in order)
    await act(() => store.sessions.get(id).then(() => undefined));
    expect(screen.queryByText('New to DiceCulus?')).toBeNull();
    cleanup();
    await openGame(SHORT, seed, [{ t: 'join', name: 'Ana' }, { t: 'join', name: 'Pip', bot: 'easy' }, START_MOVE]);
    await screen.findByText('New to DiceCulus?', undefined, { timeout: 5000 });
  });
});

describe('each stage introduced', () => {
  // Rulebook, stage II: "when the players divide their dice, they have to make an assumption about the number of the
  // unknown variables in the equation"; GRAND TOTAL: "the sum of all numbers from the TOTAL SUM".
  it('stage II opens with a card in the rulebook’s words and example, and how stage I made its GRAND TOTAL', async () => {
    const { moves } = easyToStageTwo('intro2');
    await openGame(SHORT, 'intro2', moves);
    const go = await screen.findByRole('button', { name: 'Let’s play stage II' }, { timeout: 5000 });
    expect(screen.getByText(/guess how many unknowns it will have/)).toBeTruthy();
    expect(screen.getByText(/the card is −a \+ b \+ c − 7d, so she rolls a, b and c and writes d = 0/)).toBeTruthy();
    expect(screen.getByText(/183 → 1 \+ 8 \+ 3 = 12/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Announce' })).toBeNull();
    fireEvent.click(go);
    await screen.findByRole('button', { name: 'Announce' });
  });
});

describe('the setup offers what a game code can hold', () => {
  // Rulebook, END GAME SCORE: "Different actions ("+";"-";"X";"/") can be defined between total results."
  it('any number of rounds a stage, and the signs between the four GRAND TOTALS', async () => {
    const store = createStore(createMemoryBackend());
    render(
      <AppProvider store={store}>
        <DiceScreen route={[]} />
      </AppProvider>,
    );
    fireEvent.click(await screen.findByText('Choose the rounds'));
    fireEvent.change(await screen.findByLabelText('Rounds in each stage'), { target: { value: '4' } });
    fireEvent.click(screen.getByText('signs of my choice'));
    fireEvent.change(await screen.findByLabelText('Sign between GRAND TOTAL 2 and GRAND TOTAL 3'), { target: { value: '*' } });
    fireEvent.change(screen.getByLabelText('Sign between GRAND TOTAL 3 and GRAND TOTAL 4'), { target: { value: '-' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(async () => expect((await store.sessions.listBy({ game: 'diceculus' })).length).toBe(1));
    const params = E.parseParams(parseGameId((await store.sessions.listBy({ game: 'diceculus' }))[0]!.code).params);
    expect(params.rounds).toBe(4);
    expect(params.end).toBe('ops:+*-');
  });
});
