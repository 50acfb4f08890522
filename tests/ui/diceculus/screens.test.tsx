// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import {
  allRolled,
  cardFor,
  cardOf,
  DEFAULT_PARAMS,
  diceculusEngine as E,
  nextAction,
  valuesOf,
  type DiceMove,
  type DiceState,
} from '../../../src/games/diceculus/game';
import { evaluate, valueText } from '../../../src/games/diceculus/expr';
import { en } from '../../../src/i18n/en';
import { deckOf } from '../../../src/games/diceculus/cards';
import { ratToString } from '../../../src/core/exact';
import { createMemoryBackend, createStore, type Store } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import DiceScreen from '../../../src/ui/diceculus/DiceScreen';
import { describeGame } from '../../../src/ui/diceculus/describe';
import { diceSolver } from '../../../src/ui/diceculus/solver';
import { createSession } from '../../../src/ui/session';
import { botMove } from '../../../workers/diceculus/bots';
import { easyToStageTwo, playedAsEasy, playing, stageFourStart } from './playing';
import { openGame, replayed } from './open';
import { helperReport } from '../../../workers/diceculus/helper';
import { createSolverClient } from '../../../src/services/solverClient';
import type { DiceWorkerApi } from '../../../workers/diceculus.worker';
import { fakeWorkerFactory } from '../../services/fakeWorker';

beforeEach(() => {
  diceSolver.use({ botMove: async (s) => botMove(s), helper: async (s, r, p) => helperReport(s, r, p) });
});
afterEach(() => {
  cleanup();
  diceSolver.use(null);
});

const startGame = (moves: DiceMove[], seed = 'uiseed'): Promise<{ store: Store; id: string }> => openGame({ ...DEFAULT_PARAMS, rounds: 1 }, seed, moves);

const stateOf = async (store: Store, id: string): Promise<DiceState> => (await replayed(store, id)).state;

describe('DiceCulus screens', () => {
  it('a human announces, rolls, keeps, answers wrong then right against a computer; every action is saved', async () => {
    const { store, id } = await startGame([{ t: 'join', name: 'Ana' }, { t: 'join', name: 'Pip', bot: 'easy' }, { t: 'start' }]);
    // wait for Ana's announcement (the computer may announce first)
    const announce = await screen.findByRole('button', { name: 'Announce' }, { timeout: 5000 });
    expect((screen.getByRole('button', { name: 'One die more for a' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'One die less for a' }));
    // the dice as arranged show once they are saved (the game's view)
    await waitFor(() => expect((announce as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'One die more for b' }));
    await waitFor(() => expect((announce as HTMLButtonElement).disabled).toBe(false));
    expect((await store.sessions.get(id))?.view).toMatchObject({ announce: { p: 0, guess: 3, split: { a: 2, b: 3, c: 2 } } });
    fireEvent.click(announce);
    // Ana's play: roll each unknown and keep it
    for (let i = 0; i < 3; i++) {
      const roll = await screen.findAllByRole('button', { name: /^Roll [abc] \(\d dice\)$/ }, { timeout: 5000 });
      fireEvent.click(roll[0]!);
      fireEvent.click(await screen.findByRole('button', { name: /^Keep \d+$/ }));
    }
    const input = (await screen.findByLabelText('The value of the card')) as HTMLInputElement;
    fireEvent.input(input, { target: { value: '99999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    // a wrong try shows the numbers put in, not the working with its value (that would be copying): 2 tries left
    await screen.findByText('Not quite. 2 tries left: here are your numbers in the card, work it out again.');
    expect(screen.queryByLabelText('Working')).toBeNull();
    expect(screen.getByLabelText('Your numbers in the card').textContent).not.toMatch(/ = /);
    const played = (await stateOf(store, id)).rounds[0]!;
    const value = valueText(evaluate(cardOf(played).node, valuesOf(cardOf(played), played.plays[0]!))) ?? 'none';
    fireEvent.input(input, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(
      async () => {
        const s = await stateOf(store, id);
        expect(s.rounds.length).toBeGreaterThan(1);
      },
      { timeout: 5000 },
    );
    const s = await stateOf(store, id);
    const r0 = s.rounds[0]!;
    const ana = r0.plays[0]!;
    expect(ana.wrong).toBe(1);
    expect(ana.done).toBe(true);
    expect(r0.scores).not.toBeNull();
    // the last round's line and the strategy helper
    fireEvent.click(await screen.findByRole('button', { name: 'Strategy helper' }));
    await screen.findByText(/the best split for this card was/, undefined, { timeout: 5000 });
    expect((await stateOf(store, id)).rounds[0]!.plays[0]!.helper).toBe(true);
  });

  it("on a phone the last round and its helper sit above the turn's form in the play column", async () => {
    const viewport = (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM;
    viewport.setViewport({ width: 390, height: 844 });
    try {
      await startGame(easyToStageTwo('helper-phone').moves, 'helper-phone');
      fireEvent.click(await screen.findByRole('button', { name: 'Let’s play stage II' }, { timeout: 5000 }));
      const announce = await screen.findByRole('button', { name: 'Announce' }, { timeout: 5000 });
      const helperButton = screen.getAllByRole('button', { name: /^Strategy helper/ })[0]!;
      // before the turn's form, so the form coming and going below never moves them
      expect(helperButton.closest('.dc-main')).not.toBeNull();
      expect(helperButton.compareDocumentPosition(announce) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      viewport.setViewport({ width: 1024, height: 768 });
    }
  });

  it('the strategy helper: the last round sits beside the play on a tablet, and a helper that fails says why in its dialog', async () => {
    const { moves } = easyToStageTwo('helper-fails');
    diceSolver.use({ botMove: async (st) => botMove(st), helper: () => Promise.reject(new Error('worker gone')) });
    const { store, id } = await startGame(moves, 'helper-fails');
    fireEvent.click(await screen.findByRole('button', { name: 'Let’s play stage II' }, { timeout: 5000 }));
    const announce = await screen.findByRole('button', { name: 'Announce' }, { timeout: 5000 });
    const helperButton = screen.getAllByRole('button', { name: /^Strategy helper/ })[0]!;
    // under the score table, beside the play column: the turn's form coming and going never moves it, and the column
    // keeps its room for the form (at 1024×768 stage IV's Announce fell below the fold under the last round)
    expect(helperButton.closest('.dc-aside')).not.toBeNull();
    expect(announce.closest('.dc-main')).not.toBeNull();
    fireEvent.click(helperButton);
    const alert = await screen.findByText(/^The helper could not work this round out: /, undefined, { timeout: 5000 });
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.queryByText('Working it out…')).toBeNull();
    // the helper's use is still recorded (it was saved before the worker was asked)
    expect((await stateOf(store, id)).rounds[0]!.plays[0]!.helper).toBe(true);
  });

  it('closing the strategy helper stops its search: opened again, it answers without waiting behind the old one', async () => {
    // The facade on the real worker bridge, with a stand-in worker whose first helper search never ends.
    let searches = 0;
    const client = createSolverClient<DiceWorkerApi>(
      fakeWorkerFactory(() => ({
        ready: () => true,
        botMove: (st: DiceState) => botMove(st),
        helper: (st: DiceState, r: number, p: number) => (searches++ === 0 ? new Promise(() => undefined) : helperReport(st, r, p)),
      })).factory,
    );
    try {
      diceSolver.use({
        botMove: (st, signal) => client.call('botMove', [st], signal ? { signal } : {}),
        helper: (st, r, p, signal) => client.call('helper', [st, r, p], signal ? { signal } : {}),
      });
      const { moves } = easyToStageTwo('helper-closed');
      await startGame(moves, 'helper-closed');
      fireEvent.click(await screen.findByRole('button', { name: 'Let’s play stage II' }, { timeout: 5000 }));
      await screen.findByRole('button', { name: 'Announce' }, { timeout: 5000 });
      fireEvent.click(screen.getAllByRole('button', { name: /^Strategy helper/ })[0]!);
      const working = await screen.findByText('Working it out…');
      await waitFor(() => expect(searches).toBe(1));
      fireEvent.click(within(working.closest('dialog') as HTMLElement).getByRole('button', { name: 'Close' }));
      fireEvent.click(screen.getAllByRole('button', { name: /^Strategy helper/ })[0]!);
      await screen.findByText(/^Your split /, undefined, { timeout: 8000 });
      expect(searches).toBe(2);
    } finally {
      client.terminate();
    }
  });

  it('reload resumes the dice as they were being arranged on the unknowns (stage II: the guess too)', async () => {
    // every stage-I round played by the easy computer's rules, up to the first stage-II announcement
    const { state: s, moves } = easyToStageTwo('arranged');
    const n = nextAction(s);
    if (n.kind !== 'announce') throw new Error();
    const { store, id } = await startGame(moves, 'arranged');
    fireEvent.click(await screen.findByRole('button', { name: 'Let’s play stage II' }, { timeout: 5000 }));
    fireEvent.click(await screen.findByRole('button', { name: '5', pressed: false }, { timeout: 5000 }));
    await screen.findByRole('button', { name: '5', pressed: true });
    fireEvent.click(screen.getByRole('button', { name: 'One die less for a' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Announce' }) as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'One die more for e' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Announce' }) as HTMLButtonElement).disabled).toBe(false));
    const saved = (await store.sessions.get(id))!;
    expect(saved.moves).toHaveLength(moves.length);
    // a fresh screen on the same store: the arrangement is back
    cleanup();
    render(
      <AppProvider store={store}>
        <DiceScreen route={['play', id]} />
      </AppProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Let’s play stage II' }, { timeout: 5000 }));
    await screen.findByRole('button', { name: '5', pressed: true }, { timeout: 5000 });
    expect(screen.getByRole('group', { name: '2 dice for e' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '1 die for a' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Announce' }));
    await waitFor(async () => {
      const st = await stateOf(store, id);
      expect(st.rounds[st.rounds.length - 1]!.plays[n.p]).toMatchObject({ guess: 5, split: { a: 1, b: 2, c: 1, d: 1, e: 2 } });
    });
  });

  it('reload resumes exactly: a half-rolled unknown is shown with its dice', async () => {
    // build a state where Ana has rolled a once
    let s = E.init({ ...DEFAULT_PARAMS, rounds: 1 }, 'resume');
    const moves: DiceMove[] = [{ t: 'join', name: 'Ana' }, { t: 'join', name: 'Ben' }, { t: 'start' }];
    for (const m of moves) s = E.apply(s, m);
    for (;;) {
      const n = nextAction(s);
      if (n.kind !== 'announce') break;
      const m: DiceMove = { t: 'announce', p: n.p, guess: 3, split: { a: 3, b: 2, c: 2 } };
      s = E.apply(s, m);
      moves.push(m);
    }
    const n = nextAction(s);
    if (n.kind !== 'play') throw new Error();
    moves.push({ t: 'roll', p: n.p, v: 'a' });
    s = E.apply(s, moves[moves.length - 1]!);
    await startGame(moves, 'resume');
    const dice = s.rounds[0]!.plays[n.p]!.rolls.a![0]!;
    const total = dice.reduce((a, b) => a + b, 0);
    await screen.findByRole('button', { name: `Keep ${total}` });
    expect(screen.getByText(`a: roll 1 of 3 shows ${total}`)).toBeTruthy();
  });

  it('the value being typed is saved as it is typed and is back in the field after a reload, the caret after it', async () => {
    const { moves, round, p } = playing('typedui', (_s, r, q) => allRolled(cardOf(r), r.plays[q]!));
    const store = createStore(createMemoryBackend());
    const record = await createSession(store, E, { ...DEFAULT_PARAMS, rounds: 1 }, 'typedui', describeGame);
    await store.sessions.save({ ...record, moves });
    const shown = render(
      <AppProvider store={store}>
        <DiceScreen route={['play', record.id]} />
      </AppProvider>,
    );
    const field = (await screen.findByLabelText(en['diceculus.answer'])) as HTMLInputElement;
    expect(field.value).toBe('');
    fireEvent.input(field, { target: { value: '1' } });
    fireEvent.input(field, { target: { value: '12' } });
    await waitFor(async () =>
      expect((await store.sessions.get(record.id))?.view).toEqual({
        answer: { round: round.global, p, text: '12' },
        claim: { round: round.global, p, text: '' },
      }),
    );
    shown.unmount();
    render(
      <AppProvider store={store}>
        <DiceScreen route={['play', record.id]} />
      </AppProvider>,
    );
    const back = (await screen.findByLabelText(en['diceculus.answer'])) as HTMLInputElement;
    expect(back.value).toBe('12');
    await waitFor(() => expect(document.activeElement).toBe(back));
    expect([back.selectionStart, back.selectionEnd]).toEqual([2, 2]);
    // nothing was a move: the check is still the player's to make
    expect((await store.sessions.get(record.id))?.moves).toHaveLength(moves.length);
  });

  it('stage IV: the claim being typed is saved as it is typed, back after a reload (caret after it), and not shown on the next player’s turn', async () => {
    const seed = 'claimui';
    const { moves, round, p } = playedAsEasy(seed, stageFourStart());
    const store = createStore(createMemoryBackend());
    const record = await createSession(store, E, { ...DEFAULT_PARAMS, rounds: 1 }, seed, describeGame);
    await store.sessions.save({ ...record, moves });
    const game = (): ReturnType<typeof render> =>
      render(
        <AppProvider store={store}>
          <DiceScreen route={['play', record.id]} />
        </AppProvider>,
      );
    const claimButton = en['diceculus.claimButton'].replace('{points}', '50');
    const claimField = async (): Promise<HTMLInputElement> => (await screen.findByLabelText(en['diceculus.claimLabel'])) as HTMLInputElement;
    const shown = game();
    const field = await claimField();
    expect(field.value).toBe('');
    for (const text of ['3', '3,', '3,5']) fireEvent.input(field, { target: { value: text } });
    await waitFor(async () =>
      expect(((await store.sessions.get(record.id))?.view as { claim?: unknown } | undefined)?.claim).toEqual({ round: round.global, p, text: '3,5' }),
    );
    // killed: the screen goes without a word to the page
    shown.unmount();
    game();
    const back = await claimField();
    expect(back.value).toBe('3,5');
    await waitFor(() => expect(document.activeElement).toBe(back));
    expect([back.selectionStart, back.selectionEnd]).toEqual([3, 3]);
    expect((screen.getByRole('button', { name: claimButton }) as HTMLButtonElement).disabled).toBe(false);
    // nothing was a move: the claim is still the player's to make
    const saved = (await store.sessions.get(record.id))!;
    expect(saved.moves).toHaveLength(moves.length);
    cleanup();
    // the player's turn is played out; the other player's stage-IV turn opens with the view still on the device
    const other = playedAsEasy(seed, stageFourStart(p));
    expect(other.p).not.toBe(p);
    await store.sessions.save({ ...saved, moves: other.moves });
    game();
    const theirs = await claimField();
    expect(theirs.value).toBe('');
    expect(document.activeElement).not.toBe(theirs);
    expect((screen.getByRole('button', { name: claimButton }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('stage IV: a constant card is claimed by typing its value, 50 points without rolling', async () => {
    const constant = deckOf(4).find((c) => c.constant !== null)!;
    let seed = '';
    for (let i = 0; i < 400 && !seed; i++) if (cardFor({ ...DEFAULT_PARAMS, rounds: 1 }, `k${i}`, 4, 0).id === constant.id) seed = `k${i}`;
    let s = E.init({ ...DEFAULT_PARAMS, rounds: 1 }, seed);
    const moves: DiceMove[] = [{ t: 'join', name: 'Ana' }, { t: 'join', name: 'Pip', bot: 'easy' }, { t: 'start' }];
    for (const m of moves) s = E.apply(s, m);
    // everything up to Ana's stage-IV play, Ana played by the easy computer's rules
    for (;;) {
      const n = nextAction(s);
      if (n.kind === 'play' && n.round.stage === 4 && n.p === 0) break;
      const m = botMove({ ...s, players: s.players.map((p) => ({ ...p, kind: 'bot' as const, level: 'easy' as const })) })!;
      if (m.t === 'claim') break;
      s = E.apply(s, m);
      moves.push(m);
    }
    const { store, id } = await startGame(moves, seed);
    // the question says what a constant card is; a wrong claim says so (it counts as a wrong answer), a right one confirms
    const field = await screen.findByLabelText('The number it always comes to', undefined, { timeout: 5000 });
    expect(screen.getByText('Is this card always the same number?')).toBeTruthy();
    fireEvent.input(field, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim 50 points' }));
    await screen.findByText('No: this card does not always come to that number. Roll the dice as usual.');
    fireEvent.input(field, { target: { value: ratToString(constant.constant!) } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim 50 points' }));
    await screen.findByText(`Ana: Right! This card is always ${ratToString(constant.constant!).replace('-', '−')}: 50 points without rolling.`, undefined, {
      timeout: 5000,
    });
    await waitFor(async () => {
      const st = await stateOf(store, id);
      const play = st.rounds[st.rounds.length - 1]!.plays[0]!;
      expect(play.claimed).toBe(true);
      expect(play.wrong).toBe(1);
      expect(play.points).toBe(50);
      expect(play.rolls).toEqual({});
    });
  });

  it('has a catalogue sentence for every refusal code of the engine', () => {
    const src = readFileSync('src/games/diceculus/game.ts', 'utf8');
    const codes = new Set([...src.matchAll(/refuse\('(\w+)'/g), ...src.matchAll(/bad\('(\w+)'/g), ...src.matchAll(/code: '(\w+)'/g)].map((m) => m[1]!));
    expect(codes.size).toBeGreaterThan(30);
    for (const c of codes) expect(Object.keys(en), c).toContain(`diceculus.refuse.${c}`);
  });
});
