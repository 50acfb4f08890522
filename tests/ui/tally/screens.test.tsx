// @vitest-environment happy-dom
import { deviceId } from '../../../src/ui/tally/device';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { parseBoard } from '../../../src/games/tally/board';
import { encodeResults, resultsCodeIn } from '../../../src/games/tally/codes';
import { resultsLink } from '../../../src/ui/tally/Exchange';
import { parseHash } from '../../../src/ui/router';
import { DEFAULT_PARAMS, tallyEngine, type TallyMove, type TallyParams } from '../../../src/games/tally/round';
import { createMemoryBackend, createStore, type Store } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { Notices } from '../../../src/ui/components/Notices';
import { createSession } from '../../../src/ui/session';
import TallyScreen, { roundForResults } from '../../../src/ui/tally/TallyScreen';
import { describeRound } from '../../../src/ui/tally/describe';
import { tallySolver } from '../../../src/ui/tally/solver';
import { botSheet } from '../../../workers/tally/bots';
import { bestEquations, equationThrough, longestEquation } from '../../../workers/tally/solver';
import { keyOfText } from '../../../src/games/tally/equation';
import { settled, watchWrites } from '../writes';

const BOARD = '4481917632905758';
// 4 4 8 1
// 9 1 7 6
// 3 2 9 0
// 5 7 5 8

beforeEach(() => {
  tallySolver.use({
    botSheet: async (b, level, seed, seat, parens) => botSheet(parseBoard(b), level, seed, seat, parens),
    longest: async (b, ms) => longestEquation(parseBoard(b), ms),
    best: async (b, count, maxTiles, exclude, parens) =>
      bestEquations(parseBoard(b), { count, maxTiles, parens, exclude: (f) => exclude.includes(keyOfText(f.text, true) ?? '') }),
    through: async (b, cell, maxTiles) => equationThrough(parseBoard(b), cell, maxTiles),
  });
});
afterEach(() => {
  cleanup();
  tallySolver.use(null);
});

async function startRound(joins: TallyMove[], params: TallyParams = { ...DEFAULT_PARAMS, board: BOARD }): Promise<{ store: Store; id: string }> {
  const store = createStore(createMemoryBackend());
  const record = await createSession(store, tallyEngine, params, 'uiseed', describeRound, { moves: joins });
  render(
    <AppProvider store={store}>
      <TallyScreen route={['play', record.id]} />
      <Notices />
    </AppProvider>,
  );
  return { store, id: record.id };
}

const tile = (cell: number) => screen.getByRole('button', { name: new RegExp(`, row ${Math.floor(cell / 4) + 1}, column ${(cell % 4) + 1}(,|$)`) });
const sign = (name: string) => screen.getByRole('group', { name: 'Signs for the chosen gap' }).querySelector(`[aria-label="${name}"]`) as HTMLElement;

/** The traced path and its signs are saved before they show: a tap shows once its save is done. */
const shown = (): Promise<void> => act(settled);

async function writeEquation(cells: number[], signs: Record<number, string>): Promise<void> {
  for (const c of cells) {
    fireEvent.click(tile(c));
    await shown();
  }
  for (const [gap, s] of Object.entries(signs)) {
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Gap ${Number(gap) + 1}:`) }));
    await shown();
    fireEvent.click(sign(s));
    await shown();
  }
  fireEvent.click(screen.getByRole('button', { name: 'Add to sheet' }));
}

describe('Tally Rally screens', () => {
  it('plays a turn: traces, chooses signs, refuses with a reason, adds to the sheet and saves every move', async () => {
    const { store, id } = await startRound([{ t: 'join', name: 'Ana' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Start, Ana' }));
    await screen.findByText('Writing: Ana');

    // 4 4 8 with no signs: refused with a reason in words
    await writeEquation([0, 1, 2], {});
    await screen.findByText(/^Not added: 448 is not a calculation|^Not added: an equation needs an = sign/);

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await writeEquation([0, 1, 2], { 0: 'plus', 1: 'equals' });
    await screen.findByText('Added 4 + 4 = 8: 3 points if nobody else finds it.');
    expect(screen.getByText('1 equation · 3 tiles')).toBeTruthy();

    // the inverse is refused as the same equation
    await writeEquation([2, 1, 0], { 0: 'minus', 1: 'equals' });
    await screen.findByText('Not added: this is the same equation as 4 + 4 = 8, which is already on the sheet.');

    // the 2 is not next to the 7 (tapping a far tile restarts the path, said in words)
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(tile(0));
    fireEvent.click(tile(15));
    await screen.findByText('That tile is not next to the last one, so the path starts again there.');

    const saved = await store.sessions.get(id);
    expect(saved?.moves.map((m) => (m as TallyMove).t)).toEqual(['join', 'go', 'add']);
    expect(saved?.moves[2]).toEqual({ t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8', at: expect.any(Number) });
  });

  it('hands over between people, lets computer players write, and strikes duplicates in the results', async () => {
    await startRound([
      { t: 'join', name: 'Ana' },
      { t: 'join', name: 'Ben' },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Start, Ana' }));
    await screen.findByText('Writing: Ana');
    await writeEquation([0, 1, 2], { 0: 'plus', 1: 'equals' });
    await screen.findByText(/^Added 4 \+ 4 = 8/);
    await writeEquation([3, 6, 2], { 0: 'plus', 1: 'equals' });
    await screen.findByText(/^Added 1 \+ 7 = 8/);
    fireEvent.click(screen.getByRole('button', { name: 'I am done' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Finish now' }));
    await screen.findByText('Pass the tablet to Ben. The other sheets stay hidden.');
    expect(screen.queryByText('4 + 4 = 8')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start, Ben' }));
    await screen.findByText('Writing: Ben');
    expect(screen.getByText('No equations yet.')).toBeTruthy();
    await writeEquation([2, 1, 0], { 0: 'minus', 1: 'equals' });
    await screen.findByText(/^Added 8 − 4 = 4/);
    fireEvent.click(screen.getByRole('button', { name: 'I am done' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Finish now' }));
    fireEvent.click(await screen.findByRole('button', { name: 'See the results' }));
    await screen.findByText('Ana wins with 3 points!');
    expect(screen.getByText('struck: also found by Ben')).toBeTruthy();
    expect(screen.getByText('struck: also found by Ana')).toBeTruthy();
    await screen.findByText(/^Longest equation: 16 tiles/);
    await screen.findByText('Good equations nobody found');
    // tapping an equation draws it on the board
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 + 7 = 8 on the board' }));
    await waitFor(() => expect(document.querySelectorAll('.tally-held .tally-tile.in-path')).toHaveLength(3));
  });

  it('exchanges results codes with another device', async () => {
    const { store, id } = await startRound([{ t: 'join', name: 'Ana' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Start, Ana' }));
    await screen.findByText('Writing: Ana');
    await writeEquation([0, 1, 2], { 0: 'plus', 1: 'equals' });
    await screen.findByText(/^Added 4 \+ 4 = 8/);
    fireEvent.click(screen.getByRole('button', { name: 'I am done' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Finish now' }));
    await screen.findByText('Round finished on this device');
    expect(screen.getByText(`TR2.${BOARD}.0.${deviceId()}.Ana.a+b=c`)).toBeTruthy();
    // this device's own code is not taken as another device's
    const own = screen.getByPlaceholderText('Add a results code from another device');
    fireEvent.input(own, { target: { value: `TR2.${BOARD}.0.${deviceId()}.Ana.a+b=c` } });
    fireEvent.submit(own.closest('form') as HTMLFormElement);
    await screen.findByText(/this is the results code of Ana on this device/);
    const input = screen.getByPlaceholderText('Add a results code from another device');
    fireEvent.input(input, { target: { value: 'TR1.1234567890123456.0.Ben.a+b=c' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await screen.findByText('That results code cannot be added: this results code is for a different board.');
    const ben = encodeResults(parseBoard(BOARD), false, 'Ben', [
      { cells: [0, 1, 2], eq: '4+4=8' },
      { cells: [3, 6, 2], eq: '1+7=8' },
    ]);
    fireEvent.input(input, { target: { value: ben } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await screen.findByText('Added the sheet of Ben.');
    fireEvent.click(screen.getByRole('button', { name: 'See the results' }));
    await screen.findByText('Ben wins with 3 points!');
    const saved = await store.sessions.get(id);
    expect(saved?.status).toBe('finished');
    await waitFor(async () =>
      expect((await store.history.list())[0]?.players).toEqual([
        { name: 'Ana', score: 0 },
        { name: 'Ben', score: 3 },
      ]),
    );
    // a results code that arrives after the results are shown still counts, and the history follows
    const cy = encodeResults(parseBoard(BOARD), false, 'Cy', [{ cells: [3, 6, 2], eq: '1+7=8' }]);
    fireEvent.click(screen.getByText('Other devices'));
    const late = screen.getByPlaceholderText('Add a results code from another device');
    fireEvent.input(late, { target: { value: cy } });
    fireEvent.submit(late.closest('form') as HTMLFormElement);
    await screen.findByText('Added the sheet of Cy.');
    await screen.findByText('A tie: Ana, Ben, Cy with 0 points.');
    await waitFor(async () => {
      const history = await store.history.list();
      expect(history).toHaveLength(1);
      expect(history[0]?.players.map((p) => p.score)).toEqual([0, 0, 0]);
    });
  });

  it('resumes a saved turn after a reload, with the traced path', async () => {
    const { store, id } = await startRound([
      { t: 'join', name: 'Ana' },
      { t: 'go', p: 0, at: Date.now() },
      { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8' },
    ]);
    await screen.findByText('Writing: Ana');
    fireEvent.click(tile(3));
    fireEvent.click(tile(6));
    await waitFor(async () => expect(((await store.sessions.get(id))!.view as { draft: { path: number[] } }).draft.path).toEqual([3, 6]));
    cleanup();
    render(
      <AppProvider store={store}>
        <TallyScreen route={['play', id]} />
      </AppProvider>,
    );
    await screen.findByText('Writing: Ana');
    expect(screen.getByText('4 + 4 = 8')).toBeTruthy();
    expect(document.querySelectorAll('.tally-board .tally-tile.in-path')).toHaveLength(2);
  });

  it('asks before finishing a sheet early, and keeps writing when asked to', async () => {
    const { store, id } = await startRound([{ t: 'join', name: 'Ana' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Start, Ana' }));
    await screen.findByText('Writing: Ana');
    fireEvent.click(screen.getByRole('button', { name: 'I am done' }));
    await screen.findByText(/^There is still [23]:\d\d on the timer\. Once you finish, you cannot add more equations\.$/);
    fireEvent.click(screen.getByRole('button', { name: 'Keep writing' }));
    expect(screen.getByText('Writing: Ana')).toBeTruthy();
    expect((await store.sessions.get(id))?.moves.map((m) => (m as TallyMove).t)).toEqual(['join', 'go']);
  });

  it('says time is up when the sand ran out (here while the app was closed), then ends the turn', async () => {
    const { store, id } = await startRound([
      { t: 'join', name: 'Ana' },
      { t: 'go', p: 0, at: Date.now() - 200_000 },
    ]);
    await screen.findByText('Time is up, Ana.');
    expect(screen.getByText('Your sheet: 0 equations.')).toBeTruthy();
    expect((await store.sessions.get(id))?.moves.at(-1)).toEqual({ t: 'go', p: 0, at: expect.any(Number) });
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await screen.findByText('Round finished on this device');
    const saved = await store.sessions.get(id);
    expect(saved?.moves.at(-1)).toEqual({ t: 'stop', p: 0, at: expect.any(Number) });
  });

  it('offers the equation being built when time runs out, and explains an unfinished one', async () => {
    const at = Date.now() - 200_000;
    const store = createStore(createMemoryBackend());
    const record = await createSession(store, tallyEngine, { ...DEFAULT_PARAMS, board: BOARD }, 'uiseed', describeRound);
    const joins: TallyMove[] = [
      { t: 'join', name: 'Ana' },
      { t: 'join', name: 'Ben' },
      { t: 'go', p: 0, at },
    ];
    await store.sessions.save({ ...record, moves: joins, view: { turn: at, draft: { path: [0, 1, 2], gaps: ['+', '='], selected: 1 } } });
    render(
      <AppProvider store={store}>
        <TallyScreen route={['play', record.id]} />
      </AppProvider>,
    );
    await screen.findByText('You were building 4 + 4 = 8. It is a good equation: add it to your sheet (3 points)?');
    fireEvent.click(await screen.findByRole('button', { name: 'Add it and finish' }));
    await screen.findByText('Ready, Ben?');
    const saved = await store.sessions.get(record.id);
    expect(saved?.moves.slice(3)).toEqual([
      { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8', at: expect.any(Number) },
      { t: 'stop', p: 0, at: expect.any(Number) },
    ]);
    cleanup();
    // an unfinished one is explained, not silently lost
    const at2 = Date.now() - 200_000;
    await store.sessions.save({
      ...(saved as NonNullable<typeof saved>),
      moves: [...(saved?.moves ?? []), { t: 'go', p: 1, at: at2 }],
      view: { turn: at2, draft: { path: [0, 1, 2], gaps: ['+', ''], selected: 1 } },
    });
    render(
      <AppProvider store={store}>
        <TallyScreen route={['play', record.id]} />
      </AppProvider>,
    );
    await screen.findByText(/^You were building 4 \+ 48, but it cannot count: /);
    expect(screen.queryByRole('button', { name: 'Add it and finish' })).toBeNull();
  });

  it('remembers the setup for next time: mode, names, computer players, timer', async () => {
    localStorage.removeItem('tuffest.setup.tally');
    const store = createStore(createMemoryBackend());
    render(
      <AppProvider store={store}>
        <TallyScreen route={[]} />
      </AppProvider>,
    );
    fireEvent.input(screen.getByLabelText('Your name'), { target: { value: 'Zoë' } });
    fireEvent.click(screen.getByRole('button', { name: /Euler, hard/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(location.hash).toMatch(/^#\/tally\/play\//));
    cleanup();
    render(
      <AppProvider store={store}>
        <TallyScreen route={[]} />
      </AppProvider>,
    );
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Zoë');
    expect(screen.getByRole('button', { name: /Euler, hard/ }).getAttribute('aria-pressed')).toBe('true');
    cleanup();
    localStorage.setItem('tuffest.setup.tally', 'not json');
    render(
      <AppProvider store={store}>
        <TallyScreen route={[]} />
      </AppProvider>,
    );
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Me');
    localStorage.removeItem('tuffest.setup.tally');
  });

  it('sets up a round with a computer player and a board copied from the box', async () => {
    const store = createStore(createMemoryBackend());
    render(
      <AppProvider store={store}>
        <TallyScreen route={[]} />
      </AppProvider>,
    );
    fireEvent.input(screen.getByLabelText('Your name'), { target: { value: 'Zoë' } });
    fireEvent.click(screen.getByRole('button', { name: /Euler, hard/ }));
    fireEvent.click(screen.getByLabelText('Copy a board from the box'));
    fireEvent.input(screen.getByLabelText('The 16 digits, row by row'), { target: { value: '1111222233334444' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByText('the pouch holds only three 1s, this board has 4');
    fireEvent.input(screen.getByLabelText('The 16 digits, row by row'), { target: { value: BOARD } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(location.hash).toMatch(/^#\/tally\/play\//));
    const [session] = await store.sessions.list();
    expect(session?.code).toMatch(new RegExp(`^tally:b=${BOARD},h=1,p=0,s=180#`));
    expect(session?.moves).toEqual([
      { t: 'join', name: 'Zoë' },
      { t: 'join', name: 'Ada', bot: 'medium' },
      { t: 'join', name: 'Euler', bot: 'hard' },
    ]);
  });

  it('takes a typed equation with brackets when brackets are on', async () => {
    const { store, id } = await startRound([{ t: 'join', name: 'Ana' }], { ...DEFAULT_PARAMS, board: BOARD, parens: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Start, Ana' }));
    await screen.findByText('Writing: Ana');
    for (const c of [0, 1, 2, 3]) fireEvent.click(tile(c));
    await shown();
    const typed = screen.getByLabelText('Or type the equation (with brackets)') as HTMLInputElement;
    expect(typed.value).toBe('4481');
    fireEvent.input(typed, { target: { value: '(4 + 4) ÷ 8 = 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to sheet' }));
    await screen.findByText('Added (4 + 4) ÷ 8 = 1: 4 points if nobody else finds it.');
    const saved = await store.sessions.get(id);
    expect(saved?.moves.at(-1)).toEqual({ t: 'add', p: 0, cells: [0, 1, 2, 3], eq: '(4 + 4) ÷ 8 = 1', at: expect.any(Number) });
  });

  it('starts a new round with the same players from the results', async () => {
    const { store } = await startRound([
      { t: 'join', name: 'Ana' },
      { t: 'join', name: 'Ada', bot: 'easy' },
      { t: 'go', p: 0, at: Date.now() },
      { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8' },
      { t: 'stop', p: 0 },
      { t: 'bot', p: 1, entries: [] },
      { t: 'end' },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'New round' }));
    await waitFor(async () => expect(await store.sessions.list()).toHaveLength(2));
    const fresh = (await store.sessions.list()).find((r) => r.moves.length === 2);
    expect(fresh?.moves).toEqual([
      { t: 'join', name: 'Ana' },
      { t: 'join', name: 'Ada', bot: 'easy' },
    ]);
    expect(fresh?.code).not.toMatch(/b=/);
    expect(fresh?.view).toEqual({ series: [{ Ana: 3, Ada: 0 }] });
    // the second round's score table adds both rounds up
    cleanup();
    if (!fresh) throw new Error('no new round');
    await store.sessions.save({
      ...fresh,
      code: fresh.code.replace('tally:', `tally:b=${BOARD},`),
      moves: [
        ...fresh.moves,
        { t: 'go', p: 0, at: Date.now() },
        { t: 'add', p: 0, cells: [3, 6, 2], eq: '1+7=8' },
        { t: 'stop', p: 0 },
        { t: 'bot', p: 1, entries: [] },
        { t: 'end' },
      ],
    });
    render(
      <AppProvider store={store}>
        <TallyScreen route={['play', fresh.id]} />
      </AppProvider>,
    );
    await screen.findByText('Ana wins with 3 points!');
    const row = screen.getByRole('row', { name: /^Ana/ });
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['3', '3', '6']);
  });

  it('gives a two-step hint in a solo round: the tiles and the "=" first, then the signs; both are moves', async () => {
    const { store, id } = await startRound([
      { t: 'join', name: 'Ana' },
      { t: 'join', name: 'Ada', bot: 'medium' },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Start, Ana' }));
    await screen.findByText('Writing: Ana');
    fireEvent.click(tile(15));
    fireEvent.click(screen.getByRole('button', { name: 'Hint: show tiles that make an equation' }));
    await screen.findByText(/^Hint: these 3 tiles make an equation, = is in place/);
    const path = [...document.querySelectorAll('.tally-board .tally-tile.in-path')].map((e) => Number(e.getAttribute('data-cell')));
    expect(path).toContain(15);
    // the hint is a move of the saved game
    const last = (await store.sessions.get(id))?.moves.at(-1) as { t: string; p: number; cells: number[]; at: number };
    expect(last).toEqual({ t: 'hint', p: 0, cells: expect.any(Array), at: expect.any(Number), step: 1 });
    expect([...last.cells].sort((a, b) => a - b)).toEqual([...path].sort((a, b) => a - b));
    // the middle step: "=" is in its gap, the other sign is left to the player
    const gaps = [...document.querySelectorAll('.tally-gap')].map((g) => g.textContent);
    expect(gaps.filter((g) => g === '=')).toHaveLength(1);
    expect(gaps.filter((g) => g === '·')).toHaveLength(1);
    // step 2: every sign, and the equation can be added as it stands
    fireEvent.click(screen.getByRole('button', { name: 'Hint, second step: show every sign of the equation' }));
    await screen.findByText(/^Hint: .+\. Add it to your sheet\.$/);
    expect([...document.querySelectorAll('.tally-gap')].some((g) => g.textContent === '·')).toBe(false);
    expect((await store.sessions.get(id))?.moves.at(-1)).toMatchObject({ t: 'hint', p: 0, step: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Add to sheet' }));
    await screen.findByText(/^Added /);
  });

  it('writes the added equation and the emptied path in one record (one write for Add)', async () => {
    const { store, id } = await startRound([{ t: 'join', name: 'Ana' }]);
    const saves: { moves: number; path: unknown }[] = [];
    const save = store.saveSession.bind(store);
    store.saveSession = (r, h) => {
      if (r.id === id) saves.push({ moves: r.moves.length, path: (r.view as { draft?: { path?: unknown } } | undefined)?.draft?.path });
      return save(r, h);
    };
    fireEvent.click(await screen.findByRole('button', { name: 'Start, Ana' }));
    await screen.findByText('Writing: Ana');
    await writeEquation([0, 1, 2], { 0: 'plus', 1: 'equals' });
    await screen.findByText('Added 4 + 4 = 8: 3 points if nobody else finds it.');
    await shown();
    const withAdd = saves.filter((x) => x.moves === 3);
    // the first record holding the equation already holds the emptied path, and no second write follows for it
    expect(withAdd).toEqual([{ moves: 3, path: [] }]);
    expect(document.querySelectorAll('.tally-digit')).toHaveLength(0);
  });

  it('offers no hints when several people play, here or on other devices', async () => {
    await startRound([{ t: 'join', name: 'Ana' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Start, Ana' }));
    await screen.findByText('Writing: Ana');
    expect(screen.queryByRole('button', { name: 'Hint: show tiles that make an equation' })).toBeNull();
  });

  it('follows the teacher’s hints setting: on in a pass-the-tablet round, off in a solo round', async () => {
    await startRound(
      [
        { t: 'join', name: 'Ana' },
        { t: 'join', name: 'Ben' },
      ],
      { ...DEFAULT_PARAMS, board: BOARD, hints: true },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Start, Ana' }));
    await screen.findByText('Writing: Ana');
    expect(screen.getByRole('button', { name: 'Hint: show tiles that make an equation' })).toBeTruthy();
    cleanup();
    await startRound(
      [
        { t: 'join', name: 'Ana' },
        { t: 'join', name: 'Ada', bot: 'easy' },
      ],
      { ...DEFAULT_PARAMS, board: BOARD, hints: false },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Start, Ana' }));
    await screen.findByText('Writing: Ana');
    expect(screen.queryByRole('button', { name: 'Hint: show tiles that make an equation' })).toBeNull();
  });

  it('shows another device’s hints in the results (from its results code)', async () => {
    const code = `TR2.${BOARD}.0.dev9.Ben.c-b=a.~h3`;
    await startRound([{ t: 'join', name: 'Ana' }, { t: 'go', p: 0, at: Date.now() }, { t: 'stop', p: 0 }, { t: 'import', code }, { t: 'end' }]);
    await screen.findByText('Hints used: 3');
  });

  it('a player alone (solitaire, or one device before the other codes) is not told they "win"', async () => {
    await startRound([
      { t: 'join', name: 'Ana' },
      { t: 'go', p: 0, at: Date.now() },
      { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8' },
      { t: 'stop', p: 0 },
      { t: 'end' },
    ]);
    await screen.findByText(/^Ana scored 3 points\. Played on several devices\?/);
    expect(screen.queryByText(/wins/)).toBeNull();
  });

  it('says a finished sheet without equations has none written, not "yet"', async () => {
    await startRound([
      { t: 'join', name: 'Ana' },
      { t: 'join', name: 'Ben' },
      { t: 'go', p: 0, at: Date.now() },
      { t: 'stop', p: 0 },
      { t: 'go', p: 1, at: Date.now() },
      { t: 'add', p: 1, cells: [0, 1, 2], eq: '4+4=8' },
      { t: 'stop', p: 1 },
      { t: 'end' },
    ]);
    await screen.findByText('Ben wins with 3 points!');
    expect(screen.getByText('No equations written.')).toBeTruthy();
    expect(screen.queryByText('No equations yet.')).toBeNull();
  });

  it('puts a link in the results QR code that adds the sheet to the round with that board on the other device', async () => {
    const ben = encodeResults(parseBoard(BOARD), false, 'Ben', [
      { cells: [0, 1, 2], eq: '4+4=8' },
      { cells: [3, 6, 2], eq: '1+7=8' },
    ]);
    const link = resultsLink(ben);
    expect(link).toContain('#/tally/results/');
    expect(parseHash(new URL(link).hash)).toEqual(['tally', 'results', ben]);
    expect(resultsCodeIn(link)).toBe(ben);

    // this device has an older round on another board and the round on Ben's board
    const store = createStore(createMemoryBackend());
    const other = await createSession(store, tallyEngine, { ...DEFAULT_PARAMS, board: '1234567890123456' }, 'x', describeRound, 1000);
    await store.sessions.save({ ...other, moves: [{ t: 'join', name: 'Ana' }] });
    const mine = await createSession(store, tallyEngine, { ...DEFAULT_PARAMS, board: BOARD }, 'uiseed', describeRound, 2000);
    await store.sessions.save({
      ...mine,
      moves: [
        { t: 'join', name: 'Ana' },
        { t: 'go', p: 0, at: 5 },
        { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8' },
        { t: 'stop', p: 0 },
      ],
    });
    expect(await roundForResults(store, ben)).toBe(mine.id);
    expect(await roundForResults(store, encodeResults(parseBoard(BOARD), true, 'Ben', []))).toBeNull();

    location.hash = '#/';
    render(
      <AppProvider store={store}>
        <TallyScreen route={parseHash(new URL(link).hash).slice(1)} />
      </AppProvider>,
    );
    await waitFor(() => expect(parseHash(location.hash)).toEqual(['tally', 'play', mine.id, 'import', ben]));
    cleanup();
    const writes = watchWrites(store);
    render(
      <AppProvider store={store}>
        <TallyScreen route={parseHash(location.hash).slice(1)} />
        <Notices />
      </AppProvider>,
    );
    // a link adds nothing until the person confirms (issue 31): the code is read and shown, and no write of it started
    await screen.findByText('Ben’s results code holds 2 equations. Add them to this round?');
    const imports = (value: unknown): boolean => ((value as { moves?: TallyMove[] })?.moves ?? []).some((m) => m.t === 'import');
    expect(writes.filter((w) => imports(w.value))).toEqual([]);
    expect(((await store.sessions.get(mine.id))!.moves as TallyMove[]).some((m) => m.t === 'import')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Add the results' }));
    await screen.findByText('Added the sheet of Ben.');
    await waitFor(() => expect(parseHash(location.hash)).toEqual(['tally', 'play', mine.id]));
    const moves = (await store.sessions.get(mine.id))?.moves as TallyMove[];
    expect(moves.filter((m) => m.t === 'import')).toEqual([{ t: 'import', code: ben }]);
  });

  it('explains a results link for a board this device has not played', async () => {
    const store = createStore(createMemoryBackend());
    const ben = encodeResults(parseBoard(BOARD), false, 'Ben', [{ cells: [0, 1, 2], eq: '4+4=8' }]);
    render(
      <AppProvider store={store}>
        <TallyScreen route={['results', ben]} />
      </AppProvider>,
    );
    await screen.findByText('This device has no round on the board of Ben’s results code. Open the board code first, then scan the results code again.');
  });

  it('says in a sentence when the board analysis at the end cannot be worked out', async () => {
    tallySolver.use({
      botSheet: async () => [],
      longest: async () => {
        throw new Error('worker stopped');
      },
      best: async () => [],
      through: async () => null,
    });
    await startRound([{ t: 'join', name: 'Ana' }, { t: 'go', p: 0, at: Date.now() }, { t: 'stop', p: 0 }, { t: 'end' }]);
    await screen.findByText('What the board held could not be worked out: worker stopped');
  });

  it('explains a board code that cannot be used', async () => {
    const store = createStore(createMemoryBackend());
    render(
      <AppProvider store={store}>
        <TallyScreen route={['code', 'tally:s=5#abc']} />
      </AppProvider>,
    );
    expect(screen.getByText('That board code cannot be used: the timer is a number of seconds between 60 and 600.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the typed equation (issue 31)', () => {
  it('is saved with the traced path: back after the screen is opened again, and dropped when the path changes', async () => {
    const { store, id } = await startRound([{ t: 'join', name: 'Ana' }], { ...DEFAULT_PARAMS, board: BOARD, parens: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Start, Ana' }));
    await screen.findByText('Writing: Ana');
    for (const c of [0, 1, 2, 3]) fireEvent.click(tile(c));
    await shown();
    const field = screen.getByLabelText('Or type the equation (with brackets)') as HTMLInputElement;
    fireEvent.input(field, { target: { value: '(4 + 4) ÷ 8 = 1' } });
    await waitFor(async () => expect(((await store.sessions.get(id))!.view as { draft?: { typed?: string } }).draft?.typed).toBe('(4 + 4) ÷ 8 = 1'));
    // opened again (a reload): the typed text is back, and it is what Add sends
    cleanup();
    render(
      <AppProvider store={store}>
        <TallyScreen route={['play', id]} />
      </AppProvider>,
    );
    const again = (await screen.findByLabelText('Or type the equation (with brackets)')) as HTMLInputElement;
    expect(again.value).toBe('(4 + 4) ÷ 8 = 1');
    // a tile tapped off: the traced equation stands again, on screen and on the device
    fireEvent.click(tile(3));
    fireEvent.click(tile(3));
    await shown();
    await waitFor(async () =>
      expect(((await store.sessions.get(id))!.view as { draft?: { typed?: string; path?: number[] } }).draft).toEqual({
        path: [0, 1, 2, 3],
        gaps: ['', '', ''],
        selected: 0,
      }),
    );
    expect((screen.getByLabelText('Or type the equation (with brackets)') as HTMLInputElement).value).toBe('4481');
  });
});
