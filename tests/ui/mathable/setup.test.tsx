// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { createMemoryBackend, createStore } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import { Setup, seatOf } from '../../../src/ui/mathable/Setup';
import MathableScreen, { HallOfFame } from '../../../src/ui/mathable/MathableScreen';
import { parseGameId } from '../../../src/core/gameId';

afterEach(() => {
  cleanup();
  location.hash = '';
  localStorage.clear();
});

describe('Mathable setup', () => {
  it('a name starting with COMP plays as the computer', () => {
    expect(seatOf({ name: 'COMP-A', kind: 'human' })).toEqual({ kind: 'computer', level: 'medium' });
    expect(seatOf({ name: 'Ana', kind: 'hard' })).toEqual({ kind: 'computer', level: 'hard' });
    expect(seatOf({ name: 'Ana', kind: 'human' })).toEqual({ kind: 'human' });
  });

  it('starts a 3-player game with the chosen seats and saves names and options', async () => {
    const store = createStore(createMemoryBackend());
    render(
      <AppProvider store={store}>
        <Setup />
      </AppProvider>,
    );
    fireEvent.click(screen.getByLabelText('3 players'));
    expect(screen.getByLabelText('Name of player 3')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Who plays seat 2'), { target: { value: 'hard' } });
    fireEvent.click(screen.getByRole('switch', { name: /Hide racks/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    await waitFor(() => expect(location.hash).toMatch(/^#\/mathable\/play\//));
    const id = decodeURIComponent(location.hash.split('/')[3] ?? '');
    const rec = await store.sessions.get(id);
    expect(parseGameId(rec!.code).params).toEqual({ s: 'h.ch.ce', hide: '1' });
    // the names are the game's first move; the highlight option is screen state
    expect(rec!.moves).toEqual([{ type: 'names', names: ['You', 'COMP-2', 'COMP-3'] }]);
    expect(rec!.view).toEqual({ highlight: true });
  });

  it('hints: on by default for one person against computers, off for people playing each other, and the choice is kept in the code', async () => {
    const store = createStore(createMemoryBackend());
    render(
      <AppProvider store={store}>
        <Setup />
      </AppProvider>,
    );
    const hints = () => screen.getByRole('switch', { name: /^Hints/ }) as HTMLInputElement;
    expect(hints().checked).toBe(true);
    fireEvent.input(screen.getByLabelText('Name of player 2'), { target: { value: 'Bo' } });
    fireEvent.change(screen.getByLabelText('Who plays seat 2'), { target: { value: 'human' } });
    expect(hints().checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    await waitFor(() => expect(location.hash).toMatch(/^#\/mathable\/play\//));
    const id = decodeURIComponent(location.hash.split('/')[3] ?? '');
    expect(parseGameId((await store.sessions.get(id))!.code).params).toEqual({ s: 'h.h', hint: '0' });
    // in the game, no Hint button
    cleanup();
    render(
      <AppProvider store={store}>
        <MathableScreen route={['play', id]} />
      </AppProvider>,
    );
    await screen.findByText(/Your turn/);
    expect(screen.queryByRole('button', { name: 'Hint' })).toBeNull();
    // the teacher can switch them on for people too
    cleanup();
    render(
      <AppProvider store={store}>
        <Setup />
      </AppProvider>,
    );
    expect(hints().checked).toBe(false);
    fireEvent.click(hints());
    fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    await waitFor(() => expect(decodeURIComponent(location.hash.split('/')[3] ?? '')).not.toBe(id));
    const id2 = decodeURIComponent(location.hash.split('/')[3] ?? '');
    expect(parseGameId((await store.sessions.get(id2))!.code).params).toEqual({ s: 'h.h' });
  });

  it('a shared code starts that deal; a bad code says why', async () => {
    const store = createStore(createMemoryBackend());
    render(
      <AppProvider store={store}>
        <MathableScreen route={['code', 'mathable:s=h.ce#abc']} />
      </AppProvider>,
    );
    await waitFor(() => expect(location.hash).toMatch(/^#\/mathable\/play\//));
    cleanup();
    render(
      <AppProvider store={store}>
        <MathableScreen route={['code', 'mathable:s=h#abc']} />
      </AppProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/2, 3 or 4/);
  });

  it('a code that is not a code says why in words, never the refusal\'s code (it showed "id.shape")', async () => {
    const store = createStore(createMemoryBackend());
    const cases: [string, RegExp][] = [
      ['mathable:s=h.ce', /a code looks like game:settings#seed/],
      [`mathable:s=h.ce#${'a'.repeat(700)}`, /longer than 600 characters/],
      ['mathable:s=h.ce#a b', /the part after # is missing/],
      ['mathable:s=h ce#abc', /the setting “s=h ce” is not readable/],
    ];
    for (const [code, words] of cases) {
      render(
        <AppProvider store={store}>
          <MathableScreen route={['code', code]} />
        </AppProvider>,
      );
      const alert = (await screen.findByRole('alert')).textContent ?? '';
      expect(alert).toMatch(words);
      expect(alert).not.toMatch(/\bid\.[a-z]/i);
      cleanup();
    }
    expect(await store.sessions.list()).toEqual([]);
  });

  it('says before the game that a hint keeps it out of the hall of fame (no tooltip on a touch screen)', () => {
    render(
      <AppProvider store={createStore(createMemoryBackend())}>
        <Setup />
      </AppProvider>,
    );
    expect(screen.getByText(/a game in which a hint is shown does not go into the hall of fame/)).toBeTruthy();
  });

  it('the hall of fame keeps its rank numbers: each entry is a list item holding its row', async () => {
    const store = createStore(createMemoryBackend());
    for (const [id, score] of [
      ['h1', 50],
      ['h2', 70],
    ] as const) {
      await store.history.save({
        id,
        game: 'mathable',
        code: 'mathable:s=h.cm#a',
        finishedAt: 1,
        meta: { hintUsed: false, players: 2 },
        players: [
          { name: 'Ana', score },
          { name: 'COMP-2', score: 10, computer: true },
        ],
      });
    }
    render(
      <AppProvider store={store}>
        <HallOfFame players={2} />
      </AppProvider>,
    );
    await screen.findByText('Ana · 70');
    const items = Array.from(document.querySelectorAll('ol.mth-fame > li'));
    expect(items.map((li) => li.textContent?.startsWith('Ana · '))).toEqual([true, true]);
    // The layout lives in an inner row, so the item itself stays a numbered list item.
    for (const li of items) expect(li.firstElementChild?.classList.contains('mth-fame-row')).toBe(true);
  });

  it('a first game meets easy computers; the setup is remembered, also across a visit to the hall of fame', async () => {
    const store = createStore(createMemoryBackend());
    render(
      <AppProvider store={store}>
        <Setup />
      </AppProvider>,
    );
    expect((screen.getByLabelText('Who plays seat 2') as HTMLSelectElement).value).toBe('easy');
    fireEvent.input(screen.getByLabelText('Name of player 1'), { target: { value: 'Zoë' } });
    fireEvent.click(screen.getByLabelText('3 players'));
    cleanup(); // off to the hall of fame and back
    render(
      <AppProvider store={store}>
        <Setup />
      </AppProvider>,
    );
    expect((screen.getByLabelText('Name of player 1') as HTMLInputElement).value).toBe('Zoë');
    expect(screen.getByLabelText('Name of player 3')).toBeTruthy();
    // a damaged remembered setup gives the defaults
    cleanup();
    localStorage.setItem('tuffest.setup.mathable', '{"seats":[1,2]}');
    render(
      <AppProvider store={store}>
        <Setup />
      </AppProvider>,
    );
    expect((screen.getByLabelText('Name of player 1') as HTMLInputElement).value).toBe('You');
  });

  it('keeps only games worth keeping: not one ended early by agreement with tiles in the bag', async () => {
    const store = createStore(createMemoryBackend());
    const players = (score: number) => [
      { name: 'Ana', score },
      { name: 'COMP-2', score: 10, computer: true },
    ];
    await store.history.save({
      id: 'early',
      game: 'mathable',
      code: 'c',
      finishedAt: 1,
      meta: { hintUsed: false, players: 2, reason: 'agreed', bagLeft: 80 },
      players: players(-53),
    });
    await store.history.save({
      id: 'full',
      game: 'mathable',
      code: 'c',
      finishedAt: 2,
      meta: { hintUsed: false, players: 2, reason: 'blocked', bagLeft: 0 },
      players: players(140),
    });
    await store.history.save({
      id: 'late',
      game: 'mathable',
      code: 'c',
      finishedAt: 3,
      meta: { hintUsed: false, players: 2, reason: 'agreed', bagLeft: 0 },
      players: players(90),
    });
    await store.history.save({
      id: 'hint',
      game: 'mathable',
      code: 'c',
      finishedAt: 4,
      meta: { hintUsed: true, players: 2, reason: 'blocked', bagLeft: 0 },
      players: players(400),
    });
    render(
      <AppProvider store={store}>
        <HallOfFame players={2} />
      </AppProvider>,
    );
    await screen.findByText('Ana · 140');
    expect(screen.getByText('Ana · 90')).toBeTruthy();
    expect(screen.queryByText('Ana · -53')).toBeNull();
    expect(screen.queryByText('Ana · 400')).toBeNull();
  });

  it('the hall of fame lists people by score for the chosen number of players', async () => {
    const store = createStore(createMemoryBackend());
    await store.history.save({
      id: 'h1',
      game: 'mathable',
      code: 'mathable:s=h.cm#a',
      finishedAt: 1,
      meta: { hintUsed: false, players: 2 },
      players: [
        { name: 'Ana', score: 321 },
        { name: 'COMP-2', score: 100, computer: true },
      ],
    });
    render(
      <AppProvider store={store}>
        <HallOfFame players={2} />
      </AppProvider>,
    );
    expect((await screen.findByText('Ana · 321')).textContent).toBe('Ana · 321');
    expect(screen.queryByText(/COMP-2/)).toBeNull();
    cleanup();
    render(
      <AppProvider store={store}>
        <HallOfFame players={3} />
      </AppProvider>,
    );
    await screen.findByText('No games yet.');
  });
});
