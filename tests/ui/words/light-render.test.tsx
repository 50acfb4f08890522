// @vitest-environment happy-dom
/**
 * The validity light's answer renders the seat it belongs to, not the table around it (issue 16): the table's own
 * words (its title) are not looked up again when the dictionary answers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';

const lookups = vi.hoisted(() => ({ keys: [] as string[] }));
vi.mock('../../../src/i18n', async (original) => {
  const real = await original<typeof import('../../../src/i18n')>();
  return {
    ...real,
    t: ((key: string, vars?: Record<string, unknown>) => {
      lookups.keys.push(key);
      return (real.t as (k: string, v?: Record<string, unknown>) => string)(key, vars);
    }) as typeof real.t,
  };
});

const { defaultParams } = await import('../../../src/games/words/params');
const { rollFor, wordsEngine } = await import('../../../src/games/words/plugin');
const { createMemoryBackend, createStore } = await import('../../../src/storage');
const { AppProvider } = await import('../../../src/ui/context');
const { createSession } = await import('../../../src/ui/session');
const { cubeName } = await import('../../../src/ui/words/Board');
const { describeWords } = await import('../../../src/ui/words/labels');
const { LIGHT_AFTER_MS, Play } = await import('../../../src/ui/words/Play');
const { wordsSolver } = await import('../../../src/ui/words/solver');
type WordsSolver = import('../../../src/ui/words/solver').WordsSolver;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const clean = { unknown: [], accepted: [], proper: [] };

describe('the validity light', () => {
  it('its answer renders the seat, not the table', async () => {
    // the dictionary answers when the test says so
    const answers: (() => void)[] = [];
    let held = true;
    const solver = {
      check: (_hand: string, _grid: string) =>
        new Promise((resolve) => {
          const answer = () => resolve({ verdict: clean, check: { valid: true, refusal: null, words: [], cubes: 0, score: 0 } });
          if (held) answers.push(answer);
          else answer();
        }),
    } as unknown as WordsSolver;
    // the page's timeouts on a fake clock that still moves with real time: the light's wait is moved on, not waited for
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true, advanceTimeDelta: 1 });
    const params = { ...defaultParams(), computers: [], rounds: 1, validityLight: true };
    const store = createStore(createMemoryBackend());
    const rec = await createSession(store, wordsEngine, params, 'lit1', describeWords);
    wordsSolver.use(solver);
    render(
      <AppProvider store={store}>
        <Play sessionId={rec.id} />
      </AppProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Roll the cubes' }));
    const tray = within(await screen.findByRole('group', { name: 'Cubes to place' }));
    const hand = rollFor(params, 'lit1', 0, 0);
    for (const [cube, col] of [
      [0, 4],
      [1, 5],
    ] as const) {
      fireEvent.click(tray.getAllByRole('button', { name: cubeName(hand[cube]!, cube) })[0]!);
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Row 4, column ${col}: empty`) }));
      await waitFor(() => expect(screen.queryByRole('button', { name: new RegExp(`^Row 4, column ${col}: empty`) })).toBeNull());
    }
    await act(async () => void (await vi.advanceTimersByTimeAsync(LIGHT_AFTER_MS)));
    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    lookups.keys.length = 0;
    held = false;
    for (const a of answers) a();
    const word = `${hand[0]}${hand[1]}`;
    expect(await screen.findByText(`${word} ✓`)).toBeTruthy();
    // the seat and its squares said something new; the table (its title, its clock, its buttons) was not drawn again
    expect(lookups.keys).toContain('words.light.word');
    expect(lookups.keys).not.toContain('words.round');
  });
});
