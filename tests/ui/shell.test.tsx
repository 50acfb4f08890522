// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { segment, startTimer } from '../../src/core/timer';
import { createMemoryBackend, createStore, defaultSettings, StorageFullError, type Store } from '../../src/storage';
import { AppProvider } from '../../src/ui/context';
import { Notices } from '../../src/ui/components/Notices';
import { SandTimer, sandShapes } from '../../src/ui/components/SandTimer';
import { Scoreboard } from '../../src/ui/components/Scoreboard';
import { SettingsScreen } from '../../src/ui/SettingsScreen';
import { Home, resumable, routeForCode } from '../../src/ui/Home';
import { HistoryScreen } from '../../src/ui/HistoryScreen';
import { createSession, usePersistentGame } from '../../src/ui/session';
import { parseHash, hrefFor } from '../../src/ui/router';
import { t } from '../../src/i18n';
import { counter, describeCounter } from './counter';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const withApp = (store: Store, ui: preact.ComponentChildren) => (
  <AppProvider store={store}>
    {ui}
    <Notices />
  </AppProvider>
);

function CounterScreen(props: { id: string }) {
  const game = usePersistentGame(counter, props.id, describeCounter);
  if (game.status !== 'ready' || !game.state) return <p>{game.status}</p>;
  return (
    <div>
      <output aria-label="total">{game.state.total}</output>
      <button
        type="button"
        onClick={async () => {
          const r = await game.dispatch({ add: 3 });
          if (!r.ok) document.body.setAttribute('data-reason', r.refusal.code);
        }}
      >
        add 3
      </button>
    </div>
  );
}

describe('usePersistentGame', () => {
  it('saves each move before showing it and resumes from the saved moves', async () => {
    const store = createStore(createMemoryBackend());
    const rec = await createSession(store, counter, { start: 2 }, 'seed1', describeCounter);
    expect(rec.code).toBe('counter:s=2#seed1');
    const saves: number[] = [];
    const save = store.saveSession;
    store.saveSession = async (r, h) => {
      saves.push(r.moves.length);
      await save(r, h);
    };
    render(withApp(store, <CounterScreen id={rec.id} />));
    await screen.findByLabelText('total');
    fireEvent.click(screen.getByText('add 3'));
    await waitFor(() => expect(screen.getByLabelText('total').textContent).toBe('5'));
    expect(saves).toEqual([1]);
    const saved = await store.sessions.get(rec.id);
    expect(saved).toMatchObject({ moves: [{ add: 3 }], title: 'Counter at 5', status: 'active' });
    cleanup();
    render(withApp(store, <CounterScreen id={rec.id} />));
    await waitFor(() => expect(screen.getByLabelText('total').textContent).toBe('5'));
  });

  it('refuses an illegal move with its reason and saves nothing', async () => {
    const store = createStore(createMemoryBackend());
    const rec = await createSession(store, counter, { start: 9 }, 's', describeCounter);
    render(withApp(store, <CounterScreen id={rec.id} />));
    await screen.findByLabelText('total');
    fireEvent.click(screen.getByText('add 3'));
    await waitFor(() => expect(document.body.getAttribute('data-reason')).toBe('That would pass 10.'));
    expect((await store.sessions.get(rec.id))?.moves).toEqual([]);
    expect(screen.getByLabelText('total').textContent).toBe('9');
  });

  it('keeps playing in memory with a clear message when the disk is full', async () => {
    const store = createStore(createMemoryBackend());
    const rec = await createSession(store, counter, { start: 0 }, 's', describeCounter);
    store.saveSession = async () => {
      throw new StorageFullError();
    };
    render(withApp(store, <CounterScreen id={rec.id} />));
    await screen.findByLabelText('total');
    fireEvent.click(screen.getByText('add 3'));
    await waitFor(() => expect(screen.getByLabelText('total').textContent).toBe('3'));
    expect(screen.getByText(t('notice.storageFull'))).toBeTruthy();
  });

  it('restores a damaged move list up to the last good move, saying so', async () => {
    const store = createStore(createMemoryBackend());
    const rec = await createSession(store, counter, { start: 0 }, 's', describeCounter);
    await store.sessions.save({ ...rec, moves: [{ add: 2 }, { add: 'x' }, { add: 1 }] });
    render(withApp(store, <CounterScreen id={rec.id} />));
    await waitFor(() => expect(screen.getByLabelText('total').textContent).toBe('2'));
    expect(screen.getByText(/restored up to move 2/)).toBeTruthy();
  });

  it('reports a missing session instead of crashing', async () => {
    const store = createStore(createMemoryBackend());
    render(withApp(store, <CounterScreen id="nope" />));
    await screen.findByText('missing');
  });
});

describe('sand timer component', () => {
  it('shows the colour in words, the time left, and fires once at the end', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    let now = 1_000;
    const onDone = vi.fn();
    const store = createStore(createMemoryBackend());
    const run = startTimer(segment('blue'), 1_000);
    render(
      <AppProvider store={store} initialSettings={{ ...defaultSettings, sound: false, vibration: false }}>
        <SandTimer run={run} onDone={onDone} now={() => now} />
      </AppProvider>,
    );
    const timer = screen.getByRole('timer');
    expect(timer.getAttribute('aria-label')).toBe('Blue timer: 1:00 left');
    now = 31_500;
    await act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('0:30')).toBeTruthy();
    expect(screen.getByText('30 seconds left')).toBeTruthy();
    now = 62_000;
    await act(() => {
      vi.advanceTimersByTime(1_000);
    });
    await act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/Time is up/);
  });

  it('can name itself instead of showing its colour', () => {
    const store = createStore(createMemoryBackend());
    render(
      <AppProvider store={store}>
        <SandTimer run={startTimer(segment('red'), 0)} caption="Sand timer" now={() => 60_000} />
      </AppProvider>,
    );
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Sand timer: 2:00 left');
    expect(screen.getByText('Sand timer')).toBeTruthy();
    expect(screen.queryByText('Red')).toBeNull();
  });

  it('draws less sand on top as time runs', () => {
    expect(sandShapes(1).level).toBe(92);
    expect(sandShapes(0).level).toBe(50);
    expect(sandShapes(0.25).level).toBeCloseTo(71);
  });
});

describe('shell screens', () => {
  it('reads pasted codes and links, rejecting malformed ones with a reason', () => {
    expect(routeForCode('garbage')).toEqual({ reason: 'That code could not be read: a code looks like game:settings#seed.' });
    expect(routeForCode('nosuchgame:a=1#abc')).toEqual({ reason: t('home.codeUnknownGame') });
    expect(routeForCode('https://x.example/#/nosuch/code/1')).toEqual({ reason: t('home.codeUnknownGame') });
    expect(parseHash('#/tuf/code/tuf%3Ag%3D1%23abc')).toEqual(['tuf', 'code', 'tuf:g=1#abc']);
    expect(hrefFor('tuf', 'code', 'tuf:g=1#abc')).toBe('#/tuf/code/tuf%3Ag%3D1%23abc');
  });

  it('home shows games in progress with one-tap resume', async () => {
    const store = createStore(createMemoryBackend());
    render(withApp(store, <Home />));
    expect(await screen.findByRole('heading', { name: 'Games' })).toBeTruthy();
    expect(screen.queryByText('Continue where you left off')).toBeNull();
  });

  it('home offers one Continue per game in progress: the same deal saved twice is one game', () => {
    const rec = (id: string, code: string, updatedAt: number) => ({
      id,
      game: 'tally',
      code,
      moves: [],
      status: 'active' as const,
      title: id,
      createdAt: 0,
      updatedAt,
    });
    const list = resumable([rec('a', 'tally:p=0,s=180#x', 1), rec('b', 'tally:p=0,s=180#x', 5), rec('c', 'tally:p=0,s=180#y', 3)]);
    expect(list.map((s) => s.id)).toEqual(['b', 'c']);
  });

  it('a finished game opens to show its sheets or turns; an unknown record shows its plain facts', async () => {
    const store = createStore(createMemoryBackend());
    await store.history.save({
      id: 'h-t',
      game: 'tally',
      code: 'tally:p=0,s=180#a',
      finishedAt: 3,
      players: [
        { name: 'Ana', score: 3 },
        { name: 'Ada', score: 0, computer: true },
      ],
      meta: {
        board: '4481917632905758',
        sheets: [
          { name: 'Ana', entries: [{ text: '1 + 7 = 8', points: 3, struck: false }] },
          { name: 'Ada', entries: [{ text: '4 + 4 = 8', points: 0, struck: true }] },
        ],
      },
    });
    await store.history.save({
      id: 'h-m',
      game: 'mathable',
      code: 'mathable:s=h.ce#a',
      finishedAt: 2,
      players: [
        { name: 'You', score: 40 },
        { name: 'COMP-2', score: 12, computer: true },
      ],
      meta: { hintUsed: false, log: [{ name: 'You', placed: [7, 21], points: 28 }, { name: 'COMP-2', exchanged: 1 }, { name: 'You' }] },
    });
    await store.history.save({
      id: 'h-x',
      game: 'tuf',
      code: 'tuf:g=1#a',
      finishedAt: 1,
      players: [{ name: 'Bo', score: 9 }],
      meta: { game: '1', rounds: 5, hintsUsed: true },
    });
    render(withApp(store, <HistoryScreen />));
    fireEvent.click((await screen.findByText('Ana 3 · Ada 0')).closest('summary') as HTMLElement);
    expect(screen.getByText('Board 4481 9176 3290 5758')).toBeTruthy();
    expect(screen.getByText('1 + 7 = 8')).toBeTruthy();
    expect(screen.getByText('4 + 4 = 8').tagName).toBe('S');
    expect(screen.getByText('You placed 7, 21 for 28 points.')).toBeTruthy();
    expect(screen.getByText('COMP-2 exchanged 1 tile.')).toBeTruthy();
    // the facts in words: names, not the record's keys and codes
    expect(screen.getByText('Rounds')).toBeTruthy();
    expect(screen.getByText('1 · Basic game')).toBeTruthy();
    expect(screen.queryByText('rounds')).toBeNull();
    // a lone player is not declared the winner
    expect(screen.queryByText('Winner: Bo')).toBeNull();
  });

  it('settings change the page and are saved', async () => {
    const store = createStore(createMemoryBackend());
    render(withApp(store, <SettingsScreen />));
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Larger text' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(document.documentElement.classList.contains('large-text')).toBe(true);
    await waitFor(async () => expect(await store.getSettings()).toMatchObject({ theme: 'dark', largeText: true }));
  });

  it('scoreboard totals rounds and marks the leader in words', () => {
    render(
      <Scoreboard
        rows={[
          { name: 'Ann', rounds: [3, 11] },
          { name: 'Bo', rounds: [6, 2] },
        ]}
      />,
    );
    expect(screen.getByText('14')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Ann/ }).textContent).toContain('★');
  });
});

describe('players', () => {
  it('saves player names once, refusing duplicates, and removes them', async () => {
    const store = createStore(createMemoryBackend());
    render(withApp(store, <SettingsScreen />));
    const input = screen.getByPlaceholderText('Player name');
    fireEvent.input(input, { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('button', { name: 'Remove Ann' });
    fireEvent.input(input, { target: { value: ' ann ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('ann is already saved.');
    expect((await store.profiles.list()).map((p) => p.name)).toEqual(['Ann']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ann' }));
    await waitFor(async () => expect(await store.profiles.list()).toEqual([]));
  });
});
