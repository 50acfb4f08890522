// @vitest-environment happy-dom
/**
 * The class word list is the teacher's (issue 28: "in solitaire a student accepted NZ and was offered Also add NZ to
 * the class word list; every later match on that tablet then accepts it"). A student's "accept anyway" counts in that
 * game only and offers nothing more; the teacher adds words in Settings, behind a teacher PIN set on this device, and
 * every later match on the device accepts them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { parseGrid, runsOf } from '../../../src/games/words';
import { defaultParams, type WordsParams } from '../../../src/games/words/params';
import { rollFor, wordsEngine } from '../../../src/games/words/plugin';
import type { WordsVerdict } from '../../../src/games/words/verdict';
import { createMemoryBackend, createStore, type Store } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { Notices } from '../../../src/ui/components/Notices';
import { createSession } from '../../../src/ui/session';
import { SettingsScreen } from '../../../src/ui/SettingsScreen';
import { cubeName } from '../../../src/ui/words/Board';
import { checkTeacherPin, loadClassList, PIN_TRIES, setTeacherPin } from '../../../src/ui/words/classList';
import { describeWords } from '../../../src/ui/words/labels';
import { LIGHT_AFTER_MS, Play } from '../../../src/ui/words/Play';
import { wordsSolver, type WordsSolver } from '../../../src/ui/words/solver';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

/** The light asks a moment after the board last changed: the page's timeouts on a fake clock that still moves. */
const lightOnFakeTimers = (): void => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true, advanceTimeDelta: 1 });
const lightAsks = (): Promise<void> => act(async () => void (await vi.advanceTimersByTimeAsync(LIGHT_AFTER_MS)));

/** A fake dictionary: every run is a word unless it is in `unknown`. */
const verdict = (grid: string, unknown: readonly string[], accepted: readonly string[] = []): WordsVerdict => {
  const g = parseGrid(grid);
  const runs = g.ok ? runsOf(g.grid).map((r) => r.letters) : [];
  const u = [...new Set(runs.filter((w) => unknown.includes(w)))].sort();
  return { unknown: u, accepted: u.filter((w) => accepted.includes(w)), proper: [] };
};
const solver = (unknown: string[]): WordsSolver => ({
  verdict: async (grid, _setup, accepted = []) => verdict(grid, unknown, accepted),
  check: async (_hand, grid, _setup, accepted = []) => ({
    verdict: verdict(grid, unknown, accepted),
    check: { valid: true, refusal: null, words: [], cubes: 0, score: 0 },
  }),
  best: async () => ({ grid: 'C A T', words: [], cubes: 3, score: 3, proven: true, verdict: { unknown: [], accepted: [], proper: [] } }),
  hint: async () => ({ length: 3, first: 'C', word: 'CAT', place: { row: 0, col: 1, dir: 'down' } }),
  computer: async () => ({ plan: { submission: null, delayMs: 0 }, table: null, steps: [], cubes: 0, score: 0 }),
});

const params: WordsParams = { ...defaultParams(), computers: [], rounds: 2, validityLight: true };
const hand = rollFor(params, 'cls', 0, 0);
const red = hand.findIndex((f, i) => i < 8 && /^[A-Z]$/.test(f));
const word = `${hand[red]}${hand[8]}`;

/** A solitaire match on this store with the two-letter word laid (row 4, columns 4 and 5), the light asked. */
async function laid(store: Store): Promise<string> {
  const rec = await createSession(store, wordsEngine, params, 'cls', describeWords, {});
  wordsSolver.use(solver([word]));
  render(
    <AppProvider store={store}>
      <Play sessionId={rec.id} />
      <Notices />
    </AppProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
  await screen.findByRole('group', { name: 'Cubes to place' });
  const seat = screen.getByRole('region', { name: 'Player 1’s crossword' });
  for (const [cube, col] of [
    [red, 4],
    [8, 5],
  ] as const) {
    fireEvent.click(within(within(seat).getByRole('group', { name: 'Cubes to place' })).getAllByRole('button', { name: cubeName(hand[cube]!, cube) })[0]!);
    const square = new RegExp(`^Row 4, column ${col}: empty`);
    fireEvent.click(within(seat).getByRole('button', { name: square }));
    await waitFor(() => expect(within(seat).queryByRole('button', { name: square })).toBeNull());
  }
  await lightAsks();
  return rec.id;
}

describe('a student’s “accept anyway” counts for that game only', () => {
  it('no offer to add the word to the class word list, nothing kept on the device; the next match asks again', async () => {
    lightOnFakeTimers();
    const store = createStore(createMemoryBackend());
    await laid(store);
    fireEvent.click(await screen.findByRole('button', { name: `Accept ${word} anyway` }));
    expect(await screen.findByText(`${word} accepted by the players`, {}, { timeout: 5000 })).toBeTruthy();
    // the old screen offered "Also add … to the class word list" here, to anyone at the table
    await act(async () => void (await vi.advanceTimersByTimeAsync(LIGHT_AFTER_MS)));
    expect(screen.queryByRole('button', { name: /class word list/ })).toBeNull();
    expect(screen.queryByText('(in the class word list)')).toBeNull();
    expect(await loadClassList(store)).toEqual([]);
    expect(await store.presets.list()).toEqual([]);
    cleanup();
    // a new match on the same device: the word is not accepted until someone accepts it again
    await laid(store);
    expect(await screen.findByRole('button', { name: `Accept ${word} anyway` }, { timeout: 5000 })).toBeTruthy();
  });
});

describe('the teacher’s class word list, in Settings behind the teacher PIN', () => {
  const settings = (store: Store) =>
    render(
      <AppProvider store={store}>
        <SettingsScreen />
        <Notices />
      </AppProvider>,
    );
  const section = () => screen.getByRole('region', { name: 'TUF words: class word list' });

  it('the teacher sets a PIN, adds and removes words, locks; a student cannot change it without the PIN', async () => {
    const store = createStore(createMemoryBackend());
    settings(store);
    const s = within(section());
    expect(s.getByText('No words in the class word list yet.')).toBeTruthy();
    // no PIN yet: the teacher sets one (too short and mistyped are refused in words)
    fireEvent.input(s.getByLabelText('New teacher PIN'), { target: { value: '12' } });
    fireEvent.click(s.getByRole('button', { name: 'Set the PIN' }));
    expect(await s.findByText('The teacher PIN needs at least 4 characters.')).toBeTruthy();
    fireEvent.input(s.getByLabelText('New teacher PIN'), { target: { value: '4321' } });
    fireEvent.input(s.getByLabelText('The same PIN again'), { target: { value: '4312' } });
    fireEvent.click(s.getByRole('button', { name: 'Set the PIN' }));
    expect(await s.findByText('The two PINs differ: type the same PIN twice.')).toBeTruthy();
    fireEvent.input(s.getByLabelText('The same PIN again'), { target: { value: '4321' } });
    fireEvent.click(s.getByRole('button', { name: 'Set the PIN' }));
    // open: words typed as a lesson's list are added (accents folded), what cannot be a word is named
    fireEvent.input(await s.findByRole('textbox', { name: 'Words to add' }), { target: { value: 'NZ, café x1 zorb' } });
    fireEvent.click(s.getByRole('button', { name: 'Add' }));
    await waitFor(async () => expect(await loadClassList(store)).toEqual(['NZ', 'CAFE', 'ZORB']));
    expect(await s.findByText('Not added (2 to 20 letters, no digits or signs): x1')).toBeTruthy();
    fireEvent.click(s.getByRole('button', { name: 'Remove cafe from the class word list' }));
    await waitFor(async () => expect(await loadClassList(store)).toEqual(['NZ', 'ZORB']));
    fireEvent.click(s.getByRole('button', { name: 'Lock the list' }));
    expect(s.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(s.queryByRole('textbox', { name: 'Words to add' })).toBeNull();
    cleanup();

    // another visit (a student): the list shows, but changing it asks for the PIN
    settings(store);
    const t = within(section());
    expect(await t.findByText('nz')).toBeTruthy();
    expect(t.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(t.queryByLabelText('New teacher PIN')).toBeNull();
    fireEvent.input(t.getByLabelText('Teacher PIN'), { target: { value: '0000' } });
    fireEvent.click(t.getByRole('button', { name: 'Change the list' }));
    expect(await t.findByText('That is not the teacher PIN of this device.')).toBeTruthy();
    expect(t.queryByRole('button', { name: /^Remove / })).toBeNull();
    fireEvent.input(t.getByLabelText('Teacher PIN'), { target: { value: '4321' } });
    fireEvent.click(t.getByRole('button', { name: 'Change the list' }));
    expect(await t.findByRole('button', { name: 'Remove nz from the class word list' })).toBeTruthy();
  });

  it('the PIN is kept salted and hashed, never as typed; ten wrong PINs in ten minutes make the device wait', async () => {
    await setTeacherPin('2468');
    expect(JSON.stringify({ ...localStorage })).not.toContain('2468');
    const t0 = 1_000_000;
    for (let i = 1; i < PIN_TRIES; i++) expect(await checkTeacherPin('1111', t0 + i)).toBe('wrong');
    expect(await checkTeacherPin('1111', t0 + PIN_TRIES)).toBe('wait');
    // even the right PIN waits, until the tries age out
    expect(await checkTeacherPin('2468', t0 + 60_000)).toBe('wait');
    expect(await checkTeacherPin('2468', t0 + PIN_TRIES + 10 * 60_000)).toBe('ok');
  });

  it('a word the teacher added is accepted at once in a later match, and recorded in the call’s verdict', async () => {
    lightOnFakeTimers();
    const store = createStore(createMemoryBackend());
    settings(store);
    const s = within(section());
    fireEvent.input(s.getByLabelText('New teacher PIN'), { target: { value: '9999' } });
    fireEvent.input(s.getByLabelText('The same PIN again'), { target: { value: '9999' } });
    fireEvent.click(s.getByRole('button', { name: 'Set the PIN' }));
    fireEvent.input(await s.findByRole('textbox', { name: 'Words to add' }), { target: { value: word } });
    fireEvent.click(s.getByRole('button', { name: 'Add' }));
    await waitFor(async () => expect(await loadClassList(store)).toEqual([word]));
    cleanup();
    const id = await laid(store);
    expect(await screen.findByText(`${word} accepted by the players`, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('(in the class word list)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Accept ${word} anyway` })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /TUF! I’m done/ }));
    await waitFor(async () => {
      const saved = await store.sessions.get(id);
      expect(saved?.moves.find((m) => (m as { type: string }).type === 'declare')).toMatchObject({ verdict: { accepted: [word] } });
    });
  });
});
