// @vitest-environment happy-dom
/** Storage faults as a game starts, resumes and finishes (issue 17, point 2), and stacked load notices (point 5). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { createMemoryBackend, createStore, StorageFullError, type Store } from '../../src/storage';
import type { Backend } from '../../src/storage/backend';
import { AppProvider } from '../../src/ui/context';
import { Notices } from '../../src/ui/components/Notices';
import { createSession, saveHistory, usePersistentGame } from '../../src/ui/session';
import { t } from '../../src/i18n';
import { SettingsScreen } from '../../src/ui/SettingsScreen';
import { counter, describeCounter } from './counter';

afterEach(() => cleanup());

function CounterScreen(props: { id: string }) {
  const game = usePersistentGame(counter, props.id, describeCounter);
  if (game.status !== 'ready' || !game.state) return <p>{game.status}</p>;
  return (
    <div>
      <output aria-label="total">{game.state.total}</output>
      <button type="button" onClick={() => void game.dispatch({ add: 3 })}>
        add 3
      </button>
    </div>
  );
}

const withApp = (store: Store, ui: preact.ComponentChildren) => (
  <AppProvider store={store}>
    {ui}
    <Notices />
  </AppProvider>
);

function faulty(mode: { writes?: boolean; reads?: boolean }): Backend {
  const inner = createMemoryBackend();
  return {
    persistent: true,
    get: (s, k) => (mode.reads ? Promise.reject(new Error('the database is broken')) : inner.get(s, k)),
    getAll: (s) => (mode.reads ? Promise.reject(new Error('the database is broken')) : inner.getAll(s)),
    put: (s, k, v) => (mode.writes ? Promise.reject(new StorageFullError()) : inner.put(s, k, v)),
    putMany: (s, entries) => (mode.writes ? Promise.reject(new StorageFullError()) : inner.putMany(s, entries)),
    write: (puts, expect) => (mode.writes ? Promise.reject(new StorageFullError()) : inner.write(puts, expect)),
    delete: (s, k) => inner.delete(s, k),
    close: () => undefined,
  };
}

/** The full-disk notice of a game: what is not saved, from the moment the first write failed. */
const NOT_SAVED_SINCE = /out of storage space: what was done in this game since .+ is not saved/;

describe('a full disk as a game starts', () => {
  it('starts the game anyway, says it is not saved, and play goes on', async () => {
    const store = createStore(faulty({ writes: true }));
    const rec = await createSession(store, counter, { start: 1 }, 's', describeCounter);
    render(withApp(store, <CounterScreen id={rec.id} />));
    await waitFor(() => expect(screen.getByLabelText('total').textContent).toBe('1'));
    expect(screen.getByText(NOT_SAVED_SINCE)).toBeTruthy();
    fireEvent.click(screen.getByText('add 3'));
    await waitFor(() => expect(screen.getByLabelText('total').textContent).toBe('4'));
    // Leaving and coming back in the same page resumes from memory.
    cleanup();
    render(withApp(store, <CounterScreen id={rec.id} />));
    await waitFor(() => expect(screen.getByLabelText('total').textContent).toBe('4'));
  });

  it('the out-of-storage notice goes once saving works again (it stayed after space was freed)', async () => {
    const mode = { writes: true };
    const store = createStore(faulty(mode));
    const rec = await createSession(store, counter, { start: 1 }, 's', describeCounter);
    render(withApp(store, <CounterScreen id={rec.id} />));
    await waitFor(() => expect(screen.getByLabelText('total').textContent).toBe('1'));
    fireEvent.click(screen.getByText('add 3'));
    await waitFor(() => expect(screen.getByLabelText('total').textContent).toBe('4'));
    expect(screen.getByText(NOT_SAVED_SINCE)).toBeTruthy();
    mode.writes = false;
    fireEvent.click(screen.getByText('add 3'));
    await waitFor(() => expect(screen.getByLabelText('total').textContent).toBe('7'));
    expect(screen.queryByText(NOT_SAVED_SINCE)).toBeNull();
    expect((await store.sessions.get(rec.id))?.moves).toEqual([{ add: 3 }, { add: 3 }]);
    expect(store.unsavedError('sessions', rec.id)).toBeUndefined();
  });

  it('still refuses to save a record that is malformed (a program error, not a storage one)', async () => {
    const store = createStore(faulty({ writes: true }));
    const untitled = () => ({ title: 5 as unknown as string, finished: false });
    await expect(createSession(store, counter, { start: 1 }, 's', untitled)).rejects.toThrow(/malformed/);
  });
});

describe("games that save their players' names as they start", () => {
  it('TUF and Mathable start on a full disk, names kept in memory', async () => {
    const { startMatch } = await import('../../src/ui/tuf/start');
    const { startGame } = await import('../../src/ui/mathable/Setup');
    const { defaultParams, seatCount } = await import('../../src/games/tuf/matchParams');
    const store = createStore(faulty({ writes: true }));
    const p1 = defaultParams('1');
    const tuf = await startMatch(store, p1, 'seed01', ['Ana', ...Array.from({ length: seatCount(p1) - 1 }, () => null)]);
    expect((await store.sessions.get(tuf))?.moves[0]).toMatchObject({
      type: 'names',
      names: ['Ana', ...Array.from({ length: seatCount(p1) - 1 }, () => null)],
    });
    expect(store.unsavedError('sessions', tuf)).toBeInstanceOf(StorageFullError);
    const mth = await startGame(
      store,
      { seats: [{ kind: 'human' }, { kind: 'computer', level: 'easy' }], hiddenRacks: false },
      ['Ana', 'Computer'],
      true,
      'seed02',
    );
    expect(await store.sessions.get(mth)).toMatchObject({ moves: [{ type: 'names', names: ['Ana', 'Computer'] }], view: { highlight: true } });
    expect(store.unsavedError('sessions', mth)).toBeInstanceOf(StorageFullError);
  });
});

describe('a read that fails as a game opens', () => {
  it('says so instead of loading forever', async () => {
    const mode = { reads: false };
    const store = createStore(faulty(mode));
    const rec = await createSession(store, counter, { start: 1 }, 's', describeCounter);
    mode.reads = true;
    render(withApp(store, <CounterScreen id={rec.id} />));
    await screen.findByText('broken');
    expect(screen.getByText(t('notice.readFailed', { reason: 'the database is broken' }))).toBeTruthy();
  });
});

describe('damaged games', () => {
  it('a damaged record is called damaged, not missing', async () => {
    const store = createStore(createMemoryBackend());
    await store.backend.put('sessions', 'bad', { id: 'bad', game: 'counter' });
    render(withApp(store, <CounterScreen id="bad" />));
    await screen.findByText('broken');
    expect(screen.getByText(t('notice.damagedGame'))).toBeTruthy();
  });

  it('opening five damaged games leaves one notice, not five stacked ones', async () => {
    const store = createStore(createMemoryBackend());
    for (let i = 0; i < 5; i++) {
      await store.backend.put('sessions', `d${i}`, {
        id: `d${i}`,
        game: 'counter',
        code: 'counter:s=bad#x',
        moves: [],
        status: 'active',
        title: 'x',
        createdAt: 1,
        updatedAt: 1,
      });
    }
    const { rerender } = render(withApp(store, <CounterScreen id="d0" />));
    await screen.findByText('broken');
    for (let i = 1; i < 5; i++) {
      rerender(withApp(store, <CounterScreen key={i} id={`d${i}`} />));
      await screen.findByText('broken');
    }
    await waitFor(() => expect(document.querySelectorAll('.notice')).toHaveLength(1));
  });
});

describe('finishing', () => {
  it('reports whether a finished game was really saved', async () => {
    const rec = { game: 'counter', code: 'counter:s=1#s', finishedAt: 1, players: [{ name: 'A', score: 1 }], meta: {} };
    expect(await saveHistory(createStore(createMemoryBackend()), 'h', rec)).toBe('memory');
    const persistent = createStore({ ...createMemoryBackend(), persistent: true });
    expect(await saveHistory(persistent, 'h', rec)).toBe('saved');
    const full = createStore(faulty({ writes: true }));
    expect(await saveHistory(full, 'h', rec)).toBe('memory');
    expect(await full.history.get('history-h')).toMatchObject({ id: 'history-h' });
  });
});

describe('storage faults in words', () => {
  it("a setting that cannot be saved says so in words (it showed the error's own message)", async () => {
    const store = createStore(faulty({ writes: true }));
    render(withApp(store, <SettingsScreen />));
    fireEvent.click(screen.getByLabelText(t('settings.largeText')));
    await screen.findByText(t('notice.settingsNotSaved', { reason: t('data.full') }));
  });

  it('finished games that cannot be read say why instead of loading forever', async () => {
    const { HistoryScreen } = await import('../../src/ui/HistoryScreen');
    render(withApp(createStore(faulty({ reads: true })), <HistoryScreen />));
    expect((await screen.findByRole('alert')).textContent).toBe(t('history.readFailed', { reason: 'the database is broken' }));
  });

  it("a closed database and an upgrade elsewhere are worded, never the browser's message", async () => {
    const { storageErrorText, storageReason } = await import('../../src/ui/storageText');
    const { StorageNewerError } = await import('../../src/storage');
    const closing = new DOMException("Failed to execute 'transaction' on 'IDBDatabase': The database connection is closing.", 'InvalidStateError');
    expect(storageErrorText(closing)).toBe(t('notice.connectionClosed'));
    expect(storageReason(closing)).toBe(t('storage.reason.closed'));
    expect(storageErrorText(new StorageNewerError('upgraded'))).toBe(t('notice.notSavedUpgraded'));
    expect(storageErrorText(new StorageFullError())).toBe(t('notice.storageFull'));
  });
});

describe('Settings → import', () => {
  const T = Date.UTC(2026, 10, 20);
  const tally = (id: string, title: string) => ({
    id,
    game: 'tally',
    code: 'tally:p=0,s=180#abc123',
    moves: [{ t: 'join', name: 'Ana' }],
    status: 'active',
    title,
    createdAt: T,
    updatedAt: T,
  });
  const pick = (text: string) => {
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File([text], 'tuffest.json', { type: 'application/json' })], configurable: true });
    fireEvent.change(input);
  };
  const file = JSON.stringify({
    format: 'tuffest-export',
    version: 1,
    sessions: [tally('s1', 'theirs'), tally('s2', 'new'), tally('s3', 'x'), { ...tally('s4', 'y'), game: 'chess' }],
  });

  it('says how many records Keep both really wrote, and why some were left out', async () => {
    const store = createStore(createMemoryBackend());
    await store.sessions.save(tally('s1', 'mine') as never);
    render(withApp(store, <SettingsScreen />));
    pick(file);
    await waitFor(
      () =>
        expect(document.querySelector('.import-preview')?.textContent ?? document.body.textContent).toMatch(
          /This file has 2 new records, 0 already here and 1 that differ/,
        ),
      { timeout: 5000 },
    );
    expect(screen.getByText(t('data.why.unknownGame', { count: 1 }))).toBeTruthy();
    fireEvent.click(screen.getByText(t('data.importNow')));
    await screen.findByText(t('data.imported', { count: 3 }));
    expect(await store.sessions.list()).toHaveLength(4);
  });

  it('a write that fails after the preview says so and closes the preview', async () => {
    const mode = { writes: false };
    const store = createStore(faulty(mode));
    render(withApp(store, <SettingsScreen />));
    pick(file);
    await screen.findByText(/This file has 3 new records/, undefined, { timeout: 5000 });
    mode.writes = true;
    fireEvent.click(screen.getByText(t('data.importNow')));
    await screen.findByText(t('data.importStopped', { written: 0, total: 3, reason: t('data.full') }));
    expect(screen.queryByText(/This file has/)).toBeNull();
    expect(await store.sessions.list()).toHaveLength(0);
  });

  it("offers the file's settings, takes them on at once and says which were imported (they were never imported)", async () => {
    const store = createStore(createMemoryBackend());
    render(withApp(store, <SettingsScreen />));
    pick(JSON.stringify({ format: 'tuffest-export', version: '1', settings: { theme: 'dark', largeText: true }, sessions: [tally('s9', 'new')] }));
    const offer = await screen.findByLabelText(t('data.settingsOffer', { list: 'theme and larger text' }), undefined, { timeout: 5000 });
    expect((offer as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByText(t('data.importNow')));
    await screen.findByText(`${t('data.imported', { count: 1 })} ${t('data.settingsImported', { list: 'theme and larger text' })}`);
    expect(await store.getSettings()).toMatchObject({ theme: 'dark', largeText: true });
    // the switch on the screen follows at once
    expect((screen.getByLabelText(t('settings.largeText')) as HTMLInputElement).checked).toBe(true);
  });

  it("leaves this device's settings when the offer is turned off, and says so", async () => {
    const store = createStore(createMemoryBackend());
    render(withApp(store, <SettingsScreen />));
    pick(JSON.stringify({ format: 'tuffest-export', version: 1, settings: { theme: 'dark' } }));
    fireEvent.click(await screen.findByLabelText(t('data.settingsOffer', { list: 'theme' }), undefined, { timeout: 5000 }));
    fireEvent.click(screen.getByText(t('data.importNow')));
    await screen.findByText(`${t('data.imported', { count: 0 })} ${t('data.settingsLeft')}`);
    expect((await store.getSettings()).theme).toBe('system');
  });

  it('a file that is not an export is refused with a reason', async () => {
    render(withApp(createStore(createMemoryBackend()), <SettingsScreen />));
    pick('{"format":"other"}');
    await screen.findByText('This file is not a Tuffest export.');
  });
});

describe('a disk that fills up during a game (issue 31)', () => {
  it('says exactly what is lost if the page closes: everything since the first write that failed, whose time it gives; the rest stays saved', async () => {
    const mode = { writes: false };
    const device = faulty(mode);
    const store = createStore(device);
    const rec = await createSession(store, counter, { start: 0 }, 's', describeCounter);
    render(withApp(store, <CounterScreen id={rec.id} />));
    await waitFor(() => expect(screen.getByLabelText('total').textContent).toBe('0'));
    fireEvent.click(screen.getByText('add 3'));
    await waitFor(() => expect(screen.getByLabelText('total').textContent).toBe('3'));
    mode.writes = true;
    const before = Date.now();
    fireEvent.click(screen.getByText('add 3'));
    await waitFor(() => expect(screen.getByLabelText('total').textContent).toBe('6'));
    const since = store.unsavedSince('sessions', rec.id);
    expect(since).toBeGreaterThanOrEqual(before);
    const time = new Date(since as number).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
    const said = t('notice.storageFullSince', { time });
    expect(screen.getByText(said)).toBeTruthy();
    // a later move that fails too keeps the moment (nothing since then is saved), and says so again
    // (a second and more later on the device's clock; only Date is faked, the saves run on real timers)
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 1100);
      fireEvent.click(screen.getByText('add 3'));
      await waitFor(() => expect(screen.getByLabelText('total').textContent).toBe('9'));
      expect(store.unsavedSince('sessions', rec.id)).toBe(since);
      expect(screen.getByText(said)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
    // the rest is kept: the move made before the disk filled is on the device
    expect(((await device.get('sessions', rec.id)) as { moves: unknown[] }).moves).toEqual([{ add: 3 }]);
  });
});
